"""Finds bundled files the same way from a source checkout and from a frozen build."""

from __future__ import annotations

import sys
from pathlib import Path


def assets_root() -> Path:
    """The `assets/` folder: beside the packages in a checkout, inside the bundle when frozen."""
    frozen_base = getattr(sys, "_MEIPASS", None)
    if frozen_base is not None:
        return Path(frozen_base) / "assets"
    return Path(__file__).resolve().parent.parent / "assets"


def asset_path(*parts: str) -> Path:
    """Path of one asset, e.g. ``asset_path("fonts", "DejaVuSans.ttf")``."""
    return assets_root().joinpath(*parts)
