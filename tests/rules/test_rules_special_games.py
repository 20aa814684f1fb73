"""Whole games with special cards: every set of cards (the Dragon and the Fairy
together) with every rule variant and player count, played to the end by random
legal actions, keep the engine's invariants; saves and steps round-trip; and
hypothesis properties of the trick rules and of illegal actions.

Fast by default (one game per set and variant); ``WIZARD_FUZZ=long`` plays many
more (``WIZARD_FUZZ_GAMES`` games per set and variant).
"""

from __future__ import annotations

import os
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import (
    ALL_CARDS,
    SPECIAL_CARDS,
    Card,
    ChangeBid,
    IllegalAction,
    PassCard,
    Phase,
    Play,
    PlayNamed,
    Rules,
    Shape,
    SpecialCards,
    SpecialPairError,
    Suit,
    WerewolfTrump,
    new_game,
    parse_action,
)
from game.rules.serialize import dumps_state, loads_state, rules_from_json, rules_to_json
from game.rules.special_core import needs_name, trick_result
from game.rules.steps import round_steps
from tests.special_support import SUBSETS, VARIANTS, check_invariants, check_secrecy, play_random

LONG = os.environ.get("WIZARD_FUZZ") == "long"
GAMES = int(os.environ.get("WIZARD_FUZZ_GAMES", "40" if LONG else "1"))


def _game(rules: Rules, seed: int, steps: bool) -> None:
    """One random game, checked after every action; ``steps``: through apply_steps."""
    rng = random.Random(seed)
    state, _events = new_game(rules, seed=seed)
    check_invariants(state)
    save_at = rng.randrange(200)
    moves = 0
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        if steps:
            state, got = state.apply_steps(action, state.to_move)
            assert got[-1][1] is state
        else:
            state.apply_in_place(action)
        check_invariants(state)
        moves += 1
        if state.phase in (Phase.PASS, Phase.CLOUD, Phase.ROUND_OVER) or moves % 17 == 0:
            check_secrecy(state)
        if moves == save_at:
            _check_save(state)
    assert len(state.history) == rules.rounds
    _check_save(state)


def _check_save(state) -> None:
    loaded = loads_state(dumps_state(state))
    assert loaded.log == state.log and loaded.hands == state.hands
    assert loaded.totals == state.totals and loaded.bids == state.bids
    assert loaded.history == state.history and loaded.tricks == state.tricks
    if state.sp is not None:
        assert loaded.sp.passes == state.sp.passes and loaded.sp.named == state.sp.named
    assert dumps_state(loaded) == dumps_state(state)


@pytest.mark.parametrize("special", SUBSETS, ids=str)
def test_random_games_with_every_set_of_cards_and_every_variant(special):
    index = SUBSETS.index(special)
    for k, variant in enumerate(VARIANTS):
        for g in range(GAMES):
            players = 3 + (index + k + g) % 4
            seed = 1000 * index + 100 * k + g
            _game(Rules(players, special=special, **variant), seed, steps=(seed % 3 == 0))


def test_short_games_and_a_round_replayed_by_its_steps():
    rules = Rules(5, hidden_bids=True, special="25", length=3)
    for seed in range(4 if not LONG else 40):
        state, _events = new_game(rules, seed=seed)
        rng = random.Random(seed)
        state = play_random(state, rng, until=lambda s: len(s.tricks) == 2, check=check_invariants)
        steps = round_steps(state)
        assert steps[-1][1].hands == state.hands and steps[-1][1].bids == state.bids


# ------------------------------------------------------------------ properties
_specials = st.sets(st.sampled_from(SPECIAL_CARDS)).filter(
    lambda s: (Card.DRAGON in s) == (Card.FAIRY in s)
)


@given(_specials)
def test_a_set_of_special_cards_round_trips_through_its_string(cards):
    special = SpecialCards(frozenset(cards))
    assert SpecialCards.parse(str(special)) == special
    rules = Rules(4, special=special)
    assert rules_from_json(rules_to_json(rules)) == rules
    assert Rules(4, special=str(special)) == rules


def test_presets_and_the_pair():
    assert str(SpecialCards()) == "none" and not Rules().special
    assert len(SpecialCards.parse("20")) == 6 and len(SpecialCards.parse("25")) == 7
    assert Card.SHAPESHIFTER not in SpecialCards.parse("20")
    assert str(Rules(special="bomb+cloud").special) == "bomb+cloud"
    for lonely in ("dragon", "fairy", "fairy+bomb"):
        with pytest.raises(SpecialPairError):
            Rules(special=lonely)
    # Without special cards the rules' forms are what they always were.
    assert "special" not in repr(Rules()) and "special_cards" not in rules_to_json(Rules())


@given(
    st.one_of(
        st.builds(Play, st.sampled_from(ALL_CARDS)),
            st.builds(PlayNamed, st.sampled_from(ALL_CARDS), st.sampled_from([*Suit, *Shape])),
        st.builds(WerewolfTrump, st.sampled_from([None, *Suit])),
        st.builds(PassCard, st.sampled_from(ALL_CARDS)),
        st.builds(ChangeBid, st.integers(-5, 5)),
    )
)
def test_the_new_actions_round_trip_through_their_strings(action):
    assert parse_action(str(action)) == action


def _named(card, draw):
    need = needs_name(card)
    if need == "suit":
        return draw(st.sampled_from(list(Suit)))
    if need == "shape":
        return draw(st.sampled_from(list(Shape)))
    return None


@given(st.data(), st.integers(3, 6), st.sampled_from([None, *Suit]))
def test_who_wins_a_trick(data, n, trump):
    cards = data.draw(st.lists(st.sampled_from(ALL_CARDS), min_size=n, max_size=n, unique=True))
    cards = [c for c in cards if c != Card.WEREWOLF]  # never played
    named = [_named(c, data.draw) for c in cards]
    if len(cards) < 3:
        return
    winner, leads = trick_result(tuple(cards), tuple(named), trump)
    assert (winner is None) == (Card.BOMB in cards)
    assert cards[leads] != Card.BOMB
    if winner is not None:
        assert winner == leads
    if Card.DRAGON in cards:
        want = Card.FAIRY if Card.FAIRY in cards else Card.DRAGON
        assert cards[leads] == want
    elif any(c.is_wizard or (c == Card.SHAPESHIFTER and named[i] == Shape.WIZARD)
             for i, c in enumerate(cards)):
        first = next(i for i, c in enumerate(cards)
                     if c.is_wizard or (c == Card.SHAPESHIFTER and named[i] == Shape.WIZARD))
        assert leads == first
    if Card.FAIRY in cards and Card.DRAGON not in cards:
        others = [c for c in cards if c not in (Card.FAIRY, Card.BOMB)]
        assert cards[leads] != Card.FAIRY or not others


@settings(deadline=None, max_examples=60 if not LONG else 600)
@given(st.integers(0, 10**6), st.sampled_from(SUBSETS), st.integers(3, 6), st.data())
def test_an_illegal_action_changes_nothing(seed, special, players, data):
    state, _events = new_game(Rules(players, special=special), seed=seed)
    rng = random.Random(seed)
    for _ in range(data.draw(st.integers(0, 60))):
        if state.is_over:
            return
        state.apply_in_place(rng.choice(state.legal_actions()))
    before, fields = dumps_state(state), _fields(state)
    action = data.draw(
        st.one_of(
            st.builds(Play, st.sampled_from(ALL_CARDS)),
            st.builds(PlayNamed, st.sampled_from(ALL_CARDS), st.sampled_from([*Suit, *Shape])),
            st.builds(WerewolfTrump, st.sampled_from([None, *Suit])),
            st.builds(PassCard, st.sampled_from(ALL_CARDS)),
            st.builds(ChangeBid, st.integers(-2, 2)),
        )
    )
    try:
        after, _events = state.apply(action)
    except IllegalAction:
        assert action not in state.legal_actions()
    else:
        assert action in state.legal_actions()
        check_invariants(after)
    assert dumps_state(state) == before
    assert _fields(state) == fields  # apply never changes the state it is called on


def _fields(state) -> tuple:
    sp = state.sp
    mine = (state.hands[:], state.bids[:], state.trick[:], state.tricks[:], state.won[:],
            state.phase, state.to_move, state.turned, state.trump, state.totals[:])
    if sp is None:
        return mine
    return mine + (sp.named[:], sp.passing[:], sp.passes[:], sp.changes[:], sp.werewolf)
