"""How strong each AI level is, measured in the arena: the one registry of the margins
the player reads (New game's level line, ``game.words.level_description``) and the
docs' tables quote (docs/bots.md, docs/ai-special.md; a test keeps them equal).

Every figure is 4 players, duplicate deals (each deal replayed once per seat rotation,
so luck cancels), one level against three of the level below: the points per game it
scores more than the mean of its three opponents, with the half-width of the 95%
interval over deals (``game.bots.figures.mean_ci95``). When a level changes, run its command
again and change the number here: the translated sentences take the numbers as fields.
"""

from __future__ import annotations

from typing import NamedTuple

from game.rules import SpecialCards

# The level each level is measured against ("random": the arena's random player).
BELOW = {"easy": "random", "medium": "easy", "hard": "medium", "expert": "hard"}


class Margin(NamedTuple):
    points: float  # per game, over the mean of the three opponents
    ci: float  # the 95% interval's half-width
    deals: int  # whole deals, each played in every seat rotation
    rounds: int | None = None  # games of rounds 1 to this; None: full games

    @property
    def beats(self) -> bool:
        """Measurably stronger: the interval excludes 0."""
        return self.points - self.ci > 0


# The 60-card game, full games: (level, opponent) -> margin.
STANDARD: dict[tuple[str, str], Margin] = {
    # wizard arena --players 4 --seats medium,easy,easy,easy --games 400 --seed 5000
    #   --duplicate (400 games)
    ("medium", "easy"): Margin(50.0, 10.7, 100),
    # Hard as shipped (its 150 ms cap): wizard arena --players 4 --seats
    #   hard,medium,medium,medium --games 400 --seed 5000 --duplicate --jobs 2 (400 games;
    #   73.8% wins, 73.1% bids made; before, 36 games uncapped gave +194.1 ± 23.2)
    ("hard", "medium"): Margin(175.5, 11.3, 100),
    # Expert as shipped (reading each opponent's play, its 1,000 ms cap, at a weak table
    #   playing for the win in the last four rounds, a win worth 500 points, drawing
    #   the deals from the bids and plays 50 chain steps apart, the safer bid in rounds
    #   of up to 7 cards): `wizard arena --players 4 --seats expert:cthin=50,medium,medium,
    #   medium --games 128 --seed S --duplicate --jobs 1 --out DIR` (cthin=50 is Expert's
    #   default since these runs: the seat plays as `expert`), S = 16000 and 16200,
    #   S = 16400 and 16600 with --games 96, S = 16800 and 17000 with --games 64, two at
    #   a time on a 2-core machine, the sets' per-deal margins pooled (144 deals, 576
    #   games: +236.6 ± 8.1, 86.7% wins, 80.4% bids made), and `--seats expert,...`
    #   with S = 17600 (--games 128) and 17800 (--games 96), 56 deals: +235.0 ± 12.5,
    #   91.5% wins; S = 18000, 18200, 18400 and 18600 (--games 128), 128 deals: +233.0 ±
    #   8.0, 86.5% wins. All 328 deals, 1,312 games: 87.5% wins, 80.4% bids made
    #   (docs/bots.md "Measured strength"; the margin pools the sets weighted by deals).
    #   Before cthin=50, over 416 deals: +225.5 ± 4.9. Reading Medium's bids as its
    #   rule (brule=1:bplay=1, Expert's default since): `--seats expert:brule=1:bplay=1,
    #   medium,medium,medium`, S = 18400 and 18600 (--games 128) and the first 23 deals
    #   of S = 18000 and 18200, 110 deals, 440 games: +239.4 ± 8.2, 89.0% wins, 80.8%
    #   bids made (paired with the 328 deals' runs on the same deals: +9.0 ± 8.6).
    #   Then `--seats expert,medium,medium,medium` on fresh deals, S = 18800, 19000,
    #   19200 and 19400 (--games 128, four at a time, stopped after 100-104 games: the
    #   whole deals, 102, 408 games): +237.7 ± 9.6, 89.1% wins, 80.4% bids made. Both,
    #   212 deals, 848 games: +238.6 ± 6.3, 89.1% ± 2.1 wins, 80.6% bids made. Then
    #   104 more fresh deals, S = 19600, 19800, 20000 and 20200 (the same way, stopped
    #   after 104-105 games, 416 games): +243.7 ± 9.0, 93.6% wins, 81.0% bids made.
    #   All 316 deals, 1,264 games: +240.3 ± 5.1, 90.6% ± 1.6 wins, 80.7% bids made.
    ("expert", "medium"): Margin(240.3, 5.1, 316),
    # Expert as shipped (learned play-outs, its own cards best, its 500 ms cap then): 4-game runs
    #   `wizard arena --players 4 --seats expert:selfbest=1,hard:time_ms=100000,hard:...,hard:...
    #   --games 4 --seed S --duplicate --jobs 1 --json SB-S.json`, two at a time on a 2-core
    #   machine, S = 5001, 5003, ..., 5015, 5016..5057 and 6001, 6003, ..., 6015, 6016..6057,
    #   pooled by `python3 -m ai.lab.pool SB-*.json` (100 deals, 400 games; 52% wins)
    ("expert", "hard"): Margin(96.8, 9.3, 100),
}

# The set the special-card figures were measured with: only a game with it is told them.
MEASURED_SET = SpecialCards.parse("25")

# The 25-year special cards (Rules(special="25")), each level against the level below
# (``BELOW``), seed 2026: `run_arena(Rules(players=4, special="25", length=L),
# parse_seats("LEVEL,BELOW,BELOW,BELOW", 4), games=4 * deals, seed=2026, duplicate=True,
# jobs=2)` (docs/ai-special.md "Measured strength").
SPECIAL: dict[tuple[str, str], Margin] = {
    ("easy", "random"): Margin(502.6, 10.6, 100),
    ("medium", "easy"): Margin(22.2, 10.0, 100),
    ("hard", "medium"): Margin(31.3, 6.0, 100, rounds=8),
    # Rounds 1 to 12, seed 2030: `wizard arena --players 4 --seats expert,hard,hard,hard
    #   --special-cards 25 --rounds 12 --duplicate --games 200 --seed 2030 --jobs 2`
    #   (28.5% wins; in 8 rounds, seed 2027: +6.8 ± 9.1, not significant).
    ("expert", "hard"): Margin(14.2, 10.5, 50, rounds=12),
}


def special_margin(level: str) -> Margin:
    """``level`` against three of the level below it, with the special cards."""
    return SPECIAL[level, BELOW[level]]
