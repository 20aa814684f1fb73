"""Game analysis (``ai.analysis``, ``wizard analyze``): obvious blunders are flagged,
moves the search itself picks cost about nothing, forced moves are not rated, the
JSON report has its documented shape, and bad arguments are one line and exit 2."""

from __future__ import annotations

import json
import random

import pytest

from ai.advice import evaluate
from ai.analysis import FORMAT, MISTAKE, analyze
from game.cli import main
from game.rules import Bid, Card, Play, Rules, seat_view, start_from_decks
from game.rules.cards import CARDS
from game.rules.replay import replay_transcript
from game.rules.transcript import dumps, transcript
from tests.cli_support import refused

PLAYERS = [{"name": n, "kind": k} for n, k in (("Ann", "human"), ("Bo", "easy"), ("Cy", "easy"))]


def deck(*hands: str, turned: str) -> tuple[Card, ...]:
    """A deck that deals ``hands`` (seat 0 first) and turns up ``turned``."""
    top = [Card.parse(c) for h in hands for c in h.split()] + [Card.parse(turned)]
    return tuple(top + [c for c in CARDS if c not in top])


def blunder_game() -> dict:
    """Two rounds of three players; seat 0 bids 0 holding a Wizard in round 1 (it leads
    it: a certain -10 where bid 1 is a certain +30), and in round 2, having bid 0, it
    takes a trick it could not lose by throwing its Jester."""
    rules = Rules(3, length=2)
    decks = (
        deck("W1", "C2", "D3", turned="S9"),
        deck("H14 J1", "H2 C5", "C3 D4", turned="S9"),
    )
    state, _ = start_from_decks(rules, decks, first_dealer=2)
    script = [
        Bid(0), Bid(0), Bid(0), Play(Card.W1), Play(Card.C2), Play(Card.D3),  # round 1
    ]
    for a in script:
        state, _ = state.apply(a)
    state, _ = state.apply(state.legal_actions()[0])  # next round: dealer 0, seat 1 leads
    for a in (Bid(1), Bid(0), Bid(0), Play(Card.H2), Play(Card.C3), Play(Card.H14)):
        state, _ = state.apply(a)
    while not state.is_over:
        state, _ = state.apply(state.legal_actions()[0])
    return json.loads(dumps(transcript(state, PLAYERS)))


def test_obvious_blunders_are_flagged_with_their_cost():
    result = analyze(replay_transcript(blunder_game()), 0, iterations=100)
    by_text = {(d.round, d.made): d for d in result.decisions}
    bid = by_text[(1, "bid 0")]
    assert bid.kind == "bid" and bid.trick is None and bid.best == "bid 1"
    assert bid.mistake and bid.cost == pytest.approx(40, abs=0.5)  # -10 made, +30 best
    play = by_text[(2, "play H14")]
    assert play.kind == "play" and play.trick == 1 and play.best == "play J1"
    assert play.mistake and play.cost >= 20
    assert play.expected_made == pytest.approx(-10)
    assert [d.made for d in result.mistakes()] == ["bid 0", "play H14"]
    assert result.lost_bidding() == pytest.approx(bid.cost)
    assert result.lost_play() == pytest.approx(play.cost)
    rows = result.per_round()
    assert [r["round"] for r in rows] == [1, 2]
    assert rows[0]["lost_bidding"] == pytest.approx(bid.cost, abs=0.01)
    assert rows[1]["lost_play"] == pytest.approx(play.cost, abs=0.01)
    assert [r["points"] for r in rows] == [-10, -10]


def test_forced_moves_are_not_rated():
    result = analyze(replay_transcript(blunder_game()), 0, iterations=50)
    # Round 1: one card (forced); round 2, trick 2: one card left (forced).
    assert [d.made for d in result.decisions] == ["bid 0", "bid 0", "play H14"]


def played_by_search(seed: int, rounds: int) -> dict:
    """A short 3-player game where seat 0 plays the search's best (its own seeds) and
    the others play at random."""
    rules = Rules(3, length=rounds)
    rng = random.Random(seed)
    from game.rules import new_game

    state, _ = new_game(rules, seed=seed)
    while not state.is_over:
        legal = state.legal_actions()
        if state.to_move == 0 and len(legal) > 1:
            action = evaluate(seat_view(state, 0), worlds=200, seed=rng.randrange(10**6)).best
            action = action.action
        else:
            action = rng.choice(legal)
        state, _ = state.apply(action)
    return json.loads(dumps(transcript(state, PLAYERS)))


def test_the_searchs_own_moves_cost_about_nothing():
    doc = played_by_search(21, 6)
    result = analyze(replay_transcript(doc), 0, iterations=200, seed=5)
    assert len(result.decisions) >= 15
    costs = [d.cost for d in result.decisions]
    assert sum(costs) / len(costs) < 1.5, costs
    assert len(result.mistakes()) <= 1
    assert all(d.cost >= 0 and d.expected_best >= d.expected_made - 1e-9
               for d in result.decisions)
    # The same game's random seat, rated the same way, loses points all the time.
    rand = analyze(replay_transcript(doc), 1, iterations=200, seed=5)
    assert sum(d.cost for d in rand.decisions) / len(rand.decisions) > 3
    assert len(rand.mistakes()) >= 3


def test_deterministic_for_a_seed_and_progress_is_reported():
    replay = replay_transcript(played_by_search(4, 4))
    calls = []
    a = analyze(replay, 1, iterations=60, seed=3, progress=lambda d, t: calls.append((d, t)))
    b = analyze(replay, 1, iterations=60, seed=3)
    assert a == b
    assert calls and calls[-1][0] == calls[-1][1] == len(a.decisions)
    assert [d for d, _t in calls] == list(range(1, len(a.decisions) + 1))


def check_schema(report: dict, seat: int) -> None:
    assert report["format"] == FORMAT and report["seat"] == seat
    assert set(report) >= {"worlds", "mistake_threshold", "decisions", "rounds",
                           "lost_bidding", "lost_play", "lost", "mistakes"}
    assert report["mistake_threshold"] == MISTAKE
    for d in report["decisions"]:
        assert set(d) == {"step", "round", "trick", "kind", "made", "best", "expected_made",
                          "expected_best", "cost", "mistake", "made_chance", "best_chance"}
        assert d["kind"] in ("bid", "play", "trump")
        assert d["made"].split()[0] == d["best"].split()[0] == d["kind"]
        assert (d["trick"] is None) == (d["kind"] != "play")
        assert d["cost"] >= 0 and d["mistake"] == (d["cost"] >= MISTAKE)
        assert 0 <= d["made_chance"] <= 1
    assert report["mistakes"] == sum(d["mistake"] for d in report["decisions"])
    assert report["lost"] == pytest.approx(report["lost_bidding"] + report["lost_play"],
                                           abs=0.02)
    for i, row in enumerate(report["rounds"], 1):
        assert row["round"] == i
        assert set(row) == {"round", "points", "decisions", "mistakes", "lost_bidding",
                            "lost_play", "lost"}


def test_wizard_analyze_json_and_text(tmp_path, capsys):
    path = tmp_path / "game.json"
    path.write_text(dumps(blunder_game()))
    assert main(["analyze", str(path), "--seat", "0", "--json", "--iterations", "80"]) == 0
    out, err = capsys.readouterr()
    report = json.loads(out)
    check_schema(report, 0)
    assert report["mistakes"] == 2 and err == ""
    assert main(["analyze", str(path), "--seat", "0", "--iterations", "80"]) == 0
    out, _err = capsys.readouterr()
    assert "round 1: bid 0 (expected -10.0); best bid 1 (expected +30.0), costs 40.0" in out
    assert "round 2, trick 1: play H14" in out
    assert "Expected points lost:" in out


def test_wizard_analyze_on_a_simulated_game(tmp_path, capsys):
    assert main(["simulate", "--games", "1", "--players", "4", "--seed", "2", "--rounds", "5",
                 "--seats", "easy,medium,hard,random", "--out", str(tmp_path)]) == 0
    capsys.readouterr()
    (path,) = tmp_path.glob("*.json")
    assert main(["analyze", str(path), "--seat", "3", "--json", "--iterations", "50"]) == 0
    check_schema(json.loads(capsys.readouterr().out), 3)


def test_wizard_analyze_bad_arguments(tmp_path, capsys):
    good = tmp_path / "game.json"
    good.write_text(dumps(blunder_game()))
    assert "--seat" in refused(capsys, "analyze", str(good))
    assert "must be 0 to 2, not 3" in refused(capsys, "analyze", str(good), "--seat", "3")
    assert "--seat" in refused(capsys, "analyze", str(good), "--seat", "-1")
    assert "--seat" in refused(capsys, "analyze", str(good), "--seat", "x")
    assert "--iterations" in refused(capsys, "analyze", str(good), "--seat", "0",
                                     "--iterations", "0")
    assert "cannot read" in refused(capsys, "analyze", str(tmp_path / "none.json"),
                                    "--seat", "0")
    bad_json = tmp_path / "bad.json"
    bad_json.write_text("{not json")
    assert "not JSON" in refused(capsys, "analyze", str(bad_json), "--seat", "0")
    unsound = blunder_game()
    unsound["rounds"][0]["totals"] = [0, 0, 0]
    bad = tmp_path / "unsound.json"
    bad.write_text(json.dumps(unsound))
    line = refused(capsys, "analyze", str(bad), "--seat", "0")
    assert "round 1" in line and "totals" in line
    assert "a folder" in refused(capsys, "analyze", str(tmp_path), "--seat", "0")
