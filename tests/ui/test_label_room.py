"""Labels shrunk to fit keep an even room to their box's edges (issue 58, item 21):
the Rules' contents ("Players, rounds and dealing") ran into its entry's right
edge, "Custom" into its segment's, "GAME LENGTH" into the choice beside it, the
trump's name into the trump box, and a long button label ("Review this game") stood
out smaller than its neighbours. Measured where the real App draws them, at every
text size."""

from __future__ import annotations

import random

import pytest

from game import i18n
from game.devtools.robot import Robot
from game.rules import NextRound, Phase, Rules, new_game
from game.savegame import GameSetup
from game.ui.kit import textfit, typeface
from game.ui.kit.keycaps import key_name
from game.ui.samples import finished_game
from game.words import suit_title

STEPS = list(typeface.TEXT_SCALES)
LEAST = textfit.LABEL_INSET_LEAST


def _robot(make_app, step: str, lang: str = "en") -> Robot:
    app = make_app()
    app.settings.text_size = step
    app.fonts.text_scale = typeface.text_scale(step)
    app.settings.animation_speed = "instant"
    i18n.set_language(lang)
    return Robot(app)


def _open(robot, name: str, *args):
    scene = robot.app.router.open(name, *args)
    robot.run(6)
    return scene


def _room(text_rect, box) -> tuple[int, int]:
    return text_rect.left - box.left, box.right - text_rect.right


@pytest.mark.parametrize("step", STEPS)
def test_rules_contents_keep_room_both_sides(make_app, step):
    robot = _robot(make_app, step)
    try:
        rules = _open(robot, "rules")
        for _sid, button in rules.toc:
            spots = robot.where(button.text, button.rect)
            assert spots, f"{button.text!r} not shown in its entry"
            left, right = _room(spots[0], button.rect)
            assert min(left, right) >= LEAST, f"{button.text!r}: {left}/{right} px to the edges"
    finally:
        robot.close()
        i18n.set_language("en")


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
@pytest.mark.parametrize("step", STEPS)
def test_new_game_length_labels_keep_their_room(make_app, step, lang):
    robot = _robot(make_app, step, lang)
    try:
        scene = _open(robot, "new_game")
        choice = scene.length.choice
        for (_value, label), seg in zip(choice.options, choice.segment_rects(), strict=True):
            spots = robot.where(label, seg)
            assert spots, f"{label!r} not shown"
            left, right = _room(spots[0], seg)
            assert min(left, right) >= LEAST, f"{label!r}: {left}/{right} px to its segment"
        caption = robot.where(i18n._("Game length").upper())
        assert caption, "no GAME LENGTH caption"
        gap = choice.rect.left - caption[0].right
        assert gap >= LEAST, f"GAME LENGTH is {gap} px from the choice"
    finally:
        robot.close()
        i18n.set_language("en")


def _game_over_row(robot):
    return _open(robot, "game_over", *finished_game()).buttons


def _review_row(robot):
    from game.history import game_document

    scene = _open(robot, "review", game_document(*finished_game()))
    scene.job.close()  # the row is laid out; the analysis is not needed
    return [*scene.nav.values(), scene.close_button]


@pytest.mark.parametrize("row", [_game_over_row, _review_row], ids=["game_over", "review"])
@pytest.mark.parametrize("lang", ["en", "hu", "de"])
@pytest.mark.parametrize("step", STEPS)
def test_a_row_of_buttons_has_one_label_size(make_app, step, lang, row):
    """Each label on one line, or in two (a long one), all at one size: Game over's
    "Review this game", the Review's "Previous trick"."""
    robot = _robot(make_app, step, lang)
    try:
        heights = {}
        for b in row(robot):
            shown = robot.visible_texts(within=b.rect,
                                        keep=lambda t, b=b: t.strip() and t in b.text)
            # Its lines: the texts shown in it that are no part of a longer one.
            lines = sorted((t for t in shown if not any(t != u and t in u for u in shown)),
                           key=b.text.index)
            assert " ".join(lines) == b.text, f"{b.text!r} shown as {lines}"
            for line in lines:
                if line == key_name(b.key_hint):
                    continue  # "End" beside its cap "End": the robot keeps one picture a text
                spot = robot.where(line, b.rect)[0]
                left, right = _room(spot, b.rect)
                assert min(left, right) >= LEAST, f"{line!r}: {left}/{right} px to the edges"
                heights[line] = spot.height  # the rendered line's height: its size
        assert len(set(heights.values())) == 1, f"labels of different sizes: {heights}"
    finally:
        robot.close()
        i18n.set_language("en")


@pytest.mark.parametrize("step", STEPS)
def test_trump_name_inside_the_trump_box(make_app, step):
    from game.ui.scenes.table import TableScene

    robot = _robot(make_app, step)
    try:
        setup = GameSetup(Rules(4), ["You", "Anna", "Bertil", "Cecilia"],
                          ["human", "easy", "easy", "easy"], 0)
        table = TableScene(robot.app, setup)
        robot.app.push(table)
        robot.until(lambda: table.model.trump_known and table.moves.picker is not None, "the trump")
        robot.run(10)
        name = suit_title(table.state.trump, table.deck_style)
        box = table.layout.info_panel
        spots = robot.where(name, box.inflate(40, 40), match=0.5)
        assert spots, f"{name!r} not at the trump box; {robot.describe()}"
        text = spots[0]
        room = min(text.left - box.left, box.right - text.right, box.bottom - text.bottom)
        assert room >= 4, f"{name!r} {text} is {room} px from the trump box's edge {box}"
    finally:
        robot.close()


def _size_of(fonts, label: str, rect) -> int | None:
    """The font size (as designed) a bold line ``label`` drawn ``rect``'s size has."""
    for size in range(6, 48):
        if fonts.get(size, "bold").size(label) == rect.size:
            return size
    return None


def _round_two():
    """A 4-player game in round 2 with the human to play (round 1 is summed up)."""
    rules = Rules(4)
    for seed in range(50):
        state, _events = new_game(rules, seed=seed)
        rng = random.Random(seed)
        while state.round < 2 or state.phase != Phase.PLAY or state.to_move != 0:
            if state.phase == Phase.GAME_OVER or state.round > 2:
                break
            if state.phase == Phase.ROUND_OVER:
                state.apply_in_place(NextRound())
            else:
                state.apply_in_place(rng.choice(state.legal_actions()))
        if state.round == 2 and state.phase == Phase.PLAY and state.to_move == 0:
            setup = GameSetup(rules, ["You", "Merlin", "Morgana", "Gandalf"],
                              ["human", "easy", "medium", "hard"], seed=seed)
            return setup, state
    raise AssertionError("no such game")


@pytest.mark.parametrize("lang", ["en", "de", "hu"])
@pytest.mark.parametrize("step", STEPS)
def test_round_summary_headings_apart_and_even(make_app, step, lang):
    """German at Larger: "Ansage" ran into "Gemacht" in the round summary."""
    from game.ui.scenes.overlays import RoundSummary
    from game.ui.scenes.table import TableScene

    robot = _robot(make_app, step, lang)
    try:
        table = TableScene(robot.app, *_round_two())
        robot.app.push(table)
        robot.run(3)
        summary = RoundSummary(robot.app, table)
        robot.app.push(summary)
        robot.run(3)
        spots = []
        labels = (i18n._("Bid"), i18n._("Won"), i18n._("Points"), i18n._("Total"))
        for label in labels:
            found = robot.where(label, summary.rect)
            assert found, f"{label!r} not in the summary"
            spots.append(min(found, key=lambda r: r.top))  # the heading: the top one
        for a, b in zip(spots, spots[1:], strict=False):
            assert b.left - a.right >= 4, f"headings {a} and {b} {b.left - a.right} px apart"
        sizes = {_size_of(robot.app.fonts, label, r) for label, r in zip(labels, spots,
                                                                         strict=True)}
        assert len(sizes) == 1, f"headings of different sizes: {sizes}"
    finally:
        robot.close()
        i18n.set_language("en")
