"""Translation catalogs: complete, consistent and loadable from a source checkout.

The template is extracted from the code inside the test (Babel, into a temp dir), so
a newly marked text that nobody translated yet fails here, naming the text.
"""

import ast
import importlib.util
import os
import re
import string
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game import i18n  # noqa: E402
from game.assets import asset_path  # noqa: E402
from tests.sources import nodes  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.usefixtures("english")  # whatever language a test switches to
TARGETS = [code for code in i18n.LANGUAGES if code != "en"]


def _load_build_tool():
    spec = importlib.util.spec_from_file_location("build_i18n", ROOT / "build" / "i18n.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


KEYWORDS = {  # name -> (context arg, singular arg, plural arg), as Babel's defaults
    "_": (None, 0, None),
    "N_": (None, 0, None),
    "gettext": (None, 0, None),
    "ngettext": (None, 0, 1),
    "pgettext": (0, 1, None),
    "npgettext": (0, 1, 2),
}


def _literal(args, i):
    if i is None or i >= len(args):
        return None
    a = args[i]
    return a.value if isinstance(a, ast.Constant) and isinstance(a.value, str) else None


def _ast_extract(roots) -> list[i18n.PoEntry]:
    """A small stand-in for Babel's extractor (used when Babel is not installed):
    every call of a gettext keyword whose arguments are string literals."""
    found: dict = {}
    for root in roots:
        for path in sorted(Path(root).rglob("*.py")):
            for node in nodes(path):
                if not isinstance(node, ast.Call):
                    continue
                f = node.func
                name = f.id if isinstance(f, ast.Name) else getattr(f, "attr", None)
                if name not in KEYWORDS:
                    continue
                ctx_i, one_i, many_i = KEYWORDS[name]

                msgid = _literal(node.args, one_i)
                if not msgid:
                    continue
                entry = i18n.PoEntry(
                    msgid=msgid,
                    msgid_plural=_literal(node.args, many_i),
                    msgctxt=_literal(node.args, ctx_i),
                )
                found.setdefault((entry.msgctxt, entry.msgid), entry)
    return list(found.values())


@pytest.fixture(scope="module")
def template(tmp_path_factory):
    """Entries of a .pot extracted from the code now, written to a temp dir (Babel;
    the AST stand-in when Babel is not installed)."""
    roots = [ROOT / "game", ROOT / "ai"]
    try:
        import babel  # noqa: F401
    except ImportError:
        return _ast_extract(roots)
    tool = _load_build_tool()
    pot = tmp_path_factory.mktemp("pot") / "wizard.pot"
    pot.write_bytes(tool._po_bytes(tool.extract_catalog()))
    entries = [e for e in i18n.parse_po(pot.read_text("utf-8")) if e.msgid]
    assert entries, "nothing was extracted"
    return entries


def test_ast_extractor_agrees_with_babel(template):
    """The fallback extractor finds the same texts as Babel (so CI without Babel
    still catches untranslated texts)."""
    pytest.importorskip("babel")
    ours = {
        (e.msgctxt, e.msgid, e.msgid_plural) for e in _ast_extract([ROOT / "game", ROOT / "ai"])
    }
    babel_found = {(e.msgctxt, e.msgid, e.msgid_plural) for e in template}
    assert ours == babel_found


def _po_entries(code: str) -> list[i18n.PoEntry]:
    return i18n.parse_po(i18n.catalog_path(code, ".po").read_text("utf-8"))


@pytest.fixture(scope="module")
def catalogs():
    return {code: _po_entries(code) for code in TARGETS}


def _key(e: i18n.PoEntry):
    return (e.msgctxt, e.msgid)


def _label(e: i18n.PoEntry) -> str:
    return f"{e.msgctxt + ' | ' if e.msgctxt else ''}{e.msgid!r}"


# ----------------------------------------------------------------- completeness


def test_committed_template_matches_the_code(template):
    """assets/locale/wizard.pot is current (run `python build/i18n.py all`)."""
    pot = i18n.parse_po((ROOT / "assets" / "locale" / "wizard.pot").read_text("utf-8"))
    committed = {_key(e) for e in pot if e.msgid}
    fresh = {_key(e) for e in template}
    assert sorted(fresh - committed, key=str) == [], "texts missing from wizard.pot"
    assert sorted(committed - fresh, key=str) == [], "texts in wizard.pot no longer in code"


@pytest.mark.parametrize("code", TARGETS)
def test_every_text_is_translated(code, template, catalogs):
    done = {_key(e): e for e in catalogs[code] if e.msgid and e.translated and not e.fuzzy}
    missing = [_label(e) for e in template if _key(e) not in done]
    assert missing == [], f"{code}: {len(missing)} untranslated text(s)"


@pytest.mark.parametrize("code", TARGETS)
def test_no_fuzzy_or_empty_entries(code, catalogs):
    bad = [_label(e) for e in catalogs[code] if e.msgid and (e.fuzzy or not e.translated)]
    assert bad == []


@pytest.mark.parametrize("code", TARGETS)
def test_plural_forms_header(code, catalogs):
    header = i18n.po_header(catalogs[code])
    assert header.get("Plural-Forms") == i18n.PLURAL_FORMS[code]
    assert header.get("Language") == code
    assert "charset=utf-8" in header.get("Content-Type", "").lower()


@pytest.mark.parametrize("code", TARGETS)
def test_plural_entries_have_every_form(code, catalogs):
    nplurals = int(re.search(r"nplurals=(\d+)", i18n.PLURAL_FORMS[code]).group(1))
    plurals = [e for e in catalogs[code] if e.msgid_plural is not None]
    for e in plurals:
        assert len(e.msgstr) == nplurals, _label(e)
    singular_only = [e for e in catalogs[code] if e.msgid and e.msgid_plural is None]
    for e in singular_only:
        assert len(e.msgstr) == 1, _label(e)


# ------------------------------------------------------------------ placeholders


def _fields(text: str) -> set[str]:
    """``{name}`` fields (``{{`` is a literal brace) and ``%s``-style conversions."""
    names = set()
    for _literal, name, spec, conv in string.Formatter().parse(text):
        if name is not None:
            suffix = (f"!{conv}" if conv else "") + (f":{spec}" if spec else "")
            names.add("{" + name + suffix + "}")
    names |= set(re.findall(r"%(?:\([a-z_]+\))?[-#0 +]?\d*(?:\.\d+)?[sdfr]", text))
    return names


@pytest.mark.parametrize("code", TARGETS)
def test_placeholders_match_the_source(code, catalogs):
    problems = []
    for e in catalogs[code]:
        if not e.msgid or not e.translated:
            continue
        try:
            if e.msgid_plural is None:
                if _fields(e.msgstr[0]) != _fields(e.msgid):
                    problems.append(f"{_label(e)} -> {e.msgstr[0]!r}")
                continue
            one, many = _fields(e.msgid), _fields(e.msgid_plural)
            for i, form in enumerate(e.msgstr):
                got = _fields(form)
                # The singular form may leave out the number ("a file", "one card").
                ok = got == many if i else one <= got <= one | many
                if not ok:
                    problems.append(f"{_label(e)} [{i}] -> {form!r}")
        except ValueError as err:  # unbalanced braces
            problems.append(f"{_label(e)}: {err}")
    assert problems == []


@pytest.mark.parametrize("code", TARGETS)
def test_translations_format_without_errors(code, catalogs):
    """Every translation formats with its source's fields (no stray braces)."""
    for e in catalogs[code]:
        if not e.msgid or not e.translated:
            continue
        for form in e.msgstr:
            fields = {
                name: "x" for _lit, name, _spec, _conv in string.Formatter().parse(form) if name
            }
            if fields:
                form.format(**fields)


# ----------------------------------------------------------------------- runtime


def test_runtime_uses_the_po_without_any_mo(tmp_path, monkeypatch):
    """A source checkout has only .po files: set_language compiles them in memory."""
    for code in TARGETS:
        src = i18n.catalog_path(code, ".po")
        dst = tmp_path / code / "LC_MESSAGES" / "wizard.po"
        dst.parent.mkdir(parents=True)
        dst.write_bytes(src.read_bytes())
    monkeypatch.setattr(i18n, "locale_dir", lambda: str(tmp_path))
    monkeypatch.setattr(i18n, "_catalogs", {})
    assert i18n.available_languages() == list(i18n.LANGUAGES)
    samples = {
        "sv": ("Jester", "Narr"),
        "da": ("Wizard", "Troldmand"),
        "fi": ("Settings", "Asetukset"),
        "nl": ("New game", "Nieuw spel"),
        "hu": ("Jester", "Bolond"),
        "de": ("Wizard", "Zauberer"),
    }
    for code, (source, expected) in samples.items():
        assert i18n.set_language(code) == code
        assert i18n.current_language() == code
        assert i18n._(source) == expected
        assert i18n._("a text nobody marked") == "a text nobody marked"
    i18n.set_language("en")
    assert i18n._("Jester") == "Jester"


@pytest.mark.parametrize("code", TARGETS)
def test_every_translation_comes_back_at_runtime(code, catalogs):
    i18n.set_language(code)
    for e in catalogs[code]:
        if not e.msgid or not e.translated or e.fuzzy:
            continue
        if e.msgid_plural is not None:
            if e.msgctxt is None:
                assert i18n.ngettext(e.msgid, e.msgid_plural, 1) == e.msgstr[0]
                assert i18n.ngettext(e.msgid, e.msgid_plural, 5) == e.msgstr[1]
        elif e.msgctxt is not None:
            assert i18n.pgettext(e.msgctxt, e.msgid) == e.msgstr[0]
        else:
            assert i18n._(e.msgid) == e.msgstr[0]


def test_switching_language_applies_at_once():
    before = i18n.language_version()
    i18n.set_language("de")
    assert i18n.language_version() != before
    assert i18n._("") == ""  # never the catalog header
    assert i18n._("Settings") == "Einstellungen"
    i18n.set_language("fi")
    assert i18n._("Settings") == "Asetukset"
    i18n.set_language("xx")
    assert i18n.current_language() == "en"
    assert i18n._("Settings") == "Settings"


def test_mo_file_is_preferred_when_current(tmp_path, monkeypatch):
    """A compiled .mo (as in the frozen build) is read; one older than the .po is not."""
    folder = tmp_path / "sv" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    header = 'msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\n'
    (folder / "wizard.po").write_text(header + 'msgid "Hi"\nmsgstr "Hej"\n', encoding="utf-8")
    mo_source = header + 'msgid "Hi"\nmsgstr "Hej från mo"\n'
    (folder / "wizard.mo").write_bytes(i18n.compile_mo(i18n.parse_po(mo_source)))
    monkeypatch.setattr(i18n, "locale_dir", lambda: str(tmp_path))
    monkeypatch.setattr(i18n, "_catalogs", {})
    i18n.set_language("sv")
    assert i18n._("Hi") == "Hej från mo"
    os.utime(folder / "wizard.mo", (1, 1))  # stale: older than the .po
    monkeypatch.setattr(i18n, "_catalogs", {})
    i18n.set_language("sv")
    assert i18n._("Hi") == "Hej"
    # Only a .mo (frozen build: .po files are not bundled).
    (folder / "wizard.po").unlink()
    monkeypatch.setattr(i18n, "_catalogs", {})
    assert i18n.available_languages() == ["en", "sv"]
    i18n.set_language("sv")
    assert i18n._("Hi") == "Hej från mo"


def test_available_languages_lists_english_and_every_catalog():
    langs = i18n.available_languages()
    assert langs[0] == "en"
    assert set(langs) == set(i18n.LANGUAGES)


# -------------------------------------------------------------------- .po parser

SAMPLE_PO = r"""# a comment
msgid ""
msgstr ""
"Language: de\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"

#: game/x.py
msgid "Plain"
msgstr "Schlicht"

msgid ""
"Two "
"lines"
msgstr ""
"Zwei "
"Zeilen"

msgid "Escapes: \"q\" \\ \t tab\nnew"
msgstr "Maskiert: \"q\" \\ \t Tab\nneu \303\244 \x41"

#, fuzzy
msgid "Guess"
msgstr "Geraten"

msgid "Empty"
msgstr ""

msgctxt "card"
msgid "Wizard"
msgstr "Zauberer"

msgctxt "title"
msgid "Wizard"
msgstr "Wizard (Spiel)"

#, python-brace-format
msgid "{n} trick"
msgid_plural "{n} tricks"
msgstr[0] "{n} Stich"
msgstr[1] "{n} Stiche"

msgid "Half"
msgid_plural "Halves"
msgstr[0] "Hälfte"
msgstr[1] ""

#~ msgid "Old"
#~ msgstr "Alt"
"""


def test_po_parser_and_in_memory_mo():
    import gettext
    import io

    entries = i18n.parse_po(SAMPLE_PO)
    by_id = {(e.msgctxt, e.msgid): e for e in entries}
    assert by_id[(None, "Two lines")].msgstr == ["Zwei Zeilen"]
    esc = by_id[(None, 'Escapes: "q" \\ \t tab\nnew')]
    assert esc.msgstr == ['Maskiert: "q" \\ \t Tab\nneu \xc3\xa4 A']
    assert by_id[(None, "Guess")].fuzzy
    assert (None, "Old") not in by_id
    assert i18n.po_header(entries)["Plural-Forms"] == "nplurals=2; plural=(n != 1);"

    t = gettext.GNUTranslations(io.BytesIO(i18n.compile_mo(entries)))
    assert t.gettext("Plain") == "Schlicht"
    assert t.gettext("Two lines") == "Zwei Zeilen"
    assert t.gettext("Guess") == "Guess"  # fuzzy: skipped
    assert t.gettext("Empty") == "Empty"  # untranslated: English
    assert t.pgettext("card", "Wizard") == "Zauberer"
    assert t.pgettext("title", "Wizard") == "Wizard (Spiel)"
    assert t.gettext("Wizard") == "Wizard"
    assert t.ngettext("{n} trick", "{n} tricks", 1) == "{n} Stich"
    assert t.ngettext("{n} trick", "{n} tricks", 0) == "{n} Stiche"
    assert t.ngettext("{n} trick", "{n} tricks", 2) == "{n} Stiche"
    assert t.ngettext("Half", "Halves", 2) == "Halves"  # incomplete plural: English


def test_po_parser_rejects_broken_syntax():
    with pytest.raises(ValueError):
        i18n.parse_po('msgid "a"\nmsgstr "b\n')
    with pytest.raises(ValueError):
        i18n.parse_po('msgid "a"\nmsgstr "b" "c"\n')
    with pytest.raises(ValueError):
        i18n.parse_po('"dangling"\n')


def test_broken_catalog_falls_back_to_english(tmp_path, monkeypatch):
    folder = tmp_path / "fi" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / "wizard.po").write_text('msgid "x"\nmsgstr "unterminated\n', encoding="utf-8")
    monkeypatch.setattr(i18n, "locale_dir", lambda: str(tmp_path))
    monkeypatch.setattr(i18n, "_catalogs", {})
    assert i18n.set_language("fi") == "fi"
    assert i18n._("Settings") == "Settings"


def test_parser_reads_every_catalog_like_babel(catalogs):
    """The run-time parser and Babel agree on every committed catalog."""
    pofile = pytest.importorskip("babel.messages.pofile")
    read_po = pofile.read_po

    for code in TARGETS:
        with i18n.catalog_path(code, ".po").open("rb") as fh:
            babel_catalog = read_po(fh, locale=code)
        ours = {_key(e): e.msgstr for e in catalogs[code] if e.msgid}
        theirs = {}
        for m in babel_catalog:
            if not m.id:
                continue
            msgid = m.id[0] if isinstance(m.id, tuple) else m.id
            strings = list(m.string) if isinstance(m.string, tuple) else [m.string]
            theirs[(m.context, msgid)] = strings
        assert ours == theirs, code


# ----------------------------------------------------------------------- numbers


def test_numbers_follow_each_language():
    nb, minus = "\u00a0", "\u2212"
    cases = {
        "en": ("1,234", "-1,234", "+30"),
        "sv": (f"1{nb}234", f"{minus}1{nb}234", "+30"),
        "fi": (f"1{nb}234", f"{minus}1{nb}234", "+30"),
        "hu": (f"1{nb}234", f"-1{nb}234", "+30"),
        "da": ("1.234", "-1.234", "+30"),
        "nl": ("1.234", "-1.234", "+30"),
        "de": ("1.234", "-1.234", "+30"),
    }
    for code, (pos, neg, signed) in cases.items():
        i18n.set_language(code)
        assert i18n.format_number(1234) == pos, code
        assert i18n.format_number(-1234) == neg, code
        assert i18n.format_score(-1234) == neg, code
        assert i18n.format_score(30, signed=True) == signed, code
        assert i18n.format_score(0, signed=True) == "0", code
        assert i18n.format_number(999) == "999"
        assert i18n.format_number(0) == "0"
    assert i18n.format_number(1234567, language="de") == "1.234.567"
    assert i18n.format_number(2.5, 1, language="de") == "2,5"
    assert i18n.format_number(-0.04, 1, language="sv") == "0,0"
    assert i18n.format_percent(0.425, language="en") == "42%"
    assert i18n.format_percent(0.5, language="de") == "50\u00a0%"


def test_babel_agrees_on_separators():
    """Our small tables match Babel's CLDR data for grouping and decimals."""
    numbers = pytest.importorskip("babel.numbers")
    for code in i18n.LANGUAGES:
        expected = numbers.format_decimal(1234567.5, format="#,##0.0", locale=code)
        assert i18n.format_number(1234567.5, 1, language=code) == expected, code
        assert i18n.format_number(-5, language=code)[0] == numbers.get_minus_sign_symbol(code)


# ------------------------------------------------------------------------ fonts

SPECIAL = "åäöÅÄÖøæØÆőűŐŰüÜßéÉóúíáÁ\u2212\u00a0–„“”»«’…×"


@pytest.mark.parametrize("font", ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSerif-Bold.ttf"])
def test_bundled_fonts_cover_every_language(font, catalogs):
    import pygame

    pygame.font.init()
    f = pygame.font.Font(str(asset_path("fonts", font)), 20)
    used = set(SPECIAL)
    for entries in catalogs.values():
        for e in entries:
            for form in e.msgstr:
                used |= {ch for ch in form if ord(ch) > 127}
    missing = [ch for ch in sorted(used) if f.metrics(ch)[0] is None]
    assert missing == [], f"{font} lacks {missing}"


# ---------------------------------------------------------------- system language


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({"LANG": "sv_SE.UTF-8"}, "sv"),
        ({"LANG": "da_DK.UTF-8"}, "da"),
        ({"LANG": "fi_FI"}, "fi"),
        ({"LANG": "nl_BE.UTF-8"}, "nl"),
        ({"LANG": "hu_HU.UTF-8"}, "hu"),
        ({"LANG": "de_AT@euro"}, "de"),
        ({"LANG": "en_GB.UTF-8"}, "en"),
        ({"LANG": "fr_FR.UTF-8"}, "en"),
        ({"LANG": "C"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANGUAGE": "fr:de", "LANG": "fr_FR.UTF-8"}, "de"),
        ({"LC_ALL": "fi_FI.UTF-8", "LANG": "sv_SE.UTF-8"}, "fi"),
        ({"LC_MESSAGES": "hu_HU", "LANG": "fr_FR"}, "hu"),
        ({"LANGUAGE": "sv", "LC_ALL": "C"}, "en"),
    ],
)
def test_system_language(env, expected):
    assert i18n.system_language(env) == expected


def test_system_language_reads_the_process_environment(monkeypatch):
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "sv_SE.UTF-8")
    assert i18n.system_language() == "sv"
    monkeypatch.setenv("LANG", "xx_YY.UTF-8")
    assert i18n.system_language() == "en"


# ------------------------------------------------------------------ build tool


def test_build_tool_compiles_loadable_mo_files(tmp_path):
    import gettext

    tool = _load_build_tool()
    assert tool.main(["compile", "--out", str(tmp_path)]) == 0
    for code in TARGETS:
        mo = tmp_path / code / "LC_MESSAGES" / "wizard.mo"
        assert mo.is_file(), code
        with mo.open("rb") as fh:
            t = gettext.GNUTranslations(fh)
        assert t.gettext("Jester") != "Jester", code
        assert t.ngettext("x", "y", 1) == "x"
