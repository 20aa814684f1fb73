"""Parts of the table that covered each other (issue 58, item 20), checked on what the
real App draws and, for every window size and text size, on the layout:

- the banner ("A Jester: no trump this round", "Trump: Hearts") lay over the trump
  box's border and touched the bid picker;
- "X takes the trick" covered the seat badges of the trick's bottom row (5-6 players);
- in the blind first round the opponents' face-up cards covered their score.
"""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.devtools.robot import Robot
from game.i18n import _, set_language
from game.ui.kit import palette, sizing, typeface
from game.ui.table import status
from game.ui.table.layout import TAKES_PAD, TAKES_TEXT, compute_layout
from tests.robot import open_table

SIZES = [(1024, 640), (1280, 800), (1366, 768), (1920, 1080), (2560, 1440), (1024, 900)]
TEXT_SCALES = list(typeface.TEXT_SCALES.values())


def _table(make_app, players: int, seed: int, step: str = "normal", size=(1024, 640),
           **variants):
    app = make_app(size=size)
    app.settings.animation_speed = "normal"
    app.settings.text_size = step
    app.fonts.text_scale = typeface.text_scale(step)
    set_language("en")
    robot = Robot(app)
    return robot, open_table(app, players, seed, **variants)


def _banner_on_screen(robot, text: str) -> pygame.Rect:
    """The banner's pill once ``text`` shows on it."""
    for _frame in range(600):
        robot.frame()
        spots = robot.where(text, match=0.9)
        if spots:
            pad_x, pad_y = status.BANNER_PAD
            return spots[0].inflate(2 * pad_x, 2 * pad_y)
    raise AssertionError(f"{text!r} never showed; {robot.describe()}")


WINDOWS = [(1024, 640), (1920, 1080)]


@pytest.mark.parametrize("size", WINDOWS, ids=["small", "large"])
@pytest.mark.parametrize("step", ["normal", "larger"])
@pytest.mark.parametrize("players,seed", [(3, 7), (4, 13), (5, 0), (6, 5)])
def test_jester_banner_clear_of_the_trump_box(make_app, players, seed, step, size):
    robot, table = _table(make_app, players, seed, step, size)
    try:
        pill = _banner_on_screen(robot, _("A Jester: no trump this round"))
        box = table.layout.info_panel
        assert not pill.colliderect(box), f"banner {pill} over the trump box {box}"
    finally:
        robot.close()


@pytest.mark.parametrize("size", WINDOWS, ids=["small", "large"])
@pytest.mark.parametrize("step", ["normal", "larger"])
@pytest.mark.parametrize("players,seed", [(3, 6), (4, 0), (5, 5), (6, 20)])
def test_trump_banner_clear_of_the_bid_picker(make_app, players, seed, step, size):
    robot, table = _table(make_app, players, seed, step, size)
    try:
        suit = None
        for _frame in range(600):
            robot.frame()
            if table.moves.picker is not None and table.human_turn:
                from game.words import suit_title

                suit = suit_title(table.state.trump, table.deck_style)
                break
        assert suit is not None, "the human never bid first"
        pill = _banner_on_screen(robot, _("Trump: {suit}").format(suit=suit))
        picker = table.moves.picker.rect
        gap = picker.top - pill.bottom
        assert gap >= 4, f"banner {pill} touches the bid picker {picker} ({gap} px apart)"
        assert not pill.colliderect(table.layout.info_panel)
    finally:
        robot.close()


@pytest.mark.parametrize("text_scale", TEXT_SCALES)
@pytest.mark.parametrize("size,players", list(itertools.product(SIZES, [5, 6])))
def test_takes_the_trick_clear_of_the_bottom_row_badges(size, players, text_scale):
    pygame.font.init()  # no App here: a test before it on this worker may have quit pygame
    lay = compute_layout(size, players, text_scale)
    fonts = typeface.Fonts(text_scale)
    img = fonts.get(sizing.px(TAKES_TEXT, lay.font_scale), "bold").render(
        "Cecilia takes the trick", True, palette.TEXT
    )
    pill = img.get_rect().inflate(2 * TAKES_PAD[0], 2 * TAKES_PAD[1])
    pill.center = lay.trick_label
    d = lay.trick_badge
    cy = lay.center[1]
    for x, y in lay.trick_slots:
        card = pygame.Rect(0, 0, *lay.trick_card)
        card.center = (x, y)
        badge = pygame.Rect(0, 0, d, d)
        badge.center = card.midtop
        if y > cy:  # the bottom row: its badges stand in the gap above it
            assert not pill.colliderect(badge), f"pill {pill} over a badge {badge}"
        else:
            assert not pill.colliderect(card), f"pill {pill} over a top-row card {card}"


def test_blind_round_cards_leave_the_plates_readable(make_app):
    """Three players, blind first round: each opponent's name and score show whole."""
    robot, table = _table(make_app, 3, 6, blind_first_round=True)
    try:
        robot.run(120)
        assert table.model.blind
        for seat in (1, 2):
            plate = table.layout.panels[seat]
            for text in (table.setup.names[seat], _("points")):
                assert robot.shows(text, plate, 1.0), f"{text!r} covered on plate {seat}"
            card = table.layout.blind_card(seat)
            assert card.top < plate.top, "the face-up card's index shows above the plate"
    finally:
        robot.close()
