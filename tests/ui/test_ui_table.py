"""Scene tests for the card table: events fed straight to the scene (dummy video)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import itertools
import time

import pygame
import pytest

from game.rules import Bid, Phase, Play, Rules, Suit, card_sort_key, new_game
from game.savegame import load_game
from game.ui.kit import tween as tw
from game.ui.table import hints, pickers
from game.ui.table import input as table_input
from game.ui.table.autopilot import click_events, key_event
from game.ui.table.layout import compute_layout
from tests.robot import open_table

SIZES = [
    (1024, 640),
    (1024, 800),
    (1280, 800),
    (1600, 1000),
    (1920, 1080),
    (2560, 1440),
    (3840, 2160),
    (3840, 640),
    (1024, 1440),
    (1080, 1880),
    (2160, 3840),
]


@pytest.fixture
def app(make_app):
    return make_app(speed="instant")


def run_until(app, table, predicate, frames=3000):
    for _ in range(frames):
        if predicate():
            return True
        app.step(1 / 60)
        table.mode.ai.worker.poll()
    return predicate()


# ------------------------------------------------------------------- tweens
def test_easing_ends_and_tween_sequence():
    for ease in (tw.linear, tw.ease_out_cubic, tw.ease_in_out_quad, tw.ease_out_back):
        assert ease(0) == pytest.approx(0, abs=1e-9)
        assert ease(1) == pytest.approx(1, abs=1e-9)
    seen = []
    seq = tw.Sequence(
        [
            tw.Tween(seen.append, 0.0, 10.0, 1.0, tw.linear),
            tw.Call(lambda: seen.append("called")),
            tw.Wait(0.5),
        ]
    )
    seq.update(0.5)
    assert seen[-1] == pytest.approx(5.0)
    seq.update(0.6)
    assert "called" in seen and not seq.done
    seq.update(0.5)
    assert seq.done
    # finish() jumps to the end and runs every callback.
    out = []
    t = tw.Tween(out.append, (0, 0), (4, 8), 3.0, on_done=lambda: out.append("done"))
    t.finish()
    assert out == [(4, 8), "done"]


def test_speed_factors():
    assert tw.speed_factor("instant") == 0
    assert tw.speed_factor("slow") > tw.speed_factor("normal") > tw.speed_factor("fast")


# ------------------------------------------------------------------- layout
@pytest.mark.parametrize("text_scale", [1.0, 1.15, 1.3])  # Settings > Accessibility
@pytest.mark.parametrize("size,players", list(itertools.product(SIZES, [3, 4, 5, 6])))
def test_layout_fits_without_overlaps(size, players, text_scale):
    lay = compute_layout(size, players, text_scale)
    screen = pygame.Rect(0, 0, *size)
    boxes = list(lay.panels) + [lay.info_panel, lay.buttons]
    for box in boxes:
        assert screen.contains(box), (box, size)
    for a, b in itertools.combinations(boxes, 2):
        # Apart, with a visible gap (plates that touch read as one; defect 16).
        assert not a.inflate(lay.margin, lay.margin).colliderect(b), (a, b)
    # The blind round's face-up card lies where its back would, its index above the
    # plate (issue 58: on the plate it covered the score); the dealer badge is on it.
    for seat in range(1, players):
        card, plate = lay.blind_card(seat), lay.panels[seat]
        assert screen.contains(card) and plate.top - card.top >= card.height * 0.4
    for seat in range(players):
        assert lay.panels[seat].contains(lay.dealer_badge(seat))
    # 5-6 players: no trick card covers another.
    if players >= 5:
        cards = []
        for center in lay.trick_slots:
            card = pygame.Rect(0, 0, *lay.trick_card)
            card.center = center
            cards.append(card)
        for a, b in itertools.combinations(cards, 2):
            assert not a.colliderect(b), (a, b)
    # Opponents' cards stay on screen and clear of other plates.
    for seat in range(1, players):
        fan = pygame.Rect(lay.fans[seat].topleft, (lay.fans[seat].width, lay.opp_card[1]))
        assert screen.contains(fan)
        for other, plate in enumerate(lay.panels):
            if other != seat:
                assert not fan.colliderect(plate)
    # The trick lies between the info panel and the plates.
    for cx, cy in lay.trick_slots:
        card = pygame.Rect(0, 0, *lay.trick_card)
        card.center = (cx, cy)
        assert not card.colliderect(lay.info_panel)
        for plate in lay.panels:
            assert not card.colliderect(plate)
        assert card.bottom < lay.hand_area.top
    assert not lay.dialog_area.colliderect(lay.info_panel)
    # A hand of 20 cards fits the hand area.
    rects = lay.hand_positions(20)
    assert rects[0].left >= lay.hand_area.left and rects[-1].right <= lay.hand_area.right + 1
    assert lay.hand_card[1] >= 140  # cards stay legible at the smallest size


# --------------------------------------------------------------------- table
def test_new_game_deals_sorted_hand_and_saves(app):
    table = open_table(app)
    assert run_until(app, table, lambda: not table.busy)
    state = table.state
    hand = table.model.hands[0]
    assert hand == sorted(state.hand(0), key=lambda c: card_sort_key(c, state.trump))
    table.mode.record.saver.flush()
    assert app.savegame_path.exists()
    setup, loaded = load_game(app.savegame_path, [])
    assert loaded.log == state.log


def test_bid_by_clicking_the_picker(app):
    table = open_table(app, seed=8)
    assert run_until(app, table, lambda: table.human_turn and table.state.phase == Phase.BID)
    pickers.ensure(table)
    rect = dict(table.moves.picker.buttons)[1]
    for ev in click_events(rect.center):
        table.handle_event(ev)
    assert table.state.bids[0] == 1


def test_bid_with_keys(app):
    table = open_table(app, seed=8)
    assert run_until(app, table, lambda: table.human_turn and table.state.phase == Phase.BID)
    pickers.ensure(table)
    table.handle_event(key_event(pygame.K_0))
    table.handle_event(key_event(pygame.K_RETURN))
    assert table.state.bids[0] == 0


def _find_seed(predicate, players=4, **variants):
    for seed in range(2000):
        state, _ = new_game(Rules(players, **variants), seed=seed)
        if predicate(state):
            return seed
    raise AssertionError("no seed found")


def test_forbidden_bid_is_disabled_with_reason(app):
    # The human deals round 1, so bids last; plus/minus one forbids one bid.
    seed = _find_seed(lambda s: s.dealer == 0 and s.phase == Phase.BID, plus_minus_one=True)
    table = open_table(app, seed=seed, plus_minus_one=True)
    assert run_until(app, table, lambda: table.human_turn and table.state.phase == Phase.BID)
    forbidden = table.state.forbidden_bid()
    assert forbidden is not None
    pickers.ensure(table)
    assert forbidden not in table.moves.picker.legal
    rect = dict(table.moves.picker.buttons)[forbidden]
    for ev in click_events(rect.center):
        table.handle_event(ev)
    assert table.state.bids[0] is None  # nothing happened
    assert "plus/minus-one" in table.status_text().text
    surface = pygame.Surface(app.size)
    table.draw(surface)  # the reason is drawn under the buttons


def test_illegal_card_shows_the_engine_reason(app):
    from tests.robot import click_a_card_that_may_not_be_played

    table = open_table(app, seed=3)
    _state, card = click_a_card_that_may_not_be_played(app, table)
    assert table.status_text().text.startswith("You must follow")
    assert card in table.state.hand(0)


def test_round_summary_and_score_pad_and_game_over_flow(app):
    from game.ui.scenes.overlays import RoundSummary, ScorePad
    from game.ui.table.autopilot import human_events

    table = open_table(app, players=6, seed=1)
    seen_summary = False
    for _ in range(20000):
        app.step(1 / 60)
        top = app.stack.top
        if isinstance(top, RoundSummary):
            seen_summary = True
            top.handle_event(key_event(pygame.K_s))  # S: the score pad, as at the table
            assert isinstance(app.stack.top, ScorePad)
            surface = pygame.Surface(app.size)
            for scene in app.stack.visible():
                scene.draw(surface)
            app.stack.top.handle_event(key_event(pygame.K_ESCAPE))
            assert app.stack.top is top
            top.handle_event(key_event(pygame.K_RETURN))
            break
        if top is table:
            for ev in human_events(table):
                table.handle_event(ev)
    assert seen_summary
    assert table.state.round == 2


def test_blind_first_round_hides_own_cards_and_shows_others(app):
    table = open_table(app, seed=4, blind_first_round=True)
    assert run_until(app, table, lambda: not table.busy)
    assert table.model.blind
    surface = pygame.Surface(app.size)
    table.draw(surface)
    # Nothing is dimmed in the blind round: that would give the hidden card away.
    assert table_input.playable(table) == set()


def test_hidden_bids_show_only_that_a_bid_was_made(app):
    seed = _find_seed(lambda s: s.bid_order[0] != 0, hidden_bids=True)
    table = open_table(app, seed=seed, hidden_bids=True)
    assert run_until(app, table, lambda: table.human_turn and table.state.phase == Phase.BID)
    first = table.state.bid_order[0]
    assert table.model.bids[first] is None
    assert table.model.bid_hidden[first]


def test_trump_choice_when_the_human_deals_a_wizard(app):
    seed = _find_seed(lambda s: s.phase == Phase.CHOOSE_TRUMP and s.to_move == 0)
    table = open_table(app, seed=seed)
    assert run_until(app, table, lambda: table.human_turn)
    assert table.state.phase == Phase.CHOOSE_TRUMP
    pickers.ensure(table)
    rect = dict(table.moves.trump_chooser.buttons)[Suit.H]
    surface = pygame.Surface(app.size)
    table.draw(surface)
    for ev in click_events(rect.center):
        table.handle_event(ev)
    assert table.state.trump == Suit.H
    assert run_until(app, table, lambda: not table.busy)
    assert table.model.trump == Suit.H


def test_keyboard_play_and_hint(app):
    app.settings.auto_play_forced = False  # round 1's only card waits for the keys
    table = open_table(app, seed=12)
    from game.ui.table.autopilot import choose

    for _ in range(4000):
        app.step(1 / 60)
        if table.human_turn and table.state.phase == Phase.PLAY:
            break
        if table.human_turn:
            table.apply(0, choose(table.state))
    assert table.human_turn and table.state.phase == Phase.PLAY
    table.handle_event(key_event(pygame.K_h))
    assert run_until(app, table, lambda: table.heads.hint is not None, frames=600)
    action, reason = table.heads.hint.action, table.heads.hint.reason
    assert isinstance(action, Play) and reason
    assert hints.text(table).startswith("Hint: play")
    legal = table.state.legal_cards()
    table.handle_event(key_event(pygame.K_RIGHT))
    hand = table.model.hands[0]
    assert hand[table.hand.kb_index] in legal
    card = hand[table.hand.kb_index]
    table.handle_event(key_event(pygame.K_RETURN))
    assert card not in table.state.hand(0)


def test_pause_menu_stops_the_game_and_resumes(app):
    from game.ui.scenes.overlays import PauseMenu

    table = open_table(app, seed=2, levels=["human", "easy", "easy", "easy"])
    table.handle_event(key_event(pygame.K_ESCAPE))
    assert isinstance(app.stack.top, PauseMenu)
    log_len = len(table.state.log)
    for _ in range(60):
        app.step(1 / 60)
    assert len(table.state.log) == log_len  # paused
    app.stack.top.handle_event(key_event(pygame.K_RETURN))  # Resume
    assert app.stack.top is table


def test_resize_relays_out(app):
    table = open_table(app, players=5)
    assert run_until(app, table, lambda: not table.busy)
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, w=1600, h=1000, size=(1600, 1000)))
    assert table.layout.size == (1600, 1000)
    surface = pygame.Surface(app.size)
    table.draw(surface)


def test_worker_answers_without_blocking_and_is_deterministic():
    from game.rules import seat_view
    from game.ui.ai_worker import AIWorker, decision_seed

    state, _ = new_game(Rules(4), seed=9)
    seat = state.to_move
    view = seat_view(state, seat)
    worker = AIWorker()
    try:
        seed = decision_seed(9, seat, 0)
        a = worker.wait(worker.request("move", "medium", seed, view))
        b = worker.wait(worker.request("move", "medium", seed, view))
        assert a is not None and a[0] == b[0]
        assert isinstance(a[0], Bid)
        hint = worker.wait(worker.request("hint", "hard", seed, view))
        assert hint[1]  # a reason for the player
    finally:
        worker.close()
    assert not worker.alive


def test_awaiting_an_answer_leaves_it_for_result_and_keeps_the_others():
    """The robot's wait (``await_result``) blocks until the answer asked about is in
    and hands it to ``result``; an answer to another question that came first is
    kept for its own ``result``; a question already answered returns at once."""
    from game.rules import seat_view
    from game.ui.ai_worker import AIWorker, decision_seed

    state, _ = new_game(Rules(4), seed=9)
    view = seat_view(state, state.to_move)
    seed = decision_seed(9, state.to_move, 0)
    worker = AIWorker()
    try:
        first = worker.request("move", "easy", seed, view)
        second = worker.request("move", "easy", seed, view)
        worker.await_result(second, 60.0)
        got = worker.result(second)
        assert got is not None and isinstance(got[0], Bid)
        kept = worker.result(first)  # answered before the second: taken on the way
        assert kept is not None and kept[0] == got[0]
        started = time.monotonic()
        worker.await_result(second, 60.0)  # nothing asked any more: no wait
        assert time.monotonic() - started < 1.0
    finally:
        worker.close()


def test_worker_that_cannot_start_a_process_thinks_inline_and_closes_cleanly(monkeypatch):
    """A process that fails to start (no fork/spawn resources) is never joined: closing
    such a worker raised "can only join a started process" when tables were swapped."""
    import multiprocessing.process

    from game.rules import seat_view
    from game.ui.ai_worker import AIWorker, decision_seed

    def refuse(self):
        raise OSError("no process for you")

    monkeypatch.setattr(multiprocessing.process.BaseProcess, "start", refuse)
    state, _ = new_game(Rules(4), seed=9)
    view = seat_view(state, state.to_move)
    worker = AIWorker()
    assert worker.inline and not worker.alive
    got = worker.wait(worker.request("move", "medium", decision_seed(9, state.to_move, 0), view))
    assert got is not None and isinstance(got[0], Bid)
    worker.close()
    worker.close()
