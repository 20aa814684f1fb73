"""The heuristic levels: Easy and Medium.

Both bid from hand strength and play toward their exact bid. Medium remembers
the cards played this round, tracks revealed voids, estimates how likely a card
is to hold the trick, and bids by expected score; Easy is cruder on purpose: it
sees only the trick on the table and bids a rounded trick count.
"""

from __future__ import annotations

import random
from functools import cache
from operator import mul

from ai.knowledge import POWER, Knowledge, bits
from ai.medium_rule import rule_card
from game.rules import Action, Bid, ChooseTrump, Phase, Play, SeatView, Suit
from game.rules.cards import CARDS, JESTER, SUIT_MASK, SUIT_OF, WIZARD
from game.rules.core import FREE, NO_SUIT, score
from game.rules.fast import STRENGTH


# ------------------------------------------------------------------ bidding
@cache  # a few hundred (trump, r, n) at most; the hot path of every bid
def card_values(trump: int, r: int, n: int) -> tuple[float, ...]:
    """Rough chance that each card takes a trick, from the card alone.

    ``trump`` is -1 for none. Depends on how much of the deck is dealt (``r * n / 60``)
    and on the number of players. Used by Medium's bids and by the search levels
    (estimating others' bids, weighing sampled deals by the bids they made).
    """
    d = r * n / 60
    side_scale = min(1.3, (4 / n) ** 0.7)
    vals = [0.0] * 60
    for c in range(60):
        s = SUIT_OF[c]
        if s == WIZARD:
            v = 0.93
        elif s == JESTER:
            v = 0.0
        else:
            rank = c % 13 + 2
            above = 14 - rank
            if s == trump:
                v = max(0.15, 0.9 - above * (0.05 + 0.07 * d) * (n / 4) ** 0.5)
            elif trump >= 0:
                v = {14: 0.75 - 0.3 * d, 13: 0.5 - 0.3 * d, 12: 0.3 - 0.22 * d,
                     11: 0.15 - 0.12 * d}.get(rank, 0.04 * (1 - d))
                v *= side_scale
            else:
                v = {14: 0.85 - 0.2 * d, 13: 0.6 - 0.3 * d, 12: 0.35 - 0.25 * d,
                     11: 0.2 - 0.15 * d}.get(rank, 0.05 * (1 - d))
                v *= side_scale
        vals[c] = max(0.0, min(0.97, v))
    return tuple(vals)


def card_probs(hand: int, trump: int, r: int, n: int, context: bool = True) -> list[float]:
    """Per-card trick chances of a hand; with ``context`` adjusted for the hand's shape."""
    vals = card_values(trump, r, n)
    cards = bits(hand)
    probs = {c: vals[c] for c in cards}
    if context and cards:
        d = r * n / 60
        trumps = [c for c in cards if SUIT_OF[c] == trump] if trump >= 0 else []
        for s in range(4):
            if s == trump:
                continue
            suit = [c for c in cards if SUIT_OF[c] == s]
            ranks = {c % 13 + 2: c for c in suit}
            length = len(suit)
            if 14 in ranks and 13 in ranks:
                probs[ranks[13]] += 0.2 * (1 - 0.5 * d)
                if 12 in ranks:
                    probs[ranks[12]] += 0.15 * (1 - 0.5 * d)
            if length > 2 and trump >= 0:
                for c in suit:
                    probs[c] *= max(0.5, 1 - 0.1 * (length - 2))
        if trump >= 0 and trumps:
            voids = sum(
                1 for s in range(4) if s != trump and not hand & SUIT_MASK[s]
            )
            short = sum(
                1 for s in range(4) if s != trump and (hand & SUIT_MASK[s]).bit_count() == 1
            )
            low = sorted(trumps)[: max(0, len(trumps) - 2)]
            bonus = 0.18 * voids + 0.08 * short + 0.07 * max(0, len(trumps) - 2)
            for c in low:
                probs[c] += bonus * (1 - probs[c])
    return [max(0.0, min(0.98, p)) for p in probs.values()]


def trick_distribution(probs: list[float]) -> list[float]:
    """Distribution of the number of tricks if each card wins independently."""
    dist = [1.0]
    for p in probs:
        # Entry k is dist[k] * (1 - p) + dist[k - 1] * p: the same two products and one
        # sum as adding them one by one, so the result is the same to the last bit (the
        # first entry's missing term is a 0.0, which adds nothing to a chance).
        keep = 1 - p
        won = 0.0
        nxt = []
        append = nxt.append
        for q in dist:
            append(q * keep + won)
            won = q * p
        append(won)
        dist = nxt
    return dist


def best_bid(dist: list[float], legal: list[int]) -> int:
    """The legal bid with the highest expected score under ``dist``."""
    best, best_v = legal[0], None
    size = len(dist)
    for b in legal:
        v = sum(map(mul, dist, _scores(b, size)))
        if best_v is None or v > best_v + 1e-9:
            best, best_v = b, v
    return best


@cache
def _scores(bid: int, size: int) -> tuple[int, ...]:
    """``score(bid, k)`` for k = 0 .. size - 1."""
    return tuple(score(bid, k) for k in range(size))


def blind_win_chance(k: Knowledge) -> float:
    """Blind first round (one card each): the chance that my unseen card takes the trick.

    Every other card is visible, so this is exact over the cards I may hold.
    """
    n, seat = k.n, k.seat
    leader = k.view.bid_order[0]
    pool = bits(k.unseen)
    if not pool:
        return 0.0
    others = {s: bits(m) for s, m in k.known_hands.items()}
    wins = 0
    from game.rules.core import trick_winner_index

    for mine in pool:
        cards = []
        for i in range(n):
            s = (leader + i) % n
            cards.append(mine if s == seat else others[s][0])
        trump = None if k.trump < 0 else k.trump
        if (leader + trick_winner_index(cards, trump)) % n == seat:
            wins += 1
    return wins / len(pool)


def legal_bids(view: SeatView) -> list[int]:
    return [a.tricks for a in view.legal if isinstance(a, Bid)]


def heuristic_bid(view: SeatView, crude: bool = False) -> int:
    k = Knowledge(view, memory=not crude)
    legal = legal_bids(view)
    r, n = k.r, k.n
    if not k.hand_known:  # blind first round: bid from the others' cards
        p = blind_win_chance(k)
        dist = [1 - p, p] + [0.0] * (r - 1)
        if crude:
            return min(legal, key=lambda b: abs(b - round(p)))
        return best_bid(dist, legal)
    if crude:
        est = 0.0
        for c in bits(k.hand):
            s = SUIT_OF[c]
            rank = c % 13 + 2
            if s == WIZARD:
                est += 1
            elif s == JESTER:
                continue
            elif s == k.trump:
                est += 1 if rank >= 12 else 0.5 if rank >= 9 else 0.2
            elif rank == 14:
                est += 0.7
            elif rank == 13:
                est += 0.3
        return min(legal, key=lambda b: (abs(b - est), b))
    made = [b for s, b in enumerate(k.bids) if b is not None and s != k.seat]
    return medium_bid(card_probs(k.hand, k.trump, r, n), r, n, made, legal)


def medium_bid(probs: list[float], r: int, n: int, made: list[int], legal: list[int]) -> int:
    """Medium's bid: the best by expected score for a hand with the trick chances
    ``probs`` (``card_probs``), after the bids ``made`` before it; also how Expert
    foresees a later bidder that plays by Medium's rule (``ai.search``)."""
    # Seat position: bids already made show how contested the tricks are.
    if made:
        expected_others = r * len(made) / n
        pressure = (sum(made) - expected_others) / max(1, r)
        factor = max(0.75, min(1.15, 1 - 0.35 * pressure))
        probs = [min(0.98, p * factor) if p < 0.9 else p for p in probs]
    dist = trick_distribution(probs)
    dist += [0.0] * (r + 1 - len(dist))
    return best_bid(dist, legal)


def choose_trump_suit(hand: int, r: int, n: int, crude: bool = False) -> int:
    """The suit that makes the hand strongest (or, crude, the longest suit)."""
    best, best_v = 0, None
    for s in range(4):
        cards = hand & SUIT_MASK[s]
        if crude:
            v = cards.bit_count() * 100 + sum(c % 13 for c in bits(cards))
        else:
            v = sum(card_probs(hand, s, r, n)) + 0.01 * cards.bit_count()
        if best_v is None or v > best_v:
            best, best_v = s, v
    return best


# ------------------------------------------------------------------- play
def strength_if_played(c: int, led: int, trump: int) -> int:
    """The strength ``c`` would have in the trick on the table (-1 trump = none)."""
    if led == NO_SUIT:
        s = SUIT_OF[c]
        led = FREE if s == WIZARD else NO_SUIT if s == JESTER else s
    return STRENGTH[trump + 1][led + 2][c]


def current_best(k: Knowledge) -> int:
    """The strength of the card now holding the trick (-1 when the trick is empty)."""
    best = -1
    led = NO_SUIT
    tables = STRENGTH[k.trump + 1]
    for c in k.trick:
        s = SUIT_OF[c]
        if led == NO_SUIT and s != JESTER:
            led = FREE if s == WIZARD else s
        st = tables[led + 2][c]
        if st > best:
            best = st
    return best


class HeuristicPlayer:
    """Easy (``memory=False``) or Medium (``memory=True``)."""

    def __init__(self, memory: bool, kind: str, seed: int | None = None):
        self.memory = memory
        self.kind = kind
        self.seed = seed
        self.rng = random.Random(seed)
        self.special = None  # ai.special's rules, made at the first special-card game

    def choose(self, view: SeatView, time_ms: float | None = None) -> Action:
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        if view.rules.special:
            return self.special_rules().choose(view)
        if view.phase == Phase.BID:
            return Bid(heuristic_bid(view, crude=not self.memory))
        if view.phase == Phase.CHOOSE_TRUMP:
            hand = 0
            for c in view.hand or ():
                hand |= 1 << int(c)
            return ChooseTrump(
                Suit(choose_trump_suit(hand, view.round, view.players, crude=not self.memory))
            )
        if view.phase == Phase.PLAY:
            card = self.medium_card(view) if self.memory else easy_card(view)
            return Play(CARDS[card])  # the helpers pick plain ints
        return legal[0]

    def special_rules(self):
        if self.special is None:
            from ai.special.heuristic import SpecialHeuristic, Style

            self.special = SpecialHeuristic(Style.MEDIUM if self.memory else Style.EASY)
        return self.special

    def medium_card(self, view: SeatView):
        return medium_card(view)


def _legal_cards(view: SeatView) -> list[int]:
    return [int(a.card) for a in view.legal if isinstance(a, Play)]


def easy_card(view: SeatView) -> int:
    """Crude play: only the trick on the table counts; aims at the bid all the same."""
    k = Knowledge(view, memory=False)
    legal = _legal_cards(view)
    power = POWER[k.trump + 1]
    need = k.need()
    need = 0 if need is None else need
    by_power = sorted(legal, key=lambda c: power[c])  # lowest first
    if not k.trick:
        if need > 0:
            return by_power[-1]
        non_jesters = [c for c in by_power if SUIT_OF[c] != JESTER]
        return non_jesters[0] if non_jesters else by_power[0]
    best = current_best(k)
    winners = [c for c in by_power if strength_if_played(c, k.led, k.trump) > best]
    losers = [c for c in by_power if c not in winners]
    if need > 0:
        if winners:
            return winners[0]
        plain = [c for c in losers if SUIT_OF[c] != JESTER]
        return (plain or losers)[0]
    if losers:
        plain_losers = [c for c in losers if SUIT_OF[c] != JESTER]
        return (plain_losers or losers)[-1]
    return winners[-1]


def medium_card(view: SeatView) -> int:
    """Card play with memory: exact-bid play, cheapest likely winners, safe ducks
    (``ai.medium_rule.rule_card``, from what this seat knows)."""
    k = Knowledge(view, memory=True)
    need = k.need()
    seats = k.later_seats()
    later = [(k.counts[s], k.voids[s], k.need(s) is not None and k.need(s) <= 0)
             for s in seats]
    return rule_card(_legal_cards(view), len(k.trick), k.led, current_best(k),
                     0 if need is None else need, k.trump, k.unseen, later, not seats)


def _easy(seed=None, **_options) -> HeuristicPlayer:
    return HeuristicPlayer(memory=False, kind="easy", seed=seed)


def _medium(seed=None, **_options) -> HeuristicPlayer:
    return HeuristicPlayer(memory=True, kind="medium", seed=seed)
