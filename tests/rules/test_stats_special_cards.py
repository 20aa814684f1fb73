"""Statistics keep games with the anniversary special cards apart (issue 60): not in
the level buckets but per set of special cards played, recorded with each game, and
files from before them still read."""

from __future__ import annotations

import json

import pytest

from game.rules import Rules, new_game
from game.savegame import GameSetup
from game.stats import load_stats, record_abandoned, record_game, save_stats


def play_out(special="none", seed=11, players=4):
    rules = Rules(players=players, special=special)
    setup = GameSetup(rules, ["You", "A", "B", "C"][:players],
                      ["human"] + ["easy"] * (players - 1), seed)
    state, _ = new_game(rules, seed=seed)
    while not state.is_over:
        state, _ = state.apply(state.legal_actions()[0])
    return setup, state


def test_games_with_special_cards_count_apart_per_set(tmp_path):
    path = tmp_path / "statistics.json"
    plain = play_out(seed=1)
    seven = play_out("25", seed=2)
    two = play_out("cloud+bomb", seed=3)
    record_game(path, *plain)
    record_game(path, *seven)
    stats = record_game(path, *two)
    assert stats.buckets["easy"].games == 1  # the 60-card game only
    assert stats.total().games == 1 and stats.total().score_total == plain[1].totals[0]
    assert sorted(stats.special_buckets) == ["25", "bomb+cloud"]
    assert stats.special_buckets["25"].score_total == seven[1].totals[0]
    assert stats.special_buckets["bomb+cloud"].bids == two[0].rules.rounds
    assert stats.games == 3 and stats.streak.longest <= 3
    assert [g.special for g in stats.games_kept] == ["none", "25", "bomb+cloud"]
    assert load_stats(path, []) == stats
    doc = json.loads(path.read_text())
    assert "special" not in doc["games"][0]  # a 60-card game's record as before
    assert doc["games"][1]["special"] == "25"
    assert doc["special_buckets"]["25"]["games"] == 1


def test_an_abandoned_game_with_special_cards_counts_in_its_set(tmp_path):
    path = tmp_path / "statistics.json"
    stats = record_abandoned(path, *play_out("20", seed=4))
    assert stats.special_buckets["20"].games == stats.special_buckets["20"].abandoned == 1
    assert stats.total().games == 0 and stats.games == 1


def test_a_file_from_before_the_special_cards_reads_and_writes_as_before(tmp_path):
    path = tmp_path / "statistics.json"
    stats = record_game(path, *play_out(seed=5))
    before = json.loads(path.read_text())
    assert "special_buckets" not in before
    save_stats(path, load_stats(path, []))
    assert json.loads(path.read_text()) == before
    assert stats.games_kept[0].special == "none"


@pytest.mark.parametrize("change", [
    lambda d: d.__setitem__("special_buckets", {"unicorn": {"games": 1}}),
    lambda d: d.__setitem__("special_buckets", {"none": {"games": 1}}),
    lambda d: d.__setitem__("special_buckets", {"20": {"games": 1}, "dragon+fairy+bomb+"
                                                "werewolf+juggler+cloud": {"games": 1}}),
    lambda d: d.__setitem__("special_buckets", {"25": {"games": 1, "wins": 2}}),
    lambda d: d.__setitem__("special_buckets", ["25"]),
    lambda d: d["games"][0].__setitem__("special", "dragon"),
    lambda d: d["games"][0].__setitem__("special", 25),
])
def test_bad_special_card_figures_set_the_file_aside(tmp_path, change):
    path = tmp_path / "statistics.json"
    record_game(path, *play_out("25", seed=6))
    doc = json.loads(path.read_text())
    change(doc)
    path.write_text(json.dumps(doc))
    problems: list[str] = []
    stats = load_stats(path, problems)
    assert problems and stats.games == 0


def test_the_statistics_table_shows_each_set_apart(make_app, tmp_path):
    from game.ui.scenes.statistics import StatisticsScene

    app = make_app()
    record_game(app.stats_path, *play_out(seed=7))
    record_game(app.stats_path, *play_out("25", seed=8))
    scene = StatisticsScene(app)
    labels = [label for label, _bucket, _total in scene.table_rows()]
    assert "All games of 60 cards" in labels and labels[-1] == "Special cards: 25 years"
    assert scene.table_rows()[-1][1].games == 1
