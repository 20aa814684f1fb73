"""Small widgets, all built on one base (``Widget``): the owning scene sets
``rect`` in its layout; ``handle_event`` takes a pygame event and returns True when
it used it; ``draw(surface, fonts)`` draws; a widget that moves by itself overrides
``update(dt)`` and says when it needs frames in ``wake_in`` (the base: nothing
moves, asleep); ``focused`` / ``enabled`` / ``focusable`` for ``FocusGroup``. A widget
reports a change through the callback its owner gave it (``on_click``, ``on_change``;
the table's pickers ``on_choose`` / ``on_refuse``), never by a return value the owner
decodes: ``handle_event`` only answers whether the event was used."""

from __future__ import annotations

import contextlib
from collections.abc import Callable

import pygame

from game.ui.kit import palette, panelart, textfit, typeface
from game.ui.kit.keycaps import draw_key_cap, key_name

BLINK_ON, BLINK_PERIOD = 0.6, 1.0  # a text cursor's blink: shown 0.6 s of every second


class Widget:
    """What a scene and ``FocusGroup`` may ask of a widget. Each one handles events;
    one that moves by itself overrides ``update`` *and* ``wake_in`` (the resting
    loop gives it frames only when it asks). The form widgets here draw with
    ``draw(surface, fonts)`` (as ``FocusGroup`` calls it); the table's pickers on
    the table's clock, ``draw(surface, t)``."""

    rect: pygame.Rect
    focused = False
    enabled = True
    focusable = True

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Whether the widget used the event (the base: it uses none)."""
        return False

    def update(self, dt: float) -> None:
        """Advance what moves by ``dt`` seconds (the base: nothing moves)."""

    def wake_in(self) -> float | None:
        """Seconds until it needs a frame by itself; 0 while it moves, None asleep."""
        return None


class Button(Widget):
    def __init__(
        self,
        text: str,
        on_click: Callable[[], None] | None = None,
        rect: pygame.Rect | None = None,
        enabled: bool = True,
        reason: str = "",
        style: str = "normal",  # "normal", "primary", "quiet"
        sound: bool = True,
        align: str = "center",  # or "left" (lists such as a table of contents)
    ):
        self.text = text
        self.subtext = ""  # optional second, smaller line (e.g. "Round 3 of 15")
        self.key_hint = ""  # the key that presses it ("S", "Esc"), shown where it fits
        self.align = align
        self.on_click = on_click
        self.rect = rect or pygame.Rect(0, 0, 200, 48)
        self.enabled = enabled
        self.reason = reason  # why it is disabled, shown on hover
        self.style = style
        self.sound = sound
        self.hovered = False
        self.pressed = False
        self.focused = False
        self.label_size: int | None = None  # one size for a row of buttons (even_labels)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.rect.collidepoint(event.pos)
        ):
            self.pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos):
                self.click()
                return True
        if (
            event.type == pygame.KEYDOWN
            and self.focused
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        ):
            self.click()
            return True
        return False

    def click(self) -> None:
        if self.enabled and self.on_click is not None:
            self.on_click()

    def draw(self, surface: pygame.Surface, fonts: typeface.Fonts) -> None:
        r = self.rect
        lit = (self.hovered or self.focused) and self.enabled
        if not self.enabled:
            color = palette.BUTTON_DISABLED
        elif self.style == "primary":
            color = palette.PRIMARY_HOVER if lit else palette.PRIMARY
        elif self.style == "danger":
            color = palette.DANGER_HOVER if lit else palette.DANGER
        elif self.pressed:
            color = palette.BUTTON_PRESSED
        elif lit:
            color = palette.BUTTON_HOVER
        else:
            color = palette.BUTTON
        if self.pressed and self.enabled:
            color = tuple(max(0, c - 18) for c in color)
        radius = max(6, r.height // 4)
        if self.style != "quiet" or lit:
            pygame.draw.rect(surface, palette.DROP, r.move(0, 3), border_radius=radius)
            pygame.draw.rect(surface, color, r, border_radius=radius)
            # A soft highlight on the upper half gives the face some depth.
            sheen = pygame.Surface((r.width - 4, max(1, r.height // 2 - 2)), pygame.SRCALPHA)
            sheen.fill((255, 255, 255, 18 if self.enabled else 6))
            surface.blit(sheen, (r.x + 2, r.y + 2))
            if lit:
                border = palette.GOLD_LIGHT
            elif self.style == "primary" and self.enabled:
                border = palette.GOLD
            else:
                border = palette.FIELD_BORDER
            pygame.draw.rect(surface, border, r, width=2, border_radius=radius)
        if not self.enabled:
            text_color = palette.TEXT_DIM
        elif lit and self.style == "quiet":
            text_color = palette.GOLD_LIGHT
        else:
            text_color = palette.TEXT
        inset = textfit.label_inset(r.height)
        room = r.width - 2 * inset
        if self.subtext:
            img = textfit.render_fit(
                fonts, self.text, room, int(r.height * 0.36), text_color, "bold"
            )
            sub = textfit.render_fit(
                fonts, self.subtext, room, int(r.height * 0.24), palette.GOLD_LIGHT
            )
            top = r.centery - (img.get_height() + sub.get_height()) // 2
            surface.blit(img, img.get_rect(midtop=(r.centerx, top)))
            surface.blit(sub, sub.get_rect(midtop=(r.centerx, top + img.get_height())))
            if self.focused and self.enabled:
                _focus_marks(surface, r)
            return
        if self.key_hint and self._draw_with_key(surface, fonts, text_color):
            if self.focused and self.enabled:
                _focus_marks(surface, r)
            return
        if self.label_size and self._draw_two_lines(surface, fonts, room, text_color):
            if self.focused and self.enabled:
                _focus_marks(surface, r)
            return
        img = textfit.render_fit(
            fonts, self.text, room, self.label_size or int(r.height * 0.42), text_color, "bold"
        )
        if self.align == "left":
            surface.blit(img, img.get_rect(midleft=(r.left + inset, r.centery)))
        else:
            surface.blit(img, img.get_rect(center=r.center))
        if self.focused and self.enabled:
            _focus_marks(surface, r)

    def two_lines(self, fonts: typeface.Fonts, room: int | None = None) -> list[str] | None:
        """The label's two lines when it is drawn wrapped at the row's size, else None."""
        if not self.label_size:
            return None
        if room is None:
            room = self.rect.width - 2 * textfit.label_inset(self.rect.height)
        font = fonts.get(self.label_size, "bold")
        if font.size(self.text)[0] <= room:
            return None
        return label_lines(self.text, font, room, self.rect.height)

    def _draw_two_lines(self, surface: pygame.Surface, fonts: typeface.Fonts, room: int,
                        color) -> bool:
        """A label longer than its button at the row's size, in two lines at that size
        (``label_lines``); False (nothing drawn) when it fits on one or not in two."""
        lines = self.two_lines(fonts, room)
        if lines is None:
            return False
        font = fonts.get(self.label_size, "bold")
        step = font.get_linesize()
        y = self.rect.centery - step * len(lines) // 2
        for line in lines:
            img = font.render(line, True, color)
            surface.blit(img, img.get_rect(midtop=(self.rect.centerx, y)))
            y += step
        return True

    def _draw_with_key(self, surface: pygame.Surface, fonts: typeface.Fonts, color) -> bool:
        """The label and, at the right, a small cap with the key that presses the
        button; False (nothing drawn) when both do not fit at full size."""
        r = self.rect
        label = key_name(self.key_hint)
        cap_size = max(8, int(r.height * 0.28))
        font = fonts.get(cap_size, "bold")
        cap_w = max(font.size(label)[0] + cap_size, font.get_height() + cap_size // 2)
        gap = max(6, r.height // 6)
        size = self.label_size or int(r.height * 0.42)  # as its neighbours'
        text_w = fonts.get(size, "bold").size(self.text)[0]
        if text_w + gap + cap_w > r.width - 2 * textfit.label_inset(r.height):
            return False
        img = textfit.render_fit(fonts, self.text, text_w, size, color, "bold")
        left = r.centerx - (text_w + gap + cap_w) // 2
        surface.blit(img, img.get_rect(midleft=(left, r.centery)))
        draw_key_cap(surface, fonts, label, (left + text_w + gap, r.centery), cap_size, cap_w)
        return True


# --------------------------------------------------------------------------
# Form widgets. All share Button's protocol: ``rect`` (set by the scene's layout),
# ``enabled``, ``focused``, ``handle_event(event) -> bool`` and ``draw(surface, fonts)``;
# ``update(dt)`` where something moves. Changes are reported through ``on_change(value)``.

_ACTIVATE = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def _focus_marks(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The keyboard-focus ring: a thin light-gold outline just outside the widget."""
    ring = rect.inflate(8, 8)
    pygame.draw.rect(
        surface, palette.GOLD_LIGHT, ring, width=2, border_radius=max(8, ring.height // 4)
    )


def _is_key(event: pygame.event.Event, *keys: int) -> bool:
    return event.type == pygame.KEYDOWN and event.key in keys


def _clicked(event: pygame.event.Event, rect: pygame.Rect) -> bool:
    return (
        event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and rect.collidepoint(event.pos)
    )


class Label(Widget):
    """Text in a box: wrapped, then shrunk until it fits (never overflows)."""

    focusable = False

    def __init__(
        self,
        text: str,
        size: int = 20,
        color=palette.TEXT,
        style: str = "regular",
        align: str = "left",
        valign: str = "center",
        rect: pygame.Rect | None = None,
    ):
        self.text = text
        self.size = size
        self.color = color
        self.style = style
        self.align = align
        self.valign = valign
        self.rect = rect or pygame.Rect(0, 0, 200, 30)
        self.enabled = True
        self.focused = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def draw(self, surface: pygame.Surface, fonts: typeface.Fonts) -> None:
        textfit.draw_text_box(
            surface,
            fonts,
            self.text,
            self.rect,
            self.size,
            self.color,
            self.style,
            align=self.align,
            valign=self.valign,
        )


class Toggle(Widget):
    """An on/off switch. Click, Enter or Space flips it; Left/Right set off/on."""

    focusable = True

    def __init__(
        self,
        value: bool = False,
        on_change: Callable[[bool], None] | None = None,
        rect: pygame.Rect | None = None,
        enabled: bool = True,
        on_text: str = "",
        off_text: str = "",
    ):
        self.value = bool(value)
        self.on_change = on_change
        self.rect = rect or pygame.Rect(0, 0, 72, 34)
        self.enabled = enabled
        self.on_text = on_text
        self.off_text = off_text
        self.focused = False
        self.hovered = False
        self._knob = 1.0 if self.value else 0.0  # animated knob position

    def set(self, value: bool) -> None:
        value = bool(value)
        if value != self.value and self.enabled:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if _clicked(event, self.rect):
            self.set(not self.value)
            return True
        if self.focused and _is_key(event, *_ACTIVATE):
            self.set(not self.value)
            return True
        if self.focused and _is_key(event, pygame.K_LEFT, pygame.K_RIGHT):
            self.set(event.key == pygame.K_RIGHT)
            return True
        return False

    def wake_in(self) -> float | None:
        """Frames while the knob slides."""
        return 0.0 if self._knob != (1.0 if self.value else 0.0) else None

    def update(self, dt: float) -> None:
        target = 1.0 if self.value else 0.0
        step = dt * 8
        if abs(target - self._knob) <= step:
            self._knob = target
        else:
            self._knob += step if target > self._knob else -step

    def draw(self, surface: pygame.Surface, fonts: typeface.Fonts) -> None:
        r = self.rect
        radius = r.height // 2
        t = self._knob
        off_c, on_c = palette.TOGGLE_OFF, palette.TOGGLE_ON
        track = tuple(int(off_c[i] + (on_c[i] - off_c[i]) * t) for i in range(3))
        if not self.enabled:
            track = palette.BUTTON_DISABLED
        pygame.draw.rect(surface, palette.DROP, r.move(0, 2), border_radius=radius)
        pygame.draw.rect(surface, track, r, border_radius=radius)
        lit = (self.hovered or self.focused) and self.enabled
        border = palette.GOLD_LIGHT if lit else palette.FIELD_BORDER
        pygame.draw.rect(surface, border, r, width=2, border_radius=radius)
        knob_r = radius - 4
        x = r.left + radius + int((r.width - 2 * radius) * t)
        pygame.draw.circle(surface, palette.DROP, (x, r.centery + 2), knob_r)
        pygame.draw.circle(
            surface,
            palette.GOLD_LIGHT if self.enabled else palette.TEXT_DIM,
            (x, r.centery),
            knob_r,
        )
        text = self.on_text if self.value else self.off_text
        if text:
            space = r.width - 2 * radius - 8
            img = textfit.render_fit(fonts, text, max(10, space), int(r.height * 0.4), palette.TEXT)
            cx = r.centerx + (-radius // 2 if self.value else radius // 2)
            surface.blit(img, img.get_rect(center=(cx, r.centery)))
        if self.focused and self.enabled:
            _focus_marks(surface, r)


class Choice(Widget):
    """A segmented selector: one of several options. Left/Right or a click chooses.

    ``options`` is a list of ``(value, label)``; values in ``disabled`` are shown
    dimmed and cannot be chosen. ``columns`` wraps long option lists into rows.
    """

    focusable = True

    def __init__(
        self,
        options: list[tuple[object, str]],
        value: object,
        on_change: Callable[[object], None] | None = None,
        rect: pygame.Rect | None = None,
        disabled: set | frozenset = frozenset(),
        columns: int | None = None,
        enabled: bool = True,
    ):
        self.options = list(options)
        self.value = value
        self.on_change = on_change
        self.rect = rect or pygame.Rect(0, 0, 300, 36)
        self.disabled = set(disabled)
        self.columns = columns
        self.enabled = enabled
        self.focused = False
        self.hovered_index = -1

    @property
    def index(self) -> int:
        for i, (v, _label) in enumerate(self.options):
            if v == self.value:
                return i
        return -1

    def choose(self, value: object) -> None:
        if not self.enabled or value in self.disabled or value == self.value:
            return
        self.value = value
        if self.on_change is not None:
            self.on_change(value)

    def segment_rects(self) -> list[pygame.Rect]:
        n = len(self.options)
        cols = min(n, self.columns or n)
        rows = (n + cols - 1) // cols
        gap = 4
        h = (self.rect.height - gap * (rows - 1)) // rows
        rects = []
        for i in range(n):
            row, col = divmod(i, cols)
            in_row = min(cols, n - row * cols)
            w = (self.rect.width - gap * (in_row - 1)) / in_row
            x = self.rect.left + col * (w + gap)
            rects.append(pygame.Rect(round(x), self.rect.top + row * (h + gap), round(w), h))
        return rects

    def _step(self, delta: int) -> None:
        i = self.index
        n = len(self.options)
        for _k in range(n):
            i = (i + delta) % n if i >= 0 else 0
            value = self.options[i][0]
            if value not in self.disabled:
                self.choose(value)
                return

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered_index = -1
            for i, r in enumerate(self.segment_rects()):
                if r.collidepoint(event.pos):
                    self.hovered_index = i
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, r in enumerate(self.segment_rects()):
                if r.collidepoint(event.pos):
                    self.choose(self.options[i][0])
                    return True
            return False
        if self.focused and _is_key(event, pygame.K_LEFT, pygame.K_RIGHT):
            self._step(1 if event.key == pygame.K_RIGHT else -1)
            return True
        return False

    def draw(self, surface: pygame.Surface, fonts: typeface.Fonts) -> None:
        rects = self.segment_rects()
        for i, ((value, label), r) in enumerate(zip(self.options, rects, strict=True)):
            selected = value == self.value
            off = value in self.disabled or not self.enabled
            radius = max(5, r.height // 4)
            if selected:
                fill = palette.PRIMARY if not off else palette.BUTTON_DISABLED
            elif i == self.hovered_index and not off:
                fill = palette.BUTTON_HOVER
            else:
                fill = palette.FIELD
            pygame.draw.rect(surface, fill, r, border_radius=radius)
            border = palette.GOLD if selected and not off else palette.FIELD_BORDER
            pygame.draw.rect(surface, border, r, width=2 if selected else 1, border_radius=radius)
            color = palette.TEXT_OFF if off else (palette.GOLD_LIGHT if selected else palette.TEXT)
            style = "bold" if selected else "regular"
            room = r.width - 2 * textfit.label_inset(r.height // 2)  # narrow segments
            img = textfit.render_fit(fonts, label, room, int(r.height * 0.44), color, style)
            surface.blit(img, img.get_rect(center=r.center))
        if self.focused and self.enabled:
            _focus_marks(surface, self.rect)


class Stepper(Widget):
    """``<  value  >``: a whole number between ``lo`` and ``hi``."""

    focusable = True

    def __init__(
        self,
        value: int,
        lo: int,
        hi: int,
        on_change: Callable[[int], None] | None = None,
        rect: pygame.Rect | None = None,
        fmt: Callable[[int], str] = str,
        enabled: bool = True,
    ):
        self.value = value
        self.lo = lo
        self.hi = hi
        self.on_change = on_change
        self.rect = rect or pygame.Rect(0, 0, 160, 36)
        self.fmt = fmt
        self.enabled = enabled
        self.focused = False
        self.hovered = 0  # -1 left arrow, +1 right arrow

    def arrow_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        r = self.rect
        w = min(r.height, r.width // 3)
        return pygame.Rect(r.left, r.top, w, r.height), pygame.Rect(r.right - w, r.top, w, r.height)

    def set(self, value: int) -> None:
        value = max(self.lo, min(self.hi, value))
        if value != self.value and self.enabled:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        left, right = self.arrow_rects()
        if event.type == pygame.MOUSEMOTION:
            self.hovered = (
                -1 if left.collidepoint(event.pos) else (1 if right.collidepoint(event.pos) else 0)
            )
            return False
        if _clicked(event, left):
            self.set(self.value - 1)
            return True
        if _clicked(event, right):
            self.set(self.value + 1)
            return True
        if self.focused and _is_key(
            event,
            pygame.K_LEFT,
            pygame.K_RIGHT,
            pygame.K_MINUS,
            pygame.K_PLUS,
            pygame.K_KP_MINUS,
            pygame.K_KP_PLUS,
        ):
            up = event.key in (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_KP_PLUS)
            self.set(self.value + (1 if up else -1))
            return True
        return False

    def draw(self, surface: pygame.Surface, fonts: typeface.Fonts) -> None:
        r = self.rect
        radius = max(5, r.height // 4)
        pygame.draw.rect(surface, palette.FIELD, r, border_radius=radius)
        pygame.draw.rect(surface, palette.FIELD_BORDER, r, width=1, border_radius=radius)
        left, right = self.arrow_rects()
        for side, rect, can in ((-1, left, self.value > self.lo), (1, right, self.value < self.hi)):
            fill = palette.BUTTON_HOVER if self.hovered == side and can else palette.BUTTON
            if not (can and self.enabled):
                fill = palette.BUTTON_DISABLED
            pygame.draw.rect(surface, fill, rect.inflate(-6, -6), border_radius=radius)
            cx, cy = rect.center
            a = rect.height // 6
            pts = [(cx + a * side, cy), (cx - a * side, cy - a), (cx - a * side, cy + a)]
            pygame.draw.polygon(surface, palette.GOLD_LIGHT if can else palette.TEXT_DIM, pts)
        mid = pygame.Rect(left.right, r.top, right.left - left.right, r.height)
        img = textfit.render_fit(
            fonts, self.fmt(self.value), mid.width - 6, int(r.height * 0.5), palette.TEXT, "bold"
        )
        surface.blit(img, img.get_rect(center=mid.center))
        if self.focused and self.enabled:
            _focus_marks(surface, r)


class Slider(Widget):
    """A value from 0 to 1: drag the knob, click the track, or Left/Right in steps."""

    focusable = True

    def __init__(
        self,
        value: float,
        on_change: Callable[[float], None] | None = None,
        rect: pygame.Rect | None = None,
        step: float = 0.05,
        on_release: Callable[[float], None] | None = None,
        enabled: bool = True,
    ):
        self.value = max(0.0, min(1.0, float(value)))
        self.on_change = on_change
        self.on_release = on_release  # e.g. play a sample sound at the new volume
        self.rect = rect or pygame.Rect(0, 0, 240, 30)
        self.step = step
        self.enabled = enabled
        self.focused = False
        self.hovered = False
        self.dragging = False

    def _track(self) -> tuple[int, int]:
        pad = self.rect.height // 2
        return self.rect.left + pad, self.rect.right - pad

    def set(self, value: float) -> None:
        value = round(max(0.0, min(1.0, value)), 4)
        if value != self.value and self.enabled:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)

    def _from_x(self, x: int) -> None:
        a, b = self._track()
        self.set((x - a) / max(1, b - a))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            if self.dragging:
                self._from_x(event.pos[0])
                return True
            return False
        if _clicked(event, self.rect.inflate(0, 10)) and self.enabled:
            self.dragging = True
            self._from_x(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            if self.on_release is not None:
                self.on_release(self.value)
            return True
        if self.focused and _is_key(event, pygame.K_LEFT, pygame.K_RIGHT):
            self.set(self.value + (self.step if event.key == pygame.K_RIGHT else -self.step))
            if self.on_release is not None:
                self.on_release(self.value)
            return True
        return False

    def draw(self, surface: pygame.Surface, fonts: typeface.Fonts) -> None:
        a, b = self._track()
        cy = self.rect.centery
        th = max(6, self.rect.height // 4)
        track = pygame.Rect(a, cy - th // 2, b - a, th)
        pygame.draw.rect(surface, palette.FIELD, track.inflate(4, 4), border_radius=th)
        x = int(a + (b - a) * self.value)
        fill = pygame.Rect(a, track.top, x - a, th)
        color = palette.GOLD if self.enabled else palette.TEXT_DIM
        if fill.width > 0:
            pygame.draw.rect(surface, color, fill, border_radius=th)
        pygame.draw.rect(surface, palette.FIELD_BORDER, track.inflate(4, 4), 1, border_radius=th)
        knob = self.rect.height // 2 - 2
        pygame.draw.circle(surface, palette.DROP, (x, cy + 2), knob)
        lit = (self.hovered or self.focused or self.dragging) and self.enabled
        pygame.draw.circle(surface, palette.GOLD_LIGHT if lit else palette.KNOB, (x, cy), knob)
        pygame.draw.circle(surface, palette.GOLD_DARK, (x, cy), knob, 2)
        if self.focused and self.enabled:
            _focus_marks(surface, self.rect)


class TextInput(Widget):
    """A one-line text field: click or Tab to focus, type (pygame TEXTINPUT events),
    Backspace/Delete, Left/Right/Home/End move the cursor, Ctrl+A selects all (typing
    or Backspace then replaces it); at most ``max_length`` characters, with a visible
    count while focused that turns red when a character is refused (``count_from``: only
    once the text is that long, for a field whose limit nobody meets in normal use).
    ``allowed(ch)`` may filter characters (e.g. digits only)."""

    focusable = True

    def __init__(
        self,
        text: str = "",
        on_change: Callable[[str], None] | None = None,
        rect: pygame.Rect | None = None,
        max_length: int = 20,
        placeholder: str = "",
        allowed: Callable[[str], bool] | None = None,
        enabled: bool = True,
        count_from: int = 0,
    ):
        self.text = text[:max_length]
        self.count_from = count_from
        self.on_change = on_change
        self.rect = rect or pygame.Rect(0, 0, 240, 36)
        self.max_length = max_length
        self.placeholder = placeholder
        self.allowed = allowed
        self.enabled = enabled
        self.cursor = len(self.text)
        self.hovered = False
        self.all_selected = False
        self.refused = 0.0  # seconds left of the "full" warning after a refused character
        self._focused = False
        self._blink = 0.0

    @property
    def focused(self) -> bool:
        return self._focused

    @focused.setter
    def focused(self, on: bool) -> None:
        if on and not self._focused:
            self.cursor = len(self.text)
            self._blink = 0.0
            with contextlib.suppress(pygame.error):
                pygame.key.start_text_input()
                pygame.key.set_text_input_rect(self.rect)
        self._focused = on

    def set_text(self, text: str) -> None:
        text = text[: self.max_length]
        self.cursor = min(self.cursor, len(text))
        if text != self.text:
            self.text = text
            if self.on_change is not None:
                self.on_change(text)

    def insert(self, s: str) -> None:
        ok = self.allowed or (lambda ch: True)
        s = "".join(ch for ch in s if ch.isprintable() and ok(ch))
        if s and self.all_selected:
            self._clear_selection()
        room = self.max_length - len(self.text)
        if len(s) > room:
            self.refused = 1.5  # the count turns red: the field is full
        s = s[: max(0, room)]
        if not s:
            return
        t = self.text[: self.cursor] + s + self.text[self.cursor :]
        self.cursor += len(s)
        self.set_text(t)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if _clicked(event, self.rect) and self.enabled:
            self.focused = True
            self.all_selected = False
            self.cursor = self._index_at(event.pos[0])
            return True
        if not (self.focused and self.enabled):
            return False
        if event.type == pygame.TEXTINPUT:
            self.insert(event.text)
            self._blink = 0.0
            return True
        if event.type != pygame.KEYDOWN:
            return False
        self._blink = 0.0
        k = event.key
        if k == pygame.K_a and getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.all_selected = bool(self.text)
            self.cursor = len(self.text)
            return True
        if self.all_selected and k in (pygame.K_BACKSPACE, pygame.K_DELETE):
            self._clear_selection()
            return True
        if k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
            self.all_selected = False
        if k == pygame.K_BACKSPACE:
            if self.cursor > 0:
                c = self.cursor
                self.cursor -= 1
                self.set_text(self.text[: c - 1] + self.text[c:])
            return True
        if k == pygame.K_DELETE:
            c = self.cursor
            self.set_text(self.text[:c] + self.text[c + 1 :])
            return True
        if k == pygame.K_LEFT:
            self.cursor = max(0, self.cursor - 1)
            return True
        if k == pygame.K_RIGHT:
            self.cursor = min(len(self.text), self.cursor + 1)
            return True
        if k == pygame.K_HOME:
            self.cursor = 0
            return True
        if k == pygame.K_END:
            self.cursor = len(self.text)
            return True
        # Printable keys arrive again as TEXTINPUT: swallow the KEYDOWN so that Space
        # does not also press a button.
        return (
            bool(getattr(event, "unicode", ""))
            and event.unicode.isprintable()
            and k
            not in (
                pygame.K_RETURN,
                pygame.K_KP_ENTER,
                pygame.K_TAB,
                pygame.K_ESCAPE,
            )
        )

    def _clear_selection(self) -> None:
        self.all_selected = False
        self.cursor = 0
        self.set_text("")

    def _font(self, fonts: typeface.Fonts) -> pygame.font.Font:
        return fonts.get(int(self.rect.height * 0.46))

    def _index_at(self, x: int) -> int:
        # Approximate with the last used font size; exact enough for a click.
        font = getattr(self, "_last_font", None)
        if font is None:
            return len(self.text)
        rel = x - self.rect.left - 10 + getattr(self, "_scroll", 0)
        for i in range(len(self.text) + 1):
            if font.size(self.text[:i])[0] >= rel:
                return i
        return len(self.text)

    def update(self, dt: float) -> None:
        self._blink += dt
        self.refused = max(0.0, self.refused - dt)

    def wake_in(self) -> float | None:
        """The cursor blinks (on 0.6 s, off 0.4 s) while focused; the refused-key
        warning ends after its time."""
        waits = []
        if self.refused > 0:
            waits.append(self.refused)
        if self.focused:
            phase = self._blink % BLINK_PERIOD
            waits.append((BLINK_ON if phase < BLINK_ON else BLINK_PERIOD) - phase)
        return min(waits) if waits else None

    def count_text(self) -> str:
        """"12/16": shown at the right of a focused field, so the limit is visible."""
        return f"{len(self.text)}/{self.max_length}"

    def draw(self, surface: pygame.Surface, fonts: typeface.Fonts) -> None:
        r = self.rect
        radius = max(5, r.height // 5)
        pygame.draw.rect(surface, palette.FIELD, r, border_radius=radius)
        lit = self.focused or self.hovered
        border = (
            palette.GOLD if self.focused
            else (palette.BUTTON_HOVER if lit else palette.FIELD_BORDER)
        )
        if self.refused > 0:
            border = palette.BAD
        pygame.draw.rect(surface, border, r, width=2 if self.focused else 1, border_radius=radius)
        font = self._font(fonts)
        self._last_font = font
        inner = r.inflate(-20, 0)
        if self.focused and self.enabled and len(self.text) >= self.count_from:
            count = textfit.render_fit(
                fonts, self.count_text(), r.width // 3, max(9, int(r.height * 0.32)),
                palette.BAD if self.refused > 0 else palette.TEXT_DIM,
                "bold" if self.refused > 0 else "regular",
            )
            surface.blit(count, count.get_rect(midright=(r.right - 8, r.centery)))
            inner.width -= count.get_width() + 6
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip) if clip else inner)
        if self.text:
            img = font.render(self.text, True, palette.TEXT if self.enabled else palette.TEXT_DIM)
            cx = font.size(self.text[: self.cursor])[0]
            scroll = max(0, cx - inner.width + 4)
            self._scroll = scroll
            if self.all_selected and self.focused:
                sel = pygame.Rect(inner.left - scroll, 0, img.get_width(), font.get_height())
                sel.centery = r.centery
                pygame.draw.rect(surface, palette.SELECTION, sel, border_radius=3)
            surface.blit(img, img.get_rect(midleft=(inner.left - scroll, r.centery)))
        else:
            scroll = cx = 0
            self._scroll = 0
            if self.placeholder and not self.focused:
                img = font.render(self.placeholder, True, palette.TEXT_PLACEHOLDER)
                surface.blit(img, img.get_rect(midleft=(inner.left, r.centery)))
        if self.focused and (self._blink % BLINK_PERIOD) < BLINK_ON:
            x = inner.left + cx - scroll
            h = font.get_height()
            pygame.draw.line(
                surface, palette.GOLD_LIGHT, (x, r.centery - h // 2), (x, r.centery + h // 2), 2
            )
        surface.set_clip(clip)


class ScrollView:
    """Vertical scrolling for content taller than ``rect``: the mouse wheel, keys
    (Up/Down, Page Up/Down, Home/End, Space) and a draggable scrollbar. The owner
    draws its content shifted by ``-offset`` and clipped to ``rect``."""

    def __init__(self, rect: pygame.Rect | None = None, content_height: int = 0, line: int = 40):
        self.rect = rect or pygame.Rect(0, 0, 400, 300)
        self.content_height = content_height
        self.line = line  # pixels per wheel notch / arrow key
        self.offset = 0.0  # shown position (eases towards target)
        self.target = 0.0
        self.dragging = False
        self._drag_from = (0, 0.0)
        self.hovered_bar = False

    @property
    def max_offset(self) -> float:
        return max(0.0, float(self.content_height - self.rect.height))

    def scroll_to(self, y: float, instant: bool = False) -> None:
        self.target = max(0.0, min(self.max_offset, float(y)))
        if instant:
            self.offset = self.target

    def scroll_by(self, dy: float) -> None:
        self.scroll_to(self.target + dy)

    def bar_rect(self) -> pygame.Rect:
        w = 10
        return pygame.Rect(self.rect.right + 6, self.rect.top, w, self.rect.height)

    def thumb_rect(self) -> pygame.Rect:
        bar = self.bar_rect()
        if self.content_height <= self.rect.height:
            return bar.copy()
        frac = self.rect.height / self.content_height
        h = max(30, int(bar.height * frac))
        pos = self.offset / self.max_offset if self.max_offset else 0
        return pygame.Rect(bar.left, bar.top + int((bar.height - h) * pos), bar.width, h)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * self.line * 2)
            return True
        bar = self.bar_rect().inflate(10, 0)
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and bar.collidepoint(event.pos)
        ):
            thumb = self.thumb_rect()
            if not thumb.inflate(10, 0).collidepoint(event.pos):
                # Click on the track: jump so the thumb centres under the pointer.
                span = bar.height - thumb.height
                if span > 0:
                    frac = (event.pos[1] - bar.top - thumb.height / 2) / span
                    self.scroll_to(frac * self.max_offset, instant=True)
            self.dragging = True
            self._drag_from = (event.pos[1], self.target)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hovered_bar = bar.collidepoint(event.pos)
            if self.dragging:
                thumb = self.thumb_rect()
                span = self.bar_rect().height - thumb.height
                if span > 0:
                    dy = event.pos[1] - self._drag_from[0]
                    self.scroll_to(self._drag_from[1] + dy * self.max_offset / span, instant=True)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        if event.type == pygame.KEYDOWN:
            page = self.rect.height * 0.9
            moves = {
                pygame.K_UP: -self.line,
                pygame.K_DOWN: self.line,
                pygame.K_PAGEUP: -page,
                pygame.K_PAGEDOWN: page,
                pygame.K_SPACE: page,
            }
            if event.key in moves:
                self.scroll_by(moves[event.key])
                return True
            if event.key == pygame.K_HOME:
                self.scroll_to(0)
                return True
            if event.key == pygame.K_END:
                self.scroll_to(self.max_offset)
                return True
        return False

    def wake_in(self) -> float | None:
        """Frames while the content glides to where it was scrolled."""
        return 0.0 if self.offset != self.target else None

    def update(self, dt: float) -> None:
        self.target = max(0.0, min(self.max_offset, self.target))
        diff = self.target - self.offset
        if abs(diff) < 0.5:
            self.offset = self.target
        else:
            self.offset += diff * min(1.0, dt * 14)

    def draw_scrollbar(self, surface: pygame.Surface) -> None:
        if self.content_height <= self.rect.height:
            return
        bar = self.bar_rect()
        pygame.draw.rect(surface, palette.WELL, bar, border_radius=bar.width // 2)
        thumb = self.thumb_rect()
        lit = self.dragging or self.hovered_bar
        color = palette.GOLD_LIGHT if lit else palette.GOLD
        pygame.draw.rect(surface, color, thumb, border_radius=bar.width // 2)


class FocusGroup:
    """Keyboard navigation over a scene's widgets: Up/Down (and Tab/Shift+Tab) move
    the focus, the focused widget gets the other keys; every widget sees the mouse."""

    def __init__(self, widgets: list[Widget] | None = None, hover_focus: bool = False):
        self.widgets: list[Widget] = []
        self.index = -1
        self.hover_focus = hover_focus  # menus: the mouse moves the focus too
        if widgets:
            self.set(widgets)

    def set(self, widgets: list[Widget]) -> None:
        current = self.current
        self.widgets = list(widgets)
        for w in self.widgets:
            w.focused = False
        if current in self.widgets:
            self.focus(current)
        else:
            self.index = -1
            self.move(1)

    @property
    def current(self):
        if 0 <= self.index < len(self.widgets):
            return self.widgets[self.index]
        return None

    def _can(self, w: Widget) -> bool:
        return w.focusable and w.enabled

    def focus(self, widget) -> None:
        for w in self.widgets:
            w.focused = w is widget
        self.index = self.widgets.index(widget) if widget in self.widgets else -1

    def move(self, delta: int) -> None:
        n = len(self.widgets)
        if not n:
            return
        i = self.index
        for _k in range(n):
            i = (i + delta) % n if i >= 0 else (0 if delta > 0 else n - 1)
            if self._can(self.widgets[i]):
                self.focus(self.widgets[i])
                return

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            used = False
            for w in list(self.widgets):
                if w.handle_event(event):
                    used = True
                    if event.type == pygame.MOUSEBUTTONDOWN and self._can(w):
                        self.focus(w)
                    if event.type != pygame.MOUSEMOTION:
                        break
            if (
                self.hover_focus
                and event.type == pygame.MOUSEMOTION
                and not isinstance(self.current, TextInput)
            ):
                for w in self.widgets:
                    if self._can(w) and w.rect.collidepoint(event.pos):
                        self.focus(w)
            return used
        current = self.current
        if current is not None and current.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
            if event.key == pygame.K_UP or (event.key == pygame.K_TAB and shift):
                self.move(-1)
                return True
            if event.key in (pygame.K_DOWN, pygame.K_TAB):
                self.move(1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and isinstance(current, TextInput):
                self.move(1)
                return True
        return False

    def update(self, dt: float) -> None:
        for w in self.widgets:
            w.update(dt)

    def wake_in(self) -> float | None:
        """The soonest frame any widget needs (None: none moves)."""
        return widgets_wake_in(self.widgets)

    def draw(self, surface: pygame.Surface, fonts: typeface.Fonts) -> None:
        for w in self.widgets:
            w.draw(surface, fonts)


def widgets_wake_in(widgets: list[Widget]) -> float | None:
    """The soonest ``wake_in`` of some widgets: 0 while one moves, seconds for a
    clock-driven one (a blinking cursor), None when none needs a frame by itself."""
    soonest = None
    for w in widgets:
        wait = w.wake_in()
        if wait is not None and (soonest is None or wait < soonest):
            soonest = wait
    return soonest


def label_lines(text: str, font, room: int, height: int) -> list[str] | None:
    """``text`` in two lines of ``font`` that fit ``room`` and a button ``height``
    high (whole words), else None."""
    lines = textfit.wrap_lines(text, font, room)
    if len(lines) != 2 or 2 * font.get_linesize() > height - 4:
        return None
    if any(font.size(word)[0] > room for word in text.split()):
        return None  # a word would be broken
    return lines


def even_labels(buttons: list[Button], fonts: typeface.Fonts) -> None:
    """One label size for a row of buttons (laid out, same height): the largest at
    which every label fits its button, on one line or in two, so one long label does
    not stand out smaller than its neighbours'. (A key cap is left out where it does
    not fit beside its label.)"""
    if not buttons:
        return
    h = buttons[0].rect.height
    room = min(b.rect.width for b in buttons) - 2 * textfit.label_inset(h)
    size = int(h * 0.42)
    while size > 8:
        font = fonts.get(size, "bold")
        if all(font.size(b.text)[0] <= room or label_lines(b.text, font, room, h)
               for b in buttons):
            break
        size -= 1
    for b in buttons:
        b.label_size = size


def draw_tooltip(
    surface: pygame.Surface, fonts: typeface.Fonts, text: str, anchor: pygame.Rect, size: int = 16,
    below: bool = False,
) -> None:
    """A small dark box with wrapped text just above ``anchor`` (``below``: under it;
    kept on screen)."""
    if not text:
        return
    sw, sh = surface.get_size()
    width = min(420, sw - 20)
    font, lines = textfit.fit_text(fonts, text, (width - 20, sh // 3), size, least=size)
    step = int(font.get_linesize() * 1.15)
    w = max(font.size(line)[0] for line in lines) + 20
    h = step * len(lines) + 14
    box = pygame.Rect(0, 0, w, h)
    box.midbottom = (anchor.centerx, anchor.top - 8)
    if box.top < 4 or below:
        box.midtop = (anchor.centerx, anchor.bottom + 8)
    box.clamp_ip(surface.get_rect().inflate(-8, -8))
    panelart.draw_panel(surface, box, radius=8, alpha=245, shadow=False)
    y = box.top + 7
    for line in lines:
        surface.blit(font.render(line, True, palette.TEXT), (box.left + 10, y))
        y += step
