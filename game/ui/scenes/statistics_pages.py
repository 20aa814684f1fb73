"""The pages of the statistics screen below the overview table: results over time,
bid accuracy (by hand size and by the opponents' level), wins per opponent level,
and the highlights (best game, winning streaks). Drawing functions taking the
statistics and a rect; the charts come from ``game.ui.kit.charts``."""

from __future__ import annotations

import pygame

from game.i18n import _, format_number, format_percent, format_score, ngettext
from game.rules.specials import NONE
from game.stats import BUCKETS, GameRecord, Stats
from game.ui.kit import charts, palette, sizing, textfit
from game.ui.kit.widgets import draw_tooltip
from game.ui.scenes.newgame_specials import set_label
from game.words import level_name

RECENT = 40  # games shown in the results chart

# The pages' own lengths (px at scale 1; sizing.Metrics has the shared ones).
BOX_GAP, BOX_RADIUS = 14, 10  # the highlight boxes
VALUE_TEXT, DETAIL_TEXT = 24, 13  # a highlight's value and the line under it
NOTE_H, BIDS_NOTE_H, OPPONENTS_NOTE_H = 34, 50, 52  # the note under each page's charts
CHART_GAP = 30  # between two charts side by side
CARDS_H = 34  # the Bids page's choice of cards over its hand-size chart
BID_SETS = 4  # sets of cards offered there: the 60-card game and the most played
POINT_REACH = 12  # how near a game's marker the pointer must be for its tip
TIP_TEXT = 15


def bucket_label(name: str) -> str:
    """A statistics bucket's name: an AI level, or "Mixed"."""
    return level_name(name)


def rate_labels() -> list[tuple[float, str]]:
    return [(f, format_percent(f)) for f in (0.25, 0.5, 0.75, 1.0)]


def abandoned_rule() -> str:
    """The one rule for abandoned games (``game.stats``), as the screen states it."""
    return _(
        "An abandoned game counts as a game lost; its score and bids count nowhere "
        "(average, bids made, best game, charts)."
    )


def _note(surface, fonts, text: str, rect: pygame.Rect, s: float) -> None:
    m = sizing.Metrics(s, cut=True)
    textfit.draw_text_box(
        surface, fonts, text, rect, m.small, palette.TEXT_DIM, align="center", valign="center"
    )


def _empty(surface, fonts, rect: pygame.Rect, s: float) -> None:
    m = sizing.Metrics(s, cut=True)
    textfit.draw_text_box(
        surface,
        fonts,
        _("No games finished yet. Play a game to start your record!"),
        rect,
        m.label,
        palette.TEXT_DIM,
        align="center",
        valign="center",
    )


# ---------------------------------------------------------------- highlights


def highlights(stats: Stats) -> list[tuple[str, str, str]]:
    """(caption, value, detail) of the best game and the two streaks."""
    best = stats.best_game()
    total = stats.total()
    if best is not None:
        value = format_score(best.score)
        detail = ngettext("{date} · {n} player", "{date} · {n} players", best.players).format(
            date=best.date[:10], n=best.players
        )
        if best.special != NONE:
            detail = _("{detail} · {special_cards}").format(
                detail=detail, special_cards=set_label(best.special))
    elif total.best_score is not None:  # from before games were recorded one by one
        value, detail = format_score(total.best_score), total.best_date
    else:
        value, detail = "–", ""
    cur, longest = stats.streak.current, stats.streak.longest
    return [
        (_("Best game"), value, detail),
        (
            _("Winning streak"),
            format_number(cur),
            ngettext("game won in a row", "games won in a row", cur),
        ),
        (
            _("Longest streak"),
            format_number(longest),
            ngettext("game won in a row", "games won in a row", longest),
        ),
    ]


def draw_highlights(surface, fonts, rect: pygame.Rect, stats: Stats, s: float) -> None:
    """Three boxes side by side: best game, current streak, longest streak."""
    m = sizing.Metrics(s, cut=True)
    items = highlights(stats)
    gap = m(BOX_GAP)
    w = (rect.width - gap * (len(items) - 1)) // len(items)
    for i, (caption, value, detail) in enumerate(items):
        box = pygame.Rect(rect.left + i * (w + gap), rect.top, w, rect.height)
        pygame.draw.rect(surface, palette.ROW_STRIPE, box, border_radius=m(BOX_RADIUS))
        pygame.draw.rect(surface, palette.PANEL_BORDER, box, width=1, border_radius=m(BOX_RADIUS))
        inner = box.inflate(-m.gap_l, -m.gap_s)
        third = inner.height // 3
        cap = textfit.render_fit(fonts, caption, inner.width, m.small, palette.GOLD, "bold")
        surface.blit(cap, cap.get_rect(midtop=(inner.centerx, inner.top)))
        val = textfit.render_fit(fonts, value, inner.width, m(VALUE_TEXT), palette.TEXT, "bold")
        surface.blit(val, val.get_rect(center=(inner.centerx, inner.top + int(third * 1.55))))
        if detail:
            det = textfit.render_fit(fonts, detail, inner.width, m(DETAIL_TEXT), palette.TEXT_DIM)
            surface.blit(det, det.get_rect(midbottom=(inner.centerx, inner.bottom)))


# ------------------------------------------------------------- results over time


def draw_results(surface, fonts, rect: pygame.Rect, stats: Stats, s: float) -> charts.Axes | None:
    """Your score in each of the last finished games (abandoned ones count no score),
    wins marked; a summary line under it. Returns the chart's axes (for pointing at a
    game), None when there are no games."""
    games = stats.finished_games()[-RECENT:]
    if not games:
        _empty(surface, fonts, rect, s)
        return None
    note_h = sizing.Metrics(s, cut=True)(NOTE_H)
    chart_rect = pygame.Rect(rect.left, rect.top, rect.width, rect.height - note_h)
    colour, _marker = charts.series_style(0)
    win_colour, _m = charts.series_style(3)
    series = [
        charts.Series(_("Your score"), [g.score for g in games], colour, "circle"),
        charts.Series(
            _("Games won"),
            [g.score if g.won else None for g in games],
            win_colour,
            "diamond",
            False,
        ),
    ]
    if any(g.special != NONE for g in games):  # those games marked apart
        special_colour, _m = charts.series_style(1)
        series.append(charts.Series(
            _("Special cards"),
            [g.score if g.special != NONE else None for g in games],
            special_colour,
            "square",
            False,
        ))
    axes = charts.line_chart(
        surface,
        fonts,
        chart_rect,
        series,
        [format_number(stats.game_number(g)) for g in games],
        format_score,
        s,
        x_title=_("Game"),
    )
    text = _results_summary(games)
    if len(stats.finished_games()) < len(stats.games_kept):
        said = _("Abandoned games are not shown: they count no score.")
        text = f"{text} {said}"
    _note(surface, fonts, text, pygame.Rect(rect.left, rect.bottom - note_h, rect.width, note_h), s)
    return axes


def _results_summary(games: list[GameRecord]) -> str:
    """The line under the results chart: games won, and the average score, one per
    set of cards where games with and without special cards (or two sets) mix: their
    scores do not compare."""
    wins = sum(1 for g in games if g.won)
    kinds: dict[str, list[int]] = {}
    for g in games:
        kinds.setdefault(g.special, []).append(g.score)
    if len(kinds) == 1:
        return ngettext(
            "Last finished game: won {wins}, average score {average}.",
            "Last {n} finished games: won {wins}, average score {average}.",
            len(games),
        ).format(n=format_number(len(games)), wins=format_number(wins),
                 average=format_score(sum(g.score for g in games) / len(games)))
    won = ngettext(
        "Last finished game: won {wins}.", "Last {n} finished games: won {wins}.", len(games)
    ).format(n=format_number(len(games)), wins=format_number(wins))
    averages = ", ".join(
        _("{average} ({cards})").format(average=format_score(sum(v) / len(v)),
                                        cards=cards_label(key))
        for key, v in sorted(kinds.items(), key=lambda kv: kv[0] != NONE)
    )
    return _("{won} Average score: {averages}.").format(won=won, averages=averages)


def cards_label(key: str) -> str:
    """The cards a game was played with: "60 cards", "Special cards: 25 years"."""
    return _("60 cards") if key == NONE else set_label(key)


def draw_game_tip(surface, fonts, axes: charts.Axes | None, stats: Stats, pos, s: float):
    """Under the pointer on a game's marker: its number, date, score and place (and
    whether Undo was used in it)."""
    if axes is None:
        return
    hit = axes.point_at(pos, POINT_REACH * s)
    if hit is None:
        return
    _k, i, anchor = hit
    games = stats.finished_games()[-RECENT:]
    if not 0 <= i < len(games):
        return
    g = games[i]
    text = _("Game {n} ({date}): {score}, place {place} of {players}").format(
        n=format_number(stats.game_number(g)),
        date=g.date,
        score=format_score(g.score),
        place=format_number(g.placing),
        players=format_number(g.players),
    )
    if g.special != NONE:
        text = _("{game}, {special_cards}").format(game=text,
                                                   special_cards=set_label(g.special))
    if g.undo:
        text = _("{game}, with undo").format(game=text)
    draw_tooltip(surface, fonts, text, anchor, sizing.Metrics(s)(TIP_TEXT))


# ------------------------------------------------------------------------ bids


def bid_sets(stats: Stats) -> list[str]:
    """The sets of cards the kept games were played with, the 60-card game first, then
    the most played: the hand-size chart shows one at a time."""
    count: dict[str, int] = {}
    for g in stats.finished_games():
        count[g.special] = count.get(g.special, 0) + 1
    return sorted(count, key=lambda k: (k != NONE, -count[k], k))[:BID_SETS]


def bids_areas(rect: pygame.Rect, s: float, choosing: bool) -> dict[str, pygame.Rect]:
    """The Bids page's parts: the cards' choice over the hand-size chart (where the
    kept games had more than one set of cards), the two charts, the note."""
    m = sizing.Metrics(s, cut=True)
    note_h, gap = m(BIDS_NOTE_H), m(CHART_GAP)
    left_w = (rect.width - gap) * 3 // 5
    top = rect.top
    areas = {}
    if choosing:
        areas["cards"] = pygame.Rect(rect.left, top, left_w, m(CARDS_H))
        top = areas["cards"].bottom + m.gap_s
    height = rect.bottom - note_h - top
    areas["hands"] = pygame.Rect(rect.left, top, left_w, height)
    areas["levels"] = pygame.Rect(rect.left + left_w + gap, rect.top, rect.width - left_w - gap,
                                  rect.bottom - note_h - rect.top)
    areas["note"] = pygame.Rect(rect.left, rect.bottom - note_h, rect.width, note_h)
    return areas


def draw_bids(surface, fonts, rect: pygame.Rect, stats: Stats, s: float,
              cards: str = NONE, choosing: bool = False) -> None:
    """Bids made: by hand size in the games kept with ``cards`` (the 60-card game's
    unless said; ``choosing``: a choice of sets stands above it) and by the opponents'
    level (every 60-card game: special-card games count apart, on the Overview)."""
    if stats.games == 0:
        _empty(surface, fonts, rect, s)
        return
    areas = bids_areas(rect, s, choosing)
    by_hand = stats.bids_by_hand(cards)
    most = max(by_hand, default=0)
    hand_bars = []
    for hand in range(1, most + 1):
        n, made = by_hand.get(hand, (0, 0))
        hand_bars.append(
            charts.Bar(
                format_number(hand),
                made / n if n else None,
                format_percent(made / n) if n else "–",
            )
        )
    if hand_bars:
        charts.bar_chart(
            surface,
            fonts,
            areas["hands"],
            hand_bars,
            s,
            title=_("Bids made by hand size (cards dealt)"),
            y_labels=rate_labels(),
        )
    else:
        _note(surface, fonts, _("No rounds recorded yet."), areas["hands"], s)
    level_bars = []
    for name in BUCKETS:
        acc = stats.buckets[name].bid_accuracy
        level_bars.append(
            charts.Bar(bucket_label(name), acc, "–" if acc is None else format_percent(acc))
        )
    charts.bar_chart(
        surface,
        fonts,
        areas["levels"],
        level_bars,
        s,
        colour=palette.GOLD,
        title=_("By opponents' level"),
        y_labels=rate_labels(),
    )
    _note(surface, fonts, _bids_note(stats, cards), areas["note"], s)


def _bids_note(stats: Stats, cards: str) -> str:
    finished = stats.finished_games()
    kept = sum(1 for g in finished if g.special == cards)
    if cards != NONE:
        return ngettext(
            "Hand sizes from your last finished game ({cards}); levels from every "
            "finished game of 60 cards.",
            "Hand sizes from your last {n} finished games ({cards}); levels from every "
            "finished game of 60 cards.",
            kept,
        ).format(n=format_number(kept), cards=set_label(cards))
    text = ngettext(
        "Hand sizes from your last finished game; levels from every finished game.",
        "Hand sizes from your last {n} finished games; levels from every finished game.",
        kept,
    ).format(n=format_number(kept))
    if kept < len(finished):  # both charts are of the 60-card game
        apart = _("Games with special cards count apart, on the Overview.")
        text = f"{text} {apart}"
    return text


# ------------------------------------------------------------------- opponents


def draw_opponents(surface, fonts, rect: pygame.Rect, stats: Stats, s: float) -> None:
    """Win rate against each opponent level, and the average place from the games kept."""
    m = sizing.Metrics(s, cut=True)
    if stats.games == 0:
        _empty(surface, fonts, rect, s)
        return
    note_h = m(OPPONENTS_NOTE_H)
    gap = m(CHART_GAP)
    half = (rect.width - gap) // 2
    left = pygame.Rect(rect.left, rect.top, half, rect.height - note_h)
    right = pygame.Rect(left.right + gap, rect.top, rect.width - half - gap, left.height)
    win_bars = []
    for name in BUCKETS:
        b = stats.buckets[name]
        rate = b.win_rate
        text = "–" if rate is None else format_percent(rate)
        label = _("{level} ({games})").format(
            level=bucket_label(name), games=format_number(b.games)
        )
        win_bars.append(charts.Bar(label, rate, text))
    charts.bar_chart(
        surface, fonts, left, win_bars, s, title=_("Games won"), y_labels=rate_labels()
    )
    # Average place, 1 = first: shown as how often you finished ahead of the others.
    place_bars = []
    for name in BUCKETS:
        games = [g for g in stats.finished_games() if g.bucket == name]
        if games:
            ahead = sum((g.players - g.placing) / (g.players - 1) for g in games) / len(games)
            avg = sum(g.placing for g in games) / len(games)
            text = format_number(avg, 1)
        else:
            ahead, text = None, "–"
        place_bars.append(charts.Bar(bucket_label(name), ahead, text))
    charts.bar_chart(
        surface, fonts, right, place_bars, s, colour=palette.GOLD, title=_("Average place")
    )
    _note(
        surface,
        fonts,
        _(
            "Games won: shared wins count; games played in brackets. Average place: 1 is "
            "first; the taller the bar, the more players you finished ahead of."
        ),
        pygame.Rect(rect.left, rect.bottom - note_h, rect.width, note_h),
        s,
    )
