"""What a seat knows in a round with special cards, read from its view alone.

Beyond the 60-card ``ai.knowledge``: the deck holds the rules' special cards,
cards move between hands after a Juggler trick (a seat knows the card it gave and
the card it got), the Werewolf's holder took the turned card into their hand (a
card everyone saw), and a void shown before a pass may be filled by the pass.
"""

from __future__ import annotations

from game.rules import special_core as sc
from game.rules.cards import SUIT_MASK, SUIT_OF, mask_of
from game.rules.core import NO_SUIT
from game.rules.table import Phase
from game.rules.view import SeatView


class Reading:
    """One seat's facts of the round in progress. ``memory=False`` (Easy) keeps only
    the trick on the table: no voids, no known cards in other hands."""

    __slots__ = ("view", "n", "seat", "r", "trump", "hand", "played", "voids", "known",
                 "hidden", "sizes", "bids", "won", "trick", "named", "leader", "led",
                 "tricks_left", "deck")

    def __init__(self, view: SeatView, memory: bool = True):
        self.view = view
        n = self.n = view.players
        self.seat = me = view.seat
        self.r = view.round
        self.trump = -1 if view.trump is None else int(view.trump)
        self.deck = mask_of(view.rules.special.deck())
        if view.hand is not None:
            self.hand = mask_of(view.hand)
        else:  # blind first round: the card is known only as the one legal play
            self.hand = mask_of({int(a.card) for a in view.legal if hasattr(a, "card")})
        self.bids = list(view.bids)
        self.won = list(view.won)
        self.trick = [int(c) for c in view.trick]
        self.named = list(view.trick_named) or [None] * len(self.trick)
        self.leader = view.trick_leader
        self.led = sc.led_suit(self.trick, self.named)
        self.tricks_left = view.round - len(view.tricks)
        self.voids = [0] * n  # bit s: the seat has shown it holds no card of suit s
        self.known = [0] * n  # cards this seat knows another seat holds
        played = mask_of(self.trick)
        if memory:
            played |= self._replay(view, me)
        self.played = played
        seen = played | self.hand
        if view.turned is not None:
            seen |= 1 << int(view.turned)
        for s, cards in (view.others_hands or {}).items():
            self.known[int(s)] = mask_of(cards)
        self.hidden = self.deck & ~seen  # in the others' hands or undealt
        for s in range(n):
            self.known[s] &= self.hidden
        self.sizes = list(view.hand_sizes)
        if view.phase == Phase.PASS:  # a chosen pass is still its giver's, for us
            self.sizes = [z + p for z, p in zip(self.sizes, view.passed, strict=True)]
            if view.pass_given is not None:
                self.hand |= 1 << int(view.pass_given)
                self.hidden &= ~(1 << int(view.pass_given))

    def _replay(self, view: SeatView, me: int) -> int:
        """The round so far, trick by trick with the passes between: the cards played,
        the voids shown and the cards known to be in another hand."""
        n = self.n
        if view.werewolf is not None and view.werewolf.seat != me:
            self.known[view.werewolf.seat] |= 1 << int(view.werewolf.card)
        passes = {p.trick: p.cards for p in view.passes}
        played = 0
        tricks = [(t.leader, t.cards, t.named or (None,) * len(t.cards)) for t in view.tricks]
        tricks.append((view.trick_leader, view.trick, tuple(self.named)))
        for number, (leader, cards, named) in enumerate(tricks, 1):
            led = NO_SUIT
            for i, (c, name) in enumerate(zip(cards, named, strict=True)):
                c, s = int(c), (leader + i) % n
                played |= 1 << c
                self.known[s] &= ~(1 << c)
                if led >= 0 and SUIT_OF[c] < 4 and SUIT_OF[c] != led:
                    self.voids[s] |= 1 << led
                led = sc.next_led(led, c, name)
            if number in passes:
                self._passed(passes[number], me)
        return played

    def _passed(self, cards: tuple, me: int) -> None:
        """The passes are chosen at once: each seat gives from the hand it held, then
        receives."""
        n = self.n
        for giver, card in enumerate(cards):
            if card is None:  # unseen: the giver's known cards may be the one gone
                self.known[giver] = 0
            else:
                self.known[giver] &= ~(1 << int(card))
        for giver, card in enumerate(cards):
            taker = (giver + 1) % n
            if card is None:  # the taker may hold any suit again
                self.voids[taker] = 0
            elif taker != me:
                self.known[taker] |= 1 << int(card)
                if SUIT_OF[card] < 4:
                    self.voids[taker] &= ~(1 << SUIT_OF[card])

    # ------------------------------------------------------------ helpers
    def need(self, seat: int | None = None) -> int | None:
        s = self.seat if seat is None else seat
        b = self.bids[s]
        return None if b is None else b - self.won[s]

    def later_seats(self) -> list[int]:
        """Seats that play after this one in the trick on the table."""
        return [(self.leader + i) % self.n for i in range(len(self.trick) + 1, self.n)]

    def could_hold(self, seat: int) -> int:
        """Cards ``seat`` may hold: the hidden ones outside its shown voids, less the
        cards known to be in another hand."""
        m = self.hidden
        for s in range(self.n):
            if s != seat:
                m &= ~self.known[s]
        v = self.voids[seat]
        for suit in range(4):
            if v >> suit & 1:
                m &= ~SUIT_MASK[suit]
        return m | self.known[seat]
