"""Translation catalogs: extract, update, compile (Babel, build time only).

    python build/i18n.py extract   # game/ + ai/  ->  assets/locale/wizard.pot
    python build/i18n.py update    # .pot -> assets/locale/<lang>/LC_MESSAGES/wizard.po
    python build/i18n.py compile   # .po  -> wizard.mo beside it (or --out DIR/<lang>/...)
    python build/i18n.py all       # the three in order
    python build/i18n.py status    # per language: translated / missing / fuzzy (exit 1 if
                                   # any catalog is incomplete); --missing lists them

The ``.pot`` and ``.po`` files are committed; ``.mo`` files are build products (ignored
by git). The game reads a ``.po`` directly when no up-to-date ``.mo`` exists, so a
source checkout needs none of this to show translations. See docs/translating.md.
"""

from __future__ import annotations

import argparse
import datetime as dt
import io
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.i18n import (  # noqa: E402
    DOMAIN,
    LANGUAGES,
    PLURAL_FORMS,
    SOURCE_LANGUAGE,
    compile_mo,
    parse_po,
)

LOCALE_DIR = ROOT / "assets" / "locale"
POT_FILE = LOCALE_DIR / f"{DOMAIN}.pot"
MAPPING_FILE = ROOT / "babel.cfg"
SOURCE_DIRS = ("game", "ai")
# Babel's defaults: _, gettext, ngettext:1,2, pgettext:1c,2, npgettext:1c,2,3, N_, ...
COMMENT_TAGS = ("TRANSLATORS:",)
PROJECT = "Wizard"
TARGET_LANGUAGES = [code for code in LANGUAGES if code != SOURCE_LANGUAGE]
HEADER_COMMENT = (
    "# {title} for Wizard.\n"
    "# This file is distributed under the same license as the Wizard project.\n"
    "# Edit with any .po editor (Poedit, Lokalize) or a text editor; see\n"
    "# docs/translating.md and docs/glossary.md.\n"
    "#"
)


def _babel():
    try:
        from babel.messages import extract, frontend, mofile, pofile
        from babel.messages.catalog import Catalog
    except ImportError as err:  # pragma: no cover - depends on the machine
        raise SystemExit("Babel is needed to build catalogs: pip install -e '.[build]'") from err
    return extract, frontend, mofile, pofile, Catalog


def _version() -> str:
    from game.version import __version__

    return __version__


def po_path(lang: str, locale_dir: Path = LOCALE_DIR) -> Path:
    return locale_dir / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


# ------------------------------------------------------------------------ extracting


def extract_catalog(root: Path = ROOT):
    """A Babel catalog of every marked text in game/ and ai/ (the would-be .pot)."""
    extract, frontend, _mofile, _pofile, Catalog = _babel()
    with MAPPING_FILE.open(encoding="utf-8") as fh:
        method_map, options_map = frontend.parse_mapping_cfg(fh, str(MAPPING_FILE))
    catalog = Catalog(
        project=PROJECT,
        version=_version(),
        header_comment=HEADER_COMMENT.format(title="Translation template"),
        charset="utf-8",
        fuzzy=False,
    )
    for folder in SOURCE_DIRS:
        base = root / folder
        results = extract.extract_from_dir(
            str(base),
            method_map,
            options_map,
            comment_tags=COMMENT_TAGS,
            strip_comment_tags=True,
            directory_filter=lambda d: "__pycache__" not in d,
        )
        for filename, lineno, message, comments, context in results:
            where = (f"{folder}/{Path(filename).as_posix()}", lineno)
            catalog.add(message, None, [where], auto_comments=comments, context=context, flags=())
    # Keep python-format flags away: texts use {name} fields, checked by the tests.
    for msg in catalog:
        msg.flags.discard("python-format")
    return catalog


def _po_bytes(catalog) -> bytes:
    _extract, _frontend, _mofile, pofile, _Catalog = _babel()
    buf = io.BytesIO()
    pofile.write_po(buf, catalog, width=88, include_lineno=False, ignore_obsolete=True)
    return buf.getvalue()


def _without_dates(data: bytes) -> bytes:
    return b"\n".join(
        line
        for line in data.splitlines()
        if not line.startswith((b'"POT-Creation-Date:', b'"PO-Revision-Date:'))
    )


def _write_if_changed(path: Path, data: bytes) -> bool:
    """Write unless only the date headers would change (keeps git diffs quiet)."""
    if path.is_file() and _without_dates(path.read_bytes()) == _without_dates(data):
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


def cmd_extract() -> int:
    catalog = extract_catalog()
    changed = _write_if_changed(POT_FILE, _po_bytes(catalog))
    count = sum(1 for m in catalog if m.id)
    print(f"{POT_FILE.relative_to(ROOT)}: {count} messages{'' if changed else ' (unchanged)'}")
    return 0


# -------------------------------------------------------------------------- updating


def read_catalog(path: Path, lang: str | None = None):
    _extract, _frontend, _mofile, pofile, _Catalog = _babel()
    with path.open("rb") as fh:
        return pofile.read_po(fh, locale=lang, domain=DOMAIN)


def write_catalog(path: Path, catalog) -> bool:
    catalog.fuzzy = False
    return _write_if_changed(path, _po_bytes(catalog))


def _set_headers(catalog, lang: str) -> None:
    catalog.project = PROJECT
    catalog.version = _version()
    catalog.language_team = f"{LANGUAGES[lang]} <{lang}@li.org>"
    catalog.header_comment = HEADER_COMMENT.format(title=f"{LANGUAGES[lang]} translations")
    # Babel derives Plural-Forms from the locale; it must match ours exactly.
    if catalog.plural_forms != PLURAL_FORMS[lang]:
        raise SystemExit(
            f"{lang}: Babel gives {catalog.plural_forms!r}, not {PLURAL_FORMS[lang]!r}"
        )


def cmd_update() -> int:
    if not POT_FILE.is_file():
        cmd_extract()
    template = read_catalog(POT_FILE)
    _extract, _frontend, _mofile, _pofile, Catalog = _babel()
    for lang in TARGET_LANGUAGES:
        path = po_path(lang)
        if path.is_file():
            catalog = read_catalog(path, lang)
        else:
            catalog = Catalog(locale=lang, domain=DOMAIN, fuzzy=False, charset="utf-8")
            catalog.revision_date = dt.datetime.now(dt.UTC)
        # No fuzzy guesses: a new text is untranslated until a translator writes it.
        catalog.update(template, no_fuzzy_matching=True, update_creation_date=True)
        _set_headers(catalog, lang)
        changed = write_catalog(path, catalog)
        missing = sum(1 for m in catalog if m.id and not _done(m))
        state = "updated" if changed else "unchanged"
        print(f"{path.relative_to(ROOT)}: {state}, {missing} to translate")
    return 0


def _done(message) -> bool:
    strings = message.string if isinstance(message.string, tuple | list) else [message.string]
    return bool(strings) and all(strings) and not message.fuzzy


# ------------------------------------------------------------------------- compiling


def cmd_compile(out_dir: Path | None = None) -> int:
    """``.po`` -> ``.mo``. Uses Babel (with its format checks) when installed, else the
    game's own compiler, so a packaging machine without Babel still builds."""
    try:
        _extract, _frontend, mofile, _pofile, _Catalog = _babel()
    except SystemExit:
        mofile = None
    out_root = out_dir or LOCALE_DIR
    bad = 0
    for lang in TARGET_LANGUAGES:
        src = po_path(lang)
        if not src.is_file():
            continue
        dst = out_root / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"
        dst.parent.mkdir(parents=True, exist_ok=True)
        if mofile is not None:
            catalog = read_catalog(src, lang)
            for message, errors in catalog.check():
                for error in errors:
                    print(f"{src}: {message.id!r}: {error}", file=sys.stderr)
                    bad += 1
            buf = io.BytesIO()
            mofile.write_mo(buf, catalog, use_fuzzy=False)
            data = buf.getvalue()
        else:
            data = compile_mo(parse_po(src.read_text(encoding="utf-8")))
        dst.write_bytes(data)
        print(f"{dst.relative_to(ROOT) if dst.is_relative_to(ROOT) else dst}")
    return 1 if bad else 0


# ---------------------------------------------------------------------------- status


def cmd_status(show_missing: bool = False) -> int:
    template = {(e.msgctxt, e.msgid) for e in parse_po(POT_FILE.read_text("utf-8")) if e.msgid}
    incomplete = 0
    for lang in TARGET_LANGUAGES:
        path = po_path(lang)
        entries = parse_po(path.read_text("utf-8")) if path.is_file() else []
        done = {(e.msgctxt, e.msgid) for e in entries if e.msgid and e.translated and not e.fuzzy}
        fuzzy = sum(1 for e in entries if e.msgid and e.fuzzy)
        missing = sorted(template - done, key=lambda k: (k[0] or "", k[1]))
        print(
            f"{lang}: {len(template & done)}/{len(template)} translated, "
            f"{len(missing)} missing, {fuzzy} fuzzy"
        )
        if show_missing:
            for ctxt, msgid in missing:
                print(f"    {ctxt + ' | ' if ctxt else ''}{msgid!r}")
        incomplete += bool(missing or fuzzy)
    return 1 if incomplete else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("command", choices=["extract", "update", "compile", "all", "status"])
    parser.add_argument("--out", type=Path, help="compile: write <out>/<lang>/LC_MESSAGES/")
    parser.add_argument("--missing", action="store_true", help="status: list missing texts")
    args = parser.parse_args(argv)
    if args.command == "extract":
        return cmd_extract()
    if args.command == "update":
        return cmd_update()
    if args.command == "compile":
        return cmd_compile(args.out)
    if args.command == "status":
        return cmd_status(args.missing)
    return cmd_extract() or cmd_update() or cmd_compile(args.out)


if __name__ == "__main__":
    raise SystemExit(main())
