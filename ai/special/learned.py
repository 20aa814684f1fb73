"""Expert's play-outs with special cards: the learned 60-card policy where it applies.

The policy (``ai.playout_policy``) was fitted to the 60-card search's own card play
and models it far better than a quick rule; its features know only the 60 cards. So
it plays a seat's card in a play-out only when the decision is a 60-card one: the
seat holds no special card, the trick on the table has none, and trump is a plain
suit or none (the Werewolf's no trump included). Every other decision falls back to
the play-out rule (``ai.special.playout``). What a seat may know is read from the
engine state as the 60-card play-out reads it: its hand, the trick, trump, every
seat's tricks still needed, the cards not yet played nor turned.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ai.knowledge import POWER, bits
from ai.playout import trick_so_far
from ai.playout_policy import Policy, later_needing
from game.rules.cards import FULL_MASK
from game.rules.fast import STRENGTH

SPECIAL_HAND = ~FULL_MASK  # the bits of the special cards (ids 60 and up)


@dataclass
class LearnedPlays:
    """The learned policy as a play-out strategy: ``card`` gives the seat to move its
    card, or None where the policy's features do not hold. ``temp`` above 0 draws the
    others' cards from the policy's chances (``Policy.pick``), and this seat's
    (``me``) too unless ``selfbest``; else every seat plays the policy's best card."""

    policy: Policy
    rng: random.Random
    temp: float = 0.0
    selfbest: bool = True
    me: int = -1
    asked: int = field(default=0, compare=False)  # decisions the policy took (tests, stats)

    def for_seat(self, me: int) -> LearnedPlays:
        """The same strategy searching for seat ``me``."""
        return LearnedPlays(self.policy, self.rng, self.temp, self.selfbest, me)

    def card(self, state, played: int, deck: int) -> int | None:
        """The policy's card for the seat to move in ``state`` (phase PLAY), or None
        when the decision is not a 60-card one (``played``: the cards played or turned
        so far this round; ``deck``: the rules' deck as a mask)."""
        seat = state.to_move
        mask = state.hands[seat]
        if mask & SPECIAL_HAND:
            return None
        trick = state.trick
        for c in trick:
            if c >= 60:
                return None
        bids = state.bids
        if None in bids:
            return None
        trump = -1 if state.trump is None else int(state.trump)
        n = state.rules.players
        pos = len(trick)
        need = [b - w for b, w in zip(bids, state.won, strict=True)]
        hand = sorted(bits(mask), key=POWER[trump + 1].__getitem__, reverse=True)
        led, best, _ = trick_so_far([int(c) for c in trick], state.trick_leader, n,
                                    STRENGTH[trump + 1])
        unseen = deck & ~played & ~mask
        rng = None if self.temp <= 0 or (self.selfbest and seat == self.me) else self.rng
        self.asked += 1
        return self.policy.pick(hand, mask, pos, led, best, need[seat], n, trump, unseen,
                                later_needing(need, seat, pos, n), rng, self.temp or 1.0)
