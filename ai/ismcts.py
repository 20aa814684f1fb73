"""Information-set search over the seat's own card play (Expert's card play).

Open-loop information-set MCTS: every iteration draws one deal that agrees with
what the seat knows (``ai.sampler.Sampler``: voids, the stock, the bids' evidence),
then walks a tree whose nodes are this seat's own sequences of cards. At the root
every candidate card is tried once per sampled deal (as in Hard's search, so the
candidates are compared on the same deals: UCB at the root measured 29 points a
game worse); at the seat's later turns the child is chosen by UCB among the cards
legal *in this deal*
(each child counts how often it was available); the other seats play by the
play-outs' policy (the hand-written bid-seeking one, or with Expert's learned
play-outs their fitted policies, drawn). Once the walk leaves the tree (a new node),
``ai.playout.playout`` finishes the round. The reward is the seat's round score.
Measured against 3 Medium with the learned play-outs, the tree lost points to the
determinized search (docs/ai-lab.md), so Expert does not use it by default.

With no depth this is the determinized search of Hard; the tree lets the seat's
later decisions adapt to each deal instead of being fixed to the policy, so more
iterations keep improving the move (anytime: ``iterations`` and a deadline).
"""

from __future__ import annotations

import math
import time

from ai.playout import BIT, IS_WIZARD, LED_AFTER, NOT_JESTER, OPEN, playout, trick_so_far
from ai.playout_policy import later_needing
from game.rules.cards import FULL_MASK, SUIT_MASK, mask_of
from game.rules.core import NO_SUIT, score
from game.rules.fast import FOLLOWS, STRENGTH


class Node:
    __slots__ = ("children", "visits", "total", "avail", "made")

    def __init__(self):
        self.children: dict[int, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 0
        self.made = 0


def policy_card(hand, mask, pos, led, best, need, last_pos, tab, not_jester, is_wizard):
    """One card of ``ai.playout.playout``'s bid-seeking policy (the same choices)."""
    if pos == 0:
        if need > 0:
            return hand[0]
        c = hand[-1]
        if not not_jester[c]:
            for x in reversed(hand):
                if not_jester[x]:
                    if not is_wizard[x]:
                        c = x
                    break
        return c
    fol = FOLLOWS[led] if led >= 0 and mask & SUIT_MASK[led] else None
    if need > 0:
        for x in reversed(hand):
            if (fol is None or fol[x]) and tab[x] > best:
                return x
        for x in reversed(hand):
            if (fol is None or fol[x]) and not_jester[x]:
                return x
        return hand[-1]
    for x in hand:
        if not not_jester[x]:
            break
        if (fol is None or fol[x]) and tab[x] <= best:
            return x
    if not not_jester[hand[-1]]:
        return hand[-1]
    if pos == last_pos:
        for x in hand:
            if fol is None or fol[x]:
                return x
    for x in reversed(hand):
        if fol is None or fol[x]:
            return x
    return hand[-1]


def search(k, sampler, cands, bids, rng, iterations, deadline, c_uct=0.7, tries=8,
           policy=None, temps=None, seen=0):
    """Run the search; returns the root node (children keyed by the candidate cards).

    With ``policy`` (``ai.playout_policy.Policy`` per seat, a list) the other seats play
    the fitted policies, their cards drawn at ``temps`` (per seat; 0 = the best card), in
    the walk and in the play-out after it, and this seat's play-out cards are its
    policy's best; a new node below the root is first tried with that best card, so an
    unexplored node plays as the determinized search would. ``seen``: the cards every
    seat has seen before the trick on the table (played, turned).
    """
    n, me, trump = k.n, k.seat, k.trump
    tables = STRENGTH[trump + 1]
    open_tab = OPEN[trump + 1]
    base_need = [bids[s] - k.won[s] for s in range(n)]
    my_bid, my_won0 = bids[me], k.won[me]
    r = k.r
    lo, width = -10.0 * r, 20.0 + 20.0 * r  # the reward's range, for UCB
    root = Node()
    last_pos = n - 1
    it = 0
    reuse = max(1, len(cands))  # iterations per sampled deal, as Hard's worlds
    deal = deal_masks = None
    while it < iterations:
        if it % reuse == 0:
            if deadline is not None and it and time.perf_counter() > deadline:
                break
            deal = sampler.sample(tries)
            deal_masks = [mask_of(h) for h in deal]
        it += 1
        hands = [h[:] for h in deal]
        masks = deal_masks[:]
        need = base_need[:]
        won = [0] * n
        trick = list(k.trick)
        leader = k.trick_leader
        led, best, best_seat = trick_so_far(trick, leader, n, tables)
        pos = len(trick)
        seat = me
        node = root
        path = []
        in_tree = True
        now_seen = seen
        for c in trick:
            now_seen |= BIT[c]
        while hands[seat]:
            hand = hands[seat]
            if seat == me:
                if not in_tree:
                    break
                if node is root:
                    # Every candidate is tried in every sampled deal, as in Hard's
                    # search: the root's values are compared on the same deals.
                    c = cands[(it - 1) % reuse]
                    ch = root.children.get(c)
                    if ch is None:
                        ch = root.children[c] = Node()
                    ch.avail += 1
                else:
                    first = -1
                    if policy is not None and not node.children:
                        first = policy[me].pick(hand, masks[me], pos, led, best, need[me], n,
                                                trump, FULL_MASK & ~now_seen & ~masks[me],
                                                later_needing(need, seat, pos, n))
                    c, ch, in_tree = _select(node, hand, masks[seat], led, rng, lo, width,
                                             c_uct, first)
                path.append(ch)
                node = ch
            elif policy is not None:
                t = temps[seat]
                c = policy[seat].pick(hand, masks[seat], pos, led, best, need[seat], n, trump,
                                      FULL_MASK & ~now_seen & ~masks[seat],
                                      later_needing(need, seat, pos, n),
                                      rng if t > 0 else None, t)
            else:
                tab = open_tab if led == NO_SUIT else tables[led + 2]
                c = policy_card(hand, masks[seat], pos, led, best, need[seat], last_pos,
                                tab, NOT_JESTER, IS_WIZARD)
            # play c
            now_seen |= BIT[c]
            hand.remove(c)
            masks[seat] ^= BIT[c]
            trick.append(c)
            if pos == 0:
                led = LED_AFTER[c]
                best, best_seat = tables[led + 2][c], seat
            else:
                if led == NO_SUIT:
                    led = LED_AFTER[c]
                    st = tables[led + 2][c]
                else:
                    st = tables[led + 2][c]
                if st > best:
                    best, best_seat = st, seat
            pos += 1
            if pos == n:
                won[best_seat] += 1
                need[best_seat] -= 1
                seat = leader = best_seat
                pos = 0
                led = NO_SUIT
                best = -1
                trick = []
            else:
                seat = (seat + 1) % n
        if hands[seat]:  # left the tree: the policy plays the rest of the round
            if policy is None:
                rest = playout(hands, masks, trump, leader, trick, need, n)
            else:
                rest = playout(hands, masks, trump, leader, trick, need, n, rng=rng, me=me,
                               policy=policy, seen=now_seen, temp=temps)
            total_won = my_won0 + won[me] + rest[me]
        else:
            total_won = my_won0 + won[me]
        v = score(my_bid, total_won)
        made = total_won == my_bid
        for ch in path:
            ch.visits += 1
            ch.total += v
            ch.made += made
    root.visits = it
    return root


def _select(node, hand, mask, led, rng, lo, width, c_uct, first=-1):
    """This seat's card at a node below the root: an untried legal card (``first`` if
    given and untried, else one at random; the walk then leaves the tree), else the
    UCB choice. Returns (card, child, still in the tree)."""
    fol = FOLLOWS[led] if led >= 0 and mask & SUIT_MASK[led] else None
    legal = hand if fol is None else [x for x in hand if fol[x]]
    children = node.children
    untried = []
    for x in legal:
        ch = children.get(x)
        if ch is None:
            untried.append(x)
        else:
            ch.avail += 1
    if untried:
        c = first if first in untried else untried[int(rng.random() * len(untried))]
        ch = children[c] = Node()
        ch.avail = 1
        return c, ch, False
    c, best_u = legal[0], -1e18
    log = math.log
    for x in legal:
        ch = children[x]
        u = (ch.total / ch.visits - lo) / width + c_uct * math.sqrt(log(ch.avail) / ch.visits)
        if u > best_u:
            c, best_u = x, u
    return c, children[c], True
