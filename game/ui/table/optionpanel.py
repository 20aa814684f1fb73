"""A small panel of choices over the table: the trump chooser (``trumpchooser``: the
dealer's trump after a turned-up Wizard) and the special cards' decisions: the
suit a Juggler or a Cloud is played in and the Shapeshifter's shape (the panel
stands right above the card), the Werewolf's trump (four suits or none) and the
Cloud's bid change (the panel stands in the middle).

It sees nothing of the table but what it is given: where it goes, the scale and
text cache, the choices, the card art for suit symbols, and where the choice (or a
cancel) goes. Keys: Left/Right move the choice, 1-9 pick one, Enter (and Up where
the style says) takes it, Escape cancels where cancelling is allowed."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.rules import Shape, Suit
from game.ui import hint_mark
from game.ui.cardart import corner_letters
from game.ui.cardparts.paint import cap_glyph
from game.ui.kit import palette, panelart, sizing
from game.ui.kit.widgets import Widget
from game.ui.table import render as rd
from game.ui.table.render import TextCache

# Lengths (pixels at scale 1).
PAD = 14  # the panel's edge to its title (and, fitted, to its buttons)


@dataclass(frozen=True)
class Option:
    """One choice: what it gives, its words, and the suit whose symbol it shows (or the
    shape whose corner mark it shows: the Shapeshifter's Wizard or Jester)."""

    value: object
    label: str
    suit: Suit | None = None
    shape: Shape | None = None


@dataclass(frozen=True)
class FitRow:
    """A panel as wide as its row of choices (as its title, at least) and as high as
    the title and the row: the special cards' panels. Lengths at scale 1."""

    button: int = 74  # a choice's square, at most
    title: int = 18  # the title's text
    min_row: int = 380  # the panel's inside, at least: room for its title at full size

    def measure(self, area: pygame.Rect, n: int, m: sizing.Metrics) -> tuple[int, int, int]:
        """The panel's width and height and a choice's size."""
        gap = m.gap
        size = min(m(self.button), (area.width - 2 * m(PAD) - (n - 1) * gap) // max(1, n))
        width = min(area.width, max(n * size + (n - 1) * gap, m(self.min_row)) + 2 * m(PAD))
        height = m(PAD) * 2 + m(self.title) + m.gap + size
        return width, height, size

    def row_top(self, rect: pygame.Rect, size: int, m: sizing.Metrics) -> int:
        return rect.bottom - m(PAD) - size


@dataclass(frozen=True)
class FixedFrame:
    """A panel of a set size (less in a smaller area), its row at a set height under
    the title and a subtitle: the trump chooser. Lengths at scale 1."""

    width: int  # at most
    height: int  # at most
    button: int  # a choice's square, at most
    row_inset: int  # the panel's width less the row's, at least
    row_at: int  # the row's top below the panel's

    def measure(self, area: pygame.Rect, n: int, m: sizing.Metrics) -> tuple[int, int, int]:
        w = min(area.width, m(self.width))
        h = min(area.height, m(self.height))
        return w, h, min(m(self.button), (w - m(self.row_inset)) // max(1, n))

    def row_top(self, rect: pygame.Rect, size: int, m: sizing.Metrics) -> int:
        return rect.top + m(self.row_at)


@dataclass(frozen=True)
class PanelStyle:
    """How a panel is laid out and drawn, and the keys that take its choice."""

    frame: FitRow | FixedFrame
    title_text: int  # text sizes at scale 1
    label_text: int
    corner: int  # a choice's corners (pixels)
    symbol_lift: float  # the suit symbol's centre above the choice's, of its height
    label_bottom: int  # a label's bottom above its choice's (pixels at scale 1)
    takes: tuple[int, ...]  # the keys that take the selected choice
    subtitle_top: int = 0  # the subtitle's top below the panel's, at scale 1


# The special cards' panels: Up takes the choice too, as it plays the card below.
SPECIAL = PanelStyle(FitRow(), title_text=18, label_text=13, corner=10, symbol_lift=0.1,
                     label_bottom=4, takes=(pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_UP))


@dataclass(frozen=True)
class Shown:
    """What the panel shows now: the card art (its suit symbols), each choice's words,
    and the hint's choice (glowing and outlined; None: no hint)."""

    art: object
    labels: list[str]
    hint: int | None = None


class OptionPanel(Widget):
    """A row of choices under a title (and a subtitle, where given). ``near``: a rect
    the panel stands right above (a card in the hand), else it is centred in ``area``;
    ``on_cancel``: Escape or a click beside the panel cancels (None: the choice must
    be made). ``buttons``: (value, rect) for each choice, as the bid picker's."""

    focusable = False  # it takes the keys while it is shown

    def __init__(
        self,
        area: pygame.Rect,
        scale: float,
        text: TextCache,
        title: str,
        options: Sequence[Option],
        on_choose: Callable[[object], None],
        art: Callable[[], object],
        near: pygame.Rect | None = None,
        on_cancel: Callable[[], None] | None = None,
        bounds: pygame.Rect | None = None,
        subtitle: str | None = None,
        style: PanelStyle = SPECIAL,
    ):
        m = sizing.Metrics(scale)
        self.scale, self.text, self.title, self.subtitle = scale, text, title, subtitle
        self.style = style
        self.options = list(options)
        self.on_choose, self.on_cancel, self.art = on_choose, on_cancel, art
        self.focused = True  # shown = it has the keys
        n = len(self.options)
        width, height, size = style.frame.measure(area, n, m)
        self.rect = pygame.Rect(0, 0, width, height)
        if near is not None:
            self.rect.midbottom = (near.centerx, near.top - m.gap)
        else:
            self.rect.center = area.center
        self.rect.clamp_ip(bounds or area)
        gap = m.gap
        x = self.rect.centerx - (n * size + (n - 1) * gap) // 2
        y = style.frame.row_top(self.rect, size, m)
        self.buttons = [
            (option.value, pygame.Rect(x + i * (size + gap), y, size, size))
            for i, option in enumerate(self.options)
        ]
        self.selected = 0
        self.hovered: int | None = None
        self.pressed: int | None = None
        self._marks: dict[tuple, pygame.Surface] = {}  # a shape's mark per size

    def _at(self, pos) -> int | None:
        return next((i for i, (_v, r) in enumerate(self.buttons) if r.collidepoint(pos)), None)

    def choose(self, i: int) -> None:
        self.on_choose(self.options[i].value)

    def select(self, value) -> None:
        """``value``'s choice becomes the selected one (Enter takes it), if offered."""
        values = [o.value for o in self.options]
        if value in values:
            self.selected = values.index(value)

    def shown(self) -> Shown:
        """What to show beside the choices now (asked at each frame drawn)."""
        return Shown(self.art(), [o.label for o in self.options])

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self._at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self._at(event.pos)
            outside = self.pressed is None and not self.rect.collidepoint(event.pos)
            if outside and self.on_cancel is not None:
                self.on_cancel()
                return True
            return self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            got, was = self._at(event.pos), self.pressed
            self.pressed = None
            if got is not None and got == was:
                self.choose(got)
                return True
        elif event.type == pygame.KEYDOWN:
            return self.key(event)
        return False

    def key(self, event) -> bool:
        k, n = event.key, len(self.options)
        if k == pygame.K_LEFT:
            self.selected = (self.selected - 1) % n
        elif k == pygame.K_RIGHT:
            self.selected = (self.selected + 1) % n
        elif pygame.K_1 <= k < pygame.K_1 + min(n, 9):
            self.selected = k - pygame.K_1
        elif k in self.style.takes:
            self.choose(self.selected)
        elif k == pygame.K_ESCAPE and self.on_cancel is not None:
            self.on_cancel()
        else:
            return False
        return True

    def draw(self, surface, t: float) -> None:
        m = sizing.Metrics(self.scale)
        style = self.style
        panelart.draw_panel(surface, self.rect, radius=m.radius, alpha=240, look=panelart.TABLE)
        title = self.text.render(self.title, m(style.title_text), palette.GOLD, "title",
                                 max_width=self.rect.width - 2 * m(PAD))
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.top + m(PAD))))
        if self.subtitle is not None:
            sub = self.text.render(self.subtitle, m.small, palette.TEXT_DIM,
                                   max_width=self.rect.width - 2 * m(PAD))
            sub_at = (self.rect.centerx, self.rect.top + m(style.subtitle_top))
            surface.blit(sub, sub.get_rect(midtop=sub_at))
        shown = self.shown()
        for i in range(len(self.options)):
            self._draw_choice(surface, t, m, shown, i)

    def _draw_choice(self, surface, t: float, m: sizing.Metrics, shown: Shown, i: int) -> None:
        style, option, (_value, r) = self.style, self.options[i], self.buttons[i]
        hot = self.hovered == i or self.selected == i
        if shown.hint == i:
            rd.draw_glow(surface, r, palette.ACCENT, spread=10, radius=style.corner,
                         strength=0.5 + 0.5 * rd.pulse(t))
        rr = r.move(0, -3) if hot else r
        pygame.draw.rect(surface, palette.DROP, rr.move(0, 3), border_radius=style.corner)
        face = palette.CARD_FACE_LIT if hot else palette.CARD_FACE
        pygame.draw.rect(surface, face, rr, border_radius=style.corner)
        edge = palette.GOLD if hot else palette.CARD_FACE_EDGE
        pygame.draw.rect(surface, edge, rr, width=3, border_radius=style.corner)
        lab = self.text.render(shown.labels[i], m(style.label_text), palette.TEXT_DARK, "bold",
                               max_width=rr.width - 6)
        sym = None
        if option.suit is not None:
            letter = rd.SUIT_LETTERS[int(option.suit)]
            sym = shown.art.suit_symbol(letter, round(rr.height * 0.5))
        elif option.shape is not None:
            sym = self._mark(option.shape, round(rr.height * 0.42))
        if sym is not None:
            lift = rr.height * style.symbol_lift
            surface.blit(sym, sym.get_rect(center=(rr.centerx, rr.centery - lift)))
            label_at = (rr.centerx, rr.bottom - m(style.label_bottom))
            surface.blit(lab, lab.get_rect(midbottom=label_at))
        else:
            surface.blit(lab, lab.get_rect(center=rr.center))
        if shown.hint == i:  # the Hint's choice: outlined, as a hinted card
            hint_mark.draw_card_mark(surface, rr, style.corner, t, pointer=False)

    def _mark(self, shape: Shape, size: int) -> pygame.Surface:
        """The shape's mark as the cards' corners show it: the Wizard's letter in the
        player's language, the Jester's cap."""
        key = (shape, size)
        mark = self._marks.get(key)
        if mark is None:
            if shape == Shape.WIZARD:
                mark = self.text.render(corner_letters()["W"], size, palette.TEXT_DARK, "title")
            else:
                mark = cap_glyph(size * 0.8, palette.TEXT_DARK)
            self._marks[key] = mark
        return mark
