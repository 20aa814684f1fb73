"""The special cards' choices by keyboard alone, as a player meets them at the table:
F1 over an open choice panel lists the keys that work there (in the words of the
other sections), the panel stays open under the help, and those keys make each
choice: the Juggler's suit, the Shapeshifter's shape, the Werewolf's trump, the
Cloud's bid change and the pass after a Juggler trick. Real App, posted key events,
positions reached by seeded random games."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import _
from game.rules import (
    ChangeBid,
    PassCard,
    Phase,
    PlayNamed,
    Rules,
    Shape,
    Suit,
    WerewolfTrump,
)
from game.rules.cards import JUGGLER, SHAPESHIFTER
from game.rules.specials import special_cards
from game.ui.scenes.help import HelpOverlay
from game.ui.scenes.table import TableScene
from tests.robot import close, open_app, table_setup
from tests.special_support import human_to

RULES = Rules(4, special=special_cards("25"))
PANEL_KEYS = (
    _("Special cards"),
    _("Select a suit, a shape or a bid change"),
    _("Take the card back"),
    _("Passing a card"),
    _("Pass the selected card"),
)


@pytest.fixture
def robot(tmp_path):
    robot = open_app(tmp_path, speed="fast", tips=False)
    yield robot
    close(robot)


def _table(robot, state) -> TableScene:
    setup = table_setup(RULES, 1, ["human", "random", "random", "random"])
    table = TableScene(robot.app, setup, state=state)
    robot.app.push(table)
    robot.run(5)
    assert table.human_turn, robot.describe()
    return table


def _select_in_hand(robot, table, card) -> None:
    """The hand's keys: the arrows step to ``card``."""
    robot.key(pygame.K_RIGHT, settle=1)  # the keys' choice shows up
    for _step in range(len(table.model.hands[0])):
        if table.model.hands[0][table.hand.kb_index] == card:
            return
        robot.key(pygame.K_RIGHT, settle=1)
    raise AssertionError(f"{card} not reached with the arrows")


def _help_lists_the_panel_keys(robot, table) -> None:
    robot.key(pygame.K_F1, settle=2)
    assert isinstance(robot.top, HelpOverlay) and robot.top.below is table, robot.describe()
    for text in PANEL_KEYS:
        assert robot.shows(text), f"{text!r} missing from the help"
    robot.key(pygame.K_F1, settle=2)
    assert robot.top is table and table.moves.options is not None, "the panel closed"


def test_help_over_the_juggler_panel_then_its_keys_name_the_suit(robot):
    s = human_to(RULES, Phase.PLAY, lambda s: JUGGLER in s.hand(0) and len(s.hand(0)) > 1)
    table = _table(robot, s)
    _select_in_hand(robot, table, JUGGLER)
    robot.key(pygame.K_RETURN, settle=2)
    assert table.moves.options is not None and robot.shows(_("Juggler: in which suit?"))
    _help_lists_the_panel_keys(robot, table)
    robot.key(pygame.K_4, settle=1)
    robot.key(pygame.K_LEFT, settle=1)
    robot.key(pygame.K_RETURN, settle=2)
    assert table.state.log[len(s.log)] == PlayNamed(JUGGLER, Suit.H)


def test_the_shapeshifter_by_keys_and_escape_takes_it_back(robot):
    s = human_to(RULES, Phase.PLAY, lambda s: SHAPESHIFTER in s.hand(0) and len(s.hand(0)) > 1)
    table = _table(robot, s)
    _select_in_hand(robot, table, SHAPESHIFTER)
    robot.key(pygame.K_RETURN, settle=2)
    assert table.moves.options is not None
    robot.key(pygame.K_ESCAPE, settle=2)  # the card back, no pause menu
    assert table.moves.options is None and robot.top is table and table.state is s
    robot.key(pygame.K_RETURN, settle=2)  # the same card again
    robot.key(pygame.K_2, settle=1)
    robot.key(pygame.K_UP, settle=2)
    assert table.state.log[len(s.log)] == PlayNamed(SHAPESHIFTER, Shape.JESTER)


def test_the_werewolf_names_no_trump_by_keys(robot):
    s = human_to(RULES, Phase.WEREWOLF)
    table = _table(robot, s)
    _help_lists_the_panel_keys(robot, table)
    robot.key(pygame.K_5, settle=1)
    robot.key(pygame.K_RETURN, settle=2)
    assert table.state.log[len(s.log)] == WerewolfTrump(None)


def test_the_cloud_winner_raises_the_bid_by_keys(robot):
    s = human_to(RULES, Phase.CLOUD, lambda s: 0 < s.bids[0] < s.round)
    table = _table(robot, s)
    robot.key(pygame.K_RIGHT, settle=1)
    robot.key(pygame.K_RETURN, settle=2)
    assert table.state.log[len(s.log)] == ChangeBid(1)


def test_a_card_is_passed_by_keys(robot):
    s = human_to(RULES, Phase.PASS)
    table = _table(robot, s)
    robot.key(pygame.K_F1, settle=2)
    for text in (_("Passing a card"), _("Pass the selected card")):
        assert robot.shows(text), f"{text!r} missing from the help"
    robot.key(pygame.K_F1, settle=2)
    robot.key(pygame.K_RIGHT, settle=1)
    robot.key(pygame.K_RIGHT, settle=1)
    card = table.model.hands[0][table.hand.kb_index]
    robot.key(pygame.K_RETURN, settle=2)
    assert table.state.log[len(s.log)] == PassCard(card)


def test_the_60_card_tables_help_has_no_special_keys():
    from game.ui.scenes.help import table_sections

    titles = [title for title, _items in table_sections()]
    assert _("Passing a card") not in titles and _("Special cards") not in titles
    assert _("Passing a card") in [t for t, _i in table_sections(special=True)]
