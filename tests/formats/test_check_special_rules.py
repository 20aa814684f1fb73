"""``wizard check`` holds a game with special cards to every rule of theirs: each test
takes sound transcripts of random games, breaks one rule of the special cards in one
place and expects the checker's one-line message to name that rule."""

from __future__ import annotations

import copy
import functools
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import Rules
from game.rules.cards import SUIT_OF, Card
from game.rules.transcript import check_transcript
from tests.rules_support import damaged
from tests.special_support import random_transcript

ROOT = Path(__file__).resolve().parents[2]
SUITS = "CDHS"


@functools.cache
def corpus() -> tuple[dict, ...]:
    """Sound transcripts with all seven special cards, 3 to 6 players."""
    docs = tuple(
        random_transcript(Rules(n, special="25"), seed) for n in (3, 4, 5, 6) for seed in range(8)
    )
    for doc in docs:
        assert check_transcript(doc) is None
    return docs


def tricks_where(test):
    """(document, round index, trick index) of every trick for which ``test(trick,
    round)`` holds."""
    for doc in corpus():
        for r_i, rnd in enumerate(doc["rounds"]):
            for t_i, trick in enumerate(rnd["tricks"]):
                if test(trick, rnd):
                    yield doc, r_i, t_i


def rounds_where(test):
    for doc in corpus():
        for r_i, rnd in enumerate(doc["rounds"]):
            if test(rnd):
                yield doc, r_i


def broken(doc, r_i, t_i=None, change=None) -> str:
    """The checker's message for a copy of ``doc`` changed by ``change(round, trick)``."""
    doc = copy.deepcopy(doc)
    rnd = doc["rounds"][r_i]
    change(rnd, None if t_i is None else rnd["tricks"][t_i])
    problem = check_transcript(doc)
    assert problem is not None, "the broken transcript was accepted"
    return str(problem)


def first(found):
    found = list(found)
    assert found, "no random game of the corpus has this situation"
    return found[0]


def has(*names):
    return lambda trick, rnd: all(name in trick["cards"] for name in names)


def lacks(*names):
    return lambda trick, rnd: not any(name in trick["cards"] for name in names)


def both(*tests):
    return lambda trick, rnd: all(t(trick, rnd) for t in tests)


def other_seat(seat: int, doc: dict) -> int:
    return (seat + 1) % len(doc["players"])


# ---------------------------------------------------------- Dragon and Fairy
def test_the_dragon_takes_the_trick():
    doc, r_i, t_i = first(tricks_where(both(has("DRAGON"), lacks("FAIRY", "BOMB"))))

    def change(rnd, trick):
        trick["winner"] = other_seat(trick["winner"], doc)

    assert "the Dragon beats every card" in broken(doc, r_i, t_i, change)


def test_the_fairy_beats_the_dragon():
    doc, r_i, t_i = first(tricks_where(both(has("DRAGON", "FAIRY"), lacks("BOMB"))))

    def change(rnd, trick):  # as if the Dragon had won
        n = len(trick["cards"])
        trick["winner"] = (trick["leader"] + trick["cards"].index("DRAGON")) % n

    assert "the Fairy beats the Dragon" in broken(doc, r_i, t_i, change)


def test_the_fairy_wins_nothing_else():
    def fairy_could_win(trick, rnd):  # no Dragon, no Bomb, the Fairy not the winner
        return has("FAIRY")(trick, rnd) and lacks("DRAGON", "BOMB")(trick, rnd)

    doc, r_i, t_i = first(tricks_where(fairy_could_win))

    def change(rnd, trick):
        n = len(trick["cards"])
        trick["winner"] = (trick["leader"] + trick["cards"].index("FAIRY")) % n

    assert re.search(r"winner is \d, but seat \d took it", broken(doc, r_i, t_i, change))


# ---------------------------------------------------------------------- Bomb
def test_a_trick_with_the_bomb_goes_to_nobody():
    doc, r_i, t_i = first(tricks_where(has("BOMB")))

    def change(rnd, trick):
        trick["winner"] = trick.pop("next_leader")
        rnd["won"][trick["winner"]] += 1

    assert "the Bomb is in the trick: nobody takes it" in broken(doc, r_i, t_i, change)


def test_the_bomb_trick_is_led_on_by_who_would_have_won_it():
    doc, r_i, t_i = first(tricks_where(has("BOMB")))

    def change(rnd, trick):
        trick["next_leader"] = other_seat(trick["next_leader"], doc)

    message = broken(doc, r_i, t_i, change)
    assert "with the Bomb left out seat" in message and "leads next" in message


def test_only_a_bomb_trick_names_a_next_leader():
    doc, r_i, t_i = first(tricks_where(lacks("BOMB")))

    def change(rnd, trick):
        trick["next_leader"] = trick["winner"]

    assert "next_leader is only for a trick with the Bomb" in broken(doc, r_i, t_i, change)


def test_a_bomb_trick_counts_for_no_bid():
    doc, r_i, t_i = first(tricks_where(has("BOMB")))

    def change(rnd, trick):
        rnd["won"][trick["next_leader"]] += 1

    assert "won is" in broken(doc, r_i, t_i, change)


# ------------------------------------------------------------------ Werewolf
def _werewolf_round(rnd):
    return "werewolf" in rnd


def test_the_werewolf_holder_swaps_with_the_turned_card():
    doc, r_i = first(rounds_where(_werewolf_round))

    def change(rnd, _trick):
        rnd["werewolf"] = other_seat(rnd["werewolf"], doc)

    assert "was dealt the Werewolf: it takes the turned card" in broken(doc, r_i, None, change)


def test_the_werewolf_swap_is_compulsory():
    doc, r_i = first(rounds_where(_werewolf_round))

    def change(rnd, _trick):
        del rnd["werewolf"]

    assert "was dealt the Werewolf" in broken(doc, r_i, None, change)


def test_no_swap_without_a_dealt_werewolf():
    doc, r_i = first(rounds_where(lambda rnd: not _werewolf_round(rnd)))

    def change(rnd, _trick):
        rnd["werewolf"] = 0

    assert "no seat was dealt the Werewolf" in broken(doc, r_i, None, change)


def test_the_werewolf_holder_names_a_suit_or_no_trump():
    doc, r_i = first(rounds_where(_werewolf_round))

    def change(rnd, _trick):
        rnd["trump"] = "wizard"

    assert "the Werewolf's holder names a suit" in broken(doc, r_i, None, change)


def test_the_werewolf_is_never_played():
    """The holder plays the Werewolf where it played the card it took: refused."""

    def holder_plays_turned(trick, rnd):
        return "werewolf" in rnd and rnd["turned"] in trick["cards"]

    doc, r_i, t_i = first(tricks_where(holder_plays_turned))

    def change(rnd, trick):
        trick["cards"][trick["cards"].index(rnd["turned"])] = "WEREWOLF"

    assert "the Werewolf is never played" in broken(doc, r_i, t_i, change)


# ------------------------------------------------------ Juggler and Cloud
@pytest.mark.parametrize("card", ["JUGGLER", "CLOUD"])
def test_juggler_and_cloud_are_played_in_a_named_suit(card):
    doc, r_i, t_i = first(tricks_where(has(card)))

    def change(rnd, trick):
        trick["named"][trick["cards"].index(card)] = None

    title = card.capitalize()
    assert f"the {title} is played in a suit its player names" in broken(doc, r_i, t_i, change)


def test_a_trick_names_only_the_cards_that_need_it():
    doc, r_i, t_i = first(tricks_where(lacks("JUGGLER", "CLOUD", "SHAPESHIFTER")))

    def change(rnd, trick):
        trick["named"] = [None] * len(trick["cards"])

    assert "named is only for a trick with the Juggler" in broken(doc, r_i, t_i, change)


@pytest.mark.parametrize("card", ["JUGGLER", "CLOUD"])
def test_the_named_suit_is_the_suit_to_follow(card):
    """Naming another suit for a Juggler or Cloud that led the suits: a later player who
    holds that suit and played something else no longer follows."""
    messages = []
    for doc, r_i, t_i in tricks_where(has(card)):
        trick = doc["rounds"][r_i]["tricks"][t_i]
        k = trick["cards"].index(card)
        if any(SUIT_OF[Card[c]] < 4 for c in trick["cards"][:k]):
            continue  # a suit card led before it: its named suit sets nothing
        for suit in SUITS:
            if suit == trick["named"][k]:
                continue

            def change(rnd, trick, k=k, suit=suit):
                trick["named"][k] = suit

            doc2 = copy.deepcopy(doc)
            change(None, doc2["rounds"][r_i]["tricks"][t_i])
            problem = check_transcript(doc2)
            if problem is not None and "does not follow" in problem.reason:
                messages.append(str(problem))
    assert any(f"(the {card.capitalize()} named it)" in m for m in messages), messages[:3]


@pytest.mark.parametrize("bomb", [False, True], ids=["", "with-the-bomb"])
def test_every_seat_passes_a_card_left_after_the_juggler(bomb):
    """A Bomb in the Juggler's trick does not stop the passing."""
    def passing(trick, rnd):
        return "passed" in trick and ("BOMB" in trick["cards"]) == bomb

    doc, r_i, t_i = first(tricks_where(passing))

    def change(rnd, trick):
        del trick["passed"]

    assert "every seat passes a card to its left" in broken(doc, r_i, t_i, change)


def test_a_passed_card_comes_from_the_passer_hand():
    doc, r_i, t_i = first(tricks_where(lambda t, r: "passed" in t))

    def change(rnd, trick):  # each seat passes its neighbour's choice instead
        trick["passed"] = trick["passed"][1:] + trick["passed"][:1]

    assert "is passed after the Juggler's trick, but it is not in the seat's hand" in broken(
        doc, r_i, t_i, change
    )


def test_the_passed_cards_change_hands_to_the_left():
    """Passed cards the receivers later play: passing to the right instead would leave
    those cards with the wrong players."""

    def right_instead(trick, rnd):
        return "passed" in trick

    found = []
    for doc, r_i, t_i in tricks_where(right_instead):
        rnd = doc["rounds"][r_i]
        later = [c for t in rnd["tricks"][t_i + 1 :] for c in t["cards"]]
        if any(c in later for c in rnd["tricks"][t_i]["passed"]):
            found.append((doc, r_i, t_i))
    doc, r_i, t_i = first(found)

    def change(rnd, trick):  # what each seat passed, as if it had gone to the right
        n = len(trick["passed"])
        given = trick["passed"]
        trick["passed"] = [given[(s + 2) % n] for s in range(n)]

    assert broken(doc, r_i, t_i, change)


def _last_juggler(trick, rnd):
    return "JUGGLER" in trick["cards"] and trick is rnd["tricks"][-1]


@pytest.mark.parametrize("where", [_last_juggler, lacks("JUGGLER")], ids=["last", "no-juggler"])
def test_no_passing_after_a_trick_without_the_juggler_or_after_the_last(where):
    doc, r_i, t_i = first(tricks_where(where))

    def change(rnd, trick):
        trick["passed"] = [h[0] for h in rnd["hands"]]

    assert "cards are passed only after a trick with the Juggler that is not the round's last" in (
        broken(doc, r_i, t_i, change)
    )


def _cloud_won(trick, rnd):
    return "bid_change" in trick


def test_the_cloud_winner_must_change_their_bid():
    doc, r_i, t_i = first(tricks_where(_cloud_won))

    def change(rnd, trick):
        del trick["bid_change"]

    assert "took the Cloud's trick, so it changes its bid by one" in broken(
        doc, r_i, t_i, change
    )


def test_only_the_cloud_winner_changes_their_bid():
    doc, r_i, t_i = first(tricks_where(_cloud_won))

    def change(rnd, trick):
        trick["bid_change"]["seat"] = other_seat(trick["bid_change"]["seat"], doc)

    assert "took the Cloud's trick and changes its bid" in broken(doc, r_i, t_i, change)


def test_the_cloud_changes_a_bid_by_one():
    doc, r_i, t_i = first(tricks_where(_cloud_won))

    def change(rnd, trick):
        bc = trick["bid_change"]
        bc["new"] = bc["old"] + 2 * (bc["new"] - bc["old"])

    assert "the Cloud changes a bid by one, up or down" in broken(doc, r_i, t_i, change)


def test_a_bid_of_zero_can_only_go_up():
    def from_zero(trick, rnd):
        return _cloud_won(trick, rnd) and trick["bid_change"]["old"] == 0

    doc, r_i, t_i = first(tricks_where(from_zero))

    def change(rnd, trick):
        trick["bid_change"]["new"] = -1

    assert "it can only go up" in broken(doc, r_i, t_i, change)


def test_a_bid_of_every_trick_can_only_go_down():
    doc, r_i, t_i = first(tricks_where(_cloud_won))

    def change(rnd, trick):  # as if the seat had bid every trick and gone higher
        bc = trick["bid_change"]
        number = rnd["number"]
        rnd["bids"][bc["seat"]] = number
        bc["old"], bc["new"] = number, number + 1

    assert "it can only go down" in broken(doc, r_i, t_i, change)


def test_the_round_is_scored_against_the_changed_bid():
    doc, r_i, t_i = first(tricks_where(_cloud_won))

    def change(rnd, trick):  # the points as if the bid had not changed
        bc = trick["bid_change"]
        won = rnd["won"][bc["seat"]]
        old_points = 20 + 10 * won if won == bc["old"] else -10 * abs(won - bc["old"])
        delta = old_points - rnd["points"][bc["seat"]]
        rnd["points"][bc["seat"]] = old_points
        rnd["totals"][bc["seat"]] += delta

    assert "points are" in broken(doc, r_i, t_i, change)


def test_a_bomb_stops_the_cloud_bid_change():
    doc, r_i, t_i = first(tricks_where(has("CLOUD", "BOMB")))

    def change(rnd, trick):
        seat = trick["next_leader"]
        bid = rnd["bids"][seat]
        trick["bid_change"] = {"seat": seat, "old": bid, "new": bid + (1 if bid == 0 else -1)}

    assert "with the Bomb in it nobody does" in broken(doc, r_i, t_i, change)


# ---------------------------------------------------------------- Shapeshifter
def test_the_shapeshifter_is_played_as_a_wizard_or_a_jester():
    doc, r_i, t_i = first(tricks_where(has("SHAPESHIFTER")))

    def change(rnd, trick):
        trick["named"][trick["cards"].index("SHAPESHIFTER")] = "H"

    assert "the Shapeshifter is played as a Wizard or a Jester" in broken(doc, r_i, t_i, change)


def test_the_shapeshifter_as_a_wizard_wins_as_the_first_wizard():
    def first_wizard(trick, rnd):
        if not has("SHAPESHIFTER")(trick, rnd) or not lacks("DRAGON", "BOMB")(trick, rnd):
            return False
        k = trick["cards"].index("SHAPESHIFTER")
        earlier = trick["cards"][:k]
        return trick["named"][k] == "wizard" and not any(c.startswith("W") for c in earlier)

    doc, r_i, t_i = first(tricks_where(first_wizard))

    def change(rnd, trick):
        trick["winner"] = other_seat(trick["winner"], doc)

    assert "the first Wizard takes it (the Shapeshifter played as a Wizard)" in broken(
        doc, r_i, t_i, change
    )


def test_the_shapeshifter_as_a_jester_is_a_jester():
    """Calling a Shapeshifter named Jester a Wizard gives the trick to someone else."""

    def jester_lost(trick, rnd):
        if not has("SHAPESHIFTER")(trick, rnd) or not lacks("DRAGON", "BOMB")(trick, rnd):
            return False
        k = trick["cards"].index("SHAPESHIFTER")
        n = len(trick["cards"])
        return trick["named"][k] == "jester" and trick["winner"] != (trick["leader"] + k) % n and (
            not any(c.startswith("W") for c in trick["cards"][:k])
        )

    doc, r_i, t_i = first(tricks_where(jester_lost))

    def change(rnd, trick):
        trick["named"][trick["cards"].index("SHAPESHIFTER")] = "wizard"

    assert re.search(r"winner is \d, but seat \d took it: the first Wizard", broken(
        doc, r_i, t_i, change
    ))


# ------------------------------------------------------- the turned card
@pytest.mark.parametrize("card", ["DRAGON", "CLOUD", "SHAPESHIFTER", "WEREWOLF"])
def test_a_turned_card_that_lets_the_dealer_choose(card):
    doc, r_i = first(rounds_where(lambda rnd: rnd["turned"] == card and "werewolf" not in rnd))

    def change(rnd, _trick):
        rnd["trump"] = None

    name = card.capitalize()
    assert f"the {name} was turned, so the dealer must choose a trump suit" in broken(
        doc, r_i, None, change
    )


@pytest.mark.parametrize("card", ["FAIRY", "BOMB", "JUGGLER"])
def test_a_turned_card_that_means_no_trump(card):
    doc, r_i = first(rounds_where(lambda rnd: rnd["turned"] == card and "werewolf" not in rnd))

    def change(rnd, _trick):
        rnd["trump"] = "H"

    assert f"the {card.capitalize()} was turned: there is no trump" in broken(
        doc, r_i, None, change
    )


def test_every_round_turns_a_card_the_last_one_too():
    doc = first(d for d in corpus() if d["complete"])
    r_i = len(doc["rounds"]) - 1

    def change(rnd, _trick):
        rnd["turned"] = None

    assert "a card is turned up in every round, the last one too" in broken(
        doc, r_i, None, change
    )


# ------------------------------------------------------------- following
def test_a_special_card_may_be_played_instead_of_following():
    """The corpus holds special cards played by seats that held the suit to follow."""
    found = 0
    for doc, r_i, t_i in tricks_where(lambda t, r: True):
        trick = doc["rounds"][r_i]["tricks"][t_i]
        led = next((c[0] for c in trick["cards"] if SUIT_OF[Card[c]] < 4), None)
        found += led is not None and any(Card[c].is_special for c in trick["cards"][1:])
    assert found


def test_a_suit_card_must_follow_in_a_round_with_special_cards():
    """Swap a followed card for another suit's card of the same hand: the seat then
    holds the suit to follow and plays another."""
    for doc, r_i, t_i in tricks_where(lambda t, r: not any("passed" in x for x in r["tricks"])):
        rnd = doc["rounds"][r_i]
        trick = rnd["tricks"][t_i]
        n = len(trick["cards"])
        lead = next((c for c in trick["cards"] if SUIT_OF[Card[c]] < 4), None)
        if lead is None or any(Card[c].is_special or c[0] == "W" for c in trick["cards"]):
            continue
        for k, card in enumerate(trick["cards"]):
            seat = (trick["leader"] + k) % n
            if k == 0 or card[0] != lead[0] or card == lead:
                continue
            later = [c for t in rnd["tricks"][t_i + 1 :] for c in t["cards"]]
            other = next((c for c in later if c in rnd["hands"][seat] and c[0] in SUITS
                          and c[0] != lead[0]), None)
            if other is None:
                continue

            def change(rnd, trick, card=card, other=other):
                for t in rnd["tricks"]:
                    t["cards"] = [other if c == card else card if c == other else c
                                  for c in t["cards"]]

            assert f"{other} does not follow the led suit {lead[0]}" in broken(
                doc, r_i, t_i, change
            )
            return
    pytest.fail("no trick of the corpus to swap a followed card in")


# ------------------------------------------------------------ the cards chosen
def test_a_special_card_the_rules_do_not_choose():
    doc = first(d for d in corpus() if "SHAPESHIFTER" in str(d["rounds"]))
    doc = copy.deepcopy(doc)
    doc["rules"]["special_cards"] = "20"
    assert "SHAPESHIFTER is not among this game's special cards (20)" in str(
        check_transcript(doc)
    )


@pytest.mark.parametrize(
    ("value", "words"),
    [
        ("dragon", "played only together with the Fairy"),
        ("Bomb", "lower-case card names joined by +"),
        ("bomb+bomb", "names a card twice"),
        (25, "not none, 20, 25"),
    ],
)
def test_the_rules_name_a_playable_set_of_special_cards(value, words):
    doc = copy.deepcopy(corpus()[0])
    doc["rules"]["special_cards"] = value
    assert words in str(check_transcript(doc))


# Random damage anywhere in a special game: the checker answers, it never crashes.
_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-3, 70)
    | st.text(max_size=5)
    | st.sampled_from(["H14", "W1", "J4", "S", "wizard", "DRAGON", "BOMB", "WEREWOLF", "25"]),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=8,
)


@settings(deadline=None, max_examples=150, database=None)
@given(data=st.data())
def test_the_checker_never_crashes_on_a_damaged_special_game(data):
    doc = damaged(corpus()[data.draw(st.integers(0, 7))], data, _VALUES)
    problem = check_transcript(doc)
    assert problem is None or str(problem)


@pytest.mark.parametrize("value", [[], {}, ["H"], 1.5, True])
@pytest.mark.parametrize("where", ["trump", "named", "werewolf", "passed", "bid_change"])
def test_odd_values_in_the_special_keys_are_problems(where, value):
    doc = copy.deepcopy(first(d for d in corpus() if "bid_change" in str(d)))
    for rnd in doc["rounds"]:
        for trick in rnd["tricks"]:
            if where in trick:
                if where == "named":
                    trick[where][0] = value
                else:
                    trick[where] = value
        if where in ("trump", "werewolf"):
            rnd[where] = value
    assert check_transcript(doc) is not None


def test_plus_minus_one_does_not_hold_the_cloud_change():
    """Under plus/minus one the bids as made never add up to the cards dealt; after the
    Cloud's change they may, and the game is still sound."""
    for seed in range(40):
        doc = random_transcript(Rules(4, special="cloud", plus_minus_one=True), seed)
        for rnd in doc["rounds"]:
            bids = list(rnd["bids"])
            assert sum(bids) != rnd["number"]
            for trick in rnd["tricks"]:
                if "bid_change" in trick:
                    bids[trick["bid_change"]["seat"]] = trick["bid_change"]["new"]
            if sum(bids) == rnd["number"]:
                assert check_transcript(doc) is None
                return
    pytest.fail("no game where the Cloud made the bids add up")


def test_a_special_card_in_a_60_card_game_says_what_is_missing():
    doc = copy.deepcopy(first(d for d in corpus() if "DRAGON" in str(d["rounds"])))
    del doc["rules"]["special_cards"]
    assert "is a special card, but the rules choose none" in str(check_transcript(doc))
