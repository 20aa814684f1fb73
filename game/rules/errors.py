"""Named errors of the rules engine. Messages are written for players."""

from __future__ import annotations


class WizardError(Exception):
    """Base of every error the rules engine raises."""


class ParseError(WizardError, ValueError):
    """A card, suit or action string could not be read."""


class ConfigError(WizardError, ValueError):
    """Game settings that cannot be played (wrong player count, incompatible variants)."""


class IllegalAction(WizardError):
    """An action the rules do not allow now. The state is left unchanged."""


class NotYourTurn(IllegalAction):
    pass


class WrongPhase(IllegalAction):
    pass


class CardNotInHand(IllegalAction):
    pass


class MustFollowSuit(IllegalAction):
    def __init__(self, message: str, suit: int):
        super().__init__(message)
        self.suit = suit


class BidOutOfRange(IllegalAction):
    pass


class ForbiddenBid(IllegalAction):
    """A bid the plus/minus-one rule forbids the last bidder."""


class UnknownTrump(IllegalAction):
    pass


class SaveFormatError(WizardError, ValueError):
    """A saved game or transcript that is corrupt, foreign or from a newer version."""
