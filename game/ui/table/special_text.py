"""What the table says about the special cards' moments: the names a card was
played as, the banners of the Werewolf, the Bomb, the passes and the Cloud, and
the status line while the human decides one of them."""

from __future__ import annotations

from game.i18n import _
from game.rules import ChangeBid, PassCard, Phase, PlayNamed, Shape, Suit, WerewolfTrump
from game.words import card_short, suit_title


def named_word(named: Suit | Shape, style) -> str:
    """What a card was named, in words: a suit's name, Wizard or Jester."""
    if isinstance(named, Suit):
        return suit_title(named, style)
    return _("Wizard") if named == Shape.WIZARD else _("Jester")


def werewolf_swapped(name: str, you: bool) -> str:
    if you:
        return _("You show the Werewolf and take the trump card")
    return _("{name} shows the Werewolf and takes the trump card").format(name=name)


def trump_named(name: str, you: bool, suit: Suit | None, style) -> str:
    if suit is None:
        return _("You name no trump") if you else _("{name} names no trump").format(name=name)
    title = suit_title(suit, style)
    if you:
        return _("You name {suit} as trump").format(suit=title)
    return _("{name} names {suit} as trump").format(name=name, suit=title)


def bid_changed(name: str, you: bool, old: int, new: int) -> str:
    if you:
        return _("You change your bid: {old} → {new}").format(old=old, new=new)
    return _("{name} changes the bid: {old} → {new}").format(name=name, old=old, new=new)


def passing_banner() -> str:
    return _("Everyone passes a card to the left")


def your_turn(phase: Phase, left: str) -> str:
    """The status line while the human makes a special card's decision (``left``: the
    seat a passed card goes to)."""
    if phase == Phase.WEREWOLF:
        return _("You hold the Werewolf: name the trump")
    if phase == Phase.PASS:
        return _("Choose a card to pass to {name}").format(name=left)
    return _("You won the Cloud: change your bid by one")


def others_turn(phase: Phase, name: str) -> str:
    if phase == Phase.WEREWOLF:
        return _("{name} is naming the trump…").format(name=name)
    if phase == Phase.PASS:
        return _("{name} is choosing a card to pass…").format(name=name)
    return _("{name} is changing the bid…").format(name=name)


def hint_what(action, style) -> str | None:
    """A special card's move as the hint says it ("pass 7♥", "name no trump");
    None for the 60-card game's moves."""
    if isinstance(action, PlayNamed):
        return _("play {card} as {name}").format(
            card=card_short(action.card, style), name=named_word(action.named, style))
    if isinstance(action, WerewolfTrump):
        if action.suit is None:
            return _("name no trump")
        return _("name {suit} as trump").format(suit=suit_title(action.suit, style))
    if isinstance(action, PassCard):
        return _("pass {card}").format(card=card_short(action.card, style))
    if isinstance(action, ChangeBid):
        return _("change your bid by {delta}").format(delta=f"{action.delta:+d}")
    return None
