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
    WIZARD,
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


class TrickSoFar:
    """The trick on the table, summed up so that asking whether a card would take it
    costs a few comparisons (the search asks it millions of times). The same answers
    as the engine's ``special_core.trick_result``."""

    __slots__ = ("best", "bomb", "dragon", "fairy", "led", "trump")

    def __init__(self, cards, named, trump: int):
        self.trump = trump
        self.best = -2  # strength of the card holding the trick (no Dragon in it)
        self.bomb = self.dragon = self.fairy = False
        self.led = sc.NO_SUIT
        for c, name in zip(cards, named, strict=True):
            self._add(c, name)

    def _add(self, card: int, name) -> None:
        if card == BOMB:
            self.bomb = True
            return
        if card == DRAGON:
            self.dragon = True
        elif card == FAIRY:
            self.fairy = True
        self.led = sc.next_led(self.led, card, name)
        st = strength(card, name, self.led, self.trump)
        if st > self.best:
            self.best = st

    def takes(self, card: int, name) -> bool:
        """Whether ``card`` played now would hold the trick (never with a Bomb in it)."""
        if self.bomb or card == BOMB:
            return False
        if self.dragon:
            return card == FAIRY and not self.fairy
        if card == DRAGON:
            return not self.fairy
        return strength(card, name, sc.next_led(self.led, card, name), self.trump) > self.best

    def after(self, card: int, name) -> TrickSoFar:
        nxt = TrickSoFar.__new__(TrickSoFar)
        nxt.trump, nxt.best, nxt.led = self.trump, self.best, self.led
        nxt.bomb, nxt.dragon, nxt.fairy = self.bomb, self.dragon, self.fairy
        nxt._add(card, name)
        return nxt


def strength(card: int, name, led: int, trump: int) -> int:
    """A card's strength in a trick (higher wins, ties to the earlier card), the Dragon
    and the Bomb aside: as ``special_core``'s rule 3 to 6."""
    s = SUIT_OF[card]
    if s < 4:
        rank = (card % 13 + 2) * 4
        return 2000 + rank if s == trump else 1000 + rank if s == led else 0
    if s == WIZARD or (card == SHAPESHIFTER and name == Shape.WIZARD):
        return 10_000
    if card == FAIRY:
        return -1
    if card in sc.NAMED_RANK:
        suit = int(name)
        rank = sc.NAMED_RANK[card]
        return 2000 + rank if suit == trump else 1000 + rank if suit == led else 0
    return 0  # a Jester, the Shapeshifter as a Jester


def takes(cards: list, named: list, card: int, name, trump: int) -> bool:
    """Whether ``card`` (named ``name``) added to the trick would hold it now; with a
    Bomb in the trick nobody wins, so no card takes it."""
    return TrickSoFar(cards, named, trump).takes(card, name)


def beaten_by(so_far: TrickSoFar, other: int) -> bool:
    """Whether a later ``other`` (named as its player likes) stops the card that holds
    ``so_far`` taking the trick: it takes it, or it is the Bomb."""
    if other == BOMB:
        return True
    return any(so_far.takes(other, oname) for oname in names_of(other))


def power(card: int, plain_values) -> float:
    """A card's chance to win a trick later (``plain_values``: the 60 cards')."""
    if card >= 60:
        return SPECIAL_POWER.get(card, 0.0)
    return plain_values[card]


def escape(card: int) -> float:
    if card >= 60:
        return ESCAPE.get(card, 0.0)
    return 0.7 if SUIT_OF[card] == JESTER else 0.0
