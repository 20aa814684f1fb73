"""How the ``wizard-transcript/1`` checker reports a problem: ``Problem`` (the reason
and where), and the small strict readers both round checkers share (the 60-card
game's in ``transcript``, the special cards' in ``transcript_special``).

Values from the document are shown shortened, however long they are, and typed
strictly as JSON does: ``1.0`` or ``true`` is no integer here.
"""

from __future__ import annotations

import reprlib
from dataclasses import dataclass


@dataclass(frozen=True)
class Problem:
    reason: str
    round: int | None = None
    trick: int | None = None
    seat: int | None = None

    def __str__(self) -> str:
        where = []
        if self.round is not None:
            where.append(f"round {self.round}")
        if self.trick is not None:
            where.append(f"trick {self.trick}")
        if self.seat is not None:
            where.append(f"seat {self.seat}")
        return (", ".join(where) + ": " if where else "") + self.reason


class Bad(Exception):
    """Raised inside the checker at the first problem; ``check_transcript`` returns it."""

    def __init__(self, problem: Problem):
        self.problem = problem


def fail(reason, round=None, trick=None, seat=None):
    raise Bad(Problem(reason, round, trick, seat))


SHOW_MAX = 40  # characters of a document's value that a problem message quotes


_SHORT = reprlib.Repr()
_SHORT.maxlevel, _SHORT.maxlist, _SHORT.maxdict = 2, 6, 3
_SHORT.maxstring = _SHORT.maxlong = _SHORT.maxother = SHOW_MAX


def show(value) -> str:
    """``repr(value)`` cut to about SHOW_MAX characters (a file may hold megabytes)."""
    try:
        text = _SHORT.repr(value)
    except ValueError:  # an int too long for repr() at all
        return "a number too long to show"
    return text if len(text) <= SHOW_MAX else text[: SHOW_MAX - 3] + "..."


def is_int(value) -> bool:
    """A JSON integer: not a float such as 1.0, not true/false."""
    return type(value) is int


def same_ints(value, expected: list[int]) -> bool:
    return (
        isinstance(value, list)
        and len(value) == len(expected)
        and all(is_int(v) and v == e for v, e in zip(value, expected, strict=True))
    )


def read_int(value, what, rnd=None, trick=None, seat=None) -> int:
    if not is_int(value):
        fail(f"{what} must be an integer, not {show(value)}", rnd, trick, seat)
    return value


# ------------------------------------------- the parts of a round both checkers read
def read_card(text, cards: dict, rnd, trick=None, seat=None):
    """The card ``text`` names, if it is one of the game's ``cards`` (name -> Card)."""
    card = cards.get(text) if isinstance(text, str) else None
    if card is None:
        fail(f"{show(text)} is not a card", rnd, trick, seat)
    return card


def read_hands(rnd: dict, r: int, n: int, card) -> list[set]:
    """The hands as dealt: ``r`` cards each, none dealt twice. ``card(text, round,
    trick, seat)`` reads one of the game's cards."""
    hands_json = rnd.get("hands")
    if not isinstance(hands_json, list) or len(hands_json) != n:
        fail(f"hands must list {n} hands", r)
    seen: set = set()
    hands: list[set] = []
    for seat, h in enumerate(hands_json):
        if not isinstance(h, list) or len(h) != r:
            fail(f"the hand must hold {r} cards", r, seat=seat)
        held = {card(c, r, seat=seat) for c in h}
        if len(held) != r or held & seen:
            fail("a card is dealt twice", r, seat=seat)
        seen |= held
        hands.append(held)
    return hands


def read_bids(rnd: dict, r: int, n: int, dealer: int, plus_minus_one: bool) -> list[int]:
    """The bids as made, checked for order, range and the plus/minus-one rule."""
    order = [(dealer + 1 + i) % n for i in range(n)]
    if not same_ints(rnd.get("bid_order"), order):
        fail(f"bid_order must be {order}: left of the dealer first, the dealer last", r)
    bids = rnd.get("bids")
    if not isinstance(bids, list) or len(bids) != n:
        fail(f"bids must list {n} bids", r)
    for seat, b in enumerate(bids):
        read_int(b, "the bid", r, seat=seat)
        if not 0 <= b <= r:
            fail(f"bid {b} is outside 0..{r}", r, seat=seat)
    if plus_minus_one and sum(bids) == r:
        fail(
            f"the bids add up to {r}, which plus/minus one forbids the last bidder",
            r,
            seat=order[-1],
        )
    return list(bids)


class Tricks:
    """Round ``r``'s tricks (checked to be ``r`` of them), walked in order: each is
    checked to be an object led by ``leader``, which the round's checker moves to the
    seat that takes each trick; ``won`` counts the tricks each seat takes."""

    def __init__(self, rnd: dict, r: int, n: int, dealer: int):
        tricks = rnd.get("tricks")
        if not isinstance(tricks, list) or len(tricks) != r:
            fail(f"a round of {r} cards has {r} tricks", r)
        self.tricks, self.r = tricks, r
        self.won = [0] * n
        self.leader = (dealer + 1) % n

    def __iter__(self):
        """(trick number, trick) for each trick, its head checked."""
        for t_no, trick in enumerate(self.tricks, 1):
            if not isinstance(trick, dict):
                fail("the trick is not an object", self.r, t_no)
            leader = self.leader
            if not (is_int(trick.get("leader")) and trick["leader"] == leader):
                fail(f"leader is {show(trick.get('leader'))}, expected seat {leader}",
                     self.r, t_no)
            yield t_no, trick


def check_scores(rnd: dict, r: int, bids: list[int], won: list[int], totals, score):
    """``won``, ``points`` and ``totals`` as the tricks and ``bids`` (the bids scored)
    give them; the new totals."""
    if not same_ints(rnd.get("won"), won):
        fail(f"won is {show(rnd.get('won'))}, the tricks give {won}", r)
    points = [score(b, w) for b, w in zip(bids, won, strict=True)]
    if not same_ints(rnd.get("points"), points):
        fail(f"points are {show(rnd.get('points'))}, the bids and tricks give {points}", r)
    totals = [t + p for t, p in zip(totals, points, strict=True)]
    if not same_ints(rnd.get("totals"), totals):
        fail(f"totals are {show(rnd.get('totals'))}, expected {totals}", r)
    return totals
