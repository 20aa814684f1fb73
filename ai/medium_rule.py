"""Medium's card play as one pure rule over masks, and the same rule as a play-out
policy (for the lab's measuring tables, ``ai.lab.regret``).

Medium plays by fixed rules (``ai.heuristic.medium_card`` builds this module's
arguments from its view and calls ``rule_card``): while it needs tricks it leads its
strongest card and takes a trick with the cheapest card likely to hold it; once its bid
is met it leads a card unlikely to win and ducks with its most dangerous loser. A
player who has watched a seat follow such rules for many tricks can predict its next
card, and read its hand from the cards it chose. ``MediumRule`` plays the rule in
play-outs (``pick``); ``predicts`` says whether a hand explains a seat's observed play,
and ``ai.table_reading.rule_matches`` counts how many of each seat's plays in a
finished round the rule predicts.

A seat's view is rebuilt from what it knew: the cards it had not seen, and for every
later seat in the trick its cards left, its revealed voids and whether its bid is met.
"""

from __future__ import annotations

from ai.knowledge import POWER, WIZARD_MASK, bits
from game.rules.cards import JESTER, SUIT_MASK, SUIT_OF, WIZARD
from game.rules.core import FREE, NO_SUIT, legal_mask
from game.rules.fast import STRENGTH

HOLD = 0.85  # a winner this likely to hold the trick is taken (needing tricks)
SAFE = 0.12  # a lead this unlikely to win is safe (bid met)
DUCKING = 0.35  # a seat whose bid is met tries to lose: its threat counts this much
LOG_MISS = -4.0  # the log chance of a play the rule would not make (a seat that
#                  mostly plays by it may still err, or be read wrongly)


def led_after(c: int, led: int) -> int:
    """The led suit once ``c`` is played to a trick led ``led``, for ``hold_chance``."""
    if led != NO_SUIT:
        return led
    s = SUIT_OF[c]
    return FREE if s == WIZARD else NO_SUIT if s == JESTER else s


def hold_chance(c: int, led: int, trump: int, unseen: int, later) -> float:
    """Chance that ``c``, if played now (``led``: the led suit once it is) and winning
    the trick so far, still takes it. ``later``: per later seat in the trick, (cards it
    holds, its revealed voids as a suit bitmask, its bid met); ``unseen``: the cards
    the playing seat has not seen."""
    s_c = SUIT_OF[c]
    if s_c == WIZARD:
        return 1.0
    if s_c == JESTER:
        return 0.0  # a Jester takes a trick only when led and followed by Jesters alone
    above = SUIT_MASK[s_c] & ~((1 << (c + 1)) - 1)
    wiz = unseen & WIZARD_MASK
    ruff = trump >= 0 and s_c != trump
    follow = led if led >= 0 else s_c
    prob = 1.0
    for held, voids, met in later:
        pool = unseen
        if voids:
            for s in range(4):
                if voids >> s & 1:
                    pool &= ~SUIT_MASK[s]
        size = pool.bit_count()
        if held <= 0 or size == 0:
            continue
        # Cards that beat c without a void: Wizards, higher cards of c's suit.
        q = (pool & (wiz | above)).bit_count() / size
        p_beat = 1 - (1 - q) ** held
        if ruff:
            qt = (pool & SUIT_MASK[trump]).bit_count() / size
            if voids >> follow & 1:
                void = 1.0
            else:
                void = (1 - (pool & SUIT_MASK[follow]).bit_count() / size) ** held
            p_t = void * (1 - (1 - qt) ** held)
            p_beat = 1 - (1 - p_beat) * (1 - p_t)
        if met:
            p_beat *= DUCKING
        prob *= 1 - min(1.0, p_beat)
    return prob


def rule_card(legal, pos: int, led: int, best: int, need: int, trump: int, unseen: int,
              later, last: bool) -> int:
    """Medium's card: ``legal`` in card order; ``pos`` cards in the trick, ``led`` its
    led suit, ``best`` the strength to beat; ``need`` the tricks still wanted;
    ``unseen``/``later`` as ``hold_chance`` (when leading: every other seat);
    ``last``: no seat plays after this one."""
    power = POWER[trump + 1]
    by_power = sorted(legal, key=power.__getitem__)  # lowest first, ties in card order
    if not pos:  # leading
        if need > 0:
            # Lead the strongest card: tricks are won while one holds the lead.
            return by_power[-1]
        # No more tricks wanted: lead what is least likely to win, as high as is safe.
        chances = {c: hold_chance(c, led_after(c, NO_SUIT), trump, unseen, later)
                   for c in by_power}
        safe = [c for c in by_power if SUIT_OF[c] != JESTER and chances[c] < SAFE]
        if safe:
            return max(safe, key=lambda c: power[c] if SUIT_OF[c] != WIZARD else -1)
        for c in by_power:
            if SUIT_OF[c] == JESTER:
                return c
        return min(by_power, key=lambda c: (chances[c], power[c]))
    tables = STRENGTH[trump + 1]
    winners, losers = [], []
    for c in by_power:
        (winners if tables[led_after(c, led) + 2][c] > best else losers).append(c)
    if need > 0:
        if winners:
            if last:
                return winners[0]  # the cheapest card that takes it
            # The cheapest card that will (almost) surely hold the trick, else the
            # cheapest that takes it for now.
            for c in winners:
                if hold_chance(c, led_after(c, led), trump, unseen, later) >= HOLD:
                    return c
            return winners[0]
        # Cannot take it: throw the least useful card.
        for c in losers:
            if SUIT_OF[c] != JESTER:
                return c
        return losers[0]
    # Bid met (or passed): duck with the most dangerous card that surely loses.
    if losers:
        plain = [c for c in losers if SUIT_OF[c] != JESTER]
        if plain:
            return max(plain, key=power.__getitem__)
        return losers[0]
    # Every card wins so far: hope a later seat takes it with the weakest,
    # or, last to play, get rid of the strongest.
    return winners[-1] if last else winners[0]


def alike(a: int, b: int) -> bool:
    """The same card for the play: equal, or both Wizards, or both Jesters."""
    return a == b or (SUIT_OF[a] == SUIT_OF[b] and SUIT_OF[a] >= 4)


class MediumRule:
    """The rule as a play-out policy: ``pick`` as ``ai.playout_policy.Policy.pick``
    (the same arguments; always the rule's card, drawn or not). In a play-out the later
    seats' voids are not known to the rule (every later seat holds as many cards as the
    playing one, and ``later_need`` of them still want tricks), so it is the rule up to
    the voids revealed."""

    __slots__ = ()

    def pick(self, hand, mask, pos, led, best, need, n, trump, unseen, later_need,
             rng=None, temp=1.0):
        legal = bits(legal_mask(mask, led))  # in card order
        if len(legal) == 1:
            return legal[0]
        held = len(hand)
        others = n - 1 - pos
        later = [(held, 0, False)] * later_need + [(held, 0, True)] * (others - later_need)
        return rule_card(legal, pos, led, best, need, trump, unseen, later, pos == n - 1)


def predicts(hand: int, pos: int, led: int, best: int, need: int, n: int, trump: int,
             unseen: int, later, card: int) -> bool | None:
    """Does the rule play ``card`` (or a card like it) from ``hand`` (a mask) in this
    situation? None when the hand has one legal card only (and it is ``card``)."""
    cards = bits(legal_mask(hand, led))
    if len(cards) == 1:
        return None if alike(cards[0], card) else False
    return alike(rule_card(cards, pos, led, best, need, trump, unseen, later, pos == n - 1),
                 card)


MEDIUM_RULE = MediumRule()
