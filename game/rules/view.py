"""What one seat may know: the only thing a bot or AI is ever given."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from game.rules.actions import Action
from game.rules.cards import Card, Suit, cards_of
from game.rules.config import Rules
from game.rules.special_state import BidChange, PassRecord, WerewolfSwap
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
    # With special cards only (empty / None in the 60-card game):
    trick_named: tuple = ()  # per card of the trick in progress: its named suit/shape
    werewolf: WerewolfSwap | None = None  # this round's swap (public)
    bid_changes: tuple[BidChange, ...] = ()  # this round's Cloud changes (public)
    passes: tuple[PassRecord, ...] = ()  # this round's passes: only what this seat knows
    passed: tuple[bool, ...] = ()  # while passing: who has chosen a card
    pass_given: Card | None = None  # while passing: the card this seat chose

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def rounds(self) -> int:
        return self.rules.rounds

    @property
    def is_blind(self) -> bool:
        return self.hand is None

    @property
    def bid_made(self) -> tuple[bool, ...]:
        """Who has bid this round, also where the number is hidden: the bids go round
        in ``bid_order``, so every seat before the one to move has bid (all of them
        once bidding is over, or when nobody is to move after the last bid)."""
        n = self.players
        if self.phase in (Phase.DEAL, Phase.CHOOSE_TRUMP, Phase.WEREWOLF):
            return (False,) * n
        if self.phase != Phase.BID or self.to_move is None:
            return (True,) * n
        before = set(self.bid_order[: self.bid_order.index(self.to_move)])
        return tuple(s in before for s in range(n))

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """How many cards each seat holds: the round's number, less one per finished
        trick, less one for a card already in the trick in progress."""
        n = self.players
        played = {(self.trick_leader + i) % n for i in range(len(self.trick))}
        left = self.round - len(self.tricks)
        if self.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
            left = 0
        if self.passed:  # a chosen pass has left its hand and not arrived yet
            return tuple(max(0, left - self.passed[s]) for s in range(n))
        return tuple(max(0, left - (s in played)) for s in range(n))


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
    extra = {} if state.sp is None else _special_view(state, seat)
    history = tuple(state.history)
    if state.sp is not None:
        history = tuple(record_seen(rec, seat) for rec in history)
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
        history=history,
        legal=legal,
        **extra,
    )


def _special_view(state: GameState, seat: int) -> dict:
    sp = state.sp
    extra = {
        "trick_named": tuple(sp.named),
        "werewolf": sp.werewolf,
        "bid_changes": tuple(sp.changes),
        "passes": tuple(p.seen_by(seat) for p in sp.passes),
    }
    if state.phase == Phase.PASS:
        extra["passed"] = tuple(c is not None for c in sp.passing)
        extra["pass_given"] = sp.passing[seat]
    return extra


def record_seen(rec: RoundRecord, seat: int) -> RoundRecord:
    """A finished round as ``seat`` may know it: of the passes only the cards it gave
    and received, and so not the others' hands as dealt (they would show the rest)."""
    if not rec.passes:
        return rec
    hands = tuple(h if s == seat else () for s, h in enumerate(rec.hands))
    passes = tuple(p.seen_by(seat) for p in rec.passes)
    return dataclasses.replace(rec, hands=hands, passes=passes)
