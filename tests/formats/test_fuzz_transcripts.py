"""Fuzzer: mutated transcripts against `wizard check` (issue 15, item 15).

Sound transcripts of every player count are damaged by byte flips, truncations,
deep nesting, huge numbers, type swaps, spliced rounds and bad encodings, and
special files (FIFO, /dev/zero, folder, oversized, empty) are put among them.

What must hold:
- in-process, ``check_file`` answers every case with a reason or None, raises
  nothing, and takes under a second;
- the real command over the whole folder ends in bounded time, with exit code 1,
  nothing on stderr, exactly one line for each file it refuses, the same verdicts
  as in-process, and the summary counting every file.

Fast by default (about 700 cases, some seconds); ``WIZARD_FUZZ=long`` runs about
twenty times as many. The summary line (cases, failures, hangs) shows with
``pytest -s``; the closing note of issue 15 quotes it.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.rules import Rules
from game.rules.fast import random_game, record_to_transcript
from game.rules.transcript import check_transcript, dumps
from game.rules.transcript_files import MAX_TRANSCRIPT_BYTES, check_file
from tests.rules_support import json_paths, set_json_path

LONG = os.environ.get("WIZARD_FUZZ", "") == "long"
ROOT = Path(__file__).resolve().parents[2]
CASE_SECONDS = 1.0  # one file in-process; more counts as a hang


def _sound_texts() -> list[str]:
    out = []
    for players, variants, seed in (
        (3, {}, 1),
        (4, {"plus_minus_one": True}, 2),
        (5, {"hidden_bids": True, "blind_first_round": True}, 3),
        (6, {"blind_first_round": True}, 4),
    ):
        rules = Rules(players=players, **variants)
        doc = record_to_transcript(rules, random_game(rules, random.Random(seed), record=True),
                                   seed)
        assert check_transcript(doc) is None
        out.append(dumps(doc))
    return out


# ------------------------------------------------------------------ mutations
def _swap_value(value, rng: random.Random):
    """A value of another type (or a float twin of an int, a bool for 0/1)."""
    if type(value) is int:
        choices = [float(value), str(value), [value], value == 1, None]
    elif isinstance(value, str):
        choices = [len(value), [value], {"card": value}, value.lower(), value + "1", None, True]
    elif isinstance(value, list):
        choices = [{str(i): v for i, v in enumerate(value)}, value[:-1], value * 2, [value], ""]
    elif isinstance(value, dict):
        choices = [list(value.values()), {}, [value], "object"]
    else:
        choices = [0, 1.0, "x", [], {}, not value if isinstance(value, bool) else False]
    return rng.choice(choices)


HOSTILE_NAMES = ["Ann\x00", "Bo\udc80", "\x1b[2J\x1b]0;pwned\x07", "a\u202eb", "1\n2",
                 "x" * 201, "w" * 500_000]


def _mutate(text: str, rng: random.Random) -> tuple[str, bytes]:
    data = text.encode("utf-8")
    kind = rng.choice(
        ["flip", "flip", "truncate", "nest", "nest_value", "huge", "huge", "swap", "swap",
         "swap", "splice", "encoding", "constant", "name"]
    )
    if kind == "flip":
        out = bytearray(data)
        for _ in range(rng.randint(1, 8)):
            i = rng.randrange(len(out))
            out[i] ^= 1 << rng.randrange(8)
        return kind, bytes(out)
    if kind == "truncate":
        return kind, data[: rng.randrange(len(data))]
    if kind == "nest":
        depth = rng.choice([50, 999, 1000, 5000, 100_000])
        i = rng.randrange(len(data))
        opener = rng.choice([b"[", b'{"a":', b"[{}, ["])
        return kind, data[:i] + opener * depth + data[i:]
    doc = json.loads(text)
    paths = list(json_paths(doc))
    path = rng.choice(paths[1:])
    if kind == "nest_value":
        depth = rng.choice([10, 500, 3000])
        value = "[" * depth + "1" + "]" * depth
        body = json.dumps(set_json_path(doc, path, "@@"))
        return kind, body.replace('"@@"', value).encode()
    if kind == "huge":
        digits = rng.choice([25, 400, 4300, 4301, 5000, 20_000])
        number = rng.choice([
            "9" * digits, "-" + "1" * digits, "1e" + "9" * min(digits, 30), "1." + "0" * digits,
            "0." + "0" * digits + "1",
        ])
        body = json.dumps(set_json_path(doc, path, "@@"))
        return kind, body.replace('"@@"', number).encode()
    if kind == "swap":
        target = doc
        for key in path[:-1]:
            target = target[key]
        swapped = set_json_path(doc, path, _swap_value(target[path[-1]], rng))
        return kind, json.dumps(swapped).encode()
    if kind == "name":  # must be refused: pygame cannot draw it, a terminal would obey it
        player = rng.choice(doc["players"])
        player[rng.choice(["name", "kind"])] = rng.choice(HOSTILE_NAMES)
        return kind, json.dumps(doc, ensure_ascii=rng.random() < 0.5).encode("utf-8",
                                                                               "surrogatepass")
    if kind == "splice":
        rounds = doc.get("rounds", [])
        if len(rounds) > 2:
            i, j = rng.sample(range(len(rounds)), 2)
            choice = rng.randrange(3)
            if choice == 0:
                rounds[i], rounds[j] = rounds[j], rounds[i]
            elif choice == 1:
                rounds.insert(i, rounds[j])
            else:
                del rounds[i]
        return kind, json.dumps(doc).encode()
    if kind == "encoding":
        return kind, rng.choice([
            b"\xef\xbb\xbf" + data, text.encode("utf-16"), data.replace(b'"H', b'"\xff'),
            data[:50] + b"\x00" + data[50:],
        ])
    return kind, data.replace(b'"seed": ', b'"seed": ' + rng.choice([b"NaN, \"x\": ",
                                                                     b"-Infinity, \"y\": "]), 1)


def _special_files(folder: Path) -> list[Path]:
    made = []
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "special-fifo.json")
        made.append(folder / "special-fifo.json")
    if Path("/dev/zero").exists():
        (folder / "special-zero.json").symlink_to("/dev/zero")
        made.append(folder / "special-zero.json")
    with (folder / "special-big.json").open("wb") as fh:
        fh.truncate(MAX_TRANSCRIPT_BYTES + 1)
    (folder / "special-empty.json").write_bytes(b"")
    made += [folder / "special-big.json", folder / "special-empty.json"]
    return made


# ------------------------------------------------------------------ the fuzzer
def test_fuzz_mutated_transcripts_against_wizard_check(tmp_path, capsys):
    rng = random.Random(1515)
    per_text = 4000 if LONG else 170
    on_disk = 2000 if LONG else 150  # of them also through the real command
    folder = tmp_path / "fuzz"
    folder.mkdir()
    cases = failures = hangs = 0
    examples: list[str] = []
    verdicts: dict[str, str | None] = {}
    kinds: dict[str, int] = {}
    case_file = tmp_path / "case.json"
    for t_i, text in enumerate(_sound_texts()):
        for k in range(per_text):
            kind, data = _mutate(text, rng)
            kinds[kind] = kinds.get(kind, 0) + 1
            cases += 1
            case_file.write_bytes(data)
            started = time.perf_counter()
            try:
                verdict = check_file(case_file)
            except BaseException as err:  # noqa: BLE001 - the point of the fuzzer
                failures += 1
                examples.append(f"{kind}: {type(err).__name__}: {str(err)[:80]}")
                continue
            if time.perf_counter() - started > CASE_SECONDS:
                hangs += 1
                examples.append(f"{kind}: {time.perf_counter() - started:.1f} s")
            if kind == "name" and verdict is None:
                failures += 1
                examples.append(f"name: accepted {data[:80]!r}")
            if verdict is not None and (not isinstance(verdict, str) or "\n" in verdict):
                failures += 1
                examples.append(f"{kind}: verdict {verdict!r:.80}")
            if len(verdicts) < on_disk and rng.random() < on_disk / (per_text * 4) * 1.5:
                name = f"case-{t_i}-{k:05d}-{kind}.json"
                (folder / name).write_bytes(data)
                verdicts[name] = verdict
    specials = _special_files(folder)
    cases += len(specials)
    for text_i, text in enumerate(_sound_texts()[:2]):  # sound files stay sound among them
        (folder / f"sound-{text_i}.json").write_text(text, encoding="utf-8")
        verdicts[f"sound-{text_i}.json"] = None

    started = time.monotonic()
    try:
        result = subprocess.run(
            [sys.executable, "-m", "game", "check", str(folder)],
            cwd=ROOT, capture_output=True, text=True, timeout=300 if LONG else 120,
        )
    except subprocess.TimeoutExpired:
        hangs += 1
        pytest.fail("wizard check did not finish")
    seconds = time.monotonic() - started
    lines = result.stdout.splitlines()
    total = len(verdicts) + len(specials)
    problems = []
    if result.returncode != 1:
        problems.append(f"exit code {result.returncode}")
    if result.stderr:
        problems.append(f"stderr: {result.stderr[:300]}")
    if lines[-1:] != [f"checked {total} transcripts: "
                      f"{sum(v is None for v in verdicts.values())} ok, "
                      f"{total - sum(v is None for v in verdicts.values())} wrong"]:
        problems.append(f"summary: {lines[-1:]}")
    reported = {}
    for line in lines[:-1]:
        if not line.isprintable():
            problems.append(f"an unprintable line: {line[:80]!r}")
        path, _, reason = line.partition(": ")
        name = Path(path).name
        if name in reported:
            problems.append(f"{name} reported twice")
        reported[name] = reason
    for name, verdict in verdicts.items():
        if (verdict is None) != (name not in reported):
            problems.append(f"{name}: in-process {verdict!r:.60}, command {reported.get(name)!r}")
        elif verdict is not None and reported[name] != verdict:
            problems.append(f"{name}: {verdict!r:.60} in-process, {reported[name]!r:.60} command")
    for path in specials:
        if path.name not in reported:
            problems.append(f"{path.name} not reported")
    failures += len(problems)
    examples += problems
    with capsys.disabled():
        print(
            f"\nfuzz transcripts/wizard check: {cases} cases ({len(verdicts) + len(specials)} "
            f"files through the command in {seconds:.1f} s), {failures} failures, {hangs} hangs; "
            f"kinds {dict(sorted(kinds.items()))}"
        )
    assert (failures, hangs) == (0, 0), examples[:10]
