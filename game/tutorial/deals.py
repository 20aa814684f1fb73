"""Prepared deals: a GameState positioned at the start of any round with fixed hands.

Everything here is deterministic: the same deal always gives the same state.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.rules import (
    Bid,
    Card,
    ChooseTrump,
    GameState,
    NextRound,
    Phase,
    Rules,
    Suit,
    start_from_decks,
)


@dataclass(frozen=True)
class Deal:
    """The table a lesson step starts from.

    ``hands`` holds one space-separated string per seat (seat 0 is the learner), all
    of the same length, which is the round. ``turned`` is the turned-up card (None
    only when the hands use the whole deck). ``bids`` (one per seat) are made
    automatically in bidding order; None leaves the bidding to the lesson.
    ``trump`` is the suit the dealer names when a Wizard is turned up and the dealer
    is not the learner. ``rules`` may choose special cards (``Rules(special="25")``):
    their names (``DRAGON``) go in the hands like any card, and a Werewolf in a hand
    is swapped for the turned card as the deal ends, as in a game.
    """

    hands: tuple[str, ...]
    turned: str | None
    dealer: int
    bids: tuple[int, ...] | None = None
    trump: str | None = None
    rules: Rules = field(default_factory=lambda: Rules(4))

    @property
    def round(self) -> int:
        return len(self.hands[0].split())


def _first_legal(state: GameState):
    phase = state.phase
    if phase == Phase.ROUND_OVER:
        return NextRound()
    if phase == Phase.BID:
        return Bid(0)
    return state.legal_actions()[0]


def build_state(deal: Deal) -> GameState:
    """A state at the start of ``deal.round`` with exactly the given hands and turned card.

    Earlier rounds are played through automatically (first legal move) and then
    forgotten: scores start at zero and there is no round history.
    """
    rules = deal.rules
    n = rules.players
    hands = [[Card.parse(c) for c in h.split()] for h in deal.hands]
    r = len(hands[0])
    if len(hands) != n or any(len(h) != r for h in hands):
        raise ValueError("every seat needs a hand of the same size")
    if not 1 <= r <= rules.rounds:
        raise ValueError("no such round")
    used = [c for h in hands for c in h]
    turned = Card.parse(deal.turned) if deal.turned else None
    if turned is not None:
        used.append(turned)
    if len(set(used)) != len(used):
        raise ValueError("a card is dealt twice")
    if (turned is None) != (r * n == rules.deck_size):
        raise ValueError("the turned card is missing (or there is no stock left)")
    full = rules.special.deck()
    if any(c not in full for c in used):
        raise ValueError("a special card is dealt that the rules do not play with")
    rest = [c for c in full if c not in set(used)]
    deck = tuple(used + rest)
    plain = full
    decks = tuple(deck if i == r - 1 else plain for i in range(rules.rounds))
    first_dealer = (deal.dealer - (r - 1)) % n
    state, _events = start_from_decks(rules, decks, first_dealer)
    while state.round < r:
        state, _events = state.apply(_first_legal(state))
    if r > 1:
        # The automatic rounds are not part of the lesson: start from a clean score sheet.
        state.totals = [0] * n
        state.history = []
    if state.phase == Phase.CHOOSE_TRUMP and deal.trump is not None:
        state, _events = state.apply(ChooseTrump(Suit.parse(deal.trump)))
    if deal.bids is not None and state.phase == Phase.BID:
        while state.phase == Phase.BID:
            state, _events = state.apply(Bid(deal.bids[state.to_move]))
    return state
