"""Actions as value types whose string form round-trips: ``bid 2``, ``play H14``,
``trump S``, ``next``."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.cards import Card, Suit
from game.rules.errors import ParseError


@dataclass(frozen=True, slots=True)
class Bid:
    tricks: int

    def __str__(self) -> str:
        return f"bid {self.tricks}"


@dataclass(frozen=True, slots=True)
class Play:
    card: Card

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclass(frozen=True, slots=True)
class ChooseTrump:
    suit: Suit

    def __str__(self) -> str:
        return f"trump {self.suit}"


@dataclass(frozen=True, slots=True)
class NextRound:
    """Deal the next round once the players have seen the round's result."""

    def __str__(self) -> str:
        return "next"


Action = Bid | Play | ChooseTrump | NextRound


def parse_action(text: str) -> Action:
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
    raise ParseError(f"cannot read action {text!r}")
