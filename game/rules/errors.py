"""Named errors of the rules engine. Messages are written for players."""

from __future__ import annotations


class WizardError(Exception):
    """Base of every error the rules engine raises."""


class ParseError(WizardError, ValueError):
    """A card, suit or action string could not be read."""


class ActionTypeError(WizardError, TypeError):
    """An action built from a field of the wrong type (``Play(17)``, ``Bid(Card.C3)``).

    Refused when the action is made, so the engine never logs an action whose text
    cannot be read back (a save would then fail to load).
    """

    def __init__(self, action: str, field: str, value, expected: str):
        super().__init__(f"{action}.{field} must be {expected}, not {value!r}")
        self.action = action
        self.field = field
        self.value = value
        self.expected = expected


class ConfigError(WizardError, ValueError):
    """Game settings that cannot be played (wrong player count, incompatible variants)."""


class GameLengthError(ConfigError):
    """A game length that cannot be played: ``rounds`` asked for, ``most`` possible."""

    def __init__(self, message: str, rounds, most: int):
        super().__init__(message)
        self.rounds = rounds
        self.most = most


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
