"""The rules reference: the complete rules of the game as in-game text
(``rules_text``), illustrated with the cards themselves, laid out for the current
window size (wrapped, and the text size follows the window; ``kit.document``),
scrollable with the wheel, the keys (Up/Down, Page Up/Down, Home/End, Space) or by
dragging the scrollbar; a contents column jumps to a section.
``RulesScene(app, section="scoring")`` opens at a section."""

from __future__ import annotations

import pygame

from game.i18n import _
from game.ui.kit import document, palette, panelart, textfit
from game.ui.kit.widgets import Button, ScrollView
from game.ui.scene import soonest
from game.ui.scenes.common import MenuScreen
from game.ui.scenes.rules_text import rules_document, section_ids

# The rules screen's own lengths (px at scale 1; sizing.Metrics has the shared ones,
# kit.document the text's).
MARGIN = 28  # the window's sides to the panels
BOTTOM = 20  # the window's bottom to the panels; also between the two panels
SIDE_W = 250  # the contents column, at most
PANEL_PAD = 26
VIEW_INSET_Y = 14  # the text's view inside the panel, top and bottom
SCROLLBAR_ROOM = 16
SCROLL_LINE = 40  # one step of the wheel or an arrow key
TOC_CAPTION_H, TOC_ROW_H = 30, 40  # the contents' caption and rows (at most)
TOC_CAPTION_GAP = 6  # the caption to the first row
TOC_ABOVE_BUTTON = 14


class RulesScene(MenuScreen):
    def __init__(self, app, section: str | None = None):
        super().__init__(app)
        self.view = ScrollView()
        self.doc = document.Laid()  # the rules laid out for the view's width
        self.toc: list[tuple[str, Button]] = []
        self.back_button = Button(_("Back"), self.back, style="primary")
        self._start_section = section

    def title(self) -> str:
        return _("Rules")

    def sections(self) -> list[str]:
        return section_ids(rules_document(self.app.settings.deck_style))

    def scroll_to_section(self, sid: str, instant: bool = False) -> None:
        if sid in self.doc.anchors:
            self.view.scroll_to(self.doc.anchors[sid], instant=instant)

    def current_section(self) -> str | None:
        current = None
        for sid, y in self.doc.anchors.items():
            if y <= self.view.target + 8:
                current = sid
        return current

    # ---------------------------------------------------------------- input
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self._mouse = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if isinstance(self.focus.current, Button) and self.focus.current.focused:
                self.focus.current.click()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.focus.handle_event(event)
            return
        if event.type == pygame.MOUSEWHEEL:
            self.view.handle_event(event)
            return
        if self.view.handle_event(event):
            return
        self.focus.handle_event(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.view.update(dt)

    def wake_in(self) -> float | None:
        """Frames while the text glides to where it was scrolled; else asleep."""
        return soonest(self.focus.wake_in(), self.view.wake_in())

    # --------------------------------------------------------------- layout
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        m = self.metrics
        margin = m(MARGIN)
        top = self.content_top
        bottom = h - m(BOTTOM)
        side_w = min(m(SIDE_W), int(w * 0.24))
        self.side = pygame.Rect(margin, top, side_w, bottom - top)
        px = self.side.right + m(BOTTOM)
        self.panel = pygame.Rect(px, top, w - margin - px, bottom - top)
        pad = m(PANEL_PAD)
        view = pygame.Rect(
            self.panel.left + pad,
            self.panel.top + m(VIEW_INSET_Y),
            self.panel.width - 2 * pad - m(SCROLLBAR_ROOM),
            self.panel.height - m(2 * VIEW_INSET_Y),
        )
        old_frac = self.view.target / self.view.max_offset if self.view.max_offset else 0.0
        self.view.rect = view
        self.view.line = m(SCROLL_LINE)
        blocks = rules_document(self.app.settings.deck_style)
        self.doc = document.lay_out(blocks, view.width, self.fonts, m, self._card_art)
        self.view.content_height = self.doc.height
        if self._start_section:
            self.scroll_to_section(self._start_section, instant=True)
            self._start_section = None
        else:
            self.view.scroll_to(old_frac * self.view.max_offset, instant=True)
        self._layout_contents(
            [(b.anchor, b.text) for b in blocks if isinstance(b, document.Heading)]
        )

    def _layout_contents(self, ids_heads: list[tuple[str, str]]) -> None:
        m = self.metrics
        inner = self.side.inflate(-m.pad, -m.pad)
        bh = m.button_h
        self.back_button.rect = pygame.Rect(inner.left, inner.bottom - bh, inner.width, bh)
        cap = m(TOC_CAPTION_H)
        avail = self.back_button.rect.top - m(TOC_ABOVE_BUTTON) - (inner.top + cap)
        th = min(m(TOC_ROW_H), avail // max(1, len(ids_heads)))
        y = inner.top + cap
        self.toc = []
        for sid, head in ids_heads:
            b = Button(
                head,
                self._jump(sid),
                align="left",
                rect=pygame.Rect(inner.left, y, inner.width, th - 4),
                style="quiet",
                sound=False,
            )
            self.toc.append((sid, b))
            y += th
        self.toc_caption = pygame.Rect(inner.left, inner.top, inner.width, cap - m(TOC_CAPTION_GAP))
        self.focus.set([b for _sid, b in self.toc] + [self.back_button])
        self.focus.focus(self.back_button)

    def _card_art(self, width: int, height: int, deck: str | None):
        """Faces in the player's cards, or in ``deck`` for a figure of that deck."""
        if deck is None:
            return self.app.card_art(width, height)
        from game.ui.cardart import CardArt

        return CardArt(width, height, deck)

    def _jump(self, sid: str):
        return lambda: self.scroll_to_section(sid)

    # ----------------------------------------------------------------- draw
    def draw_content(self, surface: pygame.Surface) -> None:
        m = self.metrics
        panelart.draw_panel(surface, self.side, radius=14)
        panelart.draw_panel(surface, self.panel, radius=14)
        img = textfit.render_fit(
            self.fonts,
            _("Contents").upper(),
            self.toc_caption.width,
            m.body,
            palette.GOLD,
            "bold",
        )
        surface.blit(img, img.get_rect(midleft=self.toc_caption.midleft))
        current = self.current_section()
        for sid, b in self.toc:
            if sid == current:
                mark = b.rect.inflate(0, -m.gap_s)
                pygame.draw.rect(surface, palette.ROW_CURRENT, b.rect, border_radius=8)
                pygame.draw.rect(
                    surface, palette.GOLD, (b.rect.left, mark.top, 4, mark.height), border_radius=2
                )
        self.doc.draw(surface, self.view, m)
