"""Where everything on the table goes, computed from the window size and player count.

Seat 0 (the human) sits at the bottom; the opponents follow clockwise: left side,
across the top, right side. Everything scales with the window; card sizes are whole
pixels so card art is rendered at exactly that size (never scaled up).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.ui.cardart import card_size_for_height

# Where the opponents sit for 2..5 opponents: "L"/"R" = left/right side, else the
# fraction of the width along the top row.
SEAT_PLACES: dict[int, tuple] = {
    2: (0.28, 0.72),
    3: ("L", 0.5, "R"),
    4: ("L", 0.36, 0.64, "R"),
    5: ("L", 0.27, 0.5, 0.73, "R"),
}


@dataclass
class Layout:
    size: tuple[int, int]
    players: int
    margin: int = 0
    hand_card: tuple[int, int] = (0, 0)
    opp_card: tuple[int, int] = (0, 0)
    trick_card: tuple[int, int] = (0, 0)
    info_card: tuple[int, int] = (0, 0)
    panel_size: tuple[int, int] = (0, 0)
    panels: list[pygame.Rect] = field(default_factory=list)  # per seat
    fans: list[pygame.Rect] = field(default_factory=list)  # opponents' cards area per seat
    hand_area: pygame.Rect = field(default_factory=pygame.Rect)
    hand_lift: int = 0
    status_center: tuple[int, int] = (0, 0)
    center: tuple[int, int] = (0, 0)
    middle: pygame.Rect = field(default_factory=pygame.Rect)  # free felt between seats
    trick_slots: list[tuple[int, int]] = field(default_factory=list)  # card centres per seat
    info_panel: pygame.Rect = field(default_factory=pygame.Rect)
    stock_pos: tuple[int, int] = (0, 0)  # centre of the stock pile
    trump_pos: tuple[int, int] = (0, 0)  # centre of the turned card
    dialog_area: pygame.Rect = field(default_factory=pygame.Rect)  # bid picker etc.
    buttons: pygame.Rect = field(default_factory=pygame.Rect)  # bottom-right 2x2 grid
    font_scale: float = 1.0

    # ------------------------------------------------------------------ hand
    def hand_positions(self, count: int) -> list[pygame.Rect]:
        """Rects of the human's cards, left to right (the hovered one lifts above)."""
        cw, ch = self.hand_card
        area = self.hand_area
        if count <= 0:
            return []
        step = cw * 0.7 if count == 1 else min(cw * 0.7, (area.width - cw) / (count - 1))
        total = cw + step * (count - 1)
        x0 = area.centerx - total / 2
        return [pygame.Rect(round(x0 + i * step), area.bottom - ch, cw, ch) for i in range(count)]

    def fan_positions(self, seat: int, count: int) -> list[pygame.Rect]:
        """Rects of an opponent's cards, spread above their name plate."""
        ow, oh = self.opp_card
        fan = self.fans[seat]
        if count <= 0:
            return []
        step = ow * 0.36 if count == 1 else min(ow * 0.36, (fan.width - ow) / (count - 1))
        total = ow + step * (count - 1)
        x0 = fan.centerx - total / 2
        return [pygame.Rect(round(x0 + i * step), fan.top, ow, oh) for i in range(count)]

    def seat_card_origin(self, seat: int) -> tuple[int, int]:
        """Where a card leaves a seat (for flights to the trick) or arrives at it."""
        if seat == 0:
            return self.hand_area.centerx, self.hand_area.bottom - self.hand_card[1] // 2
        fan = self.fans[seat]
        return fan.centerx, fan.top + self.opp_card[1] // 2


def compute_layout(size: tuple[int, int], players: int) -> Layout:
    w, h = size
    lay = Layout(size=size, players=players)
    m = lay.margin = max(8, round(h * 0.013))
    lay.font_scale = max(0.85, min(1.6, h / 720))
    ch = round(h * 0.235)
    lay.hand_card = card_size_for_height(ch)
    lay.opp_card = card_size_for_height(round(h * 0.105))
    th = round(h * (0.19 if players <= 4 else 0.175))
    lay.trick_card = card_size_for_height(th)
    lay.info_card = card_size_for_height(round(th * 0.78))
    pw = round(min(300, max(184, h * 0.30)))
    ph = round(max(72, h * 0.118))
    lay.panel_size = (pw, ph)
    ow, oh = lay.opp_card
    fan_show = round(oh * 0.58)  # the part of the fan above the plate

    # Bottom: the human's plate (left), the hand (centre), the buttons (right).
    human = pygame.Rect(m, h - m - ph, pw, ph)
    lay.buttons = pygame.Rect(w - m - pw, h - m - ph, pw, ph)
    lay.hand_lift = round(ch * 0.13)
    hand_left = human.right + 2 * m
    hand_right = lay.buttons.left - 2 * m
    lay.hand_area = pygame.Rect(hand_left, h - m - ch, hand_right - hand_left, ch)
    status_h = round(30 * lay.font_scale)
    lay.status_center = (w // 2, lay.hand_area.top - lay.hand_lift - status_h // 2 - m // 2)

    # Opponents.
    top_y = m + fan_show
    panels: list[pygame.Rect] = [human]
    fans: list[pygame.Rect] = [pygame.Rect(0, 0, 0, 0)]
    middle_top = top_y + ph + m
    middle_bottom = lay.status_center[1] - status_h // 2 - m // 2
    places = SEAT_PLACES[players - 1]
    side_cy = (middle_top + middle_bottom) // 2 + fan_show // 2
    for place in places:
        if place == "L":
            r = pygame.Rect(m, 0, pw, ph)
            r.centery = side_cy
        elif place == "R":
            r = pygame.Rect(w - m - pw, 0, pw, ph)
            r.centery = side_cy
        else:
            r = pygame.Rect(0, top_y, pw, ph)
            r.centerx = round(w * place)
        panels.append(r)
        fans.append(pygame.Rect(r.left + m, r.top - fan_show, pw - 2 * m, oh))
    lay.panels = panels
    lay.fans = fans
    has_sides = "L" in places
    side_right = panels[1].right if has_sides else 0
    side_left = panels[-1].left if has_sides else w

    lay.middle = pygame.Rect(
        side_right + m, middle_top, side_left - side_right - 2 * m, middle_bottom - middle_top
    )
    tw, th = lay.trick_card
    cx = w // 2
    cy = (middle_top + middle_bottom) // 2
    lay.center = (cx, cy)

    # The trick: the cards lie on an ellipse round the centre, evenly spaced and in
    # seat order (clockwise from the human at the bottom), each towards its player.
    rx = tw * (0.8 if players == 3 else 0.85 if players == 4 else 1.08)
    ry = min(th * 0.5, max(10, (middle_bottom - middle_top - th) / 2 - 2))
    slots = []
    for seat in range(players):
        angle = math.pi / 2 + 2 * math.pi * seat / players
        slots.append((round(cx + math.cos(angle) * rx), round(cy + math.sin(angle) * ry)))
    lay.trick_slots = slots
    trick_left = cx - rx - tw / 2

    # The info panel (round, stock, turned card, trump) left of the trick.
    iw, ih = lay.info_card
    info_w = round(iw * 1.75 + 2 * m)
    info_h = round(ih + 3.2 * 22 * lay.font_scale)
    area_left = (side_right if has_sides else 0) + 2 * m
    area_right = trick_left - 2 * m
    info_x = max(area_left, min(area_right - info_w, (area_left + area_right - info_w) / 2))
    if not has_sides:
        info_x = max(area_left, min(area_right - info_w, w * 0.1))
    lay.info_panel = pygame.Rect(round(info_x), 0, info_w, info_h)
    lay.info_panel.centery = cy
    ip = lay.info_panel
    head = round(24 * lay.font_scale)
    lay.stock_pos = (ip.left + m + iw // 2, ip.top + head + ih // 2 + m // 2)
    lay.trump_pos = (ip.right - m - iw // 2, ip.top + head + ih // 2 + m // 2)

    # Dialogs (bid picker, trump choice) sit over the trick, right of the info panel.
    dl = ip.right + 2 * m
    dr = (side_left if has_sides else w) - 2 * m
    dh = min(middle_bottom - middle_top + 2 * m, round(h * 0.46))
    half = min(cx - dl, dr - cx)
    if 2 * half >= h * 0.62:
        dw = min(2 * half, round(h * 0.95))
        lay.dialog_area = pygame.Rect(cx - dw // 2, 0, dw, dh)
    else:
        dw = min(dr - dl, round(h * 0.95))
        lay.dialog_area = pygame.Rect((dl + dr - dw) // 2, 0, dw, dh)
    lay.dialog_area.centery = cy
    return lay
