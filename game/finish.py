"""A finished game's records, written so that a kill at any instant loses nothing.

At game over (``record_finished``) the finished position is written to the saved
game first; then the game is kept for Review (``DATA/games``) and counted in the
statistics; the saved game is deleted last. At every instant either the saved
game or the records exist. A saved game of a finished game found at the next start
was cut short by a kill: ``recover`` completes its records and removes it.

Every game carries an id (``setup.extra["game_id"]``); the kept game and the
statistics note it, so however often the end is cut and resumed the game is kept
once and counted once.
"""

from __future__ import annotations

import contextlib
import logging
import secrets
from pathlib import Path

from game.history import games_folder, is_kept, keep_game
from game.savegame import (
    GAME_ID,
    GameSetup,
    delete_saved_game,
    game_id_of,
    load_game,
    save_game,
)

log = logging.getLogger("wizard")


# What ``extra`` says of one game only: Play again starts without it.
PER_GAME = ("undo_used",)


def new_game_id(setup: GameSetup) -> str:
    """Give a new game its own id (a copy of ``extra``: a setup made from an older
    game's shares that game's dict)."""
    game_id = secrets.token_hex(8)
    setup.extra = {**setup.extra, GAME_ID: game_id}
    return game_id


def fresh_game(setup: GameSetup) -> str:
    """Make ``setup`` a new game's: its own id, none of an older game's marks (Play
    again copies the finished game's setup)."""
    setup.extra = {k: v for k, v in setup.extra.items() if k not in PER_GAME}
    return new_game_id(setup)


def ensure_game_id(setup: GameSetup) -> str:
    """The game's id; a game saved before ids (or with a broken one) gets one now."""
    return game_id_of(setup) or new_game_id(setup)


def record_finished(
    save_path: Path, data_dir: Path, stats_path: Path, setup: GameSetup, state, *, saved=False
) -> None:
    """Keep and count the finished game, in the order that survives a kill. ``saved``:
    the saved game holds the finished position already (recovery). A failing write is
    logged and never stops the game's end; the saved game stays when a record could
    not be written, so the next start tries again."""
    had_id = game_id_of(setup) is not None
    game_id = ensure_game_id(setup)
    if not saved or not had_id:  # the id must be on disk before any record names it
        try:
            save_game(save_path, setup, state)
        except OSError:
            log.exception("could not save the finished game before recording it")
    ok = True
    if not setup.extra.get("tutorial"):
        ok = _keep(data_dir, game_id, setup, state) and _count(stats_path, setup, state)
    if ok:
        with contextlib.suppress(OSError):
            delete_saved_game(save_path)


def _keep(data_dir: Path, game_id: str, setup: GameSetup, state) -> bool:
    folder = games_folder(data_dir)
    try:
        if not is_kept(folder, game_id):
            keep_game(folder, setup, state)  # for Review / Recent games
    except Exception:  # noqa: BLE001 - the game over screen matters more than the copy
        log.exception("could not keep the finished game for Review")
        return False
    return True


def _count(stats_path: Path, setup: GameSetup, state) -> bool:
    from game.stats import record_game

    try:
        record_game(stats_path, setup, state)  # once: it notes the game's id
    except Exception:  # noqa: BLE001 - statistics must never break the game
        log.exception("could not record the game in the statistics")
        return False
    return True


def recover(save_path: Path, data_dir: Path, stats_path: Path, problems: list[str]) -> bool:
    """At start: a saved game that is over was killed between its last move and its
    records. Complete them and remove it. True when there was one."""
    try:
        if not save_path.is_file():
            return False
    except OSError:
        return False
    loaded = load_game(save_path, problems)  # a bad file: set aside and reported
    if loaded is None or not loaded[1].is_over:
        return False
    setup, state = loaded
    log.info("completing the records of a finished game cut short (%s)", save_path)
    record_finished(save_path, data_dir, stats_path, setup, state, saved=True)
    return True
