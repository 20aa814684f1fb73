"""``wizard --selftest`` opens every screen of the game, none skipped: a screen the
frozen app cannot build (a missing data file, an unknown argument) fails it."""

from __future__ import annotations

import ai
from game import selftest
from game.sim import play_game


def test_every_scene_opens_and_none_is_skipped(tmp_path):
    report = selftest.Report(echo=None)
    setup = selftest._sample_setup()
    sample = {
        "setup": setup,
        "state": play_game(setup.rules, [ai.make_player("random", seed=i) for i in range(4)], 1),
        "round_state": selftest._state_after_first_round(setup.rules),
        "error": RuntimeError("a sample error"),
    }
    try:
        selftest.check_scenes(report, tmp_path, sample)
    finally:
        selftest._close_logs(tmp_path)
    text = "\n".join(report.lines)
    assert report.failures == [], text
    assert not [line for line in report.lines if line.startswith("[SKIP]")], text
    assert "[  ok] scene ReviewScene: 8 frames" in text
