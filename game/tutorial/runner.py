"""The step controller: runs one lesson, checks the learner's moves and says what the
coach should show. Pure logic; the tutorial scene draws what it reports.

Modes (``runner.mode``):

- ``"auto"``: other players' moves are waiting; the scene animates them one by one
  with ``pending()`` / ``advance()`` (tests call ``run_auto()``);
- ``"read"``: the coach explains; the learner clicks Next (``next()``);
- ``"act"``: the learner must move (``act(action)`` returns a :class:`Feedback`);
- ``"done"``: the move was right; the coach comments; Next continues;
- ``"finished"``: the lesson is complete.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.i18n import _
from game.rules import (
    Action,
    Event,
    GameState,
    IllegalAction,
    Phase,
    parse_action,
    seat_view,
)
from game.tutorial.advice import advised_move
from game.tutorial.deals import build_state
from game.tutorial.model import Lesson, Step, Text
from game.tutorial.names import sentence
from game.words import DeckStyle, card_label, error_text

LEARNER = 0
# The phases in which a free step lets the AI move for the other seats.
_AI_PHASES = frozenset(
    (Phase.BID, Phase.PLAY, Phase.CHOOSE_TRUMP, Phase.WEREWOLF, Phase.PASS, Phase.CLOUD)
)
SEAT_NAMES = ("", "Anna", "Ben", "Cleo")  # the coach's opponents (names, not translated)


@dataclass
class Feedback:
    kind: str  # "good", "wrong" or "illegal"
    text: str
    events: list[Event] = field(default_factory=list)


def seat_names() -> list[str]:
    return [_("You"), *SEAT_NAMES[1:]]


def _fallback_player(view):
    return view.legal[0]


def make_ai(seed: int) -> Callable:
    """``choose(view) -> action`` of the Easy AI, or a first-legal stand-in without it."""
    try:
        from ai import make_player

        player = make_player("easy", seed=seed)
        return player.choose
    except Exception:  # noqa: BLE001 - the tutorial still works without the AI package
        return _fallback_player


class LessonRunner:
    def __init__(self, lesson: Lesson, style=DeckStyle.CLASSIC, ai_factory=make_ai):
        self.lesson = lesson
        self.style = style
        self.ai_factory = ai_factory
        self.state: GameState | None = None
        self.index = 0
        self.mode = "read"
        self.feedback: Feedback | None = None
        self._queue: list[Action] = []
        self._stage = "before"  # "before" or "after" the learner's move
        self._entry: list[GameState | None] = []  # the state each entered step started from
        self._ai: dict[int, Callable] = {}
        self.enter(0)

    # ---------------------------------------------------------------- queries
    @property
    def step(self) -> Step:
        return self.lesson.steps[self.index]

    @property
    def step_count(self) -> int:
        return len(self.lesson.steps)

    @property
    def finished(self) -> bool:
        return self.mode == "finished"

    def _text(self, text: Text) -> str:
        if callable(text):
            return text(self.state, self.style)
        if not text:
            return ""
        names = seat_names()
        return sentence(text, self.style, anna=names[1], ben=names[2], cleo=names[3])

    @property
    def text(self) -> str:
        """What the coach says now."""
        if self.mode == "finished":
            return _("Lesson complete!")
        if self.mode == "done":
            return self._text(self.step.done)
        if self.mode == "auto":
            s = self.state
            if self.step.free and s.to_move is not None:
                return _("{name} is thinking…").format(name=seat_names()[s.to_move])
            return _("Watch the other players.")
        return self._text(self.step.text)

    @property
    def highlights(self) -> tuple[str, ...]:
        if self.mode == "done":
            return self.step.done_highlight
        if self.mode == "finished":
            return ()
        return self.step.highlight

    @property
    def can_back(self) -> bool:
        return self.index > 0 or self.mode in ("done", "finished")

    @property
    def waiting_for_learner(self) -> bool:
        return self.mode == "act"

    # ------------------------------------------------------------- navigation
    def enter(self, index: int, state: GameState | None = None) -> None:
        """Start step ``index`` (from ``state``, or from where the table stands)."""
        self.index = index
        if state is not None:
            self.state = state
        del self._entry[index:]
        self._entry.append(self.state)
        step = self.step
        if step.deal is not None:
            self.state = build_state(step.deal)
        self.feedback = None
        self._stage = "before"
        self._queue = [parse_action(a) for a in step.auto]
        if step.free:
            self._ai = {
                seat: self.ai_factory(self.lesson.ai_seed + seat)
                for seat in range(1, self.state.players)
            }
        self._settle()

    def next(self) -> None:
        """The learner clicked Next (in ``read`` or ``done`` mode)."""
        if self.mode not in ("read", "done"):
            return
        if self.index + 1 >= self.step_count:
            self.mode = "finished"
            self.feedback = None
            return
        self.enter(self.index + 1)

    def back(self) -> None:
        """Return to the start of this step (if the move was made) or to the step before."""
        if self.mode == "finished":
            self.enter(self.index, self._entry[self.index])
            return
        target = self.index if self.mode == "done" or self.index == 0 else self.index - 1
        self.enter(target, self._entry[target])

    def restart(self) -> None:
        self.state = None
        self._entry = []
        self.enter(0)

    # ------------------------------------------------------------ other seats
    def pending(self) -> Action | None:
        """The next move of another seat, to animate before ``advance()``."""
        if self.mode != "auto":
            return None
        if self._queue:
            return self._queue[0]
        return self._ai_move()

    def _ai_move(self) -> Action | None:
        s = self.state
        if not self.step.free or s.to_move is None or s.to_move == LEARNER:
            return None
        if s.phase not in _AI_PHASES:
            return None
        return self._ai[s.to_move](seat_view(s, s.to_move))

    def advance(self) -> list[Event]:
        """Apply the pending move of another seat."""
        action = self.pending()
        if action is None:
            return []
        if self._queue:
            self._queue.pop(0)
        self.state, events = self.state.apply(action)
        self._settle()
        return events

    def run_auto(self) -> list[Event]:
        events: list[Event] = []
        while self.mode == "auto":
            events += self.advance()
        return events

    def _settle(self) -> None:
        """Work out the mode after anything changed."""
        step = self.step
        if self._queue:
            self.mode = "auto"
            return
        if step.free:
            s = self.state
            if s.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
                self.mode = "done"
            elif s.to_move == LEARNER:
                self.mode = "act"
            else:
                self.mode = "auto"
            return
        if self._stage == "after" or not step.expect:
            if self._stage == "after" and not step.done:
                self.next_after_move()
            else:
                self.mode = "done" if self._stage == "after" else "read"
            return
        self.mode = "act"

    def next_after_move(self) -> None:
        self.mode = "done"  # next() accepts "done"
        self.next()

    # ---------------------------------------------------------------- learner
    def act(self, action: Action) -> Feedback:
        """The learner's move: explained when illegal or not what was asked for."""
        if self.mode != "act":
            fb = Feedback("wrong", _("Wait a moment: it is not your turn yet."))
            self.feedback = fb
            return fb
        step = self.step
        try:
            state, events = self.state.apply_for(LEARNER, action)
        except IllegalAction as err:
            text = error_text(err, self.style)
            if step.illegal_hint:
                text = f"{text} {self._text(step.illegal_hint)}"
            fb = self.feedback = Feedback("illegal", text)
            return fb
        if not step.free and str(action) not in step.expect:
            fb = self.feedback = Feedback("wrong", self._wrong_text(action))
            return fb
        self.state = state
        self.feedback = Feedback("good", "", events)
        self._stage = "after"
        self._queue = [parse_action(a) for a in step.after]
        self._settle()
        return Feedback("good", "", events)

    def _wrong_text(self, action: Action) -> str:
        step = self.step
        specific = step.wrong.get(str(action))
        if specific:
            return self._text(specific)
        if step.wrong_default:
            return self._text(step.wrong_default)
        asked = parse_action(step.expect[0])
        card = getattr(asked, "card", None)
        if card is not None and card == getattr(action, "card", None):
            # The Juggler, the Cloud or the Shapeshifter named otherwise.
            return _("That is the right card, but this step asks for another choice.")
        if card is not None:
            return _("That move is allowed, but this step asks for the {card}.").format(
                card=card_label(card, self.style)
            )
        return _("That move is allowed, but it is not what this step asks for.")

    def hint_move(self) -> Action | None:
        """The Hint: the move the step asks for, or in a free step the move the
        coach's advice suggests (None when the learner is not to move)."""
        if self.mode != "act":
            return None
        if self.step.free:
            return advised_move(self.state)
        return parse_action(self.step.expect[0])

    # ------------------------------------------------------------------ tests
    def solution(self) -> Action | None:
        """The move this step asks for (the first legal one in a free step)."""
        if self.mode != "act":
            return None
        if self.step.free:
            return self.state.legal_actions()[0]
        return parse_action(self.step.expect[0])

    def complete_step(self) -> None:
        """Play this step through with the right moves (tests, resuming)."""
        start = self.index
        while self.index == start and self.mode != "finished":
            if self.mode == "auto":
                self.advance()
            elif self.mode == "act":
                self.act(self.solution())
            else:
                self.next()

    def skip_to(self, index: int) -> None:
        """Resume: play the steps before ``index`` through with the right moves."""
        index = max(0, min(index, self.step_count - 1))
        while self.index < index and self.mode != "finished":
            if self.step.free:  # a free round cannot be replayed as the learner played it
                return
            self.complete_step()
