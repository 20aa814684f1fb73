"""One Monte-Carlo kernel (ai.kernel): the hint rates moves with Expert's own path, so
on the position suite a hint given Expert's settings and seed names the move Expert
plays in the same deals; the kernel's numbers are the sums the search chose from."""

from __future__ import annotations

from dataclasses import replace

import pytest

from ai.advice import evaluate
from ai.kernel import Ratings, candidate_cards, deals_for
from ai.knowledge import Knowledge
from ai.search import SearchPlayer
from ai.search_options import EXPERT, HARD
from game.bots.positions import build, load
from game.rules import Phase, Play, seat_view

ITERATIONS = 120  # a play-out budget, no time cap: the same deals on every machine


def _decisions():
    """(id, view) of every suite position with a bid or a card to choose (Expert
    names a trump by rule, ai.heuristic.choose_trump_suit, not by the kernel)."""
    for p in load():
        view = seat_view(build(p), p.seat)
        if view.phase in (Phase.BID, Phase.PLAY) and len(view.legal) > 1:
            yield p.id, view


def _key(action) -> int:
    """A move as the search's statistics name it: a card's number, a bid's tricks."""
    return int(action.card) if isinstance(action, Play) else action.tricks


@pytest.mark.parametrize("level", [EXPERT, HARD], ids=["expert", "hard"])
def test_a_hint_names_the_levels_move_in_the_same_deals(level):
    # The whole search: the hint rates every option in every deal (how seldom Expert's
    # stopping rule changes the choice: test_ai_clear_lead).
    settings = replace(level, iterations=ITERATIONS, time_ms=None, stop=None)
    checked = 0
    for seed, (pid, view) in enumerate(_decisions()):
        player = SearchPlayer("expert", seed, settings)
        move = player.choose(view)
        worlds = player.last_stats.get("worlds")
        if worlds is None:  # one candidate left (equivalent cards): nothing rated
            continue
        ev = evaluate(view, worlds=worlds, seed=seed, settings=settings)
        assert ev.worlds == worlds, pid
        assert ev.best.action == move, pid
        # Not only the choice: the hint's numbers are the ones the search chose from.
        values = {str(_key(o.action)): o.value for o in ev.options}
        assert values == player.last_stats["values"], pid
        checked += 1
    assert checked >= 30


def test_the_search_plays_every_candidate_in_each_deal():
    """The kernel's sums: every candidate in every deal, its tricks a histogram of the
    deals, its value the round score when no win goal acts."""
    (pid, view), *_ = [d for d in _decisions() if d[1].phase == Phase.PLAY
                       and len(candidate_cards(Knowledge(d[1]),
                                               [int(a.card) for a in d[1].legal])) > 2]
    player = SearchPlayer("hard", 3, replace(HARD, iterations=100, time_ms=None))
    k = Knowledge(view)
    cards = candidate_cards(k, [int(a.card) for a in view.legal])
    rt = player.rate_play(view, k, cards, deals_for(100, len(cards)))
    assert isinstance(rt, Ratings) and rt.worlds == deals_for(100, len(cards))
    assert rt.rollouts == rt.worlds * len(cards)
    for i in range(len(cards)):
        assert sum(rt.tricks[i]) == rt.worlds, pid
        assert rt.value(i) == pytest.approx(rt.expected(i))  # Hard has no win goal
        assert 0 <= rt.made(i) <= 1
    assert deals_for(100, 3) == 34 and deals_for(99, 3) == 33
