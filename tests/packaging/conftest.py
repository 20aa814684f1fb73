"""Fixtures of the checks on the repository as a whole: ``docs``, the pages a reader
opens (the README and docs/*.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def docs() -> list[Path]:
    """The README and every page in docs/."""
    return [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
