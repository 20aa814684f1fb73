"""The coach's place on the lesson table: where the coach panel and the lesson
header go (beside the player across, clear of the plates and of the trump chooser),
the coach's buttons (Back / Replay, Next, Skip lesson), the pointer arrows over the
cards the step talks about, and keeping the table's banner and status line clear of
all that. What the panel and the header show is drawn by ``table.coach``.

The coach's marks (glowing highlights, bobbing arrows, the Next button's glow) move
for a few seconds after each step or move and then hold still, like the turn glow
(``table.rest``), so a lesson waiting for the learner needs no frames.
"""

from __future__ import annotations

import pygame

from game.i18n import _
from game.ui.kit.widgets import Button
from game.ui.table import coach
from game.ui.table.rest import PULSE_FOR, SETTLE
from game.ui.table.trumpchooser import chooser_rect

# Pixels at scale 1.
HEAD_H = 112  # the lesson's header box (top right), at most
BUTTON_W, BUTTON_H = 130, 34  # Back and Next (narrower in a narrow coach)
SKIP_W, SKIP_H = 150, 30  # Skip lesson
MARK_GAP = 10  # a card to the arrow above it; a picker to the banner below it
STATUS_ABOVE_ARROWS = 4


class CoachPanel:
    def __init__(self, lesson) -> None:
        self.lesson = lesson  # the LessonMode: its runner, its navigation
        self.table = lesson.table
        self.buttons: list[Button] = []  # Back, Next, Skip lesson
        self.coach_rect = pygame.Rect(0, 0, 0, 0)
        self.head_rect = pygame.Rect(0, 0, 0, 0)
        self.status_rect: pygame.Rect | None = None  # where the status line went
        self.since = 0.0  # table time the coach's marks started moving
        self._seen_key = None

    @property
    def runner(self):
        return self.lesson.runner

    def make_buttons(self) -> None:
        self.buttons = [
            Button(_("Back"), self.lesson.nav.back, style="normal"),
            Button(_("Next"), self.lesson.nav.next, style="primary"),
            Button(_("Skip lesson"), self.lesson.nav.skip_lesson, style="normal"),
        ]
        if self.coach_rect.width > 0:
            self.layout()

    def handle_event(self, event) -> bool:
        return any(b.handle_event(event) for b in self.buttons)

    # ----------------------------------------------------------------- calm
    def follow(self) -> None:
        """Note a new step, a new move or the end of the animations: the marks move
        again for a while."""
        r = self.runner
        key = (r.index, r.mode, r.finished, id(r.feedback), self.table.busy)
        if key != self._seen_key:
            self._seen_key = key
            self.since = self.table.t

    def calm(self) -> float:
        """0 while the coach's marks move fully, 1 once they hold still."""
        return max(0.0, min(1.0, (self.table.t - self.since - PULSE_FOR) / SETTLE))

    def moving(self) -> bool:
        return self.calm() < 1.0

    def pulse(self, value: float, still: float) -> float:
        """``value`` (a pulse) while the marks move, easing to ``still`` as they calm."""
        c = self.calm()
        return value * (1.0 - c) + still * c

    # --------------------------------------------------------------- layout
    def layout(self) -> None:
        t = self.table
        lay = t.layout
        m = lay.margin
        w, _h = lay.size
        top_plate = lay.panels[2] if lay.players == 4 else lay.panels[1]
        side_top = min(lay.fans[1].top, lay.info_panel.top)
        bottom = side_top - 2 * m
        # The coach: top left, beside the player across, and clear of the trump chooser
        # that may open in the middle.
        s = t.scale
        chooser = chooser_rect(lay.dialog_area, s)
        if chooser.left < top_plate.left - 2 * m:
            bottom = min(bottom, chooser.top - m)
        self.coach_rect = pygame.Rect(m, m, top_plate.left - 3 * m, bottom - m)
        head_h = min(bottom - m, round(HEAD_H * s))
        self.head_rect = pygame.Rect(
            top_plate.right + 2 * m, m, w - top_plate.right - 3 * m, head_h
        )
        if len(self.buttons) != 3:
            return
        bh = round(BUTTON_H * s)
        gap = m
        c = self.coach_rect
        back, nxt, skip = self.buttons
        bw = round(min(BUTTON_W * s, (c.width - 3 * gap) / 2.6))
        nxt.rect = pygame.Rect(c.right - gap - bw, c.bottom - gap - bh, bw, bh)
        back.rect = pygame.Rect(nxt.rect.left - gap - bw, nxt.rect.top, bw, bh)
        hd = self.head_rect
        skip.rect = pygame.Rect(0, 0, round(min(SKIP_W * s, hd.width * 0.45)), round(SKIP_H * s))
        skip.rect.bottomright = (hd.right - gap, hd.bottom - gap)

    # -------------------------------------------------- clear of the marks
    def arrow_tips(self) -> list[tuple[int, int]]:
        """Where the pointer arrows go: above each highlighted card in the hand."""
        t = self.table
        if t.busy or coach.choice_open(t):  # the card is chosen: its panel asks the rest
            return []
        tips = []
        for target in self.runner.highlights:
            if target.startswith("card:"):
                for r in coach.target_rects(self, target):
                    if r.top > t.layout.middle.bottom:
                        tips.append((r.centerx, r.top - round(MARK_GAP * t.scale)))
        return tips

    def arrow_height(self) -> int:
        s = self.table.scale
        return round(2 * coach.ARROW * s + coach.ARROW_BOB * s)  # arrow and bob

    def status_place(self, img, spot) -> tuple[int, int]:
        """Lift the status line above the pointer arrows, so they never cover it."""
        cx, cy = spot
        tips = self.arrow_tips()
        if tips:
            top = min(y for _x, y in tips) - self.arrow_height()
            lift = round(STATUS_ABOVE_ARROWS * self.table.scale)
            cy = min(cy, top - lift - img.get_height() // 2 - 5)
        self.status_rect = pygame.Rect(0, 0, img.get_width() + 32, img.get_height() + 10)
        self.status_rect.center = (cx, cy)
        return cx, cy

    def banner_place(self, img, spot) -> tuple[int, int] | None:
        """The table's spot unless it runs under the coach or the header; then below the
        trump chooser or bid picker, or the table's centre; the first that is free."""
        t = self.table
        w, h = img.get_width() + 44, img.get_height() + 16  # with the pill's padding
        spots = [spot]
        widget = t.moves.trump_chooser or t.moves.picker
        if widget is not None and t.human_turn:
            spots.append((spot[0], widget.rect.bottom + round(MARK_GAP * t.scale) + h // 2))
        spots.append(t.layout.center)
        blockers = [self.coach_rect, self.head_rect]
        if widget is not None and t.human_turn:
            blockers.append(widget.rect)
        if self.status_rect is not None and t.status_text():
            blockers.append(self.status_rect)
        screen = pygame.Rect((0, 0), t.layout.size)
        for x, y in spots:
            r = pygame.Rect(0, 0, w, h)
            r.center = (x, y)
            if r.collidelist(blockers) < 0 and screen.contains(r):
                return x, y
        return None  # no free spot: the coach (and the chooser) say it already

    # ----------------------------------------------------------------- draw
    def draw(self, surface) -> None:
        if self.coach_rect.width <= 0:
            self.layout()
        coach.draw_finished_trick(self, surface)
        coach.draw_highlights(self, surface)
        coach.draw_header(self, surface)
        coach.draw_coach(self, surface)
