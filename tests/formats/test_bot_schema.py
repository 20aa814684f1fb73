"""docs/schemas/wizard-bot.schema.json against the real wire: every line the host
sends in real games (all variants, 3 to 6 players) and every reply of
``wizard bot``, as they crossed the pipes."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from game.bots.protocol import MAX_MESSAGE_BYTES
from game.rules import Rules
from tests.bot_support import BOT, HOST, SCHEMA, validator, wire_of_a_game

ROOT = Path(__file__).resolve().parents[2]


def test_the_schema_is_a_valid_draft_2020_12_schema():
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


@pytest.mark.timeout(240)
@pytest.mark.parametrize(
    "rules,seed",  # seeds in which seat 0 deals a turned-up Wizard, so it names trump
    [
        (Rules(3), 2),
        (Rules(4, plus_minus_one=True), 4),
        (Rules(5, hidden_bids=True, blind_first_round=True), 25),
        (Rules(6, plus_minus_one=True, blind_first_round=True), 11),
    ],
    ids=["3p", "4p-plus_minus_one", "5p-hidden_bids-blind", "6p-plus_minus_one-blind"],
)
def test_every_message_of_a_real_game_matches_the_schema(rules, seed):
    host, bot = validator(*HOST), validator(*BOT)
    wire = wire_of_a_game(rules, seed)
    kinds: dict[str, int] = {}
    request_ids, reply_ids = [], []
    for direction, line in wire:
        assert line.endswith("\n") and line.count("\n") == 1
        assert len(line.encode()) <= MAX_MESSAGE_BYTES + 1
        msg = json.loads(line)
        errors = list((host if direction == "host" else bot).iter_errors(msg))
        assert not errors, (direction, line[:300], [e.message for e in errors][:3])
        kind = msg.get("type", "reply")
        kinds[f"{direction}:{kind}"] = kinds.get(f"{direction}:{kind}", 0) + 1
        if direction == "host" and kind in ("bid", "trump", "play"):
            request_ids.append(msg["id"])
            legal = msg["view"]["legal"]
        elif direction == "bot" and kind == "reply":
            reply_ids.append(msg["id"])
            assert next(v for k, v in msg.items() if k != "id") in legal
    rounds = 60 // rules.players
    assert kinds["host:hello"] == 1 and kinds["bot:hello"] == 1
    assert kinds["host:round_over"] == rounds and kinds["host:game_over"] == 1
    assert kinds["host:bid"] == rounds and kinds["host:play"] == rounds * (rounds + 1) // 2
    assert kinds["host:trump"] >= 1
    assert request_ids == list(range(1, len(request_ids) + 1)) == reply_ids
    if rules.blind_first_round:
        first = json.loads(next(line for d, line in wire if '"type":"bid"' in line))
        assert first["view"]["hand"] is None and first["view"]["others_hands"]


@pytest.mark.parametrize(
    "bad",
    [
        {"card": "H15"},
        {"card": "X1", "id": 3},
        {"bid": -1},
        {"bid": 1, "card": "H14"},
        {"trump": "W"},
        {"card": "H14", "id": "3"},
        {},
    ],
)
def test_the_schema_rejects_bad_replies(bad):
    assert list(validator("reply").iter_errors(bad))


def test_the_schema_rejects_bad_requests():
    good = {"type": "bid", "id": 1, "view": {
        "seat": 0, "players": 3, "round": 1, "dealer": 2, "hand": ["H14"], "others_hands": None,
        "turned": "S7", "trump": "S", "bid_order": [0, 1, 2], "bids": [None, None, None],
        "tricks": [], "trick": {"leader": 0, "cards": []}, "won": [0, 0, 0],
        "totals": [0, 0, 0], "legal": [0, 1], "time_ms": 1000}}
    check = validator("request")
    assert not list(check.iter_errors(good))
    for change in ({"id": None}, {"type": "dance"}):
        assert list(check.iter_errors({**good, **change}))
    for change in ({"legal": ["H14"]}, {"hand": ["Z9"]}, {"bids": [None]}, {"trump": "W"}):
        assert list(check.iter_errors({**good, "view": {**good["view"], **change}}))
