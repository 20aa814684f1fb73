"""The players' name plates and the opponents' cards beside them.

A plate shows the avatar, name, level (or "Dealer" for the human), the total score,
the bid and tricks won, and the dealer badge. Its picture changes only with its
numbers, so it is cached (a picture for each look: to move or not; the total is
drawn on top, as it counts up after each round); the cache key includes the
language, so a language switch repaints every plate at once. The glowing plate is
the player to move (``rest.glow_seat``). Texts drawn are reported to ``table.seen``
also when the cached picture is reused, so tests can read what the plate says.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _, format_score, language_version, pgettext
from game.ui.kit import palette, panelart, sizing, theme
from game.ui.table import render as rd
from game.ui.table.names import level_of, seat_name
from game.ui.table.rest import glow_seat, turn_glow
from game.words import level_name

if TYPE_CHECKING:
    from game.ui.table.host import TableHost

# Pixels at scale 1.
PLATE_RADIUS = 12
PLATE_PAD = 8  # the plate's edge to the avatar, the score and the chips
TURN_GLOW = 12  # the glow round the plate of the player to move
POP_GLOW = 10  # the flash when the player's numbers change
CORNER_LEN, CORNER_W, CORNER_GAP = 16, 3, 4  # the corner marks of the player to move
SCORE_TEXT, POINTS_TEXT = 20, 10  # the total and "points" under it
NAME_TEXT, LEVEL_TEXT = 16, 12  # the name and the level (or "Dealer") under it
CHIPS_UP = 18  # the chips' top above the plate's inner bottom
CHIP_TEXT = 13  # a chip's label (its value is 1.2 times larger)
CHIP_H = 20
CHIP_ROOM = 14  # a chip's width beyond its two texts
CHIP_LEFT, CHIP_RIGHT = 5, 6  # a chip's edge to its label, to its value
CHIP_GAP = 6  # between the two chips
CHIPS_ROOM = 34  # both chips' width beyond their texts, when fitting the text size


class Plates:
    def __init__(self, table: TableHost):
        self.table = table
        self._cache: dict[tuple[int, bool], tuple] = {}  # (seat, to move): picture
        self._fans: dict[int, tuple] = {}  # seat: (key, the backs' picture, where)

    # ------------------------------------------------------------ opponents
    def draw_opponent(self, surface, seat: int) -> None:
        sc = self.table
        lay, m = sc.layout, sc.model
        hand = m.hands[seat] if seat < len(m.hands) else []
        shown = [c for c in hand if c not in m.arriving[seat]]
        art = sc.card_art(*lay.opp_card)
        if m.blind and shown:
            # The blind round: each opponent's card face up where its back would be.
            rd.blit_card(surface, art.face(str(shown[0])), lay.blind_card(seat).center)
        elif shown:
            surface.blit(*self._fan(seat, len(hand), len(shown), art))
        self.draw(surface, seat)

    def _fan(self, seat: int, count: int, shown: int, art) -> tuple[pygame.Surface, tuple]:
        """The backs of an opponent's cards as one picture (a late round holds up to
        20 cards a seat: one blit instead of 20), and where it goes."""
        rects = self.table.layout.fan_positions(seat, count)[:shown]
        key = (tuple(rects[0]), tuple(rects[-1]), shown, art)
        got = self._fans.get(seat)
        if got is None or got[0] != key:
            area = rects[0].unionall(rects)
            picture = pygame.Surface(area.size, pygame.SRCALPHA)
            back = art.back()
            for r in rects:
                picture.blit(back, r.move(-area.x, -area.y))
            got = self._fans[seat] = (key, picture, area.topleft)
        return got[1], got[2]

    # ---------------------------------------------------------------- plate
    def draw(self, surface, seat: int) -> None:
        sc = self.table
        lay, m, s = sc.layout, sc.model, sc.scale
        rect = lay.panels[seat]
        turn = glow_seat(sc) == seat
        if turn:
            sc.seen.glow.append(seat)
            rd.draw_glow(
                surface,
                rect,
                palette.GOLD,
                spread=round(TURN_GLOW * s),
                radius=round(PLATE_RADIUS * s),
                strength=turn_glow(sc),  # pulses, then holds steady
            )
            # Also by shape: corner brackets round the plate (not only a gold glow).
            theme.draw_corner_marks(
                surface, rect, palette.GOLD_LIGHT,
                sizing.px(CORNER_LEN, s), sizing.px(CORNER_W, s), sizing.px(CORNER_GAP, s),
            )
        pop = sc.effects.pop_strength(seat)
        if pop > 0:
            rd.draw_glow(
                surface,
                rect,
                palette.HIGHLIGHT,
                spread=round(POP_GLOW * s),
                radius=round(PLATE_RADIUS * s),
                strength=pop,
            )
        score = self._score(seat)
        key = (
            language_version(),
            rect.size,
            s,
            sc.fonts.text_scale,
            turn,
            m.bids[seat] if seat < len(m.bids) else None,
            m.bid_hidden[seat],
            changed_from(m, seat),
            m.won[seat],
            score.get_width(),  # the name's room; the score itself is drawn on top
            m.dealer == seat and m.round > 0,
            m.round > 0,
            sc.setup.names[seat],
            level_of(sc.setup, seat, sc.autoplay, sc.autoplay_level),
            sc.autoplay,
        )
        # Kept for both looks (to move or not): the turn passes at every card, and
        # the two pictures then only take turns.
        got = self._cache.get((seat, turn))
        if got is None or got[0] != key:
            ox, oy = 8, 8
            plate = pygame.Surface((rect.width + 16, rect.height + oy + 12), pygame.SRCALPHA)
            texts: list[str] = []
            self._paint(plate, seat, rect.move(-rect.x + ox, -rect.y + oy), turn, texts)
            got = self._cache[seat, turn] = (key, plate, (ox, oy), texts)
        _key, plate, (ox, oy), texts = got
        sc.seen.texts.extend(texts)
        surface.blit(plate, (rect.x - ox, rect.y - oy))
        # The total, on top: it counts up after a round, and the plate stays as it is.
        surface.blit(score, self._score_rect(score, rect))

    def _score(self, seat: int) -> pygame.Surface:
        m, s = self.table.model, self.table.scale
        total = round(m.totals[seat]) if seat < len(m.totals) else 0
        colour = palette.GOLD if total >= 0 else palette.BAD
        return self.table.text.render(format_score(total), round(SCORE_TEXT * s), colour, "bold")

    def _score_rect(self, score: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
        pad = round(PLATE_PAD * self.table.scale)
        return score.get_rect(topright=(rect.right - pad, rect.top + pad - 2))

    def _text(self, texts: list[str], text: str, *args, **kw) -> pygame.Surface:
        texts.append(text)
        return self.table.text.render(text, *args, **kw)

    def _paint(self, surface, seat: int, rect: pygame.Rect, turn: bool, texts: list) -> None:
        sc = self.table
        m, s = sc.model, sc.scale
        border = palette.GOLD if turn else palette.PLATE_EDGE
        panelart.draw_panel(
            surface,
            rect,
            radius=round(PLATE_RADIUS * s),
            border=border,
            border_width=3 if turn else 2,
            look=panelart.TABLE,
        )
        pad = round(PLATE_PAD * s)
        av = round(rect.height * 0.5)
        colour = palette.seat_colour(seat)
        circle = rd.circle_surface(av, colour, palette.AVATAR_RING)
        ax, ay = rect.left + pad, rect.top + pad
        surface.blit(circle, (ax, ay))
        name_text = seat_name(sc.setup, seat, sc.autoplay)
        ini = sc.text.render(rd.seat_initial(name_text), round(av * 0.5), palette.TEXT_DARK, "bold")
        surface.blit(ini, ini.get_rect(center=(ax + av // 2, ay + av // 2)))
        # Total score on the right: drawn by ``draw`` (here only its room is kept).
        score_rect = self._score_rect(self._score(seat), rect)
        pts = self._text(texts, _("points"), round(POINTS_TEXT * s), palette.TEXT_DIM)
        surface.blit(pts, pts.get_rect(topright=(rect.right - pad, score_rect.bottom - 2)))
        # Name and level: after the avatar and the dealer's badge.
        dealer = seat == m.dealer and m.round > 0
        plate = sc.layout.panels[seat]
        nx = sc.layout.name_left(seat, dealer) + rect.x - plate.x
        name_w = score_rect.left - nx - pad
        name = self._text(
            texts, name_text, round(NAME_TEXT * s), palette.TEXT, "bold", max_width=max(20, name_w)
        )
        surface.blit(name, (nx, ay - 2))
        if seat == 0 and not sc.autoplay:
            level = _("Dealer") if m.dealer == 0 and m.round > 0 else ""
        else:
            level = level_name(level_of(sc.setup, seat, sc.autoplay, sc.autoplay_level))
        if level:
            lvl = self._text(
                texts, level, round(LEVEL_TEXT * s), palette.TEXT_DIM, max_width=max(20, name_w)
            )
            surface.blit(lvl, (nx, ay + name.get_height() - 2))
        self._paint_chips(surface, seat, rect, pad, texts)
        # Dealer badge: beside the avatar, inside the plate (never over a neighbour).
        if dealer:
            badge = sc.layout.dealer_badge(seat).move(rect.x - plate.x, rect.y - plate.y)
            d = badge.width
            chip = rd.circle_surface(d, palette.DEALER_CHIP, palette.GOLD)
            cx, cy = badge.center
            surface.blit(chip, (cx - d // 2, cy - d // 2))
            dl = self._text(texts, _("D"), round(d * 0.58), palette.TEXT_DARK, "bold")
            surface.blit(dl, dl.get_rect(center=(cx, cy)))

    def _paint_chips(self, surface, seat: int, rect: pygame.Rect, pad: int, texts: list) -> None:
        """The bid and tricks-won chips along the plate's bottom."""
        m, s = self.table.model, self.table.scale
        y = rect.bottom - pad - round(CHIPS_UP * s)
        bid = m.bids[seat] if seat < len(m.bids) else None
        won = m.won[seat] if seat < len(m.won) else 0
        if bid is None:
            # Hidden bids: a word, not ✓ (which means a bid achieved on every screen).
            bid_text = pgettext("a hidden bid on a plate", "placed") if m.bid_hidden[seat] else "–"
        else:
            old = changed_from(m, seat)  # the Cloud changed it: "2→3"
            bid_text = str(bid) if old is None else f"{old}→{bid}"
        won_text = str(won)
        if bid is None:
            won_color = palette.TEXT
        elif won == bid:
            won_color = palette.GOOD
            won_text = f"{won} {theme.MARK_MADE}"  # made so far: told by a mark too
        elif won > bid:
            won_color = palette.BAD
            won_text = f"{won} {theme.MARK_MISSED}"  # over the bid: missed for sure
        else:
            won_color = palette.TEXT
        x = rect.left + pad
        chips = ((_("Bid"), bid_text, palette.TEXT), (_("Won"), won_text, won_color))
        fs = round(CHIP_TEXT * s)
        while fs > 8:  # both chips inside the plate (long words, a large text size)
            fonts = self.table.fonts
            need = sum(
                fonts.get(fs).size(label)[0] + fonts.get(round(fs * 1.2), "bold").size(value)[0]
                for label, value, _c in chips
            ) + round(CHIPS_ROOM * s)
            if need <= rect.width - 2 * pad:
                break
            fs -= 1
        for label, value, color in chips:
            lab = self._text(texts, label, fs, palette.TEXT_DIM)
            val = self._text(texts, value, round(fs * 1.2), color, "bold")
            chip = pygame.Rect(
                x, y, lab.get_width() + val.get_width() + round(CHIP_ROOM * s), round(CHIP_H * s)
            )
            pygame.draw.rect(surface, palette.CHIP, chip, border_radius=chip.height // 2)
            lx, rx = chip.left + round(CHIP_LEFT * s), chip.right - round(CHIP_RIGHT * s)
            surface.blit(lab, lab.get_rect(midleft=(lx, chip.centery)))
            surface.blit(val, val.get_rect(midright=(rx, chip.centery)))
            x = chip.right + round(CHIP_GAP * s)


def changed_from(model, seat: int) -> int | None:
    """The bid ``seat`` made before the Cloud changed it this round (None: unchanged)."""
    olds = [c.old for c in model.bid_changes if c.seat == seat]
    return olds[0] if olds else None
