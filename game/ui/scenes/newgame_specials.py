"""The New game screen's special cards (the anniversary editions' Dragon ...
Shapeshifter): none, a preset (the 20-year edition's six, the 25-year edition's
seven) or the player's own choice, made on a screen of its own
(``special_cards_scene``). ``NewGameScene`` owns the layout of the whole screen; this
holds the choice, places its row and draws it."""

from __future__ import annotations

import enum
from collections.abc import Callable

import pygame

from game.i18n import _, ngettext, pgettext
from game.rules import SpecialCards
from game.rules.specials import PRESETS
from game.ui.kit.widgets import Button
from game.words import special_card_name


class SpecialSet(enum.StrEnum):
    """What the choice offers; the value is what the settings store."""

    NONE = "none"
    TWENTY = "20"
    TWENTY_FIVE = "25"
    CUSTOM = "custom"


def cards_text(cards: SpecialCards) -> str:
    """The cards' names in card order: "Dragon, Fairy, Bomb"."""
    return ", ".join(special_card_name(c) for c in cards)


def special_description(choice: SpecialSet, cards: SpecialCards) -> str:
    """One line on what the choice plays."""
    if choice == SpecialSet.TWENTY:
        return _("The 20-year edition's six: {cards}.").format(cards=cards_text(cards))
    if choice == SpecialSet.TWENTY_FIVE:
        return _("The 25-year edition's seven: {cards}.").format(cards=cards_text(cards))
    if choice == SpecialSet.CUSTOM and cards:
        return _("Your choice: {cards}.").format(cards=cards_text(cards))
    return _("No special cards: the game of 60 cards.")


def set_name(choice: SpecialSet) -> str:
    return {
        SpecialSet.NONE: pgettext("special cards", "None"),
        SpecialSet.TWENTY: _("20 years"),
        SpecialSet.TWENTY_FIVE: _("25 years"),
        SpecialSet.CUSTOM: pgettext("special cards", "Custom"),
    }[choice]


def set_label(key: str) -> str:
    """A set of special cards (``SpecialCards``' string form) where a game is listed
    or reviewed: "Special cards: 25 years", "Special cards: Bomb, Cloud"."""
    choice = set_name(SpecialSet(key)) if key in ("20", "25") else cards_text(
        SpecialCards.parse(key))
    return _("Special cards: {choice}").format(choice=choice)


def set_summary(choice: SpecialSet, cards: SpecialCards) -> str:
    """The choice in a few words, on New game's button: "Special cards: 25 years, 7"."""
    if not cards:
        return _("Special cards: {choice}").format(choice=set_name(SpecialSet.NONE))
    return ngettext(
        "Special cards: {choice}, {count} card", "Special cards: {choice}, {count} cards",
        len(cards),
    ).format(choice=set_name(choice), count=len(cards))


class SpecialCardsPicker:
    """The special cards chosen: a set (``SpecialSet``) and the player's own cards
    (kept while a preset is chosen). On New game it is a button that says the
    choice and opens the screen to change it.
    ``on_change()`` is called when the cards played change."""

    def __init__(self, chosen: str, custom: str, on_change: Callable, open_cards: Callable):
        self.set = SpecialSet(chosen) if chosen in iter(SpecialSet) else SpecialSet.NONE
        self.custom = SpecialCards.parse(custom)
        self.on_change = on_change
        self.button = Button(self.summary(), lambda: open_cards(self), align="left")
        self.caption = pygame.Rect(0, 0, 0, 0)

    def summary(self) -> str:
        return set_summary(self.set, self.cards())

    def cards(self) -> SpecialCards:
        """The special cards the chosen game plays with."""
        if self.set == SpecialSet.CUSTOM:
            return self.custom
        return SpecialCards(PRESETS[self.set.value])

    def choose(self, choice: SpecialSet) -> None:
        self.set = SpecialSet(choice)
        self._changed()

    def set_custom(self, cards: SpecialCards) -> None:
        """The player's own choice; it is now the choice."""
        self.custom = cards
        self.set = SpecialSet.CUSTOM
        self._changed()

    def _changed(self) -> None:
        self.button.text = self.summary()
        self.on_change()

    def widgets(self) -> list:
        return [self.button]

    def remembered(self) -> dict:
        """For the settings' ``new_game`` choices."""
        return {"special_cards": self.set.value, "special_custom": str(self.custom)}

    def layout(self, left: int, right: int, top: int, height: int) -> None:
        self.button.rect = pygame.Rect(left, top, right - left, height)

    def update_text(self) -> None:
        self.button.text = self.summary()  # in the language of the moment
