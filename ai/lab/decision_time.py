"""Expert's CPU time per decision over one fixed game: ``python3 -m ai.lab.decision_time``.

Plays the first game of ``wizard bench ai`` (Expert at seat 0, seed 100, against three
players of ``--against``, seeds 101-103, game seed 1000) with every time cap off, so
that every decision is searched whole and the game is the same on every run of code
that decides alike, however busy the machine. Each decision's CPU time
(``time.thread_time``) and wall time are kept with its action and candidate values.
A busy machine slows CPU time as well (a tenth or more at load 10 on two cores), so
compare runs made side by side. ``--compare`` checks that two runs decided alike to
the last bit and prints both runs' figures; ``--profile`` writes a cProfile of the
game's Expert decisions.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import time
from pathlib import Path

from ai.base import make_player
from game.bots.figures import quantile
from game.rules import Rules
from game.rules.play import play_game

SEARCH_LEVELS = ("hard", "expert")  # the levels with a time cap


class Timed:
    """Expert, each decision timed and kept (``records``)."""

    def __init__(self, player, profile: cProfile.Profile | None):
        self.player, self.profile, self.records = player, profile, []

    def choose(self, view):
        if self.profile is not None:
            self.profile.enable()
        t0, c0 = time.perf_counter(), time.thread_time()
        action = self.player.choose(view)
        c1, t1 = time.thread_time(), time.perf_counter()
        if self.profile is not None:
            self.profile.disable()
        stats = self.player.last_stats if len(view.legal) > 1 else {}
        self.records.append({"round": view.round, "phase": view.phase.name,
                             "legal": len(view.legal), "action": str(action),
                             "values": stats.get("values"), "cpu_ms": (c1 - c0) * 1000,
                             "wall_ms": (t1 - t0) * 1000})
        self.player.last_stats = {}
        return action


def run(against: str, profile_path: str | None = None, iterations: int | None = None) -> dict:
    """The game and Expert's decisions in it (``iterations``: its play-outs per decision,
    None: Expert's own)."""
    profile = cProfile.Profile() if profile_path else None
    budget = {} if iterations is None else {"iterations": iterations}
    expert = Timed(make_player("expert", seed=100, time_ms=None, **budget), profile)
    # A searching opponent's time cap would make the game hang on the machine's load.
    uncapped = {"time_ms": None} if against in SEARCH_LEVELS else {}
    players = [expert] + [make_player(against, seed=100 + s, **uncapped) for s in (1, 2, 3)]
    load = os.getloadavg()[0]
    play_game(Rules(4), players, 1000)
    if profile is not None:
        profile.dump_stats(profile_path)
    return {"against": against, "load": [load, os.getloadavg()[0]],
            "decisions": expert.records}


def summary(result: dict) -> str:
    cpu = [d["cpu_ms"] for d in result["decisions"]]
    wall = [d["wall_ms"] for d in result["decisions"]]
    load = "–".join(f"{x:.1f}" for x in result["load"])
    return (f"{len(cpu)} decisions, load {load}: CPU median {quantile(cpu, 0.5):.0f} p95 "
            f"{quantile(cpu, 0.95):.0f} p99 {quantile(cpu, 0.99):.0f} sum {sum(cpu) / 1000:.1f} s;"
            f" wall median {quantile(wall, 0.5):.0f} p99 {quantile(wall, 0.99):.0f} ms")


def differences(a: dict, b: dict) -> list[str]:
    """Where two runs decided otherwise (action or any candidate's value)."""
    out = []
    if len(a["decisions"]) != len(b["decisions"]):
        out.append(f"{len(a['decisions'])} decisions against {len(b['decisions'])}")
    for i, (x, y) in enumerate(zip(a["decisions"], b["decisions"], strict=False)):
        if (x["action"], x["values"]) != (y["action"], y["values"]):
            out.append(f"decision {i} (round {x['round']} {x['phase']}): "
                       f"{x['action']} {x['values']} against {y['action']} {y['values']}")
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--against", default="medium", help="the three other seats' level")
    ap.add_argument("--out", help="write the decisions and their times here (JSON)")
    ap.add_argument("--profile", help="write a cProfile of Expert's decisions here")
    ap.add_argument("--iterations", type=int, help="Expert's play-outs per decision")
    ap.add_argument("--compare", nargs=2, metavar="RUN", help="two runs' JSON to compare")
    args = ap.parse_args(argv)
    if args.compare:
        runs = [json.loads(Path(p).read_text(encoding="utf-8")) for p in args.compare]
        for path, result in zip(args.compare, runs, strict=True):
            print(f"{path}: {summary(result)}")
        diff = differences(*runs)
        print("\n".join(diff) if diff else "the same decisions, to the last bit")
        return 1 if diff else 0
    result = run(args.against, args.profile, args.iterations)
    print(summary(result))
    if args.out:
        Path(args.out).write_text(json.dumps(result, indent=0) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
