"""The project's source files parsed once per test process (no tests in here).

A dozen test modules read the code itself (imports, screens made, names read), many of
them every file of ``game/``: parsed and walked once here instead of in each of them.
"""

from __future__ import annotations

import ast
from functools import lru_cache
from pathlib import Path


def tree(path: Path) -> ast.Module:
    """``path`` parsed (again only once the file has changed)."""
    return _parsed(str(path), path.stat().st_mtime_ns)


def nodes(path: Path) -> tuple[ast.AST, ...]:
    """Every node of ``path``'s tree, in ``ast.walk``'s order."""
    return _walked(str(path), path.stat().st_mtime_ns)


def source_nodes(source: str) -> tuple[ast.AST, ...]:
    """Every node of ``source``'s tree, in ``ast.walk``'s order."""
    return _source_walked(source)


@lru_cache(maxsize=1024)  # the project has some 400 files
def _parsed(path: str, _mtime_ns: int) -> ast.Module:
    return ast.parse(Path(path).read_text(encoding="utf-8"), filename=path)


@lru_cache(maxsize=1024)
def _walked(path: str, mtime_ns: int) -> tuple[ast.AST, ...]:
    return tuple(ast.walk(_parsed(path, mtime_ns)))


@lru_cache(maxsize=1024)
def _source_walked(source: str) -> tuple[ast.AST, ...]:
    return tuple(ast.walk(ast.parse(source)))
