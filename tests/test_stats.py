"""The statistics model: what one game adds, buckets, validation, atomic saving."""

import json

import pytest

from game.rules import Rules, new_game
from game.savegame import GameSetup
from game.stats import (
    STATS_VERSION,
    Bucket,
    Stats,
    bucket_for,
    game_result,
    load_stats,
    record_game,
    reset_stats,
    save_stats,
)


def play_out(players=6, seed=11, levels=None):
    rules = Rules(players=players)
    names = ["You"] + [f"P{i}" for i in range(1, players)]
    levels = levels or ["human"] + ["easy"] * (players - 1)
    setup = GameSetup(rules, names, levels, seed)
    state, _ = new_game(rules, seed=seed)
    while not state.is_over:
        state, _ = state.apply(state.legal_actions()[0])
    return setup, state


def test_one_game_adds_the_humans_result():
    setup, state = play_out()
    r = game_result(setup, state)
    assert r.games == 1
    assert r.score_total == state.totals[0] == r.best_score
    assert r.wins == (1 if state.totals[0] == max(state.totals) else 0)
    assert r.bids == setup.rules.rounds == len(state.history)
    made = sum(1 for rec in state.history if rec.bids[0] == rec.won[0])
    assert r.bids_made == made


def test_shared_win_counts(monkeypatch):
    setup, state = play_out()
    state.totals = [50, 50, 10, 0, -20, 30]
    assert game_result(setup, state).wins == 1
    state.totals = [40, 50, 10, 0, -20, 30]
    assert game_result(setup, state).wins == 0


def test_record_accumulates_per_bucket(tmp_path):
    path = tmp_path / "statistics.json"
    setup, state = play_out(seed=1)
    record_game(path, setup, state)
    setup2, state2 = play_out(seed=2)
    stats = record_game(path, setup2, state2)
    easy = stats.buckets["easy"]
    assert easy.games == 2
    assert easy.score_total == state.totals[0] + state2.totals[0]
    assert easy.best_score == max(state.totals[0], state2.totals[0])
    assert easy.bids == 20
    assert easy.average_score == easy.score_total / 2
    mixed_setup, mixed_state = play_out(players=3, levels=["human", "hard", "expert"], seed=5)
    stats = record_game(path, mixed_setup, mixed_state)
    assert stats.buckets["mixed"].games == 1
    assert stats.total().games == 3
    assert load_stats(path, []).to_json() == stats.to_json()


def test_tutorial_games_are_not_counted(tmp_path):
    path = tmp_path / "statistics.json"
    setup, state = play_out()
    setup.extra["tutorial"] = "lesson-6"
    assert record_game(path, setup, state) is None
    assert not path.exists()


def test_bucket_for():
    assert bucket_for(["human", "easy", "easy"]) == "easy"
    assert bucket_for(["human", "expert", "expert", "expert"]) == "expert"
    assert bucket_for(["human", "easy", "hard"]) == "mixed"


def test_derived_figures():
    b = Bucket(games=4, wins=3, score_total=-40, bids=10, bids_made=7, best_score=20)
    assert b.win_rate == 0.75 and b.average_score == -10 and b.bid_accuracy == 0.7
    assert Bucket().average_score is None and Bucket().bid_accuracy is None


@pytest.mark.parametrize(
    "doc",
    [
        "not json at all",
        json.dumps({"format": "something-else", "version": 1}),
        json.dumps({"format": "wizard-statistics", "version": STATS_VERSION + 1, "buckets": {}}),
        json.dumps(
            {"format": "wizard-statistics", "version": 1, "buckets": {"easy": {"games": -1}}}
        ),
        json.dumps(
            {
                "format": "wizard-statistics",
                "version": 1,
                "buckets": {"easy": {"games": 1, "wins": 2}},
            }
        ),
        json.dumps({"format": "wizard-statistics", "version": 1, "buckets": {"nightmare": {}}}),
        json.dumps([1, 2, 3]),
    ],
)
def test_bad_files_are_set_aside(tmp_path, doc):
    path = tmp_path / "statistics.json"
    path.write_text(doc)
    problems = []
    stats = load_stats(path, problems)
    assert stats.games == 0
    assert len(problems) == 1 and "statistics" in problems[0]
    assert not path.exists()
    (moved,) = tmp_path.glob("statistics.json.bad-*")
    assert moved.read_text() == doc


def test_reset_and_round_trip(tmp_path):
    path = tmp_path / "statistics.json"
    stats = Stats()
    stats.buckets["hard"] = Bucket(3, 1, 120, 30, 20, 90, "2025-01-01")
    save_stats(path, stats)
    assert load_stats(path, []).buckets["hard"] == stats.buckets["hard"]
    assert reset_stats(path).games == 0
    assert load_stats(path, []).games == 0
