"""One place per word (game/words.py): every engine error becomes a sentence in every
language with its data filled in, the deck style is one enum whose stored strings
settings files keep, and the rules package writes no player text."""

from __future__ import annotations

import inspect
import io
import json
import os
import re
import tokenize
from pathlib import Path

import pytest

from game import i18n, words
from game.rules import Card, Suit
from game.rules import errors as e
from game.settings import Settings, load_settings, save_settings
from game.words import DeckStyle, error_text

ROOT = Path(__file__).resolve().parents[2]
LANGS = sorted({"en", *i18n.LANGUAGES})
ABSTRACT = {e.WizardError, e.ConfigError, e.DealError}

# One or more errors of every type, each with the data its sentence must show.
SAMPLES: dict[type, list[tuple[e.WizardError, list]]] = {
    e.ParseError: [
        (e.ParseError("unknown card 'X9'", "X9", "card"), []),
        (e.ParseError("unknown suit 'Q'", "Q", "suit"), []),
        (e.ParseError("cannot read action 'fly'", "fly", "action"), []),
    ],
    e.ActionTypeError: [(e.ActionTypeError("Play", "card", 17, "a Card"), [])],
    e.PlayerCountError: [(e.PlayerCountError(7), ["3", "6"]), (e.PlayerCountError("x"), [])],
    e.VariantConflict: [(e.VariantConflict(("hidden_bids", "plus_minus_one")), [])],
    e.GameLengthError: [(e.GameLengthError(99, 15, 4), ["99", "15", "4"]),
                        (e.GameLengthError(2.5, 15, 4), [])],
    e.FirstDealerError: [(e.FirstDealerError(9, 5), ["4"])],
    e.DeckCountError: [(e.DeckCountError(3, 12, 5), ["12", "5"])],
    e.DeckError: [(e.DeckError(7), ["7"])],
    e.IllegalAction: [(e.IllegalAction(action=None), [])],
    e.NotYourTurn: [(e.NotYourTurn(2, 0), [])],
    e.WrongPhase: [(e.WrongPhase(move, "play"), []) for move in e.WrongPhase.MOVES],
    e.CardNotInHand: [
        (e.CardNotInHand(Card.H9, 0), [lambda style: words.card_short(Card.H9, style)]),
        (e.CardNotInHand(None, 0, 99), []),
    ],
    e.MustFollowSuit: [
        (e.MustFollowSuit(int(Suit.H), Card.S9), [lambda style: words.suit_word(Suit.H, style)])
    ],
    e.BidOutOfRange: [(e.BidOutOfRange(8, 5), ["5"])],
    e.ForbiddenBid: [(e.ForbiddenBid(2, 7), ["2", "7"])],
    e.UnknownTrump: [(e.UnknownTrump(9), [])],
    e.SpecialPairError: [(e.SpecialPairError(True), []), (e.SpecialPairError(False), [])],
    e.CardNameError: [
        (e.CardNameError(Card.JUGGLER, None), []),
        (e.CardNameError(Card.SHAPESHIFTER, Suit.H), []),
        (e.CardNameError(Card.H9, Suit.H), []),
    ],
    e.BidChangeError: [(e.BidChangeError(2, 3, 5), ["5"])],
    e.FormatError: [(e.FormatError("must be a list", "rounds"), ["rounds: must be a list"])],
    e.SaveFormatError: [(e.SaveFormatError("rules must be an object."), ["rules must be"])],
}


def _error_types() -> set[type]:
    return {
        obj
        for _name, obj in inspect.getmembers(e, inspect.isclass)
        if issubclass(obj, e.WizardError) and obj.__module__ == e.__name__
    }


def test_every_engine_error_type_is_sampled_and_has_its_own_sentence():
    concrete = _error_types() - ABSTRACT
    assert set(SAMPLES) == concrete, "add a sample (and a sentence) for each new error type"
    missing = [t.__name__ for t in concrete if not words.has_sentence(t)]
    assert missing == []


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("style", list(DeckStyle))
def test_every_error_is_a_sentence_in_every_language(lang, style, english):
    assert i18n.set_language(lang) == lang
    for kind, samples in SAMPLES.items():
        for err, shown in samples:
            text = error_text(err, style)
            assert text and "{" not in text and "}" not in text, (lang, kind, text)
            assert text[0].isupper() or text[0].isdigit(), (lang, kind, text)
            assert text.rstrip(")").endswith((".", "!")), (lang, kind, text)
            for item in shown:
                want = item(style) if callable(item) else item
                assert want.lower() in text.lower(), (lang, kind.__name__, want, text)
            if lang != "en" and not isinstance(err, e.FormatError):
                # Translated: not the English sentence, nor the developer message.
                i18n.set_language("en")
                english_text = error_text(err, style)
                i18n.set_language(lang)
                assert text != english_text, (lang, kind.__name__, text)
            assert text != str(err) or lang == "en"


def test_the_sentence_follows_the_deck_style(english):
    err = e.MustFollowSuit(int(Suit.H), Card.S9)
    assert error_text(err) == "You must follow hearts: play hearts, a Wizard or a Jester."
    assert error_text(err, DeckStyle.FOUR_COLOUR) == (
        "You must follow red: play red, a Wizard or a Jester."
    )
    i18n.set_language("de")
    assert "rot" in error_text(err, "four_colour").lower()


def test_a_foreign_exception_keeps_its_message():
    assert error_text(KeyError("x")) == "'x'"


def test_engine_messages_are_plain_english_with_the_data():
    assert "7" in str(e.ForbiddenBid(7, 8)) and "8" in str(e.ForbiddenBid(7, 8))
    assert "hearts" in str(e.MustFollowSuit(int(Suit.H), Card.S9))
    assert str(e.CardNotInHand(Card.H9, 1)).startswith("H9 ")


def test_the_forbidden_bid_sentence_is_the_engine_errors_sentence(english):
    for lang in LANGS:
        i18n.set_language(lang)
        assert words.forbidden_bid_text(2, 7) == error_text(e.ForbiddenBid(2, 7))


def test_level_names_in_one_place(english):
    assert [words.level_name(lv) for lv in ("human", "easy", "expert", "mixed")] == [
        "You", "Easy", "Expert", "Mixed"
    ]
    assert words.level_name("cmd:bot") == "cmd:bot"
    i18n.set_language("sv")
    assert words.level_name("hard") != "Hard"


def test_card_and_suit_names_in_both_styles():
    four = DeckStyle.FOUR_COLOUR
    assert words.card_short(Card.H12) == "Q\u2665"
    assert words.card_short(Card.H12, four) == "red 11"
    assert words.card_label("H7") == "7 of hearts" and words.card_label("H7", four) == "red 6"
    assert words.card_phrase(Card.S5) == "the 5 of spades"
    assert words.suit_title(Suit.C, four) == "Green" and words.suit_word("C") == "clubs"
    assert words.card_label(Card.W1) == "Wizard" and words.card_phrase(Card.J2) == "a Jester"


GERMAN_SPECIAL_NAMES = {  # as the German editions print them
    Card.DRAGON: "Drache", Card.FAIRY: "Fee", Card.BOMB: "Bombe", Card.WEREWOLF: "Werwolf",
    Card.JUGGLER: "Jongleur", Card.CLOUD: "Wolke", Card.SHAPESHIFTER: "Gestaltenwandler",
}


@pytest.mark.parametrize("lang", LANGS)
def test_every_language_names_every_special_card(lang, english):
    """Each special card has its own name in every language, the same in every
    function and both deck styles, never the English one in another language."""
    specials = [c for c in Card if c.is_special]
    i18n.set_language(lang)
    names = {c: words.special_card_name(c) for c in specials}
    assert len(set(names.values())) == len(specials), names
    for card, name in names.items():
        for style in DeckStyle:
            assert words.card_short(card, style) == name == words.card_label(str(card), style)
        phrase = words.card_phrase(card)
        assert name.lower() in phrase.lower() and "{" not in phrase, (lang, phrase)
    if lang == "de":
        assert names == GERMAN_SPECIAL_NAMES
    if lang != "en":
        i18n.set_language("en")
        assert all(words.special_card_name(c) != names[c] for c in (Card.CLOUD, Card.WEREWOLF))


def test_an_error_about_a_special_card_names_it(english):
    text = error_text(e.CardNotInHand(Card.WEREWOLF, 1))
    assert text == "Werewolf is not in your hand."
    i18n.set_language("de")
    assert "Werwolf" in error_text(e.CardNotInHand(Card.WEREWOLF, 1))


# ------------------------------------------------------------------ DeckStyle
def test_deck_style_is_stored_as_the_same_string(tmp_path):
    path = tmp_path / "settings.json"
    # A settings file as the previous versions wrote it.
    doc = {**Settings().to_json(), "deck_style": "four_colour"}
    path.write_text(json.dumps(doc), encoding="utf-8")
    problems: list[str] = []
    settings = load_settings(path, problems)
    assert problems == []
    assert settings.deck_style is DeckStyle.FOUR_COLOUR
    save_settings(path, settings)
    assert json.loads(path.read_text(encoding="utf-8"))["deck_style"] == "four_colour"
    assert load_settings(path, problems).deck_style is DeckStyle.FOUR_COLOUR
    path.write_text(json.dumps({**doc, "deck_style": "neon"}), encoding="utf-8")
    assert load_settings(path, problems).deck_style is DeckStyle.CLASSIC
    assert problems and "neon" in problems[0]


def _string_literals(path: Path):
    with path.open("rb") as fh:
        for tok in tokenize.tokenize(fh.readline):
            if tok.type == tokenize.STRING:
                yield tok.start[0], tok.string


def test_deck_style_strings_only_in_the_enum():
    pattern = re.compile(r"""^[rbuf]*(['"])(four_colour|classic)\1$""", re.I)
    found = []
    for folder in ("game", "ai"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            for line, literal in _string_literals(path):
                if pattern.match(literal) and rel != "game/words.py":
                    found.append(f"{rel}:{line} {literal}")
    assert found == [], "use game.words.DeckStyle"


def test_the_checker_sees_a_bare_deck_style_string(tmp_path):
    sample = tmp_path / "x.py"
    sample.write_text('style = "four_colour"  # "classic" in a comment\n', encoding="utf-8")
    assert [s for _l, s in _string_literals(sample)] == ['"four_colour"']


# ------------------------------------------------------------------ no i18n in rules
def test_rules_package_imports_no_i18n():
    for path in sorted((ROOT / "game" / "rules").rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        toks = tokenize.generate_tokens(io.StringIO(source).readline)
        names = {t.string for t in toks if t.type == tokenize.NAME}
        assert "i18n" not in names, path


# ------------------------------------------------------------------ the player reads it
@pytest.mark.parametrize(("lang", "style"), [("de", DeckStyle.FOUR_COLOUR), ("en", "classic")])
def test_table_shows_the_must_follow_sentence_in_the_players_words(tmp_path, lang, style):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.rules import Rules
    from game.savegame import GameSetup
    from game.ui.app import App
    from game.ui.scenes.table import TableScene
    from tests.robot import click_a_card_that_may_not_be_played
    from tests.screen_text import ScreenText

    dirs = {"config": tmp_path / "c", "data": tmp_path / "d", "log": tmp_path / "l"}
    app = App(size=(1024, 640), dirs=dirs)
    app.settings.animation_speed = "instant"
    app.settings.deck_style = DeckStyle(style)
    i18n.set_language(lang)
    spy = ScreenText().install(app)
    setup = GameSetup(Rules(4), ["You", "A", "B", "C"], ["human"] + ["easy"] * 3, seed=3)
    table = TableScene(app, setup)
    app.push(table)
    try:
        s, card = click_a_card_that_may_not_be_played(app, table)
        want = error_text(e.MustFollowSuit(s.led, card), style)
        for _ in range(60):
            spy.drawn.clear()
            app.step(1 / 60)
        shown = [text for text, _r in spy.drawn]
        assert want in shown, (want, shown)
        assert words.suit_word(s.led, style) in want
        assert card in table.state.hand(0)
    finally:
        i18n.set_language("en")
        spy.uninstall()
        for scene in list(app.stack.scenes):
            close = getattr(scene, "close", None)
            if callable(close):
                close()
        pygame.display.quit()


@pytest.mark.parametrize("code", sorted(i18n.LANGUAGES))
def test_a_card_named_in_text_shows_the_letter_its_face_shows(code):
    """The status line's "D♣" is the German face's D, never an English Q."""
    from game.ui.cardart import corner_letters

    i18n.set_language(code)
    try:
        letters = corner_letters()
        for rank in (11, 12, 13, 14):
            for suit in "CDHS":
                short = words.card_short(Card.parse(f"{suit}{rank}"))
                assert short[:-1] == letters[rank], (code, short, letters[rank])
    finally:
        i18n.set_language("en")
