"""The table's view model: what the table shows when nothing moves, built only from
what the seat may know (``seat_view``).

``view_from(seat_view(state, seat))`` is a pure function. The table keeps one view
at a time (``ShownTable.show``); each engine event's animation goes from the view
before to the view after the event and ends on the later one (``table.anim``).
Visibility comes from the engine alone: bids hidden until revealed are None (with
``bid_made`` set), the other seats' cards are face-down tokens (``FaceDown``) except
in the blind first round, where the seat's own cards are the tokens.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules import Card, GameState, Phase, SeatView, Suit, card_sort_key, seat_view
from game.rules.special_state import BidChange

STOCK = 60  # cards in the deck without the special cards
# Phases in which the trump is not settled yet: the dealer or the Werewolf's holder
# still names it.
NAMING_TRUMP = (Phase.CHOOSE_TRUMP, Phase.WEREWOLF)


@dataclass(frozen=True, slots=True)
class FaceDown:
    """A card the seat may not see: the ``index``-th card of ``seat``'s hand."""

    seat: int
    index: int
    suit = None  # (not a field) its suit is not known

    def __str__(self) -> str:
        return "??"


@dataclass(frozen=True, slots=True)
class TableView:
    players: int
    rounds: int
    round: int = 0  # 0: nothing dealt yet
    dealer: int = 0
    phase: Phase | None = None
    to_move: int | None = None
    # Each seat's hand as drawn: cards it may see, FaceDown tokens for the others.
    hands: tuple[tuple[Card | FaceDown, ...], ...] = ()
    bids: tuple[int | None, ...] = ()  # the numbers shown (None: none, or hidden)
    bid_made: tuple[bool, ...] = ()
    won: tuple[int, ...] = ()
    totals: tuple[int, ...] = ()
    trick: tuple[tuple[int, Card], ...] = ()  # (seat, card) in play order
    turned: Card | None = None
    turned_shown: bool = False  # the trump card was turned (not in the deal's moment)
    trump: Suit | None = None
    trump_known: bool = False  # False while the dealer still chooses (or nothing turned)
    stock: int = 0
    last_trick: tuple[int, tuple[Card, ...], int | None] | None = None  # leader, cards, winner
    blind: bool = False
    # With the special cards (empty / None without them):
    trick_named: tuple = ()  # per card of ``trick``: the suit or shape it was named
    bid_changes: tuple[BidChange, ...] = ()  # this round's Cloud changes
    werewolf_seat: int | None = None  # who showed the Werewolf this round
    passing: tuple[bool, ...] = ()  # while passing: who has chosen a card
    pass_given: Card | None = None  # while passing: the card seat 0 chose
    received: Card | None = None  # the card passed to seat 0 before this trick

    @classmethod
    def empty(cls, players: int, rounds: int) -> TableView:
        """The table before the first deal."""
        return cls(
            players,
            rounds,
            hands=((),) * players,
            bids=(None,) * players,
            bid_made=(False,) * players,
            won=(0,) * players,
            totals=(0,) * players,
        )

    @property
    def bid_hidden(self) -> tuple[bool, ...]:
        """Seats that bid but whose number is not shown yet."""
        return tuple(m and b is None for m, b in zip(self.bid_made, self.bids, strict=True))

    @property
    def dealer_chooses(self) -> bool:
        return self.phase == Phase.CHOOSE_TRUMP and not self.trump_known


def _hands(sv: SeatView, trump: Suit | None) -> tuple[tuple[Card | FaceDown, ...], ...]:
    sizes = sv.hand_sizes
    out = []
    for seat in range(sv.players):
        if seat == sv.seat and sv.hand is not None:
            out.append(tuple(sorted(sv.hand, key=lambda c: card_sort_key(c, trump))))
        elif sv.others_hands is not None and seat in sv.others_hands:
            out.append(tuple(sv.others_hands[seat]))  # the blind round: in full view
        else:
            out.append(tuple(FaceDown(seat, i) for i in range(sizes[seat])))
    return tuple(out)


def view_from(sv: SeatView) -> TableView:
    """What the table shows for ``sv`` (a pure function of it)."""
    n = sv.players
    dealing = sv.phase == Phase.DEAL
    trump_known = not dealing and sv.phase not in NAMING_TRUMP
    if sv.tricks:
        tr = sv.tricks[-1]
        last = (tr.leader, tr.cards, tr.winner)
    elif sv.history and sv.history[-1].tricks:
        tr = sv.history[-1].tricks[-1]
        last = (tr.leader, tr.cards, tr.winner)
    else:
        last = None
    return TableView(
        players=n,
        rounds=sv.rounds,
        round=sv.round,
        dealer=sv.dealer,
        phase=sv.phase,
        to_move=sv.to_move,
        hands=_hands(sv, sv.trump if trump_known else None),
        bids=sv.bids,
        bid_made=sv.bid_made,
        won=sv.won,
        totals=sv.totals,
        trick=tuple(((sv.trick_leader + i) % n, c) for i, c in enumerate(sv.trick)),
        turned=sv.turned,
        turned_shown=not dealing,
        trump=sv.trump,
        trump_known=trump_known,
        stock=max(0, STOCK + len(sv.rules.special) - sv.round * n),
        last_trick=last,
        blind=sv.is_blind,
        trick_named=tuple(sv.trick_named),
        bid_changes=tuple(sv.bid_changes),
        werewolf_seat=None if sv.werewolf is None else sv.werewolf.seat,
        passing=tuple(sv.passed),
        pass_given=sv.pass_given,
        received=_received(sv),
    )


def _received(sv: SeatView) -> Card | None:
    """The card the seat on the left passed to ``sv.seat`` after the last trick, while
    the next trick has not started (it is shown marked in the hand until then)."""
    if not sv.passes or sv.trick or sv.hand is None:
        return None
    last = sv.passes[-1]
    if last.trick != len(sv.tricks):
        return None
    card = last.cards[(sv.seat - 1) % sv.players]
    return card if card in sv.hand else None


def table_view(state: GameState, seat: int = 0) -> TableView:
    """The view of ``seat`` (the table's is seat 0's) of ``state``."""
    return view_from(seat_view(state, seat))


def hand_card(item: Card | FaceDown, state: GameState) -> Card:
    """The card a drawn hand item stands for: itself, or for a face-down card (the
    player's own in the blind round) the card at its place in the engine's hand."""
    if isinstance(item, FaceDown):
        hand = state.hand(item.seat)
        return hand[min(item.index, len(hand) - 1)]
    return item


def drawn_item(card: Card, items, state: GameState):
    """The item of a drawn hand that stands for ``card`` (itself, or its face-down
    token); None when the hand does not hold it."""
    for item in items:
        if item == card or (isinstance(item, FaceDown) and hand_card(item, state) == card):
            return item
    return None
