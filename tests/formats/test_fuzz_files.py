"""Fuzzers for the user files (issue 15): damaged and special files against the
loaders and against the real App, and SIGKILLs in the middle of saves.

Fast by default (a few hundred cases, some seconds); ``WIZARD_FUZZ=long`` runs many
more. Each fuzzer prints one summary line (cases, failures, hangs, data lost), shown
with ``pytest -s``; the closing note of issue 15 quotes them.

What must hold:
- a loader given any bytes returns a usable value, or None/defaults plus one
  problem sentence; no exception escapes, nothing takes more than a second;
- whatever it rejects is moved aside with every byte kept, or, when it cannot be
  moved, left untouched;
- the App starts over any of them and runs frames without an error (strict mode);
- a save killed at any moment leaves the previous or the new version, whole.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import contextlib
import json
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from game.rules import Rules, new_game
from game.savegame import GameSetup, load_game, save_game
from game.settings import Settings, load_settings, save_settings
from game.stats import Bucket, Stats, load_stats, save_stats
from game.tutorial.progress import Progress, load_progress, save_progress
from game.ui.app import App
from game.ui.scenes.menu import MainMenu
from tests.files_support import call_with_timeout, read_only
from tests.robot import user_dirs
from tests.rules_support import json_paths, set_json_path

LONG = os.environ.get("WIZARD_FUZZ", "") == "long"
ROOT = Path(__file__).resolve().parents[2]
posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs, devices, signals")


# ------------------------------------------------------------------ baselines
def _good_files(folder: Path) -> dict[str, tuple[Path, object]]:
    """One valid file of each kind, written by the game's own writers: name -> (path, loader)."""
    folder.mkdir(parents=True, exist_ok=True)
    save_settings(folder / "settings.json", Settings(animation_speed="fast", volume=0.4))
    stats = Stats()
    stats.buckets["hard"] = Bucket(3, 1, 250, 40, 22, 130, "2026-01-02")
    save_stats(folder / "statistics.json", stats)
    progress = Progress(completed=["basics"], current="trumps", step=2, tips_seen=["bid"])
    save_progress(folder / "progress.json", progress)
    rules = Rules(players=3)
    state, _ = new_game(rules, seed=4)
    for _ in range(7):
        state, _ = state.apply(state.legal_actions()[0])
    setup = GameSetup(rules, ["You", "Anna", "Bo"], ["human", "easy", "hard"], 4)
    save_game(folder / "savegame.json", setup, state)

    def load_save(path, problems):
        return load_game(path, problems)

    return {
        "settings": (folder / "settings.json", load_settings),
        "statistics": (folder / "statistics.json", load_stats),
        "progress": (folder / "progress.json", load_progress),
        "savegame": (folder / "savegame.json", load_save),
    }


def _get_path(doc, path):
    for key in path:
        doc = doc[key]
    return doc


WRONG_VALUES = [
    None,
    True,
    -1,
    0,
    2**31,
    10**400,
    -(10**400),
    1e308,
    "",
    "x" * 5000,
    "\u0000\ud7ff\U0010ffff",
    [],
    [[[]]],
    {},
    {"format": "wizard-settings"},
]


def _mutations(raw: bytes, rng: random.Random, n: int):
    """``n`` damaged versions of a valid JSON file: (kind, bytes)."""
    doc = json.loads(raw)
    paths = list(json_paths(doc, 4))
    kinds = ["truncate", "flip", "wrong type", "deep", "huge number", "junk", "long",
             "unprintable"]
    for i in range(n):
        kind = kinds[i % len(kinds)]
        if kind == "truncate":
            yield kind, raw[: rng.randrange(len(raw))]
        elif kind == "flip":
            data = bytearray(raw)
            for _ in range(rng.randint(1, 4)):
                data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
            yield kind, bytes(data)
        elif kind == "wrong type":
            d = json.loads(raw)
            d = set_json_path(d, rng.choice(paths), rng.choice(WRONG_VALUES))
            yield kind, json.dumps(d).encode()
        elif kind == "deep":
            depth = rng.choice([100, 1000, 100_000])
            d = json.loads(raw)
            if isinstance(d, dict):
                d[rng.choice(list(d))] = "DEEP"
            text = json.dumps(d).replace('"DEEP"', "[" * depth + "]" * depth, 1)
            yield kind, text.encode()
        elif kind == "huge number":
            text = raw.decode()
            digits = rng.choice([20, 400, 1000, 4000, 5000])
            numbers = [i for i, ch in enumerate(text) if ch.isdigit() and not text[i - 1].isdigit()]
            at = rng.choice(numbers)
            yield kind, (text[:at] + "9" * digits + text[at:]).encode()
        elif kind == "junk":
            yield kind, bytes(rng.randrange(256) for _ in range(rng.randint(0, 300)))
        elif kind == "unprintable":  # what pygame cannot draw or a terminal obeys
            strings = [p for p in paths if isinstance(_get_path(doc, p), str)]
            d = set_json_path(json.loads(raw), rng.choice(strings or paths),
                          rng.choice(["Ann\x00", "\udc80b", "\x1b[2J", "a\u202eb", "1\n2"]))
            yield kind, json.dumps(d).encode()
        else:
            d = json.loads(raw)
            d = set_json_path(d, rng.choice(paths), "w" * rng.choice([1000, 100_000]))
            yield kind, json.dumps(d).encode()


def _check_one(
    path: Path, loader, data: bytes, folder: Path, shown: bool = False
) -> tuple[bool, bool, str]:
    """(hang, data lost, failure) for one damaged file."""
    for old in folder.glob(path.name + ".bad-*"):
        old.unlink()
    path.write_bytes(data)
    problems: list[str] = []
    t0 = time.perf_counter()
    try:
        value = loader(path, problems)
    except Exception as exc:  # noqa: BLE001 - counted and reported
        return False, False, f"{type(exc).__name__}: {str(exc)[:200]}"
    took = time.perf_counter() - t0
    hang = took > 1.0
    lost = False
    unbounded = _unbounded(value, shown=shown)
    if unbounded:
        return hang, lost, f"accepted {unbounded}"
    if problems:
        if len(problems) != 1:
            return hang, lost, f"{len(problems)} problems for one file"
        moved = list(folder.glob(path.name + ".bad-*"))
        if path.exists() or len(moved) != 1 or moved[0].read_bytes() != data:
            lost = True
    elif path.exists() and path.read_bytes() != data:
        lost = True
    return hang, lost, ""


MAX_INT = 10**15  # every number a file sets is far below this
MAX_TEXT = 1000  # and every text shorter (the save's move list aside)


# Files whose texts are drawn as they are read (dates, names, levels): what they
# return must be printable. Settings and progress hold codes that are looked up.
TEXT_SHOWN = {"statistics", "savegame"}


def _unbounded(value, depth: int = 0, shown: bool = True) -> str:
    """What in a loaded value is out of bounds ("" when nothing is); ``shown``: an
    unprintable text is out of bounds too."""
    import dataclasses

    from game.rules import GameState

    if depth > 20 or isinstance(value, GameState):  # the engine checks its own state
        return ""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        value = {f.name: getattr(value, f.name) for f in dataclasses.fields(value)}
    if isinstance(value, bool) or value is None:
        return ""
    if isinstance(value, int | float):
        return "" if abs(value) <= MAX_INT else f"the number {str(value)[:20]}..."
    if isinstance(value, str):
        if len(value) > MAX_TEXT:
            return f"a text of {len(value)} characters"
        return "" if value.isprintable() or not shown else f"the unprintable text {value!r}"
    if isinstance(value, dict):
        items = list(value.keys()) + list(value.values())
    elif isinstance(value, list | tuple):
        items = list(value)
    else:
        return ""
    for item in items:
        found = _unbounded(item, depth + 1, shown)
        if found:
            return found
    return ""


def test_fuzz_damaged_files_against_the_loaders(tmp_path, capsys):
    rng = random.Random(15)
    per_file = 1200 if LONG else 120
    folder = tmp_path / "files"
    files = _good_files(folder)
    cases = failures = hangs = lost = 0
    examples: list[str] = []
    for name, (path, loader) in files.items():
        raw = path.read_bytes()
        for kind, data in _mutations(raw, rng, per_file):
            cases += 1
            hang, was_lost, failure = _check_one(path, loader, data, folder,
                                                 shown=name in TEXT_SHOWN)
            hangs += hang
            lost += was_lost
            if failure:
                failures += 1
                examples.append(f"{name}/{kind}: {failure}")
        path.write_bytes(raw)
    with capsys.disabled():
        print(
            f"\nfuzz files/loaders: {cases} cases, {failures} failures, {hangs} hangs, "
            f"{lost} data lost"
        )
    assert (failures, hangs, lost) == (0, 0, 0), examples[:10]


@pytest.mark.timeout(900)
def test_fuzz_accepted_damaged_saves_play_in_the_real_app(tmp_path, capsys):
    """A damaged save the loader still accepts must play: Continue, then frames."""
    from game.ui.scenes.table import TableScene
    from game.ui.table.autopilot import human_events

    rng = random.Random(77)
    wanted = 40 if LONG else 4
    folder = tmp_path / "files"
    path, _loader = _good_files(folder)["savegame"]
    raw = path.read_bytes()
    played = failures = 0
    examples = []
    for kind, data in _mutations(raw, rng, 300 * wanted):
        if played >= wanted:
            break
        if kind in ("truncate", "junk", "deep"):
            continue
        path.write_bytes(data)
        problems: list[str] = []
        if load_game(path, problems) is None or problems:
            continue
        played += 1
        base = tmp_path / f"app{played}"
        d = user_dirs(base)
        d["data"].mkdir(parents=True)
        (d["data"] / "savegame.json").write_bytes(data)
        app = App(size=(1024, 640), dirs=d)
        app.settings.animation_speed = "instant"
        menu = MainMenu(app)
        app.push(menu)
        try:
            menu.continue_game()
            table = app.stack.top
            for _ in range(120):
                if isinstance(app.stack.top, TableScene):
                    for ev in human_events(app.stack.top):
                        app.stack.top.handle_event(ev)
                app.step(1 / 60)
        except Exception as exc:  # noqa: BLE001 - counted and reported
            failures += 1
            examples.append(f"{kind}: {type(exc).__name__}: {exc}")
        finally:
            for scene in list(reversed(app.stack.scenes)):
                close = getattr(scene, "close", None)
                if callable(close):
                    close()
        del table
    with capsys.disabled():
        print(f"\nfuzz files/accepted saves in App: {played} played, {failures} failures")
    assert played == wanted
    assert failures == 0, examples[:5]


# ----------------------------------------------------- special files, real App
SPECIAL = ["fifo", "dev-zero", "dev-null", "folder", "dangling", "huge", "empty"]
WHERE = {
    "settings.json": "config",
    "savegame.json": "data",
    "statistics.json": "data",
    "progress.json": "data",
    "wizard.log": "log",
}


def _make_special(path: Path, kind: str) -> None:
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev-zero":
        path.symlink_to("/dev/zero")
    elif kind == "dev-null":
        path.symlink_to("/dev/null")
    elif kind == "folder":
        path.mkdir()
        (path / "inside.json").write_text("{}")
    elif kind == "dangling":
        path.symlink_to(path.with_name("nowhere.json"))
    elif kind == "huge":
        with path.open("wb") as fh:
            fh.truncate(12 * 1024 * 1024)
    else:
        path.write_bytes(b"")


def _run_app(base: Path, frames: int) -> App:
    app = App(size=(1024, 640), dirs=user_dirs(base))
    menu = MainMenu(app)
    app.push(menu)
    for _ in range(frames):
        app.step(1 / 60)
    # Open the screens that read the other files, then back to the menu.
    menu.statistics()
    for _ in range(5):
        app.step(1 / 60)
    app.pop()
    load_progress(app.progress_path, app.problems)
    for _ in range(frames):
        app.step(1 / 60)
    return app


@posix_only
@pytest.mark.timeout(600)
def test_fuzz_special_files_against_the_real_app(tmp_path, capsys):
    cases = failures = hangs = 0
    examples = []
    readonly_cases = [False, True] if LONG else [False]
    for name, folder in WHERE.items():
        for kind in SPECIAL:
            for ro in readonly_cases:
                base = tmp_path / f"{name}-{kind}-{ro}"
                d = user_dirs(base)
                for f in d.values():
                    f.mkdir(parents=True)
                _make_special(d[folder] / name, kind)
                cases += 1
                try:
                    if ro:
                        with read_only(d[folder]):
                            call_with_timeout(lambda base=base: _run_app(base, 20), 30)
                    else:
                        call_with_timeout(lambda base=base: _run_app(base, 20), 30)
                except pytest.fail.Exception as exc:
                    hangs += "hangs" in str(exc)
                    failures += 1
                    examples.append(f"{name}/{kind}/ro={ro}: {exc}")
                except Exception as exc:  # noqa: BLE001 - counted and reported
                    failures += 1
                    examples.append(f"{name}/{kind}/ro={ro}: {type(exc).__name__}: {exc}")
    with capsys.disabled():
        print(f"\nfuzz files/special in App: {cases} cases, {failures} failures, {hangs} hangs")
    assert (failures, hangs) == (0, 0), examples[:10]


# ------------------------------------------------------------ kills during saves
WRITER = textwrap.dedent(
    """
    import sys
    sys.path.insert(0, sys.argv[2])
    from pathlib import Path
    from game.settings import Settings, save_settings
    from game.stats import Bucket, Stats, save_stats
    from game.storage import write_json_atomic

    folder = Path(sys.argv[1])
    n = int(sys.argv[3])
    while True:
        n += 1
        stats = Stats()
        stats.buckets["easy"] = Bucket(games=n, wins=0, score_total=n * 10)
        save_stats(folder / "statistics.json", stats)
        save_settings(folder / "settings.json", Settings(window_size=(1024 + n % 1000, 700)))
        write_json_atomic(folder / "big.json", {"n": n, "pad": "x" * 300_000})
        print(n, flush=True)
    """
)


@posix_only
@pytest.mark.timeout(600)
def test_fuzz_kills_during_saves(tmp_path, capsys):
    rng = random.Random(529)
    kills = 200 if LONG else 15
    folder = tmp_path / "data"
    folder.mkdir()
    script = tmp_path / "writer.py"
    script.write_text(WRITER, encoding="utf-8")
    lost = stray_after_start = failures = 0
    acked = 0  # the last version the writer said was complete
    examples = []
    for _ in range(kills):
        proc = subprocess.Popen(
            [sys.executable, str(script), str(folder), str(ROOT), str(acked)],
            stdout=subprocess.PIPE,
            text=True,
        )
        # Wait for the first write to finish, then kill at a random moment.
        first = proc.stdout.readline()
        if first.strip():
            acked = int(first)
        time.sleep(rng.uniform(0, 0.15))
        os.kill(proc.pid, signal.SIGKILL)
        rest = proc.stdout.read()
        proc.wait()
        proc.stdout.close()
        for line in rest.split():
            acked = int(line)
        problems: list[str] = []
        stats = load_stats(folder / "statistics.json", problems)
        settings = load_settings(folder / "settings.json", problems)
        big = json.loads((folder / "big.json").read_text())
        versions = (stats.buckets["easy"].games, big["n"])
        if problems:
            failures += 1
            examples.append(problems[0])
        # The previous complete version or the one being written: never older.
        if not all(acked <= v <= acked + 1 for v in versions):
            lost += 1
            examples.append(f"acked {acked}, files {versions}")
        if settings.window_size[0] not in (1024 + acked % 1000, 1024 + (acked + 1) % 1000):
            lost += 1
        acked = max(versions)
    # A new start removes every temp file the kills left behind.
    strays_before = len(list(folder.glob("*.tmp-*")))
    from game.storage import clean_temp_files

    clean_temp_files(folder)
    stray_after_start = len(list(folder.glob("*.tmp-*")))
    with capsys.disabled():
        print(
            f"\nfuzz kills during saves: {kills} kills, {failures} unloadable, {lost} data lost, "
            f"{strays_before} temp files left by kills, {stray_after_start} after the next start"
        )
    assert (failures, lost, stray_after_start) == (0, 0, 0), examples[:5]


# ------------------------------------------------------ kills at game over
PLAYER = textwrap.dedent(
    """
    import os, signal, sys, time
    from pathlib import Path


    def main():
        from game.ui.app import App
        from game.devtools.robot import Robot, human_move
        from game.ui.scenes.table import TableScene

        base = Path(sys.argv[1])
        kill_at = int(sys.argv[3])  # 0: no kill of its own; N: at its N-th file operation
        app = App(size=(1024, 640), dirs={n: base / n for n in ("config", "data", "log")})
        app.router.open("main_menu")
        robot = Robot(app, settle=5)  # a few frames after each click: the kill is the test
        robot.run()
        robot.click("Continue")
        robot.until(lambda: isinstance(robot.top, TableScene) and robot.top.human_turn, "my turn")
        ops = [0]

        def killing(fn):
            def op(*args, **kw):
                ops[0] += 1
                if ops[0] == kill_at:
                    os.kill(os.getpid(), signal.SIGKILL)
                return fn(*args, **kw)
            return op

        for name in ("replace", "unlink", "fsync", "open"):
            setattr(os, name, killing(getattr(os, name)))
        print("ready", flush=True)
        sys.stdin.readline()  # "go": the parent's clock for the kill starts now
        began = time.perf_counter()
        human_move(robot, robot.top)  # the last card of the game: its end is written now
        # One write: a kill between print()'s pieces would leave half a line.
        sys.stdout.write(f"ended {ops[0]} {time.perf_counter() - began}\\n")
        sys.stdout.flush()
        robot.run(30)
        print("shown", flush=True)
        os.kill(os.getpid(), signal.SIGKILL)  # never a clean exit: the kill is the test


    if __name__ == "__main__":  # (the AI worker process imports this file too)
        sys.path.insert(0, sys.argv[2])
        main()
    """
)


def _at_the_last_card(base: Path) -> bytes:
    """A player's files with a saved game whose last card is the human's to play
    (3 players, 1 round); the save's bytes."""
    rules = Rules(players=3, length=1)
    state, _ = new_game(rules, seed=1)
    while not (state.to_move == 0 and sum(len(state.hand(i)) for i in range(3)) == 1):
        state, _ = state.apply(state.legal_actions()[0])
    d = user_dirs(base)
    save_settings(d["config"] / "settings.json", Settings(
        animation_speed="instant", language="en", tips=False, auto_play_forced=False))
    setup = GameSetup(rules, ["You", "Anna", "Bo"], ["human", "easy", "easy"], 1)
    save_game(d["data"] / "savegame.json", setup, state)
    return (d["data"] / "savegame.json").read_bytes()


def _play_last_card(base: Path, kill_at: int, delay: float | None) -> tuple[int, float]:
    """Run the player to the last card; kill it ``delay`` seconds after telling it to
    click (None: let it run to its own kill). (its file operations from the click to
    the written end, the seconds that took)."""
    script = base.parent / "player.py"
    if not script.exists():
        script.write_text(PLAYER, encoding="utf-8")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    proc = subprocess.Popen(
        [sys.executable, str(script), str(base), str(ROOT), str(kill_at)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env=env,
    )
    took, ops = 0.0, 0
    try:
        assert proc.stdout.readline().strip() == "ready", proc.stderr.read()[-3000:]
        proc.stdin.write("go\n")
        proc.stdin.flush()
        if delay is not None:
            time.sleep(delay)
            os.kill(proc.pid, signal.SIGKILL)
        raw = proc.stdout.readline()
        line = raw.split()
        if raw.endswith("\n") and len(line) == 3 and line[0] == "ended":
            ops, took = int(line[1]), float(line[2])
        proc.stdout.read()
    finally:
        if proc.poll() is None:
            os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        for pipe in (proc.stdin, proc.stdout, proc.stderr):
            with contextlib.suppress(OSError):  # (stdin: the kill may have closed it)
                pipe.close()
    assert proc.returncode == -signal.SIGKILL
    return ops, took


def _outcome(base: Path, saved: bytes) -> str:
    """After the next start: "finished" (kept and counted once, no save), "before"
    (killed before the last card reached the disk: the same game to continue), else
    what went wrong."""
    from game.history import games_folder, kept_files

    app = App(size=(1024, 640), dirs=user_dirs(base))  # the next start
    try:
        d = app.dirs
        problems: list[str] = []
        games = load_stats(app.stats_path, problems).games
        kept = len(kept_files(games_folder(d["data"])))
        save = app.savegame_path
        if problems or app.problems:
            return f"problems {problems + app.problems}"
        if not save.exists() and (games, kept) == (1, 1):
            return "finished"
        if save.exists() and (games, kept) == (0, 0):
            problems = []
            loaded = load_game(save, problems)
            if loaded is not None and not loaded[1].is_over:
                return "before"
        return f"lost: save {save.exists()}, counted {games}, kept {kept}"
    finally:
        app.close()


@posix_only
@pytest.mark.timeout(1800)
def test_fuzz_kills_at_game_over(tmp_path, capsys):
    """61.1: a kill at any moment of the game's end (its last card played, the save,
    the kept game, the statistics) never loses the finished game nor counts it twice:
    killed at each of the end's file operations in turn, then at random moments."""
    rng = random.Random(611)
    base = tmp_path / "calibrate"
    _at_the_last_card(base)
    ops, took = _play_last_card(base, 0, None)
    assert ops > 0
    runs = [(n, None) for n in range(1, ops + 1)]  # before each file operation
    randoms = 100 if LONG else 6
    runs += [(0, rng.uniform(0, took * 1.5)) for _ in range(randoms)]
    outcomes: dict[str, int] = {}
    bad = []
    for i, (kill_at, delay) in enumerate(runs):
        base = tmp_path / f"kill{i}"
        saved = _at_the_last_card(base)
        _play_last_card(base, kill_at, delay)
        outcome = _outcome(base, saved)
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
        if outcome not in ("finished", "before"):
            bad.append((kill_at, delay, outcome))
    with capsys.disabled():
        print(
            f"\nfuzz kills at game over: {len(runs)} kills ({ops} at each file operation of "
            f"the end, {randoms} at random within {took * 1.5 * 1000:.0f} ms), "
            f"{outcomes.get('finished', 0)} finished, {outcomes.get('before', 0)} before "
            f"the last card was on disk, {len(bad)} lost or counted twice"
        )
    assert not bad, bad[:5]
