"""Count the UI's inline metric and colour literals, per file (issue 11).

A *metric literal* is a number multiplied by a layout scale inline
(``round(14 * s)``, ``int(40 * self.scale * k)``, ``sizing.px(24, s)``); a *colour
literal* is a tuple of 3 or 4 whole numbers 0-255 (``(0, 0, 0, 80)``). Constants
bound by name at module level (``PANEL_W = 900``, ``GOLD = (232, 190, 90)``) are
names, not literals, and are not counted.

    python3 build/ui_literals.py            # table of every file under game/ui
    python3 build/ui_literals.py --json     # {path: [metrics, colours]}

``tests/ui/test_ui_literals.py`` holds the cleaned files to their counts (a ratchet).
"""

from __future__ import annotations

import argparse
import ast
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
UI = ROOT / "game" / "ui"

# Names a layout scale goes by in the UI code.
SCALE_NAMES = {"s", "scale", "font_scale", "ui_scale", "table_scale"}


def _is_number(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.Constant)
        and isinstance(node.value, int | float)
        and not isinstance(node.value, bool)
    )


def _mentions_scale(node: ast.AST) -> bool:
    """Does ``node`` read a scale (``s``, ``self.scale``, ``layout.font_scale``...)?"""
    for sub in ast.walk(node):
        if isinstance(sub, ast.Name) and sub.id in SCALE_NAMES:
            return True
        if isinstance(sub, ast.Attribute) and sub.attr in SCALE_NAMES:
            return True
    return False


def _is_colour(node: ast.AST) -> bool:
    if not isinstance(node, ast.Tuple) or len(node.elts) not in (3, 4):
        return False
    return all(
        isinstance(e, ast.Constant)
        and type(e.value) is int
        and 0 <= e.value <= 255
        for e in node.elts
    )


def _module_constants(tree: ast.Module) -> set[int]:
    """ids of the nodes inside module-level assignments (named constants)."""
    inside: set[int] = set()
    for stmt in tree.body:
        if isinstance(stmt, ast.Assign | ast.AnnAssign):
            for sub in ast.walk(stmt):
                inside.add(id(sub))
    return inside


def count_source(source: str) -> tuple[int, int]:
    """(metric literals, colour literals) in one module's source."""
    tree = ast.parse(source)
    named = _module_constants(tree)
    # ``for mult in (1, 2, 5, 10)`` is a list of numbers, not a colour.
    named |= {id(n.iter) for n in ast.walk(tree) if isinstance(n, ast.For | ast.comprehension)}
    metrics = colours = 0
    for node in ast.walk(tree):
        if id(node) in named:
            continue
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
            # Count the innermost product only: 15 * s * k is one literal.
            if (_is_number(node.left) and _mentions_scale(node.right)) or (
                _is_number(node.right) and _mentions_scale(node.left)
            ):
                metrics += 1
        elif isinstance(node, ast.Call):
            f = node.func
            name = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", "")
            if name == "px" and node.args and _is_number(node.args[0]):
                metrics += 1
        elif _is_colour(node):
            colours += 1
    return metrics, colours


def count_tree(root: Path = UI) -> dict[str, tuple[int, int]]:
    """{path relative to the repository: (metrics, colours)} for every UI module."""
    out: dict[str, tuple[int, int]] = {}
    for path in sorted(root.rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        out[rel] = count_source(path.read_text(encoding="utf-8"))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("paths", nargs="*", help="only these files")
    args = parser.parse_args(argv)
    counts = count_tree()
    if args.paths:
        wanted = {Path(p).resolve().relative_to(ROOT).as_posix() for p in args.paths}
        counts = {k: v for k, v in counts.items() if k in wanted}
    if args.json:
        print(json.dumps({k: list(v) for k, v in counts.items()}, indent=1))
        return 0
    width = max((len(k) for k in counts), default=4)
    print(f"{'file':<{width}}  metrics  colours")
    for path, (m, c) in counts.items():
        if m or c:
            print(f"{path:<{width}}  {m:7d}  {c:7d}")
    total_m = sum(m for m, _ in counts.values())
    total_c = sum(c for _, c in counts.values())
    print(f"{'total':<{width}}  {total_m:7d}  {total_c:7d}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
