"""The frame every menu screen shares: the felt backdrop, a gold serif heading,
keyboard focus over the widgets (Up/Down/Tab, Enter), Escape = back, and a tooltip
with the reason when the pointer rests on a disabled button."""

from __future__ import annotations

import pygame

from game.ui import screens
from game.ui.kit import backdrop, palette, sizing, textfit, theme, typeface
from game.ui.kit.widgets import Button, draw_tooltip, even_labels
from game.ui.scene import Scene


class MenuScreen(Scene):
    """Base for the screens around the table. Subclasses build widgets in
    ``layout(size)`` (called on every resize and language change), put them in
    ``self.focus`` and draw their content in ``draw_content``."""

    covers_window = True  # the menu background, then the screen's content
    hover_focus = False
    metrics_cut = True  # lengths cut to whole pixels (sizing.Metrics): as they always were

    def __init__(self, app):
        super().__init__(app)
        self.focus = self.root.focus  # the root owns the focus order
        self.size = app.size
        self.content_top = 0
        self._mouse = (-1, -1)

    # ------------------------------------------------------------------ hooks
    def title(self) -> str:
        return ""

    def layout(self, size: tuple[int, int]) -> None:
        """Place widgets for this window size."""

    def draw_content(self, surface: pygame.Surface) -> None:
        """Everything between the heading and the widgets."""

    def back(self) -> None:
        """Escape / Back: return to the screen below, or the main menu."""
        if len(self.app.scenes) > 1:
            self.app.pop()
        else:
            self.app.router.go_to(screens.main_menu)

    # -------------------------------------------------------------- plumbing
    @property
    def scale(self) -> float:
        return sizing.ui_scale(self.size)

    @property
    def metrics(self) -> sizing.Metrics:
        """The theme's named lengths at this screen's scale."""
        return sizing.Metrics(self.scale, cut=self.metrics_cut)

    @property
    def _frame(self) -> sizing.Metrics:
        """The lengths of the frame every menu screen shares (heading, button row,
        tooltip): cut to whole pixels on every screen."""
        return sizing.Metrics(self.scale, cut=True)

    @property
    def fonts(self) -> typeface.Fonts:
        return self.app.fonts

    def on_resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.relayout()

    def relayout(self) -> None:
        m = self._frame  # as theme.draw_screen_heading measures
        title_size = m.title
        cy = m(theme.HEADING_TOP) + title_size // 2 + 4
        heading_bottom = cy + title_size // 2 + m(theme.CONTENT_BELOW_HEADING)
        self.content_top = heading_bottom if self.title() else m(theme.HEADING_TOP)
        self.layout(self.size)
        for w in self.focus.widgets:
            if isinstance(w, Button) and w.on_click == self.back and not w.key_hint:
                w.key_hint = "Esc"  # Escape does what Back does: the button says so

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self._mouse = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        self.focus.handle_event(event)

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def wake_in(self) -> float | None:
        """Asleep unless a widget moves or blinks. A screen with a clock of its own
        (its own ``update``) answers ``wake_in`` too."""
        return self.focus.wake_in()

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        self.draw_content(surface)
        self.focus.draw(surface, self.fonts)
        self.draw_after(surface)
        self.draw_disabled_reason(surface)

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """The background and the heading."""
        surface.blit(backdrop.menu_background(surface.get_size()), (0, 0))
        if self.title():
            self.content_top = theme.draw_screen_heading(
                surface, self.fonts, self.title(), surface.get_size()
            )

    def draw_after(self, surface: pygame.Surface) -> None:
        """Drawn over the widgets (captions on buttons, popups)."""

    def draw_disabled_reason(self, surface: pygame.Surface) -> None:
        tip = self.root.tooltip_at(self._mouse)
        if tip is not None:
            draw_tooltip(surface, self.fonts, *tip, self._frame.body)

    # ------------------------------------------------------------- helpers
    def button_row(
        self, buttons: list[Button], bottom: int, width: int | None = None
    ) -> pygame.Rect:
        """Lay buttons out side by side, centred, with their bottom at ``bottom``."""
        m = self._frame
        w = self.size[0]
        bw = width or m.button_w
        bh = m.button_h
        gap = m.button_gap
        total = len(buttons) * bw + (len(buttons) - 1) * gap
        if total > w - 40:
            bw = (w - 40 - (len(buttons) - 1) * gap) // len(buttons)
            total = len(buttons) * bw + (len(buttons) - 1) * gap
        x = (w - total) // 2
        for b in buttons:
            b.rect = pygame.Rect(x, bottom - bh, bw, bh)
            x += bw + gap
        even_labels(buttons, self.fonts)  # one label size along the row
        return pygame.Rect((w - total) // 2, bottom - bh, total, bh)


def section_label(
    surface: pygame.Surface, fonts: typeface.Fonts, text: str, rect: pygame.Rect, size: int
) -> None:
    """A small gold caption in capitals above a group of controls."""
    img = textfit.render_fit(fonts, text.upper(), rect.width, size, palette.GOLD, "bold")
    surface.blit(img, img.get_rect(midleft=(rect.left, rect.centery)))
