"""Which of the anniversary editions' special cards a game plays with.

``SpecialCards`` is a value type whose string form round-trips: ``"none"``, the
presets ``"20"`` (the 20-year edition's six) and ``"25"`` (the 25-year edition's
seven), or the cards' names joined by ``+`` (``"bomb+cloud"``). The Dragon and the
Fairy are played only together (``SpecialPairError``).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.cards import (
    BOMB,
    CARDS,
    CLOUD,
    DRAGON,
    FAIRY,
    JUGGLER,
    SHAPESHIFTER,
    SPECIAL_CARDS,
    WEREWOLF,
    Card,
)
from game.rules.errors import ParseError, SpecialPairError

NONE = "none"
TWENTY = frozenset((DRAGON, FAIRY, BOMB, WEREWOLF, JUGGLER, CLOUD))
TWENTY_FIVE = TWENTY | {SHAPESHIFTER}
PRESETS = {NONE: frozenset(), "20": TWENTY, "25": TWENTY_FIVE}


@dataclass(frozen=True, slots=True)
class SpecialCards:
    """A set of special cards (``Card.DRAGON``...); empty: the 60-card game."""

    cards: frozenset = frozenset()

    def __post_init__(self) -> None:
        cards = frozenset(self.cards)
        bad = [c for c in cards if not isinstance(c, Card) or not c.is_special]
        if bad:
            raise ParseError(f"{bad[0]!r} is not a special card", bad[0], "special_cards")
        if (DRAGON in cards) != (FAIRY in cards):
            raise SpecialPairError(DRAGON in cards)
        object.__setattr__(self, "cards", cards)

    def __bool__(self) -> bool:
        return bool(self.cards)

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, card) -> bool:
        return card in self.cards

    def __iter__(self):
        return iter(sorted(self.cards))

    def __str__(self) -> str:
        for name, cards in PRESETS.items():
            if cards == self.cards:
                return name
        return "+".join(c.name.lower() for c in self)

    @classmethod
    def parse(cls, text: str) -> SpecialCards:
        if not isinstance(text, str):
            raise ParseError(f"cannot read special cards {text!r}", text, "special_cards")
        key = text.strip().lower()
        if key in PRESETS:
            return cls(PRESETS[key])
        cards = []
        for part in key.split("+"):
            card = Card.__members__.get(part.strip().upper())
            if card is None or not card.is_special:
                raise ParseError(f"unknown special card {part!r}", text, "special_cards")
            cards.append(card)
        return cls(frozenset(cards))

    def deck(self) -> tuple[Card, ...]:
        """The deck in card order: the 60 cards and these special cards."""
        return CARDS + tuple(c for c in SPECIAL_CARDS if c in self.cards)


def special_cards(value) -> SpecialCards:
    """``value`` (a SpecialCards, its string form, or some special cards) as a
    SpecialCards. ParseError or SpecialPairError if it is none of those."""
    if isinstance(value, SpecialCards):
        return value
    if isinstance(value, str):
        return SpecialCards.parse(value)
    try:
        return SpecialCards(frozenset(value))
    except TypeError:
        raise ParseError(f"cannot read special cards {value!r}", value, "special_cards") from None
