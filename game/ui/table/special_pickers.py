"""The human's special-card decisions as choice panels (``optionpanel``): the name
of a Juggler, a Cloud or a Shapeshifter, asked right above the card when it is
played; the Werewolf holder's trump; the Cloud winner's bid change. Passing a card
after a Juggler trick needs no panel: a card of the hand is clicked (``input``).

The panels live in the table's ``MoveWidgets`` (``moves.options``) like the bid
picker, and the choice comes back as the human's move (``table.human_move``)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.rules import ChangeBid, Phase, PlayNamed, Shape, Suit, WerewolfTrump
from game.rules.special_core import needs_name
from game.ui.kit import sizing
from game.ui.table.layout import STATUS_H
from game.ui.table.optionpanel import Option, OptionPanel
from game.words import special_card_name, suit_title

if TYPE_CHECKING:
    from game.rules import Card
    from game.ui.table.host import TableHost

DECISIONS = (Phase.WEREWOLF, Phase.CLOUD)  # the phases that ask with a panel


def _art(table: TableHost):
    return table.card_art(*table.layout.hand_card)


def _suits(table: TableHost) -> list[Option]:
    return [Option(s, suit_title(s, table.deck_style), s) for s in Suit]


def ensure(table: TableHost) -> None:
    """The panel the human's Werewolf or Cloud decision needs, once per position."""
    s = table.state
    key = (len(s.log), table.layout.size)
    if table.moves.options is not None and table.moves.options_key == key:
        return
    if s.phase == Phase.WEREWOLF:
        options = [*_suits(table), Option(None, _("No trump"))]
        title = _("You hold the Werewolf: name the trump")
        choose = lambda suit: table.human_move(WerewolfTrump(suit))  # noqa: E731
    elif s.phase == Phase.CLOUD:
        bid = s.bids[0]
        legal = [a.delta for a in s.legal_actions() if isinstance(a, ChangeBid)]
        options = [Option(d, f"{bid} → {bid + d}") for d in sorted(legal)]
        title = _("You won the Cloud: change your bid by one")
        choose = lambda delta: table.human_move(ChangeBid(delta))  # noqa: E731
    else:
        return
    panel = OptionPanel(table.layout.dialog_area, table.scale, table.text, title, options,
                        partial(_chosen, table, choose), partial(_art, table))
    table.moves.show_options(panel, key)


def _chosen(table: TableHost, choose, value) -> None:
    table.play_sound("click")
    choose(value)


def ask_name(table: TableHost, card: Card) -> None:
    """The human plays a card that needs a name: ask it right above the card (a click
    beside the panel or Escape takes the card back)."""
    s = table.state
    key = (len(s.log), table.layout.size, card)
    if table.moves.options is not None and table.moves.options_key == key:
        return
    if needs_name(card) == "suit":
        options = _suits(table)
        title = _("{card}: in which suit?").format(card=special_card_name(card))
    else:
        options = [Option(shape, label, shape=shape)
                   for shape, label in ((Shape.WIZARD, _("Wizard")), (Shape.JESTER, _("Jester")))]
        title = _("{card}: a Wizard or a Jester?").format(card=special_card_name(card))
    near = dict(table.hand_rects()).get(card)
    if near is not None:  # above the status line too, which lies over the hand's top
        lay = table.layout
        above = lay.status_center[1] - sizing.px(STATUS_H, table.scale) // 2
        if near.top > above:
            near = pygame.Rect(near.x, above, near.w, 1)
    bounds = table.layout.middle.union(table.layout.hand_area)
    panel = OptionPanel(table.layout.dialog_area, table.scale, table.text, title, options,
                        partial(_named, table, card), partial(_art, table), near=near,
                        on_cancel=table.moves.drop, bounds=bounds)
    table.moves.show_options(panel, key)


def _named(table: TableHost, card: Card, named) -> None:
    table.play_sound("click")
    table.human_move(PlayNamed(card, named))
