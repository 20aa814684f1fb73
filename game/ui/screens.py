"""Every screen's typed factory: the one place that knows which module holds which
screen, and what each screen takes.

A scene opens another through the app's router with the factory, so a type checker
sees the screen's arguments::

    self.app.router.open(screens.rules, "trump")            # over this screen
    self.app.router.go_to(screens.main_menu)                # instead of every screen

Each factory imports its screen's module the first time it runs (``importlib``: the
menus start fast, and scenes that open each other import no scene module, so no
circle, not even a type-only one). Every module here ships with the game, so a
failed import is a bug: it is raised, never papered over.

``SCREENS`` maps each screen's name to its factory (the self-test, ``samples`` and
the screen tests walk it; ``router.open("rules")`` still takes a name).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from game.rules import GameState
    from game.savegame import GameSetup
    from game.tutorial.model import Lesson
    from game.ui.context import Context, Screen, Section
    from game.ui.kit.dialog import ButtonSpec
    from game.ui.scenes.newgame_specials import SpecialCardsPicker
    from game.ui.table.host import TableHost
    from game.ui.table.mode import TableMode

#: name -> "module:attribute": the class, or the function making the screen, that a
#: factory calls (with the context first, then the caller's arguments).
TARGETS: dict[str, str] = {}
#: name -> the screen's factory.
SCREENS: dict[str, Callable[..., Screen]] = {}


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
        where = TARGETS[name]
    except KeyError:
        raise UnknownScreen(name) from None
    module, _sep, attr = where.partition(":")
    return getattr(importlib.import_module(module), attr)


F = TypeVar("F", bound=Callable[..., "Screen"])


def _screen(name: str, where: str) -> Callable[[F], F]:
    """Register the decorated factory as screen ``name``, made by ``where`` (the
    factory's own type is kept: its parameters are what a type checker sees)."""

    def register(factory: F) -> F:
        TARGETS[name] = where
        SCREENS[name] = factory
        return factory

    return register


# ------------------------------------------------------------------- menus
@_screen("main_menu", "game.ui.scenes.menu:MainMenu")
def main_menu(app: Context) -> Screen:
    return screen_class("main_menu")(app)


@_screen("new_game", "game.ui.scenes.newgame:NewGameScene")
def new_game(app: Context) -> Screen:
    return screen_class("new_game")(app)


@_screen("special_cards", "game.ui.scenes.special_cards_scene:SpecialCardsScene")
def special_cards(app: Context, picker: SpecialCardsPicker) -> Screen:
    return screen_class("special_cards")(app, picker)


@_screen("tutorial", "game.ui.scenes.tutorial:TutorialScene")
def tutorial(app: Context) -> Screen:
    return screen_class("tutorial")(app)


@_screen("rules", "game.ui.scenes.rules_screen:RulesScene")
def rules(app: Context, section: str | None = None) -> Screen:
    return screen_class("rules")(app, section)


@_screen("statistics", "game.ui.scenes.statistics:StatisticsScene")
def statistics(app: Context) -> Screen:
    return screen_class("statistics")(app)


@_screen("settings", "game.ui.scenes.settings_scene:SettingsScene")
def settings(app: Context) -> Screen:
    return screen_class("settings")(app)


@_screen("accessibility", "game.ui.scenes.accessibility:AccessibilityScene")
def accessibility(app: Context) -> Screen:
    return screen_class("accessibility")(app)


@_screen("about", "game.ui.scenes.about:AboutScene")
def about(app: Context) -> Screen:
    return screen_class("about")(app)


@_screen("open_game", "game.ui.scenes.review_open:OpenGameScene")
def open_game(app: Context) -> Screen:
    return screen_class("open_game")(app)


# -------------------------------------------------------------- the table
@_screen("table", "game.ui.scenes.table:TableScene")
def table(
    app: Context,
    setup: GameSetup,
    state: GameState | None = None,
    autoplay: bool = False,
    autoplay_level: str = "medium",
    mode: Callable[[TableHost], TableMode] | None = None,
) -> Screen:
    return screen_class("table")(app, setup, state, autoplay, autoplay_level, mode)


@_screen("lesson", "game.ui.scenes.tutorial_table:lesson_table")
def lesson(
    app: Context,
    lesson: Lesson,
    start_step: int = 0,
    on_finished: Callable[[Lesson], None] | None = None,
) -> Screen:
    return screen_class("lesson")(app, lesson, start_step, on_finished)


@_screen("game_over", "game.ui.scenes.gameover:GameOverScene")
def game_over(app: Context, setup: GameSetup, state: GameState) -> Screen:
    return screen_class("game_over")(app, setup, state)


@_screen("round_summary", "game.ui.scenes.overlays:RoundSummary")
def round_summary(
    app: Context, table: TableHost, final: bool = False, auto_close: float | None = None
) -> Screen:
    return screen_class("round_summary")(app, table, final, auto_close)


@_screen("score_pad", "game.ui.scenes.overlays:ScorePad")
def score_pad(app: Context, setup: GameSetup, state: GameState) -> Screen:
    return screen_class("score_pad")(app, setup, state)


@_screen("pause", "game.ui.scenes.overlays:PauseMenu")
def pause(app: Context, table: TableHost) -> Screen:
    return screen_class("pause")(app, table)


@_screen("last_trick", "game.ui.scenes.overlays:LastTrickReview")
def last_trick(app: Context, table: TableHost) -> Screen:
    return screen_class("last_trick")(app, table)


# ------------------------------------------------------- review, notices
@_screen("review", "game.ui.scenes.review:ReviewScene")
def review(app: Context, doc: dict[str, Any], seat: int | None = None) -> Screen:
    return screen_class("review")(app, doc, seat)


@_screen("error", "game.ui.scenes.error:ErrorScene")
def error(app: Context, exc: BaseException) -> Screen:
    return screen_class("error")(app, exc)


@_screen("help", "game.ui.scenes.help:HelpOverlay")
def keys_help(app: Context, sections: list[Section] | None = None) -> Screen:
    return screen_class("help")(app, sections)


@_screen("notice", "game.ui.scenes.notice:NoticeScene")
def notice(
    app: Context,
    title: str,
    message: str,
    buttons: list[ButtonSpec] | None = None,
    cancel: int | None = None,
    focus: int | None = None,
) -> Screen:
    return screen_class("notice")(app, title, message, buttons, cancel, focus)
