"""``wizard-bot/1`` messages (docs/bot-protocol.md), and being a bot.

- The message forms: a seat's view as a request and back, replies as actions
  and back, the hello, and ``decode_line`` (one line of JSON, bounded). What the
  readers accept is ``game.bots.protocol_check``: the schema in docs/schemas, and the
  little more version 1 readers have always taken.
- ``serve`` runs one of our AIs as a bot program on standard input and output
  (``wizard bot --level expert``); it survives any input line.
- Hosting a bot program is ``game.bots.bot_host.ExternalPlayer``.
"""

from __future__ import annotations

import json
import sys
import time
from dataclasses import dataclass

from game.bots import protocol_special as special
from game.bots.json_depth import too_deep
from game.bots.protocol_check import (  # noqa: F401 - BadMessage and SCHEMA are the protocol's
    SCHEMA,
    BadMessage,
    check,
    checked_request,
    hello_problem,
    spelled_reply,
)
from game.rules import (
    Action,
    Bid,
    Card,
    ChooseTrump,
    Phase,
    Play,
    Rules,
    SeatView,
    Suit,
    Trick,
)
from game.rules.errors import ConfigError
from game.rules.formats import Envelope

# The envelope: the hello's "protocol": "wizard-bot/1" (the version in the name); the
# messages' shapes are docs/schemas/wizard-bot.schema.json (game.bots.protocol_check).
ENVELOPE = Envelope("wizard-bot", 1, in_name=True, key="protocol",
                    foreign="the hello names no {format} protocol",
                    newer="the hello asks for protocol {version!r}")
PROTOCOL = ENVELOPE.tag  # "wizard-bot/1"
# The longest message either side may write: one line of JSON, newline excluded.
# Longer lines are discarded whole by the reader (and never held in memory).
MAX_MESSAGE_BYTES = 1_048_576
MAX_NESTING = 64  # deeper JSON is refused before the parser sees it
REQUEST_TYPES = {Phase.BID: "bid", Phase.CHOOSE_TRUMP: "trump", Phase.PLAY: "play",
                 **special.REQUEST_TYPES}
REPLY_KEYS = {"bid": "bid", "trump": "trump", "play": "card", **special.REPLY_KEYS}


# ------------------------------------------------------------- views as JSON
def _cards(cards) -> list[str]:
    return [str(Card(c)) for c in cards]


def _legal_json(view: SeatView) -> list:
    if view.rules.special and view.phase not in (Phase.BID, Phase.CHOOSE_TRUMP):
        return special.legal_json(view)
    out = []
    for a in view.legal:
        if isinstance(a, Play):
            out.append(str(Card(a.card)))
        elif isinstance(a, Bid):
            out.append(a.tricks)
        elif isinstance(a, ChooseTrump):
            out.append(str(Suit(a.suit)))
    return out


def view_to_json(view: SeatView, time_ms: int) -> dict:
    """The ``view`` object of a request, exactly as the protocol lists it; a game with
    special cards adds their keys (``game.bots.protocol_special``)."""
    doc = {
        "seat": view.seat,
        "players": view.players,
        "round": view.round,
        "dealer": view.dealer,
        "hand": None if view.hand is None else _cards(view.hand),
        "others_hands": None
        if view.others_hands is None
        else {str(s): _cards(h) for s, h in sorted(view.others_hands.items())},
        "turned": None if view.turned is None else str(Card(view.turned)),
        "trump": None if view.trump is None else str(Suit(view.trump)),
        "bid_order": list(view.bid_order),
        "bids": list(view.bids),
        "tricks": [
            {"leader": t.leader, "cards": _cards(t.cards), "winner": t.winner} for t in view.tricks
        ],
        "trick": {"leader": view.trick_leader, "cards": _cards(view.trick)},
        "won": list(view.won),
        "totals": list(view.totals),
        "legal": _legal_json(view),
        "time_ms": int(time_ms),
    }
    if view.rules.special:
        doc |= special.view_json(view)
    return doc


def request_for(view: SeatView, time_ms: int, request_id: int | None = None) -> dict:
    """A request; with ``request_id`` it carries the ``id`` a reply may echo."""
    request: dict = {"type": REQUEST_TYPES[view.phase]}
    if request_id is not None:
        request["id"] = request_id
    request["view"] = view_to_json(view, time_ms)
    return request


def hello_message(seat: int, rules: Rules, names) -> dict:
    return {"type": "hello"} | ENVELOPE.wrap({
        "seat": seat,
        "players": rules.players,
        "rules": rules.variants(),
        "names": list(names),
    }) | ({} if rules.length is None else {"round_count": rules.length})  # a shorter game


def decode_line(line: bytes | str):
    """The JSON value of one message line; BadMessage (never anything else) if it is not one.

    Refuses lines over MAX_MESSAGE_BYTES, text that is not UTF-8, and nesting deeper
    than MAX_NESTING (which would otherwise exhaust the parser's recursion).
    """
    if len(line) > MAX_MESSAGE_BYTES + 1:
        raise BadMessage(f"longer than the {MAX_MESSAGE_BYTES:,}-byte limit")
    if isinstance(line, bytes):
        data = line
        try:
            line = line.decode("utf-8")
        except UnicodeDecodeError:
            raise BadMessage("which is not UTF-8 text") from None
    else:
        data = line.encode("utf-8", "surrogatepass")
    if too_deep(data, MAX_NESTING):  # bytes-level: a flood of such lines costs little
        raise BadMessage(f"which nests deeper than {MAX_NESTING} levels")
    try:
        return json.loads(line)
    except (ValueError, RecursionError):
        raise BadMessage("which is not JSON") from None


def view_from_json(request: dict, rules: Rules | None = None) -> SeatView:
    """Rebuild the seat's view from a request (the bot side of the protocol).

    The request's shape is held to the schema (BadMessage names the first field it
    refuses); what the schema cannot say (the seat, bids, tricks won and totals
    match the number of players) is checked here."""
    request = checked_request(request)
    phase = {v: k for k, v in REQUEST_TYPES.items()}[request["type"]]
    v = request["view"]
    players = int(v["players"])  # whole numbers may come as 4.0: JSON does not tell them apart
    rtype = request["type"]
    if rtype in special.REPLY_KEYS and (rules is None or not rules.special):
        raise BadMessage(f"a {rtype} request, but the hello chose no special cards")
    if rules is None or rules.players != players:
        try:
            rules = Rules(players)
        except ConfigError as err:
            raise BadMessage(str(err)) from None
    seat = int(v["seat"])
    if not seat < players:
        raise BadMessage(f"seat {seat} is not a seat of a {players}-player game")
    bids = v["bids"]
    if len(bids) != players:
        raise BadMessage(f"view.bids must list {players} bids or nulls, not {bids!r}")
    if len(v["won"]) != players or len(v["totals"]) != players:
        raise BadMessage(f"view.won and view.totals must list {players} numbers")
    others = v["others_hands"]
    trick = v["trick"]
    legal: tuple[Action, ...]
    extra = special.view_fields(v) if rules.special else {}
    if rtype in special.REPLY_KEYS or (rules.special and phase == Phase.PLAY):
        legal = special.legal_actions(rtype, v["legal"])
    elif phase == Phase.PLAY:
        legal = tuple(Play(Card.parse(c)) for c in v["legal"])
    elif phase == Phase.BID:
        legal = tuple(Bid(int(b)) for b in v["legal"])
    else:
        legal = tuple(ChooseTrump(Suit.parse(s)) for s in v["legal"])
    return SeatView(
        seat=seat,
        rules=rules,
        round=int(v["round"]),
        dealer=int(v["dealer"]),
        phase=phase,
        to_move=seat,
        hand=None if v["hand"] is None else _parse_cards(v["hand"]),
        others_hands=None if others is None
        else {int(s): _parse_cards(h) for s, h in others.items()},
        turned=extra.pop("turned", None) or (
            None if v["turned"] is None else Card.parse(v["turned"])),
        trump=None if v["trump"] is None else Suit.parse(v["trump"]),
        bid_order=_ints(v["bid_order"]),
        bids=tuple(None if b is None else int(b) for b in bids),
        tricks=extra.pop("tricks", None) or tuple(
            Trick(int(t["leader"]), _parse_cards(t["cards"]), int(t["winner"]))
            for t in v["tricks"]
        ),
        trick_leader=int(trick["leader"]),
        trick=_parse_cards(trick["cards"]),
        won=_ints(v["won"]),
        totals=_ints(v["totals"]),
        history=(),
        legal=legal,
        **extra,
    )


def _parse_cards(items) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in items)  # the schema let only cards through


def _ints(items) -> tuple[int, ...]:
    return tuple(int(x) for x in items)


def action_to_reply(action: Action) -> dict:
    reply = special.action_reply(action)
    if reply is not None:  # the special cards' actions, and a card played
        return reply
    if isinstance(action, Play):
        return {"card": str(Card(action.card))}
    if isinstance(action, Bid):
        return {"bid": action.tricks}
    if isinstance(action, ChooseTrump):
        return {"trump": str(Suit(action.suit))}
    raise ValueError(f"no reply for {action!r}")


def reply_to_action(reply, view: SeatView) -> Action:
    """The action a reply names; BadMessage if it is garbage or not legal.

    The reply is held to the schema's form for this kind of request (BadMessage
    names the field); whether the answer is legal here is checked after."""
    rtype = REQUEST_TYPES[view.phase]
    key = REPLY_KEYS[rtype]
    reply = spelled_reply(reply, key)
    check(reply, key, "reply")
    value = reply[key]
    if rtype in special.REPLY_KEYS or (rtype == "play" and view.rules.special):
        try:
            action: Action = special.reply_action(rtype, reply)
        except ValueError as err:
            raise BadMessage(str(err)) from None
    elif rtype == "play":
        action = Play(Card.parse(value))
    elif rtype == "bid":
        action = Bid(int(value))
    else:
        action = ChooseTrump(Suit.parse(value))
    if action not in view.legal:
        legal = ", ".join(str(x) for x in _legal_json(view))
        raise BadMessage(f"illegal answer {value!r} (legal: {legal})")
    return action


# ------------------------------------------------------------- being a bot
def split_lines(readline, limit: int):
    """Whole lines from ``readline(n)`` (bytes or str), at most ``limit`` long (newline included).

    Yields each line or an ``Oversized`` for a longer one, which is consumed in
    ``limit``-sized pieces and never held whole. The last line may lack its newline.
    """
    while True:
        chunk = readline(limit + 1)
        if not chunk:
            return
        if len(chunk) <= limit:
            yield chunk
            continue
        size, head = len(chunk), chunk[:60]
        while chunk and chunk[-1:] not in (b"\n", "\n"):
            chunk = readline(limit + 1)
            size += len(chunk)
        yield Oversized(size, head if isinstance(head, bytes) else head.encode())


@dataclass(frozen=True)
class Oversized:
    """A line longer than the limit, already discarded: its size and first bytes."""

    size: int
    head: bytes


def _clip(text, limit: int = 120) -> str:
    if isinstance(text, bytes):
        text = text.decode("utf-8", "replace")
    text = text.rstrip("\n")
    return repr(text if len(text) <= limit else text[:limit] + f"... ({len(text)} chars)")


def _rules_from_hello(msg: dict) -> Rules:
    flags = msg.get("rules") or {}
    length = msg.get("round_count")  # only a game shorter than full names it
    return Rules(
        int(msg.get("players", 4)),
        bool(flags.get("plus_minus_one", False)),
        bool(flags.get("hidden_bids", False)),
        bool(flags.get("blind_first_round", False)),
        length if isinstance(length, int) and not isinstance(length, bool) else None,
        flags.get("special_cards", "none"),
    )


def serve(
    player, stdin=None, stdout=None, stderr=None, name: str | None = None, reserve_ms: float = 60.0
) -> int:
    """Answer ``wizard-bot/1`` requests with ``player`` until stdin closes.

    Every answer comes within the request's ``time_ms`` (the search is capped at
    that time minus ``reserve_ms``) and echoes the request's ``id``. A bad line
    (oversized, not UTF-8, not JSON, nested too deeply, an unreadable view) is
    reported on stderr in one line and skipped; the bot keeps running.
    """
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    stderr = stderr or sys.stderr
    source = getattr(stdin, "buffer", stdin)  # bytes where possible: undecodable input
    rules: Rules | None = None
    name = name or f"Wizard {player.kind}"

    def say(obj) -> None:
        stdout.write(json.dumps(obj, separators=(",", ":")) + "\n")
        stdout.flush()

    def complain(text: str) -> None:
        print(f"wizard bot: {text}", file=stderr, flush=True)

    for line in split_lines(source.readline, MAX_MESSAGE_BYTES + 1):
        start = time.monotonic()
        if isinstance(line, Oversized):
            complain(
                f"bad request (a line of {line.size:,} bytes, over the "
                f"{MAX_MESSAGE_BYTES:,}-byte limit): skipped"
            )
            continue
        if not line.strip():
            continue
        try:
            msg = decode_line(line)
        except BadMessage as err:
            complain(f"bad request ({str(err).removeprefix('which ')}): {_clip(line)}")
            continue
        if not isinstance(msg, dict):
            complain(f"bad request (not an object): {_clip(line)}")
            continue
        mtype = msg.get("type")
        if mtype == "hello":
            try:  # docs/bot-protocol.md: a version we do not know is said on stderr
                ENVELOPE.open(msg, BadMessage)
            except BadMessage as err:
                complain(f"bad hello ({err}); answering as {PROTOCOL}")
            try:
                rules = _rules_from_hello(msg)
            except Exception as err:  # any hello at all: play on with the standard rules
                complain(f"bad hello ({hello_problem(msg) or err}); assuming the standard rules")
                rules = None
            # Our levels play the special cards; a level that cannot decide one
            # plays the first legal answer (below), never nothing.
            say({"type": "hello", "name": name, special.KNOWS_SPECIAL: True})
            continue
        if mtype in ("round_over", "game_over"):
            continue
        if mtype not in REPLY_KEYS:
            complain(f"bad request (unknown type {mtype!r}): {_clip(line)}")
            continue
        try:
            view = view_from_json(msg, rules)
        except Exception as err:  # an unreadable view is the host's fault, not a crash
            complain(f"bad request ({err}): {_clip(line)}")
            continue
        time_ms = msg["view"].get("time_ms")
        if not isinstance(time_ms, (int, float)) or isinstance(time_ms, bool) or time_ms <= 0:
            time_ms = 1000
        reserve = max(reserve_ms, 0.3 * time_ms)  # pipes, JSON and a busy machine
        budget = max(1.0, min(time_ms, 3_600_000) - reserve - (time.monotonic() - start) * 1000)
        try:
            action = player.choose(view, time_ms=budget)
            if action not in view.legal:
                raise ValueError(f"the AI chose {action}, which is not legal here")
        except Exception as err:  # never die on one strange position
            complain(f"could not decide ({type(err).__name__}: {err}); playing the first legal")
            action = view.legal[0]
        reply = action_to_reply(action)
        if "id" in msg:
            reply["id"] = msg["id"]
        say(reply)
    return 0
