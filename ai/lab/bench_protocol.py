"""What checking one ``wizard-bot/1`` message costs: ``python3 -m ai.lab.bench_protocol``.

Times the two readers on real messages of a seeded 4-player game: the bot side
reading a request (``view_from_json``: the whole view, as ``wizard bot`` does for
every line) and the host side reading a reply (``reply_to_action``, once per bot
answer). Prints the median and the 95th percentile over many runs, in microseconds.
For scale: a bot has ``time_ms`` (1000 by default) per answer, and the pipes alone
take about 100 microseconds each way.

Measured (2 cores, load 7): with the hand-written checks a request took 16 us and a
reply 1.5 us (median); held to the schema, 71-79 us and 5 us. Cheap enough to check
every message: no sampling.
"""

from __future__ import annotations

import argparse
import statistics
import time

from game.bots.protocol import action_to_reply, reply_to_action, request_for, view_from_json
from game.rules import Phase, Rules, new_game, seat_view


def sample(
    count: int = 60, seed: int = 3, time_ms: int = 1000
) -> list[tuple[dict, dict, object]]:
    """(request, reply, view) for the first ``count`` decisions of a seeded game."""
    state, _ = new_game(Rules(4), seed=seed)
    out = []
    while len(out) < count and state.phase != Phase.GAME_OVER:
        if state.phase == Phase.ROUND_OVER:
            state.apply_in_place(state.legal_actions()[0])
            continue
        view = seat_view(state, state.to_move)
        action = state.legal_actions()[-1]
        out.append((request_for(view, time_ms, len(out) + 1), action_to_reply(action), view))
        state.apply_in_place(action)
    return out


def timings(fn, items, rounds: int) -> list[float]:
    """Microseconds per call of ``fn(item)``, one figure per item and round."""
    out = []
    for _ in range(rounds):
        for item in items:
            start = time.perf_counter()
            fn(item)
            out.append((time.perf_counter() - start) * 1e6)
    return out


def describe(name: str, times: list[float]) -> str:
    times = sorted(times)
    p95 = times[int(len(times) * 0.95)]
    return (f"{name}: median {statistics.median(times):.1f} us, p95 {p95:.1f} us "
            f"({len(times)} calls)")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m ai.lab.bench_protocol")
    parser.add_argument("--rounds", type=int, default=50, help="passes over the sample")
    args = parser.parse_args(argv)
    items = sample()
    rules = Rules(4)
    view_from_json(items[0][0], rules)  # the schema is loaded once, not timed
    print(describe("request (bot side, view_from_json)",
                   timings(lambda it: view_from_json(it[0], rules), items, args.rounds)))
    print(describe("reply (host side, reply_to_action)",
                   timings(lambda it: reply_to_action(it[1], it[2]), items, args.rounds)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
