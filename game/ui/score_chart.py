"""The score chart of one game: each player's total after every round, one line
and one marker shape per player (``game.ui.kit.charts``). Shown on the score pad and at
Game over."""

from __future__ import annotations

import pygame

from game.i18n import _, format_number, format_score
from game.ui.kit import charts, palette, sizing, textfit
from game.ui.kit.widgets import draw_tooltip
from game.ui.table.names import seat_name

POINT_REACH = 12  # px at scale 1: how near a marker the pointer must be for its tip
TIP_TEXT = 15


def score_series(setup, state, autoplay: bool = False) -> list[charts.Series]:
    """A series per seat: its total after each round played (None for the rest)."""
    rounds = state.rules.rounds
    by_round = {rec.number: rec for rec in state.history}
    out = []
    for seat in range(state.players):
        colour, marker = charts.series_style(seat)
        values = [by_round[r].totals[seat] if r in by_round else None for r in range(1, rounds + 1)]
        out.append(charts.Series(seat_name(setup, seat, autoplay), values, colour, marker))
    return out


def draw_score_chart(
    surface, fonts, rect: pygame.Rect, setup, state, scale: float, autoplay: bool = False
) -> charts.Axes:
    """Totals per round for every player in ``rect``, with a legend of the names."""
    rounds = state.rules.rounds
    axes = charts.line_chart(
        surface,
        fonts,
        rect,
        score_series(setup, state, autoplay),
        [format_number(r) for r in range(1, rounds + 1)],
        format_score,
        scale,
        x_title=_("Round"),
    )
    if not state.history:
        textfit.draw_text_box(
            surface,
            fonts,
            _("The lines start when the first round is scored."),
            axes.plot.inflate(-40, -40),
            sizing.Metrics(scale).label,
            palette.TEXT_DIM,
            align="center",
            valign="center",
        )
    return axes


def draw_score_tip(surface, fonts, axes: charts.Axes | None, setup, state, pos, scale: float):
    """Under the pointer on a marker: whose total it is, after which round."""
    if axes is None or pos is None:
        return
    hit = axes.point_at(pos, POINT_REACH * scale)
    if hit is None:
        return
    seat, i, anchor = hit
    rec = {r.number: r for r in state.history}.get(i + 1)
    if rec is None:
        return
    text = _("{name}, round {round}: {total} ({points})").format(
        name=seat_name(setup, seat),
        round=format_number(i + 1),
        total=format_score(rec.totals[seat]),
        points=format_score(rec.points[seat], signed=True),
    )
    draw_tooltip(surface, fonts, text, anchor, sizing.Metrics(scale)(TIP_TEXT))
