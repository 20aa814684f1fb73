"""docs/schemas/wizard-transcript.schema.json against real transcripts, and the schema
and `wizard check` in step: whatever the checker accepts the schema accepts, and
shape damage is refused by both (issue 14)."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import jsonschema
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.cli import main
from game.rules import Phase, Rules, new_game, seat_view
from game.rules.transcript import check_transcript, transcript
from tests.rules_support import VARIANTS, damaged

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = json.loads((ROOT / "docs/schemas/wizard-transcript.schema.json").read_text("utf-8"))
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)
DOC = ROOT / "docs/transcript-format.md"


def schema_ok(doc) -> bool:
    return VALIDATOR.is_valid(doc)


def test_the_schema_is_a_valid_2020_12_schema():
    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    assert SCHEMA["title"] == "wizard-transcript/1"


# Player counts 3..6 crossed with every playable variant combination: 8 settings.
SETTINGS = [
    (3, VARIANTS[0]), (4, VARIANTS[1]), (5, VARIANTS[2]), (6, VARIANTS[3]),
    (3, VARIANTS[4]), (4, VARIANTS[5]), (5, VARIANTS[0]), (6, VARIANTS[5]),
]
FLAGS = {"plus_minus_one": "--plus-minus-one", "hidden_bids": "--hidden-bids",
         "blind_first_round": "--blind-first-round"}


@pytest.fixture(scope="module")
def simulated(tmp_path_factory):
    """104 transcripts written by `wizard simulate` (13 games for each of 8 settings)."""
    top = tmp_path_factory.mktemp("simulated")
    for i, (players, variants) in enumerate(SETTINGS):
        flags = [FLAGS[k] for k, on in variants.items() if on]
        seats = "random" if i % 2 else "easy,random,medium" + ",random" * (players - 3)
        argv = ["simulate", "--players", str(players), "--games", "13", "--seed", str(i),
                "--seats", seats, "--out", str(top / f"s{i}"), *flags]
        assert main(argv) == 0
    files = sorted(top.rglob("*.json"))
    assert len(files) == 104
    return [json.loads(f.read_text("utf-8")) for f in files]


def test_100_simulated_transcripts_pass_the_schema_and_the_checker(simulated):
    seen = set()
    for doc in simulated:
        errors = [e.message for e in VALIDATOR.iter_errors(doc)]
        assert errors == []
        assert check_transcript(doc) is None
        seen.add((len(doc["players"]), tuple(doc["rules"].values())))
    assert len(seen) == len(SETTINGS)


def test_abandoned_games_pass_too():
    for players, rounds in ((3, 0), (4, 1), (6, 9)):
        state, _ = new_game(Rules(players=players), seed=players)
        while len(state.history) < rounds:
            if state.phase == Phase.ROUND_OVER:
                state, _ = state.apply(state.legal_actions()[0])
            else:
                state, _ = state.apply(seat_view(state, state.to_move).legal[0])
        doc = transcript(state, [{"name": f"P{i}", "kind": "random"} for i in range(players)])
        doc = json.loads(json.dumps(doc))
        assert doc["complete"] is False and len(doc["rounds"]) == rounds
        assert schema_ok(doc) and check_transcript(doc) is None


def test_the_documents_example_is_sound():
    text = DOC.read_text("utf-8")
    match = re.search(r"<!-- example: abandoned -->\n```json\n(.*?)\n```", text, re.S)
    assert match, "the example block is missing from docs/transcript-format.md"
    doc = json.loads(match.group(1))
    assert schema_ok(doc) and check_transcript(doc) is None


# ------------------------------------------------------------ in step
def _damaged(sound: dict, change) -> dict:
    doc = copy.deepcopy(sound)
    change(doc)
    return doc


def _set(path, value):
    def change(doc):
        target = doc
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return change


def _drop(path):
    def change(doc):
        target = doc
        for key in path[:-1]:
            target = target[key]
        del target[path[-1]]
    return change


# Shape damage: both must refuse.
BOTH = {
    "format 2": _set(("format",), "wizard-transcript/2"),
    "seed text": _set(("seed",), "7"),
    "seed missing": _drop(("seed",)),
    "two players": lambda d: d.update(players=d["players"][:2]),
    "player without kind": _drop(("players", 0, "kind")),
    "rules flag as 0": _set(("rules", "hidden_bids"), 0),
    "hidden bids with plus/minus one": _set(("rules",), {
        "plus_minus_one": True, "hidden_bids": True, "blind_first_round": False}),
    "rounds not a list": _set(("rounds",), {}),
    "complete as text": _set(("complete",), "true"),
    "no winners": _drop(("winners",)),
    "winners while unfinished": _set(("complete",), False),
    "round number as text": _set(("rounds", 0, "number"), "1"),
    "dealer 7": _set(("rounds", 0, "dealer"), 7),
    "card X9": _set(("rounds", 2, "hands", 0, 0), "X9"),
    "card H15": _set(("rounds", 2, "tricks", 0, "cards", 0), "H15"),
    "card in lower case": _set(("rounds", 2, "hands", 1, 0), "h14"),
    "trump Z": _set(("rounds", 1, "trump"), "Z"),
    "turned missing": _drop(("rounds", 1, "turned")),
    "bid -1": _set(("rounds", 3, "bids", 0), -1),
    "won true": _set(("rounds", 0, "won", 0), True),
    "won as text": _set(("rounds", 0, "won"), "0,0,1,0"),
    "leader missing": _drop(("rounds", 4, "tricks", 0, "leader")),
    "totals null": _set(("rounds", 5, "totals"), None),
    "not an object": lambda d: d.clear() or d.update({"x": []}),
}

# Rule damage and 1.0 for 1: only the checker can see it.
CHECKER_ONLY = {
    "wrong trick winner": lambda d: d["rounds"][4]["tricks"][1].update(
        winner=(d["rounds"][4]["tricks"][1]["winner"] + 1) % 4),
    "wrong total": lambda d: d["rounds"][5]["totals"].__setitem__(0, 999),
    "1.0 for an integer in won": lambda d: d["rounds"][0]["won"].__setitem__(
        0, float(d["rounds"][0]["won"][0])),
    "dealer does not move": _set(("rounds", 1, "dealer"), 0),
    "complete false with every round": lambda d: (d.update(complete=False), d.pop("winners")),
}


@pytest.fixture(scope="module")
def sound(simulated):
    doc = next(d for d in simulated if len(d["players"]) == 4 and d["complete"])
    assert schema_ok(doc) and check_transcript(doc) is None
    return doc


@pytest.mark.parametrize("name", sorted(BOTH))
def test_shape_damage_is_refused_by_both(sound, name):
    doc = _damaged(sound, BOTH[name])
    assert not schema_ok(doc), f"the schema accepts: {name}"
    assert check_transcript(doc) is not None, f"the checker accepts: {name}"


@pytest.mark.parametrize("name", sorted(CHECKER_ONLY))
def test_rule_damage_is_the_checkers_alone(sound, name):
    doc = _damaged(sound, CHECKER_ONLY[name])
    assert check_transcript(doc) is not None, name
    assert schema_ok(doc), f"{name}: the schema now sees this too; move it to BOTH"


_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 70) | st.floats(allow_nan=False)
    | st.text(max_size=4) | st.sampled_from(["H14", "W1", "J4", "S", "C2", "X9"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner,
                                                                max_size=2),
    max_leaves=6,
)


@settings(deadline=None, max_examples=200, database=None)
@given(data=st.data())
def test_whatever_the_checker_accepts_the_schema_accepts(sound, data):
    doc = damaged(sound, data, _values)
    if check_transcript(doc) is None:
        assert schema_ok(doc), [e.message for e in VALIDATOR.iter_errors(doc)]


def test_special_card_games_pass_the_schema_and_the_checker():
    """Every set of special cards, 3 to 6 players: jsonschema and our checker agree."""
    from game.rules import Rules
    from tests.special_support import SUBSETS, random_transcript

    for i, special in enumerate(SUBSETS[1:]):
        doc = random_transcript(Rules(3 + i % 4, special=special, length=4), i)
        assert [e.message for e in VALIDATOR.iter_errors(doc)] == []
        assert check_transcript(doc) is None
