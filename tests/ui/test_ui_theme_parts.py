"""Guards for issue 11's theme and card-art items: the window size becomes a layout
scale in one place (game/ui/kit/theme.py), the card art is split into parts with no class
over 400 lines, and the text size step grows body text fully and headings by the
same pixels."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from game.ui.kit import theme

UI = Path(__file__).resolve().parents[2] / "game" / "ui"

# A UI-scale formula: the window's width or height divided by a design size.
SCALE_FORMULA = re.compile(r"(size\[[01]\]|\bw|\bh|\bu)\s*/\s*(720|1024|640)\b")


def test_the_ui_scale_formula_lives_only_in_the_theme():
    found = []
    for path in UI.rglob("*.py"):
        if path.name == "theme.py":
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if SCALE_FORMULA.search(line):
                found.append(f"{path.relative_to(UI)}:{n}: {line.strip()}")
    assert found == [], "UI-scale formulas outside game/ui/kit/theme.py:\n" + "\n".join(found)


def test_the_checker_sees_a_scale_formula():
    assert SCALE_FORMULA.search("return max(0.85, min(1.6, size[1] / 720))")
    assert SCALE_FORMULA.search("s = max(0.8, min(w / 1024, h / 640, 2.2))")
    assert not SCALE_FORMULA.search("x = width / 2")


def test_scales_at_the_smallest_and_a_large_window():
    assert theme.ui_scale((1024, 640)) == 1.0
    assert theme.ui_scale((2560, 1440)) == 2.2
    assert theme.table_scale((1024, 640)) == max(0.85, 640 / 720)
    assert theme.table_scale((2560, 1440)) == 1.6
    # A tall, narrow window: the table is sized by what its width allows.
    assert theme.table_unit((1024, 1440)) == round(1024 * 0.7)


def _classes(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            methods = sum(isinstance(b, ast.FunctionDef) for b in node.body)
            yield node.name, node.end_lineno - node.lineno + 1, methods


def test_card_art_is_in_parts_no_class_over_400_lines():
    files = [UI / "cardart.py", *sorted((UI / "cardparts").glob("*.py"))]
    assert len(files) >= 6, "the card art is not split into parts"
    for path in files:
        for name, lines, methods in _classes(path):
            assert lines <= 400, f"{path.name}: class {name} has {lines} lines"
            assert methods <= 30, f"{path.name}: class {name} has {methods} methods"


def test_text_size_steps():
    assert list(theme.TEXT_SCALES) == ["normal", "large", "larger"]
    assert theme.scaled_text_size(16, 1.0) == 16
    assert theme.scaled_text_size(16, 1.3) == round(16 * 1.3)  # body text: fully
    assert theme.scaled_text_size(44, 1.3) == 44 + round(24 * 0.3)  # headings: 24 px's growth
