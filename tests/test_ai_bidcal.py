"""Search options of Session 5: noisy play-outs, calibrated bid values, Hard's bid offset."""

from __future__ import annotations

import random

import pytest

from ai import make_player
from ai.arena import parse_seat
from ai.bidcal import EXPERT_MEDIUM_SHIFT, MADE_SHIFT, SHIFTS, bid_offset, calibrated_value
from ai.knowledge import POWER
from ai.playout import playout
from game.rules import Card, Phase, Rules, new_game, seat_view
from game.rules.core import score


def C(text):
    return Card.parse(text)


def test_calibrated_value_without_weight_is_the_mean_score():
    counts = [5, 3, 2]  # tricks 0, 1, 2 in ten play-outs
    for bid in range(3):
        mean = sum(c * score(bid, k) for k, c in enumerate(counts)) / sum(counts)
        assert abs(calibrated_value(bid, counts, 0.0) - mean) < 1e-9


def test_calibration_moves_the_making_chance_by_the_measured_shift():
    counts = [6, 3, 1]
    raw0, cal0 = calibrated_value(0, counts, 0.0), calibrated_value(0, counts, 1.0)
    raw1, cal1 = calibrated_value(1, counts, 0.0), calibrated_value(1, counts, 1.0)
    assert MADE_SHIFT[0] < 0 < MADE_SHIFT[1]
    assert cal0 < raw0 and cal1 > raw1
    # Making 0 is worth 20, the average miss here -11.4: the value moves by the shift
    # times their difference.
    assert abs((cal0 - raw0) - MADE_SHIFT[0] * (20 - (-10 * 3 - 20 * 1) / 4)) < 1e-9
    # Never made or always made: the chance stays within 0..1.
    assert calibrated_value(0, [0, 10], 1.0) == -10.0
    assert calibrated_value(1, [0, 10], 5.0) == 30.0
    assert calibrated_value(2, [0, 0, 0], 1.0) == 0.0


def test_each_table_has_its_own_calibration():
    """Expert's search, at a table of Medium, makes far more of its bids than its
    play-outs predict, the more so the higher the bid; the option picks the table."""
    assert SHIFTS == {"hard": MADE_SHIFT, "expert-medium": EXPERT_MEDIUM_SHIFT}
    assert min(EXPERT_MEDIUM_SHIFT) > 0 and sorted(EXPERT_MEDIUM_SHIFT) == list(EXPERT_MEDIUM_SHIFT)
    counts = [2, 5, 3]
    hard = calibrated_value(2, counts, 1.0)
    expert = calibrated_value(2, counts, 1.0, EXPERT_MEDIUM_SHIFT)
    assert calibrated_value(2, counts, 1.0, MADE_SHIFT) == hard  # the default table
    assert abs((expert - hard) - (EXPERT_MEDIUM_SHIFT[2] - MADE_SHIFT[2])
               * (40 - (-20 * 2 - 10 * 5) / 7)) < 1e-9
    assert make_player("expert", cal=1, calfit="expert-medium").shift == EXPERT_MEDIUM_SHIFT
    assert make_player("expert").shift == MADE_SHIFT
    with pytest.raises(ValueError, match=r"calfit=nope \(it takes calfit=hard\|expert-medium\)"):
        make_player("expert", calfit="nope")
    assert parse_seat("expert:cal=1:calfit=expert-medium").options == {
        "cal": 1.0, "calfit": "expert-medium"}
    with pytest.raises(ValueError, match="bad seat option 'calfit=nope'"):
        parse_seat("expert:calfit=nope")


def test_bid_offset_grows_with_the_round_and_the_later_bidders():
    assert bid_offset(1, 0, 4) < bid_offset(10, 0, 4)
    assert bid_offset(5, 0, 4) < bid_offset(5, 1, 4) < bid_offset(5, 3, 4)
    assert bid_offset(5, 1, 4) == bid_offset(5, 2, 4)


def test_noisy_playouts_follow_suit_and_finish_the_round():
    # Seat 1 must follow hearts with H5 (C14 would lose the first trick to H2), so it
    # takes both tricks however randomly the others play.
    for seed in range(40):
        rng = random.Random(seed)
        hands = [[C("S3"), C("H2")], [C("C14"), C("H5")], [C("D3"), C("D2")],
                 [C("D5"), C("D4")]]
        masks = [sum(1 << c for c in h) for h in hands]
        won = playout(hands, masks, -1, 0, [], [0, 2, 0, 0], 4, eps=1.0, rng=rng, me=0)
        assert won == [0, 2, 0, 0]
    rng = random.Random(3)
    differs = 0
    for _ in range(200):
        r = rng.randint(1, 15)
        deck = list(range(60))
        rng.shuffle(deck)
        trump = rng.choice([-1, 0, 1, 2, 3])
        hands = [sorted(deck[s * r:(s + 1) * r], key=POWER[trump + 1].__getitem__,
                        reverse=True) for s in range(4)]
        need = [rng.randint(0, r) for _ in range(4)]
        args = []
        for _copy in range(2):
            hs = [h[:] for h in hands]
            args.append((hs, [sum(1 << c for c in h) for h in hs], need[:]))
        plain = playout(args[0][0], args[0][1], trump, 0, [], args[0][2], 4)
        noisy = playout(args[1][0], args[1][1], trump, 0, [], args[1][2], 4, eps=0.5,
                        rng=rng, me=0)
        assert sum(noisy) == r and all(not h for h in args[1][0])
        assert args[1][1] == [0, 0, 0, 0]
        differs += plain != noisy
    assert differs > 20  # the noise changes the outcome of many deals


def test_expert_options_play_legally_and_replay_from_the_seed():
    state, _ = new_game(Rules(4), seed=8)
    rng = random.Random(2)
    while state.round < 5:
        state.apply_in_place(rng.choice(state.legal_actions()))
    options = {"iterations": 200, "time_ms": 100_000, "eps": 0.1, "beps": 0.1, "cal": 1.0,
               "obid": 1}
    checked = 0
    while state.round == 5:
        if state.phase in (Phase.BID, Phase.PLAY) and len(state.legal_actions()) > 1:
            view = seat_view(state, state.to_move)
            a = make_player("expert", seed=7, **options).choose(view)
            b = make_player("expert", seed=7, **options).choose(view)
            assert a == b and a in view.legal
            checked += 1
        state.apply_in_place(rng.choice(state.legal_actions()))
    assert checked >= 5


def test_one_smart_seat_in_the_playouts():
    """bsmart plays one seat smart (the bidder), osmart every seat but the searcher."""
    rng = random.Random(4)
    differs = others = 0
    for _ in range(200):
        r = rng.randint(2, 15)
        deck = list(range(60))
        rng.shuffle(deck)
        trump = rng.choice([-1, 0, 1, 2, 3])
        hands = [sorted(deck[s * r:(s + 1) * r], key=POWER[trump + 1].__getitem__,
                        reverse=True) for s in range(4)]
        need = [rng.randint(0, r) for _ in range(4)]
        results = []
        for seat in (-1, 2, -2):  # none, seat 2, every seat but seat 2
            hs = [h[:] for h in hands]
            won = playout(hs, [sum(1 << c for c in h) for h in hs], trump, 0, [], need[:], 4,
                          me=2, smart_seat=seat)
            assert sum(won) == r and all(not h for h in hs)
            results.append(won)
        plain = playout([h[:] for h in hands], [sum(1 << c for c in h) for h in hands],
                        trump, 0, [], need[:], 4)
        assert results[0] == plain  # no smart seat: the plain policy
        differs += results[1] != plain
        others += results[2] != plain
    assert differs > 5 and others > 5
