"""Cards and suits as value types.

A card is an int 0..59 (an IntEnum member), so hands fit in bitmasks and search
stays cheap, while its string form is the transcript's: ``"H14"``, ``"W1"``, ``"J3"``.
Suit cards are ``suit * 13 + rank - 2``; Wizards are 52..55, Jesters 56..59. The
anniversary editions' special cards are 60..66 (``DRAGON``...): they are in a deck
only when the rules choose them (``game.rules.specials``), so ``CARDS`` stays the
60-card deck.
"""

from __future__ import annotations

import enum

from game.rules.errors import ParseError


class Suit(enum.IntEnum):
    C = 0
    D = 1
    H = 2
    S = 3

    def __str__(self) -> str:
        return self.name

    @classmethod
    def parse(cls, text: str) -> Suit:
        try:
            return cls[text.strip().upper()]
        except (KeyError, AttributeError):
            raise ParseError(
                f"unknown suit {text!r} (expected one of C, D, H, S)", text, "suit"
            ) from None


SUITS = tuple(Suit)
WIZARD = 4  # pseudo-suit of Wizards in SUIT_OF
JESTER = 5  # pseudo-suit of Jesters in SUIT_OF
SPECIAL = 6  # pseudo-suit of the anniversary special cards in SUIT_OF
# The special cards, in card order (ids 60..66).
SPECIAL_NAMES = ("DRAGON", "FAIRY", "BOMB", "WEREWOLF", "JUGGLER", "CLOUD", "SHAPESHIFTER")
RANK_NAMES = {11: "J", 12: "Q", 13: "K", 14: "A"}


def _card_members() -> dict[str, int]:
    members = {}
    for suit in Suit:
        for rank in range(2, 15):
            members[f"{suit.name}{rank}"] = suit * 13 + rank - 2
    for i in range(4):
        members[f"W{i + 1}"] = 52 + i
    for i in range(4):
        members[f"J{i + 1}"] = 56 + i
    for i, name in enumerate(SPECIAL_NAMES):
        members[name] = 60 + i
    return members


class Card(enum.IntEnum):
    """One of the 60 cards, or a special card. ``str(card)`` and ``Card.parse``
    round-trip."""

    _ignore_ = ["_card_members"]
    locals().update(_card_members())  # noqa: F821 - the 67 members H14, W1, DRAGON...

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"Card.{self.name}"

    @classmethod
    def parse(cls, text: str) -> Card:
        try:
            return cls[text.strip().upper()]
        except (KeyError, AttributeError):
            raise ParseError(f"unknown card {text!r}", text, "card") from None

    @property
    def is_wizard(self) -> bool:
        return self >= 52 and self < 56

    @property
    def is_jester(self) -> bool:
        return self >= 56 and self < 60

    @property
    def is_special(self) -> bool:
        """One of the anniversary editions' special cards (Dragon... Shapeshifter)."""
        return self >= 60

    @property
    def suit(self) -> Suit | None:
        """The card's suit, or None for Wizards, Jesters and special cards."""
        return Suit(self // 13) if self < 52 else None

    @property
    def rank(self) -> int | None:
        """2..14 for suit cards, None for Wizards, Jesters and special cards."""
        return self % 13 + 2 if self < 52 else None


ALL_CARDS = tuple(Card)  # by id: the 60 cards, then the 7 special cards
CARDS = ALL_CARDS[:60]  # the 60-card deck
DECK_SIZE = 60
assert len(CARDS) == DECK_SIZE and len(ALL_CARDS) == 67
DRAGON, FAIRY, BOMB, WEREWOLF, JUGGLER, CLOUD, SHAPESHIFTER = ALL_CARDS[60:]
SPECIAL_CARDS = ALL_CARDS[60:]

# Plain lookup tables for the hot paths (indexing a tuple beats property calls).
SUIT_OF = tuple(
    c // 13 if c < 52 else (WIZARD if c < 56 else (JESTER if c < 60 else SPECIAL))
    for c in range(67)
)
SUIT_MASK = tuple(((1 << 13) - 1) << (13 * s) for s in range(4))
WIZARD_MASK = 0xF << 52
JESTER_MASK = 0xF << 56
SPECIAL_MASK = WIZARD_MASK | JESTER_MASK
FULL_MASK = (1 << 60) - 1
# The cards that may always be played, with the special cards (which may all be).
ANYTIME_MASK = SPECIAL_MASK | (((1 << 7) - 1) << 60)


_BIT = tuple(1 << c for c in range(67))


def mask_of(cards) -> int:
    """The bitmask of some cards (Card or int); in the search's hot loops, so a table."""
    m = 0
    for c in cards:
        m |= _BIT[c]
    return m


def cards_of(mask: int) -> list[Card]:
    """The cards of a bitmask, in card order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(ALL_CARDS[low.bit_length() - 1])
        mask ^= low
    return out


def card_sort_key(card: int, trump: int | None) -> tuple:
    """Hand order: Wizards, trump, the other suits, Jesters, special cards; high to low
    inside a suit."""
    suit = SUIT_OF[card]
    if suit == WIZARD:
        return (0, 0, -card)
    if suit >= JESTER:
        return (3 if suit == JESTER else 4, 0, card)
    return (1 if suit == trump else 2, suit, -card)
