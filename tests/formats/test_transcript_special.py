"""Games with special cards in ``wizard-transcript/1``: what the writers add (and
leave out of a 60-card game), exact replays, and ``--special-cards`` of ``wizard
simulate`` / ``wizard arena``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.bots import arena as arena_module
from game.bots.arena import ArenaStopped, parse_seats, reproduce_command, run_arena
from game.cli import main
from game.rules import Rules
from game.rules.play import PlayerFailed, play_game
from game.rules.replay import replay_transcript
from game.rules.transcript import check_transcript, dumps, transcript
from game.rules.transcript_files import check_file
from tests.cli_support import refused
from tests.special_support import SUBSETS, random_transcript

ROOT = Path(__file__).resolve().parents[2]
ROUND_KEYS = {
    "number", "dealer", "hands", "turned", "trump", "bid_order", "bids", "tricks", "won",
    "points", "totals",
}


def test_a_60_card_game_keeps_its_keys():
    """Nothing of the special cards enters a 60-card game's record."""
    doc = random_transcript(Rules(4), 5)
    assert doc["rules"] == {
        "plus_minus_one": False, "hidden_bids": False, "blind_first_round": False,
    }
    for rnd in doc["rounds"]:
        assert set(rnd) == ROUND_KEYS
        assert all(set(t) == {"leader", "cards", "winner"} for t in rnd["tricks"])
    assert doc["rounds"][-1]["turned"] is None  # the last round deals the whole deck


def test_a_special_game_names_its_cards_and_its_new_keys():
    doc = random_transcript(Rules(4, special="25"), 1)
    assert doc["rules"]["special_cards"] == "25"
    keys = {k for rnd in doc["rounds"] for t in rnd["tricks"] for k in t}
    assert {"named", "next_leader", "passed", "bid_change"} <= keys
    assert all(rnd["turned"] is not None for rnd in doc["rounds"])  # the last round too


@pytest.mark.parametrize("special", SUBSETS[1::5], ids=str)
@pytest.mark.parametrize("players", [3, 6])
def test_a_special_game_replays_exactly(special, players):
    """Every decision is in the record: replayed through the engine, the game writes
    the same document again."""
    rules = Rules(players, special=special, length=6)
    doc = random_transcript(rules, 7)
    assert check_transcript(doc) is None
    replay = replay_transcript(doc)
    again = json.loads(dumps(transcript(replay.final, doc["players"])))
    assert again == doc
    assert replay.rules == rules


def test_simulate_with_special_cards_writes_sound_transcripts(capsys, tmp_path):
    code = main(["simulate", "--players", "5", "--games", "3", "--special-cards", "bomb+cloud",
                 "--out", str(tmp_path)])
    assert code == 0, capsys.readouterr()
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 3
    for f in files:
        assert check_file(f) is None
        assert json.loads(f.read_text("utf-8"))["rules"]["special_cards"] == "bomb+cloud"


@pytest.mark.parametrize("command", ["simulate", "arena"])
@pytest.mark.parametrize(
    ("value", "words"),
    [("dragon", "only together with the Fairy"), ("bomb+nope", "unknown special card 'nope'"),
     ("", "unknown special card")],
)
def test_a_bad_special_card_set_is_one_line(capsys, command, value, words):
    line = refused(capsys, command, "--seats", "random", "--games", "1",
                   "--special-cards", value)
    assert "argument --special-cards" in line and words in line, line


def test_the_arena_plays_special_cards_and_says_how_to_play_them_again(tmp_path):
    rules = Rules(3, special="20", length=3)
    seats = parse_seats("random", 3)
    summary = run_arena(rules, seats, 2, seed=3, jobs=1, out=str(tmp_path), progress=False)
    assert "--special-cards 20" in summary["command"]
    assert all(check_file(f) is None for f in tmp_path.glob("*.json"))
    assert reproduce_command(Rules(3), seats, 2, 3, False, 1000).count("special") == 0


class _Stuck:
    """A player that does not know a decision: it raises."""

    kind = "stuck"

    def choose(self, view):
        raise NotImplementedError("no idea")


def test_a_player_that_raises_is_named():
    with pytest.raises(PlayerFailed) as caught:
        play_game(Rules(3), [_Stuck()] * 3, seed=1)
    assert caught.value.seat in (0, 1, 2)
    assert "NotImplementedError: no idea" in str(caught.value)


def test_the_arena_stops_with_one_line_when_a_player_raises(monkeypatch):
    monkeypatch.setattr(arena_module, "make_seat_player", lambda *args, **kwargs: _Stuck())
    with pytest.raises(ArenaStopped) as caught:
        run_arena(Rules(3, special="25"), parse_seats("easy", 3), 1, jobs=1, progress=False)
    message = str(caught.value)
    assert "\n" not in message
    assert "game 1" in message and "NotImplementedError: no idea" in message
    assert "plays easy" in message


def test_the_documented_special_example_is_sound():
    import re

    text = (ROOT / "docs" / "transcript-format.md").read_text("utf-8")
    doc = json.loads(re.search(r"<!-- example: special -->\n```json\n(.*?)\n```", text, re.S)[1])
    assert check_transcript(doc) is None
    assert doc == random_transcript(Rules(3, special="25", length=2), doc["seed"]) | {
        "players": doc["players"]
    }
    assert check_file_text(doc) is None


def check_file_text(doc) -> str | None:
    """The schema's verdict as well (``wizard check`` holds files to both)."""
    from game.rules.transcript import TranscriptError, decode_transcript

    try:
        decode_transcript(doc, schema=True)
    except TranscriptError as err:
        return str(err)
    return None


def test_analyze_rates_a_special_card_game_file(capsys, tmp_path):
    from game.cli import main

    doc = random_transcript(Rules(3, special="25", length=3), 1)
    path = tmp_path / "game.json"
    path.write_text(dumps(doc), "utf-8")
    assert main(["analyze", str(path), "--seat", "1", "--iterations", "8"]) == 0
    out = capsys.readouterr().out
    assert "Expected points lost" in out


def test_simulate_stops_with_one_line_when_a_player_raises(capsys, monkeypatch):
    import ai

    monkeypatch.setattr(ai, "make_player", lambda *args, **kwargs: _Stuck())
    code = main(["simulate", "--players", "3", "--games", "2", "--special-cards", "25"])
    out, err = capsys.readouterr()
    assert code == 1 and out == ""
    assert len(err.splitlines()) == 1 and "Traceback" not in err
    assert err.startswith("wizard simulate: game 1 (seed ") and "plays random" in err
