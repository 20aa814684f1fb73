"""The game's phases and the records of finished tricks and rounds (value types)."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from game.rules.cards import Card, Suit


class Phase(enum.StrEnum):
    # Only in the steps of ``apply_steps``: the cards are dealt, the trump card is
    # not turned yet, nobody is to move. A game at rest is never in it.
    DEAL = "deal"
    CHOOSE_TRUMP = "choose_trump"
    BID = "bid"
    PLAY = "play"
    ROUND_OVER = "round_over"
    GAME_OVER = "game_over"
    # Only with special cards: the Werewolf's holder names trump (before the bids),
    # everyone passes a card (after a Juggler trick), the Cloud's winner changes
    # their bid (after its trick).
    WEREWOLF = "werewolf"
    PASS = "pass"
    CLOUD = "cloud"


@dataclass(frozen=True, slots=True)
class Trick:
    """``winner`` is None for a trick with the Bomb: ``leads_next`` leads the next
    trick then. ``named``: per card, what it was named (only with special cards)."""

    leader: int
    cards: tuple[Card, ...]
    winner: int | None
    named: tuple = ()
    leads_next: int | None = None

    @property
    def next_leader(self) -> int:
        return self.winner if self.winner is not None else self.leads_next


@dataclass(frozen=True, slots=True)
class RoundRecord:
    """A finished round, as the transcript's ROUND object has it.

    With special cards: ``bids`` are the bids as made and ``bid_changes`` the Cloud's
    changes (``points`` are scored against the changed bids, ``final_bids``);
    ``werewolf`` the Werewolf's swap and ``passes`` the passes after Juggler tricks.
    """

    number: int
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    turned: Card | None
    trump: Suit | None
    bid_order: tuple[int, ...]
    bids: tuple[int, ...]
    tricks: tuple[Trick, ...]
    won: tuple[int, ...]
    points: tuple[int, ...]
    totals: tuple[int, ...]
    bid_changes: tuple = ()
    werewolf: object = None
    passes: tuple = ()

    @property
    def final_bids(self) -> tuple[int, ...]:
        """The bids the round was scored against (after any Cloud change)."""
        bids = list(self.bids)
        for change in self.bid_changes:
            bids[change.seat] = change.new
        return tuple(bids)
