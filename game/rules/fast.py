"""Fast paths for simulation: whole random games and random playouts of a round.

They follow the same rules as ``GameState`` (through ``core``'s tables) on plain
ints and lists, without events or copies. Tests record these games as transcripts
and re-check them, so the fast path cannot drift from the rules.
"""

from __future__ import annotations

import random

from game.rules.cards import JESTER, SUIT_MASK, SUIT_OF, WIZARD
from game.rules.config import Rules
from game.rules.core import FREE, NO_SUIT


def random_game(rules: Rules, rng: random.Random, record: bool = False):
    """Play one complete game with random legal moves.

    Returns the final totals, or with ``record`` a transcript-like dict
    (``first_dealer`` and ``rounds`` in transcript ROUND form, cards as ints).
    """
    rnd = rng.random
    n = rules.players
    pm1 = rules.plus_minus_one
    dealer = int(rnd() * n)
    first_dealer = dealer
    totals = [0] * n
    deck = list(range(60))
    rounds = [] if record else None
    suit_of = SUIT_OF
    for r in range(1, rules.rounds + 1):
        dealt = r * n
        need = dealt + 1 if dealt < 60 else 60
        for i in range(need):  # partial Fisher-Yates: only the cards dealt
            j = i + int(rnd() * (60 - i))
            deck[i], deck[j] = deck[j], deck[i]
        hands = [deck[s * r : (s + 1) * r] for s in range(n)]
        masks = [0] * n
        for s in range(n):
            m = 0
            for c in hands[s]:
                m |= 1 << c
            masks[s] = m
        turned = deck[dealt] if dealt < 60 else None
        trump = -1
        if turned is not None:
            ts = suit_of[turned]
            if ts == WIZARD:
                trump = int(rnd() * 4)  # the dealer's choice, at random
            elif ts != JESTER:
                trump = ts
        if record:
            dealt_hands = [sorted(h) for h in hands]
        bids = [0] * n
        total_bid = 0
        for i in range(n):
            seat = (dealer + 1 + i) % n
            b = int(rnd() * (r + 1))
            if pm1 and i == n - 1 and b + total_bid == r:
                # Draw again among the other r bids (the forbidden one is excluded).
                b = int(rnd() * r)
                if b >= r - total_bid:
                    b += 1
            bids[seat] = b
            total_bid += b
        won = [0] * n
        tricks = [] if record else None
        _finish_round(hands, masks, trump, (dealer + 1) % n, [], won, rnd, tricks)
        points = [0] * n
        for s in range(n):
            d = won[s] - bids[s]
            p = 20 + 10 * won[s] if d == 0 else (-10 * d if d > 0 else 10 * d)
            points[s] = p
            totals[s] += p
        if record:
            rounds.append(
                {
                    "number": r,
                    "dealer": dealer,
                    "hands": dealt_hands,
                    "turned": turned,
                    "trump": None if trump < 0 else trump,
                    "bid_order": [(dealer + 1 + i) % n for i in range(n)],
                    "bids": bids,
                    "tricks": tricks,
                    "won": won,
                    "points": points,
                    "totals": totals[:],
                }
            )
        dealer = (dealer + 1) % n
    if record:
        return {"first_dealer": first_dealer, "rounds": rounds, "totals": totals}
    return totals


def random_playout(
    hands: list[list[int]],
    trump: int | None,
    leader: int,
    trick: list[int],
    won: list[int],
    rng: random.Random,
) -> list[int]:
    """Play the rest of a round at random from a position; returns tricks won per seat.

    ``hands`` are the seats' remaining cards (lists, consumed), ``trick`` the cards
    already played to the current trick (from ``leader`` on).
    """
    masks = []
    for h in hands:
        m = 0
        for c in h:
            m |= 1 << c
        masks.append(m)
    won = won[:]
    _finish_round(hands, masks, -1 if trump is None else trump, leader, trick, won, rng.random)
    return won


def _strength_tables():
    """STRENGTH[trump + 1][led + 2][card]: higher wins, ties go to the earlier card."""
    from game.rules.core import card_strength

    return tuple(
        tuple(tuple(card_strength(c, led, t) for c in range(60)) for led in range(-2, 4))
        for t in range(-1, 4)
    )


STRENGTH = _strength_tables()
# FOLLOWS[led][card]: may ``card`` be played by a seat that holds the led suit?
FOLLOWS = tuple(tuple(SUIT_OF[c] in (led, WIZARD, JESTER) for c in range(60)) for led in range(4))
BIT = tuple(1 << c for c in range(60))


def _finish_round(hands, masks, trump, leader, trick, won, rnd, tricks_out=None) -> None:
    """Random legal play until the hands are empty; adds the tricks to ``won``.

    ``trump`` is -1 for none. ``tricks_out`` collects transcript-style tricks.
    """
    n = len(hands)
    suit_of = SUIT_OF
    tables = STRENGTH[trump + 1]
    played = list(trick)
    led = NO_SUIT
    for c in trick:
        if led == NO_SUIT and suit_of[c] != JESTER:
            led = FREE if suit_of[c] == WIZARD else suit_of[c]
    tab = tables[led + 2]
    best, best_seat = -1, leader
    for i, c in enumerate(trick):
        if tab[c] > best:
            best, best_seat = tab[c], (leader + i) % n
    seat = (leader + len(trick)) % n
    to_play = n - len(trick)
    while hands[seat]:
        for _k in range(to_play):
            hand = hands[seat]
            if led >= 0 and masks[seat] & SUIT_MASK[led]:
                follows = FOLLOWS[led]
                cand = [c for c in hand if follows[c]]
                c = cand[int(rnd() * len(cand))]
            else:
                c = hand[int(rnd() * len(hand))]
            hand.remove(c)
            masks[seat] ^= BIT[c]
            if led == NO_SUIT:
                s = suit_of[c]
                if s != JESTER:
                    led = FREE if s == WIZARD else s
                    tab = tables[led + 2]
            if tab[c] > best:
                best, best_seat = tab[c], seat
            if tricks_out is not None:
                played.append(c)
            seat += 1
            if seat == n:
                seat = 0
        won[best_seat] += 1
        if tricks_out is not None:
            tricks_out.append({"leader": leader, "cards": played, "winner": best_seat})
            played = []
        seat = leader = best_seat
        led, best, to_play, tab = NO_SUIT, -1, n, tables[NO_SUIT + 2]


def record_to_transcript(rules: Rules, record: dict, seed: int | None) -> dict:
    """A ``random_game(record=True)`` result as a ``wizard-transcript/1`` document."""
    from game.rules.cards import CARDS
    from game.rules.core import winners

    def names(cards):
        return [CARDS[c].name for c in cards]

    rounds = []
    for r in record["rounds"]:
        rounds.append(
            {
                **r,
                "hands": [names(h) for h in r["hands"]],
                "turned": None if r["turned"] is None else CARDS[r["turned"]].name,
                "trump": None if r["trump"] is None else "CDHS"[r["trump"]],
                "tricks": [{**t, "cards": names(t["cards"])} for t in r["tricks"]],
            }
        )
    n = rules.players
    doc = {
        "format": "wizard-transcript/1",
        "seed": seed,
        "players": [{"name": f"Random {i + 1}", "kind": "random"} for i in range(n)],
        "rules": rules.variants(),
    }
    if rules.length is not None:
        doc["round_count"] = rules.length
    return doc | {"rounds": rounds, "complete": True, "winners": winners(record["totals"])}
