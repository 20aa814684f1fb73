"""Actions as value types whose string form round-trips: ``bid 2``, ``play H14``,
``trump S``, ``next``.

Each field's type is checked when the action is made (``ActionTypeError``): a
``Play`` holds a ``Card``, a ``ChooseTrump`` a ``Suit`` and a ``Bid`` a plain
``int``. Cards and suits are ints too, so without the check ``Play(17)`` or
``Bid(Card.C3)`` would be played and logged as ``play 17`` / ``bid C3``, text
that no save can load again.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from game.rules.cards import Card, Suit
from game.rules.errors import ActionTypeError, ParseError


@dataclass(frozen=True, slots=True)
class Bid:
    tricks: int

    def __post_init__(self) -> None:
        t = self.tricks
        if not isinstance(t, int) or isinstance(t, bool | enum.Enum):
            raise ActionTypeError("Bid", "tricks", t, "a whole number (int)")

    def __str__(self) -> str:
        return f"bid {self.tricks}"


@dataclass(frozen=True, slots=True)
class Play:
    card: Card

    def __post_init__(self) -> None:
        if not isinstance(self.card, Card):
            raise ActionTypeError("Play", "card", self.card, "a Card")

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclass(frozen=True, slots=True)
class ChooseTrump:
    suit: Suit

    def __post_init__(self) -> None:
        if not isinstance(self.suit, Suit):
            raise ActionTypeError("ChooseTrump", "suit", self.suit, "a Suit")

    def __str__(self) -> str:
        return f"trump {self.suit}"


@dataclass(frozen=True, slots=True)
class NextRound:
    """Deal the next round once the players have seen the round's result."""

    def __str__(self) -> str:
        return "next"


Action = Bid | Play | ChooseTrump | NextRound


def parse_action(text: str) -> Action:
    if not isinstance(text, str):
        raise ParseError(f"cannot read action {text!r}: it is not text", text, "action")
    parts = text.strip().split()
    if parts == ["next"]:
        return NextRound()
    if len(parts) == 2:
        verb, arg = parts
        if verb == "play":
            return Play(Card.parse(arg))
        if verb == "trump":
            return ChooseTrump(Suit.parse(arg))
        if verb == "bid":
            try:
                return Bid(int(arg))
            except ValueError:
                pass
    raise ParseError(f"cannot read action {text!r}", text, "action")
