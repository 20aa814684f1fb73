"""The table's chrome, drawn around the game: the felt, the buttons' pictures, the
cards in flight, the banner over the trick and the status line above the hand.
Where the banner and the status line go: over the trick and above the hand
(``status``), moved by the table's mode (the lesson keeps them clear of its coach)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.ui import hint_mark
from game.ui.kit import backdrop, palette, sizing
from game.ui.kit import tween as tw
from game.ui.kit.widgets import Button
from game.ui.table import render as rd
from game.ui.table import status
from game.ui.table.effects import BANNER_LIFE
from game.ui.table.headsup import StatusKind
from game.ui.table.model import Sprite

if TYPE_CHECKING:
    from game.ui.table.host import TableHost

# Text sizes (pixels at scale 1): the banner over the trick, the status line.
BANNER_TEXT = 19
STATUS_TEXT = 15


def felt(layout, size) -> pygame.Surface:
    """The felt with a faint oval around the playing area (drawn once per size)."""
    bg = backdrop.felt_background(size).convert()
    w, h = size
    lay = layout
    # A faint oval line marks the playing area.
    oval = pygame.Surface(size, pygame.SRCALPHA)
    mid = lay.middle.inflate(lay.margin * 2, lay.margin * 2)
    r = pygame.Rect(0, 0, min(w * 0.66, mid.width + 40), mid.height + lay.margin * 2)
    r.center = lay.center
    pygame.draw.ellipse(oval, (*palette.HIGHLIGHT, 14), r, width=2)
    pygame.draw.ellipse(oval, (*palette.DROP, 18), r.inflate(-10, -10), width=2)
    bg.blit(oval, (0, 0))
    return bg

class ButtonPictures:
    """The table's buttons, each drawn once per look and kept (they are drawn every
    frame); one per table, kept by the scene."""

    def __init__(self) -> None:
        self._kept: dict[int, tuple] = {}  # button id -> (look, picture)

    def draw(self, surface, b: Button, fonts) -> None:
        key = (b.text, b.rect.size, b.enabled, b.hovered, b.pressed, b.focused, b.style)
        got = self._kept.get(id(b))
        if got is None or got[0] != key:
            img = pygame.Surface((b.rect.width + 4, b.rect.height + 8), pygame.SRCALPHA)
            real = b.rect
            b.rect = pygame.Rect(2, 2, real.width, real.height)
            try:
                b.draw(img, fonts)
            finally:
                b.rect = real
            got = self._kept[id(b)] = (key, img)
        surface.blit(got[1], (b.rect.x - 2, b.rect.y - 2))

def draw_sprite(surface, sp: Sprite, card_art) -> None:
    """A card in flight (``card_art(w, h)`` gives the card pictures)."""
    size = sp.size
    if sp.size_from is not None:  # growing/shrinking in flight: render big, scale down
        w0, h0 = sp.size_from
        size = (max(w0, sp.size[0]), max(h0, sp.size[1]))
    art = card_art(*size)
    if sp.card is not None and (sp.face_up or sp.flip < 0):
        img = art.face(str(sp.card))
    else:
        img = art.back()
    if sp.size_from is not None:
        w = round(tw.lerp(sp.size_from[0], sp.size[0], sp.progress))
        h = round(tw.lerp(sp.size_from[1], sp.size[1], sp.progress))
        if (w, h) != img.get_size():
            img = pygame.transform.smoothscale(img, (max(1, w), max(1, h)))
    rd.blit_card(surface, img, sp.pos, alpha=sp.alpha, flip=sp.flip)

def draw_banner(table: TableHost, surface) -> None:
    """The banner over the trick ("Round 3 of 15", "Trump: Hearts"), fading out."""
    fx = table.effects
    if fx.banner_shown is None:
        return
    text, t0 = fx.banner_shown
    age = table.t - t0
    life = BANNER_LIFE
    if age > life:
        fx.banner_shown = None
        return
    fade_in, fade_out = tw.fade_time(0.15), tw.fade_time(0.5)  # short: reduced motion
    op = min(1.0, age / fade_in) * (1.0 if age < life - fade_out else (life - age) / fade_out)
    left, right = status.banner_span(table.layout, sizing.px(status.BANNER_CLEAR, table.scale))
    img = table.text.render(
        text,
        sizing.px(BANNER_TEXT, table.scale),
        palette.GOLD,
        "title",
        max_width=right - left - 2 * status.BANNER_PAD[0],
    )
    place = table.mode.banner_place(img, status.banner_place(table, img))
    if place is not None:
        rd.draw_pill(surface, place, img, alpha=230, pad=status.BANNER_PAD, opacity=op)

def draw_status(table: TableHost, surface) -> None:
    """The status line above the hand (whose turn, the hint, an error, the mark)."""
    st = table.status_text()
    if not st:
        return
    text, color = st.text, st.colour
    place = lambda img: table.mode.status_place(img, table.layout.status_center)  # noqa: E731
    if st.kind is StatusKind.HINT:  # the hint's numbers: two lines rather than tiny type
        hint_mark.draw_status(
            surface, table.text, text, sizing.px(STATUS_TEXT, table.scale), color,
            table.layout.hand_area.width + 60, place, color,
        )
        return
    img = table.text.render(
        text,
        sizing.px(STATUS_TEXT, table.scale),
        color,
        "bold",
        max_width=table.layout.hand_area.width + 60,
    )
    rd.draw_pill(
        surface,
        place(img),
        img,
        alpha=215,
        pad=(16, 5),
        border=palette.PANEL_EDGE_QUIET if st.quiet else color,
    )


def layout_buttons(layout, buttons: list[Button], undo: Button | None = None) -> None:
    """Place the table's buttons two by two in the layout's button area; Undo (if
    any) above the grid, in its right column."""
    area = layout.buttons
    gap = layout.margin // 2 + 2
    bw = (area.width - gap) // 2
    bh = (area.height - gap) // 2
    for i, b in enumerate(buttons):
        col, row = i % 2, i // 2
        b.rect = pygame.Rect(area.left + col * (bw + gap), area.top + row * (bh + gap), bw, bh)
    if undo is not None:
        undo.rect = pygame.Rect(area.left + bw + gap, area.top - gap - bh, bw, bh)


def undo_button(on_click, layout, buttons: list[Button]) -> Button:
    """The Undo button (key U), placed with the others."""
    button = Button(_("Undo"), on_click, style="normal")
    button.key_hint = "U"
    layout_buttons(layout, buttons, button)
    return button
