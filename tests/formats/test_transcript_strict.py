"""The transcript checker types strictly (issue 15, item 15): ``1.0`` is not ``1``,
``true`` is not ``1``, a game with every round played is complete, and what a
damaged file holds is never echoed at full length."""

from __future__ import annotations

import copy
import json
import random

import pytest

from game.rules import Rules
from game.rules.fast import random_game, record_to_transcript
from game.rules.transcript import check_transcript, dumps
from tests.rules_support import json_paths


def _doc(players: int = 4, seed: int = 42, **variants) -> dict:
    rules = Rules(players=players, **variants)
    rec = random_game(rules, random.Random(seed), record=True)
    return json.loads(dumps(record_to_transcript(rules, rec, seed)))


@pytest.fixture(scope="module")
def sound():
    doc = _doc()
    assert check_transcript(doc) is None
    return doc


def _at(doc, path):
    for key in path[:-1]:
        doc = doc[key]
    return doc, path[-1]


def _int_paths(doc):
    """Every path to an integer in the document (seed, dealer, bids, won, winners...)."""
    out = []
    for path in json_paths(doc, 10_000):
        if not path:
            continue
        parent, key = _at(doc, path)
        value = parent[key]
        if type(value) is int:
            out.append(path)
    return out


def test_every_integer_written_as_a_float_is_refused(sound):
    paths = _int_paths(sound)
    assert len(paths) > 500  # seed, numbers, dealers, bids, leaders, winners, won, points...
    rng = random.Random(5)
    for path in rng.sample(paths, 200) + [p for p in paths if len(p) <= 2]:
        doc = copy.deepcopy(sound)
        parent, key = _at(doc, path)
        parent[key] = float(parent[key])
        problem = check_transcript(doc)
        assert problem is not None, f"{path}: {parent[key]!r} accepted for an integer"


@pytest.mark.parametrize("field", ["won", "bids", "bid_order"])
def test_booleans_are_not_numbers(sound, field):
    doc = copy.deepcopy(sound)
    rnd = doc["rounds"][0]  # round 1: won/bids hold only 0 and 1
    values = rnd[field]
    i = next((i for i, v in enumerate(values) if v in (0, 1)), None)
    if i is None:
        pytest.skip(f"no 0 or 1 in round 1's {field}")
    values[i] = bool(values[i])
    problem = check_transcript(doc)
    assert problem is not None and problem.round == 1


def test_true_and_false_for_one_and_zero_in_won(sound):
    doc = copy.deepcopy(sound)
    rnd = doc["rounds"][0]
    rnd["won"] = [v == 1 for v in rnd["won"]]
    assert rnd["won"] == sound["rounds"][0]["won"]  # equal in Python, not in JSON
    problem = check_transcript(doc)
    assert problem is not None and "won" in problem.reason


@pytest.mark.parametrize(
    "path",
    [
        ("rounds", 3, "tricks", 1, "leader"),
        ("rounds", 3, "tricks", 1, "winner"),
        ("rounds", 2, "number"),
        ("winners", 0),
    ],
)
def test_float_in_single_fields(sound, path):
    doc = copy.deepcopy(sound)
    parent, key = _at(doc, path)
    parent[key] = float(parent[key])
    assert check_transcript(doc) is not None


def test_complete_false_with_every_round_played(sound):
    doc = copy.deepcopy(sound)
    doc["complete"] = False
    del doc["winners"]
    problem = check_transcript(doc)
    assert problem is not None and "complete" in problem.reason


def test_winners_in_an_unfinished_game(sound):
    doc = copy.deepcopy(sound)
    doc["rounds"] = doc["rounds"][:5]
    doc["complete"] = False
    problem = check_transcript(doc)
    assert problem is not None and "winners" in problem.reason
    del doc["winners"]
    assert check_transcript(doc) is None


def test_a_long_value_is_shortened_in_the_message(sound):
    doc = copy.deepcopy(sound)
    doc["format"] = "x" * 100_000
    problem = check_transcript(doc)
    assert problem is not None and len(str(problem)) < 300
    doc = copy.deepcopy(sound)
    doc["rounds"][0]["won"] = [10**4000, 0, 0, 0]
    problem = check_transcript(doc)
    assert problem is not None and len(str(problem)) < 300


@pytest.mark.parametrize("key", ["seed", "players", "rules", "rounds", "complete"])
def test_a_missing_document_key_is_named(sound, key):
    doc = copy.deepcopy(sound)
    del doc[key]
    problem = check_transcript(doc)
    assert problem is not None and key in problem.reason


@pytest.mark.parametrize("key", ["turned", "trump"])
def test_a_missing_null_field_of_the_last_round_is_named(key):
    doc = _doc(players=6, seed=3)
    last = doc["rounds"][-1]
    assert last[key] is None  # no stock is left in the last round
    del last[key]
    problem = check_transcript(doc)
    assert problem is not None and key in problem.reason and problem.round == 10
