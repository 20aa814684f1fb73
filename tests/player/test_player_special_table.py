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
from tests.special_support import human_to

SIZES = [(1280, 720), (1024, 640), (1920, 1080)]


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
    s = human_to(rules, Phase.PLAY, lambda s: card in s.hand(0))
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
    s = human_to(rules, Phase.WEREWOLF)
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


def _last_trick_won_by_the_human(rules: Rules):
    """A position where the human plays the round's last card and takes the trick:
    the state and that card."""
    from game.rules import RoundScored, TrickWon

    n = rules.players
    for seed in range(300):
        s, _events = new_game(rules, seed=seed)
        rng = random.Random(seed)
        while not s.is_over:
            if s.phase == Phase.PLAY and s.to_move == 0 and len(s.trick) == n - 1 and s.round > 1:
                for action in s.legal_actions():
                    events = s.apply(action)[1]
                    if (any(isinstance(e, TrickWon) and e.winner == 0 for e in events)
                            and any(isinstance(e, RoundScored) for e in events)):
                        return s, action
            s = s.apply(rng.choice(s.legal_actions()))[0]
    raise AssertionError("no seed reaches the position")


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 6])
def test_your_trick_and_the_rounds_points_never_touch(tmp_path, players, size):
    """The round's last trick won by the player: "Your trick" above the plate and the
    round's points floating up from it never overlap, and the number rises steadily
    (no jump when the bubble fades)."""
    rules = Rules(players, special=special_cards("25"))
    s, action = _last_trick_won_by_the_human(rules)
    robot = open_app(tmp_path, speed="normal", tips=False, size=size)
    try:
        table = _table(robot, rules, s)
        plate = table.layout.panels[0]
        table.human_move(action)
        both = 0
        last_bottom = None
        for _frame in range(600):
            robot.run(1)
            mine = [f for f in table.seen.floaters if abs(f.centerx - plate.centerx) < 4
                    and f.bottom <= plate.top]
            for bubble in table.seen.bubbles:
                for floater in table.seen.floaters:
                    assert not floater.colliderect(bubble), (floater, bubble)
            if mine and table.seen.bubbles:
                both += 1
            if mine:
                assert last_bottom is None or mine[0].bottom <= last_bottom, "it jumped"
                last_bottom = mine[0].bottom
            elif last_bottom is not None:
                break
        assert both > 10, "the bubble and the points were never on screen together"
    finally:
        close(robot)


def _before_a_werewolf_swap(rules: Rules, yours: bool):
    """The end of a round (its summary open) before a round whose Werewolf is shown by
    the player (``yours``) or by another seat."""
    from game.rules import WerewolfSwapped

    for seed in range(300):
        s, _events = new_game(rules, seed=seed)
        rng = random.Random(seed)
        while not s.is_over:
            after, events = s.apply(action := rng.choice(s.legal_actions()))
            swaps = [e for e in events if isinstance(e, WerewolfSwapped)]
            if swaps and (swaps[0].seat == 0) == yours and s.phase == Phase.ROUND_OVER:
                return s
            s = after
    raise AssertionError(f"no seed reaches the position ({action})")


@pytest.mark.parametrize("yours", [True, False], ids=["yours", "theirs"])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 640), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 6])
def test_the_werewolf_banner_keeps_clear_of_the_trump_box(tmp_path, players, size, yours):
    """"... shows the Werewolf and takes the trump card" stands clear of the trump box
    (``status.BANNER_CLEAR`` at least), of every plate and of the trump panel."""
    from game.ui.kit import sizing
    from game.ui.table import status

    rules = Rules(players, special=special_cards("25"))
    s = _before_a_werewolf_swap(rules, yours)
    robot = open_app(tmp_path, speed="normal", tips=False, size=size)
    try:
        setup = table_setup(rules, 1, ["human"] + ["random"] * (players - 1))
        table = TableScene(robot.app, setup, state=s)
        robot.app.push(table)
        robot.run(30)
        robot.key(pygame.K_RETURN)  # the round summary's Next round
        for _frame in range(900):
            robot.run(1)
            shown = table.effects.banner_shown
            if shown is not None and "Werewolf" in shown[0]:
                break
        else:
            raise AssertionError(f"no Werewolf banner; {robot.describe()}")
        text = shown[0]
        assert text.startswith("You") == yours, text
        lay = table.layout
        clear = sizing.px(status.BANNER_CLEAR, table.scale)
        box = lay.info_panel.inflate(2 * clear - 2, 2 * clear - 2)
        pad_x, pad_y = status.BANNER_PAD
        checked = 0
        for _frame in range(200):  # while it shows: as the swap flies, and over the panel
            robot.run(1)
            spots = robot.where(text, match=0.9)
            if not spots:
                continue
            pill = spots[0].inflate(2 * pad_x, 2 * pad_y)
            assert not pill.colliderect(box), f"banner {pill} near the trump box {lay.info_panel}"
            assert not any(pill.colliderect(p) for p in lay.panels), "banner over a plate"
            panel = table.moves.options
            if panel is not None and table.human_turn:
                assert not pill.colliderect(panel.rect), "banner over the trump's panel"
                checked += 1
        assert checked or not yours, "the panel never opened under the banner"
    finally:
        close(robot)
