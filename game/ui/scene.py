"""Scenes and the stack that runs them.

The app keeps a stack of scenes: the top one gets the input; drawing starts at the
highest opaque scene, so dialogs (``opaque = False``) show the scene below them.
Tests drive a scene by calling ``handle_event`` / ``update`` / ``draw`` directly.

Widgets: each scene's live in its ``root`` (``kit.root.WidgetRoot``): the focus
order, the parts outside it, the help's keys; the robot and the self-test find them
there.

Lifecycle: ``on_enter`` once when pushed, ``on_pause`` when another scene covers it,
``on_resume`` when it is the top again, ``on_exit`` once when removed.

Resting: the app draws a frame only when something happened (input, a resize, a
scene's clock) and otherwise sleeps. ``wake_in`` is how a scene says when it next
needs a frame by itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.kit.root import WidgetRoot

if TYPE_CHECKING:
    from game.ui.context import Context, Screen

#: ``wake_in`` answers: every frame while something moves; nothing until input.
EVERY_FRAME = 0.0
ASLEEP = None


def soonest(*waits: float | None) -> float | None:
    """The earliest of some ``wake_in`` answers (None = never)."""
    got = [w for w in waits if w is not None]
    return min(got) if got else None


class Scene:
    opaque = True  # False for overlays that draw over the scene below
    # Its draw paints every pixel of the window, so the app need not clear it first
    # (a frame's fill saved); a scene that leaves some unpainted keeps False.
    covers_window = False
    hover_focus = False  # pointing at a widget gives it the keys (menus, dialogs)

    def __init__(self, app: Context):
        self.app = app  # the App, seen as what a scene may use of it
        # The scene's widgets: focus order, hit-testing, tooltips, help, discovery.
        self.root = WidgetRoot(hover_focus=self.hover_focus)

    # Lifecycle -------------------------------------------------------------
    def on_enter(self) -> None:
        """Pushed on the stack (once)."""

    def on_pause(self) -> None:
        """Another scene was pushed over this one."""

    def on_resume(self) -> None:
        """The scene above was removed: this one is the top again (``on_enter`` is
        not run again: a scene that looks again at what a cover may have changed
        says so here)."""

    def on_exit(self) -> None:
        """Removed from the stack (once)."""

    def on_resize(self, size: tuple[int, int]) -> None:
        """The window changed size: lay out again (called before the next draw)."""

    def help_sections(self) -> list | None:
        """This screen's own keys for the keyboard help (F1 or ?), as
        ``scenes.help.Section`` items (what its root was given); None: none of its
        own."""
        return self.root.help_sections()

    # Per frame -------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        pass

    def update(self, dt: float) -> None:
        """Advance animations by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def wake_in(self) -> float | None:
        """Seconds until this scene needs a frame although nothing happened:
        ``EVERY_FRAME`` (0) while something moves, a delay for a clock-driven part
        (a blinking cursor, a timeout), ``ASLEEP`` (None) when only input changes
        it. The default is every frame, so a scene that says nothing keeps working;
        scenes that can rest say so."""
        return EVERY_FRAME


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Screen] = []

    @property
    def top(self) -> Screen | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Screen) -> None:
        below = self.top
        self.scenes.append(scene)
        if below is not None:
            below.on_pause()
        scene.on_enter()

    def pop(self) -> Screen | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.on_exit()
        if self.scenes:
            self.scenes[-1].on_resume()
        return scene

    def remove(self, scene: Screen) -> None:
        """Take ``scene`` off wherever it is (a dialog closed under another one); the
        top: as ``pop``. Not on the stack (closed already): nothing."""
        if scene is self.top:
            self.pop()
        elif scene in self.scenes:
            self.scenes.remove(scene)
            scene.on_exit()

    def replace(self, scene: Screen) -> None:
        if self.scenes:
            self.scenes.pop().on_exit()
        self.scenes.append(scene)
        scene.on_enter()

    def clear_to(self, scene: Screen) -> None:
        while self.scenes:
            self.scenes.pop().on_exit()
        self.push(scene)

    def visible(self) -> list[Screen]:
        """Scenes to draw, bottom first: from the highest opaque one up."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]


class StackChanges:
    """Stack changes asked for while a frame handles an event or updates its scenes:
    held (``hold``) and made when that event is done (``flush``) or the updates are
    (``release``); outside a frame (tests, start-up) they are made at once."""

    def __init__(self) -> None:
        self.holding = False
        self._queue: list = []

    def make(self, change) -> None:
        if self.holding:
            self._queue.append(change)
        else:
            change()

    def hold(self) -> None:
        self.holding = True

    def flush(self) -> None:
        """Make the held changes (those they cause are made at once); keep holding."""
        self.holding = False
        try:
            while self._queue:
                self._queue.pop(0)()
        finally:
            self.holding = True

    def release(self) -> None:
        self.flush()
        self.holding = False

    def drop(self) -> None:
        self._queue.clear()
        self.holding = False
