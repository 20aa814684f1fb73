"""One lesson on the real card table: UI-A's ``TableScene`` with the coach.

The lesson's ``LessonRunner`` owns the game state: the learner's moves go to the
runner (which explains wrong and illegal ones), the other seats' moves come from
the runner's script (or the Easy AI in the guided round) instead of the AI worker.
Nothing is saved as a game: the player's saved game is never touched.
"""

from __future__ import annotations

import contextlib
import math

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
from game.ui.table import render as rd
from game.ui.table.model import ShownTable
from game.ui.tween import motion
from game.ui.widgets import Button
from game.words import card_label

FEEDBACK_COLOURS = {"illegal": theme.BAD, "wrong": (240, 176, 80), "good": theme.GOOD}


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
        super().__init__(app, setup, state)
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

    def _save(self) -> None:
        """Lessons are not saved games."""

    def _game_finished(self) -> None:
        pass

    def show_round_summary(self) -> None:
        """The coach explains the score; no summary dialog."""

    def _request_ai_if_needed(self) -> None:
        pass

    def _try_ai_move(self) -> None:
        pass

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
        self._layout_buttons(buttons)
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
        self._draw_finished_trick(surface)
        self._draw_highlights(surface)
        self._draw_header(surface)
        self._draw_coach(surface)

    def status_text(self):
        r = self.runner
        if r.mode != "act":
            return None
        st = super().status_text()
        if st and st[1] == theme.BAD:
            return None  # the coach explains mistakes
        return st

    def _target_rects(self, target: str) -> list[pygame.Rect]:
        lay = self.layout
        kind, _sep, arg = target.partition(":")
        if kind == "hand":
            return [r for _c, r in self.hand_rects()]
        if kind == "card":
            for c, r in self.hand_rects():
                if str(c) == arg:
                    return [r]
            for seat, c in self.model.trick:
                if str(c) == arg:
                    r = pygame.Rect(0, 0, *lay.trick_card)
                    r.center = lay.trick_slots[seat]
                    return [r]
            return []
        if kind == "turned":
            r = pygame.Rect(0, 0, *lay.info_card)
            r.center = lay.trump_pos
            return [r]
        if kind == "trick":
            rects = []
            shown = list(self.model.trick)
            if not shown and self.runner.mode == "done" and self.model.last_trick:
                leader, cards, _w = self.model.last_trick
                shown = [((leader + i) % lay.players, c) for i, c in enumerate(cards)]
            for seat, _c in shown:
                r = pygame.Rect(0, 0, *lay.trick_card)
                r.center = lay.trick_slots[seat]
                rects.append(r)
            return [rects[0].unionall(rects[1:]).inflate(lay.margin, lay.margin)] if rects else []
        if kind == "seat":
            return [lay.panels[int(arg)]]
        if kind in ("bids", "score"):
            return list(lay.panels)
        if kind == "bidpicker" and self.picker is not None and self.human_turn:
            return [self.picker.rect]
        if kind == "trumppicker" and self.trump_chooser is not None and self.human_turn:
            return [self.trump_chooser.rect]
        if kind == "others":
            return [lay.fans[s] for s in range(1, lay.players)]
        return []

    def _draw_highlights(self, surface) -> None:
        if self.busy:
            return
        s = self.scale
        strength = 0.55 + 0.45 * rd.pulse(self.t, 1.6)
        for target in self.runner.highlights:
            cards = target == "hand" or target.startswith("card:")
            for r in self._target_rects(target):
                radius = rd.card_radius(r.width) if cards else round(12 * s)
                rd.draw_glow(
                    surface,
                    r,
                    theme.GOLD_LIGHT,
                    spread=round(16 * s),
                    radius=radius,
                    strength=strength,
                )
                pygame.draw.rect(
                    surface,
                    theme.GOLD_LIGHT,
                    r.inflate(4, 4),
                    width=max(2, round(3 * s)),
                    border_radius=radius + 2,
                )
        for tip in self._arrow_tips():
            self._draw_arrow(surface, tip)

    # -- keeping the coach's marks off the table's own labels
    def _arrow_tips(self) -> list[tuple[int, int]]:
        """Where the pointer arrows go: above each highlighted card in the hand."""
        if self.busy:
            return []
        s = self.scale
        tips = []
        for target in self.runner.highlights:
            if target.startswith("card:"):
                for r in self._target_rects(target):
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

    def _draw_arrow(self, surface, tip) -> None:
        s = self.scale
        bob = 0 if motion.reduced else round(5 * s * math.sin(self.t * 5))
        x, y = tip[0], tip[1] - abs(bob)
        size = round(14 * s)
        pts = [
            (x, y),
            (x - size, y - size),
            (x - size // 2.5, y - size),
            (x - size // 2.5, y - 2 * size),
            (x + size // 2.5, y - 2 * size),
            (x + size // 2.5, y - size),
            (x + size, y - size),
        ]
        pygame.draw.polygon(surface, theme.GOLD_LIGHT, pts)
        pygame.draw.polygon(surface, theme.TEXT_DARK, pts, width=2)

    def _draw_header(self, surface) -> None:
        hd = self.head_rect
        s = self.scale
        rd.draw_panel(surface, hd, radius=round(12 * s), alpha=215)
        pad = round(12 * s)
        number = [lesson.id for lesson in LESSONS].index(self.lesson.id) + 1
        caption = _("Lesson {n} of {total}").format(n=number, total=len(LESSONS))
        small = self.text.render(
            caption, round(13 * s), theme.TEXT_DIM, "bold", max_width=hd.width - 2 * pad
        )
        surface.blit(small, (hd.left + pad, hd.top + pad))
        title = self.text.render(
            _(self.lesson.title), round(22 * s), theme.GOLD, "title", max_width=hd.width - 2 * pad
        )
        ty = hd.top + pad + small.get_height() + round(2 * s)
        surface.blit(title, (hd.left + pad, ty))
        # Step dots.
        r = self.runner
        n = r.step_count
        dot = round(10 * s)
        gap = round(6 * s)
        y = ty + title.get_height() + round(10 * s)
        x = hd.left + pad
        for i in range(n):
            done = i < r.index or r.finished
            current = i == r.index and not r.finished
            color = theme.GOLD if done else (theme.GOLD_LIGHT if current else (70, 84, 90))
            center = (x + dot // 2, y + dot // 2)
            pygame.draw.circle(surface, color, center, dot // 2 + (2 if current else 0))
            x += dot + gap
        skip = self._coach_buttons[2]
        if r.finished:  # the same words as the coach's button: where it really leads
            skip.text = _("Next lesson") if self._has_next_lesson() else _("Lessons")
        else:
            skip.text = _("Skip lesson")
        skip.draw(surface, self.app.fonts)

    def _draw_coach(self, surface) -> None:
        c = self.coach_rect
        s = self.scale
        r = self.runner
        fb = r.feedback if r.mode == "act" and r.feedback and r.feedback.kind != "good" else None
        border = FEEDBACK_COLOURS[fb.kind] if fb else theme.GOLD
        rd.draw_panel(
            surface, c, radius=round(14 * s), alpha=235, border=border, border_width=3 if fb else 2
        )
        pad = round(12 * s)
        # The coach's badge: a small wizard-hat coloured disc with a "?" mark.
        badge = round(30 * s)
        circle = rd.circle_surface(badge, (64, 92, 170), theme.GOLD)
        surface.blit(circle, (c.left + pad, c.top + pad))
        mark = self.text.render("✦", round(badge * 0.55), theme.GOLD_LIGHT, "bold")
        surface.blit(
            mark, mark.get_rect(center=(c.left + pad + badge // 2, c.top + pad + badge // 2))
        )
        label = _("Coach")
        if r.mode == "act" and not fb:
            label = _("Your move")
        elif r.mode == "done":
            label = _("Well done!")
        elif r.finished:
            label = _("Lesson complete!")
        elif fb:
            label = _("Not quite") if fb.kind == "wrong" else _("Not allowed")
        head = self.text.render(
            label,
            round(16 * s),
            border if fb else theme.GOLD,
            "bold",
            max_width=c.width - badge - 3 * pad,
        )
        surface.blit(
            head, head.get_rect(midleft=(c.left + 2 * pad + badge, c.top + pad + badge // 2))
        )
        buttons_top = self._coach_buttons[0].rect.top
        text_top = c.top + pad + badge + round(6 * s)
        box = pygame.Rect(
            c.left + pad, text_top, c.width - 2 * pad, buttons_top - text_top - round(4 * s)
        )
        text = self._coach_text()
        if fb:
            self._draw_two_texts(surface, box, text, fb.text)
        else:
            theme.draw_text_box(surface, self.app.fonts, text, box, round(17 * s), theme.TEXT)
        back, nxt, _skip = self._coach_buttons
        back.enabled = r.can_back and not self.busy
        if r.finished:
            nxt.text = _("Next lesson") if self._has_next_lesson() else _("Lessons")
            back.text = _("Replay")
            back.enabled = True
            back.on_click = self.replay
        else:
            nxt.text = _("Next")
            back.text = _("Back")
            back.on_click = self.back
        nxt.enabled = r.mode in ("read", "done", "finished")
        back.draw(surface, self.app.fonts)
        nxt.draw(surface, self.app.fonts)
        if nxt.enabled and r.mode in ("read", "done"):
            rd.draw_glow(
                surface,
                nxt.rect,
                theme.GOLD,
                spread=round(8 * s),
                radius=max(6, nxt.rect.height // 4),
                strength=0.4 * rd.pulse(self.t),
            )

    def _draw_two_texts(self, surface, box: pygame.Rect, first: str, second: str) -> None:
        """The instruction (dimmed) and the explanation of the mistake, one font size."""
        fonts = self.app.fonts
        gap = round(6 * self.scale)
        size = round(16 * self.scale)
        while True:
            font = fonts.get(size)
            a = theme.wrap_lines(first, font, box.width)
            b = theme.wrap_lines(second, font, box.width)
            step = int(font.get_linesize() * 1.1)
            if (len(a) + len(b)) * step + gap <= box.height or size <= 10:
                break
            size -= 1
        y = box.top
        for line in a:
            surface.blit(font.render(line, True, theme.TEXT_DIM), (box.left, y))
            y += step
        y += gap
        colour = FEEDBACK_COLOURS[self.runner.feedback.kind]
        pygame.draw.rect(
            surface, colour, (box.left - round(8 * self.scale) + 2, y, 3, len(b) * step)
        )
        for line in b:
            surface.blit(font.render(line, True, theme.TEXT), (box.left, y))
            y += step

    def _draw_finished_trick(self, surface) -> None:
        """While the coach comments on a trick, keep it on the table."""
        r = self.runner
        m = self.model
        if r.mode != "done" or self.busy or m.trick or m.last_trick is None:
            return
        step = r.step
        if not (step.free or any(a.startswith("play") for a in step.expect)):
            return
        leader, cards, winner = m.last_trick
        lay = self.layout
        art = self._art(lay.trick_card)
        n = m.players
        for i, card in enumerate(cards):
            seat = (leader + i) % n
            center = lay.trick_slots[seat]
            if seat == winner:
                rect = pygame.Rect(0, 0, *lay.trick_card)
                rect.center = center
                rd.draw_glow(
                    surface,
                    rect,
                    theme.GOLD,
                    spread=round(14 * self.scale),
                    radius=rd.card_radius(rect.width),
                )
            rd.blit_card(surface, art.face(str(card)), center)
        name = (
            _("You take the trick")
            if winner == 0
            else _("{name} takes the trick").format(name=self.setup.names[winner])
        )
        img = self.text.render(name, round(15 * self.scale), theme.TEXT, "bold")
        rd.draw_pill(surface, self._trick_caption_place(cards, leader, img), img)

    def _trick_caption_place(self, cards, leader, img) -> tuple[int, int]:
        """Below the trick's cards (above them if the hand leaves no room), never on them."""
        lay = self.layout
        n = lay.players
        rects = []
        for i in range(len(cards)):
            r = pygame.Rect(0, 0, *lay.trick_card)
            r.center = lay.trick_slots[(leader + i) % n]
            rects.append(r)
        box = rects[0].unionall(rects[1:])
        h = img.get_height() + 12  # draw_pill's padding
        gap = round(6 * self.scale)
        below = box.bottom + gap + h // 2
        limit = min(r.top for _c, r in self.hand_rects()) if self.model.hands[0] else lay.size[1]
        if below + h // 2 <= limit - gap:
            return box.centerx, below
        return box.centerx, box.top - gap - h // 2

    def _has_next_lesson(self) -> bool:
        ids = [lesson.id for lesson in LESSONS]
        i = ids.index(self.lesson.id)
        return i + 1 < len(LESSONS) and not LESSONS[i + 1].optional

    def _coach_text(self) -> str:
        r = self.runner
        if r.finished:
            done = r.lesson.steps[-1].done
            if done and not callable(done):
                return r._text(done)
            return _("You finished this lesson. On to the next one!")
        return r.text

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
