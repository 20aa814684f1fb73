"""The anniversary special cards' faces (Dragon ... Shapeshifter): drawn at every size
the table uses, in both deck styles and in high contrast, each unlike the others and
unlike the Wizards and Jesters even on the smallest cards."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import itertools  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.i18n import set_language  # noqa: E402
from game.rules import Card  # noqa: E402
from game.ui.cardart import SPECIAL_FACES, STYLES, CardArt, parse_card  # noqa: E402

SIZES = [(36, 50), (44, 62), (72, 101), (110, 154), (180, 252)]
MODES = [(style, hc) for style in STYLES for hc in (False, True)]


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.display.init()
    pygame.font.init()
    yield


def test_the_faces_are_the_rules_special_cards():
    assert tuple(str(c) for c in Card if c.is_special) == SPECIAL_FACES
    for code in SPECIAL_FACES:
        assert parse_card(code) == (code, 0)
    with pytest.raises(ValueError):
        parse_card("DRAGONS")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("style", "high_contrast"), MODES)
def test_every_special_card_renders_at_the_size_asked(size, style, high_contrast):
    art = CardArt(*size, style=style, high_contrast=high_contrast)
    for code in SPECIAL_FACES:
        face = art.face(code)
        assert face.get_size() == size, code
        w, h = size
        assert face.get_at((w // 2, h // 2)).a >= 250, code  # an opaque card
        assert face.get_at((0, 0)).a < 128, code  # with rounded corners


def _grey(face: pygame.Surface, box: pygame.Rect) -> list[int]:
    """The face's pixels in ``box`` as brightness, for a difference a player would see."""
    return [sum(face.get_at((x, y))[:3]) // 3 for y in range(box.top, box.bottom)
            for x in range(box.left, box.right)]


def _difference(a: list[int], b: list[int]) -> float:
    return sum(abs(p - q) for p, q in zip(a, b, strict=True)) / len(a)


@pytest.mark.parametrize(("style", "high_contrast"), MODES)
def test_small_faces_differ_from_each_other_and_from_wizards_and_jesters(style, high_contrast):
    """At the smallest size each face's picture differs visibly from every other's."""
    art = CardArt(36, 50, style=style, high_contrast=high_contrast)
    middle = pygame.Rect(8, 12, 20, 26)
    pictures = {c: _grey(art.face(c), middle) for c in (*SPECIAL_FACES, "W1", "J1")}
    for a, b in itertools.combinations(pictures, 2):
        assert _difference(pictures[a], pictures[b]) > 12, (a, b)


@pytest.mark.parametrize(("style", "values"), [
    ("four_colour", {"JUGGLER": "7½", "CLOUD": "9¾"}),
    ("classic", {"JUGGLER": "8½", "CLOUD": "10¾"}),
])
def test_the_named_suit_cards_show_what_they_count_as(style, values):
    """The Juggler counts between the four-colour 7 and 8 (classic 8 and 9), the
    Cloud between 9 and 10 (classic 10 and Jack); the others show their emblem."""
    art = CardArt(72, 101, style)
    assert {c: art.rank_label(c) for c in SPECIAL_FACES if art.rank_label(c)} == values



def test_the_large_face_names_the_card_in_the_players_language():
    box = pygame.Rect(40, 172, 70, 10)  # the name's ribbon at the foot of the card
    try:
        english = _grey(CardArt(150, 210).face("WEREWOLF"), box)
        set_language("de")
        german = _grey(CardArt(150, 210).face("WEREWOLF"), box)
    finally:
        set_language("en")
    assert _difference(english, german) > 1
