"""The Monte-Carlo kernel: candidate moves played out in the same sampled deals.

One loop for every part that rates moves by play-outs: it samples a deal that
agrees with what the seat knows, plays every candidate (a card, a bid, a trump
suit with a bid) out in that deal and adds up each candidate's round score,
tricks and, in a game's last rounds, the win goal's bonus (``ai.goal``). The
search levels choose from these numbers (``ai.search``); the hint, the Review's
ratings and ``wizard analyze`` report them (``ai.advice``, ``ai.analysis``), so
a hint names the move the level would play in the same deals.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from math import sqrt

from ai.heuristic import card_probs, card_values, trick_distribution
from ai.knowledge import POWER, Knowledge
from ai.playout import BIT
from game.rules.cards import JESTER, SUIT_OF, WIZARD, mask_of
from game.rules.core import score

BID_WINDOW = 2.5  # candidate bids: within this of what the hand seems worth


@dataclass(slots=True)
class Start:
    """One candidate's play-out in one deal: the ``playout`` arguments, the bids it is
    scored against and the tricks each seat won before it."""

    hands: list
    masks: list
    trump: int  # -1: none
    leader: int
    trick: list
    need: list
    bids: list
    before: list


@dataclass(frozen=True)
class Ratings:
    """Every candidate's sums over the deals it was played out in: the first ``deals[i]``
    of the ``worlds`` deals drawn (all of them unless the stopping rule dropped it)."""

    worlds: int
    bids: list  # the bid each candidate is scored against
    totals: list  # round score plus the win goal's bonus, summed (what a search maximizes)
    tricks: list  # tricks[i][k]: deals in which candidate i ended with k tricks
    deals: list  # deals[i]: the deals candidate i was played out in

    @property
    def rollouts(self) -> int:
        """The play-outs played, over every candidate."""
        return sum(self.deals)

    def value(self, i: int) -> float:
        return self.totals[i] / self.deals[i]

    def expected(self, i: int) -> float:
        """The mean round score alone (without the goal's bonus)."""
        b = self.bids[i]
        return sum(n * score(b, k) for k, n in enumerate(self.tricks[i])) / self.deals[i]

    def made(self, i: int) -> float:
        """The share of deals in which the bid was made exactly."""
        b = self.bids[i]
        return self.tricks[i][b] / self.deals[i] if b < len(self.tricks[i]) else 0.0

    def best(self) -> int:
        """The candidate of the highest value (the first of equals)."""
        return max(range(len(self.totals)), key=self.value)


@dataclass(frozen=True)
class ClearLead:
    """A sequential stopping rule: a candidate is dropped once it cannot be worth more
    than the leader (the best mean so far) by ``slack`` points or more, at ``z``
    standard errors of their paired difference over the same deals, and the search
    stops when the leader alone is left. Clearly worse moves stop costing play-outs, a
    clear choice stops early, and so do candidates worth the same within ``slack``: more
    deals would change the choice by less than that. Looked at every ``every`` deals
    from ``least`` on."""

    z: float
    slack: float = 1.0
    least: int = 64
    every: int = 16

    def due(self, worlds: int) -> bool:
        return worlds >= self.least and worlds % self.every == 0

    def contenders(self, values: list[list[float]], totals: list[float]) -> list[int]:
        """The candidates (indices of the per-deal ``values`` and their ``totals``, all
        over the same deals) still in the running: the leader first, then each that may
        yet be worth ``slack`` more than it."""
        lead = max(range(len(totals)), key=totals.__getitem__)
        top = values[lead]
        m = len(top)
        keep = [lead]
        for i, other in enumerate(values):
            if i == lead:
                continue
            mean = (totals[lead] - totals[i]) / m
            sq = sum((a - b) * (a - b) for a, b in zip(top, other, strict=True))
            var = max(0.0, (sq - m * mean * mean) / (m - 1))
            if mean - self.z * sqrt(var / m) <= -self.slack:
                keep.append(i)
        return keep

    def clear(self, values: list[list[float]], totals: list[float]) -> bool:
        """Is the leader clear in the per-deal ``values`` of each candidate?"""
        return len(self.contenders(values, totals)) == 1


def rate(sample: Callable[[], list], starts: Callable[[list], Iterator[Start]], count: int,
         k: Knowledge, run, deals: int, *, goal=None, deadline: float | None = None,
         stop: ClearLead | None = None) -> Ratings:
    """Play ``count`` candidates out in ``deals`` deals from ``sample()`` (fewer once
    ``deadline``, a ``perf_counter`` time, passes; with ``stop``, each candidate until
    the rule drops it, and none once the leader is clear); ``starts(hands)`` yields each
    candidate's ``Start`` in a deal, ``run`` is the play-out, ``goal`` the win goal."""
    me, n = k.seat, k.n
    totals = [0.0] * count
    tricks = [[0] * (k.r + 1) for _i in range(count)]
    played = [0] * count
    bids: list[int] = []
    if count < 2:
        stop = None
    live = [True] * count
    values: list[list[float]] = [[] for _i in range(count)]
    worlds = 0
    while worlds < deals:
        for i, st in enumerate(starts(sample())):
            if worlds == 0:
                bids.append(st.bids[me])
            if not live[i]:
                continue
            won = run(st.hands, st.masks, st.trump, st.leader, st.trick, st.need, n)
            got = st.before[me] + won[me]
            v = score(st.bids[me], got)
            tricks[i][got] += 1
            if goal is not None:
                v += goal.observe(i, st.bids, [b + w for b, w in zip(st.before, won, strict=True)])
            totals[i] += v
            played[i] += 1
            if stop is not None:
                values[i].append(v)
        worlds += 1
        if deadline is not None and time.perf_counter() > deadline:
            break
        if stop is not None and stop.due(worlds):
            live = _live(stop, values, totals, live, goal)
            if sum(live) == 1:
                break
    if goal is not None:  # the decoupled goal's bonus comes once the search is done
        totals = [t + goal.settle(i) for i, t in enumerate(totals)]
    return Ratings(worlds, bids, totals, tricks, played)


def _live(stop: ClearLead, values: list[list[float]], totals: list[float], live: list[bool],
          goal) -> list[bool]:
    """Which candidates ``stop`` keeps playing out, judged on the deals so far; a
    ``goal``'s bonus counted as it stands (``per_deal``)."""
    at = [i for i, on in enumerate(live) if on]
    rows = [values[i] for i in at]
    if goal is None:
        sums = [totals[i] for i in at]
    else:
        rows = goal.per_deal(rows)
        sums = [sum(row) for row in rows]
    keep = {at[j] for j in stop.contenders(rows, sums)}
    return [i in keep for i in range(len(live))]


def deals_for(iterations: int, count: int) -> int:
    """The deals a budget of ``iterations`` play-outs buys for ``count`` candidates
    (the last deal played whole)."""
    return -(-iterations // count)


# ------------------------------------------------------------------ candidates
def card_classes(k: Knowledge, legal_cards: list[int]) -> dict[int, int]:
    """Each legal card -> the lowest card it is equivalent to (same effect on every
    deal): Jesters with Jesters, Wizards with Wizards, suit cards of touching rank
    once every card between them is held or played."""
    rep: dict[int, int] = {}
    first_of: dict[int, int] = {}
    held_or_gone = k.hand | k.played
    prev = None
    for c in sorted(legal_cards):
        s = SUIT_OF[c]
        if s in (JESTER, WIZARD):
            rep[c] = first_of.setdefault(s, c)
            continue
        rep[c] = c
        if prev is not None and SUIT_OF[prev] == s:
            between = ((1 << c) - 1) & ~((1 << (prev + 1)) - 1)
            if between & ~held_or_gone == 0:
                rep[c] = rep[prev]
        prev = c
    return rep


def candidate_cards(k: Knowledge, legal_cards: list[int]) -> list[int]:
    """The legal cards worth playing out: one of each class of equivalent cards."""
    return sorted(set(card_classes(k, legal_cards).values()))


def candidate_bids(k: Knowledge, legal: list[int], trump: int | None = None) -> list[int]:
    """The bids worth playing out: near what the hand seems worth with ``trump``
    (default: the round's), all of them if the hand is unseen."""
    if not k.hand_known:
        return legal
    dist = trick_distribution(card_probs(k.hand, k.trump if trump is None else trump, k.r, k.n))
    mean = sum(i * p for i, p in enumerate(dist))
    return [b for b in legal if abs(b - mean) <= BID_WINDOW] or legal


# ------------------------------------------------------------------ the starts
def play_starts(k: Knowledge, cards: list[int]):
    """Each card played to the trick on the table; the bids made (hidden: 0)."""
    n, me = k.n, k.seat
    bids = [b if b is not None else 0 for b in k.bids]
    need = [bids[s] - k.won[s] for s in range(n)]
    trick, before = k.trick, list(k.won)

    def starts(hands):
        masks = [mask_of(h) for h in hands]
        for c in cards:
            hs = [h[:] for h in hands]
            hs[me].remove(c)
            ms = masks[:]
            ms[me] ^= BIT[c]
            yield Start(hs, ms, k.trump, k.trick_leader, trick + [c], need[:], bids, before)
    return starts


def imagined_bids(k: Knowledge, hands, values) -> list:
    """The bids made, and for each other seat that has not bid (or hid its bid) what
    its sampled hand is worth by ``values``."""
    r = k.r
    return [max(0, min(r, int(sum(values[c] for c in hands[s]) + 0.5)))
            if b is None and s != k.seat else b for s, b in enumerate(k.bids)]


def bid_starts(k: Knowledge, bids: dict[int, list[int]], leader: int):
    """Each trump (a suit; -1: none) with each of this seat's bids under it (``bids``:
    trump -> bids; a bid's search: the round's trump alone), the round then played from
    its first trick, the others that have not bid bidding what their hands are worth."""
    values = {t: card_values(t, k.r, k.n) for t in bids}
    before = [0] * k.n

    def starts(hands):
        for t, these in bids.items():
            hs = hands  # the sampler sorts the hands by the round's trump
            if t != k.trump:
                hs = [sorted(h, key=POWER[t + 1].__getitem__, reverse=True) for h in hands]
            masks = [mask_of(h) for h in hs]
            made = imagined_bids(k, hs, values[t])
            for b in these:
                made[k.seat] = b
                yield Start([h[:] for h in hs], masks[:], t, leader, [], list(made),
                            list(made), before)
    return starts
