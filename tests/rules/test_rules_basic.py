"""One test per rule of the rule book the engine implements (the in-game Rules screen
tells the same rules), and every worked example at the rule book's end."""

from __future__ import annotations

import random

import pytest

from ai.base import RandomPlayer
from game.rules import (
    CARDS,
    Card,
    ChooseTrump,
    ConfigError,
    Phase,
    Play,
    Rules,
    Suit,
    core,
    new_game,
    rules_problem,
    seat_view,
    start_from_decks,
)
from game.sim import play_game
from tests.rules_support import (
    ALL_RULES,
    bid_all,
    c,
    cards,
    make_decks,
    play_random,
    run,
    start,
    start_round,
)

# The European deck's colours, mapped onto the transcript suits for the examples.
BLUE, RED = "S", "H"


def colour(col: str, number: int) -> str:
    """A European-style card 'blue 5' (numbers 1..13) as a transcript string."""
    return f"{col}{number + 1}"


# ------------------------------------------------------------------- deck
def test_deck_has_60_distinct_cards():
    assert len(CARDS) == 60
    assert len({str(x) for x in CARDS}) == 60
    suit_cards = [x for x in CARDS if x.suit is not None]
    assert len(suit_cards) == 52
    for s in Suit:
        assert sorted(x.rank for x in suit_cards if x.suit == s) == list(range(2, 15))
    wizards = [x for x in CARDS if x.is_wizard]
    jesters = [x for x in CARDS if x.is_jester]
    assert [str(x) for x in wizards] == ["W1", "W2", "W3", "W4"]
    assert [str(x) for x in jesters] == ["J1", "J2", "J3", "J4"]
    for x in wizards + jesters:
        assert x.suit is None and x.rank is None
    assert not any(x.is_wizard and x.is_jester for x in CARDS)


def test_wizard_beats_ace_of_trump_and_jester_loses_to_two():
    assert core.trick_winner_index(cards("S14 W4"), Suit.S) == 1
    assert core.trick_winner_index(cards("J1 C2"), Suit.S) == 1
    assert core.trick_winner_index(cards("C2 J1"), None) == 0


# ------------------------------------------------------ players and rounds
@pytest.mark.parametrize(("players", "rounds"), [(3, 20), (4, 15), (5, 12), (6, 10)])
def test_rounds_are_60_over_players(players, rounds):
    rules = Rules(players=players)
    assert rules.rounds == rounds == core.rounds_for(players)
    state, _ = play_random(new_game(rules, seed=players)[0], random.Random(1))
    assert [rec.number for rec in state.history] == list(range(1, rounds + 1))


@pytest.mark.parametrize("players", [-1, 0, 1, 2, 7, 10])
def test_only_3_to_6_players(players):
    with pytest.raises(ConfigError) as err:
        Rules(players=players)
    assert "3 to 6" in str(err.value)
    problem = rules_problem(players, False, False, False)
    assert type(problem) is type(err.value) and str(problem) == str(err.value)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_round_r_deals_r_cards_from_the_prepared_deck(players):
    rules = Rules(players=players)
    decks = make_decks(rules, seed=players)
    state, events = start_from_decks(rules, decks, 0)
    rng = random.Random(players)
    while True:
        r, deck = state.round, decks[state.round - 1]
        for s in range(players):
            assert sorted(state.hand(s)) == sorted(deck[s * r : (s + 1) * r])
            assert len(state.hand(s)) == r
        assert state.turned == (deck[r * players] if r * players < 60 else None)
        state, _ = play_random(state, rng, until=lambda s: s.phase == Phase.ROUND_OVER)
        if state.phase == Phase.GAME_OVER:
            break
        state, _ = run(state, "next")
        assert state.round == r + 1


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_last_round_deals_the_whole_deck_and_has_no_trump(players):
    rules = Rules(players=players)
    state, _ = new_game(rules, seed=11)
    state, _ = play_random(state, random.Random(2), until=lambda s: s.round == rules.rounds)
    assert state.round == rules.rounds
    dealt = [x for s in range(players) for x in state.hand(s)]
    assert sorted(dealt) == list(CARDS)
    assert state.turned is None and state.trump is None
    assert state.phase == Phase.BID


def test_first_dealer_by_chance_from_the_seeded_rng():
    dealers = {new_game(Rules(players=5), seed=s)[0].dealer for s in range(60)}
    assert dealers == set(range(5))
    a, b = new_game(Rules(), seed=123)[0], new_game(Rules(), seed=123)[0]
    assert a.dealer == b.dealer and a.decks == b.decks
    c1 = new_game(Rules(), rng=random.Random(123))[0]
    assert c1.decks == a.decks and c1.dealer == a.dealer


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_dealer_moves_one_seat_left_each_round(players):
    for first in range(players):
        rules = Rules(players=players)
        state, _ = start(rules, first_dealer=first, seed=first)
        assert state.dealer == first
        state, _ = play_random(state, random.Random(first))
        assert [rec.dealer for rec in state.history] == [
            (first + i) % players for i in range(rules.rounds)
        ]


# ------------------------------------------------------------------ trump
def test_turned_suit_card_sets_trump():
    for suit in "CDHS":
        state, events = start(Rules(players=3), {1: (["C2", "C3", "C4"], f"{suit}9")})
        assert state.turned == c(f"{suit}9")
        assert state.trump == Suit[suit]
        assert state.phase == Phase.BID


def test_turned_jester_means_no_trump():
    state, _ = start(Rules(players=3), {1: (["C2", "C3", "C4"], "J3")})
    assert state.turned == c("J3") and state.trump is None
    assert state.phase == Phase.BID
    # Without trump the led suit wins over any other suit.
    state = bid_all(state, {0: 0, 1: 0, 2: 0})
    state, _ = run(state, "play C3", "play C4", "play C2")
    assert state.history[0].tricks[0].winner == 2


@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_turned_wizard_dealer_chooses_before_any_bid(dealer):
    rules = Rules(players=4)
    state, _ = start(rules, {1: (["C2", "C3", "C4", "C5"], "W2")}, first_dealer=dealer)
    assert state.phase == Phase.CHOOSE_TRUMP
    assert state.to_move == dealer
    assert state.trump is None
    assert state.bids == [None] * 4
    assert state.legal_actions() == [ChooseTrump(s) for s in Suit]
    assert seat_view(state, dealer).legal == tuple(ChooseTrump(s) for s in Suit)
    for other in range(4):
        if other != dealer:
            assert seat_view(state, other).legal == ()
    state, _ = state.apply(ChooseTrump(Suit.D))
    assert state.trump == Suit.D and state.turned == c("W2")
    assert state.phase == Phase.BID
    assert state.to_move == (dealer + 1) % 4


def test_dealer_chooses_trump_in_a_later_round_too():
    state = start_round(Rules(players=3), 3, ["C2 C3 C4", "D2 D3 D4", "H2 H3 H4"], "W4", 1)
    assert state.phase == Phase.CHOOSE_TRUMP and state.to_move == 1
    state, _ = run(state, "trump H")
    assert state.trump == Suit.H and state.to_move == 2


@pytest.mark.parametrize("rules", ALL_RULES, ids=str)
def test_last_round_has_no_trump(rules):
    state, _ = play_random(new_game(rules, seed=5)[0], random.Random(5))
    last = state.history[-1]
    assert last.number == rules.rounds
    assert last.turned is None and last.trump is None
    assert all(rec.turned is not None for rec in state.history[:-1])


# ---------------------------------------------------------------- bidding
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_bidding_starts_left_of_dealer_dealer_last(players):
    for dealer in range(players):
        state, _ = start(Rules(players=players), first_dealer=dealer, seed=dealer)
        if state.phase == Phase.CHOOSE_TRUMP:
            state, _ = run(state, "trump C")
        order = []
        while state.phase == Phase.BID:
            order.append(state.to_move)
            state, _ = run(state, "bid 0")
        expected = [(dealer + 1 + i) % players for i in range(players)]
        assert order == expected == list(state.bid_order)
        assert order[-1] == dealer


def test_each_bid_is_0_to_r_and_public_at_once():
    hands = ["C2 C3 C4 C5 C6", "D2 D3 D4 D5 D6", "H2 H3 H4 H5 H6", "S2 S3 S4 S5 S6"]
    state = start_round(Rules(players=4), 5, hands, "C7", 0)
    assert state.legal_bids() == [0, 1, 2, 3, 4, 5]
    state, _ = run(state, "bid 5")
    for seat in range(4):
        assert seat_view(state, seat).bids == (None, 5, None, None)


def test_bids_need_not_add_up_to_r():
    # Standard rule: the dealer may bid anything, also what makes the sum equal r.
    state = start_round(Rules(players=3), 2, ["C2 C3", "D2 D3", "H2 H3"], "S9", 2)
    state, _ = run(state, "bid 1", "bid 0")
    assert state.to_move == 2
    assert state.legal_bids() == [0, 1, 2]
    state, _ = run(state, "bid 1")
    assert state.phase == Phase.PLAY and sum(state.bids) == 2


# ---------------------------------------------------------- playing tricks
def test_first_lead_left_of_dealer_and_winner_leads_next():
    state = start_round(Rules(players=3), 2, ["C2 D14", "C3 D2", "C14 D3"], "S2", 1)
    state = bid_all(state, {0: 0, 1: 0, 2: 0})
    assert state.phase == Phase.PLAY and state.to_move == 2 == state.trick_leader
    state, _ = run(state, "play C14", "play C2", "play C3")
    assert state.tricks[0].winner == 2 and state.to_move == 2
    state, _ = run(state, "play D3", "play D14", "play D2")
    assert state.history[-1].tricks[1].leader == 2
    assert state.history[-1].tricks[1].winner == 0


def test_winner_other_than_leader_leads_next():
    state = start_round(Rules(players=3), 2, ["C2 D3", "C14 D2", "C3 D14"], "S2", 2)
    state = bid_all(state, {0: 0, 1: 0, 2: 0})
    state, _ = run(state, "play C2", "play C14", "play C3")
    assert state.tricks[0].winner == 1 and state.to_move == 1 == state.trick_leader


def test_must_follow_led_suit_or_play_wizard_or_jester():
    state = start_round(Rules(players=3), 3, ["H5 C2 D2", "H9 S9 W1", "C9 J1 H2"], "D9", 2)
    state = bid_all(state, {0: 0, 1: 0, 2: 0})
    state, _ = run(state, "play H5")
    assert set(state.legal_cards()) == {c("H9"), c("W1")}
    state, _ = run(state, "play W1")
    assert set(state.legal_cards()) == {c("H2"), c("J1")}


def test_void_in_led_suit_may_play_anything():
    state = start_round(Rules(players=3), 3, ["H5 C2 D2", "C9 S9 D9", "C3 J1 W1"], "S2", 2)
    state = bid_all(state, {0: 0, 1: 0, 2: 0})
    state, _ = run(state, "play H5")
    assert set(state.legal_cards()) == set(cards("C9 S9 D9"))
    state, _ = run(state, "play S9")  # a trump, allowed: void in hearts
    assert set(state.legal_cards()) == set(cards("C3 J1 W1"))
    state, _ = run(state, "play C3")
    assert state.tricks[0].winner == 1


def test_led_suit_does_not_change_within_a_trick():
    # Hearts led; seat 1 is void and discards a spade; seat 2 must still follow hearts.
    state = start_round(Rules(players=3), 2, ["H5 D2", "S9 D3", "H2 S14"], "C2", 2)
    state = bid_all(state, {0: 0, 1: 0, 2: 0})
    state, _ = run(state, "play H5", "play S9")
    assert state.legal_cards() == [c("H2")]
    assert core.led_suit(cards("H5 S9")) == Suit.H
    assert core.led_suit(cards("J1 J2 D4 C9")) == Suit.D
    assert core.led_suit(cards("H5 W1 C2")) == Suit.H  # a Wizard after a suit card frees nothing


def test_led_suit_open_after_jesters_only():
    assert core.led_suit(cards("J1 J2")) == core.NO_SUIT
    assert core.legal_mask(1 << c("C2") | 1 << c("H3"), core.NO_SUIT) == (
        1 << c("C2") | 1 << c("H3")
    )
    assert core.led_suit(cards("J1 W2 H3")) == core.FREE


def test_winner_first_wizard():
    assert core.trick_winner_index(cards("H5 W2 W1 S14"), Suit.S) == 1
    assert core.trick_winner_index(cards("J1 W3 W4"), None) == 1


def test_winner_highest_trump():
    assert core.trick_winner_index(cards("H14 S2 H13 S3"), Suit.S) == 3
    assert core.trick_winner_index(cards("H14 S2 J1"), Suit.S) == 1


def test_winner_highest_of_led_suit():
    assert core.trick_winner_index(cards("H5 H14 C14 H9"), Suit.S) == 1
    assert core.trick_winner_index(cards("H5 D14 C14"), None) == 0
    assert core.trick_winner_index(cards("J1 D3 D14 C14"), Suit.S) == 2


def test_winner_all_jesters_first_jester():
    for n in (3, 4):
        assert core.trick_winner_index(cards("J3 J1 J4 J2")[:n], None) == 0
        assert core.trick_winner_index(cards("J3 J1 J4 J2")[:n], Suit.S) == 0
    # At the table: all Jesters, the leader (seat 1) takes the trick.
    state = start_round(Rules(players=3), 1, ["J1", "J2", "J3"], "C2", 0)
    state = bid_all(state, {0: 0, 1: 0, 2: 0})
    state, _ = run(state, "play J2", "play J3", "play J1")
    assert state.history[0].tricks[0].winner == 1


def test_jesters_then_one_suit_card_wins():
    assert core.trick_winner_index(cards("J1 J2 C2"), Suit.S) == 2


# ---------------------------------------------------------------- scoring
def test_score_formula():
    for bid in range(21):
        for won in range(21):
            expected = 20 + 10 * won if bid == won else -10 * abs(bid - won)
            assert core.score(bid, won) == expected


def test_scoring_at_the_table_and_running_totals():
    state = start_round(Rules(players=3), 2, ["C14 C13", "D2 D3", "H2 H3"], "C2", 2)
    before = list(state.totals)
    state = bid_all(state, {0: 2, 1: 1, 2: 0})
    state, _ = run(state, "play C14", "play D2", "play H2", "play C13", "play D3", "play H3")
    rec = state.history[-1]
    assert rec.won == (2, 0, 0)
    assert rec.points == (40, -10, 20)
    assert list(rec.totals) == [b + p for b, p in zip(before, rec.points, strict=True)]
    assert state.totals == list(rec.totals)


# ------------------------------------------------------------- end of game
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_game_ends_after_last_round_with_highest_total_winning(players):
    rules = Rules(players=players)
    state, events = play_random(new_game(rules, seed=99)[0], random.Random(99))
    assert state.phase == Phase.GAME_OVER and state.is_over
    assert state.legal_actions() == [] and state.to_move is None
    assert len(state.history) == rules.rounds
    best = max(state.totals)
    assert state.winners() == [s for s in range(players) if state.totals[s] == best]
    assert events[-1].winners == tuple(state.winners())


def test_equal_highest_totals_share_the_win_and_totals_may_be_negative():
    assert core.winners([50, 70, 70, -10]) == [1, 2]
    assert core.winners([-10, -30, -10]) == [0, 2]
    assert core.winners([0, 0, 0]) == [0, 1, 2]
    # Find a real shared win among seeded games.
    for seed in range(400):
        rules = Rules(players=6)
        state = play_game(rules, [RandomPlayer(seed * 10 + i) for i in range(6)], seed)
        if len(state.winners()) > 1:
            best = max(state.totals)
            assert state.winners() == [s for s, t in enumerate(state.totals) if t == best]
            break
    else:
        pytest.fail("no shared win in 400 seeded games")


# ---------------------------------------------------------- plus/minus one
def test_plus_minus_one_dealer_may_not_make_the_sum_equal_r():
    rules = Rules(players=4, plus_minus_one=True)
    state = start_round(rules, 3, ["C2 C3 C4", "D2 D3 D4", "H2 H3 H4", "S2 S3 S4"], "C9", 3)
    state, _ = run(state, "bid 1", "bid 0", "bid 1")
    assert state.to_move == 3 == state.dealer
    assert state.legal_bids() == [0, 2, 3]
    assert state.forbidden_bid() == 1


def test_plus_minus_one_others_are_unrestricted():
    rules = Rules(players=4, plus_minus_one=True)
    state = start_round(rules, 3, ["C2 C3 C4", "D2 D3 D4", "H2 H3 H4", "S2 S3 S4"], "C9", 3)
    assert state.legal_bids() == [0, 1, 2, 3]
    state, _ = run(state, "bid 3")  # already makes the sum 3: allowed, not the last bidder
    assert state.legal_bids() == [0, 1, 2, 3]
    state, _ = run(state, "bid 0")
    assert state.legal_bids() == [0, 1, 2, 3]
    state, _ = run(state, "bid 0")
    # The dealer: 3 + 0 + 0 + 0 == 3 is forbidden.
    assert state.legal_bids() == [1, 2, 3]


def test_plus_minus_one_no_restriction_when_sum_already_exceeds_r():
    rules = Rules(players=3, plus_minus_one=True)
    state = start_round(rules, 2, ["C2 C3", "D2 D3", "H2 H3"], "S9", 2)
    state, _ = run(state, "bid 2", "bid 1")
    assert state.legal_bids() == [0, 1, 2]


def test_plus_minus_one_first_round():
    rules = Rules(players=3, plus_minus_one=True)
    state, _ = start(rules, {1: (["C2", "C3", "C4"], "S9")}, first_dealer=0)
    state, _ = run(state, "bid 0", "bid 0")
    assert state.legal_bids() == [0]
    # Without the variant, anything goes.
    state, _ = start(Rules(players=3), {1: (["C2", "C3", "C4"], "S9")}, first_dealer=0)
    state, _ = run(state, "bid 0", "bid 0")
    assert state.legal_bids() == [0, 1]


def test_plus_minus_one_applies_in_every_round_of_a_game():
    rules = Rules(players=4, plus_minus_one=True)
    state, _ = play_random(new_game(rules, seed=3)[0], random.Random(3))
    for rec in state.history:
        assert sum(rec.bids) != rec.number


# ------------------------------------------------------------- hidden bids
def test_hidden_bids_hidden_in_views_until_all_made():
    rules = Rules(players=4, hidden_bids=True)
    state = start_round(rules, 2, ["C2 C3", "D2 D3", "H2 H3", "S2 S3"], "C9", 0)
    state, events = run(state, "bid 1", "bid 2")
    for seat in range(4):
        v = seat_view(state, seat)
        expected = [None] * 4
        expected[seat] = state.bids[seat]
        assert list(v.bids) == expected
    assert all(e.hidden for e in events)
    state, events = run(state, "bid 0", "bid 2")
    assert type(events[-1]).__name__ == "BidsRevealed"
    assert events[-1].bids == (2, 1, 2, 0)
    for seat in range(4):
        assert seat_view(state, seat).bids == (2, 1, 2, 0)


def test_hidden_bids_with_plus_minus_one_is_refused():
    with pytest.raises(ConfigError) as err:
        Rules(players=4, plus_minus_one=True, hidden_bids=True)
    message = str(err.value)
    assert "Hidden bids" in message and "plus/minus-one" in message
    assert message.endswith(".")
    assert str(rules_problem(4, True, True, False)) == message
    assert str(rules_problem(4, True, True, True)) == message
    assert rules_problem(4, True, False, True) is None
    assert rules_problem(4, False, True, True) is None


# ------------------------------------------------------ blind first round
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_blind_first_round_shows_the_others_not_your_own(players):
    rules = Rules(players=players, blind_first_round=True)
    state, _ = new_game(rules, seed=players)
    rng = random.Random(players)
    while state.round == 1:
        for seat in range(players):
            v = seat_view(state, seat)
            assert v.hand is None and v.is_blind
            assert set(v.others_hands) == set(range(players)) - {seat}
            for other, hand in v.others_hands.items():
                assert list(hand) == state.hand(other)
        if state.phase == Phase.ROUND_OVER:
            break
        state, _ = state.apply(rng.choice(state.legal_actions()))
    state, _ = run(state, "next")
    for seat in range(players):
        v = seat_view(state, seat)
        assert v.hand == tuple(state.hand(seat)) and v.others_hands is None
        assert not v.is_blind


def test_without_blind_variant_round_one_hand_is_visible():
    state, _ = new_game(Rules(players=3), seed=1)
    for seat in range(3):
        v = seat_view(state, seat)
        assert v.hand == tuple(state.hand(seat)) and v.others_hands is None


# ------------------------------------------------------- worked examples
@pytest.mark.parametrize(
    ("bid", "won", "points"), [(4, 4, 60), (5, 3, -20), (0, 0, 20), (0, 1, -10)]
)
def test_example_scores(bid, won, points):
    assert core.score(bid, won) == points


def test_example_bid_0_took_0_and_bid_0_took_1_at_the_table():
    state, _ = start(Rules(players=3), {1: (["C14", "C2", "C3"], "D2")}, first_dealer=2)
    state = bid_all(state, {0: 0, 1: 0, 2: 1})
    state, _ = run(state, "play C14", "play C2", "play C3")
    assert state.history[0].points == (-10, 20, -10)


def test_example_blue_5_led_holder_of_blue_3_must_follow_not_trump():
    blue5, blue3, red_trump = colour(BLUE, 5), colour(BLUE, 3), colour(RED, 10)
    rules = Rules(players=3)
    state = start_round(
        rules, 2, [f"{blue5} C2", f"{blue3} {red_trump}", "D5 D6"], colour(RED, 2), 2
    )
    assert state.trump == Suit[RED]
    state = bid_all(state, {0: 0, 1: 0, 2: 0})
    state, _ = run(state, f"play {blue5}")
    assert state.legal_cards() == [c(blue3)]
    with pytest.raises(Exception) as err:
        state.apply(Play(c(red_trump)))
    assert type(err.value).__name__ == "MustFollowSuit"


def test_example_blue_5_led_wizard_or_jester_also_allowed():
    rules = Rules(players=3)
    state = start_round(rules, 3, ["S6 C2 C3", "S4 H11 W1", "J1 S3 D9"], "H3", 2)
    state = bid_all(state, {0: 0, 1: 0, 2: 0})
    state, _ = run(state, "play S6")
    assert set(state.legal_cards()) == {c("S4"), c("W1")}
    state, _ = run(state, "play W1")
    assert set(state.legal_cards()) == {c("J1"), c("S3")}


def test_example_jester_led_then_red_7_sets_red():
    red7 = colour(RED, 7)
    rules = Rules(players=3)
    state = start_round(rules, 2, ["J1 C2", f"{red7} C3", "H3 C5"], "S2", 2)
    state = bid_all(state, {0: 0, 1: 0, 2: 0})
    state, _ = run(state, "play J1", f"play {red7}")
    assert state.led == Suit[RED]
    assert state.legal_cards() == [c("H3")]
    state, _ = run(state, "play H3")
    assert state.tricks[0].winner == 1


def test_example_jester_led_then_wizard_anything_goes_and_wizard_wins():
    rules = Rules(players=4)
    state = start_round(rules, 2, ["J1 C2", "W1 C3", "H3 S14", "W2 D5"], "S2", 3)
    state = bid_all(state, {0: 0, 1: 0, 2: 0, 3: 0})
    state, _ = run(state, "play J1", "play W1")
    assert state.led == core.FREE
    assert set(state.legal_cards()) == {c("H3"), c("S14")}
    state, _ = run(state, "play S14")  # even the Ace of trump
    assert set(state.legal_cards()) == {c("W2"), c("D5")}
    state, _ = run(state, "play W2")  # a later Wizard does not beat the first
    assert state.tricks[0].winner == 1


def test_example_wizard_led_anything_may_be_played_leader_wins():
    rules = Rules(players=4)
    state = start_round(rules, 2, ["C4 C2", "W3 C3", "C14 S14", "W1 D5"], "S2", 0)
    state = bid_all(state, {0: 0, 1: 0, 2: 0, 3: 0})
    assert state.to_move == 1
    state, _ = run(state, "play W3")
    assert set(state.legal_cards()) == {c("C14"), c("S14")}
    state, _ = run(state, "play S14")
    state, _ = run(state, "play W1")
    assert set(state.legal_cards()) == {c("C4"), c("C2")}
    state, _ = run(state, "play C4")
    assert state.tricks[0].winner == 1 and state.tricks[0].leader == 1


def test_every_card_constant_is_a_card():
    assert all(isinstance(x, Card) for x in CARDS)
