"""The document layout (game.ui.kit.document) on its own, with no rules in it:
headings are anchors in order, text wraps inside the column, a too-wide row of
cards is narrowed, and drawing paints only what the view shows."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.ui.kit import document, sizing, typeface
from game.ui.kit.document import Bullet, CardRow, Heading, Note, Paragraph, Table, TextLine
from game.ui.kit.widgets import ScrollView


class _Art:
    """Plain faces of the asked size; remembers the sizes and decks asked for."""

    def __init__(self):
        self.asked = []

    def __call__(self, w, h, deck):
        self.asked.append((w, h, deck))
        return self

    def face(self, code):
        w, h, _deck = self.asked[-1]
        face = pygame.Surface((w, h))
        face.fill((200, 200, 200))
        return face


WORDS = "a long line of words that has to wrap more than once " * 6


@pytest.fixture(scope="module")
def fonts():
    pygame.init()
    yield typeface.Fonts()


def lay(blocks, fonts, width=500, art=None):
    return document.lay_out(blocks, width, fonts, sizing.Metrics(1.0, cut=True), art or _Art())


def test_headings_are_anchors_in_order(fonts):
    laid = lay([Heading("One", "one"), Paragraph(WORDS), Heading("Two", "two"), Bullet("b")], fonts)
    assert list(laid.anchors) == ["one", "two"]
    assert laid.anchors["one"] == 0  # no gap above the first heading
    assert laid.anchors["two"] > laid.anchors["one"]
    assert laid.height > laid.anchors["two"]


def test_text_wraps_inside_the_column(fonts):
    laid = lay([Paragraph(WORDS), Bullet(WORDS), Note(WORDS + "\n" + WORDS)], fonts, width=300)
    lines = [p for _y, _h, p in laid.items if isinstance(p, TextLine)]
    assert len(lines) > 4
    assert all(p.indent + p.img.get_width() <= 300 for p in lines)
    assert sum(p.bullet for p in lines) == 1  # the dot on the bullet's first line only
    ys = [y for y, _h, _p in laid.items]
    assert ys == sorted(ys)


def test_a_wide_row_of_cards_is_narrowed(fonts):
    art = _Art()
    codes = tuple(f"H{n}" for n in range(2, 12))
    lay([CardRow(codes, "ten cards", winner=3, deck="four_colour")], fonts, width=400, art=art)
    (w, h, deck), = art.asked
    assert deck == "four_colour"
    assert len(codes) * w < 400 and h == int(w * 7 / 5)


def test_draws_only_what_the_view_shows(fonts):
    blocks = [Heading("Top", "top"), *[Paragraph(WORDS) for _ in range(20)],
              Table(("a", "b"), (("1", "+2"), ("3", "-4")), signed_last=True)]
    laid = lay(blocks, fonts)
    view = ScrollView(pygame.Rect(10, 10, 500, 200), laid.height)
    drawn = []
    for i, (y, h, painter) in enumerate(laid.items):
        laid.items[i] = (y, h, lambda s, x, yy, p=painter, n=i: (drawn.append(n), p(s, x, yy)))
    surface = pygame.Surface((600, 300))
    laid.draw(surface, view, sizing.Metrics(1.0, cut=True))
    assert drawn and max(drawn) < len(laid.items) - 1  # the table is far below
    drawn.clear()
    view.scroll_to(view.max_offset, instant=True)
    laid.draw(surface, view, sizing.Metrics(1.0, cut=True))
    assert len(laid.items) - 1 in drawn and 0 not in drawn
