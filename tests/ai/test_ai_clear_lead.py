"""Expert's stopping rule (ai.kernel.ClearLead): a candidate is dropped once it cannot be
worth more than the leader by the rule's slack, the search stops when the leader alone
is left, and plays every deal otherwise."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from ai.goal import FieldGoal, WinGoal
from ai.kernel import ClearLead, candidate_cards, deals_for
from ai.knowledge import Knowledge
from ai.search import DROP_FROM, SearchPlayer
from ai.search_options import EXPERT, SearchOptions
from game.bots.positions import build, load
from game.rules import Phase, seat_view
from game.rules.core import score

RULE = ClearLead(2.5)


def _noisy(mean: float, spread: float, m: int, rng: random.Random) -> list[float]:
    return [mean + rng.uniform(-spread, spread) for _ in range(m)]


def _clear(values: list[list[float]]) -> bool:
    return RULE.clear(values, [sum(v) for v in values])


def test_a_candidate_far_behind_is_clearly_worse():
    rng = random.Random(1)
    assert _clear([_noisy(30, 20, 64, rng), _noisy(0, 20, 64, rng)])


def test_two_candidates_worth_about_the_same_are_not_told_apart():
    rng = random.Random(2)
    # Equal within the slack: more deals would change the choice by less than it.
    same = _noisy(20, 0.2, 64, rng)
    assert _clear([same, [v + 0.1 for v in same]])
    # Close but noisy: the second may still be worth more by the slack.
    assert not _clear([_noisy(21, 40, 64, rng), _noisy(20, 40, 64, rng)])


def test_every_other_candidate_must_be_clear():
    rng = random.Random(3)
    lead, far = _noisy(40, 10, 80, rng), _noisy(0, 10, 80, rng)
    assert _clear([lead, far])
    assert not _clear([lead, far, _noisy(39, 30, 80, rng)])


def test_the_rule_looks_from_its_least_deals_on_every_few_deals():
    assert not RULE.due(RULE.least - RULE.every)
    assert RULE.due(RULE.least) and RULE.due(RULE.least + RULE.every)
    assert not RULE.due(RULE.least + 1)


def _plays():
    """Seat views of the position suite's card plays with more than one candidate."""
    for p in load():
        view = seat_view(build(p), p.seat)
        if view.phase == Phase.PLAY and len(candidate_cards(
                Knowledge(view), [int(a.card) for a in view.legal])) > 1:
            yield p.id, view


def test_the_search_stops_early_only_with_the_rule_and_chooses_as_the_whole_search():
    settings = replace(EXPERT, iterations=600, time_ms=None, stop=None)
    stopped = agree = total = 0
    for seed, (_pid, view) in enumerate(_plays()):
        whole = SearchPlayer("expert", seed, settings)
        quick = SearchPlayer("expert", seed, replace(settings, stop=RULE.z))
        move = whole.choose(view)
        cands = len(whole.last_stats["values"])
        assert whole.last_stats["worlds"] == deals_for(600, cands)  # every deal
        if quick.choose(view) == move:
            agree += 1
        stopped += quick.last_stats["worlds"] < whole.last_stats["worlds"]
        total += 1
    assert total >= 20
    assert stopped >= total // 2  # most positions of the suite are clear
    assert agree >= total - 2  # a changed choice: candidates worth the same


def test_the_stop_option_reads_and_writes_its_number():
    assert SearchOptions.parse("stop=2.5").stop == 2.5
    assert str(SearchOptions(stop=3)) == "stop=3"
    assert SearchOptions().stop is None


def test_a_candidate_clearly_behind_is_dropped_and_a_close_one_kept():
    rng = random.Random(4)
    lead, close, far = _noisy(40, 10, 64, rng), _noisy(39, 30, 64, rng), _noisy(0, 10, 64, rng)
    values = [far, lead, close]
    assert RULE.contenders(values, [sum(v) for v in values]) == [1, 2]


def test_dropped_candidates_stop_costing_play_outs_and_keep_their_own_means():
    settings = replace(EXPERT, iterations=600, time_ms=None, stop=RULE.z)
    for seed, (pid, view) in enumerate(_plays()):
        player = SearchPlayer("expert", seed, settings)
        k = Knowledge(view)
        cards = candidate_cards(k, [int(a.card) for a in view.legal])
        rt = player.rate_play(view, k, cards, deals_for(600, len(cards)),
                              stop=player.stop_rule())
        if len(set(rt.deals)) == 1:
            continue  # nothing dropped before the end
        assert rt.deals[rt.best()] == rt.worlds, pid  # the leader: every deal
        assert min(rt.deals) >= DROP_FROM and rt.rollouts == sum(rt.deals), pid
        for i in range(len(cards)):
            assert sum(rt.tricks[i]) == rt.deals[i], pid
            assert rt.value(i) == pytest.approx(rt.expected(i))  # no win goal here
        return
    raise AssertionError("no position of the suite dropped a candidate")


def test_with_the_decoupled_goal_each_deal_counts_its_bonus_as_it_stands():
    goal = FieldGoal([100, 120, 90, 60], 0, rounds_left=0, weight=200)
    outcomes = [(0, [2, 1, 0, 1], [2, 0, 0, 1]), (0, [2, 1, 0, 1], [1, 1, 0, 1]),
                (1, [1, 1, 0, 1], [1, 1, 0, 0]), (1, [1, 1, 0, 1], [0, 1, 0, 1])]
    values = [[], []]
    for i, bids, won in outcomes:
        values[i].append(score(bids[0], won[0]) + goal.observe(i, bids, won))
    worth = goal.per_deal(values)
    # Summed, a candidate's worth is what the search settles it at.
    for i in (0, 1):
        assert sum(worth[i]) == pytest.approx(sum(values[i]) + goal.settle(i))
    # The coupled form's bonus is in each play-out's value already.
    coupled = WinGoal([100, 120, 90, 60], 0, rounds_left=1)
    assert coupled.per_deal(values) is values


class _Clear:
    """A win goal that adds nothing and lets the rule judge the values as they are."""

    def observe(self, i, bids, totals) -> float:
        return 0.0

    def settle(self, i) -> float:
        return 0.0

    def per_deal(self, values):
        return values


def test_with_a_win_goal_the_rule_still_stops_a_clear_choice(monkeypatch):
    settings = replace(EXPERT, iterations=600, time_ms=None, stop=RULE.z)
    for seed, (pid, view) in enumerate(_plays()):
        quick = SearchPlayer("expert", seed, settings)
        quick.choose(view)
        if quick.last_stats["worlds"] == deals_for(600, len(quick.last_stats["values"])):
            continue  # not a clear position
        goal = SearchPlayer("expert", seed, settings)
        monkeypatch.setattr(goal, "win_goal", lambda view: _Clear())
        goal.choose(view)
        assert goal.last_stats["worlds"] < deals_for(600, len(goal.last_stats["values"])), pid
        return
    raise AssertionError("no position of the suite stopped early")
