"""Deals of the unseen cards that agree with what a seat knows (the search's sampling).

A sampled deal keeps the seat's own hand (or, in the blind first round, the others'),
the cards played and the turned card; it honours the voids the others revealed and
spreads the unseen cards over their hands *and* the undealt stock. With ``infer`` a
deal is weighted by how well each hand explains its seat's bid (a soft rejection);
with ``policies`` the deals come from a chain over the deals that explain the bids
and the plays this round (``ai.deal_chain``).
"""

from __future__ import annotations

import math
import random

from ai.heuristic import card_values
from ai.knowledge import POWER, Knowledge, bits
from game.rules.cards import SUIT_OF

WORLDS = 48  # deals drawn by the chain per decision (ai.deal_chain), then dealt again


class Sampler:
    """Deals of the unseen cards that agree with what the seat knows."""

    def __init__(self, k: Knowledge, rng: random.Random, infer: bool, sigma: float = 1.0,
                 policies: list | None = None, worlds: int | None = None,
                 thin: int | None = None, bid_rules=None):
        self.k = k
        self.rng = rng
        self.n = k.n
        power = POWER[k.trump + 1]
        self.power = power
        self.pool = bits(k.unseen)
        self.known = {s: sorted(bits(m), key=power.__getitem__, reverse=True)
                      for s, m in k.known_hands.items()}
        hidden = k.hidden_seats()
        forbid = {}
        for s in hidden:
            f = 0
            for suit in range(4):
                if k.voids[s] >> suit & 1:
                    f |= 1 << suit
            forbid[s] = f
        # Most constrained seats draw first.
        self.order = sorted(hidden, key=lambda s: -bin(forbid[s]).count("1"))
        self.forbid = forbid
        self.counts = k.counts
        # Bid evidence: seats with a known bid whose hand we sample. A sampled hand is
        # weighted by exp(-(bid - value)^2 / (2 sigma^2)), value = the sum of its card
        # values (``card_values``, the cards it played this round included). (The model
        # fitted to the Hard bidder, ai.lab.fit_bids, gained nothing clear: docs/ai-lab.md.)
        self.infer = []
        # A seat read as bidding by Medium's rule (``bid_rules``, ai.bid_rule.BidRules)
        # is weighed by the rule instead of the bell curve.
        self.bid_rules = bid_rules
        ruled = bid_rules.seats if bid_rules is not None else {}
        if infer:
            values = card_values(k.trump, k.r, k.n)
            self.values = values
            for s in hidden:
                b = k.bids[s]
                if b is not None and s != k.seat and s not in ruled:
                    played_value = sum(values[c] for c in bits(k.played_by[s]))
                    self.infer.append((s, float(b), played_value))
        self.sigma2 = 2 * sigma * sigma
        # Play evidence (ai.deal_chain): with ``policies`` (per seat: the play-out policy
        # a hidden seat is modelled by) the deals come from a chain over the deals given
        # the bids and the plays this round; ``worlds`` of them, then dealt again in turn
        # (their play-outs still differ: the others' cards are drawn).
        self.plays = None
        self.policies = policies
        self.worlds = WORLDS if worlds is None else worlds
        self.thin = thin  # the chain's steps between two deals (None: its own THIN)
        self.restart()
        if policies is not None:
            from ai.play_inference import observed_plays

            self.plays = observed_plays(k.view, set(hidden))

    def bid_terms(self) -> dict[int, tuple[float, float]]:
        """The bid evidence per seat, as ``_weight`` uses it: (bid - value of the
        cards it played, 1 / 2 sigma^2); a hand's log weight is minus the second times the
        square of the first less its cards' value (``ai.deal_chain``)."""
        inv = 1 / self.sigma2
        return {s: (target - played_value, inv) for s, target, played_value in self.infer}

    def _draw(self):
        cards = self.pool[:]
        self.rng.shuffle(cards)
        hands = {}
        for s in self.order:
            count = self.counts[s]
            f = self.forbid[s]
            if not f:
                hands[s] = cards[len(cards) - count:]
                del cards[len(cards) - count:]
                continue
            chosen, rest = [], []
            for c in cards:
                su = SUIT_OF[c]
                if len(chosen) < count and not (su < 4 and f >> su & 1):
                    chosen.append(c)
                else:
                    rest.append(c)
            if len(chosen) < count:  # the voids cannot be met: ignore them this once
                missing = count - len(chosen)
                chosen.extend(rest[:missing])
                rest = rest[missing:]
            hands[s] = chosen
            cards = rest
        return hands

    def _weight(self, hands) -> float:
        rules = self.bid_rules
        ll = 0.0
        if rules is not None:
            for s in rules.seats:
                ll += rules.loglik(s, sum(1 << c for c in hands[s]))
        return math.exp(ll) * self._bell(hands)

    def _bell(self, hands) -> float:
        if not self.infer:
            return 1.0
        values = self.values
        total = 0.0
        for s, b, played_value in self.infer:
            est = played_value
            for c in hands[s]:
                est += values[c]
            d = b - est
            total += d * d
        return math.exp(-total / self.sigma2)

    def restart(self) -> None:
        """Forget the chain's deals, as a new sampler has none: the next deal comes from
        a new chain, burnt in afresh (also ``ai.lab.deal_reading --fresh``, a check that the
        chain's deals mix)."""
        self.chain = None
        self.drawn: list = []
        self.turn = 0

    def sample(self, tries: int = 8):
        """One deal: per seat, the held cards as lists sorted by falling power."""
        if self.plays is not None:
            if len(self.drawn) < self.worlds:
                if self.chain is None:
                    from ai.deal_chain import DealChain

                    self.chain = DealChain(self, self.plays, self.policies, thin=self.thin)
                self.drawn.append(self._finish(self.chain.deal()))
                deal = self.drawn[-1]
            else:
                deal = self.drawn[self.turn % self.worlds]
                self.turn += 1
            return [h[:] for h in deal]
        best, best_w = None, -1.0
        for _ in range(tries):
            hands = self._draw()
            w = self._weight(hands)
            if w >= 1.0 or self.rng.random() < w:
                best = hands
                break
            if w > best_w:
                best, best_w = hands, w
        return self._finish(best)

    def _finish(self, best):
        """A deal (hidden seat: its cards) as every seat's hand, sorted by falling power."""
        power = self.power
        out = []
        for s in range(self.n):
            if s in self.known:
                out.append(self.known[s][:])
            else:
                h = best.get(s, [])
                h.sort(key=power.__getitem__, reverse=True)
                out.append(h)
        return out
