"""Keyboard help: an overlay listing the keys of the screen below (F1 or ?, on the
table and on every menu screen; F1, ? or Esc closes it).

The lists follow the real key handling: the table (``table.input.handle_key``), the bid
picker, the trump chooser, the special cards' choice panels (``table.optionpanel``) and
the pass after a Juggler trick (in a game with special cards), the round summary, the
score pad, the pause menu, the statistics screen and the menu screens' focus
(``FocusGroup``). Key names that differ between languages (Space, Enter) go through
gettext; letters stay letters.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.i18n import _
from game.ui.context import Screen, Section
from game.ui.kit import palette, textfit
from game.ui.kit.keycaps import draw_key_cap, key_name
from game.ui.kit.widgets import Button, TextInput
from game.ui.scenes.overlays import Overlay

ARROWS_LR = "\u2190 \u2192"
ARROWS_UD = "\u2191 \u2193"


def general_section() -> Section:
    return (
        _("Everywhere"),
        [
            (["F1", "?"], _("Show or hide this help")),
            (["F11"], _("Full screen on or off")),
        ],
    )


def lesson_section() -> Section:
    """The tutorial's coach (``LessonNav.handle_key``)."""
    return (
        _("Tutorial lesson"),
        [
            (["Enter", "Space", "\u2192"], _("Next")),
            (["\u2190"], _("Back")),
            (["R"], _("Play the lesson again (at its end)")),
        ],
    )


def special_sections() -> list[Section]:
    """A special card's choice panel (``OptionPanel.key``: the Juggler's or the Cloud's
    suit, the Shapeshifter's shape, the Werewolf's trump, the Cloud's bid change) and
    the pass after a Juggler trick (``table.input.handle_key``, the hand's keys)."""
    return [
        (
            _("Special cards"),
            [
                ([ARROWS_LR, "1–5"], _("Select a suit, a shape or a bid change")),
                (["Enter", "\u2191"], _("Choose it")),
                (["Esc"], _("Take the card back")),
            ],
        ),
        (
            _("Passing a card"),
            [
                ([ARROWS_LR], _("Select a card")),
                (["Enter", "\u2191"], _("Pass the selected card")),
            ],
        ),
    ]


def table_sections(lesson: bool = False, special: bool = False) -> list[Section]:
    """The table's keys; ``special``: a game with special cards (their panels' keys)."""
    return [lesson_section()] * lesson + [
        (
            _("At the table"),
            [
                (["Esc", "P"], _("Menu (pause)")),
                (["S"], _("Score pad; C there switches to the chart")),
                (["L"], _("Last trick")),
                (["H"], _("Hint")),
                *[(["U", "Ctrl+Z"], _("Undo your last bid or card"))] * (not lesson),
                (["Space"], _("Skip the animation")),
                *[(["X"], _("Close the tip ({button})").format(button=_("Got it")))] * (not lesson),
            ],
        ),
        (
            _("Bidding"),
            [
                (["\u2190 \u2192", "\u2191 \u2193"], _("Choose your bid")),
                (["0–9"], _("Type your bid")),
                (["Enter"], _("Bid")),
            ],
        ),
        (
            _("Playing a card"),
            [
                ([ARROWS_LR], _("Select a card")),
                (["Enter", "\u2191"], _("Play the selected card")),
                *[(["Enter"], _("While others play: mark it to play on your turn"))]
                * (not lesson),
            ],
        ),
        *special_sections() * special,
        (
            _("Choosing the trump suit"),
            [
                ([ARROWS_LR, "1–4"], _("Select a suit")),
                (["Enter"], _("Choose it")),
            ],
        ),
        (
            _("After a round"),
            [
                (["Enter"], _("Next round")),
                (["S"], _("Score pad")),
                (["L"], _("Last trick")),
                (["Esc"], _("Menu (pause)")),
            ],
        ),
        general_section(),
    ]


def menu_sections() -> list[Section]:
    return [
        (
            _("Menus"),
            [
                ([ARROWS_UD, "Tab"], _("Move between buttons and settings")),
                (["Enter", "Space"], _("Press the highlighted button")),
                ([ARROWS_LR], _("Change the highlighted setting")),
                (["Esc"], _("Back")),
            ],
        ),
        (
            _("New game"),
            [(["Ctrl+Enter"], _("Start the game"))],
        ),
        (
            _("Rules"),
            [
                ([ARROWS_UD, "PgUp", "PgDn"], _("Scroll")),
                (["Home", "End"], _("To the top or the end")),
            ],
        ),
        (
            _("Statistics"),
            [
                ([ARROWS_LR, "1–5"], _("Change page")),
            ],
        ),
        (
            _("Game over"),
            [
                ([ARROWS_LR, "Tab"], _("Move between buttons")),
                (["S"], _("Score pad")),
                (["Esc"], _("Main menu")),
            ],
        ),
        general_section(),
    ]


def is_help_key(event: pygame.event.Event) -> bool:
    """F1, or "?" as the keyboard types it (any layout)."""
    if event.type != pygame.KEYDOWN:
        return False
    return event.key == pygame.K_F1 or getattr(event, "unicode", "") == "?"


def typing_text(scene: Screen) -> bool:
    """Whether ``scene`` has a text field in focus (a typed "?" belongs to it)."""
    return isinstance(scene.root.focused(), TextInput)


def keys_below(scenes: Sequence[Screen]) -> Screen | None:
    """The topmost of ``scenes`` (bottom first) with keys of its own (a table under
    its pause menu), or None: the menus' keys."""
    return next((s for s in reversed(scenes) if s.help_sections() is not None), None)


# The help's own lengths (px at scale 1; sizing.Metrics has the shared ones).
PANEL_W = 1100
PANEL_TOP, ROW_H, PANEL_BOTTOM = 80, 30, 90  # the title, a row of keys, the Close button
COLUMN_GAP = 28
SECTION_TEXT = 17  # a section's heading, at most
KEY_TEXT = 14  # the key caps, at most
ITEM_TEXT = 15  # what a key does, at most
KEY_MIN_ROOM = 20  # a narrower space gets no more key caps
KEY_GAP = 6
ABOVE_BUTTON = 10  # the last row to the Close button


class HelpOverlay(Overlay):
    """The keys of the screen below, in sections, two columns."""

    def __init__(self, app, sections: list[Section] | None = None):
        super().__init__(app)
        self._sections = sections
        # Whose keys: the screen below, or a table under its pause menu (None: the menus').
        self.below = keys_below(app.scenes) if sections is None else None
        self.buttons = [Button(_("Close"), self.close, style="primary")]
        self.buttons[0].key_hint = "Esc"

    def sections(self) -> list[Section]:
        if self._sections is not None:
            return self._sections
        below = self.below.help_sections() if self.below is not None else None
        return below if below is not None else menu_sections()

    def panel_size(self, size):
        m = self.metrics
        _columns, most = self._columns()
        wanted = m(PANEL_TOP + ROW_H * most + PANEL_BOTTOM)  # title, rows, the Close button
        return min(size[0] - 40, m(PANEL_W)), min(size[1] - 40, wanted)

    def _columns(self) -> tuple[list[list[Section]], float]:
        """The sections in two columns of about equal height, and the taller one's
        height in rows (a section's heading counts 1.4 rows)."""
        sections = self.sections()
        rows = [len(items) + 1.4 for _title, items in sections]
        half, acc, split = sum(rows) / 2, 0.0, len(sections)
        for i, n in enumerate(rows):
            if acc + n / 2 > half:
                split = i
                break
            acc += n
        most = max(sum(rows[:split]), sum(rows[split:]))
        return [sections[:split], sections[split:]], most

    def handle_event(self, event) -> None:
        if is_help_key(event):
            self.close()
            return
        super().handle_event(event)

    def draw_content(self, surface) -> None:
        m = self.metrics
        y = self.draw_title(surface, _("Keyboard shortcuts"))
        r = self.rect
        pad = m.pad
        gap = m(COLUMN_GAP)
        bottom = self.buttons[0].rect.top - m(ABOVE_BUTTON)
        col_w = (r.width - 2 * pad - gap) // 2
        columns, most = self._columns()
        line_h = min(m(ROW_H), int((bottom - y) / max(1.0, most)))
        for c, column in enumerate(columns):
            x = r.left + pad + c * (col_w + gap)
            cy = y
            for title, items in column:
                head = pygame.Rect(x, cy, col_w, round(line_h * 1.2))
                img = textfit.render_fit(
                    self.app.fonts,
                    title,
                    col_w,
                    min(m(SECTION_TEXT), round(line_h * 0.62)),
                    palette.GOLD,
                    "bold",
                )
                surface.blit(img, img.get_rect(midleft=(head.left, head.centery)))
                cy += round(line_h * 1.4)
                for keys, text in items:
                    self._draw_item(surface, pygame.Rect(x, cy, col_w, line_h), keys, text)
                    cy += line_h

    def _draw_item(self, surface, row: pygame.Rect, keys: list[str], text: str) -> None:
        m = self.metrics
        key_w = round(row.width * 0.36)
        x = row.left
        size = min(m(KEY_TEXT), round(row.height * 0.5))
        for key in keys:
            room = row.left + key_w - x
            if room < m(KEY_MIN_ROOM):
                break  # no room for another key: the first ones say enough
            cap = draw_key_cap(surface, self.app.fonts, key_name(key), (x, row.centery), size, room)
            x = cap.right + m(KEY_GAP)
        box = pygame.Rect(
            row.left + key_w + m.gap_s, row.top, row.width - key_w - m.gap_s, row.height
        )
        textfit.draw_text_box(
            surface,
            self.app.fonts,
            text,
            box,
            min(m(ITEM_TEXT), round(row.height * 0.55)),
            palette.TEXT,
            valign="center",
        )
