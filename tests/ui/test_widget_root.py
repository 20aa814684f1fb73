"""One widget root per scene (``game.ui.kit.root.WidgetRoot``): every screen of the
router's registry can be discovered through it (each button that the scene's
attributes hold is in its root, so the robot and the self-test need not search
them), and the root answers focus, hit-testing, tooltips and the help's keys."""

from __future__ import annotations

import itertools

import pygame

from game.devtools.robot import Robot
from game.ui.kit.root import WidgetRoot
from game.ui.kit.widgets import Button, Widget
from game.ui.router import SCREENS
from game.ui.samples import samples

SAMPLES_PER_SCREEN = 3  # the lessons alone have 33: the first few show every part


def _held_buttons(obj, seen: set, depth: int, out: list) -> None:
    """Buttons reachable from an object's attributes (lists, dicts, the UI's helper
    objects): how the robot used to find them, kept here as the reference."""
    if id(obj) in seen or depth < 0:
        return
    seen.add(id(obj))
    if isinstance(obj, Button):
        out.append(obj)
        return
    if isinstance(obj, list | tuple):
        for item in obj:
            _held_buttons(item, seen, depth - 1, out)
        return
    if isinstance(obj, dict):
        for item in obj.values():
            _held_buttons(item, seen, depth - 1, out)
        return
    module = type(obj).__module__ or ""
    if not module.startswith("game.ui") or not hasattr(obj, "__dict__"):
        return
    for name, value in vars(obj).items():
        if name in ("app", "table", "root") or name.startswith("_button_cache"):
            continue
        _held_buttons(value, seen, depth - 1, out)


def _shown(app, scene) -> None:
    app.push(scene)
    scene.on_resize(app.size)
    scene.update(1 / 60)
    scene.draw(app.screen)


def test_every_screen_is_discoverable_through_its_root(app, monkeypatch):
    """Each button a scene holds whose label is on screen is in the scene's root."""
    missing = []
    with Robot(app, settle=2) as robot:
        monkeypatch.setattr(robot, "_check_no_error_screen", lambda: None)  # one sample
        for name in SCREENS:
            for scene in itertools.islice(samples(name, app), SAMPLES_PER_SCREEN):
                if not app.is_top(scene):
                    app.push(scene)
                robot.run()
                held: list[Button] = []
                _held_buttons(scene, set(), 4, held)
                shown = [b for b in held if b.text and robot.label_shows(b)]
                in_root = {id(b) for b in scene.root.buttons()}
                assert scene.root.widgets(), f"{name}: nothing in its root"
                missing += [f"{name}: {b.text!r}" for b in shown if id(b) not in in_root]
            app.close()
    assert missing == []


def test_the_tables_move_widgets_are_in_its_root_while_open(app):
    from game.ui.table import pickers

    bid_table = list(itertools.islice(samples("table", app), 2))[1]  # the bidding one
    _shown(app, bid_table)
    pickers.ensure(bid_table)  # as the table's update does once the deal has settled
    picker = bid_table.moves.picker
    assert picker is not None, "no bid picker at the bidding sample"
    assert picker in bid_table.root.widgets()
    bid_table.moves.drop()
    assert picker not in bid_table.root.widgets()


class _Box(Widget):
    def __init__(self, rect):
        self.rect = pygame.Rect(rect)


def test_the_root_hit_tests_the_top_widget_and_lists_each_once():
    root = WidgetRoot()
    low, high = _Box((0, 0, 100, 100)), _Box((50, 50, 100, 100))
    shown = [high]
    root.focus.set([low])
    root.add(lambda: [*shown, None, low])  # None: a part not open; low: listed twice
    assert root.widgets() == [low, high]
    assert root.at((60, 60)) is high and root.at((10, 10)) is low
    assert root.at((500, 500)) is None
    shown.clear()
    assert root.at((60, 60)) is low


def test_the_root_tells_why_a_button_is_off_and_gives_the_screens_keys():
    root = WidgetRoot()
    off = Button("Continue", lambda: None)
    off.rect = pygame.Rect(0, 0, 100, 40)
    off.enabled, off.reason = False, "No saved game"
    root.focus.set([off])
    assert root.tooltip_at((10, 10)) == ("No saved game", off.rect)
    assert root.tooltip_at((200, 10)) is None
    off.enabled = True
    assert root.tooltip_at((10, 10)) is None
    assert root.help_sections() is None
    root.set_help(lambda: [("Here", [(["X"], "does it")])])
    assert root.help_sections() == [("Here", [(["X"], "does it")])]
    root.focus.focus(off)
    assert root.focused() is off
