"""What a ``wizard-bot/1`` reader accepts (game.bots.protocol reads with it): messages held
to docs/schemas/wizard-bot.schema.json, one line naming the first field at fault
(``BadMessage``), and the little more that version 1 readers have always taken
(docs/bot-protocol.md): defaults for a view's missing keys, cards and suits in lower
case or with spaces, any request id on the bot side, other keys in a reply.
"""

from __future__ import annotations

from functools import lru_cache

from game.rules import Card, Suit
from game.rules.errors import FormatError, ParseError
from game.rules.formats import load_schema, schema_problems

SCHEMA = "wizard-bot"  # docs/schemas/wizard-bot.schema.json


class BadMessage(FormatError):
    """A request or reply that does not follow the protocol (a FormatError, the one
    error type of every format)."""


@lru_cache(maxsize=1)
def message_schemas() -> dict[str, dict]:
    """The message definitions the readers hold messages to, from SCHEMA (the file in
    docs/schemas): a request (whose ``id`` the bot side does not insist on: hosts
    written before ids existed send none), and a reply to each kind of request (only
    its own key counts: other keys are ignored, as the protocol says)."""
    defs = load_schema(SCHEMA)["$defs"]
    request = dict(defs["request"])
    request["required"] = [k for k in request["required"] if k != "id"]
    # The bot side only echoes the id (whatever it is): it has never checked it.
    request["properties"] = {k: v for k, v in request["properties"].items() if k != "id"}
    out = {"request": request}
    for form in defs["reply"]["oneOf"]:
        (key,) = form["required"]
        out[key] = {"type": "object", **form, "properties": {
            **defs["reply"]["properties"], **form["properties"]}}
    return out


def check(doc, schema: str, what: str) -> None:
    """BadMessage naming the first field of ``doc`` the schema refuses."""
    if not isinstance(doc, dict):
        raise BadMessage(f"the {what} is not a JSON object")
    problems = schema_problems(doc, message_schemas()[schema], limit=1, root=load_schema(SCHEMA))
    if problems:
        problem = problems[0]
        # "(document): has no 'bid'" -> "the reply has no 'bid'"
        if problem.startswith("(document): "):
            problem = f"the {what} " + problem.removeprefix("(document): ")
        raise BadMessage(problem)


def checked_request(request):
    """The request as the reader takes it (``tolerated``; cards respelled if that is
    what it takes), or BadMessage naming the field the schema refuses."""
    request = tolerated(request)
    try:
        check(request, "request", "request")
    except BadMessage:
        spelled = canonical_cards(request)  # "h14" and " H14 " were always read
        if spelled is request:
            raise
        check(spelled, "request", "request")  # (only spellings changed: its words hold)
        request = spelled
    return request


def spelled_reply(reply, key: str):
    """The reply with its card or suit written as the schema spells it, where
    Card.parse / Suit.parse read it ("h14", " H14 ", "h": version 1 hosts always
    did); else unchanged (the schema names the problem)."""
    if isinstance(reply, dict) and isinstance(reply.get(key), str):
        try:
            parse = Card.parse if key == "card" else Suit.parse
            return {**reply, key: str(parse(reply[key]))}
        except ParseError:
            pass
    return reply


def tolerated(request):
    """The request with the defaults this reader has always filled in for a view
    without ``hand``, ``others_hands``, ``turned`` or ``trump`` (null), ``trick`` or
    its ``cards`` (none played yet) or a usable ``time_ms`` (1000). Refusing such
    requests now would tighten version 1 (docs/bot-protocol.md, Versions); the
    schema checks the rest."""
    view = request.get("view") if isinstance(request, dict) else None
    if not isinstance(view, dict):
        return request
    filled = {key: None for key in ("hand", "others_hands", "turned", "trump")
              if key not in view}
    trick = view.get("trick")
    if not trick:
        order = view.get("bid_order")
        first = order[0] if isinstance(order, list) and order else 0
        filled["trick"] = {"leader": first, "cards": []}
    elif isinstance(trick, dict) and "cards" not in trick:
        filled["trick"] = {**trick, "cards": []}
    time_ms = view.get("time_ms")
    if not isinstance(time_ms, int | float) or isinstance(time_ms, bool) or time_ms < 1:
        filled["time_ms"] = 1000
    elif not isinstance(time_ms, int):
        filled["time_ms"] = max(1, round(time_ms))
    return {**request, "view": {**view, **filled}} if filled else request


def canonical_cards(request: dict) -> dict:
    """The request with its cards and suits spelled as the schema spells them
    ("h14" -> "H14"), where they can be read so; itself when nothing changes."""
    v = request.get("view") if isinstance(request, dict) else None
    if not isinstance(v, dict):
        return request
    changed: dict = {}

    def spell(value, parse):
        if isinstance(value, str):
            try:
                return str(parse(value))
            except ParseError:
                pass
        return value

    def cards(items):
        return [spell(c, Card.parse) for c in items] if isinstance(items, list) else items

    for key in ("hand", "legal") if request.get("type") in ("play", "pass") else ("hand",):
        changed[key] = cards(v.get(key))
    if request.get("type") == "trump" and isinstance(v.get("legal"), list):
        changed["legal"] = [spell(x, Suit.parse) for x in v["legal"]]
    changed["turned"] = spell(v.get("turned"), Card.parse)
    changed["trump"] = spell(v.get("trump"), Suit.parse)
    if isinstance(v.get("others_hands"), dict):
        changed["others_hands"] = {k: cards(h) for k, h in v["others_hands"].items()}
    if isinstance(v.get("trick"), dict) and "cards" in v["trick"]:
        changed["trick"] = {**v["trick"], "cards": cards(v["trick"]["cards"])}
    if isinstance(v.get("tricks"), list):
        changed["tricks"] = [{**t, "cards": cards(t["cards"])}
                             if isinstance(t, dict) and "cards" in t else t
                             for t in v["tricks"]]
    if all(changed[k] == v.get(k) for k in changed):
        return request
    return {**request, "view": {**v, **changed}}


def hello_problem(msg: dict) -> str | None:
    """What the schema says of the hello's fields the rules are read from (players,
    rules, round_count), for the complaint when they cannot be read; None if it
    finds nothing (the rules themselves refused the combination)."""
    hello = load_schema(SCHEMA)["$defs"]["hello"]["properties"]
    fields = {key: hello[key] for key in ("players", "round_count")}
    fields["rules"] = {"type": ["object", "null"]}  # null or a missing flag: off
    found = schema_problems(msg, {"type": "object", "properties": fields}, limit=1,
                            root=load_schema(SCHEMA))
    return found[0] if found else None
