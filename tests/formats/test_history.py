"""The finished-games store (game/history.py): kept atomically with the human's seat,
capped, listed newest first; corrupt files set aside and reported, never fatal."""

from __future__ import annotations

import json
import os

import pytest

from game.history import (
    HUMAN_SEAT,
    TranscriptUnusable,
    games_folder,
    keep_game,
    kept_files,
    list_games,
    read_transcript,
    recorded_seat,
)
from game.rules.transcript import check_transcript
from tests.rules_support import finished


def test_a_kept_game_is_a_sound_transcript_with_the_human_seat(tmp_path):
    setup, state = finished()
    folder = games_folder(tmp_path)
    path = keep_game(folder, setup, state)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert check_transcript(doc) is None
    assert doc[HUMAN_SEAT] == 0 and recorded_seat(doc) == 0
    assert [p["kind"] for p in doc["players"]] == ["human", "easy", "medium"]
    assert doc["round_count"] == 2 and len(doc["rounds"]) == 2
    assert not [p for p in folder.iterdir() if ".tmp-" in p.name]  # no temp left behind
    (game,) = list_games(folder, [])
    assert game.names == ("Ann", "Bo", "Cy") and game.totals == tuple(state.totals)
    assert game.seat == 0 and game.rounds == 2 and game.complete


def test_only_the_newest_games_are_kept(tmp_path):
    setup, state = finished()
    folder = games_folder(tmp_path)
    paths = [keep_game(folder, setup, state, keep=3) for _ in range(5)]
    assert kept_files(folder) == list(reversed(paths[-3:]))  # newest first
    assert not paths[0].exists() and not paths[1].exists()


def test_a_corrupt_kept_game_is_set_aside_and_reported(tmp_path):
    setup, state = finished()
    folder = games_folder(tmp_path)
    good = keep_game(folder, setup, state)
    bad = folder / "game-20200101-000000.json"
    bad.write_text('{"format": "wizard-transcript/1", "rounds": [', encoding="utf-8")
    wrong = folder / "game-20200101-000001.json"
    doc = json.loads(good.read_text(encoding="utf-8"))
    doc["rounds"][0]["bids"][0] += 1  # the points no longer follow
    wrong.write_text(json.dumps(doc), encoding="utf-8")
    problems: list[str] = []
    games = list_games(folder, problems)
    assert [g.path for g in games] == [good]
    assert len(problems) == 2 and all("set aside" in p for p in problems)
    assert not bad.exists() and not wrong.exists()
    aside = sorted(p.name for p in folder.iterdir() if ".bad-" in p.name)
    assert len(aside) == 2  # nothing deleted
    problems.clear()
    assert len(list_games(folder, problems)) == 1 and not problems  # told once


@pytest.mark.parametrize(
    "content, words",
    [
        (b"\xff\xfe", "not UTF-8"),
        (b"[1, 2", "not JSON"),
        (b'{"format": "x"}', "not a sound game record"),
    ],
)
def test_an_unusable_file_says_why_in_one_line(tmp_path, content, words):
    path = tmp_path / "x.json"
    path.write_bytes(content)
    with pytest.raises(TranscriptUnusable) as err:
        read_transcript(path)
    assert words in err.value.reason and "\n" not in err.value.reason


def test_a_folder_or_fifo_is_refused_without_blocking(tmp_path):
    with pytest.raises(TranscriptUnusable):
        read_transcript(tmp_path)
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "pipe.json"
        os.mkfifo(fifo)
        with pytest.raises(TranscriptUnusable):
            read_transcript(fifo)
