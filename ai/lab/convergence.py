"""What more search budget buys, judged by a much larger search of the same positions.

Collects decision points (bids and cards with a real choice, rounds 3 and later)
from seeded games of four Hard players; for each, runs Expert with a large budget
as the reference and Expert at smaller budgets, and reports per budget the mean
regret (the reference's expected round score of its best move minus that of the
move chosen at the budget) and how often both chose the same move. A regret that
stops falling shows the budget at which the search has converged on its own
model: beyond it, more play-outs cannot buy points; only a better model can.

    python3 -m ai.lab.convergence --positions 50 --games 2 --reference 9600

Measured so (46 of the 50 positions had more than one sensible move): mean regret
0.50 expected points per decision at 300 play-outs, 0.26 at 600, 0.20 at 1200 and
0.22 at 2400; the same move as the reference in 76%, 87%, 87% and 87%.
"""

from __future__ import annotations

import argparse
import random
import sys

from ai.base import make_player, played_views
from ai.lab.tables import measuring_table
from game.bots.figures import mean_ci95
from game.rules import Phase, Rules
from game.rules.state import new_game

BUDGETS = (300, 600, 1200, 2400)


def positions(games: int, count: int, seed: int = 900, rounds: int | None = None) -> list:
    """Seat views with a real choice, taken now and then from games of four Hard."""
    out = []
    for g in range(games):
        state, _ = new_game(Rules(4, length=rounds), seed=seed + g)
        players = measuring_table("hard", g, 4, time_ms=100_000)
        rng = random.Random(g)
        for _, view in played_views(state, players):
            if (len(view.legal) > 1 and view.round >= 3
                    and view.phase in (Phase.PLAY, Phase.BID) and rng.random() < 0.07):
                out.append(view)
    return out[:count]


def _key(view, action) -> str:
    return str(action.tricks) if view.phase == Phase.BID else str(int(action.card))


def regrets(views, budgets=BUDGETS, reference: int = 9600) -> dict[int, list[tuple[float, bool]]]:
    """Per budget: (regret, same move as the reference) for every position."""
    out: dict[int, list[tuple[float, bool]]] = {b: [] for b in budgets}
    for i, view in enumerate(views):
        ref = make_player("expert", seed=12345, iterations=reference, time_ms=1e7)
        ref.choose(view)
        values = ref.last_stats.get("values")
        if not values:  # one sensible move only: nothing to rate
            continue
        best = max(values.values())
        for b in budgets:
            player = make_player("expert", seed=i, iterations=b, time_ms=1e7)
            value = values[_key(view, player.choose(view))]
            out[b].append((best - value, value == best))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m ai.lab.convergence",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=50)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--reference", type=int, default=9600)
    args = parser.parse_args(argv)
    if args.positions < 1 or args.games < 1 or args.reference < 1:
        print("ai.lab.convergence: --positions, --games and --reference must be at least 1",
              file=sys.stderr)
        return 2
    views = positions(args.games, args.positions)
    result = regrets(views, reference=args.reference)
    print(f"{len(views)} positions; reference: Expert with {args.reference} play-outs")
    for b, rows in result.items():
        if not rows:
            continue
        r = [x[0] for x in rows]
        mean, half = mean_ci95(r)
        same = sum(x[1] for x in rows) / len(rows)
        print(f"budget {b:>5}: mean regret {mean:.2f} ± {half:.2f} expected "
              f"points per decision, same move as the reference {same * 100:.0f}% "
              f"({len(rows)} rated)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
