"""What a seat can deduce from its view: unseen cards, revealed voids, needs.

Everything here is computed from a ``SeatView`` alone, so no AI built on it can
cheat. Cards are plain ints (0..59) and sets of cards are bitmasks, as in
``game.rules.cards``.
"""

from __future__ import annotations

from game.rules import Phase, SeatView
from game.rules.cards import FULL_MASK, JESTER, SUIT_OF, WIZARD, mask_of
from game.rules.core import NO_SUIT, next_led

WIZARD_MASK = 0xF << 52
JESTER_MASK = 0xF << 56

# A card's general power for "highest" / "lowest" choices, per trump (-1 = none):
# Wizards above trumps above the other suits (by rank), Jesters lowest.
POWER = tuple(
    tuple(
        (60 + c if SUIT_OF[c] == WIZARD else 0 if SUIT_OF[c] == JESTER else
         (30 + c % 13 + 2 if SUIT_OF[c] == t else c % 13 + 2))
        for c in range(60)
    )
    for t in range(-1, 4)
)


def bits(mask: int) -> list[int]:
    """The cards of a bitmask as ints, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def popcount(mask: int) -> int:
    return mask.bit_count()


class Knowledge:
    """The facts of the current round as one seat sees them.

    ``memory=False`` forgets the finished tricks of the round (the Easy level):
    then only the trick on the table counts as played, and no voids are known.
    """

    __slots__ = (
        "view", "n", "seat", "r", "trump", "hand", "hand_known", "played",
        "played_by", "voids", "counts", "unseen", "bids", "won", "trick", "trick_leader",
        "led", "tricks_done", "known_hands", "turned",
    )

    def __init__(self, view: SeatView, memory: bool = True):
        self.view = view
        n = self.n = view.rules.players
        self.seat = seat = view.seat
        self.r = view.round
        self.trump = -1 if view.trump is None else int(view.trump)
        self.turned = None if view.turned is None else int(view.turned)
        self.bids = list(view.bids)
        self.won = list(view.won)
        self.trick = [int(c) for c in view.trick]
        self.trick_leader = view.trick_leader
        self.tricks_done = len(view.tricks)
        played = 0
        played_by = [0] * n
        voids = [0] * n  # bit s set: the seat has shown it holds no card of suit s
        tricks = [(t.leader, t.cards) for t in view.tricks] if memory else []
        tricks.append((view.trick_leader, view.trick))
        for leader, cards in tricks:
            led = NO_SUIT
            for i, c in enumerate(cards):
                c = int(c)
                s = (leader + i) % n
                played |= 1 << c
                played_by[s] |= 1 << c
                suit = SUIT_OF[c]
                if memory and led >= 0 and suit < 4 and suit != led:
                    voids[s] |= 1 << led
                led = next_led(led, c)
        self.led = led  # of the trick on the table
        self.played = played
        self.played_by = played_by
        self.voids = voids
        self.counts = [self.r - popcount(played_by[s]) for s in range(n)]
        if not memory:
            # Without memory the seat only knows how many cards each one holds.
            self.counts = [self.r - self.tricks_done - (1 if played_by[s] else 0)
                           for s in range(n)]
        # Hands this seat can see: its own, or the others' in the blind first round.
        known = {}
        if view.hand is not None:
            known[seat] = mask_of(view.hand)
        if view.others_hands:
            for s, cards in view.others_hands.items():
                known[int(s)] = mask_of(cards)
        self.known_hands = known
        self.hand_known = view.hand is not None
        self.hand = known.get(seat, 0)
        seen = played
        for m in known.values():
            seen |= m
        if self.turned is not None:
            seen |= 1 << self.turned
        self.unseen = FULL_MASK & ~seen

    # ------------------------------------------------------------ helpers
    def need(self, seat: int | None = None) -> int | None:
        s = self.seat if seat is None else seat
        b = self.bids[s]
        return None if b is None else b - self.won[s]

    @property
    def position(self) -> int:
        """How many cards are already on the table in the current trick."""
        return len(self.trick)

    def later_seats(self) -> list[int]:
        """Seats that play after this one in the current trick."""
        n = self.n
        return [(self.trick_leader + i) % n for i in range(len(self.trick) + 1, n)]

    def hidden_seats(self) -> list[int]:
        """Seats whose cards this seat cannot see."""
        return [s for s in range(self.n) if s not in self.known_hands]

    @property
    def phase(self) -> Phase:
        return self.view.phase
