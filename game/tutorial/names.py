"""Placeholders in the coach's texts, filled with player-readable card and suit names.

Lesson texts name cards with placeholders such as ``{H7}`` or ``{W}`` and suits with
``{hearts}``, what the Juggler and the Cloud count as with ``{juggler}`` and ``{cloud}``;
:func:`fill` replaces them in the active language and deck style
(the four-colour deck says "red 6" where the classic deck says "7 of hearts").
The names themselves come from ``game.words``, the one place for them.
"""

from __future__ import annotations

from game.i18n import _
from game.rules import Suit
from game.words import DeckStyle, card_label, suit_word

_SUIT_WORDS = {"clubs": Suit.C, "diamonds": Suit.D, "hearts": Suit.H, "spades": Suit.S}
# What the Juggler and the Cloud count as in their named suit: (classic 2-to-Ace,
# four-colour 1-to-13), between the 8 and 9 / the 10 and Jack of the classic deck.
_COUNTS_AS = {"juggler": ("8½", "7½"), "cloud": ("10¾", "9¾")}


class _Names(dict):
    def __init__(self, style, extra: dict | None = None):
        super().__init__(extra or {})
        self.style = DeckStyle.of(style)

    def __missing__(self, key: str) -> str:
        if key in _SUIT_WORDS:
            return suit_word(_SUIT_WORDS[key], self.style)
        if key == "W":
            return _("Wizard")
        if key == "J":
            return _("Jester")
        four = self.style == DeckStyle.FOUR_COLOUR
        if key == "low":
            return "1" if four else "2"
        if key == "high":
            return "13" if four else _("Ace")
        if key in _COUNTS_AS:  # the Juggler and the Cloud, as their card's corner says
            return _COUNTS_AS[key][four]
        try:
            return card_label(key, self.style)
        except Exception:  # noqa: BLE001 - an unknown placeholder stays visible, never crashes
            return "{" + key + "}"


def fill(text: str, style=DeckStyle.CLASSIC, **extra) -> str:
    """Translate ``text`` and replace its card, suit and named placeholders."""
    return _(text).format_map(_Names(style, extra))


def sentence(text: str, style=DeckStyle.CLASSIC, **extra) -> str:
    """``fill`` for a whole coach text: one that starts with a placeholder
    ("{hearts} …") still starts with a capital letter."""
    out = fill(text, style, **extra)
    return out[:1].upper() + out[1:]
