"""Playing for the win in the game's last rounds (``ai.goal``, Expert option ``goal``)."""
from __future__ import annotations

import dataclasses
import math
from collections import Counter

import pytest

from ai.base import make_player
from ai.goal import FieldGoal, WinGoal, goal_for, win_chance
from game.bots import positions
from game.bots.arena import parse_seat
from game.rules.view import seat_view


def test_the_last_round_is_won_outright_shared_or_lost():
    assert win_chance([100, 90, 90, 20], 0, 0) == 1.0
    assert win_chance([90, 100, 90, 20], 0, 0) == 0.0
    assert win_chance([100, 100, 90, 20], 0, 0) == 0.5
    assert win_chance([100, 100, 100, 20], 2, 0) == pytest.approx(1 / 3)


def test_with_rounds_to_come_the_chance_is_estimated():
    assert win_chance([50, 50, 50, 50], 0, 70) == pytest.approx(0.125)  # even: 1/2 each
    assert win_chance([500, 50, 50, 50], 0, 70) == pytest.approx(1.0)
    assert win_chance([50, 500, 50, 50], 0, 70) == pytest.approx(0.0, abs=1e-9)
    chances = [win_chance([mine, 60, 40, 0], 0, 70) for mine in range(0, 200, 10)]
    assert chances == sorted(chances) and chances[0] < 0.2 < 0.8 < chances[-1]


def test_the_bonus_scores_each_seat_s_round_first():
    # Seat 0 is 20 behind seat 1. Made bids: 0 scores 30 (bid 1 made), 1 scores -10.
    goal = WinGoal([100, 120, 0, 0], 0, rounds_left=0, weight=200)
    assert goal.bonus([1, 1, 0, 0], [1, 0, 0, 0]) == 200.0
    assert goal.bonus([1, 1, 0, 0], [0, 1, 0, 0]) == 0.0
    later = WinGoal([100, 120, 0, 0], 0, rounds_left=2, weight=200)
    assert later.sd == pytest.approx(50 * math.sqrt(2))
    assert 0 < later.bonus([1, 1, 0, 0], [0, 1, 0, 0]) < 100


def test_the_field_bonus_weighs_each_own_score_against_the_pooled_field():
    # Seat 1, 10 ahead of seat 0, ends its round on 10 or -10, as often: on 120 or 100.
    goal = FieldGoal([100, 110, 0, 0], 0, rounds_left=0, weight=200)
    field = {1: Counter({10: 1, -10: 1}), 2: Counter({0: 4}), 3: Counter({0: 4})}
    # Seat 0 on 120: a tie (half) or a win -> 0.75; on 110: lost or won -> 0.5.
    assert goal.field_bonus(Counter({20: 2, 10: 1}), field) == pytest.approx(
        200 * (2 * 0.75 + 1 * 0.5))
    assert goal.field_bonus(Counter(), field) == 0.0


def test_the_field_bonus_is_bold_behind_and_safe_ahead():
    """Two moves with the same mean round score (30): one sure, one 70 or -10."""
    sure, bold = Counter({30: 2}), Counter({70: 1, -10: 1})
    field = {1: Counter({0: 1}), 2: Counter({0: 1}), 3: Counter({0: 1})}
    behind = FieldGoal([100, 140, 0, 0], 0, rounds_left=0, weight=200)
    assert behind.field_bonus(bold, field) > behind.field_bonus(sure, field) == 0.0
    ahead = FieldGoal([150, 140, 0, 0], 0, rounds_left=0, weight=200)  # 0.75 if bold
    assert ahead.field_bonus(sure, field) > ahead.field_bonus(bold, field)
    later = FieldGoal([100, 140, 0, 0], 0, rounds_left=2, weight=200)
    assert 0 < later.field_bonus(sure, field) < 2 * 100


def _view(position_id: str, totals, rounds_after: int = 0, **rules):
    """The suite's position, in a game that ends ``rounds_after`` rounds after it, with
    these totals."""
    p = next(p for p in positions.load() if p.id == position_id)
    view = seat_view(positions.build(p), p.seat)
    game_rules = dataclasses.replace(view.rules, length=view.round + rounds_after, **rules)
    return dataclasses.replace(view, totals=tuple(totals), rules=game_rules)


def test_the_goal_holds_in_the_last_rounds_only():
    assert goal_for(_view("need-all-draw-trumps", [0] * 4), 1) is not None
    assert goal_for(_view("need-all-draw-trumps", [0] * 4, 1), 1) is None
    assert goal_for(_view("need-all-draw-trumps", [0] * 4, 1), 2).rounds_left == 1
    assert goal_for(_view("need-all-draw-trumps", [0] * 4), 0) is None


def _values(view, **options) -> dict:
    player = make_player("expert", seed=7, iterations=240, time_ms=100000, **options)
    player.choose(view)
    return player.last_stats["values"]


@pytest.mark.parametrize("position_id", ["need-all-top-trump-first", "bid-no-trump-two-aces"])
@pytest.mark.parametrize("gfield", [0, 1])
def test_the_goal_adds_the_weighted_win_chance_to_each_move(position_id, gfield):
    """The same seed sees the same deals and play-outs; the goal adds weight x the win
    chance, which is 1 far ahead, 0 far behind, and between for a close game, in the
    coupled and the decoupled (``gfield``) form."""
    for totals, low, high in (([900, 0, 0, 0], 150, 150), ([0, 0, 900, 0], 0, 0),
                              ([40, 50, 30, 0], 0, 150)):
        view = _view(position_id, totals)
        plain = _values(view, goal=0)
        aimed = _values(view, goal=1, gweight=150, gfield=gfield, gweak=False)
        assert plain.keys() == aimed.keys()
        for move, value in plain.items():
            assert low - 1e-6 <= aimed[move] - value <= high + 1e-6
        if low == high:
            assert max(aimed, key=aimed.get) == max(plain, key=plain.get)


@pytest.mark.parametrize("gfield", [0, 1])
def test_in_a_close_last_round_the_goal_changes_what_a_move_is_worth(gfield):
    view = _view("bid-no-trump-two-aces", [40, 50, 30, 0])
    plain = _values(view, goal=0)
    aimed = _values(view, goal=1, gweight=150, gfield=gfield, gweak=False)
    gains = {move: aimed[move] - plain[move] for move in plain}
    assert max(gains.values()) - min(gains.values()) > 10  # not one constant for all


def test_hidden_bids_turn_the_goal_off():
    view = _view("need-all-draw-trumps", [0] * 4, hidden_bids=True)
    assert goal_for(view, 3) is None


def test_the_option():
    assert parse_seat("expert:goal=3:gweight=150").options == {"goal": 3, "gweight": 150.0}
    assert parse_seat("expert:goal=3:gfield=1").options == {"goal": 3, "gfield": 1}
    for bad in ("expert:goal=-1", "expert:gfield=2"):
        with pytest.raises(ValueError):
            parse_seat(bad)
    player = make_player("expert", seed=1, goal=2, gweight=120)
    assert (player.options.goal, player.options.gweight) == (2, 120.0)
    expert = make_player("expert", seed=1)  # the goal at weak tables only (gweak)
    assert (expert.options.goal, expert.options.gfield, expert.options.gweak) == (4, True, True)
    assert expert.options.gweight == 500.0  # a win worth 500 points (docs/ai-lab.md)
    assert make_player("hard", seed=1).options.goal == 0
    assert make_player("expert", seed=1, goal=4, gfield=1).options.gfield

