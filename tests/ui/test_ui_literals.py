"""A ratchet on the UI's inline lengths and colours (issue 11): in the files that were
cleaned, a length is a name (``sizing.Metrics``: ``m.pad``, ``m(PANEL_W)``) and a
colour is a name in ``game.ui.kit.palette`` (the card art's in its own palette,
``game.ui.cardparts.paint``, which the screens' look does not repaint); the count of
inline ``round(14 * s)`` and ``(24, 38, 46)`` may only go down.

A new inline literal in one of these files fails here: name it (the theme's shared
names, or a constant at the top of the module for a screen's own length). When a
count goes down, lower its ceiling too. The counter is ``build/ui_literals.py``
(``python3 build/ui_literals.py`` prints every file's counts).
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("ui_literals", ROOT / "build" / "ui_literals.py")
ui_literals = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ui_literals)

# path: (metric literals, colour literals) at most.
CEILINGS: dict[str, tuple[int, int]] = {
    "game/ui/kit/theme.py": (0, 0),
    "game/ui/kit/palette.py": (0, 0),
    "game/ui/kit/sizing.py": (0, 0),
    "game/ui/kit/typeface.py": (0, 0),
    "game/ui/kit/textfit.py": (0, 0),
    "game/ui/kit/panelart.py": (0, 0),
    "game/ui/kit/backdrop.py": (0, 0),
    "game/ui/kit/widgets.py": (0, 0),
    "game/ui/kit/dialog.py": (0, 0),
    "game/ui/kit/keycaps.py": (0, 0),
    "game/ui/kit/toast.py": (0, 0),
    "game/ui/kit/charts.py": (0, 0),
    "game/ui/kit/document.py": (0, 0),
    "game/ui/kit/form.py": (0, 0),
    "game/ui/cardart.py": (0, 0),
    "game/ui/cardparts/back.py": (0, 0),
    "game/ui/cardparts/contrast.py": (0, 0),
    "game/ui/cardparts/faces.py": (0, 0),
    "game/ui/cardparts/paint.py": (0, 0),
    "game/ui/cardparts/painter.py": (0, 0),
    "game/ui/cardparts/shapes.py": (0, 0),
    "game/ui/cardparts/specials.py": (0, 0),
    "game/ui/score_chart.py": (0, 0),
    "game/ui/celebration.py": (0, 0),
    "game/ui/hint_mark.py": (0, 0),
    "game/devtools/robot.py": (0, 0),
    "game/ui/scenes/common.py": (0, 0),
    "game/ui/scenes/menu.py": (0, 0),
    "game/ui/scenes/newgame.py": (0, 0),
    "game/ui/scenes/newgame_length.py": (0, 0),
    "game/ui/scenes/newgame_level.py": (0, 0),
    "game/ui/scenes/about.py": (0, 0),
    "game/ui/scenes/error.py": (0, 0),
    "game/ui/scenes/help.py": (0, 0),
    "game/ui/scenes/notice.py": (0, 0),
    "game/ui/scenes/overlays.py": (0, 0),
    "game/ui/scenes/bidpicker.py": (0, 0),
    "game/ui/scenes/settings_scene.py": (0, 0),
    "game/ui/scenes/accessibility.py": (0, 0),
    "game/ui/scenes/statistics.py": (0, 0),
    "game/ui/scenes/statistics_pages.py": (0, 0),
    "game/ui/scenes/gameover.py": (0, 0),
    "game/ui/scenes/review.py": (0, 0),
    "game/ui/scenes/review_board.py": (0, 0),
    "game/ui/scenes/review_panel.py": (0, 0),
    "game/ui/scenes/review_open.py": (0, 0),
    "game/ui/scenes/review_steps.py": (0, 0),
    "game/ui/scenes/rules_screen.py": (0, 0),
    "game/ui/scenes/rules_text.py": (0, 0),
    "game/ui/scenes/tutorial.py": (0, 0),
    "game/ui/scenes/tutorial_tips.py": (0, 0),
    "game/ui/table/autopilot.py": (0, 0),
    "game/ui/table/chrome.py": (0, 0),
    "game/ui/table/coach.py": (0, 0),
    "game/ui/table/coachpanel.py": (0, 0),
    "game/ui/table/effects.py": (0, 0),
    "game/ui/table/hand.py": (0, 0),
    "game/ui/table/infopanel.py": (0, 0),
    "game/ui/table/layout.py": (0, 0),
    "game/ui/table/plates.py": (0, 0),
    "game/ui/table/render.py": (0, 0),
    "game/ui/table/status.py": (0, 0),
    "game/ui/table/trickview.py": (0, 0),
}


@pytest.fixture(scope="module")
def counts() -> dict[str, tuple[int, int]]:
    # The QA harness (game/devtools) reads the screens with the UI's own metrics too.
    return ui_literals.count_tree() | ui_literals.count_tree(ROOT / "game" / "devtools")


@pytest.mark.parametrize("path", sorted(CEILINGS))
def test_inline_literals_do_not_come_back(counts, path):
    assert path in counts, f"{path} is gone: take it off CEILINGS (or follow it where it moved)"
    metrics, colours = counts[path]
    most_metrics, most_colours = CEILINGS[path]
    assert metrics <= most_metrics, (
        f"{path}: {metrics} inline lengths like round(14 * s) (at most {most_metrics}): "
        "name them (sizing.Metrics, or a constant at the top of the module)"
    )
    assert colours <= most_colours, (
        f"{path}: {colours} inline RGB colours (at most {most_colours}): name them in "
        "game/ui/kit/palette.py (the card art's: game/ui/cardparts/paint.py, or the top of "
        "the painter whose own colour it is)"
    )


def test_the_counter_sees_inline_lengths_and_colours():
    """The counter itself: what it must count and what it must leave alone (the test
    above could not fail if it counted nothing)."""
    source = """
PANEL_W = 900                      # a named length: not counted
GOLD = (232, 190, 90)              # a named colour: not counted

def draw(surface, s, scale, k, m):
    a = round(14 * s)              # 1
    b = int(40 * self.scale)       # 2
    c = int(15 * s * k)            # 3 (one literal, not two)
    d = sizing.px(24, s)            # 4
    e = min(50 * s, 3)             # 5
    f = m(PANEL_W) + m.pad         # named: not counted
    g = k * 0.95                   # no scale: not counted
    surface.fill((0, 0, 0, 80))    # colour 1
    pygame.draw.rect(surface, (24, 38, 46), r)  # colour 2
    for mult in (1, 2, 5, 10):     # numbers to loop over: not a colour
        pass
    rect = (x, y, 10, 20)          # not all numbers: not a colour
"""
    assert ui_literals.count_source(source) == (5, 2)


def test_the_theme_names_its_lengths_at_one_scale():
    """``sizing.Metrics`` turns the named design sizes into pixels with the one UI
    scale, rounding (the table's dialogs) or cutting (the menu screens)."""
    from game.ui.kit import sizing

    m = sizing.Metrics(1.25)
    assert m.pad == round(sizing.Metrics.PAD * 1.25) == 30
    assert m.body == 20 and m(15) == 19 and m(15, 1.1) == round(15 * 1.25 * 1.1)
    cut = sizing.Metrics(1.25, cut=True)
    assert cut(15) == 18 and cut.button_h == int(46 * 1.25)
    with pytest.raises(AttributeError):
        _ = m.no_such_length
    assert sizing.Metrics(sizing.ui_scale((1024, 640))).title == sizing.Metrics.TITLE
