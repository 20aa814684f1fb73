"""``wizard-bot/1`` (see ``shared/bot-protocol.md``): both directions.

- ``ExternalPlayer`` hosts a bot program: it starts the command, sends it the
  seat's view as requests, checks every reply, and plays the built-in Easy AI
  for any decision the bot gets wrong (crash, hang, garbage, illegal answer),
  reporting which bot, which request and what it said. A game always finishes.
- ``serve`` runs one of our AIs as a bot program on standard input and output
  (``wizard bot --level expert``).
"""

from __future__ import annotations

import contextlib
import json
import queue
import shlex
import subprocess
import sys
import threading
import time
from collections.abc import Callable

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
from game.rules.errors import ConfigError, ParseError

PROTOCOL = "wizard-bot/1"
REQUEST_TYPES = {Phase.BID: "bid", Phase.CHOOSE_TRUMP: "trump", Phase.PLAY: "play"}
REPLY_KEYS = {"bid": "bid", "trump": "trump", "play": "card"}


# ------------------------------------------------------------- views as JSON
def _cards(cards) -> list[str]:
    return [str(Card(c)) for c in cards]


def _legal_json(view: SeatView) -> list:
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
    """The ``view`` object of a request, exactly as the protocol lists it."""
    return {
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
            {"leader": t.leader, "cards": _cards(t.cards), "winner": t.winner}
            for t in view.tricks
        ],
        "trick": {"leader": view.trick_leader, "cards": _cards(view.trick)},
        "won": list(view.won),
        "totals": list(view.totals),
        "legal": _legal_json(view),
        "time_ms": int(time_ms),
    }


def request_for(view: SeatView, time_ms: int) -> dict:
    return {"type": REQUEST_TYPES[view.phase], "view": view_to_json(view, time_ms)}


def hello_message(seat: int, rules: Rules, names) -> dict:
    return {
        "type": "hello",
        "protocol": PROTOCOL,
        "seat": seat,
        "players": rules.players,
        "rules": rules.variants(),
        "names": list(names),
    }


class BadMessage(ValueError):
    """A request or reply that does not follow the protocol."""


def _need(d: dict, key: str, kind, what: str = "view"):
    if key not in d:
        raise BadMessage(f"{what} has no {key!r}")
    value = d[key]
    if kind is int and (not isinstance(value, int) or isinstance(value, bool)):
        raise BadMessage(f"{what}.{key} must be an integer, not {value!r}")
    if kind is list and not isinstance(value, list):
        raise BadMessage(f"{what}.{key} must be a list, not {value!r}")
    return value


def _parse_cards(items, what: str) -> tuple[Card, ...]:
    if not isinstance(items, list):
        raise BadMessage(f"{what} must be a list of cards, not {items!r}")
    try:
        return tuple(Card.parse(c) if isinstance(c, str) else _bad_card(c) for c in items)
    except ParseError as err:
        raise BadMessage(f"{what}: {err}") from None


def _bad_card(c):
    raise ParseError(f"unknown card {c!r}")


def view_from_json(request: dict, rules: Rules | None = None) -> SeatView:
    """Rebuild the seat's view from a request (the bot side of the protocol)."""
    if not isinstance(request, dict):
        raise BadMessage("the request is not a JSON object")
    rtype = request.get("type")
    phase = {v: k for k, v in REQUEST_TYPES.items()}.get(rtype)
    if phase is None:
        raise BadMessage(f"unknown request type {rtype!r}")
    v = request.get("view")
    if not isinstance(v, dict):
        raise BadMessage("the request has no view object")
    players = _need(v, "players", int)
    if rules is None or rules.players != players:
        try:
            rules = Rules(players)
        except ConfigError as err:
            raise BadMessage(str(err)) from None
    seat = _need(v, "seat", int)
    if not 0 <= seat < players:
        raise BadMessage(f"seat {seat} is not a seat of a {players}-player game")
    rnd = _need(v, "round", int)
    dealer = _need(v, "dealer", int)
    hand = v.get("hand")
    hand = None if hand is None else _parse_cards(hand, "view.hand")
    others = v.get("others_hands")
    if others is not None:
        if not isinstance(others, dict):
            raise BadMessage("view.others_hands must be an object or null")
        try:
            others = {int(s): _parse_cards(h, "view.others_hands") for s, h in others.items()}
        except ValueError as err:
            raise BadMessage(f"view.others_hands: {err}") from None
    turned = v.get("turned")
    try:
        turned = None if turned is None else Card.parse(turned)
        trump = v.get("trump")
        trump = None if trump is None else Suit.parse(trump)
    except (ParseError, AttributeError) as err:
        raise BadMessage(str(err)) from None
    bid_order = tuple(_need(v, "bid_order", list))
    bids = _need(v, "bids", list)
    if len(bids) != players or any(
        b is not None and (not isinstance(b, int) or isinstance(b, bool)) for b in bids
    ):
        raise BadMessage(f"view.bids must list {players} bids or nulls, not {bids!r}")
    tricks = []
    for t in _need(v, "tricks", list):
        if not isinstance(t, dict):
            raise BadMessage("view.tricks must hold objects")
        tricks.append(
            Trick(
                _need(t, "leader", int, "trick"),
                _parse_cards(t.get("cards"), "trick.cards"),
                _need(t, "winner", int, "trick"),
            )
        )
    trick = v.get("trick") or {"leader": bid_order[0] if bid_order else 0, "cards": []}
    if not isinstance(trick, dict):
        raise BadMessage("view.trick must be an object")
    trick_leader = _need(trick, "leader", int, "view.trick")
    trick_cards = _parse_cards(trick.get("cards", []), "view.trick.cards")
    won = tuple(_need(v, "won", list))
    totals = tuple(_need(v, "totals", list))
    legal_json = _need(v, "legal", list)
    legal: list[Action] = []
    try:
        for item in legal_json:
            if phase == Phase.PLAY:
                legal.append(Play(Card.parse(item)))
            elif phase == Phase.BID:
                if not isinstance(item, int) or isinstance(item, bool):
                    raise BadMessage(f"a legal bid must be an integer, not {item!r}")
                legal.append(Bid(item))
            else:
                legal.append(ChooseTrump(Suit.parse(item)))
    except (ParseError, AttributeError) as err:
        raise BadMessage(f"view.legal: {err}") from None
    if not legal:
        raise BadMessage("view.legal is empty: there is nothing to choose")
    if len(won) != players or len(totals) != players:
        raise BadMessage(f"view.won and view.totals must list {players} numbers")
    return SeatView(
        seat=seat,
        rules=rules,
        round=rnd,
        dealer=dealer,
        phase=phase,
        to_move=seat,
        hand=hand,
        others_hands=others,
        turned=turned,
        trump=trump,
        bid_order=bid_order,
        bids=tuple(bids),
        tricks=tuple(tricks),
        trick_leader=trick_leader,
        trick=trick_cards,
        won=won,
        totals=totals,
        history=(),
        legal=tuple(legal),
    )


def action_to_reply(action: Action) -> dict:
    if isinstance(action, Play):
        return {"card": str(Card(action.card))}
    if isinstance(action, Bid):
        return {"bid": action.tricks}
    if isinstance(action, ChooseTrump):
        return {"trump": str(Suit(action.suit))}
    raise ValueError(f"no reply for {action!r}")


def reply_to_action(reply, view: SeatView) -> Action:
    """The action a reply names; BadMessage if it is garbage or not legal."""
    if not isinstance(reply, dict):
        raise BadMessage("the reply is not a JSON object")
    rtype = REQUEST_TYPES[view.phase]
    key = REPLY_KEYS[rtype]
    if key not in reply:
        raise BadMessage(f"the reply has no {key!r}")
    value = reply[key]
    try:
        if rtype == "play":
            if not isinstance(value, str):
                raise ParseError(f"{value!r} is not a card")
            action: Action = Play(Card.parse(value))
        elif rtype == "bid":
            if not isinstance(value, int) or isinstance(value, bool):
                raise ParseError(f"{value!r} is not a whole number")
            action = Bid(value)
        else:
            if not isinstance(value, str):
                raise ParseError(f"{value!r} is not a suit")
            action = ChooseTrump(Suit.parse(value))
    except ParseError as err:
        raise BadMessage(str(err)) from None
    if action not in view.legal:
        legal = ", ".join(str(x) for x in _legal_json(view))
        raise BadMessage(f"illegal answer {value!r} (legal: {legal})")
    return action


# ------------------------------------------------------------ hosting a bot
def _describe(request: dict) -> str:
    """A short, readable name for a request in reports."""
    v = request.get("view", {})
    where = f"round {v.get('round')}"
    if request.get("type") == "play":
        where += f", trick {len(v.get('tricks', [])) + 1}"
    legal = ",".join(str(x) for x in v.get("legal", []))
    hand = " ".join(v.get("hand") or []) or "blind"
    return f"{request.get('type')} request ({where}, hand {hand}, legal {legal})"


def _clip(text: str, limit: int = 200) -> str:
    text = text.rstrip("\n")
    return text if len(text) <= limit else text[:limit] + f"... ({len(text)} chars)"


class ExternalPlayer:
    """A seat played by a bot program speaking ``wizard-bot/1`` on stdin/stdout.

    ``report(text)`` receives every problem (also kept in ``problems``). Decisions
    the bot gets wrong are played by the built-in Easy AI.
    """

    def __init__(
        self,
        command: str,
        *,
        time_ms: int = 1000,
        names=None,
        label: str | None = None,
        seed: int | None = None,
        report: Callable[[str], None] | None = None,
        startup_s: float = 10.0,
        max_timeouts: int = 3,
    ):
        from ai.heuristic import HeuristicPlayer

        self.command = command
        self.argv = shlex.split(command)
        self.kind = label or f"cmd:{command}"
        self.name = None
        self.time_ms = int(time_ms)
        self.names = names
        self.startup_s = startup_s
        self.max_timeouts = max_timeouts
        self.report_fn = report
        self.problems: list[str] = []
        self.fallback = HeuristicPlayer(memory=False, kind="easy", seed=seed)
        self.fallbacks = 0
        self.proc: subprocess.Popen | None = None
        self.lines: queue.Queue = queue.Queue()
        self.dead = False
        self.stale = 0  # replies still owed to requests that timed out
        self.timeouts_in_row = 0
        self.rounds_sent = 0
        self.seat: int | None = None

    # -- process handling
    def _report(self, text: str) -> None:
        msg = f"bot {self.command!r} (seat {self.seat}): {text}"
        self.problems.append(msg)
        if self.report_fn is not None:
            self.report_fn(msg)

    def _start(self, view: SeatView) -> None:
        self.seat = view.seat
        try:
            self.proc = subprocess.Popen(
                self.argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=None,
                text=True,
                encoding="utf-8",
                errors="replace",
                bufsize=1,
            )
        except OSError as err:
            self.dead = True
            self._report(f"cannot be started: {err}; the Easy AI plays this seat")
            return
        threading.Thread(target=self._read, args=(self.proc.stdout,), daemon=True).start()
        names = self.names or [f"Seat {i + 1}" for i in range(view.players)]
        hello = hello_message(view.seat, view.rules, names)
        if not self._send(hello, "hello"):
            return
        line = self._receive(self.startup_s)
        if line is None:
            if not self.dead:
                self._report(
                    f"did not answer the hello within {self.startup_s:g} s; playing on"
                )
            return
        try:
            reply = json.loads(line)
            if not isinstance(reply, dict) or reply.get("type") != "hello":
                raise ValueError("not a hello")
            name = reply.get("name")
            self.name = name if isinstance(name, str) else None
        except ValueError:
            self._report(f"answered the hello with {_clip(line)!r}, not a hello; playing on")

    def _read(self, stream) -> None:
        try:
            for line in iter(lambda: stream.readline(1_000_000), ""):
                self.lines.put(line)
        except (OSError, ValueError):
            pass
        self.lines.put(None)  # end of output: the bot exited or closed stdout

    def _send(self, message: dict, what: str) -> bool:
        if self.dead or self.proc is None:
            return False
        try:
            self.proc.stdin.write(json.dumps(message, separators=(",", ":")) + "\n")
            self.proc.stdin.flush()
            return True
        except (OSError, ValueError):
            self._crashed(f"could not be sent the {what}")
            return False

    def _crashed(self, during: str) -> None:
        self.dead = True
        code = None
        if self.proc is not None:
            try:
                code = self.proc.wait(timeout=0.5)
            except subprocess.TimeoutExpired:
                self._kill()
        how = f"exited with code {code}" if code is not None else "closed its output"
        self._report(f"{how} ({during}); the Easy AI plays this seat from now on")

    def _kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.proc.wait(timeout=2)

    def _receive(self, timeout: float) -> str | None:
        """The next fresh line (skipping replies owed to timed-out requests), or None."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            try:
                line = self.lines.get(timeout=max(0.0, left))
            except queue.Empty:
                return None
            if line is None:
                self.lines.put(None)  # keep the end marker for later reads
                if not self.dead:
                    self._crashed("while answering")
                return None
            if self.stale > 0:
                self.stale -= 1
                continue
            return line

    # -- the Player interface
    def choose(self, view: SeatView, time_ms: float | None = None) -> Action:
        if self.proc is None and not self.dead:
            self._start(view)
        self._send_rounds(view)
        if self.dead:
            return self._fallback(view)
        request = request_for(view, self.time_ms)
        if not self._send(request, _describe(request)):
            return self._fallback(view)
        wait = self.time_ms / 1000 * 1.1 + 0.1  # a little grace for the pipes
        line = self._receive(wait)
        if line is None:
            if self.dead:
                return self._fallback(view)
            self.stale += 1
            self.timeouts_in_row += 1
            if self.timeouts_in_row >= self.max_timeouts:
                self._report(
                    f"no answer within {self.time_ms} ms to {_describe(request)}; "
                    f"{self.timeouts_in_row} timeouts in a row, so the bot is stopped and "
                    "the Easy AI plays this seat from now on"
                )
                self.dead = True
                self._kill()
            else:
                self._report(
                    f"no answer within {self.time_ms} ms to {_describe(request)}; "
                    "the Easy AI played this move"
                )
            return self._fallback(view)
        self.timeouts_in_row = 0
        try:
            reply = json.loads(line)
            if isinstance(reply, dict) and reply.get("type") == "hello":
                # A late answer to the hello: the reply to this request comes next.
                line = self._receive(max(0.05, wait / 2)) or ""
                reply = json.loads(line)
        except ValueError:
            self._report(
                f"answered {_describe(request)} with {_clip(line)!r}, which is not JSON; "
                "the Easy AI played this move"
            )
            return self._fallback(view)
        try:
            return reply_to_action(reply, view)
        except BadMessage as err:
            self._report(
                f"answered {_describe(request)} with {_clip(line)!r}: {err}; "
                "the Easy AI played this move"
            )
            return self._fallback(view)

    def _fallback(self, view: SeatView) -> Action:
        self.fallbacks += 1
        return self.fallback.choose(view)

    def _send_rounds(self, view: SeatView) -> None:
        """Tell the bot about rounds finished since the last request."""
        from game.rules.transcript import round_to_json

        while self.rounds_sent < len(view.history):
            rec = view.history[self.rounds_sent]
            self.rounds_sent += 1
            self._send({"type": "round_over", "round": round_to_json(rec)}, "round_over")

    def round_over(self, record) -> None:
        from game.rules.transcript import round_to_json

        if self.proc is None or record.number <= self.rounds_sent:
            return
        self.rounds_sent = record.number
        self._send({"type": "round_over", "round": round_to_json(record)}, "round_over")

    def game_over(self, transcript: dict) -> None:
        if self.proc is not None:
            self._send({"type": "game_over", "transcript": transcript}, "game_over")
        self.close()

    def close(self) -> None:
        proc = self.proc
        if proc is None:
            return
        with contextlib.suppress(OSError, ValueError):
            proc.stdin.close()
        try:
            proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            self._kill()
        self.dead = True

    def __del__(self):
        with contextlib.suppress(Exception):
            self._kill()


# ------------------------------------------------------------- being a bot
def serve(player, stdin=None, stdout=None, stderr=None, name: str | None = None,
          reserve_ms: float = 60.0) -> int:
    """Answer ``wizard-bot/1`` requests with ``player`` until stdin closes.

    Every answer comes within the request's ``time_ms`` (the search is capped at
    that time minus ``reserve_ms``). A bad request is reported on stderr and
    skipped; the bot keeps running.
    """
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    stderr = stderr or sys.stderr
    rules: Rules | None = None
    name = name or f"Wizard {player.kind}"

    def say(obj) -> None:
        stdout.write(json.dumps(obj, separators=(",", ":")) + "\n")
        stdout.flush()

    def complain(text: str) -> None:
        print(f"wizard bot: {text}", file=stderr, flush=True)

    for line in stdin:
        start = time.monotonic()
        if not line.strip():
            continue
        try:
            msg = json.loads(line)
        except ValueError:
            complain(f"bad request (not JSON): {_clip(line)!r}")
            continue
        if not isinstance(msg, dict):
            complain(f"bad request (not an object): {_clip(line)!r}")
            continue
        mtype = msg.get("type")
        if mtype == "hello":
            try:
                flags = msg.get("rules") or {}
                rules = Rules(
                    int(msg.get("players", 4)),
                    bool(flags.get("plus_minus_one", False)),
                    bool(flags.get("hidden_bids", False)),
                    bool(flags.get("blind_first_round", False)),
                )
            except (ConfigError, ValueError, TypeError, AttributeError) as err:
                complain(f"bad hello ({err}); assuming the standard rules")
                rules = None
            say({"type": "hello", "name": name})
            continue
        if mtype in ("round_over", "game_over"):
            continue
        if mtype not in ("bid", "trump", "play"):
            complain(f"bad request (unknown type {mtype!r}): {_clip(line)!r}")
            continue
        try:
            view = view_from_json(msg, rules)
        except (BadMessage, ParseError, ConfigError, TypeError, ValueError, KeyError) as err:
            complain(f"bad request ({err}): {_clip(line)!r}")
            continue
        time_ms = (msg.get("view") or {}).get("time_ms")
        if not isinstance(time_ms, (int, float)) or isinstance(time_ms, bool) or time_ms <= 0:
            time_ms = 1000
        reserve = max(reserve_ms, 0.3 * time_ms)  # pipes, JSON and a busy machine
        budget = max(1.0, time_ms - reserve - (time.monotonic() - start) * 1000)
        try:
            action = player.choose(view, time_ms=budget)
            if action not in view.legal:
                raise ValueError(f"the AI chose {action}, which is not legal here")
        except Exception as err:  # never die on one strange position
            complain(f"could not decide ({type(err).__name__}: {err}); playing the first legal")
            action = view.legal[0]
        say(action_to_reply(action))
    return 0
