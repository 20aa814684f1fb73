"""The main menu: the title with a fan of cards, and Continue / New game / Tutorial /
Rules / Statistics / Settings / About / Quit. File problems found at start-up (set-aside
settings, saved game, statistics) are shown once, in a dialog over the menu."""

from __future__ import annotations

import contextlib
import math

import pygame

from game.i18n import GAME_NAME, _, current_language, language_version
from game.savegame import load_game
from game.ui import readonly, screens
from game.ui.kit import backdrop, palette, panelart, textfit, theme
from game.ui.kit import tween as tw
from game.ui.kit.widgets import Button
from game.ui.scene import soonest
from game.ui.scenes.common import MenuScreen
from game.ui.scenes.tutorial_offer import offer_tutorial

FAN = ("J1", "C11", "D14", "H12", "S13", "W1")

# The menu's own lengths (px at scale 1; sizing.Metrics has the shared ones).
BUTTON_H = 50  # at most: a short window gets shorter buttons
BUTTON_W = 330
PANEL_PAD = 30  # inside the panel behind the buttons
TITLE_SIZE = 96  # the game's name, at most
TITLE_BLOCK_EXTRA = 60  # the ornament and subtitle below the title
FAN_BOB = 3  # how far the fan bobs up and down
FOOTER_X, FOOTER_Y = 14, 10  # the version and hint lines from the window's corners
ORNAMENT_BELOW_TITLE = 10
SUBTITLE_BELOW_TITLE = 24
BLOCK_LIFT = 10  # the fan and title sit this much above the middle
GLOW_LAYER_ALPHA = 5  # each of the glow's 12 rings


class MainMenu(MenuScreen):
    hover_focus = True

    def __init__(self, app):
        super().__init__(app)
        self.saved = None  # (setup, state) of the saved game, when there is one
        self._fan: pygame.Surface | None = None
        self._fan_key = None
        self._time = 0.0
        self._fan_top = 0  # where the fan's top edge rests (set by draw_content)
        self._glow_surface: pygame.Surface | None = None
        self._base: pygame.Surface | None = None  # cached layers (see _layers)
        self._top: pygame.Surface | None = None
        self._top_at = (0, 0)
        self._layer_key = None
        self._problems_shown = False
        self.buttons: list[Button] = []
        self.check_saved_game()
        self.check_statistics()
        self.build()

    # ----------------------------------------------------------------- state
    def check_saved_game(self) -> None:
        """Is there a saved game to continue? A bad file is set aside and reported."""
        self.saved = None
        if self.app.read_only:  # another window owns the saved game: never continued here
            return
        try:
            loaded = load_game(self.app.savegame_path, self.app.problems)
        except Exception:  # noqa: BLE001 - a broken save must never keep the menu from opening
            loaded = None
        if loaded is not None and not loaded[1].is_over:
            self.saved = loaded

    def check_statistics(self) -> None:
        """Read the statistics once at start, so a bad file is reported right away."""
        from game.stats import load_stats

        with contextlib.suppress(Exception):  # never keep the menu from opening
            load_stats(self.app.stats_path, self.app.problems)

    def build(self) -> None:
        self._language = language_version()
        self.continue_button = Button(_("Continue"), self.continue_game, style="primary")
        if self.saved is not None:
            state = self.saved[1]
            self.continue_button.subtext = _("Round {round} of {rounds}").format(
                round=state.round, rounds=state.rules.rounds
            )
        self.new_button = Button(
            _("New game"), self.new_game, style="normal" if self.saved else "primary"
        )
        playing = [self.new_button, Button(_("Tutorial"), self.tutorial)]
        self.buttons = [
            *([self.continue_button] if self.saved else []),
            *([] if self.app.read_only else playing),  # they would write the files
            Button(_("Rules"), self.rules),
            Button(_("Statistics"), self.statistics),
            Button(_("Open a game"), self.open_game),
            Button(_("Settings"), self.settings),
            Button(_("About"), self.about),
            Button(_("Quit"), self.confirm_quit, style="quiet"),
        ]
        self.focus.set(self.buttons)
        self.focus.focus(self.buttons[0])
        self.relayout()

    def on_enter(self) -> None:
        # A first start offers the tutorial; file problems are told after it (on_resume).
        if self.app.problems or not offer_tutorial(self.app):
            self.show_problems()  # the saved game was looked at when the menu was made

    def on_resume(self) -> None:
        """Back from another screen: a game may have been saved or finished, the
        language changed in Settings, a file found bad."""
        had = self.saved is not None
        self.check_saved_game()
        # Rebuild when Continue appears/disappears or the language changed in Settings.
        if (self.saved is not None) != had or self._language != language_version():
            self.build()
        self.show_problems()

    def show_problems(self) -> None:
        """Report file problems once (they are removed from ``app.problems``)."""
        if self.app.problems:
            self.app.tell_problems(ngettext_problems(len(self.app.problems)))

    # --------------------------------------------------------------- actions
    def continue_game(self) -> None:
        self.check_saved_game()
        if self.saved is None:
            self.build()
            self.show_problems()
            return
        setup, state = self.saved
        self.app.router.go_to(screens.table, setup, state)

    def new_game(self) -> None:
        self.app.router.open(screens.new_game)

    def tutorial(self) -> None:
        self.app.router.open(screens.tutorial)

    def rules(self) -> None:
        self.app.router.open(screens.rules)

    def statistics(self) -> None:
        self.app.router.open(screens.statistics)

    def open_game(self) -> None:
        """Review a kept game or a transcript file."""
        self.app.router.open(screens.open_game)

    def settings(self) -> None:
        self.app.router.open(screens.settings)

    def about(self) -> None:
        self.app.router.open(screens.about)

    def confirm_quit(self) -> None:
        self.app.router.open(
            screens.notice,
            _("Quit Wizard?"),
            _("Your settings and statistics are kept."),
            buttons=[(_("Quit"), self.app.quit, "danger"), (_("Cancel"), None, "normal")],
        )

    def back(self) -> None:
        self.confirm_quit()

    # ---------------------------------------------------------------- layout
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        m = self.metrics
        # Left: the fan of cards and the title. Right: a panel with the buttons.
        self.left = pygame.Rect(0, 0, int(w * 0.56), h)
        n = len(self.buttons)
        bh = min(m(BUTTON_H), int((h * 0.72) / (n * 1.25)))
        gap = int(bh * 0.28)
        bw = min(int(w * 0.3), m(BUTTON_W))
        col_h = n * bh + (n - 1) * gap
        pad = m(PANEL_PAD)
        self.panel = pygame.Rect(0, 0, bw + 2 * pad, col_h + 2 * pad)
        self.panel.center = (int(w * 0.75), h // 2)
        if self.panel.right > w - 20:
            self.panel.right = w - 20
        y = self.panel.top + pad
        for b in self.buttons:
            b.rect = pygame.Rect(self.panel.left + pad, y, bw, bh)
            y += bh + gap
        self._fan = None

    def _fan_surface(self) -> pygame.Surface:
        w, h = self.size
        card_h = int(min(h * 0.31, w * 0.2))
        key = (card_h, self.app.settings.deck_style, current_language())  # corner letters
        if self._fan is not None and self._fan_key == key:
            return self._fan
        card_w = int(card_h * 5 / 7)
        art = self.app.card_art(card_w, card_h)
        n = len(FAN)
        spread = 44  # degrees from the first to the last card
        radius = card_h * 2.1
        big = (int(card_w * 3 + radius * 1.2), int(card_h * 2.2))
        surf = pygame.Surface(big, pygame.SRCALPHA)
        pivot = (big[0] / 2, card_h * 0.35 + radius)
        for i, code in enumerate(FAN):
            angle = -spread / 2 + spread * i / (n - 1)
            rot = pygame.transform.rotozoom(art.face(code), -angle, 1.0)
            rad = math.radians(angle)
            cx = pivot[0] + math.sin(rad) * radius
            cy = pivot[1] - math.cos(rad) * radius + card_h / 2
            mask = pygame.mask.from_surface(rot)
            shadow = mask.to_surface(setcolor=palette.CARD_SHADOW, unsetcolor=palette.CLEAR)
            surf.blit(shadow, shadow.get_rect(center=(cx + 4, cy + 6)))
            surf.blit(rot, rot.get_rect(center=(cx, cy)))
        surf = surf.subsurface(surf.get_bounding_rect()).copy()
        self._fan, self._fan_key = surf, key
        return surf

    # ------------------------------------------------------------------ draw
    def update(self, dt: float) -> None:
        super().update(dt)
        self._time += dt

    def _fan_y(self, time: float) -> int:
        """The fan's top edge: it bobs gently, a whole pixel at a time."""
        bob = 0 if tw.motion.reduced else math.sin(time * 1.3) * FAN_BOB * self.scale
        return int(self._fan_top + bob)

    def wake_in(self) -> float | None:
        """The next frame when the bobbing fan reaches its next pixel (a few times a
        second), or sooner for a widget."""
        now = self._fan_y(self._time)
        step = 1 / 60
        bob = next(
            (k * step for k in range(1, 120) if self._fan_y(self._time + k * step) != now), None
        )
        return soonest(bob, super().wake_in())

    def _glow(self, radius: int) -> pygame.Surface:
        """A soft golden glow behind the fan (drawn once per size)."""
        if self._glow_surface is None or self._glow_surface.get_width() != radius * 2:
            glow = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
            for i in range(12):
                pygame.draw.circle(
                    glow,
                    (*palette.GLOW, GLOW_LAYER_ALPHA),
                    (radius, radius),
                    radius - i * radius // 12,
                )
            self._glow_surface = glow
        return self._glow_surface

    def _layers(self) -> tuple[pygame.Surface, pygame.Surface]:
        """What does not move, drawn once per look: the backdrop (felt, the panel
        behind the buttons, the footer) and, over the fan, the title block."""
        w, h = self.size
        m = self.metrics
        fan = self._fan_surface()
        key = (
            self.size,
            self.panel.copy(),
            fan.get_size(),
            language_version(),
            getattr(self.fonts, "text_scale", 1.0),
            getattr(self.app.settings, "high_contrast", False),
        )
        if self._layer_key == key and self._base is not None and self._top is not None:
            return self._base, self._top
        base = backdrop.menu_background(self.size).copy()
        panelart.draw_panel(base, self.panel, radius=18, alpha=215)
        from game.version import __version__

        small = m.small
        ver = self.fonts.get(small).render(
            _("Version {version}").format(version=__version__), True, palette.TEXT_DIM
        )
        base.blit(ver, ver.get_rect(bottomright=(w - m(FOOTER_X), h - m(FOOTER_Y))))
        hint = textfit.render_fit(
            self.fonts,
            readonly.menu_line()
            if self.app.read_only
            else _("Arrow keys and Enter to choose, Escape to go back"),
            int(w * 0.5),
            small,
            palette.GOLD if self.app.read_only else palette.TEXT_DIM,
        )
        base.blit(hint, hint.get_rect(bottomleft=(m(FOOTER_X), h - m(FOOTER_Y))))
        # The title block, on its own transparent layer: it lies over the fan's glow.
        top = pygame.Surface(self.size, pygame.SRCALPHA)
        cx = self.left.centerx
        title_size = min(m(TITLE_SIZE), int(w * 0.09))
        ty = self._fan_top + fan.get_height() - int(fan.get_height() * 0.06) + title_size // 2
        title = theme.draw_title(
            top,
            self.fonts,
            GAME_NAME,
            (cx, ty),
            title_size,
            int(self.left.width * 0.9),
            palette.GOLD_LIGHT,
        )
        orn_y = title.bottom + m(ORNAMENT_BELOW_TITLE)
        theme.draw_ornament(top, (cx, orn_y), int(title.width * 1.1))
        sub = textfit.render_fit(
            self.fonts,
            _("The trick-taking card game of wizards and jesters"),
            int(self.left.width * 0.9),
            m.subheading,
            palette.TEXT_DIM,
        )
        top.blit(sub, sub.get_rect(midtop=(cx, title.bottom + m(SUBTITLE_BELOW_TITLE))))
        # Only the part with something on it is kept (a window-sized layer costs more).
        box = top.get_bounding_rect()
        self._top_at = box.topleft
        self._base, self._top, self._layer_key = base.convert(), top.subsurface(box).copy(), key
        return self._base, self._top

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        w, h = self.size
        m = self.metrics
        fan = self._fan_surface()
        title_size = min(m(TITLE_SIZE), int(w * 0.09))
        # Fan, title and subtitle form one block, centred vertically beside the panel.
        block = fan.get_height() + title_size + m(TITLE_BLOCK_EXTRA)
        self._fan_top = max(m.gap_l, (h - block) // 2 - m(BLOCK_LIFT))
        surface.blit(self._layers()[0], (0, 0))

    def draw_content(self, surface: pygame.Surface) -> None:
        fan = self._fan_surface()
        glow = self._glow(int(fan.get_width() * 0.45))
        fan_rect = fan.get_rect(midtop=(self.left.centerx, self._fan_y(self._time)))
        surface.blit(glow, glow.get_rect(center=fan_rect.center))
        surface.blit(fan, fan_rect)
        surface.blit(self._layers()[1], self._top_at)


def ngettext_problems(n: int) -> str:
    from game.i18n import ngettext

    return ngettext(
        "A file could not be used. Nothing was deleted, and the game started cleanly.",
        "{count} files could not be used. Nothing was deleted, and the game started cleanly.",
        n,
    ).format(count=n)
