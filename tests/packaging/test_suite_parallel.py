"""The suite runs in parallel (pytest-xdist, ``-n auto`` in pyproject's addopts) and its
session-end checks still hold there: under xdist each worker is its own session, so
an AI worker process left running by a test on any worker must still fail the run.

The check is run for real: a child pytest with ``-n 2`` and our conftest runs a test
whose App forgets its table's AI worker, and must fail and name that test."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

LEAKING = textwrap.dedent(
    """
    from game.devtools.robot import start_game_from_menu
    from tests.robot import open_app

    kept = []  # the forgotten worker stays referenced, as a leaked one would


    def test_app_forgets_its_ai_worker(tmp_path):
        robot = open_app(tmp_path)
        start_game_from_menu(robot, players=3)
        table = robot.app.stack.top
        for _ in range(200):
            if table.mode.ai.worker is not None and table.mode.ai.worker.alive:
                break
            robot.frame(0.05)
        assert table.mode.ai.worker is not None and table.mode.ai.worker.alive
        # the defect the check exists for: closing the App no longer ends the worker
        kept.append(table.mode.ai.worker)
        table.mode.ai.worker = None


    def test_a_quiet_neighbour():
        assert True
    """
)


def run_child(tmp_path: Path, body: str, *args: str) -> subprocess.CompletedProcess:
    test = tmp_path / "test_child.py"
    test.write_text(body, encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "tests.conftest", "-p", "no:cacheprovider",
         "--rootdir", str(tmp_path), "-q", *args, str(test)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=240,
    )


@pytest.mark.slow
@pytest.mark.timeout(300)
@pytest.mark.parametrize("workers", ["2", "0"], ids=["parallel", "serial"])
def test_a_test_that_leaks_an_ai_process_fails_the_run(tmp_path, workers):
    run = run_child(tmp_path, LEAKING, "-n", workers)
    out = run.stdout + run.stderr
    assert "2 passed" in out, out[-3000:]
    assert run.returncode == 1, out[-3000:]
    assert "outlived the tests" in out, out[-3000:]
    assert "test_app_forgets_its_ai_worker" in out, out[-3000:]


def test_every_slow_entry_names_a_test():
    """tests/slow.py's entries still name test files and tests (a renamed test would
    silently leave the fast run, or start among the short ones), and each of the
    longest is slow."""
    from tests.slow import LONGEST, SLOW

    for entry in sorted(SLOW | set(LONGEST)):
        name, _, test = entry.partition("::")
        path = ROOT / "tests" / name
        assert path.is_file(), entry
        if test:
            assert f"def {test}(" in path.read_text(encoding="utf-8"), entry
    for entry in LONGEST:
        assert entry in SLOW or entry.partition("::")[0] in SLOW, entry


ORDERED = textwrap.dedent(
    """
    import pytest


    def test_quick():
        pass


    @pytest.mark.slow
    def test_long():
        pass
    """
)


@pytest.mark.slow
def test_slow_tests_start_first_and_not_slow_leaves_them_out(tmp_path):
    listed = run_child(tmp_path, ORDERED, "-n", "0", "--collect-only")
    names = [line.split("::")[-1] for line in listed.stdout.splitlines() if "::" in line]
    assert names == ["test_long", "test_quick"], listed.stdout + listed.stderr
    fast = run_child(tmp_path, ORDERED, "-n", "0", "--collect-only", "-m", "not slow")
    names = [line.split("::")[-1] for line in fast.stdout.splitlines() if "::" in line]
    assert names == ["test_quick"], fast.stdout + fast.stderr
