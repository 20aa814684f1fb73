"""The anniversary special cards' rules as small pure functions: which
card sets the suit to follow, who may play what, who wins a trick.

A trick is its cards and, per card, what it was named (``named``: the Juggler's and
the Cloud's Suit, the Shapeshifter's Shape, else None). Ranks are counted in
quarters so the Juggler (7½ of the 1-to-13 numbering: between the 2-to-Ace 8 and
9) and the Cloud (9¾: between 10 and the Jack) fit between the suit cards.
"""

from __future__ import annotations

from game.rules.actions import Shape
from game.rules.cards import (
    ANYTIME_MASK,
    BOMB,
    CLOUD,
    DRAGON,
    FAIRY,
    JESTER,
    JUGGLER,
    SHAPESHIFTER,
    SUIT_MASK,
    SUIT_OF,
    WEREWOLF,
    WIZARD,
)
from game.rules.core import FREE, NO_SUIT

NAMED_SUIT = (JUGGLER, CLOUD)  # played in a suit their player names
# The Juggler's and the Cloud's rank, in quarters of the 2-to-Ace ranks (rank * 4).
NAMED_RANK = {JUGGLER: 8 * 4 + 2, CLOUD: 10 * 4 + 3}
# What the turned card means for trump when no Werewolf is in a hand: the dealer
# chooses (as for a Wizard) or there is no trump (as for a Jester).
DEALER_CHOOSES = frozenset((DRAGON, CLOUD, SHAPESHIFTER, WEREWOLF))


def needs_name(card: int) -> str | None:
    """What ``card`` must be named when played: "suit", "shape", or None (nothing)."""
    if card in NAMED_SUIT:
        return "suit"
    if card == SHAPESHIFTER:
        return "shape"
    return None


def carried_suit(card: int, named) -> int | None:
    """The suit a card played carries: a suit card's, the Juggler's or the Cloud's
    named suit; None for every card without a suit."""
    s = SUIT_OF[card]
    if s < 4:
        return s
    if card in NAMED_SUIT:
        return int(named)
    return None


def is_wizard_like(card: int, named) -> bool:
    """A Wizard or the Shapeshifter named Wizard (the Dragon is handled on its own)."""
    return SUIT_OF[card] == WIZARD or (card == SHAPESHIFTER and named == Shape.WIZARD)


def is_jester_like(card: int, named) -> bool:
    return SUIT_OF[card] == JESTER or (card == SHAPESHIFTER and named == Shape.JESTER)


def next_led(led: int, card: int, named) -> int:
    """The suit to follow after ``card`` (named ``named``) joins a trick whose suit to
    follow was ``led``: a suit 0..3, NO_SUIT (still open) or FREE."""
    if led != NO_SUIT:
        return led
    suit = carried_suit(card, named)
    if suit is not None:
        return suit
    if card == DRAGON or is_wizard_like(card, named):
        return FREE
    return NO_SUIT  # Jesters, the Fairy, the Bomb, a Shapeshifter named Jester


def led_suit(cards, named) -> int:
    led = NO_SUIT
    for c, n in zip(cards, named, strict=True):
        led = next_led(led, c, n)
    return led


def legal_mask(hand: int, led: int) -> int:
    """The cards of ``hand`` that may be played: every special card always may."""
    if led >= 0:
        follow = hand & SUIT_MASK[led]
        if follow:
            return follow | (hand & ANYTIME_MASK)
    return hand


def _strength(card: int, named, led: int, trump: int) -> int:
    """Higher wins; ties go to the earlier card (first Wizard, first Jester)."""
    if is_wizard_like(card, named):
        return 10_000
    if card == FAIRY:
        return -1  # below the Jesters
    suit = carried_suit(card, named)
    if suit is None:
        return 0  # a Jester, a Shapeshifter named Jester
    rank = NAMED_RANK[card] if card in NAMED_RANK else (card % 13 + 2) * 4
    if suit == trump:
        return 2000 + rank
    if suit == led:
        return 1000 + rank
    return 0


def _taker(cards, named, trump: int) -> int:
    """Index of the card that takes the trick, the Bomb left out (steps 2 to 6)."""
    if DRAGON in cards:
        return cards.index(FAIRY) if FAIRY in cards else cards.index(DRAGON)
    led = NO_SUIT
    best, best_i = -2, None
    for i, (c, n) in enumerate(zip(cards, named, strict=True)):
        if c == BOMB:
            continue
        led = next_led(led, c, n)
        st = _strength(c, n, led, trump)
        if st > best:
            best, best_i = st, i
    return best_i


def trick_result(cards, named, trump: int | None) -> tuple[int | None, int]:
    """(index of the winning card or None when the Bomb is in the trick, index of
    the card whose player leads next). Indices count from the leader (0)."""
    taker = _taker(cards, named, -1 if trump is None else trump)
    return (None if BOMB in cards else taker), taker
