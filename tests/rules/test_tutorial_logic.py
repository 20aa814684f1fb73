"""The tutorial's pure logic: every lesson can be completed with the right moves, every
wrong move is explained, progress is saved and resumed."""

from __future__ import annotations

import json

import pytest

from game.rules import Bid, ChooseTrump, Phase, Play, Suit, parse_action
from game.tutorial import LESSONS, Deal, LessonRunner, build_state, lesson_by_id
from game.tutorial.advice import advice
from game.tutorial.names import fill
from game.tutorial.progress import (
    Progress,
    load_progress,
    save_progress,
    update_progress,
)

IDS = [lesson.id for lesson in LESSONS]


def finish(runner: LessonRunner) -> None:
    guard = 0
    while not runner.finished:
        runner.complete_step()
        guard += 1
        assert guard < 100


@pytest.mark.parametrize("lesson_id", IDS)
@pytest.mark.parametrize("style", ["classic", "four_colour"])
def test_each_lesson_completes_with_the_right_moves(lesson_id, style):
    runner = LessonRunner(lesson_by_id(lesson_id), style=style)
    seen_texts = []
    while not runner.finished:
        assert runner.text.strip(), (lesson_id, runner.index, runner.mode)
        assert "{" not in runner.text, runner.text  # every placeholder is filled
        seen_texts.append(runner.text)
        runner.complete_step()
    assert runner.text


def _wrong_and_illegal_moves(runner):
    """Legal moves that are not asked for, and illegal card plays, at this point."""
    state = runner.state
    legal = state.legal_actions()
    asked = set(runner.step.expect)
    wrong = [a for a in legal if str(a) not in asked]
    illegal = []
    if state.phase == Phase.PLAY:
        hand = state.hand(0)
        illegal = [Play(c) for c in hand if Play(c) not in legal]
    return wrong, illegal


@pytest.mark.parametrize("lesson_id", IDS)
def test_wrong_moves_are_explained_and_can_be_retried(lesson_id):
    runner = LessonRunner(lesson_by_id(lesson_id))
    checked = 0
    while not runner.finished:
        if runner.mode == "auto" and not runner.step.free:
            runner.run_auto()
        if runner.mode == "act" and not runner.step.free:
            wrong, illegal = _wrong_and_illegal_moves(runner)
            before = runner.state
            for action in wrong:
                fb = runner.act(action)
                assert fb.kind == "wrong" and fb.text, action
                assert runner.state is before and runner.mode == "act"
                checked += 1
            for action in illegal:
                fb = runner.act(action)
                assert fb.kind == "illegal" and fb.text, action
                assert runner.state is before and runner.mode == "act"
                checked += 1
        runner.complete_step()
    assert checked or lesson_id == "guided"


def test_illegal_move_is_explained_by_the_rule_it_breaks():
    runner = LessonRunner(lesson_by_id("follow"))
    runner.complete_step()  # the intro
    runner.run_auto()  # Anna, Ben and Cleo play hearts
    assert runner.mode == "act"
    fb = runner.act(Play(parse_action("play S9").card))
    assert fb.kind == "illegal"
    assert "must follow hearts" in fb.text
    fb = runner.act(parse_action("play W2"))
    assert fb.kind == "wrong" and "7 of hearts" in fb.text
    fb = runner.act(parse_action("play H7"))
    assert fb.kind == "good"
    assert runner.mode == "done" and "Cleo" in runner.text


def test_specific_explanations_and_trump_choice():
    runner = LessonRunner(lesson_by_id("trump"))
    runner.skip_to(5)
    assert runner.state.phase == Phase.CHOOSE_TRUMP and runner.mode == "act"
    fb = runner.act(ChooseTrump(Suit.C))
    assert fb.kind == "wrong" and "hearts" in fb.text
    assert runner.act(ChooseTrump(Suit.H)).kind == "good"
    assert runner.state.trump == Suit.H


def test_plus_minus_one_forbidden_bid_uses_the_engine_message():
    runner = LessonRunner(lesson_by_id("variants"))
    runner.run_auto()
    fb = runner.act(Bid(1))
    assert fb.kind == "illegal" and "plus/minus-one" in fb.text
    assert runner.act(Bid(2)).kind == "good"


def test_back_replays_a_step_and_restart_starts_over():
    runner = LessonRunner(lesson_by_id("deck"))
    runner.skip_to(3)
    start = runner.state
    runner.act(parse_action("play W1"))
    runner.run_auto()
    assert runner.mode == "done" and runner.state.won[0] == 1
    runner.back()  # replay this step
    assert runner.index == 3 and runner.state is start and runner.mode == "act"
    runner.back()
    assert runner.index == 2 and runner.mode == "read"
    runner.restart()
    assert runner.index == 0


def test_skip_to_resumes_at_the_saved_step():
    for lesson in LESSONS:
        for i in range(len(lesson.steps)):
            runner = LessonRunner(lesson)
            runner.skip_to(i)
            if not any(s.free for s in lesson.steps[:i]):
                assert runner.index == i, (lesson.id, i)


def test_build_state_positions_the_round_with_a_clean_score_sheet():
    deal = Deal(hands=("W1 H14 C3", "C13 D4 S6", "D2 S3 C2", "S12 D10 H2"), turned="H5",
                dealer=3)
    state = build_state(deal)
    assert state.round == 3 and state.dealer == 3 and state.phase == Phase.BID
    assert [str(c) for c in state.hand(0)] == ["C3", "H14", "W1"]
    assert str(state.turned) == "H5" and state.trump == Suit.H
    assert state.totals == [0, 0, 0, 0] and state.history == []
    assert state.to_move == 0


def test_guided_round_gives_advice_at_every_decision():
    runner = LessonRunner(lesson_by_id("guided"))
    runner.complete_step()
    decisions = 0
    while runner.index == 1:
        if runner.mode == "act":
            text = advice(runner.state)
            assert text and text == runner.text
            decisions += 1
            runner.act(runner.solution())
        elif runner.mode == "auto":
            runner.advance()
        else:
            break
    assert decisions == 4  # one bid and three cards
    assert runner.mode == "done" and "You bid" in runner.text


def test_guided_round_is_deterministic():
    def play():
        r = LessonRunner(lesson_by_id("guided"))
        finish(r)
        return [str(a) for a in r.state.log]

    assert play() == play()


def test_fill_names_cards_suits_and_players():
    assert fill("{H14} {clubs} {W}") == "Ace of hearts clubs Wizard"
    assert fill("{H14} {clubs}", "four_colour") == "red 13 green"
    assert fill("{anna}", anna="Anna") == "Anna"


def test_progress_round_trip_and_update(tmp_path):
    path = tmp_path / "progress.json"
    p = Progress()
    p.at("trump", 3)
    p.complete("deck")
    p.saw_tip("jester_led")
    save_progress(path, p)
    q = load_progress(path)
    assert q.completed == ["deck"] and q.current == "trump" and q.step == 3
    assert q.tips_seen == ["jester_led"]
    update_progress(path, lambda pr: pr.complete("trump"))
    r = load_progress(path)
    assert r.completed == ["deck", "trump"] and r.current is None


def test_bad_progress_file_is_set_aside(tmp_path):
    path = tmp_path / "progress.json"
    path.write_text(json.dumps({"format": "wizard-progress", "version": 1, "tips_seen": 3}))
    problems: list[str] = []
    p = load_progress(path, problems)
    assert p == Progress() and problems and not path.exists()
    assert list(tmp_path.glob("progress.json.bad-*"))
