"""The settings a game is played with: player count and variants."""

from __future__ import annotations

from dataclasses import asdict, dataclass

from game.i18n import _
from game.rules.errors import ConfigError

MIN_PLAYERS = 3
MAX_PLAYERS = 6


@dataclass(frozen=True, slots=True)
class Rules:
    players: int = 4
    plus_minus_one: bool = False
    hidden_bids: bool = False
    blind_first_round: bool = False

    def __post_init__(self) -> None:
        problem = rules_problem(
            self.players, self.plus_minus_one, self.hidden_bids, self.blind_first_round
        )
        if problem:
            raise ConfigError(problem)

    @property
    def rounds(self) -> int:
        return 60 // self.players

    def variants(self) -> dict[str, bool]:
        """The transcript's ``rules`` object."""
        d = asdict(self)
        del d["players"]
        return d


def rules_problem(
    players: int, plus_minus_one: bool, hidden_bids: bool, blind_first_round: bool
) -> str | None:
    """Why these settings cannot be played, or None. The UI shows this text as it is."""
    if not isinstance(players, int) or isinstance(players, bool):
        return _("The number of players must be a whole number.")
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        return _("Wizard is played by 3 to 6 players.")
    if hidden_bids and plus_minus_one:
        return _(
            "Hidden bids cannot be combined with the plus/minus-one rule: everyone bids at "
            "once, so there is no last bidder to restrict."
        )
    return None
