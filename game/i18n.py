"""gettext for every visible text: ``_()`` looks up the active language at call time,
so switching language applies at once without a restart.

Catalogs live in ``assets/locale/<code>/LC_MESSAGES/wizard.po`` (committed). A
compiled ``wizard.mo`` beside it (a build product) is used when present and not
older than the ``.po``; otherwise the ``.po`` is compiled in memory, so a source
checkout shows translations without any build step. Loaded catalogs are cached per
language. Babel is only needed to *build* catalogs, never at run time.

Mark texts with ``_()`` (translate now), ``ngettext(singular, plural, n)``
(plural forms), ``pgettext(context, text)`` (same English, different meaning) and
``N_()`` (extract only: translate later with ``_(variable)``, e.g. at draw time).
Numbers shown to the player go through ``format_number`` / ``format_score``.
"""

from __future__ import annotations

import contextlib
import gettext as _gettext
import io
import locale
import logging
import os
import re
import struct
import sys
from dataclasses import dataclass, field
from pathlib import Path

from game.assets import asset_path

DOMAIN = "wizard"
GAME_NAME = "Wizard"  # the game's name is never translated (the card's name is)
LANGUAGES = {
    "en": "English",
    "sv": "Svenska",
    "da": "Dansk",
    "fi": "Suomi",
    "nl": "Nederlands",
    "hu": "Magyar",
    "de": "Deutsch",
}
SOURCE_LANGUAGE = "en"

# The Plural-Forms header each catalog must carry (gettext practice; Hungarian
# catalogs use two forms although nouns after numerals stay singular).
PLURAL_FORMS = {
    "sv": "nplurals=2; plural=(n != 1);",
    "da": "nplurals=2; plural=(n != 1);",
    "fi": "nplurals=2; plural=(n != 1);",
    "nl": "nplurals=2; plural=(n != 1);",
    "hu": "nplurals=2; plural=(n != 1);",
    "de": "nplurals=2; plural=(n != 1);",
}

log = logging.getLogger("wizard")

_active: _gettext.NullTranslations = _gettext.NullTranslations()
_active_code = "en"
_version = 0  # bumped by every set_language(): screens compare it to rebuild their texts
_catalogs: dict[str, _gettext.NullTranslations] = {}


# --------------------------------------------------------------------------- catalogs


def locale_dir() -> str:
    return str(asset_path("locale"))


def catalog_path(code: str, suffix: str = ".po") -> Path:
    """``assets/locale/<code>/LC_MESSAGES/wizard.po`` (or ``.mo``)."""
    return Path(locale_dir()) / code / "LC_MESSAGES" / f"{DOMAIN}{suffix}"


def available_languages() -> list[str]:
    """Codes the player can choose: English plus every language with a catalog
    (``.mo`` or ``.po``), in the order of ``LANGUAGES``."""
    return [
        code
        for code in LANGUAGES
        if code == SOURCE_LANGUAGE
        or catalog_path(code, ".mo").is_file()
        or catalog_path(code, ".po").is_file()
    ]


def language_name(code: str) -> str:
    """A language's own name ("Suomi"), shown untranslated in every language."""
    return LANGUAGES.get(code, code)


def load_catalog(code: str) -> _gettext.NullTranslations:
    """The translations of one language, loaded once (English: no catalog)."""
    cached = _catalogs.get(code)
    if cached is not None:
        return cached
    catalog = _load_uncached(code)
    _catalogs[code] = catalog
    return catalog


def clear_cache() -> None:
    """Forget loaded catalogs (after the ``.po`` files changed); keeps the language."""
    _catalogs.clear()
    set_language(_active_code)


def _load_uncached(code: str) -> _gettext.NullTranslations:
    if code == SOURCE_LANGUAGE or code not in LANGUAGES:
        return _gettext.NullTranslations()
    mo, po = catalog_path(code, ".mo"), catalog_path(code, ".po")
    mo_ok = mo.is_file() and (not po.is_file() or mo.stat().st_mtime >= po.stat().st_mtime)
    if mo_ok:
        try:
            with mo.open("rb") as fh:
                return _gettext.GNUTranslations(fh)
        except (OSError, ValueError, UnicodeDecodeError, struct.error) as err:
            log.warning("cannot read %s (%s); trying the .po", mo, err)
    if po.is_file():
        try:
            data = compile_mo(parse_po(po.read_text(encoding="utf-8")))
            return _gettext.GNUTranslations(io.BytesIO(data))
        except (OSError, ValueError, UnicodeDecodeError) as err:
            log.warning("cannot read %s (%s); showing English", po, err)
    return _gettext.NullTranslations()


def set_language(code: str) -> str:
    """Activate a language; unknown codes or missing catalogs fall back to English."""
    global _active, _active_code, _version
    code = code if code in LANGUAGES else SOURCE_LANGUAGE
    _active = load_catalog(code)
    _active_code = code
    _version += 1
    return code


def current_language() -> str:
    return _active_code


def language_version() -> int:
    """Changes whenever the language is set: a screen that built widgets with
    translated labels remembers it and rebuilds them when it differs (e.g. in
    ``on_enter`` after the Settings screen closes)."""
    return _version


# --------------------------------------------------------------------- system language

# Locale names Windows and some macOS setups report ("Swedish_Sweden").
_LANGUAGE_NAMES = {
    "english": "en",
    "swedish": "sv",
    "danish": "da",
    "finnish": "fi",
    "dutch": "nl",
    "hungarian": "hu",
    "german": "de",
}


def _code_of(name: str) -> str | None:
    """``sv_SE.UTF-8`` / ``de-AT`` / ``nl_BE@euro`` / ``Swedish_Sweden`` -> a known code."""
    base = re.split(r"[_.@\-]", name.strip(), maxsplit=1)[0].lower()
    base = _LANGUAGE_NAMES.get(base, base)
    return base if base in LANGUAGES else None


def _platform_locales() -> list[str]:
    """The desktop's preferred languages where no environment variable says it."""
    names: list[str] = []
    if sys.platform == "win32":
        with contextlib.suppress(Exception):
            import ctypes

            lang_id = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
            names.append(locale.windows_locale.get(lang_id, ""))
    with contextlib.suppress(ValueError):
        names.append(locale.getlocale()[0] or "")
    return names


def system_language(environ: dict[str, str] | None = None) -> str:
    """The system's language when we have it, else English.

    Follows gettext: ``LANGUAGE`` (a ``:`` list of preferences) first, then the first
    of ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` that is set; the platform's own setting
    only when none is set.
    """
    env = os.environ if environ is None else environ
    candidates: list[str] = []
    effective = next((env[v] for v in ("LC_ALL", "LC_MESSAGES", "LANG") if env.get(v)), "")
    if effective not in ("C", "POSIX"):
        candidates.extend(env.get("LANGUAGE", "").split(":"))
    candidates.append(effective)
    if not any(env.get(v) for v in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")):
        candidates.extend(_platform_locales())
    for cand in candidates:
        code = _code_of(cand) if cand else None
        if code:
            return code
    return SOURCE_LANGUAGE


# ------------------------------------------------------------------------ translating


def _(message: str) -> str:
    # gettext("") would return the catalog's header.
    return _active.gettext(message) if message else message


def ngettext(singular: str, plural: str, n: int) -> str:
    return _active.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _active.pgettext(context, message) if message else message


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return _active.npgettext(context, singular, plural, n)


def N_(message: str) -> str:
    """Marks a string for extraction without translating it now."""
    return message


# -------------------------------------------------------------------------- numbers

# (thousands separator, decimal separator, minus sign, percent pattern) per language,
# from CLDR (the data Babel uses), kept here so Babel is not needed at run time.
_NBSP = "\u00a0"
_NUMBER_SYMBOLS = {
    "en": (",", ".", "-", "{}%"),
    "sv": (_NBSP, ",", "\u2212", "{}" + _NBSP + "%"),
    "da": (".", ",", "-", "{}" + _NBSP + "%"),
    "fi": (_NBSP, ",", "\u2212", "{}" + _NBSP + "%"),
    "nl": (".", ",", "-", "{}%"),
    "hu": (_NBSP, ",", "-", "{}%"),
    "de": (".", ",", "-", "{}" + _NBSP + "%"),
}


def format_number(n: float, decimals: int = 0, language: str | None = None) -> str:
    """``-1234`` -> ``-1,234`` (en), ``−1 234`` (sv, fi), ``-1.234`` (de, da, nl)."""
    group, point, minus, _pattern = _NUMBER_SYMBOLS.get(
        language or _active_code, _NUMBER_SYMBOLS["en"]
    )
    text = f"{abs(n):,.{decimals}f}" if decimals else f"{round(abs(n)):,d}"
    text = text.replace(",", "\0").replace(".", point).replace("\0", group)
    negative = n < 0 and text.strip("0.,\u00a0") != ""
    return (minus if negative else "") + text


def format_score(n: int, signed: bool = False, language: str | None = None) -> str:
    """A score; ``signed=True`` for a round's change: ``+30`` / ``−10`` / ``0``."""
    text = format_number(n, language=language)
    return "+" + text if signed and n > 0 else text


def format_percent(fraction: float, decimals: int = 0, language: str | None = None) -> str:
    """``0.425`` -> ``43%`` (en), ``43 %`` (de, sv, fi, da)."""
    pattern = _NUMBER_SYMBOLS.get(language or _active_code, _NUMBER_SYMBOLS["en"])[3]
    return pattern.format(format_number(fraction * 100, decimals, language))


# ------------------------------------------------------------- .po reading, .mo writing


@dataclass
class PoEntry:
    msgid: str = ""
    msgid_plural: str | None = None
    msgctxt: str | None = None
    msgstr: list[str] = field(default_factory=list)
    flags: set[str] = field(default_factory=set)
    obsolete: bool = False

    @property
    def fuzzy(self) -> bool:
        return "fuzzy" in self.flags

    @property
    def translated(self) -> bool:
        return bool(self.msgstr) and all(self.msgstr)


_KEYWORD = re.compile(r"^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(\".*\")\s*$")
_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "a": "\a", "b": "\b", "f": "\f", "v": "\v"}
_ESCAPE = re.compile(r"\\(x[0-9a-fA-F]{1,2}|[0-7]{1,3}|.)", re.DOTALL)


def _unquote(token: str, lineno: int) -> str:
    if len(token) < 2 or token[0] != '"' or token[-1] != '"':
        raise ValueError(f"line {lineno}: expected a quoted string")

    def sub(m: re.Match) -> str:
        esc = m.group(1)
        if esc[0] == "x":
            return chr(int(esc[1:], 16))
        if esc[0] in "01234567":
            return chr(int(esc, 8))
        return _ESCAPES.get(esc, esc)

    body = token[1:-1]
    # An unescaped quote inside means a malformed line.
    if re.search(r'(?<!\\)(?:\\\\)*"', body):
        raise ValueError(f"line {lineno}: stray quote")
    return _ESCAPE.sub(sub, body)


def parse_po(text: str) -> list[PoEntry]:
    """Entries of a ``.po`` file (obsolete ``#~`` entries are dropped).

    Handles ``msgctxt``, ``msgid_plural`` / ``msgstr[n]``, C escapes, strings split
    over several lines and ``#,`` flags (``fuzzy``). Raises ValueError on bad syntax.
    """
    entries: list[PoEntry] = []
    cur = PoEntry()
    started = False  # cur has a msgid
    target: tuple[str, int] | None = None  # where continuation lines go
    pending_flags: set[str] = set()

    def finish() -> None:
        nonlocal cur, started, target
        if started:
            entries.append(cur)
        cur, started, target = PoEntry(), False, None

    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            if line.startswith("#~"):
                continue  # obsolete
            if started and cur.msgstr:
                finish()
            if line.startswith("#,"):
                pending_flags |= {f.strip() for f in line[2:].split(",") if f.strip()}
            continue
        if line.startswith('"'):
            if target is None:
                raise ValueError(f"line {lineno}: text outside an entry")
            value = _unquote(line, lineno)
            kind, index = target
            if kind == "msgstr":
                cur.msgstr[index] += value
            else:
                setattr(cur, kind, getattr(cur, kind) + value)
            continue
        m = _KEYWORD.match(line)
        if not m:
            raise ValueError(f"line {lineno}: cannot read {line[:40]!r}")
        keyword, index, token = m.group(1), m.group(2), m.group(3)
        value = _unquote(token, lineno)
        if keyword in ("msgctxt", "msgid") and (cur.msgstr or (keyword == "msgctxt" and started)):
            finish()
        if keyword == "msgctxt":
            cur.msgctxt = value
            target = ("msgctxt", 0)
        elif keyword == "msgid":
            if started:
                raise ValueError(f"line {lineno}: msgid without msgstr before it")
            cur.msgid, started = value, True
            cur.flags, pending_flags = pending_flags, set()
            target = ("msgid", 0)
        elif keyword == "msgid_plural":
            cur.msgid_plural = value
            target = ("msgid_plural", 0)
        else:
            i = int(index) if index is not None else 0
            if i != len(cur.msgstr):
                raise ValueError(f"line {lineno}: msgstr[{i}] out of order")
            cur.msgstr.append(value)
            target = ("msgstr", i)
    finish()
    return entries


def po_header(entries: list[PoEntry]) -> dict[str, str]:
    """The header fields of parsed entries (``Plural-Forms``, ``Language``, ...)."""
    for e in entries:
        if e.msgid == "" and e.msgctxt is None and e.msgstr:
            fields: dict[str, str] = {}
            for line in e.msgstr[0].split("\n"):
                key, sep, value = line.partition(":")
                if sep:
                    fields[key.strip()] = value.strip()
            return fields
    return {}


def compile_mo(entries: list[PoEntry]) -> bytes:
    """GNU ``.mo`` bytes of the translated, non-fuzzy entries (the header always)."""
    pairs: dict[bytes, bytes] = {}
    for e in entries:
        is_header = e.msgid == "" and e.msgctxt is None
        if e.obsolete or not is_header and (e.fuzzy or not e.translated):
            continue
        key = e.msgid
        if e.msgid_plural is not None:
            key += "\0" + e.msgid_plural
        if e.msgctxt is not None:
            key = e.msgctxt + "\x04" + key
        value = "\0".join(e.msgstr) if e.msgid_plural is not None else e.msgstr[0]
        if is_header and "charset=" not in value.lower():
            value = value.rstrip("\n") + "\nContent-Type: text/plain; charset=UTF-8\n"
        pairs[key.encode("utf-8")] = value.encode("utf-8")
    keys = sorted(pairs)
    n = len(keys)
    originals_at = 7 * 4
    translations_at = originals_at + n * 8
    data_at = translations_at + n * 8
    table_o, table_t, blob = [], [], bytearray()
    for k in keys:
        table_o.append((len(k), data_at + len(blob)))
        blob += k + b"\0"
    for k in keys:
        v = pairs[k]
        table_t.append((len(v), data_at + len(blob)))
        blob += v + b"\0"
    out = bytearray(struct.pack("<7I", 0x950412DE, 0, n, originals_at, translations_at, 0, data_at))
    for length, offset in table_o + table_t:
        out += struct.pack("<2I", length, offset)
    return bytes(out + blob)
