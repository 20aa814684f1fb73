"""Every test in this folder tests a lab tool (ai/lab/): marked ``lab``, so the default
run (``-m 'not lab'`` in pyproject.toml) leaves them out and ``pytest -m lab`` runs them."""

from __future__ import annotations

from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent


@pytest.hookimpl(tryfirst=True)  # before the -m selection, which reads the marks
def pytest_collection_modifyitems(items):
    for item in items:
        if HERE in Path(item.path).resolve().parents:
            item.add_marker(pytest.mark.lab)
