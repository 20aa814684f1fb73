"""The statistics model: what one game adds, buckets, validation, atomic saving."""

import json

import pytest

from game.rules import Rules, new_game
from game.savegame import GameSetup
from game.stats import (
    MAX_GAMES,
    STATS_VERSION,
    Bucket,
    GameRecord,
    Stats,
    bucket_for,
    game_result,
    load_stats,
    record_abandoned,
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


# ------------------------------------------------------------ game records (v2)

V1_FILE = {
    "format": "wizard-statistics",
    "version": 1,
    "buckets": {
        "easy": {
            "games": 3,
            "wins": 2,
            "score_total": 150,
            "bids": 45,
            "bids_made": 20,
            "best_score": 90,
            "best_date": "2026-01-02",
        }
    },
}


def test_a_version_1_file_loads_and_is_kept(tmp_path):
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps(V1_FILE))
    problems = []
    stats = load_stats(path, problems)
    assert problems == []
    assert stats.buckets["easy"].games == 3 and stats.buckets["easy"].best_score == 90
    assert stats.games_kept == [] and stats.streak.current == stats.streak.longest == 0
    setup, state = play_out(seed=4)
    stats = record_game(path, setup, state)
    doc = json.loads(path.read_text())
    assert doc["version"] == STATS_VERSION == 2
    assert doc["buckets"]["easy"]["games"] == 4
    assert len(doc["games"]) == 1


def test_record_game_keeps_what_the_game_was(tmp_path):
    path = tmp_path / "statistics.json"
    setup, state = play_out(players=4, levels=["human", "easy", "hard", "hard"], seed=8)
    stats = record_game(path, setup, state)
    (g,) = stats.games_kept
    me = state.totals[0]
    assert g.players == 4 and g.levels == ["easy", "hard", "hard"] and g.bucket == "mixed"
    assert g.score == me and g.placing == 1 + sum(t > me for t in state.totals)
    assert g.won == (me == max(state.totals)) and not g.abandoned
    assert g.rounds == [[rec.number, rec.bids[0], rec.won[0]] for rec in state.history]
    assert len(g.date) == len("2026-11-30 18:00")
    assert load_stats(path, []) == stats


def test_abandoned_games_are_recorded_as_lost(tmp_path):
    path = tmp_path / "statistics.json"
    setup, state = play_out(seed=9)
    state.totals = [100, 0, 0, 0, 0, 0]  # leading, but given up
    stats = record_abandoned(path, setup, state)
    (g,) = stats.games_kept
    assert g.abandoned and not g.won and g.placing == 1
    assert stats.streak.current == 0
    assert stats.best_game() is None, "an abandoned game is never the best game"


def test_streaks_bids_by_hand_and_best_game():
    stats = Stats()
    results = [True, True, False, True, True, True, False, True]
    for i, won in enumerate(results):
        stats.add_game(
            GameRecord(
                date=f"2026-01-{i + 1:02d} 12:00",
                players=3,
                levels=["easy", "easy"],
                score=10 * i if won else -10,
                placing=1 if won else 2,
                won=won,
                rounds=[[1, 0, 0], [2, 1, 1], [2, 2, 1]],
            )
        )
    assert stats.streak.current == 1 and stats.streak.longest == 3
    assert stats.bids_by_hand() == {1: (8, 8), 2: (16, 8)}
    assert stats.best_game().date == "2026-01-08 12:00"


def test_bids_by_hand_keep_the_special_cards_sets_apart():
    """The hand sizes' bids of one set of cards: the 60-card game's unless said."""
    stats = Stats()
    for special, rounds in (("none", [[1, 0, 0]]), ("25", [[1, 1, 0], [2, 0, 0]]),
                            ("20", [[3, 1, 1]])):
        stats.add_game(GameRecord(date="2026-01-01 12:00", players=3, levels=["easy"] * 2,
                                  score=0, placing=1, won=True, rounds=rounds,
                                  special=special))
    assert stats.bids_by_hand() == {1: (1, 1)}
    assert stats.bids_by_hand("25") == {1: (1, 0), 2: (1, 1)}
    assert stats.bids_by_hand("20") == {3: (1, 1)}


def test_game_records_are_capped():
    stats = Stats()
    for i in range(MAX_GAMES + 25):
        stats.add_game(GameRecord(f"d{i}", 3, ["easy", "easy"], i, 1, True))
    assert len(stats.games_kept) == MAX_GAMES
    assert stats.games_kept[0].date == "d25" and stats.games_kept[-1].score == MAX_GAMES + 24
    assert stats.streak.longest == MAX_GAMES + 25, "the streak counts every game"


GOOD_GAME = {
    "date": "2026-01-01 10:00",
    "players": 3,
    "levels": ["easy", "hard"],
    "score": 40,
    "placing": 1,
    "won": True,
    "rounds": [[1, 1, 1]],
}


@pytest.mark.parametrize(
    "change",
    [
        {"rounds": [[1, 2, 0]]},  # bid above the hand
        {"rounds": [[0, 0, 0]]},
        {"rounds": [[1, 0]]},
        {"placing": 4},
        {"players": 99},
        {"score": 10**12},
        {"won": 1},
        {"levels": ["easy", "hard", "expert"]},  # more opponents than seats
        {"levels": ["x" * 500, "easy"]},
        {"date": "9" * 5000},
        {"rounds": [[1, 0, 0]] * 61},
    ],
)
def test_bad_game_records_are_set_aside(tmp_path, change):
    doc = dict(V1_FILE, version=2, games=[dict(GOOD_GAME, **change)])
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps(doc))
    problems = []
    assert load_stats(path, problems).games == 0
    assert len(problems) == 1
    assert list(tmp_path.glob("statistics.json.bad-*"))


def test_good_game_record_and_unknown_keys_load(tmp_path):
    doc = dict(
        V1_FILE,
        version=2,
        games=[dict(GOOD_GAME, undo_used=True)],
        streak={"current": 1, "longest": 4},
    )
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps(doc))
    stats = load_stats(path, [])
    assert stats.games_kept[0].score == 40 and stats.streak.longest == 4


def test_mutated_game_records_load_or_are_set_aside(tmp_path):
    """Any value of any game-record field: the file loads, or it is set aside with a
    message; never another exception, never a record outside the bounds."""
    import random

    rng = random.Random(13)
    weird = [
        None,
        True,
        -1,
        0,
        1,
        7,
        61,
        10**30,
        -(10**30),
        1.5,
        float("inf"),
        "x",
        "",
        [],
        {},
        [1],
    ]
    base = dict(V1_FILE, version=2, games=[GOOD_GAME] * 3, streak={"current": 1, "longest": 2})
    for case in range(300):
        doc = json.loads(json.dumps(base))
        game = doc["games"][rng.randrange(3)]
        for _ in range(rng.randint(1, 3)):
            key = rng.choice([*GOOD_GAME, "streak", "rounds-item"])
            value = rng.choice(weird)
            if key == "streak":
                doc["streak"][rng.choice(["current", "longest"])] = value
            elif key == "rounds-item":
                game["rounds"] = [[rng.choice(weird), rng.choice(weird), rng.choice(weird)]]
            else:
                game[key] = value
        path = tmp_path / f"s{case}.json"
        path.write_text(json.dumps(doc))
        problems = []
        stats = load_stats(path, problems)
        if problems:
            assert stats.games == 0
            continue
        for g in stats.games_kept:
            assert 2 <= g.players <= 6 and 1 <= g.placing <= g.players
            assert abs(g.score) <= 10**6 and isinstance(g.won, bool)
            assert all(1 <= h <= 60 and 0 <= b <= h and 0 <= w <= h for h, b, w in g.rounds)
