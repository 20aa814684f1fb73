"""The shipped levels' decisions in a few short seeded games, for checking that a
change to the AI code leaves them playing exactly as before.

Budgets are play-out counts with no time cap (the search levels are built from
their own settings with ``time_ms=None``: ``make_player``'s ``time_ms=None`` keeps the
level's cap), so the decisions depend on the code alone, never on the machine's speed.
``python -m tests.level_fingerprint OUT`` writes the fingerprint
(tests/fixtures/level_fingerprint.json was written so at 9fe731a, its hint numbers
again when the hint took the level's own search path through ``ai.kernel``: its games
unchanged, 5 of the 15 ratings now Expert's reading of the table).
"""

from __future__ import annotations

import json
import sys
from dataclasses import replace

from ai import search_options
from ai.advice import evaluate
from ai.base import make_player
from ai.search import SearchPlayer
from game.rules import Rules
from game.rules.play import play_game

# (players, rounds, seats, game seed): every level at a mixed table, and Expert at a
# table of Medium, where its readings (the chain, Medium's bids, the goal) act.
GAMES = (
    (4, 6, ("expert", "hard", "medium", "easy"), 5),
    (3, 9, ("expert", "medium", "medium"), 11),
)
ITERATIONS = 60  # the search levels' play-outs per decision
ADVICE_EVERY = 7  # the hint's numbers at every 7th decision of the first game
ADVICE_WORLDS = 20


def _player(level: str, seed: int):
    """The level's player; a search level at ``ITERATIONS`` play-outs, uncapped."""
    if level in ("hard", "expert"):
        settings = getattr(search_options, level.upper())
        return SearchPlayer(level, seed, replace(settings, iterations=ITERATIONS, time_ms=None))
    return make_player(level, seed=seed)


def fingerprint() -> dict:
    games = []
    advice = []
    for g, (players, rounds, seats, seed) in enumerate(GAMES):
        table = [_player(level, seed * 10 + i) for i, level in enumerate(seats)]
        moves: list[str] = []

        def seen(seat, view, action, _seconds, moves=moves, g=g):
            moves.append(f"{seat}:{action}")
            if g == 0 and len(moves) % ADVICE_EVERY == 0:
                rated = evaluate(view, worlds=ADVICE_WORLDS, seed=len(moves))
                advice.append([f"{o.action}={o.expected!r}/{o.made!r}" for o in rated.options])

        state = play_game(Rules(players=players, length=rounds), table, seed, on_decision=seen)
        games.append({"seats": list(seats), "moves": moves, "totals": list(state.totals)})
    return {"games": games, "advice": advice}


if __name__ == "__main__":
    with open(sys.argv[1], "w", encoding="utf-8") as out:
        json.dump(fingerprint(), out, indent=0)
        out.write("\n")
