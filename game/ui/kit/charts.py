"""Small charts drawn with pygame-ce primitives: line charts (scores per round,
results over time) and bar charts (rates by hand size or level), with a legend.

Pure drawing functions: they take the target surface, a rect, the data and the
labels, and draw at that size every time (no scaled bitmaps), so a chart is crisp
at any window size. Lines are antialiased. Every series has a colour and a marker
shape, so the chart reads without telling colours apart. Texts go through
``textfit.render_fit`` with a width limit, so no label leaves its box; numbers come
formatted by the caller (``game.i18n.format_score`` / ``format_percent``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from game.ui.kit import palette, sizing, textfit

MARKERS = palette.SEAT_MARKERS  # every shape draw_marker knows


@dataclass
class Series:
    """One line: a value per x position (None where it has none)."""

    label: str
    values: Sequence[float | None]
    colour: tuple[int, int, int]
    marker: str = "circle"
    line: bool = True  # False: markers only (e.g. the wins among the games)


def series_style(index: int) -> tuple[tuple[int, int, int], str]:
    """The colour and marker of the index-th series: seat ``index``'s own
    (``palette.seat_style``), the same as at the table."""
    return palette.seat_style(index)


# -------------------------------------------------------------------- scales


def nice_step(span: float, ticks: int) -> float:
    """A round step (1, 2, 5 × 10^k) giving about ``ticks`` intervals over ``span``."""
    raw = max(span, 1e-9) / max(1, ticks)
    mag = 10 ** math.floor(math.log10(raw))
    for mult in (1, 2, 5, 10):
        if mult * mag >= raw:
            return mult * mag
    return 10 * mag


def nice_ticks(lo: float, hi: float, ticks: int = 5, whole: bool = True) -> list[float]:
    """Round tick values covering ``lo``..``hi`` (both included in the range)."""
    if hi < lo:
        lo, hi = hi, lo
    if hi == lo:
        lo, hi = lo - 1, hi + 1
    step = nice_step(hi - lo, ticks)
    if whole:
        step = max(1, round(step))
    start = math.floor(lo / step) * step
    out = []
    v = start
    while v < hi + step * 0.999 and len(out) < 50:
        out.append(v)
        v += step
    if out[-1] < hi:
        out.append(out[-1] + step)
    return out


# ------------------------------------------------------------------- markers


def draw_marker(surface, shape: str, centre, r: float, colour, edge=None) -> None:
    """A filled marker of radius ``r`` with a dark rim, so it stands out on lines."""
    edge = palette.CHART_MARKER_EDGE if edge is None else edge
    cx, cy = centre
    r = max(2.5, r)
    if shape == "circle":
        pygame.draw.circle(surface, edge, (cx, cy), r + 1.5)
        pygame.draw.circle(surface, colour, (cx, cy), r)
        pygame.draw.aacircle(surface, colour, (cx, cy), r)
        return
    if shape == "cross":
        w = max(2, round(r * 0.6))
        for dx, dy in ((1, 1), (1, -1)):
            a = (cx - dx * r, cy - dy * r)
            b = (cx + dx * r, cy + dy * r)
            pygame.draw.line(surface, edge, a, b, w + 3)
            pygame.draw.aaline(surface, colour, a, b, w)
        return
    if shape == "square":
        k = r * 0.88
        pts = [(cx - k, cy - k), (cx + k, cy - k), (cx + k, cy + k), (cx - k, cy + k)]
    elif shape == "triangle":
        k = r * 1.2
        pts = [(cx, cy - k), (cx + k * 0.95, cy + k * 0.65), (cx - k * 0.95, cy + k * 0.65)]
    elif shape == "down":
        k = r * 1.2
        pts = [(cx, cy + k), (cx + k * 0.95, cy - k * 0.65), (cx - k * 0.95, cy - k * 0.65)]
    else:  # diamond
        k = r * 1.25
        pts = [(cx, cy - k), (cx + k, cy), (cx, cy + k), (cx - k, cy)]
    pygame.draw.polygon(surface, edge, _grow(pts, (cx, cy), 1.6))
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.aalines(surface, colour, True, pts)


def _grow(pts, centre, by: float):
    cx, cy = centre
    out = []
    for x, y in pts:
        d = math.hypot(x - cx, y - cy) or 1
        out.append((x + (x - cx) / d * by, y + (y - cy) / d * by))
    return out


# The charts' lengths (px at scale 1; sizing.Metrics has the shared ones).
LEGEND_ROW_H, LEGEND_TEXT, LEGEND_GAP = 24, 15, 18
SAMPLE_W = 30  # a series' line and marker before its name
MARKER_R = 5  # a marker's radius, at most
LABEL_GAP = 6  # an axis label to the plot; the legend to the plot
TICK_TEXT = 13  # the axes' labels
GRID_ROW_H = 34  # the y grid's rows, at least
X_TITLE_H = 18
PLOT_RIGHT = 16  # room right of the plot
X_LABELS_H = 20  # the x labels under the plot
X_LABEL_SPACE = 10  # between two x labels, at least
X_LABEL_TOP = 5  # the plot's bottom to the x labels
LINE_W = 2.5
BAR_W = 56  # at most
BAR_LABEL_H, BAR_VALUE_H = 20, 18
EMPTY_BAR_H = 3  # the stub drawn for a bar with no value


# -------------------------------------------------------------------- legend


def legend_height(fonts, width: int, series: Sequence[Series], scale: float) -> int:
    """The height ``draw_legend`` needs for ``series`` in ``width``."""
    return len(_legend_rows(fonts, width, series, scale)) * sizing.Metrics(scale)(LEGEND_ROW_H)


def _legend_rows(fonts, width: int, series, scale: float) -> list[list[tuple[Series, int]]]:
    m = sizing.Metrics(scale)
    size = m(LEGEND_TEXT)
    font = fonts.get(size, "bold")
    sample = m(SAMPLE_W)
    gap = m(LEGEND_GAP)
    cap = max(40, width - sample)
    rows: list[list[tuple[Series, int]]] = [[]]
    used = 0
    for s in series:
        w = sample + min(cap, font.size(s.label)[0])
        if rows[-1] and used + gap + w > width:
            rows.append([])
            used = 0
        used += (gap if rows[-1] else 0) + w
        rows[-1].append((s, w))
    return rows if rows[0] else []


def draw_legend(surface, fonts, rect: pygame.Rect, series: Sequence[Series], scale: float) -> None:
    """Each series' marker on a short line and its name, in centred rows."""
    m = sizing.Metrics(scale)
    size = m(LEGEND_TEXT)
    sample = m(SAMPLE_W)
    gap = m(LEGEND_GAP)
    row_h = m(LEGEND_ROW_H)
    y = rect.top
    for row in _legend_rows(fonts, rect.width, series, scale):
        total = sum(w for _s, w in row) + gap * (len(row) - 1)
        x = rect.centerx - total // 2
        cy = y + row_h // 2
        for s, w in row:
            if s.line:
                pygame.draw.aaline(
                    surface, s.colour, (x + 2, cy), (x + sample - m.gap_s, cy), 2
                )
            draw_marker(
                surface, s.marker, (x + (sample - m(LABEL_GAP)) / 2, cy), MARKER_R * scale,
                s.colour,
            )
            img = textfit.render_fit(fonts, s.label, w - sample, size, palette.TEXT, "bold")
            surface.blit(img, img.get_rect(midleft=(x + sample, cy)))
            x += w + gap
        y += row_h


# ---------------------------------------------------------------- line chart


@dataclass
class Axes:
    """Where a chart's plot area ended up, and how values map into it."""

    plot: pygame.Rect
    x_count: int
    lo: float
    hi: float
    # Every marker drawn: (x, y, series index, x position), for pointing at values.
    points: list[tuple[float, float, int, int]] = field(default_factory=list)

    def point_at(self, pos, reach: float) -> tuple[int, int, pygame.Rect] | None:
        """The marker nearest ``pos`` within ``reach`` pixels: (series, x position,
        a small rect around the marker), or None."""
        best = None
        for x, y, k, i in self.points:
            d = math.hypot(x - pos[0], y - pos[1])
            if d <= reach and (best is None or d < best[0]):
                best = (d, k, i, x, y)
        if best is None:
            return None
        _d, k, i, x, y = best
        return k, i, pygame.Rect(round(x) - 6, round(y) - 6, 12, 12)

    def x(self, i: float) -> float:
        if self.x_count <= 1:
            return self.plot.centerx
        return self.plot.left + self.plot.width * i / (self.x_count - 1)

    def y(self, v: float) -> float:
        return self.plot.bottom - self.plot.height * (v - self.lo) / (self.hi - self.lo or 1)


def line_chart(
    surface,
    fonts,
    rect: pygame.Rect,
    series: Sequence[Series],
    x_labels: Sequence[str],
    y_format: Callable[[float], str],
    scale: float,
    x_title: str = "",
    legend: bool = True,
    zero_line: bool = True,
) -> Axes:
    """Lines over x positions 0..len(x_labels)-1 with y ticks, a legend above."""
    m = sizing.Metrics(scale)
    s = scale
    small = m(TICK_TEXT)
    top = rect.top
    if legend and series:
        lh = legend_height(fonts, rect.width, series, s)
        draw_legend(surface, fonts, pygame.Rect(rect.left, top, rect.width, lh), series, s)
        top += lh + m(LABEL_GAP)
    values = [v for ser in series for v in ser.values if v is not None]
    lo, hi = (min(values), max(values)) if values else (0, 10)
    if zero_line:
        lo, hi = min(lo, 0), max(hi, 0)
    rows = max(2, min(6, (rect.bottom - top) // m(GRID_ROW_H)))
    ticks = nice_ticks(lo, hi, rows)
    labels = [y_format(t) for t in ticks]
    font = fonts.get(small)
    label_w = min(rect.width // 4, max(font.size(t)[0] for t in labels) + m.gap_s)
    x_title_h = m(X_TITLE_H) if x_title else 0
    plot = pygame.Rect(
        rect.left + label_w + m(LABEL_GAP),
        top + m.gap_s,
        rect.width - label_w - m(PLOT_RIGHT),
        rect.bottom - top - m.gap_s - m(X_LABELS_H) - x_title_h,
    )
    if plot.width < 20 or plot.height < 20:
        return Axes(plot, len(x_labels), ticks[0], ticks[-1])
    axes = Axes(plot, len(x_labels), ticks[0], ticks[-1])
    # Grid and y labels.
    for t, text in zip(ticks, labels, strict=True):
        y = round(axes.y(t))
        colour = palette.CHART_AXIS if t == 0 else palette.CHART_GRID
        pygame.draw.line(surface, colour, (plot.left, y), (plot.right, y), 2 if t == 0 else 1)
        img = textfit.render_fit(fonts, text, label_w - m.nudge, small, palette.TEXT_DIM)
        surface.blit(img, img.get_rect(midright=(plot.left - m(LABEL_GAP), y)))
    pygame.draw.line(surface, palette.CHART_AXIS, plot.topleft, plot.bottomleft, 1)
    # X labels: as many as fit without touching.
    if x_labels:
        widest = max(fonts.get(small).size(t)[0] for t in x_labels) + m(X_LABEL_SPACE)
        every = 1
        while every < len(x_labels) and plot.width / len(x_labels) * every < widest:
            every += 1
        slot = max(8, round(plot.width / max(1, len(x_labels) - 1) * every) - 2)
        last = len(x_labels) - 1
        for i, text in enumerate(x_labels):
            if (last - i) % every:
                continue  # counted from the end: the last position is always named
            x = round(axes.x(i))
            pygame.draw.line(surface, palette.CHART_AXIS, (x, plot.bottom), (x, plot.bottom + 4))
            img = textfit.render_fit(fonts, text, min(slot, rect.width), small, palette.TEXT_DIM)
            r = img.get_rect(midtop=(x, plot.bottom + m(X_LABEL_TOP)))
            r.clamp_ip(rect)
            surface.blit(img, r)
    if x_title:
        img = textfit.render_fit(fonts, x_title, plot.width, small, palette.TEXT_DIM, "bold")
        surface.blit(img, img.get_rect(midbottom=(plot.centerx, rect.bottom)))
    # Lines, then markers on top.
    width = max(2, m(LINE_W))
    radius = max(2.5, min(MARKER_R * s, plot.width / max(1, len(x_labels)) * 0.22))
    for ser in series:
        if not ser.line:
            continue
        pts = [(axes.x(i), axes.y(v)) if v is not None else None for i, v in enumerate(ser.values)]
        for a, b in zip(pts, pts[1:], strict=False):
            if a is not None and b is not None:
                pygame.draw.aaline(surface, ser.colour, a, b, width)
    # Players on the same point get their markers side by side, so every shape
    # shows; the lines still meet at the true point.
    slot = plot.width / max(1, len(x_labels) - 1)
    for i in range(len(x_labels)):
        here = [
            (axes.y(ser.values[i]), k)
            for k, ser in enumerate(series)
            if ser.line and i < len(ser.values) and ser.values[i] is not None
        ]
        for group in _clusters(sorted(here), radius * 1.6):
            step = min(radius * 2.2, slot * 0.8 / len(group))
            half = (len(group) - 1) / 2 * step
            # Inside the plot at its ends (off it the markers would hit the labels).
            centre = min(max(axes.x(i), plot.left + half), plot.right - half)
            for j, (y, k) in enumerate(sorted(group, key=lambda g: g[1])):
                dx = centre - axes.x(i) + (j - (len(group) - 1) / 2) * step
                ser = series[k]
                draw_marker(surface, ser.marker, (axes.x(i) + dx, y), radius, ser.colour)
                axes.points.append((axes.x(i) + dx, y, k, i))
    # Marker-only series mark points of the lines (e.g. the games won): on top.
    for ser in series:
        if not ser.line:
            for i, v in enumerate(ser.values):
                if v is not None:
                    draw_marker(
                        surface, ser.marker, (axes.x(i), axes.y(v)), radius * 1.3, ser.colour
                    )
    return axes


def _clusters(points: list[tuple[float, int]], near: float) -> list[list[tuple[float, int]]]:
    """``(y, series)`` pairs sorted by y, grouped where markers would overlap."""
    groups: list[list[tuple[float, int]]] = []
    for p in points:
        if groups and p[0] - groups[-1][-1][0] < near:
            groups[-1].append(p)
        else:
            groups.append([p])
    return groups


# ----------------------------------------------------------------- bar chart


@dataclass
class Bar:
    """One bar: its label under the axis, a value 0..1 (None: nothing to show) and
    the text written over it."""

    label: str
    value: float | None
    text: str


def bar_chart(
    surface,
    fonts,
    rect: pygame.Rect,
    bars: Sequence[Bar],
    scale: float,
    colour=None,
    title: str = "",
    y_labels: Sequence[tuple[float, str]] = (),
) -> None:
    """Vertical bars from 0 to 1 (rates), a value text on each, labels under them;
    ``y_labels``: (fraction, text) written at grid lines on the left."""
    m = sizing.Metrics(scale)
    colour = palette.CHART_BAR if colour is None else colour
    small = m(TICK_TEXT)
    top = rect.top
    if title:
        img = textfit.render_fit(fonts, title, rect.width, m.body, palette.GOLD, "bold")
        surface.blit(img, img.get_rect(midtop=(rect.centerx, top)))
        top += img.get_height() + m(LABEL_GAP)
    if not bars:
        return
    label_h = m(BAR_LABEL_H)
    value_h = m(BAR_VALUE_H)
    font = fonts.get(small)
    label_w = 0
    if y_labels:
        label_w = min(rect.width // 5, max(font.size(t)[0] for _f, t in y_labels) + m.gap_s)
    plot = pygame.Rect(
        rect.left + label_w,
        top + value_h,
        rect.width - label_w,
        rect.bottom - top - value_h - label_h,
    )
    if plot.height < 10:
        return
    grid = y_labels or [(0.5, ""), (1.0, "")]
    for frac, text in grid:
        y = round(plot.bottom - plot.height * frac)
        pygame.draw.line(surface, palette.CHART_GRID, (plot.left, y), (plot.right, y))
        if text:
            img = textfit.render_fit(fonts, text, label_w - m(LABEL_GAP), small, palette.TEXT_DIM)
            surface.blit(img, img.get_rect(midright=(plot.left - m(LABEL_GAP), y)))
    pygame.draw.line(surface, palette.CHART_AXIS, plot.bottomleft, plot.bottomright, 2)
    slot = plot.width / len(bars)
    bar_w = max(3, min(m(BAR_W), round(slot * 0.7)))
    room = max(8, round(slot) - 2)
    # One size for all value texts and one for all labels: the largest that fits
    # every bar's slot (bars side by side read as a set).
    value_size = _common_size(fonts, [b.text for b in bars], room, small, "bold")
    label_size = _common_size(fonts, [b.label for b in bars], room, small, "regular")
    for i, bar in enumerate(bars):
        cx = round(plot.left + slot * (i + 0.5))
        if bar.value is None:
            r = pygame.Rect(0, 0, bar_w, max(2, m(EMPTY_BAR_H)))
            r.midbottom = (cx, plot.bottom)
            pygame.draw.rect(surface, palette.CHART_BAR_EMPTY, r)
            top_y = r.top
        else:
            h = max(2, round(plot.height * max(0.0, min(1.0, bar.value))))
            r = pygame.Rect(0, 0, bar_w, h)
            r.midbottom = (cx, plot.bottom)
            pygame.draw.rect(
                surface, colour, r, border_top_left_radius=3, border_top_right_radius=3
            )
            top_y = r.top
        text = textfit.render_fit(
            fonts,
            bar.text,
            room,
            value_size,
            palette.TEXT if bar.value is not None else palette.TEXT_DIM,
            "bold",
        )
        # Kept inside the chart even when a text cannot shrink to its slot.
        surface.blit(text, text.get_rect(midbottom=(cx, top_y - m.hair)).clamp(rect))
        img = textfit.render_fit(fonts, bar.label, room, label_size, palette.TEXT_DIM)
        surface.blit(img, img.get_rect(midtop=(cx, plot.bottom + m.nudge)).clamp(rect))


def _common_size(fonts, texts: Sequence[str], width: int, size: int, style: str) -> int:
    """The largest font size (<= ``size``, >= 8) at which every text fits ``width``."""
    while size > 8 and any(fonts.get(size, style).size(t)[0] > width for t in texts):
        size -= 1
    return size
