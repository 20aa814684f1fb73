"""The bid picker: 0..r as buttons over the middle of the table.

It is a widget of the table scene (not a scene of its own), so the player can still
look at (and hover) their hand while deciding. A bid the plus/minus-one rule forbids
is drawn disabled, and the reason is written under the buttons.

It reports as every widget does (``widgets.Widget``): ``handle_event(event)`` takes
a mouse or key event and answers whether it used it, and the choice goes to the
callbacks given at construction: ``on_choose(bid)`` for an allowed bid,
``on_refuse(bid)`` for the forbidden one (the table says why).
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from game.i18n import _, ngettext
from game.ui.kit import palette, panelart, sizing, textfit, typeface
from game.ui.kit.widgets import Widget
from game.ui.table import render as rd

# The picker's own lengths (px at scale 1; sizing.Metrics has the shared ones).
PAD = 16
BUTTON = 46  # a bid's button, at most
TITLE_H, SUB_H = 30, 22  # the title's line and each of the two lines under it
REASON_H = 40  # the forbidden bid's reason
NO_REASON_H = 6  # the gap in its place when no bid is forbidden
WIDTH = 400  # at most
TITLE_TEXT, SUB_TEXT, INFO_TEXT = 24, 15, 14


class BidPicker(Widget):
    """0..r as buttons; see the module's docstring for how it reports."""

    focusable = False  # it takes the keys while it is shown, without a focus ring

    def __init__(
        self,
        fonts: typeface.Fonts,
        text: rd.TextCache,
        rect: pygame.Rect,
        round_number: int,
        legal: list[int],
        forbidden: int | None,
        bids_so_far: int | None,
        scale: float = 1.0,
        *,
        on_choose: Callable[[int], None] | None = None,
        on_refuse: Callable[[int], None] | None = None,
    ):
        self.fonts = fonts
        self.text = text
        self.area = rect
        self.round = round_number
        self.legal = legal
        self.forbidden = forbidden
        self.bids_so_far = bids_so_far  # None when bids are hidden
        self.scale = scale
        self.on_choose = on_choose
        self.on_refuse = on_refuse
        self.focused = True  # shown = it has the keys (widgets.Widget)
        self.selected = min(legal, key=lambda b: abs(b - round_number / 4)) if legal else 0
        self.hovered: int | None = None
        self.pressed: int | None = None
        self.hint: int | None = None
        self.typed = ""
        self.typed_at = 0.0
        self.flash_forbidden = 0.0
        self.buttons: list[tuple[int, pygame.Rect]] = []
        self.rect = pygame.Rect(rect)
        self.layout()

    # ------------------------------------------------------------------ layout
    def layout(self) -> None:
        m = sizing.Metrics(self.scale)
        count = self.round + 1
        area = self.area
        pad = m(PAD)
        size = min(m(BUTTON), round(area.height * 0.2))
        gap = round(size * 0.22)
        per_row = max(1, min(count, (area.width - 2 * pad + gap) // (size + gap)))
        if count > per_row:  # balance the rows
            rows = -(-count // per_row)
            per_row = -(-count // rows)
        rows = -(-count // per_row)
        grid_w = per_row * size + (per_row - 1) * gap
        title_h = m(TITLE_H)
        sub_h = m(SUB_H)
        reason_h = m(REASON_H) if self.forbidden is not None else m(NO_REASON_H)
        height = pad + title_h + sub_h * 2 + pad // 2 + rows * size + (rows - 1) * gap
        height += reason_h + pad
        width = max(grid_w + 2 * pad, min(area.width, m(WIDTH)))
        self.rect = pygame.Rect(0, 0, max(1, min(width, area.width)), height)
        self.rect.center = area.center
        self.title_y = self.rect.top + pad
        self.sub_y = self.title_y + title_h
        top = self.sub_y + sub_h * 2 + pad // 2
        self.buttons = []
        for i in range(count):
            row, col = divmod(i, per_row)
            in_row = min(per_row, count - row * per_row)
            row_w = in_row * size + (in_row - 1) * gap
            x = self.rect.centerx - row_w // 2 + col * (size + gap)
            y = top + row * (size + gap)
            self.buttons.append((i, pygame.Rect(x, y, size, size)))
        self.reason_rect = pygame.Rect(
            self.rect.left + pad,
            top + rows * size + (rows - 1) * gap + pad // 2,
            self.rect.width - 2 * pad,
            reason_h,
        )

    # ------------------------------------------------------------------- input
    def bid_at(self, pos) -> int | None:
        for bid, r in self.buttons:
            if r.collidepoint(pos):
                return bid
        return None

    def handle_event(self, event) -> bool:
        """Whether the event was the picker's (a press on a bid, a release that
        chooses one, a key it knows); the choice goes to ``on_choose`` / ``on_refuse``."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.bid_at(event.pos)
            if self.hovered is not None:  # the pointer takes the choice: one gold bid
                self.selected = self.hovered
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self.bid_at(event.pos)
            return self.pressed is not None
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            bid = self.bid_at(event.pos)
            was, self.pressed = self.pressed, None
            if bid is not None and bid == was:
                self.choose(bid)
                return True
        elif event.type == pygame.KEYDOWN:
            return self.key(event)
        return False

    def choose(self, bid: int) -> None:
        """The player takes ``bid``: ``on_choose`` when allowed, else ``on_refuse``
        (and the reason flashes)."""
        if bid in self.legal:
            if self.on_choose is not None:
                self.on_choose(bid)
            return
        self.flash_forbidden = 1.0
        if self.on_refuse is not None:
            self.on_refuse(bid)

    def key(self, event) -> bool:
        """Left/Right (Down/Up) move the choice, a number types a bid, Enter takes it."""
        k = event.key
        if k in (pygame.K_LEFT, pygame.K_DOWN):
            self.selected = max(0, self.selected - 1)
            return True
        if k in (pygame.K_RIGHT, pygame.K_UP):
            self.selected = min(self.round, self.selected + 1)
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.choose(self.selected)
            return True
        digit = None
        if pygame.K_0 <= k <= pygame.K_9:
            digit = k - pygame.K_0
        elif pygame.K_KP0 <= k <= pygame.K_KP9:
            digit = k - pygame.K_KP0
        if digit is not None:
            now = time.monotonic()
            typed = (self.typed if now - self.typed_at < 0.9 else "") + str(digit)
            if int(typed) > self.round:
                typed = str(digit)
            self.typed, self.typed_at = typed, now
            if int(typed) <= self.round:
                self.selected = int(typed)
            return True
        return False

    # -------------------------------------------------------------------- draw
    def draw(self, surface: pygame.Surface, t: float) -> None:
        m = sizing.Metrics(self.scale)
        tx = self.text
        panelart.draw_panel(surface, self.rect, radius=m.radius, alpha=238, look=panelart.TABLE)
        title = tx.render(_("Your bid"), m(TITLE_TEXT), palette.GOLD, "title")
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.title_y)))
        sub = tx.render(
            ngettext(
                "How many tricks will you take? ({n} card each)",
                "How many tricks will you take? ({n} cards each)",
                self.round,
            ).format(n=self.round),
            m(SUB_TEXT),
            palette.TEXT,
            max_width=self.rect.width - 24,
        )
        surface.blit(sub, sub.get_rect(midtop=(self.rect.centerx, self.sub_y)))
        if self.bids_so_far is None:
            info = _("Bids are secret until everyone has bid")
        else:
            info = ngettext(
                "Bids so far add up to {sum} of {n} trick",
                "Bids so far add up to {sum} of {n} tricks",
                self.round,
            ).format(sum=self.bids_so_far, n=self.round)
        img = tx.render(info, m(INFO_TEXT), palette.TEXT_DIM, max_width=self.rect.width - 24)
        surface.blit(img, img.get_rect(midtop=(self.rect.centerx, self.sub_y + m(SUB_H))))
        for bid, r in self.buttons:
            self._draw_button(surface, bid, r, t)
        if self.forbidden is not None:
            color = palette.BAD if self.flash_forbidden > 0 else palette.WARNING
            text = _(
                "{bid} is not allowed: with plus/minus one the bids may not add up to {n}."
            ).format(bid=self.forbidden, n=self.round)
            textfit.draw_text_box(
                surface,
                self.fonts,
                text,
                self.reason_rect,
                m(INFO_TEXT),
                color,
                align="center",
                valign="center",
            )

    def update(self, dt: float) -> None:
        self.flash_forbidden = max(0.0, self.flash_forbidden - dt)

    def wake_in(self) -> float | None:
        """Frames while a refused bid flashes."""
        return 0.0 if self.flash_forbidden > 0 else None

    def _draw_button(self, surface, bid, r, t) -> None:
        legal = bid in self.legal
        hovered = self.hovered == bid
        selected = self.selected == bid
        if not legal:
            color, border = palette.BUTTON_DISABLED, palette.BUTTON_DISABLED_EDGE
            text_color = palette.TEXT_DIM
        elif self.pressed == bid:
            color, border, text_color = palette.BUTTON_PRESSED, palette.GOLD, palette.TEXT
        elif hovered or selected:
            color, border, text_color = palette.PRIMARY_LIT, palette.GOLD, palette.TEXT_ON_GOLD
        else:
            color, border, text_color = palette.BUTTON, palette.BUTTON_EDGE, palette.TEXT
        if self.hint == bid:
            rd.draw_glow(
                surface,
                r,
                palette.ACCENT,
                spread=10,
                radius=r.width // 3,
                strength=0.5 + 0.5 * rd.pulse(t),
            )
        rr = r.move(0, -2) if hovered and legal else r
        pygame.draw.rect(surface, palette.DROP, rr.move(0, 3), border_radius=r.width // 3)
        pygame.draw.rect(surface, color, rr, border_radius=r.width // 3)
        pygame.draw.rect(surface, border, rr, width=2, border_radius=r.width // 3)
        img = self.text.render(str(bid), round(r.height * 0.48), text_color, "bold")
        surface.blit(img, img.get_rect(center=rr.center))
        if not legal:
            pygame.draw.line(
                surface, palette.BAD, (rr.left + 6, rr.bottom - 6), (rr.right - 6, rr.top + 6), 3
            )
