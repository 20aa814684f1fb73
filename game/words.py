"""Presentation words: the one place where suits, cards, AI levels and deck styles get
their names in the player's language, and where an engine error becomes the player's
sentence.

The rules engine raises named errors carrying data (the bid, the suit, the card, the
seat) with plain English messages for developers; ``error_text(err, style)`` turns
any of them into the sentence the player reads. Both the UI and the tutorial logic
use this module (it imports no pygame), the command line keeps the English message.

Call these functions when drawing: the language can change while the game runs.
"""

from __future__ import annotations

import enum
from collections.abc import Callable

from game.i18n import N_, _, format_number, pgettext
from game.level_margins import STANDARD, special_margin
from game.rules import Card, Suit
from game.rules import errors as e


class DeckStyle(enum.StrEnum):
    """How the cards look. The value is what settings files store."""

    CLASSIC = "classic"  # four suits (♣♦♥♠), 2 to 10, Jack, Queen, King, Ace
    FOUR_COLOUR = "four_colour"  # four colours numbered 1 to 13 (rank r shows r - 1)

    @classmethod
    def of(cls, value) -> DeckStyle:
        """``value`` as a style; anything unknown is the classic deck."""
        try:
            return cls(value)
        except ValueError:
            return cls.CLASSIC


# Named by what differs: both styles use four colours, only the classic deck has the
# suits and the court cards, only the four-colour deck numbers its cards 1 to 13.
DECK_STYLE_NAMES = {
    DeckStyle.CLASSIC: N_("Suits, 2 to Ace"),
    DeckStyle.FOUR_COLOUR: N_("Colours, 1 to 13"),
}


def deck_style_name(style) -> str:
    return _(DECK_STYLE_NAMES[DeckStyle.of(style)])


def deck_style_choices() -> list[tuple[DeckStyle, str]]:
    """(style, name) for a chooser, in the order the styles are offered."""
    return [(style, deck_style_name(style)) for style in DeckStyle]


# ------------------------------------------------------------------- suits
_SUIT_WORDS = {
    DeckStyle.CLASSIC: (N_("clubs"), N_("diamonds"), N_("hearts"), N_("spades")),
    DeckStyle.FOUR_COLOUR: (N_("green"), N_("yellow"), N_("red"), N_("blue")),
}
_SUIT_TITLES = {
    DeckStyle.CLASSIC: (N_("Clubs"), N_("Diamonds"), N_("Hearts"), N_("Spades")),
    DeckStyle.FOUR_COLOUR: (N_("Green"), N_("Yellow"), N_("Red"), N_("Blue")),
}
_SUIT_LETTERS = "CDHS"


def _suit_index(suit) -> int:
    """0..3 from a Suit, an int or a suit letter ("C", "D", "H", "S")."""
    if isinstance(suit, str) and not isinstance(suit, Suit):
        return _SUIT_LETTERS.index(suit.upper())
    return int(suit)


def suit_word(suit, style=DeckStyle.CLASSIC) -> str:
    """The suit in running text: "you must follow hearts" / "... follow red"."""
    return _(_SUIT_WORDS[DeckStyle.of(style)][_suit_index(suit)])


def suit_title(suit, style=DeckStyle.CLASSIC) -> str:
    """The suit on its own, capitalised: the trump label, a chooser's button."""
    return _(_SUIT_TITLES[DeckStyle.of(style)][_suit_index(suit)])


# ------------------------------------------------------------------- cards
CLASSIC_SYMBOLS = ("\u2663", "\u2666", "\u2665", "\u2660")
_RANK_TITLES = {11: N_("Jack"), 12: N_("Queen"), 13: N_("King"), 14: N_("Ace")}
_RANK_WORDS = {11: N_("jack"), 12: N_("queen"), 13: N_("king"), 14: N_("ace")}


# The anniversary editions' special cards, as the editions name them (German:
# Drache, Fee, Bombe, Werwolf, Jongleur, Wolke, Gestaltenwandler).
_SPECIAL_TITLES = {
    Card.DRAGON: N_("Dragon"),
    Card.FAIRY: N_("Fairy"),
    Card.BOMB: N_("Bomb"),
    Card.WEREWOLF: N_("Werewolf"),
    Card.JUGGLER: N_("Juggler"),
    Card.CLOUD: N_("Cloud"),
    Card.SHAPESHIFTER: N_("Shapeshifter"),
}
_SPECIAL_PHRASES = {
    Card.DRAGON: N_("the Dragon"),
    Card.FAIRY: N_("the Fairy"),
    Card.BOMB: N_("the Bomb"),
    Card.WEREWOLF: N_("the Werewolf"),
    Card.JUGGLER: N_("the Juggler"),
    Card.CLOUD: N_("the Cloud"),
    Card.SHAPESHIFTER: N_("the Shapeshifter"),
}


def special_card_name(card) -> str:
    """A special card's name on its own: "Dragon", "Werwolf" (its face, a chooser)."""
    return _(_SPECIAL_TITLES[_card(card)])


def _card(card) -> Card:
    return Card.parse(card) if isinstance(card, str) and not isinstance(card, Card) else Card(card)


def rank_letters() -> dict[int, str]:
    """The court and ace letters in the active language, as the card faces' corners
    show them (German cards say B D K A, Swedish Kn D K E): the one table for both."""
    return {
        # TRANSLATORS: the index letters in a card's corner (Jack, Queen, King, Ace,
        # Wizard) as on your language's playing cards: one or two letters.
        11: pgettext("card corner: Jack", "J"),
        12: pgettext("card corner: Queen", "Q"),
        13: pgettext("card corner: King", "K"),
        14: pgettext("card corner: Ace", "A"),
    }


def rank_title(rank: int) -> str:
    """A rank on its own: "7", "Jack", "Ace"."""
    return _(_RANK_TITLES[rank]) if rank in _RANK_TITLES else str(rank)


def card_short(card, style=DeckStyle.CLASSIC) -> str:
    """A short name for tight places: "Q♥", "red 11", "Wizard", "Jester", "Dragon"."""
    card = _card(card)
    if card.is_special:
        return special_card_name(card)
    if card.is_wizard:
        return _("Wizard")
    if card.is_jester:
        return _("Jester")
    if DeckStyle.of(style) == DeckStyle.FOUR_COLOUR:
        return f"{suit_word(card.suit, style)} {card.rank - 1}"
    rank = rank_letters().get(card.rank, str(card.rank))  # the letter the face shows
    return f"{rank}{CLASSIC_SYMBOLS[int(card.suit)]}"


def card_label(card, style=DeckStyle.CLASSIC) -> str:
    """The card named without an article: "7 of hearts", "red 6", "Wizard"."""
    card = _card(card)
    if card.is_special:
        return special_card_name(card)
    if card.is_wizard:
        return _("Wizard")
    if card.is_jester:
        return _("Jester")
    if DeckStyle.of(style) == DeckStyle.FOUR_COLOUR:
        return _("{colour} {number}").format(
            colour=suit_word(card.suit, style), number=card.rank - 1
        )
    rank = _(_RANK_TITLES[card.rank]) if card.rank in _RANK_TITLES else str(card.rank)
    return _("{rank} of {suit}").format(rank=rank, suit=suit_word(card.suit, style))


def card_phrase(card, style=DeckStyle.CLASSIC) -> str:
    """The card in a sentence, with its article: "the 5 of spades", "the blue 4",
    "a Wizard", "the Dragon" (the rules text)."""
    card = _card(card)
    if card.is_special:
        return _(_SPECIAL_PHRASES[card])
    if card.is_wizard:
        return _("a Wizard")
    if card.is_jester:
        return _("a Jester")
    if DeckStyle.of(style) == DeckStyle.FOUR_COLOUR:
        return _("the {colour} {number}").format(
            colour=suit_word(card.suit, style), number=card.rank - 1
        )
    rank = _(_RANK_WORDS[card.rank]) if card.rank in _RANK_WORDS else str(card.rank)
    return _("the {rank} of {suit}").format(rank=rank, suit=suit_word(card.suit, style))


# ------------------------------------------------------------------- levels
_LEVELS = {
    "human": N_("You"),
    "random": N_("Random"),
    "easy": N_("Easy"),
    "medium": N_("Medium"),
    "hard": N_("Hard"),
    "expert": N_("Expert"),
    "mixed": N_("Mixed"),  # a statistics bucket: games against several levels
}


def level_name(level: str) -> str:
    """An AI level's name ("Hard"); "human" is "You"; an unknown level as it is."""
    return _(_LEVELS[level]) if level in _LEVELS else level


def _about(points: float) -> str:
    """A measured margin as the player reads it: "about 190" (to the nearest 10)."""
    return format_number(max(10, round(points, -1)))


def level_playouts(level: str) -> int:
    """Simulated deals (play-outs) per move of a search level, from its own options."""
    from ai import search_options  # only when asked: the word module stays light

    return {"hard": search_options.HARD, "expert": search_options.EXPERT}[level].iterations


def level_description(level: str, special: bool = False) -> str:
    """One line on what an AI level does and how strong it is in the 60-card game
    (``game.level_margins``), shown on the New game screen; with ``special`` (special
    cards chosen) also how strong it is with them. "" for a level without one."""
    text = _level_text(level)
    if special and text:
        return f"{text} {special_strength(level)}"
    return text


def _level_text(level: str) -> str:
    if level == "easy":
        return _(
            "Plays toward its bid but remembers no cards and bids roughly: a good first "
            "opponent."
        )
    if level == "medium":
        return _(
            "Remembers the cards played and bids for the best expected score: beats Easy "
            "by about {points} points a game."
        ).format(points=_about(STANDARD["medium", "easy"].points))
    if level == "hard":
        return _(
            "Simulates {deals} deals per move: beats Medium by about {points} points a game."
        ).format(deals=format_number(level_playouts("hard")),
                 points=_about(STANDARD["hard", "medium"].points))
    if level == "expert":
        deals = format_number(level_playouts("expert"))
        margin = STANDARD["expert", "hard"]
        if margin.beats:
            return _(
                "Simulates up to {deals} deals per move and reads the others' bids: beats "
                "Hard by about {points} points a game."
            ).format(deals=deals, points=_about(margin.points))
        return _(
            "Simulates up to {deals} deals per move and reads the others' bids: beats "
            "Medium by about {points} points a game, about level with Hard."
        ).format(deals=deals, points=_about(STANDARD["expert", "medium"].points))
    return ""


# With the special cards, each level against the level below (``level_margins.BELOW``):
# the sentence names the opponent; {per} is how long the measured games were
# (``_per_game``).
_SPECIAL_BEATS = {
    "easy": N_("With special cards: beats random play by about {points} points {per}."),
    "medium": N_("With special cards: beats Easy by about {points} points {per}."),
    "hard": N_("With special cards: beats Medium by about {points} points {per}."),
    "expert": N_("With special cards: beats Hard by about {points} points {per}."),
}
_SPECIAL_LEVEL = {
    "medium": N_("With special cards: about level with Easy."),
    "hard": N_("With special cards: about level with Medium."),
    "expert": N_("With special cards: about level with Hard."),
}


def _per_game(rounds: int | None) -> str:
    """How long the measured games were, in a margin's sentence: "a game" (full
    games), "in 8 rounds"."""
    if rounds is None:
        return pgettext("points per", "a game")
    return pgettext("points per", "in {rounds} rounds").format(rounds=format_number(rounds))


def special_strength(level: str) -> str:
    """How strong ``level`` is with the special cards (the 25-year set, measured in
    ``game.level_margins.SPECIAL``): one sentence."""
    margin = special_margin(level)
    if not margin.beats and level in _SPECIAL_LEVEL:
        return _(_SPECIAL_LEVEL[level])
    return _(_SPECIAL_BEATS[level]).format(points=_about(margin.points),
                                           per=_per_game(margin.rounds))


# ------------------------------------------------------------------- errors
def forbidden_bid_text(bid: int, tricks: int) -> str:
    """Why the last bidder may not bid ``bid`` under the plus/minus-one rule."""
    return _(
        "You may not bid {bid}: with the plus/minus-one rule the bids may not add "
        "up to {n}, the number of tricks."
    ).format(bid=bid, n=tricks)


def _not_a_move(_err, _style) -> str:
    return _("That is not a move in this game.")


def _not_a_card(_err, _style) -> str:
    return _("That is not a card of this deck.")


def _choose_trump(_err, _style) -> str:
    return _("Choose clubs, diamonds, hearts or spades as trump.")


def _parse(err: e.ParseError, style) -> str:
    if err.kind == "card":
        return _not_a_card(err, style)
    if err.kind == "suit":
        return _choose_trump(err, style)
    return _not_a_move(err, style)


def _wrong_phase(err: e.WrongPhase, _style) -> str:
    texts = {
        "trump": N_("The trump suit is chosen only when a Wizard is turned up."),
        "bid": N_("Bids are made before the first card is played."),
        "play": N_("Cards are played once everyone has bid."),
        "next_round": N_("The round is not over yet."),
        "werewolf": N_("Trump is named for the Werewolf only before the bidding."),
        "pass": N_("Cards are passed only after a trick with the Juggler."),
        "cloud": N_("A bid changes only after a trick won with the Cloud."),
    }
    return _(texts[err.move]) if err.move in texts else _not_a_move(err, _style)


def _special_pair(_err, _style) -> str:
    return _("The Dragon and the Fairy are played only together: choose both or neither.")


def _card_name(err: e.CardNameError, style) -> str:
    name = getattr(err.card, "name", None)
    if name in ("JUGGLER", "CLOUD"):
        return _("Name the suit this card is played in.")
    if name == "SHAPESHIFTER":
        return _("Play the Shapeshifter as a Wizard or as a Jester.")
    return _not_a_move(err, style)


def _bid_change(err: e.BidChangeError, _style) -> str:
    return _("Change your bid by one, up or down, to a bid from 0 to {n}.").format(n=err.most)


def _card_not_in_hand(err: e.CardNotInHand, style) -> str:
    if err.card is None:
        return _not_a_card(err, style)
    return _("{card} is not in your hand.").format(card=card_short(err.card, style))


def _must_follow(err: e.MustFollowSuit, style) -> str:
    return _("You must follow {suit}: play {suit}, a Wizard or a Jester.").format(
        suit=suit_word(err.suit, style)
    )


def _player_count(err: e.PlayerCountError, _style) -> str:
    if not err.whole:
        return _("The number of players must be a whole number.")
    return _("Wizard is played by 3 to 6 players.")


def _variants(_err, _style) -> str:
    return _(
        "Hidden bids cannot be combined with the plus/minus-one rule: everyone bids at "
        "once, so there is no last bidder to restrict."
    )


def _length(err: e.GameLengthError, _style) -> str:
    if not err.whole:
        return _("The number of rounds must be a whole number.")
    return _("A game of {n} players has 1 to {most} rounds, not {rounds}.").format(
        n=err.players, most=err.most, rounds=err.rounds
    )


def _unreadable(err: e.FormatError, _style) -> str:
    return _("This file could not be read ({error}).").format(error=str(err))


# One entry per error type of the rules engine (tests/rules/test_words.py checks that every
# type has one); a type without its own entry would fall back to its English message.
_SENTENCES: dict[type, Callable[[e.WizardError, DeckStyle], str]] = {
    e.ParseError: _parse,
    e.ActionTypeError: _not_a_move,
    e.PlayerCountError: _player_count,
    e.VariantConflict: _variants,
    e.GameLengthError: _length,
    e.FirstDealerError: lambda err, _s: _(
        "The first dealer must be a seat from 0 to {last}."
    ).format(last=err.players - 1),
    e.DeckCountError: lambda err, _s: _(
        "A game of {n} players needs {rounds} decks, one per round."
    ).format(n=err.players, rounds=err.rounds),
    e.DeckError: lambda err, _s: _("The deck of round {r} is not the 60 distinct cards.").format(
        r=err.round
    ),
    e.IllegalAction: _not_a_move,
    e.NotYourTurn: lambda _err, _s: _("It is not your turn."),
    e.WrongPhase: _wrong_phase,
    e.CardNotInHand: _card_not_in_hand,
    e.MustFollowSuit: _must_follow,
    e.BidOutOfRange: lambda err, _s: _("A bid must be a whole number from 0 to {n}.").format(
        n=err.most
    ),
    e.ForbiddenBid: lambda err, _s: forbidden_bid_text(err.bid, err.tricks),
    e.UnknownTrump: _choose_trump,
    e.SpecialPairError: _special_pair,
    e.CardNameError: _card_name,
    e.BidChangeError: _bid_change,
    e.FormatError: _unreadable,
    e.SaveFormatError: _unreadable,
}


def has_sentence(kind: type) -> bool:
    """True when ``error_text`` has a sentence of its own for this error type."""
    return kind in _SENTENCES


def error_text(err: Exception, style=DeckStyle.CLASSIC) -> str:
    """The player's sentence for an engine error, in the current language and the
    deck style's words. Another exception gives its own message."""
    for kind in type(err).__mro__:
        make = _SENTENCES.get(kind)
        if make is not None:
            text = make(err, DeckStyle.of(style))
            return text[:1].upper() + text[1:]  # "red 8 is not..." starts a sentence
    return str(err)
