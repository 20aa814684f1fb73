"""The one dialog base: a modal panel over the scene below, with a row (or column)
of buttons that the keyboard and the mouse work the same way in every dialog.

- The buttons are one ``FocusGroup``: pointing at a button focuses it; Left/Up and
  Right/Down (and Tab / Shift+Tab) move the focus; Enter or Space presses the
  focused button (the first one until the focus moves).
- Escape cancels: ``cancel()`` closes the dialog, or presses its cancel button.
- Any other key goes to ``key(event)`` (a dialog's own shortcuts).
- ``close()`` takes the dialog off the stack (also when another scene covers it),
  through the app's queued changes: its ``on_exit`` runs.
- It rests: no frames unless a widget moves (``wake_in``).

The dialogs over the table (``scenes.overlays.Overlay``) and the notices and
confirmations (``scenes.notice.NoticeScene``) are built on it.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.kit.widgets import Button
from game.ui.scene import Scene

#: A dialog button: its label, what it does after closing (None: only close), its style.
ButtonSpec = tuple[str, Callable[[], None] | None, str]

_BACK = (pygame.K_LEFT, pygame.K_UP)
_FORWARD = (pygame.K_RIGHT, pygame.K_DOWN)
_PRESS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class Dialog(Scene):
    opaque = False
    hover_focus = True
    closable = True  # Escape closes it (when it has no cancel button)

    def __init__(self, app):
        super().__init__(app)
        self.focus = self.root.focus  # the root owns the focus order
        self._buttons: list[Button] = []
        self.cancel_index: int | None = None  # the button Escape presses, if any
        self.closed = False

    # --------------------------------------------------------------- buttons
    @property
    def buttons(self) -> list[Button]:
        return self._buttons

    @buttons.setter
    def buttons(self, buttons: list[Button]) -> None:
        """New buttons (a new language...): the focus starts on the first again."""
        self._buttons = list(buttons)
        self.focus.set(self._buttons)
        if self._buttons:
            self.focus.focus(self._buttons[0])

    # --------------------------------------------------------------- actions
    def primary(self) -> None:
        """Enter / Space: the focused button (the first one to begin with)."""
        current = self.focus.current or (self._buttons[0] if self._buttons else None)
        if current is not None:
            current.click()

    def cancel(self) -> None:
        """Escape: the cancel button, else close when closable."""
        if self.cancel_index is not None and self._buttons:
            self._buttons[self.cancel_index].click()
        elif self.closable:
            self.close()

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        self.app.remove(self)  # queued like every change; on_exit runs

    def key(self, event: pygame.event.Event) -> None:
        """A key the dialog has its own use for."""

    # ----------------------------------------------------------------- input
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            k = event.key
            shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
            if k == pygame.K_ESCAPE:
                self.cancel()
            elif k in _BACK or (k == pygame.K_TAB and shift):
                self.focus.move(-1)
            elif k in _FORWARD or k == pygame.K_TAB:
                self.focus.move(1)
            elif k in _PRESS:
                self.primary()
            else:
                self.key(event)
            return
        self.focus.handle_event(event)

    # ------------------------------------------------------------- per frame
    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def wake_in(self) -> float | None:
        """Asleep until input. A dialog with a clock of its own (its own ``update``)
        answers ``wake_in`` too."""
        return self.focus.wake_in()
