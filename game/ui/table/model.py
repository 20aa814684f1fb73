"""What the table shows right now: a view model and what the animations hold back.

The engine's ``GameState`` is the truth. The table shows a ``TableView``
(``table.view``: built from ``seat_view`` only), set whole with ``show``; each
event's animation ends by showing the view after the event. While an animation
runs it may hold parts back or add to them (a card in the air is not in the hand
nor yet in the trick, dealt cards still flying in, the stock not dealt yet, the
trick lifted off to its winner, scores counting up): those holds are the
animation's own and are dropped by the next ``show``, except the count-up, which
ends with its tween. The renderers read the attributes below, never the view's
parts the animation holds.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from game.rules import Card, GameState, card_sort_key
from game.ui.table.view import TableView, table_view


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
    view: TableView
    # Held by the running animation (see the module's docstring).
    flying: set = field(default_factory=set)  # hand items drawn as sprites in flight
    arriving: list[set] = field(default_factory=list)  # dealt cards still flying in
    stock_extra: int = 0  # cards still to leave the stock
    trick_winner: int | None = None  # the winner marked before the trick is taken
    trick_lifted: bool = False  # the trick is in the air, going to its winner
    trick_bombed: bool = False  # the Bomb's trick lies there, won by nobody
    leads_next: int | None = None  # after a bombed trick: who leads the next one
    turned_away: bool = False  # the turned card is flying off (the Werewolf's swap)
    passes_flying: bool = False  # the chosen passes are on their way to the left
    counting: dict[int, float] = field(default_factory=dict)  # seat: total shown
    _hands: tuple | None = field(default=None, repr=False, compare=False)  # see ``hands``

    @classmethod
    def empty(cls, players: int, rounds: int, totals=()) -> ShownTable:
        """Nothing dealt yet (``totals``: the scores so far, if any)."""
        view = TableView.empty(players, rounds)
        if totals:
            view = replace(view, totals=tuple(totals))
        return cls(view)

    @classmethod
    def from_state(cls, state: GameState) -> ShownTable:
        return cls(table_view(state))

    def show(self, view: TableView) -> None:
        """Show ``view`` from now on; every hold of the animations is dropped."""
        self.view = view
        self.flying = set()
        self.arriving = [set() for _ in range(view.players)]
        self.stock_extra = 0
        self.trick_winner = None
        self.trick_lifted = False
        self.trick_bombed = False
        self.leads_next = None
        self.turned_away = False
        self.passes_flying = False

    def __post_init__(self) -> None:
        self.show(self.view)

    def sync(self, state: GameState) -> None:
        """Show ``state`` as seat 0 may see it (no animation: an undo, a new position)."""
        self.show(table_view(state))

    def settle(self, state: GameState, strict: bool = False) -> None:
        """Nothing animates any more, so the shown view is ``state``'s already (every
        animation ended on its event's view). A difference would be drift: raised
        when ``strict`` (tests), else mended by showing the state."""
        want = table_view(state)
        if strict and self.view != want:
            raise ViewDrift(self.view, want)
        self.show(want)

    # What is drawn (the view's plain facts are read through: see _PLAIN) ---------
    @property
    def hands(self) -> list[list]:
        """Each seat's hand as drawn (without the cards in flight). Read many times a
        frame, so kept until the view or the flight changes: read, never change it."""
        fly = self.flying
        kept = self._hands
        if kept is None or kept[0] is not self.view or kept[1] != fly:
            kept = self._hands = (
                self.view,
                set(fly),
                [[c for c in hand if c not in fly] for hand in self.view.hands],
            )
        return kept[2]

    @property
    def trick(self) -> list[tuple[int, Card]]:
        if self.trick_lifted:
            return []
        return [(s, c) for s, c in self.view.trick if c not in self.flying]

    @property
    def trick_names(self) -> dict:
        """What each card of the trick was named (the Juggler's and the Cloud's suit,
        the Shapeshifter's shape); cards named nothing are left out."""
        cards = [c for _s, c in self.view.trick]
        return {c: n for c, n in zip(cards, self.view.trick_named, strict=False) if n is not None}

    @property
    def bids(self) -> list[int | None]:
        return list(self.view.bids)

    @property
    def bid_hidden(self) -> list[bool]:
        return list(self.view.bid_hidden)

    @property
    def won(self) -> list[int]:
        return list(self.view.won)

    @property
    def totals(self) -> list[float]:
        return [self.counting.get(s, float(t)) for s, t in enumerate(self.view.totals)]

    @property
    def stock(self) -> int:
        return self.view.stock + self.stock_extra

    def sort_key(self, card: Card):
        return card_sort_key(card, self.view.trump if self.view.trump_known else None)


_PLAIN = frozenset(
    {
        "players", "rounds", "round", "dealer", "phase", "to_move", "turned",
        "turned_shown", "trump", "trump_known", "dealer_chooses", "last_trick", "blind",
        "bid_changes", "werewolf_seat", "passing", "pass_given", "received",
    }
)  # fmt: skip


for _name in _PLAIN:  # players, rounds, round, dealer, phase, to_move, turned, ...
    setattr(ShownTable, _name, property(lambda self, _n=_name: getattr(self.view, _n)))


class ViewDrift(AssertionError):
    """The table showed something else than the engine's state when it came to rest."""

    def __init__(self, shown: TableView, want: TableView) -> None:
        differ = [
            name
            for name in TableView.__dataclass_fields__
            if getattr(shown, name) != getattr(want, name)
        ]
        super().__init__(f"the shown table differs from the state in {', '.join(differ)}")
        self.shown = shown
        self.want = want
