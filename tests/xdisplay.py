"""A private X display for a real-window test, safe to start beside others.

``xvfb-run -a`` picks a display number by looking for lock files and only then starts
Xvfb, so two of them starting together (``pytest -n``, another suite on the same
machine) can pick the same number, and one fails. Xvfb's ``-displayfd`` lets the
server take the first free number itself and tell it.
"""

from __future__ import annotations

import contextlib
import os
import select
import shutil
import subprocess
import tempfile
from collections.abc import Iterator

import pytest


@contextlib.contextmanager
def xvfb(screen: str = "1280x800x24", timeout: float = 30) -> Iterator[str]:
    """Start Xvfb on a free display; yields its ``DISPLAY`` (":N"). Skips the test
    where Xvfb is not installed."""
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not installed (apt-get install -y xvfb)")
    read_end, write_end = os.pipe()
    # a file, not a pipe: a full pipe would stop Xvfb (closed in the finally below)
    err = tempfile.TemporaryFile()  # noqa: SIM115
    proc = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", screen, "-nolisten", "tcp"],
        pass_fds=(write_end,), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
        stderr=err,
    )
    os.close(write_end)
    try:
        told = b""
        waiting = select.poll()  # not select(): a worker late in a run has fds past 1024
        waiting.register(read_end, select.POLLIN)
        while not told.endswith(b"\n"):
            ready = waiting.poll(timeout * 1000)
            chunk = os.read(read_end, 64) if ready else b""
            if not chunk:  # timed out, or Xvfb ended without a display
                proc.kill()
                proc.wait()
                err.seek(0)
                said = err.read().decode(errors="replace")
                raise RuntimeError(f"Xvfb gave no display: {said[-2000:]}")
            told += chunk
        yield f":{int(told)}"
    finally:
        os.close(read_end)
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        err.close()
