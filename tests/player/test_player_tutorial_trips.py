"""What a learner still tripped over in the tutorial (issue 58): coach sentences
that the rules contradict, Hint doing nothing in the guided round, "Next lesson"
after it, the coach's instruction before the others had bid, a won trick flying off
and snapping back, highlight boxes cutting through names. Driven by the player
robot on the real App."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from game.devtools.robot import Robot, make_action, read_hint
from game.i18n import _, parse_po
from game.rules import Bid, parse_action
from game.tutorial import LESSONS, lesson_by_id
from game.tutorial.deals import Deal, build_state
from game.tutorial.names import fill
from game.tutorial.progress import Progress, save_progress
from game.ui.scenes.tutorial import TutorialScene
from game.ui.scenes.tutorial_table import is_lesson
from game.ui.table import coach
from tests.robot import close, lesson_titles, open_app, play_lesson, user_dirs

NAMES = {"anna": "Anna", "ben": "Ben", "cleo": "Cleo"}
ROOT = Path(__file__).resolve().parents[2]


def lesson_texts(lesson) -> list[str]:
    """Every fixed sentence of a lesson, in English with its names filled in."""
    texts = [lesson.title, lesson.summary]
    for step in lesson.steps:
        texts += [step.text, step.done, step.wrong_default, step.illegal_hint]
        texts += list(step.wrong.values())
    return [fill(t, **NAMES) for t in texts if t and isinstance(t, str)]


# ----------------------------------------------------------- items 1 and 2


# Claims the rule book (rules.md) contradicts: only the first Wizard of a trick
# wins, a Jester that leads an all-Jester trick wins it, and so on (each noted).
OVERSTATED = (
    r"always wins",
    r"beats every other card",
    r"loses to every other card",
    r"Wizards that win",
    r"cannot win\. Bid 0",
    r"Wizard will take the only trick",
    r"only the led suit counts",  # a Wizard still wins without trump
    r"with no trump, the highest card",
    r"the next card does",  # a second Jester does not; after a Wizard no suit is set
    r"first card of a trick sets",  # a Wizard or Jester lead does not
    r"makes a suit trump",  # a Jester turned up: no trump
)


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.id for lesson in LESSONS])
def test_no_coach_sentence_overstates_a_wizard_or_a_jester(lesson):
    for text in lesson_texts(lesson):
        for claim in OVERSTATED:
            assert not re.search(claim, text, re.IGNORECASE), (claim, text)


def tutorial_catalog_texts() -> list[str]:
    """Every text of the tutorial and the first-game tips, as the catalog template
    lists them (the lessons, the coach's advice, the hints, the tips)."""
    pot = (ROOT / "assets" / "locale" / "wizard.pot").read_text(encoding="utf-8")
    texts = []
    for block in pot.split("\n\n"):
        where = " ".join(line for line in block.splitlines() if line.startswith("#:"))
        if any(part in where for part in ("game/tutorial/", "game/tips.py", "table/lesson",
                                           "table/coach", "scenes/tutorial")):
            texts += [e.msgid for e in parse_po(block + "\n") if e.msgid]
    return texts


def test_no_tutorial_or_tip_text_overstates_a_rule():
    texts = tutorial_catalog_texts()
    assert len(texts) > 100, len(texts)
    for text in texts:
        for claim in OVERSTATED:
            assert not re.search(claim, text, re.IGNORECASE), (claim, text)


def test_the_blind_round_says_almost_certainly_because_a_led_wizard_wins():
    """Lesson 7: the learner leads; if their unseen card is a Wizard, it is the first
    Wizard of the trick and beats Anna's. So the coach may only call it unlikely."""
    step = lesson_by_id("variants").steps[2]
    hands = ("W2", *step.deal.hands[1:])  # the learner's unseen card a Wizard after all
    state = build_state(Deal(hands=hands, turned=step.deal.turned, dealer=step.deal.dealer,
                             rules=step.deal.rules))
    for action in ("bid 0", "bid 0", "bid 0", "bid 0", "play W2", "play W1", "play D2",
                   "play S12"):
        state, _events = state.apply(parse_action(action))
    assert state.history[-1].won[0] == 1  # the learner's Wizard took the only trick
    text = fill(step.text, **NAMES)
    assert "unlikely" in text and "cannot win" not in text, text
    assert "Unless your own card is a Wizard" in fill(step.wrong["bid 1"], **NAMES)


def test_lesson_one_says_the_first_wizard_wins_and_what_a_jester_loses_to():
    deck = fill(lesson_by_id("deck").steps[2].text)
    assert "the first one wins" in deck and "every suit card and every Wizard" in deck, deck
    scoring = fill(lesson_by_id("scoring").steps[1].text)
    assert "unless another Wizard is played before it" in scoring, scoring


# ---------------------------------------------------------------- item 14


def open_lesson_at(tmp_path, lesson_id: str, step: int, **kw) -> Robot:
    """The robot at the lesson list, the lesson saved at ``step``; Continue (Start at
    step 0) opens it there."""
    data = user_dirs(tmp_path)["data"]
    data.mkdir(parents=True, exist_ok=True)
    save_progress(data / "progress.json", Progress(current=lesson_id, step=step))
    robot = open_app(tmp_path, **kw)
    robot.click(_("Tutorial"))
    title = lesson_titles()[[lesson.id for lesson in LESSONS].index(lesson_id)]
    robot.click(_("Continue") if step else _("Start"), near=title)
    assert is_lesson(robot.top) and robot.top.mode.lesson.id == lesson_id, robot.describe()
    return robot


def test_hint_names_a_move_at_every_decision_of_the_guided_round(tmp_path):
    robot = open_lesson_at(tmp_path, "guided", 0)
    try:
        table = robot.top
        r = table.mode.runner
        hints = []
        while not r.finished and robot.frames < 20000:
            if table.busy:
                robot.frame()
            elif r.mode in ("read", "done"):
                robot.click(_("Next"), settle=2)
            elif r.mode == "act" and table.human_turn:
                robot.click(_("Hint"), settle=2)
                action = read_hint(robot, table)
                assert action is not None, f"Hint said nothing; {robot.describe()}"
                assert action in table.state.legal_actions(), action
                hints.append(action)
                make_action(robot, table, action)
            else:
                robot.frame()
        assert r.finished
        # A bid and a card for each of the three tricks, as the advice suggests.
        assert isinstance(hints[0], Bid) and len(hints) == 4, hints
    finally:
        close(robot)


def test_next_lesson_after_the_guided_round_opens_the_variants(tmp_path):
    robot = open_lesson_at(tmp_path, "guided", 0)
    try:
        play_lesson(robot)
        robot.run()
        robot.click(_("Next lesson"))
        assert is_lesson(robot.top) and robot.top.mode.lesson.id == "variants", robot.describe()
    finally:
        close(robot)


def test_back_at_the_list_enter_opens_the_next_lesson(tmp_path):
    """The focus was on the first lesson's Replay: Enter replayed lesson 1."""
    robot = open_app(tmp_path)
    try:
        robot.click(_("Tutorial"))
        robot.click(_("Start"), near=lesson_titles()[0])
        play_lesson(robot)
        robot.run()
        robot.click(_("Lessons"))
        assert isinstance(robot.top, TutorialScene)
        robot.key(pygame.K_RETURN)
        assert is_lesson(robot.top) and robot.top.mode.lesson.id == LESSONS[1].id, (
            robot.describe()
        )
    finally:
        close(robot)


def test_coach_waits_while_the_others_bid_on_a_new_deal(tmp_path):
    """Lesson 4, the four Jesters: "You lead: play your Jester" was on screen while
    the deal's bids were still being shown one by one."""
    robot = open_lesson_at(tmp_path, "special", 3, speed="normal")
    try:
        table = robot.top
        panel = table.mode.panel
        asked = "play your Jester"
        seen_busy = 0
        while table.busy:
            shown = " ".join(robot.visible_texts(within=panel.coach_rect))
            bids_shown = sum(b is not None for b in table.model.bids)
            if bids_shown < 4:
                seen_busy += 1
                assert asked not in shown, f"{bids_shown} bids shown: {shown!r}"
                assert robot.shows(_("Watch the other players."), within=panel.coach_rect)
            robot.frame()
        assert seen_busy > 5
        robot.run(5)
        assert asked in " ".join(robot.visible_texts(within=panel.coach_rect))
        assert robot.shows(_("Your move"))
    finally:
        close(robot)


def test_won_trick_stays_in_the_middle_while_the_coach_comments(tmp_path):
    """Lesson 1: the trick flew to its winner, then snapped back to the middle."""
    robot = open_lesson_at(tmp_path, "deck", 3, speed="normal")
    try:
        table = robot.top
        r = table.mode.runner
        robot.until(lambda: table.human_turn, "the learner's turn")
        make_action(robot, table, parse_action("play W1"))
        lifted = []
        while r.mode != "done" or table.busy:
            robot.frame()
            lifted.append(table.model.trick_lifted or bool(table.sprites))
        robot.run(5)
        assert robot.shows(_("You take the trick"))
        assert not any(lifted[-30:]), "the trick flew off before the coach's comment"
        assert not table.model.trick_lifted
    finally:
        close(robot)


# ---------------------------------------------------------------- item 20


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)], ids=["1024", "1280"])
def test_lesson_seven_highlights_never_cut_through_a_name(tmp_path, size):
    robot = open_lesson_at(tmp_path, "variants", 0, size=size)
    try:
        table = robot.top
        r = table.mode.runner
        checked = 0
        while not r.finished and robot.frames < 5000:
            if table.busy:
                robot.frame()
                continue
            robot.run(3)
            # A box (its glow and outline) stays off a name, or it frames the whole
            # plate the name is on (the bids, the score): it never cuts a plate.
            glow = round(coach.MARK_GLOW * table.scale) // 2
            for target in r.highlights:
                for box in coach.target_rects(table.mode.panel, target):
                    marked = box.inflate(2 * glow, 2 * glow)
                    for seat, name in enumerate(NAMES.values(), start=1):
                        spots = robot.where(name)
                        assert spots, f"{name} is not on screen"
                        for spot in spots:
                            plate = table.layout.panels[seat]
                            assert not marked.colliderect(spot) or box.contains(plate), (
                                r.index, target, name, spot, box
                            )
                            checked += 1
            if r.mode in ("read", "done"):
                robot.click(_("Next"), settle=2)
            elif r.mode == "act" and table.human_turn:
                make_action(robot, table, r.solution())
            else:
                robot.frame()
        assert r.finished and checked > 0
    finally:
        close(robot)
