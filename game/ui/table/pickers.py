"""The human's move widgets over the table: the bid picker while you bid, the trump
chooser while you choose trump.

``ensure`` makes the one the human's move needs and gives it to the table's
``movewidgets.MoveWidgets`` (``table.moves``), which keeps it where the input and the
coach find it, forgets it (after every move, a new language, a new window size),
shows the hint's choice on it and draws it while it is your turn.

Both report as every widget does (``widgets.Widget``): the input hands them its
events (``handle_event`` answers whether they used one) and the choice comes back
through the callbacks given here: ``bid_chosen``, ``bid_refused``, ``trump_chosen``.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from game import words
from game.rules import Bid, ChooseTrump, Phase, Suit
from game.ui.scenes.bidpicker import BidPicker
from game.ui.table import special_pickers
from game.ui.table.trumpchooser import TrumpChooser, TrumpLook

if TYPE_CHECKING:
    from game.ui.table.host import TableHost


def ensure(table: TableHost) -> None:
    """The widget for the human's move now (the bid picker is made anew for each
    position and window size); the first-game tips get their say first."""
    table.tips.before_move(table.state)
    s = table.state
    moves = table.moves
    if s.phase == Phase.BID:
        key = (len(s.log), table.layout.size)
        if moves.picker is None or moves.picker_key != key:
            hidden = s.rules.hidden_bids
            so_far = None if hidden else sum(b for b in s.bids if b is not None)
            picker = BidPicker(
                table.fonts,
                table.text,
                table.layout.dialog_area,
                s.round,
                s.legal_bids(),
                s.forbidden_bid(),
                so_far,
                table.scale,
                on_choose=partial(bid_chosen, table),
                on_refuse=partial(bid_refused, table),
            )
            moves.show_picker(picker, key)
    elif s.phase in special_pickers.DECISIONS:
        special_pickers.ensure(table)
    elif s.phase == Phase.CHOOSE_TRUMP and moves.trump_chooser is None:
        moves.show_chooser(TrumpChooser(
            table.layout.dialog_area,
            table.scale,
            table.text,
            on_choose=partial(trump_chosen, table),
            look=partial(trump_look, table),
        ))


def trump_look(table: TableHost) -> TrumpLook:
    """What the trump chooser shows beside the suits: the Hint's suit, and the cards
    of each suit in the hand (not in the blind round: the own card is not seen)."""
    hint = table.heads.hint
    suit = hint.action.suit if hint and isinstance(hint.action, ChooseTrump) else None
    hand = table.model.hands[0] if table.model.hands else []
    counts = None
    if not table.model.blind:
        counts = {i: sum(1 for c in hand if c.suit == Suit(i)) for i in range(4)}
    art = table.card_art(*table.layout.hand_card)
    return TrumpLook(art, table.deck_style, suit, counts)


def bid_chosen(table: TableHost, bid: int) -> None:
    """The bid picker's choice: the human's bid."""
    table.play_sound("click")
    table.human_move(Bid(bid))


def bid_refused(table: TableHost, bid: int) -> None:
    """The forbidden bid was tried: the table says why."""
    table.show_error(words.forbidden_bid_text(bid, table.state.round))


def trump_chosen(table: TableHost, suit) -> None:
    """The trump chooser's choice: the human's trump."""
    table.play_sound("click")
    table.human_move(ChooseTrump(suit))
