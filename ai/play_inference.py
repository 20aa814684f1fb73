"""The others' plays this round, each with what its seat knew when it played.

A hidden seat's plays say something about its hand: a seat that still needed tricks and
threw a low card probably held no cheap winner. To ask how well a hand explains them,
each play is kept with the seat's situation then: the trick so far, its tricks still
needed, the later seats still needing tricks and the cards it had not seen
(``observed_plays``). ``ai.deal_chain`` scores a sampled hand by them (Expert option
``chain``); ``replay`` walks a round's plays for ``ai.table_reading`` too.
"""

from __future__ import annotations

from dataclasses import dataclass

from ai.playout import LED_AFTER
from game.rules.cards import FULL_MASK, SUIT_OF
from game.rules.core import NO_SUIT
from game.rules.fast import STRENGTH


@dataclass(slots=True)
class Play:
    """One observed play of a hidden seat, with what that seat knew when it played."""

    seat: int
    card: int
    pos: int  # cards already in the trick
    led: int  # the led suit (NO_SUIT while open)
    best: int  # the strength to beat
    need: int  # its bid minus the tricks it had won
    later_need: int  # later seats in the trick that still needed tricks
    unseen: int  # cards not yet seen, before the seat's own hand is taken out
    after: int = 0  # mask of the cards this seat played later in the round
    later: tuple = ()  # per later seat: (cards held, revealed voids, bid met)


def replay(tricks, n: int, trump: int, seen: int):
    """Each play of a round's ``tricks`` ((leader, cards, winner) each; the last may be
    the unfinished one, winner None) with its situation before it: (seat, position in
    the trick, card, led suit, strength to beat, cards seen, tricks won per seat).
    ``seen``: the cards seen before the first trick (the turned card). The yielded
    ``won`` list is updated as the round goes on: copy it to keep it."""
    tables = STRENGTH[trump + 1]
    won = [0] * n
    for leader, cards, winner in tricks:
        led, best = NO_SUIT, -1
        for pos, c in enumerate(cards):
            yield (leader + pos) % n, pos, c, led, best, seen, won
            seen |= 1 << c
            if led == NO_SUIT:
                led = LED_AFTER[c]
            st = tables[led + 2][c]
            if st > best:
                best = st
        if winner is not None:
            won[winner] += 1


def observed_plays(view, hidden) -> list[Play]:
    """The plays of the ``hidden`` seats so far this round (finished tricks and the one
    on the table), each with its situation. Empty when a bid is unknown."""
    n = view.players
    bids = view.bids
    if any(b is None for b in bids):
        return []
    trump = -1 if view.trump is None else int(view.trump)
    tricks = [(t.leader, [int(c) for c in t.cards], t.winner) for t in view.tricks]
    tricks.append((view.trick_leader, [int(c) for c in view.trick], None))
    plays: list[Play] = []
    turned = 0 if view.turned is None else 1 << int(view.turned)
    for seat, c, pos, led, best, need, seen, later in situations(
            tricks, n, trump, turned, bids, view.round):
        if seat in hidden:
            needing = sum(1 for _held, _voids, met in later if not met)  # the later_need feature
            plays.append(Play(seat, c, pos, led, best, need, needing, FULL_MASK & ~seen,
                              later=later))
    # Each play's "after": the cards its seat played later this round.
    later_cards = dict.fromkeys(hidden, 0)
    for p in reversed(plays):
        p.after = later_cards[p.seat]
        later_cards[p.seat] |= 1 << p.card
    return plays


def situations(tricks, n: int, trump: int, seen: int, bids, r: int):
    """``replay``'s plays, each with what Medium's rule (``ai.medium_rule``) reads:
    (seat, card, position in the trick, led suit, strength to beat, its tricks still
    needed, cards seen before it, and per later seat in the trick (or every other seat,
    leading): (cards it holds, its revealed voids, its bid met))."""
    voids = [0] * n
    done = -1  # finished tricks before this one
    for seat, pos, c, led, best, seen_now, won in replay(tricks, n, trump, seen):
        if not pos:
            done += 1
        held = r - done
        later = tuple((held, voids[t], bids[t] - won[t] <= 0)
                      for t in ((seat + i) % n for i in range(1, n - pos)))
        yield seat, c, pos, led, best, bids[seat] - won[seat], seen_now, later
        suit = SUIT_OF[c]
        if led >= 0 and suit < 4 and suit != led:
            voids[seat] |= 1 << led
