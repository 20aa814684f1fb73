"""Who moves the seats at the table (no pygame): the computer seats through the AI
worker process (``AISeats``), and the human seat's two helpers (``HumanSeat``): the
card marked in advance while others play, and the forced card played for you.

A driver never changes the game itself: it returns the action it wants and the
table applies it through its ``TableController``. The lesson's script is the third
driver (``game.tutorial.LessonRunner``, used by the lesson table).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from game.rules import Action, GameState, Phase, Play, seat_view
from game.ui.ai_worker import AIWorker, decision_seed

log = logging.getLogger("wizard")

AI_PAUSE = 0.5  # seconds between opponents' moves at normal speed
FORCED_PAUSE = 0.6  # seconds before your only legal card is played for you (normal speed)
# The special cards add three: the Werewolf's trump, the pass after the Juggler, the
# Cloud's bid change.
MOVE_PHASES = (Phase.BID, Phase.PLAY, Phase.CHOOSE_TRUMP, Phase.WEREWOLF, Phase.PASS, Phase.CLOUD)
# Seconds a computer seat's move waits while your last move can still be taken back
# (the move would end the undo): at AI_PAUSE alone a bid could hardly be undone.
UNDO_HOLD = 2.0


def ai_rest(state: GameState, speed: float, undo_open: bool) -> float:
    """How long the table rests before a computer seat's move is made: AI_PAUSE,
    or UNDO_HOLD while Undo is open and the move would reveal something (a hidden
    bid and a card chosen to pass do not). Scaled by the animation speed, but never
    shorter than at normal speed; the instant speed waits for nothing."""
    if speed <= 0:
        return 0.0
    hidden_bid = (
        state.phase == Phase.BID
        and state.rules.hidden_bids
        and state.bids_made() < state.players - 1
    )
    # A card chosen to pass is secret too, until the last choice sends them all.
    hidden_pass = state.phase == Phase.PASS and state.sp.passing.count(None) > 1
    if not undo_open or hidden_bid or hidden_pass:
        return AI_PAUSE * speed
    return UNDO_HOLD * max(1.0, speed)


class AISeats:
    """The computer seats: asks the worker as soon as one of them is to move (it
    thinks while the table animates), and hands its answer over once the table
    has rested for the pause. ``level_of(seat)`` names the AI level, ``is_ai(seat)``
    tells which seats it drives."""

    def __init__(
        self,
        seed: int,
        level_of: Callable[[int], str],
        is_ai: Callable[[int], bool],
        make_worker: Callable[[], object] = AIWorker,
    ) -> None:
        self.seed = seed
        self.level_of = level_of
        self.is_ai = is_ai
        self.make_worker = make_worker
        self.worker = None
        self.request: tuple[int, int] | None = None  # (request id, move number)

    def start(self) -> None:
        if self.worker is None:
            self.worker = self.make_worker()

    def close(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None
        self.request = None

    def forget(self) -> None:
        """Drop the question asked (the position was taken back: its move number
        will come again with another position)."""
        self.request = None

    def poll(self) -> None:
        if self.worker is not None:
            self.worker.poll()

    def await_answer(self, timeout: float) -> None:
        """Block until the question asked is answered or ``timeout`` passes (for the
        test robot: frames drawn meanwhile would show nothing new)."""
        if self.request is not None and self.worker is not None:
            self.worker.await_result(self.request[0], timeout)

    def ask(self, state: GameState) -> None:
        """Ask for the move of the computer seat to move (once per position)."""
        seat = state.to_move
        if self.worker is None or seat is None or not self.is_ai(seat):
            return
        if state.phase not in MOVE_PHASES:
            return
        move = len(state.log)
        if self.request and self.request[1] == move:
            return
        seed = decision_seed(self.seed, seat, move)
        rid = self.worker.request("move", self.level_of(seat), seed, seat_view(state, seat))
        self.request = (rid, move)

    def answer(self, state: GameState, rested: bool) -> Action | None:
        """The computer seat's move once it is ready and the table has ``rested``;
        an unusable answer becomes the first legal move (logged)."""
        self.ask(state)
        if self.request is None or self.worker is None:
            return None
        rid, move = self.request
        if move != len(state.log):  # an answer to a position taken back (undo)
            self.request = None
            self.ask(state)
            return None
        if not rested:
            return None
        got = self.worker.result(rid)
        if got is None:
            return None
        self.request = None
        action = got[0]
        if action is None or action not in state.legal_actions():
            log.error("AI gave an unusable action %r; playing the first legal one", action)
            return state.legal_actions()[0]
        return action


    def move(self, state: GameState, rested: bool) -> Action | None:
        """``answer`` for the seat to move, if the AI drives it (None: not yet)."""
        if state.to_move is None or not self.is_ai(state.to_move):
            return None
        return self.answer(state, rested)


class HumanSeat:
    """The human's helpers. ``marked``: a card chosen while others play (click it
    again to unmark); on the human's turn it is played if it is legal, otherwise the
    mark just clears. ``auto_forced()``: play the only legal card after a pause."""

    def __init__(self, seat: int, auto_forced: Callable[[], bool]) -> None:
        self.seat = seat
        self.auto_forced = auto_forced
        self.marked = None
        self.dropped = None  # the last mark that could not be played (for the status)

    def can_mark(self, state: GameState, blind: bool) -> bool:
        """Marking is for the play phase while another seat is to move."""
        return (
            not blind
            and state.phase == Phase.PLAY
            and state.to_move is not None
            and state.to_move != self.seat
        )

    def toggle_mark(self, card) -> bool:
        """Mark ``card`` (or unmark it when it is the marked one). True: now marked."""
        self.marked = None if self.marked == card else card
        self.dropped = None
        return self.marked is not None

    def clear(self) -> None:
        self.marked = None
        self.dropped = None

    def due(self, state: GameState, rested_for: float, speed: float) -> Action | None:
        """The move to make for the human now, if any: the marked card (at once) or
        the forced card (after the pause, scaled by the animation speed)."""
        if state.to_move != self.seat or state.phase != Phase.PLAY:
            if state.phase != Phase.PLAY:
                self.clear()
            return None
        legal = state.legal_cards()
        if self.marked is not None:
            card, self.marked = self.marked, None
            if card in legal:
                return Play(card)
            self.dropped = card
        if len(legal) == 1 and self.auto_forced() and rested_for >= FORCED_PAUSE * speed:
            return Play(legal[0])
        return None
