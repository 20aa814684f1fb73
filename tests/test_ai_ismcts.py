"""Information-set search over the seat's own cards (ai.ismcts, Expert's tree=1)."""

from __future__ import annotations

import random
import time

import pytest

from ai.ismcts import Node, policy_card
from ai.knowledge import Knowledge
from ai.playout import IS_WIZARD, NOT_JESTER, OPEN, playout
from ai.positions import load, run
from ai.sampler import Sampler
from ai.search import SearchPlayer, _expert
from game.rules import Phase, Rules, new_game, seat_view
from game.rules.core import NO_SUIT
from game.rules.fast import STRENGTH
from tests.test_ai_search import expert_card_ignores_hidden_cards, positions

SMALL = {"iterations": 150, "time_ms": 100_000, "tree": True}


def test_no_cheating_with_the_tree():
    """Same seed, same card when the hidden cards are dealt differently."""
    assert expert_card_ignores_hidden_cards(SMALL) >= 3


def test_tree_records_visits_and_hint_numbers():
    state, _ = new_game(Rules(4), seed=3)
    rng = random.Random(3)
    while not (state.phase == Phase.PLAY and state.round >= 6 and len(state.legal_actions()) > 2):
        state.apply_in_place(rng.choice(state.legal_actions()))
    view = seat_view(state, state.to_move)
    p = _expert(seed=1, **SMALL)
    action = p.choose(view)
    assert action in view.legal
    stats = p.last_stats
    assert stats["iterations"] == 150
    assert set(stats["made"]) <= {str(int(a.card)) for a in view.legal}
    assert all(0 <= v <= 1 for v in stats["made"].values())
    # The move is the most visited candidate.
    assert str(int(action.card)) in stats["made"]


def test_policy_card_is_the_playouts_policy():
    """Played card by card, the policy gives the same tricks as ``playout``."""
    for seed in range(40):
        rng = random.Random(seed)
        state, _ = new_game(Rules(4), seed=seed)
        while not (state.phase == Phase.PLAY and state.round >= 3):
            state.apply_in_place(rng.choice(state.legal_actions()))
        k = Knowledge(seat_view(state, state.to_move))
        power = Sampler(k, rng, False).power
        hands = [sorted((c for c in range(60) if state.hands[s] >> c & 1),
                        key=power.__getitem__, reverse=True) for s in range(4)]
        bids = [rng.randrange(state.round + 1) for _ in range(4)]
        masks = [state.hands[s] for s in range(4)]
        expect = playout([h[:] for h in hands], masks[:], k.trump, k.trick_leader, [],
                         bids[:], 4)
        # Step by step with policy_card.
        tables, open_tab = STRENGTH[k.trump + 1], OPEN[k.trump + 1]
        need, won = bids[:], [0] * 4
        leader = seat = k.trick_leader
        while hands[seat]:
            led, best, best_seat = NO_SUIT, -1, leader
            for pos in range(4):
                tab = open_tab if led == NO_SUIT else tables[led + 2]
                c = policy_card(hands[seat], masks[seat], pos, led, best, need[seat], 3,
                                tab, NOT_JESTER, IS_WIZARD)
                assert c in hands[seat]
                hands[seat].remove(c)
                masks[seat] ^= 1 << c
                if led == NO_SUIT:
                    from ai.playout import LED_AFTER
                    led = LED_AFTER[c]
                st = tables[led + 2][c]
                if st > best:
                    best, best_seat = st, seat
                seat = (seat + 1) % 4
            won[best_seat] += 1
            need[best_seat] -= 1
            leader = seat = best_seat
        assert won == expect


def test_time_cap_is_a_backstop_for_the_tree():
    state, _ = new_game(Rules(4), seed=4)
    rng = random.Random(1)
    while not (state.round == 12 and state.phase == Phase.PLAY):
        state.apply_in_place(rng.choice(state.legal_actions()))
    view = seat_view(state, state.to_move)
    p = SearchPlayer("expert", seed=1, iterations=10**9, time_ms=80, tree=True)
    # CPU time: the search must stop at its budget, also when a busy machine (the
    # parallel suite) holds the process back.
    t = time.process_time()
    assert p.choose(view) in view.legal
    assert time.process_time() - t < 0.6


def test_node_defaults():
    n = Node()
    assert (n.visits, n.total, n.avail, n.made, n.children) == (0, 0.0, 0, 0, {})


@pytest.mark.parametrize("tree", [True])
def test_tree_expert_passes_the_position_suite(tree):
    results = run("expert", load(), seed=1, tree=tree)
    ok = sum(r["ok"] for r in results)
    assert ok / len(results) >= 0.95, [r["id"] for r in results if not r["ok"]]


def test_an_unexplored_tree_plays_as_the_determinized_search():
    """With the learned play-outs, one sampled deal and every seat's policy card its best
    (``ptemp=0``), the tree's first walk below each candidate is the determinized
    search's play-out: the same value per candidate on the same deal. So the tree starts
    from what the determinized search knows and only its later visits differ."""
    checked = 0
    for state in positions(Rules(4), seeds=[4, 5, 6]):
        if state.phase != Phase.PLAY or len(state.legal_actions()) < 2:
            continue
        view = seat_view(state, state.to_move)
        flat = _expert(seed=5, time_ms=100_000, ptemp=0, iterations=1)
        flat.choose(view)
        if "values" not in flat.last_stats:
            continue  # the legal cards were equivalent: no search
        values = flat.last_stats["values"]
        tree = _expert(seed=5, time_ms=100_000, ptemp=0, iterations=len(values), tree=True)
        tree.choose(view)
        assert tree.last_stats["iterations"] == len(values)
        assert tree.last_stats["values"] == pytest.approx(values)
        checked += 1
    assert checked >= 3
