"""``wizard --selftest`` opens every screen of the router's registry with its sample
factory, none skipped: a screen the frozen app cannot build (a missing data file, a
renamed module) fails it."""

from __future__ import annotations

from game import selftest
from game.tutorial import LESSONS
from game.ui.router import SCREENS


def test_every_screen_opens_and_none_is_skipped(tmp_path):
    report = selftest.Report(echo=None)
    try:
        selftest.check_scenes(report, tmp_path, selftest.game_sample())
    finally:
        selftest._close_logs(tmp_path)
    text = "\n".join(report.lines)
    assert report.failures == [], text
    assert not [line for line in report.lines if line.startswith("[SKIP]")], text
    opened = [line for line in report.lines if line.startswith("[  ok] screen ")]
    assert len(opened) == len(SCREENS), text
    assert "[  ok] screen review: 1 sample, 8 frames" in text
    # Every step of every lesson: the first drawn as a table, the others briefly.
    steps = sum(len(lesson.steps) for lesson in LESSONS)
    frames = selftest.TABLE_FRAMES + (steps - 1) * selftest.LATER_FRAMES
    assert f"[  ok] screen lesson: {steps} samples, {frames} frames" in text


def test_a_screen_that_cannot_be_built_fails_the_selftest(tmp_path, monkeypatch):
    """A registry entry whose module is gone (renamed) is a failure, not a skip."""
    from game.ui import router, screens

    monkeypatch.setattr(router, "SCREENS", {"about": screens.about})
    monkeypatch.setitem(screens.TARGETS, "about", "game.ui.scenes.about_renamed:AboutScene")
    report = selftest.Report(echo=None)
    try:
        selftest.check_scenes(report, tmp_path, selftest.game_sample())
    finally:
        selftest._close_logs(tmp_path)
    assert [f for f in report.failures if f.startswith("screen about: ModuleNotFoundError")]
