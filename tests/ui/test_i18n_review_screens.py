"""The Review, Open and Recent games screens (issue 13) in every language keep their
texts inside their boxes, at 1024×640 and 2560×1440 and at the largest text size;
no English is left on them. Uses the checking harness of ``test_i18n_screens``
(wrapped text helpers, a window that checks every blit).

The Review screen is drawn before its analysis is done (progress) and after (the
summary, the mistake list, the per-round page), at the start, at a mistake and at
the end, and with a file that marks no seat as the player's (the seat choice).
The analysis is the real one, from its own process; it is made once and given to
the later screens (the same numbers) to keep the test short."""

from __future__ import annotations

import inspect
import json
import sys
import time

import pytest
import test_i18n_screens as harness
from test_i18n_screens import BIG, LANGS, SIZE, app, patched  # noqa: F401 - fixtures

from ai import make_player
from game.history import game_document, games_folder, keep_game
from game.rules import Rules
from game.savegame import GameSetup
from game.sim import play_game

_ANALYSIS: dict = {}


def _game(seed: int = 11, players: int = 4, rounds: int = 4):
    rules = Rules(players, length=rounds)
    ais = [make_player("random", seed=seed * 10 + i) for i in range(players)]
    state = play_game(rules, ais, seed)
    names = ["You", "Merlin", "Morgana", "Gandalf", "Nimue", "Taliesin"][:players]
    levels = ["human", "easy", "hard", "expert", "medium", "hard"][:players]
    return GameSetup(rules, names, levels, seed), state


def _finish_analysis(scene) -> None:
    """The real analysis once (its own process); the same result for later screens."""
    key = json.dumps(scene.doc["rounds"])[:200], scene.seat
    if key not in _ANALYSIS:
        end = time.monotonic() + 300
        while not scene.analysis_done and time.monotonic() < end:
            scene.update(0.05)
            time.sleep(0.05)
        assert scene.analysis_done, scene.panel.error
        _ANALYSIS[key] = list(scene.panel.rated)
    scene.job.close()
    rated = _ANALYSIS[key]
    scene.rated = {d.step: d for d in rated}
    scene.panel.set_result(rated)
    scene.relayout()


def screen_review(app):  # noqa: F811 - the App, not the fixture
    from game.ui.scenes.review import ReviewScene

    setup, state = _game()
    scene = ReviewScene(app, game_document(setup, state))
    yield scene  # the start, the analysis running
    _finish_analysis(scene)
    yield scene
    mistakes = scene.panel.mistakes
    if mistakes:
        scene.jump_to(mistakes[0])
        yield scene
    scene.cursor.go(scene.cursor.end // 2)
    yield scene
    scene.panel.tabs.choose("rounds")
    yield scene
    scene.cursor.end_()
    yield scene
    scene.on_exit()
    # A transcript with no player marked (simulate --out): the seat choice shows.
    doc = game_document(*_game(seed=12, players=6, rounds=3))
    doc.pop("human_seat")
    for i, p in enumerate(doc["players"]):
        p["kind"], p["name"] = "hard", f"Hard {i + 1}"
    scene = ReviewScene(app, doc)
    yield scene
    scene.cursor.go(scene.cursor.end - 3)
    yield scene
    scene.on_exit()
    # A whole 3-player game (20 rounds): the per-round page in two column groups. A
    # quick analysis (few sampled deals) is enough for the layout.
    review_module = sys.modules[ReviewScene.__module__]
    saved = dict(review_module.ANALYSIS_OPTIONS)
    review_module.ANALYSIS_OPTIONS.update(iterations=6)
    try:
        scene = ReviewScene(app, game_document(*_game(seed=13, players=3, rounds=20)))
    finally:
        review_module.ANALYSIS_OPTIONS.clear()
        review_module.ANALYSIS_OPTIONS.update(saved)
    _finish_analysis(scene)
    scene.panel.tabs.choose("rounds")
    yield scene
    scene.on_exit()


def screen_open(app):  # noqa: F811
    from game.ui.scenes.review_open import OpenGameScene

    folder = games_folder(app.dirs["data"])
    for f in folder.glob("game-*.json"):
        f.unlink()
    scene = OpenGameScene(app)  # no kept games yet
    yield scene
    for seed in (3, 4, 5, 6, 7, 8, 9, 10):
        keep_game(folder, *_game(seed=seed, players=3 + seed % 4, rounds=2))
    scene = OpenGameScene(app)
    yield scene
    scene.path_field.set_text("/tmp/sim/game-00001.json")
    yield scene


def screen_recent(app):  # noqa: F811
    from game.ui.scenes.statistics import StatisticsScene

    folder = games_folder(app.dirs["data"])
    if not any(folder.glob("game-*.json")):
        for seed in (3, 4, 5):
            keep_game(folder, *_game(seed=seed, players=3 + seed % 4, rounds=2))
    scene = StatisticsScene(app)
    scene.show_page("recent")
    yield scene


SCREENS = {"review-steps": screen_review, "open-game": screen_open, "recent-games": screen_recent}
for _name, _screen in SCREENS.items():  # the harness looks screens up by name
    harness.SCREENS.setdefault(_name, _screen)


def _check(run, what: str) -> None:
    assert run["drawn"] and run["checked"] > 0
    assert run["problems"] == [], f"{what}: text outside its box:\n" + "\n".join(run["problems"])


@pytest.mark.parametrize("size", [SIZE, BIG], ids=["1024x640", "2560x1440"])
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("screen", list(SCREENS))
def test_review_screens_fit(app, patched, screen, lang, size):  # noqa: F811 - fixtures
    run = harness._run_screen(app, patched, screen, lang, size=size)
    _check(run, f"{screen} [{lang}] at {size}")
    if lang != "en" and size == SIZE:
        assert run["english"] == [], f"{screen} [{lang}] still shows English: {run['english']}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("screen", list(SCREENS))
def test_review_screens_fit_the_largest_text(app, patched, screen, lang):  # noqa: F811
    from game.ui.kit import typeface

    if "text_scale" not in inspect.signature(harness._run_screen).parameters:
        pytest.skip("the screen harness draws at one text size only (before text sizes)")
    largest = max(typeface.TEXT_SCALES.values())
    run = harness._run_screen(app, patched, screen, lang, text_scale=largest)
    _check(run, f"{screen} [{lang}], text size Larger")
