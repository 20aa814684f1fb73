"""Bidding the safer of two near-equal bids (Expert options ``bsafe`` and ``bsafeto``)."""
from __future__ import annotations

import random

import pytest

from ai.base import make_player
from ai.search import safe_pick
from game.bots import positions
from game.bots.arena import parse_seat
from game.rules import Phase, Rules, new_game, seat_view


def test_expert_bids_safer_in_the_rounds_of_up_to_seven_cards():
    assert make_player("expert").options.bsafe == 8.0
    assert make_player("expert").options.bsafeto == 7
    assert make_player("hard").options.bsafe is None
    assert make_player("expert", bsafe=3).options.bsafe == 3.0
    assert make_player("expert", bsafe=None).options.bsafe is None


def test_among_near_equal_bids_the_one_made_most_often():
    # Three bids over 10 worlds: 25, 20 and 24.5 points a world, made 4, 9 and 6 times.
    totals, made = [250.0, 200.0, 245.0], [4, 9, 6]
    assert safe_pick(totals, made, 10, 0.0) == 0
    assert safe_pick(totals, made, 10, 0.5) == 2  # 0.5 behind, made more often
    assert safe_pick(totals, made, 10, 4.9) == 2  # bid 1 is still 5 behind
    assert safe_pick(totals, made, 10, 5.0) == 1


def test_exact_ties_go_to_the_safer_bid_then_to_the_value():
    assert safe_pick([100.0, 100.0], [3, 7], 5, 0.0) == 1
    assert safe_pick([90.0, 100.0], [7, 7], 5, 10.0) == 1


def test_the_option_is_a_tolerance_in_points():
    assert parse_seat("expert:bsafe=3").options == {"bsafe": 3.0}
    for bad in ("expert:bsafe=-1", "expert:bsafe=inf", "expert:bsafe=x"):
        with pytest.raises(ValueError):
            parse_seat(bad)


@pytest.mark.parametrize("tolerance", [None, 0.0, 8.0])
def test_the_bid_is_within_the_tolerance_of_the_best(tolerance):
    """The same seed sees the same deals at every tolerance; ``values`` are the expected
    scores of the bids searched and ``tricks`` how often each took how many, so the bid
    made is never further behind the best than the tolerance, and none within it is
    made more often."""
    checked = 0
    for position_id, view in positions.choices(Phase.BID):
        player = make_player("expert", seed=5, iterations=240, time_ms=100000,
                             bsafe=tolerance)
        bid = str(player.choose(view).tricks)
        stats = player.last_stats
        values = stats.get("values", {})
        if len(values) < 2:  # a single candidate: nothing searched
            continue
        checked += 1
        top = max(values.values())
        assert values[bid] >= top - (tolerance or 0.0) - 1e-9, position_id
        if tolerance is None:
            assert values[bid] == top, position_id
            continue
        made = {b: stats["tricks"][b][int(b)] for b in values}
        near = [b for b in values if values[b] >= top - tolerance - 1e-9]
        assert made[bid] == max(made[b] for b in near), position_id
    assert checked >= 5


def _bid_views(seed: int, last_round: int) -> list:
    """Every bid with a choice in rounds 1..``last_round`` of a seeded 4-player game
    played by random legal moves: bids of every size of hand, unlike the suite's."""
    rng = random.Random(seed)
    state, _events = new_game(Rules(players=4), seed=seed)
    views = []
    while state.round <= last_round and state.phase != Phase.GAME_OVER:
        legal = state.legal_actions()
        if state.phase == Phase.BID and len(legal) >= 2:
            views.append(seat_view(state, state.to_move))
        state, _events = state.apply(rng.choice(legal))
    return views


def test_bsafeto_limits_the_safer_bid_to_the_small_rounds():
    """With ``bsafeto=N`` a round of more than N cards bids the best expected score, as
    without ``bsafe``; a round of N cards or fewer bids as with it. Each view is searched
    from the same seed three ways, so the play-outs see the same deals."""
    small = large = differ = 0
    for view in _bid_views(3, 6) + _bid_views(4, 6):
        bids = {}
        for key, options in {"off": {"bsafe": None}, "safe": {"bsafe": 1000.0, "bsafeto": 0},
                             "to": {"bsafe": 1000.0, "bsafeto": 3}}.items():
            player = make_player("expert", seed=5, iterations=120, time_ms=100000, **options)
            bids[key] = player.choose(view).tricks
        if view.round <= 3:
            small += 1
            assert bids["to"] == bids["safe"], view.round
        else:
            large += 1
            differ += bids["safe"] != bids["off"]
            assert bids["to"] == bids["off"], view.round
    assert small >= 4 and large >= 4 and differ  # the limit changed some bid
