"""Both modes of the table answer everything the ``TableMode`` protocol declares:
the table and its dialogs call only what the protocol has (the round summary's
``continue_after_summary`` too), and each mode has all of it."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

import pytest

from game.ui.table.gamemode import GameMode
from game.ui.table.lesson import LessonMode
from game.ui.table.mode import TableMode


def _declared(protocol) -> set[str]:
    names = {n for n in vars(protocol) if not n.startswith("_")}
    return names | set(inspect.get_annotations(protocol))


@pytest.mark.parametrize("mode", [GameMode, LessonMode])
def test_each_mode_has_what_the_protocol_declares(mode):
    declared = _declared(TableMode)
    assert "continue_after_summary" in declared
    members = set(dir(mode))
    missing = sorted(declared - members)
    assert not missing, f"{mode.__name__} lacks {missing}"


def test_the_table_calls_on_its_mode_only_what_the_protocol_declares():
    root = Path(__file__).resolve().parents[2] / "game" / "ui"
    files = [root / "scenes" / "table.py", root / "scenes" / "overlays.py",
             *sorted((root / "table").glob("*.py"))]
    called = set()
    for path in files:
        called |= set(re.findall(r"\b(?:table|self|t)\.mode\.([a-z_]\w*)", path.read_text()))
    assert "continue_after_summary" in called, "the pattern no longer finds the calls"
    assert not sorted(called - _declared(TableMode))
