"""First-game tips: each fires once, at the right moment, and can be switched off."""

from __future__ import annotations

from game.rules import Rules, new_game, parse_action
from game.tips import TIPS, TipTracker
from game.tutorial.deals import Deal, build_state


def run(state, moves, tracker):
    fired = []
    for move in moves:
        fired += [t.id for t in tracker.before_move(state)]
        state, events = state.apply(parse_action(move))
        fired += [t.id for t in tracker.after_events(state, events)]
    return state, fired


def test_jester_lead_and_must_follow_and_trump():
    state = build_state(Deal(hands=("C10 H12", "J1 H2", "C7 H5", "C2 S9"), turned="S3",
                             dealer=0, bids=(1, 0, 1, 0)))
    tracker = TipTracker()
    state, fired = run(state, ["play J1", "play C7", "play C2", "play C10"], tracker)
    assert fired == ["jester_led", "must_follow"]
    state, fired = run(state, ["play H12", "play H2", "play H5", "play S9"], tracker)
    assert fired == ["trumped", "made_bid"]


def test_wizard_turned_and_first_bid_once():
    state = build_state(Deal(hands=("H14 H10 C4", "S12 C5 H2", "S5 C9 H4", "S14 C2 H13"),
                             turned="W2", dealer=0))
    tracker = TipTracker()
    fired = [t.id for t in tracker.after_events(state, [])]
    from game.rules import TrumpTurned

    fired += [t.id for t in tracker.after_events(state, [TrumpTurned(state.turned, None, True)])]
    assert fired == ["wizard_turned"]
    state, fired = run(state, ["trump H", "bid 0", "bid 0", "bid 0", "bid 1"], tracker)
    assert fired == ["first_bid"]  # seat 0 is the dealer: it bids last
    tracker2 = TipTracker()
    state = build_state(Deal(hands=("H14 H10 C4", "S12 C5 H2", "S5 C9 H4", "S14 C2 H13"),
                             turned="D2", dealer=3))
    assert [t.id for t in tracker2.before_move(state)] == ["first_bid"]
    assert tracker2.before_move(state) == []  # once


def test_tips_off_shows_nothing_and_a_whole_game_fires_each_tip_at_most_once():
    state, _events = new_game(Rules(4), seed=3)
    off = TipTracker(enabled=False)
    on = TipTracker()
    counts: dict[str, int] = {}
    while not state.is_over:
        assert off.before_move(state) == []
        for t in on.before_move(state):
            counts[t.id] = counts.get(t.id, 0) + 1
            assert t.title and t.text and "{" not in t.text
        state, events = state.apply(state.legal_actions()[0])
        assert off.after_events(state, events) == []
        for t in on.after_events(state, events):
            counts[t.id] = counts.get(t.id, 0) + 1
    assert set(counts) <= set(TIPS)
    assert all(n == 1 for n in counts.values())
    assert {"first_bid", "last_round"} <= set(counts)


def test_seen_tips_are_not_shown_again():
    tracker = TipTracker(seen=["first_bid"])
    state = build_state(Deal(hands=("H14", "S12", "S5", "S14"), turned="D2", dealer=3))
    assert tracker.before_move(state) == []


def test_a_tip_words_itself_in_the_language_that_is_on_when_it_is_read():
    """A tip stays on screen while the player switches the language: its title and
    text follow (they were worded once, when it fired, and stayed in the old one)."""
    from game.i18n import current_language, set_language

    state = build_state(Deal(hands=("H14 H10 C4", "S12 C5 H2", "S5 C9 H4", "S14 C2 H13"),
                             turned="D2", dealer=3))
    before = current_language()
    try:
        set_language("sv")
        (tip,) = TipTracker().before_move(state)
        swedish = (tip.title, tip.text)
        set_language("en")
        assert (tip.title, tip.text) != swedish
        assert tip.title == "Your first bid"
        assert tip.text.startswith("Bid how many tricks you will take")
        assert "Likely winners in your hand: Ace of hearts." in tip.text, tip.text
    finally:
        set_language(before)
