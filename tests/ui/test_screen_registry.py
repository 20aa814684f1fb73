"""One registry of screens (``game.ui.router.SCREENS``), with a sample factory for
each (``game.ui.samples``): the self-test and the screen tests walk it, so it must
hold every screen there is. And no screen, command or AI level of ours hides behind
an ``except ImportError``: a part that fails to import is an error, not a skip."""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
from pathlib import Path

import game.ui.scenes as scenes_package
from game.ui import samples
from game.ui.router import SCREENS, screen_class
from game.ui.scene import Scene
from tests.sources import nodes

ROOT = Path(__file__).resolve().parents[2]


def _scene_classes() -> list[type]:
    """Every Scene subclass defined in a module of game/ui/scenes/ (walked, not listed)."""
    found = []
    for info in pkgutil.iter_modules(scenes_package.__path__):
        module = importlib.import_module(f"{scenes_package.__name__}.{info.name}")
        for _name, obj in inspect.getmembers(module, inspect.isclass):
            if issubclass(obj, Scene) and obj.__module__ == module.__name__:
                found.append(obj)
    return found


def test_the_registry_holds_every_screen_module():
    classes = _scene_classes()
    assert classes, "no scene found in game/ui/scenes"
    bases = {b for c in classes for b in c.__mro__[1:]}  # MenuScreen, Overlay
    registered = {screen_class(name) for name in SCREENS}  # classes, or functions
    missing = sorted(f"{c.__module__}:{c.__name__}" for c in classes
                     if c not in bases and c not in registered)
    assert missing == [], f"screens missing from game.ui.router.SCREENS: {missing}"


def test_every_registered_screen_has_a_sample_factory():
    assert sorted(samples.SAMPLES) == sorted(SCREENS)


def _import_guards(path: Path) -> list[str]:
    """``except ImportError`` / ``except ModuleNotFoundError`` handlers in ``path``
    around an import of the project's own modules (game, ai)."""
    found = []
    for node in nodes(path):
        if not isinstance(node, ast.Try):
            continue
        caught = []
        for handler in node.handlers:
            kinds = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
            caught += [k.id for k in kinds if isinstance(k, ast.Name)]
        if not {"ImportError", "ModuleNotFoundError"} & set(caught):
            continue
        for inner in (n for stmt in node.body for n in ast.walk(stmt)):
            names = []
            if isinstance(inner, ast.ImportFrom) and inner.module:
                names = [inner.module]
            elif isinstance(inner, ast.Import):
                names = [a.name for a in inner.names]
            elif isinstance(inner, ast.Call) and "import" in ast.unparse(inner.func):
                names = [ast.unparse(inner)]  # importlib.import_module(...), __import__
            elif isinstance(inner, ast.Call):
                names = [ast.unparse(inner.func)]  # a call may import ours inside it
            ours = [n for n in names if not _third_party(n)]
            if ours:
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {ours[0]}")
                break
    return found


# Optional third-party parts the game does without (named, one by one).
THIRD_PARTY = ("pygame.scrap", "importlib.metadata", "tomllib", "ctypes", "winreg", "fcntl",
               "msvcrt", "resource")


def _third_party(name: str) -> bool:
    return name.startswith(THIRD_PARTY)


def test_no_import_error_guards_our_own_modules():
    files = sorted((ROOT / "game").rglob("*.py")) + sorted((ROOT / "ai").rglob("*.py"))
    found = [hit for path in files for hit in _import_guards(path)]
    assert found == [], "an ImportError turned into a skip or a fallback:\n" + "\n".join(found)


def test_the_guard_check_sees_a_guard(tmp_path):
    """The check above is not blind: it finds the pattern it forbids."""
    sample = ROOT / "game" / "_guard_sample_for_test.py"
    try:
        sample.write_text(
            "try:\n    from ai.expert import Expert\nexcept ImportError:\n    Expert = None\n"
        )
        assert _import_guards(sample) == ["game/_guard_sample_for_test.py:1: ai.expert"]
    finally:
        sample.unlink()
