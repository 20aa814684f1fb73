"""Opening the game window from the command line: is there a display to open it on,
and Ctrl-C in the terminal closing it the way its close button does (``run_window``:
the loop of ``wizard`` and ``wizard replay``)."""

from __future__ import annotations

import contextlib
import os
import signal
import sys

import pygame

# Drivers SDL falls back to when it finds no display: a window there is never seen.
INVISIBLE_DRIVERS = ("offscreen", "dummy")


def display_problem() -> tuple[str, int] | None:
    """Why no window can be shown here, and the exit code (2: a video driver that was
    asked for by name cannot be used), or None when a display was found."""
    asked = os.environ.get("SDL_VIDEODRIVER", "")
    if sys.platform.startswith("linux") and not asked and not any(
        os.environ.get(name) for name in ("DISPLAY", "WAYLAND_DISPLAY")
    ):  # said before SDL's own probes print their complaints
        return "no display found: neither DISPLAY nor WAYLAND_DISPLAY is set", 1
    try:
        pygame.display.init()
    except pygame.error as err:
        if asked:
            return f"the video driver SDL_VIDEODRIVER={asked!r} cannot be used: {err}", 2
        return f"no display found ({err})", 1
    if asked or pygame.display.get_driver() not in INVISIBLE_DRIVERS:
        return None
    pygame.display.quit()
    tried = [f"{name}={os.environ[name]}" for name in ("DISPLAY", "WAYLAND_DISPLAY")
             if os.environ.get(name)]
    return f"no display found: cannot connect to {' or '.join(tried) or 'one'}", 1


@contextlib.contextmanager
def close_on_interrupt():
    """While inside, Ctrl-C (SIGINT) asks the window to close, as its close button
    does, so the game and settings are saved on the way out; no traceback."""

    def close(signum, frame) -> None:
        with contextlib.suppress(pygame.error):
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    try:
        previous = signal.signal(signal.SIGINT, close)
    except ValueError:  # not the main thread: leave Ctrl-C as it is
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def run_window(app) -> int:
    """Run ``app`` until its window is closed (or Ctrl-C), then save and let go of it:
    the settings, and through the scenes' exits the game in progress."""
    with close_on_interrupt():
        app.run()
    app.save_settings()
    app.close()
    pygame.quit()
    return 0
