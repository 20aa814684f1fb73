"""Medium's card rule as a pure function (ai.medium_rule), the table's reading of the
seats that play by it, and Expert's option ``mrule``."""

from __future__ import annotations

import pytest

from ai.arena import parse_seat, parse_seats
from ai.base import make_player
from ai.heuristic import HeuristicPlayer, card_probs, current_best, medium_card
from ai.knowledge import POWER, Knowledge, bits
from ai.medium_rule import LOG_MISS, MEDIUM_RULE
from ai.play_inference import observed_plays
from ai.search import foresee_bids
from ai.table_reading import RULE_PLAYS, rule_matches, rule_reads
from game.rules import NextRound, Phase, Rules, new_game, seat_view
from game.rules.cards import SUIT_OF, WIZARD
from game.rules.play import play_game
from tests.test_ai_play_inference import _medium_positions
from tests.test_ai_search import expert_card_ignores_hidden_cards

FAST = {"iterations": 60, "time_ms": 100000}  # no time cap: a seed plays one game


def _games(level: str, seeds, **options):
    """Finished games of four ``level`` seats."""
    out = []
    for seed in seeds:
        players = [make_player(level, seed=seed * 10 + i, **options) for i in range(4)]
        out.append(play_game(Rules(players=4), players, seed))
    return out


def test_the_rule_predicts_every_play_of_medium():
    plays = 0
    for state in _games("medium", [1, 2, 3]):
        for record in state.history:
            for matched, count in rule_matches(record, 4):
                assert matched == count
                plays += count
        reads = [rule_reads(state.history[:r], 4) for r in range(1, 16)]
        assert reads[-1] == [True] * 4
        # Read once RULE_PLAYS plays with a choice are known: by round 7 in these games.
        assert reads[6] == [True] * 4
        assert reads[0] == [False] * 4
    assert plays > 500


def test_hard_is_not_read_as_playing_by_the_rule():
    matched = count = 0
    for state in _games("hard", [4], **FAST):
        for r in range(1, len(state.history) + 1):
            assert rule_reads(state.history[:r], 4) == [False] * 4
        for record in state.history:
            for m, k in rule_matches(record, 4):
                matched += m
                count += k
    assert count >= 4 * RULE_PLAYS
    assert matched < 0.7 * count  # Hard's search often plays other cards


def _medium_decisions(seeds):
    """Every card decision with a choice in games of four Medium: (view, Knowledge)."""
    for seed in seeds:
        state, _ = new_game(Rules(4), seed=seed)
        players = [HeuristicPlayer(memory=True, kind="medium", seed=i) for i in range(4)]
        while state.phase != Phase.GAME_OVER:
            if state.phase == Phase.ROUND_OVER:
                state.apply_in_place(NextRound())
                continue
            view = seat_view(state, state.to_move)
            if state.phase == Phase.PLAY and len(view.legal) > 1:
                yield view, Knowledge(view)
            state.apply_in_place(players[state.to_move].choose(view))


def test_in_a_play_out_the_rule_plays_medium_s_card_where_no_void_is_known():
    checked = 0
    for view, k in _medium_decisions([5, 6]):
        if any(k.voids[s] for s in k.later_seats()):
            continue  # the play-out's rule does not know the later seats' voids
        power = POWER[k.trump + 1]
        hand = sorted(bits(k.hand), key=power.__getitem__, reverse=True)
        needs = [k.need(s) for s in k.later_seats()]
        pick = MEDIUM_RULE.pick(hand, k.hand, len(k.trick), k.led, current_best(k),
                                k.need(), 4, k.trump, k.unseen, sum(d > 0 for d in needs))
        assert pick == medium_card(view)
        checked += 1
    assert checked > 300


def test_the_true_hand_explains_every_play_and_a_stronger_lead_would_not():
    checked = stronger = 0
    for state in _medium_positions(list(range(6))):
        view = seat_view(state, 0)
        k = Knowledge(view)
        for p in observed_plays(view, set(k.hidden_seats())):
            held = state.hands[p.seat] | p.after | 1 << p.card
            args = (p.pos, p.led, p.best, p.need, 4, k.trump)
            assert MEDIUM_RULE.play_loglik(held, *args, p.unseen & ~held, p.later,
                                           p.card) == 0.0
            checked += 1
            # Leading while it needs tricks, Medium leads its strongest card: with an
            # unseen Wizard in place of another card, this lead is not the rule's.
            wizards = [c for c in bits(p.unseen & ~held) if SUIT_OF[c] == WIZARD]
            others = [c for c in bits(held) if c != p.card]
            if p.pos == 0 and p.need > 0 and SUIT_OF[p.card] != WIZARD and wizards and others:
                swapped = held & ~(1 << others[0]) | 1 << wizards[0]
                assert MEDIUM_RULE.play_loglik(swapped, *args, p.unseen & ~swapped, p.later,
                                               p.card) == LOG_MISS
                stronger += 1
    assert checked > 100 and stronger > 3


def _read_rounds(opponent: str, **options) -> dict[int, int]:
    """Expert (``mrule``) against three ``opponent`` seats, a whole game: per round, the
    most seats its play-outs modelled by Medium's rule."""
    expert = make_player("expert", seed=5, mrule=True, **FAST, **options)
    cap = {"time_ms": 100000, "iterations": 60} if opponent == "hard" else {}
    players = [expert] + [make_player(opponent, seed=20 + i, **cap) for i in range(3)]
    ruled: dict[int, int] = {}

    def decided(seat, view, action, seconds):
        if seat == 0 and expert.others is not None:
            count = sum(o is MEDIUM_RULE for o in expert.others)
            ruled[view.round] = max(ruled.get(view.round, 0), count)

    play_game(Rules(players=4), players, 2024, on_decision=decided)
    return ruled


def test_expert_models_medium_seats_by_the_rule_once_read():
    ruled = _read_rounds("medium")
    assert all(ruled[r] == 3 for r in range(7, 16)), ruled
    assert ruled.get(1, 0) == 0


def test_expert_never_models_hard_seats_by_the_rule():
    assert set(_read_rounds("hard").values()) <= {0}


@pytest.mark.parametrize("option", ["mrule", "mchain"])
def test_no_cheating_with_the_rule(option):
    small = {"iterations": 150, "time_ms": 100_000, option: 1, "chain": 1}
    assert expert_card_ignores_hidden_cards(small) >= 3


def test_the_option():
    assert parse_seat("expert:mrule=1").options == {"mrule": 1}
    assert make_player("expert", mrule=True).mrule is True
    assert make_player("expert", mrule=True, policy="plain").mrule is False  # no play-outs to model


@pytest.mark.parametrize("value", ["2", "-1", "x"])
def test_a_bad_mrule_is_refused(value):
    with pytest.raises(ValueError, match=f"bad seat option 'mrule={value}'"):
        parse_seats(f"expert:mrule={value},medium,medium,medium", 4)


@pytest.mark.parametrize("pm1", [False, True])
def test_the_later_bidders_are_foreseen_as_medium_bids(pm1):
    """From the true hands and seat 0's bid, ``foresee_bids`` gives every later Medium
    bidder's real bid (the plus/minus-one rule limiting the last one, or not)."""
    rules = Rules(4, plus_minus_one=pm1)
    checked = 0
    for seed in range(6):
        state, _ = new_game(rules, seed=seed)
        players = [HeuristicPlayer(memory=True, kind="medium", seed=i) for i in range(4)]
        while state.phase != Phase.GAME_OVER:
            if state.phase == Phase.ROUND_OVER:
                record = state.history[-1]
                order = list(record.bid_order)
                bids = [b if s in order[:order.index(0) + 1] else None
                        for s, b in enumerate(record.bids)]
                later = order[order.index(0) + 1:]
                trump = -1 if record.trump is None else int(record.trump)
                probs = {s: card_probs(sum(1 << int(c) for c in record.hands[s]), trump,
                                       record.number, 4) for s in later}
                foresee_bids(bids, order, probs, record.number, 4, pm1)
                assert bids == list(record.bids)
                checked += len(later)
                state.apply_in_place(NextRound())
                continue
            view = seat_view(state, state.to_move)
            state.apply_in_place(players[state.to_move].choose(view))
    assert checked > 100


def _chain_reads(opponent: str) -> tuple[dict[int, int], int]:
    """Expert (``mchain``) against three ``opponent`` seats, a whole game: per round, the
    most seats its chain read by Medium's rule, and how often a play-out did."""
    expert = make_player("expert", seed=5, mchain=True, **FAST)
    cap = {"time_ms": 100000, "iterations": 60} if opponent == "hard" else {}
    players = [expert] + [make_player(opponent, seed=20 + i, **cap) for i in range(3)]
    ruled: dict[int, int] = {}
    playouts = 0

    def decided(seat, view, action, seconds):
        nonlocal playouts
        if seat == 0:
            count = sum(o is MEDIUM_RULE for o in expert._chain_policies(view))
            ruled[view.round] = max(ruled.get(view.round, 0), count)
            playouts += sum(o is MEDIUM_RULE for o in expert._seat_policies(4, 0))

    play_game(Rules(players=4), players, 2024, on_decision=decided)
    return ruled, playouts


def test_mchain_reads_medium_seats_by_the_rule_in_the_chain_alone():
    ruled, playouts = _chain_reads("medium")
    assert all(ruled[r] == 3 for r in range(7, 16)), ruled
    assert ruled.get(1, 0) == 0
    assert playouts == 0  # the play-outs keep the fitted policy


def test_mchain_never_reads_hard_seats_by_the_rule():
    ruled, _ = _chain_reads("hard")
    assert set(ruled.values()) <= {0}


def test_the_mchain_option():
    assert parse_seat("expert:mchain=1").options == {"mchain": 1}
    assert make_player("expert", mchain=True).mchain is True
    # Nothing to read the plays for without the chain; mrule reads them everywhere.
    assert not make_player("expert", mchain=True, chain=False).mchain
    assert not make_player("expert", mchain=True, mrule=True).mchain
