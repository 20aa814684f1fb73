"""The table's parts see the table only as a ``TableHost`` (``game.ui.table.host``):
no module under ``game/ui/table`` imports the scene, not even for type checking;
the protocol's own type-only imports close no circle with the parts; and the scene
has everything the protocol declares."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

from game.rules import Rules
from game.savegame import GameSetup
from game.ui.table.host import TableHost
from tests.sources import nodes

TABLE = Path(__file__).resolve().parents[2] / "game" / "ui" / "table"


def _imports(path: Path) -> set[str]:
    """Every module ``path`` imports, type-only imports included (``from a import b``
    counts as ``a`` and ``a.b``)."""
    found = set()
    for node in nodes(path):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found |= {f"{node.module}.{alias.name}" for alias in node.names}
    return found


def test_no_part_of_the_table_imports_the_scene():
    importers = [p.name for p in sorted(TABLE.glob("*.py"))
                 if "game.ui.scenes.table" in _imports(p)]
    assert not importers


def test_the_host_protocol_closes_no_import_circle():
    named = {f"game.ui.table.{p.stem}" for p in TABLE.glob("*.py")}
    from_host = _imports(TABLE / "host.py") & named
    assert from_host, "host.py names no part: the check no longer sees its imports"
    circles = [m for m in sorted(from_host)
               if "game.ui.table.host" in _imports(TABLE / f"{m.rsplit('.', 1)[1]}.py")]
    assert not circles


def test_the_scene_has_all_the_host_declares(app):
    from game.ui.scenes.table import TableScene

    setup = GameSetup(Rules(4), ["You", "Anna", "Bertil", "Cecilia"],
                      ["human", "easy", "easy", "easy"], seed=5)
    table = TableScene(app, setup)
    try:
        declared = {n for n in vars(TableHost) if not n.startswith("_")}
        declared |= set(inspect.get_annotations(TableHost))
        assert "heads" in declared and "human_move" in declared
        missing = sorted(n for n in declared if not hasattr(table, n))
        assert not missing
    finally:
        table.close()
