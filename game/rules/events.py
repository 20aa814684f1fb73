"""Typed events that applying an action produces. The UI animates from them, the
transcript records them."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.actions import Shape
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
    """``named``: the Juggler's or the Cloud's suit, the Shapeshifter's shape."""

    seat: int
    card: Card
    trick_number: int
    named: Suit | Shape | None = None


@dataclass(frozen=True, slots=True)
class TrickWon:
    """``named``: per card, what it was named (only with special cards)."""

    winner: int
    leader: int
    cards: tuple[Card, ...]
    trick_number: int
    named: tuple = ()


# ------------------------------------------------- the special cards' events
@dataclass(frozen=True, slots=True)
class WerewolfSwapped:
    """``seat`` showed the Werewolf, took the turned ``card`` into their hand and put
    the Werewolf in its place; they name trump next (``TrumpNamed``). The trump of
    the ``TrumpTurned`` before it (what the card alone would have made) no longer
    holds, and a dealer's choice it announced is the holder's now."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class TrumpNamed:
    """The Werewolf's holder named trump: a suit, or None (no trump)."""

    seat: int
    suit: Suit | None


@dataclass(frozen=True, slots=True)
class TrickBombed:
    """The Bomb was in the trick: nobody wins it; ``leads_next`` would have won it."""

    leader: int
    cards: tuple[Card, ...]
    trick_number: int
    leads_next: int
    named: tuple = ()


@dataclass(frozen=True, slots=True)
class CardPassed:
    """``seat`` chose the card it passes after the Juggler's trick (which, is secret)."""

    seat: int
    trick_number: int


@dataclass(frozen=True, slots=True)
class CardsPassed:
    """Every seat passed: ``cards[s]`` went from seat s to the seat on its left. A
    seat may be shown only the card it gave and the card it received."""

    trick_number: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class BidChanged:
    """The Cloud's winner changed their bid from ``old`` to ``new``."""

    seat: int
    old: int
    new: int
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
    | WerewolfSwapped
    | TrumpNamed
    | TrickBombed
    | CardPassed
    | CardsPassed
    | BidChanged
)
