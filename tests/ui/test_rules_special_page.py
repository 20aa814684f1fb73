"""The rules screen's page on the special cards (issue 60, item 7): a picture of each
card drawn by the card art, what it does in the deck style's numbers, who wins a
trick, a special card turned up, and the game's own decisions where the editions'
rules are silent, in every language."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

from game import i18n  # noqa: E402
from game.rules import Card  # noqa: E402
from game.ui.kit.document import CardRow, Heading, Note, Table  # noqa: E402
from game.ui.scenes.rules_screen import RulesScene  # noqa: E402
from game.ui.scenes.rules_special import special_cards_page  # noqa: E402
from game.ui.scenes.rules_text import rules_document, section_ids  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
SPECIALS = tuple(str(c) for c in Card if c.is_special)


def _text(blocks) -> str:
    return " ".join(
        " ".join(b.header + tuple(c for row in b.rows for c in row)) if isinstance(b, Table)
        else b.caption if isinstance(b, CardRow) else b.text
        for b in blocks
    )


def _page(doc, anchor: str = "special") -> list:
    """The blocks of the section ``anchor``, its heading first."""
    start = next(i for i, b in enumerate(doc) if isinstance(b, Heading) and b.anchor == anchor)
    rest = [i for i, b in enumerate(doc[start + 1:], start + 1) if isinstance(b, Heading)]
    return doc[start:rest[0] if rest else len(doc)]


def test_the_page_pictures_every_special_card_and_says_what_it_does():
    doc = rules_document("classic")
    assert "special" in section_ids(doc)
    page = _page(doc)
    pictured = {code for b in page if isinstance(b, CardRow) for code in b.codes}
    assert pictured == set(SPECIALS)
    text = _text(page)
    for phrase in (
        "Nobody wins the trick that holds the Bomb",
        "names the trump",
        "passes one card",
        "change their bid by one",
        "a Wizard or a Jester",
        "The Dragon beats every card",
        "lowest card",
        "the dealer chooses the trump",
    ):
        assert phrase in text, phrase
    # The decisions where the editions are silent, each in the game's own words.
    for decision in (
        "The Werewolf must be shown in every round",
        "a bid of 0 can only go up",
        "plus/minus-one rule does not restrict the Cloud",
        "the cards are passed first, then the bid changes",
    ):
        assert decision in text, decision
    assert any(isinstance(b, Note) and "Bomb" in b.text for b in page)


def test_the_values_follow_the_deck_style():
    classic, four = _text(special_cards_page("classic")), _text(special_cards_page("four_colour"))
    assert "8½" in classic and "above the 8 and below the 9" in classic
    assert "10¾" in classic and "below the Jack" in classic
    assert "7½" in four and "9¾" in four and "above the 9 and below the 10" in four
    assert "8½" not in four


def test_the_deck_section_shows_the_special_faces():
    deck = _page(rules_document("classic"), "deck")
    assert any(isinstance(b, CardRow) and b.codes == SPECIALS for b in deck)


@pytest.mark.parametrize("lang", sorted(set(i18n.LANGUAGES) - {"en"}))
def test_the_page_is_translated(lang):
    english = _text(special_cards_page("classic"))
    i18n.set_language(lang)
    try:
        text = _text(special_cards_page("classic"))
    finally:
        i18n.set_language("en")
    assert "{" not in text
    # Sentence by sentence, nothing is left in English.
    for sentence in english.split(". "):
        if len(sentence) > 30:
            assert sentence not in text, (lang, sentence)


def test_the_screen_opens_at_the_page_and_draws_it(spy_app):
    app, spy = spy_app
    app.push(RulesScene(app, section="special"))
    for _ in range(30):
        spy.frame()
    shown = " ".join(spy.texts())
    assert "Special cards" in shown and "The anniversary editions add special cards" in shown


def test_the_rules_screen_stays_small():
    lines = (ROOT / "game/ui/scenes/rules_screen.py").read_text(encoding="utf-8").splitlines()
    assert len(lines) <= 300
