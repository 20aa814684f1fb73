"""Medium's bid read as a rule a hand must explain (ai.bid_rule, Expert option brule)."""

from __future__ import annotations

import random

import pytest

from ai.base import make_player, played_views
from ai.bid_rule import BID_ROUNDS, BidRules, bid_reads, round_hits, rule_bid
from ai.heuristic import HeuristicPlayer
from ai.knowledge import Knowledge, bits
from ai.medium_rule import LOG_MISS
from ai.sampler import Sampler
from game.rules import Phase, Rules, new_game


def _played(rules: Rules, seed: int, level: str = "medium", **options):
    """A finished seeded game of four ``level``."""
    state, _ = new_game(rules, seed=seed)
    players = [make_player(level, seed=seed * 10 + i, **options) for i in range(4)]
    for _ in played_views(state, players):
        pass
    return state


@pytest.mark.parametrize("rules", [Rules(4), Rules(4, plus_minus_one=True),
                                   Rules(4, hidden_bids=True)],
                         ids=["standard", "plus-minus-one", "hidden-bids"])
def test_the_rule_gives_every_bid_medium_makes(rules):
    for seed in (11, 12):
        state = _played(rules, seed)
        for record in state.history:
            hits = round_hits(record, 4, rules.plus_minus_one, rules.hidden_bids)
            assert all(h is not False for h in hits), (seed, record.number, hits)
        assert bid_reads(state.history, 4, rules.plus_minus_one, rules.hidden_bids) == [True] * 4
        # Not before BID_ROUNDS rounds of two cards or more are over.
        early = state.history[:BID_ROUNDS]  # rounds 1..3: only two of them count
        assert bid_reads(early, 4, rules.plus_minus_one, rules.hidden_bids) == [False] * 4


def test_the_rule_does_not_read_a_searching_bidder():
    state = _played(Rules(4), 21, "hard", iterations=60, time_ms=None)
    assert bid_reads(state.history, 4, False, False) == [False] * 4


def _medium_decision(seed: int, round_at_least: int = 6):
    """Seat 0's first card decision after a trick in a round of at least
    ``round_at_least`` cards, in a game of four Medium."""
    state, _ = new_game(Rules(4), seed=seed)
    players = [HeuristicPlayer(memory=True, kind="medium", seed=seed * 10 + i)
               for i in range(4)]
    for st, view in played_views(state, players):
        if (view.phase == Phase.PLAY and view.seat == 0 and view.round >= round_at_least
                and len(view.tricks) >= 1):
            return st.clone(), view
    raise AssertionError("no decision")


def test_a_hand_is_scored_by_whether_it_explains_the_bid():
    state, view = _medium_decision(31)
    k = Knowledge(view)
    seats = k.hidden_seats()
    rules = BidRules(k, seats, False, False)
    for s in seats:
        assert rules.loglik(s, state.hands[s]) == 0.0  # the true hand bid so
    # Some other hand of the same size does not: the weakest cards left explain no
    # bid above 0, the strongest none below the true one's.
    s = max(seats, key=lambda t: k.bids[t])
    assert k.bids[s] > 0
    pool = sorted(bits(k.unseen | state.hands[s]), key=lambda c: c % 13)
    weak = 0
    for c in [c for c in pool if c < 52][:k.counts[s]]:
        weak |= 1 << c
    bid, made, legal, played = rules.seats[s]
    assert rule_bid(weak | played, k.trump, k.r, 4, made, legal) != bid
    assert rules.loglik(s, weak) == LOG_MISS


def _explained(deals, rules: BidRules) -> float:
    """The share of the ruled seats' sampled hands that explain their bids."""
    hits = [rules.loglik(s, sum(1 << c for c in deal[s])) == 0.0
            for deal in deals for s in rules.seats]
    return sum(hits) / len(hits)


@pytest.mark.parametrize("chain", [False, True], ids=["weighed", "chain"])
def test_the_sampled_hands_explain_the_bids(chain):
    """With the rule the deals explain the others' bids far more often than with the
    bell curve alone, both drawn one by one and by the chain."""
    from ai.playout_policy import default_policy, opponent_policy

    policies = [default_policy()] + [opponent_policy("medium")] * 3
    with_rule, without = [], []
    for seed in (31, 32, 33):
        _state, view = _medium_decision(seed)
        k = Knowledge(view)
        rules = BidRules(k, k.hidden_seats(), False, False)
        for bid_rules, out in ((rules, with_rule), (None, without)):
            sampler = Sampler(k, random.Random(seed), True, 1.0,
                              policies=policies if chain else None, bid_rules=bid_rules)
            out.append(_explained([sampler.sample() for _ in range(60)], rules))
    assert sum(with_rule) / 3 >= sum(without) / 3 + 0.15, (with_rule, without)
    assert min(with_rule) >= 0.6, with_rule


def test_expert_with_brule_reads_only_after_the_rounds_that_show_it():
    """In an early round no seat is read, so brule changes nothing; later the search
    hands its sampler the rule for every Medium seat."""
    _state, view = _medium_decision(41, round_at_least=2)
    assert view.round < 2 + BID_ROUNDS
    player = make_player("expert", seed=1, brule=True, bplay=False)
    assert player._bid_rules(view, Knowledge(view)) is None
    _state, view = _medium_decision(41, round_at_least=7)
    rules = player._bid_rules(view, Knowledge(view))
    assert rules is not None and sorted(rules.seats) == [1, 2, 3]
    assert make_player("expert", seed=1, brule=False)._bid_rules(view, Knowledge(view)) is None


def _weak_hard_round_5():
    """Seat 0's first card of round 5 in the seeded game of four weak Hard (60
    play-outs) whose bids in rounds 2-4 were all Medium's rule's."""
    state, _ = new_game(Rules(4), seed=24)
    players = [make_player("hard", seed=240 + i, iterations=60, time_ms=None)
               for i in range(4)]
    return next(v for _st, v in played_views(state, players)
                if v.phase == Phase.PLAY and v.seat == 0 and v.round == 5)


def test_with_bplay_a_searching_seat_whose_bids_happen_to_match_is_not_read():
    """In small rounds a search often bids what Medium's rule would: in this seeded game
    of four (weak) Hard every seat's bids of rounds 2-4 were the rule's, so brule alone
    reads them in round 5. Their plays have already contradicted the rule, and with bplay
    no one is read; a Medium seat's plays never do, and bplay reads all three."""
    view = _weak_hard_round_5()
    k = Knowledge(view)
    alone = make_player("expert", seed=1, brule=True, bplay=False)
    assert sorted(alone._bid_rules(view, k).seats) == [1, 2, 3]
    assert make_player("expert", seed=1, brule=True, bplay=True)._bid_rules(view, k) is None
    _state, view = _medium_decision(41, round_at_least=5)
    rules = make_player("expert", seed=1, brule=True, bplay=True)._bid_rules(view, Knowledge(view))
    assert view.round == 5
    assert rules is not None and sorted(rules.seats) == [1, 2, 3]


def test_expert_as_shipped_reads_the_medium_seats_and_no_hard_seat():
    """Expert's default reads by the rule (brule with bplay): the three Medium seats of
    a round-7 decision, none of the searching seats whose small-round bids matched it."""
    _state, view = _medium_decision(41, round_at_least=7)
    expert = make_player("expert", seed=1)
    rules = expert._bid_rules(view, Knowledge(view))
    assert rules is not None and sorted(rules.seats) == [1, 2, 3]
    view = _weak_hard_round_5()
    assert expert._bid_rules(view, Knowledge(view)) is None
