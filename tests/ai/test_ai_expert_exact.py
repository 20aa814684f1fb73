"""Expert's caches are exact: what the deal chain and the bid rule remember gives the
numbers they would compute again, so Expert's decisions are the ones the code before
the caches made (its frozen output: tests/data/expert_decisions.json, written by
``write_fixture`` from commit 9fe731a; a deliberate change of Expert's or Medium's play
writes it again), and the chain rescoring a hand it has met asks the fitted policy
nothing."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path

from ai.deal_chain import FLOOR, DealChain
from ai.heuristic import HeuristicPlayer
from ai.knowledge import Knowledge, bits
from ai.playout_policy import Policy, default_policy, opponent_policy
from ai.sampler import Sampler
from ai.search import SearchPlayer
from ai.search_options import EXPERT
from game.rules import NextRound, Phase, Rules, new_game, seat_view
from game.rules.cards import SUIT_MASK

FIXTURE = Path(__file__).resolve().parents[1] / "data" / "expert_decisions.json"
ITERATIONS = 240  # a fixed budget, no time cap: the decisions are reproducible
# ... and every play-out played: the fixture predates the stopping rule (ai.kernel.ClearLead)
MEDIUM = opponent_policy("medium")
POLICIES = [default_policy(), MEDIUM, MEDIUM, MEDIUM]


def _positions():
    """(label, seat 0's view): from games of four Medium, a bid in rounds 6-9 and
    three card plays from the third trick of rounds 7-10 on per game, where Expert
    reads the others' bids by Medium's rule and draws its deals from the chain."""
    out = []
    for seed in (1, 2, 3):
        state, _ = new_game(Rules(4), seed=seed)
        players = [HeuristicPlayer(memory=True, kind="medium", seed=seed * 10 + i)
                   for i in range(4)]
        rng = random.Random(seed)
        bids = plays = 0
        while state.phase != Phase.GAME_OVER and (bids < 1 or plays < 3):
            if state.phase == Phase.ROUND_OVER:
                state.apply_in_place(NextRound())
                continue
            view = seat_view(state, state.to_move)
            if state.to_move == 0 and len(view.legal) > 1 and rng.random() < 0.5:
                if state.phase == Phase.BID and 6 <= state.round <= 9 and not bids:
                    out.append((f"game {seed} round {state.round} bid", view))
                    bids += 1
                elif (state.phase == Phase.PLAY and 7 <= state.round <= 10 and plays < 3
                      and len(view.tricks) >= 2):
                    out.append((f"game {seed} round {state.round} trick "
                                f"{len(view.tricks) + 1} play", view))
                    plays += 1
            state.apply_in_place(players[state.to_move].choose(view))
    return out


def _decide(view, seed: int) -> dict:
    player = SearchPlayer("expert", seed, replace(EXPERT, iterations=ITERATIONS,
                                                  time_ms=None, stop=None))
    action = player.choose(view)
    return {"action": str(action), "values": player.last_stats.get("values"),
            "chain": view.phase == Phase.PLAY and player.chains(view)}


def _decisions() -> dict:
    return {label: _decide(view, i) for i, (label, view) in enumerate(_positions())}


def write_fixture() -> None:
    """Freeze the decisions of the code on the path (run it from the old code)."""
    FIXTURE.write_text(json.dumps(_decisions(), indent=1) + "\n", encoding="utf-8")


def test_expert_decides_as_before_its_caches_to_the_last_bit():
    want = json.loads(FIXTURE.read_text(encoding="utf-8"))
    got = _decisions()
    assert sum(d["chain"] for d in got.values() if d["values"]) >= 4  # chain searched
    assert got == want


def _reference_loglik(chain: DealChain, s: int, mask: int) -> float:
    """``DealChain.seat_loglik`` as it was before its memo (fitted policies only)."""
    ll = 0.0
    term = chain.bid_terms.get(s)
    if term is not None:
        d = term[0] - sum(chain.values[c] for c in bits(mask))
        ll -= d * d * term[1]
    rules = chain.bid_rules
    if rules is not None and s in rules.seats:
        ll += rules.loglik(s, mask)
    plays = chain.plays.get(s)
    if plays:
        policy = chain.policies[s]
        whole = sorted(bits(mask | chain.played[s]), key=chain.power.__getitem__,
                       reverse=True)
        for p in plays:
            m = mask | p.after | (1 << p.card)
            hand = [c for c in whole if m >> c & 1]
            lc = policy.log_chance(hand, m, p.pos, p.led, p.best, p.need, chain.n,
                                   chain.trump, p.unseen & ~m, p.later_need, p.card)
            ll += lc if lc > FLOOR else FLOOR
    return ll


def _chains():
    """Chains at seat 0's card plays in rounds 7-9 of games of four Medium."""
    for _label, view in _positions():
        if view.phase == Phase.PLAY:
            k = Knowledge(view)
            sampler = Sampler(k, random.Random(5), True, 1.0, POLICIES, worlds=8)
            sampler.sample()
            yield sampler.chain


def test_the_chain_scores_every_hand_it_meets_as_without_its_memo():
    checked = 0
    for chain in _chains():
        for _ in range(60):
            chain.step()
            for s, mask in chain.hand.items():
                assert chain.seat_loglik(s, mask) == _reference_loglik(chain, s, mask)
                assert chain.ll[s] == _reference_loglik(chain, s, mask)
                checked += 1
    assert checked >= 500


def test_the_chain_asks_the_policy_nothing_for_a_hand_it_has_scored(monkeypatch):
    calls = []
    real = Policy.log_chance

    def counted(self, *args):
        calls.append(args)
        return real(self, *args)

    monkeypatch.setattr(Policy, "log_chance", counted)
    follows = 0
    for chain in _chains():
        for s, mask in chain.hand.items():
            calls.clear()
            chain.seat_loglik(s, mask)
            assert calls == []  # every play of this hand was scored on the way here
            # A follow's chance reads the suit led, Wizards, Jesters and trumps alone:
            # a hand with one other card instead is scored again for its other plays.
            for p in chain.plays[s]:
                m = mask | p.after | 1 << p.card
                if not p.pos or p.led < 0 or not m & SUIT_MASK[p.led]:
                    continue
                keep = SUIT_MASK[p.led] | (SUIT_MASK[chain.trump] if chain.trump >= 0 else 0)
                x = next((c for c in bits(mask) if c < 52 and not keep >> c & 1), None)
                y = next((c for c in chain.pool if chain.holder[c] < 0 and c < 52
                          and not keep >> c & 1 and not chain.forbid[s] >> c // 13 & 1),
                         None)
                if x is None or y is None:
                    continue
                calls.clear()
                chain.seat_loglik(s, mask ^ 1 << x ^ 1 << y)
                assert all(a[1] != m ^ 1 << x ^ 1 << y for a in calls)  # not this play
                follows += 1
                break
    assert follows >= 3


def test_the_bid_rule_puts_together_the_card_chances_of_whole_hands():
    from ai.bid_rule import BidRules
    from ai.heuristic import card_probs

    rng = random.Random(3)
    checked = 0
    for _label, view in _positions():
        k = Knowledge(view)
        rules = BidRules(k, k.hidden_seats(), False, False)
        for _ in range(300):
            hand = sum(1 << c for c in rng.sample(range(60), k.r))
            assert rules.table.probs(hand) == tuple(card_probs(hand, k.trump, k.r, k.n))
            checked += 1
    assert checked >= 3000


def test_the_bid_rule_reads_each_hand_as_medium_bids_it():
    """What it remembers for the round (``RoundTable``: the parts' chances, the bid by
    the chances) gives Medium's bid (``rule_bid``) for every hand, also after swaps."""
    from ai.bid_rule import BidRules, rule_bid
    from ai.medium_rule import LOG_MISS

    rng = random.Random(4)
    checked = misses = 0
    for _label, view in _positions():
        k = Knowledge(view)
        rules = BidRules(k, k.hidden_seats(), False, False)
        for s, (bid, made, legal, played) in rules.seats.items():
            if bid is None:
                continue
            pool = [c for c in range(60) if not played >> c & 1]
            hand = rng.sample(pool, k.r - played.bit_count())
            for _ in range(150):
                out = rng.randrange(len(hand))
                hand[out] = rng.choice([c for c in pool if c not in hand])
                mask = sum(1 << c for c in hand)
                want = rule_bid(mask | played, k.trump, k.r, k.n, made, legal) == bid
                assert rules.loglik(s, mask) == (0.0 if want else LOG_MISS)
                checked += 1
                misses += not want
    assert checked >= 1500 and 0 < misses < checked
