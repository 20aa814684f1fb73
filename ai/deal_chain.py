"""Deals drawn from what the others' bids and plays say (Expert option ``chain``).

Given a seat's bid and every card it played this round, some hands are far more likely
than others: the bid follows the hand's card values (``Sampler``), and each play is
the card its play-out policy (the one ``omodel=read`` models the seat by) plays from
that hand with some chance (``Policy.log_chance``). The likelihood of a deal is the
product over the hidden seats. Weighing independent deals by it costs too much: the
plays make it so sharp that 2,000 deals drawn from the voids alone are worth about 40
weighed ones (the median effective sample size at rounds 5–12 against Medium), and
replaying the plays for one deal takes about 2 ms. So the deals are drawn by a
Metropolis chain instead: a step swaps a card of a hidden seat with an unseen card held
by another hidden seat or by nobody, keeps the voids, and is taken with the ratio of the
two deals' likelihoods, which only the two seats' terms change.

The chain starts from a deal of the voids alone, runs ``BURN`` steps, then gives a deal
every ``thin`` steps (``THIN`` unless given; Expert takes 50, option ``cthin``);
``Sampler`` deals those ``worlds`` again in turn.
"""

from __future__ import annotations

from functools import lru_cache
from math import exp

from ai.knowledge import bits
from game.rules.cards import SPECIAL_MASK, SUIT_MASK, SUIT_OF

BURN = 400  # steps before the first deal
THIN = 10  # steps between two deals
FLOOR = -12.0  # a play's log chance at least: a card the hand cannot have played so
#                (the start may break a void) must not make a deal impossible


@lru_cache(maxsize=64)  # a round's plays of hidden seats: at most 3 x 15 (memory)
def play_memo(policy, n: int, trump: int, pos: int, led: int, best: int, need: int,
              unseen: int, later_need: int, card: int) -> dict:
    """The log chances met so far of an observed play (the policy's, of its situation:
    the rest of the arguments) by the hand's key (``DealChain._play_key``), kept for
    the round's later decisions: their chains meet many of the same hands."""
    return {}


class DealChain:
    """A Metropolis chain over the deals of ``sampler``'s unseen cards (``Sampler``:
    its pool, counts, voids and bid evidence), with the observed ``plays``
    (``ai.play_inference.observed_plays``) scored by ``policies`` (per seat)."""

    def __init__(self, sampler, plays, policies, thin: int | None = None):
        k = sampler.k
        self.thin = THIN if thin is None else thin
        self.n, self.trump = k.n, k.trump
        self.rng = sampler.rng
        self.power = sampler.power
        self.forbid = sampler.forbid
        self.policies = policies
        self.bid_terms = sampler.bid_terms()
        self.bid_rules = sampler.bid_rules  # seats read as bidding by Medium's rule
        if self.bid_terms:
            self.values = sampler.values
        hands = sampler._draw()
        self.plays = {s: [p for p in plays if p.seat == s] for s in hands}
        # Each seat's cards played this round: its first play's card and those after it.
        self.played = {s: (ps[0].after | 1 << ps[0].card) if ps else 0
                       for s, ps in self.plays.items()}
        # Per seat, one row per play as the scoring loop reads it: the cards the play
        # adds to the hand now held (those it played from then on), the cards of the hand
        # its log chance depends on (``_play_key``; a step changes one card) and the
        # chances met so far by those cards (``play_memo``).
        self.rows = {s: [(p.after | 1 << p.card, *self._play_key(p),
                          play_memo(policies[s], self.n, self.trump, p.pos, p.led, p.best,
                                    p.need, p.unseen, p.later_need, p.card), p)
                         for p in ps]
                     for s, ps in self.plays.items()}
        self.hand = {}
        self.holder = dict.fromkeys(sampler.pool, -1)  # -1: dealt to nobody
        for s, cards in hands.items():
            m = 0
            for c in cards:
                m |= 1 << c
                self.holder[c] = s
            self.hand[s] = m
        self.held = [c for c in sampler.pool if self.holder[c] >= 0]
        self.pool = list(sampler.pool)
        # Per seat: the log-likelihood of the hand it holds, and its plays' log chances.
        self.ll, self.chances = {}, {}
        for s, m in self.hand.items():
            self.ll[s], self.chances[s] = self._scored(s, m, -1)
        self.taken = 0  # steps taken, of those proposed
        for _ in range(BURN):
            self.step()

    def seat_loglik(self, s: int, mask: int) -> float:
        """The log-likelihood of seat ``s``'s bid and plays if it holds ``mask`` now."""
        return self._scored(s, mask, -1)[0]

    def _scored(self, s: int, mask: int, moved: int) -> tuple[float, list]:
        """``seat_loglik`` and the plays' log chances, for seat ``s`` holding ``mask``
        now: the held hand with the cards ``moved`` (-1: any) swapped, so a play whose
        chance reads none of them keeps the held hand's (``chances``; the same sum)."""
        ll = 0.0
        term = self.bid_terms.get(s)
        if term is not None:
            values = self.values
            d = term[0] - sum(values[c] for c in bits(mask))
            ll -= d * d * term[1]
        rules = self.bid_rules
        if rules is not None and s in rules.seats:
            ll += rules.loglik(s, mask)
        rows = self.rows.get(s)
        chances = []
        if rows:
            held = self.chances.get(s) if moved != -1 else None
            append = chances.append
            whole = None  # the fitted policy takes the hand as a list by falling power
            for j, (add, suit, keep, memo, p) in enumerate(rows):
                m = mask | add
                if not m & suit:  # it reads the whole hand
                    key = m
                elif held is None or moved & keep:  # a follow: it reads ``keep``
                    key = m & keep
                else:  # ... which the swap left alone
                    key = None
                    lc = held[j]
                if key is not None:
                    lc = memo.get(key)
                    if lc is None:
                        if whole is None:
                            whole = sorted(bits(mask | self.played[s]),
                                           key=self.power.__getitem__, reverse=True)
                        hand = [c for c in whole if m >> c & 1]
                        lc = self.policies[s].log_chance(
                            hand, m, p.pos, p.led, p.best, p.need, self.n, self.trump,
                            p.unseen & ~m, p.later_need, p.card)
                        if lc < FLOOR:
                            lc = FLOOR
                        memo[key] = lc
                append(lc)
                ll += lc
        return ll, chances

    def _play_key(self, p) -> tuple[int, int]:
        """(suit, keep) for play ``p``: a hand ``m`` holding a card of ``suit`` had to
        follow it, and the fitted policy's chance then reads only ``m & keep``: the
        legal cards (the suit, Wizards, Jesters) and the trumps that may beat them (a
        card's beaters are counted among the cards unseen by the seat, its own hand
        taken out; the hand's size is fixed). Else (leading, void, no suit led) it
        reads the whole hand: suit 0, keep unused."""
        if not p.pos or p.led < 0:
            return 0, 0
        keep = SUIT_MASK[p.led] | SPECIAL_MASK
        if self.trump >= 0:
            keep |= SUIT_MASK[self.trump]
        return SUIT_MASK[p.led], keep

    def step(self) -> None:
        """One proposed swap, taken or not."""
        rng = self.rng
        held, pool, holder = self.held, self.pool, self.holder
        if not held:  # the hidden seats hold no cards: one deal only
            return
        i = int(rng.random() * len(held))
        x = held[i]
        a = holder[x]
        y = pool[int(rng.random() * len(pool))]
        b = holder[y]
        if a == b:
            return
        forbid = self.forbid
        sy, sx = SUIT_OF[y], SUIT_OF[x]  # a void is kept: no card of its suit comes in
        if sy < 4 and forbid[a] >> sy & 1 or b >= 0 and sx < 4 and forbid[b] >> sx & 1:
            return
        bx, by = 1 << x, 1 << y
        moved = bx | by
        new_a = self.hand[a] ^ moved
        ll_a, chances_a = self._scored(a, new_a, moved)
        delta = ll_a - self.ll[a]
        if b >= 0:
            new_b = self.hand[b] ^ moved
            ll_b, chances_b = self._scored(b, new_b, moved)
            delta += ll_b - self.ll[b]
        if delta < 0 and rng.random() >= exp(delta):
            return
        self.taken += 1
        self.hand[a], self.ll[a], self.chances[a] = new_a, ll_a, chances_a
        holder[x], holder[y] = b, a
        if b >= 0:
            self.hand[b], self.ll[b], self.chances[b] = new_b, ll_b, chances_b
        else:  # y comes into the hands, x goes out
            held[i] = y

    def deal(self) -> dict[int, list[int]]:
        """The next deal: ``thin`` more steps, then each hidden seat's cards."""
        for _ in range(self.thin):
            self.step()
        return {s: bits(m) for s, m in self.hand.items()}
