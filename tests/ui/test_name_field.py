"""The name fields and the remembered New game choices (issue 10, defect 13), driven
through posted input on the real App and read off the window."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import json  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.settings import load_settings  # noqa: E402
from tests.robot import post_click


@pytest.fixture
def spy_app(make_spy_app):
    return make_spy_app(animation_speed="instant")


def frames(spy, n=3):
    for _ in range(n):
        spy.frame()


def click(spy, pos, n=3):
    post_click(pos)
    frames(spy, n)


def press(spy, k, mod=0, n=2):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="",
                                         scancode=0))
    frames(spy, n)


def type_text(spy, s, n=2):
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=s))
    frames(spy, n)


def open_new_game(app, spy):
    from game.ui.scenes.menu import MainMenu
    from game.ui.scenes.newgame import NewGameScene

    app.push(MainMenu(app))
    frames(spy)
    scene = NewGameScene(app)
    app.push(scene)
    frames(spy, 5)
    return scene


def drawn_in(spy, rect):
    return [t for t, r in spy.drawn if rect.colliderect(r)]


def test_ctrl_a_selects_all_and_typing_replaces_it(spy_app):
    app, spy = spy_app
    scene = open_new_game(app, spy)
    field = scene.name_inputs[0]
    assert "Merlin" in drawn_in(spy, field.rect)
    click(spy, field.rect.center)
    press(spy, pygame.K_a, pygame.KMOD_LCTRL)
    type_text(spy, "Zed", n=30)
    assert "Zed" in drawn_in(spy, field.rect) and "Merlin" not in spy.texts()
    assert field.text == "Zed"
    press(spy, pygame.K_a, pygame.KMOD_LCTRL)
    press(spy, pygame.K_BACKSPACE, n=30)
    assert field.text == "" and "Zed" not in spy.texts()


def test_the_length_limit_is_shown_not_silent(spy_app):
    app, spy = spy_app
    scene = open_new_game(app, spy)
    field = scene.name_inputs[1]
    click(spy, field.rect.center)
    press(spy, pygame.K_a, pygame.KMOD_LCTRL)
    type_text(spy, "Bartholomew", n=5)
    assert "11/16" in drawn_in(spy, field.rect)  # the limit is visible while typing
    type_text(spy, "-Fitzgerald", n=5)  # 22 characters in all: 6 do not fit
    assert field.text == "Bartholomew-Fitz"
    assert "16/16" in drawn_in(spy, field.rect)
    assert field.refused > 0  # drawn in red for a moment: the extra letters were refused
    frames(spy, 120)
    assert field.refused == 0 and "16/16" in drawn_in(spy, field.rect)


def test_own_name_and_choices_survive_a_restart(tmp_path, make_spy_app):
    from game.ui.scenes.newgame import NewGameScene
    from game.ui.scenes.table import TableScene

    app, spy = make_spy_app(animation_speed="instant")
    try:
        scene = open_new_game(app, spy)
        click(spy, scene.you_input.rect.center)
        type_text(spy, "Ada")
        click(spy, scene.count.arrow_rects()[0].center)  # 4 -> 3 players
        assert scene.players == 3
        click(spy, scene.toggles["hidden_bids"].rect.center)
        click(spy, scene.name_inputs[0].rect.center)
        press(spy, pygame.K_a, pygame.KMOD_LCTRL)
        type_text(spy, "Grace")
        click(spy, scene.deck.rect.move(scene.deck.rect.width // 3, 0).center)
        style = app.settings.deck_style
        click(spy, scene.start_button.rect.center, n=30)
        table = app.stack.top
        assert isinstance(table, TableScene)
        assert table.setup.names[:2] == ["Ada", "Grace"]
        frames(spy, 60)
        assert "Ada" in table.seen.texts  # the player's own name on the table's plate
        table.close()
    finally:
        spy.uninstall()
        pygame.display.quit()
    doc = json.loads((tmp_path / "config" / "settings.json").read_text())
    assert doc["player_name"] == "Ada" and doc["new_game"]["players"] == 3
    assert load_settings(tmp_path / "config" / "settings.json", []).new_game["hidden_bids"] is True

    app, spy = make_spy_app(animation_speed="instant")  # a restart: a new App on the same folders
    try:
        scene = open_new_game(app, spy)
        assert isinstance(scene, NewGameScene)
        assert "Ada" in drawn_in(spy, scene.you_input.rect)
        assert "Grace" in drawn_in(spy, scene.name_inputs[0].rect)
        assert "3 players" in spy.texts()
        assert scene.hidden_bids is True and app.settings.deck_style == style
        frames(spy, 60)
    finally:
        spy.uninstall()
        pygame.display.quit()


def test_bad_remembered_choices_are_reported(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": "wizard-settings", "version": 1,
                                "new_game": {"players": 9}}))
    problems: list[str] = []
    s = load_settings(path, problems)
    assert s.new_game == {} and problems and "players" in " ".join(problems)
