"""The trick on the table: each card on its own spot towards its player, marked
with that player's initial, and the card that is winning the trick so far marked with
a gold frame and a star (shape and colour, not colour alone) while the trick is played.
When the trick is complete, a pill names who takes it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.rules import Suit
from game.rules.core import trick_winner_index
from game.rules.special_core import trick_result
from game.ui.kit import palette, sizing
from game.ui.table import render as rd
from game.ui.table import special_text
from game.ui.table.layout import TAKES_PAD, TAKES_TEXT
from game.ui.table.names import seat_label, seat_name
from game.ui.table.special_anim import pass_spot

if TYPE_CHECKING:
    from game.ui.table.host import TableHost

# Pixels at scale 1: the winning card's glow (the "X takes the trick" pill's text and
# a seat's badge on its card: the layout's, which keeps room for them).
WINNER_GLOW = 14
NAMED_TEXT = 12  # "Wizard" / "Jester" on a played Shapeshifter


def winning_seat(model) -> int | None:
    """The seat whose card takes the trick as it lies now (None: no card yet, or the
    Bomb lies in it: nobody takes it)."""
    if model.trick_winner is not None:
        return model.trick_winner
    if not model.trick or model.trick_bombed:
        return None
    trump = int(model.trump) if model.trump is not None and model.trump_known else None
    cards = [card for _seat, card in model.trick]
    if any(card.is_special for card in cards):
        names = model.trick_names
        index, _leads = trick_result(cards, [names.get(c) for c in cards], trump)
        return None if index is None else model.trick[index][0]
    index = trick_winner_index(cards, trump)
    return model.trick[index][0]


def draw_trick(table: TableHost, surface: pygame.Surface) -> None:
    lay, m, s = table.layout, table.model, table.scale
    art = table.card_art(*lay.trick_card)
    best = winning_seat(m)
    radius = rd.card_radius(lay.trick_card[0])
    spots = []
    for seat, card in m.trick:  # in play order: a later card lies above an earlier one
        r = pygame.Rect(0, 0, *lay.trick_card)
        r.center = lay.trick_slots[seat]
        if seat == best:
            rd.draw_glow(surface, r, palette.GOLD, spread=sizing.px(WINNER_GLOW, s), radius=radius)
        rd.blit_card(surface, art.face(str(card)), r.center)
        if seat == best:
            pygame.draw.rect(
                surface, palette.GOLD, r.inflate(4, 4), width=3, border_radius=radius + 2
            )
        spots.append((seat, r))
    names = m.trick_names
    for seat, r in spots:  # the marks last, so no card covers another card's marks
        table.seen.trick.append((seat, r))
        name = seat_name(table.setup, seat, table.autoplay)
        colour = palette.seat_colour(seat)
        _badge(table, surface, rd.seat_initial(name), (r.centerx, r.top), colour, palette.TEXT_DARK)
        if seat == best:
            table.seen.winning.append(seat)
            _badge(table, surface, "★", _star_corner(lay, r), palette.GOLD, palette.TEXT_DARK)
        card = dict(m.trick)[seat]
        if card in names:
            draw_named(table, surface, r, names[card], art)
    if m.trick_bombed and m.trick:
        draw_bombed(table, surface)
        return
    if m.trick_winner is not None and m.trick:
        winner = m.trick_winner
        text = (
            _("{name} takes the trick").format(name=seat_label(table.setup, winner, table.autoplay))
            if winner != 0 or table.autoplay
            else _("You take the trick")
        )
        table.seen.texts.append(text)
        img = table.text.render(text, sizing.px(TAKES_TEXT, s), palette.TEXT, "bold")
        rd.draw_pill(surface, lay.trick_label, img, pad=TAKES_PAD)


def _star_corner(lay, r: pygame.Rect) -> tuple[int, int]:
    """Where the winning card's star goes: inside a corner without the card's index,
    on the side no later card can cover (the 3-4 player trick overlaps a little)."""
    cx, cy = lay.center
    inset = max(8, round(r.width * 0.16))  # inside the card: it marks this card only
    if r.centery > cy or r.centerx < cx:
        return r.left + inset, r.bottom - inset
    return r.right - inset, r.top + inset


def _badge(table: TableHost, surface, text: str, center, colour, text_colour) -> None:
    d = table.layout.trick_badge
    surface.blit(
        rd.circle_surface(d, colour, palette.AVATAR_RING), (center[0] - d // 2, center[1] - d // 2)
    )
    img = table.text.render(text, round(d * 0.6), text_colour, "bold")
    surface.blit(img, img.get_rect(center=center))


def draw_named(table: TableHost, surface, r: pygame.Rect, named, art) -> None:
    """What a Juggler, a Cloud or a Shapeshifter was named: a tag on the card's
    lower half (the suit's symbol, or the Wizard's / Jester's word)."""
    s = table.scale
    size = max(12, round(r.width * 0.42))
    tag = pygame.Rect(0, 0, size + 8, size + 8)
    tag.center = (r.centerx, r.bottom - size // 2 - 8)
    pygame.draw.rect(surface, palette.CARD_FACE_LIT, tag, border_radius=8)
    pygame.draw.rect(surface, palette.GOLD, tag, width=2, border_radius=8)
    word = special_text.named_word(named, table.deck_style)
    table.seen.texts.append(word)
    if isinstance(named, Suit):
        sym = art.suit_symbol(rd.SUIT_LETTERS[int(named)], size)
        surface.blit(sym, sym.get_rect(center=tag.center))
        return
    img = table.text.render(word, sizing.px(NAMED_TEXT, s), palette.TEXT_DARK, "bold",
                            max_width=r.width - 4)
    back = img.get_rect(center=tag.center).inflate(8, 6)
    pygame.draw.rect(surface, palette.CARD_FACE_LIT, back, border_radius=6)
    pygame.draw.rect(surface, palette.GOLD, back, width=2, border_radius=6)
    surface.blit(img, img.get_rect(center=tag.center))


def draw_bombed(table: TableHost, surface) -> None:
    """The Bomb's trick: a pill says nobody takes it and who leads next."""
    m = table.model
    text = _("The Bomb: nobody takes this trick")
    if m.leads_next is not None:
        who = seat_label(table.setup, m.leads_next, table.autoplay)
        text = (_("The Bomb: nobody takes this trick. {name} leads next").format(name=who)
                if m.leads_next != 0 or table.autoplay
                else _("The Bomb: nobody takes this trick. You lead next"))
    table.seen.texts.append(text)
    img = table.text.render(text, sizing.px(TAKES_TEXT, table.scale), palette.TEXT, "bold")
    rd.draw_pill(surface, table.layout.trick_label, img, pad=TAKES_PAD)


def draw_passes(table: TableHost, surface) -> None:
    """While passing after a Juggler trick: each chosen card lies face down between
    its seat and the middle (your own face up) until all fly to the left."""
    m, lay = table.model, table.layout
    if not any(m.passing) or m.passes_flying:
        return
    art = table.card_art(*lay.opp_card)
    for seat, chosen in enumerate(m.passing):
        if not chosen:
            continue
        own = seat == 0 and m.pass_given is not None
        img = art.face(str(m.pass_given)) if own else art.back()
        rd.blit_card(surface, img, pass_spot(lay, seat))
        table.seen.passes.append(seat)
