"""The arena: seeded headless games between seat types, with statistics.

``run_arena`` plays ``games`` games (in ``jobs`` processes). With ``duplicate``
every deal is replayed once per seat rotation, so each seat type gets every
seat's cards and luck cancels out. Per seat type it reports the mean score per
game with a 95% confidence interval, the game win rate (shared wins count as
fractions), bid accuracy overall and by hand size, and decision times; and the
mean score margin of every pair of types, with its 95% CI.

A seat type is an AI level (``expert``), a level with options
(``hard:iterations=300,time_ms=100`` is written ``hard:iterations=300:time_ms=100``),
or an external bot (``cmd:python mybot.py``).
"""

from __future__ import annotations

import json
import math
import os
import random
import shlex
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from ai.search_options import SearchOptionError, option_problem, read_option
from game.bots.figures import mean_ci95, quantile
from game.rules import Rules
from game.rules.files import write_regular
from game.rules.play import PlayerFailed, play_game
from game.rules.text import terminal
from game.rules.transcript import dumps, transcript


# ------------------------------------------------------------------ seats
@dataclass(frozen=True)
class SeatSpec:
    label: str  # as written on the command line
    level: str | None = None  # an AI level, or None for an external bot
    command: str | None = None
    options: dict = field(default_factory=dict)


def parse_seat(text: str) -> SeatSpec:
    from ai.base import LEVELS, SEARCH_LEVELS

    text = text.strip()
    if text.startswith("cmd:"):
        command = text[4:].strip()
        if not command:
            raise ValueError("cmd: needs a command, e.g. cmd:python mybot.py")
        try:
            shlex.split(command)  # as the bot host will split it
        except ValueError as err:
            raise ValueError(f"cannot read the command in {text!r}: {err}") from None
        return SeatSpec(text, command=command)
    level, *opts = text.split(":")
    if level not in LEVELS:
        raise ValueError(
            f"unknown seat {text!r}: use an AI level ({', '.join(LEVELS)}), a level with "
            "options (e.g. hard:iterations=300:time_ms=100) or cmd:COMMAND"
        )
    if opts and level not in SEARCH_LEVELS:
        raise ValueError(
            f"bad seat {text!r}: {level} takes no options; only the search levels "
            f"({', '.join(SEARCH_LEVELS)}) do, e.g. hard:iterations=300"
        )
    options = {}
    for opt in opts:
        key, _, value = opt.partition("=")
        try:
            options[key] = read_option(key, value)
        except SearchOptionError as err:
            problem = option_problem(err)
            raise ValueError(f"bad seat option {opt!r} in {text!r}: {problem}") from None
    return SeatSpec(text, level=level, options=options)


def parse_seats(text: str, players: int) -> list[SeatSpec]:
    """``expert,medium,medium,medium``: one seat type per seat (``cmd:`` seats included)."""
    parts = [p for p in text.split(",") if p.strip()]
    if len(parts) == 1:
        parts = parts * players
    if len(parts) != players:
        raise ValueError(f"--seats names {len(parts)} seats, but the game has {players}")
    return [parse_seat(p) for p in parts]


def make_seat_player(
    spec: SeatSpec, seed: int, names, bot_time_ms: int, report=None, defaults: dict | None = None
):
    if spec.command is not None:
        from game.bots.bot_host import ExternalPlayer

        return ExternalPlayer(
            spec.command,
            time_ms=bot_time_ms,
            names=names,
            label=spec.label,
            seed=seed,
            report=report,
        )
    from ai.base import SEARCH_LEVELS, make_player

    # The budget flags (--iterations, --time-ms) are the search levels'; the rest have none.
    options = {**(defaults or {}), **spec.options} if spec.level in SEARCH_LEVELS else {}
    player = make_player(spec.level, seed=seed, **options)
    if spec.options:
        player.kind = spec.level  # the transcript names the level
    return player


class ArenaStopped(Exception):
    """The arena cannot go on (an output cannot be written, a worker process died);
    the message says why in one line."""


# ---------------------------------------------------------------- one game
@dataclass
class Task:
    index: int  # game number, 0-based
    deal: int  # deal number (the duplicate group)
    rotation: int
    game_seed: int
    seats: tuple[SeatSpec, ...]  # per seat, after rotation
    rules: Rules
    out: str | None
    bot_time_ms: int
    defaults: dict


def play_task(task: Task) -> dict:
    """Play one game; returns what the statistics need (picklable)."""
    rules, n = task.rules, task.rules.players
    problems: list[str] = []
    names = [f"{spec.label} #{i}" for i, spec in enumerate(task.seats)]
    players = []
    for i, spec in enumerate(task.seats):
        seed = random.Random(f"{task.game_seed}/{task.rotation}/{i}").randrange(2**31)
        players.append(
            make_seat_player(spec, seed, names, task.bot_time_ms, problems.append, task.defaults)
        )
    times: list[list[float]] = [[] for _ in range(n)]
    forced: list[list[bool]] = [[] for _ in range(n)]

    def timed(seat, view, action, seconds):
        times[seat].append(seconds)
        forced[seat].append(len(view.legal) == 1)

    def round_over(record):
        for p in players:
            if hasattr(p, "round_over"):
                p.round_over(record)

    def illegal(seat, action, view):  # a built-in AI must never do this
        problems.append(
            f"seat {seat} ({task.seats[seat].label}) chose the illegal {action}; "
            "the first legal move was played"
        )
        return view.legal[0]

    try:
        state = play_game(
            rules,
            players,
            task.game_seed,
            on_decision=timed,
            on_round=round_over,
            on_illegal=illegal,
        )
        entries = [{"name": names[i], "kind": p.kind} for i, p in enumerate(players)]
        doc = transcript(state, entries)
        for p in players:
            if hasattr(p, "game_over"):
                p.game_over(doc)
    except PlayerFailed as err:  # one line for the run, not a worker's traceback
        from game.bots.bot_process import end_all

        end_all()
        from game.bots.bot_host import BotRefused

        label = task.seats[err.seat].label
        if isinstance(err.cause, BotRefused):  # says it all: the bot, its seat, the rule
            raise ArenaStopped(f"game {task.index + 1}: {err.cause}") from None
        raise ArenaStopped(
            f"game {task.index + 1} (seed {task.game_seed}): {err} "
            f"[seat {err.seat} plays {label}]"
        ) from None
    except BaseException:  # Ctrl-C, SIGTERM: the bots get no grace to finish
        from game.bots.bot_process import end_all

        end_all()
        raise
    finally:
        for p in players:
            if hasattr(p, "close"):
                p.close()
    if task.out:
        path = Path(task.out) / f"game-{task.index + 1:05d}.json"
        try:
            write_regular(path, dumps(doc).encode("utf-8"))
        except OSError as err:
            raise ArenaStopped(f"cannot write {path}: {err.strerror or err}") from None
    return {
        "index": task.index,
        "deal": task.deal,
        "rotation": task.rotation,
        "seed": task.game_seed,
        "seats": [s.label for s in task.seats],
        "totals": list(state.totals),
        "winners": state.winners(),
        "bids": [list(r.final_bids) for r in state.history],  # as scored (the Cloud)
        "won": [list(r.won) for r in state.history],
        "times": times,
        "forced": forced,
        "problems": problems,
    }


# ------------------------------------------------------------------ tasks
def make_tasks(
    rules: Rules,
    seats: list[SeatSpec],
    games: int,
    seed: int,
    duplicate: bool,
    out: str | None,
    bot_time_ms: int,
    defaults: dict | None = None,
) -> list[Task]:
    n = rules.players
    rng = random.Random(seed)
    tasks = []
    if duplicate:
        deals = math.ceil(games / n)
        for d in range(deals):
            game_seed = rng.randrange(2**31)
            for rot in range(n):
                rotated = tuple(seats[(i + rot) % n] for i in range(n))
                tasks.append(
                    Task(
                        len(tasks),
                        d,
                        rot,
                        game_seed,
                        rotated,
                        rules,
                        out,
                        bot_time_ms,
                        defaults or {},
                    )
                )
    else:
        for g in range(games):
            game_seed = rng.randrange(2**31)
            rot = g % n  # rotate anyway, so no type keeps the same seat
            rotated = tuple(seats[(i + rot) % n] for i in range(n))
            tasks.append(
                Task(g, g, rot, game_seed, rotated, rules, out, bot_time_ms, defaults or {})
            )
    return tasks


# ------------------------------------------------------------- statistics
def summarize(results: list[dict], rules: Rules, seat_labels: list[str]) -> dict:
    types = list(dict.fromkeys(seat_labels))
    by_deal: dict[int, dict[str, list[float]]] = {}
    wins = dict.fromkeys(types, 0.0)
    seat_games = dict.fromkeys(types, 0)
    scores = {t: [] for t in types}
    hits = dict.fromkeys(types, 0)
    bids_n = dict.fromkeys(types, 0)
    by_size = {t: {} for t in types}
    times = {t: [] for t in types}
    free_times = {t: [] for t in types}
    problems: list[str] = []
    for res in results:
        per_type: dict[str, list[float]] = {}
        winners = res["winners"]
        for seat, label in enumerate(res["seats"]):
            total = res["totals"][seat]
            per_type.setdefault(label, []).append(total)
            scores[label].append(total)
            seat_games[label] += 1
            if seat in winners:
                wins[label] += 1 / len(winners)
            for rnd, (bids, won) in enumerate(zip(res["bids"], res["won"], strict=True)):
                ok = bids[seat] == won[seat]
                hits[label] += ok
                bids_n[label] += 1
                h, nn = by_size[label].get(rnd + 1, (0, 0))
                by_size[label][rnd + 1] = (h + ok, nn + 1)
            times[label].extend(res["times"][seat])
            free_times[label].extend(
                t for t, f in zip(res["times"][seat], res["forced"][seat], strict=True) if not f
            )
        group = by_deal.setdefault(res["deal"], {})
        for label, vals in per_type.items():
            group.setdefault(label, []).append(statistics.fmean(vals))
        problems.extend(res["problems"])
    deal_means = {t: [statistics.fmean(g[t]) for g in by_deal.values() if t in g] for t in types}
    out_types = {}
    for t in types:
        mean, half = mean_ci95(deal_means[t])
        out_types[t] = {
            "seat_games": seat_games[t],
            "mean_score": mean,
            "ci95": half,
            "score_sd": statistics.stdev(scores[t]) if len(scores[t]) > 1 else 0.0,
            "win_rate": wins[t] / seat_games[t] if seat_games[t] else float("nan"),
            "bid_accuracy": hits[t] / bids_n[t] if bids_n[t] else float("nan"),
            "bid_accuracy_by_hand_size": {
                str(k): v[0] / v[1] for k, v in sorted(by_size[t].items())
            },
            "decisions": len(times[t]),
            "time_median_s": quantile(times[t], 0.5),
            "time_p95_s": quantile(times[t], 0.95),
            "time_median_unforced_s": quantile(free_times[t], 0.5),
            "time_p95_unforced_s": quantile(free_times[t], 0.95),
            "time_max_s": max(times[t]) if times[t] else float("nan"),
        }
    margins = []
    for i, a in enumerate(types):
        for b in types[i + 1 :]:
            diffs = [
                statistics.fmean(g[a]) - statistics.fmean(g[b])
                for g in by_deal.values()
                if a in g and b in g
            ]
            mean, half = mean_ci95(diffs)
            margins.append(
                {
                    "a": a,
                    "b": b,
                    "margin": mean,
                    "ci95": half,
                    "deals": len(diffs),
                    "significant": bool(diffs) and abs(mean) > half,
                    "per_deal": diffs,  # lets independent runs be pooled
                }
            )
    return {
        "players": rules.players,
        "rules": rules.variants(),
        "rounds": rules.rounds,  # per game: 60 / players unless --length / --rounds
        "seats": seat_labels,
        "games": len(results),
        "deals": len(by_deal),
        "types": out_types,
        "margins": margins,
        "problems": problems,
    }


def _plural(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def _half(width: float, spec: str = "<5.1f") -> str:
    """A CI half-width, or n/a when there is none (one deal gives no spread)."""
    return format(width, spec) if math.isfinite(width) else format("n/a", spec[0] + "5")


def format_summary(summary: dict) -> str:
    lines = []
    g, d = summary["games"], summary["deals"]
    lines.append(
        f"{_plural(g, 'game', 'games')} ({_plural(d, 'deal', 'deals')}), "
        f"{summary['players']} players, seats: {','.join(summary['seats'])}"
    )
    active = [k for k, v in summary["rules"].items() if v is True]
    lines.append("variants: " + (", ".join(active) if active else "none (standard game)"))
    if summary["rules"].get("special_cards"):
        lines.append(f"special cards: {summary['rules']['special_cards']}")
    full = 60 // summary["players"]
    rounds = summary.get("rounds", full)
    if rounds != full:
        lines.append(f"length: rounds 1 to {rounds} of {full}")
    lines.append("")
    w = max(12, *(len(t) for t in summary["types"]))
    lines.append(
        f"{'seat type':<{w}} {'games':>6} {'mean score':>16} {'win rate':>9} "
        f"{'bid acc':>8} {'t median':>9} {'t p95':>8} {'t med*':>8} {'t max':>7}"
    )
    for t, s in summary["types"].items():
        lines.append(
            f"{t:<{w}} {s['seat_games']:>6} {s['mean_score']:>8.1f} ± {_half(s['ci95'])} "
            f"{s['win_rate'] * 100:>8.1f}% {s['bid_accuracy'] * 100:>7.1f}% "
            f"{s['time_median_s'] * 1000:>7.2f}ms {s['time_p95_s'] * 1000:>6.2f}ms "
            f"{s['time_median_unforced_s'] * 1000:>6.2f}ms {s['time_max_s'] * 1000:>6.0f}ms"
        )
    lines.append(
        "(± is the 95% confidence interval over deals, n/a with a single deal; t med* = "
        "median of the decisions with more than one legal move)"
    )
    lines.append("")
    lines.append("bid accuracy by hand size (cards per player):")
    sizes = sorted(
        {int(k) for s in summary["types"].values() for k in s["bid_accuracy_by_hand_size"]}
    )
    lines.append(f"{'':<{w}} " + " ".join(f"{k:>4}" for k in sizes))
    for t, s in summary["types"].items():
        acc = s["bid_accuracy_by_hand_size"]
        lines.append(
            f"{t:<{w}} "
            + " ".join(f"{acc[str(k)] * 100:>3.0f}%" if str(k) in acc else "   -" for k in sizes)
        )
    if summary["margins"]:
        lines.append("")
        lines.append("mean score margin per game (row type minus column type), 95% CI:")
        for m in summary["margins"]:
            verdict = "CI excludes 0" if m["significant"] else "not significant"
            lines.append(
                f"  {m['a']} - {m['b']}: {m['margin']:+.1f} ± {_half(m['ci95'], '.1f').strip()} "
                f"over {_plural(m['deals'], 'deal', 'deals')} ({verdict})"
            )
    if summary["problems"]:
        lines.append("")
        problems = _plural(len(summary["problems"]), "bot problem", "bot problems")
        lines.append(f"{problems}; see above / the JSON summary")
    if summary.get("command"):
        lines.append("")
        lines.append(f"to play these games again: {summary['command']}")
    return "\n".join(map(terminal, lines))  # a seat's label: shown, never obeyed


# ------------------------------------------------------------------ running
class Progress:
    def __init__(self, total: int, stream=None):
        self.total = total
        self.stream = stream or sys.stderr
        self.start = time.monotonic()
        self.tty = hasattr(self.stream, "isatty") and self.stream.isatty()
        self.last_pct = -1

    def update(self, done: int) -> None:
        elapsed = time.monotonic() - self.start
        eta = elapsed / done * (self.total - done) if done else 0
        frac = done / self.total if self.total else 1
        bar = "#" * int(frac * 30)
        text = f"[{bar:<30}] {done}/{self.total} games  {elapsed:.0f}s elapsed  ~{eta:.0f}s left"
        if self.tty:
            self.stream.write("\r" + text + ("\n" if done == self.total else ""))
            self.stream.flush()
        else:
            pct = int(frac * 20)  # a line every 5% when not on a terminal
            if pct != self.last_pct:
                self.last_pct = pct
                self.stream.write(text + "\n")
                self.stream.flush()

    def message(self, text: str) -> None:
        if self.tty:
            self.stream.write("\r" + " " * 79 + "\r")
        self.stream.write(terminal(text) + "\n")  # a bot's report holds what it wrote
        self.stream.flush()


def run_arena(
    rules: Rules,
    seats: list[SeatSpec],
    games: int,
    seed: int = 0,
    duplicate: bool = False,
    jobs: int | None = None,
    out: str | None = None,
    bot_time_ms: int = 1000,
    defaults: dict | None = None,
    progress: bool = True,
) -> dict:
    if out:
        try:
            Path(out).mkdir(parents=True, exist_ok=True)
        except OSError as err:
            raise ArenaStopped(f"cannot make the folder {out}: {err.strerror or err}") from None
    tasks = make_tasks(rules, seats, games, seed, duplicate, out, bot_time_ms, defaults)
    jobs = max(1, min(jobs or os.cpu_count() or 1, len(tasks)))
    bar = Progress(len(tasks)) if progress else None
    results = []

    def collect(res):
        results.append(res)
        if bar:
            for p in res["problems"]:
                bar.message(f"game {res['index'] + 1}: {p}")
            bar.update(len(results))

    if jobs == 1:
        from game.bots.bot_process import end_all

        try:
            for t in tasks:
                collect(play_task(t))
        except BaseException:  # Ctrl-C, SIGTERM, a failed write: no bot outlives us
            end_all()
            raise
    else:
        from game.bots.arena_pool import run_in_workers

        run_in_workers(play_task, tasks, jobs, collect)
    results.sort(key=lambda r: r["index"])
    summary = summarize(results, rules, [s.label for s in seats])
    summary["seed"] = seed
    summary["duplicate"] = duplicate
    summary["jobs"] = jobs
    summary["command"] = reproduce_command(
        rules, seats, games, seed, duplicate, bot_time_ms, defaults
    )
    return summary


def reproduce_command(
    rules: Rules,
    seats: list[SeatSpec],
    games: int,
    seed: int,
    duplicate: bool,
    bot_time_ms: int,
    defaults: dict | None = None,
) -> str:
    """The ``wizard arena`` command line that plays the same games again.

    Every choice is written out, defaults included, so a later change of a
    default cannot change what the line means. (Search levels capped by time,
    and bots, may still decide differently on a differently loaded machine.)
    """
    argv = ["wizard", "arena", "--players", str(rules.players)]
    argv += ["--seats", ",".join(s.label for s in seats), "--games", str(games)]
    argv += ["--seed", str(seed)]
    if duplicate:
        argv.append("--duplicate")
    for key, flag in (("iterations", "--iterations"), ("time_ms", "--time-ms")):
        if (defaults or {}).get(key) is not None:
            argv += [flag, str(defaults[key])]
    if any(s.command is not None for s in seats):
        argv += ["--bot-time-ms", str(bot_time_ms)]
    argv += ["--" + k.replace("_", "-") for k, v in rules.variants().items() if v is True]
    if rules.special:
        argv += ["--special-cards", str(rules.special)]
    if rules.length is not None:
        argv += ["--rounds", str(rules.length)]
    return shlex.join(argv)


def write_json(summary: dict, path: str) -> None:
    # Strict JSON: a CI that does not exist (one deal) is null, not Infinity.
    text = json.dumps(_finite(summary), indent=1, default=float, allow_nan=False)
    write_regular(Path(path), (text + "\n").encode("utf-8"))  # whole, or OSError


def _finite(value):
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {k: _finite(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_finite(v) for v in value]
    return value
