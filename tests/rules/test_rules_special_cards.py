"""The anniversary special cards' rules, one prepared deal per
decision: 3 players, dealer seat 0, so seat 1 bids first and leads the first trick."""

from __future__ import annotations

import random

import pytest

from game.rules import (
    BidChanged,
    BidChangeError,
    Card,
    CardNameError,
    CardPassed,
    CardsPassed,
    ChangeBid,
    ChooseTrump,
    PassCard,
    Phase,
    Play,
    PlayNamed,
    RoundScored,
    Rules,
    Shape,
    Suit,
    TrickBombed,
    TrickWon,
    TrumpTurned,
    WerewolfSwapped,
    WerewolfTrump,
    WrongPhase,
    new_game,
    seat_view,
)
from game.rules.steps import round_steps
from tests.special_support import play_random, run, start_round

R25 = Rules(3, special="25")


def legal_cards(state) -> set[Card]:
    return set(state.legal_cards())


def bids(state, *values: int):
    """Seats 1, 2, 0 bid in turn."""
    return run(state, *(f"bid {v}" for v in values))[0]


# ------------------------------------------------------------ deck, rounds, trump
@pytest.mark.parametrize(("special", "size"), [("20", 66), ("25", 67), ("bomb", 61)])
def test_the_deck_is_60_and_the_chosen_cards_and_the_rounds_do_not_change(special, size):
    state, _events = new_game(Rules(4, special=special), seed=3)
    assert all(len(d) == size for d in state.decks) and len(state.decks) == 15
    assert sorted(state.decks[0])[60:] == sorted(Rules(4, special=special).special)


def test_the_last_round_turns_a_trump_card_too():
    game, _events = new_game(Rules(6, special="bomb"), seed=5)
    final = play_random(game, random.Random(5), until=lambda s: s.round == 10)
    assert final.round == 10 and final.turned is not None
    assert sum(len(final.hand(s)) for s in range(6)) == 60  # the whole 60, one card left


def test_special_cards_may_be_played_even_by_a_seat_that_can_follow():
    state = start_round(R25, 2, ["H4 JUGGLER", "H9 C5", "H3 DRAGON"], "D2")
    state = run(bids(state, 0, 0, 0), "play H9")[0]
    assert legal_cards(state) == {Card.H3, Card.DRAGON}
    state = run(state, "play DRAGON")[0]
    assert legal_cards(state) == {Card.H4, Card.JUGGLER}
    assert PlayNamed(Card.JUGGLER, Suit.S) in state.legal_actions()  # any named suit


# ------------------------------------------------------------------ the cards
def test_the_dragon_beats_wizards_and_trumps():
    state = start_round(R25, 1, ["DRAGON", "W1", "D14"], "D2")
    state, events = run(bids(state, 0, 0, 0), "play W1", "play D14", "play DRAGON")
    assert [e.winner for e in events if isinstance(e, TrickWon)] == [0]


@pytest.mark.parametrize("order", [("DRAGON", "FAIRY", "W1"), ("FAIRY", "W1", "DRAGON")])
def test_the_fairy_takes_the_dragon_in_either_order(order):
    # Seat 1 plays order[0], seat 2 order[1], seat 0 order[2].
    hands = [order[2], order[0], order[1]]
    state = start_round(R25, 1, hands, "D2")
    state, events = run(bids(state, 0, 0, 0), *(f"play {c}" for c in order))
    fairy_seat = (1 + order.index("FAIRY")) % 3
    assert [e.winner for e in events if isinstance(e, TrickWon)] == [fairy_seat]


def test_a_dragon_before_any_suit_card_frees_the_trick():
    state = start_round(R25, 2, ["H4 S2", "DRAGON C5", "H3 C9"], "D2")
    state = run(bids(state, 0, 0, 0), "play DRAGON")[0]
    assert legal_cards(state) == {Card.H3, Card.C9}
    state = run(state, "play C9")[0]
    assert legal_cards(state) == {Card.H4, Card.S2}  # still free: no clubs to follow


def test_the_fairy_is_lowest_and_sets_no_suit():
    state = start_round(R25, 1, ["J2", "FAIRY", "J1"], "D2")
    state, events = run(bids(state, 0, 0, 0), "play FAIRY", "play J1", "play J2")
    assert [e.winner for e in events if isinstance(e, TrickWon)] == [2]  # the first Jester
    state = start_round(R25, 2, ["H4 S2", "FAIRY C5", "H3 C9"], "D2")
    state = run(bids(state, 0, 0, 0), "play FAIRY", "play H3")[0]
    assert legal_cards(state) == {Card.H4}  # hearts, set by the card after the Fairy


def test_the_bomb_gives_the_trick_to_nobody_and_the_would_be_winner_leads():
    state = start_round(R25, 2, ["H4 S2", "BOMB C5", "H9 C9"], "D2")
    state = bids(state, 0, 1, 0)
    state = run(state, "play BOMB", "play H9")[0]
    assert legal_cards(state) == {Card.H4}  # the Bomb set nothing: H9 set hearts
    state, events = run(state, "play H4")
    (bombed,) = [e for e in events if isinstance(e, TrickBombed)]
    assert bombed.leads_next == 2 and state.to_move == 2 and state.won == [0, 0, 0]
    assert state.tricks[-1].winner is None and state.tricks[-1].next_leader == 2
    state, events = run(state, "play C9", "play S2", "play C5")
    assert state.won == [0, 0, 1] and sum(state.won) == 2 - 1
    (scored,) = [e for e in events if isinstance(e, RoundScored)]
    assert scored.points == (20, 20, 30)


def test_the_werewolf_takes_the_turned_card_and_its_holder_names_trump():
    state = start_round(R25, 1, ["C5", "WEREWOLF", "H5"], "W1")  # a Wizard: not the dealer
    assert state.phase == Phase.WEREWOLF and state.to_move == 1
    assert state.turned == Card.WEREWOLF and state.hand(1) == [Card.W1]
    assert state.legal_actions() == [WerewolfTrump(s) for s in Suit] + [WerewolfTrump(None)]
    with pytest.raises(WrongPhase):
        state.apply(ChooseTrump(Suit.H))
    events = [e for e, _ in round_steps(state)]
    assert TrumpTurned(Card.W1, None, False) in events
    assert WerewolfSwapped(1, Card.W1) in events
    named = run(state, "werewolf none")[0]
    assert named.trump is None and named.phase == Phase.BID and named.to_move == 1
    assert run(state, "werewolf S")[0].trump == Suit.S
    assert seat_view(state, 2).werewolf == state.sp.werewolf  # the swap is public


def test_the_werewolf_is_never_played():
    state = start_round(R25, 2, ["C5 C6", "WEREWOLF H2", "H5 H6"], "S9")
    state = run(state, "werewolf H")[0]
    assert Card.WEREWOLF not in state.hand(1) and Card.S9 in state.hand(1)


def test_the_juggler_counts_seven_and_a_half_in_its_named_suit():
    # 1-to-13 numbering: the 2-to-Ace 8 is "7", the 9 is "8".
    state = start_round(R25, 1, ["H9", "H8", "JUGGLER"], "J1")
    state, events = run(bids(state, 0, 0, 0), "play H8", "play JUGGLER H", "play H9")
    assert [e.winner for e in events if isinstance(e, TrickWon)] == [0]
    state = start_round(R25, 1, ["H7", "H8", "JUGGLER"], "J1")
    state, events = run(bids(state, 0, 0, 0), "play H8", "play JUGGLER H", "play H7")
    assert [e.winner for e in events if isinstance(e, TrickWon)] == [2]


def test_a_juggler_played_first_sets_its_named_suit():
    state = start_round(R25, 2, ["S4 D3", "JUGGLER C5", "S3 H9"], "D2")
    state = run(bids(state, 0, 0, 0), "play JUGGLER S")[0]
    assert legal_cards(state) == {Card.S3}


def test_the_juggler_and_the_cloud_need_a_suit_and_other_cards_no_name():
    state = start_round(R25, 2, ["S4 D3", "JUGGLER SHAPESHIFTER", "S3 H9"], "D2")
    state = bids(state, 0, 0, 0)
    for wrong in (
        Play(Card.JUGGLER),
        PlayNamed(Card.JUGGLER, Shape.WIZARD),
        Play(Card.SHAPESHIFTER),
        PlayNamed(Card.SHAPESHIFTER, Suit.H),
    ):
        with pytest.raises(CardNameError):
            state.apply(wrong)
    state = run(state, "play JUGGLER H")[0]
    with pytest.raises(CardNameError):
        state.apply(PlayNamed(Card.H9, Suit.H))


def test_after_a_juggler_trick_everyone_passes_a_card_to_the_left():
    state = start_round(R25, 3, ["H4 S2 S3", "JUGGLER C5 C6", "H3 H9 C9"], "D2")
    state = run(bids(state, 0, 0, 0), "play JUGGLER H", "play H9", "play H4")[0]
    assert state.phase == Phase.PASS and state.to_move == 2  # the winner starts
    assert state.legal_actions() == [PassCard(Card.C9), PassCard(Card.H3)]
    state, events = run(state, "pass C9")
    assert events == [CardPassed(2, 1)]
    view = seat_view(state, 0)
    assert view.passed == (False, False, True) and view.pass_given is None
    assert view.hand_sizes == (2, 2, 1)
    assert seat_view(state, 2).pass_given == Card.C9
    state, events = run(state, "pass S2", "pass C5")
    assert events[-1] == CardsPassed(1, (Card.S2, Card.C5, Card.C9))
    assert set(state.hand(0)) == {Card.S3, Card.C9}
    assert set(state.hand(1)) == {Card.S2, Card.C6}
    assert set(state.hand(2)) == {Card.C5, Card.H3}
    assert state.phase == Phase.PLAY and state.to_move == 2
    # The receiver sees the card, the others only that a card was passed.
    seen = {seat: seat_view(state, seat).passes[0].cards for seat in range(3)}
    assert seen[0] == (Card.S2, None, Card.C9)
    assert seen[1] == (Card.S2, Card.C5, None)
    assert seen[2] == (None, Card.C5, Card.C9)


def test_no_passing_after_the_last_trick():
    state = start_round(R25, 1, ["H4", "JUGGLER", "H9"], "D2")
    state = run(bids(state, 0, 0, 0), "play JUGGLER H", "play H9", "play H4")[0]
    assert state.phase == Phase.ROUND_OVER


def test_a_bomb_does_not_stop_the_passing():
    state = start_round(R25, 2, ["H4 S2", "JUGGLER C5", "BOMB H9"], "D2")
    state = run(bids(state, 0, 0, 0), "play JUGGLER H", "play BOMB", "play H4")[0]
    assert state.tricks[-1].winner is None and state.tricks[-1].next_leader == 1
    assert state.phase == Phase.PASS and state.to_move == 1


def test_the_cloud_counts_nine_and_three_quarters():
    # 1-to-13 numbering: the 2-to-Ace 10 is "9", the Jack is "10".
    state = start_round(R25, 1, ["H2", "H10", "CLOUD"], "J1")
    state = run(bids(state, 0, 0, 0), "play H10", "play CLOUD H", "play H2")[0]
    assert state.won == [0, 0, 1]
    state = start_round(R25, 1, ["H11", "H10", "CLOUD"], "J1")
    state = run(bids(state, 0, 0, 0), "play H10", "play CLOUD H", "play H11")[0]
    assert state.won == [1, 0, 0]


def test_the_cloud_winner_changes_the_bid_and_is_scored_against_it():
    state = start_round(R25, 1, ["H2", "H10", "CLOUD"], "J1")
    state = run(bids(state, 0, 0, 0), "play H10", "play CLOUD H", "play H2")[0]
    assert state.phase == Phase.CLOUD and state.to_move == 2
    assert state.legal_actions() == [ChangeBid(1)]  # a bid of 0 can only go up
    with pytest.raises(BidChangeError):
        state.apply(ChangeBid(-1))
    state, events = run(state, "cloud +1")
    assert events[0] == BidChanged(2, 0, 1, 1)
    (scored,) = [e for e in events if isinstance(e, RoundScored)]
    assert scored.bids == (0, 0, 1) and scored.points == (20, 20, 30)
    rec = state.history[-1]
    assert rec.bids == (0, 0, 0) and rec.final_bids == (0, 0, 1)


def test_a_bid_of_all_the_tricks_can_only_go_down():
    state = start_round(R25, 1, ["H2", "H10", "CLOUD"], "J1")
    state = run(bids(state, 0, 1, 0), "play H10", "play CLOUD H", "play H2")[0]
    assert state.legal_actions() == [ChangeBid(-1)]
    state = run(state, "cloud -1")[0]
    assert state.history[-1].points == (20, 20, -10)


def test_the_plus_minus_one_rule_does_not_bind_the_cloud_change():
    rules = Rules(3, plus_minus_one=True, special="25")
    state = start_round(rules, 1, ["H2", "H10", "CLOUD"], "J1")
    state = run(bids(state, 0, 0, 0), "play H10", "play CLOUD H", "play H2")[0]
    state = run(state, "cloud +1")[0]
    assert sum(state.history[-1].final_bids) == 1  # the sum equals the tricks: allowed


def test_a_bombed_cloud_changes_no_bid():
    state = start_round(R25, 1, ["H2", "CLOUD", "BOMB"], "J1")
    state = run(bids(state, 0, 0, 0), "play CLOUD H", "play BOMB", "play H2")[0]
    assert state.phase == Phase.ROUND_OVER and state.history[-1].bid_changes == ()


def test_juggler_and_cloud_in_one_trick_pass_first_then_change_the_bid():
    state = start_round(R25, 2, ["H4 S2", "JUGGLER C5", "CLOUD C9"], "D2")
    state = run(bids(state, 0, 0, 0), "play JUGGLER H", "play CLOUD H", "play H4")[0]
    assert state.phase == Phase.PASS
    state, events = run(state, "pass C9", "pass S2", "pass C5")
    assert state.phase == Phase.CLOUD and state.to_move == 2
    assert isinstance(events[-1], CardsPassed)
    assert run(state, "cloud +1")[0].bids == [0, 0, 1]


def test_the_shapeshifter_named_wizard_is_a_wizard():
    state = start_round(R25, 1, ["H14", "W1", "SHAPESHIFTER"], "D2")
    state = run(bids(state, 0, 0, 0), "play W1", "play SHAPESHIFTER wizard", "play H14")[0]
    assert state.won == [0, 1, 0]  # the first Wizard
    state = start_round(R25, 1, ["W1", "H14", "SHAPESHIFTER"], "D2")
    state = run(bids(state, 0, 0, 0), "play H14", "play SHAPESHIFTER wizard", "play W1")[0]
    assert state.won == [0, 0, 1]
    state = start_round(R25, 2, ["H4 S2", "SHAPESHIFTER C5", "H3 C9"], "D2")
    state = run(bids(state, 0, 0, 0), "play SHAPESHIFTER wizard", "play C9")[0]
    assert legal_cards(state) == {Card.H4, Card.S2}  # freed


def test_the_shapeshifter_named_jester_sets_no_suit_and_loses():
    state = start_round(R25, 2, ["C4 S2", "SHAPESHIFTER C5", "H3 C9"], "D2")
    state = run(bids(state, 0, 0, 0), "play SHAPESHIFTER jester", "play C9")[0]
    assert legal_cards(state) == {Card.C4}
    state = run(state, "play C4")[0]
    assert state.won == [0, 0, 1]


@pytest.mark.parametrize("turned", ["DRAGON", "CLOUD", "SHAPESHIFTER", "WEREWOLF"])
def test_a_turned_dragon_cloud_shapeshifter_or_werewolf_lets_the_dealer_choose(turned):
    state = start_round(R25, 1, ["C5", "H5", "S5"], turned)
    assert state.phase == Phase.CHOOSE_TRUMP and state.to_move == 0
    assert run(state, "trump D")[0].trump == Suit.D


@pytest.mark.parametrize("turned", ["FAIRY", "BOMB", "JUGGLER"])
def test_a_turned_fairy_bomb_or_juggler_means_no_trump(turned):
    state = start_round(R25, 1, ["C5", "H5", "S5"], turned)
    assert state.phase == Phase.BID and state.trump is None


def test_wrong_phases_are_named():
    state = start_round(R25, 1, ["C5", "H5", "S5"], "D2")
    for action, move in ((PassCard(Card.H5), "pass"), (ChangeBid(1), "cloud"),
                         (WerewolfTrump(Suit.H), "werewolf")):
        with pytest.raises(WrongPhase) as err:
            state.apply(action)
        assert err.value.move == move


def test_a_trick_with_the_special_cards_records_their_names():
    state = start_round(R25, 1, ["H2", "SHAPESHIFTER", "JUGGLER"], "D2")
    state, events = run(bids(state, 0, 0, 0), "play SHAPESHIFTER jester", "play JUGGLER C",
                        "play H2")
    (won,) = [e for e in events if isinstance(e, TrickWon)]
    assert won.named == (Shape.JESTER, Suit.C, None) and won.winner == 2
