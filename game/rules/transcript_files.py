"""Reading transcript files for ``wizard check`` without trusting them.

Only regular files are read (a FIFO or device named ``*.json`` would block or never
end), at most ``MAX_TRANSCRIPT_BYTES`` of them, and every way a file can fail to be
a JSON document (bad UTF-8, bad JSON, ``NaN``, nesting deeper than Python's
recursion limit, integers longer than Python converts) becomes a one-line reason.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Iterator
from pathlib import Path

from game.rules.errors import FormatError
from game.rules.files import NotRegularFile, TooLarge, kind_name, read_regular
from game.rules.transcript import TranscriptError, decode_transcript

# A complete 3-player game is about 21 kB; nothing real comes near this, and a
# transcript must fit in one bot protocol line (1 MiB) anyway. A kept games folder
# of 100 such files then reads in well under a second.
MAX_TRANSCRIPT_BYTES = 1_000_000


class TranscriptFileError(FormatError):
    """A file that could not be read as a JSON document; ``reason`` says why."""


def read_bytes(path: Path, limit: int = MAX_TRANSCRIPT_BYTES) -> bytes:
    """The file's bytes; TranscriptFileError unless it is a regular file of at most ``limit``."""
    try:
        return read_regular(path, limit)
    except NotRegularFile as err:
        kind = kind_name(err.mode)
        raise TranscriptFileError(f"not a regular file but {kind}; not read") from None
    except TooLarge:
        raise TranscriptFileError(f"larger than {limit:,} bytes, not read") from None
    except OSError as err:
        raise TranscriptFileError(f"cannot read: {err.strerror or err}") from None


def _no_constant(name: str):
    raise ValueError(f"{name} is not a JSON number")


def parse_json(data: bytes):
    """The JSON document in ``data``; TranscriptFileError with a short reason if none."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise TranscriptFileError(f"not UTF-8 text (byte {err.start})") from None
    try:
        return json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as err:
        raise TranscriptFileError(
            f"not JSON: {err.msg} (line {err.lineno}, column {err.colno})"
        ) from None
    except RecursionError:
        raise TranscriptFileError("not JSON this checker reads: nested too deeply") from None
    except ValueError as err:  # NaN / Infinity, or an integer too long to convert
        reason = str(err)
        if "integer string conversion" in reason:
            reason = "a number has more digits than the checker converts (4,300)"
        raise TranscriptFileError(f"not JSON this checker reads: {reason[:80]}") from None


def check_file(path: Path) -> str | None:
    """Why the file at ``path`` is not a sound transcript, or None if it is."""
    try:
        doc = parse_json(read_bytes(path))
    except TranscriptFileError as err:
        return err.reason
    try:
        decode_transcript(doc, schema=True)
    except TranscriptError as err:
        return str(err.problem)
    except RecursionError:  # cannot come from parsed JSON; kept for documents built in code
        return "nested too deeply to check"
    return None


def transcript_paths(names: Iterable[str]) -> Iterator[Path]:
    """The files to check: each name as given, and every ``*.json`` below each folder.

    Folders are walked without following links to folders; what a folder holds that
    is named ``*.json`` but is no regular file is still listed, so it is reported.
    """
    for name in names:
        top = Path(name)
        if not top.is_dir():
            yield top
            continue
        found = []
        for folder, dirs, files in os.walk(top):
            dirs.sort()
            for entry in files:
                if entry.endswith(".json"):
                    found.append(Path(folder, entry))
        yield from sorted(found)
