"""One envelope, one error type, one codec per file format (game/rules/formats.py):
save, engine state, settings, statistics and tutorial progress round-trip, refuse with
their one error type, and files as earlier versions wrote them still load."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game import savegame
from game import settings as settings_mod
from game import stats as stats_mod
from game.bots.protocol import BadMessage
from game.rules import FormatError, Rules, SaveFormatError, new_game
from game.rules.formats import Envelope
from game.rules.serialize import CODEC as STATE_CODEC
from game.rules.transcript_files import TranscriptFileError
from game.savegame import GameSetup
from game.storage import FileProblem
from game.tutorial import progress as progress_mod

ROOT = Path(__file__).resolve().parents[2]
SCHEMAS = ("wizard-transcript", "wizard-bot")


# ------------------------------------------------------------------ envelope
def test_every_format_error_is_one_type():
    from game.history import TranscriptUnusable
    from game.rules.replay import ReplayError
    from game.rules.transcript import TranscriptError

    for kind in (FileProblem, SaveFormatError, BadMessage, TranscriptFileError,
                 TranscriptError, ReplayError, TranscriptUnusable):
        assert issubclass(kind, FormatError) and issubclass(kind, ValueError), kind
    err = FormatError("must be a list", "rounds[2]")
    assert str(err) == "rounds[2]: must be a list" and err.reason == "must be a list"
    gone = TranscriptUnusable(Path("/x/g.json"), "not JSON")
    assert (str(gone), gone.reason, gone.path) == ("/x/g.json: not JSON", "not JSON",
                                                   Path("/x/g.json"))


def test_envelope_with_a_version_key():
    env = Envelope("wizard-x", 2, foreign="not an x file", newer="newer ({version!r})")
    doc = env.wrap({"a": 1, "format": "ignored"})
    assert doc == {"format": "wizard-x", "version": 2, "a": 1}
    assert list(doc)[:2] == ["format", "version"]
    assert env.open(doc) == 2 and env.open({**doc, "version": 1}) == 1
    for bad, words in [
        ([], "not an x file"),
        ({"version": 1}, "not an x file"),
        ({"format": "wizard-y", "version": 1}, "not an x file"),
        ({**doc, "version": 3}, "newer (3)"),
        ({**doc, "version": "2"}, "newer ('2')"),
        ({**doc, "version": True}, "newer (True)"),
        ({**doc, "version": 0}, "unknown wizard-x version 0"),
    ]:
        with pytest.raises(FormatError) as err:
            env.open(bad)
        assert str(err.value) == words


def test_envelope_with_the_version_in_the_name():
    env = Envelope("wizard-transcript", 1, in_name=True)
    assert env.tag == "wizard-transcript/1"
    assert env.wrap({"seed": 1}) == {"format": "wizard-transcript/1", "seed": 1}
    assert env.open({"format": "wizard-transcript/1"}) == 1
    for bad in ({"format": "wizard-transcript/2"}, {"format": "wizard-transcript/x"},
                {"format": "wizard-transcript"}, {"format": 7}):
        with pytest.raises(FormatError):
            env.open(bad)


# ------------------------------------------------------------------ codecs
def _game():
    state, _ = new_game(Rules(4, plus_minus_one=True, length=3), seed=11)
    for _ in range(9):
        state, _ = state.apply(state.legal_actions()[0])
    setup = GameSetup(state.rules, ["You", "A", "B", "C"], ["human", "easy", "hard", "expert"], 11)
    return setup, state


def test_each_codec_round_trips_and_refuses_with_its_error():
    setup, state = _game()
    stats = stats_mod.Stats()
    stats.add_game(stats_mod.game_record(setup, state))
    prog = progress_mod.Progress()
    prog.complete("lesson-1")
    cases = [
        (settings_mod.CODEC, settings_mod.Settings(volume=0.25), FileProblem),
        (stats_mod.CODEC, stats, FileProblem),
        (progress_mod.CODEC, prog, FileProblem),
        (STATE_CODEC, state, SaveFormatError),
        (savegame.CODEC, (setup, state), FileProblem),
    ]
    for codec, value, error in cases:
        doc = json.loads(json.dumps(codec.encode(value)))
        assert doc["format"] == codec.envelope.format
        assert doc["version"] == codec.envelope.version
        again = codec.encode(codec.decode(doc))
        assert json.loads(json.dumps(again)) == doc, codec.envelope.format
        for bad in ({**doc, "format": "other"}, {**doc, "version": 99}, None):
            with pytest.raises(error):
                codec.decode(bad)
        assert codec.error is error and issubclass(error, FormatError)


def test_files_as_earlier_versions_wrote_them_still_load(tmp_path):
    """Literal documents in the shape the previous release wrote."""
    problems: list[str] = []
    settings_file = tmp_path / "settings.json"
    settings_file.write_text(json.dumps({
        "format": "wizard-settings", "version": 1, "animation_speed": "fast", "volume": 0.5,
        "muted": False, "deck_style": "four_colour", "fullscreen": False, "language": "sv",
        "tips": True, "window_size": [1280, 800], "player_name": "Ann", "new_game": {},
    }))
    s = settings_mod.load_settings(settings_file, problems)
    assert (s.animation_speed, s.deck_style, s.language, s.player_name) == (
        "fast", "four_colour", "sv", "Ann")
    stats_file = tmp_path / "stats.json"
    stats_file.write_text(json.dumps({
        "format": "wizard-statistics", "version": 1,
        "buckets": {"easy": {"games": 2, "wins": 1, "score_total": 90, "bids": 30,
                             "bids_made": 20, "best_score": 60, "best_date": "2025-01-02"}},
    }))
    assert stats_mod.load_stats(stats_file, problems).buckets["easy"].games == 2
    progress_file = tmp_path / "progress.json"
    progress_file.write_text(json.dumps({
        "format": "wizard-progress", "version": 1,
        "tutorial": {"completed": ["lesson-1"], "current": "lesson-2", "step": 3},
    }))
    p = progress_mod.load_progress(progress_file, problems)
    assert (p.completed, p.current, p.step) == (["lesson-1"], "lesson-2", 3)
    assert problems == []


def test_a_newer_file_is_reported_and_set_aside(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": "wizard-settings", "version": 2}))
    problems: list[str] = []
    assert settings_mod.load_settings(path, problems) == settings_mod.Settings()
    assert len(problems) == 1 and "newer version" in problems[0]
    assert not path.exists() and list(tmp_path.glob("settings.json.bad-*"))


def test_wizard_bot_says_when_a_hello_names_another_protocol_version():
    """docs/bot-protocol.md: a bot told a version it does not know says so on stderr;
    ours answers on as wizard-bot/1."""
    import io

    from ai import make_player
    from game.bots.protocol import ENVELOPE, PROTOCOL, hello_message, serve

    good = hello_message(0, Rules(4), list("abcd"))
    assert ENVELOPE.open(good, BadMessage) == 1 and good["protocol"] == PROTOCOL
    lines = [good, {**good, "protocol": "wizard-bot/2"},
             {k: v for k, v in good.items() if k != "protocol"}]
    stdin = io.BytesIO(b"".join(json.dumps(m).encode() + b"\n" for m in lines))
    stdout, stderr = io.StringIO(), io.StringIO()
    assert serve(make_player("easy", seed=1), stdin, stdout, stderr, name="t") == 0
    assert [json.loads(x)["type"] for x in stdout.getvalue().splitlines()] == ["hello"] * 3
    said = stderr.getvalue().splitlines()
    assert len(said) == 2, said
    assert "the hello asks for protocol 'wizard-bot/2'" in said[0]
    assert "names no wizard-bot protocol" in said[1]
    assert all(line.endswith("answering as wizard-bot/1") for line in said)
