"""Card faces and the rules screen as the player reads them (issue 10, defects 11, 12):
the rules' words about the deck follow the deck style its pictures use."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.i18n import set_language  # noqa: E402
from game.ui.app import App  # noqa: E402
from tests.screen_text import ScreenText  # noqa: E402


@pytest.fixture
def spy_app(tmp_path):
    set_language("en")
    spy = ScreenText()
    app = App(size=(1280, 800), dirs={"config": tmp_path / "c", "data": tmp_path / "d",
                                      "log": tmp_path / "l"})
    app.settings.language = "en"
    spy.install(app)
    yield app, spy
    spy.uninstall()
    set_language("en")
    pygame.display.quit()


@pytest.mark.parametrize("style", ["four_colour", "classic"])
def test_rules_deck_caption_matches_the_pictures(spy_app, style):
    from game.ui.scenes.rules_screen import RulesScene

    app, spy = spy_app
    app.settings.deck_style = style
    scene = RulesScene(app, section="deck")
    app.push(scene)
    for _ in range(90):
        spy.frame()
    text = " ".join(spy.texts())
    if style == "four_colour":
        assert "One colour from low to high: 1 to 13." in text
        assert "Jack, Queen" not in text and "to Ace (high)" not in text
    else:
        assert "One suit from low to high: 2 to 10, Jack, Queen, King, Ace." in text
