"""The measured strength of each level is typed once, in ``game.level_margins``; the
docs' tables quote it. These tests read the tables (docs/bots.md for the 60-card game,
docs/ai-special.md and the summary line in docs/bots.md for the special cards) and
hold every figure, its deals and its length to the registry, both ways: a figure in
the registry the docs leave out fails too."""

from __future__ import annotations

import re
from pathlib import Path

from game import level_margins

ROOT = Path(__file__).resolve().parents[2]
LEVELS = {"Random": "random", "Easy": "easy", "Medium": "medium", "Hard": "hard",
          "Expert": "expert"}
# "| Hard vs 3 Medium | 8 rounds | 100 (400) | **+31.3 ± 6.0** |" (the length column is
# in docs/ai-special.md only)
ROW = re.compile(
    r"^\| (\w+) vs 3 (\w+) \|(?: (full|\d+ rounds) \|)? (\d+) \((\d[\d,]*)\) \| "
    r"\*\*([+-][\d.]+) ± ([\d.]+)\*\* \|", re.M)
SUMMARY = re.compile(r"(Easy|Medium|Hard|Expert)\s+vs\s+(\w+)\s+([+-][\d.]+)\s+±\s+([\d.]+)")


def _section(path: Path, heading: str) -> str:
    text = path.read_text(encoding="utf-8")
    start = text.index(heading)
    end = text.find("\n## ", start + len(heading))
    return text[start:] if end < 0 else text[start:end]


def _table(text: str, with_length: bool) -> dict[tuple[str, str], level_margins.Margin]:
    rows = {}
    for level, below, length, deals, games, points, ci in ROW.findall(text):
        assert (length != "") == with_length, f"length column: {level} vs {below}"
        assert int(games.replace(",", "")) == 4 * int(deals), f"{level} vs {below}"
        rounds = None if length in ("", "full") else int(length.split()[0])
        rows[LEVELS[level], LEVELS[below]] = level_margins.Margin(
            float(points), float(ci), int(deals), rounds)
    return rows


def test_the_60_card_table_is_the_registry():
    section = _section(ROOT / "docs" / "bots.md", "## Measured strength")
    assert _table(section, with_length=False) == level_margins.STANDARD


def test_the_special_card_table_is_the_registry():
    section = _section(ROOT / "docs" / "ai-special.md", "## Measured strength")
    assert _table(section, with_length=True) == level_margins.SPECIAL


def test_the_special_card_summary_in_bots_md_is_the_registry():
    section = _section(ROOT / "docs" / "bots.md", "## Measured strength")
    summary = section[section.index("With the 25-year special cards"):]
    quoted = {(LEVELS[a], LEVELS[b]): (float(p), float(ci))
              for a, b, p, ci in SUMMARY.findall(summary)}
    assert quoted == {key: (m.points, m.ci) for key, m in level_margins.SPECIAL.items()}


def test_each_level_is_measured_against_the_one_below():
    assert set(level_margins.SPECIAL) == set(level_margins.BELOW.items())
