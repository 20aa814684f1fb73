"""The note under "High-contrast cards" in Settings > Accessibility tells the truth
about the faces it turns on: they are not black and white but keep dark suit inks
(red, brown, green, black: at least 7:1 on white), so the note must not say "black
and white" and must say the marks are in colour. The faces are the real card art;
the note is read from the window of the real App, in English and German."""

from __future__ import annotations

import re

import pygame
import pytest

from game.ui.cardart import CardArt
from tests.robot import close, open_accessibility, open_app, shows_wrapped

# The note's claim, per language: what it must not say, and a word for colours.
CLAIMS = {"en": (r"black and white", r"colour"), "de": (r"schwarz-?wei", r"farbe")}


def chromatic_pixels(face: pygame.Surface) -> int:
    """Pixels clearly coloured (not grey: the channels differ by more than 60)."""
    w, h = face.get_size()
    count = 0
    for y in range(h):
        for x in range(w):
            r, g, b, a = face.get_at((x, y))
            count += a > 200 and max(r, g, b) - min(r, g, b) > 60
    return count


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_high_contrast_note_describes_the_faces(tmp_path, language):
    pygame.init()
    art = CardArt(64, 90, "classic", high_contrast=True)
    # Hearts, diamonds and clubs keep a coloured ink: the faces are not black and white.
    for card in ("H10", "D10", "C10"):
        assert chromatic_pixels(art.face(card)) > 50, card
    robot = open_app(tmp_path, language=language)
    try:
        scene = open_accessibility(robot)
        _title, note = scene.labels()["contrast"]
        assert shows_wrapped(robot, note), robot.describe()
        wrong, colour = CLAIMS[language]
        assert not re.search(wrong, note, re.I), f"the note says black and white: {note!r}"
        assert re.search(colour, note, re.I), f"the note does not mention colours: {note!r}"
        robot.click_at(scene.contrast.rect.center)  # turn it on: the note stays
        assert robot.app.settings.high_contrast
        assert shows_wrapped(robot, note), robot.describe()
    finally:
        close(robot)
