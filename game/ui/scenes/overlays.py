"""Dialogs over the table: round summary, score pad, pause menu, last-trick review
(the trump chooser is a widget of the table: ``table.trumpchooser``).

The overlays are scenes with ``opaque = False``: the table stays visible, dimmed,
beneath them, and it pauses while one is open.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import pygame

from game.i18n import _, format_score, language_version
from game.rules import Phase, seat_view
from game.rules.core import standings
from game.ui import screens
from game.ui.kit import charts, palette, panelart, sizing, theme
from game.ui.kit.dialog import Dialog
from game.ui.kit.widgets import Button
from game.ui.table import render as rd
from game.ui.table.names import seat_label, seat_name

if TYPE_CHECKING:
    from game.ui.table.host import TableHost


ui_scale = sizing.table_scale  # the dialogs over the table scale as the table does


# The dialogs' own lengths (px at scale 1; sizing.Metrics has the shared ones).
BUTTON_W, BUTTON_H, BUTTON_GAP = 220, 42, 14  # a dialog's button row (BUTTON_W at most)
BUTTONS_BOTTOM = 18  # the panel's bottom to the buttons'
TITLE_TEXT, SUBTITLE_TEXT = 28, 15
TITLE_TOP = 16  # the panel's top to the title
# Round summary: its frame (title, header, buttons) and a row per player.
SUMMARY_W, SUMMARY_FRAME_H, SUMMARY_ROW_H = 720, 190, 40
SUMMARY_HEAD_TEXT, SUMMARY_TEXT = 14, 17
SUMMARY_INSET = 30  # the panel's sides to the table
SUMMARY_NAME_X = 36  # the row's left to the name (after the seat's dot)
MARK_X = 14  # the points to the made-bid mark
NAME_W = 200  # a name, at most
# Score pad.
PAD_SIDE = 20
PAD_ROUND_W = 64  # the round number's column
PAD_HEAD_H, PAD_ROW_H = 26, 30  # PAD_ROW_H at most
PAD_TEXT = 15  # at most
MARKER_R = 5  # a name's chart marker
MARKER_ROOM = 18  # kept beside a name for its marker
# Pause menu: its frame (title, note) and a row per button.
PAUSE_W, PAUSE_FRAME_H, PAUSE_ROW_H = 380, 170, 58
PAUSE_BUTTONS_TOP = 86
PAUSE_NOTE_TEXT, PAUSE_NOTE_BOTTOM = 13, 14
# Last trick: its frame and a column per card.
TRICK_FRAME_W, TRICK_CARD_W, TRICK_H = 140, 130, 380
TRICK_CARD_H = 170  # at most
TRICK_BELOW_CARDS = 44  # room for the name and "led" under the cards
LED_BELOW = 26  # the card's bottom to "led"


class Overlay(Dialog):
    """A centred panel over the dimmed table below (keys and focus: ``Dialog``)."""

    panel_alpha = 255  # opaque: the table's cards must not show through its text

    def __init__(self, app):
        super().__init__(app)
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.text = rd.TextCache(app.fonts)
        self._dim: pygame.Surface | None = None
        self.t = 0.0

    @property
    def scale(self) -> float:
        return ui_scale(self.app.size)

    @property
    def metrics(self) -> sizing.Metrics:
        """The theme's named lengths at the table's scale (rounded, as ``sizing.px``)."""
        return sizing.Metrics(self.scale)

    def panel_size(self, size) -> tuple[int, int]:
        return round(size[0] * 0.5), round(size[1] * 0.6)

    def on_resize(self, size) -> None:
        w, h = self.panel_size(size)
        self.rect = pygame.Rect(0, 0, min(w, size[0] - 20), min(h, size[1] - 20))
        self.rect.center = (size[0] // 2, size[1] // 2)
        self._dim = None
        self.layout()

    def layout(self) -> None:
        self.button_row(self.buttons)

    def button_row(self, buttons, bottom: int | None = None) -> None:
        m = self.metrics
        s = self.scale
        bh = m(BUTTON_H)
        gap = m(BUTTON_GAP)
        bw = round(
            min(
                BUTTON_W * s,
                (self.rect.width - 40 - gap * (len(buttons) - 1)) / max(1, len(buttons)),
            )
        )
        total = len(buttons) * bw + (len(buttons) - 1) * gap
        x = self.rect.centerx - total // 2
        y = (bottom or self.rect.bottom - m(BUTTONS_BOTTOM)) - bh
        for b in buttons:
            b.rect = pygame.Rect(x, y, bw, bh)
            x += bw + gap

    def update(self, dt: float) -> None:
        super().update(dt)
        self.t += dt

    def wake_in(self) -> float | None:
        """Asleep until input (the table below is paused; ``t`` only counts). An
        overlay with a clock of its own (its own ``update``) answers ``wake_in`` too."""
        return self.focus.wake_in()

    def draw(self, surface) -> None:
        if self._dim is None or self._dim.get_size() != surface.get_size():
            self._dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self._dim.fill(palette.DIM_UNDER_DIALOG)
        surface.blit(self._dim, (0, 0))
        panelart.draw_panel(
            surface,
            self.rect,
            radius=self.metrics.radius,
            alpha=self.panel_alpha,
            look=panelart.TABLE,
        )
        self.draw_content(surface)
        for b in self.buttons:
            b.draw(surface, self.app.fonts)

    def draw_title(self, surface, text: str, sub: str | None = None) -> int:
        m = self.metrics
        img = self.text.render(
            text, m(TITLE_TEXT), palette.GOLD, "title", max_width=self.rect.width - 40
        )
        y = self.rect.top + m(TITLE_TOP)
        surface.blit(img, img.get_rect(midtop=(self.rect.centerx, y)))
        y += img.get_height() + m.nudge
        if sub:
            sm = self.text.render(
                sub, m(SUBTITLE_TEXT), palette.TEXT_DIM, max_width=self.rect.width - 40
            )
            surface.blit(sm, sm.get_rect(midtop=(self.rect.centerx, y)))
            y += sm.get_height() + m.nudge
        return y + m.gap_s

    def draw_content(self, surface) -> None:
        pass


# ----------------------------------------------------------------- round summary
class RoundSummary(Overlay):
    """After every round: each player's bid, tricks, points and total."""

    closable = False

    def __init__(
        self, app, table: TableHost, final: bool = False, auto_close: float | None = None
    ):
        super().__init__(app)
        self.table = table
        self.final = final
        self.auto_close = auto_close
        self.record = table.state.history[-1]
        label = _("See the final result") if final else _("Next round")
        self.buttons = [
            Button(label, self.next, style="primary"),
            Button(_("Last trick"), self.last_trick),
            Button(_("Score pad"), self.score_pad),
        ]
        for b, key in zip(self.buttons, ("Enter", "L", "S"), strict=True):
            b.key_hint = key

    def handle_event(self, event) -> None:
        # Enter always means the default, wherever the focus was left (on "Score
        # pad" after the pad closed, Enter reopened it); Space presses the focused one.
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.next()
            return
        super().handle_event(event)

    def on_resume(self) -> None:
        self.focus.focus(self.buttons[0])  # back from the score pad or the last trick

    def cancel(self) -> None:
        # Escape is the table's pause key: pressed as the round's last card fell it
        # must not skip the summary, so it opens the pause menu over it.
        self.app.play_sound("click")
        self.app.router.open(screens.pause, self.table)

    def key(self, event) -> None:
        if event.key == pygame.K_l:
            self.last_trick()
        elif event.key == pygame.K_s:
            self.score_pad()

    def last_trick(self) -> None:
        if self.table.model.last_trick is not None:
            self.app.play_sound("click")
            self.app.push(LastTrickReview(self.app, self.table))

    def panel_size(self, size):
        n = self.table.setup.rules.players
        m = sizing.Metrics(ui_scale(size))
        return min(size[0] - 40, m(SUMMARY_W)), m(SUMMARY_FRAME_H + SUMMARY_ROW_H * n)

    def next(self) -> None:
        self.table.mode.continue_after_summary()

    def score_pad(self) -> None:
        self.app.push(ScorePad(self.app, self.table.setup, self.table.state))

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.auto_close is not None and self.t >= self.auto_close and self.app.is_top(self):
            self.next()

    def wake_in(self) -> float | None:
        """Asleep, or the time left until it closes by itself (``wizard bench ui``)."""
        if self.auto_close is None:
            return None
        return max(0.0, self.auto_close - self.t)

    def draw_content(self, surface) -> None:
        m = self.metrics
        rec = self.record
        setup = self.table.setup
        rounds = setup.rules.rounds
        title = (
            _("Final round")
            if self.final
            else _("Round {n} of {total}").format(n=rec.number, total=rounds)
        )
        met = sum(1 for b, w in zip(rec.bids, rec.won, strict=True) if b == w)
        sub = _("{met} of {n} players made their bid").format(met=met, n=len(rec.bids))
        y = self.draw_title(surface, title, sub)
        cols = self._columns()
        fs = m(SUMMARY_HEAD_TEXT)
        heads = list(self._head_rooms(cols))
        font = self.app.fonts.get
        while fs > 8 and any(room is not None and font(fs, "bold").size(label)[0] > room
                             for _key, label, _x, _align, room in heads):
            fs -= 1  # one size for every heading, each clear of its neighbours
        for _key, label, x, align, _room in heads:
            img = self.text.render(label, fs, palette.TEXT_DIM, "bold")
            self._blit(surface, img, x, y, align)
        y += m.pad
        pygame.draw.line(
            surface, palette.RULE_WARM, (self.rect.left + 20, y - 4), (self.rect.right - 20, y - 4)
        )
        row_h = m(SUMMARY_ROW_H)
        for row, (place, seat) in enumerate(standings(rec.totals)):
            ry = y + row * row_h
            if seat == 0 and not self.table.autoplay:
                hl = pygame.Rect(self.rect.left + 12, ry - 4, self.rect.width - 24, row_h - 4)
                pygame.draw.rect(surface, palette.ROW_YOU_DIALOG, hl, border_radius=8)
            bid, won = rec.final_bids[seat], rec.won[seat]  # (the bid after a Cloud change)
            pts, total = rec.points[seat], rec.totals[seat]
            values = {
                "place": (f"{place}.", palette.TEXT_DIM, "regular"),
                "name": (seat_name(setup, seat, self.table.autoplay), palette.TEXT, "bold"),
                "bid": (changed_bid(rec.bids[seat], bid), palette.TEXT, "regular"),
                "won": (str(won), palette.GOOD if won == bid else palette.BAD, "bold"),
                "points": (
                    format_score(pts, signed=True),
                    palette.GOOD if pts > 0 else palette.BAD,
                    "bold",
                ),
                "total": (format_score(total), palette.GOLD, "bold"),
            }
            for key, _label, x, align in cols:
                text, color, style = values[key]
                mw = m(NAME_W) if key == "name" else None
                img = self.text.render(text, m(SUMMARY_TEXT), color, style, max_width=mw)
                self._blit(surface, img, x, ry + (row_h - 4 - img.get_height()) // 2 - 2, align)
            if bid == won:
                mark = self.text.render("✓", m(SUMMARY_TEXT), palette.GOOD, "bold")
                surface.blit(
                    mark,
                    (cols[3][2] + m(MARK_X), ry + (row_h - 4 - mark.get_height()) // 2 - 2),
                )

    def _columns(self):
        m = self.metrics
        r = self.rect
        left = r.left + m(SUMMARY_INSET)
        w = r.width - m(2 * SUMMARY_INSET)
        return [
            ("place", "", left, "left"),
            ("name", _("Player"), left + m(SUMMARY_NAME_X), "left"),
            ("bid", _("Bid"), left + round(w * 0.50), "center"),
            ("won", _("Won"), left + round(w * 0.62), "center"),
            ("points", _("Points"), left + round(w * 0.78), "center"),
            ("total", _("Total"), left + w, "right"),
        ]

    def _head_rooms(self, cols):
        """Each column with the width its heading may take: a centred or right-aligned
        heading stays a gap short of its neighbour's ("Ansage" and "Gemacht" touched)."""
        gap = self.metrics.gap_s
        centres = [x for _k, _l, x, align, *_rest in cols if align != "left"]
        for key, label, x, align in cols:
            room = None
            if align != "left":
                near = min(abs(x - c) for c in centres if c != x)
                # Centred: two neighbours each within near - gap keep the gap; the
                # right-aligned last one keeps clear of its centred neighbour's half.
                room = near - gap if align == "center" else near // 2 - gap
            yield key, label, x, align, room

    @staticmethod
    def _blit(surface, img, x, y, align) -> None:
        if align == "center":
            surface.blit(img, img.get_rect(midtop=(x, y)))
        elif align == "right":
            surface.blit(img, img.get_rect(topright=(x, y)))
        else:
            surface.blit(img, (x, y))


# ------------------------------------------------------------------ score pad
class ScorePad(Overlay):
    """Bids, tricks, points and totals of every round; openable at any time."""

    panel_alpha = 255

    def __init__(self, app, setup, state):
        super().__init__(app)
        self.setup = setup
        self.state = state
        self.chart = False  # the table of numbers, or the chart of the totals (C)
        self.chart_axes = None  # where the chart was drawn last (tests read the plot)
        self.pointer = None  # the mouse, for the value under it in the chart
        self.view_button = Button(_("Chart"), self.toggle_chart)
        self.buttons = [Button(_("Close"), self.close), self.view_button]
        self.buttons[0].key_hint = "Esc"
        self.view_button.key_hint = "C"

    def panel_size(self, size):
        return size[0] - 40, size[1] - 30

    def key(self, event) -> None:
        if event.key == pygame.K_s:
            self.close()
        elif event.key == pygame.K_c:
            self.toggle_chart()

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        super().handle_event(event)

    def toggle_chart(self) -> None:
        self.chart = not self.chart
        self.view_button.text = _("Numbers") if self.chart else _("Chart")

    def draw_content(self, surface) -> None:
        if self.chart:
            self.draw_chart(surface)
        else:
            self.draw_table(surface)

    def draw_chart(self, surface) -> None:
        m = self.metrics
        from game.ui.score_chart import draw_score_chart, draw_score_tip

        s = self.scale
        y = self.draw_title(surface, _("Score pad"), _("Total score after each round"))
        r = self.rect
        bottom = self.buttons[0].rect.top - m.gap
        area = pygame.Rect(r.left + m.pad, y, r.width - m(2 * m.PAD), bottom - y)
        self.chart_axes = draw_score_chart(surface, self.app.fonts, area, self.setup, self.state, s)
        draw_score_tip(
            surface, self.app.fonts, self.chart_axes, self.setup, self.state, self.pointer, s
        )

    def draw_table(self, surface) -> None:
        m = self.metrics
        s = self.scale
        st = self.state
        setup = self.setup
        n = st.players
        rounds = st.rules.rounds
        y = self.draw_title(surface, _("Score pad"))
        r = self.rect
        left = r.left + m(PAD_SIDE)
        right = r.right - m(PAD_SIDE)
        round_w = m(PAD_ROUND_W)
        col_w = (right - left - round_w) / n
        bottom = self.buttons[0].rect.top - m.gap
        rows = rounds + 2  # sub-header + rounds + total
        head_h = m(PAD_HEAD_H)
        row_h = max(14, min(m(PAD_ROW_H), (bottom - y - head_h) // rows))
        fs = max(10, min(m(PAD_TEXT), round(row_h * 0.62)))
        # Names.
        mark = m(MARKER_ROOM)  # each name with its marker in the chart
        for p in range(n):
            cx = left + round_w + col_w * (p + 0.5)
            img = self.text.render(
                seat_name(setup, p),
                m.body,
                palette.TEXT,
                "bold",
                max_width=round(col_w - 8 - mark),
            )
            name_rect = img.get_rect(midtop=(round(cx - mark / 2), y))
            surface.blit(img, name_rect)
            colour, marker = charts.series_style(p)
            charts.draw_marker(
                surface, marker, (name_rect.right + mark * 0.6, name_rect.centery), MARKER_R * s,
                colour,
            )
        y += head_h
        # Sub-header.
        sub_fs = max(9, fs - 2)
        img = self.text.render(_("Round"), sub_fs, palette.TEXT_DIM, "bold")
        surface.blit(img, img.get_rect(midleft=(left, y + row_h // 2)))
        for p in range(n):
            x0 = left + round_w + col_w * p
            a = self.text.render(
                _("Bid / Won"), sub_fs, palette.TEXT_DIM, max_width=round(col_w * 0.5 - 4)
            )
            b = self.text.render(
                _("Score"), sub_fs, palette.TEXT_DIM, max_width=round(col_w * 0.5 - 4)
            )
            surface.blit(a, a.get_rect(center=(round(x0 + col_w * 0.28), y + row_h // 2)))
            surface.blit(b, b.get_rect(center=(round(x0 + col_w * 0.74), y + row_h // 2)))
        y += row_h
        for p in range(n + 1):
            x = round(left + round_w + col_w * p)
            pygame.draw.line(
                surface,
                palette.RULE_SOFT,
                (x - 2, y - row_h - head_h),
                (x - 2, y + row_h * (rounds + 1)),
            )
        history = {rec.number: rec for rec in st.history}
        view = seat_view(st, 0)
        shown_bids = view.bids  # hidden bids are None until revealed
        for rnd in range(1, rounds + 1):
            ry = y + (rnd - 1) * row_h
            current = rnd == st.round and st.phase not in (Phase.ROUND_OVER, Phase.GAME_OVER)
            if rnd % 2 == 0:
                band = (left - 6, ry, right - left + 12, row_h)
                pygame.draw.rect(surface, palette.ROW_STRIPE, band)
            if current:
                band = (left - 6, ry, right - left + 12, row_h)
                pygame.draw.rect(surface, palette.ROW_TOTAL_PAD, band)
            img = self.text.render(
                str(rnd),
                fs,
                palette.GOLD if current else palette.TEXT_DIM,
                "bold" if current else "regular",
            )
            surface.blit(img, img.get_rect(midleft=(left + 6, ry + row_h // 2)))
            rec = history.get(rnd)
            for p in range(n):
                x0 = left + round_w + col_w * p
                if rec is not None:
                    final = rec.final_bids[p]
                    ok = final == rec.won[p]
                    mark = theme.MARK_MADE if ok else theme.MARK_MISSED  # not by colour only
                    bw = f"{changed_bid(rec.bids[p], final)} / {rec.won[p]} {mark}"
                    a = self.text.render(bw, fs, palette.GOOD if ok else palette.BAD)
                    b = self.text.render(format_score(rec.totals[p]), fs, palette.TEXT, "bold")
                elif current:
                    bid = shown_bids[p]
                    made = next((c.old for c in view.bid_changes if c.seat == p), bid)
                    bid_txt = "?" if bid is None else changed_bid(made, bid)
                    a = self.text.render(f"{bid_txt} / {st.won[p]}", fs, palette.TEXT_DIM)
                    b = None
                else:
                    continue
                surface.blit(a, a.get_rect(center=(round(x0 + col_w * 0.28), ry + row_h // 2)))
                if b is not None:
                    surface.blit(b, b.get_rect(center=(round(x0 + col_w * 0.74), ry + row_h // 2)))
        # Totals.
        ty = y + rounds * row_h
        pygame.draw.line(surface, palette.GOLD, (left - 6, ty), (right + 6, ty), 2)
        img = self.text.render(_("Total"), fs, palette.GOLD, "bold")
        surface.blit(img, img.get_rect(midleft=(left, ty + row_h // 2 + 1)))
        best = max(st.totals) if st.totals else 0
        for p in range(n):
            x0 = left + round_w + col_w * p
            color = palette.GOLD if st.totals[p] == best and st.history else palette.TEXT
            img = self.text.render(format_score(st.totals[p]), fs + 1, color, "bold")
            surface.blit(img, img.get_rect(center=(round(x0 + col_w * 0.74), ty + row_h // 2 + 1)))


# ------------------------------------------------------------------ pause menu
class PauseMenu(Overlay):
    def __init__(self, app, table: TableHost):
        super().__init__(app)
        self.table = table
        self.buttons = self._make_buttons()

    def _make_buttons(self) -> list[Button]:
        self._language = language_version()
        buttons = [
            Button(_("Resume"), self.close, style="primary"),
            Button(_("Score pad"), self.score_pad),
            Button(_("Rules"), self.rules),
            Button(_("Settings"), self.settings),
            Button(_("Restart"), self.restart),
            Button(_("Quit to menu"), self.main_menu),
        ]
        buttons[0].key_hint = "Esc"
        return buttons

    def on_resume(self) -> None:
        if self._language != language_version():  # back from Settings in a new language
            self.buttons = self._make_buttons()
            self.layout()

    def panel_size(self, size):
        m = sizing.Metrics(ui_scale(size))
        return m(PAUSE_W), m(PAUSE_FRAME_H + PAUSE_ROW_H * len(self.buttons))

    def layout(self) -> None:
        m = self.metrics
        bw = self.rect.width - m(2 * m.MARGIN)
        bh = m.button_h
        gap = m.gap
        y = self.rect.top + m(PAUSE_BUTTONS_TOP)
        for b in self.buttons:
            b.rect = pygame.Rect(0, y, bw, bh)
            b.rect.centerx = self.rect.centerx
            y += bh + gap

    def key(self, event) -> None:
        if event.key == pygame.K_p:
            self.close()

    def draw_content(self, surface) -> None:
        m = self.metrics
        self.draw_title(surface, _("Paused"))
        note = self.text.render(
            _("Your game is saved after every move."),
            m(PAUSE_NOTE_TEXT),
            palette.TEXT_DIM,
            max_width=self.rect.width - 30,
        )
        surface.blit(
            note,
            note.get_rect(midbottom=(self.rect.centerx, self.rect.bottom - m(PAUSE_NOTE_BOTTOM))),
        )

    def score_pad(self) -> None:
        self.app.router.open(screens.score_pad, self.table.setup, self.table.state)

    def rules(self) -> None:
        self.app.router.open(screens.rules)

    def settings(self) -> None:
        self.app.router.open(screens.settings)

    def restart(self) -> None:
        """The same players and rules with a new deal, once the player agrees that the
        game in progress counts as a loss."""
        from game.ui.table.abandon import abandon, confirm_abandon

        table = self.table
        if table.mode.finished:
            return

        def start_over() -> None:
            table.close()  # writes the pending save first, so nothing races the delete
            abandon(self.app, table.setup, table.state)
            self.app.router.go_to(screens.table, dataclasses.replace(table.setup, seed=None))

        confirm_abandon(self.app, start_over)

    def main_menu(self) -> None:
        self.table.close()
        self.app.router.go_to(screens.main_menu)


# ----------------------------------------------------------- last trick review
class LastTrickReview(Overlay):
    def __init__(self, app, table: TableHost):
        super().__init__(app)
        self.table = table
        self.buttons = [Button(_("Close"), self.close)]
        self.buttons[0].key_hint = "L"

    def panel_size(self, size):
        n = self.table.setup.rules.players
        m = sizing.Metrics(ui_scale(size))
        return min(size[0] - 40, m(TRICK_FRAME_W + TRICK_CARD_W * n)), m(TRICK_H)

    def key(self, event) -> None:
        if event.key == pygame.K_l:
            self.close()

    def draw_content(self, surface) -> None:
        m = self.metrics
        leader, cards, winner = self.table.model.last_trick
        setup = self.table.setup
        n = len(cards)
        if winner is None:  # the Bomb was in it
            sub = _("Nobody took it: the Bomb was in it")
        else:
            name = seat_label(setup, winner, self.table.autoplay)
            sub = _("{name} took it").format(name=name) if winner else _("You took it")
        y = self.draw_title(surface, _("Last trick"), sub)
        bottom = self.buttons[0].rect.top - m(TRICK_BELOW_CARDS)
        ch = min(m(TRICK_CARD_H), bottom - y)
        cw = round(ch * 5 / 7)
        art = self.app.card_art(cw, ch)
        gap = m.gap_l
        total = n * cw + (n - 1) * gap
        x = self.rect.centerx - total // 2
        for i, card in enumerate(cards):
            seat = (leader + i) % setup.rules.players
            r = pygame.Rect(x, y, cw, ch)
            if seat == winner:
                rd.draw_glow(surface, r, palette.GOLD, spread=12, radius=rd.card_radius(cw))
            rd.blit_card(surface, art.face(str(card)), r.center)
            label = seat_label(setup, seat, self.table.autoplay)
            img = self.text.render(
                label,
                m.small,
                palette.GOLD if seat == winner else palette.TEXT,
                "bold",
                max_width=cw + gap,
            )
            surface.blit(img, img.get_rect(midtop=(r.centerx, r.bottom + m.gap_s)))
            if i == 0:
                led = self.text.render(_("led"), m.tiny, palette.TEXT_DIM)
                surface.blit(led, led.get_rect(midtop=(r.centerx, r.bottom + m(LED_BELOW))))
            x += cw + gap


def changed_bid(made: int, final: int) -> str:
    """A bid on the score pad: "2", or "2→3" where the Cloud changed it."""
    return str(final) if made == final else f"{made}→{final}"
