"""Every `](#anchor)` and `](file.md#anchor)` link in README.md and docs/*.md names a
heading that exists, by GitHub's rule for heading anchors: lower case, everything but
letters, digits, `_`, `-` and spaces dropped, spaces turned into `-`, repeats numbered.
And every section the code names in a comment (`docs/bots.md, "Measured strength"`)
is a heading of that file, so moving a section cannot leave a comment pointing nowhere."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FENCE = re.compile(r"^```.*?^```", re.S | re.M)
LINK = re.compile(r"\]\(\s*<?([^)\s>]*#[^)\s>]+)>?\s*\)")
HEADING = re.compile(r"^#{1,6}\s+(.+?)\s*#*\s*$", re.M)


def headings(doc: Path) -> list[str]:
    return HEADING.findall(FENCE.sub("", doc.read_text(encoding="utf-8")))


def anchors(doc: Path) -> set[str]:
    """The anchors GitHub gives the headings of a Markdown file."""
    seen: dict[str, int] = {}
    out = set()
    for title in headings(doc):
        slug = re.sub(r"[^\w\- ]", "", title.lower()).replace(" ", "-")
        n = seen.get(slug, 0)
        seen[slug] = n + 1
        out.add(slug if n == 0 else f"{slug}-{n}")
    return out


def broken_anchors(docs: list[Path]) -> list[str]:
    bad = []
    for doc in docs:
        text = FENCE.sub("", doc.read_text(encoding="utf-8"))
        for target in LINK.findall(text):
            if re.match(r"^[a-z][a-z0-9+.-]*:", target, re.I):
                continue  # https: and the like
            path, anchor = target.split("#", 1)
            file = (doc.parent / path).resolve() if path else doc
            if file.suffix != ".md" or not file.is_file():
                continue  # test_newcomer checks that the file exists
            if anchor not in anchors(file):
                bad.append(f"{doc.relative_to(ROOT)}: {target}")
    return bad


def test_the_anchor_rule_is_githubs(tmp_path):
    doc = tmp_path / "doc.md"
    doc.write_text("# Bots\n\n## Card play judged against the true deal (`ai.lab.regret`)\n"
                   "## Expert's bids against Medium: two changes measured, neither taken\n"
                   "```\n# not a heading\n```\n### Notes\n#### Notes\n", encoding="utf-8")
    assert anchors(doc) == {
        "bots", "card-play-judged-against-the-true-deal-ailabregret",
        "experts-bids-against-medium-two-changes-measured-neither-taken", "notes", "notes-1"}


def test_every_anchor_link_in_the_docs_names_a_heading(docs):
    bad = broken_anchors(docs)
    assert bad == [], "\n".join(bad)


# A section named after a doc path, the name possibly wrapped onto the next comment line.
SECTION_REF = re.compile(r'docs/([\w-]+\.md),?\s+"([^"]+)"')


def test_every_section_named_in_the_code_is_a_heading():
    bad = []
    checked = 0
    for folder in ("ai", "game", "tests", "build"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            text = re.sub(r"\n\s*#\s*", " ", path.read_text(encoding="utf-8"))
            for name, section in SECTION_REF.findall(text):
                doc = ROOT / "docs" / name
                titles = [t.lower() for t in headings(doc)] if doc.is_file() else []
                checked += 1
                if not any(t.startswith(section.lower()) for t in titles):
                    bad.append(f"{path.relative_to(ROOT)}: docs/{name}, {section!r}")
    assert checked >= 1, "no section named in the code: is the pattern broken?"
    assert bad == [], "\n".join(bad)
