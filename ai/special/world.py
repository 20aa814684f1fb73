"""Deals for the others that agree with what a seat knows, as engine states.

A deal keeps the seat's own hand, the cards played and the card on the table; it
gives the others the cards known to be theirs (passed to them, the card the
Werewolf took) and spreads the rest of the hidden cards, the special cards
included, over their hands and the undealt stock, honouring the voids they showed.
The deal becomes a ``GameState`` of this round (``state_for``), which the search
plays out with the engine's own moves.
"""

from __future__ import annotations

import math
import random

from ai.knowledge import bits
from ai.special.bidding import expected_tricks
from ai.special.reading import Reading
from game.rules.cards import CLOUD, SUIT_MASK
from game.rules.special_state import SpecialRound
from game.rules.state import GameState
from game.rules.table import Phase

TRIES = 20  # deals tried with the voids honoured before they are given up
SIGMA = 0.9  # Expert's bid reading: how far a hand's value may be from its bid


class DealSampler:
    """Draws the others' hands (``deal``) and weighs them by their bids (``weight``)."""

    def __init__(self, k: Reading, rng: random.Random):
        self.k = k
        self.rng = rng
        others = [s for s in range(k.n) if s != k.seat]
        self.fixed = {s: k.known[s] for s in others}
        free = k.hidden
        for m in self.fixed.values():
            free &= ~m
        self.free = bits(free)
        self.need = {s: k.sizes[s] - self.fixed[s].bit_count() for s in others}
        # Voided suits' cards a seat may not draw; most constrained seats draw first.
        self.banned = {s: sum(SUIT_MASK[u] for u in range(4) if k.voids[s] >> u & 1)
                       for s in others}
        self.order = sorted(others, key=lambda s: -self.banned[s].bit_count())
        self.played_by = [0] * k.n
        for t in k.view.tricks:
            for i, c in enumerate(t.cards):
                self.played_by[(t.leader + i) % k.n] |= 1 << int(c)
        for i, c in enumerate(k.trick):
            self.played_by[(k.leader + i) % k.n] |= 1 << c

    def deal(self) -> list[int]:
        """Every seat's hand as a mask (this seat's own as it is)."""
        k = self.k
        for attempt in range(TRIES + 1):
            honour = attempt < TRIES
            pool = self.free[:]
            self.rng.shuffle(pool)
            hands = [0] * k.n
            hands[k.seat] = k.hand
            ok = True
            for s in self.order:
                want = self.need[s]
                banned = self.banned[s] if honour else 0
                got = self.fixed[s]
                rest = []
                for c in pool:
                    if want and not banned >> c & 1:
                        got |= 1 << c
                        want -= 1
                    else:
                        rest.append(c)
                if want > 0:
                    ok = False
                    break
                hands[s] = got
                pool = rest
            if ok:
                return hands
        return hands

    def weight(self, hands: list[int]) -> float:
        """How well the hands explain the bids made (Expert): a bell curve around
        each bid of the hand's expected tricks, the cards it played included."""
        k = self.k
        w = 0.0
        for s in self.order:
            bid = k.view.bids[s]
            if bid is None:
                continue
            made = bid
            for change in k.view.bid_changes:  # the bid as made
                if change.seat == s:
                    made = change.old
                    break
            value = expected_tricks(hands[s] | self.played_by[s], k.trump, k.r, k.n, k.deck)
            w -= (value - made) ** 2 / (2 * SIGMA * SIGMA)
        return math.exp(w)


def state_for(k: Reading, hands: list[int]) -> GameState:
    """The round in progress as an engine state with ``hands`` dealt."""
    view = k.view
    s = GameState.__new__(GameState)
    s.rules = view.rules
    s.seed = None
    s.decks = ((),) * view.rules.rounds  # the round's record needs no dealt hands
    s.first_dealer = 0
    s.round = view.round
    s.dealer = view.dealer
    s.phase = view.phase
    s.hands = hands[:]
    s.turned = view.turned
    s.trump = view.trump
    s.bids = list(view.bids)
    s.to_move = view.to_move
    s.trick_leader = view.trick_leader
    s.trick = list(view.trick)
    s.led = k.led
    s.tricks = list(view.tricks)
    s.won = list(view.won)
    s.totals = list(view.totals)
    s.history = []
    s.log = []
    sp = s.sp = SpecialRound()
    sp.named = list(view.trick_named)
    sp.passes = list(view.passes)
    sp.changes = list(view.bid_changes)
    sp.werewolf = view.werewolf
    if view.phase == Phase.CLOUD:
        sp.cloud_seat = view.to_move
    elif view.phase == Phase.PASS and view.tricks:
        last = view.tricks[-1]
        sp.cloud_seat = last.winner if CLOUD in last.cards else None
        sp.passing = [None] * k.n
    return s
