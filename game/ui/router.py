"""Screens opened by name: the one place that knows which module holds which screen.

A scene never imports another scene to open it; it asks the app's router::

    self.app.router.open("rules")                       # over this screen
    self.app.router.go_to("main_menu")                  # instead of every screen
    self.app.router.open("table", setup, state)         # arguments go to the screen

The screen's module is imported the first time it is opened (the menus start fast,
and scenes that open each other need no import cycles). Every module here ships
with the game, so a failed import is a bug: it is raised, never papered over.

``SCREENS`` is the one registry of screens: each has a sample factory in
``game.ui.samples``, through which the self-test and the screen tests build them all.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ui.context import Context, Screen

#: name -> "module:class" (the class, or a function making the screen, takes the app
#: first, then the caller's arguments).
SCREENS: dict[str, str] = {
    "main_menu": "game.ui.scenes.menu:MainMenu",
    "new_game": "game.ui.scenes.newgame:NewGameScene",
    "table": "game.ui.scenes.table:TableScene",
    "game_over": "game.ui.scenes.gameover:GameOverScene",
    "tutorial": "game.ui.scenes.tutorial:TutorialScene",
    "lesson": "game.ui.scenes.tutorial_table:lesson_table",
    "rules": "game.ui.scenes.rules_screen:RulesScene",
    "statistics": "game.ui.scenes.statistics:StatisticsScene",
    "settings": "game.ui.scenes.settings_scene:SettingsScene",
    "accessibility": "game.ui.scenes.accessibility:AccessibilityScene",
    "about": "game.ui.scenes.about:AboutScene",
    "error": "game.ui.scenes.error:ErrorScene",
    "help": "game.ui.scenes.help:HelpOverlay",
    "notice": "game.ui.scenes.notice:NoticeScene",
    "round_summary": "game.ui.scenes.overlays:RoundSummary",
    "score_pad": "game.ui.scenes.overlays:ScorePad",
    "pause": "game.ui.scenes.overlays:PauseMenu",
    "last_trick": "game.ui.scenes.overlays:LastTrickReview",
    "review": "game.ui.scenes.review:ReviewScene",
    "open_game": "game.ui.scenes.review_open:OpenGameScene",
}


class UnknownScreen(KeyError):
    """A screen name that is not in ``SCREENS``."""

    def __init__(self, name: str):
        super().__init__(name)
        self.name = name

    def __str__(self) -> str:
        return f"no screen named {self.name!r} (known: {', '.join(sorted(SCREENS))})"


def screen_class(name: str) -> Callable[..., Screen]:
    """The class of the screen called ``name``, or the function that makes it (its
    module imported on first use)."""
    try:
        where = SCREENS[name]
    except KeyError:
        raise UnknownScreen(name) from None
    module, _sep, attr = where.partition(":")
    return getattr(importlib.import_module(module), attr)


class Router:
    """Opens screens by name on an app's scene stack."""

    def __init__(self, app: Context):
        self.app = app

    def make(self, name: str, *args, **kwargs) -> Screen:
        return screen_class(name)(self.app, *args, **kwargs)

    def open(self, name: str, *args, **kwargs) -> Screen:
        """Push the screen over the current one."""
        scene = self.make(name, *args, **kwargs)
        self.app.push(scene)
        return scene

    def replace(self, name: str, *args, **kwargs) -> Screen:
        """The screen instead of the top one."""
        scene = self.make(name, *args, **kwargs)
        self.app.replace(scene)
        return scene

    def go_to(self, name: str, *args, **kwargs) -> Screen:
        """The screen alone: every other one is closed."""
        scene = self.make(name, *args, **kwargs)
        self.app.clear_to(scene)
        return scene
