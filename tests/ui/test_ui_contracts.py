"""Contracts of the UI said in code, not read by reflection (issue 59): widgets share
one base whose ``update``/``wake_in`` do nothing, a scene or widget with a clock of
its own says when it needs frames, and a scene that paints the whole window says so
(``covers_window``): the app clears the window behind any other."""

from __future__ import annotations

import ast
import importlib
import pkgutil
from pathlib import Path

import pygame

from game.ui.kit import widgets as w
from game.ui.scene import Scene
from game.ui.scenes.common import MenuScreen
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.table import TableScene
from tests.sources import nodes

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "game" / "ui"


def _ui_modules() -> None:
    """Import every module of the UI's screens, kit and table (their classes counted)."""
    for package in ("kit", "scenes", "table"):
        pkg = importlib.import_module(f"game.ui.{package}")
        for info in pkgutil.iter_modules(pkg.__path__):
            importlib.import_module(f"{pkg.__name__}.{info.name}")


def _subclasses(cls: type) -> set[type]:
    found = set()
    for sub in cls.__subclasses__():
        if sub.__module__.startswith("game.ui."):
            found |= {sub, *_subclasses(sub)}
    return found


def _definer(cls: type, name: str) -> int:
    """How far up the class's MRO ``name`` is defined (0: by the class itself)."""
    return next(i for i, base in enumerate(cls.__mro__) if name in vars(base))


def _moving_without_wake(classes: set[type]) -> list[str]:
    """Classes whose ``update`` is newer than their ``wake_in``: a clock the resting
    loop would not know of."""
    return sorted(
        c.__qualname__ for c in classes if _definer(c, "update") < _definer(c, "wake_in")
    )


def test_every_scene_with_a_clock_says_when_it_needs_frames():
    _ui_modules()
    scenes = _subclasses(Scene)
    assert len(scenes) > 20
    assert _moving_without_wake(scenes) == []


def test_every_widget_with_a_clock_says_when_it_needs_frames(app):
    _ui_modules()
    made = _subclasses(w.Widget)
    assert {w.Button, w.Toggle, w.TextInput, w.Slider, w.Choice, w.Stepper} <= made
    assert _moving_without_wake(made) == []
    label = w.Label("Text")  # the base: uses no event, nothing moves
    assert label.wake_in() is None and label.focusable is False
    group = w.FocusGroup([label, w.Button("OK")])
    group.update(1 / 60)
    assert group.wake_in() is None
    assert group.current is group.widgets[1]  # a label never takes the focus


def _reflection(path: Path) -> list[str]:
    """``type(x).name is ...`` comparisons and ``hasattr`` calls in a module."""
    found = []
    for node in nodes(path):
        if isinstance(node, ast.Compare) and any(
            isinstance(side, ast.Attribute)
            and isinstance(side.value, ast.Call)
            and isinstance(side.value.func, ast.Name)
            and side.value.func.id == "type"
            for side in (node.left, *node.comparators)
        ):
            found.append(f"{path.relative_to(ROOT)}:{node.lineno} type(...) compared")
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "hasattr"
        ):
            found.append(f"{path.relative_to(ROOT)}:{node.lineno} hasattr")
    return found


def test_no_contract_is_read_by_reflection():
    files = [UI / "app.py", UI / "scene.py", *sorted(UI.glob("*/*.py"))]
    assert [hit for path in files for hit in _reflection(path)] == []


class Blank(Scene):
    """Opaque, draws nothing."""


class Painter(Scene):
    covers_window = True

    def draw(self, surface):
        surface.fill((1, 2, 3))


def test_the_window_is_cleared_behind_a_scene_that_does_not_cover_it(app):
    app.push(Painter(app))
    app.draw()
    app.pop()
    app.push(Blank(app))
    app.draw()
    assert app.screen.get_at((5, 5))[:3] != (1, 2, 3)  # cleared, not last frame's
    app.pop()


def test_the_full_window_screens_say_they_cover_it():
    assert MenuScreen.covers_window and TableScene.covers_window
    assert GameOverScene.covers_window
    assert not Scene.covers_window


def test_a_covering_scene_is_not_cleared_first(app, monkeypatch):
    fills = []
    painter = Painter(app)
    app.push(painter)
    monkeypatch.setattr(app, "screen", _Spy(app.screen, fills))
    app.draw()
    assert fills == [(1, 2, 3)]  # the scene's own fill only


class _Spy:
    """The window's surface, noting each fill's colour."""

    def __init__(self, surface: pygame.Surface, fills: list):
        self.surface, self.fills = surface, fills

    def fill(self, color, *args):
        self.fills.append(tuple(color)[:3])
        return self.surface.fill(color, *args)

    def __getattr__(self, name):
        return getattr(self.surface, name)
