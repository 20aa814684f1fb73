"""Helpers for the special cards' engine tests (no tests in here): prepared deals,
random games and the invariants every state of a special-card game keeps."""

from __future__ import annotations

import itertools
import random

from game.rules import (
    Card,
    GameState,
    Phase,
    Rules,
    SpecialCards,
    core,
    parse_action,
    seat_view,
    start_from_decks,
)
from game.rules.cards import WEREWOLF

# Every set of special cards a game may choose: the Dragon and the Fairy together.
_SINGLES = [Card.BOMB, Card.WEREWOLF, Card.JUGGLER, Card.CLOUD, Card.SHAPESHIFTER]
SUBSETS = [
    SpecialCards(frozenset(pair + rest))
    for pair in ((), (Card.DRAGON, Card.FAIRY))
    for k in range(len(_SINGLES) + 1)
    for rest in itertools.combinations(_SINGLES, k)
]
VARIANTS = [
    dict(plus_minus_one=p, hidden_bids=h, blind_first_round=b)
    for p, h, b in itertools.product([False, True], repeat=3)
    if not (p and h)
]


def cards(texts: str) -> list[Card]:
    return [Card.parse(t) for t in texts.split()]


def start_round(
    rules: Rules, r: int, hands: list[str], turned: str, dealer: int = 0, seed: int = 0
) -> GameState:
    """A game brought to the start of round ``r`` (earlier rounds played at random),
    where ``dealer`` deals ``hands`` and turns up ``turned``. The other rounds' decks
    are shuffled from ``seed``."""
    n = rules.players
    rng = random.Random(seed)
    full = list(rules.special.deck())
    decks = []
    for k in range(1, rules.rounds + 1):
        deck = full[:]
        rng.shuffle(deck)
        if k == r:
            head = [x for h in hands for x in cards(h)] + [Card.parse(turned)]
            assert len(head) == r * n + 1
            deck = head + [x for x in full if x not in head]
        decks.append(tuple(deck))
    state, _events = start_from_decks(rules, tuple(decks), (dealer - (r - 1)) % n, seed)
    while state.round < r:
        state = play_random(state, rng, lambda s: s.phase == Phase.ROUND_OVER)
        state = state.apply(parse_action("next"))[0]
    assert state.round == r and state.dealer == dealer
    return state


def run(state: GameState, *actions: str):
    """Apply action strings in order; returns the final state and all events."""
    events = []
    for text in actions:
        state, got = state.apply(parse_action(text))
        events.extend(got)
    return state, events


def play_random(state: GameState, rng: random.Random, until=None, check=None) -> GameState:
    """Random legal actions on a copy of ``state`` until ``until(state)`` or the end;
    ``check(state)`` after each action."""
    state = state.clone()
    while not state.is_over and not (until and until(state)):
        state.apply_in_place(rng.choice(state.legal_actions()))
        if check is not None:
            check(state)
    return state


def check_invariants(state: GameState) -> None:
    """What every state of a game with special cards keeps."""
    n, r, rules = state.players, state.round, state.rules
    deck = state.decks[r - 1]
    assert len(deck) == 60 + len(rules.special)
    # Cards conserved: hands, the trick, the tricks, chosen passes and the turned card
    # are the cards dealt and turned this round, each once.
    sp = state.sp  # None without special cards: the 60-card game
    passing = sp.passing if sp is not None else []
    pending = [c for c in passing if c is not None]
    hands = [state.hand(s) for s in range(n)]
    held = [c for hand in hands for c in hand]
    played = [c for t in state.tricks for c in t.cards] + list(state.trick)
    if sp is not None:
        assert state.turned is not None  # every round turns a card
    turned = [] if state.turned is None else [state.turned]
    everything = held + played + pending + turned
    assert sorted(everything) == sorted(deck[: r * n + len(turned)])
    # The Werewolf is never held once the round is under way, nor played.
    assert WEREWOLF not in held and WEREWOLF not in played
    # Hand sizes: every seat holds the cards of the tricks still to play.
    in_trick = {(state.trick_leader + k) % n for k in range(len(state.trick))}
    for s in range(n):
        chosen = bool(passing) and passing[s] is not None
        assert len(hands[s]) == r - len(state.tricks) - (s in in_trick) - chosen
    # Tricks: won by one seat each, or (the Bomb) by nobody.
    assert len(state.tricks) <= r
    winners = [t.winner for t in state.tricks]
    for s in range(n):
        assert state.won[s] == winners.count(s)
    assert sum(state.won) + winners.count(None) == len(state.tricks)
    for t in state.tricks:
        assert (t.winner is None) == (Card.BOMB in t.cards)
        assert len(t.cards) == n and len(t.named) == (0 if sp is None else n)
    # Bids: each Cloud change moves one bid by one, within 0..r.
    if state.phase not in (Phase.WEREWOLF, Phase.CHOOSE_TRUMP, Phase.BID):
        assert all(b is not None and 0 <= b <= r for b in state.bids)
    for ch in sp.changes if sp is not None else ():
        assert abs(ch.new - ch.old) == 1 and 0 <= ch.new <= r
    # Totals are the sum of the rounds' points; points follow the scored bids.
    rounds = [rec.points for rec in state.history]
    sums = [sum(seat) for seat in zip(*rounds, strict=True)] if rounds else [0] * n
    assert list(state.totals) == sums
    for rec in state.history:
        _check_record(rec)
    # The one to move has something to do.
    if state.to_move is not None:
        assert state.legal_actions()


# The finished rounds' records checked so far, kept (so that no other record takes one's
# id): a record never changes, and a game's states share its history's records.
_RECORDS_CHECKED: dict[int, object] = {}


def _check_record(rec) -> None:
    if _RECORDS_CHECKED.get(id(rec)) is rec:
        return
    assert rec.points == tuple(
        core.score(b, w) for b, w in zip(rec.final_bids, rec.won, strict=True)
    )
    assert sum(rec.won) == rec.number - sum(t.winner is None for t in rec.tricks)
    if len(_RECORDS_CHECKED) >= 10_000:
        _RECORDS_CHECKED.clear()
    _RECORDS_CHECKED[id(rec)] = rec


def check_secrecy(state: GameState) -> None:
    """No seat's view shows a card passed between two other seats."""
    n = state.players
    for seat in range(n):
        view = seat_view(state, seat)
        for record in [*view.passes, *(p for rec in view.history for p in rec.passes)]:
            for giver, card in enumerate(record.cards):
                known = giver in (seat, (seat - 1) % n)
                assert (card is not None) == known
        for rec in view.history:  # the others' dealt hands would show their passes
            if rec.passes:
                assert all(not h for s, h in enumerate(rec.hands) if s != seat)
                assert rec.hands[seat]
        if view.passed:
            assert view.pass_given == state.sp.passing[seat]



def random_transcript(rules: Rules, seed: int) -> dict:
    """The ``wizard-transcript/1`` document of a game played at random from ``seed``,
    as a reader gets it (written and read back as JSON)."""
    import json

    from game.rules.transcript import dumps, transcript

    rng = random.Random(seed)
    state = new_game_for(rules, seed)
    state = play_random(state, rng)
    players = [{"name": f"P{i}", "kind": "random"} for i in range(rules.players)]
    return json.loads(dumps(transcript(state, players)))


def new_game_for(rules: Rules, seed: int) -> GameState:
    from game.rules import new_game

    return new_game(rules, seed=seed)[0]


def human_to(rules: Rules, phase: Phase, also=lambda s: True) -> GameState:
    """The first seeded random game that reaches ``phase`` with seat 0 to move (and
    ``also`` of the state)."""
    for seed in range(300):
        got = play_random(new_game_for(rules, seed), random.Random(seed),
                          lambda s: s.phase == phase and s.to_move == 0 and also(s))
        if not got.is_over:
            return got
    raise AssertionError("no seed reaches the position")
