"""The player's settings: a validated JSON file in the config folder."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from pathlib import Path

from game.i18n import N_
from game.storage import FileProblem, read_json_checked, write_json_atomic

SETTINGS_FORMAT = "wizard-settings"
SETTINGS_VERSION = 1
ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
DECK_STYLES = ("classic", "four_colour")


@dataclass
class Settings:
    animation_speed: str = "normal"
    volume: float = 0.7
    muted: bool = False
    deck_style: str = "classic"
    fullscreen: bool = False
    language: str = ""  # "" = not chosen yet: the first start picks the system language
    tips: bool = True
    window_size: tuple[int, int] = (1280, 800)

    def to_json(self) -> dict:
        doc = asdict(self)
        doc["window_size"] = list(self.window_size)
        return {"format": SETTINGS_FORMAT, "version": SETTINGS_VERSION, **doc}


def settings_from_json(doc) -> Settings:
    if not isinstance(doc, dict) or doc.get("format") != SETTINGS_FORMAT:
        raise FileProblem("not a Wizard settings file")
    version = doc.get("version")
    if not isinstance(version, int) or version > SETTINGS_VERSION:
        raise FileProblem(f"made by a newer version (format {version!r})")
    s = Settings()
    known = {f.name for f in fields(Settings)}
    for key, value in doc.items():
        if key in known:
            setattr(s, key, value)
    if s.animation_speed not in ANIMATION_SPEEDS:
        raise FileProblem(f"unknown animation speed {s.animation_speed!r}")
    if s.deck_style not in DECK_STYLES:
        raise FileProblem(f"unknown deck style {s.deck_style!r}")
    if not isinstance(s.volume, int | float) or not 0 <= s.volume <= 1:
        raise FileProblem("volume must be between 0 and 1")
    for flag in ("muted", "fullscreen", "tips"):
        if not isinstance(getattr(s, flag), bool):
            raise FileProblem(f"{flag} must be true or false")
    if not isinstance(s.language, str) or len(s.language) > 35:
        raise FileProblem("language must be a language code")
    size = s.window_size
    if (
        not isinstance(size, list | tuple)
        or len(size) != 2
        or not all(isinstance(v, int) and 320 <= v <= 10000 for v in size)
    ):
        raise FileProblem("window_size must be two sizes in pixels")
    s.window_size = (size[0], size[1])
    s.volume = float(s.volume)
    return s


def load_settings(path: Path, problems: list[str]) -> Settings:
    return read_json_checked(path, settings_from_json, problems, N_("Your settings")) or Settings()


def save_settings(path: Path, settings: Settings) -> None:
    write_json_atomic(path, settings.to_json())
