"""The one advice module (``ai.advice``): every option is played out in the same
sampled deals, its numbers are consistent, equivalent cards are one option, the
answers are right where the rules decide, and the coach, the tips and the hint share
its definitions (issues 11 and 12)."""

from __future__ import annotations

import random

import pytest

from ai.advice import (
    HINT_WORLDS,
    advise,
    evaluate,
    likely_winners,
    summary,
    sure_winner,
)
from game.i18n import set_language
from game.rules import Bid, ChooseTrump, Play, Rules, new_game, seat_view
from game.tips import TipTracker
from game.tutorial.advice import suggested_bid, sure_winners
from game.tutorial.deals import Deal, build_state
from game.words import card_label
from tests.rules_support import c


def test_every_option_is_played_in_the_same_deals_and_its_numbers_agree():
    state, _ = new_game(Rules(4), seed=9)
    rng = random.Random(9)
    checked = 0
    while checked < 25 and not state.is_over:
        legal = state.legal_actions()
        if state.phase.value in ("bid", "play", "choose_trump") and len(legal) > 1:
            view = seat_view(state, state.to_move)
            ev = evaluate(view, worlds=60, seed=checked)
            assert ev.worlds == 60 and ev.options
            assert all(o.deals == 60 for o in ev.options)  # paired: the same deals each
            # The search's choice first (a bid: maybe the safest of the near-best), the
            # rest by falling value.
            rest = list(ev.options[1:])
            assert rest == sorted(rest, key=lambda o: -o.value)
            if ev.kind != "bid":
                assert ev.best.value == max(o.value for o in ev.options)
            for o in ev.options:
                assert o.action in legal
                assert len(o.tricks) == state.round + 1
                assert 0 <= o.made <= 1
                if isinstance(o.action, Bid):
                    assert o.made == pytest.approx(o.chance_of(o.action.tricks))
            assert evaluate(view, worlds=60, seed=checked) == ev  # deterministic
            checked += 1
        state, _ = state.apply(rng.choice(legal))
    assert checked == 25


def test_expected_score_follows_from_the_trick_counts_for_a_bid():
    from game.rules.core import score

    state = build_state(Deal(hands=("H14 S14 C13", "H2 C3 D4", "S5 D6 C7", "H8 S9 D10"),
                             turned="J1", dealer=3))
    ev = evaluate(seat_view(state, 0), worlds=100, seed=1)
    for o in ev.options:
        b = o.action.tricks
        assert o.expected == pytest.approx(
            sum(n * score(b, k) for k, n in enumerate(o.tricks)) / o.deals)


def test_equivalent_cards_are_one_option():
    # Seat 0 leads holding three touching hearts and two Jesters.
    state = build_state(Deal(hands=("H9 H10 H11 J1 J2", "C2 C3 C4 C5 C6", "D2 D3 D4 D5 D6",
                                    "S2 S3 S4 S5 S6"), turned="C9", dealer=3))
    for b in (1, 0, 0, 0):
        state, _ = state.apply(Bid(b))
    ev = evaluate(seat_view(state, 0), worlds=30, seed=2)
    assert len(ev.options) == 2  # a heart, a Jester
    assert ev.option(Play(c("H11"))) == ev.option(Play(c("H9")))
    assert ev.option(Play(c("J2"))) == ev.option(Play(c("J1")))


def test_what_the_rules_decide():
    # Round 1 holding a Wizard, leading: bid 1 makes +30 every time.
    state = build_state(Deal(hands=("W1", "C2", "D3", "S4"), turned="H5", dealer=3))
    action, ev = advise(seat_view(state, 0), worlds=50)
    assert action == Bid(1) and ev.best.expected == pytest.approx(30)
    assert ev.option(Bid(0)).expected == pytest.approx(-10)
    # Needing both tricks with the trump ace and a low trump: cash the ace first
    # (the suite's need-all-draw-trumps).
    state = build_state(Deal(hands=("S14 S4", "C2 C3", "D2 D3", "H2 S13"), turned="S9",
                             dealer=3))
    for b in (2, 0, 0, 1):
        state, _ = state.apply(Bid(b))
    action, ev = advise(seat_view(state, 0), worlds=100)
    assert action == Play(c("S14"))
    assert ev.option(Play(c("S4"))).made < ev.best.made
    # A Wizard turned: the dealer holding three spades with the ace and king names spades.
    state = build_state(Deal(hands=("S14 S13 S5 H2", "C2 C3 C4 C5", "D2 D3 D4 D5",
                                    "H3 H4 H5 H6"), turned="W1", dealer=0))
    action, ev = advise(seat_view(state, 0), worlds=80)
    assert action == ChooseTrump(c("S5").suit) and ev.kind == "trump"
    assert len(ev.options) == 4


def test_a_forced_move_is_still_explained():
    state = build_state(Deal(hands=("H5", "C2", "D3", "S4"), turned="H9", dealer=3))
    for b in (0, 0, 0, 0):
        state, _ = state.apply(Bid(b))
    action, ev = advise(seat_view(state, 0), worlds=20)
    assert action == Play(c("H5")) and len(ev.options) == 1 and ev.best.deals == 20


def test_summary_is_plain_data_for_the_worker():
    state = build_state(Deal(hands=("H14 S14 C13", "H2 C3 D4", "S5 D6 C7", "H8 S9 D10"),
                             turned="J1", dealer=3))
    _action, ev = advise(seat_view(state, 0), worlds=40)
    data = summary(ev, limit=2)
    assert data["kind"] == "bid" and data["worlds"] == 40 and len(data["options"]) == 2
    first = data["options"][0]
    assert first["action"] == str(ev.best.action) and first["tricks"] == list(ev.best.tricks)
    import json

    assert json.loads(json.dumps(data)) == data
    assert HINT_WORLDS >= 200


def test_one_definition_of_a_likely_winner_for_coach_tips_and_hint():
    hand = [c(x) for x in ("W2", "W1", "H14", "S12", "S11", "C13", "J1")]
    trump = c("S5").suit
    winners = likely_winners(hand, trump)
    assert winners == [c("W2"), c("W1"), c("H14"), c("S12")]
    assert sure_winners(hand, trump) == winners  # the tutorial coach
    assert suggested_bid(hand, trump) == 4
    # The first-bid tip names the same cards.
    set_language("en")
    state = build_state(Deal(hands=("W1 H14 S12 C4", "C2 C3 C5 C6", "D2 D3 D4 D5",
                                    "H3 H4 H5 H6"), turned="S9", dealer=3))
    (tip,) = TipTracker().before_move(state)
    names = ", ".join(card_label(x) for x in likely_winners(state.hand(0), state.trump))
    assert tip.id == "first_bid" and tip.text.endswith(f"Likely winners in your hand: {names}.")
    state = build_state(Deal(hands=("C4 D7 H9 S2", "C2 C3 C5 C6", "D2 D3 D4 D5",
                                    "H3 H4 H5 H6"), turned="S9", dealer=3))
    (tip,) = TipTracker().before_move(state)
    assert tip.text.endswith("Your hand has no Wizard, no high trump and no Ace: few tricks.")


def test_a_sure_winner_is_sure():
    state = build_state(Deal(hands=("W1 H2", "H14 C3", "H13 D4", "H12 S4"), turned="C9",
                             dealer=0))
    # Seat 1 leads: a Wizard on an empty table is sure; the ace of hearts is not.
    for b in (0, 0, 0, 1):
        state, _ = state.apply(Bid(b))
    view = seat_view(state, 1)
    assert not sure_winner(view, c("H14"))
    state, _ = state.apply(Play(c("H14")))
    state, _ = state.apply(Play(c("H13")))
    state, _ = state.apply(Play(c("H12")))
    view = seat_view(state, 0)  # the last to play: the Wizard wins, the heart 2 cannot
    assert sure_winner(view, c("W1")) and not sure_winner(view, c("H2"))
