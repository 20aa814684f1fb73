"""``wizard arena``, ``bot``, ``positions`` and ``analyze``: registered by ``game.cli``."""

from __future__ import annotations

import argparse
import math
import os
import sys


def variant_flags(p: argparse.ArgumentParser) -> None:
    """The variant flags (``game.cli`` uses these too: ``game.bots`` may not import it)."""
    p.add_argument("--plus-minus-one", action="store_true", help="the dealer rule")
    p.add_argument("--hidden-bids", action="store_true", help="bids made at once, in secret")
    p.add_argument("--blind-first-round", action="store_true", help="round 1 held to the forehead")


def length_flags(p: argparse.ArgumentParser) -> None:
    """``--length full|short`` or ``--rounds N``: how many rounds each game plays."""
    group = p.add_mutually_exclusive_group()
    group.add_argument(
        "--length", choices=["full", "short"], default=None,
        help="full: every round (60 / players); short: the first half of them",
    )
    group.add_argument(
        "--rounds", type=AT_LEAST_1, default=None, metavar="N",
        help="play only rounds 1 to N (1 to 60 / players)",
    )


def game_length(args) -> int | None:
    """The ``Rules.length`` the flags choose; GameLengthError if the players cannot."""
    from game.rules import length_rounds

    if args.rounds is not None:
        return length_rounds(args.players, args.rounds)
    return length_rounds(args.players, args.length)


# ----------------------------------------------------- argument types
# Shared with ``game.cli`` (which may import ``game.bots``; the reverse is forbidden). A bad
# value becomes argparse's one-line error: "wizard arena: argument --jobs: ...".
def whole_number(low: int, high: int | None = None):
    """An argparse type: an int from ``low`` (to ``high``)."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if high is not None and not low <= value <= high:
            raise argparse.ArgumentTypeError(f"must be {low} to {high}, not {value}")
        if value < low:
            raise argparse.ArgumentTypeError(f"must be at least {low}, not {value}")
        return value

    parse.__name__ = "whole number"  # argparse names the type in some messages
    return parse


def positive_seconds(text: str) -> float:
    """An argparse type: a finite number of seconds above 0."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"must be more than 0 seconds, not {text}")
    return value


PLAYERS = whole_number(3, 6)  # Wizard is played by 3 to 6
AT_LEAST_1 = whole_number(1)


def output_folder_problem(path: str | None) -> str | None:
    """Why ``--out PATH`` cannot be a folder for transcripts, or None (checked before playing)."""
    if path is None:
        return None
    p = os.path.abspath(path)
    while not os.path.exists(p):  # the first part that exists must be a folder
        parent = os.path.dirname(p)
        if parent == p:
            break
        p = parent
    if not os.path.isdir(p):
        return f"argument --out: {p} exists and is not a folder"
    if not os.access(p, os.W_OK | os.X_OK):
        return f"argument --out: cannot write in {p}"
    return None


def output_file_problem(option: str, path: str | None) -> str | None:
    """Why ``option PATH`` cannot be written as a file, or None (checked before playing)."""
    from game.rules.files import NotRegularFile, check_writable

    if path is None:
        return None
    if os.path.isdir(path):
        return f"argument {option}: {path} is a folder"
    try:
        check_writable(path)  # a FIFO would block the write, a device swallow it
    except NotRegularFile as err:
        return f"argument {option}: {path}: {err}"
    parent = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(parent):
        return f"argument {option}: there is no folder {parent}"
    if not os.access(parent, os.W_OK | os.X_OK):
        return f"argument {option}: cannot write in {parent}"
    return None


# ----------------------------------------------------- simulate and arena
class RunArgsError(ValueError):
    """A bad argument of ``wizard simulate`` or ``wizard arena``: one line, exit code 2."""


def game_run_flags(p: argparse.ArgumentParser, seats_help: str, games_help: str,
                   seats_required: bool = False) -> None:
    """The arguments ``wizard simulate`` and ``wizard arena`` share: the table
    (``--players``, ``--seats``, the variants, the length), ``--games``, ``--seed`` and
    ``--out``."""
    p.add_argument("--players", type=PLAYERS, default=4,
                   help="players at the table, 3 to 6 (default 4)")
    p.add_argument("--seats", required=seats_required, help=seats_help)
    p.add_argument("--games", type=AT_LEAST_1, default=100, help=games_help)
    p.add_argument("--seed", type=int, default=0,
                   help="the run's seed, from which each game's seed is drawn: the same "
                   "seed deals the same cards (default 0)")
    p.add_argument("--out", help="folder for one wizard-transcript/1 file per game")
    p.add_argument("--special-cards", default="none", metavar="SET",
                   help="the anniversary special cards played with: none (default), 20, "
                   "25, or card names joined by + (bomb+cloud; dragon and fairy only "
                   "together)")
    variant_flags(p)
    length_flags(p)


def game_run(args, seats: str):
    """The ``Rules`` and the seats (``game.bots.arena.parse_seats``) the shared arguments ask
    for; ``RunArgsError`` says what is wrong before any game is played."""
    from game.bots.arena import parse_seats
    from game.rules import GameLengthError, Rules, rules_problem

    problem = rules_problem(args.players, args.plus_minus_one, args.hidden_bids,
                            args.blind_first_round)
    if problem:
        raise RunArgsError(problem)
    try:
        length = game_length(args)
    except GameLengthError as err:
        raise RunArgsError(f"argument --rounds: {err}") from None
    try:
        specs = parse_seats(seats, args.players)
    except ValueError as err:
        raise RunArgsError(str(err)) from None
    problem = output_folder_problem(args.out)
    if problem:
        raise RunArgsError(problem)
    rules = Rules(
        args.players, args.plus_minus_one, args.hidden_bids, args.blind_first_round, length,
        special_card_set(args.special_cards),
    )
    return rules, specs


SPECIAL_SETS = ("none, 20, 25, or names joined by +: dragon, fairy, bomb, werewolf, juggler, "
                "cloud, shapeshifter")


def special_card_set(text: str):
    """``--special-cards``' value as a ``SpecialCards``; RunArgsError if unusable."""
    try:
        return special_cards(text)
    except argparse.ArgumentTypeError as err:
        raise RunArgsError(f"argument --special-cards: {err}") from None


def special_cards(text: str):
    """An argparse type: a ``SpecialCards`` (``wizard bench``; ``special_card_set``)."""
    from game.rules import ConfigError, ParseError, SpecialCards

    try:
        return SpecialCards.parse(text)
    except (ParseError, ConfigError) as err:
        raise argparse.ArgumentTypeError(f"{err} ({SPECIAL_SETS})") from None


def register(sub) -> None:
    from ai.base import LEVELS
    from ai.search_options import options_help

    arena = sub.add_parser(
        "arena",
        help="play seeded headless games between AI levels and bots, with statistics",
        description=(
            "Play seeded headless games and report, per seat type, the mean score per "
            "game (95% CI), win rate, bid accuracy and decision times. A seat type is an "
            "AI level ({}), a level with options (hard:iterations=300:time_ms=100) or an "
            "external wizard-bot/1 program (cmd:python mybot.py).".format(", ".join(LEVELS))
        ),
    )
    game_run_flags(
        arena,
        seats_help="comma-separated seat types, one per seat (one type alone fills every "
        "seat); a level's options, as level:option=value:...: " + options_help(),
        games_help="games to play (with --duplicate: rounded up to whole deals)",
        seats_required=True,
    )
    arena.add_argument("--duplicate", action="store_true",
                       help="replay every deal once per seat rotation, so luck cancels")
    arena.add_argument("--json", help="write the summary as JSON to this file")
    arena.add_argument("--jobs", type=AT_LEAST_1, default=None,
                       help="worker processes (default: one per core)")
    arena.add_argument("--iterations", type=AT_LEAST_1, default=None,
                       help="search budget for the search levels (default: the level's)")
    arena.add_argument("--time-ms", type=AT_LEAST_1, default=None,
                       help="time cap per decision for the search levels")
    arena.add_argument("--bot-time-ms", type=AT_LEAST_1, default=1000,
                       help="time an external bot has per request (default 1000)")
    arena.add_argument("--quiet", action="store_true", help="no progress bar")
    arena.set_defaults(func=_arena)

    bot = sub.add_parser(
        "bot",
        help="run an AI level as a wizard-bot/1 program on stdin/stdout",
        description="Answer wizard-bot/1 requests on standard input and output.",
    )
    bot.add_argument("--level", default="expert", choices=sorted(LEVELS),
                     help="the AI level that plays (default expert)")
    bot.add_argument("--iterations", type=AT_LEAST_1, default=None,
                     help="play-outs per decision for hard and expert (default: the level's)")
    bot.add_argument("--time-ms", type=AT_LEAST_1, default=None,
                     help="own time cap per decision for hard and expert (each request's "
                          "time_ms also caps it)")
    bot.add_argument("--seed", type=int, default=None,
                     help="seed of the level's random choices (default: a new one each run)")
    bot.add_argument("--name", default=None, help="the name sent in the hello")
    bot.set_defaults(func=_bot)

    positions = sub.add_parser(
        "positions",
        help="ask the AI levels for their moves in the position suite (tests/positions)",
        description="Pass rate per AI level over hand-made positions, each with its "
        "acceptable moves and the reason.",
    )
    positions.add_argument("file", nargs="*", help="position files (default: the suite)")
    positions.add_argument("--level", choices=sorted(LEVELS), default=None,
                           help="only this AI level (default: every level)")
    positions.add_argument("--tag", default=None, help="only positions with this tag")
    positions.add_argument("--seed", type=int, default=1,
                           help="seed of the levels' random choices (default 1)")
    positions.add_argument("--verbose", action="store_true", help="show every failed position")
    positions.set_defaults(func=_positions)

    analyze = sub.add_parser(
        "analyze",
        help="rate every decision of one seat in a finished game against Expert's best",
        description="Replay a wizard-transcript/1 game and rate each bid, trump choice and "
        "card of one seat from what it knew: expected round score of the move made versus "
        "the best move (the same sampled deals for both), mistakes costing 5 or more "
        "expected points, and the points lost to bidding and to card play.",
    )
    analyze.add_argument("transcript", metavar="TRANSCRIPT", help="a wizard-transcript/1 file")
    analyze.add_argument("--seat", type=whole_number(0), required=True,
                         help="the seat to rate (0 to players - 1)")
    analyze.add_argument("--json", action="store_true", help="print the analysis as JSON")
    analyze.add_argument("--iterations", type=AT_LEAST_1, default=None,
                         help="sampled deals per decision (default 200)")
    analyze.add_argument("--seed", type=int, default=0,
                         help="seed of the sampled deals; the same seed rates the same "
                         "(default 0)")
    analyze.add_argument("--quiet", action="store_true", help="no progress on stderr")
    analyze.set_defaults(func=_analyze)


def _arena(args) -> int:
    from game.bots.arena import ArenaStopped, format_summary, run_arena, write_json

    try:
        rules, seats = game_run(args, args.seats)
        problem = output_file_problem("--json", args.json)
        if problem:
            raise RunArgsError(problem)
    except RunArgsError as err:
        print(f"wizard arena: {err}", file=sys.stderr)
        return 2
    defaults = {}
    if args.iterations is not None:
        defaults["iterations"] = args.iterations
    if args.time_ms is not None:
        defaults["time_ms"] = args.time_ms
    try:
        summary = run_arena(
            rules, seats, args.games, seed=args.seed, duplicate=args.duplicate,
            jobs=args.jobs, out=args.out, bot_time_ms=args.bot_time_ms, defaults=defaults,
            progress=not args.quiet,
        )
    except ArenaStopped as err:
        print(f"wizard arena: {err}", file=sys.stderr)
        return 1
    problem = None
    if args.json:  # first: the file is kept even when stdout then fails
        try:
            write_json(summary, args.json)
        except OSError as err:
            problem = f"wizard arena: cannot write {args.json}: {err.strerror or err}"
    print(format_summary(summary))  # ends with the command that plays the games again
    if problem:
        print(problem, file=sys.stderr)
        return 1
    return 0


def _bot(args) -> int:
    from ai.base import SEARCH_LEVELS, make_player
    from game.bots.protocol import serve

    options = {}
    if args.iterations is not None:
        options["iterations"] = args.iterations
    if args.time_ms is not None:
        options["time_ms"] = args.time_ms
    if options and args.level not in SEARCH_LEVELS:  # refused, not ignored
        flags = " and ".join("--" + key.replace("_", "-") for key in options)
        print(f"wizard bot: {flags}: only the search levels ({', '.join(SEARCH_LEVELS)}) "
              f"take it, not {args.level}", file=sys.stderr)
        return 2
    player = make_player(args.level, seed=args.seed, **options)
    try:
        return serve(player, name=args.name or f"Wizard {args.level}")
    except KeyboardInterrupt:
        return 0


def _positions(args) -> int:
    from game.bots.positions import main

    return main(args)


def _analyze(args) -> int:
    import json
    from pathlib import Path

    from ai.advice import WORLDS
    from ai.analysis import analyze, format_analysis
    from game.rules.replay import ReplayError, replay_transcript
    from game.rules.text import terminal
    from game.rules.transcript_files import TranscriptFileError, parse_json, read_bytes

    try:
        doc = parse_json(read_bytes(Path(args.transcript)))
        replay = replay_transcript(doc)
    except (TranscriptFileError, ReplayError) as err:
        print(f"wizard analyze: {terminal(args.transcript)}: {terminal(str(err))}",
              file=sys.stderr)
        return 2
    n = replay.rules.players
    if args.seat >= n:
        print(f"wizard analyze: argument --seat: must be 0 to {n - 1}, not {args.seat}",
              file=sys.stderr)
        return 2
    progress = None
    if not args.quiet and sys.stderr.isatty():
        def progress(done: int, total: int) -> None:
            print(f"\ranalyzing: {done}/{total} decisions", end="", file=sys.stderr,
                  flush=True)
    result = analyze(replay, args.seat, iterations=args.iterations or WORLDS, seed=args.seed,
                     progress=progress)
    if progress is not None:
        print(file=sys.stderr)
    if args.json:
        print(json.dumps(result.to_json(), indent=1))
    else:
        print(format_analysis(result, replay.players))
    return 0
