"""A solo game's setup and the saved game in progress.

The saved game is written after every action, atomically, so Continue resumes
exactly where the player left, even after a crash or a kill.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from game.i18n import N_
from game.rules import GameState, Rules, SaveFormatError
from game.rules.formats import Codec, Envelope
from game.rules.serialize import (
    rules_to_json,
    special_cards_from_json,
    state_from_json,
    state_to_json,
)
from game.storage import FileProblem, check_owned, read_json_checked, write_json_atomic

SAVE_FORMAT = "wizard-savegame"
SAVE_VERSION = 1
HUMAN = "human"
AI_LEVELS = ("easy", "medium", "hard", "expert")
MAX_SEED = 2**63  # a seed's magnitude (the new-game screen allows 9 digits)
MAX_NAME_CHARS = 100
GAME_ID = "game_id"  # extra key: the game's own id (game.finish), named by its records
MAX_ID_CHARS = 64


@dataclass
class GameSetup:
    """What the new-game screen chooses. Seat 0 is the human player."""

    rules: Rules
    names: list[str]
    levels: list[str]  # "human" for seat 0, an AI level for the others
    seed: int | None = None
    extra: dict = field(default_factory=dict)  # e.g. {"tutorial": "lesson-3"}

    def to_json(self) -> dict:
        return {
            "rules": rules_to_json(self.rules),
            "names": list(self.names),
            "levels": list(self.levels),
            "seed": self.seed,
            "extra": self.extra,
        }


def setup_from_json(doc) -> GameSetup:
    if not isinstance(doc, dict):
        raise FileProblem("the game setup is not an object")
    r = doc.get("rules")
    if not isinstance(r, dict):
        raise FileProblem("the game setup has no rules")
    players = r.get("players")
    if not isinstance(players, int) or isinstance(players, bool):
        raise FileProblem("the number of players must be a whole number")
    length = r.get("length")  # absent in saves from before game lengths: a full game
    if length is not None and (not isinstance(length, int) or isinstance(length, bool)):
        raise FileProblem("the number of rounds must be a whole number")
    try:
        special = special_cards_from_json(r)
    except SaveFormatError as err:
        raise FileProblem(f"the special cards cannot be played: {err}") from None
    rules = Rules(
        players=players,
        plus_minus_one=bool(r.get("plus_minus_one")),
        hidden_bids=bool(r.get("hidden_bids")),
        blind_first_round=bool(r.get("blind_first_round")),
        length=length,
        special=special,
    )
    names, levels = doc.get("names"), doc.get("levels")
    if (
        not isinstance(names, list)
        or not isinstance(levels, list)
        or len(names) != rules.players
        or len(levels) != rules.players
        or not all(
            isinstance(n, str) and len(n) <= MAX_NAME_CHARS and n.isprintable() for n in names
        )
    ):
        raise FileProblem("the players do not match the rules")
    for level in levels:
        if level != HUMAN and level not in AI_LEVELS:
            raise FileProblem(f"unknown player level {level!r}")
    seed = doc.get("seed")
    if seed is not None and (
        not isinstance(seed, int) or isinstance(seed, bool) or abs(seed) > MAX_SEED
    ):
        raise FileProblem("the seed must be a whole number of at most 19 digits")
    extra = doc.get("extra", {})
    if not isinstance(extra, dict):
        raise FileProblem("extra must be an object")
    return GameSetup(rules, names, levels, seed, extra)


def game_id_of(setup: GameSetup) -> str | None:
    """The game's id, when it has a usable one."""
    game_id = setup.extra.get(GAME_ID)
    return game_id if isinstance(game_id, str) and 0 < len(game_id) <= MAX_ID_CHARS else None


def save_game(path: Path, setup: GameSetup, state: GameState) -> None:
    write_json_atomic(path, CODEC.encode((setup, state)))


def _save_body(game: tuple[GameSetup, GameState]) -> dict:
    setup, state = game
    return {"setup": setup.to_json(), "state": state_to_json(state)}


def _validate(doc) -> tuple[GameSetup, GameState]:
    return CODEC.decode(doc)


def _read_save(doc: dict, _version: int) -> tuple[GameSetup, GameState]:
    setup = setup_from_json(doc.get("setup"))
    try:
        state = state_from_json(doc.get("state"))
    except SaveFormatError as err:
        raise FileProblem(str(err)) from None
    if state.rules != setup.rules:
        raise FileProblem("the saved game's rules do not match its setup")
    return setup, state


# The saved game: {"format": "wizard-savegame", "version": 1, "setup", "state"}, the
# state being a "wizard-state" document (game.rules.serialize).
CODEC = Codec(
    Envelope(
        SAVE_FORMAT,
        SAVE_VERSION,
        foreign="it is not a saved Wizard game",
        newer="it was saved by a newer version (format {version!r})",
    ),
    _save_body,
    _read_save,
    FileProblem,
)


def load_game(path: Path, problems: list[str]) -> tuple[GameSetup, GameState] | None:
    """The saved game, or None (missing, or unusable: then set aside and reported)."""
    return read_json_checked(path, _validate, problems, N_("Your saved game"))


def delete_saved_game(path: Path) -> None:
    check_owned(path)
    path.unlink(missing_ok=True)
