"""Hard's and Expert's search in a game with special cards.

Determinized Monte Carlo, as the 60-card search: for each decision it draws deals
of the hidden cards that agree with what its seat knows (``ai.special.world``),
plays every candidate action out in each deal on an engine state
(``ai.special.playout``) and takes the action with the best mean round score.
Every decision is searched the same way: a card and its name (the Juggler's and
the Cloud's suit, the Shapeshifter's shape), a bid, a pass, the Cloud's change, the
Werewolf's trump. The budget is the level's (``iterations`` play-outs, ``time_ms``
cap); with ``infer`` (Expert) each deal is chosen from a few drawn ones by how well
the others' hands explain their bids.
"""

from __future__ import annotations

import random
import time

from ai.kernel import ClearLead
from ai.special.bidding import expected_tricks
from ai.special.heuristic import SpecialHeuristic, Style
from ai.special.playout import play_out, prepare
from ai.special.reading import Reading
from ai.special.world import DealSampler, state_for
from game.rules.actions import Action, PassCard, Play
from game.rules.cards import CLOUD, JESTER, JUGGLER, SUIT_OF, WIZARD
from game.rules.table import Phase

MIN_WORLDS = 2  # deals searched even when the time cap is reached at once
DRAWS = 4  # Expert: deals drawn per deal searched, one kept by its bids' weight
BID_SPAN = 2  # bids searched: Medium's estimate and this many either side


class Ratings:
    """Each candidate's sums over the deals searched: points, bids made exactly, and
    per number of tricks the deals that ended with it."""

    def __init__(self, count: int, r: int):
        self.worlds = 0
        self.points = [0.0] * count
        self.made = [0] * count
        self.tricks = [[0] * (r + 1) for _ in range(count)]

    def add(self, i: int, points: int, won: int, bid: int) -> None:
        self.points[i] += points
        self.made[i] += won == bid
        self.tricks[i][won] += 1

    def mean(self, i: int) -> float:
        return self.points[i] / self.worlds

    def best(self) -> int:
        return max(range(len(self.points)), key=self.points.__getitem__)


class SpecialSearch:
    """The search of one seat (``iterations``, ``time_ms``: the level's budget)."""

    def __init__(self, iterations: int, infer: bool, rng: random.Random,
                 stop: ClearLead | None = None):
        self.iterations = iterations
        self.infer = infer
        self.rng = rng
        self.stop = stop
        self.fallback = SpecialHeuristic(Style.MEDIUM)
        self.last_stats: dict = {}

    def choose(self, view, deadline: float | None = None) -> Action:
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        if view.hand is None:  # blind first round: one card, Medium's reading
            return self.fallback.choose(view)
        k = Reading(view)
        cands = candidates(k)
        if len(cands) == 1:
            return cands[0]
        return cands[self.rate(k, cands, deadline).best()]

    def rate(self, k: Reading, cands: list[Action], deadline: float | None = None,
             worlds: int | None = None) -> Ratings:
        """Every candidate played out in the same deals (``worlds`` of them, default
        the budget's; fewer once ``deadline`` passes or the level's stopping rule finds
        the choice clear)."""
        sampler = DealSampler(k, self.rng)
        if worlds is None:
            worlds = max(MIN_WORLDS, -(-self.iterations // len(cands)))
        rt = Ratings(len(cands), k.r)
        passed = k.view.passed
        me = k.seat
        stop = self.stop if len(cands) > 1 else None
        values: list[list[float]] = [[] for _ in cands]
        for _ in range(worlds):
            if rt.worlds >= MIN_WORLDS and deadline is not None \
                    and time.perf_counter() > deadline:
                break
            if stop is not None and stop.due(rt.worlds) and stop.clear(values, rt.points):
                break
            base = state_for(k, self.draw(sampler))
            prepare(base, passed)
            before = base.totals[me]  # the action itself may end the round
            for i, action in enumerate(cands):
                state = base.clone()
                state.apply_in_place(action)
                play_out(state)
                points = state.totals[me] - before
                rt.add(i, points, state.won[me], state.bids[me])
                if stop is not None:
                    values[i].append(points)
            rt.worlds += 1
        self.last_stats = {"worlds": rt.worlds, "rollouts": rt.worlds * len(cands)}
        return rt

    def draw(self, sampler: DealSampler) -> list[int]:
        if not self.infer:
            return sampler.deal()
        deals = [sampler.deal() for _ in range(DRAWS)]
        weights = [sampler.weight(d) for d in deals]
        if sum(weights) <= 0:
            return deals[0]
        return self.rng.choices(deals, weights)[0]


def candidates(k: Reading) -> list[Action]:
    """The legal actions worth searching: equivalent cards once, bids near the hand's
    worth."""
    view = k.view
    legal = list(view.legal)
    if view.phase == Phase.BID:
        worth = expected_tricks(k.hand, k.trump, k.r, k.n, k.deck)
        near = [a for a in legal if abs(a.tricks - worth) <= BID_SPAN]
        return near or legal
    if view.phase == Phase.PLAY:
        keep = representatives(k, {int(a.card) for a in legal if isinstance(a, Play)})
        return [a for a in legal if int(a.card) in keep]
    if view.phase == Phase.PASS:
        keep = representatives(k, {int(a.card) for a in legal if isinstance(a, PassCard)})
        return [a for a in legal if int(a.card) in keep]
    return legal


def representatives(k: Reading, cards: set[int]) -> set[int]:
    """One card of each group that plays alike: the Wizards, the Jesters, and suit
    cards with nobody's card between them (the hidden Juggler and Cloud count as
    the ranks they stand for)."""
    keep = set()
    seen_wizard = seen_jester = False
    last = {}  # suit -> the last suit card kept's rank
    gone = k.played | k.hand
    for c in sorted(cards):
        s = SUIT_OF[c]
        if c >= 60:
            keep.add(c)
        elif s == WIZARD:
            if not seen_wizard:
                keep.add(c)
            seen_wizard = True
        elif s == JESTER:
            if not seen_jester:
                keep.add(c)
            seen_jester = True
        else:
            prev = last.get(s)
            if prev is None or not _alike(k, prev, c, gone):
                keep.add(c)
            last[s] = c
    return keep


def _alike(k: Reading, low: int, high: int, gone: int) -> bool:
    if any(not gone >> c & 1 for c in range(low + 1, high)):
        return False
    r1, r2 = low % 13 + 2, high % 13 + 2
    for card, rank in ((JUGGLER, 8), (CLOUD, 10)):  # sits between rank and rank + 1
        if k.hidden >> card & 1 and r1 <= rank < r2:
            return False
    return True
