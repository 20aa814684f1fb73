"""What a round with special cards keeps beyond the 60-card game's state: the names
of the cards in the trick, the Werewolf's swap, the passes after Juggler tricks and
the Cloud's bid changes. ``GameState.sp`` holds one (None without special cards)."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.cards import Card


@dataclass(frozen=True, slots=True)
class WerewolfSwap:
    """``seat`` held the Werewolf and took the turned ``card`` into their hand."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class PassRecord:
    """The passes after trick ``trick``: ``cards[s]`` went from seat s to the seat on
    its left. In a seat's view the cards it may not know are None."""

    trick: int
    cards: tuple[Card | None, ...]

    def seen_by(self, seat: int) -> PassRecord:
        n = len(self.cards)
        known = (seat, (seat - 1) % n)  # the card it gave, the card it received
        return PassRecord(
            self.trick, tuple(c if s in known else None for s, c in enumerate(self.cards))
        )


@dataclass(frozen=True, slots=True)
class BidChange:
    """After trick ``trick`` (1-based) the Cloud's winner ``seat`` changed its bid."""

    seat: int
    trick: int
    old: int
    new: int


class SpecialRound:
    """The special cards' part of a round in progress (mutable, copied by clone)."""

    __slots__ = ("named", "passing", "passes", "changes", "werewolf", "cloud_seat")

    def __init__(self) -> None:
        self.named: list = []  # what each card of the trick in progress was named
        self.passing: list[Card | None] = []  # chosen passes, while passing
        self.passes: list[PassRecord] = []
        self.changes: list[BidChange] = []
        self.werewolf: WerewolfSwap | None = None
        self.cloud_seat: int | None = None  # changes its bid once the passes are done

    def clone(self) -> SpecialRound:
        s = SpecialRound.__new__(SpecialRound)
        s.named = self.named[:]
        s.passing = self.passing[:]
        s.passes = self.passes[:]
        s.changes = self.changes[:]
        s.werewolf = self.werewolf
        s.cloud_seat = self.cloud_seat
        return s

    def made_bids(self, bids) -> tuple[int, ...]:
        """The bids as they were made, before any Cloud change (``bids``: now)."""
        made = list(bids)
        for change in reversed(self.changes):
            made[change.seat] = change.old
        return tuple(made)
