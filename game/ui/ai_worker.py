"""The computer players think in a separate process, never on the UI thread.

The table sends ``(request id, kind, level, seed, SeatView)`` to a worker process
(multiprocessing, *spawn* context) and polls for the answer every frame without
blocking, so the window keeps its frame rate while Expert searches. Each decision
makes a fresh player seeded from the game's seed, the seat and the move number,
so a game is deterministic given its seed, also after a save and resume.

``kind`` is ``"move"`` for an opponent's move or ``"hint"`` for the human's
hint (``ai.advice``'s suggestion plus the numbers behind it, in words).

The worker never outlives the game: a watchdog thread in the worker checks twice a
second that the game process is still its parent and alive, and ends the worker
when it is not (the game was killed), also in the middle of a long search.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import queue
import threading
import time
import zlib

from game.i18n import _, ngettext
from game.rules import Action, Bid, ChooseTrump, Play, SeatView
from game.rules.cards import JESTER, SUIT_OF, WIZARD
from game.rules.core import NO_SUIT, led_suit, trick_winner_index
from game.words import DeckStyle, suit_word

log = logging.getLogger("wizard")

class AILevelError(RuntimeError):
    """A computer player's level could not be made (an unknown level, or its module
    failed to load). Raised in the window, which shows it: no lower level stands in
    under this level's name."""

    def __init__(self, level: str, reason: str):
        super().__init__(f"the computer player {level!r} could not be made: {reason}")
        self.level = level
        self.reason = reason


def decision_seed(game_seed: int | None, seat: int, move_number: int) -> int:
    """A seed for one decision: the same game, seat and move always get the same one."""
    text = f"{game_seed}:{seat}:{move_number}".encode()
    return zlib.crc32(text)


def make_level_player(level: str, seed: int):
    """The level's player; ``AILevelError`` when it cannot be made."""
    from ai import make_player

    try:
        return make_player(level, seed=seed)
    except Exception as err:  # noqa: BLE001 - any failure to make it is the same error
        raise AILevelError(level, f"{type(err).__name__}: {err}") from err


def decide(kind: str, level: str, seed: int, view: SeatView) -> tuple[int, dict]:
    """The chosen action as an index into ``view.legal`` and, for hints, the numbers
    behind it. A hint comes from ``ai.advice`` (the one adviser): ``{"advice": ...}``
    holds the best options' expected scores, bid chances and trick counts. The words
    are made in the window's process (``reason_for``: ``game.ui.hint_words``), so they
    are in the player's language."""
    if kind == "hint":
        from ai.advice import advise, summary

        action, ev = advise(view, seed=seed)
        return view.legal.index(action), {"advice": summary(ev)}
    player = make_level_player(level, seed)
    action = player.choose(view)
    if action not in view.legal:  # never trust a player blindly
        log.error("AI level %s chose %r, which is not legal", level, action)
        action = view.legal[0]
    return view.legal.index(action), {}


def reason_for(
    kind: str, view: SeatView, action: Action | None, data, style=DeckStyle.CLASSIC
) -> str:
    """The hint's one-line reason in the current language ("" for a move); cards are
    named in the table's deck ``style``."""
    if kind != "hint" or action is None:
        return ""
    try:
        if isinstance(data, dict) and "advice" in data:
            from game.ui.hint_words import hint_sentence

            text = hint_sentence(action, data["advice"], style)
            if text:
                return text
        return hint_reason(view, action, data if isinstance(data, dict) else None)
    except Exception:  # noqa: BLE001 - a hint without a reason beats no hint
        log.exception("hint reason failed")
        return ""


# ---------------------------------------------------------------- hint reasons
def bid_reason(view: SeatView, bid: int, stats: dict | None) -> str:
    """A plain reason for bidding ``bid`` when the adviser's numbers are missing: from
    the cards that are really there (never a count of nothing)."""
    if view.is_blind:
        return _("You cannot see your card: bid from what the others hold.")
    hand = view.hand or ()
    wizards = sum(1 for c in hand if SUIT_OF[c] == WIZARD)
    trumps = 0
    if view.trump is not None:
        trumps = sum(1 for c in hand if SUIT_OF[c] == int(view.trump))
    parts = []
    if wizards:
        parts.append(ngettext("{n} Wizard", "{n} Wizards", wizards).format(n=wizards))
    if trumps:
        parts.append(
            ngettext("{n} trump card", "{n} trump cards", trumps).format(n=trumps)
        )
    if not parts:
        if bid == 0:
            return _("No Wizard and no trump in your hand: expect to take no tricks.")
        return ngettext(
            "No Wizard and no trump: your high cards may still take {n} trick.",
            "No Wizard and no trump: your high cards may still take {n} tricks.",
            bid,
        ).format(n=bid)
    held = parts[0] if len(parts) == 1 else _("{a} and {b}").format(a=parts[0], b=parts[1])
    return ngettext(
        "You hold {held}: bid {n} trick.",
        "You hold {held}: bid {n} tricks.",
        bid,
    ).format(held=held, n=bid)


def hint_reason(view: SeatView, action: Action, stats: dict | None = None) -> str:
    """A plain one-line reason for a suggested action, from what the seat can see
    (the fallback when the adviser's numbers are missing)."""
    hand = view.hand or ()
    if isinstance(action, ChooseTrump):
        count = sum(1 for c in hand if SUIT_OF[c] == int(action.suit))
        return ngettext(
            "You hold {n} card of {suit}: make it trump.",
            "You hold {n} cards of {suit}: make them trump.",
            count,
        ).format(n=count, suit=suit_word(action.suit))
    if isinstance(action, Bid):
        return bid_reason(view, action.tricks, stats)
    if isinstance(action, Play):
        bid = view.bids[view.seat] if view.seat < len(view.bids) else None
        won = view.won[view.seat]
        need = None if bid is None else bid - won
        card = action.card
        trick = view.trick
        would_win = True
        if trick:
            cards = (*trick, card)
            trump = int(view.trump) if view.trump is not None else None
            would_win = trick_winner_index(cards, trump) == len(cards) - 1
        if SUIT_OF[card] == JESTER:
            if need is not None and need <= 0:
                return _("You have the tricks you bid: the Jester cannot win this trick.")
            return _("Keep your strong cards: the Jester gives this trick away.")
        if need is not None and need > 0:
            if trick and would_win:
                return ngettext(
                    "You still need {n} trick: this card should take it.",
                    "You still need {n} tricks: this card should take this one.",
                    need,
                ).format(n=need)
            if not trick:
                if SUIT_OF[card] == WIZARD:
                    return _("You need tricks: lead the Wizard and this trick is yours.")
                return _("You need tricks: lead a card that others may have to follow.")
            return _("This trick is lost anyway: throw your weakest card and keep the rest.")
        if need is not None and need <= 0:
            if trick and not would_win:
                return _("You have your tricks: this card stays under the trick.")
            return _("You have your tricks: this is your safest card to lose with.")
        if trick and led_suit(trick) not in (NO_SUIT,) and would_win:
            return _("This card should take the trick.")
        return _("This is the strongest choice for your bid.")
    return ""


# ------------------------------------------------------------------ the process
PARENT_CHECK_SECONDS = 0.5


def parent_alive(parent_pid: int) -> bool:
    """Is the process that started this worker still there?"""
    if os.name == "posix" and os.getppid() != parent_pid:
        return False  # re-parented: the game process is gone
    parent = multiprocessing.parent_process()
    return parent is None or parent.is_alive()


def _watch_parent(parent_pid: int) -> None:
    while parent_alive(parent_pid):
        time.sleep(PARENT_CHECK_SECONDS)
    os._exit(0)  # nothing to save here; queues and threads die with us


def _worker_main(requests, results, parent_pid: int | None = None) -> None:
    """Runs in the worker process: answer requests until told to stop (None)."""
    with contextlib.suppress(OSError, AttributeError):
        os.nice(5)  # the window's frames come first
    if parent_pid is not None:
        threading.Thread(
            target=_watch_parent, args=(parent_pid,), name="wizard-ai-watchdog", daemon=True
        ).start()
    while True:
        try:
            item = requests.get()
        except (EOFError, OSError, KeyboardInterrupt):
            return
        if item is None:
            return
        req_id, kind, level, seed, view = item
        try:
            index, data = decide(kind, level, seed, view)
            results.put((req_id, index, data, None))
        except AILevelError as exc:  # the window raises it again: the player sees it
            results.put((req_id, None, {"level_error": (exc.level, exc.reason)}, repr(exc)))
        except Exception as exc:  # noqa: BLE001 - reported to the UI, which falls back
            results.put((req_id, None, {}, repr(exc)))


class AIWorker:
    """One AI process for a table. ``request`` returns at once; ``poll`` never blocks."""

    def __init__(self, start: bool = True):
        self._ctx = multiprocessing.get_context("spawn")
        self._proc = None
        self._requests = None
        self._results = None
        self._next_id = 0
        self._pending: dict[int, tuple] = {}
        self._done: dict[int, tuple[Action | None, str]] = {}
        self.restarts = 0
        self.inline = False  # True when no process could be started: decide here
        self.style = DeckStyle.CLASSIC  # the deck style hint reasons name cards in
        if start:
            self._start()

    def _start(self) -> None:
        try:
            self._requests = self._ctx.Queue()
            self._results = self._ctx.Queue()
            proc = self._ctx.Process(
                target=_worker_main,
                args=(self._requests, self._results, os.getpid()),
                name="wizard-ai",
                daemon=True,
            )
            proc.start()
            # Kept only once started: a process that never started cannot be joined.
            self._proc = proc
        except Exception:  # noqa: BLE001 - e.g. no process support: think inline instead
            log.exception("could not start the AI process; the AI runs in the window")
            self.inline = True

    @property
    def alive(self) -> bool:
        return self._proc is not None and self._proc.is_alive()

    def request(self, kind: str, level: str, seed: int, view: SeatView) -> int:
        self._next_id += 1
        rid = self._next_id
        item = (rid, kind, level, seed, view)
        self._pending[rid] = item
        if self.inline:
            self._decide_inline(item)
        else:
            self._requests.put(item)
        return rid

    def _decide_inline(self, item) -> None:
        rid, kind, level, seed, view = item
        try:
            index, data = decide(kind, level, seed, view)
            action = view.legal[index]
            self._done[rid] = (action, reason_for(kind, view, action, data, self.style))
        except AILevelError:
            self._pending.pop(rid, None)
            raise
        except Exception:  # noqa: BLE001
            log.exception("inline AI failed")
            self._done[rid] = (view.legal[0] if view.legal else None, "")
        self._pending.pop(rid, None)

    def poll(self) -> None:
        """Collect finished answers (non-blocking); restart a dead worker."""
        if self.inline or self._results is None:
            return
        while True:
            try:
                answer = self._results.get_nowait()
            except queue.Empty:
                break
            except (EOFError, OSError):
                break
            self._take(answer)
        if self._pending and not self.alive:
            self._restart()

    def _take(self, answer: tuple) -> None:
        """Keep an answer from the worker for ``result`` (a failed one: the first legal move)."""
        rid, index, data, error = answer
        item = self._pending.pop(rid, None)
        if item is None:
            return
        view = item[4]
        if isinstance(data, dict) and "level_error" in data:
            raise AILevelError(*data["level_error"])
        if error or index is None or not 0 <= index < len(view.legal):
            log.error("AI worker failed: %s", error)
            self._done[rid] = (view.legal[0] if view.legal else None, "")
        else:
            action = view.legal[index]
            self._done[rid] = (action, reason_for(item[1], view, action, data, self.style))

    def _restart(self) -> None:
        log.error("the AI process stopped; restarting it")
        self._shutdown(timeout=0.1)
        self.restarts += 1
        if self.restarts > 2:
            self.inline = True
            for item in list(self._pending.values()):
                self._decide_inline(item)
            return
        self._start()
        if not self.inline:
            for item in self._pending.values():
                self._requests.put(item)

    def result(self, rid: int) -> tuple[Action | None, str] | None:
        """The answer to request ``rid`` once it is there (then forgotten), else None."""
        self.poll()
        return self._done.pop(rid, None)

    def wait(self, rid: int, timeout: float = 30.0) -> tuple[Action | None, str] | None:
        """Block for an answer: for tests and tools only, never in the window loop."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            got = self.result(rid)
            if got is not None:
                return got
            self.await_result(rid, min(0.05, end - time.monotonic()))
        return None

    def await_result(self, rid: int, timeout: float) -> None:
        """Block until the answer to ``rid`` is in or ``timeout`` passes; ``result``
        then takes it. For tests and tools only, never in the window loop."""
        end = time.monotonic() + timeout
        while rid in self._pending and not self.inline and self._results is not None:
            left = end - time.monotonic()
            if left <= 0:
                return
            try:
                answer = self._results.get(timeout=left)
            except (queue.Empty, EOFError, OSError):
                return
            self._take(answer)

    def cancel(self, rid: int | None) -> None:
        if rid is not None:
            self._pending.pop(rid, None)
            self._done.pop(rid, None)

    def _shutdown(self, timeout: float) -> None:
        proc, self._proc = self._proc, None
        if proc is None:
            return
        with contextlib.suppress(Exception):
            self._requests.put(None)
        proc.join(timeout)
        if proc.is_alive():
            proc.terminate()
            proc.join(0.5)
        for q in (self._requests, self._results):
            if q is not None:
                with contextlib.suppress(Exception):
                    q.cancel_join_thread()
                    q.close()

    def close(self) -> None:
        """Stop the process cleanly (called when the table closes)."""
        self._shutdown(timeout=3.0)
        self._pending.clear()
        self._done.clear()
