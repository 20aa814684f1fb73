"""Corrupt, foreign and newer-version user files: reported, moved aside (never
deleted, original bytes kept) and the game starts cleanly; atomic writes."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import json

import pytest

from game import storage
from game.rules import Rules, new_game
from game.savegame import GameSetup, save_game
from game.settings import Settings, save_settings
from game.stats import Stats, save_stats
from game.ui.app import App
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.notice import NoticeScene
from tests.robot import user_dirs

BAD = {
    "corrupt": b'{"format": "wizard-',
    "foreign": json.dumps({"format": "someone-else", "version": 1}).encode(),
    "newer": None,  # filled per file below
    "binary": b"\x00\xff\xfe garbage",
}


def newer(fmt):
    return json.dumps({"format": fmt, "version": 999, "buckets": {}}).encode()


FILES = {
    "settings": ("config", "settings.json", "wizard-settings"),
    "saved game": ("data", "savegame.json", "wizard-savegame"),
    "statistics": ("data", "statistics.json", "wizard-statistics"),
}


@pytest.mark.parametrize("what", list(FILES))
@pytest.mark.parametrize("kind", ["corrupt", "foreign", "newer", "binary"])
def test_bad_file_reported_moved_aside_and_clean_start(tmp_path, what, kind):
    folder, name, fmt = FILES[what]
    d = user_dirs(tmp_path)
    d[folder].mkdir(parents=True)
    raw = newer(fmt) if kind == "newer" else BAD[kind]
    (d[folder] / name).write_bytes(raw)
    app = App(size=(1024, 640), dirs=d)
    menu = MainMenu(app)
    app.push(menu)
    # Reported once, in a dialog over the menu.
    dialog = app.stack.top
    assert isinstance(dialog, NoticeScene)
    assert what in dialog.message
    assert app.problems == []
    # Moved aside with the original bytes; nothing deleted.
    assert not (d[folder] / name).exists()
    (moved,) = d[folder].glob(name + ".bad-*")
    assert moved.read_bytes() == raw
    # A clean start: defaults, no Continue.
    assert app.settings.animation_speed == Settings().animation_speed
    assert menu.saved is None
    assert menu.buttons[0].text == "New game"
    app.step(1 / 60)
    dialog.handle_event(
        __import__("pygame").event.Event(
            __import__("pygame").KEYDOWN, key=__import__("pygame").K_RETURN, mod=0, unicode=""
        )
    )
    assert app.stack.top is menu
    # Shown once: a new menu does not repeat it.
    app.clear_to(MainMenu(app))
    assert isinstance(app.stack.top, MainMenu)


def test_good_files_give_no_problems(tmp_path):
    d = user_dirs(tmp_path)
    save_settings(d["config"] / "settings.json", Settings(animation_speed="fast"))
    save_stats(d["data"] / "statistics.json", Stats())
    rules = Rules(players=3)
    state, _ = new_game(rules, seed=1)
    save_game(
        d["data"] / "savegame.json",
        GameSetup(rules, ["You", "a", "b"], ["human", "easy", "easy"], 1),
        state,
    )
    app = App(size=(1024, 640), dirs=d)
    menu = MainMenu(app)
    app.push(menu)
    assert app.stack.top is menu
    assert app.settings.animation_speed == "fast"
    assert menu.buttons[0].text == "Continue"


def test_atomic_write_failure_keeps_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "statistics.json"
    save_stats(path, Stats())
    before = path.read_bytes()

    def broken_fsync(fd):
        raise OSError("disk full")

    monkeypatch.setattr(storage.os, "fsync", broken_fsync)
    stats = Stats()
    stats.buckets["easy"].games = 5
    with pytest.raises(OSError):
        save_stats(path, stats)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["statistics.json"]  # no temp left


def test_atomic_write_failure_on_rename(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    save_settings(path, Settings(volume=0.3))
    before = path.read_bytes()

    def broken_replace(a, b):
        raise OSError("power cut")

    monkeypatch.setattr(storage.os, "replace", broken_replace)
    with pytest.raises(OSError):
        save_settings(path, Settings(volume=0.9))
    assert path.read_bytes() == before
    assert len(list(tmp_path.iterdir())) == 1
