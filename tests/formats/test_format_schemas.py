"""The schema checker (game/rules/schema.py) the public formats' validators use, held
against jsonschema on real and damaged transcripts and bot messages; `wizard check`
holds transcripts to the schema file; the frozen build carries the schemas."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules import FormatError, Rules, formats, new_game
from game.rules import schema as schema_module
from game.rules.formats import check_keywords, load_schema, schema_problems
from game.rules.transcript import transcript
from tests.rules_support import json_paths

ROOT = Path(__file__).resolve().parents[2]
SCHEMAS = ("wizard-transcript", "wizard-bot")


# ------------------------------------------------------------------ schemas
def _transcripts(n: int = 6) -> list[dict]:
    """Random games of 3 to 6 players in every variant, full, short and unfinished."""
    docs = []
    for i in range(n):
        rules = Rules(3 + i % 4, plus_minus_one=i % 3 == 1, hidden_bids=i % 3 == 2,
                      blind_first_round=i % 2 == 0, length=None if i % 2 else 2 + i)
        rng = random.Random(i)
        state, _ = new_game(rules, seed=i)
        while not state.is_over and not (i == 5 and len(state.history) == 2):
            state, _ = state.apply(rng.choice(state.legal_actions()))
        players = [{"name": f"P{s}", "kind": "random"} for s in range(rules.players)]
        docs.append(transcript(state, players))
    return docs


@pytest.mark.parametrize("name", SCHEMAS)
def test_our_schemas_use_only_keywords_the_checker_knows(name):
    schema = load_schema(name)
    jsonschema.Draft202012Validator.check_schema(schema)
    assert check_keywords(schema) == []
    assert check_keywords({"type": "object", "unevaluatedProperties": False}) == [
        "unevaluatedProperties"
    ]


def _agree(doc, schema) -> None:
    ours = schema_problems(doc, schema)
    theirs = jsonschema.Draft202012Validator(schema).is_valid(doc)
    assert (ours == []) == theirs, (ours, doc if len(json.dumps(doc)) < 400 else "...")
    # The fast yes/no and the walk that words the problems agree too.
    words: list[str] = []
    schema_module._problems(doc, schema, schema, "", words, 5)
    assert (words == []) == theirs, words


def test_the_checker_accepts_real_transcripts():
    schema = load_schema("wizard-transcript")
    for doc in _transcripts():
        assert schema_problems(doc, schema) == []
        _agree(doc, schema)


REPLACEMENTS = [None, True, 0, -1, 1.5, 99, "", "x", "W1", "S", [], {}, [1, 2], {"a": 1}]


def _replacement(data):
    """A fresh copy of a replacement: the shared list or dict itself, put in the document
    and damaged again by a later step, would change REPLACEMENTS for every later example
    and could even be put inside itself (a cycle: RecursionError in _paths)."""
    return copy.deepcopy(data.draw(st.sampled_from(REPLACEMENTS)))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_the_checker_agrees_with_jsonschema_on_damaged_transcripts(data):
    schema = load_schema("wizard-transcript")
    base = _TRANSCRIPTS[data.draw(st.integers(0, len(_TRANSCRIPTS) - 1))]
    doc = copy.deepcopy(base)
    for _ in range(data.draw(st.integers(1, 3))):
        paths = [p for p in json_paths(doc) if p]
        path = data.draw(st.sampled_from(paths))
        parent = doc
        for key in path[:-1]:
            parent = parent[key]
        action = data.draw(st.sampled_from(["replace", "delete", "add"]))
        if action == "delete":
            del parent[path[-1]]
        elif action == "add" and isinstance(parent, dict):
            parent["extra_key"] = _replacement(data)
        else:
            parent[path[-1]] = _replacement(data)
    _agree(doc, schema)


_TRANSCRIPTS = _transcripts(4)


def test_the_checker_agrees_with_jsonschema_on_bot_messages():
    from game.bots.protocol import hello_message, request_for
    from game.rules import seat_view

    schema = load_schema("wizard-bot")
    state, _ = new_game(Rules(4, hidden_bids=True), seed=3)
    msgs = [hello_message(1, state.rules, ["A", "B", "C", "D"])]
    for _ in range(8):
        view = seat_view(state, state.to_move)
        msgs.append(request_for(view, 1000, request_id=len(msgs)))
        state, _ = state.apply(state.legal_actions()[0])
    msgs += [{"type": "hello_reply", "name": "bot"}, {"type": "reply", "bid": 1, "id": 2},
             {"type": "reply", "card": "W1"}, {"type": "reply", "trump": "S"}]
    for name in ("hello", "request", "hello_reply", "reply"):
        sub = {"$ref": f"#/$defs/{name}", "$defs": schema["$defs"]}
        verdicts = [schema_problems(m, sub) == [] for m in msgs]
        theirs = [jsonschema.Draft202012Validator(sub).is_valid(m) for m in msgs]
        assert verdicts == theirs, name
        assert any(verdicts), name
        for m in msgs:  # damaged: a key dropped or a value replaced
            for key in list(m):
                _agree({k: v for k, v in m.items() if k != key}, sub)
                for value in REPLACEMENTS[:6]:
                    _agree({**m, key: value}, sub)


def test_problems_name_the_path():
    schema = {
        "type": "object",
        "required": ["rounds"],
        "properties": {"rounds": {"type": "array", "items": {"type": "integer", "minimum": 1}}},
    }
    assert schema_problems({"rounds": [1, 0]}, schema) == ["rounds[1]: must be at least 1, not 0"]
    assert schema_problems({}, schema) == ["(document): has no 'rounds'"]
    assert schema_problems({"rounds": [True]}, schema) == [
        "rounds[0]: true is not a whole number"
    ]


def test_the_frozen_build_carries_the_schemas(tmp_path, monkeypatch):
    import sys

    sys.path.insert(0, str(ROOT / "build"))
    try:
        import wizard_buildlib as wb
    finally:
        sys.path.remove(str(ROOT / "build"))
    datas = wb.asset_datas([], tmp_path / "VERSION")
    for name in SCHEMAS:
        src = ROOT / "docs" / "schemas" / f"{name}.schema.json"
        assert (str(src), "assets/schemas") in datas

    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert formats.schema_folder() == tmp_path / "assets" / "schemas"


def test_wizard_check_holds_transcripts_to_the_schema_file(tmp_path, monkeypatch):
    from game.rules.transcript import TranscriptError, decode_transcript
    from game.rules.transcript_files import check_file

    doc = _TRANSCRIPTS[0]
    assert decode_transcript(doc, schema=True) is doc
    path = tmp_path / "game.json"
    path.write_text(json.dumps(doc))
    assert check_file(path) is None
    # A schema stricter than the checker: the file is refused, by the schema's words.
    strict = copy.deepcopy(load_schema("wizard-transcript"))
    strict["properties"]["seed"] = {"type": "null"}
    monkeypatch.setattr(formats, "load_schema", lambda name: strict)
    monkeypatch.setattr("game.rules.transcript.load_schema", lambda name: strict)
    assert check_file(path) == "does not follow the wizard-transcript/1 schema: " + (
        f"seed: {doc['seed']} is not null"
    )
    with pytest.raises(TranscriptError) as err:
        decode_transcript(doc, schema=True)
    assert isinstance(err.value, FormatError)
    broken = {**doc, "rounds": doc["rounds"][:1] + [{**doc["rounds"][1], "dealer": 9}]}
    with pytest.raises(TranscriptError) as err:
        decode_transcript(broken)
    assert err.value.problem.round == 2 and str(err.value) == str(err.value.problem)
