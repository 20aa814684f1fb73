"""The one place code reads the version from: the installed metadata of pyproject.toml."""

from __future__ import annotations

import sys
from pathlib import Path


def _read_version() -> str:
    # Frozen builds carry a VERSION file written by the build from pyproject.toml.
    from game.assets import asset_path

    bundled = asset_path("VERSION")
    if bundled.is_file():
        return bundled.read_text(encoding="utf-8").strip()
    pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
    if pyproject.is_file():
        import tomllib

        with pyproject.open("rb") as fh:
            return tomllib.load(fh)["project"]["version"]
    try:
        from importlib.metadata import version

        return version("wizard-cardgame")
    except Exception:  # noqa: BLE001 - a version string must never crash start-up
        return "0+unknown"


__version__ = _read_version()
del sys
