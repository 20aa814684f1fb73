"""What a player sends with a report: the game's version and the versions it runs on.

Used by ``wizard --version``, the About screen and the error screen's "Copy details"
button. pygame is imported only when asked for (the command line starts without it),
and a missing or broken pygame is reported, never raised.
"""

from __future__ import annotations

import os
import platform
import sys
import traceback
from pathlib import Path

from game.version import __version__


def pygame_versions() -> tuple[str, str] | None:
    """(pygame-ce version, SDL version it runs with), or None without pygame."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        import pygame
    except Exception:  # noqa: BLE001 - a version report must work without pygame
        return None
    sdl = ".".join(str(n) for n in pygame.get_sdl_version())
    return pygame.version.ver, sdl


def os_name() -> str:
    """The OS as a person would name it (``platform.platform`` is terse on Linux)."""
    if sys.platform.startswith("linux"):
        try:
            info = platform.freedesktop_os_release()
            return f"{info.get('PRETTY_NAME', 'Linux')} ({platform.machine()})"
        except OSError:
            pass
    if sys.platform == "darwin":
        return f"macOS {platform.mac_ver()[0]} ({platform.machine()})"
    return f"{platform.platform()} ({platform.machine()})"


def version_lines() -> list[str]:
    """``wizard 0.1.0``, then pygame-ce + SDL, then Python (``wizard --version``)."""
    found = pygame_versions()
    pg = f"pygame-ce {found[0]} (SDL {found[1]})" if found else "pygame-ce: not installed"
    frozen = ", standalone build" if getattr(sys, "frozen", False) else ""
    return [f"wizard {__version__}", pg, f"Python {platform.python_version()}{frozen}"]


def crash_details(exc: BaseException | None, log_path: Path | None = None) -> str:
    """The text "Copy details" puts on the clipboard: versions, OS, log file, traceback."""
    lines = [*version_lines(), f"OS: {os_name()}"]
    if log_path is not None:
        lines.append(f"Log: {log_path}")
    if exc is not None:
        lines.append("")
        lines.append("".join(traceback.format_exception(exc)).rstrip())
    return "\n".join(lines) + "\n"
