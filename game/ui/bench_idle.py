"""`wizard bench idle`: how much of one core the window uses while nothing moves.

Run it under a display (``xvfb-run -a wizard bench idle``). It opens a real window
(1280x800), lets the main menu settle, and measures the game process's CPU time
over wall time for a few seconds; then it starts a game (you against three Medium
players, Fast speed), plays the computer players' moves until it is your turn and
the table has settled (and the card faces made ahead between frames are all made:
``App.idle``), and measures again. Then the screens around a game: Game
over of a short game you won (once its confetti has flown), its Review (once the
analysis is done), Statistics and Settings. Printed: ``idle cpu X%`` for each, the
frames drawn meanwhile, and the child processes' share (the AI worker, the
analysis). The goal is <= 3%.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

SIZE = (1280, 800)


def children_cpu_seconds() -> float:
    """CPU seconds (user + system) of this process's running children (the AI
    worker), read from /proc; 0 where there is no /proc."""
    me = os.getpid()
    total = 0.0
    tick = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
    proc = Path("/proc")
    if not proc.is_dir():
        return 0.0
    for entry in proc.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == me:
            total += (int(fields[11]) + int(fields[12])) / tick
    return total


def measure(app, seconds: float) -> dict:
    """Run the app's real loop for ``seconds``; its CPU share and the frames drawn."""
    frames = app.frames_run
    cpu, kids, wall = time.process_time(), children_cpu_seconds(), time.perf_counter()
    app.run(max_seconds=seconds)
    wall = time.perf_counter() - wall
    return {
        "cpu": (time.process_time() - cpu) / wall,
        "worker": (children_cpu_seconds() - kids) / wall,
        "frames": app.frames_run - frames,
        "seconds": wall,
    }


# What is measured, in order, and how the report names it.
SCREENS = (
    ("menu", "main menu"),
    ("table", "table, your turn"),
    ("game_over", "game over, after the confetti"),
    ("review", "review, analysis done"),
    ("statistics", "statistics"),
    ("settings", "settings"),
)


def won_short_game():
    """(setup, state) of a finished two-round game that seat 0 (you) won alone, so
    Game over throws its confetti first (Easy players, the first such seed)."""
    from ai import make_player
    from game.rules import Rules
    from game.savegame import GameSetup
    from game.sim import play_game

    rules = Rules(3, length=2)
    for seed in range(1, 200):
        state = play_game(rules, [make_player("easy", seed=seed * 10 + i) for i in range(3)],
                          seed)
        if list(state.winners()) == [0]:
            return GameSetup(rules, ["You", "Ada", "Bruno"], ["human", "easy", "easy"],
                             seed), state
    raise RuntimeError("no short game won by seat 0 in 200 seeds")


def settle_until(app, ready, what: str, timeout: float) -> None:
    """Run the loop until ``ready()`` and the window rests (nothing wants a frame and
    nothing is left to make ahead: ``app.idle``)."""
    deadline = time.perf_counter() + timeout
    while not (ready() and app.wake_in() is None and not app.idle.pending):
        if time.perf_counter() > deadline:
            raise RuntimeError(f"{what} did not come to rest in {timeout:g} s")
        app.run(max_seconds=0.2)


def measure_screens(app, seconds: float, settle: float, timeout: float) -> dict:
    """Game over (after its celebration), Review (analysis done), Statistics, Settings."""
    from game.history import game_document
    from game.ui.scenes.gameover import GameOverScene
    from game.ui.scenes.review import ReviewScene

    out = {}
    setup, state = won_short_game()
    over = GameOverScene(app, setup, state)
    app.clear_to(over)
    app.run(max_seconds=settle)
    settle_until(app, lambda: not over.celebration.running, "Game over", timeout)
    out["game_over"] = measure(app, seconds)
    review = ReviewScene(app, game_document(setup, state), seat=0)
    app.push(review)
    settle_until(app, lambda: review.job is not None and review.job.done, "Review", timeout)
    out["review"] = measure(app, seconds)
    for name in ("statistics", "settings"):
        app.router.go_to(name)
        app.run(max_seconds=settle)
        settle_until(app, lambda: True, name, timeout)
        out[name] = measure(app, seconds)
    return out


def run_idle(seconds: float = 5.0, settle: float = 1.0, timeout: float = 60.0) -> dict:
    import pygame

    from game.rules import Rules
    from game.savegame import GameSetup
    from game.ui.app import App
    from game.ui.scenes.menu import MainMenu
    from game.ui.scenes.table import TableScene

    tmp = Path(tempfile.mkdtemp(prefix="wizard-bench-idle-"))
    app = App(size=SIZE, dirs={k: tmp / k for k in ("config", "data", "log")})
    app.settings.muted = True
    app.settings.tips = False
    app.settings.animation_speed = "fast"
    try:
        app.push(MainMenu(app))
        app.run(max_seconds=settle)
        while app.idle.pending:  # the menu itself wakes now and then (its fan sways)
            app.run(max_seconds=0.2)
        menu = measure(app, seconds)
        setup = GameSetup(
            Rules(4),
            ["You", "Ada", "Bruno", "Clara"],
            ["human", "medium", "medium", "medium"],
            seed=7,
        )
        table = TableScene(app, setup)
        app.clear_to(table)
        deadline = time.perf_counter() + timeout
        while not (table.human_turn and table.wake_in() is None and not app.idle.pending):
            if time.perf_counter() > deadline:
                raise RuntimeError("the table did not come to rest on the player's turn")
            app.run(max_seconds=0.2)
        at_rest = measure(app, seconds)
        at_rest["phase"] = table.state.phase.name.lower()
        return {"menu": menu, "table": at_rest, **measure_screens(app, seconds, settle, timeout)}
    finally:
        app.close()
        pygame.quit()


def report(result: dict, out=sys.stdout) -> None:
    for name, label in SCREENS:
        r = result[name]
        print(
            f"idle cpu {r['cpu'] * 100:.1f}% {label} "
            f"({r['frames']} frames in {r['seconds']:.1f} s; "
            f"child processes {r['worker'] * 100:.1f}%)",
            file=out,
        )


def main(args) -> int:
    seconds = getattr(args, "seconds", None) or 5.0
    try:
        result = run_idle(seconds=seconds)
    except Exception as exc:  # noqa: BLE001 - e.g. no display: say so plainly
        print(f"wizard bench idle: {exc}", file=sys.stderr)
        return 1
    report(result)
    return 0
