"""The search levels' play-outs: a round played to its end from a sampled deal.

``playout`` is the one play-out loop: every seat plays toward its bid by the
hand-written policy (Hard), or by the policy fitted to the search's own decisions
(``ai.playout_policy``, Expert). The card tables here (the led suit a card sets, its
strength in an open trick, one bit per card) are shared by the policy and the
reading of the plays.
"""

from __future__ import annotations

from functools import cache

from game.rules.cards import FULL_MASK, JESTER, SPECIAL_MASK, SUIT_MASK, SUIT_OF, WIZARD
from game.rules.core import FREE, NO_SUIT
from game.rules.fast import FOLLOWS, STRENGTH

# The led suit a card sets when it opens a trick (Jesters leave it open).
LED_AFTER = tuple(
    FREE if SUIT_OF[c] == WIZARD else NO_SUIT if SUIT_OF[c] == JESTER else SUIT_OF[c]
    for c in range(60)
)
# Strength of a card played into a trick that holds only Jesters so far.
OPEN = tuple(
    tuple(STRENGTH[t + 1][LED_AFTER[c] + 2][c] for c in range(60)) for t in range(-1, 4)
)
NOT_JESTER = tuple(SUIT_OF[c] != JESTER for c in range(60))


def trick_so_far(trick, leader: int, n: int, tables) -> tuple[int, int, int]:
    """The led suit of a trick in play, its strongest card's strength and that card's
    seat (``tables``: ``STRENGTH[trump + 1]``); an empty trick: open, -1, the leader."""
    led = NO_SUIT
    best, best_seat = -1, leader
    for i, c in enumerate(trick):
        if led == NO_SUIT:
            led = LED_AFTER[c]
        st = tables[led + 2][c]
        if st > best:
            best, best_seat = st, (leader + i) % n
    return led, best, best_seat

# The cards that may follow a led suit (FOLLOWS) as one mask per suit.
FOLLOW_MASK = tuple(SUIT_MASK[led] | SPECIAL_MASK for led in range(4))
IS_WIZARD = tuple(SUIT_OF[c] == WIZARD for c in range(60))
BIT = tuple(1 << c for c in range(60))



def playout(hands, masks, trump, leader, trick, need, n, rng=None, me=-1, policy=None,
            seen=0, temp=1.0):
    """Play the round to its end; returns tricks won.

    ``hands``: per seat, the cards held as lists sorted by falling power (consumed);
    ``masks``: the same as bitmasks (consumed); ``trick``: cards on the table from
    ``leader`` on; ``need``: per seat, tricks still wanted (bid minus won; changed).

    Every seat plays toward its bid: while it needs tricks it leads its strongest
    card and takes a trick with its cheapest winner, else it throws its lowest
    plain card; once its bid is met it leads low and ducks with its highest card
    that loses.
    With ``policy`` (``ai.playout_policy.Policy``, or a list of them: per seat) every
    seat plays that fitted policy instead, from what it may know (``seen``: the cards
    every seat has seen, i.e. the turned card and those played before ``trick``); with
    ``rng`` its cards are drawn from the policy's chances at ``temp`` (``Policy.pick``;
    0 = the best card), else its best card; seat ``me``'s are
    always its best (a seat knows how it will play, not how the others will).
    The one play-out loop of the search levels; ``ai.lab.collect_policy.policy_card``
    is its per-card form, checked equal by a lab test.
    """
    tables = STRENGTH[trump + 1]
    open_tab = OPEN[trump + 1]
    not_jester = NOT_JESTER
    won = [0] * n
    led, best, best_seat = trick_so_far(trick, leader, n, tables)
    picks = None
    if policy is not None:
        picks = [p.pick for p in policy] if isinstance(policy, list) else [policy.pick] * n
        for c in trick:
            seen |= BIT[c]
        later_of = later_seats(n)
    pos = len(trick)
    seat = (leader + pos) % n
    last_pos = n - 1
    if pos == n:  # the trick on the table is complete: score it first
        won[best_seat] += 1
        need[best_seat] -= 1
        seat = leader = best_seat
        pos = 0
        led = NO_SUIT
        best = -1
    needy = 0  # the seats still needing tricks, a bit each (the policy's later_need)
    for s in range(n):
        if need[s] > 0:
            needy |= 1 << s
    while True:
        hand = hands[seat]
        if not hand:
            break
        if picks is not None:  # the fitted policy, from what this seat may know
            # No choice, and pick would draw nothing: the last trick, or one card that
            # follows the led suit (Wizards and Jesters follow too).
            follow = masks[seat] & FOLLOW_MASK[led] if pos and led >= 0 else 0
            if len(hand) == 1:
                c = hand[0]
            elif follow & SUIT_MASK[led] and not follow & (follow - 1):
                c = follow.bit_length() - 1
            else:
                c = picks[seat](hand, masks[seat], pos, led, best, need[seat], n, trump,
                                FULL_MASK & ~seen & ~masks[seat],
                                (needy & later_of[seat][pos]).bit_count(),
                                None if seat == me or temp <= 0 else rng, temp)
            seen |= BIT[c]
            if led == NO_SUIT:
                led = LED_AFTER[c]
            st = tables[led + 2][c]
            if st > best:
                best, best_seat = st, seat
        elif pos == 0:
            if need[seat] > 0:
                c = hand[0]
            else:
                c = hand[-1]
                if not not_jester[c]:
                    # Lead the lowest plain card and keep the Jester ... unless only
                    # Wizards are left besides it.
                    for x in reversed(hand):
                        if not_jester[x]:
                            if not IS_WIZARD[x]:
                                c = x
                            break
            led = LED_AFTER[c]
            best = tables[led + 2][c]
            best_seat = seat
        else:
            tab = open_tab if led == NO_SUIT else tables[led + 2]
            fol = FOLLOWS[led] if led >= 0 and masks[seat] & SUIT_MASK[led] else None
            c = -1
            if need[seat] > 0:
                for x in reversed(hand):  # cheapest winner
                    if (fol is None or fol[x]) and tab[x] > best:
                        c = x
                        break
                if c < 0:  # cannot (or should not) win: throw the lowest plain card
                    for x in reversed(hand):
                        if (fol is None or fol[x]) and not_jester[x]:
                            c = x
                            break
                    if c < 0:
                        c = hand[-1]
            else:
                for x in hand:  # highest card that loses
                    if not not_jester[x]:
                        break
                    if (fol is None or fol[x]) and tab[x] <= best:
                        c = x
                        break
                if c < 0:
                    if not not_jester[hand[-1]]:
                        c = hand[-1]
                    elif pos == last_pos:  # forced to win: with the strongest
                        for x in hand:
                            if fol is None or fol[x]:
                                c = x
                                break
                    else:  # with the weakest, hoping to be overtaken
                        for x in reversed(hand):
                            if fol is None or fol[x]:
                                c = x
                                break
            if led == NO_SUIT:
                led = LED_AFTER[c]
                st = tables[led + 2][c]
            else:
                st = tab[c]
            if st > best:
                best, best_seat = st, seat
        hand.remove(c)
        masks[seat] ^= BIT[c]
        pos += 1
        if pos == n:
            won[best_seat] += 1
            need[best_seat] -= 1
            if not need[best_seat]:
                needy ^= 1 << best_seat
            seat = leader = best_seat
            pos = 0
            led = NO_SUIT
            best = -1
        else:
            seat += 1
            if seat == n:
                seat = 0
    return won


@cache
def later_seats(n: int) -> tuple:
    """Per seat and position in the trick: the seats after it in the trick, a bit each."""
    return tuple(tuple(sum(1 << (seat + i) % n for i in range(1, n - pos)) for pos in range(n))
                 for seat in range(n))


def learned_runner(policy, seen: int, rng=None, temp: float = 1.0, me: int = -1):
    """``playout`` with the fitted ``policy`` for every seat (or a list: per seat), as a
    function of the seven play-out arguments; ``seen``: the cards every seat has seen
    before the trick (played, turned); with ``rng`` and ``temp`` above 0 cards are drawn
    from the policy's chances at ``temp``, except seat ``me``'s (when given), else the
    policy's best."""
    if temp <= 0:
        rng = None

    def run(hands, masks, trump, leader, trick, need, n):
        return playout(hands, masks, trump, leader, trick, need, n, policy=policy, seen=seen,
                       rng=rng, temp=temp, me=me)
    return run
