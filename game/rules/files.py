"""Reading a file the player named, safely: only a regular file, never more than a
limit. A FIFO is not waited on, a device not opened, a huge file not read. The callers
(saves and settings in game/storage.py, transcripts in transcript_files.py) turn the
errors below into their own messages."""

from __future__ import annotations

import os
import stat
from pathlib import Path


class NotRegularFile(Exception):
    """The path is a folder, FIFO, device or socket; ``mode`` is its st_mode."""

    def __init__(self, mode: int):
        super().__init__(f"not a regular file (mode {mode:o})")
        self.mode = mode


class TooLarge(Exception):
    """The file holds more than ``limit`` bytes (``size`` when known)."""

    def __init__(self, limit: int, size: int | None = None):
        super().__init__(f"larger than {limit} bytes")
        self.limit = limit
        self.size = size


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
