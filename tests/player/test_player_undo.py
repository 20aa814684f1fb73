"""The player robot uses the table's helpers: Undo (button and keys), the forced
card played for you, and a card marked while the others play. Real App, AI worker
process and files in ``tmp_path``; input only as posted mouse and key events; checks
read what is drawn (texts on screen, the table's ``seen`` record) and the engine."""

from __future__ import annotations

import dataclasses

import pygame

from game.devtools.robot import human_move
from game.i18n import _, pgettext
from game.rules import Phase, Play
from game.rules.serialize import state_to_json
from game.ui.scenes.overlays import PauseMenu, RoundSummary
from game.ui.scenes.table import TableScene
from game.ui.table.input import can_mark
from tests.robot import close, open_app, play_game, read_json, start_game_from_menu

NOTHING = _("Nothing to undo: a move can be taken back only until the next one is shown.")


def _snapshot(table) -> dict:
    """The engine's state and what the table draws from it."""
    return {
        "state": state_to_json(table.state),
        "model": dataclasses.asdict(table.model),
        "hand": [card for card, _r in table.hand_rects()],
        # Speech bubbles ("Bids 2") fade on their own: not part of the position.
        "texts": sorted(
            set(table.seen.texts) - {text for text, _t in table.effects.bubbles.values()}
        ),
    }


def _advance(robot, done, max_frames: int = 20000, cards: bool = True) -> TableScene:
    """Play the human's seat (clicks) and the round summaries until ``done(table)``
    (``cards=False``: the robot bids but plays no card itself)."""
    for _i in range(max_frames):
        top = robot.top
        if isinstance(top, TableScene) and done(top):
            return top
        if isinstance(top, RoundSummary):
            robot.run(2)
            robot.click(top.buttons[0].text, settle=2)
            continue
        mine = isinstance(top, TableScene) and (cards or top.state.phase != Phase.PLAY)
        if mine and human_move(robot, top):
            continue
        robot.frame()
    raise AssertionError(f"never got there; {robot.describe()}")


def _my_turn_with_choice(table) -> bool:
    s = table.state
    return (
        table.human_turn
        and s.phase == Phase.PLAY
        and s.round >= 2
        and len(s.legal_cards()) >= 2
        and len(s.hand(0)) >= 2
    )


def test_undo_a_card_restores_the_table_exactly_and_is_refused_after_a_reveal(tmp_path):
    robot = open_app(tmp_path, speed="normal", tips=False)
    try:
        start_game_from_menu(robot, 4, _("Easy"))
        table = _advance(robot, _my_turn_with_choice)
        robot.run(3)
        before = _snapshot(table)
        assert robot.shows(_("Undo")), "the Undo button is on the table"
        card = table.state.legal_cards()[-1]
        robot.click_card(table, card, settle=2)
        assert card not in table.state.hand(0)
        assert robot.has_button(_("Undo")), robot.describe()
        robot.click(_("Undo"), settle=3)
        assert table.game.undo_used
        robot.run(60)  # nothing moves on its own: the human is to move again
        after = _snapshot(table)
        assert after["state"] == before["state"]
        assert after["model"] == before["model"]
        assert after["hand"] == before["hand"]
        assert after["texts"] == before["texts"], (table.status_text(), table.busy)
        assert table.human_turn and card in table.state.hand(0)
        assert not robot.has_button(_("Undo"))  # one step only
        robot.key(pygame.K_u, settle=3)
        assert robot.shows(NOTHING), robot.describe()
        assert after["state"] == state_to_json(table.state)

        # Now play and let the next seat's card be shown: too late to undo.
        moves = len(table.state.log)
        robot.click_card(table, card, settle=2)
        if table.state.phase == Phase.PLAY and table.state.to_move != 0:
            robot.until(  # taken off the queue = shown (its flight starts)
                lambda: len(table.state.log) > moves + 1 and not table.game.has_events,
                "another seat's card shown",
            )
            robot.run(2)
            assert not robot.has_button(_("Undo")), robot.describe()
            robot.key(pygame.K_z, mod=pygame.KMOD_CTRL, settle=3)
            assert robot.shows(NOTHING), robot.describe()
            assert table.state.log[moves] == Play(card)  # not taken back
        saved = read_json(robot.app.savegame_path)
        assert saved["setup"]["extra"]["undo_used"] is True
    finally:
        close(robot)


def test_a_game_with_an_undone_bid_is_marked_in_the_statistics(tmp_path):
    robot = open_app(tmp_path, speed="fast", tips=False)
    try:
        robot.click(_("New game"))
        robot.set_stepper(lambda n: _("{count} players").format(count=n), 3)
        robot.choose(_("Easy"))
        robot.choose(pgettext("game length", "Short"))
        robot.click(_("Start game"))

        def bidding(t):
            return t.human_turn and t.state.phase == Phase.BID and len(t.state.legal_bids()) >= 2

        table = _advance(robot, bidding)
        robot.run(2)
        before = state_to_json(table.state)
        human_move(robot, table)
        assert state_to_json(table.state) != before
        robot.key(pygame.K_u, settle=3)
        assert state_to_json(table.state) == before
        over, _frames = play_game(robot, dt=0.05)
        record = read_json(robot.app.stats_path)["games"][-1]
        assert record["undo"] is True
        # Play again starts a game of its own: the finished game's undo is not its.
        robot.click(_("Play again"))
        again = robot.top
        assert isinstance(again, TableScene), robot.describe()
        assert "undo_used" not in again.setup.extra and not again.game.undo_used
    finally:
        close(robot)


def _open_settings_from_pause(robot) -> None:
    robot.key(pygame.K_ESCAPE)
    assert isinstance(robot.top, PauseMenu), robot.describe()
    robot.click(_("Settings"))


def test_undo_and_forced_cards_switched_off_in_settings(tmp_path):
    robot = open_app(tmp_path, speed="fast", tips=False)
    try:
        start_game_from_menu(robot, 3, _("Easy"))
        table = robot.top
        # Round 1: one card each, so the human's card is forced and played for them.
        _advance(robot, lambda t: t.state.round > 1 or not t.state.hand(0), 3000, cards=False)
        assert any(isinstance(a, Play) for a in table.state.log)
        _advance(robot, lambda t: t.state.round == 2 and t.state.phase == Phase.BID)
        assert robot.shows(_("Undo"))
        _open_settings_from_pause(robot)
        robot.click_at(robot.top.undo.rect.center, settle=3)
        robot.click_at(robot.top.forced.rect.center, settle=3)
        settings = read_json(tmp_path / "config" / "settings.json")
        assert settings["undo"] is False and settings["auto_play_forced"] is False
        robot.key(pygame.K_ESCAPE)
        robot.key(pygame.K_ESCAPE)
        assert robot.top is table, robot.describe()
        robot.run(5)
        assert not robot.shows(_("Undo")), "Undo switched off: no button"
        assert table.undo_button.text not in [b.text for b in robot.buttons()]
        # Play on to a forced card (the round's last one): it waits for the player now.
        table = _advance(
            robot,
            lambda t: t.human_turn and t.state.phase == Phase.PLAY
            and len(t.state.legal_cards()) == 1,
        )
        moves = len(table.state.log)
        robot.run(180)  # three seconds
        assert len(table.state.log) == moves and table.human_turn
        robot.key(pygame.K_u, settle=3)  # switched off: the key does nothing
        assert len(table.state.log) == moves
        assert not robot.shows(NOTHING)
    finally:
        close(robot)


def test_a_card_marked_while_others_play_is_played_on_your_turn(tmp_path):
    # Auto-play off: a cleared mark can leave one legal card, which auto-play would
    # play at once, and the test checks what the player sees while it is their turn.
    robot = open_app(tmp_path, speed="normal", tips=False, auto_play_forced=False)
    played = cleared = 0
    try:
        start_game_from_menu(robot, 4, _("Easy"))
        table = robot.top
        unmark_checked = False
        for _attempt in range(40):
            table = _advance(
                robot,
                lambda t: t.state.phase == Phase.PLAY and can_mark(t)
                and len(t.model.hands[0]) >= 2 and t.state.to_move != 0,
            )
            hand = [c for c, _r in table.hand_rects()]
            sure = [c for c in hand if c.is_wizard or c.is_jester]
            card = (sure or hand)[0]
            if not unmark_checked:  # a click marks, a second click unmarks
                robot.click_card(table, card, settle=1)
                assert table.me.marked == card
                robot.click_card(table, card, settle=1)
                assert table.me.marked is None
                unmark_checked = True
                continue
            if len(hand) >= 3 and not sure:  # the keys: arrows select, Enter marks
                robot.key(pygame.K_RIGHT, settle=0)
                robot.key(pygame.K_RETURN, settle=1)
                card = table.model.hands[0][table.hand.kb_index]
            else:
                robot.click_card(table, card, settle=1)
            if table.me.marked != card:
                continue  # the turn came in the same frame
            robot.run(1)
            assert card in table.seen.marked
            assert robot.shows(
                _("{card} is marked: it is played on your turn").format(
                    card=_card_words(table, card)
                )
            ) or table.state.to_move == 0, robot.describe()
            moves = len(table.state.log)
            robot.until(lambda me=table.me: me.marked is None, "the mark played or cleared")
            robot.run(2)
            if Play(card) in table.state.log[moves:]:
                assert card not in table.state.hand(0)
                played += 1
            else:
                assert table.human_turn and card in table.state.hand(0)
                assert card not in table.state.legal_cards()
                said = _("{card}, chosen in advance, may not be played now: choose another card.")
                assert robot.shows(said.format(card=_card_words(table, card))), robot.describe()
                cleared += 1
            if played >= 2:
                break
        assert played >= 1, (played, cleared)
    finally:
        close(robot)


def _card_words(table, card) -> str:
    from game import words

    return words.card_short(card, table.deck_style)
