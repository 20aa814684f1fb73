"""The ``wizard`` command in tests: its refusal of bad arguments, a child
``python -m game`` and the environment for one."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from game.cli import main

ROOT = Path(__file__).resolve().parents[1]


def child_env(**more: str) -> dict[str, str]:
    """This environment without a screen or sound card, this checkout first on the
    path, and ``more``."""
    env = dict(os.environ)
    env.update(
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        PYTHONPATH=str(ROOT) + os.pathsep + env.get("PYTHONPATH", ""),
    )
    env.update(more)
    return env


def as_from_a_terminal() -> None:
    """A child's ``preexec_fn``: Ctrl-C as a terminal gives it, whatever the test's
    worker inherited (a process that starts with SIGINT ignored keeps ignoring it)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


def refused(capsys, *argv: str) -> str:
    """Run ``wizard ARGV`` in-process: it must stop with code 2, print nothing on stdout
    and one line on stderr, no traceback, that starts with ``wizard SUBCOMMAND: `` (or
    ``wizard: `` for an option of ``wizard`` itself). Returns the line."""
    try:
        code = main(list(argv))
    except SystemExit as stop:  # argparse's way out
        code = stop.code
    out, err = capsys.readouterr()
    assert code == 2, (argv, code, out, err)
    assert out == "", (argv, out)
    lines = err.splitlines()
    assert len(lines) == 1, (argv, err)
    assert "Traceback" not in err
    prog = "wizard: " if argv[0].startswith("-") else f"wizard {argv[0]}: "
    assert lines[0].startswith(prog), (argv, lines[0])
    return lines[0]


def run_wizard(*args, env: dict | None = None, timeout: float = 120,
               text: bool = True) -> subprocess.CompletedProcess:
    """``python -m game ARGS`` in the checkout, with ``env`` added to this environment;
    its output captured (as bytes unless ``text``)."""
    return subprocess.run(
        [sys.executable, "-m", "game", *map(str, args)], capture_output=True, text=text,
        cwd=ROOT, env={**os.environ, **(env or {})}, timeout=timeout,
    )
