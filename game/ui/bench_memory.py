"""`wizard bench memory`: whole games in one window, the resident memory after each.

Run it under a display (``xvfb-run -a wizard bench memory --games 25``) or with
``SDL_VIDEODRIVER=dummy``. It opens the real App at the main menu and plays
``--games`` whole games the way a player goes through them: New game (3, 4, 5 and 6
players in turn, the computer at Medium), the table at Fast speed, your seat played
by clicks (a seeded random legal move, as the player robot makes it), Game over, and
every fifth game its Review until the analysis is done, then back to the main menu.
It prints the resident memory (RSS, from /proc) at the first menu and after each
game, and the growth from the first game to the last; ``--players`` plays every game
with that many players instead, ``--rounds N`` only rounds 1 to N of each. The games,
the AI worker and the files are real; the files go to a temporary folder.
"""

from __future__ import annotations

import gc
import random
import sys
import tempfile
import time
from pathlib import Path

from game.ui import screens
from game.ui.bench import resident_mb

SIZE = (1280, 800)
PLAYER_CYCLE = (4, 5, 6, 3)  # players of game 1, 2, 3, 4, then again
REVIEW_EVERY = 5  # every fifth game is reviewed
FRAME_DT = 0.05  # seconds per frame at Fast speed (as the player-robot tests)
MAX_FRAMES = 60000  # frames one game may take before the bench gives up


def players_of(game: int, players: int | None) -> int:
    """Players in game ``game`` (0-based): ``players`` when fixed, else the cycle."""
    return players or PLAYER_CYCLE[game % len(PLAYER_CYCLE)]


class _BlindRobot:
    """The player robot without its screen reading: it keeps every text it ever saw
    drawn (for reading them back), which would be measured as the game's memory.
    Buttons are found by label on the top scene and clicked at their centre."""

    def __init__(self, app, seed: int):
        from game.devtools.robot import Robot

        class Blind(Robot):
            def shows(self, text, within=None, match=1.0) -> bool:
                return True

        self.robot = Blind(app, dt=FRAME_DT, settle=10)
        self.robot.close()  # no text recording
        rng = random.Random(seed)
        self.prefer = lambda options: rng.choice(list(options))

    def step_to(self, stepper, value: int) -> None:
        """Click a stepper's arrows until it holds ``value``."""
        for _i in range(60):
            if stepper.value == value:
                return
            left, right = stepper.arrow_rects()
            self.robot.click_at((right if value > stepper.value else left).center, settle=2)
        raise RuntimeError(f"the stepper did not reach {value}")


def play_one(blind: _BlindRobot, players: int, review: bool, rounds: int | None = None) -> dict:
    """Main menu → New game → a whole game (or its first ``rounds``) → (Review) →
    main menu."""
    from game.devtools.robot import human_move
    from game.i18n import _, pgettext
    from game.ui.scenes.gameover import GameOverScene
    from game.ui.scenes.menu import MainMenu
    from game.ui.scenes.overlays import RoundSummary
    from game.ui.scenes.table import TableScene

    robot = blind.robot
    robot.click(_("New game"))
    setup = robot.top
    blind.step_to(setup.count, players)
    robot.choose(_("Medium"))
    if rounds is not None:
        robot.choose(pgettext("game length", "Custom"))
        blind.step_to(setup.length.stepper, min(rounds, setup.length.stepper.hi))
    else:
        robot.choose(pgettext("game length", "Full"))
    robot.click(_("Start game"))
    start = robot.frames
    while not isinstance(robot.top, GameOverScene):
        if robot.frames - start > MAX_FRAMES:
            raise RuntimeError(f"no game over after {MAX_FRAMES} frames")
        top = robot.top
        if isinstance(top, RoundSummary) and top.buttons:
            robot.run(2)
            robot.click(top.buttons[0].text, settle=2)
            continue
        if isinstance(top, TableScene) and human_move(robot, top, blind.prefer):
            continue
        robot.frame()
    over = robot.top
    rounds = over.state.round
    robot.until(lambda: over.celebration is None or not over.celebration.running,
                "the celebration ends", max_frames=MAX_FRAMES)
    robot.run()
    if review:
        from game.ui.scenes.review import ReviewScene

        robot.click(_("Review this game"))
        scene = robot.top
        if not isinstance(scene, ReviewScene):
            raise RuntimeError(f"Review did not open: {type(scene).__name__}")
        robot.until(lambda: scene.analysis_done, "the analysis", max_frames=MAX_FRAMES)
        for _i in range(30):  # step through the game a little, as a player would
            robot.click(_("Next"), settle=1)
        robot.click(_("Close"))
    robot.click(_("Main menu"))
    if not isinstance(robot.top, MainMenu):
        raise RuntimeError(f"not back at the main menu: {type(robot.top).__name__}")
    return {"frames": robot.frames - start, "rounds": rounds}


def settle(robot, frames: int = 30) -> float | None:
    """A few frames at rest, then the resident memory after a full collection."""
    robot.run(frames)
    gc.collect()
    return resident_mb()


def run_memory(games: int, players: int | None = None, rounds: int | None = None,
               seed: int = 7, out=sys.stdout, review_every: int = REVIEW_EVERY) -> dict:
    """Play ``games`` games in one App (each only to round ``rounds`` if given; every
    ``review_every``-th reviewed); the resident memory (MB) at the first menu and after
    each game."""
    import pygame

    from game.ui.app import App

    tmp = Path(tempfile.mkdtemp(prefix="wizard-bench-memory-"))
    app = App(size=SIZE, dirs={k: tmp / k for k in ("config", "data", "log")})
    app.settings.muted = True
    app.settings.tips = False
    app.settings.animation_speed = "fast"
    app.router.go_to(screens.main_menu)
    blind = _BlindRobot(app, seed)
    rss = [settle(blind.robot)]
    print(f"first menu: {rss[0]:.0f} MB", file=out, flush=True)
    try:
        for g in range(games):
            n = players_of(g, players)
            review = (g + 1) % review_every == 0
            t0 = time.perf_counter()
            played = play_one(blind, n, review, rounds)
            rss.append(settle(blind.robot))
            what = f"{n} players, {played['rounds']} rounds" + (", reviewed" if review else "")
            print(f"game {g + 1:2d} ({what}): {rss[-1]:.0f} MB "
                  f"({time.perf_counter() - t0:.0f} s)", file=out, flush=True)
    finally:
        app.close()
        pygame.quit()
    if games:
        print(f"growth from game 1 to game {games}: {rss[-1] - rss[1]:+.0f} MB; "
              f"highest {max(rss[1:]):.0f} MB", file=out)
    return {"rss_mb": rss}


def main(args) -> int:
    if resident_mb() is None:
        print("wizard bench memory: needs /proc (Linux) to read the resident memory",
              file=sys.stderr)
        return 2
    players = getattr(args, "players", None)
    try:
        run_memory(args.games, players, getattr(args, "rounds", None))
    except Exception as exc:  # noqa: BLE001 - e.g. no display: say so plainly
        print(f"wizard bench memory: {exc}", file=sys.stderr)
        return 1
    return 0

