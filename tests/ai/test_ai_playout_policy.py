"""The learned play-out policy: the committed weights and the search option that plays
it (``expert:policy=learned``); the lab's collector and trainer: tests/lab/."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

import pytest

from ai.base import make_player
from ai.knowledge import POWER
from ai.lab import collect_policy, train_policy
from ai.playout import playout, trick_so_far
from ai.playout_policy import (
    CONTEXTS,
    FEATURES,
    Policy,
    card_features,
    default_policy,
    legal_cards,
    opponent_policy,
)
from ai.search import SearchPlayer
from game.bots.arena import parse_seat
from game.rules import Rules
from game.rules.fast import STRENGTH
from game.rules.play import play_game

HELDOUT = Path(__file__).resolve().parents[1] / "data" / "policy_heldout_3000.jsonl.gz"


def test_committed_weights_beat_the_hand_written_policy_on_held_out_games():
    """Held out: games 3000-3003 (the Session-5 agreement figure), never trained on."""
    data = train_policy.load([HELDOUT])
    assert len(data) == 1551
    result = train_policy.agreement(default_policy(), data)
    count, learned, plain, learned_tied, plain_tied, again = result["all"]
    assert round(plain, 3) == 0.527  # the Session-5 figure, reproduced
    assert learned > plain + 0.015
    assert learned_tied > plain_tied
    assert learned < again  # a second search agrees more: the ceiling is not reached
    lead_made = result["leading, bid made"]
    assert lead_made[1] > lead_made[2] + 0.05


def test_fast_pick_is_the_best_scored_card():
    """``Policy.pick`` (the play-outs') and ``card_features`` (the training's) agree."""
    policy = default_policy()
    for d, line in zip(train_policy.load([HELDOUT]), _lines(HELDOUT), strict=True):
        rec = json.loads(line)
        hand, trump, n, seat = rec["hand"], rec["trump"], rec["n"], rec["seat"]
        led, best, _seat = trick_so_far(rec["trick"], 0, n, STRENGTH[trump + 1])
        mask = sum(1 << c for c in hand)
        needs = [(b or 0) - w for b, w in zip(rec["bids"], rec["won"], strict=True)]
        later = sum(1 for i in range(1, n - len(rec["trick"])) if needs[(seat + i) % n] > 0)
        legal = legal_cards(hand, mask, len(rec["trick"]), led)
        assert sorted(legal) == sorted(rec["legal"])
        card = policy.pick(hand, mask, len(rec["trick"]), led, best, needs[seat], n, trump,
                           rec["unseen"], later)
        rows = card_features(legal, hand, mask, len(rec["trick"]), led, best, needs[seat], n,
                             trump, rec["unseen"], later)
        assert rows == d.rows
        scores = policy.scores(rows, d.ctx)
        assert scores[legal.index(card)] >= max(scores) - 1e-9


def test_kept_terms_score_as_fresh_ones_and_stay_bounded(monkeypatch):
    """``Policy.values`` keeps the terms a situation's cards share: a policy that met
    many situations scores every held-out decision as one that meets it first, to the
    last bit, and keeps no more situations than its bound."""
    import ai.playout_policy as playout_policy

    monkeypatch.setattr(playout_policy, "TERMS_LIMIT", 40)
    weights = default_policy().weights
    kept = Policy(weights)
    checked = 0
    for line in _lines(HELDOUT):
        rec = json.loads(line)
        hand, trump, n, seat = rec["hand"], rec["trump"], rec["n"], rec["seat"]
        led, best, _seat = trick_so_far(rec["trick"], 0, n, STRENGTH[trump + 1])
        needs = [(b or 0) - w for b, w in zip(rec["bids"], rec["won"], strict=True)]
        later = sum(1 for i in range(1, n - len(rec["trick"])) if needs[(seat + i) % n] > 0)
        args = (hand, sum(1 << c for c in hand), len(rec["trick"]), led, best, needs[seat], n,
                trump, rec["unseen"], later)
        legal, values = kept.values(*args)
        assert (legal, values) == Policy(weights).values(*args)
        assert len(kept.terms) <= 40
        if len(legal) > 1:  # the sum taken apart is the features' weighted sum
            wanted = kept.scores(card_features(legal, *args),
                                 playout_policy.context(args[2], args[5]))
            assert values == pytest.approx(wanted, abs=1e-9)
        checked += 1
    assert checked == 1551


def _lines(path):
    import gzip

    with gzip.open(path, "rt", encoding="utf-8") as f:
        return [line for line in f if line.strip()]


def _short_game(seed: int, deal: int, **options) -> list[str]:
    """The actions of a seeded 6-round game of four Experts (60 play-outs a decision,
    ``options`` for each); the engine raises on an illegal move."""
    actions = []
    players = [make_player("expert", seed=seed + i, iterations=60, time_ms=100_000, **options)
               for i in range(4)]
    play_game(Rules(4, length=6), players, deal,
              on_decision=lambda s, v, a, _t: actions.append(str(a)))
    return actions


def test_learned_playout_plays_every_card_and_counts_every_trick():
    policy = default_policy()
    rng = random.Random(5)
    for _ in range(200):
        r = rng.randint(1, 12)
        deck = list(range(60))
        rng.shuffle(deck)
        trump = rng.randint(-1, 3)
        hands = [sorted(deck[s * r:(s + 1) * r], key=POWER[trump + 1].__getitem__,
                        reverse=True) for s in range(4)]
        masks = [sum(1 << c for c in h) for h in hands]
        need = [rng.randint(0, r) for _ in range(4)]
        won = playout(hands, masks, trump, rng.randrange(4), [], need, 4, policy=policy,
                      rng=rng if r % 2 else None)
        assert sum(won) == r and all(not h for h in hands) and masks == [0] * 4


def test_the_option_changes_play_and_stays_legal():
    """Over seeded short games, Expert with the learned play-outs plays legally (the
    engine raises on an illegal card), the same way twice, and not as the default."""
    learned = _short_game(10, 77, policy="learned")
    assert learned == _short_game(10, 77, policy="learned")
    assert learned != _short_game(10, 77, policy="plain")


def test_sampled_learned_playouts_follow_the_policys_chances():
    """ptemp > 0: cards drawn with the softmax chances; ptemp 0: always the best card."""
    policy = default_policy()
    data = train_policy.load([HELDOUT])
    d = next(d for d in data if len(d.rows) == 4 and d.ctx == 2)
    rec = json.loads(_lines(HELDOUT)[data.index(d)])
    hand, trump, n, seat = rec["hand"], rec["trump"], rec["n"], rec["seat"]
    led, best, _seat = trick_so_far(rec["trick"], 0, n, STRENGTH[trump + 1])
    mask = sum(1 << c for c in hand)
    needs = [(b or 0) - w for b, w in zip(rec["bids"], rec["won"], strict=True)]
    args = (hand, mask, len(rec["trick"]), led, best, needs[seat], n, trump, rec["unseen"],
            sum(1 for i in range(1, n - len(rec["trick"])) if needs[(seat + i) % n] > 0))
    legal = legal_cards(*args[:4])
    scores = policy.scores(d.rows, d.ctx)
    top = max(scores)
    chance = {c: math.exp(v - top) for c, v in zip(legal, scores, strict=True)}
    total = sum(chance.values())
    rng = random.Random(1)
    draws = [policy.pick(*args, rng=rng) for _ in range(4000)]
    for c in legal:
        assert abs(draws.count(c) / 4000 - chance[c] / total) < 0.03
    assert {policy.pick(*args) for _ in range(20)} == {legal[scores.index(top)]}


def test_sampled_option_plays_legally_and_differs_from_greedy():
    sampled = _short_game(20, 78, policy="learned", ptemp=1.0)
    assert sampled == _short_game(20, 78, policy="learned", ptemp=1.0)
    assert sampled != _short_game(20, 78, policy="learned", ptemp=0.0)
    assert parse_seat("expert:policy=learned:ptemp=0.5").options["ptemp"] == 0.5
    with pytest.raises(ValueError):
        parse_seat("expert:ptemp=-1")


class _Recording:
    """The fitted policy, noting for each card chosen whose hand it came from, whether
    it was drawn (an rng given) or the best card (none), and at which temperature."""

    def __init__(self, policy, hands):
        self.policy, self.seat_of, self.calls = policy, {id(h): s for s, h in
                                                         enumerate(hands)}, []
        self.choices = []  # the legal cards at each call

    def pick(self, hand, *args):
        self.calls.append((self.seat_of[id(hand)], args[-2] is not None, args[-1]))
        self.choices.append(len(legal_cards(hand, *args[:3])))
        return self.policy.pick(hand, *args)


def _deal8(rng):
    """Four 8-card hands (sorted by falling power with hearts trump) and their masks."""
    deck = list(range(60))
    rng.shuffle(deck)
    hands = [sorted(deck[s * 8:(s + 1) * 8], key=POWER[2].__getitem__, reverse=True)
             for s in range(4)]
    return hands, [sum(1 << c for c in h) for h in hands]


def test_selfbest_plays_the_own_seats_best_card_and_draws_the_others():
    """``selfbest``: in the play-outs the searching seat plays its policy's best card
    (it knows how it will play), the other seats' cards are drawn (it does not)."""
    rng = random.Random(9)
    for me in range(4):
        hands, masks = _deal8(rng)
        policy = _Recording(default_policy(), hands)
        won = playout(hands, masks, 1, 2, [], [2, 1, 3, 0], 4, policy=policy, rng=rng,
                      me=me)
        # The policy is asked for every card with a choice: not for the last trick's,
        # nor for a lone card of the led suit.
        assert sum(won) == 8 and 16 <= len(policy.calls) <= 28
        assert min(policy.choices) > 1
        assert {drawn for seat, drawn, _t in policy.calls if seat == me} == {False}
        assert {drawn for seat, drawn, _t in policy.calls if seat != me} == {True}


def test_playout_plays_each_seat_s_own_policy():
    """A list of policies (``omodel``): each seat's cards come from its own."""
    rng = random.Random(5)
    hands, masks = _deal8(rng)
    mine, theirs = _Recording(default_policy(), hands), _Recording(default_policy(), hands)
    won = playout(hands, masks, 1, 3, [], [2, 1, 3, 0], 4, policy=[mine, theirs, theirs, theirs],
                  rng=rng, me=0)
    assert sum(won) == 8
    assert {seat for seat, _d, _t in mine.calls} == {0} and 4 <= len(mine.calls) <= 7
    assert {seat for seat, _d, _t in theirs.calls} == {1, 2, 3} and len(theirs.calls) >= 12
    assert min(mine.choices + theirs.choices) > 1


def test_the_medium_model_fits_medium_s_card_play_better(tmp_path):
    """``omodel=medium``: the committed policy fitted to Medium's card play predicts
    Medium's cards better than the one fitted to Hard's (Medium games it was not
    trained on)."""
    path = tmp_path / "medium.jsonl"
    with open(path, "w", encoding="utf-8") as out:
        collect_policy.collect("medium", 2, 3300, out)
    decisions = train_policy.load([path])
    medium = opponent_policy("medium")

    def agreement(policy):
        return train_policy.agreement(policy, decisions)["all"][1]
    assert len(decisions) > 500
    assert agreement(medium) > 0.85 > 0.75 > agreement(default_policy())
    with pytest.raises(ValueError):
        opponent_policy("clever")
    assert make_player("expert", omodel="medium").others is medium
    assert make_player("expert").others is None
    assert parse_seat("expert:omodel=medium").options == {"omodel": "medium"}
    with pytest.raises(ValueError):
        parse_seat("expert:omodel=clever")


def test_selfbest_option_plays_legally_and_changes_play():
    own_best = _short_game(30, 79, selfbest=True)
    assert own_best == _short_game(30, 79, selfbest=True)
    assert own_best != _short_game(30, 79, selfbest=False)
    assert parse_seat("expert:selfbest=1").options == {"selfbest": 1}
    with pytest.raises(ValueError):
        parse_seat("expert:selfbest=2")


def test_the_option_in_the_arena_and_bad_values():
    spec = parse_seat("expert:policy=learned:iterations=300")
    assert spec.options == {"policy": "learned", "iterations": 300}
    with pytest.raises(ValueError):
        parse_seat("expert:policy=clever")
    with pytest.raises(ValueError):
        SearchPlayer("expert", policy="clever")
    assert SearchPlayer("expert").policy is None  # the class's default: hand-written
    hard = make_player("hard")
    assert hard._runner(0.0, 0, 4) is playout and hard.policy is None


def test_expert_plays_the_learned_policy_drawn_by_default():
    """The Expert level's play-outs are the fitted policy, the others' cards drawn and
    its own the best; the options still choose the hand-written ones."""
    expert = make_player("expert")
    assert expert.policy is default_policy()
    assert expert.options.ptemp == 1.0 and expert.options.selfbest
    assert not make_player("hard").options.selfbest
    assert make_player("expert", policy="plain").policy is None


def test_weights_file_is_checked(tmp_path):
    good = json.loads(Path("ai/weights/playout_policy.json").read_text(encoding="utf-8"))
    assert good["features"] == list(FEATURES)
    Policy.from_json(good)
    for broken in ({**good, "format": "other"}, {**good, "features": good["features"][:-1]},
                   {**good, "weights": {c: [0.0] * 3 for c in CONTEXTS}}, []):
        with pytest.raises(ValueError):
            Policy.from_json(broken)
