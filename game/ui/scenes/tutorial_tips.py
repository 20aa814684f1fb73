"""The first-game tips on the table: a small coach panel in the free top-left corner
of the table, shown once per tip, with "Got it" and "No more tips".

``TableScene`` uses it through five one-line calls (see ``TipsHook``); the logic of
when a tip fires is ``game.tips.TipTracker``.
"""

from __future__ import annotations

import contextlib
import logging

import pygame

from game.i18n import _
from game.tips import Tip, TipTracker
from game.tutorial.progress import load_progress, update_progress
from game.ui import theme
from game.ui.table import render as rd
from game.ui.widgets import Button

log = logging.getLogger("wizard")


def coach_area(layout) -> pygame.Rect:
    """The free felt at the top left: left of the player across, above the left seat."""
    m = layout.margin
    top_plate = layout.panels[2] if layout.players == 4 else layout.panels[1]
    if layout.players != 4:
        top_plate = min(layout.panels[1:], key=lambda r: r.top)
    side_top = min(layout.fans[1].top, layout.info_panel.top)
    right = top_plate.left - 2 * m
    return pygame.Rect(m, m, max(120, right - m), max(80, side_top - 3 * m))


class TipsHook:
    """In ``TableScene``: ``__init__``: ``self.tips = TipsHook(app)``; in ``apply``
    after the events are queued: ``self.tips.on_events(self.state, events)``; in
    ``_ensure_human_widgets``: ``self.tips.before_move(self.state)``; first thing in
    ``handle_event``: ``if self.tips.handle_event(event): return``; in ``draw`` before
    the status: ``self.tips.draw(surface, self.layout)``."""

    def __init__(self, app, seat: int = 0, enabled: bool | None = None):
        self.app = app
        on = app.settings.tips if enabled is None else enabled
        seen: list[str] = []
        if on:
            seen = load_progress(app.progress_path, app.problems).tips_seen
        self.tracker = TipTracker(seen, enabled=on, seat=seat, style=app.settings.deck_style)
        self.queue: list[Tip] = []
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.ok = Button(_("Got it"), self.dismiss, style="primary")
        self.off = Button(_("No more tips"), self.turn_off, style="quiet")

    @property
    def current(self) -> Tip | None:
        return self.queue[0] if self.queue else None

    # -------------------------------------------------------------- feeding
    def on_events(self, state, events) -> None:
        self._add(self.tracker.after_events(state, events))

    def before_move(self, state) -> None:
        self._add(self.tracker.before_move(state))

    def _add(self, tips: list[Tip]) -> None:
        if not tips:
            return
        self.queue.extend(tips)
        ids = [t.id for t in tips]

        def remember(p):
            for tip_id in ids:
                p.saw_tip(tip_id)

        try:
            update_progress(self.app.progress_path, remember)
        except OSError:
            log.exception("could not save the tips seen")

    # --------------------------------------------------------------- input
    def dismiss(self) -> None:
        if self.queue:
            self.queue.pop(0)

    def turn_off(self) -> None:
        self.queue.clear()
        self.tracker.enabled = False
        self.app.settings.tips = False
        with contextlib.suppress(OSError):
            self.app.save_settings()

    def handle_event(self, event) -> bool:
        if self.current is None:
            return False
        return any(b.handle_event(event) for b in (self.ok, self.off))

    # ---------------------------------------------------------------- draw
    def draw(self, surface, layout) -> None:
        tip = self.current
        if tip is None:
            return
        s = layout.font_scale
        area = coach_area(layout)
        self.rect = rect = area
        rd.draw_panel(surface, rect, radius=round(12 * s), alpha=238, border=theme.ACCENT)
        pad = round(10 * s)
        fonts = self.app.fonts
        head = theme.render_fit(fonts, _("Tip: {title}").format(title=tip.title),
                                rect.width - 2 * pad, round(16 * s), theme.ACCENT, "bold")
        surface.blit(head, (rect.left + pad, rect.top + pad))
        bh = round(30 * s)
        bw = round(min(140 * s, (rect.width - 3 * pad) / 2))
        self.ok.rect = pygame.Rect(rect.right - pad - bw, rect.bottom - pad - bh, bw, bh)
        self.off.rect = pygame.Rect(self.ok.rect.left - pad - bw, self.ok.rect.top, bw, bh)
        top = rect.top + pad + head.get_height() + round(4 * s)
        box = pygame.Rect(rect.left + pad, top, rect.width - 2 * pad,
                          self.ok.rect.top - top - round(4 * s))
        theme.draw_text_box(surface, fonts, tip.text, box, round(15 * s), theme.TEXT)
        self.ok.draw(surface, fonts)
        self.off.draw(surface, fonts)
        if len(self.queue) > 1:
            more = theme.render_fit(fonts, f"+{len(self.queue) - 1}", bw,
                                    round(12 * s), theme.TEXT_DIM)
            surface.blit(more, (rect.left + pad, self.ok.rect.centery - more.get_height() // 2))
