"""User files that are not what they seem (issue 15, items 7-12): FIFOs, devices,
folders and huge files in place of ours, a read-only data folder, long values,
huge numbers, a full disk and temp files left by killed saves. The real App, real
files under ``tmp_path``, strict mode (an exception in any frame fails the test)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import json
import time

import pygame
import pytest

from game import storage
from game.rules import Rules, new_game
from game.savegame import GameSetup, load_game, save_game
from game.settings import load_settings
from game.stats import BUCKETS, Stats, load_stats, save_stats
from game.tutorial.progress import load_progress
from game.ui.app import App
from game.ui.kit import textfit, typeface
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.notice import NoticeScene
from tests.files_support import call_with_timeout, read_only
from tests.robot import user_dirs

posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs and /dev/zero are POSIX")


def start_app(base, frames: int = 60, size=(1024, 640)) -> tuple[App, MainMenu]:
    app = App(size=size, dirs=user_dirs(base))
    menu = MainMenu(app)
    app.push(menu)
    for _ in range(frames):
        app.step(1 / 60)
    return app, menu


def press_enter(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))


# ------------------------------------------------------------- 7: special files
@posix_only
@pytest.mark.timeout(60)
def test_fifo_in_place_of_settings_does_not_hang_start_up(tmp_path):
    d = user_dirs(tmp_path)
    d["config"].mkdir(parents=True)
    os.mkfifo(d["config"] / "settings.json")
    problems: list[str] = []
    settings = call_with_timeout(lambda: load_settings(d["config"] / "settings.json", problems), 5)
    assert settings.animation_speed == "normal"  # defaults
    assert len(problems) == 1 and "pipe" in problems[0]
    # Set aside (a FIFO in our folder is ours to move), so the next start is clean.
    assert not os.path.lexists(d["config"] / "settings.json")
    (moved,) = d["config"].glob("settings.json.bad-*")
    assert moved.is_fifo()


@posix_only
@pytest.mark.timeout(60)
def test_fifo_in_place_of_the_saved_game_real_app(tmp_path):
    d = user_dirs(tmp_path)
    d["data"].mkdir(parents=True)
    os.mkfifo(d["data"] / "savegame.json")
    app, menu = call_with_timeout(lambda: start_app(tmp_path), 20)
    dialog = app.stack.top
    assert isinstance(dialog, NoticeScene)
    assert "Your saved game" in dialog.message and "pipe" in dialog.message
    assert menu.saved is None


@posix_only
@pytest.mark.timeout(60)
@pytest.mark.parametrize("name", ["statistics.json", "progress.json", "savegame.json"])
def test_symlink_to_dev_zero_is_reported_not_read(tmp_path, name):
    d = user_dirs(tmp_path)
    d["data"].mkdir(parents=True)
    (d["data"] / name).symlink_to("/dev/zero")
    app, _menu = call_with_timeout(lambda: start_app(tmp_path, frames=5), 20)
    if name == "progress.json":  # read when the tutorial or the tips need it
        problems: list[str] = []
        load_progress(d["data"] / name, problems)
    else:
        dialog = app.stack.top
        assert isinstance(dialog, NoticeScene)
        problems = [dialog.message]
    assert "device" in problems[0]
    # The link was moved aside, /dev/zero itself untouched.
    (moved,) = d["data"].glob(name + ".bad-*")
    assert moved.is_symlink() and os.readlink(moved) == "/dev/zero"


@pytest.mark.timeout(60)
def test_too_large_file_is_not_read_into_memory(tmp_path):
    path = tmp_path / "statistics.json"
    with path.open("wb") as fh:  # sparse: 11 MB of nothing
        fh.truncate(storage.MAX_FILE_BYTES + 1024 * 1024)
    problems: list[str] = []
    stats = call_with_timeout(lambda: load_stats(path, problems), 5)
    assert stats.games == 0
    assert "too large" in problems[0]
    assert list(tmp_path.glob("statistics.json.bad-*"))


def test_folder_in_place_of_a_file_reported_once_and_left_alone(tmp_path):
    d = user_dirs(tmp_path)
    (d["data"] / "savegame.json").mkdir(parents=True)
    (d["data"] / "savegame.json" / "keep.txt").write_text("mine")
    app, menu = start_app(tmp_path)
    dialog = app.stack.top
    assert isinstance(dialog, NoticeScene)
    assert "folder" in dialog.message and "left where it is" in dialog.message
    press_enter(app)
    for _ in range(60):
        app.step(1 / 60)
    assert app.stack.top is menu  # not shown again
    assert (d["data"] / "savegame.json" / "keep.txt").read_text() == "mine"


# ---------------------------------------------- 8: read-only folder, bad save
def test_read_only_folder_bad_save_reported_once_and_truthfully(tmp_path):
    d = user_dirs(tmp_path)
    d["data"].mkdir(parents=True)
    raw = b'{"format": "wizard-savegame", "version": 1, "setup": '
    (d["data"] / "savegame.json").write_bytes(raw)
    with read_only(d["data"]):
        app, menu = start_app(tmp_path)
        dialog = app.stack.top
        assert isinstance(dialog, NoticeScene)
        assert "Your saved game" in dialog.message
        assert "moved to" not in dialog.message and "was set aside" not in dialog.message
        assert "could not be moved aside" in dialog.message
        press_enter(app)  # OK
        for _ in range(60):
            app.step(1 / 60)
        assert app.stack.top is menu, "the dialog came back after OK"
        for _round in range(3):  # leaving the menu and coming back: not again either
            menu.statistics()
            for _ in range(10):
                app.step(1 / 60)
            app.pop()
            for _ in range(60):
                app.step(1 / 60)
            assert app.stack.top is menu, "the dialog came back"
        assert app.stack.top is menu
    assert (d["data"] / "savegame.json").read_bytes() == raw  # nothing lost


# ------------------------------------------------------- 9: long values, fast
@pytest.mark.timeout(120)
def test_long_value_in_a_rejected_file_starts_quickly(tmp_path):
    d = user_dirs(tmp_path)
    d["config"].mkdir(parents=True)
    doc = {"format": "wizard-settings", "version": 1, "animation_speed": "x" * 10_000}
    (d["config"] / "settings.json").write_text(json.dumps(doc))
    t0 = time.process_time()  # CPU time: a busy machine (the parallel suite) waits too
    app, _menu = start_app(tmp_path, frames=30)
    took = time.process_time() - t0
    dialog = app.stack.top
    assert isinstance(dialog, NoticeScene) and "Your settings" in dialog.message
    assert took < 5, f"start-up took {took:.1f} s"
    # What the dialog shows fits its panel, which fits the window.
    assert app.screen.get_rect().contains(dialog.panel)
    assert len(dialog.message) < 1000


@pytest.mark.timeout(120)
def test_wrap_lines_is_linear_and_fits(tmp_path):
    pygame.init()
    font = typeface.Fonts().get(19)
    t0 = time.process_time()  # CPU time: a busy machine (the parallel suite) waits too
    lines = textfit.wrap_lines("x" * 20_000 + " a b " + "mw" * 10_000, font, 400)
    took = time.process_time() - t0
    assert took < 2, f"{took:.1f} s to wrap 40,000 characters"
    assert all(font.size(line)[0] <= 400 for line in lines)
    joined = "".join(line.rstrip("-") for line in lines)
    assert joined.replace(" ", "") == ("x" * 20_000 + "ab" + "mw" * 10_000)


def test_huge_notice_is_cut_to_the_window(tmp_path):
    app = App(size=(1024, 640), dirs=user_dirs(tmp_path))
    app.push(MainMenu(app))
    dialog = NoticeScene(app, "Long", "word " * 50_000)
    app.push(dialog)
    for _ in range(5):
        app.step(1 / 60)
    assert app.screen.get_rect().contains(dialog.panel)
    assert dialog._fonts_msg[1][-1].endswith("…")


# ------------------------------------------------------------ 10: huge numbers
@pytest.mark.parametrize("digits", [20, 400, 1000])
def test_huge_numbers_in_statistics_are_rejected(tmp_path, digits):
    d = user_dirs(tmp_path)
    d["data"].mkdir(parents=True)
    big = int("9" * digits)
    doc = Stats().to_json()
    doc["buckets"]["easy"].update(games=big, wins=1, score_total=big, best_score=big)
    (d["data"] / "statistics.json").write_text(json.dumps(doc))
    app, menu = start_app(tmp_path, frames=5)
    assert isinstance(app.stack.top, NoticeScene)
    assert "Your statistics" in app.stack.top.message
    press_enter(app)
    app.step(1 / 60)
    menu.statistics()
    t0 = time.process_time()  # CPU time: a busy machine (the parallel suite) waits too
    for _ in range(30):
        app.step(1 / 60)
    assert time.process_time() - t0 < 5
    assert app.stack.top.stats.games == 0


def test_statistics_saturate_so_the_file_always_loads_again(tmp_path):
    from game.stats import MAX_COUNT, Bucket

    path = tmp_path / "statistics.json"
    stats = Stats()
    stats.buckets["hard"] = Bucket(games=MAX_COUNT, wins=MAX_COUNT, bids=MAX_COUNT)
    stats.buckets["hard"].add(Bucket(games=1, wins=1, bids=20, bids_made=3, score_total=10))
    save_stats(path, stats)
    problems: list[str] = []
    again = load_stats(path, problems)
    assert not problems and again.buckets["hard"].games == MAX_COUNT
    assert set(again.buckets) == set(BUCKETS)


def test_huge_numbers_in_progress_and_save_are_rejected(tmp_path):
    p = tmp_path / "progress.json"
    p.write_text(
        json.dumps({"format": "wizard-progress", "version": 1, "tutorial": {"step": 10**400}})
    )
    problems: list[str] = []
    assert load_progress(p, problems).step == 0 and problems
    rules = Rules(players=3)
    state, _ = new_game(rules, seed=1)
    save = tmp_path / "savegame.json"
    save_game(save, GameSetup(rules, ["You", "a", "b"], ["human", "easy", "easy"], 1), state)
    doc = json.loads(save.read_text())
    doc["setup"]["seed"] = 10**400
    save.write_text(json.dumps(doc))
    problems = []
    assert load_game(save, problems) is None and "seed" in problems[0]


# ------------------------------------------------------- 12: stray temp files
def test_stray_temp_files_of_killed_saves_are_removed_at_start(tmp_path):
    d = user_dirs(tmp_path)
    d["data"].mkdir(parents=True)
    d["config"].mkdir(parents=True)
    dead = _dead_pid()
    stale = [
        d["config"] / f"settings.json.tmp-{dead}-0a1b2c3d",  # its process is gone
        d["data"] / f"savegame.json.tmp-{os.getpid()}-00ff00ff",  # old
        d["data"] / "statistics.json.k2j3h4g5.tmp",  # the old naming, old
    ]
    for path in stale:
        path.write_text("{")
    old = time.time() - 3600
    for path in stale[1:]:
        os.utime(path, (old, old))
    fresh = d["data"] / "savegame.json.tmp-1-12345678"  # pid 1 lives; written just now
    fresh.write_text("{")
    foreign = d["data"] / "notes.tmp"
    foreign.write_text("not ours")
    os.utime(foreign, (old, old))
    start_app(tmp_path, frames=3)
    assert [p for p in stale if p.exists()] == []
    assert fresh.exists() and foreign.exists()


def test_temp_files_are_named_recognisably(tmp_path, monkeypatch):
    seen = []
    real_replace = os.replace

    def spy(src, dst):
        seen.append(os.path.basename(src))
        return real_replace(src, dst)

    monkeypatch.setattr(storage.os, "replace", spy)
    save_stats(tmp_path / "statistics.json", Stats())
    assert storage._TEMP_RE.match(seen[0]) and f".tmp-{os.getpid()}-" in seen[0]


def _dead_pid() -> int:
    import subprocess
    import sys

    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_bad_settings_are_reported_in_the_system_language(tmp_path, monkeypatch):
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "sv_SE.UTF-8")
    d = user_dirs(tmp_path)
    d["config"].mkdir(parents=True)
    (d["config"] / "settings.json").write_text('{"format": "wizard-settings", "version": 1,')
    try:
        app, _menu = start_app(tmp_path, frames=3)
        dialog = app.stack.top
        assert isinstance(dialog, NoticeScene)
        assert "Dina inställningar kunde inte läsas" in dialog.message
        assert app.settings.language == "sv"
    finally:
        from game.i18n import set_language

        set_language("en")


def test_saver_retries_and_gives_up_a_stale_position_at_flush(tmp_path, monkeypatch):
    from game.ui.table import saver as saver_module
    from game.ui.table.saver import Saver

    monkeypatch.setattr(saver_module, "RETRY_SECONDS", 0.2)

    rules = Rules(players=3)
    setup = GameSetup(rules, ["You", "a", "b"], ["human", "easy", "easy"], 1)
    state, _ = new_game(rules, seed=1)
    folder = tmp_path / "data"
    folder.mkdir()
    results: list[object] = []
    saver = Saver(on_result=results.append)
    with read_only(folder):
        saver.save(folder / "savegame.json", setup, state)
        t0 = time.monotonic()
        while not results and time.monotonic() - t0 < 5:
            time.sleep(0.01)
        assert isinstance(results[0], OSError) and saver.failing
        saver.flush()  # game over or leaving the table: one more try, then give it up
        assert len(results) == 2 and isinstance(results[1], OSError)
    time.sleep(1.0)  # several retry periods
    assert not (folder / "savegame.json").exists()  # the stale position never lands
    assert len(results) == 2
    saver.save(folder / "savegame.json", setup, state)
    saver.flush()
    assert results[-1] is None and (folder / "savegame.json").exists()
    saver.close()


@posix_only
@pytest.mark.timeout(60)
def test_fifo_in_place_of_the_log_does_not_hang_start_up(tmp_path):
    d = user_dirs(tmp_path)
    d["log"].mkdir(parents=True)
    os.mkfifo(d["log"] / "wizard.log")
    app, menu = call_with_timeout(lambda: start_app(tmp_path, frames=5), 20)
    assert app.stack.top is menu


def test_save_with_an_unprintable_name_is_set_aside_not_drawn(tmp_path):
    d = user_dirs(tmp_path)
    rules = Rules(players=3)
    state, _ = new_game(rules, seed=1)
    save = d["data"] / "savegame.json"
    save_game(save, GameSetup(rules, ["You", "a", "b"], ["human", "easy", "easy"], 1), state)
    doc = json.loads(save.read_text())
    doc["setup"]["names"][1] = "Ann\u0000a"  # pygame cannot draw a NUL
    save.write_text(json.dumps(doc))
    app, menu = start_app(tmp_path, frames=5)
    assert menu.saved is None
    assert "Your saved game" in app.stack.top.message


def test_save_trouble_is_told_once_per_outage():
    from game.ui.kit.toast import SaveTrouble

    trouble = SaveTrouble()
    for _ in range(3):
        trouble.report("game", OSError(28, "No space left on device"))
    trouble.update(0.1)
    assert trouble.told == ["game"]
    assert trouble.text().startswith("The game can't be saved right now (disk full?)")
    trouble.update(10)  # shown for a few seconds, then gone
    assert trouble.text() is None
    trouble.report("game", None)  # saved again: a later outage is told again
    trouble.report("game", OSError(28, "No space left on device"))
    trouble.update(0.1)
    assert trouble.told == ["game", "game"]


@pytest.mark.parametrize("lang", ["en", "sv", "da", "fi", "nl", "hu", "de"])
def test_file_problem_dialog_fits_in_every_language(tmp_path, lang):
    from game.i18n import set_language

    d = user_dirs(tmp_path)
    for folder in ("config", "data"):
        d[folder].mkdir(parents=True)
    doc = {"format": "wizard-settings", "version": 1, "language": lang, "tips": "y" * 4000}
    (d["config"] / "settings.json").write_text(json.dumps(doc))
    (d["data"] / "savegame.json").mkdir()  # cannot be moved: the longer message
    (d["data"] / "statistics.json").write_bytes(b"\x00\xff")
    try:
        app = App(size=(1024, 640), dirs=d)
        set_language(lang)  # the settings were bad: as if the system spoke ``lang``
        menu = MainMenu(app)
        app.push(menu)
        for _ in range(5):
            app.step(1 / 60)
        dialog = app.stack.top
        assert isinstance(dialog, NoticeScene)
        screen = app.screen.get_rect()
        assert screen.contains(dialog.panel)
        font, lines = dialog._fonts_msg
        assert all(font.size(line)[0] <= dialog.msg_rect.width for line in lines)
        assert dialog.msg_rect.bottom <= min(b.rect.top for b in dialog.buttons)
        if lang != "en":
            assert "Your saved game" not in dialog.message  # translated
    finally:
        set_language("en")


def test_the_log_stays_a_few_megabytes(tmp_path):
    import logging

    from game.ui import app as app_module

    d = user_dirs(tmp_path)
    App(size=(1024, 640), dirs=d)
    log = logging.getLogger("wizard")
    line = "x" * 1000
    for _ in range(5000):  # 5 MB of log
        log.info(line)
    files = sorted(d["log"].iterdir())
    assert [f.name for f in files] == ["wizard.log", "wizard.log.1", "wizard.log.2"]
    assert all(f.stat().st_size <= app_module.LOG_MAX_BYTES for f in files)
