"""The pickers report as every widget does (issue 11): ``handle_event(event)`` answers
whether the widget used the event, and a choice goes to the callback the owner gave
(``on_choose`` / ``on_refuse``, as ``Choice`` and ``Stepper`` use ``on_change``), never
by a return value the caller has to decode or by the widget calling into the table.

The bid picker is tested alone (real fonts and text cache), the trump chooser and
both pickers' keys at a real table in the real App (strict mode).
"""

from __future__ import annotations

from functools import partial

import pygame
import pytest

from game.rules import Phase, Rules, Suit, new_game
from game.savegame import GameSetup
from game.ui.kit import typeface, widgets
from game.ui.scenes.bidpicker import BidPicker
from game.ui.table import pickers
from game.ui.table import render as rd
from game.ui.table.autopilot import click_events, key_event
from game.ui.table.trumpchooser import TrumpChooser


@pytest.fixture
def picked():
    return {"chosen": [], "refused": []}


@pytest.fixture
def picker(app, picked):
    """Round 3 with 1 forbidden (plus/minus one)."""
    fonts = typeface.Fonts()
    return BidPicker(
        fonts, rd.TextCache(fonts), pygame.Rect(0, 0, 800, 500), 3, [0, 2, 3], 1, 2, 1.0,
        on_choose=picked["chosen"].append, on_refuse=picked["refused"].append,
    )


def _click(widget, pos) -> list[bool]:
    return [widget.handle_event(ev) for ev in click_events(pos)]


def test_a_click_on_a_bid_goes_to_on_choose(picker, picked):
    used = _click(picker, dict(picker.buttons)[2].center)
    assert picked == {"chosen": [2], "refused": []}
    assert all(isinstance(u, bool) for u in used) and used[-1] is True


def test_the_forbidden_bid_goes_to_on_refuse_and_flashes(picker, picked):
    _click(picker, dict(picker.buttons)[1].center)
    assert picked == {"chosen": [], "refused": [1]}
    assert picker.flash_forbidden > 0


def test_keys_move_type_and_take_a_bid(picker, picked):
    picker.selected = 0
    assert picker.handle_event(key_event(pygame.K_RIGHT)) is True
    assert picker.selected == 1
    assert picker.handle_event(key_event(pygame.K_RETURN)) is True  # 1 is forbidden
    assert picked["refused"] == [1]
    assert picker.handle_event(key_event(pygame.K_3)) is True
    assert picker.handle_event(key_event(pygame.K_KP_ENTER)) is True
    assert picked["chosen"] == [3]


def test_events_it_has_no_use_for_are_not_used(picker, picked):
    assert picker.handle_event(key_event(pygame.K_a)) is False
    outside = (picker.rect.right + 50, picker.rect.bottom + 50)
    assert _click(picker, outside) == [False, False, False]
    move = pygame.event.Event(pygame.MOUSEMOTION, pos=outside, rel=(0, 0), buttons=(0, 0, 0))
    assert picker.handle_event(move) is False
    assert picked == {"chosen": [], "refused": []}


def test_pickers_and_form_widgets_share_the_widget_protocol(picker):
    assert isinstance(picker, widgets.Widget)
    for w in (widgets.Choice([(1, "a"), (2, "b")], 1), widgets.Stepper(1, 0, 3),
              widgets.Toggle(False)):
        assert isinstance(w, widgets.Widget)


# ----------------------------------------------------------------- at the table


def _table(app, predicate, **variants):
    """A real table where the human (seat 0) is to move as ``predicate`` wants."""
    for seed in range(2000):
        state, _ = new_game(Rules(4, **variants), seed=seed)
        if predicate(state):
            break
    else:
        raise AssertionError("no seed found")
    setup = GameSetup(Rules(4, **variants), ["You", "Anna", "Bertil", "Cecilia"],
                      ["human", "easy", "easy", "easy"], seed=seed)
    table = app.router.open("table", setup)
    for _ in range(2000):
        app.step(1 / 60)
        if table.human_turn and not table.busy:
            break
    assert table.human_turn
    pickers.ensure(table)
    return table


def _settle(app, frames=60):
    for _ in range(frames):
        app.step(1 / 60)


def test_trump_chosen_with_keys_at_the_table(app):
    app.settings.animation_speed = "instant"
    table = _table(app, lambda s: s.phase == Phase.CHOOSE_TRUMP and s.to_move == 0)
    chooser = table.moves.trump_chooser
    assert isinstance(chooser, TrumpChooser) and isinstance(chooser, widgets.Widget)
    table.handle_event(key_event(pygame.K_1 + int(Suit.H)))
    assert chooser.selected == int(Suit.H) and table.state.trump is None  # not yet
    table.handle_event(key_event(pygame.K_RETURN))
    assert table.state.trump == Suit.H
    _settle(app)
    assert table.model.trump == Suit.H


def test_trump_chooser_reports_through_its_callback(app):
    app.settings.animation_speed = "instant"
    table = _table(app, lambda s: s.phase == Phase.CHOOSE_TRUMP and s.to_move == 0)
    chosen = []
    chooser = TrumpChooser(table.layout.dialog_area, table.scale, table.text, chosen.append,
                           partial(pickers.trump_look, table))
    assert _click(chooser, dict(chooser.buttons)[Suit.S].center)[-1] is True
    assert chooser.handle_event(key_event(pygame.K_a)) is False
    assert chosen == [Suit.S]
    assert table.state.trump is None  # the callback decides; this one only noted it


def test_forbidden_bid_by_keys_at_the_table_says_why(app):
    app.settings.animation_speed = "instant"
    table = _table(app, lambda s: s.dealer == 0 and s.phase == Phase.BID, plus_minus_one=True)
    forbidden = table.state.forbidden_bid()
    assert forbidden is not None
    table.handle_event(key_event(pygame.K_0 + forbidden))
    table.handle_event(key_event(pygame.K_RETURN))
    assert table.state.bids[0] is None
    assert "plus/minus-one" in table.status_text().text
    allowed = next(b for b in table.moves.picker.legal)
    table.handle_event(key_event(pygame.K_0 + allowed))
    table.handle_event(key_event(pygame.K_RETURN))
    assert table.state.bids[0] == allowed
    _settle(app)


def test_the_trump_chooser_is_an_option_panel_that_up_does_not_take(app):
    """One panel for every choice over the table; the trump chooser keeps its own keys
    (Up plays a card below a special card's panel, but no card lies below this one)."""
    from game.rules import ChooseTrump
    from game.ui.table.optionpanel import OptionPanel

    app.settings.animation_speed = "instant"
    table = _table(app, lambda s: s.phase == Phase.CHOOSE_TRUMP and s.to_move == 0)
    chosen = []
    chooser = TrumpChooser(table.layout.dialog_area, table.scale, table.text, chosen.append,
                           partial(pickers.trump_look, table))
    assert isinstance(chooser, OptionPanel)
    assert [suit for suit, _r in chooser.buttons] == list(Suit)
    table.moves.trump_chooser = chooser
    table.moves.take_hint(ChooseTrump(Suit.C))
    assert chooser.selected == list(Suit).index(Suit.C)
    assert chooser.handle_event(key_event(pygame.K_UP)) is False and chosen == []
    assert chooser.handle_event(key_event(pygame.K_KP_ENTER)) is True and chosen == [Suit.C]
