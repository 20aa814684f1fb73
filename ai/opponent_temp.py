"""How predictable each opponent's card play is, read from the finished rounds.

Expert's play-outs draw the other seats' cards from the fitted play-out policy's
chances at a temperature (``ptemp``): low, each seat nearly always plays the policy's
best card; high, its cards spread over the alternatives. One temperature does not fit
every table. The policy was fitted to Hard, whose plays it predicts best at about
1.0-1.5; Medium follows rules that the policy's best card matches more often (67% of
its plays against 55% of Hard's), and its plays are predicted best at about 0.5
(docs/bots.md, "Reading the table").

Once a round is over, every card each seat held is known (``SeatView.history``), so
each of its plays can be scored under the policy at every temperature of ``GRID``
(times the default). A seat's temperature is the one under which its plays so far
were the most likely; until ``MIN_PLAYS`` of its plays are known, the default. The
grid stops at the default: the policy's chances are the fit to Hard (softmax at 1 is
that fit's own), and the reading is for a table more predictable than Hard, not a
license to model a Hard table as noisier than the fit. Pure functions of the history;
``TableReader`` only keeps the sums so that each round is read once, and a round's
reading is remembered (``_read``): the game's AI worker makes a new player for every
decision.
"""

from __future__ import annotations

import math
from functools import lru_cache

from ai.knowledge import POWER
from ai.playout_policy import card_features, context, legal_cards
from game.rules.cards import JESTER, SUIT_OF, WIZARD
from game.rules.core import FREE, NO_SUIT
from game.rules.fast import STRENGTH

GRID = (0.35, 0.5, 0.7, 1.0)  # times the default temperature
MIN_PLAYS = 16  # fewer known plays than this say too little to move off the default


def _led_after(c: int) -> int:
    s = SUIT_OF[c]
    return FREE if s == WIZARD else NO_SUIT if s == JESTER else s


def round_logliks(policy, record, n: int, grid=GRID) -> list[tuple[list[float], int]]:
    """Per seat of one finished round (``RoundRecord``): the log-likelihood of its
    plays under ``policy`` at each temperature of ``grid``, and how many plays with a
    choice were scored. Plays are replayed from what that seat knew: its hand, the
    trick so far, the bids and tricks won, and the cards it had seen."""
    trump = -1 if record.trump is None else int(record.trump)
    tables = STRENGTH[trump + 1]
    power = POWER[trump + 1]
    hands = [sorted((int(c) for c in h), key=power.__getitem__, reverse=True)
             for h in record.hands]
    masks = [sum(1 << c for c in h) for h in hands]
    full = (1 << 60) - 1
    seen = 0 if record.turned is None else 1 << int(record.turned)
    won = [0] * n
    out = [([0.0] * len(grid), 0) for _ in range(n)]
    for trick in record.tricks:
        led, best = NO_SUIT, -1
        for pos, card in enumerate(trick.cards):
            c = int(card)
            seat = (trick.leader + pos) % n
            hand, mask = hands[seat], masks[seat]
            legal = legal_cards(hand, mask, pos, led)
            if len(legal) > 1 and c in legal:
                need = record.bids[seat] - won[seat]
                later_need = sum(1 for i in range(1, n - pos)
                                 if record.bids[(seat + i) % n] - won[(seat + i) % n] > 0)
                rows = card_features(legal, hand, mask, pos, led, best, need, n, trump,
                                     full & ~seen & ~mask, later_need)
                scores = policy.scores(rows, context(pos, need))
                chosen = legal.index(c)
                sums, count = out[seat]
                top = max(scores)
                for j, t in enumerate(grid):
                    z = sum(math.exp((s - top) / t) for s in scores)
                    sums[j] += (scores[chosen] - top) / t - math.log(z)
                out[seat] = (sums, count + 1)
            hand.remove(c)
            masks[seat] = mask & ~(1 << c)
            seen |= 1 << c
            if led == NO_SUIT:
                led = _led_after(c)
            st = tables[led + 2][c]
            if st > best:
                best = st
        won[trick.winner] += 1
    return out


@lru_cache(maxsize=128)  # a game has at most 60 rounds: a few games' worth
def _read(policy, record, n: int, grid: tuple) -> tuple:
    return tuple(round_logliks(policy, record, n, grid))


def fitted_temp(sums: list[float], count: int, default: float) -> float:
    """The temperature of ``GRID`` (times ``default``) under which a seat's known
    plays were the most likely; ``default`` while fewer than ``MIN_PLAYS`` are known."""
    if count < MIN_PLAYS:
        return default
    return default * GRID[max(range(len(GRID)), key=sums.__getitem__)]


class TableReader:
    """The running sums of ``round_logliks`` over one game's finished rounds."""

    def __init__(self, policy, default: float):
        self.policy = policy
        self.default = default
        self.grid = tuple(default * t for t in GRID)
        self._first = None  # the game's first round record: a new game starts afresh
        self._rounds = 0
        self._sums: list[list[float]] = []
        self._counts: list[int] = []

    def temps(self, history, n: int) -> list[float]:
        """Each seat's play-out temperature after the finished rounds ``history``."""
        if not history or history[0] != self._first or len(history) < self._rounds:
            self._first = history[0] if history else None
            self._rounds = 0
            self._sums = [[0.0] * len(GRID) for _ in range(n)]
            self._counts = [0] * n
        for record in history[self._rounds:]:
            for seat, (sums, count) in enumerate(_read(self.policy, record, n, self.grid)):
                acc = self._sums[seat]
                for j, v in enumerate(sums):
                    acc[j] += v
                self._counts[seat] += count
        self._rounds = len(history)
        return [fitted_temp(self._sums[s], self._counts[s], self.default) for s in range(n)]
