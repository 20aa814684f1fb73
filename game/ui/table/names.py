"""The names (and levels) the table shows for its seats.

A new game stores the human's seat under the word "You" in the language of that
moment ("Du" in Swedish). Shown as stored, the name would stay Swedish after a
switch to English, so a stored "You" in any catalog's language is shown as "You" in
the current language; a name the player chose is shown as it is.
"""

from __future__ import annotations

from functools import lru_cache

from game.i18n import _, available_languages, load_catalog


@lru_cache(maxsize=1)
def _you_words() -> frozenset[str]:
    words = {"You"}
    for code in available_languages():
        words.add(load_catalog(code).gettext("You"))
    return frozenset(words)


def seat_name(setup, seat: int, autoplay: bool = False) -> str:
    """The name to draw for ``seat`` (the human's default name in today's language)."""
    name = setup.names[seat]
    human = seat == 0 and not autoplay and setup.levels[0] == "human"
    # Today's "You" first: every catalog is read (a fifth of a second) only for a name
    # that is not it.
    stored = name.strip()
    if human and (stored == _("You") or stored in _you_words()):
        return _("You")
    return name


def seat_label(setup, seat: int, autoplay: bool = False) -> str:
    """"You" for the human's seat, else the seat's name (the last trick's captions)."""
    return _("You") if seat == 0 and not autoplay else setup.names[seat]


def level_of(setup, seat: int, autoplay: bool = False, autoplay_level: str = "medium") -> str:
    """The seat's AI level ("human" for the human's seat; a table playing itself
    plays the human's seat at ``autoplay_level``)."""
    level = setup.levels[seat]
    if seat == 0 and (autoplay or level == "human"):
        return autoplay_level if autoplay else "human"
    return level
