"""Deals drawn by a chain given the others' bids and plays (ai.deal_chain, Expert's chain)."""

from __future__ import annotations

import math
import random

import pytest

from ai.deal_chain import BURN, THIN, DealChain
from ai.heuristic import HeuristicPlayer
from ai.knowledge import POWER, Knowledge, bits
from ai.play_inference import observed_plays
from ai.playout_policy import (
    card_features,
    context,
    default_policy,
    legal_cards,
    opponent_policy,
)
from ai.sampler import Sampler
from ai.search import SearchPlayer, _expert
from ai.search_options import EXPERT, SearchOptionError, SearchOptions
from game.bots.arena import parse_seats
from game.rules import NextRound, Phase, Rules, new_game, seat_view
from game.rules.cards import JESTER, SUIT_OF, WIZARD
from tests.ai_support import expert_card_ignores_hidden_cards, medium_positions

MEDIUM = opponent_policy("medium")
POLICIES = [default_policy(), MEDIUM, MEDIUM, MEDIUM]


def _true_plays(state):
    """Seat 0's view, its Knowledge, and each observed play of the others with the
    hand that seat truly held then (sorted by falling power) and its mask."""
    view = seat_view(state, 0)
    k = Knowledge(view)
    power = POWER[k.trump + 1]
    out = []
    for p in observed_plays(view, set(k.hidden_seats())):
        mask = state.hands[p.seat] | p.after | 1 << p.card
        out.append((p, sorted(bits(mask), key=power.__getitem__, reverse=True), mask))
    return view, k, out


def test_log_chance_is_the_softmax_of_the_fitted_scores():
    checked = 0
    for state in medium_positions([7, 8]):
        _view, k, plays = _true_plays(state)
        for p, hand, mask in plays:
            unseen = p.unseen & ~mask
            args = (hand, mask, p.pos, p.led, p.best, p.need, 4, k.trump, unseen, p.later_need)
            legal = legal_cards(hand, mask, p.pos, p.led)
            assert p.card in legal  # the true hand explains every play
            for temp in (1.0, 0.45):
                if len(legal) == 1:
                    assert MEDIUM.log_chance(*args, p.card, temp) == 0.0
                    continue
                scores = MEDIUM.scores(card_features(legal, *args), context(p.pos, p.need))
                top = max(scores)
                weights = [math.exp((s - top) / temp) for s in scores]
                total = sum(weights)
                groups = {}
                for c, w in zip(legal, weights, strict=True):
                    key = SUIT_OF[c] if SUIT_OF[c] in (WIZARD, JESTER) else 100 + c
                    groups[key] = groups.get(key, 0.0) + w
                for c in legal:
                    key = SUIT_OF[c] if SUIT_OF[c] in (WIZARD, JESTER) else 100 + c
                    lc = MEDIUM.log_chance(*args, c, temp)
                    assert lc == pytest.approx(math.log(groups[key] / total), abs=1e-9)
                chances = sum(groups.values()) / total
                assert chances == pytest.approx(1.0)
                best = legal[scores.index(top)]
                assert MEDIUM.pick(*args) == best
                checked += 1
    assert checked >= 20


def test_a_card_the_hand_cannot_play_has_no_chance():
    state = medium_positions([7], per_game=1)[0]
    _view, k, plays = _true_plays(state)
    p, hand, mask = next((p, h, m) for p, h, m in plays if len(h) > 1)
    other = next(c for c in range(60) if not mask >> c & 1 and SUIT_OF[c] < 4)
    args = (hand, mask, p.pos, p.led, p.best, p.need, 4, k.trump, p.unseen & ~mask,
            p.later_need)
    assert MEDIUM.log_chance(*args, other) == float("-inf")


def _chain_sampler(state, seed=1):
    k = Knowledge(seat_view(state, 0))
    return k, Sampler(k, random.Random(seed), True, 1.0, POLICIES, worlds=60)


def test_the_chain_deals_whole_hands_from_the_unseen_cards_and_keeps_the_voids():
    taken = 0
    for state in medium_positions([9, 10]):
        k, sampler = _chain_sampler(state)
        hidden = k.hidden_seats()
        for _ in range(40):
            hands = sampler.sample()
            assert hands[0] == sorted(hands[0], key=sampler.power.__getitem__, reverse=True)
            dealt = [c for s in hidden for c in hands[s]]
            assert len(dealt) == len(set(dealt))
            assert all(k.unseen >> c & 1 for c in dealt)
            for s in hidden:
                assert len(hands[s]) == k.counts[s]
                for c in hands[s]:
                    su = SUIT_OF[c]
                    assert su >= 4 or not k.voids[s] >> su & 1, (s, c)
        taken += sampler.chain.taken
    assert taken > 0  # the chain moved


def test_the_chain_deals_the_true_cards_more_often():
    """Against Medium, scored by the policy fitted to it, the chain's hands hold far
    more of each opponent's true cards than deals of the voids and bids alone."""
    share = {False: [], True: []}
    for state in medium_positions([0, 1, 2]):
        k = Knowledge(seat_view(state, 0))
        truth = {s: state.hands[s] for s in k.hidden_seats()}
        for chain in share:
            sampler = Sampler(k, random.Random(1), True, 1.0,
                              POLICIES if chain else None, worlds=60)
            for _ in range(60):
                hands = sampler.sample()
                for s, m in truth.items():
                    held = sum(1 for c in hands[s] if m >> c & 1)
                    share[chain].append(held / max(1, len(hands[s])))
    mean = {chain: sum(v) / len(v) for chain, v in share.items()}
    assert mean[True] > mean[False] + 0.03, mean


def _first_lead():
    """A position where seat 0 leads the round's first trick: bids known, no plays."""
    state, _ = new_game(Rules(4), seed=21)
    players = [HeuristicPlayer(memory=True, kind="medium", seed=i) for i in range(4)]
    while True:
        if state.phase == Phase.ROUND_OVER:
            state.apply_in_place(NextRound())
            continue
        view = seat_view(state, state.to_move)
        if (state.phase == Phase.PLAY and state.to_move == 0 and not view.tricks
                and not view.trick and state.round >= 5):
            return state
        state.apply_in_place(players[state.to_move].choose(view))


def test_the_chain_draws_from_the_bids_posterior():
    """With the bids as the only evidence, the chain's mean hand value per seat is the
    one independent deals weighed by the bid likelihood give (importance sampling)."""
    state = _first_lead()
    k = Knowledge(seat_view(state, 0))
    sampler = Sampler(k, random.Random(3), True, 0.5, POLICIES, worlds=3000)
    values = sampler.values
    chain_sum = {s: 0.0 for s in k.hidden_seats()}
    for _ in range(3000):
        hands = sampler.sample()
        for s in chain_sum:
            chain_sum[s] += sum(values[c] for c in hands[s])
    ref = Sampler(k, random.Random(4), True, 0.5)
    weighted = {s: 0.0 for s in chain_sum}
    prior = {s: 0.0 for s in chain_sum}
    total = 0.0
    for _ in range(20000):
        hands = ref._draw()
        w = ref._weight(hands)
        total += w
        for s in weighted:
            v = sum(values[c] for c in hands[s])
            weighted[s] += w * v
            prior[s] += v / 20000
    moved = 0
    for s in chain_sum:
        exact = weighted[s] / total
        assert chain_sum[s] / 3000 == pytest.approx(exact, abs=0.06), s
        moved += abs(exact - prior[s]) > 0.25
    assert moved  # the bids do move the hands: the check has something to see


def test_the_chains_deals_are_dealt_again_in_turn():
    state = medium_positions([4], per_game=1)[0]
    k = Knowledge(seat_view(state, 0))
    sampler = Sampler(k, random.Random(1), True, 1.0, POLICIES, worlds=3)
    first = [sampler.sample() for _ in range(3)]
    again = [sampler.sample() for _ in range(3)]
    assert again == first
    assert first[0] != first[1]  # the chain moved between two deals
    again[0][1].pop()  # the caller's copy, not the kept deal
    assert sampler.sample() == first[0]


def test_no_cheating_with_the_chain():
    small = {"iterations": 150, "time_ms": 100_000, "chain": 1}
    assert expert_card_ignores_hidden_cards(small) >= 3


@pytest.mark.parametrize("value", ["2", "-1", "x", "0.5"])
def test_a_bad_chain_is_refused(value):
    with pytest.raises(ValueError, match=f"bad seat option 'chain={value}'"):
        parse_seats(f"expert:chain={value},medium,medium,medium", 4)


def test_chain_reaches_the_player():
    (spec, *_rest) = parse_seats("expert:chain=1,medium,medium,medium", 4)
    assert spec.options == {"chain": 1}
    assert _expert(seed=1, chain=0).chain is False
    # Expert's default: the chain, at a table that reads as weak (test_ai_weak_table).
    assert (_expert(seed=1).chain, _expert(seed=1).options.cweak) == (True, True)
    # Its 48 deals 50 steps apart (docs/ai-lab.md).
    assert (_expert(seed=1).options.cworlds, _expert(seed=1).options.cthin) == (48, 50)


def _moved_between_deals(thin: int) -> float:
    """The mean count of hidden cards that change seat between two deals in a row."""
    moved, pairs = 0, 0
    for state in medium_positions([9, 10]):
        k = Knowledge(seat_view(state, 0))
        sampler = Sampler(k, random.Random(5), True, 1.0, POLICIES, worlds=30, thin=thin)
        hidden = k.hidden_seats()
        last = None
        for _ in range(30):
            hands = sampler.sample()
            now = {c: s for s in hidden for c in hands[s]}
            if last is not None:
                moved += sum(now.get(c) != s for c, s in last.items())
                pairs += 1
            last = now
    return moved / pairs


def test_more_steps_between_deals_make_them_less_alike(monkeypatch):
    proposed = []
    step = DealChain.step
    monkeypatch.setattr(DealChain, "step", lambda self: proposed.append(1) or step(self))
    state = medium_positions([4], per_game=1)[0]
    k = Knowledge(seat_view(state, 0))
    for thin, steps in ((7, 7), (None, THIN)):
        proposed.clear()
        sampler = Sampler(k, random.Random(1), True, 1.0, POLICIES, worlds=3, thin=thin)
        for _ in range(5):  # three deals drawn, then two dealt again
            sampler.sample()
        assert len(proposed) == BURN + 3 * steps
    monkeypatch.undo()
    assert _moved_between_deals(40) > 1.5 * _moved_between_deals(4)


def test_the_chains_size_reaches_the_sampler(monkeypatch):
    made = []

    class Recorded(Sampler):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            made.append((self.worlds, self.thin, self.policies is not None))

    monkeypatch.setattr("ai.search.Sampler", Recorded)
    state = medium_positions([9], per_game=1)[0]
    view = seat_view(state, state.to_move)
    for text, size in (("", (EXPERT.cworlds, EXPERT.cthin)),
                       ("cworlds=5:cthin=30", (5, 30))):
        made.clear()
        options = SearchOptions.parse(f"iterations=60:time_ms=none:cweak=0:{text}", EXPERT)
        SearchPlayer("expert", seed=1, options=options).choose(view)
        assert made and made[0] == (*size, True)
    assert str(SearchOptions.parse("cworlds=96:cthin=50")) == "cworlds=96:cthin=50"
    for bad in ("cworlds=0", "cthin=0", "cthin=2.5"):
        with pytest.raises(SearchOptionError):
            SearchOptions.parse(bad)

