"""The special-card table at every window size, as a player meets it: a Juggler's or
Cloud's suit panel (and the Werewolf's) stays open through a window resize, laid out
again for the new size with the player's choice kept. Real App, posted events,
positions from seeded random games."""

from __future__ import annotations

import random

import pygame
import pytest

from game.rules import Phase, PlayNamed, Rules, Suit, WerewolfTrump, new_game
from game.rules.cards import CLOUD, JUGGLER
from game.rules.specials import special_cards
from game.ui.scenes.table import TableScene
from tests.robot import close, open_app, table_setup
from tests.special_support import play_random

SIZES = [(1280, 720), (1024, 640), (1920, 1080)]


def _human_to(rules: Rules, phase: Phase, also=lambda s: True):
    for seed in range(300):
        state, _events = new_game(rules, seed=seed)
        got = play_random(state, random.Random(seed),
                          lambda s: s.phase == phase and s.to_move == 0 and also(s))
        if not got.is_over:
            return got
    raise AssertionError("no seed reaches the position")


def _table(robot, rules: Rules, state) -> TableScene:
    setup = table_setup(rules, 1, ["human"] + ["random"] * (rules.players - 1))
    table = TableScene(robot.app, setup, state=state)
    robot.app.push(table)
    robot.run(5)
    assert table.human_turn, robot.describe()
    return table


@pytest.mark.parametrize("players", [3, 6])
@pytest.mark.parametrize("card", [JUGGLER, CLOUD], ids=["juggler", "cloud"])
def test_the_suit_panel_stays_open_through_a_resize(tmp_path, players, card):
    rules = Rules(players, special=special_cards("25"))
    s = _human_to(rules, Phase.PLAY, lambda s: card in s.hand(0))
    robot = open_app(tmp_path, speed="fast", tips=False)
    try:
        table = _table(robot, rules, s)
        rect = dict(table.hand_rects())[card]
        robot.click_at((rect.left + 6, rect.centery), settle=2)
        assert table.moves.options is not None, robot.describe()
        robot.key(pygame.K_3, settle=1)  # hearts chosen, not yet taken
        for size in SIZES:
            robot.resize(size, settle=3)
            panel = table.moves.options
            assert panel is not None, f"the panel closed at {size}"
            assert panel.selected == 2, f"the choice was lost at {size}"
            window = pygame.Rect((0, 0), size)
            assert window.contains(panel.rect), (size, panel.rect)
            card_now = dict(table.hand_rects())[card]
            assert panel.rect.bottom <= card_now.top + 1, "the panel left its card"
            assert robot.shows(f"{card.name.title()}: in which suit?"), robot.describe()
        robot.key(pygame.K_RETURN, settle=2)
        assert table.state.log[len(s.log)] == PlayNamed(card, Suit.H)
    finally:
        close(robot)


def test_the_werewolf_panel_keeps_its_choice_through_a_resize(tmp_path):
    rules = Rules(4, special=special_cards("25"))
    s = _human_to(rules, Phase.WEREWOLF)
    robot = open_app(tmp_path, speed="fast", tips=False)
    try:
        table = _table(robot, rules, s)
        robot.key(pygame.K_5, settle=1)  # no trump
        robot.resize((1024, 640), settle=3)
        assert table.moves.options is not None and table.moves.options.selected == 4
        robot.key(pygame.K_RETURN, settle=2)
        assert table.state.log[len(s.log)] == WerewolfTrump(None)
    finally:
        close(robot)
