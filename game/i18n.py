"""gettext for every visible text: ``_()`` looks up the active language at call time,
so switching language applies at once without a restart."""

from __future__ import annotations

import contextlib
import gettext as _gettext
import locale
import os

from game.assets import asset_path

DOMAIN = "wizard"
LANGUAGES = {
    "en": "English",
    "sv": "Svenska",
    "da": "Dansk",
    "fi": "Suomi",
    "nl": "Nederlands",
    "hu": "Magyar",
    "de": "Deutsch",
}

_active: _gettext.NullTranslations = _gettext.NullTranslations()
_active_code = "en"


def locale_dir() -> str:
    return str(asset_path("locale"))


def set_language(code: str) -> str:
    """Activate a language; unknown codes or missing catalogs fall back to English."""
    global _active, _active_code
    code = code if code in LANGUAGES else "en"
    if code == "en":
        _active = _gettext.NullTranslations()
    else:
        _active = _gettext.translation(DOMAIN, locale_dir(), languages=[code], fallback=True)
    _active_code = code
    return code


def current_language() -> str:
    return _active_code


def system_language() -> str:
    """The system's language when we have it, else English."""
    candidates = [os.environ.get(v, "") for v in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")]
    with contextlib.suppress(ValueError):
        candidates.append(locale.getlocale()[0] or "")
    for cand in candidates:
        for part in cand.split(":"):
            code = part.split("_")[0].split(".")[0].lower()
            if code in LANGUAGES:
                return code
    return "en"


def _(message: str) -> str:
    return _active.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _active.ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Marks a string for extraction without translating it now."""
    return message
