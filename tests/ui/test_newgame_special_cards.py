"""New game offers the anniversary special cards (issue 60, item 5): none, the 20- or
25-year edition's set, or the player's own cards (the Dragon and the Fairy together)
on a screen of their own, by keyboard or mouse; the game starts with those rules and
the choice is remembered in the settings."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.rules import Card, Rules, SpecialCards  # noqa: E402
from game.settings import load_settings, new_game_choices  # noqa: E402
from game.storage import FileProblem  # noqa: E402
from game.ui import screens  # noqa: E402
from game.ui.scenes.menu import MainMenu  # noqa: E402
from game.ui.scenes.newgame import NewGameScene  # noqa: E402
from game.ui.scenes.special_cards_scene import GROUPS, SpecialCardsScene  # noqa: E402
from tests.robot import click_on, frames, user_dirs  # noqa: E402


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def _new_game(app, monkeypatch) -> tuple[NewGameScene, list]:
    """The New game screen, and the games it starts (the table is not opened)."""
    app.push(MainMenu(app))
    scene = NewGameScene(app)
    app.push(scene)
    frames(app, 2)
    started: list = []
    monkeypatch.setattr(app.router, "go_to", lambda name, *args: started.append((name, args)))
    return scene, started


def test_a_preset_chosen_by_keyboard_starts_the_game_and_is_remembered(
        make_app, monkeypatch, tmp_path):
    app = make_app()
    scene, started = _new_game(app, monkeypatch)
    assert scene.make_setup().rules.special == SpecialCards()  # none, as before
    scene.focus.focus(scene.specials.button)
    scene.handle_event(key(pygame.K_RETURN))
    cards = app.scenes[-1]
    assert isinstance(cards, SpecialCardsScene)
    frames(app, 2)
    assert cards.focus.current is cards.preset
    cards.handle_event(key(pygame.K_RIGHT))  # none -> 20 years
    cards.handle_event(key(pygame.K_RIGHT))  # -> 25 years
    assert all(switch.value for switch in cards.switches)
    cards.handle_event(key(pygame.K_ESCAPE))
    assert app.scenes[-1] is scene
    seven = SpecialCards.parse("25")
    assert scene.specials.cards() == seven and "7" in scene.specials.button.text
    click_on(scene, scene.start_button.rect)
    ((where, (setup,)),) = started
    assert where is screens.table
    assert setup.rules == Rules(players=4, special=seven)
    # Remembered: in the settings file, and on the next New game screen.
    stored = load_settings(user_dirs(tmp_path)["config"] / "settings.json", [])
    assert stored.new_game["special_cards"] == "25"
    again = NewGameScene(make_app())
    assert again.specials.cards() == seven


def test_cards_chosen_one_by_one_with_the_mouse_keep_the_dragon_with_the_fairy(
        make_app, monkeypatch):
    app = make_app(size=(1280, 800))
    scene, started = _new_game(app, monkeypatch)
    click_on(scene, scene.specials.button.rect)
    cards = app.scenes[-1]
    frames(app, 2)
    switch = dict(zip(GROUPS, cards.switches, strict=True))
    for group in ((Card.DRAGON, Card.FAIRY), (Card.BOMB,), (Card.CLOUD,)):
        click_on(cards, switch[group].rect)
    assert cards.preset.value == "custom"
    want = SpecialCards(frozenset({Card.DRAGON, Card.FAIRY, Card.BOMB, Card.CLOUD}))
    assert scene.specials.cards() == want
    click_on(cards, switch[(Card.DRAGON, Card.FAIRY)].rect)  # the pair goes as one
    want = SpecialCards(frozenset({Card.BOMB, Card.CLOUD}))
    assert scene.specials.cards() == want
    click_on(cards, cards.preset.segment_rects()[0])  # none: every switch off
    assert not any(s.value for s in cards.switches) and not scene.specials.cards()
    click_on(cards, cards.preset.segment_rects()[3])  # custom: the player's cards again
    assert scene.specials.cards() == want and switch[(Card.BOMB,)].value
    click_on(cards, cards.done.rect)
    click_on(scene, scene.start_button.rect)
    ((where, (setup,)),) = started
    assert where is screens.table
    assert setup.rules.special == want
    assert app.settings.new_game["special_custom"] == "bomb+cloud"


def test_the_remembered_choice_is_checked_and_old_settings_still_read():
    assert new_game_choices({"players": 4}) == {"players": 4}  # before special cards
    doc = {"special_cards": "custom", "special_custom": "CLOUD+bomb"}
    assert new_game_choices(doc) == {"special_cards": "custom", "special_custom": "bomb+cloud"}
    for bad in ({"special_cards": "30"}, {"special_custom": "dragon"},
                {"special_custom": "unicorn"}, {"special_custom": 7}):
        with pytest.raises(FileProblem):
            new_game_choices(bad)
