"""The interactive tutorial as pure logic (no pygame): lessons as data with fixed
deals, a step controller that checks the learner's moves, and saved progress."""

from game.tutorial.deals import Deal, build_state
from game.tutorial.lessons import LESSONS, lesson_by_id
from game.tutorial.model import Lesson, Step
from game.tutorial.runner import Feedback, LessonRunner, seat_names

__all__ = [
    "LESSONS",
    "Deal",
    "Feedback",
    "Lesson",
    "LessonRunner",
    "Step",
    "build_state",
    "lesson_by_id",
    "seat_names",
]
