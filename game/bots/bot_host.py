"""Hosting a ``wizard-bot/1`` program for one seat (``cmd:`` seats in the arena).

``ExternalPlayer`` starts the bot (``game.bots.bot_process``: own process group, bounded
pipes), sends it the seat's view as numbered requests, and checks every reply.
Whatever the bot does (crash, hang, stop reading, flood, oversized or nested
lines, garbage, stale or illegal answers) ends the same way: a one-line report
naming the bot, the seat and the request, the built-in Easy AI plays that
decision, and the game goes on. The protocol is described in docs/bot-protocol.md.
"""

from __future__ import annotations

import json
import shlex
import time
from collections.abc import Callable

from game.bots.bot_process import EOF, BotProcess
from game.bots.protocol import (
    MAX_MESSAGE_BYTES,
    BadMessage,
    Oversized,
    decode_line,
    hello_message,
    reply_to_action,
    request_for,
)
from game.bots.protocol_special import KNOWS_SPECIAL
from game.rules import Action, SeatView
from game.rules.text import clean, terminal
from game.rules.transcript import NAME_MAX, show

MAX_REPORTS = 20  # per bot and game; further problems are only counted
# A report's length: a bot's megabyte-long id or name is shown by its start, so what
# a bot can make the host keep, log and write to the summary stays small.
MAX_REPORT_CHARS = 400


class BotRefused(Exception):
    """A bot that cannot sit in this game: it did not say in its hello that it knows
    the special cards the game plays with. The game stops (the arena says why in one
    line): an Easy AI in its place would be scored as the bot."""


def describe(request: dict) -> str:
    """A short, readable name for a request in reports."""
    v = request.get("view", {})
    where = f"round {v.get('round')}"
    if request.get("type") == "play":
        where += f", trick {len(v.get('tricks', [])) + 1}"
    legal = ",".join(str(x) for x in v.get("legal", []))
    hand = " ".join(v.get("hand") or []) or "blind"
    return (
        f"{request.get('type')} request #{request.get('id')} ({where}, hand {hand}, legal {legal})"
    )


def clip(text: str, limit: int = 120) -> str:
    text = text.rstrip("\n")
    return text if len(text) <= limit else text[:limit] + f"... ({len(text)} chars)"


class ExternalPlayer:
    """A seat played by a bot program speaking ``wizard-bot/1`` on stdin/stdout.

    ``report(text)`` receives every problem (also kept in ``problems``);
    ``wire(direction, line)`` (optional) sees every line sent ("host") and
    received ("bot"), for logs and tests.
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
        write_timeout_s: float | None = None,
        wire: Callable[[str, str], None] | None = None,
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
        self.write_timeout_s = write_timeout_s or max(2.0, 2 * self.time_ms / 1000)
        self.report_fn = report
        self.wire = wire
        self.problems: list[str] = []
        self.unshown = 0  # problems over MAX_REPORTS
        self.fallback = HeuristicPlayer(memory=False, kind="easy", seed=seed)
        self.fallbacks = 0
        self.bot: BotProcess | None = None
        self.dead = False
        self.started = False
        self.greeted = False  # the bot's hello reply has arrived
        self.knows_special = False  # its hello reply said "special_cards": true
        self.next_id = 1  # the hello is request 0
        self.owed: list[int] = []  # ids of timed-out requests whose answers may still come
        self.timeouts_in_row = 0
        self.rounds_sent = 0
        self.seat: int | None = None
        self.rules_special = None  # the game's special cards, once it has started
        self.last_request = "the hello"  # named in reports of lines between requests

    # -- reports
    def _report(self, text: str, always: bool = False) -> None:
        """Report a problem; after MAX_REPORTS only the bot's end (``always``) is shown."""
        if len(self.problems) >= MAX_REPORTS and not always:
            self.unshown += 1
            return
        msg = terminal(f"bot {self.command!r} (seat {self.seat}): {text}", MAX_REPORT_CHARS)
        self.problems.append(msg)
        if self.report_fn is not None:
            self.report_fn(msg)

    # -- the process
    def _start(self, view: SeatView) -> None:
        self.started = True
        self.seat = view.seat
        self.rules_special = view.rules.special
        try:
            self.bot = BotProcess(self.argv, MAX_MESSAGE_BYTES + 1)
        except (OSError, ValueError) as err:
            self.dead = True
            self._report(f"cannot be started: {err}; the Easy AI plays this seat", always=True)
            return
        names = self.names or [f"Seat {i + 1}" for i in range(view.players)]
        hello = {**hello_message(view.seat, view.rules, names), "id": 0}
        if not self._send(hello, "the hello"):
            return
        item = self.bot.receive(self.startup_s)
        if item is None:
            self._report(f"did not answer the hello within {self.startup_s:g} s; playing on")
        elif item is EOF:
            self._crashed("after the hello")
        else:
            reply, problem = self._decode(item)
            if problem or not isinstance(reply, dict) or reply.get("type") != "hello":
                self._report(f"answered the hello with {problem or 'something else'}; playing on")
            else:
                self.greeted = True
                self.knows_special = reply.get(KNOWS_SPECIAL) is True
                name = reply.get("name")
                self.name = clean(name, NAME_MAX) if isinstance(name, str) else None

    def _refuse_unless_special_known(self, view: SeatView) -> None:
        if not view.rules.special or self.knows_special:
            return
        said = "its hello reply did not say" if self.greeted else "it did not answer the hello"
        self.close()
        raise BotRefused(
            f"bot {self.command!r} (seat {view.seat}) cannot sit in a game with special "
            f"cards ({view.rules.special}): {said} \"special_cards\": true "
            "(docs/bot-protocol.md, Special cards)"
        )

    def _send(self, message: dict, what: str) -> bool:
        if self.dead or self.bot is None:
            return False
        line = json.dumps(message, separators=(",", ":")) + "\n"
        if self.wire is not None:
            self.wire("host", line)
        error = self.bot.send(line.encode("utf-8"), self.write_timeout_s)
        if error is None:
            return True
        if error == "timeout":
            self._stop(
                f"did not read its input for {self.write_timeout_s:g} s while being sent "
                f"{what}, so the bot is stopped and the Easy AI plays this seat from now on"
            )
        else:
            self._crashed(f"while being sent {what}: {error}")
        return False

    def _crashed(self, during: str) -> None:
        self.dead = True
        code = self.bot.stop(grace=0.5) if self.bot is not None else None
        how = f"exited with code {code}" if code is not None else "closed its output"
        self._report(f"{how} ({during}); the Easy AI plays this seat from now on", always=True)

    def _stop(self, why: str) -> None:
        self.dead = True
        self._report(why, always=True)
        if self.bot is not None:
            self.bot.stop()

    # -- reading replies
    def _decode(self, item) -> tuple[object, str | None]:
        """(the JSON value of a line, None) or (None, what is wrong with it)."""
        if isinstance(item, Oversized):
            return None, (
                f"a line of {item.size:,} bytes, over the {MAX_MESSAGE_BYTES:,}-byte limit "
                f"(starts {item.head[:40]!r}), discarded"
            )
        if self.wire is not None:
            self.wire("bot", item.decode("utf-8", "replace"))
        try:
            return decode_line(item), None
        except BadMessage as err:
            return None, f"{clip(item.decode('utf-8', 'replace'))!r}, {err}"

    def _late(self, reply) -> bool:
        """True if ``reply`` is an answer owed to a timed-out request (it is dropped)."""
        rid = reply.get("id") if isinstance(reply, dict) else None
        if isinstance(rid, int) and not isinstance(rid, bool) and rid in self.owed:
            self.owed.remove(rid)
            return True
        if rid is None and self.owed:
            self.owed.pop(0)
            return True
        return False

    def _drain(self) -> None:
        """Drop what the bot wrote between requests: late answers, or lines nobody asked for."""
        for item in self.bot.pending():
            reply, problem = self._decode(item)
            if problem is None and self._late(reply):
                continue
            if problem is None and isinstance(reply, dict) and reply.get("type") == "hello":
                self.greeted = True
                continue
            self._report(
                f"wrote {problem or 'a line nobody asked for'} after {self.last_request} "
                "was answered; ignored"
            )

    def _answer(self, request: dict, wait: float):
        """The bot's reply to ``request`` (a dict), or None with the problem reported."""
        rid, what = request["id"], describe(request)
        deadline = time.monotonic() + wait
        while True:
            left = deadline - time.monotonic()
            item = self.bot.receive(left)
            if item is None:
                self._timed_out(request)
                return None
            if item is EOF:
                self._crashed(f"while answering {what}")
                return None
            reply, problem = self._decode(item)
            if problem is not None:
                self._report(f"answered {what} with {problem}; the Easy AI played this move")
                return None
            if self._late(reply):
                continue
            if isinstance(reply, dict) and reply.get("type") == "hello" and not self.greeted:
                self.greeted = True  # a slow start: the answer to this request comes next
                continue
            echoed = reply.get("id", rid) if isinstance(reply, dict) else rid
            if echoed == rid and not isinstance(echoed, bool):
                self.timeouts_in_row = 0  # only a fresh answer: late ones do not count
                return reply
            if isinstance(echoed, int) and not isinstance(echoed, bool) and 0 <= echoed < rid:
                self._report(f"answered request #{echoed} again while {what} was open; ignored")
                continue
            self._report(
                f"answered {what} with {clip(json.dumps(reply))!r}, whose id {show(echoed)} is "
                f"not {rid}; the Easy AI played this move"
            )
            return None

    def _timed_out(self, request: dict) -> None:
        self.owed.append(request["id"])
        self.timeouts_in_row += 1
        what = describe(request)
        if self.timeouts_in_row >= self.max_timeouts:
            self._stop(
                f"no answer within {self.time_ms} ms to {what}; {self.timeouts_in_row} timeouts "
                "in a row, so the bot is stopped and the Easy AI plays this seat from now on"
            )
        else:
            self._report(
                f"no answer within {self.time_ms} ms to {what}; the Easy AI played this move"
            )

    # -- the Player interface
    def choose(self, view: SeatView, time_ms: float | None = None) -> Action:
        try:
            action = self._ask(view)
        except BotRefused:
            raise
        except Exception as err:  # the host's own bug must not end a game either
            self._report(f"host error ({type(err).__name__}: {err}); the Easy AI played this move")
            action = None
        if action is None:
            self.fallbacks += 1
            return self.fallback.choose(view)
        return action

    def _ask(self, view: SeatView) -> Action | None:
        if not self.started:
            self._start(view)
            self._refuse_unless_special_known(view)
        self._send_rounds(view)
        if self.dead:
            return None
        self._drain()
        request = request_for(view, self.time_ms, self.next_id)
        self.next_id += 1
        what = describe(request)
        if not self._send(request, what):
            return None
        reply = self._answer(request, self.time_ms / 1000 * 1.1 + 0.1)  # grace for the pipes
        self.last_request = what
        if reply is None:
            return None
        try:
            return reply_to_action(reply, view)
        except BadMessage as err:
            self._report(
                f"answered {what} with {clip(json.dumps(reply))!r}: {err}; "
                "the Easy AI played this move"
            )
            return None

    def _send_rounds(self, view: SeatView) -> None:
        """Tell the bot about rounds finished since the last request."""
        for rec in view.history[self.rounds_sent :]:
            self.round_over(rec)

    def round_over(self, record) -> None:
        """Send a finished round: of a game with special cards only what this seat may
        know (of the passes, the cards it gave and received)."""
        from game.rules.transcript import round_to_json
        from game.rules.view import record_seen

        if self.bot is None or record.number <= self.rounds_sent:
            return
        self.rounds_sent = record.number
        special = bool(self.rules_special)
        if special:
            record = record_seen(record, self.seat)
        message = {"type": "round_over", "round": round_to_json(record, special)}
        self._send(message, "round_over")

    def game_over(self, transcript: dict) -> None:
        if self.bot is not None:
            self._send({"type": "game_over", "transcript": transcript}, "game_over")
        self.close()

    def close(self) -> None:
        """End the bot and its process group (a second call does nothing)."""
        bot, self.bot = self.bot, None
        self.dead = True
        if bot is not None:
            bot.stop(grace=2.0)
        if self.unshown:
            count, self.unshown = self.unshown, 0
            self.problems.append(
                f"bot {self.command!r} (seat {self.seat}): {count} more "
                f"{'problem' if count == 1 else 'problems'} not shown"
            )
            if self.report_fn is not None:
                self.report_fn(self.problems[-1])

    def __del__(self):
        bot = getattr(self, "bot", None)
        if bot is not None:
            bot.kill_group()
