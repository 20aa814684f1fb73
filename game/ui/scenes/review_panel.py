"""The Review screen's analysis panel: progress while the analysis runs, then the
expected points lost to bidding and to play, and a list with two pages: the
mistakes (each a button that jumps the replay to it) and a summary per round.

The numbers come from ``ai.analysis`` (run by ``game.ui.analysis_job``): a decision
is a mistake when Expert's choice was worth at least 5 expected points more."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import _, format_number, format_percent, ngettext
from game.rules.actions import Bid, ChooseTrump, Play
from game.ui.analysis_job import Rated
from game.ui.kit import palette, panelart, sizing, textfit
from game.ui.kit.widgets import Button, Choice
from game.ui.table import render as rd
from game.words import card_short, suit_word

# The panel's own lengths (px at scale 1; sizing.Metrics has the shared ones).
RADIUS = PAD = 14
HEAD_H = 84  # the title and the summary lines
TABS_GAP, TABS_H = 6, 34
ROW_H = 38  # a mistake's row
TITLE_TEXT, TEXT, NOTE_TEXT = 19, 15, 13
BAR_H = 12  # the analysis's progress bar
ROUND_ROW_MIN, ROUND_ROW_MAX = 20, 30  # a row of the per-round page
BAR_GAP, BAR_MIN = 6, 12  # a loss's bar after its number; no shorter bar is drawn
NOTE_DROP = 10  # the "1-8 of 20" note, below the rows' area


def points(x: float) -> str:
    """Expected points, one decimal, in the language's format."""
    return format_number(x, 1)


def choice_text(action, style: str) -> str:
    if isinstance(action, Bid):
        return _("bid {n}").format(n=action.tricks)
    if isinstance(action, Play):
        return card_short(action.card, style)
    if isinstance(action, ChooseTrump):
        return suit_word(action.suit, style)
    return str(action)


def mistake_text(d: Rated, style: str) -> str:
    """One line of the mistake list."""
    where = (
        _("Round {round}, trick {trick}").format(round=d.round, trick=d.trick)
        if d.trick is not None
        else _("Round {round}").format(round=d.round)
    )
    return _("{where}: {made}, Expert {best} (−{cost})").format(
        where=where,
        made=choice_text(d.made, style),
        best=choice_text(d.best, style),
        cost=points(d.cost),
    )


def verdict(d: Rated, style: str) -> tuple[str, tuple]:
    """The rating of one decision, for the caption: text (with a shape) and colour."""
    if d.made == d.best or d.cost < 0.05:
        return _("✓ As Expert would"), palette.GOOD
    if d.mistake:
        return (
            _("✗ Mistake: Expert chose {best}, about {cost} points better").format(
                best=choice_text(d.best, style), cost=points(d.cost)
            ),
            palette.BAD,
        )
    return (
        _("≈ Expert chose {best} ({cost} points better)").format(
            best=choice_text(d.best, style), cost=points(d.cost)
        ),
        palette.GOLD_LIGHT,
    )


def per_round(rated: list[Rated]) -> list[tuple[int, float, float]]:
    """(round, points lost to bidding and trump, points lost to play) per round."""
    rounds: dict[int, list[float]] = {}
    for d in rated:
        entry = rounds.setdefault(d.round, [0.0, 0.0])
        entry[1 if d.kind == "play" else 0] += d.cost
    return [(r, b, p) for r, (b, p) in sorted(rounds.items())]


OFF_SCREEN = pygame.Rect(-10000, -10000, 100, 40)  # rows scrolled out of the list


class RowButton(Button):
    """A list row: its label left-aligned and shrunk to fit inside its padding."""

    def draw(self, surface, fonts) -> None:
        label, self.text = self.text, ""
        try:
            super().draw(surface, fonts)  # the face, border and focus marks
        finally:
            self.text = label
        r = self.rect
        pad = max(8, r.height // 4)
        img = textfit.render_fit(fonts, label, r.width - 2 * pad, int(r.height * 0.42),
                               palette.TEXT, "bold")
        surface.blit(img, img.get_rect(midleft=(r.left + pad, r.centery)))


class AnalysisPanel:
    def __init__(self, on_jump: Callable[[Rated], None], style: str):
        self.on_jump = on_jump
        self.style = style
        self.rated: list[Rated] | None = None
        self.error: str | None = None
        self.progress = 0.0
        self.page = "mistakes"
        self.tabs = Choice(self._tab_labels(), self.page, self._show)
        self.rows: list[tuple[Button, Rated]] = []
        self.first = 0  # the first mistake row shown (scrolling)
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.list_rect = pygame.Rect(0, 0, 10, 10)
        self.row_h = 30
        self.on_page = None  # called when the page changes (the scene's focus follows)
        self.current_round = 1  # the round the replay shows (the scene keeps it)
        # The step the replay shows: its mistake's row wears the chosen face (as the
        # chosen tab does), apart from the focus marks and the pointer's light.
        self.current_step = -1

    def _tab_labels(self):
        return [("mistakes", _("Mistakes")), ("rounds", _("Per round"))]

    def _show(self, page) -> None:
        self.page = page
        if self.on_page is not None:
            self.on_page()

    def set_result(self, rated: list[Rated]) -> None:
        self.rated = rated
        self.rows = []
        for d in (d for d in rated if d.mistake):
            b = RowButton(mistake_text(d, self.style), lambda d=d: self.on_jump(d))
            self.rows.append((b, d))

    @property
    def mistakes(self) -> list[Rated]:
        return [d for _b, d in self.rows]

    def widgets(self) -> list:
        """What Tab reaches: the page tabs, then the visible mistake buttons."""
        if self.rated is None:
            return []
        if self.page != "mistakes":
            return [self.tabs]
        return [self.tabs, *[b for b, _d in self.rows]]

    def visible_rows(self) -> list[tuple[Button, Rated]]:
        fit = max(1, self.list_rect.height // max(1, self.row_h))
        return self.rows[self.first : self.first + fit] if self.page == "mistakes" else []

    def scroll_to_show(self, index: int) -> None:
        fit = max(1, self.list_rect.height // max(1, self.row_h))
        if index < self.first:
            self.first = index
        elif index >= self.first + fit:
            self.first = index - fit + 1

    def handle_wheel(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.list_rect.collidepoint(pygame.mouse.get_pos()):
            fit = max(1, self.list_rect.height // max(1, self.row_h))
            self.first = max(0, min(len(self.rows) - fit, self.first - event.y))
            return True
        return False

    # ---------------------------------------------------------------- layout
    def layout(self, rect: pygame.Rect, s: float) -> None:
        m = sizing.Metrics(s)
        self.rect = rect
        pad = m(PAD)
        inner = rect.inflate(-2 * pad, -2 * pad)
        self.head = pygame.Rect(inner.left, inner.top, inner.width, m(HEAD_H))
        self.tabs.options = self._tab_labels()
        self.tabs.rect = pygame.Rect(inner.left, self.head.bottom + m(TABS_GAP), inner.width,
                                     m(TABS_H))
        top = self.tabs.rect.bottom + m.gap_s
        self.list_rect = pygame.Rect(inner.left, top, inner.width, inner.bottom - top)
        self.row_h = m(ROW_H)
        for b, _d in self.rows:
            b.rect = OFF_SCREEN.copy()  # off screen unless visible
        self._place_rows(s)

    def _place_rows(self, s: float) -> None:
        for b, _d in self.rows:
            b.rect = OFF_SCREEN.copy()
        y = self.list_rect.top
        for b, _d in self.visible_rows():
            b.rect = pygame.Rect(self.list_rect.left, y, self.list_rect.width, self.row_h - 4)
            y += self.row_h

    # ------------------------------------------------------------------ draw
    def draw(self, surface, fonts, text: rd.TextCache, title: str, s: float) -> None:
        m = sizing.Metrics(s)
        panelart.draw_panel(surface, self.rect, radius=m(RADIUS))
        head = self.head
        img = text.render(title, m(TITLE_TEXT), palette.GOLD, "bold", max_width=head.width)
        surface.blit(img, head.topleft)
        body = pygame.Rect(head.left, head.top + img.get_height() + m.nudge, head.width,
                           head.height - img.get_height() - m.nudge)
        if self.error is not None:
            textfit.draw_text_box(
                surface, fonts,
                _("The analysis could not be made ({error}).").format(error=self.error),
                body, m(TEXT), palette.BAD,
            )
            return
        if self.rated is None:
            self._draw_progress(surface, fonts, body, s)
            return
        rated = self.rated
        bid_cost = sum(d.cost for d in rated if d.kind != "play")
        play_cost = sum(d.cost for d in rated if d.kind == "play")
        lines = [
            _("Expected points lost: {bidding} in bidding, {play} in play").format(
                bidding=points(bid_cost), play=points(play_cost)
            ),
            ngettext(
                "{n} mistake in {decisions} decisions (5 points or more)",
                "{n} mistakes in {decisions} decisions (5 points or more)",
                len(self.rows),
            ).format(n=len(self.rows), decisions=len(rated)),
        ]
        textfit.draw_text_box(surface, fonts, "\n".join(lines), body, m(TEXT), palette.TEXT)
        self._place_rows(s)
        if self.page == "mistakes":
            self._draw_mistakes(surface, fonts, text, s)
        else:
            self._draw_rounds(surface, text, s)

    def _draw_progress(self, surface, fonts, body, s) -> None:
        m = sizing.Metrics(s)
        label = _("Expert is rating every decision… {percent}").format(
            percent=format_percent(self.progress)
        )
        img = textfit.render_fit(fonts, label, body.width, m(TEXT), palette.TEXT)
        surface.blit(img, body.topleft)
        bar = pygame.Rect(body.left, body.top + img.get_height() + m.gap_s, body.width,
                          m(BAR_H))
        pygame.draw.rect(surface, palette.FIELD, bar, border_radius=bar.height // 2)
        fill = bar.copy()
        fill.width = max(bar.height, round(bar.width * self.progress))
        pygame.draw.rect(surface, palette.ACCENT, fill, border_radius=bar.height // 2)
        note = pygame.Rect(self.list_rect.left, self.tabs.rect.top, self.list_rect.width,
                           self.list_rect.bottom - self.tabs.rect.top)
        textfit.draw_text_box(
            surface, fonts,
            _("You can step through the game meanwhile. Expert plays each of your "
              "decisions out in many trial deals, so this takes a little while."),
            note, m(TEXT), palette.TEXT_DIM,
        )

    def _draw_mistakes(self, surface, fonts, text, s) -> None:
        m = sizing.Metrics(s)
        if not self.rows:
            textfit.draw_text_box(
                surface, fonts, _("No mistakes: every choice was within 5 points of Expert's."),
                self.list_rect, m(TEXT), palette.GOOD,
            )
            return
        for b, d in self.rows:
            b.style = "primary" if d.step == self.current_step else "normal"
        fit = max(1, self.list_rect.height // max(1, self.row_h))
        if len(self.rows) > fit:  # a thin bar says there is more
            track = pygame.Rect(self.list_rect.right + m.nudge, self.list_rect.top,
                                max(2, m.nudge), fit * self.row_h)
            pygame.draw.rect(surface, palette.FIELD, track)
            h = max(8, track.height * fit // len(self.rows))
            y = track.top + (track.height - h) * self.first // max(1, len(self.rows) - fit)
            pygame.draw.rect(surface, palette.GOLD, (track.left, y, track.width, h))

    def _draw_rounds(self, surface, text, s) -> None:
        """Round, points lost to bidding, points lost to card play. The rounds that
        fit, kept around the round the replay shows (marked), so stepping through a
        long game (PgUp/PgDn) walks the table too."""
        m = sizing.Metrics(s)
        rows = per_round(self.rated or [])
        if not rows:
            return
        area = self.list_rect
        rh = max(m(ROUND_ROW_MIN), min(m(ROUND_ROW_MAX), area.height // (len(rows) + 1)))
        fit = max(1, area.height // rh - 1)
        at = next((i for i, (r, _b, _p) in enumerate(rows) if r >= self.current_round), 0)
        first = max(0, min(len(rows) - fit, at - fit // 2))
        shown = rows[first : first + fit]
        fs = max(10, round(rh * 0.58))
        x = [area.left + round(c * area.width) for c in (0.0, 0.3, 0.65)]
        cw = [x[1] - x[0] - 6, x[2] - x[1] - 6, area.right - x[2]]
        most = max((max(b, p) for _r, b, p in rows), default=0.0) or 1.0
        heads = [_("Round"), _("Bidding"), _("Card play")]
        # One text size for every number (the largest at which the widest fits) and
        # one for the headings, so the columns read evenly.
        fs = self._fitting(text.fonts, fs, [(_loss(v), cw[1]) for _r, v, _p in rows]
                           + [(_loss(v), cw[2]) for _r, _b, v in rows])
        hs = self._fitting(text.fonts, fs, list(zip(heads, cw, strict=True)), "bold")
        for i, h in enumerate(heads):
            img = text.render(h, hs, palette.GOLD, "bold", max_width=cw[i])
            surface.blit(img, (x[i], area.top))
        y = area.top + rh
        for r, b, p in shown:
            row = pygame.Rect(area.left, y, area.width, rh)
            if r == self.current_round:  # the round on the board: framed
                pygame.draw.rect(surface, palette.ACCENT, row.inflate(4, 0), width=max(1, round(s)),
                                 border_radius=4)
            surface.blit(text.render(str(r), fs, palette.TEXT, max_width=cw[0]),
                         (x[0] + 4, y + 2))
            for i, v in ((1, b), (2, p)):
                # The number, then a bar as long as the loss (the worst round fills
                # it); 5 points or more are red and marked with a cross.
                bad = v >= 5
                img = text.render(_loss(v), fs, palette.BAD if bad else palette.TEXT,
                                  max_width=cw[i])
                surface.blit(img, (x[i], y + 2))
                room = cw[i] - img.get_width() - m.gap_s
                bar_w = round(room * v / most) if room >= BAR_MIN * s else 0  # no stubs
                if bar_w > 1:
                    bar = pygame.Rect(x[i] + img.get_width() + m(BAR_GAP),
                                      y + rh // 4, bar_w, max(2, rh // 2 - 2))
                    pygame.draw.rect(surface, palette.BAD if bad else palette.TEXT_DIM, bar,
                                     border_radius=2)
            y += rh
        if len(shown) < len(rows):
            note = _("{first}–{last} of {n}").format(
                first=shown[0][0], last=shown[-1][0], n=rows[-1][0]
            )
            img = text.render(note, m(NOTE_TEXT), palette.TEXT_DIM, max_width=area.width)
            surface.blit(img, img.get_rect(bottomright=(area.right, area.bottom + m(NOTE_DROP))))

    @staticmethod
    def _fitting(fonts, size: int, texts: list[tuple[str, float]], style: str = "regular") -> int:
        """The largest size up to ``size`` at which every (text, width) fits."""
        while size > 9 and any(fonts.get(size, style).size(s)[0] > w for s, w in texts):
            size -= 1
        return size


def _loss(v: float) -> str:
    """Points lost in a round's cell; a cross marks 5 or more (a mistake's worth)."""
    return ("✗ " if v >= 5 else "") + ("−" + points(v) if v >= 0.05 else "0")
