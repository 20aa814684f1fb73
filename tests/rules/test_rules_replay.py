"""Replaying wizard-transcript/1 documents: the replay rebuilds exactly the game that
was played (same actions, same state before each of them, same totals), for every
player count and variant, short and abandoned games, and the files written by
``wizard simulate --out`` and ``wizard arena --out``; unsound documents are refused
with the checker's Problem."""

from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ai.base import make_player
from game.cli import main as cli_main
from game.rules import Bid, NextRound, Play, Rules, new_game, seat_view
from game.rules.replay import Replay, ReplayError, replay_transcript
from game.rules.transcript import Problem, check_transcript, dumps, transcript
from game.sim import game_transcript, play_game
from tests.rules_support import ALL_RULES


def played(rules: Rules, seed: int):
    players = [make_player("random", seed=seed * 10 + i) for i in range(rules.players)]
    state = play_game(rules, players, seed)
    return state, json.loads(dumps(game_transcript(state, players)))


def fingerprint(state) -> tuple:
    """Everything a state holds that the game's record determines."""
    return (
        state.round, state.dealer, state.phase, tuple(state.hands), state.turned, state.trump,
        tuple(state.bids), state.to_move, state.trick_leader, tuple(state.trick), state.led,
        tuple(state.tricks), tuple(state.won), tuple(state.totals), tuple(state.history),
    )


def assert_same_game(replay: Replay, state, doc: dict) -> None:
    """Each step's state equals the original game's state at that point."""
    assert [s.action for s in replay.steps] == list(state.log)
    original, _ = new_game(state.rules, seed=state.seed)
    for step in replay.steps:
        assert step.before.log == original.log
        assert fingerprint(step.before) == fingerprint(original), step.index
        if step.seat is not None:
            assert step.seat == original.to_move
        original, _ = original.apply(step.action)
    assert fingerprint(replay.final) == fingerprint(state)
    assert replay.final.totals == doc["rounds"][-1]["totals"]
    assert replay.rules == state.rules
    assert replay.players == doc["players"]


@pytest.mark.parametrize("index", range(len(ALL_RULES)))
def test_every_setting_replays_to_the_same_game(index):
    rules = ALL_RULES[index]
    for seed in (index * 7 + 1, index * 7 + 2):
        state, doc = played(rules, seed)
        replay = replay_transcript(doc)
        assert_same_game(replay, state, doc)
        assert replay.final.is_over and replay.final.winners() == doc["winners"]


@settings(max_examples=40, deadline=None)
@given(
    rules_index=st.integers(0, len(ALL_RULES) - 1),
    seed=st.integers(0, 2**31 - 1),
    rounds=st.integers(1, 20),
)
def test_short_games_replay(rules_index, seed, rounds):
    base = ALL_RULES[rules_index]
    length = min(rounds, base.full_rounds)
    rules = Rules(base.players, base.plus_minus_one, base.hidden_bids,
                  base.blind_first_round, length)
    state, doc = played(rules, seed)
    replay = replay_transcript(doc)
    assert_same_game(replay, state, doc)
    assert len([s for s in replay.steps if isinstance(s.action, NextRound)]) == length - 1


def test_an_abandoned_game_replays_its_finished_rounds():
    rules = Rules(4)
    state, _ = new_game(rules, seed=3)
    rng = random.Random(3)
    while len(state.history) < 5 or state.phase.value != "play" or not state.tricks:
        state, _ = state.apply(rng.choice(state.legal_actions()))
    doc = json.loads(dumps(transcript(state, [{"name": f"P{i}", "kind": "random"}
                                             for i in range(4)])))
    assert doc["complete"] is False and len(doc["rounds"]) == 5
    replay = replay_transcript(doc)
    assert replay.final.phase.value == "round_over" and replay.final.round == 5
    assert replay.final.totals == list(doc["rounds"][-1]["totals"])
    assert replay.final.history == state.history[:5]
    # Steps count: per round r, 4 bids and 4 * r cards; 4 "next round" steps between.
    assert len(replay.steps) == sum(4 + 4 * r for r in range(1, 6)) + 4


def test_a_game_with_no_finished_round_has_no_steps():
    doc = json.loads(dumps(transcript(new_game(Rules(3), seed=1)[0],
                                      [{"name": "A", "kind": "x"}] * 3)))
    replay = replay_transcript(doc)
    assert replay.steps == () and replay.final.round == 1


def test_step_helpers_and_seat_views():
    state, doc = played(Rules(5, plus_minus_one=True), 11)
    replay = replay_transcript(doc)
    mine = replay.steps_of(2)
    assert mine and all(s.seat == 2 for s in mine)
    assert sum(isinstance(s.action, Bid) for s in mine) == 12
    assert sum(isinstance(s.action, Play) for s in mine) == sum(range(1, 13))
    for s in mine:
        view = seat_view(s.before, 2)
        assert s.action in view.legal  # the seat could make the move it made, from its view
    r3 = replay.round_steps(3)
    assert all(s.round == 3 for s in r3) and len(r3) == 5 + 15
    plays = [s for s in r3 if isinstance(s.action, Play)]
    assert [s.trick for s in plays] == [t for t in (1, 2, 3) for _ in range(5)]
    assert replay.after(len(replay.steps) - 1) is replay.final
    assert replay.after(0) is replay.steps[1].before


def test_a_turned_wizard_replays_the_dealers_trump_choice():
    for seed in range(200):
        state, doc = played(Rules(3), seed)
        chosen = [r for r in doc["rounds"] if r["turned"] and r["turned"].startswith("W")]
        if chosen:
            break
    replay = replay_transcript(doc)
    choices = [s for s in replay.steps if str(s.action).startswith("trump")]
    assert len(choices) == len(chosen)
    assert [str(s.action) for s in choices] == [f"trump {r['trump']}" for r in chosen]
    assert [s.seat for s in choices] == [r["dealer"] for r in chosen]


@pytest.mark.parametrize("damage, where", [
    (lambda d: d["rounds"][2]["tricks"][1]["cards"].reverse(), "round 3, trick 2"),
    (lambda d: d["rounds"][1].update(bids=[9, 0, 0, 0]), "round 2"),
    (lambda d: d.update(format="wizard-transcript/9"), "format"),
])
def test_an_unsound_transcript_is_refused_with_the_checkers_problem(damage, where):
    _state, doc = played(Rules(4), 5)
    bad = copy.deepcopy(doc)
    damage(bad)
    with pytest.raises(ReplayError) as info:
        replay_transcript(bad)
    assert isinstance(info.value.problem, Problem)
    assert info.value.problem == check_transcript(bad)
    assert where in str(info.value)


def test_not_a_document_is_refused():
    for doc in (None, [], "text", {"format": "wizard-transcript/1"}):
        with pytest.raises(ReplayError):
            replay_transcript(doc)


def _replay_folder(folder, expected: int) -> int:
    files = sorted(folder.glob("*.json"))
    assert len(files) == expected
    for f in files:
        doc = json.loads(f.read_text())
        replay = replay_transcript(doc)
        assert replay.final.is_over
        assert replay.final.totals == doc["rounds"][-1]["totals"]
        assert replay.final.winners() == doc["winners"]
        assert [str(s.action) for s in replay.steps if s.seat is not None][:1]
    return len(files)


def test_simulate_out_files_replay(tmp_path, capsys):
    assert cli_main(["simulate", "--games", "3", "--players", "4", "--seed", "8",
                     "--seats", "easy,medium,random,random", "--out", str(tmp_path),
                     "--rounds", "6"]) == 0
    _replay_folder(tmp_path, 3)


def test_arena_out_files_replay(tmp_path, capsys):
    assert cli_main(["arena", "--games", "2", "--players", "3", "--seed", "4",
                     "--seats", "easy,random,medium", "--out", str(tmp_path),
                     "--quiet", "--jobs", "1", "--length", "short",
                     "--plus-minus-one"]) == 0
    _replay_folder(tmp_path, 2)
