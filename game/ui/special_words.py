"""The anniversary special cards' names as the table says them ("the Juggler").

Kept apart from ``game.words`` until the card names there cover the special cards;
then ``special_name`` can hand over to them."""

from __future__ import annotations

from game import words
from game.i18n import pgettext
from game.rules import Card
from game.rules.cards import BOMB, CLOUD, DRAGON, FAIRY, JUGGLER, SHAPESHIFTER, WEREWOLF


def special_name(card: Card) -> str:
    """The special card's name in the current language ("Juggler")."""
    names = {
        # TRANSLATORS: the anniversary edition's special cards, as printed on them.
        DRAGON: pgettext("special card", "Dragon"),
        FAIRY: pgettext("special card", "Fairy"),
        BOMB: pgettext("special card", "Bomb"),
        WEREWOLF: pgettext("special card", "Werewolf"),
        JUGGLER: pgettext("special card", "Juggler"),
        CLOUD: pgettext("special card", "Cloud"),
        SHAPESHIFTER: pgettext("special card", "Shapeshifter"),
    }
    return names[card]


def card_short(card, style) -> str:
    """``words.card_short``, which also names the special cards ("Juggler")."""
    if isinstance(card, Card) and card.is_special:
        return special_name(card)
    return words.card_short(card, style)
