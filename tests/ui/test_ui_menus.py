"""Scene tests for the screens around the table: menu, new game, settings,
statistics, error screen and dialogs. Events are fed straight to the scenes."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import sys
import types

import pygame
import pytest

from game.rules import Rules, new_game, rules_problem
from game.savegame import GameSetup, save_game
from game.settings import load_settings
from game.ui.kit.widgets import Button
from game.ui.scenes.error import ErrorScene
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.notice import NoticeScene
from game.ui.scenes.rules_screen import RulesScene
from game.ui.scenes.settings_scene import SettingsScene
from game.ui.scenes.statistics import StatisticsScene
from game.words import error_text
from tests.robot import click_on, frames

SIZES = [(1024, 640), (1920, 1080)]


def key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def text(s):
    return pygame.event.Event(pygame.TEXTINPUT, text=s)


@pytest.fixture
def fake_table(monkeypatch):
    """A stand-in TableScene that records how it was opened."""
    from game.ui.scene import Scene

    opened = []

    class TableScene(Scene):
        def __init__(self, app, setup, state=None, autoplay=False, autoplay_level="medium",
                     mode=None):  # as the real one (the router's factory passes them all)
            super().__init__(app)
            opened.append((setup, state))

    module = types.ModuleType("game.ui.scenes.table")
    module.TableScene = TableScene
    monkeypatch.setitem(sys.modules, "game.ui.scenes.table", module)
    return opened


def finished_or_started_game(players=4, seed=3, moves=5):
    setup = GameSetup(
        Rules(players=players),
        ["You", "A", "B", "C"][:players],
        ["human"] + ["easy"] * (players - 1),
        seed,
    )
    state, _ev = new_game(setup.rules, seed=seed)
    for _ in range(moves):
        state, _ev = state.apply(state.legal_actions()[0])
    return setup, state


# ------------------------------------------------------------------- rendering
@pytest.mark.parametrize("size", SIZES)
def test_every_screen_renders(make_app, size):
    app = make_app(size)
    app.push(MainMenu(app))
    frames(app, 2)
    for scene in (
        NewGameScene(app),
        SettingsScene(app),
        StatisticsScene(app),
        RulesScene(app),
        NoticeScene(app, "Title", "A message that is long enough to wrap. " * 8),
    ):
        app.push(scene)
        frames(app, 2)
        assert app.stack.top is scene
        assert app.screen.get_size() == size
        app.pop()
    app.clear_to(ErrorScene(app, RuntimeError("boom")))
    frames(app, 2)
    assert isinstance(app.stack.top, ErrorScene)


def test_resize_relayouts(make_app):
    app = make_app()
    scene = NewGameScene(app)
    app.push(scene)
    frames(app, 2)
    small = scene.start_button.rect.copy()
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, w=1600, h=1000, size=(1600, 1000)))
    frames(app, 2)
    assert scene.start_button.rect != small
    assert scene.start_button.rect.bottom <= 1000


# ------------------------------------------------------------------- main menu
def labels(menu):
    return [b.text for b in menu.buttons]


def test_menu_buttons_and_keyboard(make_app):
    app = make_app()
    menu = MainMenu(app)
    app.push(menu)
    assert labels(menu) == [
        "New game", "Tutorial", "Rules", "Statistics", "Open a game", "Settings", "About",
        "Quit",
    ]
    assert menu.focus.current is menu.buttons[0]
    menu.handle_event(key(pygame.K_DOWN))
    menu.handle_event(key(pygame.K_DOWN))
    assert menu.focus.current.text == "Rules"
    menu.handle_event(key(pygame.K_RETURN))
    assert isinstance(app.stack.top, RulesScene)
    app.stack.top.handle_event(key(pygame.K_ESCAPE))
    assert app.stack.top is menu
    menu.handle_event(key(pygame.K_UP))
    menu.handle_event(key(pygame.K_UP))
    menu.handle_event(key(pygame.K_UP))  # wraps round to Quit
    assert menu.focus.current.text == "Quit"
    for name, cls in (
        ("Statistics", StatisticsScene),
        ("Settings", SettingsScene),
        ("New game", NewGameScene),
    ):
        click_on(menu, next(b for b in menu.buttons if b.text == name).rect)
        assert isinstance(app.stack.top, cls)
        app.stack.top.handle_event(key(pygame.K_ESCAPE))
        assert app.stack.top is menu


def test_menu_escape_asks_before_quitting(make_app):
    app = make_app()
    menu = MainMenu(app)
    app.push(menu)
    menu.handle_event(key(pygame.K_ESCAPE))
    dialog = app.stack.top
    assert isinstance(dialog, NoticeScene)
    dialog.handle_event(key(pygame.K_ESCAPE))  # cancel
    assert app.stack.top is menu and app.running
    menu.handle_event(key(pygame.K_ESCAPE))
    app.stack.top.handle_event(key(pygame.K_LEFT))  # focus Quit
    app.stack.top.handle_event(key(pygame.K_RETURN))
    assert not app.running


def test_tutorial_opens_the_lesson_list(make_app):
    from game.ui.scenes.tutorial import TutorialScene

    app = make_app()
    menu = MainMenu(app)
    app.push(menu)
    menu.tutorial()
    assert isinstance(app.stack.top, TutorialScene)
    frames(app, 2)
    app.stack.top.handle_event(key(pygame.K_ESCAPE))
    assert app.stack.top is menu


def test_continue_only_with_a_saved_game(make_app, fake_table):
    app = make_app()
    setup, state = finished_or_started_game()
    save_game(app.savegame_path, setup, state)
    menu = MainMenu(app)
    app.push(menu)
    assert labels(menu)[0] == "Continue"
    frames(app, 2)
    menu.handle_event(key(pygame.K_RETURN))
    ((opened_setup, opened_state),) = fake_table
    assert opened_setup.names == setup.names
    assert opened_state.log == state.log


# -------------------------------------------------------------------- new game
def test_new_game_choices_make_the_setup(make_app, fake_table):
    app = make_app()
    app.push(MainMenu(app))
    scene = NewGameScene(app)
    app.push(scene)
    frames(app, 2)
    assert scene.focus.current is scene.count
    scene.handle_event(key(pygame.K_RIGHT))  # 4 -> 5 players
    assert scene.players == 5
    scene.handle_event(key(pygame.K_DOWN))  # the player's own name
    assert scene.focus.current is scene.you_input
    scene.handle_event(key(pygame.K_DOWN))  # first opponent's name
    assert scene.focus.current is scene.name_inputs[0]
    for _ in range(10):
        scene.handle_event(key(pygame.K_BACKSPACE))
    scene.handle_event(text("Ada"))
    scene.handle_event(key(pygame.K_DOWN))  # its difficulty
    scene.handle_event(key(pygame.K_RIGHT))  # medium -> hard
    scene.handle_event(key(pygame.K_RIGHT))  # hard -> expert
    click_on(scene, scene.level_choices[1].segment_rects()[0])  # second opponent: easy
    click_on(scene, scene.toggles["blind_first_round"].rect)
    click_on(scene, scene.seed.rect)
    scene.handle_event(text("12a3"))  # letters are refused
    assert scene.seed.text == "123"
    click_on(scene, scene.start_button.rect)
    ((setup, state),) = fake_table
    assert state is None
    assert setup.rules == Rules(players=5, blind_first_round=True)
    assert setup.names == ["You", "Ada", "Morgana", "Gandalf", "Circe"]
    assert setup.levels == ["human", "expert", "easy", "medium", "medium"]
    assert setup.seed == 123


def test_new_game_defaults_and_blank_names(make_app, fake_table):
    app = make_app()
    scene = NewGameScene(app)
    app.push(scene)
    scene.name_inputs[0].set_text("   ")
    scene.set_players(3)
    setup = scene.make_setup()
    assert setup.names == ["You", "Merlin", "Morgana"]
    assert setup.levels[0] == "human" and setup.seed is None
    scene.set_players(6)
    assert len(scene.make_setup().names) == 6


def test_refused_combination_disables_start(make_app, fake_table):
    app = make_app()
    scene = NewGameScene(app)
    app.push(scene)
    scene.toggles["plus_minus_one"].set(True)
    assert scene.start_button.enabled
    scene.toggles["hidden_bids"].set(True)
    message = error_text(rules_problem(4, True, True, False))
    assert message and scene.problem == message
    assert not scene.start_button.enabled
    assert scene.start_button.reason == message
    frames(app, 2)
    click_on(scene, scene.start_button.rect)
    scene.start()
    assert fake_table == []
    # Not silently fixed: both toggles stay on until the player changes one.
    assert scene.toggles["plus_minus_one"].value and scene.toggles["hidden_bids"].value
    scene.toggles["hidden_bids"].set(False)
    assert scene.start_button.enabled and scene.problem is None


def test_text_input_editing():
    from game.ui.kit.widgets import TextInput

    t = TextInput("Merlin", max_length=8)
    t.focused = True
    t.handle_event(key(pygame.K_HOME))
    t.handle_event(text("Sir "))
    assert t.text == "SiMerlin"  # only room for 2 more characters: at most 8
    t.handle_event(key(pygame.K_END))
    t.handle_event(key(pygame.K_BACKSPACE))
    t.handle_event(key(pygame.K_LEFT))
    t.handle_event(key(pygame.K_DELETE))
    assert t.text == "SiMerl"
    t.focused = False
    assert not t.handle_event(text("x"))


# -------------------------------------------------------------------- settings
def test_settings_apply_and_persist(make_app):
    app = make_app()
    app.push(MainMenu(app))
    scene = SettingsScene(app)
    app.push(scene)
    frames(app, 2)
    assert scene.focus.current is scene.speed
    scene.handle_event(key(pygame.K_RIGHT))  # normal -> fast
    scene.handle_event(key(pygame.K_DOWN))  # volume
    scene.handle_event(key(pygame.K_LEFT))
    scene.handle_event(key(pygame.K_LEFT))
    click_on(scene, scene.mute.rect)
    click_on(scene, scene.deck.segment_rects()[1])
    click_on(scene, scene.tips.rect)
    s = app.settings
    assert (s.animation_speed, s.volume, s.muted, s.deck_style, s.tips) == (
        "fast",
        0.6,
        True,
        "four_colour",
        False,
    )
    saved = load_settings(app.settings_path, [])
    assert (saved.animation_speed, saved.volume, saved.muted, saved.deck_style, saved.tips) == (
        "fast",
        0.6,
        True,
        "four_colour",
        False,
    )
    # Dragging the volume slider.
    r = scene.volume.rect
    scene.handle_event(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(r.left + 2, r.centery), button=1)
    )
    scene.handle_event(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=(r.right + 50, r.centery), rel=(0, 0), buttons=(1, 0, 0)
        )
    )
    scene.handle_event(
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(r.right + 50, r.centery), button=1)
    )
    assert load_settings(app.settings_path, []).volume == 1.0
    frames(app, 2)


def test_settings_fullscreen_and_language(make_app, monkeypatch):
    app = make_app()
    calls = []
    monkeypatch.setattr(
        app,
        "set_fullscreen",
        lambda on: (calls.append(on), setattr(app.settings, "fullscreen", on)),
    )
    scene = SettingsScene(app)
    app.push(scene)
    click_on(scene, scene.fullscreen.rect)
    assert calls == [True] and load_settings(app.settings_path, []).fullscreen
    # Only languages with a catalog can be chosen (English always).
    import game.ui.scenes.settings_scene as mod

    assert "en" not in scene.language.disabled
    for code in scene.language.disabled:
        assert not mod.language_available(code)
    if scene.language.disabled:
        code = next(iter(scene.language.disabled))
        scene.language.choose(code)
        assert app.settings.language != code


# ------------------------------------------------------------------ statistics
def test_statistics_reset_with_confirmation(make_app):
    from game.stats import Bucket, Stats, load_stats, save_stats

    app = make_app()
    stats = Stats()
    stats.buckets["hard"] = Bucket(
        games=2, wins=1, score_total=100, bids=20, bids_made=12, best_score=90
    )
    save_stats(app.stats_path, stats)
    app.push(MainMenu(app))
    scene = StatisticsScene(app)
    app.push(scene)
    frames(app, 2)
    assert scene.reset_button.enabled
    click_on(scene, scene.reset_button.rect)
    dialog = app.stack.top
    assert isinstance(dialog, NoticeScene)
    dialog.handle_event(key(pygame.K_ESCAPE))  # cancel keeps everything
    assert load_stats(app.stats_path, []).games == 2
    click_on(scene, scene.reset_button.rect)
    frames(app, 2)
    reset = next(b for b in app.stack.top.buttons if b.text == "Reset")
    click_on(app.stack.top, reset.rect)
    assert app.stack.top is scene
    assert load_stats(app.stats_path, []).games == 0
    assert not scene.reset_button.enabled
    frames(app, 2)


def test_statistics_rows():
    from game.stats import Bucket
    from game.ui.scenes.statistics import format_row

    assert format_row(Bucket()) == ["0", "–", "–", "–", "–"]
    b = Bucket(games=4, wins=1, score_total=250, bids=40, bids_made=30, best_score=120)
    assert format_row(b) == ["4", "1 (25%)", "62", "75%", "120"]


# ----------------------------------------------------------------- error screen
def test_crash_shows_the_error_screen(make_app):
    app = make_app()
    app.strict = False  # what a player gets: the friendly screen, not a traceback
    setup, state = finished_or_started_game()
    save_game(app.savegame_path, setup, state)

    from game.ui.scene import Scene

    class Broken(Scene):
        def draw(self, surface):
            raise ValueError("a card fell off the table")

    app.push(Broken(app))
    frames(app, 1)
    scene = app.stack.top
    assert isinstance(scene, ErrorScene)
    assert scene.saved
    paragraphs = " ".join(t for t, _k in scene.texts())
    assert "a card fell off the table" in paragraphs
    assert str(app.dirs["log"] / "wizard.log") in paragraphs
    assert app.savegame_path.exists()  # the saved game is kept
    frames(app, 2)
    click_on(scene, scene.menu_button.rect)
    assert isinstance(app.stack.top, MainMenu)
    assert labels(app.stack.top)[0] == "Continue"


def test_error_screen_quit(make_app):
    app = make_app()
    scene = ErrorScene(app, RuntimeError(""))
    app.push(scene)
    assert not scene.saved
    click_on(scene, scene.quit_button.rect)
    assert not app.running


def test_disabled_button_explains_itself(make_app):
    app = make_app()
    scene = NewGameScene(app)
    app.push(scene)
    scene.toggles["plus_minus_one"].set(True)
    scene.toggles["hidden_bids"].set(True)
    pos = scene.start_button.rect.center
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0,)))
    frames(app, 2)
    assert isinstance(scene.start_button, Button) and not scene.start_button.enabled
