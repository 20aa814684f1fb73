"""Player-readable names of cards and suits for the coach's texts.

Lesson texts name cards with placeholders such as ``{H7}`` or ``{W}`` and suits with
``{hearts}``; :func:`fill` replaces them in the active language and deck style
(the four-colour deck says "red 6" where the classic deck says "7 of hearts").
"""

from __future__ import annotations

from game.i18n import N_, _
from game.rules import Card, Suit

_SUITS_CLASSIC = {
    Suit.C: N_("clubs"),
    Suit.D: N_("diamonds"),
    Suit.H: N_("hearts"),
    Suit.S: N_("spades"),
}
_SUITS_COLOUR = {
    Suit.C: N_("green"),
    Suit.D: N_("yellow"),
    Suit.H: N_("red"),
    Suit.S: N_("blue"),
}
_RANKS = {11: N_("Jack"), 12: N_("Queen"), 13: N_("King"), 14: N_("Ace")}
_SUIT_WORDS = {"clubs": Suit.C, "diamonds": Suit.D, "hearts": Suit.H, "spades": Suit.S}


def suit_label(suit: int, style: str = "classic") -> str:
    table = _SUITS_COLOUR if style == "four_colour" else _SUITS_CLASSIC
    return _(table[Suit(suit)])


def card_label(card: Card | str, style: str = "classic") -> str:
    """ "the 7 of hearts" style names without the article: "7 of hearts", "Wizard"."""
    card = Card.parse(card) if isinstance(card, str) else card
    if card.is_wizard:
        return _("Wizard")
    if card.is_jester:
        return _("Jester")
    if style == "four_colour":
        return _("{colour} {number}").format(
            colour=suit_label(card.suit, style), number=card.rank - 1
        )
    rank = _(_RANKS[card.rank]) if card.rank in _RANKS else str(card.rank)
    return _("{rank} of {suit}").format(rank=rank, suit=suit_label(card.suit, style))


class _Names(dict):
    def __init__(self, style: str, extra: dict | None = None):
        super().__init__(extra or {})
        self.style = style

    def __missing__(self, key: str) -> str:
        if key in _SUIT_WORDS:
            return suit_label(_SUIT_WORDS[key], self.style)
        if key == "W":
            return _("Wizard")
        if key == "J":
            return _("Jester")
        if key == "low":
            return "1" if self.style == "four_colour" else "2"
        if key == "high":
            return "13" if self.style == "four_colour" else _("Ace")
        try:
            return card_label(key, self.style)
        except Exception:  # noqa: BLE001 - an unknown placeholder stays visible, never crashes
            return "{" + key + "}"


def fill(text: str, style: str = "classic", **extra) -> str:
    """Translate ``text`` and replace its card, suit and named placeholders."""
    return _(text).format_map(_Names(style, extra))


def sentence(text: str, style: str = "classic", **extra) -> str:
    """``fill`` for a whole coach text: one that starts with a placeholder
    ("{hearts} …") still starts with a capital letter."""
    out = fill(text, style, **extra)
    return out[:1].upper() + out[1:]
