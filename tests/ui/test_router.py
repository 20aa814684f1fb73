"""Navigation and lifecycle (issue 11): screens are opened by name through the app's
router, scenes get enter / pause / resume / exit, and stack changes asked for during
a frame wait until the event (or the update) that asked is done."""

from __future__ import annotations

import ast
import inspect
import typing
from pathlib import Path

import pygame
import pytest

from game.i18n import _
from game.ui import screens
from game.ui.router import SCREENS, TARGETS, UnknownScreen, screen_class
from game.ui.scene import Scene
from tests.robot import close, open_app
from tests.sources import nodes

ROOT = Path(__file__).resolve().parents[2]


def test_every_screen_name_opens_a_scene_class():
    """Each name leads to a Scene class, or to a function declared to make one (a
    lesson: the table in its lesson mode)."""
    for name in SCREENS:
        made = screen_class(name)
        if not isinstance(made, type):
            made = typing.get_type_hints(made)["return"]
        assert issubclass(made, Scene), name


def _parameters(made) -> list[tuple]:
    """A callable's parameters after the context (and ``self``): name, kind, default."""
    params = list(inspect.signature(made).parameters.values())
    return [(p.name, p.kind, p.default) for p in params[1:]]


def test_each_factory_takes_exactly_its_screens_arguments():
    """The typed factory (``game.ui.screens``) forwards every argument of the screen
    it makes, under the same names and defaults: what a type checker sees is what
    the screen takes."""
    assert sorted(SCREENS) == sorted(TARGETS)
    for name, factory in SCREENS.items():
        made = screen_class(name)
        init = made.__init__ if isinstance(made, type) else made
        skip = 1 if isinstance(made, type) else 0  # self
        theirs = [(p.name, p.kind, p.default)
                  for p in list(inspect.signature(init).parameters.values())[skip + 1:]]
        assert _parameters(factory) == theirs, name


def test_a_factory_and_a_name_open_the_same_screen(app):
    by_factory = app.router.open(screens.rules, "trump")
    by_name = app.router.open("rules", "trump")
    assert type(by_factory) is type(by_name) is screen_class("rules")
    assert app.scenes[-2:] == (by_factory, by_name)


def test_an_unknown_screen_name_is_a_named_error(app):
    with pytest.raises(UnknownScreen) as err:
        app.router.open("no_such_screen")
    assert err.value.name == "no_such_screen"
    assert "main_menu" in str(err.value)


#: Call sites not converted yet: function names.
NOT_YET: set[str] = set()


def _scene_imports(path: Path) -> list[str]:
    """Places where a function imports a scene class from a scenes module to open it,
    or a ``try`` hides such a module behind ``except ImportError``."""
    found = []
    for node in nodes(path):
        if isinstance(node, ast.FunctionDef) and node.name not in NOT_YET:
            for inner in ast.walk(node):
                if (
                    isinstance(inner, ast.ImportFrom)
                    and (inner.module or "").startswith("game.ui.scenes.")
                    and any(a.name.endswith(("Scene", "Menu")) for a in inner.names)
                ):
                    found.append(f"{path.name}:{inner.lineno} imports a screen")
        if isinstance(node, ast.Try) and any(
            isinstance(h.type, ast.Name) and h.type.id == "ImportError" for h in node.handlers
        ):
            for inner in node.body:
                if isinstance(inner, ast.ImportFrom) and (inner.module or "").startswith("game."):
                    found.append(f"{path.name}:{inner.lineno} except ImportError")
    return found


def test_screens_open_each_other_by_name_not_by_import():
    """The menus, dialogs, game over, tutorial and table open screens through the
    router; none hides a module that always ships behind ``except ImportError``."""
    files = ["app.py", "scenes/common.py", "scenes/menu.py", "scenes/overlays.py",
             "scenes/error.py", "scenes/tutorial.py", "scenes/gameover.py",
             "scenes/newgame.py", "scenes/tutorial_table.py", "scenes/table.py"]
    found = [hit for name in files for hit in _scene_imports(ROOT / "game" / "ui" / name)]
    assert found == []


def _screens_made_by_import(path: Path) -> list[str]:
    """Places where a module makes a screen (a class the router knows) that it
    imported, at any level, instead of opening it by name."""
    made = {where.partition(":")[2] for where in TARGETS.values()}
    imported = {
        (a.asname or a.name)
        for node in nodes(path)
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("game.ui.scenes")
        for a in node.names
        if a.name in made
    }
    return [
        f"{path.relative_to(ROOT)}:{node.lineno} makes {node.func.id}"
        for node in nodes(path)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
        and node.func.id in imported
    ]


def test_no_screen_is_made_from_an_imported_class():
    """Every module of the UI opens other screens through the router; a class
    imported only to ask ``isinstance`` is fine."""
    # The benchmarks set screens up directly; the lesson is a table built by its
    # own factory (tutorial_table.lesson_table, the router's "lesson").
    ui = ROOT / "game" / "ui"
    tools = {"bench.py", "bench_idle.py", "router.py", "screens.py", "tutorial_table.py"}
    found = [hit for path in sorted(ui.rglob("*.py")) if path.name not in tools
             for hit in _screens_made_by_import(path)]
    assert found == []


class Probe(Scene):
    def __init__(self, app, name: str, log: list):
        super().__init__(app)
        self.name, self.log = name, log

    def on_enter(self):
        self.log.append(f"enter {self.name}")

    def on_pause(self):
        self.log.append(f"pause {self.name}")

    def on_resume(self):
        self.log.append(f"resume {self.name}")

    def on_exit(self):
        self.log.append(f"exit {self.name}")


def test_enter_pause_resume_exit(app):
    log: list[str] = []
    a, b = Probe(app, "a", log), Probe(app, "b", log)
    app.push(a)
    app.push(b)
    app.pop()
    app.clear_to(Probe(app, "c", log))
    assert log == ["enter a", "pause a", "enter b", "exit b", "resume a", "exit a", "enter c"]


def test_enter_runs_once_however_often_the_scene_is_covered(app):
    log: list[str] = []
    a = Probe(app, "a", log)
    app.push(a)
    for _i in range(2):
        app.push(Scene(app))
        app.pop()
    assert log == ["enter a", "pause a", "resume a", "pause a", "resume a"]


def test_a_dialog_closed_under_another_one_exits_and_leaves_the_top(app):
    """``Dialog.close`` goes through the app's queued removal: the dialog's
    ``on_exit`` runs, the scene over it stays on top and is not resumed."""
    log: list[str] = []
    app.push(Probe(app, "base", log))
    notice = app.router.open("notice", "Title", "Text")
    exits = []
    notice.on_exit = lambda: exits.append(True)
    over = Probe(app, "over", log)
    app.push(over)
    app.changes.hold()  # as during a frame: the removal waits for the event's end
    notice.close()
    assert notice in app.scenes
    app.changes.release()
    assert exits == [True]
    assert app.scenes[-1] is over and notice not in app.scenes
    assert "resume over" not in log
    notice.close()  # twice: nothing more
    assert exits == [True]


def _stack_reaches(path: Path) -> list[str]:
    """Lines of a module that reach into the app's scene stack (``.stack``)."""
    return [
        f"{path.relative_to(ROOT)}:{node.lineno}"
        for node in nodes(path)
        if isinstance(node, ast.Attribute) and node.attr == "stack"
    ]


def test_scenes_change_the_stack_only_through_the_app():
    """Screens and the table's parts ask the app (``push``, ``replace``, ``remove``,
    ``is_top``, ``scenes``), so every change is queued and every ``on_exit`` runs."""
    ui = ROOT / "game" / "ui"
    files = sorted([*(ui / "scenes").glob("*.py"), *(ui / "table").glob("*.py"),
                    *(ui / "kit").glob("*.py")])
    assert [hit for path in files for hit in _stack_reaches(path)] == []


class Opener(Scene):
    """On a click: opens a dialog and looks at the stack right after asking."""

    def __init__(self, app):
        super().__init__(app)
        self.top_while_handling = None
        self.drawn = 0

    def handle_event(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.app.router.open("notice", "Title", "Text")
            self.top_while_handling = self.app.stack.top

    def draw(self, surface):
        self.drawn += 1


def test_stack_changes_wait_until_the_event_is_handled(app):
    opener = Opener(app)
    app.push(opener)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    app.step(1 / 60)
    assert opener.top_while_handling is opener  # not covered in the middle of its handler
    assert type(app.stack.top).__name__ == "NoticeScene"  # and drawn in the same frame
    for _i in range(60):
        app.step(1 / 60)
    assert opener.drawn == 61


def test_two_escapes_in_one_frame_close_one_dialog_each(tmp_path):
    """Queued changes are made after each event, so the second Escape goes to the
    screen the first one uncovered (no double pop of one dialog)."""
    robot = open_app(tmp_path)
    try:
        robot.click(_("Rules"))
        robot.key(pygame.K_F1, settle=2)  # the keyboard help over the rules
        names = [type(s).__name__ for s in robot.app.stack.scenes]
        assert names[-2:] == ["RulesScene", "HelpOverlay"], names
        for _i in range(2):
            robot.post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
        robot.run()
        assert [type(s).__name__ for s in robot.app.stack.scenes] == ["MainMenu"]
        assert robot.shows(_("New game"))
    finally:
        close(robot)


@pytest.mark.parametrize(
    "label", ["Tutorial", "Rules", "Statistics", "Settings", "About", "New game"]
)
def test_every_menu_screen_opens_by_click_and_escape_comes_back(tmp_path, label):
    robot = open_app(tmp_path)
    try:
        robot.click(_(label))
        assert type(robot.top).__name__ != "MainMenu"
        robot.key(pygame.K_ESCAPE)
        assert type(robot.top).__name__ == "MainMenu"
        assert robot.shows(_("Quit"))
    finally:
        close(robot)
