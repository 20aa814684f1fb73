"""``wizard --selftest`` opens every screen of the game, none skipped: a screen the
frozen app cannot build (a missing data file, an unknown argument) fails it."""

from __future__ import annotations

from game import selftest


def test_every_scene_opens_and_none_is_skipped(tmp_path):
    report = selftest.Report(echo=None)
    try:
        selftest.check_scenes(report, tmp_path, selftest.game_sample())
    finally:
        selftest._close_logs(tmp_path)
    text = "\n".join(report.lines)
    assert report.failures == [], text
    assert not [line for line in report.lines if line.startswith("[SKIP]")], text
    assert "[  ok] scene ReviewScene: 8 frames" in text
