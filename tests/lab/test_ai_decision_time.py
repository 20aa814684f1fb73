"""Expert's decision times over a fixed game (ai.lab.decision_time)."""

from __future__ import annotations

import copy
import json

from ai.lab.decision_time import differences, main, run


def test_a_game_decided_again_is_the_same_and_a_changed_value_is_named(tmp_path):
    first = run("medium", iterations=24)
    decisions = first["decisions"]
    assert len(decisions) > 100 and all(d["cpu_ms"] >= 0 for d in decisions)
    assert any(d["values"] for d in decisions)
    assert differences(first, run("medium", iterations=24)) == []
    changed = copy.deepcopy(first)
    i, chosen = next((i, d) for i, d in enumerate(changed["decisions"]) if d["values"])
    key = next(iter(chosen["values"]))
    chosen["values"][key] += 1e-12  # one candidate's value, off in its last bits
    assert [line.split(" (")[0] for line in differences(first, changed)] == [f"decision {i}"]
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.write_text(json.dumps(first), encoding="utf-8")
    b.write_text(json.dumps(changed), encoding="utf-8")
    assert main(["--compare", str(a), str(a)]) == 0
    assert main(["--compare", str(a), str(b)]) == 1
