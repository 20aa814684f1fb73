"""What the finished rounds show about each opponent's card play.

Once a round is over, every card each seat held is known (``SeatView.history``), so
each of its plays can be compared with what its hand was. A strong player does this
at the table ("he never ducks"). (Reading each seat's play-out temperature and bid
model, options ``adapt`` and ``readbids``, measured no gain and were deleted:
docs/ai-lab.md, "Deleted options".)

**Which policy** (``omodel=read``). Besides the policy fitted to Hard, a policy fitted
to Medium's card play is committed (``playout_policy.opponent_policy``). Each seat's
plays are scored under both (each at its fit's own temperature, 1), and once
``MIN_PLAYS`` are known, its play-out cards come from the one that explains them best.

**Which rule** (``cweak``, ``bplay``). Medium plays by a fixed rule
(``ai.medium_rule``); a seat whose plays with a choice the rule predicts (nearly) all
of, once ``RULE_PLAYS`` are known, is read as playing by it (``rule_reads``).

Pure functions of the history; a round's reading is remembered (``_read``): the
game's AI worker makes a new player for every decision.
"""

from __future__ import annotations

import math
from functools import lru_cache

from ai.knowledge import POWER
from ai.medium_rule import predicts
from ai.play_inference import replay, situations
from ai.playout_policy import card_features, context, later_needing, legal_cards
from game.rules.cards import FULL_MASK

MIN_PLAYS = 16  # fewer known plays than this say too little to move off the default


def round_logliks(policy, record, n: int, grid=(1.0,)) -> list[tuple[list[float], int]]:
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


@lru_cache(maxsize=256)  # a game has at most 20 rounds, read under up to 3 policies
def _read(policy, record, n: int) -> tuple:
    return tuple(round_logliks(policy, record, n))


def fitted_model(sums: list[float], count: int) -> int:
    """The index of the model (a fitted policy) under which a seat's known plays were
    the most likely (``sums``: their log-likelihood under each); the default's (0)
    while fewer than ``MIN_PLAYS`` are known."""
    if count < MIN_PLAYS:
        return 0
    return max(range(len(sums)), key=sums.__getitem__)


def model_choice(models, history, n: int) -> list[int]:
    """Per seat, the index in ``models`` (fitted play-out policies, the default first)
    of the one that explains its plays in the finished rounds ``history`` best, each
    drawn at its own fit's temperature (1); the rounds are read once (``_read``)."""
    sums = [[0.0] * len(models) for _ in range(n)]
    counts = [0] * n
    for record in history:
        for j, model in enumerate(models):
            plays = _read(model, record, n)
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
