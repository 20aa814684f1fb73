"""``wizard --selftest``: checks that an installation (a frozen build or a checkout) works.

It starts the display, loads every asset (fonts, sounds, images, every card face in
every deck style) and every translation catalog, renders frames of every screen in the
router's registry (``game.ui.router.SCREENS``, built by ``game.ui.samples``), checks
that worker processes start (the AI may use them), and plays one complete AI-only game
through the engine. Then a player robot (``game.devtools.robot``) drives the real App
through synthesized mouse and key input: every tutorial lesson from the main menu to
its end, and a 3-player game (New game, round 1, then the last round from its save)
to the Game over screen and Play again. Exit code 0 when all is
well, 1 with the reasons otherwise. The report goes to the terminal and to a file (a
windowed Windows build has no console): ``--selftest-out FILE``, else ``selftest.txt``
in the log folder.

Works headless with ``SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy``. User files are
never touched: the app runs with its folders in a temporary directory.

Screens are listed once, in the router's registry; each has a sample factory
(``game.ui.samples``). A screen that cannot be imported, built, updated or drawn is a
failure, never skipped.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
import traceback
from pathlib import Path

WINDOW = (1024, 640)
FRAMES = 8
TABLE_FRAMES = 40
LATER_FRAMES = 2  # a screen's further samples (pages, lesson steps): built, drawn, resized
CARD_SIZE = (100, 140)
ROBOT_SETTLE = 3  # frames the player robot runs after each of its actions


class Report:
    def __init__(self, echo=print) -> None:
        self.lines: list[str] = []
        self.failures: list[str] = []
        self.echo = echo
        self.started = time.perf_counter()

    def add(self, status: str, name: str, detail: str = "") -> None:
        line = f"[{status:>4}] {name}" + (f": {detail}" if detail else "")
        self.lines.append(line)
        if status == "FAIL":
            self.failures.append(f"{name}: {detail.splitlines()[0] if detail else ''}")
        if self.echo:
            self.echo(line)

    @contextlib.contextmanager
    def step(self, name: str):
        """``with report.step("fonts") as info: ...; info["detail"] = "..."``."""
        info = {"detail": ""}
        t0 = time.perf_counter()
        try:
            yield info
        except Exception as exc:  # noqa: BLE001 - every failure is reported, none escapes
            self.add("FAIL", name, describe(exc))
        else:
            took = time.perf_counter() - t0
            detail = info["detail"]
            self.add("ok", name, f"{detail} ({took:.2f} s)" if detail else f"{took:.2f} s")

    def text(self, header: list[str]) -> str:
        verdict = "PASS" if not self.failures else f"FAIL ({_count(len(self.failures), 'problem')})"
        body = [f"wizard selftest: {verdict}", *header, *self.lines]
        if self.failures:
            body.append("problems:")
            body.extend(f"  - {f}" for f in self.failures)
        body.append(f"total {time.perf_counter() - self.started:.2f} s")
        return "\n".join(body) + "\n"


def describe(exc: BaseException) -> str:
    tb = traceback.format_exception(exc)
    return f"{type(exc).__name__}: {exc}\n" + "".join("    " + line for line in tb[-6:])


def seconds_since_process_start() -> float | None:
    """Wall time since this process started (Linux; None elsewhere)."""
    try:
        stat = Path("/proc/self/stat").read_text()
        start_ticks = int(stat.rsplit(")", 1)[1].split()[19])
        uptime = float(Path("/proc/uptime").read_text().split()[0])
        return uptime - start_ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, AttributeError):
        return None


def _probe(x: int) -> tuple[int, str]:
    """Runs in a worker process (module level so that it pickles)."""
    from game.version import __version__

    return x * 2, __version__


def _probe_to_pipe(conn, x: int) -> None:
    conn.send(_probe(x))
    conn.close()


# --------------------------------------------------------------------------- checks


def check_environment(report: Report) -> None:
    with report.step("environment") as info:
        from game.assets import assets_root
        from game.version import __version__

        frozen = bool(getattr(sys, "frozen", False))
        root = assets_root()
        if not root.is_dir():
            raise RuntimeError(f"no assets folder at {root}")
        if frozen and not (root / "VERSION").is_file():
            raise RuntimeError("the build carries no assets/VERSION file")
        info["detail"] = (
            f"wizard {__version__}, {'frozen' if frozen else 'from source'}, "
            f"Python {sys.version.split()[0]}, assets {root}"
        )
    with report.step("user folders") as info:
        import platformdirs  # what default_dirs() uses without WIZARD_HOME

        from game.storage import APP_AUTHOR, APP_NAME, default_dirs

        config = platformdirs.user_config_dir(APP_NAME, APP_AUTHOR)  # nothing is created
        in_use = default_dirs()["config"]
        info["detail"] = f"platformdirs config {config}" + (
            f", WIZARD_HOME in use: {in_use}" if os.environ.get("WIZARD_HOME") else ""
        )


def check_assets(report: Report) -> None:
    import wave

    import pygame

    from game.assets import assets_root

    root = assets_root()
    files = sorted(p for p in root.rglob("*") if p.is_file())

    with report.step("fonts") as info:
        from game.ui.kit import typeface

        missing = [n for n in typeface.FONT_FILES.values() if not (root / "fonts" / n).is_file()]
        if missing:
            raise RuntimeError(f"fonts named in game.ui.kit.theme are missing: {missing}")
        fonts = [p for p in files if p.suffix.lower() in {".ttf", ".otf"}]
        if not fonts:
            raise RuntimeError("no font files")
        for path in fonts:
            surf = pygame.font.Font(str(path), 24).render(
                "Wizard 0123 ÅÄÖ åäö ő ű ß", True, (255, 255, 255)
            )
            if surf.get_width() < 50:
                raise RuntimeError(f"{path.name} renders nothing")
        info["detail"] = f"{len(fonts)} fonts"

    with report.step("sounds") as info:
        from game.ui.sound import SOUND_NAMES, Sounds

        wavs = [p for p in files if p.suffix.lower() in {".wav", ".ogg"}]
        missing = [n for n in SOUND_NAMES if not (root / "sounds" / f"{n}.wav").is_file()]
        if missing:
            raise RuntimeError(f"sounds named in game.ui.sound are missing: {missing}")
        for path in wavs:
            if path.suffix.lower() == ".wav":
                with wave.open(str(path), "rb") as w:
                    if w.getnframes() <= 0:
                        raise RuntimeError(f"{path.name} has no audio frames")
        sounds = Sounds(volume=0.0)
        if pygame.mixer.get_init():
            for path in wavs:
                pygame.mixer.Sound(str(path))
            if set(sounds.names()) != set(SOUND_NAMES):
                raise RuntimeError(f"Sounds() loaded only {sorted(sounds.names())}")
            mixer = f"mixer on ({os.environ.get('SDL_AUDIODRIVER') or 'default driver'})"
        else:
            mixer = "no audio device: files checked, not played"
        info["detail"] = f"{len(wavs)} sounds, {mixer}"

    with report.step("images") as info:
        images = [p for p in files if p.suffix.lower() in {".png", ".jpg", ".jpeg", ".bmp"}]
        if not (root / "icon.png").is_file():
            raise RuntimeError("no icon.png")
        for path in images:
            if pygame.image.load(str(path)).get_width() <= 0:
                raise RuntimeError(f"{path.name} is empty")
        info["detail"] = f"{len(images)} images"

    with report.step("other asset files") as info:
        import json

        known = {".ttf", ".otf", ".wav", ".ogg", ".png", ".jpg", ".jpeg", ".bmp", ".mo", ".po"}
        others = [p for p in files if p.suffix.lower() not in known]
        for path in others:
            data = path.read_bytes()
            if path.suffix.lower() == ".json":
                json.loads(data.decode("utf-8"))
        info["detail"] = f"{len(others)} files read ({len(files)} asset files in all)"

    with report.step("card art") as info:
        from game.ui.cardart import ALL_CARDS, SPECIAL_FACES, STYLES, CardArt

        faces = ALL_CARDS + SPECIAL_FACES
        for style in STYLES:
            art = CardArt(*CARD_SIZE, style)
            for card in faces:
                if art.face(card).get_size() != CARD_SIZE:
                    raise RuntimeError(f"{style} {card}: wrong size {art.face(card).get_size()}")
            if art.back().get_size() != CARD_SIZE:
                raise RuntimeError(f"{style} back: wrong size")
        info["detail"] = f"{len(faces)} faces + back in {len(STYLES)} styles"


def check_translations(report: Report) -> None:
    import gettext

    from game import i18n

    frozen = bool(getattr(sys, "frozen", False))
    locale_dir = Path(i18n.locale_dir())
    for code in i18n.LANGUAGES:
        with report.step(f"language {code}") as info:
            if i18n.set_language(code) != code:
                raise RuntimeError("set_language refused it")
            if code == "en":
                if i18n._("Wizard") != "Wizard":
                    raise RuntimeError("English is not the identity")
                info["detail"] = "built in"
                continue
            messages = locale_dir / code / "LC_MESSAGES"
            mo = messages / f"{i18n.DOMAIN}.mo"
            po = messages / f"{i18n.DOMAIN}.po"
            if not mo.is_file() and not po.is_file():
                raise RuntimeError(f"no catalog in {messages}")
            if frozen and not mo.is_file():
                raise RuntimeError(f"{po.name} was not compiled into the build")
            active = i18n._active
            if not isinstance(active, gettext.GNUTranslations):
                raise RuntimeError(f"the catalog did not load ({type(active).__name__})")
            entries = len(getattr(active, "_catalog", {}))
            source = "compiled .mo" if mo.is_file() else ".po read directly"
            info["detail"] = f"{source}, {entries} entries"
    i18n.set_language("en")


def _temp_dirs(base: Path) -> dict[str, Path]:
    return {name: base / name for name in ("config", "data", "log")}


def _sample_setup():
    import ai
    from game.rules import Rules
    from game.savegame import AI_LEVELS, HUMAN, GameSetup

    level = next((lv for lv in AI_LEVELS if lv in ai.LEVELS), "random")
    return GameSetup(
        rules=Rules(4),
        names=["You", "Ada", "Bo", "Cy"],
        levels=[HUMAN, level, level, level],
        seed=7,
    )


def game_sample(sample: dict | None = None) -> dict:
    """The sample game the screens are opened with: its setup, a finished game (kept if
    ``sample`` already has one, e.g. the AI game's) and a state after its first round."""
    sample = {} if sample is None else sample
    sample["setup"] = _sample_setup()
    if "state" not in sample:
        import ai
        from game.sim import play_game

        sample["state"] = play_game(
            sample["setup"].rules, [ai.make_player("random", seed=i) for i in range(4)], 1
        )
    sample["round_state"] = _state_after_first_round(sample["setup"].rules)
    return sample


def check_scenes(report: Report, tmp: Path, sample: dict) -> None:
    import pygame

    from game.ui.scene import Scene

    app_box = {}
    with report.step("display") as info:
        from game.ui.app import App

        t0 = time.perf_counter()
        app = App(size=WINDOW, dirs=_temp_dirs(tmp))
        from game import i18n

        i18n.set_language("en")
        errors: list[BaseException] = []
        app.crashed = errors.append  # App.step swallows scene errors: record them instead
        app.step(1 / 60)
        first = time.perf_counter() - t0
        app_box.update(app=app, errors=errors)
        info["detail"] = (
            f"driver {pygame.display.get_driver()}, {app.size[0]}x{app.size[1]}, "
            f"App() to first frame {first:.3f} s"
        )
    if "app" not in app_box:
        return
    app, errors = app_box["app"], app_box["errors"]
    from game.ui.router import SCREENS
    from game.ui.samples import samples

    for name in SCREENS:  # the one registry: a screen missing from it is not shipped
        with report.step(f"screen {name}") as info:
            count = drawn = 0
            try:
                for scene in samples(name, app):
                    frames = TABLE_FRAMES if "Table" in type(scene).__name__ else FRAMES
                    frames = frames if not count else LATER_FRAMES
                    _exercise(app, scene, frames, errors)
                    count, drawn = count + 1, drawn + frames
            finally:
                with contextlib.suppress(Exception):
                    app.stack.clear_to(Scene(app))  # on_exit closes the tables' AI workers
            if not count:
                raise RuntimeError("its sample factory made no screen")
            info["detail"] = f"{count} {'sample' if count == 1 else 'samples'}, {drawn} frames"


def _exercise(app, scene, frames: int, errors: list) -> None:
    import pygame

    errors.clear()
    app.running = True
    app.clear_to(scene)
    w, h = app.size
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(w // 2, h // 2), rel=(1, 1)))
    for i in range(frames):
        app.step(1 / 60)
        if i == frames // 2:  # one window resize in the middle
            app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, w=w + 256, h=h + 160))
        if errors:
            raise errors[0]
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h))
    app.step(1 / 60)
    if errors:
        raise errors[0]


def _robot(tmp: Path):
    """A player robot on a fresh App (instant animations, English) at the main menu."""
    from game import i18n
    from game.devtools.robot import Robot
    from game.settings import Settings, save_settings
    from game.ui.app import App
    from game.ui.scenes.menu import MainMenu

    dirs = _temp_dirs(tmp)
    dirs["config"].mkdir(parents=True, exist_ok=True)
    settings = Settings(animation_speed="instant", language="en")
    save_settings(dirs["config"] / "settings.json", settings)
    app = App(size=WINDOW, dirs=dirs, strict=True)  # a crash in any frame fails the step
    i18n.set_language("en")
    app.push(MainMenu(app))
    robot = Robot(app, settle=ROBOT_SETTLE)
    robot.run()
    return robot


def _leave(robot) -> None:
    from game.ui.scene import Scene

    with contextlib.suppress(Exception):
        robot.app.clear_to(Scene(robot.app))  # on_exit closes the tables' AI workers
    robot.close()


def _to_last_round(path: Path) -> int:
    """Fast-forward the saved game to the deal of its last round (random moves)."""
    import random

    from game.rules import NextRound, Phase
    from game.savegame import load_game, save_game

    setup, state = load_game(path, [])
    rng = random.Random(11)
    while not (state.round == state.rules.rounds and state.phase == Phase.BID):
        if state.phase == Phase.ROUND_OVER:
            state.apply_in_place(NextRound())
        else:
            state.apply_in_place(rng.choice(state.legal_actions()))
    save_game(path, setup, state)
    return state.round


def check_player_robot(report: Report, tmp: Path) -> None:
    """Synthesized mouse input on the real App: every tutorial lesson to its end, and
    a game (New game, round 1, then its last round from the save) to Game over."""
    check_robot_tutorial(report, tmp / "tutorial")
    check_robot_game(report, tmp / "game")


def check_robot_tutorial(report: Report, tmp: Path) -> None:
    from game.devtools import robot as rb
    from game.tutorial import LESSONS

    with report.step("tutorial") as info:
        robot = _robot(tmp)
        try:
            done = rb.play_every_lesson(robot)
        finally:
            _leave(robot)
        if len(done) != len(LESSONS):
            raise RuntimeError(f"only {done} completed")
        info["detail"] = f"{len(done)}/{len(LESSONS)} lessons completed ({robot.frames} frames)"


def check_robot_game(report: Report, tmp: Path) -> None:
    from game.devtools import robot as rb
    from game.i18n import _

    with report.step("game") as info:
        from game.ui.scenes.gameover import GameOverScene
        from game.ui.scenes.menu import MainMenu
        from game.ui.scenes.table import TableScene
        from game.words import level_name

        robot = _robot(tmp)
        try:
            rb.start_game_from_menu(robot, 3, level_name("easy"))
            rb.play_game(robot, stop=lambda t: t.state.round == 2 and not t.busy)
            robot.key(27)  # Escape: the pause menu
            robot.click(_("Quit to menu"))
            if not isinstance(robot.top, MainMenu):
                raise RuntimeError(f"Quit to menu did not lead there; {robot.describe()}")
            last = _to_last_round(robot.app.savegame_path)
            robot.click(_("Continue"))  # loads the save as it is now
            if not isinstance(robot.top, TableScene):
                raise RuntimeError(f"Continue did not open the game; {robot.describe()}")
            over, _frames = rb.play_game(robot)
            if not isinstance(over, GameOverScene) or not robot.shows(_("Game over")):
                raise RuntimeError(f"no Game over screen; {robot.describe()}")
            robot.click(_("Play again"))
            if not isinstance(robot.top, TableScene) or robot.top.state.round != 1:
                raise RuntimeError(f"Play again did not deal a new game; {robot.describe()}")
            robot.run(60)  # a crash one frame later counts too
        finally:
            _leave(robot)
        info["detail"] = (
            f"3 players, finished: New game, round 1 played, round {last} of {last} from the "
            f"save to Game over, Play again ({robot.frames} frames)"
        )


def check_workers(report: Report) -> None:
    with report.step("worker processes") as info:
        import multiprocessing

        ctx = multiprocessing.get_context("spawn")  # what Windows and macOS use
        ours, theirs = ctx.Pipe(duplex=False)
        worker = ctx.Process(target=_probe_to_pipe, args=(theirs, 21), daemon=True)
        worker.start()
        theirs.close()
        deadline = time.monotonic() + 120
        answer = None
        while time.monotonic() < deadline:
            if ours.poll(0.05):
                with contextlib.suppress(EOFError):  # EOF: the worker died
                    answer = ours.recv()
                break
            if not worker.is_alive() and not ours.poll(0):
                break
        worker.join(10)
        if worker.is_alive():
            worker.kill()
        if answer is None:
            raise RuntimeError(f"the worker process gave no answer (exit code {worker.exitcode})")
        doubled, version = answer
        if doubled != 42:
            raise RuntimeError(f"the worker answered {doubled}")
        info["detail"] = f"spawned worker answered (wizard {version})"


def check_ai_worker(report: Report, sample: dict) -> None:
    """The table's AI process (spawned, so it re-runs the frozen executable)."""
    with report.step("AI worker process") as info:
        from game.rules import seat_view
        from game.ui.ai_worker import AIWorker

        state = sample["round_state"]
        worker = AIWorker()
        try:
            t0 = time.perf_counter()
            fresh = _fresh_state(sample)
            rid = worker.request("move", "medium", 1, seat_view(fresh, fresh.to_move))
            got = worker.wait(rid, timeout=120)
            took = time.perf_counter() - t0
            if got is None or got[0] is None:
                raise RuntimeError("the AI process gave no move")
            if worker.inline or worker.restarts:
                raise RuntimeError(
                    f"the AI process failed (restarts {worker.restarts}, inline {worker.inline})"
                )
        finally:
            worker.close()
        info["detail"] = f"move {got[0]} in {took:.2f} s (start included)"
        del state


def _fresh_state(sample: dict):
    from game.rules import new_game

    state, _events = new_game(sample["setup"].rules, seed=3)
    return state


def _state_after_first_round(rules):
    """A state at the end of round 1 (for the round summary overlay)."""
    import ai
    from game.rules import Phase, new_game, seat_view

    players = [ai.make_player("random", seed=i) for i in range(rules.players)]
    state, _events = new_game(rules, seed=5)
    while state.phase not in (Phase.ROUND_OVER, Phase.GAME_OVER):
        seat = state.to_move
        state.apply_in_place(players[seat].choose(seat_view(state, seat)))
    return state


def check_ai_game(report: Report, sample: dict) -> None:
    with report.step("AI game") as info:
        import ai
        from game.rules import Phase, Rules
        from game.sim import play_game

        level = "medium" if "medium" in ai.LEVELS else "random"
        rules = Rules(4)
        players = [ai.make_player(level, seed=100 + i) for i in range(rules.players)]
        state = play_game(rules, players, seed=2024)
        if state.phase != Phase.GAME_OVER:
            raise RuntimeError(f"the game stopped in phase {state.phase}")
        winners = state.winners()
        if not winners:
            raise RuntimeError("a finished game without a winner")
        sample["state"] = state
        info["detail"] = f"4 {level} players, seats {winners} won"


# --------------------------------------------------------------------------- entry


def default_output() -> Path:
    from game.storage import default_dirs

    return default_dirs()["log"] / "selftest.txt"


def run(out: str | os.PathLike | None = None, echo=print) -> int:
    """Run every check; returns the exit code (0 pass, 1 fail)."""
    import tempfile

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if out:  # a full disk or a bad target is said now, not after every check has run
        try:
            _write_report(Path(out), "wizard self-test: running, not finished\n")
        except OSError as err:
            if sys.stderr is not None:
                print(f"wizard --selftest: cannot write the report to {out}: "
                      f"{err.strerror or err}", file=sys.stderr)
            return 1
    report = Report(echo=echo)
    header = []
    check_environment(report)
    with tempfile.TemporaryDirectory(prefix="wizard-selftest-") as tmp:
        sample = {}
        check_ai_game(report, sample)
        with report.step("game setup"):
            game_sample(sample)
        if "setup" in sample:
            try:
                import pygame

                pygame.init()
                check_assets(report)
                check_translations(report)
                check_scenes(report, Path(tmp), sample)
                check_player_robot(report, Path(tmp) / "robot")
            except Exception as exc:  # noqa: BLE001 - e.g. pygame missing: report it
                report.add("FAIL", "display and assets", describe(exc))
            finally:
                _close_logs(Path(tmp))
                with contextlib.suppress(Exception):
                    import pygame

                    pygame.quit()
        check_workers(report)
        if "round_state" in sample:
            check_ai_worker(report, sample)
    text = report.text(header)
    target = Path(out) if out else None
    try:
        target = target or default_output()
        target.parent.mkdir(parents=True, exist_ok=True)
        _write_report(target, text)
        where = f"report written to {target}"
    except OSError as err:
        where = f"could not write the report to {target}: {err.strerror or err}"
    if echo:
        lines = text.splitlines()
        if report.failures:
            echo("\n".join(lines[lines.index("problems:") :]))
        echo(lines[0])
        echo(where)
    return 0 if not report.failures else 1


def _write_report(path: Path, text: str) -> None:
    """Whole or not at all, and never into a FIFO or a device (OSError says why)."""
    from game.rules.files import write_regular

    write_regular(path, text.encode("utf-8"))


def _close_logs(tmp: Path) -> None:
    """App() logs into the temporary folder: let go of that file before it is removed."""
    import logging

    log = logging.getLogger("wizard")
    for handler in list(log.handlers):
        name = getattr(handler, "baseFilename", "")
        if name and Path(name).is_relative_to(tmp):
            log.removeHandler(handler)
            handler.close()


def main(out: str | None = None) -> int:
    def echo(line: str) -> None:
        if sys.stdout is not None:  # None in a windowed Windows build
            print(line, flush=True)

    try:
        return run(out, echo=echo)
    except KeyboardInterrupt:  # Ctrl-C: the command line says "interrupted", no traceback
        raise
    except BaseException as exc:  # noqa: BLE001 - the self-test must always say why
        echo(f"wizard selftest: FAIL: {describe(exc)}")
        return 1


# --------------------------------------------------------------------------- start-up timing


def exit_after_first_frame() -> None:
    """Make the game print ``wizard-first-frame <seconds>`` after its first frame and
    exit (build/measure_startup.py; set by ``WIZARD_EXIT_AFTER_FIRST_FRAME=1``)."""
    from game.ui import app as app_module

    original = app_module.App.step
    t_import = time.perf_counter()

    def step(self, dt: float, *args, **kwargs) -> None:  # App.step(dt, events) too
        original(self, dt, *args, **kwargs)
        if self.running:
            since = seconds_since_process_start()
            shown = f"{since:.3f}" if since is not None else "?"
            print(
                f"wizard-first-frame {shown} (in-process {time.perf_counter() - t_import:.3f})",
                flush=True,
            )
            self.running = False

    app_module.App.step = step


def _count(n: int, noun: str) -> str:
    """English count for the report ("1 problem", "2 problems")."""
    return f"{n} {noun}{'' if n == 1 else 's'}"
