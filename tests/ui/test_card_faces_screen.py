"""Card faces and the rules screen as the player reads them (issue 10, defects 11, 12):
the rules' words about the deck follow the deck style its pictures use."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.i18n import set_language  # noqa: E402


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


# ------------------------------------------------------------- corner indices
LETTERS = {  # Jack, Queen, King, Ace, Wizard
    "en": ("J", "Q", "K", "A", "W"),
    "de": ("B", "D", "K", "A", "Z"),
    "sv": ("Kn", "D", "K", "E", "T"),
    "da": ("Kn", "D", "K", "E", "T"),
    "nl": ("B", "V", "H", "A", "T"),
    "hu": ("B", "D", "K", "A", "M"),
    "fi": ("J", "Q", "K", "A", "N"),
}


@pytest.mark.parametrize("lang", sorted(LETTERS))
def test_corner_letters_are_the_languages_and_the_jester_has_its_own_mark(lang):
    from game.ui.cardart import CardArt

    pygame.display.init()
    set_language(lang)
    try:
        art = CardArt(40, 56)
        got = tuple(art.rank_label(c) for c in ("C11", "H12", "S13", "D14", "W2"))
        assert got == LETTERS[lang]
        assert art.rank_label("J1") == ""  # the cap glyph, never a Jack's letter
        jester, jack = art.face("J1"), art.face("C11")
        corner = pygame.Rect(0, 0, 10, 14)
        assert _pixels(jester, corner) != _pixels(jack, corner)
        four = CardArt(40, 56, "four_colour")
        assert four.rank_label("C11") == "10" and four.rank_label("J2") == ""
    finally:
        set_language("en")


def _pixels(surf, rect):
    return [tuple(surf.get_at((x, y))) for x in range(rect.left, rect.right)
            for y in range(rect.top, rect.bottom)]


def test_card_faces_redrawn_after_a_language_switch(spy_app):
    from game.ui.scenes.menu import MainMenu

    app, spy = spy_app
    app.push(MainMenu(app))
    spy.frame()
    english = app.card_art(64, 90)
    jack_en = english.face("C11")
    set_language("de")
    for _ in range(10):
        spy.frame()
    german = app.card_art(64, 90)
    assert german is not english and german.rank_label("C11") == "B"
    corner = pygame.Rect(0, 0, 16, 22)
    assert _pixels(german.face("C11"), corner) != _pixels(jack_en, corner)
