"""Statistics in pages: the overview (per opponent difficulty games, wins, average
score, bid accuracy and best game, a total row, best game and winning streaks),
results over time, bids, opponents; reset (after a confirmation).

Pages by the tabs (click), Left/Right, or the keys 1 to 4; Tab moves the focus."""

from __future__ import annotations

import pygame

from game.i18n import _, format_number, format_percent, format_score
from game.rules.specials import NONE
from game.stats import BUCKETS, Bucket, Stats, load_stats, reset_stats
from game.ui import readonly, screens
from game.ui.kit import palette, panelart, textfit
from game.ui.kit.widgets import Button, Choice
from game.ui.scenes import statistics_pages as pages
from game.ui.scenes.common import MenuScreen
from game.ui.scenes.newgame_specials import set_label
from game.ui.scenes.review_open import GamesList
from game.ui.scenes.statistics_pages import bucket_label

PAGES = ("overview", "results", "bids", "opponents", "recent")
_PAGE_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3, pygame.K_5: 4}


def page_labels() -> list[tuple[str, str]]:
    return [
        ("overview", _("Overview")),
        ("results", _("Results over time")),
        ("bids", _("Bids")),
        ("opponents", _("Opponents")),
        ("recent", _("Recent games")),
    ]


def format_row(b: Bucket) -> list[str]:
    """The cells after the label: games, wins, average, bid accuracy, best game
    (numbers in the language's format)."""
    dash = "–"
    if not b.games:
        return ["0", dash, dash, dash, dash]
    wins = _("{wins} ({percent})").format(
        wins=format_number(b.wins), percent=format_percent(b.win_rate)
    )
    avg = dash if b.average_score is None else format_score(round(b.average_score))
    acc = dash if b.bid_accuracy is None else format_percent(b.bid_accuracy)
    best = dash if b.best_score is None else format_score(b.best_score)
    return [format_number(b.games), wins, avg, acc, best]


# The screen's own lengths (px at scale 1; sizing.Metrics has the shared ones).
BUTTON_W = 220
PANEL_W = 1100  # at most
TABS_H = 38
PANEL_PAD = 22
HIGHLIGHTS_H = 84  # the best game and streaks under the overview table
NOTE_H, HEAD_H, ROW_H = 56, 40, 52  # the overview table's note, header and rows (at most)
SPECIAL_ROWS = 3  # the sets of special cards shown in the table: the most played


class StatisticsScene(MenuScreen):
    def __init__(self, app):
        super().__init__(app)
        self.stats: Stats = load_stats(app.stats_path, app.problems)
        self.reset_button = Button(_("Reset statistics"), self.confirm_reset, style="danger")
        self.back_button = Button(_("Back"), self.back, style="primary")
        self.back_button.key_hint = "Esc"
        self.page = "overview"
        self.results_axes = None  # the results chart as last drawn (pointing at games)
        self.tabs = Choice(page_labels(), self.page, self.show_page)
        # The Bids page's hand-size chart: which cards' games (where there were several).
        self.cards = Choice([], NONE)
        self.read_cards()
        self.recent = GamesList(app)  # the kept games, read when the page opens
        self.refresh()

    def title(self) -> str:
        return _("Statistics")

    def refresh(self, focused=None) -> None:
        self.reset_button.enabled = self.stats.games > 0 and not self.app.read_only
        self.reset_button.reason = (
            readonly.menu_line() if self.app.read_only else _("There is nothing to reset yet.")
        )
        rows = self.recent.visible() if self.page == "recent" else []
        cards = [self.cards] if self.choosing_cards else []
        widgets = [self.tabs, *cards, *rows, self.back_button, self.reset_button]
        self.focus.set(widgets)
        self.focus.focus(focused if focused in widgets else self.back_button)

    def read_cards(self) -> None:
        """The choice of cards from the games kept (the 60-card game's first)."""
        sets = pages.bid_sets(self.stats)
        self.cards.options = [(k, pages.cards_label(k)) for k in sets]
        self.cards.value = sets[0] if sets else NONE

    @property
    def choosing_cards(self) -> bool:
        """The Bids page offers a choice of cards: the kept games had more than one set."""
        return self.page == "bids" and len(self.cards.options) > 1

    def show_page(self, page) -> None:
        """Open a page by its name or number (0 = the overview)."""
        if isinstance(page, int):
            page = PAGES[page % len(PAGES)]
        self.page = page
        self.tabs.value = page
        if page == "recent":
            self.recent.load()  # a bad kept game is set aside: told at once, below
            self.relayout()
        self.refresh(self.tabs)
        self.show_problems()

    def handle_event(self, event: pygame.event.Event) -> None:
        arrows = (pygame.K_LEFT, pygame.K_RIGHT)
        if event.type == pygame.KEYDOWN and event.key in arrows \
                and self.focus.current is not self.cards:  # the choice of cards takes them
            step = 1 if event.key == pygame.K_RIGHT else -1
            self.show_page(PAGES.index(self.page) + step)
            return
        if event.type == pygame.KEYDOWN and event.key in _PAGE_KEYS:
            self.show_page(_PAGE_KEYS[event.key])
            return
        if self.page == "recent" and self._recent_event(event):
            return
        super().handle_event(event)
        self.show_problems()

    def on_enter(self) -> None:
        self.show_problems()  # a file set aside while opening: told at once

    def on_resume(self) -> None:
        self.show_problems()  # found while a screen covered this one (a review)

    def show_problems(self) -> None:
        """File problems (a set-aside statistics file or kept game), told once."""
        if self.app.is_top(self):
            self.app.tell_problems()

    def _recent_event(self, event) -> bool:
        """The Recent games list: the wheel scrolls it, Up/Down walk its rows."""
        if self.recent.wheel(event):
            self.refresh(self.focus.current)
            return True
        current = self.focus.current
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            row = self.recent.step_focus(current, 1 if event.key == pygame.K_DOWN else -1)
            if row is not None:
                self.refresh(row)
                return True
        return False

    def confirm_reset(self) -> None:
        self.app.router.open(
            screens.notice,
            _("Reset statistics?"),
                _(
                    "All games, wins and scores counted so far will be forgotten. "
                    "This cannot be undone."
                ),
            buttons=[(_("Reset"), self.reset, "danger"), (_("Cancel"), None, "normal")],
        )

    def reset(self) -> None:
        try:
            self.stats = reset_stats(self.app.stats_path)
        except OSError as err:
            self.app.router.open(
                screens.notice,
                _("Could not reset"),
                _("The statistics file could not be written ({error}).").format(error=err),
            )
            return
        self.read_cards()
        self.refresh()

    # -------------------------------------------------------------- layout
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale
        m = self.metrics
        bottom = h - m.form_bottom
        row = self.button_row([self.back_button, self.reset_button], bottom, width=m(BUTTON_W))
        top = self.content_top
        pw = min(w - m.form_margin, m(PANEL_W))
        self.tabs.options = page_labels()
        self.cards.options = [(k, pages.cards_label(k)) for k, _label in self.cards.options]
        self.tabs.rect = pygame.Rect((w - pw) // 2, top, pw, m(TABS_H))
        top = self.tabs.rect.bottom + m.gap
        self.panel = pygame.Rect((w - pw) // 2, top, pw, row.top - m.form_above_buttons - top)
        pad = m(PANEL_PAD)
        inner = self.panel.inflate(-2 * pad, -2 * pad)
        self.recent.layout(inner, s)
        self.cards.rect = pages.bids_areas(inner, s, choosing=True)["cards"]
        self.refresh(self.focus.current)

    def draw_content(self, surface: pygame.Surface) -> None:
        s = self.scale
        m = self.metrics
        panelart.draw_panel(surface, self.panel, radius=16)
        pad = m(PANEL_PAD)
        inner = self.panel.inflate(-2 * pad, -2 * pad)
        if self.page == "overview":
            strip = m(HIGHLIGHTS_H)
            table = pygame.Rect(inner.left, inner.top, inner.width, inner.height - strip)
            self.draw_table(surface, table)
            band = pygame.Rect(
                inner.left, table.bottom + m.gap_s, inner.width, strip - m.gap_s
            )
            pages.draw_highlights(surface, self.fonts, band, self.stats, s)
        elif self.page == "results":
            self.results_axes = pages.draw_results(surface, self.fonts, inner, self.stats, s)
        elif self.page == "bids":
            pages.draw_bids(surface, self.fonts, inner, self.stats, s, self.cards.value,
                            self.choosing_cards)
        elif self.page == "recent":
            self.recent.draw_empty(surface, self.fonts, s)
        else:
            pages.draw_opponents(surface, self.fonts, inner, self.stats, s)

    def table_rows(self) -> list[tuple[str, Bucket, bool]]:
        """(label, figures, is a total): the levels, their total, then the sets of
        special cards most played, which count apart."""
        rows = [(bucket_label(b), self.stats.buckets[b], False) for b in BUCKETS]
        special = self.stats.special_buckets
        total = _("All games of 60 cards") if special else _("All games")
        rows.append((total, self.stats.total(), True))
        played = sorted(special, key=lambda k: -special[k].games)[:SPECIAL_ROWS]
        rows += [(set_label(k), special[k], False) for k in played]
        return rows

    def draw_table(self, surface: pygame.Surface, inner: pygame.Rect) -> None:
        m = self.metrics
        fonts = self.fonts
        headers = [
            _("Opponents"),
            _("Games"),
            _("Wins"),
            _("Average score"),
            _("Bids made"),
            _("Best game"),
        ]
        weights = [1.4, 0.8, 1.2, 1.2, 1.1, 1.0]
        total = sum(weights)
        xs = [inner.left]
        for wgt in weights:
            xs.append(xs[-1] + inner.width * wgt / total)
        rows = self.table_rows()
        n_rows = len(rows)
        note_h = m(NOTE_H)
        head_h = m(HEAD_H)
        row_h = min(m(ROW_H), (inner.height - head_h - note_h) // n_rows)
        # Header row.
        for i, text in enumerate(headers):
            cell = pygame.Rect(int(xs[i]) + 6, inner.top, int(xs[i + 1] - xs[i]) - 12, head_h)
            textfit.draw_text_box(
                surface,
                fonts,
                text,
                cell,
                m.body,
                palette.GOLD,
                "bold",
                align="left" if i == 0 else "center",
                valign="center",
            )
        y = inner.top + head_h
        pygame.draw.line(surface, palette.PANEL_BORDER, (inner.left, y), (inner.right, y), 2)
        for idx, (label, bucket, is_total) in enumerate(rows):
            r = pygame.Rect(inner.left, y, inner.width, row_h)
            if is_total:
                pygame.draw.line(surface, palette.PANEL_BORDER, (r.left, r.top), (r.right, r.top))
                pygame.draw.rect(surface, palette.ROW_TOTAL, r.inflate(0, -4), border_radius=8)
            elif idx % 2 == 0:
                pygame.draw.rect(surface, palette.ROW_STRIPE, r.inflate(0, -4), border_radius=8)
            cells = [label, *format_row(bucket)]
            for i, text in enumerate(cells):
                cell = pygame.Rect(int(xs[i]) + 10, r.top, int(xs[i + 1] - xs[i]) - 20, row_h)
                style = "bold" if i == 0 or is_total else "regular"
                color = palette.TEXT if bucket.games or i == 0 else palette.TEXT_DIM
                if is_total and i == 0:
                    color = palette.GOLD_LIGHT
                textfit.draw_text_box(
                    surface,
                    fonts,
                    text,
                    cell,
                    m.label,
                    color,
                    style,
                    align="left" if i == 0 else "center",
                    valign="center",
                )
            y += row_h
        note = pygame.Rect(inner.left, y + m.gap_s, inner.width, inner.bottom - y - m.gap_s)
        if self.stats.games == 0:
            texts = [_("No games finished yet. Play a game to start your record!")]
        else:
            texts = [
                _(
                    'Games count by the opponents\' level ("Mixed" when they differ). A shared '
                    "win counts as a win. Bids made: rounds where you took exactly your bid."
                ),
                pages.abandoned_rule(),  # on a line of its own: the rule for every figure
            ]
            if self.stats.special_buckets:
                texts.append(_("Games with special cards count apart, by the cards played."))
        part = note.height // len(texts)
        for i, text in enumerate(texts):
            box = pygame.Rect(note.left, note.top + i * part, note.width, part)
            textfit.draw_text_box(
                surface, fonts, text, box, m.small, palette.TEXT_DIM, align="center",
                valign="center",
            )

    def draw_after(self, surface: pygame.Surface) -> None:
        if self.page == "results":
            pages.draw_game_tip(
                surface, self.fonts, self.results_axes, self.stats, self._mouse, self.scale
            )
