"""Expert's options ``ssee`` and ``bsee``: in the learned play-outs the searching seat's
own cards look at the sampled deal (the cards the seats after it in the trick hold)."""

from __future__ import annotations

import random

import pytest

from ai.arena import parse_seat
from ai.base import make_player
from ai.playout import FULL_MASK, playout
from ai.playout_policy import default_policy
from ai.search_options import EXPERT, SearchOptionError, SearchOptions
from game.rules import Rules
from game.rules.play import play_game
from tests.test_ai_playout_policy import _deal8


class _Unseen:
    """The fitted policy, noting for each card chosen the seat, the cards it was told it
    had not seen, and the cards the seats after it in the trick held at that moment."""

    def __init__(self, policy, hands, masks):
        self.policy, self.masks, self.calls = policy, masks, []
        self.seat_of = {id(h): s for s, h in enumerate(hands)}

    def pick(self, hand, mask, pos, led, best, need, n, trump, unseen, *rest):
        seat = self.seat_of[id(hand)]
        later = 0
        for i in range(1, n - pos):
            later |= self.masks[(seat + i) % n]
        self.calls.append((seat, unseen, later, mask))
        return self.policy.pick(hand, mask, pos, led, best, need, n, trump, unseen, *rest)


@pytest.mark.parametrize("me", range(4))
def test_with_sight_the_own_seat_sees_the_later_seats_cards(me):
    rng = random.Random(11 + me)
    hands, masks = _deal8(rng)
    policy = _Unseen(default_policy(), hands, masks)
    won = playout(hands, masks, 1, 2, [], [2, 1, 3, 0], 4, policy=policy, rng=rng, me=me,
                  sight=True)
    assert sum(won) == 8 and len(policy.calls) == 32
    mine = [c for c in policy.calls if c[0] == me]
    assert len(mine) == 8 and all(unseen == later for _s, unseen, later, _m in mine)
    # The last card of a trick has nobody after it: nothing left to see.
    assert any(unseen == 0 for _s, unseen, _l, _m in mine)
    # The others still judge from what they may know: every card not seen nor held.
    others = [c for c in policy.calls if c[0] != me]
    assert all(unseen & mask == 0 and unseen != later for _s, unseen, later, mask in others)


def test_without_sight_or_without_an_own_seat_nobody_sees_the_deal():
    for me, sight in ((0, False), (-1, True)):
        rng = random.Random(5)
        hands, masks = _deal8(rng)
        policy = _Unseen(default_policy(), hands, masks)
        playout(hands, masks, 1, 0, [], [2, 1, 3, 0], 4, policy=policy, rng=rng, me=me,
                sight=sight)
        # The first lead sees every card but its own hand: none have been played.
        first = policy.calls[0]
        assert first[0] == 0 and first[1] == FULL_MASK & ~first[3]


def _short_game(**options) -> list[str]:
    """The actions of a seeded 5-round game of four Experts at 60 play-outs."""
    actions = []
    players = [make_player("expert", seed=40 + i, iterations=60, time_ms=100_000, **options)
               for i in range(4)]
    play_game(Rules(4, length=5), players, 83,
              on_decision=lambda s, v, a, _t: actions.append(str(a)))
    return actions


def test_the_options_act_where_they_say_and_read_back():
    base = _short_game()
    cards = _short_game(ssee=True)
    assert cards == _short_game(ssee=True) and cards != base
    # ssee leaves the bids' play-outs alone: round 1's bids are the same.
    first_bids = [a for a in base if a.startswith("bid")][:4]
    assert [a for a in cards if a.startswith("bid")][:4] == first_bids
    assert _short_game(bsee=True) != base
    options = SearchOptions.parse("ssee=1:bsee=1", EXPERT)
    assert options.ssee and options.bsee and not EXPERT.ssee and not EXPERT.bsee
    assert SearchOptions.parse(str(options)) == options
    assert parse_seat("expert:ssee=1").options == {"ssee": 1}
    with pytest.raises(SearchOptionError):
        SearchOptions.parse("ssee=2")
