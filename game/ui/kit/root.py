"""One widget root per scene: the widgets a scene shows, found in one place.

Every scene has one (``Scene.root``). It owns the keyboard focus order (``focus``,
a ``FocusGroup``: the menus and dialogs put their widgets there) and knows the
widgets outside it through *parts* that the scene and its helpers register
(``add``): the table's buttons, a tip's buttons, the coach's, the bid picker. A part
is a function giving the widgets it shows now, so a new layout or language needs
no registering again.

What the root answers, so nothing has to search a scene's attributes:

- ``widgets()`` / ``buttons()``: discovery (the player robot, the self-test);
- ``at(pos)``: hit-testing (the widget under the pointer, the last drawn first);
- ``tooltip_at(pos)``: why a disabled button under the pointer is off;
- ``focused()``: the widget with the keys (a text field keeps a typed "?");
- ``help_sections()``: the screen's own keys for the keyboard help.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from game.ui.kit.widgets import Button, FocusGroup, Widget

if TYPE_CHECKING:
    import pygame

Part = Callable[[], Iterable["Widget | None"]]
#: A help section (``scenes.help``): its title and its keys, each as (key names, what
#: they do).
Section = tuple[str, list[tuple[list[str], str]]]


class WidgetRoot:
    def __init__(self, hover_focus: bool = False) -> None:
        self.focus = FocusGroup(hover_focus=hover_focus)
        self._parts: list[Part] = []
        self._help: Callable[[], list[Section] | None] | None = None

    # ------------------------------------------------------------- building
    def add(self, part: Part) -> None:
        """Widgets outside the focus order: ``part()`` gives those shown now
        (None entries are skipped: a picker not open)."""
        self._parts.append(part)

    def set_help(self, sections: Callable[[], list[Section] | None]) -> None:
        """The screen's own keys for the keyboard help (F1 or ?)."""
        self._help = sections

    # ------------------------------------------------------------ answering
    def widgets(self) -> list[Widget]:
        """Every widget of the scene: the focus order first, then the parts' in the
        order they were added (each once)."""
        seen: set[int] = set()
        out: list[Widget] = []
        for widget in [*self.focus.widgets, *(w for part in self._parts for w in part())]:
            if widget is not None and id(widget) not in seen:
                seen.add(id(widget))
                out.append(widget)
        return out

    def buttons(self) -> list[Button]:
        return [w for w in self.widgets() if isinstance(w, Button)]

    def at(self, pos: tuple[int, int]) -> Widget | None:
        """The widget under ``pos`` (the last one drawn: the top one), if any."""
        for widget in reversed(self.widgets()):
            if widget.rect.collidepoint(pos):  # laid out: a scene lays out before input
                return widget
        return None

    def tooltip_at(self, pos: tuple[int, int]) -> tuple[str, pygame.Rect] | None:
        """A disabled button's reason and rectangle, when the pointer is on it."""
        widget = self.at(pos)
        if isinstance(widget, Button) and not widget.enabled and widget.reason:
            return widget.reason, widget.rect
        return None

    def focused(self) -> Widget | None:
        return self.focus.current

    def help_sections(self) -> list[Section] | None:
        """The screen's own keys (None: the help shows the general ones)."""
        return self._help() if self._help is not None else None


__all__ = ["Part", "Section", "WidgetRoot"]
