"""Every kind of wrong move: a named error, a readable message, and no change."""

from __future__ import annotations

import random

import pytest

from game.rules import (
    ActionTypeError,
    Bid,
    BidOutOfRange,
    CardNotInHand,
    ChooseTrump,
    ForbiddenBid,
    IllegalAction,
    MustFollowSuit,
    NextRound,
    NotYourTurn,
    Phase,
    Play,
    Rules,
    Suit,
    WizardError,
    WrongPhase,
    new_game,
    seat_view,
)
from game.rules.serialize import state_to_json
from game.words import error_text
from tests.rules_support import (
    assert_sentence,
    bid_all,
    c,
    play_random,
    run,
    snapshot,
    start,
    start_round,
)


def refused(state, action, error, seat=None) -> str:
    """Apply ``action`` (for ``seat`` if given); assert ``error`` and an unchanged state."""
    before_json = state_to_json(state)
    before_legal = state.legal_actions()
    before_fields = snapshot(state)
    views = [seat_view(state, s) for s in range(state.players)]
    with pytest.raises(error) as err:
        if seat is None:
            state.apply(action)
        else:
            state.apply_for(seat, action)
    assert type(err.value) is error
    assert isinstance(err.value, IllegalAction) and isinstance(err.value, WizardError)
    assert_sentence(str(err.value))
    assert_sentence(error_text(err.value))  # what the player reads
    assert state_to_json(state) == before_json
    assert state.legal_actions() == before_legal
    assert snapshot(state) == before_fields
    assert [seat_view(state, s) for s in range(state.players)] == views
    # apply_in_place checks everything before it changes anything, too.
    clone = state.clone()
    with pytest.raises(error):
        if seat is not None:
            clone._check_turn(seat)
        clone.apply_in_place(action)
    assert snapshot(clone) == before_fields
    return str(err.value)


@pytest.fixture
def bidding():
    """4 players, round 3, dealer 3: seat 0 bids first."""
    hands = ["H5 C2 D2", "H9 S9 W1", "C9 J1 H2", "S2 S3 S4"]
    return start_round(Rules(players=4), 3, hands, "D9", 3)


@pytest.fixture
def playing(bidding):
    state = bid_all(bidding, {0: 1, 1: 1, 2: 0, 3: 0})
    assert state.phase == Phase.PLAY and state.to_move == 0
    return state


# ----------------------------------------------------------- not your turn
def test_not_your_turn_while_bidding(bidding):
    for seat in (1, 2, 3):
        msg = refused(bidding, Bid(0), NotYourTurn, seat=seat)
        assert "turn" in msg


def test_not_your_turn_while_playing(playing):
    refused(playing, Play(c("H9")), NotYourTurn, seat=1)
    refused(playing, Play(c("H5")), NotYourTurn, seat=2)


def test_not_your_turn_choosing_trump():
    state, _ = start(Rules(players=4), {1: (["C2", "C3", "C4", "C5"], "W1")}, first_dealer=2)
    for seat in (0, 1, 3):
        refused(state, ChooseTrump(Suit.S), NotYourTurn, seat=seat)
    state.apply_for(2, ChooseTrump(Suit.S))


def test_right_seat_is_accepted(playing):
    nxt, _ = playing.apply_for(0, Play(c("H5")))
    assert nxt.to_move == 1


# ---------------------------------------------------------- card not in hand
def test_card_not_in_hand(playing):
    msg = refused(playing, Play(c("H9")), CardNotInHand)  # seat 1's card
    assert "H9" in msg
    refused(playing, Play(c("W4")), CardNotInHand)  # in the stock
    refused(playing, Play(c("D9")), CardNotInHand)  # the turned card


def test_card_already_played(playing):
    state, _ = run(playing, "play H5", "play H9", "play H2", "play S2")
    assert state.to_move == 1  # H9 won
    refused(state, Play(c("H9")), CardNotInHand)


# ---------------------------------------------------------- must follow suit
def test_must_follow_suit_names_the_suit(playing):
    state, _ = run(playing, "play H5")
    msg = refused(state, Play(c("S9")), MustFollowSuit)
    assert "hearts" in msg
    with pytest.raises(MustFollowSuit) as err:
        state.apply(Play(c("S9")))
    assert err.value.suit == Suit.H


def test_must_follow_suit_after_jester_lead():
    state = start_round(Rules(players=3), 2, ["J1 C2", "D8 C3", "D3 C5"], "S2", 2)
    state = bid_all(state, {0: 0, 1: 0, 2: 0})
    state, _ = run(state, "play J1", "play D8")
    msg = refused(state, Play(c("C5")), MustFollowSuit)
    assert "diamonds" in msg


@pytest.mark.parametrize(
    ("suit", "name"), [("C", "clubs"), ("D", "diamonds"), ("H", "hearts"), ("S", "spades")]
)
def test_must_follow_each_suit_by_name(suit, name):
    other = "D" if suit != "D" else "C"
    state = start_round(
        Rules(players=3), 2, [f"{suit}5 {other}2", f"{suit}9 {other}3", "J1 J2"], "W1", 2
    )
    state, _ = run(state, "trump S")
    state = bid_all(state, {0: 0, 1: 0, 2: 0})
    state, _ = run(state, f"play {suit}5")
    msg = refused(state, Play(c(f"{other}3")), MustFollowSuit)
    assert name in msg


# ------------------------------------------------------------- bid range
def test_bid_out_of_range(bidding):
    msg = refused(bidding, Bid(4), BidOutOfRange)
    assert "0 to 3" in msg
    refused(bidding, Bid(-1), BidOutOfRange)
    refused(bidding, Bid(100), BidOutOfRange)
    # Bid("2"), Bid(1.0), Bid(True) cannot even be made: test_rules_actions.py


def test_forbidden_bid_plus_minus_one():
    rules = Rules(players=4, plus_minus_one=True)
    hands = ["H5 C2 D2", "H9 S9 W1", "C9 J1 H2", "S2 S3 S4"]
    state = start_round(rules, 3, hands, "D9", 3)
    state, _ = run(state, "bid 1", "bid 1", "bid 0")
    msg = refused(state, Bid(1), ForbiddenBid)
    assert "1" in msg and "3" in msg and "plus/minus" in msg
    state, _ = state.apply(Bid(2))
    assert state.phase == Phase.PLAY


# -------------------------------------------------------------- wrong phase
def test_playing_during_bidding(bidding):
    refused(bidding, Play(c("H5")), WrongPhase)


def test_bidding_during_play(playing):
    refused(playing, Bid(0), WrongPhase)
    state, _ = run(playing, "play H5")
    refused(state, Bid(1), WrongPhase)


def test_next_round_mid_round(bidding, playing):
    refused(bidding, NextRound(), WrongPhase)
    refused(playing, NextRound(), WrongPhase)
    state, _ = run(playing, "play H5")
    refused(state, NextRound(), WrongPhase)


def test_choose_trump_without_a_wizard(bidding, playing):
    refused(bidding, ChooseTrump(Suit.S), WrongPhase)
    refused(playing, ChooseTrump(Suit.S), WrongPhase)


def test_bid_or_play_while_trump_is_being_chosen():
    state, _ = start(Rules(players=3), {1: (["C2", "C3", "C4"], "W2")}, first_dealer=1)
    assert state.phase == Phase.CHOOSE_TRUMP
    refused(state, Bid(0), WrongPhase)
    refused(state, Play(c("C3")), WrongPhase)
    refused(state, NextRound(), WrongPhase)


def test_only_next_round_when_round_is_over():
    state, _ = start(Rules(players=3), {1: (["C2", "C3", "C4"], "D2")}, first_dealer=0)
    state, _ = run(state, "bid 0", "bid 0", "bid 0", "play C3", "play C4", "play C2")
    assert state.phase == Phase.ROUND_OVER
    refused(state, Bid(0), WrongPhase)
    refused(state, Play(c("C2")), WrongPhase)
    refused(state, ChooseTrump(Suit.C), WrongPhase)


def test_nothing_after_game_over():
    state, _ = play_random(new_game(Rules(players=6), seed=1)[0], random.Random(1))
    assert state.is_over
    for action in (NextRound(), Bid(0), Play(c("C2")), ChooseTrump(Suit.C)):
        refused(state, action, WrongPhase)


# ------------------------------------------------------------ unknown trump
@pytest.mark.parametrize("suit", [4, -1, 99, "S", None, True])
def test_unknown_trump(suit):
    # Only a Suit makes a ChooseTrump; anything else is refused before it reaches a game.
    with pytest.raises(ActionTypeError) as err:
        ChooseTrump(suit)
    assert err.value.value is suit


def test_not_an_action():
    state, _ = new_game(Rules(), seed=1)
    refused(state, "bid 0", IllegalAction)
    refused(state, None, IllegalAction)
