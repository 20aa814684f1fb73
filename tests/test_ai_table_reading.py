"""Reading the table (``ai.table_reading``): each other seat's play-out temperature and
bid model from the finished rounds, and Expert's options ``adapt`` and ``readbids`` that
use them."""

from __future__ import annotations

import random

import pytest

from ai.arena import parse_seat
from ai.base import make_player
from ai.knowledge import Knowledge
from ai.playout_policy import default_policy, opponent_policy
from ai.sampler import Sampler
from ai.table_reading import (
    GRID,
    MIN_PLAYS,
    MIN_SIGMA,
    TableReader,
    bid_model,
    fitted_temp,
    model_choice,
    round_logliks,
)
from game.rules import Rules
from game.rules.play import play_game


class _Random:
    """A seat that plays (and bids) uniformly at random among its legal moves."""

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def choose(self, view, time_ms=None):
        return self.rng.choice(view.legal)


@pytest.fixture(scope="module")
def medium_random_game():
    """The finished rounds of one seeded full game: two Medium seats and two random ones."""
    players = [make_player("medium", seed=1), _Random(2), make_player("medium", seed=3),
               _Random(4)]
    return play_game(Rules(4), players, 61).history


def test_a_rule_following_seat_reads_cooler_than_a_random_one(medium_random_game):
    """Medium plays the fitted policy's best card far more often than chance: its
    plays are most likely at a low temperature. A random seat's are most likely at
    the warmest the grid allows (the default): the reading never makes it sharper."""
    temps = TableReader(default_policy(), 1.0).temps(medium_random_game, 4)
    assert temps[0] < 1.0 and temps[2] < 1.0
    assert temps[1] == temps[3] == 1.0


def test_every_play_with_a_choice_is_scored_once(medium_random_game):
    """Each seat plays r cards in round r; those with more than one legal card are
    scored, and the log-likelihood is a log of chances (never above 0)."""
    policy = default_policy()
    for record in medium_random_game:
        per_seat = round_logliks(policy, record, 4)
        for sums, count in per_seat:
            assert 0 <= count <= record.number
            assert all(v <= 1e-9 for v in sums)
        if record.number == 1:
            assert [count for _sums, count in per_seat] == [0, 0, 0, 0]
    assert sum(c for r in medium_random_game for _s, c in round_logliks(policy, r, 4)) > 200


def test_the_default_until_enough_plays_are_known():
    sums = [-10.0, -5.0, -7.0, -9.0]
    assert fitted_temp(sums, MIN_PLAYS - 1, 1.0) == 1.0
    assert fitted_temp(sums, MIN_PLAYS, 1.0) == GRID[1]
    assert fitted_temp(sums, MIN_PLAYS, 2.0) == 2 * GRID[1]  # the grid scales


def test_reading_round_by_round_equals_reading_at_once(medium_random_game):
    """The reader adds each new round once; a history of another game starts afresh."""
    policy = default_policy()
    step = TableReader(policy, 1.0)
    for i in range(1, len(medium_random_game) + 1):
        temps = step.temps(medium_random_game[:i], 4)
        assert temps == TableReader(policy, 1.0).temps(medium_random_game[:i], 4)
    other = play_game(Rules(4, length=9), [make_player("medium", seed=s) for s in range(4)],
                      62).history
    assert step.temps(other, 4) == TableReader(policy, 1.0).temps(other, 4)
    assert step.temps((), 4) == [1.0] * 4


def _game(seed: int, deal: int, rounds: int, **options) -> list[str]:
    """The actions of a seeded game of Expert (60 play-outs a decision, ``options``)
    against three Medium; the engine raises on an illegal move."""
    actions = []
    players = [make_player("expert", seed=seed, iterations=60, time_ms=100_000, **options)]
    players += [make_player("medium", seed=seed + i) for i in range(1, 4)]
    play_game(Rules(4, length=rounds), players, deal,
              on_decision=lambda s, v, a, _t: actions.append(str(a)))
    return actions


def test_adapt_changes_play_only_once_the_others_are_read():
    """Until a seat has shown ``MIN_PLAYS`` plays its temperature is the default, so a
    5-round game (at most 10 plays a seat) is the same with and without ``adapt``; over
    10 rounds the Medium seats are read as cooler and play changes, legally."""
    assert _game(40, 90, 5, adapt=True) == _game(40, 90, 5, adapt=False)
    adapted = _game(40, 90, 10, adapt=True)
    assert adapted == _game(40, 90, 10, adapt=True)
    assert adapted != _game(40, 90, 10, adapt=False)


def test_the_option():
    assert parse_seat("expert:adapt=1").options == {"adapt": 1}
    with pytest.raises(ValueError):
        parse_seat("expert:adapt=2")
    assert make_player("expert", adapt=1).reader is not None
    assert make_player("expert", adapt=1, ptemp=0).reader is None  # nothing drawn to adapt
    assert make_player("hard", adapt=1).reader is None  # hand-written play-outs


def test_a_rule_following_bidder_reads_sharper_than_a_random_one(medium_random_game):
    """Medium bids what its hand is worth: its bids are read with a small sigma. Random
    bids are read as loose as the default or looser."""
    models = TableReader(default_policy(), 1.0).bid_models(medium_random_game, 4)
    assert models[0][1] < 0.7 and models[2][1] < 0.7
    assert models[1][1] > 1.0 and models[3][1] > 1.0


def test_bid_model_shrinks_toward_the_default():
    assert bid_model([], 1.0) == (0.0, 1.0)
    offset, sigma = bid_model([0.5] * 4, 1.0)  # 4 rounds against the prior's 4
    assert offset == pytest.approx(0.25) and sigma == pytest.approx(0.5 ** 0.5)
    offset, sigma = bid_model([0.5] * 400, 1.0)
    assert offset == pytest.approx(0.5, abs=0.01) and sigma == MIN_SIGMA


def test_sampler_with_the_default_models_weighs_as_without():
    """Per-seat models equal to the common (0, sigma) weigh every deal the same."""
    players = [make_player("medium", seed=s) for s in range(4)]
    views = []
    play_game(Rules(4, length=6), players, 63,
              on_decision=lambda s, v, a, _t: views.append(v) if v.round == 6 and
              len(v.trick) == 2 else None)
    k = Knowledge(views[0])
    plain = Sampler(k, random.Random(1), True, 0.8)
    modelled = Sampler(k, random.Random(1), True, 0.8, [(0.0, 0.8)] * 4)
    assert plain.infer and modelled.infer == plain.infer
    for _ in range(50):
        hands = plain._draw()
        assert modelled._weight(hands) == pytest.approx(plain._weight(hands), rel=1e-12)
    sharp = Sampler(k, random.Random(1), True, 0.8, [(0.0, 0.3)] * 4)
    hands = plain._draw()
    assert sharp._weight(hands) <= plain._weight(hands)


def test_readbids_changes_play_from_the_second_round_on():
    assert _game(50, 91, 1, readbids=True) == _game(50, 91, 1, readbids=False)
    read = _game(50, 91, 6, readbids=True)
    assert read == _game(50, 91, 6, readbids=True)
    assert read != _game(50, 91, 6, readbids=False)
    assert parse_seat("expert:readbids=1").options == {"readbids": 1}
    assert make_player("expert", readbids=1).readbids
    assert not make_player("expert", readbids=1, infer=0).readbids  # no bids read at all


@pytest.fixture(scope="module")
def medium_hard_game():
    """The finished rounds of a seeded 8-round game: Medium, Hard, Medium, Hard."""
    players = [make_player("medium", seed=1),
               make_player("hard", seed=2, iterations=100, time_ms=100_000),
               make_player("medium", seed=3),
               make_player("hard", seed=4, iterations=100, time_ms=100_000)]
    return play_game(Rules(4, length=8), players, 2).history


def test_each_seat_is_read_as_the_level_it_plays_like(medium_hard_game):
    """``omodel=read``: the Medium seats' plays are best explained by the policy fitted
    to Medium, the Hard seats' by the one fitted to Hard; until enough plays are known,
    every seat is the default."""
    models = [default_policy(), opponent_policy("medium")]
    assert model_choice(models, medium_hard_game, 4) == [1, 0, 1, 0]
    assert model_choice(models, medium_hard_game[:2], 4) == [0, 0, 0, 0]  # 3 cards each


def test_the_read_models_reach_the_play_outs():
    player = make_player("expert", seed=5, iterations=40, time_ms=100_000, omodel="read")
    game = play_game(Rules(4, length=9), [player] + [make_player("medium", seed=s)
                                                      for s in (6, 7, 8)], 4)
    assert len(game.history) == 9
    medium = opponent_policy("medium")
    assert player.others[1:] == [medium, medium, medium]  # read by the last decision
    assert parse_seat("expert:omodel=read").options == {"omodel": "read"}
