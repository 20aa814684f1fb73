"""A sample factory for every screen in the router's registry (``game.ui.router``).

``samples(name, app)`` builds the screen called ``name`` on ``app`` with sample
arguments and yields it in the states worth looking at (every page, scrolled, a
chart shown...). The self-test (``wizard --selftest``) and the screen tests walk the
registry through these, so a screen that cannot be built fails them; none is skipped.
The factories may write sample games into the app's folders: use an App whose
folders are throwaway.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from game.i18n import _
from game.ui import screens

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.scene import Scene

Samples = Iterator["Scene"]


def game_at(round_no: int, phase: str, seed: int = 5):
    """A 4-player game played by random legal moves to ``phase`` ("bid", "play" or
    "over": the end of the round) of ``round_no``, the human (seat 0) to move; a
    trick under way when playing. Returns ``(setup, state)``."""
    from game.rules import NextRound, Phase, Rules, new_game
    from game.savegame import GameSetup

    rules = Rules(4)
    state, _events = new_game(rules, seed=seed)
    rng = random.Random(seed)
    target = {"bid": Phase.BID, "play": Phase.PLAY, "over": Phase.ROUND_OVER}[phase]
    for _step in range(5000):
        if state.phase == Phase.GAME_OVER:
            break
        if state.round == round_no and state.phase == target and (
            phase == "over" or (state.to_move == 0 and (phase == "bid" or len(state.trick) >= 2))
        ):
            break
        if state.phase == Phase.ROUND_OVER:
            state.apply_in_place(NextRound())
            continue
        state.apply_in_place(rng.choice(state.legal_actions()))
    names = [_("You"), "Merlin", "Morgana", "Gandalf"]
    return GameSetup(rules, names, ["human", "easy", "medium", "hard"], seed=seed), state


def finished_game(seed: int = 3, players: int = 4, length: int | None = None,
                  special: str = "none"):
    """A whole game played by random legal moves: ``(setup, state)``; ``special``: the
    special cards played with ("25")."""
    from game.rules import NextRound, Phase, Rules, new_game
    from game.savegame import GameSetup

    rules = Rules(players, length=length, special=special) if length else Rules(
        players, special=special)
    state, _events = new_game(rules, seed=seed)
    rng = random.Random(seed)
    while state.phase != Phase.GAME_OVER:
        if state.phase == Phase.ROUND_OVER:
            state.apply_in_place(NextRound())
        else:
            state.apply_in_place(rng.choice(state.legal_actions()))
    names = [_("You"), "Merlin", "Morgana", "Gandalf", "Nimue", "Taliesin"][:players]
    levels = ["human", "easy", "medium", "expert", "hard", "hard"][:players]
    return GameSetup(rules, names, levels, seed=seed), state


def _table(app: App, round_no: int = 3, phase: str = "play") -> Scene:
    return app.router.make(screens.table, *game_at(round_no, phase))


def _plain(name: str) -> Callable[[App], Samples]:
    def factory(app: App) -> Samples:
        yield app.router.make(name)

    return factory


def _table_samples(app: App) -> Samples:
    yield _table(app, 3, "play")
    yield _table(app, 4, "bid")


def _game_over(app: App) -> Samples:
    yield app.router.make(screens.game_over, *finished_game())


def _lessons(app: App) -> Samples:
    """Every step of every lesson: the coach's texts are the longest on the table."""
    from game.tutorial.lessons import LESSONS

    for lesson in LESSONS:
        for step in range(len(lesson.steps)):
            yield app.router.make(screens.lesson, lesson, start_step=step)


def _rules(app: App) -> Samples:
    """The rule book from its top to its end, a window at a time."""
    scene = app.router.make(screens.rules)
    yield scene
    view = scene.view
    if view.max_offset:
        step = max(40, view.rect.height - 20)
        offset = step
        while offset < view.max_offset + step:
            view.scroll_to(min(offset, view.max_offset), instant=True)
            yield scene
            offset += step


def _statistics(app: App) -> Samples:
    """Every page: first with no games, then with a few games recorded (charts)."""
    from game.stats import record_abandoned, record_game
    from game.ui.scenes.statistics import PAGES

    scene = app.router.make(screens.statistics)
    for page in PAGES:
        scene.show_page(page)
        yield scene
    if not app.stats_path.exists():
        for seed in (3, 4, 5):
            record_game(app.stats_path, *finished_game(seed))
        record_abandoned(app.stats_path, *finished_game(6))
    scene = app.router.make(screens.statistics)
    for page in PAGES:
        scene.show_page(page)
        yield scene


def _with_copied_details(name: str, *args) -> Callable[[App], Samples]:
    def factory(app: App) -> Samples:
        scene = app.router.make(name, *args)
        yield scene
        scene.copy_details()  # the confirmation line under the panel
        yield scene

    return factory


def _help(app: App) -> Samples:
    """The keyboard help: the menus' keys, the table's, and a lesson's (the most)."""
    from game.ui.scenes.help import menu_sections, table_sections

    yield app.router.make(screens.keys_help, menu_sections())
    yield app.router.make(screens.keys_help, table_sections())
    yield app.router.make(screens.keys_help, table_sections(True))


def _notice(app: App) -> Samples:
    from game.ui.scenes.tutorial_offer import offer_dialog

    yield offer_dialog(app)  # a notice with a title, a message and two buttons


def _round_summary(app: App) -> Samples:
    yield app.router.make(screens.round_summary, _table(app, 2, "over"))


def _score_pad(app: App) -> Samples:
    """The pad, and its chart before any round is scored, mid-game and at the end."""
    yield app.router.make(screens.score_pad, *game_at(3, "play"))
    for setup, state in (game_at(1, "bid"), game_at(9, "play"), finished_game()):
        pad = app.router.make(screens.score_pad, setup, state)
        pad.toggle_chart()
        yield pad


def _over_table(name: str) -> Callable[[App], Samples]:
    def factory(app: App) -> Samples:
        yield app.router.make(name, _table(app))

    return factory


def _special_cards(app: App) -> Samples:
    """New game's choice of special cards: none, then the 25-year edition's seven."""
    picker = app.router.make(screens.new_game).specials
    yield app.router.make(screens.special_cards, picker)
    picker.choose("25")
    yield app.router.make(screens.special_cards, picker)


def _review(app: App) -> Samples:
    from game.history import game_document

    yield app.router.make(screens.review, game_document(*finished_game()))


#: screen name (as in ``game.ui.router.SCREENS``) -> its sample factory.
SAMPLES: dict[str, Callable[[App], Samples]] = {
    "main_menu": _plain("main_menu"),
    "new_game": _plain("new_game"),
    "special_cards": _special_cards,
    "table": _table_samples,
    "game_over": _game_over,
    "tutorial": _plain("tutorial"),
    "lesson": _lessons,
    "rules": _rules,
    "statistics": _statistics,
    "settings": _plain("settings"),
    "accessibility": _plain("accessibility"),
    "about": _with_copied_details("about"),
    "error": _with_copied_details("error", RuntimeError("a sample error")),
    "help": _help,
    "notice": _notice,
    "round_summary": _round_summary,
    "score_pad": _score_pad,
    "pause": _over_table("pause"),
    "last_trick": _over_table("last_trick"),
    "review": _review,
    "open_game": _plain("open_game"),
}


def samples(name: str, app: App) -> Samples:
    """The screen ``name`` built on ``app`` with sample arguments, in its sample
    states; a screen without a factory is an error (``KeyError``)."""
    return SAMPLES[name](app)
