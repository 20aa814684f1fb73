"""Shared helpers for the rules-engine tests (no tests in here), imported as
``tests.rules_support`` by the tests of the engine, the file formats and the screens:
games started, played and finished, cards by name and JSON paths."""

from __future__ import annotations

import copy
import itertools
import random
import re

from hypothesis import strategies as st

from ai import make_player
from game.rules import (
    CARDS,
    Card,
    GameState,
    Phase,
    Rules,
    parse_action,
    start_from_decks,
)
from game.savegame import GameSetup
from game.sim import play_game

# Every variant combination the engine accepts (hidden bids + plus/minus one is refused).
VARIANTS = [
    dict(plus_minus_one=p, hidden_bids=h, blind_first_round=b)
    for p, h, b in itertools.product([False, True], repeat=3)
    if not (p and h)
]
ALL_RULES = [Rules(players=n, **v) for n in range(3, 7) for v in VARIANTS]


def c(text: str) -> Card:
    return Card.parse(text)


def cards(texts: str) -> list[Card]:
    return [Card.parse(t) for t in texts.split()]


def make_decks(rules: Rules, deals: dict | None = None, seed: int = 0):
    """One 60-card deck per round.

    ``deals`` maps a round number to ``(hands, turned)``: ``hands`` a list of one
    space-separated card string per seat, ``turned`` a card string (or None for the
    default: the first remaining card in card order). Other rounds are shuffled
    from ``seed``.
    """
    deals = deals or {}
    n = rules.players
    rng = random.Random(seed)
    decks = []
    for r in range(1, rules.rounds + 1):
        if r in deals:
            hands, turned = deals[r]
            dealt = [cards(h) for h in hands]
            assert len(dealt) == n and all(len(h) == r for h in dealt), (r, hands)
            head = [x for h in dealt for x in h]
            if turned is not None:
                head.append(c(turned))
            rest = [x for x in CARDS if x not in head]
            deck = head + rest
        else:
            deck = list(CARDS)
            rng.shuffle(deck)
        assert sorted(deck) == list(CARDS)
        decks.append(tuple(deck))
    return tuple(decks)


def start(rules: Rules, deals: dict | None = None, first_dealer: int = 0, seed: int = 0):
    return start_from_decks(rules, make_decks(rules, deals, seed), first_dealer)


def run(state: GameState, *actions: str):
    """Apply action strings in order; returns the final state and all events."""
    events = []
    for text in actions:
        state, evs = state.apply(parse_action(text))
        events.extend(evs)
    return state, events


def random_step(state: GameState, rng: random.Random):
    return rng.choice(state.legal_actions())


def play_random(state: GameState, rng: random.Random, until=None):
    """Apply random legal actions (in place on a clone) until ``until(state)`` or game over."""
    state = state.clone()
    events = []
    while state.phase != Phase.GAME_OVER and not (until and until(state)):
        events.extend(state.apply_in_place(random_step(state, rng)))
    return state, events


def snapshot(state: GameState) -> dict:
    """Every field of the state, copied, for 'unchanged' comparisons."""
    out = {}
    for name in GameState.__slots__:
        value = getattr(state, name)
        out[name] = list(value) if isinstance(value, list) else value
    return out


_SENTENCE = re.compile(r"^[A-Z0-9].*[.!?]$", re.S)


def assert_sentence(message: str) -> None:
    """A message a player can read: a capitalised sentence, no code artefacts."""
    assert isinstance(message, str) and len(message) >= 10, message
    assert _SENTENCE.match(message), message
    for junk in ("Traceback", "<", "Card.", "Suit.", "None", "KeyError"):
        assert junk not in message, message


def start_round(
    rules: Rules,
    r: int,
    hands: list[str],
    turned: str | None,
    dealer: int,
    seed: int = 0,
) -> GameState:
    """A game brought to the start of round ``r`` (earlier rounds played at random),
    where ``dealer`` deals ``hands`` and turns up ``turned``."""
    n = rules.players
    first_dealer = (dealer - (r - 1)) % n
    state, _events = start(rules, {r: (hands, turned)}, first_dealer, seed)
    rng = random.Random(seed)
    while state.round < r:
        state, _ev = play_random(state, rng, until=lambda s: s.phase == Phase.ROUND_OVER)
        state, _ev = state.apply(parse_action("next"))
    assert state.round == r and state.dealer == dealer
    return state


def bid_all(state: GameState, bids: dict[int, int]) -> GameState:
    """Every seat bids ``bids[seat]`` (in bid order)."""
    for seat in state.bid_order:
        assert state.to_move == seat
        state, _ev = state.apply(parse_action(f"bid {bids[seat]}"))
    return state


def set_json_path(doc, path, value):
    """``doc`` with the value at ``path`` (from ``json_paths``) replaced, in place."""
    if not path:
        return value
    target = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return doc


def json_paths(doc, list_limit: int | None = None, prefix=()):
    """Every path (tuple of keys/indices) into a JSON document, lists cut at list_limit
    (if given)."""
    yield prefix
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from json_paths(v, list_limit, (*prefix, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc[:list_limit]):
            yield from json_paths(v, list_limit, (*prefix, i))


def damaged(doc, data, values):
    """A copy of ``doc`` with one to three of its values (lists cut at 6) deleted from
    their object or replaced by one drawn from ``values``; ``data``: Hypothesis's."""
    doc = copy.deepcopy(doc)
    for _ in range(data.draw(st.integers(1, 3))):
        paths = [p for p in json_paths(doc, 6) if p]
        path = data.draw(st.sampled_from(paths))
        target = doc
        for key in path[:-1]:
            target = target[key]
        if isinstance(target, dict) and data.draw(st.booleans()):
            del target[path[-1]]
        else:
            target[path[-1]] = data.draw(values)
    return doc


# ------------------------------------------------------------- finished games
def finished(seed: int = 5, rounds: int = 2):
    """A short seeded game of three, seat 0 the human's: ``(setup, state)``."""
    rules = Rules(3, length=rounds)
    players = [make_player("easy", seed=seed * 10 + i) for i in range(3)]
    state = play_game(rules, players, seed)
    setup = GameSetup(rules, ["Ann", "Bo", "Cy"], ["human", "easy", "medium"], seed)
    return setup, state


def finished_game(player_wins: bool):
    """A short seeded game that the human's seat (0) won or lost."""
    rules = Rules(3, length=2)
    for seed in range(1, 200):
        players = [make_player("easy", seed=seed * 10 + i) for i in range(3)]
        state = play_game(rules, players, seed)
        if (state.winners() == [0]) == player_wins and (0 in state.winners()) == player_wins:
            setup = GameSetup(rules, ["You", "Merlin", "Ada"], ["human", "easy", "easy"], seed)
            return setup, state
    raise AssertionError("no such game in 200 seeds")
