"""Inference from the others' plays this round (ai.play_inference, Expert's playinf)."""

from __future__ import annotations

import random

import pytest

from ai.arena import parse_seats
from ai.heuristic import HeuristicPlayer
from ai.knowledge import POWER, Knowledge
from ai.play_inference import misses, observed_plays
from ai.playout_policy import default_policy, opponent_policy
from ai.search import Sampler, _expert
from game.rules import NextRound, Phase, Rules, new_game, seat_view
from tests.test_ai_search import expert_card_ignores_hidden_cards


def _medium_positions(seeds, per_game=3):
    """Seat 0's card decisions after two tricks, from games of four Medium."""
    out = []
    for seed in seeds:
        state, _ = new_game(Rules(4), seed=seed)
        players = [HeuristicPlayer(memory=True, kind="medium", seed=seed * 10 + i)
                   for i in range(4)]
        rng = random.Random(seed)
        found = 0
        while state.phase != Phase.GAME_OVER and found < per_game:
            if state.phase == Phase.ROUND_OVER:
                state.apply_in_place(NextRound())
                continue
            seat = state.to_move
            view = seat_view(state, seat)
            if (state.phase == Phase.PLAY and seat == 0 and len(view.tricks) >= 2
                    and state.round >= 5 and rng.random() < 0.5):
                out.append(state.clone())
                found += 1
            state.apply_in_place(players[seat].choose(view))
    return out


def test_observed_plays_are_the_hidden_seats_plays_with_what_they_knew():
    state = _medium_positions([3], per_game=1)[0]
    view = seat_view(state, 0)
    k = Knowledge(view)
    plays = observed_plays(view, set(k.hidden_seats()))
    cards = [int(c) for t in view.tricks for c in t.cards] + [int(c) for c in view.trick]
    mine = k.played_by[0]
    assert [p.card for p in plays] == [c for c in cards if not mine >> c & 1]
    for i, p in enumerate(plays):
        later = [q.card for q in plays[i + 1:] if q.seat == p.seat]
        assert p.after == sum(1 << c for c in later)
        assert p.unseen >> p.card & 1  # not seen before it was played
        assert not any(p.unseen >> c & 1 for c in cards[:cards.index(p.card)])
        assert p.need <= view.bids[p.seat]
    # The first trick's leader needed its whole bid.
    first = view.tricks[0]
    lead = next((p for p in plays if p.card == int(first.cards[0])), None)
    if lead is not None:
        assert (lead.pos, lead.need) == (0, view.bids[first.leader])


def test_observed_plays_need_the_bids():
    state = _medium_positions([3], per_game=1)[0]
    view = seat_view(state, 0)
    hidden = view.bids[:1] + (None,) + view.bids[2:]
    from dataclasses import replace

    assert observed_plays(replace(view, bids=hidden), {1, 2, 3}) == []


def test_the_limit_only_stops_the_count():
    policies = [default_policy()] * 4
    for state in _medium_positions([5, 6]):
        view = seat_view(state, 0)
        k = Knowledge(view)
        plays = observed_plays(view, set(k.hidden_seats()))
        sampler = Sampler(k, random.Random(2), True)
        power = POWER[k.trump + 1]
        for _ in range(10):
            hands = sampler.sample()
            full = misses(plays, hands, policies, power, 4, k.trump)
            for limit in (1, 2, 3):
                assert misses(plays, hands, policies, power, 4, k.trump, limit) == min(full, limit)


def test_weighing_by_the_plays_deals_the_true_cards_more_often():
    """Against Medium, modelled by the policy fitted to it, the sampled hands hold more
    of each opponent's true cards with the play evidence than without it."""
    medium = opponent_policy("medium")
    policies = [default_policy(), medium, medium, medium]
    share = {1.0: [], 0.1: []}
    for state in _medium_positions([0, 1, 2]):
        k = Knowledge(seat_view(state, 0))
        truth = {s: state.hands[s] for s in k.hidden_seats()}
        for miss in share:
            sampler = Sampler(k, random.Random(1), True, 1.0, None, policies, miss, worlds=60)
            for _ in range(60):
                hands = sampler.sample()
                for s, m in truth.items():
                    held = sum(1 for c in hands[s] if m >> c & 1)
                    share[miss].append(held / max(1, len(hands[s])))
    mean = {miss: sum(v) / len(v) for miss, v in share.items()}
    assert mean[0.1] > mean[1.0] + 0.01, mean


def test_a_weighed_deal_is_dealt_again_in_turn():
    state = _medium_positions([4], per_game=1)[0]
    k = Knowledge(seat_view(state, 0))
    sampler = Sampler(k, random.Random(1), True, 1.0, None, [default_policy()] * 4, 0.2,
                      worlds=3)
    first = [sampler.sample() for _ in range(3)]
    again = [sampler.sample() for _ in range(3)]
    assert again == first
    again[0][1].pop()  # the caller's copy, not the kept deal
    assert sampler.sample() == first[0]


def test_no_cheating_with_play_inference():
    small = {"iterations": 150, "time_ms": 100_000, "playinf": 0.2}
    assert expert_card_ignores_hidden_cards(small) >= 3


@pytest.mark.parametrize("value", ["0", "1.5", "-1", "nan", "x"])
def test_a_bad_playinf_is_refused(value):
    with pytest.raises(ValueError, match=f"bad seat option 'playinf={value}'"):
        parse_seats(f"expert:playinf={value},medium,medium,medium", 4)


def test_playinf_reaches_the_player():
    (spec, *_rest) = parse_seats("expert:playinf=0.2,medium,medium,medium", 4)
    assert spec.options == {"playinf": 0.2}
    assert _expert(seed=1, playinf=0.2).playinf == 0.2
    assert _expert(seed=1).playinf == 1.0
