"""hypothesis: any sequence of legal actions keeps the engine's invariants."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import (
    CARDS,
    BidsRevealed,
    Phase,
    Play,
    new_game,
    seat_view,
)
from game.rules.cards import SUIT_OF, WIZARD
from game.rules.serialize import state_to_json
from tests.rules_support import ALL_RULES


def expected_points(bid: int, won: int) -> int:
    return 20 + 10 * won if bid == won else -10 * abs(bid - won)


def check_invariants(state) -> None:
    n, r = state.players, state.round
    deck = state.decks[r - 1]
    assert 1 <= r <= state.rules.rounds
    assert state.dealer == (state.first_dealer + r - 1) % n
    # The 60 cards: hands + played this round + the stock are distinct and all of them.
    hands = [state.hand(s) for s in range(n)]
    played = [x for t in state.tricks for x in t.cards] + list(state.trick)
    stock = list(deck[r * n :])
    everything = [x for h in hands for x in h] + played + stock
    assert sorted(everything) == list(CARDS)
    dealt = state.dealt_hands
    for s in range(n):
        assert set(hands[s]) <= set(dealt[s])
    # Hand sizes: r minus the tricks played, minus one if the seat is in the current trick.
    in_trick = {(state.trick_leader + k) % n for k in range(len(state.trick))}
    for s in range(n):
        assert len(hands[s]) == r - len(state.tricks) - (s in in_trick)
    # Tricks of the round and who won them.
    assert len(state.tricks) <= r
    assert sum(state.won) == len(state.tricks)
    for s in range(n):
        assert state.won[s] == sum(t.winner == s for t in state.tricks)
    # Trump follows the turned card.
    if state.turned is None:
        assert r * n == 60 and state.trump is None
    else:
        assert state.turned == deck[r * n]
        kind = SUIT_OF[state.turned]
        if kind < 4:
            assert state.trump == kind
        elif kind != WIZARD:
            assert state.trump is None
    # Phase and whose turn it is.
    made = sum(b is not None for b in state.bids)
    phase = state.phase
    if phase == Phase.CHOOSE_TRUMP:
        assert SUIT_OF[state.turned] == WIZARD and state.trump is None
        assert state.to_move == state.dealer and made == 0 and not state.tricks
    elif phase == Phase.BID:
        assert made < n and state.to_move == state.bid_order[made]
        assert not state.tricks and not state.trick
        assert all(state.bids[s] is not None for s in state.bid_order[:made])
    elif phase == Phase.PLAY:
        assert made == n and len(state.tricks) < r
        assert state.to_move == (state.trick_leader + len(state.trick)) % n
        expected_leader = state.tricks[-1].winner if state.tricks else state.bid_order[0]
        assert state.trick_leader == expected_leader
        assert len(state.trick) < n
    else:
        assert phase in (Phase.ROUND_OVER, Phase.GAME_OVER)
        assert state.to_move is None and len(state.tricks) == r and not state.trick
        assert (phase == Phase.GAME_OVER) == (r == state.rules.rounds)
        assert state.history and state.history[-1].number == r
    assert bool(state.legal_actions()) == (phase != Phase.GAME_OVER)
    # Finished rounds: tricks per round, score formula, totals are sums of points.
    finished = len(state.history)
    assert finished == (r if phase in (Phase.ROUND_OVER, Phase.GAME_OVER) else r - 1)
    running = [0] * n
    for i, rec in enumerate(state.history):
        assert rec.number == i + 1 and len(rec.tricks) == rec.number
        assert all(len(t.cards) == n for t in rec.tricks)
        assert sum(rec.won) == rec.number
        assert sorted(x for t in rec.tricks for x in t.cards) == sorted(
            x for h in rec.hands for x in h
        )
        if state.rules.plus_minus_one:
            assert sum(rec.bids) != rec.number
        assert all(0 <= b <= rec.number for b in rec.bids)
        assert rec.points == tuple(
            expected_points(b, w) for b, w in zip(rec.bids, rec.won, strict=True)
        )
        running = [t + p for t, p in zip(running, rec.points, strict=True)]
        assert list(rec.totals) == running
    assert state.totals == running
    # Legal cards are in the hand of the seat to move.
    for a in state.legal_actions():
        if isinstance(a, Play):
            assert a.card in hands[state.to_move]
    check_views(state, hands)


def check_views(state, hands) -> None:
    n = state.players
    blind = state.rules.blind_first_round and state.round == 1
    for seat in range(n):
        v = seat_view(state, seat)
        others = {x for s in range(n) if s != seat for x in hands[s]}
        if blind:
            assert v.hand is None
            assert v.others_hands == {s: tuple(hands[s]) for s in range(n) if s != seat}
        else:
            assert v.hand == tuple(hands[seat]) and v.others_hands is None
        # No field of this round may reveal a card another seat still holds
        # (finished rounds in v.history were played out, so they are public).
        visible = set(v.trick) | {x for t in v.tricks for x in t.cards}
        visible |= {a.card for a in v.legal if isinstance(a, Play)}
        if v.turned is not None:
            visible.add(v.turned)
        if v.hand is not None:
            visible |= set(v.hand)
        assert not (visible & others), (seat, visible & others)
        # The stock stays hidden too (except the turned card).
        stock = set(state.decks[state.round - 1][state.round * n + 1 :])
        assert not (visible & stock)
        assert not hasattr(v, "decks") and not hasattr(v, "hands")
        # Bids: hidden while hidden bidding is on, public otherwise.
        if state.rules.hidden_bids and state.phase == Phase.BID:
            assert v.bids == tuple(b if s == seat else None for s, b in enumerate(state.bids))
        else:
            assert v.bids == tuple(state.bids)
        assert v.legal == (tuple(state.legal_actions()) if state.to_move == seat else ())


rules_st = st.sampled_from(ALL_RULES)


@settings(deadline=None, max_examples=80, database=None)
@given(
    rules=rules_st,
    seed=st.integers(0, 2**32),
    picks=st.lists(st.integers(0, 59), max_size=120),
    tail_seed=st.integers(0, 2**16),
    length=st.one_of(st.integers(0, 200), st.just(100_000)),  # often a whole game
)
def test_legal_action_sequences_keep_invariants(rules, seed, picks, tail_seed, length):
    state, _events = new_game(rules, seed=seed)
    check_invariants(state)
    tail = random.Random(tail_seed)
    revealed = False
    for step in range(length):
        if state.is_over:
            break
        legal = state.legal_actions()
        i = picks[step] if step < len(picks) else tail.randrange(60)
        before = state_to_json(state) if step % 25 == 0 else None
        nxt, events = state.apply(legal[i % len(legal)])
        if before is not None:
            assert state_to_json(state) == before  # apply never changes the old state
        if any(isinstance(e, BidsRevealed) for e in events):
            assert rules.hidden_bids
            revealed = True
        state = nxt
        check_invariants(state)
    if rules.hidden_bids and state.round > 1:
        assert revealed


@settings(deadline=None, max_examples=25, database=None)
@given(rules=rules_st, seed=st.integers(0, 2**32), tail_seed=st.integers(0, 2**16))
def test_whole_games_end_in_game_over(rules, seed, tail_seed):
    state, _ = new_game(rules, seed=seed)
    rng = random.Random(tail_seed)
    steps = 0
    while not state.is_over:
        state.apply_in_place(rng.choice(state.legal_actions()))
        steps += 1
        if steps % 40 == 0:
            check_invariants(state)
    check_invariants(state)
    assert len(state.history) == rules.rounds
    n = rules.players
    expected = rules.rounds - 1  # NextRound between rounds
    for r in range(1, rules.rounds + 1):
        expected += n + r * n  # the bids and the cards played
        if r * n < 60 and SUIT_OF[state.decks[r - 1][r * n]] == WIZARD:
            expected += 1  # the dealer's choice of trump
    assert steps == expected == len(state.log)
