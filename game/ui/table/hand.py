"""The human's hand at the bottom of the table: where each card is drawn (gliding
into place when the hand changes, lifted under the pointer, the keyboard's choice or
the mark), which card is under the pointer, the card being dragged, and drawing it
all — playable cards bright and the others dimmed, the hint's card, the card marked
to be played on your turn (an outline and a tick: shape, not colour alone).

``HandView`` keeps only this view state; what it shows comes in as arguments (the
shown model, the layout), so it never reaches into the table scene.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.kit import palette
from game.ui.table import render as rd

TICK = "\u2713"
ROOM = 16  # round the hand in its kept picture: glows (14 px at most) and shadows


class HandView:
    def __init__(self) -> None:
        self.x: dict = {}  # card -> drawn left edge (glides towards its place)
        self.lift: dict = {}  # card -> 0..1, how far it is lifted
        self.hover = None  # the card under the pointer
        self.kb_index: int | None = None  # the card chosen with the arrow keys
        self.kb_move: int | None = None  # on your turn: the move it was chosen for
        self.drag: dict | None = None  # card, start, pos, offset, moved
        self._kept: tuple | None = None  # (key, picture, where): the hand at rest

    def reset(self) -> None:
        """A new deal or a new window size: every card starts at its place."""
        self.x.clear()

    # ---------------------------------------------------------------- where
    @staticmethod
    def targets(model, layout) -> list[tuple]:
        """(card, rect) where each card of the shown hand belongs (not lifted)."""
        hand = model.hands[0] if model.hands else []
        return list(zip(hand, layout.hand_positions(len(hand)), strict=False))

    def choose(self, index: int | None, move: int | None = None) -> None:
        """The keys' choice: card ``index`` of the shown hand, on your turn for move
        number ``move`` (None: while others play, to mark a card)."""
        self.kb_index, self.kb_move = index, move

    def lifted(self, card, hand, selecting: bool, marked, chosen: int | None) -> bool:
        """Drawn lifted: dragged, marked, or (while a card may be chosen) under the
        pointer or chosen with the keys (``chosen``: the index that counts now)."""
        if self.drag and self.drag["card"] == card:
            return True
        if card == marked:
            return True
        if card == self.hover and selecting:
            return True
        return bool(selecting and chosen is not None and 0 <= chosen < len(hand)
                    and hand[chosen] == card)

    def smooth(self, dt: float, model, layout, instant: bool, lifted: Callable) -> None:
        k = 1.0 if instant else min(1.0, dt * 14)
        for card, rect in self.targets(model, layout):
            x = self.x.get(card)
            self.x[card] = rect.x if x is None else x + (rect.x - x) * k
            want = 1.0 if lifted(card) else 0.0
            lift = self.lift.get(card, 0.0)
            self.lift[card] = lift + (want - lift) * min(1.0, dt * 18)

    def settled(self, model, layout, lifted: Callable) -> bool:
        """Every card is where it glides to (to the pixel), lifted or not."""
        lift_px = layout.hand_lift
        for card, rect in self.targets(model, layout):
            x = self.x.get(card)
            if x is None or round(x) != rect.x:
                return False
            want = 1.0 if lifted(card) else 0.0
            if round(lift_px * self.lift.get(card, 0.0)) != round(lift_px * want):
                return False
        return True

    def rects(self, model, layout) -> list[tuple]:
        """(card, rect) of the shown hand as drawn (glided and lifted)."""
        out = []
        for card, rect in self.targets(model, layout):
            if card in model.arriving[0]:
                continue
            r = rect.copy()
            r.x = round(self.x.get(card, rect.x))
            r.y -= round(layout.hand_lift * self.lift.get(card, 0.0))
            out.append((card, r))
        return out

    def card_center(self, card, model, layout) -> tuple[int, int]:
        """Where the card is now (under the pointer while dragged)."""
        d = self.drag
        if d and d["card"] == card:
            return d["pos"][0] - d["offset"][0], d["pos"][1] - d["offset"][1]
        for c, r in self.rects(model, layout):
            if c == card:
                return r.center
        return layout.seat_card_origin(0)

    def card_at(self, pos, model, layout):
        for card, rect in reversed(self.rects(model, layout)):
            if rect.collidepoint(pos):
                return card
        return None

    # ----------------------------------------------------------------- draw
    def draw(self, surface, model, layout, art, look) -> None:
        """Draw the hand. ``look`` says how: ``playable`` (set), ``hint`` (card or
        None), ``marked`` (card or None), ``received`` (the card passed to you, or
        None), ``t`` (seconds, for pulses), ``shake(card)``
        (x offset), ``text`` (the table's TextCache), ``scale``, ``seen`` (record).

        A hand at rest is drawn from its kept picture (a late round: one blit instead
        of 30); while the hint pulses it is drawn card by card."""
        placed = [
            (card, rect.move(look["shake"](card), 0))
            for card, rect in self.rects(model, layout)
            if not (self.drag and self.drag["card"] == card and self.drag["moved"])
        ]
        if look["marked"] is not None and any(c == look["marked"] for c, _r in placed):
            look["seen"].marked.append(look["marked"])
        if look["hint"] is not None or not placed:
            self._paint(surface, placed, model, layout, art, look)
        else:
            playable = look["playable"]
            key = (
                art,
                model.blind,
                look["marked"],
                look.get("received"),
                look["scale"],
                tuple(
                    (card, tuple(r), card in playable, self.lift.get(card, 0) > 0.5)
                    for card, r in placed
                ),
                bool(playable),
            )
            if self._kept is None or self._kept[0] != key:
                area = placed[0][1].unionall([r for _c, r in placed]).inflate(2 * ROOM, 2 * ROOM)
                picture = pygame.Surface(area.size, pygame.SRCALPHA)
                moved = [(c, r.move(-area.x, -area.y)) for c, r in placed]
                self._paint(picture, moved, model, layout, art, look)
                self._kept = (key, picture, area.topleft)
            surface.blit(self._kept[1], self._kept[2])
        if self.drag and self.drag["moved"]:
            card = self.drag["card"]
            img = art.back() if model.blind else art.face(str(card))
            rd.blit_card(surface, img, self.card_center(card, model, layout))

    def _paint(self, surface, placed, model, layout, art, look) -> None:
        """The cards at their ``placed`` rects, with their glows, dimming and marks."""
        playable = look["playable"]
        radius = rd.card_radius(layout.hand_card[0])
        for card, r in placed:
            img = art.back() if model.blind else art.face(str(card))
            if card == look["hint"]:
                strength = 0.5 + 0.5 * rd.pulse(look["t"])
                rd.draw_glow(
                    surface, r, palette.ACCENT, spread=14, radius=radius, strength=strength
                )
            elif card in playable and self.lift.get(card, 0) > 0.5:
                rd.draw_glow(surface, r, palette.GOLD, spread=10, radius=radius, strength=0.8)
            elif card == look["marked"]:
                rd.draw_glow(surface, r, palette.ACCENT, spread=12, radius=radius, strength=0.9)
            rd.blit_card(surface, img, r.center)
            if playable and card not in playable:
                surface.blit(rd.dim_mask(r.size, radius), r)
            if card == look["hint"] and look.get("hint_mark"):
                look["hint_mark"](surface, r, radius, look["t"])
            if card == look["marked"]:
                self._draw_mark(surface, r, radius, look)
            if card == look.get("received"):
                self._draw_received(surface, r, radius, look)

    @staticmethod
    def _draw_received(surface, r: pygame.Rect, radius: int, look) -> None:
        """The card just passed to you: a green outline and a "+" disc at its top
        left (on the strip no other card covers)."""
        pygame.draw.rect(surface, palette.GOOD, r.inflate(4, 4), width=3, border_radius=radius + 2)
        d = max(18, round(26 * look["scale"]))
        center = (r.left + d // 2 + 4, r.top + d // 2 + 4)
        disc = rd.circle_surface(d, palette.GOOD, palette.AVATAR_RING)
        surface.blit(disc, (center[0] - d // 2, center[1] - d // 2))
        plus = look["text"].render("+", round(d * 0.8), palette.TEXT_DARK, "bold")
        surface.blit(plus, plus.get_rect(center=center))
        look["seen"].texts.append("+")

    @staticmethod
    def _draw_mark(surface, r: pygame.Rect, radius: int, look) -> None:
        """The marked card: an outline and a tick on the strip no other card covers."""
        pygame.draw.rect(
            surface, palette.ACCENT, r.inflate(4, 4), width=3, border_radius=radius + 2
        )
        d = max(18, round(26 * look["scale"]))
        center = (r.left + d // 2 + 4, r.centery)
        disc = rd.circle_surface(d, palette.ACCENT, palette.AVATAR_RING)
        surface.blit(disc, (center[0] - d // 2, center[1] - d // 2))
        tick = look["text"].render(TICK, round(d * 0.7), palette.TEXT_DARK, "bold")
        surface.blit(tick, tick.get_rect(center=center))
