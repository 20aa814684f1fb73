"""The table's game controller: one game, its moves, its events and its undo — no pygame.

``TableController`` owns the engine's ``GameState`` (the single source of truth).
``apply(seat, action)`` moves the game on and queues the engine's events; the
table's animator takes them with ``next_event()`` one by one, which is the moment
they are *shown*. Seats are moved by drivers (``game.ui.table.drivers``: the human's
input, the AI worker, a lesson's script); the controller does not care which.

Hooks, called in this order after every applied action (lists of callables; add
yours with ``controller.on_game_over.append(fn)``):

- ``on_applied(seat, action, state, events)`` — every action (tips, sounds);
- ``on_save(state)`` — the game goes on: save it (also after an undo);
- ``on_round_over(state)`` — the round was just scored (``state.history[-1]``);
- ``on_game_over(state)`` — the game just ended; called once (statistics, transcript);
- ``on_undo(state)`` — an undo put the game back to ``state``.

Undo (``can_undo``, ``undo``)
-----------------------------
The human may take back their last bid, card or trump choice — one move — for as
long as nothing new has been shown to them since. With the special cards the
Werewolf's trump, a card chosen to pass and the Cloud's bid change are such moves
too. Precisely:

- The undo point is the state just before the human's last move. A new move of
  the human's replaces it (one step only).
- It closes when an event that *reveals* something the human did not know is
  *shown*, i.e. taken off the queue by the animator (``next_event``): another seat's
  card, another seat's open bid, another seat's trump choice, the revealing of
  hidden bids, a new deal or turned card; a Werewolf shown, another seat's named
  trump or bid change, the passed cards arriving. Events that follow from what the
  human already knows reveal nothing and keep it open: the human's own moves,
  another seat's *hidden* bid ("Bid placed", not its number), another seat's
  secret choice of a card to pass, a trick won or bombed (every card of it was
  seen), scores.
- It closes when the round is over (the last card scores the round: the points
  are final), at game over, and when undo is switched off.
- Undoing goes back to the undo point exactly: later moves of other seats that
  revealed nothing (queued but not shown, or hidden bids) are taken back too, and
  the events not yet shown are dropped. Those seats decide again; the AI's seeds
  depend only on the seat and the move number, so it decides the same way.

Steps
-----
Each queued event comes with the engine's state right after it
(``GameState.apply_steps``): ``next_step()`` gives both, and the table shows the
event's animation ending on what seat 0 may know of that state. Events queued
without their states (a new game's first deal, a lesson's prepared deal or its own
moves) get them from a replay through the engine (``game.rules.steps``).

``undo_used`` tells whether an undo happened in this game (the table stores it in
the game's setup, so saves and the statistics keep it).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence

from game.rules import (
    Action,
    Bid,
    BidChanged,
    BidMade,
    BidsRevealed,
    CardPlayed,
    CardsPassed,
    ChangeBid,
    ChooseTrump,
    GameState,
    NextRound,
    PassCard,
    Phase,
    Play,
    RoundDealt,
    TrumpChosen,
    TrumpNamed,
    TrumpTurned,
    WerewolfSwapped,
    WerewolfTrump,
)
from game.rules.steps import round_steps, steps_between

HUMAN_MOVES = (Bid, Play, ChooseTrump, WerewolfTrump, PassCard, ChangeBid)


def reveals(event, human: int | None) -> bool:
    """True when showing ``event`` tells the human seat something it did not know."""
    if human is None:
        return True
    if isinstance(event, CardPlayed | TrumpChosen | TrumpNamed | BidChanged):
        return event.seat != human
    if isinstance(event, BidMade):
        return event.seat != human and not event.hidden
    # The passed cards arrive (the human sees the one received); a Werewolf is shown.
    return isinstance(event, BidsRevealed | RoundDealt | TrumpTurned | CardsPassed
                      | WerewolfSwapped)


def _emit(hooks: list[Callable], *args) -> None:
    for fn in list(hooks):
        fn(*args)


class TableController:
    """One game at the table: ``state``, the queue of events to show, and undo.

    ``human`` is the seat whose moves can be undone (None: nobody's, an all-AI game).
    ``undo`` switches undo on or off (it can be changed at any time: ``undo_enabled``).
    ``events`` are events already made but not shown yet (a new game's first deal).
    """

    def __init__(
        self,
        state: GameState,
        human: int | None = 0,
        undo: bool = True,
        events=(),
        undo_used: bool = False,
    ) -> None:
        self.state = state
        self.human = human
        self.undo_enabled = undo
        self.undo_used = undo_used
        self.queue: deque = deque(events)
        self._after: dict[int, GameState] = {}  # id(queued event): the state after it
        self.shown: GameState | None = None if events else state  # after the last shown
        self.finished = state.is_over
        self._undo_point: GameState | None = None
        self.on_applied: list[Callable] = []
        self.on_save: list[Callable] = []
        self.on_round_over: list[Callable] = []
        self.on_game_over: list[Callable] = []
        self.on_undo: list[Callable] = []

    # ---------------------------------------------------------------- moves
    def apply(self, seat: int, action: Action) -> list:
        """Apply ``seat``'s action; raises the engine's ``IllegalAction`` (nothing
        changes then). Returns the events (also queued for the animator)."""
        before = self.state
        new, steps = before.apply_steps(action, seat)
        events = [event for event, _after in steps]
        self.state = new
        self.queue.extend(events)
        self._after.update((id(event), after) for event, after in steps)
        if seat == self.human and isinstance(action, HUMAN_MOVES):
            self._undo_point = before
        if isinstance(action, NextRound) or new.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
            self._undo_point = None
        _emit(self.on_applied, seat, action, new, events)
        if not new.is_over:
            _emit(self.on_save, new)
        if len(new.history) > len(before.history):
            _emit(self.on_round_over, new)
        if new.is_over and not self.finished:
            self.finished = True
            _emit(self.on_game_over, new)
        return events

    def adopt(self, state: GameState, events=()) -> None:
        """Show a state made elsewhere (a lesson's script moved the game): queue its
        events; no hooks, and the undo point is dropped."""
        self.state = state
        self.queue.extend(events)
        self._undo_point = None
        self.finished = state.is_over

    # --------------------------------------------------------------- events
    def next_event(self):
        """The next event to show (None when none is waiting). Taking it off the
        queue counts as showing it: a revealing event closes the undo point."""
        if not self.queue:
            return None
        event = self.queue.popleft()
        if reveals(event, self.human):
            self._undo_point = None
        return event

    def next_step(self):
        """``(event, state after it)`` for the next event to show, or None; showing it
        counts as in ``next_event``."""
        if not self.queue:
            return None
        first = self.queue[0]
        if id(first) not in self._after:
            self._explain()
        event = self.next_event()
        after = self._after.pop(id(event))
        self.shown = after
        return event, after

    def _explain(self) -> None:
        """Find the states after the queued events that came without them."""
        events = []
        for event in self.queue:
            if id(event) in self._after:
                break
            events.append(event)
        for after in _replayed(self.shown, self.state, events):
            self._after[id(events.pop(0))] = after

    @property
    def has_events(self) -> bool:
        return bool(self.queue)

    # ----------------------------------------------------------------- undo
    @property
    def can_undo(self) -> bool:
        return self.undo_enabled and self._undo_point is not None and not self.finished

    def undo(self) -> bool:
        """Go back to just before the human's last move (see the module's rule).
        False, and nothing changes, when that is not allowed now."""
        if not self.can_undo:
            return False
        self.state = self._undo_point
        self._undo_point = None
        self.queue.clear()  # not shown yet: never shown now
        self._after.clear()
        self.shown = self.state
        self.undo_used = True
        _emit(self.on_undo, self.state)
        _emit(self.on_save, self.state)
        return True


def _replayed(shown: GameState | None, state: GameState, events: Sequence) -> list[GameState]:
    """The states after ``events`` (the last events made on the way to ``state``):
    replayed from the state last shown, else from the deal of ``state``'s round; when
    neither explains them, each is shown as ``state`` itself."""
    want = list(events)
    tries = [lambda: steps_between(shown, state)] if shown is not None else []
    tries.append(lambda: round_steps(state))
    for attempt in tries:
        steps = attempt() or []
        made = [event for event, _after in steps]
        # The latest run of steps with these events (usually the last ones; a lesson's
        # own deal may stop short of the events that follow, e.g. bids revealed).
        for start in range(len(steps) - len(want), -1, -1):
            if made[start : start + len(want)] == want:
                return [after for _event, after in steps[start : start + len(want)]]
    return [state] * len(want)
