"""61.11: a settings file asking for a 10000x10000 window (hand-edited, or saved on a
larger screen) cost 2.2 GB and a 12 s start: the window is made no larger than the
screen, and no larger than ``MAX_SIZE`` when the screen's size is unknown."""

from __future__ import annotations

import json

import pygame

from game.settings import Settings, save_settings
from game.ui.app import MAX_SIZE, App
from game.ui.kit import sizing
from game.ui.scenes.menu import MainMenu
from tests.robot import user_dirs


def _huge_settings(tmp_path):
    d = user_dirs(tmp_path)
    path = d["config"] / "settings.json"
    save_settings(path, Settings(language="en"))
    doc = json.loads(path.read_text())
    doc["window_size"] = [10000, 10000]
    path.write_text(json.dumps(doc))
    return d


def test_a_huge_saved_window_size_opens_no_larger_than_the_screen(tmp_path):
    app = App(dirs=_huge_settings(tmp_path))
    try:
        screen = pygame.display.get_desktop_sizes()[0]
        w, h = app.size
        least_w, least_h = sizing.MIN_WINDOW
        assert w <= max(screen[0], least_w) and h <= max(screen[1], least_h), app.size
        assert app.problems == []  # a size the file may hold: no complaint, just fitted
        app.push(MainMenu(app))
        app.step(1 / 60)
        assert app.settings.window_size == (w, h)  # written back fitted at exit
    finally:
        app.close()


def test_an_unknown_screen_size_caps_the_window(tmp_path, monkeypatch):
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [])
    app = App(dirs=_huge_settings(tmp_path))
    try:
        assert app.size == MAX_SIZE
    finally:
        app.close()
