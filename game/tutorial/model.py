"""Lessons as data: steps with a coach text, highlights, a prepared deal and the move
the learner is asked to make."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.rules import GameState
from game.tutorial.deals import Deal

# A coach text: a N_() string with placeholders (see names.fill), or a function of
# the state and the deck style that returns the finished, translated text.
Text = str | Callable[[GameState, str], str]


@dataclass(frozen=True)
class Step:
    """One thing the coach says, and optionally one move the learner must make.

    ``highlight`` names what the table should make glow:
    ``"hand"``, ``"card:H7"`` (in the hand or on the trick), ``"turned"``, ``"trick"``,
    ``"seat:1"``, ``"bids"``, ``"score"``, ``"bidpicker"``, ``"trumppicker"``,
    ``"options"`` (a special card's choice: the Werewolf's trump, the Cloud's bid
    change), ``"others"`` (the other players' cards, shown in the blind round).
    """

    text: Text
    highlight: tuple[str, ...] = ()
    deal: Deal | None = None  # a new table for this step
    auto: tuple[str, ...] = ()  # moves of the other seats before the learner's turn
    expect: tuple[str, ...] = ()  # the learner's accepted moves ("play H7"); () = read only
    free: bool = False  # the learner plays freely (against the AI) until the round ends
    wrong: dict[str, str] = field(default_factory=dict)  # move -> why it is not asked for
    wrong_default: str = ""
    illegal_hint: str = ""  # added after the engine's explanation of an illegal move
    after: tuple[str, ...] = ()  # moves of the other seats after the learner's move
    done: Text = ""  # shown once the move (and ``after``) is made; empty: go straight on
    done_highlight: tuple[str, ...] = ()

    @property
    def interactive(self) -> bool:
        return bool(self.expect) or self.free


@dataclass(frozen=True)
class Lesson:
    id: str
    title: str  # N_()
    summary: str  # N_(): one line for the lesson list
    steps: tuple[Step, ...]
    optional: bool = False
    ai_seed: int = 0  # for free steps
