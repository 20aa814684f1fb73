"""The others' plays this round, with what each seat knew (ai.play_inference)."""

from __future__ import annotations

from ai.knowledge import Knowledge
from ai.play_inference import observed_plays
from game.rules import seat_view
from tests.ai_support import medium_positions


def test_observed_plays_are_the_hidden_seats_plays_with_what_they_knew():
    state = medium_positions([3], per_game=1)[0]
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
    state = medium_positions([3], per_game=1)[0]
    view = seat_view(state, 0)
    hidden = view.bids[:1] + (None,) + view.bids[2:]
    from dataclasses import replace

    assert observed_plays(replace(view, bids=hidden), {1, 2, 3}) == []
