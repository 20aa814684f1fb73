"""Expert's own parts of the special-card search: the learned 60-card policy in its
play-outs where the policy's features hold (ai.special.learned) and the safe bid
(ai.special.search.SafeBids)."""

from __future__ import annotations

import random

from ai import make_player
from ai.playout_policy import default_policy
from ai.special.learned import LearnedPlays
from ai.special.playout import PLAY, deck_mask, seen_cards
from ai.special.search import Ratings, SafeBids
from game.rules import Phase, Rules, new_game, seat_view
from tests.special_support import run, start_round


def _plays(seed: int = 0) -> LearnedPlays:
    return LearnedPlays(default_policy(), random.Random(seed), temp=1.0)


def _to_play(hands, turned, bids, *plays, special="25"):
    rules = Rules(players=3, special=special)
    state = start_round(rules, len(hands[0].split()), hands, turned, dealer=2)
    state, _ = run(state, *(f"bid {b}" for b in bids), *plays)
    return state


def _card(plays: LearnedPlays, state):
    return plays.card(state, seen_cards(state), deck_mask(state))


def test_a_plain_decision_gets_a_legal_card_of_the_policy():
    state = _to_play(["C9 D4 H12", "C5 D5 S3", "C14 D9 H2"], "S2", [1, 1, 1])
    plays = _plays()
    card = _card(plays, state)
    assert card is not None and PLAY[card] in state.legal_actions()
    assert plays.asked == 1


def test_a_seat_holding_a_special_card_plays_by_the_rule():
    state = _to_play(["C9 D4 BOMB", "C5 D5 S3", "C14 D9 H2"], "S2", [1, 1, 1])
    assert _card(_plays(), state) is None


def test_a_special_card_in_the_trick_leaves_the_decision_to_the_rule():
    state = _to_play(["DRAGON D4 H12", "C5 D5 S3", "C14 D9 H2"], "S2", [1, 1, 1],
                     "play DRAGON")
    assert _card(_plays(), state) is None


def _plain(state) -> bool:
    """The policy's features hold: no special card in the mover's hand nor the trick."""
    hand_special = state.hands[state.to_move] >> 60
    return not hand_special and all(int(c) < 60 for c in state.trick)


def test_in_whole_games_the_policy_is_asked_only_where_its_features_hold():
    plays = _plays(3)
    answered = declined = 0
    for seed in range(6):
        rules = Rules(players=3 + seed % 4, special="25", length=5)
        state, _ = new_game(rules, seed=seed)
        rng = random.Random(seed)
        while not state.is_over:
            if state.phase == Phase.PLAY and None not in state.bids:
                card = _card(plays, state)
                if card is None:
                    assert not _plain(state)
                    declined += 1
                else:
                    assert _plain(state)
                    assert PLAY[card] in state.legal_actions()
                    answered += 1
            state.apply_in_place(rng.choice(state.legal_actions()))
    assert answered > 50 and declined > 5


def test_the_safe_bid_is_the_one_made_most_often_among_the_near_best():
    rt = Ratings(3, 4)
    rt.worlds = 10
    rt.points = [300.0, 250.0, 150.0]  # means 30, 25, 15
    rt.made = [4, 7, 9]
    assert SafeBids(8.0).pick(rt) == 1  # 15 is more than 8 below the best
    assert SafeBids(20.0).pick(rt) == 2
    assert SafeBids(8.0, upto=7).applies(7) and not SafeBids(8.0, upto=7).applies(8)


def test_expert_searches_with_the_policy_and_the_safe_bid_and_hard_without():
    expert = make_player("expert", seed=1).special_search()
    hard = make_player("hard", seed=1).special_search()
    assert expert.plays is not None and expert.bids == SafeBids(8.0, 7)
    assert hard.plays is None and hard.bids is None


def test_experts_play_outs_play_the_policys_cards():
    state = _to_play(["C9 D4 H12 S7", "C5 D5 S3 H4", "C14 D9 H2 S11"], "S2", [1, 1, 1])
    view = seat_view(state, 0)
    for level, learned in (("expert", True), ("hard", False)):
        p = make_player(level, seed=2, iterations=24, time_ms=None)
        p.choose(view)
        assert (p.special.last_stats["learned"] > 0) == learned, level
