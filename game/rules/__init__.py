"""The Wizard rules engine: pure Python, no pygame, no UI.

Typical use::

    state, events = new_game(Rules(players=4), seed=7)
    while not state.is_over:
        action = state.legal_actions()[0]
        state, events = state.apply(action)
"""

from game.rules.actions import Action, Bid, ChooseTrump, NextRound, Play, parse_action
from game.rules.cards import CARDS, SUITS, Card, Suit, card_sort_key, cards_of, mask_of
from game.rules.config import (
    FULL,
    MAX_PLAYERS,
    MIN_PLAYERS,
    SHORT,
    Rules,
    full_rounds,
    length_problem,
    length_rounds,
    rules_problem,
    short_rounds,
)
from game.rules.errors import (
    ActionTypeError,
    BidOutOfRange,
    CardNotInHand,
    ConfigError,
    ForbiddenBid,
    GameLengthError,
    IllegalAction,
    MustFollowSuit,
    NotYourTurn,
    ParseError,
    SaveFormatError,
    UnknownTrump,
    WizardError,
    WrongPhase,
)
from game.rules.events import (
    BidMade,
    BidsRevealed,
    CardPlayed,
    Event,
    GameOver,
    RoundDealt,
    RoundScored,
    TrickWon,
    TrumpChosen,
    TrumpTurned,
)
from game.rules.state import GameState, Phase, RoundRecord, Trick, new_game, start_from_decks
from game.rules.view import SeatView, seat_view

__all__ = [
    "Action",
    "Bid",
    "ChooseTrump",
    "NextRound",
    "Play",
    "parse_action",
    "CARDS",
    "SUITS",
    "Card",
    "Suit",
    "card_sort_key",
    "cards_of",
    "mask_of",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "Rules",
    "rules_problem",
    "FULL",
    "SHORT",
    "full_rounds",
    "length_problem",
    "length_rounds",
    "short_rounds",
    "ActionTypeError",
    "BidOutOfRange",
    "CardNotInHand",
    "ConfigError",
    "GameLengthError",
    "ForbiddenBid",
    "IllegalAction",
    "MustFollowSuit",
    "NotYourTurn",
    "ParseError",
    "SaveFormatError",
    "UnknownTrump",
    "WizardError",
    "WrongPhase",
    "BidMade",
    "BidsRevealed",
    "CardPlayed",
    "Event",
    "GameOver",
    "RoundDealt",
    "RoundScored",
    "TrickWon",
    "TrumpChosen",
    "TrumpTurned",
    "GameState",
    "Phase",
    "RoundRecord",
    "Trick",
    "new_game",
    "start_from_decks",
    "SeatView",
    "seat_view",
]
