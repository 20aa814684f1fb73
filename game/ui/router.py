"""Screens opened through the app's router, by their typed factory
(``game.ui.screens``) or by name::

    self.app.router.open(screens.rules)                     # over this screen
    self.app.router.go_to(screens.main_menu)                # instead of every screen
    self.app.router.open(screens.table, setup, state)       # arguments go to the screen
    self.app.router.open("rules")                           # the same, by name

A factory's parameters after the context are the screen's: a type checker sees them
through ``open``, ``replace``, ``go_to`` and ``make``. ``SCREENS`` (in
``game.ui.screens``, re-exported here) is the one registry of screens: each has a
sample factory in ``game.ui.samples``, through which the self-test and the screen
tests build them all.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Concatenate, ParamSpec, TypeVar, overload

from game.ui.screens import SCREENS, TARGETS, UnknownScreen, screen_class

if TYPE_CHECKING:
    from game.ui.context import Context, Screen

P = ParamSpec("P")
S = TypeVar("S")


def factory(screen: str | Callable[..., Screen]) -> Callable[..., Screen]:
    """The factory of ``screen`` (a factory, or a screen's name)."""
    if not isinstance(screen, str):
        return screen
    try:
        return SCREENS[screen]
    except KeyError:
        raise UnknownScreen(screen) from None


class Router:
    """Opens screens on an app's scene stack (its queued operations)."""

    def __init__(self, app: Context):
        self.app = app

    @overload
    def make(self, screen: Callable[Concatenate[Context, P], S], *args: P.args,
             **kwargs: P.kwargs) -> S: ...

    @overload
    def make(self, screen: str, *args: Any, **kwargs: Any) -> Screen: ...

    def make(self, screen, *args, **kwargs):
        return factory(screen)(self.app, *args, **kwargs)

    @overload
    def open(self, screen: Callable[Concatenate[Context, P], S], *args: P.args,
             **kwargs: P.kwargs) -> S: ...

    @overload
    def open(self, screen: str, *args: Any, **kwargs: Any) -> Screen: ...

    def open(self, screen, *args, **kwargs):
        """Push the screen over the current one."""
        scene = self.make(screen, *args, **kwargs)
        self.app.push(scene)
        return scene

    @overload
    def replace(self, screen: Callable[Concatenate[Context, P], S], *args: P.args,
                **kwargs: P.kwargs) -> S: ...

    @overload
    def replace(self, screen: str, *args: Any, **kwargs: Any) -> Screen: ...

    def replace(self, screen, *args, **kwargs):
        """The screen instead of the top one."""
        scene = self.make(screen, *args, **kwargs)
        self.app.replace(scene)
        return scene

    @overload
    def go_to(self, screen: Callable[Concatenate[Context, P], S], *args: P.args,
              **kwargs: P.kwargs) -> S: ...

    @overload
    def go_to(self, screen: str, *args: Any, **kwargs: Any) -> Screen: ...

    def go_to(self, screen, *args, **kwargs):
        """The screen alone: every other one is closed."""
        scene = self.make(screen, *args, **kwargs)
        self.app.clear_to(scene)
        return scene


__all__ = ["SCREENS", "TARGETS", "Router", "UnknownScreen", "factory", "screen_class"]
