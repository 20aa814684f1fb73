"""A bot program as a child process that cannot hang, flood or outlive its host.

``BotProcess`` starts a command with pipes on its standard input and output
(standard error is passed through to the host's) and keeps three promises
whatever the program does:

- ``send(data, timeout)`` returns within ``timeout``: a bot that stops reading
  its input fills the pipe, and the host gives up on it instead of waiting;
- ``receive(timeout)`` hands out whole lines of at most ``max_line`` bytes; a
  longer line is read and thrown away piece by piece and arrives as one
  ``Oversized`` marker, and at most ``QUEUE_LINES`` lines wait in memory (then
  the bot's own writes block), so the host's memory stays bounded;
- ``stop()`` ends the whole process group (POSIX: SIGTERM, then SIGKILL), so
  processes the bot forked do not keep running or keep the host's standard error
  open; ``end_all()`` does that at once for every bot of this process (Ctrl-C,
  SIGTERM, a dead host), and on Linux a bot is killed by the kernel when the
  process that started it dies in any way (``PR_SET_PDEATHSIG``).
"""

from __future__ import annotations

import contextlib
import os
import queue
import signal
import subprocess
import sys
import threading
import time

from game.bots.protocol import split_lines

QUEUE_LINES = 8  # lines waiting for the host; the reader blocks beyond that
TERM_GRACE_S = 0.5  # after SIGTERM, this long to exit before SIGKILL

_LIVE: dict[int, BotProcess] = {}  # pid -> every bot started here and not yet stopped


EOF = object()  # the bot closed its output (usually: it exited)


class BotProcess:
    """One running bot program. Not thread-safe: one host thread talks to it."""

    def __init__(self, argv: list[str], max_line: int):
        self.max_line = max_line
        self.lines: queue.Queue = queue.Queue(maxsize=QUEUE_LINES)
        self._stopping = threading.Event()
        self._writer: threading.Thread | None = None  # a write that timed out
        kwargs = {}
        if os.name == "posix":
            kwargs["start_new_session"] = True  # its own process group, ended by stop()
        else:
            kwargs["creationflags"] = subprocess.CREATE_NEW_PROCESS_GROUP
        self.proc = subprocess.Popen(
            argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=None,
            preexec_fn=_die_with_parent(), **kwargs,
        )
        _LIVE[self.proc.pid] = self
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    # -- output
    def _read(self) -> None:
        try:
            for item in split_lines(self.proc.stdout.readline, self.max_line):
                if isinstance(item, bytes) and not item.endswith(b"\n"):
                    break  # cut off by the bot's exit: not a message
                if not self._put(item):
                    return
        except (OSError, ValueError):
            pass
        self._put(EOF)

    def _put(self, item) -> bool:
        while not self._stopping.is_set():
            try:
                self.lines.put(item, timeout=0.1)
                return True
            except queue.Full:
                continue
        return False

    def receive(self, timeout: float):
        """The next line (bytes), an ``Oversized``, ``EOF``, or None after ``timeout``."""
        try:
            item = self.lines.get(timeout=max(0.0, timeout))
        except queue.Empty:
            return None
        if item is EOF:
            self._put_back_eof()
        return item

    def pending(self):
        """Lines already waiting (at most a queue's worth, so a flood cannot keep
        this busy), without blocking; EOF stays in place."""
        out = []
        while len(out) < QUEUE_LINES:
            try:
                item = self.lines.get_nowait()
            except queue.Empty:
                return out
            if item is EOF:
                self._put_back_eof()
                return out
            out.append(item)
        return out

    def _put_back_eof(self) -> None:
        with contextlib.suppress(queue.Full):
            self.lines.put_nowait(EOF)

    # -- input
    def send(self, data: bytes, timeout: float) -> str | None:
        """Write ``data``; None when done, else why not ("timeout" or the OS error)."""
        if self._writer is not None:
            return "timeout"  # an earlier write is still stuck
        fd = self.proc.stdin.fileno()
        done = threading.Event()
        error: list[str] = []

        def write() -> None:
            view = memoryview(data)
            try:
                while view:
                    view = view[os.write(fd, view) :]
            except OSError as err:
                error.append(err.strerror or type(err).__name__)
            done.set()

        writer = threading.Thread(target=write, daemon=True)
        writer.start()
        if not done.wait(timeout):
            self._writer = writer
            return "timeout"
        return error[0] if error else None

    # -- the end
    def exit_code(self, wait: float = 0.0) -> int | None:
        try:
            return self.proc.wait(timeout=wait) if wait > 0 else self.proc.poll()
        except subprocess.TimeoutExpired:
            return None

    def signal_group(self, signum: int) -> None:
        """Send ``signum`` to the bot and everything in its process group (POSIX)."""
        if os.name == "posix":
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(self.proc.pid, signum)
        elif self.proc.poll() is None:
            self.proc.kill()

    def kill_group(self) -> None:
        """SIGTERM the bot's process group, SIGKILL what is left after ``TERM_GRACE_S``."""
        if self.proc.poll() is None:
            self.signal_group(getattr(signal, "SIGTERM", signal.SIGINT))
            self.exit_code(TERM_GRACE_S)
        self.signal_group(getattr(signal, "SIGKILL", signal.SIGTERM))  # its children too
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.proc.wait(timeout=2)
        _LIVE.pop(self.proc.pid, None)

    def stop(self, grace: float = 0.0) -> int | None:
        """Close the bot's input, give it ``grace`` seconds to exit, then end its group.

        Returns the bot's exit code (None if it had to be killed)."""
        if self._writer is not None:  # never close a pipe a stuck write still uses
            self.kill_group()
            self._writer.join(timeout=1)
        with contextlib.suppress(OSError, ValueError):
            self.proc.stdin.close()
        code = self.exit_code(grace)
        self.kill_group()  # also when it exited: its children may live on
        self._stopping.set()
        deadline = time.monotonic() + 1
        while self._reader.is_alive() and time.monotonic() < deadline:
            self.pending()  # unblock a reader waiting for room in the queue
            self._reader.join(timeout=0.05)
        if not self._reader.is_alive():
            with contextlib.suppress(OSError, ValueError):
                self.proc.stdout.close()
        return code


def end_all(grace: float = TERM_GRACE_S) -> None:
    """End every bot of this process at once: SIGTERM to each group, SIGKILL after
    ``grace``. Safe in a signal handler: it waits by polling, never on a lock."""
    bots = list(_LIVE.values())
    for bot in bots:
        bot.signal_group(getattr(signal, "SIGTERM", signal.SIGINT))
    deadline = time.monotonic() + grace
    while time.monotonic() < deadline and any(b.proc.poll() is None for b in bots):
        time.sleep(0.02)
    for bot in bots:
        bot.signal_group(getattr(signal, "SIGKILL", signal.SIGTERM))
        _LIVE.pop(bot.proc.pid, None)


def _die_with_parent():
    """Linux: a function for Popen's ``preexec_fn`` that has the kernel SIGKILL the bot
    when this process dies, even by SIGKILL (no cleanup of ours runs then); else None."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        import ctypes

        prctl = ctypes.CDLL(None, use_errno=True).prctl  # looked up before the fork
    except (OSError, AttributeError):
        return None
    parent = os.getpid()
    pr_set_pdeathsig = 1

    def preexec() -> None:
        prctl(pr_set_pdeathsig, signal.SIGKILL)
        if os.getppid() != parent:  # the parent died before the line above: go too
            os._exit(1)

    return preexec
