"""Seeded random games written as wizard-transcript/1 and re-checked; the checker
finds every kind of damage and names the round, trick and seat."""

from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ai.base import RandomPlayer, make_player
from game.rules import (
    CARDS,
    Bid,
    Card,
    ChooseTrump,
    NextRound,
    Phase,
    Play,
    Rules,
    Suit,
    core,
    start_from_decks,
)
from game.rules.fast import random_game, record_to_transcript
from game.rules.transcript import FORMAT, Problem, check_transcript, dumps, transcript
from game.sim import game_seeds, game_transcript, play_game
from tests.rules_support import ALL_RULES, VARIANTS, damaged


def fast_transcript(rules: Rules, seed: int) -> dict:
    return record_to_transcript(rules, random_game(rules, random.Random(seed), record=True), seed)


def full_transcript(rules: Rules, seed: int) -> dict:
    players = [make_player("random", seed=seed * 10 + i) for i in range(rules.players)]
    return game_transcript(play_game(rules, players, seed), players)


def reread(doc: dict) -> dict:
    text = dumps(doc)
    assert text.endswith("\n")
    return json.loads(text)


# ---------------------------------------------------------- many games
def test_1200_fast_games_over_every_setting_are_sound():
    count = 0
    for i in range(1200):
        rules = ALL_RULES[i % len(ALL_RULES)]
        doc = reread(fast_transcript(rules, 1000 + i))
        assert doc["format"] == FORMAT and doc["complete"] is True
        assert len(doc["rounds"]) == rules.rounds
        assert doc["rules"] == rules.variants()
        problem = check_transcript(doc)
        assert problem is None, (rules, i, str(problem))
        count += 1
    assert count == 1200
    assert {(r.players, tuple(r.variants().values())) for r in ALL_RULES} == {
        (n, tuple(v.values())) for n in range(3, 7) for v in VARIANTS
    }


def test_144_full_state_games_with_random_players_are_sound():
    for i in range(144):
        rules = ALL_RULES[i % len(ALL_RULES)]
        players = [RandomPlayer(i * 10 + s) for s in range(rules.players)]
        state = play_game(rules, players, seed=i)
        doc = reread(game_transcript(state, players))
        assert check_transcript(doc) is None, (rules, i)
        assert doc["winners"] == state.winners()
        assert doc["rounds"][-1]["totals"] == state.totals
        assert [p["kind"] for p in doc["players"]] == ["random"] * rules.players


def test_same_seed_same_bytes():
    for rules in ALL_RULES[::5]:
        for seed in (0, 7, 123456):
            assert dumps(fast_transcript(rules, seed)) == dumps(fast_transcript(rules, seed))
            assert dumps(full_transcript(rules, seed)) == dumps(full_transcript(rules, seed))
    assert dumps(full_transcript(Rules(), 1)) != dumps(full_transcript(Rules(), 2))
    assert game_seeds(7, 5) == game_seeds(7, 5)


def test_abandoned_game_transcript():
    rules = Rules(players=5)
    players = [RandomPlayer(s) for s in range(5)]
    from game.rules import new_game, seat_view

    state, _ = new_game(rules, seed=3)
    while state.round < 4:
        if state.phase == Phase.ROUND_OVER:
            state.apply_in_place(NextRound())
        else:
            state.apply_in_place(players[state.to_move].choose(seat_view(state, state.to_move)))
    doc = reread(transcript(state, [{"name": "P", "kind": "random"}] * 5))
    assert doc["complete"] is False and "winners" not in doc
    assert len(doc["rounds"]) == 3
    assert check_transcript(doc) is None


def replay(doc: dict) -> dict:
    """Play a transcript's game through the full GameState; return its transcript."""
    n = len(doc["players"])
    rules = Rules(players=n, **doc["rules"])
    decks = []
    for rnd in doc["rounds"]:
        head = [Card.parse(x) for h in rnd["hands"] for x in h]
        if rnd["turned"] is not None:
            head.append(Card.parse(rnd["turned"]))
        decks.append(tuple(head + [x for x in CARDS if x not in head]))
    state, _ = start_from_decks(rules, tuple(decks), doc["rounds"][0]["dealer"], doc["seed"])
    for rnd in doc["rounds"]:
        if state.phase == Phase.ROUND_OVER:
            state.apply_in_place(NextRound())
        if state.phase == Phase.CHOOSE_TRUMP:
            state.apply_in_place(ChooseTrump(Suit[rnd["trump"]]))
        for seat in rnd["bid_order"]:
            state, _ = state.apply_for(seat, Bid(rnd["bids"][seat]))
        for trick in rnd["tricks"]:
            for k, text in enumerate(trick["cards"]):
                seat = (trick["leader"] + k) % n
                state, _ = state.apply_for(seat, Play(Card.parse(text)))
    assert state.is_over
    return transcript(state, doc["players"])


@pytest.mark.parametrize("rules", ALL_RULES, ids=str)
def test_fast_games_replay_identically_through_the_state_machine(rules):
    for seed in range(3):
        doc = fast_transcript(rules, seed)
        assert replay(doc) == doc


# ------------------------------------------------------------ the checker
@pytest.fixture(scope="module")
def valid():
    """A sound 4-player plus/minus-one transcript."""
    doc = reread(fast_transcript(Rules(players=4, plus_minus_one=True), 42))
    assert check_transcript(doc) is None
    return doc


def problem_of(doc) -> Problem:
    problem = check_transcript(doc)
    assert problem is not None, "the checker accepted a damaged transcript"
    assert problem.reason
    return problem


def where(problem: Problem):
    return problem.round, problem.trick, problem.seat


def test_wrong_winner(valid):
    doc = copy.deepcopy(valid)
    trick = doc["rounds"][4]["tricks"][2]
    trick["winner"] = (trick["winner"] + 1) % 4
    p = problem_of(doc)
    assert where(p) == (5, 3, None) and "winner" in p.reason
    assert str(p).startswith("round 5, trick 3: ")


def _seat_of(trick, k, n=4):
    return (trick["leader"] + k) % n


def test_card_not_in_hand(valid):
    doc = copy.deepcopy(valid)
    rnd = doc["rounds"][6]
    trick = rnd["tricks"][1]
    seat = _seat_of(trick, 2)
    other = rnd["hands"][(seat + 1) % 4][0]
    trick["cards"][2] = other
    p = problem_of(doc)
    assert where(p) == (7, 2, seat) and "not in the seat's hand" in p.reason


def test_card_played_twice(valid):
    doc = copy.deepcopy(valid)
    rnd = doc["rounds"][5]
    t0, t1 = rnd["tricks"][0], rnd["tricks"][1]
    seat = _seat_of(t0, 0)
    k = (seat - t1["leader"]) % 4
    t1["cards"][k] = t0["cards"][0]
    p = problem_of(doc)
    assert where(p) == (6, 2, seat)


def _find_revoke(doc, n=4):
    """A spot where a seat followed suit but held a card that may not be played."""
    for r_i, rnd in enumerate(doc["rounds"]):
        hands = [set(h) for h in rnd["hands"]]
        for t_i, trick in enumerate(rnd["tricks"]):
            led = core.NO_SUIT
            for k, text in enumerate(trick["cards"]):
                seat = (trick["leader"] + k) % n
                if led >= 0:
                    mask = sum(1 << Card[x] for x in hands[seat])
                    illegal = [
                        x for x in hands[seat] if not core.legal_mask(mask, led) >> Card[x] & 1
                    ]
                    if illegal:
                        return r_i, t_i, k, seat, sorted(illegal)[0], "CDHS"[led]
                hands[seat].discard(text)
                led = core.next_led(led, Card[text])
    raise AssertionError("no spot to revoke")


def test_not_following_suit(valid):
    doc = copy.deepcopy(valid)
    r_i, t_i, k, seat, card, suit = _find_revoke(doc)
    doc["rounds"][r_i]["tricks"][t_i]["cards"][k] = card
    p = problem_of(doc)
    assert where(p) == (r_i + 1, t_i + 1, seat)
    assert "does not follow" in p.reason and suit in p.reason


def test_wrong_points(valid):
    doc = copy.deepcopy(valid)
    doc["rounds"][8]["points"][2] += 10
    p = problem_of(doc)
    assert where(p) == (9, None, None) and "points" in p.reason


def test_wrong_totals(valid):
    doc = copy.deepcopy(valid)
    doc["rounds"][9]["totals"][1] -= 10
    p = problem_of(doc)
    assert where(p) == (10, None, None) and "totals" in p.reason


def test_wrong_won(valid):
    doc = copy.deepcopy(valid)
    won = doc["rounds"][3]["won"]
    won[0], won[1] = won[0] + 1, won[1] - 1
    p = problem_of(doc)
    assert where(p) == (4, None, None) and "won" in p.reason


def test_duplicate_card(valid):
    doc = copy.deepcopy(valid)
    hands = doc["rounds"][2]["hands"]
    hands[3][0] = hands[1][1]
    p = problem_of(doc)
    assert where(p) == (3, None, 3) and "twice" in p.reason


def test_duplicate_card_within_a_hand(valid):
    doc = copy.deepcopy(valid)
    hands = doc["rounds"][2]["hands"]
    hands[1][0] = hands[1][1]
    p = problem_of(doc)
    assert where(p) == (3, None, 1)


def test_turned_card_also_dealt(valid):
    doc = copy.deepcopy(valid)
    rnd = doc["rounds"][1]
    rnd["turned"] = rnd["hands"][0][0]
    p = problem_of(doc)
    assert where(p) == (2, None, None) and "turned" in p.reason


def test_wrong_dealer_rotation(valid):
    doc = copy.deepcopy(valid)
    rnd = doc["rounds"][3]
    rnd["dealer"] = (rnd["dealer"] + 1) % 4
    p = problem_of(doc)
    assert where(p) == (4, None, None) and "dealer" in p.reason


def test_dealer_out_of_range(valid):
    doc = copy.deepcopy(valid)
    for rnd in doc["rounds"]:
        rnd["dealer"] += 4
    p = problem_of(doc)
    assert where(p) == (1, None, None) and "dealer" in p.reason


def test_wrong_bid_order(valid):
    doc = copy.deepcopy(valid)
    doc["rounds"][5]["bid_order"].reverse()
    p = problem_of(doc)
    assert where(p) == (6, None, None) and "bid_order" in p.reason


def _round_with_turned(doc, kind):
    for i, rnd in enumerate(doc["rounds"]):
        t = rnd["turned"]
        if t is not None and t[0] == kind if kind in "WJ" else t is not None and t[0] in "CDHS":
            return i
    raise AssertionError(f"no round with a turned {kind}")


def test_trump_inconsistent_with_turned_suit_card(valid):
    doc = copy.deepcopy(valid)
    i = _round_with_turned(doc, "suit")
    rnd = doc["rounds"][i]
    rnd["trump"] = "CDHS"[("CDHS".index(rnd["turned"][0]) + 1) % 4]
    p = problem_of(doc)
    assert where(p) == (i + 1, None, None) and "trump" in p.reason


def test_trump_inconsistent_with_turned_jester_or_wizard():
    for seed in range(200):
        doc = reread(fast_transcript(Rules(players=3), seed))
        kinds = {rnd["turned"][0] for rnd in doc["rounds"] if rnd["turned"]}
        if {"J", "W"} <= kinds:
            break
    j = _round_with_turned(doc, "J")
    bad = copy.deepcopy(doc)
    bad["rounds"][j]["trump"] = "S"
    assert where(problem_of(bad)) == (j + 1, None, None)
    w = _round_with_turned(doc, "W")
    bad = copy.deepcopy(doc)
    bad["rounds"][w]["trump"] = None
    p = problem_of(bad)
    assert where(p) == (w + 1, None, None) and "Wizard" in p.reason


def test_last_round_with_a_turned_card(valid):
    doc = copy.deepcopy(valid)
    doc["rounds"][-1]["turned"] = "C2"
    assert where(problem_of(doc)) == (15, None, None)
    doc = copy.deepcopy(valid)
    doc["rounds"][-1]["trump"] = "C"
    assert where(problem_of(doc)) == (15, None, None)


def test_plus_minus_one_violated(valid):
    doc = copy.deepcopy(valid)
    for rnd in doc["rounds"]:
        dealer = rnd["dealer"]
        others = sum(b for s, b in enumerate(rnd["bids"]) if s != dealer)
        if 0 <= rnd["number"] - others <= rnd["number"]:
            rnd["bids"][dealer] = rnd["number"] - others
            break
    else:
        pytest.fail("no round where the dealer could make the sum equal")
    p = problem_of(doc)
    assert where(p) == (rnd["number"], None, dealer) and "plus/minus one" in p.reason
    # The same bids are fine without the variant (the checker then fails on points only).
    doc["rules"]["plus_minus_one"] = False
    assert "plus/minus" not in problem_of(doc).reason


def test_bid_out_of_range(valid):
    doc = copy.deepcopy(valid)
    doc["rounds"][2]["bids"][1] = 4
    p = problem_of(doc)
    assert where(p) == (3, None, 1) and "bid" in p.reason


def test_wrong_winners_list(valid):
    doc = copy.deepcopy(valid)
    doc["winners"] = [s for s in range(4) if s not in valid["winners"]][:1]
    p = problem_of(doc)
    assert where(p) == (None, None, None) and "winners" in p.reason


def test_wrong_number_of_rounds_for_complete(valid):
    doc = copy.deepcopy(valid)
    doc["rounds"].pop()
    p = problem_of(doc)
    assert "complete" in p.reason and p.round is None
    doc["complete"] = False
    del doc["winners"]
    assert check_transcript(doc) is None  # an abandoned game is fine
    doc = copy.deepcopy(valid)
    doc["rounds"].append(copy.deepcopy(doc["rounds"][-1]))
    assert "rounds" in problem_of(doc).reason


def test_bad_card_string_in_hand(valid):
    doc = copy.deepcopy(valid)
    doc["rounds"][3]["hands"][2][1] = "H15"
    p = problem_of(doc)
    assert where(p) == (4, None, 2) and "'H15' is not a card" in p.reason


def test_bad_card_string_in_trick(valid):
    doc = copy.deepcopy(valid)
    trick = doc["rounds"][3]["tricks"][0]
    trick["cards"][1] = "Z9"
    p = problem_of(doc)
    assert where(p) == (4, 1, _seat_of(trick, 1)) and "Z9" in p.reason


def test_wrong_leader(valid):
    doc = copy.deepcopy(valid)
    trick = doc["rounds"][5]["tricks"][0]
    trick["leader"] = (trick["leader"] + 2) % 4
    p = problem_of(doc)
    assert where(p) == (6, 1, None) and "leader" in p.reason


def test_trick_with_missing_card(valid):
    doc = copy.deepcopy(valid)
    doc["rounds"][5]["tricks"][3]["cards"].pop()
    assert where(problem_of(doc)) == (6, 4, None)


def test_round_missing_a_trick(valid):
    doc = copy.deepcopy(valid)
    doc["rounds"][5]["tricks"].pop()
    assert where(problem_of(doc)) == (6, None, None)


def test_hand_of_wrong_size(valid):
    doc = copy.deepcopy(valid)
    doc["rounds"][5]["hands"][3].pop()
    assert where(problem_of(doc)) == (6, None, 3)


def test_wrong_round_number(valid):
    doc = copy.deepcopy(valid)
    doc["rounds"][7]["number"] = 9
    assert where(problem_of(doc)) == (8, None, None)


@pytest.mark.parametrize(
    ("key", "value", "words"),
    [
        ("format", "wizard-transcript/2", "format"),
        ("players", [{"name": "A", "kind": "random"}] * 2, "3 to 6"),
        (
            "rules",
            {"plus_minus_one": True, "hidden_bids": True, "blind_first_round": False},
            "Hidden bids",
        ),
        (
            "rules",
            {"plus_minus_one": "no", "hidden_bids": False, "blind_first_round": False},
            "plus_minus_one",
        ),
        ("complete", "yes", "complete"),
        ("seed", "x", "seed"),
        ("rounds", None, "rounds"),
    ],
)
def test_document_level_damage(valid, key, value, words):
    doc = copy.deepcopy(valid)
    doc[key] = value
    p = problem_of(doc)
    assert words in p.reason and p.round is None


@pytest.mark.parametrize("doc", [None, [], "x", 3])
def test_not_an_object(doc):
    assert problem_of(doc).reason


def test_every_single_trick_winner_flip_is_caught(valid):
    for r_i, rnd in enumerate(valid["rounds"][:8]):
        for t_i in range(len(rnd["tricks"])):
            doc = copy.deepcopy(valid)
            trick = doc["rounds"][r_i]["tricks"][t_i]
            trick["winner"] = (trick["winner"] + 3) % 4
            assert where(problem_of(doc)) == (r_i + 1, t_i + 1, None)


# Random damage anywhere: the checker answers (a Problem or None), it never crashes.
_json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-3, 70)
    | st.text(max_size=5)
    | st.sampled_from(["H14", "W1", "J4", "S", "C2", "X9"]),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=8,
)


@settings(deadline=None, max_examples=150, database=None)
@given(data=st.data())
def test_checker_never_crashes_on_damage(valid, data):
    doc = damaged(valid, data, _json_values)
    problem = check_transcript(doc)
    assert problem is None or (isinstance(problem, Problem) and str(problem))
