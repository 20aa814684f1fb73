"""The `wizard` command. With no subcommand it starts the game window."""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from pathlib import Path

# Modules that add subcommands: each has ``register(subparsers)``.
COMMAND_MODULES = ("game.bots.cli",)


def _simulate(args) -> int:
    from ai import make_player
    from game.bots.cli import RunArgsError, game_run
    from game.rules.files import write_regular
    from game.rules.play import PlayerFailed
    from game.rules.transcript import dumps
    from game.sim import game_seeds, game_transcript, play_game

    try:
        rules, seats = game_run(args, args.seats or "random")
    except RunArgsError as err:
        print(f"wizard simulate: {err}", file=sys.stderr)
        return 2
    if any(spec.command for spec in seats):
        print("wizard simulate: plays AI levels only; `wizard arena` runs cmd: bots",
              file=sys.stderr)
        return 2
    problem = None
    out = Path(args.out) if args.out else None
    try:
        if out:
            out.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        problem = f"argument --out: cannot make the folder {out}: {err.strerror or err}"
    if problem:
        print(f"wizard simulate: {problem}", file=sys.stderr)
        return 2
    wins = [0.0] * args.players
    for g, seed in enumerate(game_seeds(args.seed, args.games)):
        players = []
        for i, spec in enumerate(seats):
            player = make_player(spec.level, seed=seed * 10 + i, **spec.options)
            player.kind = spec.level  # the transcript names the level, options or not
            players.append(player)
        try:
            state = play_game(rules, players, seed)
        except PlayerFailed as err:
            label = seats[err.seat].label
            print(f"wizard simulate: game {g + 1} (seed {seed}): {err} [seat {err.seat} "
                  f"plays {label}]", file=sys.stderr)
            return 1
        winners = state.winners()
        for w in winners:
            wins[w] += 1 / len(winners)
        if out:
            doc = game_transcript(state, players)
            path = out / f"game-{g + 1:05d}.json"
            try:
                write_regular(path, dumps(doc).encode("utf-8"))  # whole, never into a FIFO
            except OSError as err:
                print(f"wizard simulate: cannot write {path}: {err.strerror or err}",
                      file=sys.stderr)
                return 1
    where = f" into {out}" if out else ""
    per_seat = ", ".join(f"{w:g}" for w in wins)
    print(f"played {plural(args.games, 'game', 'games')}{where}; wins per seat: {per_seat}")
    return 0


def plural(n: int, one: str, many: str) -> str:
    """``1 game``, ``3 games``: the command line speaks English (the window is translated)."""
    return f"{n} {one if n == 1 else many}"


def _check(args) -> int:
    from game.rules.text import terminal
    from game.rules.transcript_files import check_file, transcript_paths

    # A file name that is not valid UTF-8 is shown escaped instead of stopping the run.
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(errors="backslashreplace")
    checked = bad = 0
    for f in transcript_paths(args.paths):
        checked += 1
        try:
            problem = check_file(f)
        except Exception as err:  # noqa: BLE001 - a checker bug must not hide later files
            problem = f"the checker failed ({type(err).__name__}); please report this file"
        if problem:
            print(f"{terminal(str(f))}: {terminal(problem)}", flush=True)  # no escape codes
            bad += 1
    files = plural(checked, "transcript", "transcripts")
    print(f"checked {files}: {checked - bad} ok, {bad} wrong")
    if not checked:
        print("wizard check: no *.json files in the folders given", file=sys.stderr)
    return 1 if bad or not checked else 0


def _replay(args) -> int:
    """Open a transcript in the game window's Review screen."""
    from game.history import TranscriptUnusable, read_transcript, recorded_seat
    from game.rules.text import terminal

    try:
        doc = read_transcript(Path(args.file))
    except TranscriptUnusable as err:
        print(f"wizard replay: {terminal(args.file)}: {terminal(err.reason)}", file=sys.stderr)
        return 2
    n = len(doc["players"])
    if args.seat is not None and not 0 <= args.seat < n:
        print(f"wizard replay: argument --seat: must be 0 to {n - 1}, not {args.seat}",
              file=sys.stderr)
        return 2
    seat = args.seat if args.seat is not None else recorded_seat(doc)
    problem = _display_problem()
    if problem:
        print(f"wizard replay: {problem[0]}", file=sys.stderr)
        return problem[1]
    from game.ui.scenes.review_open import run_review

    return run_review(doc, seat)


def _display_problem() -> tuple[str, int] | None:
    """Why the window cannot be shown (and the exit code), or None (game/ui/startup.py)."""
    from game.ui.startup import display_problem

    return display_problem()


def _bench(args) -> int:
    if args.seconds is None and args.what not in ("ui", "idle", "memory"):  # ui: whole game
        args.seconds = 1.0
    if args.players is None and args.what != "memory":  # memory: 4, 5, 6 and 3 in turn
        args.players = 4
    if args.what in ("ui", "idle"):  # a window nobody can see measures nothing real
        problem = _display_problem()
        if problem:
            print(f"wizard bench: {problem[0]}", file=sys.stderr)
            return problem[1]
    if args.what == "engine":
        from game.bench_engine import main

        return main(args)
    modules = {"ui": "game.ui.bench", "idle": "game.ui.bench_idle", "ai": "game.bots.bench",
               "memory": "game.ui.bench_memory"}
    module = importlib.import_module(modules[args.what])
    return module.main(args)


class _VersionAction(argparse.Action):
    """``--version``: the game's version, then pygame-ce + SDL and Python (imports pygame
    only when asked)."""

    def __init__(self, option_strings, dest=argparse.SUPPRESS, default=argparse.SUPPRESS, **kw):
        kw.setdefault("help", "show the versions of the game, pygame-ce, SDL and Python")
        super().__init__(option_strings, dest=dest, default=default, nargs=0, **kw)

    def __call__(self, parser, namespace, values, option_string=None):
        from game.diagnostics import version_lines

        if sys.stdout is None:  # closed: printing would silently do nothing
            parser.exit(2, f"{parser.prog}: standard output is closed\n")
        print("\n".join(version_lines()))
        parser.exit()


class _Parser(argparse.ArgumentParser):
    """argparse with one-line errors: "wizard arena: argument --jobs: must be at least 1".

    The subcommands' parsers are of this class too (argparse makes them so)."""

    def error(self, message: str):
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    from game.bots.cli import AT_LEAST_1, PLAYERS, game_run_flags, positive_seconds, special_cards

    parser = _Parser(prog="wizard", description="Wizard, the card game.")
    parser.add_argument("--version", action=_VersionAction)
    desktop = parser.add_mutually_exclusive_group()
    desktop.add_argument(
        "--install-desktop",
        action="store_true",
        help="Linux: add Wizard to your application menu (this installation)",
    )
    desktop.add_argument(
        "--uninstall-desktop", action="store_true", help="Linux: remove the menu entry again"
    )
    parser.add_argument(
        "--selftest", action="store_true", help="check this installation, exit 0 (ok) or 1"
    )
    parser.add_argument("--selftest-out", metavar="FILE", help="where --selftest writes its report")
    sub = parser.add_subparsers(dest="command")

    sim = sub.add_parser("simulate", help="play seeded headless games and write transcripts")
    game_run_flags(
        sim,
        seats_help="comma-separated AI levels (options as in `wizard arena`), one per seat "
        "or one for every seat (default random)",
        games_help="games to play (default 100)",
    )
    sim.set_defaults(func=_simulate)

    chk = sub.add_parser("check", help="re-check transcripts against the rules")
    chk.add_argument("paths", nargs="+", metavar="FILE|DIR",
                     help="transcript files, or folders whose *.json files are checked")
    chk.set_defaults(func=_check)

    rep = sub.add_parser(
        "replay",
        help="open a transcript (simulate/arena --out, or a kept game) in the Review screen",
    )
    rep.add_argument("file", metavar="FILE", help="a wizard-transcript/1 file")
    rep.add_argument(
        "--seat", type=int, default=None,
        help="the seat whose bids and cards are rated (0 to players - 1; default: the "
        "human's when the file marks one, else 0, which the screen lets you change)",
    )
    rep.set_defaults(func=_replay)

    bench = sub.add_parser("bench", help="benchmarks: engine, ui, idle, ai, memory")
    bench.add_argument(
        "what", choices=["engine", "ui", "idle", "ai", "memory"],
        help="engine: games and play-outs per second; ui: frame times of a whole game in a "
        "window; idle: the window's CPU use at rest; ai: each AI level's decision time; "
        "memory: resident memory after each of --games whole games in one window",
    )
    bench.add_argument(
        "--runs", type=AT_LEAST_1, default=5, help="engine/ai: runs measured (default 5)"
    )
    bench.add_argument(
        "--seconds", type=positive_seconds, default=None,
        help="engine/ai: seconds per run (default 1); ui: stop the game after this long; "
        "idle: seconds measured on each screen (default 5)",
    )
    bench.add_argument(
        "--players", type=PLAYERS, default=None,
        help="players at the table, 3 to 6 (default 4; memory: 4, 5, 6 and 3 in turn)",
    )
    bench.add_argument(
        "--games", type=AT_LEAST_1, default=25, help="memory: games played (default 25)"
    )
    bench.add_argument(
        "--rounds", type=AT_LEAST_1, default=None, metavar="N",
        help="memory: play only rounds 1 to N of each game (default: whole games)",
    )
    bench.add_argument(
        "--special-cards", type=special_cards, default=None, metavar="SET",
        help="ai: play with the anniversary special cards (20, 25, or card names joined "
        "by +; default none)",
    )
    bench.set_defaults(func=_bench)

    for name in COMMAND_MODULES:  # ours, shipped: a failed import is raised, never skipped
        importlib.import_module(name).register(sub)
    parser.commands = sub.choices  # main() names the subcommand in its errors
    return parser


# Commands whose product is not on standard output: they run with it closed.
NO_STDOUT = (None, "replay")


def main(argv: list[str] | None = None) -> int:
    """Run ``wizard``; every way it can fail ends in one line on stderr (game/cli_guard.py)."""
    import multiprocessing

    from game.cli_guard import (
        INTERRUPTED,
        OutputFailed,
        flush_stdout,
        guarded_stdout,
        say_error,
        silence_stdout,
    )

    multiprocessing.freeze_support()  # first thing: frozen AI worker processes start here
    prog = ["wizard"]  # named more closely once the subcommand is known
    try:
        with guarded_stdout():
            code = _main(argv, prog)
            flush_stdout()
        return code
    except OutputFailed as err:
        say_error(prog[0], str(err))
        silence_stdout()
        return 1
    except BrokenPipeError:
        # The reader stopped early (`wizard check DIR | head`): end quietly, no traceback
        # now and none when Python flushes stdout at exit.
        silence_stdout()
        return 1
    except KeyboardInterrupt:
        say_error(prog[0], "interrupted")
        return INTERRUPTED


def _main(argv: list[str] | None, prog: list[str]) -> int:
    from game.cli_guard import closed_stream, say_error, terminate_as_interrupt

    parser = build_parser()
    args, extra = parser.parse_known_args(argv)
    if extra:  # named by the subcommand they were given to: "wizard simulate: ..."
        commands = getattr(parser, "commands", {})
        commands.get(args.command, parser).error(f"unrecognized arguments: {' '.join(extra)}")
    if args.command is not None:
        prog[0] = f"wizard {args.command}"
    if args.selftest:
        from game.bots.cli import output_file_problem
        from game.selftest import main as selftest

        prog[0] = "wizard --selftest"
        problem = output_file_problem("--selftest-out", args.selftest_out)
        if problem:
            say_error(prog[0], problem)
            return 2
        with terminate_as_interrupt():
            return selftest(args.selftest_out)
    menu_entry = args.install_desktop or args.uninstall_desktop
    if menu_entry:
        prog[0] = f"wizard --{'un' if args.uninstall_desktop else ''}install-desktop"
    # (The self-test above runs without stdout: its product is the report file, and a
    # windowed Windows build has no stdout at all.)
    if args.command not in NO_STDOUT or menu_entry:
        closed = closed_stream(stdin=args.command == "bot")
        if closed:
            say_error(prog[0], f"{closed} is closed")
            return 2
    if menu_entry:
        from game.desktop import main as desktop

        return desktop(remove=args.uninstall_desktop)
    if args.command is None:
        return _window(parser, args)
    if args.command == "replay":  # the window closes itself on SIGTERM
        return args.func(args)
    with terminate_as_interrupt():
        return args.func(args)


def _window(parser, args) -> int:
    """The game window, unless there is no display to show it on."""
    if os.environ.get("WIZARD_EXIT_AFTER_FIRST_FRAME", "") not in ("", "0"):
        from game.selftest import exit_after_first_frame

        exit_after_first_frame()  # start-up timing and the README check in CI
    from game.ui.app import run_game

    problem = _display_problem()
    if problem:
        print(f"wizard: {problem[0]}", file=sys.stderr)
        return problem[1]
    return run_game(args)


if __name__ == "__main__":
    sys.exit(main())
