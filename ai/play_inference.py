"""Inference from the others' plays this round (Expert option ``playinf``).

A sampled deal gives every hidden seat a hand; with the cards that seat has played
this round put back, it is the hand the seat held at each of its plays. If a seat's
play-out policy (the fitted policy Expert models it by) would have played another
card from that hand, the hand explains the play less well: a seat that still needed
tricks and threw a low card probably held no cheap winner. Each observed play with a
choice is replayed from what the seat knew then (the trick so far, its tricks still
needed, the cards it had seen), and a sampled hand is weighted by ``miss`` for every
play its policy's best card does not match (``search.Sampler``).

Only the policy's best card is asked for (``Policy.pick`` without a draw), as that is
what the play-outs' hot loop computes fast; the fitted policies play the observed
card of the level they model often enough for a miss to be evidence (Medium's fit
plays Medium's card in 91% of its decisions, docs/bots.md).
"""

from __future__ import annotations

from dataclasses import dataclass

from ai.knowledge import bits
from ai.playout_policy import later_needing
from ai.search import LED_AFTER
from game.rules.cards import FULL_MASK, JESTER, SUIT_OF, WIZARD
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
    for seat, pos, c, led, best, seen, won in replay(tricks, n, trump, turned):
        if seat in hidden:
            need = [b - w for b, w in zip(bids, won, strict=True)]
            plays.append(Play(seat, c, pos, led, best, need[seat],
                              later_needing(need, seat, pos, n), FULL_MASK & ~seen))
    # Each play's "after": the cards its seat played later this round.
    later = dict.fromkeys(hidden, 0)
    for p in reversed(plays):
        p.after = later[p.seat]
        later[p.seat] |= 1 << p.card
    return plays


def _same(a: int, b: int) -> bool:
    """Two cards that play alike whatever the deal: two Wizards, two Jesters."""
    return a == b or (SUIT_OF[a] == SUIT_OF[b] and SUIT_OF[a] in (WIZARD, JESTER))


def misses(plays, hands, policies, power, n: int, trump: int,
           limit: float = float("inf")) -> int:
    """How many of ``plays`` the sampled ``hands`` (per seat, lists) do not explain:
    the seat's policy, given its hand then, would have played a different card (a
    forced play always matches: ``pick`` returns the only legal card). Counting stops
    at ``limit``, where the deal is rejected whatever the rest."""
    count = 0
    held = {}  # per seat: its hand this round, sorted once, and the current hand's mask
    for p in plays:
        seat = p.seat
        if seat not in held:  # its first play: that card and "after" are all it played
            now = 0
            for c in hands[seat]:
                now |= 1 << c
            whole = now | p.after | (1 << p.card)
            held[seat] = (sorted(bits(whole), key=power.__getitem__, reverse=True), now)
        whole, now = held[seat]
        mask = now | p.after | (1 << p.card)
        hand = [c for c in whole if mask >> c & 1]
        top = policies[seat].pick(hand, mask, p.pos, p.led, p.best, p.need, n, trump,
                                  p.unseen & ~mask, p.later_need)
        if not _same(top, p.card):
            count += 1
            if count >= limit:
                break
    return count
