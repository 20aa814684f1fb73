"""The end of a game: final standings (shared wins named as such), and play again,
new game or main menu."""

from __future__ import annotations

import pygame

from game.i18n import _, format_score, ngettext
from game.rules.core import standings
from game.savegame import GameSetup
from game.ui import screens
from game.ui.celebration import Celebration
from game.ui.kit import backdrop, charts, palette, panelart, sizing
from game.ui.kit.widgets import Button, even_labels
from game.ui.scene import Scene
from game.ui.table import render as rd
from game.ui.table.names import seat_name
from game.words import level_name

# The screen's own lengths (px at scale 1; sizing.Metrics has the shared ones).
BUTTON_H = 48
BUTTONS_BOTTOM = 36  # the window's bottom to the buttons'
TITLE_TEXT = 46
SMALL_GAP = 6  # the title to the headline, a row to the next, the name to "Winner"
STANDINGS_GAP = 20  # the headline to the panels, the standings to the chart
MARGIN = 30
ROW_H = 72  # a player's row, at most
STANDINGS_W = 640  # at most
ROW_INSET = 10  # the panel's top to the first row, the score to "Winner"
NAME_TEXT = 22  # a player's name, at most
INSET = 14  # the place in its row, the marker after the name, the chart in its panel
AVATAR_X = 60  # the row's left to the player's disc
MARKER_ROOM = 28  # kept free after the name for the chart marker
MARKER_R = 6  # the chart marker's radius


class GameOverScene(Scene):
    covers_window = True

    def __init__(self, app, setup: GameSetup, state):
        super().__init__(app)
        self.setup = setup
        self.state = state
        self.text = rd.TextCache(app.fonts)
        self.t = 0.0
        self.bg: pygame.Surface | None = None
        self.winners = list(state.winners())
        self.buttons = [
            Button(_("Play again"), self.play_again, style="primary"),
            Button(_("New game"), self.new_game),
            Button(_("Score pad"), self.score_pad),
            Button(_("Review this game"), self.review),
            Button(_("Main menu"), self.main_menu),
        ]
        self.root.add(lambda: self.buttons)  # drawn and answered by this scene
        # Enter presses the focused button (not always Play again): no cap for it.
        for b, key in zip(self.buttons, ("", "", "S", "R", "Esc"), strict=True):
            b.key_hint = key
        self.focus = 0
        self.buttons[0].focused = True
        # The player won (alone or shared): a short burst, skipped by a click or key.
        self.celebration = (
            Celebration(getattr(app.settings, "reduced_motion", False))
            if 0 in self.winners and setup.levels[0] == "human"
            else None
        )
        self.played_sound = False
        self.chart_axes = None  # where the score chart was drawn last (tests read it)
        self.pointer = None  # the mouse, for the value under it in the chart
        # The screen under the confetti while it flies: drawn once, then only the
        # confetti moves over it (forgotten on any input or resize).
        self._still: pygame.Surface | None = None

    @property
    def scale(self) -> float:
        return sizing.table_scale(self.app.size)  # the table's scale: it ends a game

    @property
    def metrics(self) -> sizing.Metrics:
        return sizing.Metrics(self.scale)  # rounded, as the table's dialogs

    def on_enter(self) -> None:
        if not self.played_sound:
            self.played_sound = True
            self.app.play_sound("game_end")

    def on_resize(self, size) -> None:
        self.bg = None
        self._still = None
        m = self.metrics
        w, h = size
        bw, bh, gap = m.button_w, m(BUTTON_H), m.gap_l
        total = len(self.buttons) * bw + (len(self.buttons) - 1) * gap
        if total > w - 40:
            bw = (w - 40 - (len(self.buttons) - 1) * gap) // len(self.buttons)
            total = len(self.buttons) * bw + (len(self.buttons) - 1) * gap
        x = (w - total) // 2
        for b in self.buttons:
            b.rect = pygame.Rect(x, h - m(BUTTONS_BOTTOM) - bh, bw, bh)
            x += bw + gap
        even_labels(self.buttons, self.app.fonts)  # "Review this game" as its neighbours

    # --------------------------------------------------------------- actions
    def play_again(self) -> None:
        setup = GameSetup(
            self.setup.rules,
            list(self.setup.names),
            list(self.setup.levels),
            None,
            dict(self.setup.extra),
        )
        self.app.router.go_to(screens.table, setup)

    def new_game(self) -> None:
        self.app.router.go_to(screens.main_menu)
        self.app.router.open(screens.new_game)

    def score_pad(self) -> None:
        self.app.router.open(screens.score_pad, self.setup, self.state)

    def main_menu(self) -> None:
        self.app.router.go_to(screens.main_menu)

    def review(self) -> None:
        """This game replayed with the analysis of the player's bids and cards."""
        from game.history import game_document

        self.app.router.open(screens.review, game_document(self.setup, self.state), seat=0)

    # ----------------------------------------------------------------- input
    def handle_event(self, event) -> None:
        self._still = None  # a hover, a focus or a skip changes what is drawn
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if self.celebration is not None and self.celebration.running and event.type in (
            pygame.MOUSEBUTTONDOWN,
            pygame.KEYDOWN,
        ):
            self.celebration.skip()  # the first click or key only ends the celebration
            return
        for b in self.buttons:
            if b.handle_event(event):
                return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
                step = -1 if event.key == pygame.K_LEFT else 1
                self.focus = (self.focus + step) % len(self.buttons)
                for i, b in enumerate(self.buttons):
                    b.focused = i == self.focus
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.buttons[self.focus].click()
            elif event.key == pygame.K_ESCAPE:
                self.main_menu()
            elif event.key == pygame.K_s:
                self.score_pad()
            elif event.key == pygame.K_r:
                self.review()

    def update(self, dt: float) -> None:
        self.t += dt
        if self.celebration is not None:
            self.celebration.update(dt)

    def wake_in(self) -> float | None:
        # Every frame while the celebration flies; then the screen rests until input
        # (hover, the chart's tips and the buttons all come with an event).
        if self.celebration is not None and self.celebration.running:
            return 0.0
        return None

    # ------------------------------------------------------------------ draw
    def headline(self) -> str:
        names = self.setup.names
        if len(self.winners) > 1:
            who = ", ".join(names[i] for i in self.winners)
            if 0 in self.winners:
                return _("You share the win with {others}!").format(
                    others=", ".join(names[i] for i in self.winners if i != 0)
                )
            return _("Shared win: {names}").format(names=who)
        if self.winners == [0]:
            return _("You win!")
        return _("{name} wins").format(name=names[self.winners[0]])

    def draw(self, surface) -> None:
        flying = self.celebration is not None and self.celebration.running
        if flying and self._still is not None and self._still.get_size() == surface.get_size():
            surface.blit(self._still, (0, 0))
            self.celebration.draw(surface)
            return
        w, h = surface.get_size()
        s = self.scale
        m = self.metrics
        if self.bg is None or self.bg.get_size() != (w, h):
            self.bg = backdrop.felt_background((w, h)).convert()
        surface.blit(self.bg, (0, 0))
        title = self.text.render(_("Game over"), m(TITLE_TEXT), palette.GOLD, "title")
        surface.blit(title, title.get_rect(midtop=(w // 2, m.pad)))
        y = m.pad + title.get_height() + m(SMALL_GAP)
        head = self.text.render(
            self.headline(), m.heading, palette.TEXT, "bold", max_width=w - 60
        )
        surface.blit(head, head.get_rect(midtop=(w // 2, y)))
        y += head.get_height() + m(STANDINGS_GAP)
        n = self.state.players
        bottom = self.buttons[0].rect.top - m.pad
        # Standings on the left, the score chart on the right.
        margin, gap = m(MARGIN), m(STANDINGS_GAP)
        row_h = min(m(ROW_H), (bottom - y - m(STANDINGS_GAP)) // n)
        pw = min(m(STANDINGS_W), round((w - 2 * margin - gap) * 0.5))
        panel = pygame.Rect(margin, y, pw, row_h * n + m(STANDINGS_GAP))
        chart = pygame.Rect(panel.right + gap, y, w - margin - panel.right - gap, bottom - y)
        panelart.draw_panel(surface, panel, radius=m.radius, alpha=230, look=panelart.TABLE)
        self._draw_chart(surface, chart)
        y = panel.top + m(ROW_INSET)
        history = self.state.history
        for place, seat in standings(self.state.totals):
            total = self.state.totals[seat]
            r = pygame.Rect(
                panel.left + m.gap, y, panel.width - m.pad, row_h - m(SMALL_GAP)
            )
            if seat in self.winners:
                pygame.draw.rect(surface, palette.ROW_WINNER, r, border_radius=10)
                pygame.draw.rect(surface, palette.GOLD, r, width=2, border_radius=10)
            elif seat == 0:
                pygame.draw.rect(surface, palette.ROW_YOU, r, border_radius=10)
            fs = min(m(NAME_TEXT), round(row_h * 0.42))
            pl = self.text.render(f"{place}.", fs, palette.GOLD, "title")
            surface.blit(pl, pl.get_rect(midleft=(r.left + m(INSET), r.centery)))
            av = round(r.height * 0.7)
            colour = palette.seat_colour(seat)
            circle = rd.circle_surface(av, colour, palette.AVATAR_RING)
            ax = r.left + m(AVATAR_X)
            surface.blit(circle, circle.get_rect(midleft=(ax, r.centery)))
            ini = self.text.render(
                rd.seat_initial(seat_name(self.setup, seat)),
                round(av * 0.5),
                palette.TEXT_DARK,
                "bold",
            )
            surface.blit(ini, ini.get_rect(center=(ax + av // 2, r.centery)))
            nx = ax + av + m.gap
            sc = self.text.render(
                format_score(total),
                round(fs * 1.2),
                palette.GOLD if total >= 0 else palette.BAD,
                "bold",
            )
            # The detail line may run up to the score; the name line also holds the
            # chart marker and, for a winner, the word "Winner".
            room = r.right - m.gap_l - sc.get_width() - m(ROW_INSET) - nx
            name_room = room - m(MARKER_ROOM)
            crown = None
            if seat in self.winners:
                # "Winner" beside the name when both fit; else the gold frame, the
                # place and the headline say it.
                crown = self.text.render(_("Winner"), round(fs * 0.7), palette.GOLD, "bold")
                need = self.text.fonts.get(fs, "bold").size(seat_name(self.setup, seat))[0]
                if need + crown.get_width() + m(SMALL_GAP) <= name_room:
                    name_room -= crown.get_width() + m(SMALL_GAP)
                else:
                    crown = None
            name = self.text.render(
                seat_name(self.setup, seat), fs, palette.TEXT, "bold", max_width=name_room
            )
            name_rect = name.get_rect(bottomleft=(nx, r.centery + m.hair))
            surface.blit(name, name_rect)
            # The player's line in the chart: the same colour and marker.
            colour, marker = charts.series_style(seat)
            charts.draw_marker(
                surface,
                marker,
                (name_rect.right + m(INSET), name_rect.centery),
                MARKER_R * s,
                colour,
            )
            level = self.setup.levels[seat]
            met = sum(1 for rec in history if rec.bids[seat] == rec.won[seat])
            bids = len(history)
            if level == "human":
                detail = ngettext("made {met} of {n} bid", "made {met} of {n} bids", bids)
            else:
                detail = ngettext(
                    "{level} · made {met} of {n} bid", "{level} · made {met} of {n} bids", bids
                )
            detail = detail.format(level=level_name(level), met=met, n=bids)
            d = self.text.render(detail, round(fs * 0.62), palette.TEXT_DIM, max_width=room)
            surface.blit(d, d.get_rect(topleft=(nx, r.centery + m.hair)))
            score_rect = sc.get_rect(midright=(r.right - m.gap_l, r.centery))
            if crown is not None:
                cr = crown.get_rect(midright=(score_rect.left - m(ROW_INSET), name_rect.centery))
                surface.blit(crown, cr)
            surface.blit(sc, score_rect)
            y += row_h
        for b in self.buttons:
            b.draw(surface, self.app.fonts)
        from game.ui.score_chart import draw_score_tip

        draw_score_tip(
            surface, self.app.fonts, self.chart_axes, self.setup, self.state, self.pointer, s
        )
        self._still = surface.copy() if flying else None
        if self.celebration is not None:
            self.celebration.draw(surface)

    def _draw_chart(self, surface, rect: pygame.Rect) -> None:
        """Every player's total after each round, in its own panel."""
        from game.ui.score_chart import draw_score_chart

        s = self.scale
        m = self.metrics
        panelart.draw_panel(surface, rect, radius=m.radius, alpha=230, look=panelart.TABLE)
        pad = m(INSET)
        self.chart_axes = draw_score_chart(
            surface, self.app.fonts, rect.inflate(-2 * pad, -2 * pad), self.setup, self.state, s
        )
