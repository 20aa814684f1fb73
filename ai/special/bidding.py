"""Bids and trump choices with special cards in the hand (Easy and Medium).

The 60 cards keep Medium's trick chances (``ai.heuristic.card_probs``). The special
cards add: the Dragon, a near-sure trick unless the Fairy is out; the Cloud and the
Juggler, a trump 9¾ / 7½ at best; the Fairy and the Bomb, no trick. Two cards make a
bid easier to hit, and Medium scores bids with that: the Shapeshifter wins or loses
as needed (a trick more, if wanted), the Bomb kills a trick one would have to take
(a trick fewer).
"""

from __future__ import annotations

from ai.heuristic import _scores, card_probs, card_values, trick_distribution
from ai.knowledge import bits
from game.rules.cards import (
    BOMB,
    CLOUD,
    DRAGON,
    FAIRY,
    FULL_MASK,
    JUGGLER,
    SHAPESHIFTER,
    SUIT_MASK,
    SUIT_OF,
    WIZARD,
)

FLEX = 0.75  # how often the Shapeshifter / the Bomb can be used as the bid needs
# Easy's crude count of the special cards' tricks.
CRUDE = {DRAGON: 1.0, SHAPESHIFTER: 0.5, CLOUD: 0.5, JUGGLER: 0.3}


def special_probs(hand: int, trump: int, r: int, n: int, deck: int) -> list[float]:
    """The trick chances of the Dragon, the Cloud and the Juggler in ``hand``."""
    out = []
    fairy_out = deck >> FAIRY & 1 and not hand >> FAIRY & 1
    if hand >> DRAGON & 1:
        out.append(0.85 if fairy_out else 0.97)
    vals = card_values(trump, r, n)
    for card, rank in ((CLOUD, 10), (JUGGLER, 8)):
        if hand >> card & 1:
            # Named trump it is that trump's rank; without trump an unled side card.
            best = vals[trump * 13 + rank - 2] if trump >= 0 else vals[rank - 2] + 0.1
            out.append(max(0.1, best))
    return out


def expected_tricks(hand: int, trump: int, r: int, n: int, deck: int) -> float:
    probs = card_probs(hand & FULL_MASK, trump, r, n) + special_probs(hand, trump, r, n, deck)
    return sum(probs)


def medium_special_bid(hand: int, trump: int, r: int, n: int, deck: int,
                       made: list[int], legal: list[int]) -> int:
    """The legal bid with the best expected score, the flexible cards counted."""
    probs = card_probs(hand & FULL_MASK, trump, r, n) + special_probs(hand, trump, r, n, deck)
    if made:  # the bids already made show how contested the tricks are
        pressure = (sum(made) - r * len(made) / n) / max(1, r)
        factor = max(0.75, min(1.15, 1 - 0.35 * pressure))
        probs = [min(0.98, p * factor) if p < 0.9 else p for p in probs]
    dist = trick_distribution(probs)
    dist += [0.0] * (r + 2 - len(dist))
    shifts = [0]
    if hand >> SHAPESHIFTER & 1:
        shifts.append(1)
    if hand >> BOMB & 1:
        shifts.append(-1)
    best, best_v = legal[0], None
    for b in legal:
        table = _scores(b, r + 2)
        v = 0.0
        for k, q in enumerate(dist):
            if q:
                plain = table[min(k, r)]
                flex = max(table[min(r, max(0, k + d))] for d in shifts)
                v += q * (FLEX * flex + (1 - FLEX) * plain)
        if best_v is None or v > best_v + 1e-9:
            best, best_v = b, v
    return best


def easy_special_bid(hand: int, trump: int, legal: list[int]) -> int:
    """Easy: a rounded count of sure-looking cards."""
    est = 0.0
    for c in bits(hand):
        s = SUIT_OF[c]
        rank = c % 13 + 2
        if c >= 60:
            est += CRUDE.get(c, 0.0)
        elif s == WIZARD:
            est += 1
        elif s == trump:
            est += 1 if rank >= 12 else 0.5 if rank >= 9 else 0.2
        elif s < 4 and rank == 14:
            est += 0.7
        elif s < 4 and rank == 13:
            est += 0.3
    return min(legal, key=lambda b: (abs(b - est), b))


def trump_choice(hand: int, r: int, n: int, deck: int, allow_none: bool,
                 crude: bool) -> int:
    """The trump that makes the hand strongest (-1: no trump, where ``allow_none``);
    crude: the longest suit."""
    options = list(range(4)) + ([-1] if allow_none and not crude else [])
    best, best_v = 0, None
    for s in options:
        if crude:
            cards = hand & SUIT_MASK[s]
            v = cards.bit_count() * 100 + sum(c % 13 for c in bits(cards))
        else:
            v = expected_tricks(hand, s, r, n, deck)
            if s >= 0:
                v += 0.01 * (hand & SUIT_MASK[s]).bit_count()
        if best_v is None or v > best_v:
            best, best_v = s, v
    return best
