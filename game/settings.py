"""The player's settings: a validated JSON file in the config folder."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from game.i18n import N_
from game.rules.formats import Codec, Envelope
from game.storage import FileProblem, read_json_checked, write_json_atomic
from game.words import DeckStyle

NAME_MAX = 16  # characters in a player's name
NEW_GAME_FLAGS = ("plus_minus_one", "hidden_bids", "blind_first_round")
NEW_GAME_LENGTHS = ("full", "short", "custom")
NEW_GAME_SPECIALS = ("none", "20", "25", "custom")
SETTINGS_FORMAT = "wizard-settings"
SETTINGS_VERSION = 1
ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
DECK_STYLES = tuple(DeckStyle)  # stored as their values: "classic", "four_colour"
# Text size steps (game.ui.kit.typeface.TEXT_SCALES holds how much larger each draws).
TEXT_SIZES = ("normal", "large", "larger")


@dataclass
class Settings:
    animation_speed: str = "normal"
    volume: float = 0.7
    muted: bool = False
    deck_style: DeckStyle = DeckStyle.CLASSIC
    fullscreen: bool = False
    language: str = ""  # "" = not chosen yet: the first start picks the system language
    tips: bool = True
    window_size: tuple[int, int] = (1280, 800)
    player_name: str = ""  # "" = the word "You" in the current language
    new_game: dict = field(default_factory=dict)  # the last New game choices, see below
    # Accessibility: larger text, calmer animations, high-contrast card faces.
    text_size: str = "normal"
    reduced_motion: bool = False
    high_contrast: bool = False
    # At the table: take back your last bid or card; play a forced card for you.
    undo: bool = True
    auto_play_forced: bool = True

    def to_json(self) -> dict:
        return CODEC.encode(self)


def _settings_body(settings: Settings) -> dict:
    doc = asdict(settings)
    doc["window_size"] = list(settings.window_size)
    return doc


def settings_from_json(doc) -> Settings:
    return CODEC.decode(doc)


def _read_settings(doc: dict, _version: int) -> Settings:
    """The settings in ``doc`` (its envelope already checked); FileProblem if bad."""
    s = Settings()
    known = {f.name for f in fields(Settings)}
    for key, value in doc.items():
        if key in known:
            setattr(s, key, value)
    if s.animation_speed not in ANIMATION_SPEEDS:
        raise FileProblem(f"unknown animation speed {s.animation_speed!r}")
    if s.deck_style not in DECK_STYLES:
        raise FileProblem(f"unknown deck style {s.deck_style!r}")
    s.deck_style = DeckStyle(s.deck_style)
    if not isinstance(s.volume, int | float) or not 0 <= s.volume <= 1:
        raise FileProblem("volume must be between 0 and 1")
    if s.text_size not in TEXT_SIZES:
        raise FileProblem(f"unknown text size {s.text_size!r}")
    for flag in (
        "muted", "fullscreen", "tips", "reduced_motion", "high_contrast", "undo",
        "auto_play_forced",
    ):
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
    if not _is_name(s.player_name):
        raise FileProblem(f"player_name must be a name of at most {NAME_MAX} characters")
    s.new_game = new_game_choices(s.new_game)
    return s


# The settings file's format: {"format": "wizard-settings", "version": 1, ...fields}.
CODEC = Codec(
    Envelope(
        SETTINGS_FORMAT,
        SETTINGS_VERSION,
        foreign="not a Wizard settings file",
        newer="made by a newer version (format {version!r})",
    ),
    _settings_body,
    _read_settings,
    FileProblem,
)


def _is_name(value) -> bool:
    return isinstance(value, str) and len(value) <= NAME_MAX and value.isprintable()


def new_game_choices(doc) -> dict:
    """The remembered New game choices, checked: ``players`` (3..6), ``names`` and
    ``levels`` (one per opponent seat), the variant flags and ``deck_style`` is kept in
    the settings themselves. A wrong entry raises FileProblem naming it."""
    from game.rules import MAX_PLAYERS, MIN_PLAYERS
    from game.savegame import AI_LEVELS

    if not isinstance(doc, dict):
        raise FileProblem("new_game must be an object")
    out: dict = {}
    players = doc.get("players")
    if players is not None:
        if not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise FileProblem(f"new_game.players must be {MIN_PLAYERS} to {MAX_PLAYERS}")
        out["players"] = players
    names = doc.get("names")
    if names is not None:
        if (not isinstance(names, list) or len(names) != MAX_PLAYERS - 1
                or not all(_is_name(n) for n in names)):
            raise FileProblem(f"new_game.names must be {MAX_PLAYERS - 1} short names")
        out["names"] = list(names)
    levels = doc.get("levels")
    if levels is not None:
        if (not isinstance(levels, list) or len(levels) != MAX_PLAYERS - 1
                or not all(lv in AI_LEVELS for lv in levels)):
            raise FileProblem(f"new_game.levels must be {MAX_PLAYERS - 1} of {list(AI_LEVELS)}")
        out["levels"] = list(levels)
    for flag in NEW_GAME_FLAGS:
        if flag in doc:
            if not isinstance(doc[flag], bool):
                raise FileProblem(f"new_game.{flag} must be true or false")
            out[flag] = doc[flag]
    # The game length: "full", "short" or "custom" with ``rounds`` (kept for any player
    # count; the New game screen fits it to the players chosen).
    length = doc.get("length")
    if length is not None:
        if length not in NEW_GAME_LENGTHS:
            raise FileProblem(f"new_game.length must be one of {list(NEW_GAME_LENGTHS)}")
        out["length"] = length
    # The special cards: a choice of game.ui.scenes.newgame_specials.SpecialSet and the
    # player's own set (a SpecialCards string, "bomb+cloud"), kept while a preset is on.
    chosen = doc.get("special_cards")
    if chosen is not None:
        if chosen not in NEW_GAME_SPECIALS:
            raise FileProblem(f"new_game.special_cards must be one of {list(NEW_GAME_SPECIALS)}")
        out["special_cards"] = chosen
    custom = doc.get("special_custom")
    if custom is not None:
        from game.rules import SpecialCards
        from game.rules.errors import WizardError

        try:
            out["special_custom"] = str(SpecialCards.parse(custom))
        except WizardError:
            raise FileProblem("new_game.special_custom must name special cards") from None
    rounds = doc.get("rounds")
    if rounds is not None:
        if not isinstance(rounds, int) or isinstance(rounds, bool) or not 1 <= rounds <= 20:
            raise FileProblem("new_game.rounds must be 1 to 20")
        out["rounds"] = rounds
    return out


def load_settings(path: Path, problems: list[str]) -> Settings:
    return read_json_checked(path, settings_from_json, problems, N_("Your settings")) or Settings()


def save_settings(path: Path, settings: Settings) -> None:
    write_json_atomic(path, settings.to_json())
