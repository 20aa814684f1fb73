"""How a ``wizard`` command ends when the world around it fails: one line on stderr and
a non-zero exit, never a traceback.

- standard output closed (``>&-``): said before the command starts (exit 2);
- standard output that cannot be written (``/dev/full``, a full disk): said when it
  happens (exit 1), with nothing left for Python's own flush at exit to trip over;
- a reader that stopped early (``| head``): quiet, exit 1;
- Ctrl-C, and SIGTERM treated as Ctrl-C: "interrupted" (exit 130);
- text the terminal's encoding cannot show (an ASCII-only locale, a name with a lone
  surrogate): written escaped (``\\xe4``) instead of stopping the command.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys

INTERRUPTED = 130  # the shell's code for a command ended by Ctrl-C


class OutputFailed(Exception):
    """Writing to a standard stream failed with an OSError (not a closed pipe)."""

    def __init__(self, stream: str, err: OSError):
        super().__init__(f"cannot write to {stream}: {err.strerror or err}")


class _Guarded:
    """A text stream whose write errors become ``OutputFailed``; the rest is the stream's."""

    def __init__(self, stream, name: str):
        self._stream = stream
        self._name = name

    def write(self, text: str) -> int:
        try:
            return self._stream.write(text)
        except BrokenPipeError:
            raise
        except OSError as err:
            raise OutputFailed(self._name, err) from None

    def flush(self) -> None:
        try:
            self._stream.flush()
        except BrokenPipeError:
            raise
        except OSError as err:
            raise OutputFailed(self._name, err) from None

    def __getattr__(self, name):
        return getattr(self._stream, name)


@contextlib.contextmanager
def guarded_stdout():
    """While inside: ``sys.stdout`` escapes what it cannot encode and reports failed writes
    as ``OutputFailed``. The original stream is put back afterwards."""
    original = sys.stdout
    if original is None:
        yield
        return
    with contextlib.suppress(AttributeError, ValueError, OSError):
        original.reconfigure(errors="backslashreplace")
    sys.stdout = _Guarded(original, "standard output")
    try:
        yield
    finally:
        if sys.stdout is not None and getattr(sys.stdout, "_stream", None) is original:
            sys.stdout = original


def flush_stdout() -> None:
    """Flush now, inside the guard, so a failure is reported here and not at exit."""
    if sys.stdout is not None:
        sys.stdout.flush()


def silence_stdout() -> None:
    """Point standard output at the null device: what is still buffered for it (and
    Python flushes at exit) then goes nowhere instead of failing a second time."""
    if sys.stdout is None:
        return
    with contextlib.suppress(OSError, ValueError, AttributeError):
        fd = os.open(os.devnull, os.O_WRONLY)
        os.dup2(fd, sys.stdout.fileno())
        os.close(fd)


def closed_stream(stdin: bool = False) -> str | None:
    """"standard output" (or "standard input" when ``stdin``) if it was closed when the
    process started (Python then has None for it), else None."""
    if sys.stdout is None:
        return "standard output"
    if stdin and sys.stdin is None:
        return "standard input"
    return None


@contextlib.contextmanager
def terminate_as_interrupt():
    """While inside, SIGTERM ends the command the way Ctrl-C does (KeyboardInterrupt),
    so its cleanup runs; the handler before is put back afterwards."""

    def interrupt(signum, frame):
        raise KeyboardInterrupt

    try:
        previous = signal.signal(signal.SIGTERM, interrupt)
    except (ValueError, OSError, AttributeError):  # not the main thread
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def say_error(prog: str, text: str) -> None:
    """One line on stderr: ``wizard arena: text``."""
    if sys.stderr is None:
        return
    with contextlib.suppress(OSError, ValueError):
        sys.stderr.write(f"{prog}: {text}\n")
        sys.stderr.flush()
