"""How well a setting's deals read the hidden hands: a screen of Expert's card sampling.

Expert searches its cards over deals of the unseen cards (``ai.sampler``, at a table of
Medium drawn by ``ai.deal_chain``). The better those deals place each hidden card with
the seat that really holds it, the closer the search comes to what knowing the deal is
worth (docs/ai-lab.md). This measures that directly, without playing: at seat 0's card
decisions of seeded games of four Medium (``ai.lab.regret.decisions``, rounds 6 and later,
where the chain acts), each screened setting (Expert's, with a ``--variant``'s options)
reads the table and draws its deals for the decision as in a game, and each card an
other seat truly holds is scored by the share of the deals that give it to that seat:

- ``hit``: the mean share (a deal placing every card right scores 100%);
- ``log``: the mean log of the share (smoothed: (hits + 0.5) / (deals + 1)), a proper
  score: unlike ``hit`` it cannot be raised by putting every card with its likeliest
  holder more often than the evidence says (a sharper, overconfident chain).

The settings are compared on the same decisions, paired. A decision where a setting's
chain does not act yet (the table not read as Medium) is left out for all of them.
With ``--fresh`` each setting is screened a second time with every deal drawn from a
chain of its own, burnt in afresh: if those deals read better, the chain's deals are
too much alike (too few steps between them) to show what its likelihood knows.

    python3 -m ai.lab.deal_reading --games 10 --variant "" --variant cthin=10 --variant chain=0
"""

from __future__ import annotations

import argparse
import math
import sys
import time

from ai.knowledge import Knowledge
from ai.lab.regret import decisions
from ai.search import SearchPlayer
from ai.search_options import EXPERT, SearchOptionError, SearchOptions
from game.bots.figures import mean_ci95

FIRST_ROUND = 6  # the chain reads a table of Medium from round 6-7


def reading(options: SearchOptions, decision, seed: int = 7,
            fresh: bool = False) -> tuple[float, float, float] | None:
    """(hit, log, seconds) of one setting's deals at one decision (``ai.lab.regret``'s
    ``CardDecision``), or None if its chain does not act there; ``fresh``: each deal
    from a new chain."""
    view = decision.view
    player = SearchPlayer("expert", seed=seed, options=options)
    player.read_table(view)
    if options.chain and not player.chains(view):
        return None
    k = Knowledge(view)
    truth = {s: set(decision.hands[s]) for s in range(k.n) if s != k.seat}
    cards = [c for held in truth.values() for c in held]
    if not cards:
        return None
    started = time.perf_counter()
    sampler = player.card_sampler(view, k)
    deals = options.cworlds
    hits: dict[int, int] = {}
    for _ in range(deals):
        if fresh:
            sampler.restart()
        hands = sampler.sample()
        for s, held in truth.items():
            for c in hands[s]:
                if c in held:
                    hits[c] = hits.get(c, 0) + 1
    seconds = time.perf_counter() - started
    hit = sum(hits.get(c, 0) for c in cards) / (len(cards) * deals)
    log = sum(math.log((hits.get(c, 0) + 0.5) / (deals + 1)) for c in cards) / len(cards)
    return hit, log, seconds


def screen(settings: list[SearchOptions], points,
           fresh: list[bool] | None = None) -> list[list[tuple[float, float, float]]]:
    """Per setting, (hit, log, seconds) at each decision where every setting's chain
    acts; ``fresh``: per setting, whether each of its deals comes from a new chain."""
    out: list[list] = [[] for _ in settings]
    fresh = fresh or [False] * len(settings)
    for decision in points:
        row = [reading(o, decision, fresh=f) for o, f in zip(settings, fresh, strict=True)]
        if all(r is not None for r in row):
            for column, r in zip(out, row, strict=True):
                column.append(r)
    return out


def report(names: list[str], results) -> str:
    """One line per setting: its means and, paired, its difference from the first."""
    base = results[0]
    lines = [f"{len(base)} card decisions of seat 0 (rounds {FIRST_ROUND} and later) "
             "where every setting's chain acts"]
    for name, rows in zip(names, results, strict=True):
        hit = sum(r[0] for r in rows) / len(rows)
        log = sum(r[1] for r in rows) / len(rows)
        ms = 1000 * sorted(r[2] for r in rows)[len(rows) // 2]
        line = f"{name or 'expert'}: hit {100 * hit:.2f}%, log {log:.3f}, median {ms:.0f} ms"
        if rows is not base:
            dh, hh = mean_ci95([100 * (a[0] - b[0]) for a, b in zip(rows, base, strict=True)])
            dl, hl = mean_ci95([a[1] - b[1] for a, b in zip(rows, base, strict=True)])
            line += f"; paired: hit {dh:+.2f} ± {hh:.2f} points, log {dl:+.3f} ± {hl:.3f}"
        lines.append(line)
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python3 -m ai.lab.deal_reading",
                                 description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=10, help="seeded games of four Medium")
    ap.add_argument("--seed", type=int, default=500, help="the first game's seed")
    ap.add_argument("--share", type=float, default=0.3, help="share of the decisions kept")
    ap.add_argument("--variant", action="append", default=None,
                    help='Expert with these options ("" = as shipped); repeat to compare')
    ap.add_argument("--fresh", action="store_true",
                    help="also screen each setting with every deal from a new chain")
    args = ap.parse_args(argv)
    names = args.variant if args.variant is not None else [""]
    try:
        settings = [SearchOptions.parse(v, EXPERT) for v in names]
    except SearchOptionError as e:
        print(f"ai.lab.deal_reading: {e}", file=sys.stderr)
        return 2
    if args.games < 1 or not 0 < args.share <= 1:
        print("ai.lab.deal_reading: --games must be at least 1, --share in (0, 1]", file=sys.stderr)
        return 2
    fresh = [False] * len(settings)
    if args.fresh:
        settings += settings
        fresh += [True] * len(names)
        names = names + [f"{name or 'expert'} (fresh chains)" for name in names]
    points = decisions(args.games, "medium", args.seed, args.share, FIRST_ROUND)
    results = screen(settings, points, fresh)
    if not results[0]:
        print("ai.lab.deal_reading: no decision where every setting's chain acts", file=sys.stderr)
        return 2
    print(report(names, results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
