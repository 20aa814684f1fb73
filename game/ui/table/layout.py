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
from game.ui.kit import sizing, typeface

# Where the opponents sit for 2..5 opponents: "L"/"R" = left/right side, else the
# fraction of the width along the top row.
SEAT_PLACES: dict[int, tuple] = {
    2: (0.28, 0.72),
    3: ("L", 0.5, "R"),
    4: ("L", 0.36, 0.64, "R"),
    5: ("L", 0.27, 0.5, 0.73, "R"),
}

# Lengths in pixels at scale 1 (times the table's font scale; a plate's width times
# the player's text size). The rest of the layout is fractions of the size unit.
PLATE_W_MIN, PLATE_W_MAX = 184, 300  # a player's plate
DEALER_PAD = 8  # the plate's edge to its avatar, the avatar to the dealer's badge
STATUS_H = 30  # the status line above the hand
TRICK_LABEL_GAP = 14  # a circle of trick cards to "X takes the trick" under it
TRICK_ROWS_GAP = 34  # two rows of trick cards: room for that line between them, at least
TRICK_BADGE = 22  # a seat's badge on its card in the trick (its centre: the card's top)
TAKES_TEXT = 15  # "X takes the trick"
TAKES_PAD = 18, 6  # the pill around it (render.draw_pill's)
LINE_HEIGHT = 1.2  # a line of text's height, of its font size (DejaVu Sans Bold: 1.16)
INFO_LINE = 22  # the info panel's lines of text (INFO_LINES of them besides the cards)
INFO_LINES = 3.5  # the heading, "TRUMP" and the trump's name, with room under it
INFO_HEAD = 24  # the info panel's heading ("Round 3 of 15")


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
    trick_label: tuple[int, int] = (0, 0)  # centre of "X takes the trick"
    info_panel: pygame.Rect = field(default_factory=pygame.Rect)
    stock_pos: tuple[int, int] = (0, 0)  # centre of the stock pile
    trump_pos: tuple[int, int] = (0, 0)  # centre of the turned card
    dialog_area: pygame.Rect = field(default_factory=pygame.Rect)  # bid picker etc.
    buttons: pygame.Rect = field(default_factory=pygame.Rect)  # bottom-right 2x2 grid
    font_scale: float = 1.0
    text_scale: float = 1.0  # the player's text size step the layout was made for

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

    def blind_card(self, seat: int) -> pygame.Rect:
        """Where an opponent's face-up card lies in the blind first round: where their
        one card's back would be, its index above the plate (which is drawn over the
        rest of it). On the plate it covered the score and clipped long names."""
        return self.fan_positions(seat, 1)[0]

    @property
    def trick_badge(self) -> int:
        """The diameter of a seat's badge on its card in the trick."""
        return max(16, sizing.px(TRICK_BADGE, self.font_scale))

    def takes_pill_height(self) -> int:
        """The height of the "X takes the trick" pill at the player's text size."""
        size = typeface.scaled_text_size(sizing.px(TAKES_TEXT, self.font_scale), self.text_scale)
        return math.ceil(size * LINE_HEIGHT) + 2 * TAKES_PAD[1]

    def avatar(self, seat: int) -> pygame.Rect:
        """A player's disc with their initial: the plate's upper left corner."""
        plate = self.panels[seat]
        pad = round(DEALER_PAD * self.font_scale)
        av = round(plate.height * 0.5)
        return pygame.Rect(plate.left + pad, plate.top + pad, av, av)

    def dealer_badge(self, seat: int) -> pygame.Rect:
        """The dealer's "D" badge: beside the avatar, before the name, inside the plate.
        Never on the avatar: a one-letter badge there read as a second initial
        (German's "G" on Gandalf's "G")."""
        av = self.avatar(seat)
        d = max(12, round(av.height * 0.46))
        r = pygame.Rect(0, 0, d, d)
        r.topleft = (av.right + round(DEALER_PAD * self.font_scale), av.top)
        return r

    def name_left(self, seat: int, dealer: bool) -> int:
        """Where the name and level start: after the avatar (and the dealer's badge)."""
        pad = round(DEALER_PAD * self.font_scale)
        left = self.avatar(seat).right + pad
        return self.dealer_badge(seat).right + pad // 2 if dealer else left

    def seat_card_origin(self, seat: int) -> tuple[int, int]:
        """Where a card leaves a seat (for flights to the trick) or arrives at it."""
        if seat == 0:
            return self.hand_area.centerx, self.hand_area.bottom - self.hand_card[1] // 2
        fan = self.fans[seat]
        return fan.centerx, fan.top + self.opp_card[1] // 2


def size_unit(size: tuple[int, int]) -> int:
    """The length cards, plates and fonts are sized by: the window's height, but no
    more than its width allows. A tall window gets the cards a wide one would, and its
    extra height goes to the felt; a 1024-wide window never gets plates too wide for
    three of them side by side."""
    return sizing.table_unit(size)


def _top_row(places, w: int, pw: int, m: int) -> tuple[list[int], int]:
    """Centres of the top-row plates and a plate width that leaves a gap between them."""
    xs = [round(w * p) for p in places if p not in ("L", "R")]
    if not xs:
        return xs, pw
    edges = [xs[0] * 2, (w - xs[-1]) * 2]  # twice the room to the window's edges
    gaps = [b - a for a, b in zip(xs, xs[1:], strict=False)]
    room = min(gaps + [e - 2 * m for e in edges]) - 2 * m
    return xs, max(60, min(pw, room))


def _trick_grid(players: int) -> tuple[list[int], list[int]] | None:
    """Seats of the trick's two rows for 5-6 players (far side on top, as they sit),
    else None (3-4 players: the cards lie round the centre)."""
    if players == 5:
        return [2, 3], [1, 0, 4]
    if players == 6:
        return [2, 3, 4], [1, 0, 5]
    return None


def compute_layout(size: tuple[int, int], players: int, text_scale: float = 1.0) -> Layout:
    """Where everything goes; ``text_scale`` (the player's text size) widens the
    plates and the button panel so their larger words keep their size."""
    w, h = size
    u = size_unit(size)
    lay = Layout(size=size, players=players, text_scale=text_scale)
    m = lay.margin = max(8, round(u * 0.013))
    lay.font_scale = sizing.table_scale(size)
    ch = round(u * 0.235)
    lay.hand_card = card_size_for_height(ch)
    lay.opp_card = card_size_for_height(round(u * 0.105))
    pw = round(min(PLATE_W_MAX * text_scale, max(PLATE_W_MIN * text_scale, u * 0.30)))
    ph = round(max(72, u * 0.118) * min(text_scale, 1.15))
    ow, oh = lay.opp_card
    fan_show = round(oh * 0.58)  # the part of the fan above the plate
    places = SEAT_PLACES[players - 1]
    top_xs, pw = _top_row(places, w, pw, m)
    lay.panel_size = (pw, ph)

    # Bottom: the human's plate (left), the hand (centre), the buttons (right).
    human = pygame.Rect(m, h - m - ph, pw, ph)
    lay.buttons = pygame.Rect(w - m - pw, h - m - ph, pw, ph)
    lay.hand_lift = round(ch * 0.13)
    hand_left = human.right + 2 * m
    hand_right = lay.buttons.left - 2 * m
    lay.hand_area = pygame.Rect(hand_left, h - m - ch, hand_right - hand_left, ch)
    status_h = round(STATUS_H * lay.font_scale)
    lay.status_center = (w // 2, lay.hand_area.top - lay.hand_lift - status_h // 2 - m // 2)

    # Opponents.
    top_y = m + fan_show
    panels: list[pygame.Rect] = [human]
    fans: list[pygame.Rect] = [pygame.Rect(0, 0, 0, 0)]
    middle_top = top_y + ph + m
    middle_bottom = lay.status_center[1] - status_h // 2 - m // 2
    side_cy = (middle_top + middle_bottom) // 2 + fan_show // 2
    tops = iter(top_xs)
    for place in places:
        if place == "L":
            r = pygame.Rect(m, 0, pw, ph)
            r.centery = side_cy
        elif place == "R":
            r = pygame.Rect(w - m - pw, 0, pw, ph)
            r.centery = side_cy
        else:
            r = pygame.Rect(0, top_y, pw, ph)
            r.centerx = next(tops)
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
    cx = w // 2
    cy = (middle_top + middle_bottom) // 2
    lay.center = (cx, cy)
    _place_trick(lay, u, middle_top, middle_bottom)
    _place_info(lay, side_right if has_sides else 0, has_sides)
    _place_dialog(lay, side_left if has_sides else w, middle_top, middle_bottom, u)
    return lay


def _place_trick(lay: Layout, u: int, middle_top: int, middle_bottom: int) -> None:
    """The trick's card size and one spot per seat, towards that player. With 5-6
    players the cards lie in two rows side by side, so none hides another."""
    players, m = lay.players, lay.margin
    cx, cy = lay.center
    grid = _trick_grid(players)
    room = middle_bottom - middle_top
    if grid is None:
        th = round(u * 0.19)
        lay.trick_card = card_size_for_height(th)
        tw = lay.trick_card[0]
        rx = tw * (0.8 if players == 3 else 0.85)
        ry = min(th * 0.5, max(10, (room - th) / 2 - 2))
        lay.trick_slots = [
            (
                round(cx + math.cos(math.pi / 2 + 2 * math.pi * s / players) * rx),
                round(cy + math.sin(math.pi / 2 + 2 * math.pi * s / players) * ry),
            )
            for s in range(players)
        ]
        lay.trick_label = (cx, round(cy + ry + th / 2 + TRICK_LABEL_GAP * lay.font_scale + 8))
    else:
        top, bottom = grid
        # Between the rows: the "X takes the trick" pill, clear of the bottom row's
        # seat badges (they stand half above their cards).
        badge_half = lay.trick_badge // 2
        gap_y = max(round(TRICK_ROWS_GAP * lay.font_scale),
                    lay.takes_pill_height() + badge_half + m)
        th = min(round(u * 0.175), (room - gap_y - 2 * m) // 2)
        lay.trick_card = card_size_for_height(th)
        tw = lay.trick_card[0]
        gap_x = max(m, round(tw * 0.14))
        lay.trick_slots = [(0, 0)] * players
        for row, y in ((top, cy - (th + gap_y) // 2), (bottom, cy + (th + gap_y) // 2)):
            for i, seat in enumerate(row):
                x = cx + (i - (len(row) - 1) / 2) * (tw + gap_x)
                lay.trick_slots[seat] = (round(x), y)
        lay.trick_label = (cx, cy - badge_half // 2)
    lay.info_card = card_size_for_height(round(lay.trick_card[1] * 0.78))


def _place_info(lay: Layout, side_right: int, has_sides: bool) -> None:
    """The info panel (round, stock, turned card, trump) left of the trick."""
    m, w = lay.margin, lay.size[0]
    cx, cy = lay.center
    tw = lay.trick_card[0]
    trick_left = min(x for x, _y in lay.trick_slots) - tw / 2
    area_left = side_right + 2 * m
    area_right = trick_left - 2 * m
    room = area_right - area_left
    iw, ih = lay.info_card
    spread = 1.75  # the stock and the turned card side by side
    if iw * spread + 2 * m > room:
        spread = 1.3  # narrow window: the stock peeks out from behind the turned card
        if iw * spread + 2 * m > room:
            ih = max(24, round((room - 2 * m) / spread / 5 * 7))
            lay.info_card = iw, ih = card_size_for_height(ih)
    info_w = round(iw * spread + 2 * m)
    # Its lines of text grow with the player's text size ("Clubs" touched its edge).
    info_h = round(ih + INFO_LINES * INFO_LINE * lay.font_scale * lay.text_scale)
    info_x = max(area_left, min(area_right - info_w, (area_left + area_right - info_w) / 2))
    if not has_sides:
        info_x = max(area_left, min(area_right - info_w, w * 0.1))
    lay.info_panel = pygame.Rect(round(info_x), 0, info_w, info_h)
    lay.info_panel.centery = cy
    ip = lay.info_panel
    head = round(INFO_HEAD * lay.font_scale)
    lay.stock_pos = (ip.left + m + iw // 2, ip.top + head + ih // 2 + m // 2)
    lay.trump_pos = (ip.right - m - iw // 2, ip.top + head + ih // 2 + m // 2)


def _place_dialog(lay: Layout, side_left: int, middle_top: int, middle_bottom: int, u: int):
    """Dialogs (bid picker, trump choice) sit over the trick, right of the info panel."""
    m = lay.margin
    cx, _cy = lay.center
    ip = lay.info_panel
    dl = ip.right + 2 * m
    dr = side_left - 2 * m
    dh = min(middle_bottom - middle_top + 2 * m, round(u * 0.46))
    half = min(cx - dl, dr - cx)
    if 2 * half >= u * 0.62:
        dw = min(2 * half, round(u * 0.95))
        lay.dialog_area = pygame.Rect(cx - dw // 2, 0, dw, dh)
    else:
        dw = max(1, min(dr - dl, round(u * 0.95)))
        lay.dialog_area = pygame.Rect((dl + dr - dw) // 2, 0, dw, dh)
    lay.dialog_area.centery = lay.center[1]
