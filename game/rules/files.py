"""Reading and writing a file the player named, safely: only a regular file, never more
than a limit. A FIFO is not waited on, a device not opened, a huge file not read; a
file is written whole or not at all (temp file + rename). The callers (saves and
settings in game/storage.py, transcripts in transcript_files.py, the commands'
``--out``, ``--json`` and ``--selftest-out``) turn the errors below into their own
messages."""

from __future__ import annotations

import os
import secrets
import stat
from pathlib import Path


class NotRegularFile(OSError):
    """The path is a folder, FIFO, device or socket; ``mode`` is its st_mode. An
    OSError, so that a writer's ``except OSError`` (a full disk...) covers it too."""

    def __init__(self, mode: int):
        super().__init__(f"it is {kind_name(mode)}, not a regular file")
        self.mode = mode


class TooLarge(Exception):
    """The file holds more than ``limit`` bytes (``size`` when known)."""

    def __init__(self, limit: int, size: int | None = None):
        super().__init__(f"larger than {limit} bytes")
        self.limit = limit
        self.size = size


def kind_name(mode: int) -> str:
    """What a path that is not a regular file is, for messages ("a pipe (FIFO)", "a
    device"...): the one such check; saves, settings and transcripts all use it."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a special file"


def check_writable(path: Path) -> None:
    """Raise NotRegularFile if ``path`` exists (through symlinks) as anything but a
    regular file: writing would block on a FIFO, act on a device, or (by rename)
    replace either with a file."""
    try:
        st = os.stat(path)
    except OSError:
        return  # missing (or unreachable): the write itself reports it
    if not stat.S_ISREG(st.st_mode):
        raise NotRegularFile(st.st_mode)


def write_regular(path: Path, data: bytes, temp: Path | None = None, mode: int = 0o644) -> None:
    """Write ``data`` to ``path`` so that a crash or a full disk leaves either the old
    file or the new one, never a part. Raises NotRegularFile (see ``check_writable``)
    or OSError; a temp file (``temp``, default ``NAME.tmp-PID-TOKEN``) is removed."""
    path = Path(path)
    check_writable(path)
    tmp = temp or path.with_name(f"{path.name}.tmp-{os.getpid()}-{secrets.token_hex(4)}")
    # A new temp file (O_EXCL, O_NOFOLLOW): the rename then replaces a link at
    # ``path`` itself, never the file it points to.
    flags = (
        os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
        | getattr(os, "O_BINARY", 0)
    )
    fd = os.open(tmp, flags, mode)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def read_regular(path: Path, limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes. Raises NotRegularFile,
    TooLarge, or OSError when the file cannot be opened or read."""
    try:
        st = os.stat(path)
    except OSError:
        st = None  # let open() report it
    if st is not None and not stat.S_ISREG(st.st_mode):
        raise NotRegularFile(st.st_mode)  # not even opened: opening a device can act
    # Non-blocking open: opening a FIFO for reading would wait for a writer.
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        st = os.fstat(fd)  # of what was opened, so a swapped file cannot slip through
        if not stat.S_ISREG(st.st_mode):
            raise NotRegularFile(st.st_mode)
        if st.st_size > limit:
            raise TooLarge(limit, st.st_size)
        chunks, total = [], 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:  # it grew while being read
            raise TooLarge(limit)
        return b"".join(chunks)
    finally:
        os.close(fd)
