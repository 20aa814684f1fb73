"""The table's lesson mode: one lesson of the tutorial on the real table.

The same table as a game (``game.ui.scenes.table.TableScene``), in another mode:

- the lesson's ``LessonRunner`` owns the game: the learner's moves go to it (it
  explains wrong and illegal ones; a good one moves the game on), the other seats'
  moves come from its script (or the Easy AI in the guided round), and each state it
  makes is shown on the table with its events animated (``controller.adopt``);
- the coach panel, the lesson header and the marks on the table are the coach's
  (``table.coachpanel.CoachPanel``), moving between steps and lessons is
  ``table.lessonnav.LessonNav``'s; the buttons are Hint, Last trick, Rules and
  Lessons; the hint is the move the coach asks for (in the guided round, the move
  the coach's advice suggests);
- nothing is saved as a game (the player's saved game is never touched), no tips,
  no round summary (the coach explains the score), no help with moves (no undo, no
  card played for the learner); where the learner is is remembered for Continue.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import _
from game.rules.steps import round_steps
from game.tutorial.progress import update_progress
from game.ui.kit.widgets import Button
from game.ui.table import coach
from game.ui.table.coachpanel import CoachPanel
from game.ui.table.drivers import MOVE_PHASES
from game.ui.table.headsup import Hint, StatusKind
from game.ui.table.lessonnav import LessonNav
from game.ui.table.model import ShownTable

if TYPE_CHECKING:
    from game.ui.table.host import TableHost


def deal_events(state) -> list:
    """The events that show ``state``'s round from its deal: the engine's own, played
    again (the deal, the turned card, the dealer's trump choice, the bids so far)."""
    return [event for event, _after in round_steps(state)]


class LessonMode:
    """The lesson's mode of the table (``table.mode.TableMode``): the runner drives
    the seats, the coach panel and the navigation are its parts."""

    assist = False  # the learner makes every move: no undo, no card played for them
    tips = False  # the first-game tips stay quiet in lessons
    finished = False  # nothing is recorded as a game

    def __init__(self, table: TableHost, lesson, runner, on_finished=None) -> None:
        self.table = table
        self.lesson = lesson
        self.runner = runner
        self.on_finished = on_finished  # called with the lesson when it is completed
        self.shown = None  # the runner state the table shows
        self.reported = False  # the lesson's end was celebrated
        self.nav = LessonNav(self)  # Next / Back / Replay / Skip, the next lesson, leaving
        self.panel = CoachPanel(self)

    def attach(self, game) -> None:
        self.table.root.add(lambda: self.panel.buttons)  # Back, Next, Skip lesson
        self.table.keep_trick_while(self.keeps_trick)
        self.adopt_new_table()
        self.remember()
        self.panel.layout()

    def buttons(self) -> list[Button]:
        t = self.table
        self.panel.make_buttons()
        return [  # real buttons, as on the game table (not quiet labels)
            Button(_("Hint"), self.hint, style="normal"),
            Button(_("Last trick"), t.open_last_trick, style="normal"),
            Button(_("Rules"), self.nav.open_rules, style="normal"),
            Button(_("Lessons"), self.nav.leave, style="normal"),
        ]

    # ------------------------------------------------------ the lesson driver
    def start(self) -> None:
        pass

    def close(self) -> None:
        pass

    def forget(self) -> None:
        pass

    def asked(self) -> None:
        pass

    def keeps_trick(self) -> bool:
        """The coach comments on the trick just won: it stays in the middle."""
        return coach.comments_on_trick(self.runner)

    def may_move(self) -> bool:
        return self.runner.mode == "act"

    def move(self, seat: int, action) -> bool | None:
        """The learner's move goes to the coach; a good one is shown."""
        if seat != 0:
            return None
        fb = self.runner.act(action)
        if fb.kind != "good":
            self.table.app.play_sound("error")
            return False
        self.adopt(fb.events)
        self.remember()
        return True

    def frame(self) -> None:
        if self.runner.state is not self.shown:
            self.adopt_new_table()
        self.panel.follow()

    def idle(self, rested: bool) -> bool:
        """Nothing moves: the script moves the other seats once the table has
        ``rested``; the lesson's end is celebrated once. True: the script moved."""
        r = self.runner
        if r.mode == "auto" and rested:
            self.adopt(r.advance())
            self.remember()
            return True
        if r.finished and not self.reported:
            self.reported = True
            self.remember()
            self.table.app.play_sound("game_end")
            if self.on_finished:
                self.on_finished(self.lesson)
        state = self.table.state
        return state.phase in MOVE_PHASES and state.to_move not in (None, 0)  # the script's

    def waiting(self) -> bool:
        """Frames are needed: the script is about to move, the end is to be
        celebrated, or the coach's marks still move."""
        r = self.runner
        return r.mode == "auto" or (r.finished and not self.reported) or self.panel.moving()

    def adopt(self, events) -> None:
        """Show the runner's new state, animating ``events``."""
        self.shown = self.runner.state
        self.table.show_moves(self.shown, events)

    def adopt_new_table(self) -> None:
        """A new deal (or Back/Replay): deal it with the usual animation."""
        state = self.runner.state
        self.shown = state
        if state.tricks or state.trick:  # mid-round: no deal animation
            self.table.show_new_table(ShownTable.from_state(state), state, [])
        else:
            start = ShownTable.empty(state.players, state.rules.rounds, state.totals)
            self.table.show_new_table(start, state, deal_events(state))

    def remember(self) -> None:
        """Save where the learner is (the lesson and step), for Continue."""
        r = self.runner
        lesson_id = self.lesson.id
        step = r.index
        try:
            if r.finished:
                update_progress(self.table.app.progress_path, lambda p: p.complete(lesson_id))
            else:
                update_progress(self.table.app.progress_path, lambda p: p.at(lesson_id, step))
        except OSError:
            pass

    def hint(self) -> None:
        """In a lesson the hint is the move asked for; in the guided round, the move
        the coach's advice suggests. Not the learner's turn: the error sound."""
        t, r = self.table, self.runner
        move = r.hint_move()
        if move is None or not t.human_turn:
            t.app.play_sound("error")
            return
        if r.step.free:
            reason = _("The coach's advice explains why.")
        else:
            reason = _("This is the move the coach asks for.")
        t.heads.show_hint(Hint(move, reason, len(t.state.log)))
        t.moves.take_hint(move, trump=r.step.free)
        t.app.play_sound("click")

    def round_over(self) -> None:
        """The coach explains the score; no summary dialog."""

    def continue_after_summary(self) -> None:
        """Never called: a lesson shows no round summary (``round_over``)."""

    def pause(self) -> None:
        self.nav.leave()

    # ------------------------------------------------------------- the coach
    def handle_event(self, event) -> bool:
        """The coach's buttons and keys answer first."""
        return self.panel.handle_event(event) or self.nav.handle_key(event)

    def layout(self) -> None:
        self.panel.layout()

    def draw(self, surface) -> None:
        self.panel.draw(surface)

    def status(self, line):
        """Only while the learner is to move; the coach explains mistakes itself. Not
        while a special card's panel asks (its title says what to do, and the line,
        lifted above the arrows, would lie on it)."""
        if self.runner.mode != "act" or not line or line.kind is StatusKind.ERROR:
            return None
        if self.table.moves.options is not None and line.kind is not StatusKind.HINT:
            return None
        return line

    def banner_place(self, img, spot):
        return self.panel.banner_place(img, spot)

    def status_place(self, img, spot):
        return self.panel.status_place(img, spot)
