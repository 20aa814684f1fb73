"""The player robot for tests: a real App (real sounds, AI worker process, settings,
save, statistics and progress files in ``tmp_path``) at the main menu, driven by
``game.devtools.robot.Robot`` through posted input events only.

    robot = open_app(tmp_path, speed="instant", language="sv")
    robot.click(_("New game"))

Also what the tests share around it: an App stepped by hand with posted keys
(``frames``, ``post_key``, ``post_click``, ``Frames``) or a scene handed a click
(``click_on``), a table of the human against Easy (``table_setup``, ``open_table``,
``autoplay_to_round``), and reading the screen (``shows_wrapped``, ``colour_pixels``,
``rounds_text``, ``open_accessibility``).
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path

from game import i18n
from game.devtools.robot import (  # noqa: F401 - re-exported for the tests
    Robot,
    RobotError,
    TurnMarkerWatch,
    find_scene,
    human_move,
    lesson_titles,
    marked_seats,
    play_game,
    play_lesson,
    start_game_from_menu,
)
from game.settings import Settings, save_settings

SIZE = (1024, 640)


def user_dirs(tmp_path: Path) -> dict[str, Path]:
    return {name: tmp_path / name for name in ("config", "data", "log")}


def open_app(
    tmp_path: Path,
    speed: str = "instant",
    language: str = "en",
    deck_style: str = "classic",
    tips: bool = True,
    size: tuple[int, int] = SIZE,
    dt: float = 1 / 60,
    **more_settings,
) -> Robot:
    """A player's first start: a settings file, then the App at the main menu.
    ``more_settings``: other Settings fields (e.g. auto_play_forced=False)."""
    from game.ui.app import App
    from game.ui.scenes.menu import MainMenu

    dirs = user_dirs(tmp_path)
    dirs["config"].mkdir(parents=True, exist_ok=True)
    settings = Settings(
        animation_speed=speed, language=language, deck_style=deck_style, tips=tips, **more_settings
    )
    save_settings(dirs["config"] / "settings.json", settings)
    app = App(size=size, dirs=dirs)
    assert i18n.current_language() == language
    app.push(MainMenu(app))
    robot = Robot(app, dt=dt)
    robot.run()
    return robot


def close(robot: Robot) -> None:
    """Leave to an empty stack (closes the tables' AI workers) and stop recording."""
    from game.ui.scene import Scene

    robot.app.clear_to(Scene(robot.app))
    robot.close()
    i18n.set_language("en")


def read_json(path: Path):
    return json.loads(path.read_text(encoding="utf-8"))


# ------------------------------------------------- an App stepped by hand
def frames(app, n: int, dt: float = 1 / 60) -> None:
    """Run ``n`` frames of the App's loop (its events, update and drawing)."""
    for _frame in range(n):
        app.step(dt)


def click_on(scene, rect) -> None:
    """Move the pointer to ``rect``'s centre and click there, handed straight to
    ``scene`` (no frame runs)."""
    from game.ui.table.autopilot import click_events

    for event in click_events(rect.center):
        scene.handle_event(event)


def post_key(key: int) -> None:
    """Post a key press, as the keyboard does; the next frame takes it."""
    import pygame

    from game.ui.table.autopilot import key_event

    pygame.event.post(key_event(key))


def post_click(pos: tuple[int, int]) -> None:
    """Post the pointer's move to ``pos`` and a left click there; the next frame takes it."""
    import pygame

    from game.ui.table.autopilot import click_events

    for event in click_events(pos):
        pygame.event.post(event)


class Frames:
    """Notes when every frame the App runs starts (wraps ``App.step``; a slow frame,
    such as the first at a new window size, still counts from its start) and the
    window size it drew at."""

    def __init__(self, app) -> None:
        self.times: list[float] = []
        self.sizes: list[tuple[int, int]] = []
        self.after: list = []  # checks run after each frame
        original = app.step

        def step(dt, events=None) -> None:
            self.times.append(time.perf_counter())
            original(dt, events)
            self.sizes.append(app.screen.get_size())
            for check in self.after:
                check()

        app.step = step

    def since(self, t0: float) -> int:
        return sum(1 for t in self.times if t >= t0)


OTHERS = ("Anna", "Bertil", "Cecilia", "David", "Eva")  # the computer players' names


def table_setup(rules, seed: int, levels: list[str] | None = None):
    """A game of the human in seat 0 ("You" in the language of the moment, as the New
    game screen names it) against Easy players, or ``levels``."""
    from game.i18n import _
    from game.savegame import GameSetup

    names = [_("You"), *OTHERS][: rules.players]
    levels = levels or ["human"] + ["easy"] * (rules.players - 1)
    return GameSetup(rules, names, levels, seed)


def open_table(app, players: int = 4, seed: int = 5, levels: list[str] | None = None,
               autoplay: bool = False, rules=None, **variants):
    """Push the table of ``table_setup`` (``Rules(players, **variants)`` unless
    ``rules``) onto the App's stack; the table."""
    from game.rules import Rules
    from game.ui.scenes.table import TableScene

    setup = table_setup(rules or Rules(players, **variants), seed, levels)
    table = TableScene(app, setup, autoplay=autoplay)
    app.push(table)
    return table


def autoplay_to_round(app, table, round_no: int, dt: float, most: int) -> None:
    """Step the App until the autoplayed ``table`` reaches round ``round_no`` or
    leaves the stack, Enter closing each round summary; at most ``most`` frames."""
    import pygame

    from game.ui.scenes.overlays import RoundSummary
    from game.ui.table.autopilot import key_event

    for _frame in range(most):
        if table.state.round >= round_no or table not in app.stack.scenes:
            return
        top = app.stack.top
        if isinstance(top, RoundSummary):
            top.handle_event(key_event(pygame.K_RETURN))
        app.step(dt)


# ------------------------------------------------------- reading the screen
def click_a_card_that_may_not_be_played(app, table, max_frames: int = 6000):
    """Play the table forward (the AI, and the autopilot for the human) until the
    human must follow suit while holding a card that may not be played; click that
    card. Returns the state it was clicked in and the card (fails if never)."""
    import pytest

    from game.rules import Phase
    from game.ui.scenes.overlays import RoundSummary
    from game.ui.table.autopilot import choose, click_events

    for _ in range(max_frames):
        app.step(1 / 60)
        if isinstance(app.stack.top, RoundSummary):
            app.stack.top.next()
        if not table.human_turn:
            continue
        s = table.state
        if s.phase == Phase.PLAY:
            illegal = [c for c in s.hand(0) if c not in s.legal_cards()]
            if illegal:
                rect = dict(table.hand_rects())[illegal[0]]
                for ev in click_events((rect.left + 6, rect.centery)):
                    table.handle_event(ev)
                return s, illegal[0]
        if s.phase == Phase.ROUND_OVER:
            continue
        table.apply(0, choose(s))
    pytest.fail("never had to follow suit")


def shows_wrapped(robot: Robot, text: str) -> bool:
    """``text`` is on screen, maybe wrapped over several lines: the lines shown that
    are runs of its words together make up all of its words."""
    words = text.split()

    def is_run(line: str) -> bool:
        part = line.split()
        return bool(part) and any(
            words[k : k + len(part)] == part for k in range(len(words) - len(part) + 1)
        )

    runs = [t for t in robot.visible_texts() if is_run(t)]
    return sorted(w for t in runs for w in t.split()) == sorted(words)


def open_accessibility(robot: Robot):
    """From the main menu to Settings > Accessibility; its scene."""
    from game.i18n import _
    from game.ui.scenes.accessibility import AccessibilityScene

    robot.click(_("Settings"))
    robot.click(_("Accessibility"))
    assert isinstance(robot.top, AccessibilityScene), robot.describe()
    assert robot.shows(_("Text size")) and robot.shows(_("Reduced motion"))
    assert robot.shows(_("High-contrast cards"))
    return robot.top


def colour_pixels(surface, rect, colour) -> int:
    """How many pixels in ``rect`` have exactly ``colour`` (lines and markers do)."""
    rect = rect.clip(surface.get_rect())
    sub = surface.subsurface(rect)
    return sum(1 for y in range(rect.height) for x in range(rect.width)
               if sub.get_at((x, y))[:3] == colour)


def rounds_text(n: int) -> str:
    """"N rounds" as the game writes it, in the language of the moment."""
    from game.i18n import ngettext

    return ngettext("{count} round", "{count} rounds", n).format(count=n)


# -------------------------------------------------------------- language checks

_WORD = re.compile(r"[^\W\d_]{2,}")


def catalog_words(code: str) -> tuple[set[str], set[str], set[str]]:
    """(words of the translations, words of the English texts, whole translated
    texts that differ from their English) for one language's catalog."""
    path = i18n.catalog_path(code)
    entries = i18n.parse_po(path.read_text(encoding="utf-8"))
    theirs: set[str] = set()
    english: set[str] = set()
    whole: set[str] = set()
    for e in entries:
        if not e.msgid or e.obsolete:
            continue
        ids = [e.msgid, *([e.msgid_plural] if e.msgid_plural else [])]
        strs = e.msgstr
        for text in ids:
            english.update(w.lower() for w in _WORD.findall(text))
        for text in strs:
            if not text:
                continue
            theirs.update(w.lower() for w in _WORD.findall(text))
            if text not in ids:
                whole.add(text.strip())
    return theirs, english, whole


def language_detector(code: str, keep_names: list[str]):
    """``is_foreign(text)``: the text is in ``code``'s language and not in English —
    it contains a word only the translation uses, or is a whole translated text
    (such as the one-letter dealer badge). Player names do not count."""
    theirs, english, whole = catalog_words(code)
    only = theirs - english
    names = {w.lower() for n in keep_names for w in _WORD.findall(n)}

    def is_foreign(text: str) -> bool:
        if text.strip() in whole and text.strip() not in keep_names:
            return True
        words = {w.lower() for w in _WORD.findall(text)} - names
        return bool(words & only)

    return is_foreign
