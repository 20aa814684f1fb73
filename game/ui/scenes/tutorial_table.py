"""One lesson on the real card table: the game's ``TableScene`` in its lesson mode.

``lesson_table`` builds the table for a lesson: the same scene as a game, with the
lesson's ``LessonRunner`` owning the game state and the coach beside the cards
(``game.ui.table.lesson.LessonMode``): the learner's moves go to the runner (which
explains wrong and illegal ones), the other seats' moves come from its script (or the
Easy AI in the guided round). Nothing is saved as a game: the player's saved game is
never touched.
"""

from __future__ import annotations

from game.i18n import _
from game.rules import Rules
from game.savegame import GameSetup
from game.tutorial import LessonRunner, seat_names
from game.ui.scenes.help import table_sections
from game.ui.scenes.table import TableScene
from game.ui.table.lesson import LessonMode


def lesson_table(app, lesson, start_step: int = 0, on_finished=None) -> TableScene:
    """The table showing ``lesson`` from step ``start_step``; ``on_finished(lesson)``
    is called when the learner completes it."""
    runner = LessonRunner(lesson, style=app.settings.deck_style)
    if start_step:
        runner.skip_to(start_step)
    setup = GameSetup(
        runner.state.rules,
        seat_names(),
        ["human", "easy", "easy", "easy"],
        seed=1,
        extra={"tutorial": lesson.id},
    )
    table = TableScene(
        app,
        setup,
        runner.state,
        mode=lambda table: LessonMode(table, lesson, runner, on_finished),
    )
    # The coach's keys too (and the special cards' in their lesson).
    table.root.set_help(lambda: table_sections(lesson=True,
                                               special=bool(setup.rules.special)))
    return table


def is_lesson(scene) -> bool:
    """``scene`` is a table showing a lesson."""
    return isinstance(scene, TableScene) and isinstance(scene.mode, LessonMode)


def tutorial_setup(player_name: str = "") -> GameSetup:
    """The first real game the tutorial offers: you (by your name, if you gave one)
    against three Easy players."""
    you = player_name.strip() or _("You")
    return GameSetup(Rules(4), [you, *seat_names()[1:]], ["human", "easy", "easy", "easy"])


__all__ = ["is_lesson", "lesson_table", "tutorial_setup"]
