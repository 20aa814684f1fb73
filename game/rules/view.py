"""What one seat may know: the only thing a bot or AI is ever given."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.actions import Action
from game.rules.cards import Card, Suit, cards_of
from game.rules.config import Rules
from game.rules.state import GameState, Phase, RoundRecord, Trick


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: int
    rules: Rules
    round: int
    dealer: int
    phase: Phase
    to_move: int | None
    hand: tuple[Card, ...] | None  # None where the seat may not see it (blind round)
    others_hands: dict[int, tuple[Card, ...]] | None  # only in the blind first round
    turned: Card | None
    trump: Suit | None
    bid_order: tuple[int, ...]
    bids: tuple[int | None, ...]  # None: not made yet, or hidden until revealed
    tricks: tuple[Trick, ...]  # this round's finished tricks
    trick_leader: int
    trick: tuple[Card, ...]  # the trick in progress, leader first
    won: tuple[int, ...]
    totals: tuple[int, ...]
    history: tuple[RoundRecord, ...]  # finished rounds (every card of them was played)
    legal: tuple[Action, ...]  # empty unless this seat is to move

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def rounds(self) -> int:
        return self.rules.rounds

    @property
    def is_blind(self) -> bool:
        return self.hand is None


def seat_view(state: GameState, seat: int) -> SeatView:
    n = state.rules.players
    blind = state.rules.blind_first_round and state.round == 1
    if blind:
        hand = None
        others = {s: tuple(cards_of(state.hands[s])) for s in range(n) if s != seat}
    else:
        hand = tuple(cards_of(state.hands[seat]))
        others = None
    bids = tuple(state.bids)
    if state.rules.hidden_bids and state.phase == Phase.BID:
        bids = tuple(b if s == seat else None for s, b in enumerate(bids))
    legal = tuple(state.legal_actions()) if state.to_move == seat else ()
    return SeatView(
        seat=seat,
        rules=state.rules,
        round=state.round,
        dealer=state.dealer,
        phase=state.phase,
        to_move=state.to_move,
        hand=hand,
        others_hands=others,
        turned=state.turned,
        trump=state.trump,
        bid_order=state.bid_order,
        bids=bids,
        tricks=tuple(state.tricks),
        trick_leader=state.trick_leader,
        trick=tuple(state.trick),
        won=tuple(state.won),
        totals=tuple(state.totals),
        history=tuple(state.history),
        legal=legal,
    )
