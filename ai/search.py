"""The search levels: Hard and Expert.

Determinized Monte Carlo search (perfect-information Monte Carlo over sampled
deals). For each decision the player samples many complete deals that agree
with everything its seat knows (``ai.sampler``: its own hand, the cards played, the
voids the others revealed, the undealt stock and, for Expert, the bids), plays each
candidate move out in every deal (``ai.playout``) and picks the move with the best
mean round score. Hard's play-outs use a hand-written policy in which every seat
plays toward its own bid (cheapest winner while tricks are needed, highest safe
loser once the bid is met). Expert's (option ``policy=learned``) use the policy
fitted to Hard's own decisions (``ai.playout_policy``): the other seats' cards drawn
from the fitted chances (``ptemp``), the searching seat's own the policy's best card
(``selfbest``), a table that plays like the search it models. Bids are chosen the
same way: the expected score of each candidate bid over sampled deals, the rest of
the table bidding what its sampled hands are worth.

Every setting is a field of ``ai.search_options.SearchOptions``; Hard's and Expert's
are ``HARD`` and ``EXPERT`` there. Both levels are anytime: ``iterations`` (play-outs
per decision) makes results reproducible, ``time_ms`` caps the time as a backstop.
"""

from __future__ import annotations

import random
import time
from dataclasses import replace

from ai.bid_rule import BidRules, bid_reads
from ai.goal import goal_for
from ai.heuristic import HeuristicPlayer, choose_trump_suit
from ai.kernel import (
    ClearLead,
    Ratings,
    bid_starts,
    candidate_bids,
    candidate_cards,
    deals_for,
    play_starts,
    rate,
)
from ai.knowledge import Knowledge
from ai.playout import BIT, learned_runner, playout
from ai.sampler import Sampler
from ai.search_options import EXPERT, HARD, Others, Playouts, SearchOptions
from game.rules import Action, Bid, ChooseTrump, Phase, SeatView, Suit
from game.rules.cards import mask_of

DROP_FROM = 32  # deals before the stopping rule first drops a candidate (ai.kernel.ClearLead)


class SearchPlayer:
    """Determinized Monte Carlo search; ``kind`` is "hard" or "expert"; ``options``
    (default: ``SearchOptions()``) with ``overrides`` (its fields) replacing some."""

    def __init__(self, kind: str, seed: int | None = None,
                 options: SearchOptions | None = None, **overrides):
        o = replace(options or SearchOptions(), **overrides)
        self.kind = kind
        self.seed = seed
        self.options = o
        self.rng = random.Random(seed)
        # LEARNED: every seat of every play-out plays ai.playout_policy's fitted policy.
        self.policy = None
        if o.policy == Playouts.LEARNED:
            from ai.playout_policy import default_policy

            self.policy = default_policy()
        # The others' play-out policy (learned play-outs, ``Others``): this seat's own,
        # Medium's, or per seat the one its plays so far read (ai.table_reading).
        self.others = None
        self.policies = None
        if o.omodel != Others.SAME and self.policy is not None:
            from ai.playout_policy import OPPONENT_WEIGHTS, opponent_policy

            if o.omodel == Others.READ:
                self.policies = [self.policy] + [opponent_policy(m) for m in OPPONENT_WEIGHTS]
            else:
                self.others = opponent_policy(o.omodel)
        # The chain (ai.deal_chain) models the others' play: only with learned play-outs.
        self.chain = o.chain and self.policy is not None
        self.fallback = HeuristicPlayer(memory=True, kind="medium", seed=seed)
        self.last_stats: dict = {}
        self.special = None  # ai.special's search, made at the first special-card game

    def _seat_policies(self, n: int, me: int) -> list:
        """The learned play-out policy of each seat: this seat's own, the others' as
        ``omodel`` reads them (or the same)."""
        others = self.others if isinstance(self.others, list) else [self.others] * n
        return [self.policy if s == me or others[s] is None else others[s]
                for s in range(n)]

    def win_goal(self, view: SeatView):
        """The win goal for this decision (ai.goal), or None. With gweak only at a table
        that reads as weak: every other seat's plays are explained best by Medium's policy
        (omodel=read; without it nothing is read, and the goal never acts). Against Medium
        the goal won more games, against Hard fewer; Hard seats are not read as Medium
        (docs/ai-lab.md)."""
        if self.options.gweak and not self._reads_weak(view.seat):
            return None
        o = self.options
        return goal_for(view, o.goal, o.gweight, o.gfield)

    def chains(self, view: SeatView) -> bool:
        """Card play draws its deals from the chain (ai.deal_chain): with cweak only at a
        table where every other seat plays by Medium's rule. Against Medium the chain
        won more games, against Hard fewer (docs/ai-lab.md); the rule reads Medium seats
        from round 6-7 and has not read all three Hard seats so."""
        if not self.chain:
            return False
        if not self.options.cweak:
            return True
        from ai.table_reading import rule_reads

        reads = rule_reads(view.history, view.players)
        return all(reads[s] for s in range(view.players) if s != view.seat)

    def _reads_weak(self, me: int) -> bool:
        """Every other seat plays like Medium, as the table's last reading (omodel=read)
        chose their play-out policies: none of them is this seat's own (Hard's)."""
        return isinstance(self.others, list) and all(
            policy is not self.policy for s, policy in enumerate(self.others) if s != me)

    def _runner(self, me: int, n: int, seen: int = 0):
        """The play-out function: the hand-written policy, or the learned one (``seen``:
        the cards every seat has seen), each seat's as ``_seat_policies`` reads it."""
        if self.policy is None:
            return playout
        policy = self.policy if self.others is None else self._seat_policies(n, me)
        return learned_runner(policy, seen, self.rng, self.options.ptemp,
                              me if self.options.selfbest else -1)

    def choose(self, view: SeatView, time_ms: float | None = None) -> Action:
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        cap = self.options.time_ms
        if time_ms is not None:
            cap = time_ms if cap is None else min(cap, time_ms)
        deadline = None if cap is None else time.perf_counter() + cap / 1000
        if view.rules.special:
            return self.special_search().choose(view, deadline)
        self.read_table(view)
        if view.phase == Phase.PLAY:
            return self._play(view, deadline)
        if view.phase == Phase.BID:
            return self._bid(view, deadline)
        if view.phase == Phase.CHOOSE_TRUMP:
            hand = mask_of(int(c) for c in view.hand or ())
            return ChooseTrump(Suit(choose_trump_suit(hand, view.round, view.players)))
        return self.fallback.choose(view)

    def special_search(self):
        """The search with special cards (ai.special.search): this level's budget, and
        Expert's reading of the bids (``infer``)."""
        if self.special is None:
            from ai.special.search import SpecialSearch

            self.special = SpecialSearch(self.options.iterations, self.options.infer, self.rng,
                                         self.stop_rule(ClearLead.least))
        return self.special

    def read_table(self, view: SeatView) -> None:
        """Before a decision: the others' play-out policies that the finished rounds
        and the plays so far read (ai.table_reading, ``omodel=read``)."""
        if self.policies:
            from ai.table_reading import model_choice

            self.others = [self.policies[i]
                           for i in model_choice(self.policies, view.history, view.players)]

    # -- card play
    def _play(self, view: SeatView, deadline) -> Action:
        k = Knowledge(view)
        cands = candidate_cards(k, [int(a.card) for a in view.legal])
        if len(cands) == 1:
            return _action_for(view, cands[0])
        rt = self.rate_play(view, k, cands, deals_for(self.options.iterations, len(cands)),
                            deadline, self.stop_rule())
        self._keep_stats(rt, cands, "made", rt.made)
        return _action_for(view, cands[rt.best()])

    def stop_rule(self, least: int = DROP_FROM) -> ClearLead | None:
        """The stopping rule of the options' ``stop``, judging from ``least`` deals on
        (None: every play-out is played)."""
        return None if self.options.stop is None else ClearLead(self.options.stop, least=least)

    def rate_play(self, view: SeatView, k: Knowledge, cards: list[int], deals: int,
                  deadline=None, stop: ClearLead | None = None) -> Ratings:
        """The kernel's numbers for ``cards`` in ``deals`` deals (after ``read_table``),
        fewer when ``stop`` finds the choice clear."""
        sampler = self.card_sampler(view, k)
        seen = k.played | (0 if k.turned is None else BIT[k.turned])
        run = self._runner(k.seat, k.n, seen)
        return rate(sampler.sample, play_starts(k, cards), len(cards), k, run, deals,
                    goal=self.win_goal(view), deadline=deadline, stop=stop)

    def card_sampler(self, view: SeatView, k: Knowledge) -> Sampler:
        """The deals card play is searched over (after ``read_table``): from the chain
        when it acts here (``chains``), else weighed by the bids alone."""
        o = self.options
        chain = self._seat_policies(view.players, view.seat) if self.chains(view) else None
        return Sampler(k, self.rng, o.infer, policies=chain,
                       worlds=o.cworlds, thin=o.cthin, bid_rules=self._bid_rules(view, k))

    def _bid_rules(self, view: SeatView, k: Knowledge):
        """With ``brule``: the bid evidence of the hidden seats whose bids in the finished
        rounds were all Medium's rule's (ai.bid_rule; with ``bplay`` whose plays so far do
        not contradict that rule either), or None."""
        rules = view.rules
        if not self.options.brule or (rules.blind_first_round and view.round == 1):
            return None
        reads = bid_reads(view.history, view.players, rules.plus_minus_one, rules.hidden_bids)
        if self.options.bplay and any(reads):  # replaying the plays only when it can matter
            from ai.table_reading import rule_reads

            # Not contradicted: a Medium seat never is, a searching seat is within rounds.
            plays = rule_reads(view.history, view.players, least=0)
            reads = [b and p for b, p in zip(reads, plays, strict=True)]
        seats = [s for s in k.hidden_seats() if reads[s] and k.bids[s] is not None]
        if not seats:
            return None
        return BidRules(k, seats, rules.plus_minus_one, rules.hidden_bids)

    # -- bidding
    def _bid(self, view: SeatView, deadline) -> Action:
        k = Knowledge(view)
        cands = candidate_bids(k, [a.tricks for a in view.legal])
        if len(cands) == 1:
            return Bid(cands[0])
        rt = self.rate_bid(view, k, {k.trump: cands},
                           deals_for(self.options.iterations, len(cands)), deadline,
                           self.bid_stop(k.r))
        self._keep_stats(rt, cands, "tricks", rt.tricks.__getitem__)
        return Bid(cands[self.pick_bid(rt, k.r)])

    def _keep_stats(self, rt: Ratings, cands: list[int], key: str, of) -> None:
        """``last_stats``: the deals, the play-outs and each candidate's mean value and
        ``key`` (``of(i)``), for the lab's tools and the tests."""
        self.last_stats = {"worlds": rt.worlds, "rollouts": rt.rollouts,
                           "values": {str(c): rt.value(i) for i, c in enumerate(cands)},
                           key: {str(c): of(i) for i, c in enumerate(cands)}}

    def rate_bid(self, view: SeatView, k: Knowledge, bids: dict[int, list[int]], deals: int,
                 deadline=None, stop: ClearLead | None = None) -> Ratings:
        """The kernel's numbers for ``bids`` (trump -> bids: a bid's search, the round's
        trump alone; the hint's trump choice, each suit) in ``deals`` deals (after
        ``read_table``)."""
        sampler = Sampler(k, self.rng, self.options.infer, bid_rules=self._bid_rules(view, k))
        run = self._runner(k.seat, k.n, 0 if k.turned is None else BIT[k.turned])
        count = sum(len(b) for b in bids.values())
        return rate(sampler.sample, bid_starts(k, bids, view.bid_order[0]), count, k, run,
                    deals, goal=self.win_goal(view), deadline=deadline, stop=stop)

    def bid_stop(self, r: int) -> ClearLead | None:
        """The stopping rule for a bid in a round of ``r`` cards: none where ``bsafe``
        chooses, which reads more than the best bid."""
        return None if self._safe_bids(r) else self.stop_rule()

    def _safe_bids(self, r: int) -> bool:
        """Does ``bsafe`` choose the bid in a round of ``r`` cards?"""
        o = self.options
        return o.bsafe is not None and not (o.bsafeto and r > o.bsafeto)

    def pick_bid(self, rt: Ratings, r: int) -> int:
        """The bid to make: the best one's, or with ``bsafe`` (in rounds of at most
        ``bsafeto`` cards) the safest of the near-best (``safe_pick``)."""
        if not self._safe_bids(r):
            return rt.best()
        return safe_pick(rt.totals, [rt.tricks[i][b] for i, b in enumerate(rt.bids)],
                         rt.worlds, self.options.bsafe)


def safe_pick(totals: list[float], made: list[int], worlds: int, tolerance: float) -> int:
    """The bid to make: of the candidates whose expected score (``totals / worlds``) is
    within ``tolerance`` points of the best, the one made in the most play-outs
    (``made``), then the one worth more."""
    top = max(totals)
    near = [i for i, t in enumerate(totals) if (top - t) / worlds <= tolerance]
    return max(near, key=lambda i: (made[i], totals[i]))


def _action_for(view: SeatView, card: int) -> Action:
    return next(a for a in view.legal if int(a.card) == card)


def _hard(seed=None, **options) -> SearchPlayer:
    """Hard's player: ``HARD`` with ``options`` (fields, e.g. the arena's seat options)
    replacing some; ``time_ms=None`` is no time cap, as the seat option ``time_ms=none``."""
    return SearchPlayer("hard", seed, replace(HARD, **options))


def _expert(seed=None, **options) -> SearchPlayer:
    """Expert's player, as ``_hard``."""
    return SearchPlayer("expert", seed, replace(EXPERT, **options))
