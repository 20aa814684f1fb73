"""What the finished rounds show about each opponent: how predictable its card play
is, and how closely its bids follow its hands.

Once a round is over, every card each seat held is known (``SeatView.history``), so
its bid and each of its plays can be compared with what its hand was. A strong player
does this at the table ("she always bids her hand exactly", "he never ducks"). Two
Expert options read two things (``adapt``, ``readbids``; measured against 3 Medium
without a gain, so not the default: docs/ai-lab.md).

**Card play** (``adapt``). Expert's play-outs draw the other seats' cards from the
fitted play-out policy's chances at a temperature (``ptemp``): low, each seat nearly
always plays the policy's best card; high, its cards spread over the alternatives.
One temperature does not fit every table. The policy was fitted to Hard, whose plays
it predicts best at about 1.0-1.5; Medium follows rules that the policy's best card
matches more often (67% of its plays against 55% of Hard's), and its plays are
predicted best at about 0.5. Each seat's plays are scored under the policy at every
temperature of ``GRID`` (times the default); its temperature is the one under which
its plays so far were the most likely, and until ``MIN_PLAYS`` of them are known, the
default. The grid stops at the default: the policy's chances are the fit to Hard
(softmax at 1 is that fit's own), and the reading is for a table more predictable
than Hard, not a license to model a Hard table as noisier than the fit.

**Bids** (``readbids``). Expert weights a sampled deal by how well each opponent's
hand in it explains that opponent's bid: by exp(-(bid - offset - value)^2 / (2
sigma^2)), value the sum of ``card_values`` of the hand (``ai.sampler.Sampler``), with
offset 0 and sigma 1 for everyone by default. Medium's bids follow that value closely
(bid - value: sd 0.3-0.4), Hard's loosely (0.5-1.25, and higher than the value in big
rounds), so each seat's offset and sigma are the mean and spread of its own bid -
value over the finished rounds, shrunk toward the default by ``PRIOR_ROUNDS`` rounds'
worth of it.

**Which policy** (``omodel=read``). Besides the policy fitted to Hard, a policy fitted
to Medium's card play is committed (``playout_policy.opponent_policy``). Each seat's
plays are scored under both (each at its fit's own temperature, 1), and once
``MIN_PLAYS`` are known, its play-out cards come from the one that explains them best.

**Which rule** (``mrule``). Medium plays by a fixed rule (``ai.medium_rule``); a seat
whose plays with a choice the rule predicts (nearly) all of, once ``RULE_PLAYS`` are
known, is modelled by the rule itself (``rule_reads``).

Pure functions of the history; ``TableReader`` only keeps the sums so that each round
is read once, and a round's reading is remembered (``_read``): the game's AI worker
makes a new player for every decision.
"""

from __future__ import annotations

import math
from functools import lru_cache

from ai.heuristic import card_values
from ai.knowledge import POWER
from ai.medium_rule import predicts
from ai.play_inference import replay, situations
from ai.playout_policy import card_features, context, later_needing, legal_cards
from game.rules.cards import FULL_MASK

GRID = (0.35, 0.5, 0.7, 1.0)  # times the default temperature
MIN_PLAYS = 16  # fewer known plays than this say too little to move off the default
PRIOR_ROUNDS = 4  # the default bid model counts as this many rounds of evidence
MIN_SIGMA = 0.25  # no bid is read as exactly its hand's value


def round_logliks(policy, record, n: int, grid=GRID) -> list[tuple[list[float], int]]:
    """Per seat of one finished round (``RoundRecord``): the log-likelihood of its
    plays under ``policy`` at each temperature of ``grid``, and how many plays with a
    choice were scored. Plays are replayed from what that seat knew: its hand, the
    trick so far, the bids and tricks won, and the cards it had seen."""
    trump = -1 if record.trump is None else int(record.trump)
    power = POWER[trump + 1]
    hands = [sorted((int(c) for c in h), key=power.__getitem__, reverse=True)
             for h in record.hands]
    masks = [sum(1 << c for c in h) for h in hands]
    full = (1 << 60) - 1
    turned = 0 if record.turned is None else 1 << int(record.turned)
    tricks = [(t.leader, [int(c) for c in t.cards], t.winner) for t in record.tricks]
    out = [([0.0] * len(grid), 0) for _ in range(n)]
    for seat, pos, c, led, best, seen, won in replay(tricks, n, trump, turned):
        hand, mask = hands[seat], masks[seat]
        legal = legal_cards(hand, mask, pos, led)
        if len(legal) > 1 and c in legal:
            needs = [b - w for b, w in zip(record.bids, won, strict=True)]
            need = needs[seat]
            rows = card_features(legal, hand, mask, pos, led, best, need, n, trump,
                                 full & ~seen & ~mask, later_needing(needs, seat, pos, n))
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
    return out


def bid_residuals(record, n: int) -> list[float]:
    """Per seat of a finished round: its bid minus its dealt hand's value (the sum of
    ``card_values``, as the sampler weighs a hand)."""
    trump = -1 if record.trump is None else int(record.trump)
    values = card_values(trump, record.number, n)
    return [record.bids[s] - sum(values[int(c)] for c in record.hands[s]) for s in range(n)]


def bid_model(residuals: list[float], sigma: float) -> tuple[float, float]:
    """A seat's (offset, sigma) from its bid residuals so far, shrunk toward (0, sigma)."""
    k = len(residuals)
    if not k:
        return 0.0, sigma
    mean = sum(residuals) / k
    spread = sum((d - mean) ** 2 for d in residuals) / k
    offset = k * mean / (k + PRIOR_ROUNDS)
    var = (k * spread + PRIOR_ROUNDS * sigma * sigma) / (k + PRIOR_ROUNDS)
    return offset, max(MIN_SIGMA, math.sqrt(var))


@lru_cache(maxsize=256)  # a game has at most 20 rounds, read under up to 3 policies
def _read(policy, record, n: int, grid: tuple) -> tuple:
    return tuple(round_logliks(policy, record, n, grid)), tuple(bid_residuals(record, n))


def fitted_model(sums: list[float], count: int, fallback: int = 0) -> int:
    """The index of the model (a policy, a temperature) under which a seat's known plays
    were the most likely (``sums``: their log-likelihood under each); ``fallback`` (the
    default's index) while fewer than ``MIN_PLAYS`` are known."""
    if count < MIN_PLAYS:
        return fallback
    return max(range(len(sums)), key=sums.__getitem__)


def fitted_temp(sums: list[float], count: int, default: float) -> float:
    """The temperature of ``GRID`` (times ``default``) under which a seat's known
    plays were the most likely; ``default`` while fewer than ``MIN_PLAYS`` are known."""
    return default * GRID[fitted_model(sums, count, fallback=GRID.index(1.0))]


class TableReader:
    """The running sums of one game's finished rounds: ``temps`` and ``bid_models``."""

    def __init__(self, policy, default: float, sigma: float = 1.0):
        self.policy = policy
        self.default = default
        self.sigma = sigma
        self.grid = tuple(default * t for t in GRID)
        self._first = None  # the game's first round record: a new game starts afresh
        self._rounds = 0
        self._sums: list[list[float]] = []
        self._counts: list[int] = []
        self._residuals: list[list[float]] = []

    def read(self, history, n: int) -> None:
        """Take in the finished rounds ``history`` (the rounds not read yet)."""
        if not history or history[0] != self._first or len(history) < self._rounds:
            self._first = history[0] if history else None
            self._rounds = 0
            self._sums = [[0.0] * len(GRID) for _ in range(n)]
            self._counts = [0] * n
            self._residuals = [[] for _ in range(n)]
        for record in history[self._rounds:]:
            plays, residuals = _read(self.policy, record, n, self.grid)
            for seat, (sums, count) in enumerate(plays):
                acc = self._sums[seat]
                for j, v in enumerate(sums):
                    acc[j] += v
                self._counts[seat] += count
                self._residuals[seat].append(residuals[seat])
        self._rounds = len(history)

    def temps(self, history, n: int) -> list[float]:
        """Each seat's play-out temperature after the finished rounds ``history``."""
        self.read(history, n)
        return [fitted_temp(self._sums[s], self._counts[s], self.default) for s in range(n)]

    def bid_models(self, history, n: int) -> list[tuple[float, float]]:
        """Each seat's bid (offset, sigma) after the finished rounds ``history``."""
        self.read(history, n)
        return [bid_model(self._residuals[s], self.sigma) for s in range(n)]


def model_choice(models, history, n: int) -> list[int]:
    """Per seat, the index in ``models`` (fitted play-out policies, the default first)
    of the one that explains its plays in the finished rounds ``history`` best, each
    drawn at its own fit's temperature (1); the rounds are read once (``_read``)."""
    sums = [[0.0] * len(models) for _ in range(n)]
    counts = [0] * n
    for record in history:
        for j, model in enumerate(models):
            plays, _residuals = _read(model, record, n, (1.0,))
            for seat, (loglik, count) in enumerate(plays):
                sums[seat][j] += loglik[0]
                if j == 0:
                    counts[seat] += count
    return [fitted_model(sums[s], counts[s]) for s in range(n)]


RULE_PLAYS = 8  # plays with a choice known before a seat is read as playing by a rule
RULE_SHARE = 0.95  # the share of them Medium's rule must have predicted


@lru_cache(maxsize=64)
def rule_matches(record, n: int) -> tuple:
    """Per seat of a finished round: (plays with a choice that Medium's rule
    (``ai.medium_rule``) predicts, plays with a choice), each replayed from what the
    seat knew then."""
    trump = -1 if record.trump is None else int(record.trump)
    masks = [sum(1 << int(c) for c in h) for h in record.hands]
    turned = 0 if record.turned is None else 1 << int(record.turned)
    tricks = [(t.leader, [int(c) for c in t.cards], t.winner) for t in record.tricks]
    out = [[0, 0] for _ in range(n)]
    for seat, c, pos, led, best, need, seen, later in situations(
            tricks, n, trump, turned, record.bids, record.number):
        hand = masks[seat]
        hit = predicts(hand, pos, led, best, need, n, trump, FULL_MASK & ~seen & ~hand,
                       later, c)
        if hit is not None:  # a play with a choice
            out[seat][0] += hit
            out[seat][1] += 1
        masks[seat] = hand & ~(1 << c)
    return tuple(tuple(x) for x in out)


def rule_reads(history, n: int, least: int = RULE_PLAYS) -> list[bool]:
    """Per seat: does it play by Medium's rule, as the finished rounds ``history`` show
    (at least ``least`` plays with a choice, ``RULE_SHARE`` of them predicted)? With
    ``least`` 0: do its plays so far not contradict the rule?"""
    matched, count = [0] * n, [0] * n
    for record in history:
        for seat, (m, k) in enumerate(rule_matches(record, n)):
            matched[seat] += m
            count[seat] += k
    return [count[s] >= least and matched[s] >= RULE_SHARE * count[s] for s in range(n)]
