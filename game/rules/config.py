"""The settings a game is played with: player count, variants and game length.

The length is how many rounds are played, always from round 1: a short game is the
start of a full one, so round r still deals r cards and the last round of a full
game (the whole deck, no trump) is reached only when every round is played.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from game.rules.errors import ConfigError, GameLengthError, PlayerCountError, VariantConflict
from game.rules.specials import SpecialCards, special_cards

MIN_PLAYERS = 3
MAX_PLAYERS = 6
FULL = "full"
SHORT = "short"
LENGTHS = (FULL, SHORT)  # the named lengths; any other length is a number of rounds


def full_rounds(players: int) -> int:
    """Rounds of a full game: until the deck is dealt out (20, 15, 12, 10)."""
    return 60 // players


def short_rounds(players: int) -> int:
    """Rounds of a short game: the first half, rounded up (10, 8, 6, 5).

    Why the first half and not every second round: each round stays what it is in a
    full game (round r deals r cards), so the round counter still says how many cards
    everyone holds and a short game's record is the start of a full one; hands still
    grow by one card a round, so bids stay easy to read. Every second round would
    keep the big hands but deal 1, 3, 5... cards under round numbers 1, 2, 3...
    """
    return (full_rounds(players) + 1) // 2


def length_rounds(players: int, length: str | int | None) -> int:
    """The number of rounds that ``length`` (``"full"``, ``"short"``, a number) plays.

    GameLengthError (a ConfigError) if it cannot be played by ``players``."""
    if length is None or length == FULL:
        return full_rounds(players)
    if length == SHORT:
        return short_rounds(players)
    problem = length_problem(players, length)
    if problem:
        raise problem
    return length


def length_problem(players: int, rounds) -> GameLengthError | None:
    """Why a game of ``players`` cannot play ``rounds`` rounds (the error, not raised),
    or None. ``game.words.error_text`` gives the player's sentence."""
    most = full_rounds(players)
    whole = isinstance(rounds, int) and not isinstance(rounds, bool)
    if not whole or not 1 <= rounds <= most:
        return GameLengthError(rounds, most, players)
    return None


@dataclass(frozen=True, slots=True, repr=False)
class Rules:
    players: int = 4
    plus_minus_one: bool = False
    hidden_bids: bool = False
    blind_first_round: bool = False
    # Rounds played, from round 1; None: all of them (a full game). A number equal to
    # the full game's is stored as None, so the same game has one Rules value.
    length: int | None = None
    # The anniversary special cards played with (none: the 60-card game). Given as a
    # SpecialCards, its string form ("25") or some special cards.
    special: SpecialCards = SpecialCards()

    def __post_init__(self) -> None:
        if not isinstance(self.special, SpecialCards):
            object.__setattr__(self, "special", special_cards(self.special))
        problem = rules_problem(
            self.players, self.plus_minus_one, self.hidden_bids, self.blind_first_round
        )
        if problem:
            raise problem
        if self.length is not None:
            problem = length_problem(self.players, self.length)
            if problem:
                raise problem
            if self.length == full_rounds(self.players):
                object.__setattr__(self, "length", None)

    @property
    def rounds(self) -> int:
        """The rounds this game plays (round r deals r cards)."""
        return full_rounds(self.players) if self.length is None else self.length

    @property
    def full_rounds(self) -> int:
        return full_rounds(self.players)

    @property
    def is_full(self) -> bool:
        return self.length is None

    @property
    def length_name(self) -> str:
        """``"full"``, ``"short"`` or ``"custom"`` (statistics and the New game screen)."""
        if self.length is None:
            return FULL
        return SHORT if self.length == short_rounds(self.players) else "custom"

    def __repr__(self) -> str:
        # Without special cards, as it was before they existed (logs, test ids).
        text = (
            f"Rules(players={self.players!r}, plus_minus_one={self.plus_minus_one!r}, "
            f"hidden_bids={self.hidden_bids!r}, blind_first_round={self.blind_first_round!r}, "
            f"length={self.length!r}"
        )
        return text + (f", special={str(self.special)!r})" if self.special else ")")

    @property
    def deck_size(self) -> int:
        """60, and one card more per special card."""
        return 60 + len(self.special)

    def variants(self) -> dict:
        """The transcript's ``rules`` object; ``special_cards`` (the string form) only
        when special cards are played, so the 60-card game's record is unchanged."""
        d = asdict(self)
        del d["players"], d["length"], d["special"]  # not variants: their own keys
        if self.special:
            d["special_cards"] = str(self.special)
        return d


def rules_problem(
    players: int, plus_minus_one: bool, hidden_bids: bool, blind_first_round: bool
) -> ConfigError | None:
    """Why these settings cannot be played (the error, not raised), or None. The UI
    shows ``game.words.error_text(problem)``; ``str(problem)`` is the English message."""
    if (
        not isinstance(players, int)
        or isinstance(players, bool)
        or not MIN_PLAYERS <= players <= MAX_PLAYERS
    ):
        return PlayerCountError(players, MIN_PLAYERS, MAX_PLAYERS)
    if hidden_bids and plus_minus_one:
        return VariantConflict(("hidden_bids", "plus_minus_one"))
    return None
