"""Playing for the win in the game's last rounds (Expert option ``goal``).

Expert's search scores a move by this seat's mean round score over its play-outs. That
is the right aim for most of a game, but a game is won by the highest total, not the
most points: in the last round a player 30 points behind must bid and play for the
tricks that overtake the leader, and one well ahead should take the safe line. Every
play-out already says what each seat's round ends as, so it also says who would be
ahead at the end.

With ``goal=N`` a play-out in the game's last N rounds is worth its round score plus
``weight`` times the chance that this seat wins the game after it:
- in the last round that chance is known: 1 if this seat's total would be the highest,
  1/k if it would share the highest with k - 1 others, else 0;
- with R rounds still to come it is estimated: the lead over each opponent grows or
  shrinks by a difference with spread ``SPREAD`` points a round (so SPREAD * sqrt(R)
  over R rounds), and the chances against the opponents are multiplied. (A lead
  expected to grow, options ``gedge`` and ``gtrail``, won no more games and was
  deleted: docs/ai-lab.md, "Deleted options".)

``weight`` is what a win is worth in points: the search then trades expected points for
the win only when the win's chance moves enough.

That coupled form scores the others' outcomes from the same play-out, so a move that
spoils a close opponent's bid looks as good as one that makes this seat's own; the
play-outs judge the others' play too coarsely for that (docs/ai-lab.md). With ``gfield``
the search takes the decoupled form instead (``FieldGoal``): each of this
seat's round scores is worth its chance to win against the others' round scores *as the
whole search saw them*, every candidate move pooled. The others' outcomes then no longer
depend on the move, so only the risk this seat takes with its own round counts: safe
when ahead, bold when behind.
"""
from __future__ import annotations

import math
from collections import Counter, defaultdict

from game.rules.core import score

# The spread of the round-score difference between two seats, points per round: each
# seat's round score has a spread of about 35 in the big rounds (bids of 3-5 made for
# 50-70, missed for -10 to -30), and two seats' differ by about sqrt(2) times that.
SPREAD = 50.0
WEIGHT = 200.0  # a win, in points of this seat's round score


class WinGoal:
    """The win bonus of a play-out's outcome, for seat ``me`` of ``totals``.

    The search hands every play-out of candidate ``i`` to ``observe`` (its bonus is added
    to that play-out's value) and, after the last, adds ``settle(i)`` to the candidate's
    total; this coupled form scores each play-out at once and settles nothing."""

    def __init__(self, totals, me: int, rounds_left: int, weight: float = WEIGHT,
                 spread: float = SPREAD):
        self.totals = list(totals)
        self.me = me
        self.rounds_left = rounds_left
        self.weight = weight
        self.sd = spread * math.sqrt(rounds_left)

    def bonus(self, bids, won) -> float:
        """``weight`` times this seat's chance to win, after a round that ends with these
        bids and tricks won (each seat's round total, tricks before and in the play-out)."""
        finals = [t + score(b, w) for t, b, w in zip(self.totals, bids, won, strict=True)]
        return self.weight * win_chance(finals, self.me, self.sd)

    def observe(self, i: int, bids, won) -> float:
        return self.bonus(bids, won)

    def settle(self, i: int) -> float:
        return 0.0

    def per_deal(self, values: list[list[float]]) -> list[list[float]]:
        """Each candidate's worth in each deal so far (``values``: what ``rate`` summed),
        the bonus included: what the stopping rule compares. Here the bonus is in."""
        return values


class FieldGoal(WinGoal):
    """The decoupled form (option ``gfield``): ``observe`` only counts the round scores,
    this seat's per candidate and each other seat's over the whole search, and
    ``settle(i)`` is ``field_bonus`` of candidate ``i``'s against them all."""

    def __init__(self, totals, me: int, rounds_left: int, weight: float = WEIGHT,
                 spread: float = SPREAD):
        super().__init__(totals, me, rounds_left, weight, spread)
        self.mine: defaultdict[int, Counter] = defaultdict(Counter)
        self.field = {s: Counter() for s in range(len(self.totals)) if s != me}

    def observe(self, i: int, bids, won) -> float:
        self.mine[i][score(bids[self.me], won[self.me])] += 1
        for s, scores in self.field.items():
            scores[score(bids[s], won[s])] += 1
        return 0.0

    def settle(self, i: int) -> float:
        return self.field_bonus(self.mine[i], self.field)

    def per_deal(self, values: list[list[float]]) -> list[list[float]]:
        """``values`` are this seat's round scores; each gains its bonus against the
        field as seen so far, as ``settle`` would give it now."""
        chance = self._chances({x for row in values for x in row}, self.field)
        worth = {x: x + self.weight * p for x, p in chance.items()}
        return [[worth[x] for x in row] for row in values]

    def field_bonus(self, mine: Counter, field: dict[int, Counter]) -> float:
        """``weight`` times the chance to win summed over this seat's round scores
        (``mine``: score -> count of play-outs), each opponent's round score drawn
        independently from ``field`` (seat -> its round scores over the whole search)."""
        chance = self._chances(mine, field)
        total = 0.0
        for x, count in mine.items():
            total += count * self.weight * chance[x]
        return total

    def _chances(self, scores, field: dict[int, Counter]) -> dict:
        """Each of this seat's round ``scores`` -> its chance to win against ``field``."""
        counted = {s: (c, sum(c.values())) for s, c in field.items()}
        mine = self.totals[self.me]
        return {x: self._field_chance(mine + x, counted) for x in scores}

    def _field_chance(self, final: float, field: dict[int, tuple[Counter, int]]) -> float:
        """The chance a final total ``final`` beats every opponent, each opponent's
        round drawn from its ``field`` scores (with their count; a tie counted as half)."""
        p = 1.0
        for s, (scores, n) in field.items():
            if not n:
                continue
            beat = sum(c * _lead_chance(final - self.totals[s] - y, self.sd)
                       for y, c in scores.items())
            p *= beat / n
        return p


def _lead_chance(lead: float, sd: float) -> float:
    """The chance that a lead of ``lead`` holds: against a normal spread of ``sd``, or
    exactly (``sd`` 0: a tie counted as half)."""
    if sd > 0:
        return 0.5 * (1 + math.erf(lead / (sd * math.sqrt(2))))
    return 1.0 if lead > 0 else 0.5 if lead == 0 else 0.0


def win_chance(finals, me: int, sd: float) -> float:
    """The chance that seat ``me`` wins from these totals: exact when no rounds are left
    (``sd`` 0, a shared first place a share), else each opponent's lead against a normal
    spread of ``sd``, the opponents taken as independent."""
    mine = finals[me]
    others = [f for s, f in enumerate(finals) if s != me]
    if sd <= 0:
        best = max(others)
        if mine != best:
            return 1.0 if mine > best else 0.0
        return 1 / (1 + others.count(best))
    p = 1.0
    for s, f in enumerate(finals):
        if s != me:
            p *= _lead_chance(mine - f, sd)
    return p


def goal_for(view, rounds: int, weight: float = WEIGHT, field: bool = False) -> WinGoal | None:
    """The win goal for this decision (the decoupled ``FieldGoal`` with ``field``), or
    None before the game's last ``rounds`` rounds (or when others' bids are hidden:
    their round scores are then unknown)."""
    rounds_left = view.rounds - view.round
    if rounds <= 0 or rounds_left >= rounds:
        return None
    if view.rules.hidden_bids:
        return None
    goal = FieldGoal if field else WinGoal
    return goal(view.totals, view.seat, rounds_left, weight)
