"""One lesson on the real card table: UI-A's ``TableScene`` with the coach.

The lesson's ``LessonRunner`` owns the game state: the learner's moves go to the
runner (which explains wrong and illegal ones), the other seats' moves come from
the runner's script (or the Easy AI in the guided round) instead of the AI worker.
Nothing is saved as a game: the player's saved game is never touched.
"""

from __future__ import annotations

import contextlib

import pygame

from game.i18n import _
from game.rules import (
    BidMade,
    Phase,
    Play,
    RoundDealt,
    Rules,
    TrumpChosen,
    TrumpTurned,
)
from game.savegame import GameSetup
from game.tutorial import LESSONS, LessonRunner, seat_names
from game.tutorial.progress import update_progress
from game.ui import theme
from game.ui.scenes.table import AI_PAUSE, TableScene
from game.ui.table import chrome, coach
from game.ui.table.model import ShownTable
from game.ui.widgets import Button
from game.words import card_label

FEEDBACK_COLOURS = coach.FEEDBACK_COLOURS


class _NoWorker:
    """Stands in for the AI worker: the lesson's runner decides the other seats."""

    def poll(self) -> None:
        pass

    def request(self, *args, **kwargs) -> int:
        return 0

    def result(self, rid):
        return None

    def close(self) -> None:
        pass


class LessonTable(TableScene):
    assist = False  # the learner makes every move: no undo, no card played for them
    def __init__(self, app, lesson, start_step: int = 0, on_finished=None):
        self.lesson = lesson
        self.on_finished = on_finished  # called with the lesson when it is completed
        self.runner = LessonRunner(lesson, style=app.settings.deck_style)
        if start_step:
            self.runner.skip_to(start_step)
        state = self.runner.state
        setup = GameSetup(
            state.rules,
            seat_names(),
            ["human", "easy", "easy", "easy"],
            seed=1,
            extra={"tutorial": lesson.id},
        )
        self._coach_buttons: list[Button] = []
        self.coach_rect = pygame.Rect(0, 0, 0, 0)
        self.head_rect = pygame.Rect(0, 0, 0, 0)
        super().__init__(app, setup, state, keep_record=False)  # lessons are not saved games
        self.worker = _NoWorker()
        tips = getattr(self, "tips", None)  # the first-game tips stay quiet in lessons
        if tips is not None and hasattr(tips, "tracker"):
            tips.tracker.enabled = False
        self._shown = None  # the runner state the table shows
        self._done_reported = False
        self._adopt_new_table()
        self._remember()

    # ------------------------------------------------------------ TableScene
    def wake_in(self) -> float | None:
        return 0.0  # the coach's arrows and glows move all the time

    def on_enter(self) -> None:
        self.worker = _NoWorker()

    def close(self) -> None:
        self.worker = _NoWorker()

    def show_round_summary(self) -> None:
        """The coach explains the score; no summary dialog."""

    @property
    def human_turn(self) -> bool:
        return super().human_turn and self.runner.mode == "act"

    def _make_buttons(self) -> list[Button]:
        buttons = [  # real buttons, as on the game table (not quiet labels)
            Button(_("Hint"), self.request_hint, style="normal"),
            Button(_("Last trick"), self.open_last_trick, style="normal"),
            Button(_("Rules"), self.open_rules, style="normal"),
            Button(_("Lessons"), self.leave, style="normal"),
        ]
        chrome.layout_buttons(self.layout, buttons, getattr(self, "undo_button", None))
        self._coach_buttons = [
            Button(_("Back"), self.back, style="normal"),
            Button(_("Next"), self.next, style="primary"),
            Button(_("Skip lesson"), self.skip_lesson, style="normal"),
        ]
        return buttons

    def open_pause(self) -> None:
        self.leave()

    def request_hint(self) -> None:
        """In a lesson the hint is the move asked for (or the coach's advice)."""
        r = self.runner
        if r.mode != "act":
            return
        move = r.solution()
        if r.step.free:
            self.hint = None
            return
        reason = _("This is the move the coach asks for.")
        self.hint = (move, reason, len(self.state.log))
        if self.picker is not None and hasattr(move, "tricks"):
            self.picker.hint = move.tricks
            self.picker.selected = move.tricks

    def apply(self, seat: int, action) -> bool:
        if seat != 0:
            return super().apply(seat, action)
        fb = self.runner.act(action)
        if fb.kind != "good":
            self.app.play_sound("error")
            return False
        self._adopt(fb.events)
        self._remember()
        return True

    # ------------------------------------------------------------ the lesson
    def _adopt(self, events) -> None:
        """Show the runner's new state, animating ``events``."""
        self.state = self.runner.state
        self._shown = self.state
        self.queue.extend(events)
        self.hint = None
        self.picker = None
        self.picker_key = None
        self.trump_chooser = None
        self.hand.kb_index = None
        self._start_queued()

    def _adopt_new_table(self) -> None:
        """A new deal (or Back/Replay): deal it with the usual animation."""
        state = self.runner.state
        self.skip()
        self.state = state
        self._shown = state
        self.model = ShownTable.empty(state.players, state.rules.rounds)
        self.model.totals = [float(v) for v in state.totals]
        self.hand.reset()
        self.picker = None
        self.picker_key = None
        self.trump_chooser = None
        self.hint = None
        self.summary_shown = None
        events = [RoundDealt(state.round, state.dealer, state.dealt_hands)]
        turned = state.turned
        chooses = turned is not None and turned.is_wizard
        trump = None if turned is None or chooses or turned.is_jester else turned.suit
        events.append(TrumpTurned(turned, trump, chooses))
        if chooses and state.trump is not None:
            events.append(TrumpChosen(state.dealer, state.trump))
        hidden = state.rules.hidden_bids
        for seat in state.bid_order:
            if state.bids[seat] is not None:
                events.append(BidMade(seat, state.bids[seat], hidden))
        if state.tricks or state.trick:
            self.model = ShownTable.from_state(state)  # mid-round: no deal animation
            events = []
        self.queue.extend(events)
        self.was_idle = False
        self._start_queued()

    def _remember(self) -> None:
        """Save where the learner is (the lesson and step), for Continue."""
        r = self.runner
        lesson_id = self.lesson.id
        step = r.index
        try:
            if r.finished:
                update_progress(self.app.progress_path, lambda p: p.complete(lesson_id))
            else:
                update_progress(self.app.progress_path, lambda p: p.at(lesson_id, step))
        except OSError:
            pass

    def update(self, dt: float) -> None:
        r = self.runner
        if r.state is not self._shown:
            self._adopt_new_table()
        super().update(dt)
        if not self.is_top or self.busy:
            return
        if r.mode == "auto" and self.game_t - self.idle_since >= AI_PAUSE * self.speed:
            events = r.advance()
            self._adopt(events)
            self._remember()
        if r.finished and not self._done_reported:
            self._done_reported = True
            self._remember()
            self.app.play_sound("game_end")
            if self.on_finished:
                self.on_finished(self.lesson)

    def next(self) -> None:
        r = self.runner
        if r.finished:
            self.next_lesson()
            return
        if self.busy:
            self.skip()
        r.next()
        self._after_nav()

    def back(self) -> None:
        if not self.runner.can_back:
            return
        self.runner.back()
        self._after_nav()

    def _after_nav(self) -> None:
        self._done_reported = self.runner.finished and self._done_reported
        if self.runner.state is not self._shown:
            self._adopt_new_table()
        self.app.play_sound("click")
        self._remember()

    def replay(self) -> None:
        self.runner.restart()
        self._done_reported = False
        self._adopt_new_table()
        self._remember()

    def skip_lesson(self) -> None:
        """On to the next lesson; the skipped one stays not completed (no tick)."""
        if self.runner.finished:
            self.next_lesson()
            return
        nxt = self._next_lesson_id()

        def move_on(p):
            if nxt is not None:
                p.at(nxt, 0)

        with contextlib.suppress(OSError):
            update_progress(self.app.progress_path, move_on)
        self.next_lesson()

    def _next_lesson_id(self) -> str | None:
        ids = [lesson.id for lesson in LESSONS]
        i = ids.index(self.lesson.id)
        if i + 1 < len(LESSONS) and not LESSONS[i + 1].optional:
            return ids[i + 1]
        return None

    def next_lesson(self) -> None:
        ids = [lesson.id for lesson in LESSONS]
        i = ids.index(self.lesson.id)
        if i + 1 < len(LESSONS) and not LESSONS[i + 1].optional:
            self.app.replace(LessonTable(self.app, LESSONS[i + 1], on_finished=self.on_finished))
        else:
            self.leave()

    def leave(self) -> None:
        """Back to the lesson list (which sits below this scene)."""
        self.close()
        if len(self.app.stack.scenes) > 1:
            self.app.pop()
        else:
            self.app.router.replace("tutorial")

    def open_rules(self) -> None:
        self.app.play_sound("click")
        self.app.router.open("rules")

    # ---------------------------------------------------------------- input
    def handle_event(self, event) -> None:
        for b in self._coach_buttons:
            if b.handle_event(event):
                return
        if event.type == pygame.KEYDOWN:
            r = self.runner
            if event.key in (
                pygame.K_RETURN,
                pygame.K_KP_ENTER,
                pygame.K_SPACE,
                pygame.K_RIGHT,
            ) and r.mode in ("read", "done", "finished"):
                self.next()
                return
            if event.key in (pygame.K_BACKSPACE, pygame.K_LEFT) and r.mode != "act":
                self.back()
                return
            if event.key == pygame.K_r and r.finished:
                self.replay()
                return
        super().handle_event(event)

    # --------------------------------------------------------------- layout
    def on_resize(self, size) -> None:
        super().on_resize(size)
        self._layout_coach()

    def _layout_coach(self) -> None:
        lay = self.layout
        m = lay.margin
        w, _h = lay.size
        top_plate = lay.panels[2] if lay.players == 4 else lay.panels[1]
        fan_top = lay.fans[2].top if lay.players == 4 else top_plate.top
        side_top = min(lay.fans[1].top, lay.info_panel.top)
        bottom = side_top - 2 * m
        # The coach: top left, beside the player across, and clear of the trump chooser
        # (sized as TrumpChooser sizes itself) that may open in the middle.
        area = lay.dialog_area
        chooser = pygame.Rect(0, 0, min(area.width, round(460 * self.scale)),
                              min(area.height, round(230 * self.scale)))
        chooser.center = area.center
        if chooser.left < top_plate.left - 2 * m:
            bottom = min(bottom, chooser.top - m)
        self.coach_rect = pygame.Rect(m, m, top_plate.left - 3 * m, bottom - m)
        s = self.scale
        head_h = min(bottom - m, round(112 * s))
        self.head_rect = pygame.Rect(
            top_plate.right + 2 * m, m, w - top_plate.right - 3 * m, head_h
        )
        del fan_top
        bh = round(34 * s)
        gap = m
        c = self.coach_rect
        back, nxt, skip = self._coach_buttons
        bw = round(min(130 * s, (c.width - 3 * gap) / 2.6))
        nxt.rect = pygame.Rect(c.right - gap - bw, c.bottom - gap - bh, bw, bh)
        back.rect = pygame.Rect(nxt.rect.left - gap - bw, nxt.rect.top, bw, bh)
        hd = self.head_rect
        skip.rect = pygame.Rect(0, 0, round(min(150 * s, hd.width * 0.45)), round(30 * s))
        skip.rect.bottomright = (hd.right - gap, hd.bottom - gap)

    # ----------------------------------------------------------------- draw
    def draw(self, surface: pygame.Surface) -> None:
        if self.coach_rect.width <= 0:
            self._layout_coach()
        super().draw(surface)
        coach.draw_finished_trick(self, surface)
        coach.draw_highlights(self, surface)
        coach.draw_header(self, surface)
        coach.draw_coach(self, surface)

    def status_text(self):
        r = self.runner
        if r.mode != "act":
            return None
        st = super().status_text()
        if st and st[1] == theme.BAD:
            return None  # the coach explains mistakes
        return st

    # -- keeping the coach's marks off the table's own labels
    def _arrow_tips(self) -> list[tuple[int, int]]:
        """Where the pointer arrows go: above each highlighted card in the hand."""
        if self.busy:
            return []
        s = self.scale
        tips = []
        for target in self.runner.highlights:
            if target.startswith("card:"):
                for r in coach.target_rects(self, target):
                    if r.top > self.layout.middle.bottom:
                        tips.append((r.centerx, r.top - round(10 * s)))
        return tips

    def _arrow_height(self) -> int:
        return round(2 * 14 * self.scale + 5 * self.scale)  # the arrow and its bob

    def _status_place(self, img) -> tuple[int, int]:
        """Lift the status line above the pointer arrows, so they never cover it."""
        cx, cy = super()._status_place(img)
        tips = self._arrow_tips()
        if tips:
            top = min(y for _x, y in tips) - self._arrow_height()
            cy = min(cy, top - round(4 * self.scale) - img.get_height() // 2 - 5)
        self._status_rect = pygame.Rect(0, 0, img.get_width() + 32, img.get_height() + 10)
        self._status_rect.center = (cx, cy)
        return cx, cy

    def _banner_place(self, img) -> tuple[int, int] | None:
        """The table's spot unless it runs under the coach or the header; then below the
        trump chooser or bid picker, or the table's centre; the first that is free."""
        w, h = img.get_width() + 44, img.get_height() + 16  # with the pill's padding
        cx, y = super()._banner_place(img)
        spots = [(cx, y)]
        widget = self.trump_chooser or self.picker
        if widget is not None and self.human_turn:
            spots.append((cx, widget.rect.bottom + round(10 * self.scale) + h // 2))
        spots.append(self.layout.center)
        blockers = [self.coach_rect, self.head_rect]
        if widget is not None and self.human_turn:
            blockers.append(widget.rect)
        status = getattr(self, "_status_rect", None)
        if status is not None and self.status_text():
            blockers.append(status)
        for x, yy in spots:
            r = pygame.Rect(0, 0, w, h)
            r.center = (x, yy)
            if r.collidelist(blockers) < 0 and self.screen_rect().contains(r):
                return x, yy
        return None  # no free spot: the coach (and the chooser) say it already

    def screen_rect(self) -> pygame.Rect:
        return pygame.Rect((0, 0), self.layout.size)

    def _has_next_lesson(self) -> bool:
        ids = [lesson.id for lesson in LESSONS]
        i = ids.index(self.lesson.id)
        return i + 1 < len(LESSONS) and not LESSONS[i + 1].optional

    def card_hint_name(self, action) -> str:
        if isinstance(action, Play):
            return card_label(action.card, self.deck_style)
        return str(action)


def tutorial_setup(player_name: str = "") -> GameSetup:
    """The first real game the tutorial offers: you (by your name, if you gave one)
    against three Easy players."""
    you = player_name.strip() or _("You")
    return GameSetup(Rules(4), [you, *seat_names()[1:]], ["human", "easy", "easy", "easy"])


__all__ = ["LessonTable", "tutorial_setup", "Phase"]
