"""The end of a game: final standings (shared wins named as such), and play again,
new game or main menu."""

from __future__ import annotations

import pygame

from game.i18n import _, format_score
from game.savegame import GameSetup
from game.ui import charts, theme
from game.ui.celebration import Celebration
from game.ui.scene import Scene
from game.ui.table import render as rd
from game.ui.table.names import seat_name
from game.ui.widgets import Button
from game.words import level_name


class GameOverScene(Scene):
    def __init__(self, app, setup: GameSetup, state):
        super().__init__(app)
        self.setup = setup
        self.state = state
        self.text = rd.TextCache(app.fonts)
        self.t = 0.0
        self.bg: pygame.Surface | None = None
        self.winners = list(state.winners())
        self.order = sorted(range(state.players), key=lambda i: (-state.totals[i], i))
        self.buttons = [
            Button(_("Play again"), self.play_again, style="primary"),
            Button(_("New game"), self.new_game),
            Button(_("Score pad"), self.score_pad),
            Button(_("Review this game"), self.review),
            Button(_("Main menu"), self.main_menu),
        ]
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

    @property
    def scale(self) -> float:
        return theme.table_scale(self.app.size)  # the table's scale: it ends a game

    def on_enter(self) -> None:
        if not self.played_sound:
            self.played_sound = True
            self.app.play_sound("game_end")

    def on_resize(self, size) -> None:
        self.bg = None
        s = self.scale
        w, h = size
        bw, bh, gap = round(200 * s), round(48 * s), round(16 * s)
        total = len(self.buttons) * bw + (len(self.buttons) - 1) * gap
        if total > w - 40:
            bw = (w - 40 - (len(self.buttons) - 1) * gap) // len(self.buttons)
            total = len(self.buttons) * bw + (len(self.buttons) - 1) * gap
        x = (w - total) // 2
        for b in self.buttons:
            b.rect = pygame.Rect(x, h - round(36 * s) - bh, bw, bh)
            x += bw + gap

    # --------------------------------------------------------------- actions
    def play_again(self) -> None:
        setup = GameSetup(
            self.setup.rules,
            list(self.setup.names),
            list(self.setup.levels),
            None,
            dict(self.setup.extra),
        )
        self.app.router.go_to("table", setup)

    def new_game(self) -> None:
        self.app.router.go_to("main_menu")
        self.app.router.open("new_game")

    def score_pad(self) -> None:
        self.app.router.open("score_pad", self.setup, self.state)

    def main_menu(self) -> None:
        self.app.router.go_to("main_menu")

    def review(self) -> None:
        """This game replayed with the analysis of the player's bids and cards."""
        from game.history import game_document

        self.app.router.open("review", game_document(self.setup, self.state), seat=0)

    # ----------------------------------------------------------------- input
    def handle_event(self, event) -> None:
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
        w, h = surface.get_size()
        s = self.scale
        if self.bg is None or self.bg.get_size() != (w, h):
            self.bg = theme.felt_background((w, h)).convert()
        surface.blit(self.bg, (0, 0))
        title = self.text.render(_("Game over"), round(46 * s), theme.GOLD, "title")
        surface.blit(title, title.get_rect(midtop=(w // 2, round(24 * s))))
        y = round(24 * s) + title.get_height() + round(6 * s)
        head = self.text.render(
            self.headline(), round(26 * s), theme.TEXT, "bold", max_width=w - 60
        )
        surface.blit(head, head.get_rect(midtop=(w // 2, y)))
        y += head.get_height() + round(20 * s)
        n = len(self.order)
        bottom = self.buttons[0].rect.top - round(24 * s)
        # Standings on the left, the score chart on the right.
        margin, gap = round(30 * s), round(20 * s)
        row_h = min(round(72 * s), (bottom - y - round(20 * s)) // n)
        pw = min(round(640 * s), round((w - 2 * margin - gap) * 0.5))
        panel = pygame.Rect(margin, y, pw, row_h * n + round(20 * s))
        chart = pygame.Rect(panel.right + gap, y, w - margin - panel.right - gap, bottom - y)
        rd.draw_panel(surface, panel, radius=round(16 * s), alpha=230)
        self._draw_chart(surface, chart)
        y = panel.top + round(10 * s)
        place = 0
        last = None
        history = self.state.history
        for rank, seat in enumerate(self.order):
            total = self.state.totals[seat]
            if total != last:
                place = rank + 1
                last = total
            r = pygame.Rect(
                panel.left + round(12 * s), y, panel.width - round(24 * s), row_h - round(6 * s)
            )
            if seat in self.winners:
                pygame.draw.rect(surface, (70, 60, 30), r, border_radius=10)
                pygame.draw.rect(surface, theme.GOLD, r, width=2, border_radius=10)
            elif seat == 0:
                pygame.draw.rect(surface, (36, 54, 64), r, border_radius=10)
            fs = round(min(22 * s, row_h * 0.42))
            pl = self.text.render(f"{place}.", fs, theme.GOLD, "title")
            surface.blit(pl, pl.get_rect(midleft=(r.left + round(14 * s), r.centery)))
            av = round(r.height * 0.7)
            colour = rd.SEAT_COLOURS[seat % len(rd.SEAT_COLOURS)]
            circle = rd.circle_surface(av, colour, (250, 240, 210))
            ax = r.left + round(60 * s)
            surface.blit(circle, circle.get_rect(midleft=(ax, r.centery)))
            ini = self.text.render(
                rd.seat_initial(seat_name(self.setup, seat)),
                round(av * 0.5),
                theme.TEXT_DARK,
                "bold",
            )
            surface.blit(ini, ini.get_rect(center=(ax + av // 2, r.centery)))
            nx = ax + av + round(12 * s)
            sc = self.text.render(
                format_score(total),
                round(fs * 1.2),
                theme.GOLD if total >= 0 else theme.BAD,
                "bold",
            )
            # The detail line may run up to the score; the name line also holds the
            # chart marker and, for a winner, the word "Winner".
            room = r.right - round(16 * s) - sc.get_width() - round(10 * s) - nx
            name_room = room - round(28 * s)
            crown = None
            if seat in self.winners:
                # "Winner" beside the name when both fit; else the gold frame, the
                # place and the headline say it.
                crown = self.text.render(_("Winner"), round(fs * 0.7), theme.GOLD, "bold")
                need = self.text.fonts.get(fs, "bold").size(seat_name(self.setup, seat))[0]
                if need + crown.get_width() + round(6 * s) <= name_room:
                    name_room -= crown.get_width() + round(6 * s)
                else:
                    crown = None
            name = self.text.render(
                seat_name(self.setup, seat), fs, theme.TEXT, "bold", max_width=name_room
            )
            name_rect = name.get_rect(bottomleft=(nx, r.centery + round(2 * s)))
            surface.blit(name, name_rect)
            # The player's line in the chart: the same colour and marker.
            colour, marker = charts.series_style(seat)
            charts.draw_marker(
                surface,
                marker,
                (name_rect.right + round(14 * s), name_rect.centery),
                6 * s,
                colour,
            )
            level = self.setup.levels[seat]
            met = sum(1 for rec in history if rec.bids[seat] == rec.won[seat])
            if level == "human":
                detail = _("made {met} of {n} bids").format(met=met, n=len(history))
            else:
                detail = _("{level} · made {met} of {n} bids").format(
                    level=level_name(level), met=met, n=len(history)
                )
            d = self.text.render(detail, round(fs * 0.62), theme.TEXT_DIM, max_width=room)
            surface.blit(d, d.get_rect(topleft=(nx, r.centery + round(2 * s))))
            score_rect = sc.get_rect(midright=(r.right - round(16 * s), r.centery))
            if crown is not None:
                cr = crown.get_rect(midright=(score_rect.left - round(10 * s), name_rect.centery))
                surface.blit(crown, cr)
            surface.blit(sc, score_rect)
            y += row_h
        for b in self.buttons:
            b.draw(surface, self.app.fonts)
        from game.ui.score_chart import draw_score_tip

        draw_score_tip(
            surface, self.app.fonts, self.chart_axes, self.setup, self.state, self.pointer, s
        )
        if self.celebration is not None:
            self.celebration.draw(surface)

    def _draw_chart(self, surface, rect: pygame.Rect) -> None:
        """Every player's total after each round, in its own panel."""
        from game.ui.score_chart import draw_score_chart

        s = self.scale
        rd.draw_panel(surface, rect, radius=round(16 * s), alpha=230)
        pad = round(14 * s)
        self.chart_axes = draw_score_chart(
            surface, self.app.fonts, rect.inflate(-2 * pad, -2 * pad), self.setup, self.state, s
        )
