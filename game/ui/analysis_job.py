"""The Review screen's analysis, run in its own process so the window never waits.

``AnalysisJob(doc, seat)`` starts a *spawn* process that replays the transcript and
runs ``ai.analysis.analyze`` for the seat (tens of seconds for a whole game). The
screen calls ``poll()`` once a frame: it never blocks, and tells the progress
(0..1), then the result: the decisions as plain ``Rated`` records, or an error
line. ``close()`` ends the process (leaving the screen mid-analysis); the process
also ends itself when the game's process is gone (the AI worker's watchdog).
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import queue
import threading
from dataclasses import dataclass

from game.rules.actions import Action, parse_action

log = logging.getLogger("wizard")


@dataclass(frozen=True)
class Rated:
    """One of the seat's decisions rated against Expert's (from ai.analysis.Decision)."""

    step: int  # index into the replay's steps
    round: int
    trick: int | None
    kind: str  # "bid", "play" or "trump"
    made: Action
    best: Action
    expected_made: float
    expected_best: float
    cost: float  # expected points lost against the best choice
    mistake: bool


def _action(value) -> Action:
    """The analysis names actions as the transcript format does ("play H14")."""
    return parse_action(value) if isinstance(value, str) else value


def rated_from(decision) -> Rated:
    return Rated(
        step=int(decision.step),
        round=int(decision.round),
        trick=None if decision.trick is None else int(decision.trick),
        kind=str(decision.kind),
        made=_action(decision.made),
        best=_action(decision.best),
        expected_made=float(decision.expected_made),
        expected_best=float(decision.expected_best),
        cost=float(decision.cost),
        mistake=bool(decision.mistake),
    )


def _analyse(doc: dict, seat: int, options: dict, report) -> list[Rated]:
    from ai.analysis import analyze
    from game.rules.replay import replay_transcript

    replay = replay_transcript(doc)

    def progress(*args) -> None:
        # analyze reports (done, total) or a fraction; either becomes 0..1.
        try:
            if len(args) >= 2 and args[1]:
                report(float(args[0]) / float(args[1]))
            elif args:
                report(float(args[0]))
        except (TypeError, ValueError):
            pass

    result = analyze(replay, seat, progress=progress, **options)
    return [rated_from(d) for d in result.decisions]


def _job_main(doc, seat, options, results, parent_pid) -> None:
    with contextlib.suppress(OSError, AttributeError):
        os.nice(5)  # the window's frames come first
    from game.ui.ai_worker import _watch_parent

    threading.Thread(target=_watch_parent, args=(parent_pid,), daemon=True).start()
    try:
        rated = _analyse(doc, seat, options, lambda f: results.put(("progress", f)))
        results.put(("done", rated))
    except Exception as exc:  # noqa: BLE001 - told to the screen as one line
        log.exception("the analysis failed")
        results.put(("error", f"{type(exc).__name__}: {exc}"[:200]))


class AnalysisJob:
    """One analysis in a child process; ``poll`` each frame, ``close`` when leaving."""

    def __init__(self, doc: dict, seat: int, **options):
        self.seat = seat
        self.progress = 0.0
        self.result: list[Rated] | None = None
        self.error: str | None = None
        ctx = multiprocessing.get_context("spawn")
        self._results = ctx.Queue()
        self._proc = ctx.Process(
            target=_job_main,
            args=(doc, seat, options, self._results, os.getpid()),
            name="wizard-analysis",
            daemon=True,
        )
        try:
            self._proc.start()
        except Exception as exc:  # noqa: BLE001 - no processes here: say so, play on
            log.exception("could not start the analysis process")
            self._proc = None
            self.error = str(exc)[:200] or type(exc).__name__

    @property
    def done(self) -> bool:
        return self.result is not None or self.error is not None

    def poll(self) -> None:
        """Collect what the process sent (never blocks)."""
        if self.done or self._proc is None:
            return
        while True:
            try:
                kind, value = self._results.get_nowait()
            except queue.Empty:
                break
            except (EOFError, OSError):
                self.error = "the analysis process stopped"
                break
            if kind == "progress":
                self.progress = max(self.progress, min(1.0, value))
            elif kind == "done":
                self.result, self.progress = value, 1.0
            else:
                self.error = value
        if self.done:
            self.close()
        elif not self._proc.is_alive() and self._results.empty():
            self.error = "the analysis process stopped"
            self.close()

    def close(self) -> None:
        proc, self._proc = self._proc, None
        if proc is None:
            return
        if proc.is_alive():
            proc.terminate()
        proc.join(1.0)
        with contextlib.suppress(Exception):
            self._results.cancel_join_thread()
            self._results.close()
