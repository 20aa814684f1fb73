"""``game.ui`` has no import circle, even counting the imports made only for type
checking (``if TYPE_CHECKING:``) and those inside functions: a lower module (the
scene base, the router, the context, the table's parts) never names a higher one.
(That no table part imports the scene: ``test_table_host.py``.)"""

from __future__ import annotations

import ast
from pathlib import Path

from tests import sources

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "game" / "ui"


def _module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imported(tree: ast.Module, module: str, is_package: bool) -> set[str]:
    """Every name an import statement anywhere in the module names (module level,
    ``TYPE_CHECKING`` blocks, function bodies), relative imports resolved; both the
    module and ``module.name`` (a submodule imported with ``from package import``)."""
    package = module if is_package else module.rpartition(".")[0]
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            names.add(source)
            names.update(f"{source}.{alias.name}" for alias in node.names)
    return names


def import_graph(folder: Path, root: Path = ROOT) -> dict[str, set[str]]:
    """module -> the modules of ``folder`` (a package under ``root``) it imports."""
    files = {_module_name(p, root): p for p in sorted(folder.rglob("*.py"))}
    graph = {}
    for module, path in files.items():
        named = _imported(sources.tree(path), module, path.name == "__init__.py")
        graph[module] = {m for m in named if m in files and m != module}
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


def test_the_circle_finder_finds_a_circle_through_a_type_only_import(tmp_path):
    pkg = tmp_path / "game" / "ui"
    pkg.mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "low.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from game.ui.high import H\n"
    )
    (pkg / "high.py").write_text("from game.ui import low\n")
    (pkg / "alone.py").write_text("def f():\n    from . import low\n")
    graph = import_graph(pkg, root=tmp_path)
    assert graph["game.ui.alone"] == {"game.ui", "game.ui.low"}  # the package too
    assert circles(graph) == [["game.ui.high", "game.ui.low"]]


def test_game_ui_has_no_import_circle():
    graph = import_graph(UI)
    assert len(graph) > 100, "the walk missed game/ui's modules"
    found = circles(graph)
    detail = [
        f"{' <-> '.join(group)}: "
        + "; ".join(f"{m} -> {sorted(graph[m] & set(group))}" for m in group)
        for group in found
    ]
    assert found == [], "\n".join(detail)


def test_the_screen_layer_below_the_app_never_names_the_app():
    """The scene base, its context, the router and every scene see the App only as
    ``game.ui.context.Context`` (the entry points ``run_*`` excepted: they start one)."""
    graph = import_graph(UI)
    low = ["game.ui.scene", "game.ui.context", "game.ui.router", "game.ui.kit.dialog"]
    low += [m for m in graph if m.startswith(("game.ui.table.", "game.ui.kit."))]
    named = sorted(m for m in low if "game.ui.app" in graph[m])
    assert named == []
