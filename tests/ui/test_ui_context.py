"""A scene sees the App only as ``game.ui.context.Context``: every ``app.X`` (also
``self.app.X``, ``table.app.X``) under ``game/ui/scenes`` and ``game/ui/table``
names something the protocol declares, and the App has all of it."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

from game.ui.context import Context
from tests.sources import source_nodes

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = [ROOT / "game" / "ui" / "scenes", ROOT / "game" / "ui" / "table"]


def declared(protocol: type) -> set[str]:
    """The names a protocol declares, its bases' included (attributes, properties,
    methods)."""
    names: set[str] = set()
    for klass in protocol.__mro__:
        if klass is object or klass.__module__ == "typing":
            continue
        names |= {n for n in vars(klass) if not n.startswith("_")}
        names |= set(inspect.get_annotations(klass))
    return names


def _is_app(node: ast.expr) -> bool:
    return (isinstance(node, ast.Name) and node.id == "app") or (
        isinstance(node, ast.Attribute) and node.attr == "app"
    )


def undeclared_uses(source: str, allowed: set[str], where: str = "") -> list[str]:
    """``where:line app.X`` for each use of an attribute of the app not in ``allowed``."""
    return [
        f"{where}:{node.lineno} app.{node.attr}"
        for node in source_nodes(source)
        if isinstance(node, ast.Attribute) and _is_app(node.value) and node.attr not in allowed
    ]


def test_the_context_declares_what_scenes_need():
    names = declared(Context)
    for need in ("settings", "fonts", "sounds", "card_art", "router", "push", "remove", "is_top"):
        assert need in names
    assert "stack" not in names and "step" not in names and "run" not in names


def test_the_check_sees_an_undeclared_use():
    source = "def f(self, table):\n    self.app.stack.pop()\n    table.app.settings\n"
    assert undeclared_uses(source, declared(Context), "x.py") == ["x.py:2 app.stack"]


def test_scenes_use_only_what_the_context_declares():
    allowed = declared(Context)
    files = sorted(p for folder in FOLDERS for p in folder.glob("*.py"))
    assert len(files) > 40
    found = [
        hit
        for path in files
        for hit in undeclared_uses(path.read_text(encoding="utf-8"), allowed,
                                   str(path.relative_to(ROOT)))
    ]
    assert found == []


def test_the_app_is_a_context(app):
    missing = sorted(n for n in declared(Context) if not hasattr(app, n))
    assert missing == []
