"""An arena whose host, a pool worker or its bots are killed or interrupted ends within
10 s and leaves no process behind (issue 61, item 4). Real processes: `python -m game
arena` with bots that ignore end-of-file, SIGTERM and SIGINT; every process the arena
started is found by a marker in its environment."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import textwrap
import time
import uuid
from pathlib import Path

import pytest

from tests.cli_support import as_from_a_terminal

ROOT = Path(__file__).resolve().parents[2]
LIMIT_S = 10.0

pytestmark = pytest.mark.skipif(
    not Path("/proc/self/environ").exists(), reason="reads the process table from /proc"
)

# Answers every request (after a few ms, so games last), ignores SIGTERM and SIGINT,
# and never exits by itself: after end-of-file it sleeps on.
STUBBORN_BOT = textwrap.dedent(
    """
    import json, os, signal, sys, time
    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(sig, signal.SIG_IGN)
    open(os.path.join(sys.argv[1], str(os.getpid())), "w").close()
    keys = {"bid": "bid", "play": "card", "trump": "trump"}
    for line in sys.stdin:
        msg = json.loads(line)
        kind = msg.get("type")
        if kind == "hello":
            reply = {"type": "hello", "name": "stubborn"}
        elif kind in keys:
            time.sleep(0.005)
            reply = {keys[kind]: msg["view"]["legal"][-1], "id": msg["id"]}
        else:
            continue
        sys.stdout.write(json.dumps(reply) + "\\n")
        sys.stdout.flush()
    while True:
        time.sleep(1)
    """
)


def marked(mark: str) -> set[int]:
    """Running (not zombie) processes whose environment holds ``mark``."""
    needle = f"WIZARD_TEST_MARK={mark}".encode()
    found = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if needle not in (entry / "environ").read_bytes().split(b"\0"):
                continue
            state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if state not in ("Z", "X"):
            found.add(int(entry.name))
    return found


def parent_of(pid: int) -> int:
    return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])


class Arena:
    """``wizard arena`` with stubborn bots in seats 0 and 1, in its own session (so a
    signal to its group is what Ctrl-C in a terminal sends)."""

    def __init__(self, tmp_path: Path, jobs: int, games: int = 200):
        self.mark = uuid.uuid4().hex
        self.what = f"--jobs {jobs}"  # and what was done to it, for the record
        self.pids = tmp_path / "bots"
        self.pids.mkdir()
        script = tmp_path / "bot.py"
        script.write_text(STUBBORN_BOT, encoding="utf-8")
        bot = f"cmd:{sys.executable} {script} {self.pids}"
        env = {**os.environ, "WIZARD_TEST_MARK": self.mark, "WIZARD_HOME": str(tmp_path)}
        self.started = time.monotonic()
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "game", "arena", "--players", "3", "--games", str(games),
             "--seats", f"{bot},{bot},easy", "--jobs", str(jobs), "--quiet",
             "--bot-time-ms", "2000"],
            cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
            start_new_session=True, preexec_fn=as_from_a_terminal,
        )

    def bots(self) -> list[int]:
        return [int(p.name) for p in self.pids.iterdir()]

    def wait_for_bots(self, count: int) -> list[int]:
        deadline = time.monotonic() + 30
        while len(self.bots()) < count and time.monotonic() < deadline:
            assert self.proc.poll() is None, self.proc.stderr.read()
            time.sleep(0.05)
        assert len(self.bots()) >= count, "the bots did not start"
        time.sleep(0.3)
        return self.bots()

    def end(self) -> tuple[int | None, float, str, set[int]]:
        """Wait up to LIMIT_S for the host and every marked process to be gone; returns
        (exit code or None, seconds, stderr, processes left)."""
        t0 = time.monotonic()
        left = marked(self.mark)
        while time.monotonic() - t0 < LIMIT_S:
            left = marked(self.mark)
            if not left and self.proc.poll() is not None:
                break
            time.sleep(0.05)
        seconds = time.monotonic() - t0
        code = self.proc.poll()
        err = self.proc.stderr.read() if code is not None else ""
        table = os.environ.get("WIZARD_OUTPUT_TABLE")  # as in test_cli_outputs.py
        if table:
            with open(table, "a", encoding="utf-8") as fh:
                line = " | ".join(x for x in err.splitlines() if x.strip())
                fh.write(f"arena\t{self.what}\t{len(left)} left\t{code}\t{seconds:.2f}\t{line}\n")
        return code, seconds, err, left

    def cleanup(self) -> None:
        for pid in marked(self.mark):
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(5)
        self.proc.stderr.close()


@pytest.fixture
def arena(tmp_path):
    made: list[Arena] = []

    def start(jobs: int, games: int = 200) -> Arena:
        made.append(Arena(tmp_path, jobs, games))
        return made[-1]

    yield start
    for a in made:
        a.cleanup()


def one_line(err: str) -> str:
    assert "Traceback" not in err, err
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("wizard arena: "), err
    return lines[0]


@pytest.mark.timeout(90)
@pytest.mark.parametrize("jobs", [1, 2])
@pytest.mark.parametrize("how", ["Ctrl-C", "SIGTERM"])
def test_an_interrupted_arena_ends_its_bots(arena, jobs, how):
    a = arena(jobs)
    a.wait_for_bots(2 * jobs)
    a.what += f", {how}"
    if how == "Ctrl-C":  # the terminal signals the whole foreground group
        os.killpg(a.proc.pid, signal.SIGINT)
    else:
        a.proc.send_signal(signal.SIGTERM)
    code, seconds, err, left = a.end()
    assert not left, f"still running {seconds:.1f} s after {how}: {left}"
    assert code == 130, (code, err)
    assert one_line(err) == "wizard arena: interrupted"


@pytest.mark.timeout(90)
@pytest.mark.parametrize("jobs", [1, 2])
def test_a_killed_host_leaves_no_worker_or_bot(arena, jobs):
    a = arena(jobs)
    a.wait_for_bots(2 * jobs)
    a.what += ", host SIGKILL"
    a.proc.kill()
    code, seconds, err, left = a.end()
    assert not left, f"still running {seconds:.1f} s after the host was killed: {left}"


@pytest.mark.timeout(90)
def test_a_killed_worker_ends_the_arena_in_one_line(arena):
    a = arena(2)
    bots = a.wait_for_bots(4)
    worker = parent_of(bots[-1])
    assert worker != a.proc.pid and parent_of(worker) == a.proc.pid
    a.what += ", worker SIGKILL"
    os.kill(worker, signal.SIGKILL)
    code, seconds, err, left = a.end()
    assert not left, f"still running {seconds:.1f} s after a worker was killed: {left}"
    assert code == 1, (code, err)
    assert "worker process" in one_line(err)


@pytest.mark.timeout(90)
def test_killed_bots_leave_the_arena_to_finish(arena):
    a = arena(2, games=2)  # one game per worker, both with their bots killed
    a.what += ", bots SIGKILL"
    for pid in a.wait_for_bots(4):
        os.kill(pid, signal.SIGKILL)
    code, seconds, err, left = a.end()
    assert not left, f"still running {seconds:.1f} s after the bots were killed: {left}"
    assert code == 0, (code, err)
