"""Saving a game in progress as JSON and loading it back; corrupt saves are refused."""

from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import Phase, Rules, new_game, seat_view
from game.rules.errors import SaveFormatError
from game.rules.serialize import (
    SAVE_FORMAT,
    SAVE_VERSION,
    dumps_state,
    loads_state,
    state_from_json,
    state_to_json,
)
from tests.rules_support import ALL_RULES, json_paths, play_random, start


def same_game(a, b) -> None:
    assert state_to_json(a) == state_to_json(b)
    assert a.legal_actions() == b.legal_actions()
    assert a.phase == b.phase and a.to_move == b.to_move and a.round == b.round
    assert a.hands == b.hands and a.bids == b.bids and a.trick == b.trick
    assert a.tricks == b.tricks and a.history == b.history and a.totals == b.totals
    assert a.trump == b.trump and a.turned == b.turned and a.led == b.led
    for seat in range(a.players):
        assert seat_view(a, seat) == seat_view(b, seat)


def same_future(a, b, rng: random.Random) -> None:
    a, b = a.clone(), b.clone()
    while not a.is_over:
        action = rng.choice(a.legal_actions())
        assert a.apply_in_place(action) == b.apply_in_place(action)
    assert b.is_over
    same_game(a, b)


@settings(deadline=None, max_examples=60, database=None)
@given(
    rules=st.sampled_from(ALL_RULES),
    seed=st.one_of(st.none(), st.integers(0, 2**40)),
    steps=st.integers(0, 600),
    future_seed=st.integers(0, 1000),
)
def test_round_trip_at_random_points(rules, seed, steps, future_seed):
    state, _ = new_game(rules, seed=seed, rng=random.Random(seed or 0))
    rng = random.Random(future_seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply_in_place(rng.choice(state.legal_actions()))
    text = dumps_state(state)
    json.loads(text)  # valid JSON
    loaded = loads_state(text)
    assert loaded.seed == seed
    same_game(state, loaded)
    assert dumps_state(loaded) == text
    same_future(state, loaded, random.Random(future_seed + 1))


@pytest.mark.parametrize("rules", ALL_RULES, ids=str)
def test_round_trip_in_every_phase(rules):
    state, _ = new_game(rules, seed=8)
    rng = random.Random(8)
    seen = set()
    step = 0
    while True:
        if state.phase not in seen or step % 97 == 0 or state.is_over:
            seen.add(state.phase)
            same_game(state, loads_state(dumps_state(state)))
        if state.is_over:
            break
        state.apply_in_place(rng.choice(state.legal_actions()))
        step += 1
    assert {Phase.BID, Phase.PLAY, Phase.ROUND_OVER, Phase.GAME_OVER} <= seen


def test_round_trip_while_choosing_trump():
    state, _ = start(Rules(players=3), {1: (["C2", "C3", "C4"], "W1")}, first_dealer=1)
    assert state.phase == Phase.CHOOSE_TRUMP
    same_game(state, loads_state(dumps_state(state)))


# ---------------------------------------------------------------- corrupt
@pytest.fixture(scope="module")
def save():
    state, _ = new_game(Rules(players=4), seed=21)
    state, _ = play_random(state, random.Random(21), until=lambda s: s.round == 3)
    state.apply_in_place(state.legal_actions()[0])
    return state_to_json(state)


def refused(doc_or_text, *words):
    text = doc_or_text if isinstance(doc_or_text, str | bytes) else json.dumps(doc_or_text)
    with pytest.raises(SaveFormatError) as err:
        loads_state(text)
    message = str(err.value)
    assert len(message) > 10, message
    assert "Traceback" not in message
    for w in words:
        assert w.lower() in message.lower(), message
    return message


@pytest.mark.parametrize(
    "text",
    [
        "", "{", "not json", "{'format': 1}", "[1, 2", "\x00",
        '{"format": "wizard-state", "version": ' + "1" * 5000 + "}",  # over Python's 4,300 digits
        '{"format": "wizard-state", "version": NaN}',
        "[" * 100_000,
    ],
)
def test_not_json(text):
    refused(text, "JSON")


def test_invalid_utf8():
    refused(b"\xff\xfe\xfa", "JSON")


@pytest.mark.parametrize("doc", [[], 42, None, "text", {}, {"version": 1}])
def test_not_a_save(doc):
    refused(json.dumps(doc), "not a saved")


def test_wrong_format_name(save):
    refused({**save, "format": "wizard-transcript/1"}, "not a saved")


def test_newer_version(save):
    refused({**save, "version": SAVE_VERSION + 1}, "newer")


@pytest.mark.parametrize("version", [0, -3, "1", None, 1.5])
def test_bad_version(save, version):
    refused({**save, "version": version})


@pytest.mark.parametrize(
    "key", ["rules", "seed", "first_dealer", "decks", "actions", "snapshot", "version"]
)
def test_missing_key(save, key):
    doc = dict(save)
    del doc[key]
    refused(doc)


def test_truncated_actions_with_mismatched_snapshot(save):
    doc = copy.deepcopy(save)
    # Cut back into round 2: the snapshot (round 3) no longer matches.
    cut = doc["actions"].index("next", doc["actions"].index("next") + 1)
    doc["actions"] = doc["actions"][:cut]
    refused(doc, "does not match")


def test_extra_action_with_stale_snapshot(save):
    state = state_from_json(save)
    doc = copy.deepcopy(save)
    while state.phase != Phase.ROUND_OVER:
        action = state.legal_actions()[0]
        state.apply_in_place(action)
        doc["actions"].append(str(action))
    refused(doc, "does not match")


def test_tampered_snapshot(save):
    doc = copy.deepcopy(save)
    doc["snapshot"]["totals"][0] += 10
    refused(doc, "does not match")
    doc = copy.deepcopy(save)
    doc["snapshot"]["phase"] = "game_over"
    refused(doc, "does not match")


def test_illegal_action_in_log(save):
    doc = copy.deepcopy(save)
    doc["actions"].insert(1, "next")
    msg = refused(doc, "Action 2", "cannot be replayed")
    assert "round is not over" in msg


def test_unreadable_action_in_log(save):
    doc = copy.deepcopy(save)
    doc["actions"][0] = "dance"
    refused(doc, "Action 1")


def test_action_of_wrong_type(save):
    doc = copy.deepcopy(save)
    doc["actions"][0] = 7
    refused(doc, "text")


def test_bad_card_string_in_deck(save):
    doc = copy.deepcopy(save)
    doc["decks"][0] = doc["decks"][0].replace("H14", "H15")
    refused(doc, "H15")


def test_duplicate_card_in_deck(save):
    doc = copy.deepcopy(save)
    cards = doc["decks"][1].split()
    cards[5] = cards[6]
    doc["decks"][1] = " ".join(cards)
    refused(doc, "round 2")


def test_wrong_number_of_decks(save):
    doc = copy.deepcopy(save)
    doc["decks"] = doc["decks"][:-1]
    refused(doc, "decks")


@pytest.mark.parametrize(
    ("path", "value"),
    [
        (("rules",), "4 players"),
        (("rules",), None),
        (("rules", "players"), "4"),
        (("rules", "players"), 2),
        (("rules", "players"), 4.0),
        (("rules", "plus_minus_one"), "yes"),
        (("rules", "blind_first_round"), 1),
        (("seed",), "abc"),
        (("seed",), 1.5),
        (("first_dealer",), 9),
        (("first_dealer",), "0"),
        (("first_dealer",), None),
        (("decks",), "C2 C3"),
        (("decks",), None),
        (("decks",), [1, 2]),
        (("actions",), None),
        (("actions",), 5),
        (("snapshot",), []),
        (("snapshot",), None),
        (("snapshot", "round"), "3"),
    ],
)
def test_wrong_types(save, path, value):
    doc = copy.deepcopy(save)
    target = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    refused(doc)


def test_refused_variant_combination_in_save(save):
    doc = copy.deepcopy(save)
    doc["rules"]["plus_minus_one"] = doc["rules"]["hidden_bids"] = True
    refused(doc, "plus/minus")


def test_deeply_nested_json_is_refused_cleanly():
    # ENGINE BUG: loads_state lets json's RecursionError escape instead of raising
    # SaveFormatError (failing assertion: pytest.raises(SaveFormatError) gets RecursionError).
    refused("[" * 100_000)


# Random damage anywhere in a save: it loads, or it is refused with SaveFormatError.
_json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-5, 100)
    | st.text(max_size=8)
    | st.sampled_from(["bid 1", "next", "play H14", "C2", "H14 W1", "game_over", "trump S"]),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=6,
)


@settings(deadline=None, max_examples=300, database=None)
@given(data=st.data())
def test_random_damage_never_escapes_as_another_exception(save, data):
    doc = copy.deepcopy(save)
    paths = [p for p in json_paths(doc, 12) if p]
    path = data.draw(st.sampled_from(paths))
    value = data.draw(_json_values)
    target = doc
    for key in path[:-1]:
        target = target[key]
    if data.draw(st.booleans()) and isinstance(target, dict):
        del target[path[-1]]
    else:
        target[path[-1]] = value
    try:
        state = loads_state(json.dumps(doc))
    except SaveFormatError as err:
        assert str(err)
        return
    # Loaded: the damage must have been harmless (a consistent game).
    assert loads_state(dumps_state(state)).log == state.log


@settings(deadline=None, max_examples=150, database=None)
@given(st.text(max_size=40) | st.binary(max_size=40))
def test_random_text_is_refused(text):
    with pytest.raises(SaveFormatError):
        loads_state(text)


def test_save_document_shape(save):
    assert save["format"] == SAVE_FORMAT and save["version"] == SAVE_VERSION
    assert set(save["rules"]) == {"players", "plus_minus_one", "hidden_bids", "blind_first_round"}
    assert len(save["decks"]) == 15
    assert all(len(d.split()) == 60 for d in save["decks"])
