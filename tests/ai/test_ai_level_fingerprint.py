"""The shipped levels play exactly as they did at 9fe731a, before the concluded
experiments' options were deleted (docs/ai-lab.md, "Deleted options"): the same
bids, trumps and cards in seeded games, and the same hint numbers."""

import json
from pathlib import Path

from tests.level_fingerprint import fingerprint

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "level_fingerprint.json"


def test_the_levels_decide_as_the_recorded_fingerprint():
    recorded = json.loads(FIXTURE.read_text(encoding="utf-8"))
    now = fingerprint()
    for was, game in zip(recorded["games"], now["games"], strict=True):
        assert game["moves"] == was["moves"], game["seats"]
        assert game["totals"] == was["totals"]
    assert now["advice"] == recorded["advice"]
