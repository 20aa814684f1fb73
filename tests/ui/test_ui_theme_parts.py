"""Guards for issue 11's theme and card-art items: the window size becomes a layout
scale in one place (game/ui/kit/sizing.py), the card art is split into parts with no class
over 400 lines, and the text size step grows body text fully and headings by the
same pixels."""

from __future__ import annotations

import ast
import functools
import importlib.util
import re
from pathlib import Path

from game.ui.kit import sizing, typeface
from tests.sources import nodes, source_nodes

UI = Path(__file__).resolve().parents[2] / "game" / "ui"

# A UI-scale formula: the window's width or height divided by a design size.
SCALE_FORMULA = re.compile(r"(size\[[01]\]|\bw|\bh|\bu)\s*/\s*(720|1024|640)\b")


def test_the_ui_scale_formula_lives_only_in_sizing():
    found = []
    for path in UI.rglob("*.py"):
        if path.relative_to(UI).as_posix() == "kit/sizing.py":
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if SCALE_FORMULA.search(line):
                found.append(f"{path.relative_to(UI)}:{n}: {line.strip()}")
    assert found == [], "UI-scale formulas outside game/ui/kit/sizing.py:\n" + "\n".join(found)


def test_the_checker_sees_a_scale_formula():
    assert SCALE_FORMULA.search("return max(0.85, min(1.6, size[1] / 720))")
    assert SCALE_FORMULA.search("s = max(0.8, min(w / 1024, h / 640, 2.2))")
    assert not SCALE_FORMULA.search("x = width / 2")


def test_scales_at_the_smallest_and_a_large_window():
    assert sizing.ui_scale((1024, 640)) == 1.0
    assert sizing.ui_scale((2560, 1440)) == 2.2
    assert sizing.table_scale((1024, 640)) == max(0.85, 640 / 720)
    assert sizing.table_scale((2560, 1440)) == 1.6
    # A tall, narrow window: the table is sized by what its width allows.
    assert sizing.table_unit((1024, 1440)) == round(1024 * 0.7)


def _classes(path: Path):
    for node in nodes(path):
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
    assert list(typeface.TEXT_SCALES) == ["normal", "large", "larger"]
    assert typeface.scaled_text_size(16, 1.0) == 16
    assert typeface.scaled_text_size(16, 1.3) == round(16 * 1.3)  # body text: fully
    assert typeface.scaled_text_size(44, 1.3) == 44 + round(24 * 0.3)  # headings: 24 px's growth


# The look's modules (issue 59 split the theme into them) and the table's renderer: a
# name read from one of them that is not there fails only when its line runs, so a
# screen written against the old grab-bag (the theme's GOLD) is caught here instead.
LOOK_MODULES = ("theme", "palette", "sizing", "typeface", "textfit", "panelart", "backdrop")
ROOT = UI.parent.parent


@functools.cache
def _own_names(module: str) -> frozenset[str]:
    """The names ``module`` defines itself: what it imports from another does not
    count (``theme.GOLD`` must not work because theme imports palette's GOLD)."""
    origin = importlib.util.find_spec(module).origin
    names = set()
    for node in ast.parse(Path(origin).read_text(encoding="utf-8")).body:
        if isinstance(node, ast.FunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names |= {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)}
    return frozenset(names)


def _missing_names(source: str) -> list[tuple[int, str]]:
    """(line, "module.name") of each name read from a look module that it lacks."""
    if "game.ui.kit" not in source and "game.ui.table" not in source:
        return []  # imports neither package: no alias below can come from it (a third parsed)
    walked = source_nodes(source)
    aliases = {}
    for node in walked:
        if isinstance(node, ast.ImportFrom) and node.module == "game.ui.kit":
            for a in node.names:
                if a.name in LOOK_MODULES:
                    aliases[a.asname or a.name] = f"game.ui.kit.{a.name}"
        elif isinstance(node, ast.ImportFrom) and node.module == "game.ui.table":
            for a in node.names:
                if a.name == "render":
                    aliases[a.asname or a.name] = "game.ui.table.render"
    found = []
    for node in walked:
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id in aliases
            and node.attr not in _own_names(aliases[node.value.id])
        ):
            found.append((node.lineno, f"{node.value.id}.{node.attr}"))
    return found


def test_every_name_read_from_the_look_modules_is_there():
    found = []
    for top in ("game", "tests", "build"):
        for path in (ROOT / top).rglob("*.py"):
            if path.relative_to(ROOT).parts[:2] == ("build", "work"):  # PyInstaller's
                continue
            for line, name in _missing_names(path.read_text(encoding="utf-8")):
                found.append(f"{path.relative_to(ROOT)}:{line}: {name}")
    assert found == [], "names the look's modules do not have:\n" + "\n".join(found)


def test_the_checker_sees_a_name_the_theme_no_longer_has():
    stale = "theme" + ".GOLD"  # spelt apart: a rename of the look's names leaves it be
    source = f"from game.ui.kit import palette, theme\n{stale}\npalette.GOLD\n"
    assert _missing_names(source) == [(2, stale)]
