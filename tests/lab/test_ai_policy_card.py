"""The hand-written play-out policy card by card (``ai.lab.collect_policy.policy_card``,
the record's ``plain_card``) makes the same choices as ``ai.playout.playout``."""

from __future__ import annotations

import random

from ai.knowledge import Knowledge
from ai.lab.collect_policy import policy_card
from ai.playout import IS_WIZARD, LED_AFTER, NOT_JESTER, OPEN, playout
from ai.sampler import Sampler
from game.rules import Phase, Rules, new_game, seat_view
from game.rules.core import NO_SUIT
from game.rules.fast import STRENGTH


def test_policy_card_is_the_playouts_policy():
    """Played card by card, the policy gives the same tricks as ``playout``."""
    for seed in range(40):
        rng = random.Random(seed)
        state, _ = new_game(Rules(4), seed=seed)
        while not (state.phase == Phase.PLAY and state.round >= 3):
            state.apply_in_place(rng.choice(state.legal_actions()))
        k = Knowledge(seat_view(state, state.to_move))
        power = Sampler(k, rng, False).power
        hands = [sorted((c for c in range(60) if state.hands[s] >> c & 1),
                        key=power.__getitem__, reverse=True) for s in range(4)]
        bids = [rng.randrange(state.round + 1) for _ in range(4)]
        masks = [state.hands[s] for s in range(4)]
        expect = playout([h[:] for h in hands], masks[:], k.trump, k.trick_leader, [],
                         bids[:], 4)
        # Step by step with policy_card.
        tables, open_tab = STRENGTH[k.trump + 1], OPEN[k.trump + 1]
        need, won = bids[:], [0] * 4
        leader = seat = k.trick_leader
        while hands[seat]:
            led, best, best_seat = NO_SUIT, -1, leader
            for pos in range(4):
                tab = open_tab if led == NO_SUIT else tables[led + 2]
                c = policy_card(hands[seat], masks[seat], pos, led, best, need[seat], 3,
                                tab, NOT_JESTER, IS_WIZARD)
                assert c in hands[seat]
                hands[seat].remove(c)
                masks[seat] ^= 1 << c
                if led == NO_SUIT:
                    led = LED_AFTER[c]
                st = tables[led + 2][c]
                if st > best:
                    best, best_seat = st, seat
                seat = (seat + 1) % 4
            won[best_seat] += 1
            need[best_seat] -= 1
            leader = seat = best_seat
        assert won == expect
