"""Review: a finished game replayed with every hand visible, and the rated seat's
bids and cards compared with Expert's.

Keys: Left/Right one action, Up/Down one trick, Page Up/Down one round, Home/End
the start and the end, M the next mistake (Shift+M the previous); Tab reaches the
buttons and the mistake list, Enter presses, Escape leaves. The analysis runs in
its own process (``game.ui.analysis_job``) and the window keeps responding; the
board is ``review_board``, the stepping ``review_steps``, the panel ``review_panel``.
"""

from __future__ import annotations

import logging

import pygame

from game.history import recorded_seat
from game.i18n import _, pgettext
from game.rules.actions import Play
from game.rules.replay import replay_transcript
from game.ui.analysis_job import AnalysisJob, Rated
from game.ui.kit import palette, textfit
from game.ui.kit.widgets import Button, Choice, even_labels
from game.ui.scenes.common import MenuScreen
from game.ui.scenes.review_board import action_text, display_names, draw_board
from game.ui.scenes.review_panel import AnalysisPanel, verdict
from game.ui.scenes.review_steps import ReplayCursor
from game.ui.table import render as rd

log = logging.getLogger("wizard")
# Passed to ai.analysis.analyze (its defaults when empty); the same as `wizard analyze`.
ANALYSIS_OPTIONS: dict = {}
ANALYSIS_LOOK = 0.25  # seconds between looks at a running analysis

_NAV_KEYS = {
    pygame.K_RIGHT: "forward",
    pygame.K_LEFT: "back",
    pygame.K_DOWN: "next_trick",
    pygame.K_UP: "previous_trick",
    pygame.K_PAGEDOWN: "next_round",
    pygame.K_PAGEUP: "previous_round",
    pygame.K_HOME: "home",
    pygame.K_END: "end_",
}


# The screen's own lengths (px at scale 1; sizing.Metrics has the shared ones).
MARGIN = 20  # the window's sides to the board and the panel
BOTTOM = 16  # the window's bottom to the buttons'
BUTTON_W, BUTTON_H, GAP = 170, 44, 10  # GAP: between the buttons, the board and the panel
NOTE_H = 34  # the "no seat is marked" line and the seat choice beside it
CAPTION_H = 58  # what just happened, under the board
CAPTION_TEXT, RATING_TEXT, SMALL_TEXT = 19, 17, 15


class ReviewScene(MenuScreen):
    metrics_cut = False  # the review has always rounded its lengths
    def __init__(self, app, doc: dict, seat: int | None = None):
        super().__init__(app)
        self.doc = doc
        self.replay = replay_transcript(doc)  # ReplayError: the caller tells the player
        self.cursor = ReplayCursor(self.replay)
        recorded = recorded_seat(doc)
        self.seat_recorded = seat is not None or recorded is not None
        self.seat = seat if seat is not None else (recorded if recorded is not None else 0)
        self.names = display_names(self.replay.players)
        log.info("review of a %d-player game of %d rounds, rating seat %d%s",
                 self.replay.rules.players, len(self.replay.final.history), self.seat,
                 "" if self.seat_recorded else " (no seat marked in the file)")
        self.text = rd.TextCache(app.fonts)
        self.job: AnalysisJob | None = None
        self.rated: dict[int, Rated] = {}
        self.panel = AnalysisPanel(self.jump_to, app.settings.deck_style)
        self.panel.on_page = lambda: self.relayout()
        self.seat_choice = Choice(
            [(i, name) for i, name in enumerate(self.names)], self.seat, self.choose_seat
        )
        self.nav = {
            "home": Button(pgettext("replay", "Start"), lambda: self.move("home")),
            "previous_trick": Button(_("Previous trick"), lambda: self.move("previous_trick")),
            "back": Button(_("Previous"), lambda: self.move("back")),
            "forward": Button(_("Next"), lambda: self.move("forward"), style="primary"),
            "next_trick": Button(_("Next trick"), lambda: self.move("next_trick")),
            "end_": Button(pgettext("replay", "End"), lambda: self.move("end_")),
        }
        for key, name in (("home", "Home"), ("previous_trick", "↑"), ("back", "←"),
                          ("forward", "→"), ("next_trick", "↓"), ("end_", "End")):
            self.nav[key].key_hint = name
        self.close_button = Button(_("Close"), self.back)
        self.close_button.key_hint = "Esc"
        # Also those out of the focus order now (a hidden page's, the seat once rated).
        self.root.add(lambda: [self.seat_choice, self.panel.tabs,
                               *[b for b, _d in self.panel.rows]])
        self.root.set_help(self.keys)
        self._start_analysis()
        self._refocus(self.nav["forward"])

    def title(self) -> str:
        return _("Review")

    # -------------------------------------------------------------- analysis
    def _start_analysis(self) -> None:
        if self.job is not None:
            self.job.close()
        self.rated = {}
        self.panel.rated = None
        self.panel.error = None
        self.panel.progress = 0.0
        self.panel.rows = []
        self.job = None
        self.job = AnalysisJob(self.doc, self.seat, **ANALYSIS_OPTIONS)

    def choose_seat(self, seat) -> None:
        self.seat = int(seat)
        self._start_analysis()
        self._refocus(self.seat_choice)

    def on_exit(self) -> None:
        if self.job is not None:
            self.job.close()

    def update(self, dt: float) -> None:
        super().update(dt)
        job = self.job
        if job is None:
            return
        was_done = self.panel.rated is not None or self.panel.error is not None
        job.poll()
        self.panel.progress = job.progress
        if job.result is not None and not was_done:
            self.rated = {d.step: d for d in job.result}
            self.panel.set_result(job.result)
            self.relayout()
            self._refocus(self.focus.current)
        elif job.error is not None and not was_done:
            self.panel.error = job.error

    def wake_in(self) -> float | None:
        """A look at the analysis four times a second while it runs (its percent
        moves about that often on a whole game; each look redraws the window); else
        as the widgets need (the window rests between key presses)."""
        waits = [self.focus.wake_in()]
        if self.job is not None and not self.job.done:
            waits.append(ANALYSIS_LOOK)
        got = [w for w in waits if w is not None]
        return min(got) if got else None

    @property
    def analysis_done(self) -> bool:
        return self.panel.rated is not None

    # -------------------------------------------------------------- stepping
    def move(self, how: str) -> None:
        if getattr(self.cursor, how)():
            self.app.play_sound("click")

    def jump_to(self, decision: Rated) -> None:
        self.cursor.to_step(decision.step)
        self.app.play_sound("click")

    def next_mistake(self, step: int) -> None:
        """Jump to the next (+1) or previous (-1) mistake from where the replay is."""
        here = self.cursor.position - 1  # the step just shown
        mistakes = self.panel.mistakes
        if step > 0:
            found = next((d for d in mistakes if d.step > here), None)
        else:
            found = next((d for d in reversed(mistakes) if d.step < here), None)
        if found is None:
            self.app.play_sound("error")
            return
        self.jump_to(found)
        index = mistakes.index(found)
        self.panel.scroll_to_show(index)
        self.relayout()

    def keys(self) -> list:
        """The keys of this screen, for the keyboard help (F1 or ?)."""
        from game.ui.scenes.help import general_section

        return [
            (
                _("Review"),
                [
                    (["\u2190", "\u2192"], _("One move back or forward")),
                    (["\u2191", "\u2193"], _("One trick back or forward")),
                    (["PgUp", "PgDn"], _("One round back or forward")),
                    (["Home", "End"], _("To the start or the end")),
                    (["M"], _("Next mistake (Shift+M: the one before)")),
                    (["Tab", "Enter"], _("Move to a button or mistake, and press it")),
                    (["Esc"], _("Back")),
                ],
            ),
            general_section(),
        ]

    # ----------------------------------------------------------------- input
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self._mouse = event.pos
        if event.type == pygame.KEYDOWN:
            current = self.focus.current
            choosing = isinstance(current, Choice) and event.key in (pygame.K_LEFT, pygame.K_RIGHT)
            if event.key in _NAV_KEYS and not choosing:
                self.move(_NAV_KEYS[event.key])
                return
            if event.key == pygame.K_m:
                shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
                self.next_mistake(-1 if shift else 1)
                return
            if event.key == pygame.K_ESCAPE:
                self.back()
                return
            if event.key in (pygame.K_TAB,):
                self.focus.handle_event(event)
                self._keep_focus_visible()
                return
        if self.panel.handle_wheel(event):
            self.relayout()
            return
        self.focus.handle_event(event)

    def _keep_focus_visible(self) -> None:
        current = self.focus.current
        for i, (b, _d) in enumerate(self.panel.rows):
            if b is current:
                self.panel.scroll_to_show(i)
                self.relayout()
                self._refocus(b)

    def _refocus(self, widget) -> None:
        widgets = [
            *(([self.seat_choice]) if not self.seat_recorded else []),
            *self.nav.values(),
            self.close_button,
            *[w for w in self.panel.widgets() if w is self.panel.tabs],
            *[b for b, _d in self.panel.visible_rows()],
        ]
        self.focus.set(widgets)
        if widget in widgets:
            self.focus.focus(widget)
        else:
            self.focus.focus(self.nav["forward"])

    # ---------------------------------------------------------------- layout
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale
        m = self.metrics
        margin = m(MARGIN)
        bottom = h - m(BOTTOM)
        bh = m(BUTTON_H)
        buttons = [*self.nav.values(), self.close_button]
        gap = m(GAP)
        bw = min(m(BUTTON_W), (w - 2 * margin - gap * (len(buttons) - 1)) // len(buttons))
        x = (w - (bw * len(buttons) + gap * (len(buttons) - 1))) // 2
        for b in buttons:
            b.rect = pygame.Rect(x, bottom - bh, bw, bh)
            x += bw + gap
        even_labels(buttons, self.app.fonts)  # "Previous trick" as its neighbours
        top = self.content_top - m(GAP)
        if not self.seat_recorded:
            self.note_rect = pygame.Rect(margin, top, round((w - 2 * margin) * 0.5), m(NOTE_H))
            self.seat_choice.rect = pygame.Rect(self.note_rect.right + gap, top,
                                                w - margin - self.note_rect.right - gap,
                                                m(NOTE_H))
            top = self.note_rect.bottom + m.gap_s
        area_bottom = bottom - bh - m.gap
        board_w = round((w - 2 * margin) * 0.63)
        caption_h = m(CAPTION_H)
        self.board_rect = pygame.Rect(margin, top, board_w, area_bottom - top - caption_h)
        self.caption_rect = pygame.Rect(margin, self.board_rect.bottom + m.nudge, board_w,
                                        caption_h - m.nudge)
        panel = pygame.Rect(self.board_rect.right + gap, top,
                            w - margin - self.board_rect.right - gap, area_bottom - top)
        self.panel.layout(panel, s)
        self._refocus(self.focus.current)

    # ------------------------------------------------------------------ draw
    def caption(self) -> tuple[str, str, tuple]:
        """(what just happened, the rating of it or "", the rating's colour)."""
        cursor = self.cursor
        last = cursor.last
        style = self.app.settings.deck_style
        if last is None:
            what = _("Round 1 is dealt. Step forward with → or Next.")
        else:
            what = action_text(last, self.names, style)
            state = cursor.state
            if not state.trick and state.tricks and isinstance(last.action, Play):
                winner = state.tricks[-1].winner
                if winner is None:  # the Bomb's trick
                    what += " · " + _("The Bomb: nobody takes this trick")
                else:
                    what += " · " + _("{name} takes the trick").format(name=self.names[winner])
        if cursor.at_end and self.replay.final.is_over:
            winners = ", ".join(self.names[i] for i in self.replay.final.winners())
            what = _("The end: {names} won.").format(names=winners)
        rating, colour = "", palette.TEXT_DIM
        if last is not None and last.seat == self.seat:
            d = self.rated.get(last.index)
            if d is not None:
                rating, colour = verdict(d, style)
            elif not self.analysis_done:
                rating = _("The rating appears when the analysis is done.")
            elif self.panel.error is None:
                rating = _("No real choice here (a forced move): not rated.")
        return what, rating, colour

    def panel_title(self) -> str:
        if self.names[self.seat] == _("You"):
            return _("Your bids and cards against Expert's")
        return _("{name}: bids and cards against Expert's").format(name=self.names[self.seat])

    def draw_content(self, surface: pygame.Surface) -> None:
        s = self.scale
        m = self.metrics
        if not self.seat_recorded:
            textfit.draw_text_box(
                surface, self.fonts,
                _("No seat is marked as the player's in this file. Rated:"),
                self.note_rect, m(SMALL_TEXT), palette.GOLD_LIGHT, valign="center",
            )
        draw_board(surface, self.app, self.text, self.board_rect, self.cursor.state, self.names,
                   self.seat, self.cursor.last, s)
        what, rating, colour = self.caption()
        c = self.caption_rect
        pos = _("Move {n} of {total}").format(n=self.cursor.position, total=self.cursor.end)
        pos_img = self.text.render(pos, m(SMALL_TEXT), palette.TEXT_DIM)
        surface.blit(pos_img, pos_img.get_rect(topright=(c.right, c.top)))
        line = self.text.render(what, m(CAPTION_TEXT), palette.TEXT, "bold",
                                max_width=c.width - pos_img.get_width() - m.gap)
        surface.blit(line, (c.left, c.top))
        if rating:
            img = self.text.render(rating, m(RATING_TEXT), colour, "bold", max_width=c.width)
            surface.blit(img, (c.left, c.top + line.get_height() + m.nudge))
        self.panel.current_round = self.cursor.state.round
        self.panel.current_step = self.cursor.position - 1
        self.panel.draw(surface, self.fonts, self.text, self.panel_title(), s)
