"""Medium's card rule as a pure function (ai.medium_rule) and the table's reading of the
seats that play by it."""

from __future__ import annotations

from ai.base import make_player
from ai.heuristic import HeuristicPlayer, current_best, medium_card
from ai.knowledge import POWER, Knowledge, bits
from ai.medium_rule import MEDIUM_RULE, predicts
from ai.play_inference import observed_plays
from ai.table_reading import RULE_PLAYS, rule_matches, rule_reads
from game.rules import NextRound, Phase, Rules, new_game, seat_view
from game.rules.cards import SUIT_OF, WIZARD
from game.rules.play import play_game
from tests.ai_support import medium_positions

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
    for state in medium_positions(list(range(6))):
        view = seat_view(state, 0)
        k = Knowledge(view)
        for p in observed_plays(view, set(k.hidden_seats())):
            held = state.hands[p.seat] | p.after | 1 << p.card
            args = (p.pos, p.led, p.best, p.need, 4, k.trump)
            assert predicts(held, *args, p.unseen & ~held, p.later, p.card) is not False
            checked += 1
            # Leading while it needs tricks, Medium leads its strongest card: with an
            # unseen Wizard in place of another card, this lead is not the rule's.
            wizards = [c for c in bits(p.unseen & ~held) if SUIT_OF[c] == WIZARD]
            others = [c for c in bits(held) if c != p.card]
            if p.pos == 0 and p.need > 0 and SUIT_OF[p.card] != WIZARD and wizards and others:
                swapped = held & ~(1 << others[0]) | 1 << wizards[0]
                assert predicts(swapped, *args, p.unseen & ~swapped, p.later, p.card) is False
                stronger += 1
    assert checked > 100 and stronger > 3

