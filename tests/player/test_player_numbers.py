"""Rules and numbers a player reads (issue 58, items 3 to 8), checked on the screen
of the real App: abandoned games in the statistics, the bid hint's shares, shared
places, one colour per seat, hidden bids and counted words."""

from __future__ import annotations

import pygame

from ai import make_player
from ai.advice import advise, summary
from game.i18n import _, format_number, format_percent, format_score, ngettext, pgettext
from game.rules import Bid, NextRound, Phase, Rules, new_game, seat_view
from game.savegame import GameSetup
from game.stats import load_stats, record_abandoned, record_game
from game.tutorial.deals import Deal, build_state
from game.ui.ai_worker import decision_seed
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.overlays import RoundSummary, ScorePad
from game.ui.scenes.statistics import StatisticsScene
from game.ui.scenes.table import TableScene
from game.ui.table import hints
from tests.robot import close, colour_pixels, open_app

NAMES = ["You", "Merlin", "Ada", "Gandalf", "Morgana", "Circe"]


def easy_players(n: int):
    return [make_player("easy", seed=i) for i in range(n)]


def play_to(rules: Rules, seed: int, stop) -> object:
    """A game between Easy players from ``seed`` until ``stop(state)`` (or its end)."""
    players = easy_players(rules.players)
    state, _events = new_game(rules, seed=seed)
    while not stop(state) and state.phase != Phase.GAME_OVER:
        if state.phase == Phase.ROUND_OVER:
            state.apply_in_place(NextRound())
            continue
        state.apply_in_place(players[state.to_move].choose(seat_view(state, state.to_move)))
    return state


def setup_for(rules: Rules, seed: int = 1) -> GameSetup:
    n = rules.players
    return GameSetup(rules, NAMES[:n], ["human"] + ["easy"] * (n - 1), seed)


# ------------------------------------------------- item 3: abandoned games, one rule
def column(robot, header: str) -> pygame.Rect:
    """The overview table's column under ``header`` (as drawn), down to the window's end."""
    (head,) = robot.where(header)
    return pygame.Rect(head.left - 20, head.bottom, head.width + 40, robot.app.size[1])


def abandoned_then_finished(rules: Rules):
    """A game abandoned after round 2 with a good score, and a finished game, lost,
    with a lower one (real games between Easy players)."""
    abandoned = None
    for seed in range(200):
        state = play_to(rules, seed, lambda s: s.round == 3 and s.phase == Phase.BID)
        if abandoned is None and state.totals[0] >= 30:
            abandoned = state
        elif abandoned is not None:
            over = play_to(rules, seed, lambda s: False)
            if over.totals[0] < abandoned.totals[0] and over.totals[0] != max(over.totals):
                return abandoned, over
    raise AssertionError("no such games")


def test_an_abandoned_game_counts_as_lost_and_its_score_nowhere(tmp_path):
    """Abandon a game well ahead, then finish one lower: the average, the best game,
    the results chart and its summary are the finished game's alone; the abandoned
    one is a game played and lost (games, wins, streak), as the screen states."""
    rules = Rules(3, length=3)
    abandoned, finished = abandoned_then_finished(rules)
    robot = open_app(tmp_path)
    try:
        path = robot.app.stats_path
        record_abandoned(path, setup_for(rules), abandoned)
        record_game(path, setup_for(rules), finished)
        stats = load_stats(path, [])
        robot.click(_("Statistics"))
        scene = robot.top
        assert isinstance(scene, StatisticsScene)
        robot.run(10)
        score = finished.totals[0]
        total = stats.total()
        # Two games played, none won; the average is the finished game's score.
        assert total.games == 2 and total.wins == 0
        assert robot.shows(_("{wins} ({percent})").format(wins="0", percent=format_percent(0)))
        average = column(robot, _("Average score"))
        assert robot.shows(format_score(score), average), robot.describe()
        mixed = format_score(round((score + abandoned.totals[0]) / 2))
        assert not robot.shows(mixed, average), "the abandoned game's score is averaged"
        bids = len(finished.history)
        made = sum(1 for rec in finished.history if rec.bids[0] == rec.won[0])
        made_col = column(robot, _("Bids made"))
        assert robot.shows(format_percent(made / bids), made_col), "the finished game's bids"
        assert robot.shows(format_score(score), column(robot, _("Best game")))
        assert robot.shows(
            _("An abandoned game counts as a game lost; its score and bids count nowhere "
              "(average, bids made, best game, charts).")
        ), robot.describe()
        assert stats.streak.current == 0
        # The results chart: one point, the finished game (game 2), not the abandoned.
        robot.key(pygame.K_2)
        robot.run(5)
        axes = scene.results_axes
        assert axes is not None
        plotted = {i for _x, _y, k, i in axes.points if k == 0}
        assert plotted == {0}, axes.points
        line = ngettext(
            "Last finished game: won {wins}, average score {average}.",
            "Last {n} finished games: won {wins}, average score {average}.",
            1,
        ).format(n="1", wins="0", average=format_score(score))
        said = _("Abandoned games are not shown: they count no score.")
        assert robot.shows(f"{line} {said}"), robot.describe()
        x, y, _k, _i = axes.points[0]
        robot.move_to((round(x), round(y)))
        robot.run(3)
        game = stats.games_kept[-1]
        tip = _("Game {n} ({date}): {score}, place {place} of {players}").format(
            n=format_number(2), date=game.date, score=format_score(score),
            place=format_number(game.placing), players=format_number(3),
        )
        assert robot.shows(tip), robot.describe()
    finally:
        close(robot)


def test_a_file_from_before_takes_the_kept_abandoned_game_out(tmp_path):
    """A statistics file written before the rule (its buckets counted the abandoned
    game's score and bids) shows the same figures as a new one."""
    import json

    from game.stats import Bucket, Stats, bucket_for, game_record, game_result

    rules = Rules(3, length=3)
    abandoned, finished = abandoned_then_finished(rules)
    setup = setup_for(rules)
    # What record_abandoned and record_game wrote before: the abandoned game's score
    # and bids in the bucket, no "abandoned" count.
    old = Stats()
    given_up = game_result(setup, abandoned)
    given_up.wins, given_up.best_score, given_up.best_date = 0, None, ""
    bucket = old.buckets[bucket_for(setup.levels)]
    bucket.add(given_up)
    bucket.add(game_result(setup, finished))
    old.add_game(game_record(setup, abandoned, abandoned=True))
    old.add_game(game_record(setup, finished))
    doc = old.to_json()
    for b in doc["buckets"].values():
        del b["abandoned"]
    robot = open_app(tmp_path)
    try:
        path = robot.app.stats_path
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(doc), encoding="utf-8")
        robot.click(_("Statistics"))
        robot.run(10)
        score = finished.totals[0]
        average = column(robot, _("Average score"))
        assert robot.shows(format_score(score), average), robot.describe()
        mixed = format_score(round((score + abandoned.totals[0]) / 2))
        assert not robot.shows(mixed, average)
        loaded = load_stats(path, []).buckets[bucket_for(setup.levels)]
        assert (loaded.games, loaded.abandoned, loaded.wins) == (2, 1, 0)
        assert loaded.bids == len(finished.history)
        assert Bucket(games=1, abandoned=1).average_score is None
    finally:
        close(robot)


# ------------------------------------------------------- item 4: the bid hint's shares
def _share_seed():
    """A setup seed whose hint, in round 2 holding the 2 of clubs and a Jester, sees
    the suggested 0 tricks in 399 of 400 deals (the share that rounded to 100%)."""
    state = build_state(Deal(hands=("C2 J1", "H14 C13", "S14 D13", "H13 S13"),
                             turned="S2", dealer=3))
    view = seat_view(state, 0)
    for seed in range(40):
        action, ev = advise(view, seed=decision_seed(seed, 0, len(state.log)))
        tricks = summary(ev)["options"][0]["tricks"]
        if action == Bid(0) and 0.995 <= tricks[0] / sum(tricks) < 1:
            return state, seed, ev
    raise AssertionError("no seed where 0 tricks come in 99.5% to 99.9% of deals")


def test_a_share_short_of_all_deals_never_reads_100_percent(tmp_path):
    state, seed, ev = _share_seed()
    robot = open_app(tmp_path)
    try:
        setup = GameSetup(state.rules, ["You", "Anna", "Ben", "Cleo"],
                          ["human", "easy", "easy", "easy"], seed=seed)
        table = TableScene(robot.app, setup, state)
        robot.app.push(table)
        robot.run(20)
        robot.click(_("Hint"))
        robot.until(lambda: hints.text(table), "the hint")
        robot.run(10)
        text = hints.text(table)
        # The whole hint is drawn (a long one on two lines).
        lines = robot.visible_texts(lambda t: bool(t) and t in text)
        assert sum(len(t) + 1 for t in lines) >= len(text), (lines, text)
        deals = sum(ev.best.tricks)
        assert format_percent(1) not in text, text
        assert _(">{pct}").format(pct=format_percent(0.99)) in text, text
        # The other count, in words that say what the share is of.
        assert ngettext("{n} trick in {pct} of deals", "{n} tricks in {pct} of deals", 1).format(
            n=1, pct=_("<{pct}").format(pct=format_percent(0.01))
        ) in text, text
        # The next bid tells its own chance, so its loss adds up.
        runner = ev.options[1]
        nxt = _("Bid {n}: made in {pct} of deals; expected {score}.").format(
            n=runner.action.tricks, pct=format_percent(runner.made),
            score=format_score(round(runner.expected), signed=True),
        )
        assert nxt in text, text
        assert f" {format_number(deals)} " in text
    finally:
        close(robot)


# ------------------------------------------------------------ item 5: shared places
def competition_places(totals) -> list[int]:
    """The places best first, ties sharing the better one: 50, 30, 30, 10 -> 1, 2, 2, 4."""
    ordered = sorted(totals, reverse=True)
    return [ordered.index(t) + 1 for t in ordered]


def places_on_screen(robot, within: pygame.Rect, players: int) -> list[int]:
    """The places drawn as "1.", "2." ... in ``within``, top to bottom."""
    found = []
    for k in range(1, players + 1):
        found += [(r.top, k) for r in robot.where(f"{k}.", within)]
    return [k for _y, k in sorted(found)]


def tied_states(rules: Rules):
    """(a round just over with a tie below the lead, a game over with a tie), from
    real games between Easy players."""
    summary_state = over_state = None
    for seed in range(400):
        state = play_to(rules, seed, lambda s: False)
        totals = state.totals
        if over_state is None and len(set(totals)) < len(totals):
            over_state = state
        if summary_state is None:
            for rnd in range(1, rules.rounds):
                mid = play_to(rules, seed, lambda s, r=rnd: s.round == r
                              and s.phase == Phase.ROUND_OVER)
                t = sorted(mid.totals, reverse=True)
                if t[1] == t[2] and t[0] != t[1]:
                    summary_state = mid
                    break
        if summary_state is not None and over_state is not None:
            return summary_state, over_state
    raise AssertionError("no ties found")


def test_tied_players_share_their_place_on_every_screen(tmp_path):
    rules = Rules(4, length=4)
    mid, over = tied_states(rules)
    setup = setup_for(rules)
    robot = open_app(tmp_path)
    try:
        table = TableScene(robot.app, setup, mid)
        robot.app.push(table)
        robot.run(10)
        if not isinstance(robot.top, RoundSummary):
            robot.app.push(RoundSummary(robot.app, table))
            robot.run(10)
        summary = robot.top
        assert isinstance(summary, RoundSummary)
        column = pygame.Rect(summary.rect.left, summary.rect.top,
                             round(60 * summary.scale), summary.rect.height)
        shown = places_on_screen(robot, column, 4)
        assert shown == competition_places(mid.totals), (shown, mid.totals)
        scene = GameOverScene(robot.app, setup, over)
        robot.app.push(scene)
        robot.run(10)
        column = pygame.Rect(0, 0, round(90 * scene.scale), robot.app.size[1])
        shown = places_on_screen(robot, column, 4)
        assert shown == competition_places(over.totals), (shown, over.totals)
        # The statistics keep the same place for the human.
        record_game(robot.app.stats_path, setup, over)
        kept = load_stats(robot.app.stats_path, []).games_kept[-1]
        mine = over.totals[0]
        assert kept.placing == competition_places(over.totals)[sorted(
            over.totals, reverse=True).index(mine)]
    finally:
        close(robot)


# ---------------------------------------------------- item 6: one colour per seat
def avatar_colour(robot, table, seat: int):
    """The colour of ``seat``'s disc on its plate, as drawn (the most common of four
    points round its initial)."""
    rect = table.layout.panels[seat]
    pad = round(8 * table.scale)
    av = round(rect.height * 0.5)
    ax, ay = rect.left + pad, rect.top + pad
    spots = [(ax + av // 2, ay + av // 6), (ax + av // 6, ay + av // 2),
             (ax + av // 2, ay + 5 * av // 6), (ax + 5 * av // 6, ay + av // 2)]
    colours = [tuple(robot.app.screen.get_at(p))[:3] for p in spots]
    return max(set(colours), key=colours.count)


def test_each_seat_has_one_colour_at_the_table_and_in_every_chart(tmp_path):
    players = 5
    rules = Rules(players, length=3)
    over = play_to(rules, 3, lambda s: False)
    setup = setup_for(rules, seed=3)
    robot = open_app(tmp_path)
    try:
        table = TableScene(robot.app, setup, play_to(rules, 3, lambda s: s.round == 3))
        robot.app.push(table)
        robot.run(30)
        colours = [avatar_colour(robot, table, seat) for seat in range(players)]
        assert len(set(colours)) == players, colours
        robot.key(pygame.K_s)
        pad = robot.top
        assert isinstance(pad, ScorePad)
        robot.click(_("Chart"))
        robot.run(5)
        plot = pad.chart_axes.plot.inflate(12, 12)
        for seat, colour in enumerate(colours):
            assert colour_pixels(robot.app.screen, plot, colour) > 12, (
                f"seat {seat}'s table colour {colour} is not its line on the score pad"
            )
        robot.key(pygame.K_s)
        scene = GameOverScene(robot.app, setup, over)
        robot.app.push(scene)
        robot.run(10)
        plot = scene.chart_axes.plot.inflate(12, 12)
        for seat, colour in enumerate(colours):
            assert colour_pixels(robot.app.screen, plot, colour) > 12, (
                f"seat {seat}'s table colour {colour} is not its line at game over"
            )
    finally:
        close(robot)


# -------------------------------------------- item 7: a hidden bid is placed, not made
def _first_seed(rules: Rules, dealer: int) -> int:
    return next(s for s in range(200) if new_game(rules, seed=s)[0].dealer == dealer)


def test_hidden_bids_say_placed_never_made_or_a_tick(tmp_path):
    rules = Rules(4, hidden_bids=True)
    seed = _first_seed(rules, 0)  # the human bids last: three hidden bids first
    setup = GameSetup(rules, NAMES[:4], ["human", "easy", "easy", "easy"], seed)
    robot = open_app(tmp_path, speed="normal")
    try:
        table = TableScene(robot.app, setup)
        robot.app.push(table)
        robot.until(lambda: table.human_turn and table.state.phase == Phase.BID and not table.busy,
                    "the human's bid", max_frames=4000)
        robot.run(10)
        placed = pgettext("a hidden bid on a plate", "placed")
        for seat in (1, 2, 3):
            assert robot.shows(placed, table.layout.panels[seat]), robot.describe()
        assert "✓" not in table.seen.texts, table.seen.texts
        rendered = set(robot.texts.surfaces)
        assert _("Bid placed") in rendered and _("Bid made") not in rendered
    finally:
        close(robot)


# --------------------------------------------------- item 8: counted words, one and many
def test_counts_of_one_read_in_the_singular(tmp_path):
    rules = Rules(3, length=1)
    seed = _first_seed(rules, 0)  # the human bids last in round 1: two bids so far
    setup = GameSetup(rules, NAMES[:3], ["human", "easy", "easy"], seed)
    robot = open_app(tmp_path)
    try:
        table = TableScene(robot.app, setup)
        robot.app.push(table)
        robot.until(lambda: table.human_turn and table.moves.picker is not None and not table.busy,
                    "the human's bid")
        robot.run(5)
        total = sum(b for b in table.state.bids if b is not None)
        info = ngettext("Bids so far add up to {sum} of {n} trick",
                        "Bids so far add up to {sum} of {n} tricks", 1).format(sum=total, n=1)
        assert robot.shows(info), robot.describe()
        over = play_to(rules, seed, lambda s: False)
        robot.app.push(GameOverScene(robot.app, setup, over))
        robot.run(10)
        for seat in range(3):
            made = int(over.history[0].bids[seat] == over.history[0].won[seat])
            if seat == 0:
                line = ngettext("made {met} of {n} bid", "made {met} of {n} bids", 1)
            else:
                line = ngettext("{level} · made {met} of {n} bid",
                                "{level} · made {met} of {n} bids", 1)
            line = line.format(level=_("Easy"), met=made, n=1)
            assert robot.shows(line), robot.describe()
        assert not [t for t in robot.texts.surfaces if " 1 bids" in t or " 1 tricks" in t]
    finally:
        close(robot)


def test_the_made_bid_tip_counts_one_trick_in_the_singular():
    """The tip after a bid of 1 made: "the 1 trick you bid", and in every language the
    catalog's singular form (not "the 1 tricks")."""
    from game.i18n import set_language
    from game.rules import parse_action
    from game.tips import TipTracker

    for language in ("en", "de", "sv"):
        set_language(language)
        try:
            state = build_state(Deal(hands=("C10 H12", "J1 H2", "C7 H5", "C2 S9"), turned="S3",
                                     dealer=0, bids=(1, 0, 1, 0)))
            assert state.bids[0] == 1
            tracker, tips = TipTracker(), []
            for move in ("play J1", "play C7", "play C2", "play C10",
                         "play H12", "play H2", "play H5", "play S9"):
                state, events = state.apply(parse_action(move))
                tips += tracker.after_events(state, events)
            (tip,) = [t for t in tips if t.id == "made_bid"]
            want = ngettext(
                "You took exactly the {bid} trick you bid: 20 + {bid} × 10 = {pts} points.",
                "You took exactly the {bid} tricks you bid: 20 + {bid} × 10 = {pts} points.",
                1,
            ).format(bid=1, pts=30)
            assert tip.text == want
            if language == "en":
                assert tip.text.startswith("You took exactly the 1 trick you bid")
        finally:
            set_language("en")
