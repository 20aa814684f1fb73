"""The Review screen's analysis process (game/ui/analysis_job.py): it answers what
ai.analysis answers in this process, never blocks the caller while it works, reports
progress, turns a failure into one line, and ends when closed."""

from __future__ import annotations

import time

from ai import make_player
from ai.analysis import analyze
from game.history import game_document
from game.rules import Rules
from game.rules.replay import replay_transcript
from game.savegame import GameSetup
from game.sim import play_game
from game.ui.analysis_job import AnalysisJob, rated_from


def short_game():
    rules = Rules(3, length=3)
    state = play_game(rules, [make_player("random", seed=i) for i in range(3)], 21)
    return game_document(GameSetup(rules, ["A", "B", "C"], ["human", "easy", "easy"], 21), state)


def wait(job: AnalysisJob, seconds: float = 300) -> list[float]:
    """Poll as the screen does; returns the progress values seen."""
    seen = []
    end = time.monotonic() + seconds
    while not job.done and time.monotonic() < end:
        t0 = time.perf_counter()
        job.poll()
        # A poll never waits for the analysis (a loose bound: a busy machine may hold
        # the process back; the minutes-long job below shows it does not wait).
        assert time.perf_counter() - t0 < 0.5
        seen.append(job.progress)
        time.sleep(0.02)
    return seen


def test_the_process_answers_what_analyze_answers_here():
    doc = short_game()
    job = AnalysisJob(doc, 0, iterations=40)
    try:
        seen = wait(job)
        assert job.error is None and job.result is not None
        assert seen == sorted(seen) and job.progress == 1.0
        here = analyze(replay_transcript(doc), 0, iterations=40)
        assert job.result == [rated_from(d) for d in here.decisions]
    finally:
        job.close()
    assert job._proc is None


def test_a_failure_is_one_line_and_close_ends_a_running_job():
    doc = short_game()
    job = AnalysisJob(doc, 7)  # no such seat
    try:
        wait(job)
        assert job.result is None and job.error and "\n" not in job.error
        assert "seat" in job.error
    finally:
        job.close()
    running = AnalysisJob(doc, 0, iterations=5000)  # minutes of work
    proc = running._proc
    for _ in range(3):
        t0 = time.perf_counter()
        running.poll()
        assert time.perf_counter() - t0 < 0.5 and not running.done
        time.sleep(0.05)
    running.close()
    assert not proc.is_alive()
