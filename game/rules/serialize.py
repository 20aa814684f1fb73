"""A game in progress as JSON and back.

A save holds the settings, the prepared decks and the actions taken; loading
replays the actions through the rules, so a save can never describe an impossible
position. A snapshot of where the game stood is kept to catch tampering.
"""

from __future__ import annotations

import json

from game.rules.actions import parse_action
from game.rules.cards import Card
from game.rules.config import Rules
from game.rules.errors import ParseError, SaveFormatError, WizardError
from game.rules.formats import Codec, Envelope
from game.rules.specials import SpecialCards
from game.rules.state import GameState, start_from_decks

SAVE_FORMAT = "wizard-state"
SAVE_VERSION = 1


def state_to_json(state: GameState) -> dict:
    return CODEC.encode(state)


def _state_body(state: GameState) -> dict:
    return {
        "rules": rules_to_json(state.rules),
        "seed": state.seed,
        "first_dealer": state.first_dealer,
        "decks": [" ".join(str(c) for c in deck) for deck in state.decks],
        "actions": [str(a) for a in state.log],
        "snapshot": {
            "round": state.round,
            "phase": str(state.phase),
            "totals": state.totals,
            "moves": len(state.log),
        },
    }


def rules_to_json(rules: Rules) -> dict:
    """Players and variants; ``length`` only for a game shorter than full (older
    versions wrote no length, and a save without one is a full game);
    ``special_cards`` (its string form, "25") only for a game with special cards."""
    doc = {"players": rules.players, **rules.variants()}
    if rules.length is not None:
        doc["length"] = rules.length
    return doc


def special_cards_from_json(r: dict) -> SpecialCards:
    """The rules' ``special_cards`` (absent: the 60-card game); SaveFormatError."""
    special = r.get("special_cards", "none")
    if not isinstance(special, str):
        raise SaveFormatError("rules.special_cards must name the special cards played.")
    try:
        return SpecialCards.parse(special)
    except ParseError as err:
        raise SaveFormatError(f"rules.special_cards: {err}") from None


def rules_from_json(r) -> Rules:
    """The inverse of ``rules_to_json``; SaveFormatError or ConfigError if unusable."""
    if not isinstance(r, dict):
        raise SaveFormatError("rules must be an object.")
    for flag in ("plus_minus_one", "hidden_bids", "blind_first_round"):
        if not isinstance(r.get(flag), bool):
            raise SaveFormatError(f"rules.{flag} must be true or false.")
    length = r.get("length")
    if length is not None and (not isinstance(length, int) or isinstance(length, bool)):
        raise SaveFormatError("rules.length must be a whole number of rounds.")
    special = special_cards_from_json(r)
    return Rules(
        players=r["players"],
        plus_minus_one=r["plus_minus_one"],
        hidden_bids=r["hidden_bids"],
        blind_first_round=r["blind_first_round"],
        length=length,
        special=special,
    )


def state_from_json(doc) -> GameState:
    """Rebuild a state; anything unknown, corrupt or inconsistent raises SaveFormatError."""
    return CODEC.decode(doc)


def _read_state(doc: dict, _version: int) -> GameState:
    try:
        rules = rules_from_json(doc["rules"])
        seed = doc["seed"]
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
            raise SaveFormatError("seed must be an integer or null.")
        decks = tuple(
            tuple(Card.parse(t) for t in _as_str(d, "deck").split()) for d in doc["decks"]
        )
        first_dealer = doc["first_dealer"]
        if not isinstance(first_dealer, int) or isinstance(first_dealer, bool):
            raise SaveFormatError("first_dealer must be a seat number.")
        state, _events = start_from_decks(rules, decks, first_dealer, seed)
        for i, text in enumerate(doc["actions"]):
            try:
                state.apply_in_place(parse_action(_as_str(text, "action")))
            except WizardError as err:
                raise SaveFormatError(
                    f"Action {i + 1} ({text!r}) cannot be replayed: {err}"
                ) from None
        snap = doc["snapshot"]
        if (
            snap["round"] != state.round
            or snap["phase"] != str(state.phase)
            or snap["totals"] != state.totals
            or snap["moves"] != len(state.log)
        ):
            raise SaveFormatError("The saved game does not match its own moves.")
    except SaveFormatError:
        raise
    except WizardError as err:
        raise SaveFormatError(f"The saved game is damaged: {err}") from None
    except (KeyError, TypeError, ValueError, AttributeError) as err:
        raise SaveFormatError(f"The saved game is damaged ({type(err).__name__}: {err}).") from None
    return state


# A game in progress: {"format": "wizard-state", "version": 1, "rules", "seed",
# "first_dealer", "decks", "actions", "snapshot"} (inside a save file's "state").
CODEC = Codec(
    Envelope(
        SAVE_FORMAT,
        SAVE_VERSION,
        foreign="This is not a saved Wizard game.",
        newer="This game was saved by a newer version (format {version!r}); this version "
        f"reads format {SAVE_VERSION}.",
        unknown="Unknown save format version {version!r}.",
    ),
    _state_body,
    _read_state,
    SaveFormatError,
)


def _as_str(value, what: str) -> str:
    if not isinstance(value, str):
        raise SaveFormatError(f"A {what} must be text, not {value!r}.")
    return value


def dumps_state(state: GameState) -> str:
    return json.dumps(state_to_json(state), separators=(",", ":"))


def _no_constant(name: str):
    raise ValueError(f"{name} is not a JSON number")


def loads_state(text: str) -> GameState:
    try:
        doc = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError) as err:  # bad JSON, NaN, a 5,000-digit number...
        raise SaveFormatError(f"The saved game is not valid JSON: {str(err)[:100]}") from None
    return state_from_json(doc)
