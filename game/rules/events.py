"""Typed events that applying an action produces. The UI animates from them, the
transcript records them."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.cards import Card, Suit


@dataclass(frozen=True, slots=True)
class RoundDealt:
    round: int
    dealer: int
    hands: tuple[tuple[Card, ...], ...]


@dataclass(frozen=True, slots=True)
class TrumpTurned:
    """``card`` is None in the last round; ``dealer_chooses`` when a Wizard was turned."""

    card: Card | None
    trump: Suit | None
    dealer_chooses: bool


@dataclass(frozen=True, slots=True)
class TrumpChosen:
    seat: int
    suit: Suit


@dataclass(frozen=True, slots=True)
class BidMade:
    """With hidden bids ``hidden`` is set: show that the seat bid, not what."""

    seat: int
    bid: int
    hidden: bool


@dataclass(frozen=True, slots=True)
class BidsRevealed:
    bids: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class CardPlayed:
    seat: int
    card: Card
    trick_number: int


@dataclass(frozen=True, slots=True)
class TrickWon:
    winner: int
    leader: int
    cards: tuple[Card, ...]
    trick_number: int


@dataclass(frozen=True, slots=True)
class RoundScored:
    round: int
    bids: tuple[int, ...]
    won: tuple[int, ...]
    points: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameOver:
    totals: tuple[int, ...]
    winners: tuple[int, ...]


Event = (
    RoundDealt
    | TrumpTurned
    | TrumpChosen
    | BidMade
    | BidsRevealed
    | CardPlayed
    | TrickWon
    | RoundScored
    | GameOver
)
