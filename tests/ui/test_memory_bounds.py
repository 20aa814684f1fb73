"""The window's memory stays flat from game to game (issue 58, item 24): every cache
has a bound, freed pixel buffers go back to the system, and ``wizard bench memory``
plays games in one real window and prints the resident memory after each.

The 25 whole games of the README's command take a while; here two short games."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.ui import app as app_module
from game.ui.kit import panelart, typeface
from game.ui.memory import LRU
from game.ui.table import render as rd

ROOT = Path(__file__).resolve().parents[2]
LINUX = sys.platform.startswith("linux")


def pixels(surfaces) -> int:
    return sum(s.get_width() * s.get_height() for s in surfaces)


def test_lru_keeps_the_most_recently_used_within_its_bounds():
    cache = LRU(limit=3)
    for key in "abc":
        cache.put(key, key)
    assert cache.get("a") == "a"  # used: "b" is now the oldest
    cache.put("d", "d")
    assert "b" not in cache and all(k in cache for k in "acd")
    weighed = LRU(budget=10, weigh=len)
    weighed.put(1, "x" * 6)
    weighed.put(2, "y" * 6)
    assert 1 not in weighed and weighed.weight == 6
    weighed.put(3, "z" * 30)  # the newest stays, alone, even over the budget
    assert list(weighed.values()) == ["z" * 30]


def test_panels_of_many_sizes_keep_three_windows_of_pixels(app):
    """Panels of every size a resize or a new screen asks for: the cache holds about
    three windows of them (it held 16 million pixels, 64 MB, before)."""
    surface = app.screen
    window = surface.get_width() * surface.get_height()
    for i in range(120):
        panelart.draw_panel(surface, pygame.Rect(0, 0, 300 + 5 * i, 200 + 3 * i))
    held = pixels(panelart._PANEL_CACHE.values())
    assert held <= panelart.PANEL_CACHE_WINDOWS * window, (held, window)
    # The panel drawn every frame stays while others come and go.
    rect = pygame.Rect(0, 0, 640, 400)
    panelart.draw_panel(surface, rect)
    kept = [s for s in panelart._PANEL_CACHE.values() if s.get_size() == rect.size]
    for i in range(40):
        panelart.draw_panel(surface, pygame.Rect(0, 0, 200 + 7 * i, 150))
        panelart.draw_panel(surface, rect)
    assert [s for s in panelart._PANEL_CACHE.values() if s.get_size() == rect.size] == kept


def test_the_table_cache_keeps_a_pixel_budget(app):
    cache = rd.Cache()
    for i in range(150):
        cache.get(("panel", i), lambda i=i: pygame.Surface((600 + i, 400), pygame.SRCALPHA))
    assert pixels(cache._d.values()) <= rd.CACHE_PIXELS


def test_fonts_of_many_sizes_keep_a_bound(app):
    fonts = typeface.Fonts()
    for size in range(8, 8 + 3 * typeface.FONT_SIZES):
        fonts.get(size)
    assert len(fonts._cache) <= typeface.FONT_SIZES
    body = fonts.get(16)
    for size in range(40, 40 + typeface.FONT_SIZES):
        fonts.get(size)
        assert fonts.get(16) is body  # the size in use is never reloaded


def test_card_art_keeps_the_sizes_in_use(app):
    """A window resized many times: the table's own card size stays drawn (before, the
    ninth new size threw every card face away, those in use too)."""
    hand = app.card_art(90, 126)
    faces = hand.face("H14")
    for i in range(3 * app_module.CARD_ART_SIZES):
        app.card_art(50 + i, 70 + i)
        assert app.card_art(90, 126) is hand
    assert len(app._card_arts) <= app_module.CARD_ART_SIZES
    assert hand.face("H14") is faces


def test_the_frame_log_is_bounded(app):
    from game.ui.scenes.menu import MainMenu

    app.push(MainMenu(app))
    app.run(max_frames=5)
    assert app.frames_run == 5
    assert app.frame_times.maxlen == app_module.FRAME_LOG


PROBE = """
import sys
import pygame
from game.ui.bench import resident_mb
from game.ui.memory import give_back_freed, keep_large_buffers_out_of_heap
if sys.argv[1] == "kept out":
    assert keep_large_buffers_out_of_heap()
big = pygame.Surface((1024, 1024), pygame.SRCALPHA)  # freed: glibc's threshold rises
del big
base = resident_mb()
kept, dropped = [], []
for i in range(200):  # 256 KB each; every tenth stays, as a cached face does
    (kept if i % 10 == 0 else dropped).append(pygame.Surface((256, 256), pygame.SRCALPHA))
del dropped
if sys.argv[1] == "given back":
    assert give_back_freed()
print(resident_mb() - base)
"""


@pytest.mark.skipif(not LINUX, reason="glibc's malloc; elsewhere the calls do nothing")
@pytest.mark.parametrize("how", ["kept out", "given back"])
def test_freed_pixel_buffers_leave_the_process(how):
    """200 surfaces of 256 KB made and 180 freed, in a real process: 50 MB stayed
    resident with glibc's own settings; kept out of the heap, or given back, 5 MB."""
    def grown(mode: str) -> float:
        done = subprocess.run([sys.executable, "-c", PROBE, mode], cwd=ROOT, text=True,
                              capture_output=True, timeout=120)
        assert done.returncode == 0, done.stderr
        return float(done.stdout.split()[-1])

    assert grown("as glibc has it") > 30  # the probe sees the holes
    assert grown(how) < 12


def test_bench_memory_prints_the_memory_after_each_game(tmp_path):
    """``wizard bench memory`` in a real process: two games of two rounds, the memory at
    the first menu and after each game, all under the 150 MB that 25 whole games must
    stay below."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run(
        [sys.executable, "-m", "game.cli", "bench", "memory", "--games", "2", "--players",
         "3", "--rounds", "2"],
        cwd=ROOT, env=env, text=True, capture_output=True, timeout=600,
    )
    assert done.returncode == 0, done.stderr
    found = re.findall(r"^(first menu|game +\d+)\D.*?(\d+) MB", done.stdout, re.MULTILINE)
    assert [name.split()[0] for name, _mb in found] == ["first", "game", "game"], done.stdout
    assert "3 players, 2 rounds" in done.stdout
    assert all(int(mb) <= 150 for _name, mb in found), done.stdout
