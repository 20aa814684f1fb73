"""Reading the table (``ai.table_reading``): the plays of the finished rounds scored
under the fitted policies, and each seat read as the level it plays like
(``omodel=read``)."""

from __future__ import annotations

import random

import pytest

from ai.base import make_player
from ai.playout_policy import default_policy, opponent_policy
from ai.table_reading import model_choice, round_logliks
from game.bots.arena import parse_seat
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
