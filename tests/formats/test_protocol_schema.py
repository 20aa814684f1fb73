"""The bot protocol's readers hold messages to docs/schemas/wizard-bot.schema.json:
the examples in docs/bot-protocol.md follow it, every problem the readers reported
by hand before is still reported (one line naming the field), what they accepted
before is still accepted, and they read the schema file itself (in a checkout and
in the frozen build's layout)."""

from __future__ import annotations

import copy
import json
import re
import shutil
import sys
from pathlib import Path

import jsonschema
import pytest

from game.bots import protocol, protocol_check
from game.bots.protocol import BadMessage, reply_to_action, request_for, view_from_json
from game.rules import Bid, Phase, Play, Rules, formats, new_game, seat_view
from game.rules.formats import load_schema, schema_problems

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "bot-protocol.md"


# ------------------------------------------------------------ the docs' examples
def doc_examples() -> list[dict]:
    """Every message example of docs/bot-protocol.md that is whole JSON: the ```json
    blocks and the inline `{...}` examples (the ones with "..." left out)."""
    text = DOC.read_text(encoding="utf-8")
    snippets = re.findall(r"```json\n(.*?)```", text, re.S)
    snippets += re.findall(r"`(\{[^`]*\})`", text)
    found = []
    for snippet in snippets:
        try:
            doc = json.loads(snippet)
        except ValueError:
            continue  # an outline such as {"type": "game_over", "transcript": {...}}
        if isinstance(doc, dict) and ({"type", "bid", "card", "trump", "bid_change"} & doc.keys()):
            found.append(doc)
    return found


def kind_of(doc: dict) -> str:
    if "type" not in doc:
        return "reply"
    if doc["type"] == "hello":
        return "hello" if "protocol" in doc else "hello_reply"
    requests = ("bid", "trump", "play", "werewolf", "pass", "cloud")
    return "request" if doc["type"] in requests else doc["type"]


def test_every_example_in_the_protocol_doc_follows_the_schema():
    schema = load_schema("wizard-bot")
    examples = doc_examples()
    kinds = [kind_of(d) for d in examples]
    # the hello, its answer, the request and the three replies at least
    assert {"hello", "hello_reply", "request", "reply"} <= set(kinds), kinds
    assert kinds.count("reply") >= 3
    for doc, kind in zip(examples, kinds, strict=True):
        part = {"$ref": f"#/$defs/{kind}", "$defs": schema["$defs"]}
        assert schema_problems(doc, part) == [], doc
        assert jsonschema.Draft202012Validator(part).is_valid(doc), doc


def test_the_docs_request_reads_and_its_card_reply_is_taken():
    examples = doc_examples()
    request = next(d for d in examples if kind_of(d) == "request")
    view = view_from_json(request)
    assert view.phase == Phase.PLAY and view.players == 4 and len(view.hand) == 5
    card_reply = next(d for d in examples if "card" in d and "type" not in d)
    assert reply_to_action(card_reply, view) == view.legal[1] == Play(protocol.Card.parse("W1"))


# ------------------------------------------------ every problem is still reported
def good_request(kind: str = "play") -> dict:
    state, _ = new_game(Rules(4), seed=3)
    while True:
        phase = state.phase
        if phase == Phase.ROUND_OVER:
            state.apply_in_place(state.legal_actions()[0])
            continue
        if protocol.REQUEST_TYPES.get(phase) == kind and (kind != "play" or state.tricks):
            return request_for(seat_view(state, state.to_move), 1000, 7)
        state.apply_in_place(state.legal_actions()[-1])


def changed(request: dict, **view) -> dict:
    out = copy.deepcopy(request)
    out["view"].update(view)
    return out


def without(request: dict, key: str) -> dict:
    out = copy.deepcopy(request)
    del out["view"][key]
    return out


PLAY = good_request("play")
BID = good_request("bid")
TRICK = PLAY["view"]["tricks"][0]

# Every check the reader made by hand before it used the schema, and the words that
# must name the field now (the schema's path, or the reader's own sentence).
REQUEST_PROBLEMS = [
    ([1], "the request is not a JSON object"),
    ({**PLAY, "type": "dance"},
     'type: must be one of ["bid", "trump", "play", "werewolf", "pass", "cloud"], not "dance"'),
    ({"type": "play"}, "the request has no 'view'"),
    ({**PLAY, "view": []}, "view: [] is not an object"),
    *[(without(PLAY, k), f"view: has no {k!r}") for k in (
        "players", "seat", "round", "dealer", "bid_order", "bids", "tricks", "won", "totals",
        "legal")],
    (changed(PLAY, players="4"), 'view.players: "4" is not a whole number'),
    (changed(PLAY, players=True), "view.players: true is not a whole number"),
    (changed(PLAY, players=9), "view.players: must be at most 6, not 9"),
    (changed(PLAY, seat="0"), 'view.seat: "0" is not a whole number'),
    (changed(PLAY, seat=4), "seat 4 is not a seat of a 4-player game"),
    (changed(PLAY, seat=-1), "view.seat: must be at least 0, not -1"),
    (changed(PLAY, round="x"), 'view.round: "x" is not a whole number'),
    (changed(PLAY, dealer=None), "view.dealer: null is not a whole number"),
    (changed(PLAY, hand=["H14", "Z9"]), 'view.hand[1]: "Z9" is not a card'),
    (changed(PLAY, hand="H14"), 'view.hand: "H14" is not a list or null'),
    (changed(PLAY, hand=[5]), "view.hand[0]: 5 is not a card"),
    (changed(PLAY, others_hands=[]), "view.others_hands: [] is not null or an object"),
    (changed(PLAY, others_hands={"x": ["H2"]}),
     'view.others_hands.x (the key): "x" is not a seat number'),
    (changed(PLAY, others_hands={"1": ["Q2"]}), 'view.others_hands.1[0]: "Q2" is not a card'),
    (changed(PLAY, turned="X9"), 'view.turned: "X9" is not a card'),
    (changed(PLAY, turned=5), "view.turned: 5 is not a card or null"),
    (changed(PLAY, trump="W"), 'view.trump: must be one of ["C", "D", "H", "S"], not "W"'),
    (changed(PLAY, trump=3), "view.trump: 3 is not a suit or null"),
    (changed(PLAY, bid_order="0123"), 'view.bid_order: "0123" is not a list'),
    (changed(PLAY, bids=[None]), "view.bids: must have at least 3 items, not 1"),
    (changed(PLAY, bids=[None, None, None]),
     "view.bids must list 4 bids or nulls, not [None, None, None]"),
    (changed(PLAY, bids=[None, "x", None, None]),
     'view.bids[1]: "x" is not a whole number or null'),
    (changed(PLAY, tricks={}), "view.tricks: an object is not a list"),
    (changed(PLAY, tricks=[5]), "view.tricks[0]: 5 is not an object"),
    (changed(PLAY, tricks=[{**TRICK, "leader": "a"}]),
     'view.tricks[0].leader: "a" is not a whole number'),
    (changed(PLAY, tricks=[{**TRICK, "cards": ["Q1"]}]),
     'view.tricks[0].cards[0]: "Q1" is not a card'),
    (changed(PLAY, tricks=[{"leader": 0, "cards": []}]), "view.tricks[0]: has no 'winner'"),
    (changed(PLAY, trick=5), "view.trick: 5 is not an object"),
    (changed(PLAY, trick={"leader": "x", "cards": []}),
     'view.trick.leader: "x" is not a whole number'),
    (changed(PLAY, trick={"leader": 0, "cards": ["Y"]}), 'view.trick.cards[0]: "Y" is not a card'),
    (changed(PLAY, won=[0]), "view.won: must have at least 3 items, not 1"),
    (changed(PLAY, won="x"), 'view.won: "x" is not a list'),
    (changed(PLAY, won=[0, 0, 0]), "view.won and view.totals must list 4 numbers"),
    (changed(PLAY, totals=[0, 0, 0]), "view.won and view.totals must list 4 numbers"),
    (changed(PLAY, legal=[]), "view.legal: must have at least 1 item, not 0"),
    (changed(PLAY, legal="H2"), 'view.legal: "H2" is not a list'),
    (changed(PLAY, legal=["H99"]), 'view.legal[0]: "H99" is not a card'),
    (changed(PLAY, legal=[1]), "view.legal[0]: 1 is not a card"),
    (changed(BID, legal=["H2"]), 'view.legal[0]: "H2" is not a whole number'),
    (changed(BID, legal=[True]), "view.legal[0]: true is not a whole number"),
]


@pytest.mark.parametrize("request_,words", REQUEST_PROBLEMS,
                         ids=[w[:50] for _, w in REQUEST_PROBLEMS])
def test_every_request_problem_is_reported_in_one_line_naming_the_field(request_, words):
    with pytest.raises(BadMessage) as err:
        view_from_json(request_, Rules(4))
    assert str(err.value) == words
    assert "\n" not in str(err.value)


def test_what_the_reader_accepted_before_it_still_accepts():
    """Defaults it always filled in (changing them would tighten version 1)."""
    view = view_from_json(PLAY)
    loose = without(without(without(without(without(PLAY, "hand"), "others_hands"),
                                            "turned"), "trump"), "time_ms")
    read = view_from_json(loose)
    assert read.hand is None and read.turned is None and read.trump is None
    assert read.legal == view.legal
    for trick in (None, [], {"leader": PLAY["view"]["trick"]["leader"]}):
        assert view_from_json(changed(PLAY, trick=trick)).trick == ()
    for time_ms in (0, "x", -5, 2.5):
        assert view_from_json(changed(PLAY, time_ms=time_ms)).legal == view.legal
    assert view_from_json({k: v for k, v in PLAY.items() if k != "id"}).legal == view.legal
    assert view_from_json({**PLAY, "id": "seven"}).legal == view.legal  # only echoed
    v = PLAY["view"]
    lower = changed(PLAY, hand=[c.lower() for c in v["hand"]],
                    legal=[f" {c.lower()} " for c in v["legal"]],
                    trump=v["trump"] and v["trump"].lower(),
                    tricks=[{**t, "cards": [c.lower() for c in t["cards"]]} for t in v["tricks"]])
    assert view_from_json(lower) == view  # cards as Card.parse has always read them
    with pytest.raises(BadMessage, match=r'^view.hand\[1\]: "Z9" is not a card$'):
        view_from_json(changed(lower, hand=["h14", "Z9"]))


def bid_view():
    return view_from_json(BID)


def play_view():
    return view_from_json(PLAY)


def test_every_reply_problem_is_reported_in_one_line_naming_the_field():
    bid, play = bid_view(), play_view()
    legal_bids = ", ".join(str(b.tricks) for b in bid.legal)
    wrong_card = next(c for c in ("W1", "J1", "H14", "C2", "S7", "D9")
                      if Play(protocol.Card.parse(c)) not in play.legal)
    cases = [
        (["H14"], play, "the reply is not a JSON object"),
        (None, play, "the reply is not a JSON object"),
        ({}, play, "the reply has no 'card'"),
        ({"bid": 1}, play, "the reply has no 'card'"),
        ({"card": 5}, play, "card: 5 is not a card"),
        ({"card": None}, play, "card: null is not a card"),
        ({"card": "H15"}, play, 'card: "H15" is not a card'),
        ({"card": wrong_card}, play, f"illegal answer {wrong_card!r} (legal: "),
        ({"card": "H14", "id": "3"}, play, 'id: "3" is not a whole number'),
        ({"card": "W1"}, bid, "the reply has no 'bid'"),
        ({"bid": "1"}, bid, 'bid: "1" is not a whole number'),
        ({"bid": 1.5}, bid, "bid: 1.5 is not a whole number"),
        ({"bid": True}, bid, "bid: true is not a whole number"),
        ({"bid": -1}, bid, "bid: must be at least 0, not -1"),
        ({"bid": 15}, bid, f"illegal answer 15 (legal: {legal_bids})"),
    ]
    for reply, view, words in cases:
        with pytest.raises(BadMessage) as err:
            reply_to_action(reply, view)
        assert str(err.value).startswith(words), (reply, str(err.value))
        assert "\n" not in str(err.value)


def test_replies_the_host_took_before_it_still_takes():
    bid, play = bid_view(), play_view()
    card = str(protocol.Card(play.legal[0].card))
    # Other keys are ignored; cards in lower case or with spaces were always read.
    assert reply_to_action({"card": card, "bid": 0, "trump": "H"}, play) == play.legal[0]
    assert reply_to_action({"card": f" {card.lower()} "}, play) == play.legal[0]
    assert reply_to_action({"bid": bid.legal[0].tricks, "id": 7}, bid) == bid.legal[0]
    assert reply_to_action({"bid": float(bid.legal[0].tricks)}, bid) == Bid(bid.legal[0].tricks)


@pytest.mark.parametrize("hello,words", [
    ({"players": "many", "rules": 5}, 'players: "many" is not a whole number'),
    ({"players": 4, "rules": 5}, "rules: 5 is not an object or null"),
    ({"players": 9}, "players: must be at most 6, not 9"),
    ({"players": 4, "round_count": 0}, "round_count: must be at least 1, not 0"),
    ({"players": 4, "rules": {"plus_minus_one": True, "hidden_bids": True}},
     "Hidden bids cannot be combined with the plus/minus-one rule"),
])
def test_wizard_bot_names_the_field_of_a_hello_it_cannot_read(hello, words):
    import io

    from ai import make_player

    hello = {"type": "hello", "protocol": "wizard-bot/1", **hello}
    out, err = io.StringIO(), io.StringIO()
    protocol.serve(make_player("easy", seed=1), io.StringIO(json.dumps(hello) + "\n"), out, err)
    assert json.loads(out.getvalue())["type"] == "hello"  # answered all the same
    assert err.getvalue().startswith(f"wizard bot: bad hello ({words}")
    assert err.getvalue().rstrip("\n").endswith("; assuming the standard rules")
    assert err.getvalue().count("\n") == 1


# ------------------------------------------------- the schema file is the reference
@pytest.fixture
def fresh_schemas():
    """The schema caches emptied before and after (a test swaps the file)."""
    formats.load_schema.cache_clear()
    protocol_check.message_schemas.cache_clear()
    yield
    formats.load_schema.cache_clear()
    protocol_check.message_schemas.cache_clear()


def test_the_readers_use_the_schema_file(tmp_path, monkeypatch, fresh_schemas):
    schema = json.loads((ROOT / "docs" / "schemas" / "wizard-bot.schema.json").read_text())
    schema["$defs"]["view"]["properties"]["time_ms"]["maximum"] = 500
    schema["$defs"]["reply"]["oneOf"][0]["properties"]["bid"] = {"type": "integer", "maximum": 0}
    (tmp_path / "wizard-bot.schema.json").write_text(json.dumps(schema))
    monkeypatch.setattr(formats, "schema_folder", lambda: tmp_path)
    with pytest.raises(BadMessage, match=r"^view.time_ms: must be at most 500, not 1000$"):
        view_from_json(PLAY)
    with pytest.raises(BadMessage, match=r"^bid: must be at most 0, not 1$"):
        reply_to_action({"bid": 1}, view_from_json(changed(BID, time_ms=400)))


def test_the_frozen_build_reads_the_bot_schema(tmp_path, monkeypatch, fresh_schemas):
    sys.path.insert(0, str(ROOT / "build"))
    try:
        import wizard_buildlib as wb
    finally:
        sys.path.remove(str(ROOT / "build"))
    for src, dest in wb.asset_datas([], tmp_path / "VERSION"):
        if dest == "assets/schemas":  # laid out as PyInstaller unpacks them
            (tmp_path / dest).mkdir(parents=True, exist_ok=True)
            shutil.copy(src, tmp_path / dest)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert view_from_json(PLAY).legal
    shutil.rmtree(tmp_path / "assets" / "schemas")
    formats.load_schema.cache_clear()
    protocol_check.message_schemas.cache_clear()
    with pytest.raises(FileNotFoundError):
        view_from_json(PLAY)
