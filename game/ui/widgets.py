"""Small widgets. Each takes pygame events in ``handle_event`` (returns True when it
used the event) and draws itself; the owning scene sets ``rect`` in its layout."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import theme


class Button:
    def __init__(
        self,
        text: str,
        on_click: Callable[[], None] | None = None,
        rect: pygame.Rect | None = None,
        enabled: bool = True,
        reason: str = "",
        style: str = "normal",  # "normal", "primary", "quiet"
        sound: bool = True,
    ):
        self.text = text
        self.on_click = on_click
        self.rect = rect or pygame.Rect(0, 0, 200, 48)
        self.enabled = enabled
        self.reason = reason  # why it is disabled, shown on hover
        self.style = style
        self.sound = sound
        self.hovered = False
        self.pressed = False
        self.focused = False

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

    def draw(self, surface: pygame.Surface, fonts: theme.Fonts) -> None:
        r = self.rect
        if not self.enabled:
            color = theme.BUTTON_DISABLED
        elif self.pressed:
            color = theme.BUTTON_PRESSED
        elif self.hovered or self.focused:
            color = theme.BUTTON_HOVER
        else:
            color = theme.BUTTON
        if self.style == "primary" and self.enabled:
            color = (
                tuple(min(255, c + 30) for c in (120, 84, 30)) if self.hovered else (120, 84, 30)
            )
        radius = max(6, r.height // 4)
        shadow = r.move(0, 3)
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=radius)
        pygame.draw.rect(surface, color, r, border_radius=radius)
        border = theme.GOLD if (self.hovered or self.focused) and self.enabled else (90, 110, 126)
        pygame.draw.rect(surface, border, r, width=2, border_radius=radius)
        text_color = theme.TEXT if self.enabled else theme.TEXT_DIM
        img = theme.render_fit(
            fonts, self.text, r.width - 16, int(r.height * 0.42), text_color, "bold"
        )
        surface.blit(img, img.get_rect(center=r.center))


def stack_vertically(widgets, center_x: int, top: int, width: int, height: int, gap: int) -> int:
    """Place widgets in a centred column; returns the bottom of the column."""
    y = top
    for w in widgets:
        w.rect = pygame.Rect(0, 0, width, height)
        w.rect.midtop = (center_x, y)
        y += height + gap
    return y - gap
