"""The bid hint says something true, with real plurals (issue 10, defect 4).

A player asks for a hint in a no-trump round holding no Wizard: the old text said
"0 Wizard(s) and 0 trump card(s) should take about 3 trick(s)". The reason now comes
from the trick counts the search itself played out, and is read off the screen.
"""

from __future__ import annotations

import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.i18n import set_language  # noqa: E402
from game.rules import Bid, seat_view  # noqa: E402
from game.savegame import GameSetup  # noqa: E402
from game.tutorial.deals import Deal, build_state  # noqa: E402
from game.ui.ai_worker import bid_reason, decide, reason_for  # noqa: E402
from game.ui.app import App  # noqa: E402
from tests.screen_text import ScreenText  # noqa: E402


@pytest.fixture
def spy_app(tmp_path):
    set_language("en")
    spy = ScreenText()
    app = App(size=(1280, 800), dirs={"config": tmp_path / "c", "data": tmp_path / "d",
                                      "log": tmp_path / "l"})
    app.settings.language = "en"
    app.settings.animation_speed = "instant"
    app.settings.tips = False
    spy.install(app)
    yield app, spy
    spy.uninstall()
    pygame.display.quit()


def no_trump_state():
    """Round 3, a Jester turned (no trump), the learner bids first, no Wizard held."""
    return build_state(Deal(hands=("H14 S14 C13", "H2 C3 D4", "S5 D6 C7", "H8 S9 D10"),
                            turned="J1", dealer=3))


def click(pos):
    for t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(t, pos=pos, button=1))


def test_bid_hint_on_screen_is_true_and_has_no_s_plurals(spy_app):
    from game.ui.scenes.table import TableScene

    app, spy = spy_app
    state = no_trump_state()
    assert state.trump is None and state.to_move == 0
    setup = GameSetup(state.rules, ["You", "Anna", "Ben", "Cleo"],
                      ["human", "easy", "easy", "easy"], seed=5)
    table = TableScene(app, setup, state)
    app.push(table)
    for _ in range(30):
        spy.frame()
    click(table.buttons[0].rect.center)  # the Hint button
    hint = None
    for _ in range(600):  # the real AI process thinks (Hard: a fraction of a second)
        spy.frame()
        hint = next((t for t in spy.texts() if t.startswith("Hint:")), None)
        if hint:
            break
        pygame.time.wait(5)
    assert hint, f"no hint drawn; texts: {spy.texts()}"
    for _ in range(60):
        spy.frame()
    assert "(s)" not in hint
    assert "0 Wizard" not in hint and "trump card" not in hint
    m = re.fullmatch(r"Hint: bid (\d+)\. Trial deals: exactly (\d+) tricks? in (\d+)% of them\.",
                     hint)
    assert m, hint
    bid, exact, pct = int(m[1]), int(m[2]), int(m[3])
    assert bid == exact and 0 <= pct <= 100
    assert (bid == 1) == (" trick " in hint)  # a real plural
    assert table.hint[0] == Bid(bid)  # the text names the bid the picker shows


def test_reason_numbers_are_the_searchs_own():
    set_language("en")
    state = no_trump_state()
    view = seat_view(state, 0)
    from ai import make_player

    player = make_player("hard", seed=11)
    action = player.choose(view)
    taken = player.last_stats["tricks"][str(action.tricks)]
    text = bid_reason(view, action.tricks, player.last_stats)
    pct = round(100 * taken[action.tricks] / sum(taken))
    assert text.endswith(f"in {pct}% of them.")
    # The worker sends the numbers; the words are made where the player reads them.
    index, data = decide("hint", "hard", 11, view)
    assert set(data) == {"tricks"} and sum(data["tricks"][str(view.legal[index].tricks)]) > 0
    set_language("de")
    try:
        german = reason_for("hint", view, view.legal[index], data)
        assert german.startswith("Probespiele: genau") and "(s)" not in german
    finally:
        set_language("en")


def test_fallback_reason_counts_only_what_exists():
    set_language("en")
    view = seat_view(no_trump_state(), 0)
    text = bid_reason(view, 1, None)
    assert "Wizard" in text and "0 " not in text and "(s)" not in text
    assert text == "No Wizard and no trump: your high cards may still take 1 trick."
    two = build_state(Deal(hands=("W1 W2 H5", "H2 C3 D4", "S5 D6 C7", "H8 S9 D10"),
                           turned="H14", dealer=3))
    text = bid_reason(seat_view(two, 0), 2, None)
    assert text == "You hold 2 Wizards and 1 trump card: bid 2 tricks."


def test_no_s_plural_left_in_any_ui_text():
    from pathlib import Path

    pot = (Path(__file__).resolve().parents[1] / "assets" / "locale" / "wizard.pot").read_text()
    pot = pot.replace('"\n"', "")  # join continued lines
    msgids = re.findall(r'^msgid(?:_plural)? "(.*)"$', pot, re.M)
    assert not [m for m in msgids if "(s)" in m]


def test_play_hint_reason_is_the_searchs_share_of_made_bids():
    """Round 3, no trump, the learner leads having bid: the reason for the card is how
    often the search's play-outs made the bid with it, in the player's language."""
    from game.rules import Bid as B

    set_language("en")
    state = no_trump_state()
    while state.phase.name == "BID":
        state, _events = state.apply(B(1))
    view = seat_view(state, state.to_move)
    from ai import make_player

    player = make_player("hard", seed=4)
    action = player.choose(view)
    made = player.last_stats["made"][str(int(action.card))]
    index, data = decide("hint", "hard", 4, view)
    assert 0 <= data["made"] <= 1
    text = reason_for("hint", view, view.legal[index], data)
    if data["made"] > 0:
        assert re.fullmatch(r"Trial deals: with this card you make your bid in \d+% of them\.",
                            text), text
    assert 0 <= made <= 1 and "(s)" not in text
