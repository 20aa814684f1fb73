"""Finished games kept for Review: one ``wizard-transcript/1`` file per game.

At game over the table hands the finished game to ``keep_game``, which writes its
transcript atomically into ``DATA/games/`` with the human's seat recorded (the
extra key ``human_seat``, which the format allows), and deletes the oldest files
beyond ``KEEP_GAMES``. ``list_games`` reads the folder for the Recent games list;
a file that is not a sound transcript is set aside (``NAME.bad-DATE``, never
deleted) and reported, never crashing the list. ``read_transcript`` opens any
transcript file (``wizard replay FILE``, Open in the menu) and raises
``TranscriptUnusable`` with a one-line reason when it cannot be used.
"""

from __future__ import annotations

import logging
import os
import re
import time
from dataclasses import dataclass
from pathlib import Path

from game.rules.core import places
from game.rules.errors import FormatError
from game.rules.transcript import check_transcript, dumps, transcript
from game.rules.transcript_files import TranscriptFileError, parse_json, read_bytes
from game.rules.transcript_special import read_special_cards
from game.savegame import GAME_ID, game_id_of  # GAME_ID: also a transcript extra key
from game.storage import set_aside, short, write_bytes_atomic

KEEP_GAMES = 100  # the newest games kept; older ones are deleted at the next game over
FOLDER = "games"
HUMAN_SEAT = "human_seat"  # extra transcript key: whose play Review rates
PLAYED_AT = "played_at"  # extra transcript key: when the game ended (local time, ISO)
RECENT_IDS = 5  # the newest kept games looked at for an id at recovery
_NAME_RE = re.compile(r"^game-\d{8}-\d{6}(-\d+)?\.json$")
_PLAYED_RE = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?", re.ASCII)
log = logging.getLogger("wizard")


class TranscriptUnusable(FormatError):
    """A transcript file that cannot be opened; ``reason`` is one line, for players
    (a FormatError, the one error type of every format)."""

    def __init__(self, path: Path, reason: str):
        super().__init__(reason, str(path))
        self.path = path


def games_folder(data_dir: Path) -> Path:
    return Path(data_dir) / FOLDER


# ------------------------------------------------------------------ writing
def game_document(setup, state) -> dict:
    """The transcript of a finished game, with the human's seat and the time."""
    players = [
        {"name": name, "kind": level} for name, level in zip(setup.names, setup.levels, strict=True)
    ]
    doc = transcript(state, players)
    humans = [i for i, level in enumerate(setup.levels) if level == "human"]
    if humans:
        doc[HUMAN_SEAT] = humans[0]
    doc[PLAYED_AT] = time.strftime("%Y-%m-%dT%H:%M:%S")
    game_id = game_id_of(setup)
    if game_id is not None:
        doc[GAME_ID] = game_id
    return doc


def is_kept(folder: Path, game_id: str) -> bool:
    """A game with this id is among the newest kept games (its end was cut short by
    a kill after it was kept): recovery must not keep it twice."""
    for path in kept_files(folder)[:RECENT_IDS]:
        try:
            doc = parse_json(read_bytes(path))
        except TranscriptFileError:
            continue
        if isinstance(doc, dict) and doc.get(GAME_ID) == game_id:
            return True
    return False


def keep_game(folder: Path, setup, state, keep: int = KEEP_GAMES) -> Path:
    """Write the finished game into ``folder`` (atomically); drop the oldest beyond
    ``keep``. Returns the file written. OSError when the disk refuses."""
    folder.mkdir(parents=True, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    # Several games in one second (tests): a number after the newest of them, so the
    # names keep sorting by time even after the oldest were pruned.
    same = [_sort_key(p.name)[1] for p in kept_files(folder) if p.name.startswith(f"game-{stamp}")]
    n = max(same) + 1 if same else 0
    path = folder / (f"game-{stamp}-{n}.json" if n else f"game-{stamp}.json")
    while path.exists():
        n += 1
        path = folder / f"game-{stamp}-{n}.json"
    write_bytes_atomic(path, dumps(game_document(setup, state)).encode("utf-8"))
    prune(folder, keep)
    return path


def kept_files(folder: Path) -> list[Path]:
    """The kept games' files, newest first (their names sort by time)."""
    try:
        names = [e.name for e in os.scandir(folder) if _NAME_RE.match(e.name)]
    except OSError:
        return []
    return [folder / name for name in sorted(names, key=_sort_key, reverse=True)]


def _sort_key(name: str) -> tuple[str, int]:
    stem = name[len("game-") : -len(".json")]
    parts = stem.split("-")
    return ("-".join(parts[:2]), int(parts[2]) if len(parts) > 2 else 0)


def prune(folder: Path, keep: int = KEEP_GAMES) -> list[Path]:
    """Delete the oldest kept games beyond ``keep``; returns what was deleted."""
    gone = []
    for path in kept_files(folder)[keep:]:
        try:
            path.unlink()
            gone.append(path)
        except OSError as err:
            log.warning("could not delete the old game %s: %s", path, err)
    return gone


# ------------------------------------------------------------------ reading
def read_transcript(path: Path) -> dict:
    """A sound transcript from ``path``; TranscriptUnusable with the reason if not."""
    try:
        doc = parse_json(read_bytes(Path(path)))
    except TranscriptFileError as err:
        raise TranscriptUnusable(Path(path), err.reason) from None
    try:
        problem = check_transcript(doc)
    except RecursionError:
        raise TranscriptUnusable(Path(path), "nested too deeply to check") from None
    if problem is not None:
        raise TranscriptUnusable(Path(path), f"not a sound game record: {problem}")
    if not doc["rounds"]:
        raise TranscriptUnusable(Path(path), "the record holds no finished round")
    return doc


def recorded_seat(doc: dict) -> int | None:
    """The human's seat as recorded (our own games), else the only "human" player's."""
    n = len(doc["players"])
    seat = doc.get(HUMAN_SEAT)
    if type(seat) is int and 0 <= seat < n:
        return seat
    humans = [i for i, p in enumerate(doc["players"]) if p.get("kind") == "human"]
    return humans[0] if len(humans) == 1 else None


@dataclass(frozen=True)
class KeptGame:
    """One line of the Recent games list."""

    path: Path
    played_at: str  # "2026-11-30T21:40:00", or the file's time when not recorded
    names: tuple[str, ...]
    kinds: tuple[str, ...]
    totals: tuple[int, ...]
    rounds: int
    complete: bool
    seat: int | None  # the human's seat, when recorded
    special: str = "none"  # the special cards played with (SpecialCards' string form)

    @property
    def place(self) -> int | None:
        """The human's place (1 = first; a shared place counts as the higher)."""
        if self.seat is None:
            return None
        return places(self.totals)[self.seat]


def list_games(folder: Path, problems: list[str]) -> list[KeptGame]:
    """The kept games, newest first. A bad file is set aside and a sentence (in the
    player's language) added to ``problems``; the list goes on without it."""
    games = []
    for path in kept_files(folder):
        try:
            doc = read_transcript(path)
        except TranscriptUnusable as err:
            problems.append(_set_aside_message(path, err.reason))
            continue
        games.append(summary(path, doc))
    return games


def summary(path: Path, doc: dict) -> KeptGame:
    last = doc["rounds"][-1]
    played = doc.get(PLAYED_AT)
    # Anything but the written form (a NUL, megabytes, a foreign date) is not drawn.
    if not isinstance(played, str) or not _PLAYED_RE.fullmatch(played[:40]):
        try:
            played = time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(path.stat().st_mtime))
        except OSError:
            played = ""
    return KeptGame(
        path=path,
        played_at=played,
        names=tuple(p["name"] for p in doc["players"]),
        kinds=tuple(p["kind"] for p in doc["players"]),
        totals=tuple(last["totals"]),
        rounds=len(doc["rounds"]),
        complete=doc["complete"],
        seat=recorded_seat(doc),
        special=str(read_special_cards(doc["rules"])),
    )


def _set_aside_message(path: Path, reason: str) -> str:
    from game.i18n import _

    reason = short(reason)
    try:
        moved = set_aside(path)
    except OSError as err:
        log.warning("could not set aside %s: %s", path, err)
        return _("A kept game could not be read ({error}): {path}").format(
            error=reason, path=path
        )
    log.warning("kept game %s set aside as %s: %s", path, moved, reason)
    return _("A kept game could not be read ({error}) and was set aside as {path}.").format(
        error=reason, path=moved
    )
