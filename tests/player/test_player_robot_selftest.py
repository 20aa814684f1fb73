"""``wizard --selftest`` plays as a player, through synthesized input on the real App:
a lesson that crashes at its end makes it fail. (That its report says every lesson was
played to its end and a game reached Game over: tests/packaging/test_packaging.py, on
the command's own run.)"""

from __future__ import annotations

import pytest

from game import selftest
from game.ui.table import lesson


@pytest.fixture
def report(tmp_path):
    yield selftest.Report(echo=None)
    selftest._close_logs(tmp_path)


def test_selftest_fails_when_a_lesson_crashes_at_its_end(tmp_path, report, monkeypatch):
    real = lesson.LessonMode.frame  # runs in every frame of the lesson table

    def frame(self):
        real(self)
        if self.runner.finished:
            raise TypeError("argument of type 'method' is not iterable")

    monkeypatch.setattr(lesson.LessonMode, "frame", frame)
    selftest.check_robot_tutorial(report, tmp_path)
    assert len(report.failures) == 1
    assert report.failures[0].startswith("tutorial: TypeError"), report.failures
