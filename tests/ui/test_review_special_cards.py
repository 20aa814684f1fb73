"""The Review screen on a game with special cards: the game replays and its
decisions, the special ones too, are rated."""

from __future__ import annotations

from pathlib import Path

from game.rules import Rules
from tests.special_support import random_transcript

ROOT = Path(__file__).resolve().parents[2]


def test_review_of_a_special_game_replays_it_and_starts_the_analysis(make_spy_app):
    from game.ui.scenes.review import ReviewScene

    app, _spy = make_spy_app()
    doc = random_transcript(Rules(4, special="25", length=3), 4)
    scene = ReviewScene(app, doc)
    try:
        assert scene.job is not None and scene.panel.error is None
        assert scene.cursor.end == len(scene.replay.steps)
        scene.choose_seat(2)  # another seat: a new analysis
        assert scene.job is not None and scene.panel.error is None
    finally:
        scene.on_exit()


def test_the_analysis_rates_the_special_decisions_of_a_game():
    from ai.analysis import analyze
    from game.rules.replay import replay_transcript

    doc = random_transcript(Rules(4, special="25", length=4), 7)
    kinds = {d.made.split()[0] for seat in range(4)
             for d in analyze(replay_transcript(doc), seat, iterations=8).decisions}
    assert {"bid", "play"} <= kinds
    assert kinds & {"pass", "cloud", "werewolf"}, kinds


def test_review_of_a_60_card_game_still_starts_the_analysis(make_spy_app):
    from game.ui.scenes.review import ReviewScene

    app, _spy = make_spy_app()
    scene = ReviewScene(app, random_transcript(Rules(3, length=1), 4))
    try:
        assert scene.job is not None and scene.panel.error is None
    finally:
        scene.on_exit()


def test_review_words_the_special_decisions():
    from game.rules.actions import ChangeBid, PassCard, WerewolfTrump
    from game.rules.replay import replay_transcript
    from game.ui.scenes.review_board import action_text

    doc = random_transcript(Rules(3, special="25"), 0)
    replay = replay_transcript(doc)
    names = ["Ann", "Bo", "Cy"]
    seen = set()
    for step in replay.steps:
        action = step.action
        if not isinstance(action, WerewolfTrump | PassCard | ChangeBid):
            continue
        seen.add(type(action))
        text = action_text(step, names, "classic")
        assert text.startswith(names[step.seat]) and str(action) not in text, text
        if isinstance(action, ChangeBid):
            new = replay.after(step.index).bids[step.seat]
            assert text.endswith(f"changed the bid to {new}"), text
    assert seen == {WerewolfTrump, PassCard, ChangeBid}
