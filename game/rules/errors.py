"""Named errors of the rules engine.

Each error carries its data (the bid, the suit, the card, the seat...) as attributes
and a plain English message for developers, logs and the command line
(``str(err)``). The player's sentence, in the player's language and deck style, is
made from the data by ``game.words.error_text(err)``: the rules package writes no
player-facing text and imports no i18n.
"""

from __future__ import annotations


class WizardError(Exception):
    """Base of every error the rules engine raises."""


class ParseError(WizardError, ValueError):
    """A card, suit or action string could not be read.

    ``text`` is what could not be read and ``kind`` what it should have been
    (``"card"``, ``"suit"``, ``"action"``, or ``None`` when not known)."""

    def __init__(self, message: str, text=None, kind: str | None = None):
        super().__init__(message)
        self.text = text
        self.kind = kind


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


# ------------------------------------------------------------------ settings
class ConfigError(WizardError, ValueError):
    """Game settings that cannot be played (wrong player count, incompatible variants)."""


class PlayerCountError(ConfigError):
    """``players`` is not a whole number from ``least`` to ``most``."""

    def __init__(self, players, least: int = 3, most: int = 6):
        whole = isinstance(players, int) and not isinstance(players, bool)
        if whole:
            message = f"Wizard is played by {least} to {most} players, not {players}."
        else:
            message = f"The number of players must be a whole number, not {players!r}."
        super().__init__(message)
        self.players = players
        self.least = least
        self.most = most
        self.whole = whole


class VariantConflict(ConfigError):
    """Two variants that cannot be played together (``variants``: their names)."""

    def __init__(self, variants: tuple[str, ...]):
        # The one conflict there is: hidden_bids with plus_minus_one.
        super().__init__(
            "Hidden bids cannot be combined with the plus/minus-one rule: everyone bids at "
            "once, so there is no last bidder to restrict."
        )
        self.variants = tuple(variants)


class GameLengthError(ConfigError):
    """A game length that cannot be played: ``rounds`` asked for, ``most`` possible
    with ``players`` players."""

    def __init__(self, rounds, most: int, players: int):
        whole = isinstance(rounds, int) and not isinstance(rounds, bool)
        if whole:
            message = f"A game of {players} players has 1 to {most} rounds, not {rounds}."
        else:
            message = f"The number of rounds must be a whole number, not {rounds!r}."
        super().__init__(message)
        self.rounds = rounds
        self.most = most
        self.players = players
        self.whole = whole


class SpecialPairError(ConfigError):
    """The Dragon without the Fairy, or the Fairy without the Dragon: they are played
    only together. ``dragon``: the Dragon is the one chosen."""

    def __init__(self, dragon: bool):
        have, missing = ("Dragon", "Fairy") if dragon else ("Fairy", "Dragon")
        super().__init__(
            f"The {have} is played only together with the {missing}: choose both or neither."
        )
        self.dragon = dragon


class DealError(ConfigError):
    """Prepared deals that cannot start a game (new games, tutorials, save files)."""


class FirstDealerError(DealError):
    def __init__(self, seat, players: int):
        super().__init__(f"The first dealer must be a seat from 0 to {players - 1}, not {seat!r}.")
        self.seat = seat
        self.players = players


class DeckCountError(DealError):
    def __init__(self, decks: int, rounds: int, players: int):
        super().__init__(
            f"A game of {players} players needs {rounds} decks, one per round, not {decks}."
        )
        self.decks = decks
        self.rounds = rounds
        self.players = players


class DeckError(DealError):
    """The deck of round ``round`` is not the 60 distinct cards (and the chosen special
    cards)."""

    def __init__(self, round: int):  # noqa: A002 - the round's number, as everywhere
        super().__init__(f"The deck of round {round} is not the 60 distinct cards.")
        self.round = round


# ------------------------------------------------------------------ moves
class IllegalAction(WizardError):
    """An action the rules do not allow now. The state is left unchanged.

    Raised as itself for something that is not an action at all (``action``)."""

    def __init__(self, message: str = "", action=None):
        super().__init__(message or "That is not a move in this game.")
        self.action = action


class NotYourTurn(IllegalAction):
    """``seat`` tried to move while it is ``to_move``'s turn."""

    def __init__(self, seat: int, to_move: int | None):
        super().__init__(f"It is not seat {seat}'s turn (seat {to_move} is to move).")
        self.seat = seat
        self.to_move = to_move


class WrongPhase(IllegalAction):
    """A ``move`` (``"trump"``, ``"bid"``, ``"play"``, ``"next_round"``) made in ``phase``."""

    MOVES = {
        "trump": "The trump suit is chosen only when a Wizard is turned up",
        "bid": "Bids are made before the first card is played",
        "play": "Cards are played once everyone has bid",
        "next_round": "The round is not over yet",
        "werewolf": "Trump is named for the Werewolf only before the bidding",
        "pass": "Cards are passed only after a trick with the Juggler",
        "cloud": "A bid changes only after a trick won with the Cloud",
    }

    def __init__(self, move: str, phase: str):
        why = self.MOVES.get(move, f"A {move} move is not allowed now")
        super().__init__(f"{why} (the game is in its {phase} phase).")
        self.move = move
        self.phase = str(phase)


class CardNotInHand(IllegalAction):
    """``card`` is not in ``seat``'s hand; ``card`` is None when the value played
    (``value``) is not a card of the deck at all."""

    def __init__(self, card, seat: int | None, value=None):
        if card is None:
            message = f"{value!r} is not a card of this deck."
        else:
            message = f"{card} is not in the hand of seat {seat}."
        super().__init__(message)
        self.card = card
        self.seat = seat
        self.value = value


class MustFollowSuit(IllegalAction):
    """``card`` played while the seat holds a card of the led ``suit`` (0..3)."""

    def __init__(self, suit: int, card=None):
        names = ("clubs", "diamonds", "hearts", "spades")
        name = names[suit] if isinstance(suit, int) and 0 <= suit <= 3 else suit
        super().__init__(f"{card} does not follow {name}: play {name}, a Wizard or a Jester.")
        self.suit = suit
        self.card = card


class BidOutOfRange(IllegalAction):
    """``bid`` is not a whole number from 0 to ``most`` (the round's tricks)."""

    def __init__(self, bid, most: int):
        super().__init__(f"A bid must be a whole number from 0 to {most}, not {bid!r}.")
        self.bid = bid
        self.most = most


class ForbiddenBid(IllegalAction):
    """A bid the plus/minus-one rule forbids the last bidder: the bids would add up
    to ``tricks``."""

    def __init__(self, bid: int, tricks: int):
        super().__init__(
            f"Bid {bid} is forbidden: with the plus/minus-one rule the bids may not add "
            f"up to {tricks}, the number of tricks."
        )
        self.bid = bid
        self.tricks = tricks


class UnknownTrump(IllegalAction):
    """``suit`` is not one of the four suits (0..3)."""

    def __init__(self, suit):
        super().__init__(f"{suit!r} is not a suit: trump is clubs, diamonds, hearts or spades.")
        self.suit = suit


class CardNameError(IllegalAction):
    """``card`` played with the wrong name: the Juggler and the Cloud need a suit, the
    Shapeshifter Wizard or Jester, and any other card takes none (``named``: what
    was given)."""

    def __init__(self, card, named=None):
        if card is not None and card.name in ("JUGGLER", "CLOUD"):
            need = "needs a suit"
        elif card is not None and card.name == "SHAPESHIFTER":
            need = "is played as a Wizard or a Jester"
        else:
            need = "is played without a name"
        super().__init__(f"{card} {need}, not {named!r}.")
        self.card = card
        self.named = named


class BidChangeError(IllegalAction):
    """A change of ``delta`` to ``bid`` after winning the Cloud: it is +1 or -1, and
    the bid stays from 0 to ``most`` (the round's tricks)."""

    def __init__(self, delta, bid: int, most: int):
        super().__init__(
            f"The Cloud changes the bid {bid} by +1 or -1 within 0 to {most}, not by {delta!r}."
        )
        self.delta = delta
        self.bid = bid
        self.most = most


# ------------------------------------------------------------------ documents
class FormatError(WizardError, ValueError):
    """A document (file or message) that is not what its format says: foreign, from a
    newer version, damaged, or the wrong shape. The one error type of every format's
    codec (``game.rules.formats``). ``reason`` is an English sentence for reports and
    logs; ``where`` the JSON path of the bad value ("" for the whole document)."""

    def __init__(self, reason: str, where: str = "", format: str | None = None):  # noqa: A002
        super().__init__(f"{where}: {reason}" if where else reason)
        self.reason = reason
        self.where = where
        self.format = format


class SaveFormatError(FormatError):
    """A saved game state that is corrupt, foreign or from a newer version."""
