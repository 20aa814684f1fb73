"""The play-out policy's lab tools: collecting the search's card decisions
(``ai.lab.collect_policy``) and fitting the policy to them (``ai.lab.train_policy``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ai.base import make_player
from ai.kernel import candidate_cards
from ai.lab import collect_policy, train_policy
from ai.playout_policy import CONTEXTS, NF, Policy
from game.rules import Phase, Rules
from game.rules.play import play_game

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def short_data(tmp_path_factory) -> Path:
    """Decisions of one seeded short game of four Hard players (few play-outs)."""
    path = tmp_path_factory.mktemp("policy") / "short.jsonl"
    with open(path, "w", encoding="utf-8") as out:
        collect_policy.collect("hard", 1, 41, out, length=5, options={"iterations": 40},
                               repeat=True)
    return path


def test_collected_decisions_are_legal_choices(short_data):
    lines = short_data.read_text(encoding="utf-8").splitlines()
    assert len(lines) > 20
    for line in lines:
        rec = json.loads(line)
        assert len(rec["legal"]) > 1
        assert set(rec["legal"]) <= set(rec["hand"])
        assert rec["chosen"] in rec["legal"]
        assert rec["chosen"] in rec["same"] and set(rec["same"]) <= set(rec["legal"])
        assert rec["plain"] in rec["legal"] and rec["again"] in rec["legal"]
        assert not rec["unseen"] & sum(1 << c for c in rec["hand"])
        if "values" in rec:  # the searched candidates, the best of them among "best"
            assert {int(c) for c in rec["values"]} <= set(rec["legal"])
            top = max(rec["values"], key=rec["values"].get)
            assert int(top) in rec["best"]


def test_collection_is_reproducible(short_data, tmp_path):
    again = tmp_path / "again.jsonl"
    with open(again, "w", encoding="utf-8") as out:
        collect_policy.collect("hard", 1, 41, out, length=5, options={"iterations": 40},
                               repeat=True)
    assert again.read_text(encoding="utf-8") == short_data.read_text(encoding="utf-8")


def test_collector_cli_writes_json_lines_and_rejects_bad_arguments(tmp_path, capsys):
    out = tmp_path / "cli.jsonl"
    assert collect_policy.main(["--games", "1", "--seed", "7", "--rounds", "3",
                                "--iterations", "20", "--out", str(out)]) == 0
    assert all(json.loads(line)["chosen"] >= 0 for line in out.read_text().splitlines())
    assert collect_policy.main(["--games", "0", "--out", str(out)]) == 2
    assert collect_policy.main(["--games", "1", "--out", str(tmp_path / "no" / "x.jsonl")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 2 and all(line.startswith("ai.lab.collect_policy: ") for line in err)


def test_training_raises_the_agreement_on_its_data(short_data):
    data = train_policy.load([short_data])
    zero = Policy([[0.0] * NF for _ in CONTEXTS])
    fitted = train_policy.train(data, iterations=10)
    before = train_policy.agreement(zero, data)["all"][1]
    after = train_policy.agreement(fitted, data)["all"][1]
    assert after > before + 0.1


def test_collector_with_opponents_records_only_the_searched_seat(tmp_path):
    """``--opponents``: game g has one seat of the level, seat g % players, against the
    other level; only that seat's decisions are recorded, with the search's values."""
    path = tmp_path / "vs.jsonl"
    with open(path, "w", encoding="utf-8") as out:
        count = collect_policy.collect("hard", 2, 50, out, length=5,
                                       options={"iterations": 20}, opponents="medium")
    recs = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert count == len(recs) > 10
    assert {(r["game"], r["seat"]) for r in recs} == {(50, 0), (51, 1)}
    assert any("values" in r for r in recs)
    out = tmp_path / "cli.jsonl"
    assert collect_policy.main(["--games", "1", "--seed", "7", "--rounds", "3", "--iterations",
                                "20", "--opponents", "easy", "--out", str(out)]) == 0
    assert {json.loads(line)["seat"] for line in out.read_text().splitlines()} == {0}


def test_train_cli_writes_weights_and_reports_bad_data(short_data, tmp_path, capsys):
    out = tmp_path / "w" / "policy.json"
    assert train_policy.main([str(short_data), "--test", str(short_data), "--iterations", "3",
                              "--out", str(out)]) == 0
    doc = json.loads(out.read_text(encoding="utf-8"))
    Policy.from_json(doc)
    text = capsys.readouterr().out
    assert "held-out data" in text and "| all |" in text
    assert train_policy.main([str(short_data), "--evaluate", str(out)]) == 0
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"hand": 3}\n', encoding="utf-8")
    assert train_policy.main([str(bad)]) == 2
    assert train_policy.main([str(tmp_path / "missing.jsonl")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 2 and all(line.startswith("ai.lab.train_policy: ") for line in err)


def test_collector_keeps_no_stale_values():
    """A decision that needed no search (one candidate after merging) carries no values."""
    player = make_player("hard", seed=3, iterations=30, time_ms=100_000)
    seen = []

    def decided(seat, view, action, _t):
        if seat == 0 and view.phase == Phase.PLAY and len(view.legal) > 1:
            values = collect_policy._fresh_values(player, view)
            if values is not None:
                cands = candidate_cards(collect_policy.Knowledge(view),
                                        [int(a.card) for a in view.legal])
                assert {str(c) for c in cands} == set(values)
            seen.append(values)

    others = [make_player("hard", seed=4 + i, iterations=30, time_ms=100_000) for i in range(3)]
    play_game(Rules(4, length=5), [player, *others], 12, on_decision=decided)
    assert seen and any(v is not None for v in seen)


def test_the_documented_commands_reproduce_the_committed_medium_weights(tmp_path):
    """docs/ai.md's three commands for the Medium policy, run as the commands they
    are, write ai/weights/playout_policy_medium.json byte for byte (about a minute)."""
    def run(*args):
        done = subprocess.run([sys.executable, "-m", *args], cwd=tmp_path, capture_output=True,
                              text=True, timeout=600, env={**os.environ, "PYTHONPATH": str(ROOT)})
        assert done.returncode == 0, done.stderr
    run("ai.lab.collect_policy", "--level", "medium", "--games", "60", "--seed", "3100",
        "--out", "med-train.jsonl")
    run("ai.lab.collect_policy", "--level", "medium", "--games", "20", "--seed", "3300",
        "--out", "med-test.jsonl")
    run("ai.lab.train_policy", "med-train.jsonl", "--test", "med-test.jsonl", "--target",
        "chosen", "--out", "playout_policy_medium.json")
    made = (tmp_path / "playout_policy_medium.json").read_bytes()
    assert made == (ROOT / "ai" / "weights" / "playout_policy_medium.json").read_bytes()
