"""The names the table shows for its seats.

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
    if human and name.strip() in _you_words():
        return _("You")
    return name
