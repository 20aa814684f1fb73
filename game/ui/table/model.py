"""What the table shows right now.

The engine's ``GameState`` is the truth; this model trails it while animations
play (a card is in the air, a trick is sliding to its winner). When no animation
is left, ``sync`` makes it equal to the state again.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.rules import Card, GameState, Phase, Suit, card_sort_key


@dataclass
class Sprite:
    """A card in motion, drawn over the table."""

    card: Card | None  # None: a card back whose face is not known
    face_up: bool
    pos: tuple[float, float]  # centre
    size: tuple[int, int]
    alpha: float = 255.0
    flip: float = 1.0  # horizontal scale; below 0 the other side shows
    glow: bool = False
    size_from: tuple[int, int] | None = None  # when the card changes size in flight
    progress: float = 0.0


@dataclass
class ShownTable:
    players: int
    rounds: int
    round: int = 0
    dealer: int = 0
    hands: list[list[Card]] = field(default_factory=list)
    arriving: list[set] = field(default_factory=list)  # cards still flying in (deal)
    bids: list[int | None] = field(default_factory=list)
    bid_hidden: list[bool] = field(default_factory=list)  # made, but hidden
    won: list[int] = field(default_factory=list)
    totals: list[float] = field(default_factory=list)  # shown (counting up)
    trick: list[tuple[int, Card]] = field(default_factory=list)
    trick_winner: int | None = None
    turned: Card | None = None
    turned_shown: bool = False
    trump: Suit | None = None
    trump_known: bool = False
    dealer_chooses: bool = False
    stock: int = 0
    last_trick: tuple[int, tuple[Card, ...], int] | None = None  # leader, cards, winner
    blind: bool = False

    @classmethod
    def empty(cls, players: int, rounds: int) -> ShownTable:
        t = cls(players=players, rounds=rounds)
        t.hands = [[] for _ in range(players)]
        t.arriving = [set() for _ in range(players)]
        t.bids = [None] * players
        t.bid_hidden = [False] * players
        t.won = [0] * players
        t.totals = [0.0] * players
        return t

    @classmethod
    def from_state(cls, state: GameState) -> ShownTable:
        t = cls.empty(state.players, state.rules.rounds)
        t.sync(state)
        t.totals = [float(v) for v in state.totals]
        return t

    def sort_key(self, card: Card):
        return card_sort_key(card, self.trump if self.trump_known else None)

    def sort_hand(self) -> None:
        if self.hands:
            self.hands[0].sort(key=self.sort_key)

    def sync(self, state: GameState) -> None:
        """Make the model show ``state`` exactly (no animation)."""
        n = state.players
        self.round = state.round
        self.dealer = state.dealer
        self.blind = state.rules.blind_first_round and state.round == 1
        self.turned = state.turned
        self.turned_shown = True
        self.trump = state.trump
        self.dealer_chooses = state.turned is not None and state.turned.is_wizard
        self.trump_known = not (self.dealer_chooses and state.phase == Phase.CHOOSE_TRUMP)
        self.stock = max(0, 60 - state.round * n)
        self.hands = [state.hand(s) for s in range(n)]
        self.arriving = [set() for _ in range(n)]
        self.sort_hand()
        hidden = state.rules.hidden_bids and state.phase == Phase.BID
        self.bids = [(b if (not hidden or s == 0) else None) for s, b in enumerate(state.bids)]
        self.bid_hidden = [hidden and s != 0 and b is not None for s, b in enumerate(state.bids)]
        self.won = list(state.won)
        if state.phase in (Phase.ROUND_OVER, Phase.GAME_OVER) and state.history:
            rec = state.history[-1]
            self.bids = list(rec.bids)
            self.won = list(rec.won)
            self.bid_hidden = [False] * n
        leader = state.trick_leader
        self.trick = [((leader + i) % n, c) for i, c in enumerate(state.trick)]
        self.trick_winner = None
        if state.tricks:
            tr = state.tricks[-1]
            self.last_trick = (tr.leader, tr.cards, tr.winner)
        elif state.history and state.history[-1].tricks:
            tr = state.history[-1].tricks[-1]
            self.last_trick = (tr.leader, tr.cards, tr.winner)
        else:
            self.last_trick = None
