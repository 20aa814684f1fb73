"""Linux application-menu entry: ``wizard --install-desktop`` / ``--uninstall-desktop``.

Writes ``wizard-cardgame.desktop`` to ``$XDG_DATA_HOME/applications`` and the icon at
48, 128 and 256 px to ``$XDG_DATA_HOME/icons/hicolor/<size>/apps`` (``~/.local/share``
when ``XDG_DATA_HOME`` is unset), so desktop menus list the game. ``Exec`` points at
the program that is running now: the standalone executable, or the ``wizard``
command of the virtual environment it was installed into. The menu texts come in
every language that has a catalog. The Linux release archive ships the same entry
(``entry_text``, written by build/build.py) and icon.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
from pathlib import Path

from game.i18n import N_, available_languages, load_catalog

APP_ID = "wizard-cardgame"  # desktop file id, icon name and window class (app id)
GENERIC_NAME = N_("Card Game")
COMMENT = N_("Ken Fisher's trick-taking card game, with computer opponents")
ICON_SIZES = (48, 128, 256)  # 48 px is the size every hicolor theme must have
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


def data_home() -> Path:
    value = os.environ.get("XDG_DATA_HOME", "")
    if value and Path(value).is_absolute():  # the spec says to ignore relative paths
        return Path(value)
    return Path.home() / ".local" / "share"


def desktop_path(home: Path | None = None) -> Path:
    return (home or data_home()) / "applications" / f"{APP_ID}.desktop"


def icon_paths(home: Path | None = None) -> list[Path]:
    base = (home or data_home()) / "icons" / "hicolor"
    return [base / f"{n}x{n}" / "apps" / f"{APP_ID}.png" for n in ICON_SIZES]


def launch_command() -> list[str]:
    """How to start this very installation from a menu (absolute paths)."""
    if getattr(sys, "frozen", False):
        return [str(Path(sys.executable).resolve())]
    script = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if script is not None and script.stem == "wizard" and script.is_file():
        return [str(script.resolve())]  # the `wizard` console script (e.g. .venv/bin/wizard)
    beside = Path(sys.executable).parent / "wizard"
    if beside.is_file() and os.access(beside, os.X_OK):
        return [str(beside)]
    return [str(Path(sys.executable).absolute()), "-m", "game"]


def _escape_value(text: str) -> str:
    """A desktop-entry string value: backslash and line breaks escaped."""
    return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")


def exec_value(args: list[str]) -> str:
    """The ``Exec`` key for these arguments, quoted as the Desktop Entry spec asks."""
    parts = []
    for arg in args:
        if arg == "" or any(c in _RESERVED for c in arg):
            for c in '\\"`$':
                arg = arg.replace(c, "\\" + c)
            arg = f'"{arg}"'
        parts.append(arg.replace("%", "%%"))
    return _escape_value(" ".join(parts))


def _translated(key: str, message: str) -> list[str]:
    """``Key[lang]=...`` for every language whose catalog translates ``message``."""
    out = []
    for code in available_languages():
        text = load_catalog(code).gettext(message)
        if text != message:
            out.append(f"{key}[{code}]={_escape_value(text)}")
    return out


def entry_text(command: list[str] | None = None) -> str:
    """The .desktop file, with the menu texts in every language that has a catalog;
    ``command=None`` gives the release archive's plain ``Exec=wizard``."""
    lines = [
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.4",
        "Name=Wizard",  # the game's name is the same in every language
        f"GenericName={GENERIC_NAME}",
        *_translated("GenericName", GENERIC_NAME),
        f"Comment={COMMENT}",
        *_translated("Comment", COMMENT),
        f"Exec={exec_value(command) if command else 'wizard'}",
    ]
    if command:
        lines.append(f"TryExec={_escape_value(command[0])}")
    lines += [
        f"Icon={APP_ID}",
        "Terminal=false",
        "Categories=Game;CardGame;",
        "Keywords=cards;trick-taking;wizard;",
        f"StartupWMClass={APP_ID}",
        "",
    ]
    return "\n".join(lines)


def icon_png(size: int) -> bytes:
    """The app icon as PNG bytes, drawn by the card-art code at exactly ``size`` px."""
    import io

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.ui.cardart import app_icon

    buf = io.BytesIO()
    pygame.image.save(app_icon(size), buf, "icon.png")
    return buf.getvalue()


def _write(path: Path, data: bytes) -> None:
    """Atomically and never through a link (a link at the path is replaced)."""
    from game.storage import write_bytes_atomic

    try:
        write_bytes_atomic(path, data, mode=0o644)  # the menu and icon caches read them
    except OSError as err:  # main() prints it: say which file, without "[Errno 28]"
        raise OSError(f"cannot write {path}: {err.strerror or err}") from None


def _refresh_caches(home: Path) -> None:
    """Tell menus about the change at once (both tools are optional)."""
    for cmd in (
        ["update-desktop-database", "-q", str(home / "applications")],
        ["gtk-update-icon-cache", "-q", "-t", str(home / "icons" / "hicolor")],
    ):
        with contextlib.suppress(OSError, subprocess.SubprocessError):
            subprocess.run(cmd, check=False, capture_output=True, timeout=30)


def install(home: Path | None = None, command: list[str] | None = None) -> list[Path]:
    """Write the entry and icons; returns the files written."""
    home = home or data_home()
    written = []
    for size, path in zip(ICON_SIZES, icon_paths(home), strict=True):
        _write(path, icon_png(size))
        written.append(path)
    entry = desktop_path(home)
    _write(entry, entry_text(command or launch_command()).encode("utf-8"))
    written.append(entry)
    _refresh_caches(home)
    return written


def uninstall(home: Path | None = None) -> list[Path]:
    """Remove what ``install`` wrote; returns the files that were there."""
    home = home or data_home()
    removed = []
    for path in [desktop_path(home), *icon_paths(home)]:
        if path.exists():
            path.unlink()
            removed.append(path)
    if removed:
        _refresh_caches(home)
    return removed


def main(remove: bool) -> int:
    """``wizard --install-desktop`` (remove=False) and ``--uninstall-desktop``."""
    flag = "--uninstall-desktop" if remove else "--install-desktop"
    if sys.platform in ("win32", "darwin"):
        print(f"wizard {flag}: only for Linux desktops (freedesktop.org menus)", file=sys.stderr)
        return 2
    try:
        paths = uninstall() if remove else install()
    except OSError as err:
        print(f"wizard {flag}: {err}", file=sys.stderr)
        return 1
    if remove:
        if not paths:
            print(f"no menu entry was installed in {data_home()}")
        for p in paths:
            print(f"removed {p}")
    else:
        for p in paths:
            print(f"wrote {p}")
        print(f"Wizard is in the application menu; it starts: {exec_value(launch_command())}")
    return 0
