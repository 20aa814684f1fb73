"""Game length (issue 13): Full, Short and a custom number of rounds, in the engine,
saves, transcripts, `wizard check`, and the `--length` / `--rounds` flags of
`wizard simulate` and `wizard arena`."""

from __future__ import annotations

import copy
import json
import random
import re
from pathlib import Path

import jsonschema
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.cli import main
from game.rules import (
    ConfigError,
    GameLengthError,
    Phase,
    Rules,
    SaveFormatError,
    full_rounds,
    length_rounds,
    new_game,
    short_rounds,
)
from game.rules.serialize import dumps_state, loads_state, state_to_json
from game.rules.transcript import check_transcript, transcript
from game.savegame import GameSetup, setup_from_json
from tests.cli_support import refused
from tests.rules_support import VARIANTS

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = json.loads((ROOT / "docs/schemas/wizard-transcript.schema.json").read_text("utf-8"))
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)


def play_out(state, rng: random.Random, stop_after: int | None = None):
    """Random legal moves until the game is over (or ``stop_after`` moves)."""
    moves = 0
    while not state.is_over and (stop_after is None or moves < stop_after):
        state.apply_in_place(rng.choice(state.legal_actions()))
        moves += 1
    return state


def entries(n: int) -> list[dict]:
    return [{"name": f"P{i}", "kind": "random"} for i in range(n)]


# ------------------------------------------------------------------- engine
def test_the_named_lengths():
    assert [full_rounds(n) for n in range(3, 7)] == [20, 15, 12, 10]
    assert [short_rounds(n) for n in range(3, 7)] == [10, 8, 6, 5]
    assert length_rounds(4, "short") == 8 and length_rounds(4, None) == 15
    assert length_rounds(4, "full") == 15 and length_rounds(4, 3) == 3
    assert Rules(4, length=8).length_name == "short"
    assert Rules(4, length=3).length_name == "custom"
    assert Rules(4).length_name == "full"
    # The full game's own number is the full game: one Rules value per game.
    assert Rules(4, length=15) == Rules(4) and Rules(4, length=15).length is None


@pytest.mark.parametrize(
    ("players", "length"), [(4, 0), (4, 16), (3, 21), (6, -1), (5, True), (4, "8"), (4, 2.0)]
)
def test_impossible_lengths_are_named_errors_with_their_data(players, length):
    with pytest.raises(GameLengthError) as err:
        Rules(players, length=length)
    assert isinstance(err.value, ConfigError)
    assert err.value.rounds == length and err.value.most == full_rounds(players)
    assert str(err.value)  # a sentence for the player


@settings(deadline=None, max_examples=60, database=None)
@given(
    players=st.integers(3, 6),
    variant=st.sampled_from(VARIANTS),
    pick=st.one_of(st.none(), st.just("short"), st.integers(1, 20)),
    seed=st.integers(0, 2**31),
)
def test_every_length_plays_to_game_over_with_its_rounds(players, variant, pick, seed):
    if isinstance(pick, int):
        pick = min(pick, full_rounds(players))
    rules = Rules(players, **variant, length=length_rounds(players, pick))
    expected = length_rounds(players, pick)
    state, _events = new_game(rules, seed=seed)
    rng = random.Random(seed)
    # A save taken somewhere in the middle loads as the same game.
    play_out(state, rng, stop_after=rng.randrange(1, 40))
    again = loads_state(dumps_state(state))
    assert again.rules == rules and again.log == state.log and again.round == state.round
    play_out(state, rng)
    assert state.phase == Phase.GAME_OVER and len(state.history) == expected
    assert [r.number for r in state.history] == list(range(1, expected + 1))
    for rec in state.history:
        assert all(len(h) == rec.number for h in rec.hands)
        # Trump follows the deck: only the round that deals all 60 cards turns none.
        assert (rec.turned is None) == (rec.number * players == 60)
    assert list(state.history[-1].totals) == state.totals
    assert state.winners() == [i for i, t in enumerate(state.totals) if t == max(state.totals)]
    done = loads_state(dumps_state(state))
    assert done.is_over and done.rules == rules and done.totals == state.totals


def test_a_short_game_is_the_start_of_the_full_game_with_the_same_seed():
    short, _ = new_game(Rules(4, length=short_rounds(4)), seed=11)
    full, _ = new_game(Rules(4), seed=11)
    assert len(short.decks) == 8 and short.decks == full.decks[:8]
    assert short.first_dealer == full.first_dealer


def test_the_last_round_of_a_short_game_has_a_turned_card_and_trump_from_it():
    for seed in range(30):
        state = play_out(new_game(Rules(3, length=10), seed=seed)[0], random.Random(seed))
        last = state.history[-1]
        assert last.number == 10 and last.turned is not None
    full = play_out(new_game(Rules(6), seed=1)[0], random.Random(1))
    assert full.history[-1].turned is None and full.history[-1].trump is None


# -------------------------------------------------------------------- saves
def test_saves_store_the_length_and_older_saves_load_as_full():
    state, _ = new_game(Rules(5, length=4), seed=3)
    doc = state_to_json(state)
    assert doc["rules"]["length"] == 4
    assert loads_state(json.dumps(doc)).rules.rounds == 4
    full = state_to_json(new_game(Rules(5), seed=3)[0])
    assert "length" not in full["rules"]  # what every save before game lengths looks like
    assert loads_state(json.dumps(full)).rules == Rules(5)


@pytest.mark.parametrize("bad", ["4", True, 13, 0, 4.0, [4]])
def test_a_damaged_length_in_a_save_is_a_save_format_error(bad):
    doc = state_to_json(new_game(Rules(5, length=4), seed=3)[0])
    doc["rules"]["length"] = bad
    with pytest.raises(SaveFormatError):
        loads_state(json.dumps(doc))


def test_the_game_setup_keeps_the_length():
    setup = GameSetup(Rules(4, length=8), ["You", "A", "B", "C"], ["human", "easy", "easy", "easy"])
    doc = json.loads(json.dumps(setup.to_json()))
    assert setup_from_json(doc).rules == Rules(4, length=8)
    del doc["rules"]["length"]
    assert setup_from_json(doc).rules == Rules(4)


# -------------------------------------------------------------- transcripts
def short_doc(players=4, length=None, seed=5) -> dict:
    length = short_rounds(players) if length is None else length
    state = play_out(new_game(Rules(players, length=length), seed=seed)[0], random.Random(seed))
    return json.loads(json.dumps(transcript(state, entries(players))))


def test_a_short_transcript_is_sound_and_says_its_length():
    doc = short_doc()
    assert doc["round_count"] == 8 and len(doc["rounds"]) == 8 and doc["complete"]
    assert check_transcript(doc) is None and VALIDATOR.is_valid(doc)


def test_a_full_transcript_has_no_round_count_and_old_ones_still_pass():
    state = play_out(new_game(Rules(4), seed=2)[0], random.Random(2))
    doc = json.loads(json.dumps(transcript(state, entries(4))))
    assert "round_count" not in doc and check_transcript(doc) is None
    # The abandoned example of the spec was written before game lengths existed.
    text = (ROOT / "docs/transcript-format.md").read_text("utf-8")
    old = json.loads(re.search(r"<!-- example: abandoned -->\n```json\n(.*?)\n```", text, re.S)[1])
    assert "round_count" not in old and check_transcript(old) is None


def test_the_specs_short_example_is_sound():
    text = (ROOT / "docs/transcript-format.md").read_text("utf-8")
    doc = json.loads(re.search(r"<!-- example: short -->\n```json\n(.*?)\n```", text, re.S)[1])
    assert doc["round_count"] == 1 and doc["complete"]
    assert check_transcript(doc) is None and VALIDATOR.is_valid(doc)


def _tamper(doc, change):
    doc = copy.deepcopy(doc)
    change(doc)
    return doc


def _drop_last_round(d):
    d["rounds"].pop()


TAMPERED = {
    # (change, words in the problem, does the schema see it too)
    "round_count lowered": (lambda d: d.update(round_count=7), "8 rounds", False),
    "round_count raised": (lambda d: d.update(round_count=9), "complete, but 8 of 9", False),
    "round_count removed": (lambda d: d.pop("round_count"), "complete, but 8 of 15", False),
    "round_count over 60 / n": (lambda d: d.update(round_count=16), "round_count is 16", False),
    "round_count over 20": (lambda d: d.update(round_count=21), "round_count is 21", True),
    "round_count zero": (lambda d: d.update(round_count=0), "round_count is 0", True),
    "round_count a string": (lambda d: d.update(round_count="8"), "round_count is '8'", True),
    "round_count true": (lambda d: d.update(round_count=True), "round_count is True", True),
    "round_count 8.0": (lambda d: d.update(round_count=8.0), "round_count is 8.0", False),
    "a round missing": (_drop_last_round, "complete, but 7 of 8", False),
    "last round without its turned card": (
        lambda d: d["rounds"][-1].update(turned=None, trump=None),
        "a card must be turned up",
        False,
    ),
}


@pytest.mark.parametrize("name", sorted(TAMPERED))
def test_a_tampered_length_fails_the_check(name):
    change, words, schema_sees = TAMPERED[name]
    doc = _tamper(short_doc(), change)
    problem = check_transcript(doc)
    assert problem is not None and words in str(problem), (name, problem)
    assert VALIDATOR.is_valid(doc) is not schema_sees, name


def test_an_abandoned_short_game_is_sound_but_cannot_claim_to_be_complete():
    state = play_out(new_game(Rules(3, length=5), seed=4)[0], random.Random(4), stop_after=30)
    doc = json.loads(json.dumps(transcript(state, entries(3))))
    assert doc["complete"] is False and doc["round_count"] == 5
    assert check_transcript(doc) is None
    state = play_out(state, random.Random(4))
    doc = json.loads(json.dumps(transcript(state, entries(3))))
    doc.pop("winners")
    doc["complete"] = False
    assert "complete must be true" in str(check_transcript(doc))


# ---------------------------------------------------------------- commands
@pytest.mark.parametrize(
    ("flags", "rounds"), [(["--rounds", "3"], 3), (["--length", "short"], 6), ([], 12)]
)
def test_simulate_plays_the_length_and_check_passes(tmp_path, capsys, flags, rounds):
    out = tmp_path / "games"
    argv = ["simulate", "--players", "5", "--games", "3", "--seed", "9", "--out", str(out)]
    assert main(argv + flags) == 0
    files = sorted(out.glob("*.json"))
    assert len(files) == 3
    for f in files:
        doc = json.loads(f.read_text("utf-8"))
        assert len(doc["rounds"]) == rounds and doc["complete"]
        assert doc.get("round_count", 12) == rounds
        assert VALIDATOR.is_valid(doc)
    capsys.readouterr()
    assert main(["check", str(out)]) == 0
    assert "3 ok, 0 wrong" in capsys.readouterr().out


def test_arena_plays_the_length_and_writes_it(tmp_path, capsys):
    out, summary = tmp_path / "games", tmp_path / "summary.json"
    argv = ["arena", "--players", "3", "--seats", "easy", "--games", "3", "--jobs", "1",
            "--quiet", "--rounds", "4", "--out", str(out), "--json", str(summary)]
    assert main(argv) == 0
    text = capsys.readouterr().out
    assert "length: rounds 1 to 4 of 20" in text
    assert "--rounds 4" in text.splitlines()[-1]  # the line that plays them again
    data = json.loads(summary.read_text("utf-8"))
    assert data["rounds"] == 4
    assert set(data["types"]["easy"]["bid_accuracy_by_hand_size"]) == {"1", "2", "3", "4"}
    for f in sorted(out.glob("*.json")):
        doc = json.loads(f.read_text("utf-8"))
        assert doc["round_count"] == 4 and check_transcript(doc) is None


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (("simulate", "--players", "4", "--rounds", "16"), ["--rounds", "1 to 15", "16"]),
        (("simulate", "--players", "6", "--rounds", "11"), ["--rounds", "1 to 10", "11"]),
        (("simulate", "--rounds", "0"), ["--rounds", "at least 1"]),
        (("simulate", "--rounds", "many"), ["--rounds", "'many'", "whole number"]),
        (("simulate", "--length", "medium"), ["--length", "medium", "short"]),
        (("simulate", "--length", "short", "--rounds", "3"), ["--rounds", "not allowed"]),
        (("arena", "--seats", "easy", "--rounds", "21", "--players", "3"), ["1 to 20", "21"]),
        (("arena", "--seats", "easy", "--rounds", "-2"), ["--rounds", "at least 1"]),
        (("arena", "--seats", "easy", "--length", "long"), ["--length", "long"]),
    ],
)
def test_bad_lengths_on_the_command_line_are_one_line(capsys, argv, words):
    line = refused(capsys, *argv)
    for w in words:
        assert w in line, (w, line)


# ------------------------------------------------------------------ settings
def test_the_remembered_length_is_checked_like_the_other_new_game_choices():
    from game.settings import new_game_choices
    from game.storage import FileProblem

    assert new_game_choices({"length": "custom", "rounds": 5}) == {"length": "custom", "rounds": 5}
    assert new_game_choices({}) == {}  # settings from before game lengths: Full
    for bad in ({"length": "long"}, {"length": 3}, {"rounds": 0}, {"rounds": 21},
                {"rounds": True}, {"rounds": "5"}):
        with pytest.raises(FileProblem):
            new_game_choices(bad)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_fast_random_games_play_the_length_too(players):
    from game.rules.fast import random_game, record_to_transcript

    for length in (1, short_rounds(players), full_rounds(players) - 1, None):
        rules = Rules(players, length=length)
        record = random_game(rules, random.Random(length), record=True)
        assert len(record["rounds"]) == rules.rounds
        doc = record_to_transcript(rules, record, seed=None)
        assert check_transcript(doc) is None, (players, length)
        assert ("round_count" in doc) is (length is not None)


# ---------------------------------------------------------------- bot protocol
@pytest.mark.timeout(120)
def test_a_bot_is_told_the_length_in_its_hello_and_plays_just_those_rounds():
    from game.bots.protocol import _rules_from_hello
    from tests.bot_support import BOT, HOST, validator, wire_of_a_game

    host, bot = validator(*HOST), validator(*BOT)
    wire = wire_of_a_game(Rules(4, length=3), seed=4)
    messages = [(d, json.loads(line)) for d, line in wire]
    for direction, msg in messages:
        assert (host if direction == "host" else bot).is_valid(msg), (direction, msg)
    hello = messages[0][1]
    assert hello["type"] == "hello" and hello["round_count"] == 3
    assert _rules_from_hello(hello) == Rules(4, length=3)
    kinds = [m.get("type") for d, m in messages if d == "host"]
    assert kinds.count("round_over") == 3 and kinds.count("game_over") == 1
    game_over = next(m for d, m in messages if m.get("type") == "game_over")
    assert game_over["transcript"]["round_count"] == 3
    assert check_transcript(game_over["transcript"]) is None
    # A full game's hello is as it always was.
    from game.bots.protocol import hello_message

    assert "round_count" not in hello_message(0, Rules(4), ["a", "b", "c", "d"])


# ---------------------------------------------------------------- statistics
def test_a_game_record_keeps_the_length_and_older_records_load_as_full(tmp_path):
    from game.savegame import GameSetup
    from game.stats import load_stats, record_game, save_stats

    state = play_out(new_game(Rules(3, length=4), seed=8)[0], random.Random(8))
    setup = GameSetup(Rules(3, length=4), ["You", "A", "B"], ["human", "easy", "easy"])
    path = tmp_path / "stats.json"
    stats = record_game(path, setup, state)
    (record,) = stats.games_kept
    assert record.length == 4 and len(record.rounds) == 4
    assert stats.buckets["easy"].bids == 4  # a bid per round played
    problems: list[str] = []
    again = load_stats(path, problems)
    assert problems == [] and again.games_kept[0].length == 4
    doc = json.loads(path.read_text("utf-8"))
    del doc["games"][0]["length"]  # a record written before game lengths
    path.write_text(json.dumps(doc), "utf-8")
    assert load_stats(path, problems).games_kept[0].length is None and problems == []
    doc["games"][0]["length"] = 0
    path.write_text(json.dumps(doc), "utf-8")
    assert load_stats(path, problems).games_kept == [] and len(problems) == 1  # set aside
    save_stats(path, stats)
