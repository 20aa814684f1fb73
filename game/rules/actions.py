"""Actions as value types whose string form round-trips: ``bid 2``, ``play H14``,
``trump S``, ``next``; with the special cards also ``play JUGGLER H``,
``play SHAPESHIFTER wizard``, ``werewolf S`` / ``werewolf none``, ``pass H14`` and
``cloud +1`` / ``cloud -1``.

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


class Shape(enum.StrEnum):
    """What the Shapeshifter is named when it is played."""

    WIZARD = "wizard"
    JESTER = "jester"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class Play:
    card: Card
    # What the card is played as: only a PlayNamed names something. A class
    # attribute, not a field, so playing a card costs what it always did.
    named = None

    def __post_init__(self) -> None:
        if not isinstance(self.card, Card):
            raise ActionTypeError("Play", "card", self.card, "a Card")

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclass(frozen=True, slots=True)
class PlayNamed(Play):
    """A card played with a name: the Juggler or the Cloud in a Suit, the
    Shapeshifter as a Shape. ``play JUGGLER H``, ``play SHAPESHIFTER wizard``."""

    named: Suit | Shape

    def __post_init__(self) -> None:
        if not isinstance(self.card, Card):
            raise ActionTypeError("PlayNamed", "card", self.card, "a Card")
        if not isinstance(self.named, Suit | Shape):
            raise ActionTypeError("PlayNamed", "named", self.named, "a Suit or a Shape")

    def __str__(self) -> str:
        return f"play {self.card} {self.named}"


@dataclass(frozen=True, slots=True)
class WerewolfTrump:
    """The Werewolf's holder names trump: a suit, or None for no trump."""

    suit: Suit | None

    def __post_init__(self) -> None:
        if self.suit is not None and not isinstance(self.suit, Suit):
            raise ActionTypeError("WerewolfTrump", "suit", self.suit, "a Suit or None")

    def __str__(self) -> str:
        return f"werewolf {'none' if self.suit is None else self.suit}"


@dataclass(frozen=True, slots=True)
class PassCard:
    """After a trick with the Juggler: the card this seat passes to its left."""

    card: Card

    def __post_init__(self) -> None:
        if not isinstance(self.card, Card):
            raise ActionTypeError("PassCard", "card", self.card, "a Card")

    def __str__(self) -> str:
        return f"pass {self.card}"


@dataclass(frozen=True, slots=True)
class ChangeBid:
    """The Cloud's winner changes their bid by ``delta``: +1 or -1."""

    delta: int

    def __post_init__(self) -> None:
        d = self.delta
        if not isinstance(d, int) or isinstance(d, bool | enum.Enum):
            raise ActionTypeError("ChangeBid", "delta", d, "a whole number (int)")

    def __str__(self) -> str:
        return f"cloud {self.delta:+d}"


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


Action = Bid | Play | PlayNamed | ChooseTrump | NextRound | WerewolfTrump | PassCard | ChangeBid


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
        if verb == "werewolf":
            return WerewolfTrump(None if arg == "none" else Suit.parse(arg))
        if verb == "pass":
            return PassCard(Card.parse(arg))
        if verb == "cloud" and arg[:1] in ("+", "-"):
            try:
                return ChangeBid(int(arg))
            except ValueError:
                pass
    if len(parts) == 3 and parts[0] == "play":
        card = Card.parse(parts[1])
        if parts[2] in ("wizard", "jester"):
            return PlayNamed(card, Shape(parts[2]))
        return PlayNamed(card, Suit.parse(parts[2]))
    raise ParseError(f"cannot read action {text!r}", text, "action")
