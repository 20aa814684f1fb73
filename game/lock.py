"""One window owns the player's files.

Two windows writing one saved game lose moves (the last write wins) and count one
game twice. The first window takes an exclusive lock on ``DATA/wizard.lock``
(``fcntl.flock`` on Linux and macOS, ``msvcrt.locking`` on Windows); the system
releases it when the process ends, even when it is killed, so a crash never leaves
the files locked. A window that finds the lock taken opens read-only: it may
replay and review games but writes no saved game, statistics, kept game or
settings (``storage.protect`` refuses those writes as a last line).

The lock is the process's: every App a process makes (tests make many) shares it.
"""

from __future__ import annotations

import logging
import os
import stat
from pathlib import Path

LOCK_NAME = "wizard.lock"
log = logging.getLogger("wizard")
_held: dict[str, int] = {}  # folder -> the open lock file's descriptor, kept until exit


def _key(folder: Path) -> str:
    return os.path.normcase(os.path.abspath(folder))


def _take(fd: int) -> None:
    """Lock ``fd`` without waiting; OSError when another process holds it."""
    if os.name == "nt":
        import msvcrt

        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    else:
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)


def acquire(folder: Path) -> bool:
    """Own the files in ``folder`` for the rest of this process. False: another
    running window owns them. A lock file that cannot be made (read-only folder, a
    link or a folder in its place) cannot keep anyone out: True, and logged."""
    key = _key(folder)
    if key in _held:
        return True
    path = Path(folder) / LOCK_NAME
    flags = (
        os.O_RDWR
        | os.O_CREAT
        | getattr(os, "O_NOFOLLOW", 0)
        | getattr(os, "O_NONBLOCK", 0)
        | getattr(os, "O_BINARY", 0)
    )
    try:
        Path(folder).mkdir(parents=True, exist_ok=True)
        fd = os.open(path, flags, 0o600)
    except OSError as err:
        log.warning("no lock on the player's files (%s): %s", path, err)
        return True
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            log.warning("no lock on the player's files: %s is not a regular file", path)
            os.close(fd)
            return True
        _take(fd)
    except OSError:
        os.close(fd)
        log.info("the player's files are owned by another window (%s): read-only", path)
        return False
    _held[key] = fd
    return True

