"""Random input against the real App (issue 15): mouse moves, clicks and wheels, keys
(with modifiers), typed text, window resizes from 1024×640 up to 3840×2160 in both
orientations, focus changes and quit requests, for N frames, from the main menu into
whatever screens the clicks reach (new game, tables with the real AI worker, the
tutorial, settings, statistics...). Strict mode: any exception in a frame counts as
a failure; an error screen would too.

Fast by default; ``WIZARD_FUZZ=long`` runs many more frames (or set
``WIZARD_FUZZ_RUNS`` / ``WIZARD_FUZZ_FRAMES``). Prints one summary line
(``pytest -s``) with frames, events, resizes, quits, failures and hangs."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import contextlib
import random
import time
import traceback

import pygame
import pytest

from game.ui.app import App
from game.ui.scenes.menu import MainMenu
from tests.robot import user_dirs

LONG = os.environ.get("WIZARD_FUZZ", "") == "long"

KEYS = [
    pygame.K_ESCAPE,
    pygame.K_RETURN,
    pygame.K_KP_ENTER,
    pygame.K_SPACE,
    pygame.K_TAB,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_HOME,
    pygame.K_END,
    pygame.K_PAGEUP,
    pygame.K_PAGEDOWN,
    pygame.K_BACKSPACE,
    pygame.K_DELETE,
    pygame.K_h,
    pygame.K_s,
    pygame.K_l,
    pygame.K_p,
    pygame.K_F1,
    *range(pygame.K_0, pygame.K_9 + 1),
]
MODS = [0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL, pygame.KMOD_ALT]
TEXTS = ["a", "7", "Zoë", "ß", "名前", "🙂", "x" * 40, " ", "-1", "99999999999"]
# Notable window sizes, landscape and portrait (the minimum is 1024×640).
SIZES = [
    (1024, 640),
    (1024, 1440),
    (1080, 1880),
    (1280, 800),
    (1440, 2560),
    (1920, 1080),
    (2160, 3840),
    (3840, 2160),
    (1024, 3840),
    (3840, 640),
]


def random_size(rng: random.Random) -> tuple[int, int]:
    if rng.random() < 0.5:
        return rng.choice(SIZES)
    if rng.random() < 0.5:  # landscape
        return rng.randint(1024, 3840), rng.randint(640, 2160)
    return rng.randint(1024, 2160), rng.randint(1024, 3840)  # portrait


def random_event(rng: random.Random, size: tuple[int, int]) -> pygame.event.Event:
    w, h = size
    pos = (rng.randrange(w), rng.randrange(h))
    kind = rng.random()
    if kind < 0.30:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    if kind < 0.55:
        button = rng.choice([1, 1, 1, 3, 4, 5])
        down = rng.random() < 0.5
        kind = pygame.MOUSEBUTTONDOWN if down else pygame.MOUSEBUTTONUP
        return pygame.event.Event(kind, pos=pos, button=button)
    if kind < 0.60:
        wheel = rng.choice([-3, -1, 1, 3])
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=wheel, flipped=False)
    if kind < 0.82:
        key = rng.choice(KEYS)
        return pygame.event.Event(
            rng.choice([pygame.KEYDOWN, pygame.KEYDOWN, pygame.KEYUP]),
            key=key,
            mod=rng.choice(MODS),
            unicode=chr(key) if 32 <= key < 127 else "",
            scancode=0,
        )
    if kind < 0.88:
        return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(TEXTS))
    if kind < 0.95:
        w, h = random_size(rng)
        return pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h))
    if kind < 0.995:
        return pygame.event.Event(rng.choice([pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED]))
    return pygame.event.Event(pygame.QUIT)


def widget_rects(scene) -> list[pygame.Rect]:
    """Rects of the widgets a scene holds (buttons, choices, fields...), to aim clicks."""
    rects = []
    for value in vars(scene).values():
        items = value if isinstance(value, list | tuple) else [value]
        for item in items:
            rect = getattr(item, "rect", None)
            if isinstance(rect, pygame.Rect) and rect.width > 0 and rect.height > 0:
                rects.append(rect)
    return rects


def aimed_events(rng: random.Random, app: App) -> list[pygame.event.Event]:
    """A click on a real widget of the top screen, or the scripted human's move."""
    from game.ui.scenes.table import TableScene
    from game.ui.table.autopilot import click_events, human_events

    top = app.stack.top
    if isinstance(top, TableScene) and rng.random() < 0.7:
        return human_events(top, use_keys=rng.random() < 0.3)
    rects = widget_rects(top) if top is not None else []
    if not rects:
        return []
    rect = rng.choice(rects)
    pos = (rng.randint(rect.left, rect.right - 1), rng.randint(rect.top, rect.bottom - 1))
    return click_events(pos)


def close_all(app: App) -> None:
    for scene in list(reversed(app.stack.scenes)):  # overlays first: closing the table last
        close = getattr(scene, "close", None)
        if callable(close):
            with contextlib.suppress(Exception):  # cleaning up after a failure
                close()


def fuzz(base, seed: int, frames: int) -> dict:
    """Run the App under random input; returns the counts and the failures seen."""
    from game.ui.scenes.error import ErrorScene

    rng = random.Random(seed)
    out = {"frames": 0, "events": 0, "resizes": 0, "quits": 0, "failures": [], "hangs": 0}
    out["screens"] = set()
    app = None
    for frame in range(frames):
        if app is None:
            app = App(size=(1024, 640), dirs=user_dirs(base))
            app.settings.animation_speed = rng.choice(["instant", "fast", "normal"])
            app.push(MainMenu(app))
        for _ in range(rng.choice([0, 1, 1, 2, 3, 6])):
            event = random_event(rng, app.size)
            out["events"] += 1
            out["resizes"] += event.type == pygame.VIDEORESIZE
            out["quits"] += event.type == pygame.QUIT
            pygame.event.post(event)
        if rng.random() < 0.3:
            for event in aimed_events(rng, app):
                out["events"] += 1
                pygame.event.post(event)
        t0 = time.perf_counter()
        try:
            app.step(1 / 60)
        except Exception as exc:  # noqa: BLE001 - strict mode raised: count it, start again
            out["failures"].append(
                f"frame {frame}: {type(exc).__name__}: {exc}\n"
                + "".join(traceback.format_exception(exc)[-4:])
            )
            close_all(app)
            app = None
            continue
        if time.perf_counter() - t0 > 5:
            out["hangs"] += 1
        if isinstance(app.stack.top, ErrorScene):
            out["failures"].append(f"frame {frame}: error screen")
        out["frames"] += 1
        out["screens"].add(type(app.stack.top).__name__)
        if not app.running:  # a quit request was granted: the player starts again
            close_all(app)
            app = None
        elif app.stack.top is None:
            app.push(MainMenu(app))
    if app is not None:
        close_all(app)
    return out


@pytest.mark.timeout(1800)
def test_fuzz_random_input_resizes_and_quits(tmp_path, capsys):
    runs = int(os.environ.get("WIZARD_FUZZ_RUNS", 8 if LONG else 2))
    frames = int(os.environ.get("WIZARD_FUZZ_FRAMES", 2000 if LONG else 200))
    total = {"frames": 0, "events": 0, "resizes": 0, "quits": 0, "hangs": 0}
    failures: list[str] = []
    screens: set[str] = set()
    for run in range(runs):
        got = fuzz(tmp_path / f"run{run}", seed=1000 + run, frames=frames)
        for key in total:
            total[key] += got[key]
        failures += got["failures"]
        screens |= got["screens"]
    with capsys.disabled():
        print(
            f"\nfuzz app input: {runs} runs, {total['frames']} frames, {total['events']} events, "
            f"{total['resizes']} resizes, {total['quits']} quit requests, "
            f"{len(failures)} failures, {total['hangs']} hangs; screens reached: "
            + ", ".join(sorted(screens))
        )
    assert not failures, "\n\n".join(failures[:5])
    assert total["hangs"] == 0
