"""The rules reference renders at the smallest and a large window, wraps within
its view, covers every section of the rules, and scrolls by wheel, keys and
scrollbar drag."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.ui.kit.document import CardRow, Heading, Table, TextLine
from game.ui.scenes.menu import MainMenu
from game.ui.scenes.rules_screen import RulesScene
from game.ui.scenes.rules_text import rules_document, section_ids
from game.words import DeckStyle
from game.words import card_phrase as card_name


def make(make_app, size):
    app = make_app(size=size)
    app.push(MainMenu(app))
    scene = RulesScene(app)
    app.push(scene)
    return app, scene


def settle(app, n=1):
    for scene in app.stack.visible():
        scene.update(1.0)  # finish the eased scrolling at once
    for _ in range(n):
        app.step(1 / 60)


@pytest.mark.parametrize("size", [(1024, 640), (2560, 1440)])
def test_renders_and_fits(make_app, size):
    app, scene = make(make_app, size)
    settle(app, 2)
    view = scene.view.rect
    assert app.screen.get_rect().contains(scene.panel)
    assert scene.view.content_height > view.height  # long enough to scroll
    for _y, _h, painter in scene.doc.items:
        if isinstance(painter, TextLine):
            assert painter.indent + painter.img.get_width() <= view.width
    # Text grows with the window.
    assert scene.fonts.get(19).get_height() <= max(
        p.img.get_height() for _y, _h, p in scene.doc.items if isinstance(p, TextLine)
    )


def test_every_section_of_the_rules(tmp_path):
    doc = rules_document("classic")
    ids = section_ids(doc)
    for needed in ("deck", "dealing", "trump", "bidding", "tricks", "scoring", "variants"):
        assert needed in ids
    assert isinstance(doc[0], Heading)  # every block belongs to a section
    text = " ".join(
        " ".join(b.header + tuple(c for row in b.rows for c in row)) if isinstance(b, Table)
        else b.caption if isinstance(b, CardRow) else b.text
        for b in doc
    )
    for phrase in (
        "60 cards",
        "Jester",
        "Wizard",
        "no trump",
        "dealer bids last",
        "must play",
        "first Wizard",
        "20 points",
        "minus 10",
        "share the win",
        "Plus/minus one",
        "Hidden bids",
        "Blind first round",
        "+60",
        "−20",
    ):
        assert phrase in text, phrase


def test_card_names_follow_the_deck_style():
    assert card_name("S5", "classic") == "the 5 of spades"
    assert card_name("H14", "classic") == "the ace of hearts"
    assert card_name("S5", DeckStyle.FOUR_COLOUR) == "the blue 4"
    assert card_name("W1", DeckStyle.FOUR_COLOUR) == "a Wizard"


def test_scrolls_by_wheel_keys_and_drag(make_app):
    app, scene = make(make_app, (1024, 640))
    settle(app, 2)
    v = scene.view
    scene.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
    settle(app)
    assert v.offset > 0
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode=""))
    settle(app)
    assert v.offset == pytest.approx(v.max_offset)
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode=""))
    settle(app)
    assert v.offset == 0
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode=""))
    settle(app)
    assert v.offset > v.rect.height * 0.5
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode=""))
    settle(app)
    thumb = v.thumb_rect()
    start = thumb.center
    end = (start[0], v.bar_rect().bottom)
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    scene.handle_event(
        pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 1), buttons=(1, 0, 0))
    )
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    assert v.offset == pytest.approx(v.max_offset)
    settle(app, 2)


def test_contents_jump_and_open_at_section(make_app):
    app, scene = make(make_app, (1024, 640))
    settle(app, 2)
    sid, button = next((s, b) for s, b in scene.toc if s == "scoring")
    pos = button.rect.center
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    settle(app)
    assert scene.current_section() == "scoring"
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert isinstance(app.stack.top, MainMenu)
    direct = RulesScene(app, section="trump")
    app.push(direct)
    assert direct.current_section() == "trump"


def test_resize_keeps_the_place(make_app):
    app, scene = make(make_app, (1024, 640))
    scene.scroll_to_section("tricks", instant=True)
    frac = scene.view.offset / scene.view.max_offset
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, w=1600, h=1000, size=(1600, 1000)))
    assert scene.view.offset / scene.view.max_offset == pytest.approx(frac, abs=0.02)
    settle(app, 2)
