"""The typed events of new_game / apply: which, in what order, with what contents."""

from __future__ import annotations

import random

import pytest

from game.rules import (
    BidMade,
    BidsRevealed,
    CardPlayed,
    GameOver,
    NextRound,
    Phase,
    RoundDealt,
    RoundScored,
    Rules,
    Suit,
    TrickWon,
    TrumpChosen,
    TrumpTurned,
    new_game,
)
from tests.rules_support import ALL_RULES, bid_all, c, run, start, start_round


def test_new_game_deals_and_turns():
    state, events = start(Rules(players=3), {1: (["H14", "W1", "J3"], "S7")}, first_dealer=2)
    assert events == [
        RoundDealt(1, 2, ((c("H14"),), (c("W1"),), (c("J3"),))),
        TrumpTurned(c("S7"), Suit.S, False),
    ]
    assert events[0].hands == state.dealt_hands


def test_jester_turned_event():
    _state, events = start(Rules(players=3), {1: (["C2", "C3", "C4"], "J2")})
    assert events[1] == TrumpTurned(c("J2"), None, False)


def test_wizard_turned_then_trump_chosen():
    state, events = start(Rules(players=4), {1: (["C2", "C3", "C4", "C5"], "W3")}, 1)
    assert events[1] == TrumpTurned(c("W3"), None, True)
    state, events = run(state, "trump H")
    assert events == [TrumpChosen(1, Suit.H)]


def test_a_whole_round_of_events():
    state = start_round(Rules(players=3), 2, ["C14 D2", "C2 D3", "C3 D14"], "S2", 1)
    state, events = run(state, "bid 1", "bid 0")
    assert events == [BidMade(2, 1, False), BidMade(0, 0, False)]
    state, events = run(state, "bid 1")
    assert events == [BidMade(1, 1, False)]  # no BidsRevealed with open bids
    before = tuple(state.totals)
    state, events = run(state, "play C3", "play C14")
    assert events == [CardPlayed(2, c("C3"), 1), CardPlayed(0, c("C14"), 1)]
    state, events = run(state, "play C2")
    assert events == [
        CardPlayed(1, c("C2"), 1),
        TrickWon(0, 2, (c("C3"), c("C14"), c("C2")), 1),
    ]
    state, events = run(state, "play D2", "play D3")
    assert events == [CardPlayed(0, c("D2"), 2), CardPlayed(1, c("D3"), 2)]
    state, events = run(state, "play D14")
    points = (-10, -10, 30)
    totals = tuple(b + p for b, p in zip(before, points, strict=True))
    assert events == [
        CardPlayed(2, c("D14"), 2),
        TrickWon(2, 0, (c("D2"), c("D3"), c("D14")), 2),
        RoundScored(2, (0, 1, 1), (1, 0, 1), points, totals),
    ]
    assert state.phase == Phase.ROUND_OVER
    state, events = state.apply(NextRound())
    assert [type(e) for e in events] == [RoundDealt, TrumpTurned]
    assert events[0].round == 3 and events[0].dealer == 2
    assert events[0].hands == state.dealt_hands
    assert all(len(h) == 3 for h in events[0].hands)
    assert events[1].card == state.turned


def test_hidden_bids_events():
    state, _ = start(Rules(players=3, hidden_bids=True), {1: (["C2", "C3", "C4"], "D9")}, 0)
    state, events = run(state, "bid 1", "bid 0")
    assert events == [BidMade(1, 1, True), BidMade(2, 0, True)]
    state, events = run(state, "bid 1")
    assert events == [BidMade(0, 1, True), BidsRevealed((1, 1, 0))]


def test_last_round_turns_nothing_and_game_over_closes():
    rules = Rules(players=6)
    state, _ = new_game(rules, seed=4)
    rng = random.Random(4)
    last_events = []
    while not state.is_over:
        state, last_events = state.apply(rng.choice(state.legal_actions()))
        if last_events and isinstance(last_events[0], RoundDealt) and state.round == 10:
            assert last_events[1] == TrumpTurned(None, None, False)
    assert isinstance(last_events[-1], GameOver)
    assert isinstance(last_events[-2], RoundScored)
    assert last_events[-1].totals == tuple(state.totals)
    assert last_events[-1].winners == tuple(state.winners())


def _grammar_check(rules, seed):
    """Walk a whole game and check the event stream round by round."""
    n = rules.players
    state, events = new_game(rules, seed=seed)
    rng = random.Random(seed)
    stream = list(events)
    while not state.is_over:
        state, events = state.apply(rng.choice(state.legal_actions()))
        stream.extend(events)
    pos = 0
    for rec in state.history:
        r = rec.number
        dealt = stream[pos]
        assert dealt == RoundDealt(r, rec.dealer, rec.hands)
        turned = stream[pos + 1]
        assert isinstance(turned, TrumpTurned) and turned.card == rec.turned
        pos += 2
        if turned.dealer_chooses:
            assert stream[pos] == TrumpChosen(rec.dealer, rec.trump)
            pos += 1
        else:
            assert turned.trump == rec.trump
        for seat in rec.bid_order:
            assert stream[pos] == BidMade(seat, rec.bids[seat], rules.hidden_bids)
            pos += 1
        if rules.hidden_bids:
            assert stream[pos] == BidsRevealed(rec.bids)
            pos += 1
        for t_no, trick in enumerate(rec.tricks, 1):
            for k, card in enumerate(trick.cards):
                assert stream[pos] == CardPlayed((trick.leader + k) % n, card, t_no)
                pos += 1
            assert stream[pos] == TrickWon(trick.winner, trick.leader, trick.cards, t_no)
            pos += 1
        assert stream[pos] == RoundScored(r, rec.bids, rec.won, rec.points, rec.totals)
        pos += 1
    assert stream[pos] == GameOver(tuple(state.totals), tuple(state.winners()))
    assert pos + 1 == len(stream)


@pytest.mark.parametrize("rules", ALL_RULES, ids=str)
def test_event_stream_of_whole_games(rules):
    for seed in range(3):
        _grammar_check(rules, seed)


def test_events_are_values():
    e = CardPlayed(0, c("H14"), 1)
    assert e == CardPlayed(0, c("H14"), 1)
    with pytest.raises(AttributeError):
        e.seat = 1  # frozen


def test_events_of_bid_all_helper_round():
    # Sanity: a helper-driven round ends with RoundScored consistent with history.
    state = start_round(Rules(players=3), 1, ["C2", "C3", "C4"], "D2", 0)
    state = bid_all(state, {0: 0, 1: 0, 2: 1})
    state, events = run(state, "play C3", "play C4", "play C2")
    assert events[-1] == RoundScored(
        1,
        (0, 0, 1),
        (0, 0, 1),
        (20, 20, 30),
        tuple(state.history[-1].totals),
    )
