"""Easy's and Medium's rules for every decision of a game with special cards.

Card play scores each legal action (a card and its name) by its chance to hold the
trick: Easy looks only at the trick on the table, Medium also at the cards the
later seats may hold (its memory of the round, their voids, the cards passed to
them). Needing tricks, it takes with the cheapest likely winner (so the Dragon is
kept for when it is needed); with its bid met it plays its most dangerous safe
loser and keeps its escapes (the Bomb, a Jester, the Fairy, the Shapeshifter as a
Jester, the Juggler or the Cloud named off-suit) for when nothing else loses; a
trick it cannot lose any other way gets the Bomb.
"""

from __future__ import annotations

import enum

from ai.heuristic import card_values
from ai.knowledge import bits
from ai.special import tricks
from ai.special.bidding import easy_special_bid, medium_special_bid, trump_choice
from ai.special.reading import Reading
from game.rules import special_core as sc
from game.rules.actions import (
    Action,
    Bid,
    ChangeBid,
    ChooseTrump,
    PassCard,
    Play,
    Shape,
    WerewolfTrump,
)
from game.rules.cards import ALL_CARDS, DRAGON, SHAPESHIFTER, Suit
from game.rules.table import Phase
from game.rules.view import SeatView

HOLD = 0.6  # needing tricks: a card this likely to hold the trick is taken
SAFE = 0.15  # bid met: a card this unlikely to hold the trick is a safe loser
DUCKING = 0.35  # a later seat whose bid is met beats us this much less often


class Style(enum.Enum):
    """Easy sees the trick on the table; Medium remembers the round and reads it."""

    EASY = "easy"
    MEDIUM = "medium"


class SpecialHeuristic:
    """Easy's or Medium's decisions in a game with special cards."""

    def __init__(self, style: Style):
        self.style = style

    @property
    def memory(self) -> bool:
        return self.style is Style.MEDIUM

    def choose(self, view: SeatView) -> Action:
        if len(view.legal) == 1:
            return view.legal[0]
        k = Reading(view, memory=self.memory)
        phase = view.phase
        if phase == Phase.PLAY:
            return self.play(k)
        if phase == Phase.BID:
            return Bid(self.bid(k))
        if phase == Phase.PASS:
            return PassCard(ALL_CARDS[self.pass_card(k)])
        if phase == Phase.CLOUD:
            return self.change_bid(k)
        if phase in (Phase.WEREWOLF, Phase.CHOOSE_TRUMP):
            werewolf = phase == Phase.WEREWOLF
            t = trump_choice(k.hand, k.r, k.n, k.deck, werewolf, not self.memory)
            if werewolf:
                return WerewolfTrump(None if t < 0 else Suit(t))
            return ChooseTrump(Suit(t))
        return view.legal[0]

    # ------------------------------------------------------------ bidding
    def bid(self, k: Reading) -> int:
        legal = [a.tricks for a in k.view.legal]
        if k.view.hand is None:
            p = blind_chance(k)
            return min(legal, key=lambda b: (abs(b - p), b))
        if not self.memory:
            return easy_special_bid(k.hand, k.trump, legal)
        made = [b for s, b in enumerate(k.bids) if b is not None and s != k.seat]
        return medium_special_bid(k.hand, k.trump, k.r, k.n, k.deck, made, legal)

    # ------------------------------------------------------------ play
    def play(self, k: Reading) -> Action:
        values = card_values(k.trump, k.r, k.n)
        cands = [a for a in k.view.legal if isinstance(a, Play)]
        need = k.need() or 0
        if not self.memory:
            cands = easy_names(cands, k, need)
        chances = [self.hold(k, a) for a in cands]
        i = pick(cands, chances, need, k.tricks_left, values, 1.0 if self.memory else 0.0)
        return cands[i]

    def hold(self, k: Reading, action: Play) -> float:
        """The chance that ``action`` takes the trick."""
        card, name = int(action.card), action.named
        if not tricks.takes(k.trick, k.named, card, name, k.trump):
            return 0.0
        if not self.memory:  # Easy: a lead is worth its card's general power
            if k.trick:
                return 1.0
            return tricks.power(card, card_values(k.trump, k.r, k.n))
        return hold_chance(k, card, name)

    # ------------------------------------------------------------ passing
    def pass_card(self, k: Reading) -> int:
        """Needing more tricks than the hand promises: pass the weakest card; else the
        most dangerous one (the escapes are kept while the bid is met)."""
        values = card_values(k.trump, k.r, k.n)
        cards = bits(k.hand)
        need = k.need() or 0
        if not self.memory:
            return (max if need <= 0 else min)(cards, key=lambda c: tricks.power(c, values))
        expect = sum(tricks.power(c, values) for c in cards)
        if need > expect - 0.5:
            return min(cards, key=lambda c: tricks.power(c, values) + 0.5 * tricks.escape(c))
        return max(cards, key=lambda c: tricks.power(c, values) - tricks.escape(c))

    # ------------------------------------------------------------ the Cloud
    def change_bid(self, k: Reading) -> Action:
        """Toward the tricks expected: those won and what the hand still promises."""
        values = card_values(k.trump, k.r, k.n)
        cards = bits(k.hand)
        if self.memory:
            more = sum(tricks.power(c, values) for c in cards)
        else:
            more = sum(1 for c in cards if c == DRAGON or (c < 60 and values[c] > 0.9))
        want = 1 if k.won[k.seat] + more > k.bids[k.seat] else -1
        legal = k.view.legal
        return next((a for a in legal if isinstance(a, ChangeBid) and a.delta == want),
                    legal[0])


def easy_names(cands: list[Play], k: Reading, need: int) -> list[Play]:
    """Easy names a card the plain way: the Juggler and the Cloud the suit to follow
    (leading: trump, else clubs), the Shapeshifter a Wizard while it needs tricks."""
    suit = k.led if k.led >= 0 else max(k.trump, 0)
    shape = Shape.WIZARD if need > 0 else Shape.JESTER
    return [a for a in cands
            if a.named is None or a.named == shape or a.named == suit]


def pick(cands: list[Play], chances: list[float], need: int, left: int, values,
         keep: float = 1.0) -> int:
    """The index of the card to play: see the module's docstring. ``keep``: how much
    the escapes are kept (Easy: 0, it throws them like any card)."""
    power = [tricks.power(int(a.card), values) for a in cands]
    escape = [keep * tricks.escape(int(a.card)) for a in cands]
    idx = range(len(cands))
    if need > 0:
        if need >= left:  # every trick is needed: the likeliest
            return max(idx, key=lambda i: (chances[i], -power[i]))
        good = [i for i in idx if chances[i] >= HOLD]
        if good:
            return min(good, key=lambda i: power[i] + 0.5 * escape[i] - 0.1 * chances[i])
        best = max(idx, key=lambda i: chances[i])
        if chances[best] >= 0.35 and 2 * need >= left:
            return best
        return min(idx, key=lambda i: power[i] + 0.6 * escape[i] + chances[i])
    safe = [i for i in idx if chances[i] <= SAFE]
    if safe:
        return max(safe, key=lambda i: (power[i] - 1.5 * escape[i], -chances[i]))
    return min(idx, key=lambda i: (chances[i], -power[i]))


def hold_chance(k: Reading, card: int, name) -> float:
    """Medium: the chance that no later seat stops ``card`` (taking the trick now)."""
    later = k.later_seats()
    if not later:
        return 1.0
    pool = 0
    for s in later:
        pool |= k.could_hold(s)
    beaters = 0
    so_far = tricks.TrickSoFar(k.trick, k.named, k.trump).after(card, name)
    for u in bits(pool):
        if tricks.beaten_by(so_far, u):
            beaters |= 1 << u
    p = 1.0
    for s in later:
        held = k.could_hold(s)
        if beaters & k.known[s]:
            has = 1.0
        else:
            total = held.bit_count()
            b = (beaters & held).bit_count()
            has = 0.0 if not total else 1 - (1 - b / total) ** k.sizes[s]
        need = k.need(s)
        if need is not None and need <= 0:
            has *= DUCKING
        p *= 1 - has
    return p


def blind_chance(k: Reading) -> float:
    """Blind first round: the share of my possible cards that would take the trick
    (the others' named cards taken at their strongest)."""
    view, n = k.view, k.n
    order = view.bid_order
    others = {int(s): int(h[0]) for s, h in (view.others_hands or {}).items() if h}
    pool = bits(k.hidden & ~sum(1 << c for c in others.values()))
    if not pool:
        return 0.0
    strongest = Suit(k.trump) if k.trump >= 0 else Suit.C
    wins = 0
    for mine in pool:
        cards = [mine if s == k.seat else others.get(s, mine) for s in order[:n]]
        named = [Shape.WIZARD if c == SHAPESHIFTER else
                 strongest if sc.needs_name(c) == "suit" else None for c in cards]
        win, _ = sc.trick_result(cards, named, None if k.trump < 0 else k.trump)
        wins += win is not None and order[win] == k.seat
    return wins / len(pool)

