"""What a scene gets instead of the App: the ``Context`` protocol.

A scene sees the settings, fonts, sounds, card art, the router, the player's files
and the stack's queued operations (``push``, ``replace``, ``remove``, ``pop``,
``clear_to``; ``is_top``, ``top``, ``scenes`` to look), never the stack itself, so
every removal runs ``on_exit``. ``game.ui.app.App`` is the one implementation; tests
check that scenes use nothing the protocol does not declare
(``tests/ui/test_ui_context.py``).

This module is the bottom of ``game.ui``'s screen layer: it imports no scene, no
router and no App, even for type checking (only the kit: a screen's widget root), so
the scene base, the router and the App can all name it without an import circle. A
screen on the stack is a ``Screen`` (``game.ui.scene.Scene`` is the base class that
implements it).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Concatenate, ParamSpec, Protocol, TypeVar, overload

from game.ui.kit.root import Section

if TYPE_CHECKING:
    import pygame

    from game.settings import Settings
    from game.ui.cardart import CardArt
    from game.ui.idle import IdleWork
    from game.ui.kit.root import WidgetRoot
    from game.ui.kit.typeface import Fonts
    from game.ui.sound import Sounds

P = ParamSpec("P")
S = TypeVar("S")

class Screen(Protocol):
    """A scene as the stack and the App use it (``game.ui.scene.Scene``)."""

    opaque: bool
    covers_window: bool
    root: WidgetRoot  # its widgets: focus, hit-testing, tooltips, help, discovery

    def on_enter(self) -> None: ...

    def on_pause(self) -> None: ...

    def on_resume(self) -> None: ...

    def on_exit(self) -> None: ...

    def on_resize(self, size: tuple[int, int]) -> None: ...

    def help_sections(self) -> list[Section] | None: ...

    def handle_event(self, event: pygame.event.Event) -> None: ...

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def wake_in(self) -> float | None: ...


class StackOps(Protocol):
    """The stack's queued changes (made once the event or update that asked is
    done; outside a frame at once)."""

    def push(self, scene: Screen) -> None: ...

    def replace(self, scene: Screen) -> None: ...

    def clear_to(self, scene: Screen) -> None: ...


class Navigator(Protocol):
    """Screens opened by their typed factory (``game.ui.screens``) or by name
    (``game.ui.router.Router``): the factory's parameters after the context are
    the screen's, and a type checker sees them here."""

    @overload
    def make(self, screen: Callable[Concatenate[Context, P], S], *args: P.args,
             **kwargs: P.kwargs) -> S: ...

    @overload
    def make(self, screen: str, *args: Any, **kwargs: Any) -> Screen: ...

    @overload
    def open(self, screen: Callable[Concatenate[Context, P], S], *args: P.args,
             **kwargs: P.kwargs) -> S: ...

    @overload
    def open(self, screen: str, *args: Any, **kwargs: Any) -> Screen: ...

    @overload
    def replace(self, screen: Callable[Concatenate[Context, P], S], *args: P.args,
                **kwargs: P.kwargs) -> S: ...

    @overload
    def replace(self, screen: str, *args: Any, **kwargs: Any) -> Screen: ...

    @overload
    def go_to(self, screen: Callable[Concatenate[Context, P], S], *args: P.args,
              **kwargs: P.kwargs) -> S: ...

    @overload
    def go_to(self, screen: str, *args: Any, **kwargs: Any) -> Screen: ...


class Context(StackOps, Protocol):
    """Everything a scene may use of the App."""

    # ------------------------------------------------------------ the player's
    settings: Settings
    problems: list[str]  # file problems to tell the player once
    read_only: bool  # another window owns the files: nothing is written
    offer_tutorial: bool  # a first start offers the tutorial over the menu
    dirs: dict[str, Path]  # "config", "data", "log"
    strict: bool  # tests: an error is raised, not shown

    @property
    def savegame_path(self) -> Path: ...

    @property
    def stats_path(self) -> Path: ...

    @property
    def progress_path(self) -> Path: ...

    def save_settings(self) -> bool: ...

    def tell_problems(self, intro: str = "") -> None: ...

    def game_saved(self, error: BaseException | None) -> None: ...

    # -------------------------------------------------- what screens draw with
    fonts: Fonts
    idle: IdleWork  # work made between frames

    @property
    def size(self) -> tuple[int, int]: ...

    def card_art(self, width: int, height: int) -> CardArt: ...

    @property
    def sounds(self) -> Sounds: ...

    def play_sound(self, name: str) -> None: ...

    def set_fullscreen(self, on: bool) -> None: ...

    # ------------------------------------------------------------ the screens
    @property
    def router(self) -> Navigator: ...  # read-only here: the App's is a Router

    def pop(self) -> None: ...

    def remove(self, scene: Screen) -> None: ...

    @property
    def top(self) -> Screen | None: ...

    def is_top(self, scene: object) -> bool: ...

    @property
    def scenes(self) -> tuple[Screen, ...]: ...

    def quit(self) -> None: ...

__all__ = ["Context", "Navigator", "Screen", "Section", "StackOps"]
