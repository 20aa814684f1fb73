"""The user's files: settings, statistics, the saved game and logs (platformdirs).

Everything is JSON, read with validation and written atomically (temp file +
fsync + rename). A file that is corrupt, foreign or from a newer version is moved
aside (never deleted), reported through ``problems``, and the caller starts
cleanly. Nothing is ever executed from a file.

Only regular files are read, and at most ``MAX_FILE_BYTES`` of them: a FIFO, a
device (or a symlink to one) or a folder in place of a file is reported, never
opened for a blocking read. A bad file that cannot be moved aside (read-only
folder) is reported once per process and left alone. Temp files are named
``NAME.tmp-PID-TOKEN`` so that those left behind by a killed write can be
recognised and removed at the next start (``clean_temp_files``).
"""

from __future__ import annotations

import json
import logging
import os
import re
import secrets
import stat
import time
from collections.abc import Callable
from pathlib import Path

from game.rules.errors import FormatError
from game.rules.files import NotRegularFile, TooLarge, read_regular, write_regular

APP_NAME = "wizard-cardgame"
APP_AUTHOR = "WizardStudio"
MAX_FILE_BYTES = 10 * 1024 * 1024  # far above any file of ours; a bound on memory
MAX_REASON_CHARS = 160  # how much of a rejected value a report quotes
TEMP_MAX_AGE = 60.0  # seconds: an older temp file of ours is left over from a kill

log = logging.getLogger("wizard")
_TEMP_RE = re.compile(r"^(?P<name>.+)\.tmp-(?P<pid>\d+)-[0-9a-f]+$")
_LEGACY_TEMP_RE = re.compile(r"^.+\.json\.[A-Za-z0-9_]{8}\.tmp$")  # tempfile.mkstemp names
# Bad files that could not be moved aside and were already reported: path -> identity.
_reported_in_place: dict[str, tuple] = {}
# Folders another window owns (game.lock): this process must not write there.
_protected: set[str] = set()


class FileProblem(FormatError):
    """A user file that could not be used; the message says why (in English, quoted
    in the player's report). A ``FormatError``: the one error type of all formats."""


class ReadOnlyProfile(PermissionError):
    """A write refused because another window owns the player's files (game.lock)."""


def protect(*folders: Path, on: bool = True) -> None:
    """Refuse every later write of ours into ``folders`` (another window owns them);
    ``on=False``: this process owns them (again)."""
    keys = {os.path.normcase(os.path.abspath(f)) for f in folders}
    if on:
        _protected.update(keys)
    else:
        _protected.difference_update(keys)


def check_owned(path: Path) -> None:
    """ReadOnlyProfile when ``path`` lies in a folder another window owns."""
    if _protected and os.path.normcase(os.path.abspath(Path(path).parent)) in _protected:
        raise ReadOnlyProfile(f"{path}: Wizard is open in another window (read-only)")


def default_dirs() -> dict[str, Path]:
    """Where files live: platformdirs, or all under $WIZARD_HOME (tests, portable use)."""
    home = os.environ.get("WIZARD_HOME")
    if home:
        base = Path(home)
        return {"config": base / "config", "data": base / "data", "log": base / "log"}
    import platformdirs

    return {
        "config": Path(platformdirs.user_config_dir(APP_NAME, APP_AUTHOR)),
        "data": Path(platformdirs.user_data_dir(APP_NAME, APP_AUTHOR)),
        "log": Path(platformdirs.user_log_dir(APP_NAME, APP_AUTHOR)),
    }


def short(text: str, limit: int = MAX_REASON_CHARS) -> str:
    """``text`` cut to ``limit`` characters (with an ellipsis), for reports."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


# ------------------------------------------------------------------ writing
def temp_path_for(path: Path) -> Path:
    """A fresh, recognisable temp name beside ``path``: ``NAME.tmp-PID-TOKEN``."""
    return path.with_name(f"{path.name}.tmp-{os.getpid()}-{secrets.token_hex(4)}")


def write_json_atomic(path: Path, doc) -> None:
    """Write ``doc`` so that a crash leaves either the old file or the new one."""
    write_bytes_atomic(path, json.dumps(doc, ensure_ascii=False, indent=1).encode("utf-8"))


def write_bytes_atomic(path: Path, data: bytes, mode: int = 0o600) -> None:
    """Write ``data`` so that a crash leaves either the old file or the new one.
    NotRegularFile when a FIFO, device or folder stands at ``path``; never through a
    link (``write_regular``)."""
    check_owned(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    write_regular(path, data, temp=temp_path_for(path), mode=mode)
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); best effort."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _pid_alive(pid: int) -> bool:
    if os.name != "posix":  # os.kill would end the process on Windows: rely on age
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # exists, owned by someone else
    return True


def clean_temp_files(folder: Path, now: float | None = None) -> list[Path]:
    """Remove temp files a killed write of ours left in ``folder``: those whose
    process is gone or that are older than ``TEMP_MAX_AGE``. Returns what was removed."""
    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        m = _TEMP_RE.match(entry.name)
        if m is None and not _LEGACY_TEMP_RE.match(entry.name):
            continue
        try:
            st = entry.stat(follow_symlinks=False)
            if not stat.S_ISREG(st.st_mode):
                continue
            old = now - st.st_mtime > TEMP_MAX_AGE
            pid = int(m.group("pid")) if m else None
            dead = pid is not None and pid != os.getpid() and not _pid_alive(pid)
            if old or dead:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except (OSError, ValueError):
            continue
    if removed:
        log.info("removed %d temp file(s) left by an interrupted save in %s", len(removed), folder)
    return removed


# ------------------------------------------------------------------ reading
def read_file_limited(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes. Anything else (a FIFO,
    a device, a folder, a huge file) raises FileProblem without blocking."""
    try:
        return read_regular(path, limit)
    except NotRegularFile as err:
        raise FileProblem(str(err)) from None  # game.rules.files says what it is
    except TooLarge as err:
        size = f" ({err.size} bytes)" if err.size is not None else ""
        raise FileProblem(f"it is too large{size}") from None


def set_aside(path: Path) -> Path:
    """Move a bad file next to itself as ``NAME.bad-TIMESTAMP`` (never delete it)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.bad-{stamp}")
    n = 1
    while os.path.lexists(target):
        target = path.with_name(f"{path.name}.bad-{stamp}-{n}")
        n += 1
    os.replace(path, target)
    return target


def _identity(path: Path) -> tuple | None:
    try:
        st = os.lstat(path)
    except OSError:
        return None
    return (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_mode)


def read_json_checked(
    path: Path,
    validate: Callable[[object], object],
    problems: list[str],
    what: str,
):
    """Read and validate a JSON file. Returns ``validate(doc)``, or None when the file
    is missing or unusable (then it is set aside and a sentence added to ``problems``).
    ``what`` names the file for the player, marked with ``N_`` (e.g. "Your settings").

    A bad file that cannot be moved (read-only folder, a folder in its place) is
    reported once per process while it stays unchanged, then quietly not used."""
    if not os.path.lexists(path):
        return None
    try:
        if not path.exists():  # a dangling symlink: nothing to read
            return None
        doc = json.loads(read_file_limited(path).decode("utf-8"))
        return validate(doc)
    except (
        OSError,
        UnicodeDecodeError,
        json.JSONDecodeError,
        RecursionError,
        FileProblem,
        ValueError,
        MemoryError,
        # A validator that trips over a shape it did not expect: still a bad file.
        TypeError,
        KeyError,
        IndexError,
        AttributeError,
    ) as err:
        from game.i18n import _

        reason = short(str(err) or type(err).__name__)
        key, ident = str(path), _identity(path)
        if ident is not None and _reported_in_place.get(key) == ident:
            return None  # already told the player; it still cannot be moved
        moved = None
        if not os.path.isdir(path):  # a folder is not ours to move
            try:
                moved = set_aside(path)
            except OSError as move_err:
                log.warning("could not set aside %s: %s", path, move_err)
        if moved is not None:
            _reported_in_place.pop(key, None)
            message = _("{what} could not be read ({error}) and was set aside.").format(
                what=_(what), error=reason
            )
            message += " " + _("It was moved to {path}.").format(path=moved)
        else:
            if ident is not None:
                _reported_in_place[key] = ident
            message = _(
                "{what} could not be read ({error}). It could not be moved aside, so it "
                "was left where it is ({path}) and is not used."
            ).format(what=_(what), error=reason, path=path)
        message = drawable(message)
        log.warning("file problem: %s", message)
        problems.append(message)
        return None


def drawable(text: str) -> str:
    """``text`` with every lone surrogate (an undecodable byte of a file name, e.g. a
    data folder that is not UTF-8) as U+FFFD: fonts and encoders refuse surrogates."""
    return "".join("\ufffd" if "\ud800" <= c <= "\udfff" else c for c in text)
