"""`wizard check` on hostile files (issue 15, item 15): every file is reported and the
run goes on to the next one and its summary; no traceback, no hang."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.rules import Rules
from game.rules.fast import random_game, record_to_transcript
from game.rules.transcript import dumps
from game.rules.transcript_files import MAX_TRANSCRIPT_BYTES

ROOT = Path(__file__).resolve().parents[2]


def check(*paths, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "game", "check", *map(str, paths)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def sound_text(players: int = 4, seed: int = 1) -> str:
    rules = Rules(players=players)
    rec = random_game(rules, random.Random(seed), record=True)
    return dumps(record_to_transcript(rules, rec, seed))


def no_traceback(result):
    assert "Traceback" not in result.stderr + result.stdout, result.stderr
    assert result.stderr == "", result.stderr


def test_deep_nesting_and_huge_numbers_are_reported_and_the_run_goes_on(tmp_path):
    (tmp_path / "a-nested.json").write_text("[" * 100_000, encoding="utf-8")
    (tmp_path / "b-digits.json").write_text(
        sound_text().replace('"seed": 1', '"seed": ' + "7" * 5000), encoding="utf-8"
    )
    (tmp_path / "c-nested-object.json").write_text('{"a":' * 50_000, encoding="utf-8")
    (tmp_path / "d-good.json").write_text(sound_text(), encoding="utf-8")
    result = check(tmp_path)
    no_traceback(result)
    assert result.returncode == 1
    lines = result.stdout.splitlines()
    for name in ("a-nested.json", "b-digits.json", "c-nested-object.json"):
        assert sum(name in line for line in lines) == 1, result.stdout
    assert not any("d-good.json" in line for line in lines)
    assert lines[-1] == "checked 4 transcripts: 1 ok, 3 wrong"
    assert max(len(line) for line in lines) < 400  # nothing echoed at length


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_named_json_is_reported_not_read(tmp_path):
    os.mkfifo(tmp_path / "pipe.json")
    (tmp_path / "good.json").write_text(sound_text(), encoding="utf-8")
    result = check(tmp_path, timeout=30)  # before the fix: hangs until the timeout
    no_traceback(result)
    assert result.returncode == 1
    assert "pipe.json: not a regular file" in result.stdout
    assert result.stdout.splitlines()[-1] == "checked 2 transcripts: 1 ok, 1 wrong"
    result = check(tmp_path / "pipe.json", timeout=30)
    assert "pipe.json: not a regular file" in result.stdout and result.returncode == 1


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_device_and_oversized_files(tmp_path):
    (tmp_path / "zero.json").symlink_to("/dev/zero")
    big = tmp_path / "big.json"
    with big.open("wb") as fh:
        fh.truncate(MAX_TRANSCRIPT_BYTES + 1)  # sparse: costs no disk
    (tmp_path / "folder.json").mkdir()  # a folder named like a file: walked, not read
    (tmp_path / "folder.json" / "inner.json").write_text(sound_text(3), encoding="utf-8")
    result = check(tmp_path)
    no_traceback(result)
    assert "zero.json: not a regular file" in result.stdout
    assert "big.json: larger than" in result.stdout
    assert result.stdout.splitlines()[-1] == "checked 3 transcripts: 1 ok, 2 wrong"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "not JSON"),
        ("\xff\xfe", "not UTF-8"),
        ('{"seed": NaN}', "not JSON"),
        ('{"seed": Infinity}', "not JSON"),
        ("[1e999999]", "not a JSON object"),
        ("\ufeff{}", "not JSON"),
    ],
)
def test_odd_contents_are_one_line_each(tmp_path, text, words):
    path = tmp_path / "odd.json"
    path.write_bytes(text.encode("latin-1") if text == "\xff\xfe" else text.encode("utf-8"))
    result = check(path)
    no_traceback(result)
    assert result.returncode == 1
    first, summary = result.stdout.splitlines()
    assert first.startswith(f"{path}: ") and words in first, first
    assert summary == "checked 1 transcript: 0 ok, 1 wrong"


def test_missing_file_and_singular_summary(tmp_path):
    good = tmp_path / "good.json"
    good.write_text(sound_text(), encoding="utf-8")
    result = check(good)
    assert result.returncode == 0 and result.stdout == "checked 1 transcript: 1 ok, 0 wrong\n"
    result = check(tmp_path / "missing.json", good)
    no_traceback(result)
    assert result.returncode == 1
    assert "missing.json: cannot read" in result.stdout
    assert result.stdout.splitlines()[-1] == "checked 2 transcripts: 1 ok, 1 wrong"


def test_complete_false_with_every_round_is_wrong_in_the_command_too(tmp_path):
    doc = json.loads(sound_text())
    doc["complete"] = False
    del doc["winners"]
    path = tmp_path / "g.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    result = check(path)
    assert result.returncode == 1 and "complete must be true" in result.stdout


def test_a_reader_that_stops_early_gets_no_traceback(tmp_path):
    for i in range(400):
        (tmp_path / f"bad-{i:03d}.json").write_text("[", encoding="utf-8")
    command = f"{sys.executable} -m game check {tmp_path} | head -1"
    result = subprocess.run(
        ["bash", "-c", command], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert "bad-000.json: not JSON" in result.stdout
    assert result.stderr == ""


def test_an_empty_folder_says_so(tmp_path, capsys):
    from game.cli import main

    assert main(["check", str(tmp_path)]) == 1
    out, err = capsys.readouterr()
    assert out == "checked 0 transcripts: 0 ok, 0 wrong\n"
    assert err == "wizard check: no *.json files in the folders given\n"


def test_a_checker_bug_on_one_file_does_not_hide_the_others(tmp_path, capsys, monkeypatch):
    import game.rules.transcript_files as files
    from game.cli import main

    real = files.check_file

    def flaky(path):
        if path.name == "a.json":
            raise KeyError("a bug")
        return real(path)

    monkeypatch.setattr(files, "check_file", flaky)
    for name in ("a.json", "b.json"):
        (tmp_path / name).write_text(sound_text(), encoding="utf-8")
    assert main(["check", str(tmp_path)]) == 1
    out, err = capsys.readouterr()
    assert out.splitlines() == [
        f"{tmp_path / 'a.json'}: the checker failed (KeyError); please report this file",
        "checked 2 transcripts: 1 ok, 1 wrong",
    ]
    assert err == ""
