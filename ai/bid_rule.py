"""Medium's bid as a rule a hand must explain (Expert option ``brule``).

Medium bids by a fixed rule (``ai.heuristic.medium_bid`` over the hand's
``card_probs``, after the bids before it). Once a round is over every card a seat held
is known, so whether its bid was the rule's can be checked; a seat whose bids the rule
gave in every one of ``BID_ROUNDS`` finished rounds is read as bidding by it
(``bid_reads``). Its bid this round then says more than the soft evidence of the
sampler's bell curve: a hand that would not have bid so costs ``LOG_MISS``
(``BidRules.loglik``, for ``ai.sampler`` and ``ai.deal_chain``).
"""

from __future__ import annotations

from functools import lru_cache

from ai.heuristic import card_probs, medium_bid
from ai.knowledge import bits
from ai.medium_rule import LOG_MISS
from game.rules.cards import SPECIAL_MASK, SUIT_MASK
from game.rules.core import forbidden_last_bid

BID_ROUNDS = 3  # finished rounds (of 2 cards or more) whose bids the rule must all give


def allowed_bids(r: int, made: list[int], last: bool, pm1: bool) -> list[int]:
    """The bids a seat may make in a round of ``r`` cards after the bids ``made``
    (``last``: it bids last, which the plus/minus-one rule ``pm1`` limits)."""
    legal = list(range(r + 1))
    forbidden = forbidden_last_bid(r, sum(made)) if pm1 and last else None
    if forbidden is not None:
        legal.remove(forbidden)
    return legal


def rule_bid(hand: int, trump: int, r: int, n: int, made: list[int], legal: list[int]) -> int:
    """Medium's bid with the hand ``hand`` (a mask) after the bids ``made``."""
    return medium_bid(card_probs(hand, trump, r, n), r, n, made, legal)


def _seen_before(bid_order, bids, i: int, hidden: bool) -> list[int]:
    """The bids the ``i``-th bidder saw before its own (none with hidden bids)."""
    return [] if hidden else [bids[t] for t in bid_order[:i]]


@lru_cache(maxsize=256)
def round_hits(record, n: int, pm1: bool, hidden: bool) -> tuple:
    """Per seat of a finished round: did Medium's rule give its bid (None: a round of
    one card, which tells too little)."""
    if record.number < 2:
        return (None,) * n
    trump = -1 if record.trump is None else int(record.trump)
    r = record.number
    out = [None] * n
    for i, s in enumerate(record.bid_order):
        made = _seen_before(record.bid_order, record.bids, i, hidden)
        hand = sum(1 << int(c) for c in record.hands[s])
        legal = allowed_bids(r, made, i == n - 1, pm1)
        out[s] = rule_bid(hand, trump, r, n, made, legal) == record.bids[s]
    return tuple(out)


def bid_reads(history, n: int, pm1: bool, hidden: bool, least: int = BID_ROUNDS) -> list[bool]:
    """Per seat: has Medium's rule given every one of its bids in the finished rounds
    ``history`` (at least ``least`` of them counted)?"""
    hits, count = [0] * n, [0] * n
    for record in history:
        for s, hit in enumerate(round_hits(record, n, pm1, hidden)):
            if hit is not None:
                hits[s] += hit
                count[s] += 1
    return [count[s] >= least and hits[s] == count[s] for s in range(n)]


class BidRules:
    """The bid evidence of the seats read as bidding by the rule, for one decision of
    ``k`` (``ai.knowledge.Knowledge``): a hand now held (a mask) is scored with the
    cards the seat played this round put back."""

    def __init__(self, k, seats, pm1: bool, hidden: bool):
        order = list(k.view.bid_order)
        self.trump, self.r, self.n = k.trump, k.r, k.n
        self.seats = {}  # seat -> (its bid, the bids it saw, its legal bids, its plays)
        for s in seats:
            i = order.index(s)
            made = _seen_before(order, k.bids, i, hidden)
            legal = allowed_bids(k.r, made, i == k.n - 1, pm1)
            self.seats[s] = (k.bids[s], made, legal, k.played_by[s])
        self.table = round_table(k.trump, k.r, k.n)
        self._cache: dict = {}

    def loglik(self, s: int, mask: int) -> float:
        """0 if seat ``s`` holding ``mask`` now would have bid as it did, else LOG_MISS."""
        bid, made, legal, played = self.seats[s]
        hand = mask | played
        key = (s, hand)
        hit = self._cache.get(key)
        if hit is None:
            hit = self._cache[key] = self.table.bid(self.table.probs(hand), made, legal) == bid
        return 0.0 if hit else LOG_MISS


class RoundTable:
    """Medium's bids by the hands of one round (``trump``, ``r`` cards, ``n`` players),
    remembered for all of the round's decisions (its bid's and its cards' searches
    meet many of the same hands; a late round's table holds some 25,000 bids, so only
    the last round's is kept): the card chances of each part of a hand, and the bid by
    the chances (hands that differ in cards of the same chance bid alike; the deal
    chain swaps low cards often)."""

    def __init__(self, trump: int, r: int, n: int):
        self.trump, self.r, self.n = trump, r, n
        self._parts: dict = {}  # a part's key -> its cards' chances
        self._bids: dict = {}  # (chances, bids seen, legal bids) -> Medium's bid

    def probs(self, hand: int) -> tuple:
        """``card_probs(hand)`` as a tuple, put together from its parts (the cards lowest
        first: suit by suit, then Wizards and Jesters). A plain suit's chances read that
        suit alone, the trumps' also which other suits the hand lacks or holds once,
        Wizards' and Jesters' nothing; each part is remembered by what it reads."""
        trump, parts = self.trump, self._parts
        out: tuple = ()
        for s in range(5):
            cards = hand & (SUIT_MASK[s] if s < 4 else SPECIAL_MASK)
            if not cards:
                continue
            key = cards
            if s == trump:  # with each other suit's shape: its 2s and 3s stand for it
                for t in range(4):
                    if t != trump:
                        held = (hand & SUIT_MASK[t]).bit_count()
                        if held:
                            key |= (1 if held == 1 else 3) << 13 * t
            part = parts.get(key)
            if part is None:
                probs = card_probs(key, trump, self.r, self.n)
                part = parts[key] = tuple(p for c, p in zip(bits(key), probs, strict=True)
                                          if cards >> c & 1)
            out += part
        return out

    def bid(self, probs: tuple, made: list[int], legal: list[int]) -> int:
        """Medium's bid with the card chances ``probs`` after the bids ``made``."""
        key = (probs, tuple(made), tuple(legal))
        bid = self._bids.get(key)
        if bid is None:
            bid = self._bids[key] = medium_bid(probs, self.r, self.n, made, legal)
        return bid


@lru_cache(maxsize=1)  # a round's decisions (its bid and cards) ask the same table
def round_table(trump: int, r: int, n: int) -> RoundTable:
    return RoundTable(trump, r, n)
