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
from game.rules import BidMade, CardPlayed, RoundDealt, TrumpChosen
from game.tips import Tip, TipTracker
from game.tutorial.progress import load_progress, update_progress
from game.ui.kit import palette, panelart, sizing, textfit
from game.ui.kit.widgets import Button

log = logging.getLogger("wizard")


# The tips box's lengths (px at scale 1; sizing.Metrics has the shared ones).
MAX_W = 460  # the box, at most
RADIUS, PAD = 12, 10
MORE_TEXT, TIP_TEXT = 13, 15  # "+2 more" in the header; the tip's text (at most)
BUTTON_W, BUTTON_H, BUTTON_GAP = 150, 30, 6  # BUTTON_W at most


def coach_area(layout) -> pygame.Rect:
    """The largest free felt for the tip: the top-left corner (left of the players
    across, above the left seat) or, when that is narrow (5 or 6 players), the
    bottom-left corner between the left seat and the player's own plate."""
    m = layout.margin
    panels = layout.panels
    top_row = [r for r in panels[1:] if r.top < layout.middle.top]
    sides = [r for r in panels[1:] if r not in top_row and r.centerx < layout.size[0] // 2]
    side_top = min([layout.fans[1].top, layout.info_panel.top] + [r.top for r in sides])
    right = min((r.left for r in top_row if r.left > 3 * m), default=layout.middle.centerx)
    top_left = pygame.Rect(m, m, right - 3 * m, side_top - 2 * m)
    human = panels[0]
    upper = max((r.bottom for r in sides), default=layout.info_panel.bottom)
    trick_left = min(x for x, _y in layout.trick_slots) - layout.trick_card[0] // 2
    bottom_right = min(layout.hand_area.left, trick_left) - 2 * m
    bottom_left = pygame.Rect(m, upper + m, bottom_right - m, human.top - upper - 2 * m)
    best = max((top_left, bottom_left), key=lambda r: max(0, r.width) * max(0, r.height))
    best.width = max(120, min(best.width, sizing.Metrics(layout.font_scale)(MAX_W)))
    best.height = max(80, best.height)
    return best


DISMISS_KEY = pygame.K_x  # "Got it" by keyboard (listed in the keyboard help)


class TipsHook:
    """In ``TableScene``: ``__init__``: ``self.tips = TipsHook(app)`` (a lesson passes
    ``enabled=False``); after every applied action (the controller's ``on_applied``):
    ``self.tips.on_events(state, events)``; before the human's move
    (``table.pickers.ensure``): ``table.tips.before_move(table.state)``; first thing in
    input (``table.input.handle_event``): ``if table.tips.handle_event(event): return``;
    in ``draw`` before the status: ``self.tips.draw(surface, self.layout)``."""

    def __init__(self, app, seat: int = 0, enabled: bool | None = None):
        self.app = app
        on = app.settings.tips if enabled is None else enabled
        seen: list[str] = []
        if on:
            seen = load_progress(app.progress_path, app.problems).tips_seen
        self.seat = seat
        self.tracker = TipTracker(seen, enabled=on, seat=seat, style=app.settings.deck_style)
        self.queue: list[Tip] = []
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.ok = Button("", self.dismiss, style="primary")
        self.ok.key_hint = "X"  # Enter and Space belong to the table's cards and bids
        self.off = Button("", self.turn_off, style="normal")
        self._label_buttons()

    def _label_buttons(self) -> None:
        """In the current language: the player may switch it while a tip is up."""
        self.ok.text = _("Got it")
        self.off.text = _("No more tips")

    @property
    def current(self) -> Tip | None:
        return self.queue[0] if self.queue else None

    # -------------------------------------------------------------- feeding
    def on_events(self, state, events) -> None:
        events = list(events)
        self._expire(events)
        self._add(self.tracker.after_events(state, events))

    def _expire(self, events) -> None:
        """Tips leave when their situation passes: a tip about the player's move once
        the move is made, every tip of a round when the next round is dealt."""
        for ev in events:
            if isinstance(ev, RoundDealt):
                self.queue = [t for t in self.queue if t.round >= ev.round]
            elif isinstance(ev, BidMade | CardPlayed | TrumpChosen) and ev.seat == self.seat:
                self.queue = [t for t in self.queue if not t.move]

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
        if event.type == pygame.KEYDOWN and event.key == DISMISS_KEY:
            self.dismiss()
            return True
        return any(b.handle_event(event) for b in (self.ok, self.off))

    # ---------------------------------------------------------------- draw
    def draw(self, surface, layout) -> None:
        tip = self.current
        if tip is None:
            return
        self._label_buttons()
        s = layout.font_scale
        m = sizing.Metrics(s)
        area = coach_area(layout)
        self.rect = rect = area
        panelart.draw_panel(
            surface,
            rect,
            radius=m(RADIUS),
            alpha=238,
            border=palette.ACCENT,
            look=panelart.TABLE,
        )
        pad = m(PAD)
        fonts = self.app.fonts
        inner = rect.width - 2 * pad
        more = ""
        if len(self.queue) > 1:  # in the header, never where the buttons go
            more = f"+{len(self.queue) - 1}"
        more_img = None
        if more:
            more_img = textfit.render_fit(fonts, more, inner // 4, m(MORE_TEXT), palette.TEXT_DIM)
        head_w = inner - (more_img.get_width() + pad if more_img else 0)
        head = textfit.render_fit(fonts, _("Tip: {title}").format(title=tip.title),
                                head_w, m.body, palette.ACCENT, "bold")
        surface.blit(head, (rect.left + pad, rect.top + pad))
        if more_img is not None:
            surface.blit(more_img, more_img.get_rect(topright=(rect.right - pad, rect.top + pad)))
        self._place_buttons(rect, pad, s, fonts)
        top = rect.top + pad + head.get_height() + m.nudge
        buttons_top = min(self.ok.rect.top, self.off.rect.top)
        box = pygame.Rect(rect.left + pad, top, inner, buttons_top - top - m.nudge)
        textfit.draw_text_box(surface, fonts, tip.text, box, m(TIP_TEXT), palette.TEXT)
        self.ok.draw(surface, fonts)
        self.off.draw(surface, fonts)

    def _place_buttons(self, rect, pad, s, fonts) -> None:
        """Side by side when both labels fit at a readable size, else one above the other
        (a narrow box at 5 or 6 players): a label never runs out of its button."""
        m = sizing.Metrics(s)
        bh = m(BUTTON_H)
        inner = rect.width - 2 * pad
        half = (inner - pad) // 2
        size = max(11, round(bh * 0.42))
        font = fonts.get(size, "bold")
        widest = max(font.size(b.text)[0] for b in (self.ok, self.off)) + 20
        if widest <= half:
            bw = min(m(BUTTON_W), half)
            self.ok.rect = pygame.Rect(rect.right - pad - bw, rect.bottom - pad - bh, bw, bh)
            self.off.rect = pygame.Rect(self.ok.rect.left - pad - bw, self.ok.rect.top, bw, bh)
        else:
            gap = m(BUTTON_GAP)
            self.ok.rect = pygame.Rect(rect.left + pad, rect.bottom - pad - bh, inner, bh)
            self.off.rect = pygame.Rect(rect.left + pad, self.ok.rect.top - gap - bh, inner, bh)
