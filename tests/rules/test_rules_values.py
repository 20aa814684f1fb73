"""Cards, suits and actions are value types whose strings round-trip."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import (
    CARDS,
    SUITS,
    Bid,
    Card,
    ChooseTrump,
    NextRound,
    ParseError,
    Play,
    Suit,
    cards_of,
    mask_of,
    parse_action,
)

EXPECTED_NAMES = (
    [f"{s}{r}" for s in "CDHS" for r in range(2, 15)]
    + [f"W{i}" for i in range(1, 5)]
    + [f"J{i}" for i in range(1, 5)]
)


def test_card_strings_are_the_transcript_ones():
    assert sorted(str(x) for x in CARDS) == sorted(EXPECTED_NAMES)


@pytest.mark.parametrize("card", CARDS, ids=str)
def test_every_card_round_trips(card):
    text = str(card)
    assert Card.parse(text) is card
    assert Card.parse(text.lower()) is card
    assert Card.parse(f" {text} ") is card
    if card.suit is not None:
        assert text == f"{card.suit}{card.rank}"
    assert hash(Card.parse(text)) == hash(card)


@pytest.mark.parametrize("suit", SUITS, ids=str)
def test_every_suit_round_trips(suit):
    assert str(suit) in "CDHS"
    assert Suit.parse(str(suit)) is suit
    assert Suit.parse(str(suit).lower()) is suit


def all_actions():
    yield NextRound()
    for b in range(21):
        yield Bid(b)
    for x in CARDS:
        yield Play(x)
    for s in Suit:
        yield ChooseTrump(s)


@pytest.mark.parametrize("action", list(all_actions()), ids=str)
def test_every_action_round_trips(action):
    text = str(action)
    parsed = parse_action(text)
    assert parsed == action and type(parsed) is type(action)
    assert str(parsed) == text
    assert hash(parsed) == hash(action)


def test_action_strings():
    assert str(Bid(2)) == "bid 2"
    assert str(Play(Card.H14)) == "play H14"
    assert str(ChooseTrump(Suit.S)) == "trump S"
    assert str(NextRound()) == "next"


@pytest.mark.parametrize(
    "text",
    [
        "",
        " ",
        "X1",
        "H1",
        "H15",
        "H0",
        "W0",
        "W5",
        "J0",
        "J5",
        "HA",
        "14H",
        "H 14",
        "10",
        "Wizard",
        "H14 ",
        "H-2",
        "C2.0",
    ],
)
def test_bad_card_strings(text):
    if text == "H14 ":
        assert Card.parse(text) is Card.H14  # surrounding blanks are forgiven
        return
    with pytest.raises(ParseError) as err:
        Card.parse(text)
    assert repr(text) in str(err.value)


@pytest.mark.parametrize("value", [None, 14, ["H14"]])
def test_non_string_cards_raise_parse_error(value):
    with pytest.raises(ParseError):
        Card.parse(value)


@pytest.mark.parametrize("text", ["", "X", "CD", "clubs", "1", "W", "J"])
def test_bad_suit_strings(text):
    with pytest.raises(ParseError):
        Suit.parse(text)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "bid",
        "bid x",
        "bid 1.5",
        "bid 1 2",
        "play",
        "play Z9",
        "play H15",
        "trump",
        "trump X",
        "trump W",
        "next 1",
        "nxt",
        "Bid 1",
        "pass",
        "play H14 H13",
        "bid1",
    ],
)
def test_bad_action_strings(text):
    with pytest.raises(ParseError) as err:
        parse_action(text)
    assert isinstance(err.value, ValueError)


def test_parse_error_is_a_value_error():
    with pytest.raises(ValueError):
        Card.parse("nope")


def test_masks_round_trip():
    assert cards_of(mask_of(CARDS)) == list(CARDS)
    assert cards_of(mask_of([Card.W1, Card.C2])) == [Card.C2, Card.W1]
    assert cards_of(0) == []


@settings(deadline=None, max_examples=300, database=None)
@given(st.text(max_size=12))
def test_arbitrary_text_parses_or_raises_parse_error(text):
    for parse in (Card.parse, Suit.parse, parse_action):
        try:
            value = parse(text)
        except ParseError:
            continue
        assert parse(str(value)) == value


@settings(deadline=None, max_examples=200, database=None)
@given(st.sampled_from(list(all_actions())))
def test_actions_are_hashable_values(action):
    assert {action: 1}[parse_action(str(action))] == 1
