"""Actions are canonical value types: a field of the wrong type is refused when the
action is built, so nothing the engine logs can fail to load again (issue 15, item 14)."""

from __future__ import annotations

import contextlib
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import (
    ActionTypeError,
    Bid,
    Card,
    ChooseTrump,
    IllegalAction,
    NextRound,
    ParseError,
    Play,
    Suit,
    new_game,
    parse_action,
)
from game.rules.serialize import dumps_state, loads_state, state_to_json
from tests.rules_support import ALL_RULES


@pytest.mark.parametrize(
    ("kind", "value", "field"),
    [
        (Bid, Card.C3, "tricks"),
        (Bid, True, "tricks"),
        (Bid, 1.0, "tricks"),
        (Bid, "2", "tricks"),
        (Bid, Suit.H, "tricks"),
        (Play, 17, "card"),
        (Play, True, "card"),
        (Play, "H14", "card"),
        (Play, Suit.S, "card"),
        (ChooseTrump, 2, "suit"),
        (ChooseTrump, Card.C4, "suit"),
        (ChooseTrump, "S", "suit"),
        (ChooseTrump, False, "suit"),
    ],
)
def test_wrong_field_types_are_refused_with_the_data(kind, value, field):
    with pytest.raises(ActionTypeError) as err:
        kind(value)
    assert err.value.action == kind.__name__
    assert err.value.field == field
    assert err.value.value is value
    assert repr(value) in str(err.value)
    assert isinstance(err.value, TypeError)  # also what Python code expects of a bad type


@pytest.mark.parametrize("text", [None, 3, b"bid 2", ["bid", "2"], {"bid": 2}])
def test_parse_action_of_a_non_string_is_a_parse_error(text):
    with pytest.raises(ParseError):
        parse_action(text)


@pytest.mark.parametrize(
    "text", ["bid C3", "play 17", "trump 2", "bid", "play", "bid -", "bid 1.0", "next 1", ""]
)
def test_parse_action_refuses_malformed_text(text):
    with pytest.raises(ParseError):
        parse_action(text)


# ------------------------------------------------------------------ property
# Anything a caller might pass as an action's field.
_values = st.one_of(
    st.integers(-3, 70),
    st.booleans(),
    st.sampled_from(list(Card)),
    st.sampled_from(list(Suit)),
    st.floats(allow_nan=False, allow_infinity=False, min_value=-2, max_value=60),
    st.sampled_from(["H14", "S", "2", "", "W1"]),
    st.none(),
)


@settings(deadline=None, max_examples=150, database=None)
@given(
    rules=st.sampled_from(ALL_RULES),
    seed=st.integers(0, 2**32),
    attempts=st.lists(
        st.tuples(st.sampled_from([Bid, Play, ChooseTrump]), _values, st.booleans()),
        min_size=1,
        max_size=400,
    ),
)
def test_only_canonical_actions_reach_the_log_and_every_game_reloads(rules, seed, attempts):
    state, _events = new_game(rules, seed=seed)
    rng = random.Random(seed)
    for kind, value, legal_instead in attempts:
        if state.is_over:
            break
        try:
            action = kind(value)
        except ActionTypeError as err:
            assert err.value is value
            action = None
        if action is not None:
            # Whatever could be built is canonical: its text reads back as itself.
            assert parse_action(str(action)) == action
            with contextlib.suppress(IllegalAction):  # a legal type, maybe not a legal move
                state, _events = state.apply(action)
        if legal_instead:  # keep the game moving
            state, _events = state.apply(rng.choice(state.legal_actions()))
    for entry in state.log:
        assert type(entry) in (Bid, Play, ChooseTrump, NextRound)
        assert parse_action(str(entry)) == entry
    again = loads_state(dumps_state(state))
    assert state_to_json(again) == state_to_json(state)
    assert again.log == state.log and again.legal_actions() == state.legal_actions()
