"""How the player robot reads texts off the screen (game.devtools.screentext): a text is on
screen when its pixels are, even inside a cached panel, a little of it covered; a
similar text is not it, nor one a digit off, nor is a plain area of its colour."""

from __future__ import annotations

import pygame
import pytest

from game.devtools import screentext
from game.devtools.screentext import TextRecorder, locate, outmatched
from game.ui.kit import palette, typeface

DIM = (170, 176, 168)
PANEL = (16, 28, 36)


@pytest.fixture
def screen():
    pygame.init()
    surface = pygame.Surface((640, 200))
    surface.fill(PANEL)
    return surface


def render(text: str, size: int = 13, colour=DIM, style: str = "regular") -> pygame.Surface:
    return typeface.Fonts().get(size, style).render(text, True, colour)


def test_a_small_label_is_found_where_it_was_drawn_and_a_similar_one_is_not(screen):
    screen.blit(render("Bid"), (100, 50))
    assert locate(screen, render("Bid")) == [(100, 50)]
    assert locate(screen, render("Bud")) == []
    assert locate(screen, render("Bid", size=14)) == []


def test_a_text_inside_a_cached_translucent_panel(screen):
    panel = pygame.Surface((200, 60), pygame.SRCALPHA)
    pygame.draw.rect(panel, (*PANEL, 228), panel.get_rect(), border_radius=10)
    pygame.draw.rect(panel, (30, 46, 56), (10, 10, 80, 24), border_radius=12)
    panel.blit(render("Won", 14, palette.TEXT, "bold"), (20, 14))
    screen.blit(panel, (50, 100))
    assert locate(screen, render("Won", 14, palette.TEXT, "bold")) == [(70, 114)]
    assert locate(screen, render("Tog", 14, palette.TEXT, "bold")) == []


def test_a_partly_covered_text_is_found_only_when_most_of_it_shows(screen):
    text = render("Hint: play Wizard. This is the move the coach asks for.", 15)
    screen.blit(text, (10, 80))
    pygame.draw.polygon(screen, palette.GOLD_LIGHT, [(60, 70), (75, 100), (45, 100)])
    assert locate(screen, text) == [(10, 80)]
    assert locate(screen, text, match=1.0) == []
    pygame.draw.rect(screen, PANEL, (10, 80, text.get_width() // 2, text.get_height()))
    assert locate(screen, text) == []


@pytest.mark.parametrize(
    ("drawn", "other"),
    [("Round 3 of 15", "Round 8 of 15"), ("Round 12 of 15", "Round 13 of 15"),
     ("Bids so far add up to 0 of 1 tricks", "Bids so far add up to 0 of 8 tricks"),
     ("made 6 of 15 bids", "made 8 of 15 bids")],
)
def test_a_text_one_digit_off_is_not_read_where_the_other_is_drawn(screen, drawn, other):
    recorder = TextRecorder()
    for text in (drawn, other):
        recorder(text, render(text))
    shown, wrong = recorder.surfaces[drawn][0], recorder.surfaces[other][0]
    screen.blit(shown, (20, 30))
    pygame.draw.polygon(screen, palette.GOLD_LIGHT, [(14, 25), (22, 45), (6, 45)])  # a pointer
    # Most of the other text's pixels are there, so locating it alone finds it ...
    assert locate(screen, wrong) == [(20, 30)]
    # ... but the text drawn there fits better, and it alone is read.
    assert outmatched(screen, wrong, (20, 30), recorder.rivals(other, wrong.get_size()))
    assert not outmatched(screen, shown, (20, 30), recorder.rivals(drawn, shown.get_size()))


def test_a_plain_area_of_the_colour_is_not_text(screen):
    screen.fill(DIM)
    assert locate(screen, render("Bid")) == []


def test_the_recorder_keeps_what_the_fonts_render():
    pygame.init()
    recorder = TextRecorder()
    before = typeface.text_listener
    typeface.text_listener = recorder
    try:
        typeface.Fonts().get(20).render("Runda 2 av 15", True, DIM)
    finally:
        typeface.text_listener = before
    assert recorder.log == ["Runda 2 av 15"]
    assert recorder.surfaces["Runda 2 av 15"][0].get_width() > 50


def test_the_narrowed_search_finds_what_the_search_of_the_whole_screen_finds():
    """``locate`` first bounds where a text can be with a few of its pixels, then searches
    there only: on a busy screen it finds the same places as the search of it all."""
    pygame.init()
    screen = pygame.Surface((1280, 400))
    screen.fill(PANEL)
    pygame.draw.rect(screen, DIM, (900, 250, 300, 120))  # a plain area of a text's colour
    texts = [("Bid", 13, DIM), ("Bud", 13, DIM), ("Won", 14, palette.TEXT),
             ("Round 3 of 15", 15, palette.TEXT), ("Round 8 of 15", 15, palette.TEXT),
             ("Trump: Hearts", 18, palette.GOLD_LIGHT), ("0", 13, DIM)]
    surfaces = [render(text, size, colour) for text, size, colour in texts]
    for k, surface in enumerate(surfaces):  # each twice, far apart (the second row
        screen.blit(surface, (40 + 180 * k, 30))  # partly over the plain area)
        screen.blit(surface, (40 + 180 * ((k + 3) % len(texts)), 300))
    pygame.draw.polygon(screen, palette.GOLD_LIGHT, [(594, 25), (602, 45), (586, 45)])  # a pointer
    for k, surface in enumerate(surfaces):
        ink = screentext._ink(surface)
        for match in (0.85, 1.0):
            # the exact search of the whole screen (private: the narrowing is all it skips)
            whole = screentext._search(
                screen, ink, match, screentext._far(screen, ink.colour, {}), {}
            )
            assert locate(screen, surface, match) == whole
        assert (40 + 180 * k, 30) in locate(screen, surface)  # it was there to be found
