"""The human's move, from wherever it comes (the input, the pickers, the marked
card): which decisions belong to the phase now, a card passed after a Juggler trick,
a special card's name asked at the card first, and a refused card shaken."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules import Bid, ChangeBid, ChooseTrump, PassCard, Phase, Play, PlayNamed, WerewolfTrump
from game.rules.special_core import needs_name
from game.ui.table import special_pickers
from game.ui.table.view import hand_card

if TYPE_CHECKING:
    from game.ui.table.host import TableHost

# The phase each of the human's decisions other than a card belongs to.
DECISION_PHASES = {
    Bid: Phase.BID,
    ChooseTrump: Phase.CHOOSE_TRUMP,
    WerewolfTrump: Phase.WEREWOLF,
    ChangeBid: Phase.CLOUD,
}


def human_move(table: TableHost, action) -> bool:
    """Make the human's bid, trump choice or card if the phase asks for it; True:
    made (False also while a special card's name is asked first)."""
    s = table.state
    if not table.human_turn:
        return False
    if isinstance(action, Play) and s.phase == Phase.PASS:  # a card of the hand: passed
        return table.apply(0, PassCard(hand_card(action.card, s)))
    if not isinstance(action, Play):
        return s.phase == DECISION_PHASES.get(type(action)) and table.apply(0, action)
    if s.phase != Phase.PLAY:
        return False
    card = hand_card(action.card, s)  # a face-down card (the blind round): which one
    if action.named is None and needs_name(card):
        special_pickers.ask_name(table, card)  # its name first, right at the card
        return False
    ok = table.apply(0, Play(card) if action.named is None else PlayNamed(card, action.named))
    if not ok:
        table.heads.refuse(card)
    return ok
