"""The player robot plays real games: from the main menu through New game to Game
over and Play again, at every animation speed, with 3 and 6 players; a language
switch in the middle of a game; a new game over a saved one; a window resize in the
middle of a trick. Real App, sounds, AI worker process and files in ``tmp_path``;
input only as posted mouse and key events; checks read what is on screen."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import LANGUAGES, _
from game.rules import Phase
from game.ui.kit.widgets import TextInput
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.table import TableScene
from tests.robot import (
    TurnMarkerWatch,
    close,
    language_detector,
    open_app,
    play_game,
    read_json,
    start_game_from_menu,
)

# Frame times: every animation and pause of a whole game in as many frames as Normal
# takes at 0.1 s a frame (the longest frame App.run lets through), so the whole games
# fit in the suite's time. Instant has no animations: real 60 fps frames.
FRAME_DT = {"instant": 1 / 60, "fast": 0.05, "normal": 0.1, "slow": 0.16}
# Every speed once and each table size at two speeds, one of them animated: the pairs
# cover what the eight would (the 6-player table at every speed also plays whole games
# in tests/ui/test_ui_table_defects.py's turn glow test) in half the time.
GAMES = [("instant", 3), ("fast", 6), ("normal", 3), ("slow", 6)]


def games_in_statistics(robot, what: str = "games") -> int:
    """Games (or wins) recorded in the statistics file."""
    path = robot.app.stats_path
    if not path.exists():
        return 0
    return sum(b[what] for b in read_json(path)["buckets"].values())


@pytest.mark.parametrize(("speed", "players"), GAMES)
def test_whole_game_to_game_over_then_play_again(tmp_path, speed, players):
    robot = open_app(tmp_path, speed=speed, dt=FRAME_DT[speed])
    watch = TurnMarkerWatch()
    robot.on_frame.append(watch)
    try:
        start_game_from_menu(robot, players, _("Easy"))
        table = robot.top
        assert isinstance(table, TableScene), robot.describe()
        assert table.setup.levels == ["human"] + ["easy"] * (players - 1)
        over, _frames = play_game(robot)
        assert isinstance(over, GameOverScene)
        assert robot.shows(_("Game over")), robot.describe()
        assert over.state.round == 60 // players
        assert games_in_statistics(robot) == 1
        assert not robot.app.savegame_path.exists(), "a finished game stays saved"
        assert watch.checked > 50, "the turn marker was hardly ever checked"
        assert watch.problems == [], "turn marker on the wrong seat:\n" + "\n".join(watch.problems)
        robot.click(_("Play again"))
        again = robot.top
        assert isinstance(again, TableScene), robot.describe()
        assert again.setup.rules.players == players
        assert again.state.round == 1
        robot.run(90)
    finally:
        close(robot)


def _mid_round_three(table) -> bool:
    """Mid-round with a real choice for the player: a forced card would be played for
    them (auto-play) and the round could end under the test's feet."""
    s = table.state
    return (
        s.round >= 3
        and s.phase == Phase.PLAY
        and len(s.tricks) >= 1
        and not table.busy
        and table.human_turn
        and len(s.legal_actions()) > 1
    )


def _until_the_first_bid_tip(robot) -> None:
    """Play until the tip before the player's first bid is up. The deal is random: when
    the player deals and turns up a Wizard, they choose trump first (``play_game``
    does, and dismisses any other tip, as a player would)."""
    play_game(robot, max_frames=1200, stop=lambda t: not t.busy and t.tips.current is not None
              and t.tips.current.id == "first_bid")


def test_a_tip_on_screen_follows_a_language_switch(tmp_path):
    """The first tip (before the player's first bid) is up while the player switches
    from Swedish to English: its title, text and buttons are English afterwards."""
    robot = open_app(tmp_path, speed="instant", language="sv")
    try:
        start_game_from_menu(robot, 4, _("Easy"))
        table = robot.top
        _until_the_first_bid_tip(robot)
        tip = table.tips.current
        assert tip is not None and tip.id == "first_bid", robot.describe()
        swedish = [_("Tip: {title}").format(title=tip.title), _("Got it"), _("No more tips")]
        assert all(robot.shows(t, table.tips.rect, 1.0) for t in swedish), robot.texts.log[-40:]

        robot.key(pygame.K_ESCAPE)
        robot.click(_("Settings"))
        robot.choose(LANGUAGES["en"])
        robot.click(_("Back"))
        robot.click("Resume")
        assert robot.top is table and table.tips.current is tip, robot.describe()
        robot.run(30)
        box = table.tips.rect
        for text in ("Tip: Your first bid", "Got it", "No more tips"):
            assert robot.shows(text, box, 1.0), f"{text!r} not in the tip box"
        for text in swedish:
            assert not robot.shows(text, box, 1.0), f"{text!r} still in the tip box"
        robot.click("Got it")
        robot.run(10)
        assert table.tips.current is None or table.tips.current.id != "first_bid"
    finally:
        close(robot)


def test_language_switch_mid_game_leaves_no_old_language_on_the_table(tmp_path):
    robot = open_app(tmp_path, speed="instant", language="sv")
    try:
        start_game_from_menu(robot, 4, _("Easy"))
        table = robot.top
        play_game(robot, stop=_mid_round_three)
        switched_in = table.state.round
        robot.run(30)
        is_swedish = language_detector("sv", table.setup.names[1:])

        def swedish_shown():
            # Whole texts, every solid pixel: "Bud" is not "Bid". A single letter
            # (the dealer badge) cannot be told from other letters: checked by place.
            return robot.visible_texts(lambda t: len(t.strip()) > 1 and is_swedish(t), 1.0)

        shown_before = swedish_shown()
        assert {"Bud", "Du"} <= shown_before, f"the detector misses Swedish: {shown_before}"

        robot.key(pygame.K_ESCAPE)
        robot.click(_("Settings"))
        robot.choose(LANGUAGES["en"])
        robot.click(_("Back"))  # now in English
        assert _("Back") == "Back"
        robot.click("Resume")
        assert robot.top is table, robot.describe()
        mark = len(robot.texts.log)
        robot.run(240)  # bubbles and banners of the old language fade out

        rendered_after = sorted({t for t in robot.texts.log[mark:] if is_swedish(t)})
        still_shown = sorted(swedish_shown())
        pygame.image.save(robot.app.screen, str(tmp_path / "after_switch.png"))
        assert still_shown == [], f"Swedish still on the table after the switch: {still_shown}"
        assert rendered_after == [], f"Swedish drawn after the switch: {rendered_after}"
        lay = table.layout
        for word in ("Bid", "Won", "points"):
            assert robot.shows(word, lay.panels[1], 1.0), f"{word!r} not on an English plate"
        assert robot.shows("You", lay.panels[0], 1.0), "the human's plate does not say You"
        dealer = table.state.dealer
        badge = lay.dealer_badge(dealer).inflate(6, 6)  # on the avatar, inside the plate
        assert robot.shows("D", badge, 1.0), "the dealer badge does not say D"
        assert not robot.shows("G", badge, 1.0)
        # The game goes on in English.
        play_game(robot, stop=lambda t: t.state.round > switched_in)
    finally:
        close(robot)


def _saved_seed(robot):
    return read_json(robot.app.savegame_path)["setup"]["seed"]


def test_new_game_over_a_saved_game_asks_first(tmp_path):
    robot = open_app(tmp_path, speed="instant")
    try:
        start_game_from_menu(robot, 4, _("Easy"))
        play_game(robot, stop=lambda t: t.state.round == 2 and not t.busy)
        robot.key(pygame.K_ESCAPE)
        robot.click(_("Quit to menu"))
        assert isinstance(robot.top, MainMenu)
        assert robot.has_button(_("Continue"))
        saved = robot.app.savegame_path.read_bytes()
        seed = _saved_seed(robot)

        def ask():
            robot.click(_("New game"))
            if robot.has_button(_("Start game")):
                robot.click(_("Start game"))

        ask()
        assert not isinstance(robot.top, TableScene), "a new game started without asking"
        assert robot.app.savegame_path.read_bytes() == saved, "the saved game was overwritten"
        assert games_in_statistics(robot) == 0
        # Escape answers no: the saved game is still there to continue.
        robot.key(pygame.K_ESCAPE)
        assert robot.app.savegame_path.read_bytes() == saved
        while not isinstance(robot.top, MainMenu):
            robot.key(pygame.K_ESCAPE)
        robot.click(_("Continue"))
        table = robot.top
        assert isinstance(table, TableScene) and table.setup.seed == seed
        assert table.state.round == 2

        # Again, and this time yes: the old game counts as lost, a new one starts.
        robot.key(pygame.K_ESCAPE)
        robot.click(_("Quit to menu"))
        ask()
        dialog = robot.top
        yes = robot.buttons()[0]
        robot.click(yes.text)
        assert dialog not in robot.app.stack.scenes
        if not isinstance(robot.top, TableScene) and robot.has_button(_("Start game")):
            robot.click(_("Start game"))
        new = robot.top
        assert isinstance(new, TableScene), robot.describe()
        assert new.setup.seed != seed and new.state.round == 1
        assert _saved_seed(robot) == new.setup.seed
        assert games_in_statistics(robot) == 1, "the abandoned game is not in the statistics"
        assert games_in_statistics(robot, "wins") == 0, "the abandoned game counts as a win"
        robot.run()
    finally:
        close(robot)


def _trick_in_flight(table) -> bool:
    s = table.state
    return s.phase == Phase.PLAY and bool(table.sprites) and table.busy


def test_typed_name_then_resize_during_a_trick(tmp_path):
    robot = open_app(tmp_path, speed="normal", dt=1 / 60)
    watch = TurnMarkerWatch()
    robot.on_frame.append(watch)
    try:
        robot.click(_("New game"))
        robot.set_stepper(lambda n: _("{count} players").format(count=n), 5)
        robot.choose(_("Easy"))
        name_field = next(w for w in robot.top.focus.widgets if isinstance(w, TextInput))
        robot.click_at(name_field.rect.center)
        robot.key(pygame.K_a, mod=pygame.KMOD_CTRL)  # select what is there, type over it
        robot.type_text("Zed")
        robot.click(_("Start game"))
        table = robot.top
        assert isinstance(table, TableScene), robot.describe()
        plates = table.layout.panels
        assert any(robot.shows("Zed", r, 1.0) for r in plates), "the typed name is not shown"
        for size, rnd in (((1280, 800), 2), ((1024, 640), 3), ((1600, 900), 4)):
            play_game(robot, stop=lambda t, r=rnd: t.state.round == r and _trick_in_flight(t))
            robot.resize(size)
            assert robot.app.size == size
            assert table.layout.size == size
            for seat, card in table.model.trick:
                slot = table.layout.trick_slots[seat]
                assert robot.app.screen.get_rect().collidepoint(slot), (seat, card, slot)
        play_game(robot, stop=lambda t: t.state.round == 5)
        assert watch.problems == [], "\n".join(watch.problems)
    finally:
        close(robot)


def test_round_summary_shows_the_last_trick_and_enter_goes_on(tmp_path):
    from game.ui.scenes.overlays import LastTrickReview, RoundSummary

    robot = open_app(tmp_path, speed="instant")
    try:
        start_game_from_menu(robot, 4, _("Easy"))
        table = robot.top
        play_game(robot, stop=lambda t: t.state.phase == Phase.ROUND_OVER)
        robot.run()
        summary = robot.top
        assert isinstance(summary, RoundSummary), robot.describe()
        leader, cards, winner = table.model.last_trick
        robot.click(_("Last trick"))
        assert isinstance(robot.top, LastTrickReview), robot.describe()
        took = (
            _("You took it")
            if winner == 0
            else _("{name} took it").format(name=table.setup.names[winner])
        )
        assert robot.shows(took), robot.describe()
        robot.key(pygame.K_ESCAPE)
        assert robot.top is summary
        robot.key(pygame.K_l)
        assert isinstance(robot.top, LastTrickReview)
        robot.key(pygame.K_l)
        assert robot.top is summary
        robot.key(pygame.K_ESCAPE)  # Escape on the summary pauses, as at the table
        assert type(robot.top).__name__ == "PauseMenu", robot.describe()
        robot.key(pygame.K_ESCAPE)
        assert robot.top is summary
        robot.key(pygame.K_RETURN)  # Enter goes on to the next round
        assert robot.top is table, robot.describe()
        assert table.state.round == 2
        robot.run()
    finally:
        close(robot)
