"""The tests marked ``slow``: whole games, robot runs through many screens and child
processes that take seconds each (the slowest of the parallel suite by ``--durations``).

One list here instead of a decorator on each test, so that the test files stay as
their authors wrote them. ``tests/conftest.py`` marks these before ``-m`` selects
(``pytest -m "not slow"`` skips them) and runs them first: under ``-n auto`` the long
ones then start early and the workers finish together. A test marked
``@pytest.mark.slow`` in its file is slow as well.

An entry is ``"test_file.py"`` (every test in it) or ``"test_file.py::test_name"``
(that test with all its parameters); tests/test_suite_parallel.py checks that each
entry still names a test.
"""

from __future__ import annotations

import pytest

SLOW: frozenset[str] = frozenset()


def is_slow(item: pytest.Item) -> bool:
    name = getattr(item, "originalname", item.name)
    return (
        item.get_closest_marker("slow") is not None
        or item.path.name in SLOW
        or f"{item.path.name}::{name}" in SLOW
    )


def mark_and_order(items: list[pytest.Item]) -> None:
    """Mark the listed tests slow and move every slow test to the front (stable)."""
    slow = [item for item in items if is_slow(item)]
    for item in slow:
        item.add_marker(pytest.mark.slow)
    chosen = {id(item) for item in slow}
    items[:] = slow + [item for item in items if id(item) not in chosen]
