"""The AI levels with the anniversary special cards: whole games at every level, and
the special decisions on hand-made positions (ai.special)."""

from __future__ import annotations

import random

import pytest

from ai import make_player
from ai.special.reading import Reading
from ai.special.search import representatives
from ai.special.tricks import TrickSoFar, names_of
from game.rules import Phase, Rules, new_game, parse_action, seat_view
from game.rules import special_core as sc
from game.rules.actions import ChangeBid, PassCard, Play, PlayNamed, Shape
from game.rules.cards import Card
from game.rules.play import play_game
from tests.special_support import SUBSETS, check_invariants, run, start_round

LEVELS = ("easy", "medium", "hard", "expert")
# The search levels with a small fixed budget: the same decisions on every machine.
SMALL = {"iterations": 24, "time_ms": None}


def player(level: str, seed: int = 0):
    return make_player(level, seed=seed, **(SMALL if level in ("hard", "expert") else {}))


def no_illegal(seat, action, view):
    raise AssertionError(f"seat {seat} chose the illegal {action} in {view.phase}")


def check_each_state(rules: Rules, players, seed: int):
    """Play a whole game; every state the engine reaches keeps the invariants."""

    def check(seat, view, action, seconds):
        assert action in view.legal

    state = play_game(rules, players, seed, on_decision=check, on_illegal=no_illegal)
    check_invariants(state)
    assert state.is_over and len(state.history) == rules.rounds
    return state


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_heuristic_levels_play_every_set_of_special_cards(level):
    for i, special in enumerate(SUBSETS):
        players = 3 + i % 4
        rules = Rules(players=players, special=special, length=3)
        check_each_state(rules, [player(level, s) for s in range(players)], seed=i)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("preset", ["20", "25"])
def test_every_level_plays_whole_special_games(level, players, preset):
    rules = Rules(players=players, special=preset)
    # One seat of the level, the others Medium: each seat's decisions are the level's
    # own, in games as they are played.
    seats = [player(level, 1)] + [player("medium", s) for s in range(2, players + 1)]
    state = check_each_state(rules, seats, seed=players * 10 + int(preset))
    assert state.totals[0] > -1000  # a level that plays toward its bids


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_the_variants_with_special_cards(level):
    variants = [dict(plus_minus_one=True), dict(hidden_bids=True),
                dict(blind_first_round=True)]
    for i, v in enumerate(variants):
        rules = Rules(players=4, special="25", length=4, **v)
        check_each_state(rules, [player(level, s) for s in range(4)], seed=100 + i)


def test_the_trick_summary_agrees_with_the_engine():
    rng = random.Random(5)
    for _ in range(20_000):
        cards = rng.sample(range(67), rng.randint(1, 6))
        named = [rng.choice(names_of(c)) for c in cards]
        trump = rng.randint(-1, 3)
        win, _ = sc.trick_result(cards, named, None if trump < 0 else trump)
        so_far = TrickSoFar(cards[:-1], named[:-1], trump)
        assert so_far.takes(cards[-1], named[-1]) == (win == len(cards) - 1)


# ------------------------------------------------------------ decisions
def _seat0_to_play(rules, hands, turned, bids, *plays):
    """Round len(hands[0]), dealer 2 (seat 0 bids and leads first): the bids, then
    ``plays``; returns seat 0's view."""
    state = start_round(rules, len(hands[0].split()), hands, turned, dealer=rules.players - 1)
    state, _ = run(state, *(f"bid {b}" for b in bids), *plays)
    return state


def _choices(state, seat: int):
    view = seat_view(state, seat)
    return {level: player(level, 3).choose(view) for level in LEVELS}


def test_the_bomb_goes_into_a_trick_that_cannot_be_lost_otherwise():
    # Seat 2 has its bid (0) and holds the club ace and the Bomb; clubs are led: the
    # ace would take the trick (and loses the last one, diamonds), the Bomb kills it.
    rules = Rules(players=3, special="bomb")
    state = _seat0_to_play(rules, ["C9 D4", "C5 D5", "C14 BOMB"], "H2", [1, 1, 0],
                           "play C9", "play C5")
    for level, action in _choices(state, 2).items():
        assert action == Play(Card.BOMB), level


def test_needing_the_trick_the_bomb_is_kept():
    rules = Rules(players=3, special="bomb")
    state = _seat0_to_play(rules, ["C9 D4", "C5 D5", "C14 BOMB"], "H2", [1, 0, 1],
                           "play C9", "play C5")
    for level, action in _choices(state, 2).items():
        assert action == Play(Card.C14), level


def test_the_shapeshifter_is_a_jester_when_the_trick_must_not_be_won():
    rules = Rules(players=3, special="shapeshifter")
    state = _seat0_to_play(rules, ["C9 D4", "C5 D5", "C14 SHAPESHIFTER"], "H2", [1, 1, 0],
                           "play C9", "play C5")
    for level, action in _choices(state, 2).items():
        assert action == PlayNamed(Card.SHAPESHIFTER, Shape.JESTER), level


def test_the_shapeshifter_is_a_wizard_when_the_trick_is_needed():
    # The last trick: seat 2 needs it and holds only the Shapeshifter.
    rules = Rules(players=3, special="shapeshifter")
    state = _seat0_to_play(rules, ["D4 C6", "D5 C7", "SHAPESHIFTER C2"], "H2", [0, 1, 1],
                           "play D4", "play D5", "play C2", "play C7")
    for level, action in _choices(state, 2).items():
        assert action == PlayNamed(Card.SHAPESHIFTER, Shape.WIZARD), level


def test_the_shapeshifter_is_a_jester_in_a_last_trick_that_must_not_be_won():
    # The last card decides the round at once: the search rates it by the round's
    # points all the same.
    rules = Rules(players=3, special="shapeshifter")
    state = _seat0_to_play(rules, ["D4 C6", "D5 C7", "SHAPESHIFTER C2"], "H2", [0, 1, 0],
                           "play D4", "play D5", "play C2", "play C7")
    for level, action in _choices(state, 2).items():
        assert action == PlayNamed(Card.SHAPESHIFTER, Shape.JESTER), level


def _cloud_won(hand0: str, bid0: int):
    # Seat 0 leads the Cloud as a club, seat 1 follows low, seat 2 has no club: seat 0
    # takes the trick and must change its bid.
    rules = Rules(players=3, special="cloud")
    return _seat0_to_play(rules, [hand0, "C2 C3 C4", "D2 D3 D4"], "S2", [bid0, 0, 1],
                          "play CLOUD C", "play C2", "play D2")


def test_the_cloud_bid_goes_down_when_the_hand_takes_nothing_more():
    state = _cloud_won("CLOUD J1 J2", 2)
    for level, action in _choices(state, 0).items():
        assert action == ChangeBid(-1), level


def test_the_cloud_bid_goes_up_when_the_hand_takes_more():
    state = _cloud_won("CLOUD W1 W2", 1)
    for level, action in _choices(state, 0).items():
        assert action == ChangeBid(1), level


def _juggler_passing(hand0: str, bid0: int):
    # Seat 0 leads the Juggler as a club and takes the trick: everyone passes a card.
    rules = Rules(players=3, special="juggler")
    return _seat0_to_play(rules, [hand0, "C2 C3 C4", "D2 D3 D4"], "S2", [bid0, 0, 1],
                          "play JUGGLER C", "play C2", "play D2")


def test_a_met_bid_passes_its_most_dangerous_card():
    state = _juggler_passing("JUGGLER W1 H3", 1)
    for level, action in _choices(state, 0).items():
        assert action == PassCard(Card.W1), level


def test_a_bid_still_wanting_tricks_passes_its_weakest_card():
    state = _juggler_passing("JUGGLER W1 H3", 2)
    for level, action in _choices(state, 0).items():
        assert action == PassCard(Card.H3), level


def test_the_seat_knows_the_card_it_passed_and_the_voids_a_pass_fills():
    state = _juggler_passing("JUGGLER W1 H3", 1)
    state, _ = run(state, "pass W1", "pass C3", "pass D3")
    k = Reading(seat_view(state, 0))
    assert k.known[1] == 1 << Card.W1  # seat 1 got the Wizard from seat 0
    assert k.voids[2] == 0  # seat 2 showed no club, then got an unseen card
    assert k.hand >> Card.D3 & 1


def test_equal_cards_are_searched_once():
    rules = Rules(players=3, special="juggler")
    state = _seat0_to_play(rules, ["C5 C6 C9 W1 W2", "C2 C3 C4 D2 D3", "D4 D5 D6 D7 D8"],
                           "S2", [1, 1, 1])
    k = Reading(seat_view(state, 0))
    # C5 and C6 play alike; C9 not: the Juggler (a 7½) may lie between.
    assert representatives(k, {Card.C5, Card.C6, Card.C9, Card.W1, Card.W2}) == {
        Card.C5, Card.C9, Card.W1}


# ------------------------------------------------------------ advice and analysis
def _special_replay(seed: int = 4):
    """A short 3-player game with the 25-year set (seat 0 random, the others Medium)
    as a Replay, step by step."""
    from game.rules.replay import Replay, Step

    rules = Rules(players=3, special="25", length=4)
    seats = [player("random", 9), player("medium", 1), player("medium", 2)]
    state, _ = new_game(rules, seed=seed)
    steps = []
    while not state.is_over:
        seat = None if state.phase == Phase.ROUND_OVER else state.to_move
        if seat is None:
            action = parse_action("next")
        else:
            action = seats[seat].choose(seat_view(state, seat))
        steps.append(Step(len(steps), seat, action, state))
        state, _ = state.apply(action)
    people = [{"name": f"P{s}", "kind": p.kind} for s, p in enumerate(seats)]
    return Replay(rules, people, tuple(steps), state)


def test_the_hint_rates_every_special_decision_with_legal_moves():
    from ai.advice import evaluate

    rules = Rules(players=3, special="25", length=6)
    seen = set()
    rng = random.Random(2)
    for seed in range(11, 16):
        state, _ = new_game(rules, seed=seed)
        while not state.is_over:
            if state.phase == Phase.ROUND_OVER:
                state, _ = state.apply(parse_action("next"))
                continue
            view = seat_view(state, state.to_move)
            fresh = view.phase not in seen | {Phase.PLAY}
            if len(view.legal) > 1 and (fresh or rng.random() < 0.05):
                ev = evaluate(view, worlds=12, seed=1)
                seen.add(view.phase)
                assert ev.best.action in view.legal
                assert all(o.deals == ev.worlds for o in ev.options)
                assert all(-100 <= o.expected <= 200 for o in ev.options)
            state, _ = state.apply(player("medium", 3).choose(view))
        if {Phase.BID, Phase.PLAY, Phase.PASS, Phase.WEREWOLF} <= seen:
            break
    assert {Phase.BID, Phase.PLAY, Phase.PASS, Phase.WEREWOLF} <= seen


def test_the_hint_wants_the_bomb_where_nothing_else_loses():
    from ai.advice import evaluate

    rules = Rules(players=3, special="bomb")
    state = _seat0_to_play(rules, ["C9 D4", "C5 D5", "C14 BOMB"], "H2", [1, 1, 0],
                           "play C9", "play C5")
    ev = evaluate(seat_view(state, 2), worlds=40, seed=0)
    # The Bomb kills this trick; the last one the ace may still take (a club led).
    assert ev.best.action == Play(Card.BOMB) and ev.best.made > 0.8
    assert ev.option(Play(Card.C14)).made == 0.0


def test_the_analysis_rates_a_special_card_game():
    from ai.analysis import analyze, format_analysis

    replay = _special_replay()
    result = analyze(replay, 0, iterations=12, seed=1)
    kinds = {d.kind for d in result.decisions}
    assert kinds <= {"bid", "play", "trump"} and "play" in kinds
    assert all(d.cost >= 0 for d in result.decisions)
    # A random seat loses points somewhere in four rounds.
    assert result.lost_bidding() + result.lost_play() > 0
    assert "Expected points lost:" in format_analysis(result, replay.players)
