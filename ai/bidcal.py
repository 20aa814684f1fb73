"""Corrections of the search's bid estimates, measured on real tables.

Two small models the search levels may use when they bid:

- ``calibrated_value``: the expected score of a bid from its simulated trick
  counts, with the chance of making it shifted by how far the play-outs were off
  at real tables (``python3 -m ai.lab.calibration``): zero bids were made less often
  than simulated, bids of four or more more often (the real search steers toward
  its bid better than the fixed play-out policy does);
- ``bid_offset``: how far a Hard bidder's bid lies from its hand's value (the sum
  of ``heuristic.card_values``), by round and bidding position (``ai.lab.fit_bids``).
"""

from __future__ import annotations

from game.rules.core import score

# Real made share minus the predicted one, per bid (4 = four or more): the mean of two
# runs of python3 -m ai.lab.calibration --level hard --games 24, 1,440 bids each (seed
# 1000: -9.2, +7.2, -3.4, +3.2, +8.5 points; seed 2000: -5.9, -2.5, -0.1, -0.8, +9.4).
# Only the zero bids and the bids of four or more moved the same way in both runs.
MADE_SHIFT = (-0.0755, 0.0235, -0.0175, 0.012, 0.0895)
# The same for Expert against 3 Medium, from the two runs of python3 -m ai.lab.calibration
# --level expert --opponents medium --games 24 (seeds 7000 and 8000, 360 bids each,
# pooled: +4.4, +11.3, +18.9, +20.0, +24.0 points). Expert's own search steers toward its
# bid far better than its play-out policy does, the more so the higher the bid.
EXPERT_MEDIUM_SHIFT = (0.044, 0.113, 0.189, 0.200, 0.240)
SHIFTS = {"hard": MADE_SHIFT, "expert-medium": EXPERT_MEDIUM_SHIFT}


def calibrated_value(bid: int, counts: list[int], weight: float = 1.0,
                     shift: tuple[float, ...] = MADE_SHIFT) -> float:
    """Expected round score of ``bid`` from the simulated trick ``counts`` (per number
    of tricks), the making chance moved by ``weight`` times the measured ``shift``."""
    total = sum(counts)
    if not total:
        return 0.0
    hit = counts[bid] if bid < len(counts) else 0
    p = hit / total
    miss = total - hit
    if miss:
        loss = sum(c * score(bid, k) for k, c in enumerate(counts) if k != bid) / miss
    else:
        loss = -10.0  # never missed in the play-outs: the nearest miss
    p = min(1.0, max(0.0, p + weight * shift[min(bid, 4)]))
    return p * score(bid, bid) + (1 - p) * loss


def bid_offset(r: int, position: int, n: int) -> float:
    """Hard's bid minus its hand's value, fitted by ``ai.lab.fit_bids`` (round ``r``,
    ``position`` 0 = first bidder)."""
    return -0.52 + 0.077 * r + (0.0 if position == 0 else 0.415 if position == n - 1
                                else 0.19)
