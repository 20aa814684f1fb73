"""The table by keyboard, as a player meets it: the keys' choice of a card starts on
one you may play (or on the hint's), the round summary's Enter always goes on and its
Esc opens the pause menu, Undo has time after a bid, a card chosen in advance that
may not be played is explained, and Settings says when there is no sound device.
Real App, AI worker process and files in ``tmp_path``; input only as posted events
(keys, except where a player would point); checks read what is drawn."""

from __future__ import annotations

import pygame

from game import words
from game.devtools.robot import read_hint
from game.i18n import _, pgettext
from game.rules import Phase, Play, Suit, core
from game.rules.cards import cards_of
from game.rules.serialize import state_to_json
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.overlays import PauseMenu, RoundSummary, ScorePad
from game.ui.scenes.table import TableScene
from game.ui.table import input as table_input
from game.ui.table.drivers import AI_PAUSE, UNDO_HOLD
from game.ui.table.view import hand_card
from tests.robot import close, open_app, start_game_from_menu

NOTHING = _("Nothing to undo: a move can be taken back only until the next one is shown.")


def chosen_card(table):
    """The card the keys hold now: the one drawn lifted (no pointer on the table, no
    card marked), or None."""
    lifted = [c for c in table.model.hands[0] if table_input.lifted(table, c)]
    assert len(lifted) <= 1 and table.me.marked is None, (lifted, table.me.marked)
    return lifted[0] if lifted else None


def key_move(robot, table) -> bool:
    """The human's move by keys only; False when it is not their turn."""
    if robot.top is not table or not table.human_turn:
        return False
    s = table.state
    if s.phase == Phase.BID and table.moves.picker is not None:
        legal = table.moves.picker.legal
        bid = min(legal, key=lambda b: abs(b - s.round // 4))
        for digit in str(bid):
            robot.key(pygame.K_0 + int(digit), settle=0)
        robot.key(pygame.K_RETURN, settle=2)
        return True
    if s.phase == Phase.CHOOSE_TRUMP and table.moves.trump_chooser is not None:
        hand = s.hand(0)
        suit = max(range(4), key=lambda i: sum(1 for c in hand if c.suit == Suit(i)))
        robot.key(pygame.K_1 + suit, settle=0)
        robot.key(pygame.K_RETURN, settle=2)
        return True
    if s.phase == Phase.PLAY:
        if len(s.legal_cards()) == 1 and table.me.auto_forced():
            return False  # played for you after a moment
        moves = len(s.log)
        robot.key(pygame.K_RIGHT, settle=0)  # the choice starts on a card you may play
        for _i in range(moves % 3):
            robot.key(pygame.K_RIGHT, settle=0)
        card = chosen_card(table)
        assert card is not None and hand_card(card, s) in s.legal_cards(), (card, s.legal_cards())
        robot.key(pygame.K_RETURN, settle=2)
        assert len(table.state.log) > moves, f"Enter did not play {card}; {robot.describe()}"
        return True
    return False


def play_by_keys(robot, done, max_frames: int = 40000, cards: bool = True):
    """Keys only: the human's moves and Enter on every round summary, until
    ``done(top)`` (``cards=False``: bids and trumps, but no card)."""
    for _i in range(max_frames):
        top = robot.top
        if done(top):
            return top
        if isinstance(top, RoundSummary):
            robot.key(pygame.K_RETURN, settle=2)
            continue
        if isinstance(top, TableScene) and top.tips.current is not None:
            tip = top.tips.current
            robot.key(pygame.K_x, settle=2)  # "Got it [X]": a new player's tips close by key
            assert top.tips.current is not tip, robot.describe()
            continue
        if isinstance(top, TableScene):
            mine = cards or top.state.phase != Phase.PLAY
            if mine and key_move(robot, top):
                continue
        robot.frame()
    raise AssertionError(f"never got there; {robot.describe()}")


def at_table(cond):
    return lambda top: isinstance(top, TableScene) and cond(top)


# ------------------------------------------------------------------ summaries


def test_enter_on_the_summary_goes_on_after_the_score_pad(tmp_path):
    robot = open_app(tmp_path, speed="instant", tips=False)
    try:
        start_game_from_menu(robot, 3, _("Easy"))
        table = robot.top
        summary = play_by_keys(robot, lambda top: isinstance(top, RoundSummary))
        robot.run(2)
        assert robot.shows(_("Next round")), robot.describe()
        robot.click(_("Score pad"))  # the pointer focuses the button it clicks
        assert isinstance(robot.top, ScorePad), robot.describe()
        robot.key(pygame.K_ESCAPE)
        assert robot.top is summary, robot.describe()
        robot.key(pygame.K_RETURN)  # "Next round [Enter]", not the score pad again
        assert robot.top is table, robot.describe()
        assert table.state.round == 2

        summary = play_by_keys(robot, lambda top: isinstance(top, RoundSummary))
        robot.key(pygame.K_s)  # S opens the score pad here too, and closes it
        assert isinstance(robot.top, ScorePad), robot.describe()
        robot.key(pygame.K_s)
        assert robot.top is summary
        robot.key(pygame.K_RIGHT)  # the focus moves to "Last trick"...
        robot.key(pygame.K_KP_ENTER)  # ...and Enter still means the default
        assert robot.top is table and table.state.round == 3, robot.describe()
    finally:
        close(robot)


def test_escape_as_the_last_card_falls_does_not_skip_the_summary(tmp_path):
    robot = open_app(tmp_path, speed="normal", tips=False)
    try:
        start_game_from_menu(robot, 3, _("Easy"))
        table = robot.top
        # Round 2: the human plays, and presses Esc the moment the summary appears.
        play_by_keys(robot, at_table(lambda t: t.state.round == 2 and t.state.phase == Phase.PLAY))
        summary = play_by_keys(robot, lambda top: isinstance(top, RoundSummary))
        robot.key(pygame.K_ESCAPE, settle=0)
        assert isinstance(robot.top, PauseMenu), robot.describe()
        assert summary in robot.app.stack.scenes and table.state.phase == Phase.ROUND_OVER
        robot.run()
        assert robot.shows(_("Paused")), robot.describe()
        robot.key(pygame.K_ESCAPE)  # Resume: back on the summary, the round still shown
        assert robot.top is summary, robot.describe()
        assert robot.shows(_("Next round")) and table.state.round == 2
        robot.key(pygame.K_RETURN)
        assert robot.top is table and table.state.round == 3, robot.describe()
    finally:
        close(robot)


# ---------------------------------------------------------------- card choice


def _first_card_not_playable(t) -> bool:
    s = t.state
    hand = t.model.hands[0]
    return (
        t.human_turn and s.phase == Phase.PLAY and not t.model.blind
        and len(hand) >= 2 and hand[0] not in s.legal_cards()
    )


def test_enter_never_plays_a_card_you_may_not_and_takes_the_hint(tmp_path):
    robot = open_app(tmp_path, speed="instant", tips=False, auto_play_forced=False)
    try:
        start_game_from_menu(robot, 4, _("Easy"))
        table = play_by_keys(robot, at_table(_first_card_not_playable))
        robot.run(2)
        moves = len(table.state.log)
        first = table.model.hands[0][0]
        robot.key(pygame.K_RETURN)  # the first press shows the keys' choice
        card = chosen_card(table)
        assert card is not None and card != first, (card, first)
        assert card in table.state.legal_cards()
        assert len(table.state.log) == moves
        assert table.hand.lift.get(card, 0) > 0.9, "the chosen card is not drawn lifted"
        robot.key(pygame.K_RETURN)
        assert table.state.log[moves] == Play(card), robot.describe()
        assert table.heads.error is None, table.heads.error

        # A hint: the keys' choice is on its card, so Enter plays it.
        def choice_of_two(t):
            return t.human_turn and t.state.phase == Phase.PLAY and len(t.state.legal_cards()) >= 2

        table = play_by_keys(robot, at_table(choice_of_two))
        moves = len(table.state.log)
        robot.key(pygame.K_h)
        robot.until(lambda: table.heads.hint is not None, "the hint")
        robot.run(30)
        shown = read_hint(robot, table)  # the hint as the status line says it
        assert isinstance(shown, Play), robot.describe()
        hinted = shown.card
        assert chosen_card(table) == hinted
        assert table.hand.lift.get(hinted, 0) > 0.9, "the hint's card is not drawn lifted"
        robot.key(pygame.K_RETURN)
        assert table.state.log[moves] == Play(hinted), robot.describe()
    finally:
        close(robot)


def _can_mark_a_card_that_will_not_be_playable(t) -> bool:
    """Others play this trick before you, its suit is set and you hold it, and you
    hold a card of another suit (not a Wizard or Jester): that card may not be played."""
    s = t.state
    if not (table_input.can_mark(t) and s.trick and 0 <= s.led < 4):
        return False
    if (0 - s.trick_leader) % s.players < len(s.trick):
        return False  # you played in this trick already
    legal = cards_of(core.legal_mask(s.hands[0], s.led))
    return any(c not in legal for c in s.hand(0))


def test_a_card_chosen_in_advance_that_may_not_be_played_is_explained(tmp_path):
    robot = open_app(tmp_path, speed="fast", tips=False, auto_play_forced=False)
    try:
        start_game_from_menu(robot, 5, _("Easy"))
        table = play_by_keys(robot, at_table(_can_mark_a_card_that_will_not_be_playable))
        s = table.state
        legal = cards_of(core.legal_mask(s.hands[0], s.led))
        hand = table.model.hands[0]
        target = next(i for i, c in enumerate(hand) if c not in legal)
        for _i in range(target + 1):  # the arrows start on the first card
            robot.key(pygame.K_RIGHT, settle=0)
        robot.key(pygame.K_RETURN, settle=1)  # marks it
        card = hand[target]
        assert table.me.marked == card, (table.me.marked, card)
        robot.until(lambda: table.human_turn, "your turn", max_frames=6000)
        robot.run(3)
        said = _("{card}, chosen in advance, may not be played now: choose another card.")
        assert robot.shows(said.format(card=words.card_short(card, "classic"))), robot.describe()
        assert not any("mark" in text for text in robot.visible_texts())
        moves = len(table.state.log)
        robot.key(pygame.K_RETURN)  # the keys start on a card you may play, not that one
        chosen = chosen_card(table)
        assert chosen != card and chosen in table.state.legal_cards()
        robot.key(pygame.K_RETURN)
        assert table.state.log[moves] == Play(chosen)
    finally:
        close(robot)


# ----------------------------------------------------------------------- undo


def test_undo_after_a_bid_at_normal_speed(tmp_path):
    robot = open_app(tmp_path, speed="normal", tips=False)
    try:
        start_game_from_menu(robot, 4, _("Easy"))

        def bid_with_others_after(t):
            s = t.state
            return t.human_turn and s.phase == Phase.BID and s.bids_made() < s.players - 1

        table = play_by_keys(robot, at_table(bid_with_others_after))
        robot.run(2)
        before = state_to_json(table.state)
        key_move(robot, table)
        bid_at = robot.frames
        assert state_to_json(table.state) != before
        # A second after the bid (twice the pause between computer moves) Undo is
        # still there, and the next seat has not bid.
        robot.run(60)
        assert table.game.can_undo and robot.has_button(_("Undo")), robot.describe()
        robot.key(pygame.K_u, settle=3)
        assert state_to_json(table.state) == before, "the bid was not taken back"
        assert table.human_turn

        # The hold ends: bid again and wait, the next seat bids and Undo closes.
        key_move(robot, table)
        bid_at = robot.frames
        robot.until(lambda: not table.game.can_undo, "the next bid shown", max_frames=600)
        waited = (robot.frames - bid_at) / 60
        assert UNDO_HOLD <= waited <= UNDO_HOLD + 1.5, waited
        robot.run(2)
        assert not robot.has_button(_("Undo"))
        robot.key(pygame.K_u, settle=3)
        assert robot.shows(NOTHING), robot.describe()
        assert AI_PAUSE < UNDO_HOLD
    finally:
        close(robot)


# ---------------------------------------------------------------------- sound


def test_settings_say_when_there_is_no_sound_device(tmp_path, monkeypatch):
    silent = _("No sound device was found: the game is silent.")
    pygame.mixer.quit()  # an earlier test's mixer (the dummy driver) would answer
    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-audio-driver")
    robot = open_app(tmp_path / "none")
    try:
        robot.click(_("Settings"))
        assert robot.shows(silent), robot.describe()
        assert robot.shows(pgettext("sound", "no device"))
        assert not robot.shows(_("{percent}%").format(percent=70))
    finally:
        close(robot)
        pygame.mixer.quit()
    monkeypatch.undo()  # with a device (SDL's dummy one): the volume as before
    robot = open_app(tmp_path / "dummy")
    try:
        assert robot.app.sounds.available
        robot.click(_("Settings"))
        assert robot.shows(_("Sound volume")) and not robot.shows(silent)
        assert robot.shows(_("{percent}%").format(percent=round(robot.app.settings.volume * 100)))
    finally:
        close(robot)


# ------------------------------------------------------------- a whole game


def test_a_whole_game_by_keyboard_only(tmp_path):
    """With a new player's tips on: each is put away by its key."""
    robot = open_app(tmp_path, speed="instant", tips=True, auto_play_forced=False)
    shots = tmp_path / "shots"
    shots.mkdir()
    try:
        robot.key(pygame.K_RETURN)  # "New game", the menu's first button
        robot.key(pygame.K_RETURN, mod=pygame.KMOD_CTRL)  # Start the game
        table = robot.top
        assert isinstance(table, TableScene), robot.describe()
        rounds = table.setup.rules.rounds
        seen = set()

        def done(top):
            if isinstance(top, RoundSummary) and top.record.number not in seen:
                seen.add(top.record.number)
                robot.run(2)
                pygame.image.save(robot.app.screen, str(shots / f"summary-{top.record.number}.png"))
            return isinstance(top, GameOverScene)

        over = play_by_keys(robot, done, max_frames=200000)
        robot.run()
        pygame.image.save(robot.app.screen, str(shots / "game-over.png"))
        assert seen == set(range(1, rounds + 1)), seen
        assert over.state.is_over
    finally:
        close(robot)
