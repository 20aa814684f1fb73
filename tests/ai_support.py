"""Positions for the AI tests, shared by several files: hand-made seat views
(``play_view``, ``bid_view``), decision points from random games (``positions``) and
from games of four Medium (``medium_positions``), and Expert's no-cheating check
(``expert_card_ignores_hidden_cards``)."""

from __future__ import annotations

import random

from ai import make_player
from ai.heuristic import HeuristicPlayer
from ai.knowledge import bits
from game.rules import (
    Bid,
    NextRound,
    Phase,
    Play,
    Rules,
    SeatView,
    Suit,
    Trick,
    new_game,
    seat_view,
)
from game.rules.core import led_suit, legal_mask
from tests.rules_support import c as C


def play_view(
    hand,
    *,
    trump="S",
    bids=(1, 1, 1, 1),
    won=(0, 0, 0, 0),
    trick=(),
    leader=0,
    tricks=(),
    seat=None,
    players=4,
    round_=None,
    turned=None,
) -> SeatView:
    """A play-phase view for ``seat`` (default: the seat after the trick's cards)."""
    hand = tuple(C(c) for c in hand)
    trick = tuple(C(c) for c in trick)
    tricks = tuple(Trick(t[0], tuple(C(c) for c in t[1]), t[2]) for t in tricks)
    if seat is None:
        seat = (leader + len(trick)) % players
    rnd = round_ if round_ is not None else len(hand) + len(tricks) + (0 if seat_played(
        seat, leader, trick, players) else 0)
    mask = 0
    for c in hand:
        mask |= 1 << c
    legal_cards = legal_mask(mask, led_suit(trick))
    legal = tuple(Play(c) for c in hand if legal_cards >> c & 1)
    trump_suit = None if trump is None else Suit.parse(trump)
    if turned is None and trump is not None:
        turned = {"S": "S2", "H": "H2", "D": "D2", "C": "C2"}[trump]
    return SeatView(
        seat=seat,
        rules=Rules(players),
        round=rnd,
        dealer=(leader - 1) % players,
        phase=Phase.PLAY,
        to_move=seat,
        hand=hand,
        others_hands=None,
        turned=None if turned is None else C(turned),
        trump=trump_suit,
        bid_order=tuple((leader + i) % players for i in range(players)),
        bids=tuple(bids),
        tricks=tricks,
        trick_leader=leader,
        trick=trick,
        won=tuple(won),
        totals=(0,) * players,
        history=(),
        legal=legal,
    )


def seat_played(seat, leader, trick, players):
    return any((leader + i) % players == seat for i in range(len(trick)))


def bid_view(hand, *, trump="S", bids=(None, None, None, None), seat=0, dealer=3,
             players=4, plus_minus_one=False, legal=None) -> SeatView:
    hand = tuple(C(c) for c in hand)
    r = len(hand)
    if legal is None:
        legal = tuple(Bid(b) for b in range(r + 1))
    return SeatView(
        seat=seat,
        rules=Rules(players, plus_minus_one=plus_minus_one),
        round=r,
        dealer=dealer,
        phase=Phase.BID,
        to_move=seat,
        hand=hand,
        others_hands=None,
        turned=C(trump + "2") if trump else C("J4"),
        trump=Suit.parse(trump) if trump else None,
        bid_order=tuple((dealer + 1 + i) % players for i in range(players)),
        bids=tuple(bids),
        tricks=(),
        trick_leader=(dealer + 1) % players,
        trick=(),
        won=(0,) * players,
        totals=(0,) * players,
        history=(),
        legal=legal,
    )


def positions(rules, seeds, min_round=3):
    """Decision points with a real choice, from random games."""
    out = []
    for seed in seeds:
        rng = random.Random(seed)
        state, _ = new_game(rules, seed=seed)
        while state.phase != Phase.GAME_OVER:
            acts = state.legal_actions()
            if state.round >= min_round and len(acts) > 1 and rng.random() < 0.08:
                out.append(state.clone())
                if len(out) % 4 == 0:
                    break
            state.apply_in_place(rng.choice(acts))
    return out


def swap_hidden(state, seat, rng):
    """The same position with the other seats' cards and the stock shuffled among them."""
    s = state.clone()
    n, r = s.rules.players, s.round
    deck = s.decks[r - 1]
    stock = [int(c) for c in deck[r * n + 1:]] if r * n < 60 else []
    others = [o for o in range(n) if o != seat]
    pool = stock[:]
    for o in others:
        pool.extend(bits(s.hands[o]))
    rng.shuffle(pool)
    for o in others:
        count = s.hands[o].bit_count()
        taken, pool = pool[:count], pool[count:]
        m = 0
        for c in taken:
            m |= 1 << c
        s.hands[o] = m
    return s


def expert_card_ignores_hidden_cards(options, seeds=(4, 5)) -> int:
    """Expert with ``options`` plays the same card, with the same seed, when the other
    seats' cards are dealt differently; returns how many positions were checked."""
    checked = 0
    for state in positions(Rules(4), seeds=list(seeds)):
        if state.phase != Phase.PLAY:
            continue
        seat = state.to_move
        view = seat_view(state, seat)
        first = make_player("expert", seed=9, **options).choose(view)
        view2 = seat_view(swap_hidden(state, seat, random.Random(1)), seat)
        assert view2 == view
        assert make_player("expert", seed=9, **options).choose(view2) == first
        checked += 1
    return checked


def medium_positions(seeds, per_game=3):
    """Seat 0's card decisions after two tricks, from games of four Medium."""
    out = []
    for seed in seeds:
        state, _ = new_game(Rules(4), seed=seed)
        players = [HeuristicPlayer(memory=True, kind="medium", seed=seed * 10 + i)
                   for i in range(4)]
        rng = random.Random(seed)
        found = 0
        while state.phase != Phase.GAME_OVER and found < per_game:
            if state.phase == Phase.ROUND_OVER:
                state.apply_in_place(NextRound())
                continue
            seat = state.to_move
            view = seat_view(state, seat)
            if (state.phase == Phase.PLAY and seat == 0 and len(view.tricks) >= 2
                    and state.round >= 5 and rng.random() < 0.5):
                out.append(state.clone())
                found += 1
            state.apply_in_place(players[seat].choose(view))
    return out
