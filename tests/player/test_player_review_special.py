"""The Review of a game with special cards, as a player steps through it: the strip
over the table names the set played (as New game names it), and the step that
completes a bombed trick says nobody takes it (it used to stop the Review with an
error: a trick without a winner). Real App, the text read from the window."""

from __future__ import annotations

from game.history import game_document
from game.i18n import _
from game.ui.samples import finished_game
from game.ui.scenes.review import ReviewScene
from tests.robot import close, open_app


def _game_with_a_bomb():
    for seed in range(40):
        setup, state = finished_game(seed, 4, 5, special="25")
        if any(t.winner is None for r in state.history for t in r.tricks):  # a Bomb's
            return setup, state
    raise AssertionError("no seeded game with a bombed trick")


def test_the_review_names_the_cards_and_steps_over_a_bombed_trick(tmp_path):
    setup, state = _game_with_a_bomb()
    robot = open_app(tmp_path, tips=False, size=(1280, 720))
    try:
        scene = ReviewScene(robot.app, game_document(setup, state))
        robot.app.push(scene)
        robot.run(5)
        tag = _("Special cards: {choice}").format(choice=_("25 years"))
        assert any(tag in t for t in robot.visible_texts()), robot.describe()
        cursor = scene.cursor
        for step in range(cursor.end + 1):
            cursor.go(step)
            if _("The Bomb: nobody takes this trick") in scene.caption()[0]:
                break
        else:
            raise AssertionError("no step completes a bombed trick")
        scene.relayout()
        robot.run(5)  # drawn: no error screen
        assert any(_("The Bomb: nobody takes this trick") in t
                   for t in robot.visible_texts()), robot.describe()
    finally:
        close(robot)

