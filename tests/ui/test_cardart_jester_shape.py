"""The high-contrast Jester (issue 58, item 18) is not a crown: three Jesters in a
trick looked like Kings. Its mark is a jester's cap whose outer points hang down
beside the band, bells at the sides; a crown's points stand up with their balls on
top. Measured on the faces the table draws, at the sizes it draws them."""

from __future__ import annotations

import pygame
import pytest

from game.ui.cardart import CardArt
from game.words import DeckStyle


def _mark(face: pygame.Surface) -> pygame.Rect | None:
    """The dark mark in the middle of a face (inside its frame and corner indices)."""
    w, h = face.get_size()
    area = pygame.Rect(round(w * 0.18), round(h * 0.3), round(w * 0.64), round(h * 0.4))
    dark = [(x, y) for y in range(area.top, area.bottom) for x in range(area.left, area.right)
            if sum(face.get_at((x, y))[:3]) < 200]
    if not dark:
        return None
    xs, ys = [x for x, _y in dark], [y for _x, y in dark]
    left, right = min(xs), max(xs)
    top, bottom = min(ys), max(ys)
    return pygame.Rect(left, top, right - left + 1, bottom - top + 1), dark


@pytest.mark.parametrize("style", [DeckStyle.CLASSIC, DeckStyle.FOUR_COLOUR])
@pytest.mark.parametrize("width", [60, 90, 150])
def test_contrast_jester_cap_hangs_where_a_crown_stands(style, width):
    art = CardArt(width, round(width * 1.4), style, high_contrast=True)
    for card in ("J1", "J2", "J3", "J4"):
        found = _mark(art.face(card))
        assert found is not None, f"{card}: no mark in the middle"
        box, dark = found
        # The mark's outermost columns (the bells) are in its lower half.
        for edge in (box.left, box.right - 1):
            ys = [y for x, y in dark if x == edge]
            assert min(ys) > box.centery, (
                f"{card} at {width}px: the mark's side at x={edge} reaches up to y={min(ys)} "
                f"(mark {box}): a crown's points, not a cap's hanging bells"
            )
