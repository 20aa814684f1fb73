"""What the player has learned: finished lessons, where the tutorial was left, and
which first-game tips were already shown. One validated JSON file
(``app.progress_path``), written atomically."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from game.i18n import N_
from game.rules.formats import Codec, Envelope
from game.storage import FileProblem, read_json_checked, write_json_atomic

PROGRESS_FORMAT = "wizard-progress"
PROGRESS_VERSION = 1
MAX_STEP = 10_000  # far above any lesson's length
MAX_NAMES = 1_000  # lessons or tips remembered
MAX_NAME_CHARS = 100


@dataclass
class Progress:
    completed: list[str] = field(default_factory=list)  # lesson ids, in completion order
    current: str | None = None  # the lesson left unfinished
    step: int = 0  # the step of ``current`` reached
    tips_seen: list[str] = field(default_factory=list)
    offered_game: bool = False  # the first game against Easy opponents was offered
    offered_tutorial: bool = False  # the first start's "New to Wizard?" was answered

    def complete(self, lesson_id: str) -> None:
        if lesson_id not in self.completed:
            self.completed.append(lesson_id)
        if self.current == lesson_id:
            self.current, self.step = None, 0

    def at(self, lesson_id: str, step: int) -> None:
        self.current, self.step = lesson_id, max(0, min(MAX_STEP, int(step)))

    def saw_tip(self, tip_id: str) -> bool:
        """Remember a tip; True when it is new."""
        if tip_id in self.tips_seen:
            return False
        self.tips_seen.append(tip_id)
        return True

    def to_json(self) -> dict:
        return CODEC.encode(self)


def _progress_body(p: Progress) -> dict:
    return {
        "tutorial": {
            "completed": list(p.completed),
            "current": p.current,
            "step": p.step,
            "offered_game": p.offered_game,
            "offered_tutorial": p.offered_tutorial,
        },
        "tips_seen": list(p.tips_seen),
    }


def _strings(value, what: str) -> list[str]:
    if (
        not isinstance(value, list)
        or len(value) > MAX_NAMES
        or not all(isinstance(v, str) and len(v) <= MAX_NAME_CHARS for v in value)
    ):
        raise FileProblem(f"{what} must be a list of names")
    return list(dict.fromkeys(value))


def progress_from_json(doc) -> Progress:
    return CODEC.decode(doc)


def _read_progress(doc: dict, _version: int) -> Progress:
    tut = doc.get("tutorial", {})
    if not isinstance(tut, dict):
        raise FileProblem("tutorial must be an object")
    p = Progress()
    p.completed = _strings(tut.get("completed", []), "completed")
    current = tut.get("current")
    if current is not None and (not isinstance(current, str) or len(current) > MAX_NAME_CHARS):
        raise FileProblem("current must be a lesson name")
    p.current = current
    step = tut.get("step", 0)
    if not isinstance(step, int) or isinstance(step, bool) or not 0 <= step <= MAX_STEP:
        raise FileProblem(f"step must be a whole number from 0 to {MAX_STEP}")
    p.step = step
    p.offered_game = bool(tut.get("offered_game", False))
    p.offered_tutorial = bool(tut.get("offered_tutorial", False))
    p.tips_seen = _strings(doc.get("tips_seen", []), "tips_seen")
    return p


# The tutorial progress file: {"format": "wizard-progress", "version": 1, "tutorial",
# "tips_seen"}.
CODEC = Codec(
    Envelope(
        PROGRESS_FORMAT,
        PROGRESS_VERSION,
        foreign="not a Wizard progress file",
        newer="made by a newer version (format {version!r})",
    ),
    _progress_body,
    _read_progress,
    FileProblem,
)


def load_progress(path: Path, problems: list[str] | None = None) -> Progress:
    """The saved progress, or a fresh one (a bad file is set aside and reported)."""
    problems = [] if problems is None else problems
    return (
        read_json_checked(path, progress_from_json, problems, N_("Your tutorial progress"))
        or Progress()
    )


def save_progress(path: Path, progress: Progress) -> None:
    write_json_atomic(path, progress.to_json())


def update_progress(path: Path, change) -> Progress:
    """Load the file, apply ``change(progress)`` and save it, so the tutorial and the
    tips never overwrite each other's news."""
    progress = load_progress(path)
    change(progress)
    save_progress(path, progress)
    return progress
