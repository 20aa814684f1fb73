"""What a card does to the trick on the table, in a game with special cards.

A candidate is a card and its name (the Juggler's and the Cloud's suit, the
Shapeshifter's shape, else None), exactly what the engine's ``Play``/``PlayNamed``
carry; the answers come from the engine's own trick rules (``special_core``).
"""

from __future__ import annotations

from game.rules import special_core as sc
from game.rules.actions import Shape
from game.rules.cards import (
    BOMB,
    CLOUD,
    DRAGON,
    FAIRY,
    JESTER,
    JUGGLER,
    SHAPESHIFTER,
    SUIT_OF,
    Suit,
)

# The names a later player may give a card, to ask whether it could beat ours.
_NAMES = {JUGGLER: tuple(Suit), CLOUD: tuple(Suit), SHAPESHIFTER: tuple(Shape)}
NO_NAME = (None,)

# How much a card can still win later, for "cheapest winner" / "most dangerous
# loser" choices: rough trick chances, the special cards' from the rule book.
SPECIAL_POWER = {DRAGON: 1.0, SHAPESHIFTER: 0.95, CLOUD: 0.6, JUGGLER: 0.45,
                 FAIRY: 0.0, BOMB: 0.0}
# How useful a card is for losing a trick on purpose (kept while a bid is met).
ESCAPE = {BOMB: 1.0, SHAPESHIFTER: 0.8, FAIRY: 0.6, CLOUD: 0.4, JUGGLER: 0.4}


def names_of(card: int) -> tuple:
    return _NAMES.get(card, NO_NAME)


def takes(cards: list, named: list, card: int, name, trump: int) -> bool:
    """Whether ``card`` (named ``name``) added to the trick would hold it now; with a
    Bomb in the trick nobody wins, so no card takes it."""
    full, names = [*cards, card], [*named, name]
    win, _ = sc.trick_result(full, names, None if trump < 0 else trump)
    return win == len(cards)


def beaten_by(cards: list, named: list, card: int, name, other: int, trump: int) -> bool:
    """Whether a later ``other`` (named as its player likes) stops ``card`` taking the
    trick: it wins it, or it is the Bomb."""
    if other == BOMB:
        return True
    full, names = [*cards, card], [*named, name]
    t = None if trump < 0 else trump
    for oname in names_of(other):
        win, _ = sc.trick_result([*full, other], [*names, oname], t)
        if win != len(cards):
            return True
    return False


def power(card: int, plain_values) -> float:
    """A card's chance to win a trick later (``plain_values``: the 60 cards')."""
    if card >= 60:
        return SPECIAL_POWER.get(card, 0.0)
    return plain_values[card]


def escape(card: int) -> float:
    if card >= 60:
        return ESCAPE.get(card, 0.0)
    return 0.7 if SUIT_OF[card] == JESTER else 0.0
