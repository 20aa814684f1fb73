"""The rules as small pure functions over plain ints: shared by the state machine,
the transcript checker and the fast playout paths, so all of them agree."""

from __future__ import annotations

from game.rules.cards import JESTER, SPECIAL_MASK, SUIT_MASK, SUIT_OF, WIZARD

NO_SUIT = -1  # no suit card (nor Wizard) played yet: the led suit is still open
FREE = -2  # a Wizard came before any suit card: nothing has to be followed


def rounds_for(players: int) -> int:
    return 60 // players


def led_suit(trick_cards) -> int:
    """The suit to follow: a suit 0..3, NO_SUIT (open), or FREE (a Wizard came first)."""
    for c in trick_cards:
        s = SUIT_OF[c]
        if s == WIZARD:
            return FREE
        if s != JESTER:
            return s
    return NO_SUIT


def next_led(led: int, card: int) -> int:
    """The led suit after ``card`` is added to a trick whose led suit was ``led``."""
    if led != NO_SUIT:
        return led
    s = SUIT_OF[card]
    if s == WIZARD:
        return FREE
    if s == JESTER:
        return NO_SUIT
    return s


def legal_mask(hand: int, led: int) -> int:
    """The cards of ``hand`` (bitmask) that may be played when ``led`` is the led suit."""
    if led >= 0:
        follow = hand & SUIT_MASK[led]
        if follow:
            return follow | (hand & SPECIAL_MASK)
    return hand


def card_strength(card: int, led: int, trump: int) -> int:
    """Higher wins; ties go to the earlier card (first Wizard, first Jester)."""
    s = SUIT_OF[card]
    if s == WIZARD:
        return 1000
    if s == JESTER:
        return 0
    if s == trump:
        return 200 + card
    if s == led:
        return 100 + card
    return 0


def trick_winner_index(trick_cards, trump: int | None) -> int:
    """Index (0 = leader) of the card that takes the trick."""
    t = -1 if trump is None else trump
    led = NO_SUIT
    best, best_i = -1, 0
    for i, c in enumerate(trick_cards):
        led = next_led(led, c)
        st = card_strength(c, led, t)
        if st > best:
            best, best_i = st, i
    return best_i


def score(bid: int, won: int) -> int:
    """20 + 10 per trick when the bid is met exactly, else -10 per trick off."""
    if bid == won:
        return 20 + 10 * won
    return -10 * abs(won - bid)


def forbidden_last_bid(round_number: int, earlier_bids_sum: int) -> int | None:
    """The bid the plus/minus-one rule forbids the last bidder, if any."""
    forbidden = round_number - earlier_bids_sum
    return forbidden if 0 <= forbidden <= round_number else None


def winners(totals) -> list[int]:
    best = max(totals)
    return [i for i, t in enumerate(totals) if t == best]


def places(totals) -> list[int]:
    """Each seat's place by its total, shared on a tie ("competition ranking": totals
    50, 30, 30, 10 place 1, 2, 2, 4). Every screen that shows a place uses this."""
    return [1 + sum(1 for other in totals if other > t) for t in totals]


def standings(totals) -> list[tuple[int, int]]:
    """(place, seat), best first; tied seats in seat order."""
    order = sorted(range(len(totals)), key=lambda i: (-totals[i], i))
    ranks = places(totals)
    return [(ranks[seat], seat) for seat in order]
