"""The others' plays this round, with what each seat knew (ai.play_inference)."""

from __future__ import annotations

import random

from ai.heuristic import HeuristicPlayer
from ai.knowledge import Knowledge
from ai.play_inference import observed_plays
from game.rules import NextRound, Phase, Rules, new_game, seat_view


def _medium_positions(seeds, per_game=3):
    """Seat 0's card decisions after two tricks, from games of four Medium."""
    out = []
    for seed in seeds:
        state, _ = new_game(Rules(4), seed=seed)
        players = [HeuristicPlayer(memory=True, kind="medium", seed=seed * 10 + i)
                   for i in range(4)]
        rng = random.Random(seed)
        found = 0
        while state.phase != Phase.GAME_OVER and found < per_game:
            if state.phase == Phase.ROUND_OVER:
                state.apply_in_place(NextRound())
                continue
            seat = state.to_move
            view = seat_view(state, seat)
            if (state.phase == Phase.PLAY and seat == 0 and len(view.tricks) >= 2
                    and state.round >= 5 and rng.random() < 0.5):
                out.append(state.clone())
                found += 1
            state.apply_in_place(players[seat].choose(view))
    return out


def test_observed_plays_are_the_hidden_seats_plays_with_what_they_knew():
    state = _medium_positions([3], per_game=1)[0]
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
    state = _medium_positions([3], per_game=1)[0]
    view = seat_view(state, 0)
    hidden = view.bids[:1] + (None,) + view.bids[2:]
    from dataclasses import replace

    assert observed_plays(replace(view, bids=hidden), {1, 2, 3}) == []
