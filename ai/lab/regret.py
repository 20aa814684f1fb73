"""Card play judged against the true deal: a screen of search settings, decision by decision.

A paired arena run of 32 deals cannot see a change to Expert's card play worth a few
points a game: the deals' luck gives its margin an interval of about 15 points a game.
This judges each decision on its own instead. Seeded games of four players of one level
(``--table``, Medium by default) give seat 0's card decisions with a choice (rounds 3
and later, a share of them at random). For each, ``true_values`` values every legal card
by play-outs from the *true* deal, and each screened setting (Expert's, with the
options of a ``--variant``) chooses a card from its own sampled deals, as in a game. A
choice's regret is the best card's true value minus the chosen card's; the settings are
compared on the same decisions, paired.

The true value depends on how the rest of the round is played. This seat plays its
play-out policy's best card, as in Expert's play-outs; ``--others`` says how the other
seats play: ``rule`` is Medium's own rule (``ai.medium_rule``; at a table of Medium
their real play, so the value is exact but for this seat's own later cards), ``medium``
the policy fitted to Medium's card play, its cards drawn as Expert's play-outs draw them.
A value is the round score plus, in the game's last ``--goal`` rounds, ``--weight`` times
the chance to win the game after the round (``ai.goal``, as Expert's goal scores it).

    python3 -m ai.lab.regret --games 24 --variant "" --variant bsafe=none --variant iterations=3000
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from dataclasses import dataclass, replace

from ai.base import LEVELS, played_views
from ai.goal import goal_for
from ai.knowledge import POWER, Knowledge, bits
from ai.lab.tables import measuring_table
from ai.medium_rule import MEDIUM_RULE
from ai.playout import BIT, learned_runner
from ai.playout_policy import default_policy, opponent_policy
from ai.search import SearchPlayer
from ai.search_options import EXPERT, SearchOptionError, SearchOptions
from game.bots.figures import mean_ci95
from game.rules import Phase, Rules, SeatView
from game.rules.cards import mask_of
from game.rules.core import score
from game.rules.state import new_game

OTHERS = ("rule", "medium")  # how the other seats play the rest of the round
BUCKETS = ((3, 7), (8, 11), (12, 15))  # rounds reported apart (the goal acts in the last)


@dataclass(frozen=True)
class CardDecision:
    """A card decision of seat ``view.seat``, with every seat's true hand."""

    view: SeatView
    hands: tuple[tuple[int, ...], ...]


def decisions(games: int, table: str = "medium", seed: int = 101, share: float = 0.35,
              first_round: int = 3) -> list[CardDecision]:
    """Seat 0's card decisions with more than one legal card, from round ``first_round``
    on, each kept with chance ``share``, in ``games`` seeded games of four ``table``."""
    out = []
    for g in range(games):
        rng = random.Random(1000 + g)
        game, _ = new_game(Rules(4), seed=seed + g)
        for state, view in played_views(game, measuring_table(table, g, 4)):
            if (view.seat == 0 and view.phase == Phase.PLAY and len(view.legal) > 1
                    and view.round >= first_round and rng.random() < share):
                out.append(CardDecision(view, tuple(tuple(bits(h)) for h in state.hands)))
    return out


def true_values(decision: CardDecision, others: str = "rule", playouts: int = 400,
                seed: int = 0, goal: int = EXPERT.goal,
                weight: float = EXPERT.gweight) -> dict[int, float]:
    """Each legal card's mean value over ``playouts`` play-outs from the true deal (one
    suffices with ``others`` = rule: every seat then plays a fixed rule)."""
    view = decision.view
    k = Knowledge(view)
    n, me = k.n, k.seat
    power = POWER[k.trump + 1]
    hands = [sorted(h, key=power.__getitem__, reverse=True) for h in decision.hands]
    other = MEDIUM_RULE if others == "rule" else opponent_policy(others)
    policies = [default_policy() if s == me else other for s in range(n)]
    seen = k.played | (0 if k.turned is None else BIT[k.turned])
    run = learned_runner(policies, seen, random.Random(seed), 1.0, me)
    bids = [b if b is not None else 0 for b in k.bids]
    need = [bids[s] - k.won[s] for s in range(n)]
    win = goal_for(view, goal, weight)  # the coupled form: the deal is the true one
    rounds = 1 if others == "rule" else playouts
    values = {}
    for a in view.legal:
        c = int(a.card)
        total = 0.0
        for _ in range(rounds):
            hs = [h[:] for h in hands]
            hs[me].remove(c)
            masks = [mask_of(h) for h in hs]
            won = run(hs, masks, k.trump, k.trick_leader, k.trick + [c], need[:], n)
            tricks = [k.won[s] + won[s] for s in range(n)]
            total += score(bids[me], tricks[me])
            if win is not None:
                total += win.bonus(bids, tricks)
        values[c] = total / rounds
    return values


@dataclass(frozen=True)
class Choice:
    """One setting's card at one decision, rated against the true values."""

    regret: float
    best: bool  # the chosen card is (one of) the true best
    seconds: float  # the decision's time


def rate(values: dict[int, float], card: int, seconds: float) -> Choice:
    """``card``'s choice against the true ``values`` of every legal card."""
    best = max(values.values())
    return Choice(best - values[card], values[card] == best, seconds)


def screen(items: list[CardDecision], settings: dict[str, SearchOptions], others: str = "rule",
           playouts: int = 400, goal: int = EXPERT.goal,
           weight: float = EXPERT.gweight) -> dict[str, list[Choice]]:
    """Every setting's choice at every decision (Expert, seeded by the decision's index,
    no time cap, so a run is reproducible), rated against the true values."""
    out: dict[str, list[Choice]] = {name: [] for name in settings}
    for i, decision in enumerate(items):
        values = true_values(decision, others, playouts, i, goal, weight)
        for name, options in settings.items():
            player = SearchPlayer("expert", seed=i, options=replace(options, time_ms=None))
            start = time.perf_counter()
            card = int(player.choose(decision.view).card)
            out[name].append(rate(values, card, time.perf_counter() - start))
    return out


def report(items: list[CardDecision], result: dict[str, list[Choice]]) -> str:
    """Per setting: mean regret (all decisions, then per round bucket), the share of true
    best cards and the median time; after the first, the paired difference to it."""
    names = list(result)
    first = result[names[0]]
    lines = []
    for name in names:
        rows = result[name]
        mean, half = mean_ci95([c.regret for c in rows])
        line = (f"{name or 'expert'}: regret {mean:.2f} ± {half:.2f} points a decision, "
                f"true best {sum(c.best for c in rows) / len(rows) * 100:.1f}%, "
                f"median {statistics.median(c.seconds for c in rows) * 1000:.0f} ms")
        if name != names[0]:
            d, h = mean_ci95([a.regret - b.regret for a, b in zip(rows, first, strict=True)])
            line += f"; paired with {names[0] or 'expert'}: {d:+.2f} ± {h:.2f}"
        for low, high in BUCKETS:
            idx = [i for i, p in enumerate(items) if low <= p.view.round <= high]
            if idx:
                mean = statistics.fmean(rows[i].regret for i in idx)
                line += f"; rounds {low}-{high}: {mean:.2f}"
                if name != names[0]:
                    d, h = mean_ci95([rows[i].regret - first[i].regret for i in idx])
                    line += f" ({d:+.2f} ± {h:.2f})"
        lines.append(line)
    return "\n".join(lines)


def situation(decision: CardDecision) -> str:
    """Where a decision stands: leading or following, tricks still needed or the bid met
    (or already passed)."""
    view = decision.view
    need = view.bids[view.seat] - view.won[view.seat]
    return (("following" if view.trick else "leading") + ", "
            + ("tricks needed" if need > 0 else "bid met" if need == 0 else "bid passed"))


def by_situation(items: list[CardDecision], rows: list[Choice]) -> str:
    """A setting's regret summed and averaged per situation, the largest sum first."""
    groups: dict[str, list[float]] = {}
    for decision, choice in zip(items, rows, strict=True):
        groups.setdefault(situation(decision), []).append(choice.regret)
    total = sum(sum(g) for g in groups.values()) or 1.0
    return "\n".join(f"  {name}: {len(g)} decisions, regret {statistics.fmean(g):.2f} a "
                     f"decision, {sum(g) / total * 100:.0f}% of the total"
                     for name, g in sorted(groups.items(), key=lambda kv: -sum(kv[1])))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m ai.lab.regret",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=24)
    parser.add_argument("--seed", type=int, default=101)
    parser.add_argument("--table", default="medium", help="the level the games are played by")
    parser.add_argument("--share", type=float, default=0.35,
                        help="share of seat 0's card decisions kept")
    parser.add_argument("--from-round", type=int, default=3,
                        help="the first round whose decisions are kept")
    parser.add_argument("--others", choices=OTHERS, default="rule")
    parser.add_argument("--playouts", type=int, default=400,
                        help="play-outs per card for the true values (others = medium)")
    parser.add_argument("--goal", type=int, default=EXPERT.goal,
                        help="the last rounds whose values count the win (0: none)")
    parser.add_argument("--weight", type=float, default=EXPERT.gweight,
                        help="what a win is worth there, in points")
    parser.add_argument("--variant", action="append", default=None,
                        help="Expert's options changed, e.g. iterations=3000 ('' = Expert)")
    args = parser.parse_args(argv)
    if (min(args.games, args.playouts, args.from_round) < 1 or min(args.goal, args.weight) < 0
            or not 0 < args.share <= 1):
        print("ai.lab.regret: --games, --playouts and --from-round must be at least 1, --goal "
              "and --weight not negative, --share in (0, 1]", file=sys.stderr)
        return 2
    if args.table not in LEVELS:
        print(f"ai.lab.regret: unknown AI level {args.table!r} (known: {', '.join(LEVELS)})",
              file=sys.stderr)
        return 2
    try:
        settings = {v: SearchOptions.parse(v, EXPERT) for v in args.variant or [""]}
    except SearchOptionError as error:
        print(f"ai.lab.regret: {error}", file=sys.stderr)
        return 2
    items = decisions(args.games, args.table, args.seed, args.share, args.from_round)
    print(f"{len(items)} card decisions of seat 0 in {args.games} games of four "
          f"{args.table}; true values with the others playing by {args.others}")
    result = screen(items, settings, args.others, args.playouts, args.goal, args.weight)
    print(report(items, result))
    first = next(iter(result))
    print(f"where {first or 'expert'}'s regret lies:")
    print(by_situation(items, result[first]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
