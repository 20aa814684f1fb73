"""The table's controller and drivers without a window: undo's rule (what reveals,
what is rolled back), the hooks, the marked card and the forced card — and that
none of them needs pygame."""

from __future__ import annotations

import subprocess
import sys

from game.rules import (
    Bid,
    BidMade,
    BidsRevealed,
    CardPlayed,
    NextRound,
    Phase,
    Play,
    Rules,
    TrickWon,
    new_game,
)
from game.rules.serialize import state_to_json
from game.ui.table.controller import TableController, reveals
from game.ui.table.drivers import FORCED_PAUSE, HumanSeat


def _drain(ctl: TableController) -> list:
    out = []
    while ctl.has_events:
        out.append(ctl.next_event())
    return out


def _first_choice(state):
    return state.legal_actions()[0]


def _to_human_turn(ctl: TableController, phase: Phase) -> None:
    """Let the other seats move (first legal action) until seat 0 is to move in ``phase``."""
    for _ in range(2000):
        s = ctl.state
        if s.phase == phase and s.to_move == 0:
            _drain(ctl)
            return
        if s.phase == Phase.ROUND_OVER:
            ctl.apply(0, NextRound())
        else:
            ctl.apply(s.to_move, _first_choice(s))
        _drain(ctl)
    raise AssertionError("seat 0 never came to move")


def test_controller_imports_no_pygame():
    code = (
        "import sys; sys.modules['pygame'] = None\n"
        "import game.ui.table.controller, game.ui.table.drivers\n"
        "print('ok')"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=".")
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"


def test_reveals_what_the_human_did_not_know():
    assert reveals(CardPlayed(1, 5, 0), 0)
    assert not reveals(CardPlayed(0, 5, 0), 0)
    assert reveals(BidMade(2, 1, False), 0)
    assert not reveals(BidMade(2, 1, True), 0)  # "Bid made": not what
    assert not reveals(BidMade(0, 1, False), 0)
    assert reveals(BidsRevealed((1, 0, 2, 1)), 0)
    assert not reveals(TrickWon(1, 0, (5, 6, 7, 8), 0), 0)


def test_undo_a_card_restores_the_state_exactly_until_the_next_card_is_shown():
    state, events = new_game(Rules(4), seed=11)  # the human leads round 1
    ctl = TableController(state, events=events)
    _drain(ctl)
    _to_human_turn(ctl, Phase.PLAY)
    assert not ctl.state.trick
    before = state_to_json(ctl.state)
    assert not ctl.can_undo  # nothing of the human's to undo yet
    ctl.apply(0, _first_choice(ctl.state))
    _drain(ctl)  # the human's own card: shown, reveals nothing
    assert ctl.can_undo
    # The next seat plays: while its card is not shown yet, undo takes it back too.
    ctl.apply(ctl.state.to_move, _first_choice(ctl.state))
    assert ctl.can_undo
    assert ctl.undo()
    assert state_to_json(ctl.state) == before
    assert not ctl.has_events and ctl.undo_used
    assert not ctl.undo()  # one step only

    ctl.apply(0, _first_choice(ctl.state))
    _drain(ctl)
    ctl.apply(ctl.state.to_move, _first_choice(ctl.state))
    _drain(ctl)  # that card is shown: too late
    assert not ctl.can_undo
    assert not ctl.undo()


def test_hidden_bids_can_be_undone_until_they_are_revealed():
    state, events = new_game(Rules(4, hidden_bids=True), seed=5)
    ctl = TableController(state, events=events)
    _drain(ctl)
    ctl.apply(0, NextRound()) if ctl.state.phase == Phase.ROUND_OVER else None
    _to_human_turn(ctl, Phase.BID)
    before = state_to_json(ctl.state)
    ctl.apply(0, Bid(0))
    while ctl.state.phase == Phase.BID:
        ctl.apply(ctl.state.to_move, _first_choice(ctl.state))
        shown = _drain(ctl)
        if ctl.state.phase == Phase.BID:
            assert all(isinstance(e, BidMade) and e.hidden for e in shown)
            assert ctl.can_undo  # "Bid made" tells nothing
    # The last bid revealed them all: too late now.
    assert not ctl.can_undo
    assert before != state_to_json(ctl.state)


def test_open_bid_undo_then_the_next_bid_shown_closes_it():
    state, events = new_game(Rules(4), seed=5)  # the human bids second of four
    ctl = TableController(state, events=events)
    _drain(ctl)
    _to_human_turn(ctl, Phase.BID)
    before = state_to_json(ctl.state)
    ctl.apply(0, ctl.state.legal_actions()[-1])
    assert ctl.can_undo
    assert ctl.undo()
    assert state_to_json(ctl.state) == before
    ctl.apply(0, Bid(ctl.state.legal_bids()[0]))
    _drain(ctl)
    assert ctl.state.phase == Phase.BID and ctl.can_undo
    ctl.apply(ctl.state.to_move, _first_choice(ctl.state))
    assert ctl.can_undo  # made, not shown yet
    _drain(ctl)
    assert not ctl.can_undo


def test_undo_switched_off_and_after_the_round_is_scored():
    for seed in range(20):  # a deal where the human does not play the round's last card
        state, events = new_game(Rules(3), seed=seed)
        ctl = TableController(state, events=events, undo=False)
        _drain(ctl)
        _to_human_turn(ctl, Phase.PLAY)
        if len(ctl.state.trick) < 2:
            break
    ctl.apply(0, _first_choice(ctl.state))
    assert not ctl.can_undo and not ctl.undo()
    ctl.undo_enabled = True
    assert ctl.can_undo
    # Round 1 has one card each: once everyone has played, the round is scored.
    while ctl.state.phase == Phase.PLAY:
        ctl.apply(ctl.state.to_move, _first_choice(ctl.state))
    assert ctl.state.phase == Phase.ROUND_OVER
    assert not ctl.can_undo


def test_hooks_save_round_over_and_game_over_once():
    calls: list[str] = []
    state, events = new_game(Rules(3, length=2), seed=8)
    ctl = TableController(state, human=None, events=events)
    ctl.on_save.append(lambda st: calls.append("save"))
    ctl.on_round_over.append(lambda st: calls.append(f"round {st.history[-1].number}"))
    ctl.on_game_over.append(lambda st: calls.append("over"))
    applied = []
    ctl.on_applied.append(lambda seat, action, st, evs: applied.append(action))
    while not ctl.state.is_over:
        s = ctl.state
        seat = s.to_move if s.to_move is not None else 0
        ctl.apply(seat, _first_choice(s))
    assert calls.count("over") == 1 and calls[-1] == "over"
    assert [c for c in calls if c.startswith("round")] == ["round 1", "round 2"]
    assert calls.count("save") == len(applied) - 1  # every action but the last
    assert not ctl.can_undo  # nobody's moves to undo (human=None)


def test_marked_card_is_played_on_the_turn_if_legal_else_cleared():
    state, events = new_game(Rules(4), seed=21)
    ctl = TableController(state, events=events)
    _drain(ctl)
    _to_human_turn(ctl, Phase.PLAY)
    seat = HumanSeat(0, auto_forced=lambda: False)
    legal = ctl.state.legal_cards()
    hand = ctl.state.hand(0)
    assert seat.toggle_mark(legal[0])
    assert not seat.toggle_mark(legal[0])  # clicked again: unmarked
    assert seat.due(ctl.state, 0.0, 1.0) is None
    seat.toggle_mark(legal[0])
    assert seat.due(ctl.state, 0.0, 1.0) == Play(legal[0])
    assert seat.marked is None
    illegal = [c for c in hand if c not in legal]
    if illegal:
        seat.toggle_mark(illegal[0])
        assert seat.due(ctl.state, 0.0, 1.0) is None
        assert seat.marked is None and seat.dropped == illegal[0]


def test_forced_card_waits_for_the_pause_and_only_when_switched_on():
    state, events = new_game(Rules(4), seed=3)
    ctl = TableController(state, events=events)
    _drain(ctl)
    _to_human_turn(ctl, Phase.PLAY)  # round 1: one card, always forced
    assert len(ctl.state.legal_cards()) == 1
    on = HumanSeat(0, auto_forced=lambda: True)
    off = HumanSeat(0, auto_forced=lambda: False)
    assert on.due(ctl.state, FORCED_PAUSE * 0.5, 1.0) is None
    assert on.due(ctl.state, FORCED_PAUSE, 1.0) == Play(ctl.state.legal_cards()[0])
    assert off.due(ctl.state, 10.0, 1.0) is None
