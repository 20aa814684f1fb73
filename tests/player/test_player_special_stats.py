"""Statistics keep games with special cards apart, as a player meets them: with games
of 60 cards and of two sets of special cards kept (recorded as the game records
them), the Recent games list tags each special-card game with its set, as New game
names it; the results chart marks those games and its line gives an average score
per set instead of one mixed mean; the chart's tip on a game names its set; the Bids
page's charts are of the 60-card game and say so, and a choice over its hand-size
chart shows each set's own hands. Real App, the text read from the
window's pixels."""

from __future__ import annotations

import pygame

from game import history, stats
from game.i18n import _, format_number, format_score
from game.ui.samples import finished_game
from game.ui.scenes.review_open import game_label
from game.ui.scenes.statistics import PANEL_PAD, StatisticsScene
from game.ui.scenes.statistics_pages import _results_summary, bids_areas, cards_label
from tests.robot import close, open_app

GAMES = ((3, "none"), (4, "none"), (6, "25"), (7, "20"))


def _keep_games(app) -> list:
    kept = []
    for seed, special in GAMES:
        setup, state = finished_game(seed, special=special)
        stats.record_game(app.stats_path, setup, state)
        history.keep_game(history.games_folder(app.dirs["data"]), setup, state)
        kept.append((special, state.totals[0]))
    return kept


def test_special_card_games_are_told_apart_in_the_statistics(tmp_path):
    robot = open_app(tmp_path, tips=False, size=(1280, 720))
    try:
        kept = _keep_games(robot.app)
        robot.click(_("Statistics"))
        scene = robot.top
        assert isinstance(scene, StatisticsScene), robot.describe()
        # Recent games: the two special-card games say their set, the others nothing.
        robot.choose(_("Recent games"))
        robot.run(10)
        games = history.list_games(history.games_folder(robot.app.dirs["data"]), [])
        assert sorted(g.special for g in games) == sorted(s for _seed, s in GAMES)
        for game in games:
            _main, second = game_label(game)
            assert robot.shows(second), f"{second!r} not on screen"
            tagged = _("Special cards: {choice}").format(choice="") in second
            assert tagged == (game.special != "none"), second
        # Results over time: a mark per special-card game, one average per set.
        robot.choose(_("Results over time"))
        robot.run(10)
        assert robot.shows(_("Special cards")), "no legend for the special-card games"
        line = _results_summary(scene.stats.finished_games())
        averages = {special: sum(t for s, t in kept if s == special) / sum(
            1 for s, _t in kept if s == special) for special, _t in kept}
        for special, average in averages.items():
            assert f"{format_score(average)} ({cards_label(special)})" in line, line
        assert robot.shows(line), f"{line!r} not on screen"
        # The tip on the last game (the 20-year set) names its cards.
        axes = scene.results_axes
        x, y = next((x, y) for x, y, k, i in axes.points if k == 0 and i == len(GAMES) - 1)
        robot.move_to((round(x), round(y)))
        robot.run(5)
        # (the tip may wrap: its cards on any line of it; the note under the chart
        # is not the tip)
        tips = robot.visible_texts(keep=lambda t: cards_label("20") in t and t != line)
        assert tips, "the game's tip does not name its special cards"
        # Bids: the 60-card game's charts first, and the note says the others are apart.
        robot.choose(_("Bids"))
        robot.run(10)
        words = _("Games with special cards count apart, on the Overview.").split()[:4]
        assert any(" ".join(words) in t for t in robot.visible_texts()), robot.describe()
        # A choice of cards over the hand-size chart: each set's own hands, by click
        # and by the keys (Left/Right move the choice, not the page, once it has focus).
        labels = [cards_label(k) for k in ("none", "20", "25")]
        assert [label for _v, label in scene.cards.options] == labels
        assert all(robot.shows(label, scene.cards.rect) for label in labels)
        pad = 2 * scene.metrics(PANEL_PAD)
        hands = bids_areas(scene.panel.inflate(-pad, -pad), scene.scale, True)["hands"]
        robot.choose(cards_label("25"))
        assert scene.cards.value == "25" and scene.page == "bids"
        most = max(scene.stats.bids_by_hand("25"))
        assert most == max(h for h, _b, _w in scene.stats.finished_games()[2].rounds)
        assert robot.shows(format_number(most), hands), robot.describe()
        assert not robot.shows(format_number(most + 1), hands)  # not the 60-card hands
        assert any(cards_label("25") in t for t in robot.visible_texts()), "note"
        scene.focus.focus(scene.cards)
        robot.key(pygame.K_LEFT, settle=4)
        assert scene.cards.value == "20" and scene.page == "bids"
    finally:
        close(robot)
