"""The chart drawing functions (game.ui.kit.charts): round tick steps, a distinct colour
and marker per player (colours kept apart for colour-blind eyes too), and charts
that stay inside their rect at the smallest and a large window, with extreme,
missing and single values."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.i18n import format_percent, format_score  # noqa: E402
from game.ui.kit import charts, sizing, typeface  # noqa: E402

SENTINEL = (255, 0, 255)


@pytest.fixture(scope="module")
def fonts():
    pygame.init()
    return typeface.Fonts()


def test_nice_ticks_cover_the_range_in_round_steps():
    for lo, hi in [(0, 10), (-130, 240), (-1_000_000, 1_000_000), (5, 5), (-3, -1), (0, 0)]:
        ticks = charts.nice_ticks(lo, hi, 5)
        assert ticks[0] <= lo and ticks[-1] >= hi
        steps = {round(b - a, 6) for a, b in zip(ticks, ticks[1:], strict=False)}
        assert len(steps) == 1
        (step,) = steps
        mantissa = step / 10 ** len(str(int(step))[1:])
        assert mantissa in (1, 2, 5), (lo, hi, ticks)
        assert 2 <= len(ticks) <= 12


def _simulate_deutan(c):
    """Machado et al. (2009) deuteranopia matrix (severity 1.0), on sRGB values."""
    m = [(0.367, 0.861, -0.228), (0.280, 0.673, 0.047), (-0.012, 0.043, 0.969)]
    return tuple(max(0.0, min(255.0, sum(k * v for k, v in zip(row, c, strict=True)))) for row in m)


def _simulate_protan(c):
    m = [(0.152, 1.053, -0.205), (0.115, 0.786, 0.099), (-0.004, -0.048, 1.052)]
    return tuple(max(0.0, min(255.0, sum(k * v for k, v in zip(row, c, strict=True)))) for row in m)


def test_every_player_has_its_own_colour_and_marker():
    styles = [charts.series_style(i) for i in range(6)]
    assert len({m for _c, m in styles}) == 6, "two players share a marker shape"
    assert len({c for c, _m in styles}) == 6
    # Told apart by shape always; by colour also for most pairs under red-green
    # colour blindness (shape carries the rest).
    for simulate in (_simulate_deutan, _simulate_protan):
        seen = [simulate(c) for c, _m in styles]
        close = [
            (i, j)
            for i in range(6)
            for j in range(i + 1, 6)
            if sum((a - b) ** 2 for a, b in zip(seen[i], seen[j], strict=True)) ** 0.5 < 40
        ]
        assert len(close) <= 2, f"{simulate.__name__}: colours too close for pairs {close}"


def _untouched_outside(surface, rect) -> list[tuple[int, int]]:
    w, h = surface.get_size()
    bad = []
    for y in range(0, h, 2):
        for x in range(0, w, 2):
            if not rect.collidepoint(x, y) and surface.get_at((x, y))[:3] != SENTINEL:
                bad.append((x, y))
                if len(bad) > 5:
                    return bad
    return bad


CASES = {
    "scores": [[10, -20, 40, None, None], [0, 30, 10, None, None], [20, 20, 20, None, None]],
    "extreme": [[1_000_000, -1_000_000, 0], [-1_000_000, 1_000_000, 5]],
    "single": [[42]],
    "empty": [],
    "all-missing": [[None, None, None]],
}


@pytest.mark.parametrize("size", [(1024, 640), (2560, 1440)])
@pytest.mark.parametrize("case", list(CASES))
def test_line_chart_stays_in_its_rect(fonts, size, case):
    surface = pygame.Surface(size)
    surface.fill(SENTINEL)
    s = sizing.ui_scale(size)
    rect = pygame.Rect(size[0] // 5, size[1] // 6, size[0] // 2, size[1] // 2)
    values = CASES[case]
    series = [
        charts.Series(f"Player {i} with a long name", v, *charts.series_style(i))
        for i, v in enumerate(values)
    ]
    n = max((len(v) for v in values), default=3)
    axes = charts.line_chart(
        surface, fonts, rect, series, [str(i + 1) for i in range(n)], format_score, s, "Round"
    )
    assert rect.contains(axes.plot)
    assert _untouched_outside(surface, rect.inflate(4, 4)) == []
    # The lines were drawn: each series' colour shows in the plot.
    for ser in series:
        if any(v is not None for v in ser.values):
            sub = surface.subsurface(axes.plot.inflate(10, 10).clip(surface.get_rect()))
            found = any(
                sub.get_at((x, y))[:3] == ser.colour
                for y in range(sub.get_height())
                for x in range(0, sub.get_width(), 1)
            )
            assert found, f"{ser.label} not drawn"


@pytest.mark.parametrize("size", [(1024, 640), (2560, 1440)])
def test_bar_chart_stays_in_its_rect(fonts, size):
    surface = pygame.Surface(size)
    surface.fill(SENTINEL)
    s = sizing.ui_scale(size)
    rect = pygame.Rect(40, 60, size[0] // 3, size[1] // 3)
    bars = [
        charts.Bar(str(i), v, "–" if v is None else format_percent(v))
        for i, v in enumerate([0.0, 1.0, None, 0.5, 2.0, -1.0] * 4)
    ]
    charts.bar_chart(
        surface, fonts, rect, bars, s, title="A title", y_labels=[(0.5, "50%"), (1.0, "100%")]
    )
    assert _untouched_outside(surface, rect.inflate(4, 4)) == []


def test_score_chart_of_a_short_game(fonts):
    """A game set to 3 rounds: the chart's x axis has those 3 rounds, a marker per
    player and round."""
    import random

    from game.rules import NextRound, Phase, Rules, new_game
    from game.savegame import GameSetup
    from game.ui.score_chart import draw_score_chart

    rules = Rules(4, length=3)
    state, _events = new_game(rules, seed=4)
    rng = random.Random(4)
    while state.phase != Phase.GAME_OVER:
        if state.phase == Phase.ROUND_OVER:
            state.apply_in_place(NextRound())
        else:
            state.apply_in_place(rng.choice(state.legal_actions()))
    setup = GameSetup(rules, ["You", "A", "B", "C"], ["human", "easy", "easy", "easy"], seed=4)
    surface = pygame.Surface((1024, 640))
    axes = draw_score_chart(surface, fonts, pygame.Rect(20, 20, 900, 560), setup, state, 1.0)
    assert axes.x_count == 3 == len(state.history)
    assert sorted((k, i) for _x, _y, k, i in axes.points) == [
        (k, i) for k in range(4) for i in range(3)
    ]
