"""The table with the anniversary special cards: the choice panel (keys, mouse,
cancel), the view of a special round (the received card, a changed bid, the deck's
size), undo's rule for the new decisions, every special event's animation ending on
its view, and the human's decisions made at the real table: a Juggler's suit asked
at the card, the Werewolf's trump, a card passed, the Cloud's bid change."""

from __future__ import annotations

import random

import pygame
import pytest

from game.rules import (
    Card,
    CardsPassed,
    ChangeBid,
    PassCard,
    Phase,
    PlayNamed,
    Rules,
    Shape,
    Suit,
    WerewolfTrump,
    new_game,
)
from game.rules.cards import BOMB, CLOUD, JUGGLER, SHAPESHIFTER
from game.rules.specials import special_cards
from game.ui.kit import tween as tw
from game.ui.table.controller import TableController, reveals
from game.ui.table.optionpanel import Option, OptionPanel
from game.ui.table.view import table_view
from tests.robot import autoplay_to_round, open_table
from tests.special_support import play_random

RULES = Rules(4, special=special_cards("25"))


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def mouse(kind: int, pos) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=pos, button=1)


def reach(until, rules: Rules = RULES, seeds=range(200)):
    """The first seeded random game's state where ``until(state)`` holds."""
    for seed in seeds:
        state, _events = new_game(rules, seed=seed)
        got = play_random(state, random.Random(seed), until)
        if not got.is_over:
            return got
    raise AssertionError("no seed reaches the position")


def human_to(phase: Phase, also=lambda s: True):
    return reach(lambda s: s.phase == phase and s.to_move == 0 and also(s))


# ---------------------------------------------------------------- the choice panel
def _panel(text_cache, cancel=None, near=None):
    chosen: list = []
    options = [Option(s, s.name.title(), s) for s in Suit] + [Option(None, "None")]
    panel = OptionPanel(
        pygame.Rect(0, 0, 800, 500), 1.0, text_cache, "Pick", options, chosen.append,
        lambda: None, near=near, on_cancel=cancel,
    )
    return panel, chosen


@pytest.fixture
def text_cache(app):
    from game.ui.table.render import TextCache

    return TextCache(app.fonts)


def test_panel_keys_move_pick_and_take(text_cache):
    panel, chosen = _panel(text_cache)
    assert panel.handle_event(key(pygame.K_RIGHT)) and panel.handle_event(key(pygame.K_RETURN))
    assert chosen == [Suit.D]
    panel.handle_event(key(pygame.K_5))
    panel.handle_event(key(pygame.K_KP_ENTER))
    assert chosen[-1] is None  # the fifth choice: no trump
    panel.handle_event(key(pygame.K_LEFT))
    panel.handle_event(key(pygame.K_RETURN))
    assert chosen[-1] == Suit.S
    assert not panel.handle_event(key(pygame.K_ESCAPE))  # no cancel: the table pauses


def test_panel_mouse_chooses_and_a_click_beside_it_cancels(text_cache):
    cancelled: list = []
    near = pygame.Rect(380, 420, 60, 80)
    panel, chosen = _panel(text_cache, cancel=lambda: cancelled.append(1), near=near)
    assert panel.rect.bottom <= near.top  # right above the card
    hearts = dict(panel.buttons)[Suit.H].center
    panel.handle_event(mouse(pygame.MOUSEBUTTONDOWN, hearts))
    panel.handle_event(mouse(pygame.MOUSEBUTTONUP, hearts))
    assert chosen == [Suit.H]
    # Pressed on one choice, released on another: nothing is chosen.
    panel.handle_event(mouse(pygame.MOUSEBUTTONDOWN, panel.buttons[0][1].center))
    panel.handle_event(mouse(pygame.MOUSEBUTTONUP, panel.buttons[1][1].center))
    assert chosen == [Suit.H]
    assert panel.handle_event(mouse(pygame.MOUSEBUTTONDOWN, (5, 5)))
    assert cancelled == [1]
    panel.handle_event(key(pygame.K_ESCAPE))
    assert cancelled == [1, 1]


def test_panel_fits_a_small_area(text_cache):
    area = pygame.Rect(0, 0, 300, 200)
    panel = OptionPanel(area, 1.0, text_cache, "Pick a suit or none",
                        [Option(s, s.name, s) for s in Suit], print, lambda: None)
    assert area.contains(panel.rect)
    assert all(panel.rect.contains(b) for _v, b in panel.buttons)


# -------------------------------------------------------------------------- the view
def test_the_view_counts_the_special_cards_in_the_stock():
    state, _events = new_game(RULES, seed=3)
    plain, _ = new_game(Rules(4), seed=3)
    assert table_view(state).stock == 67 - 4 and table_view(plain).stock == 60 - 4


def test_the_view_keeps_the_received_card_until_the_next_trick_starts():
    s = reach(lambda s: s.phase == Phase.PLAY and s.sp.passes
              and s.sp.passes[-1].trick == len(s.tricks) and not s.trick)
    view = table_view(s)
    given = s.sp.passes[-1].cards[s.players - 1]  # from the seat on seat 0's right
    assert view.received == given and given in view.hands[0]
    after, _events = s.apply(s.legal_actions()[0])  # the next trick's first card
    assert table_view(after).received is None


def test_the_view_names_the_werewolf_holder_and_hides_the_trump_while_it_chooses():
    s = reach(lambda s: s.phase == Phase.WEREWOLF)
    view = table_view(s)
    assert view.werewolf_seat == s.to_move and not view.trump_known
    assert view.turned.is_special


def test_a_changed_bid_is_in_the_view():
    s = reach(lambda s: s.sp.changes and s.phase == Phase.PLAY)
    change = s.sp.changes[-1]
    assert table_view(s).bid_changes[-1] == change
    assert table_view(s).bids[change.seat] == change.new


# ------------------------------------------------------------------------------ undo
@pytest.mark.parametrize("phase", [Phase.WEREWOLF, Phase.CLOUD, Phase.PASS])
def test_the_humans_special_decision_can_be_undone_until_something_is_revealed(phase):
    s = human_to(phase, lambda s: phase != Phase.PASS or s.sp.passing[s.players - 1] is None)
    game = TableController(s, human=0)
    game.apply(0, s.legal_actions()[0])
    while game.has_events and not reveals(game.queue[0], 0):
        game.next_event()
    assert game.can_undo
    assert game.undo() and game.state is s


def test_the_passes_arriving_close_undo():
    s = human_to(Phase.PASS)
    game = TableController(s, human=0)
    game.apply(0, PassCard(s.hand(0)[0]))
    st = game.state
    while st.phase == Phase.PASS:  # the other seats choose: nothing revealed yet
        game.apply(st.to_move, st.legal_actions()[0])
        st = game.state
    seen = []
    while game.has_events:
        event = game.next_event()
        seen.append(type(event))
        if isinstance(event, CardsPassed):
            break
    assert CardsPassed in seen and not game.can_undo


# ------------------------------------------------------------------------ animations
def _ends(table) -> list:
    from tests.ui.test_table_view import spy_on_events

    ends = spy_on_events(table)
    anim = table.playback.animator
    inner = anim.task_for

    def held(event, after):  # the special holds are dropped by the end too
        def look():
            m = table.model
            ends.append((event, not (m.trick_bombed or m.turned_away or m.passes_flying)))

        return tw.Sequence([inner(event, after), tw.Call(look)])

    anim.task_for = held
    return ends


@pytest.mark.parametrize("speed", ["instant", "normal"])
@pytest.mark.parametrize("reduced", [False, True])
def test_every_special_animation_ends_on_its_view(make_app, speed, reduced):
    app = make_app()
    app.settings.animation_speed = speed
    tw.motion.reduced = reduced
    try:
        table = open_table(app, rules=RULES, seed=11, levels=["random"] * 4, autoplay=True)
        table.autoplay_level = "random"
        ends = _ends(table)
        autoplay_to_round(app, table, 8, 1 / 60 if speed == "instant" else 1 / 20, 60000)
    finally:
        tw.motion.reduced = False
    assert table.state.round >= 8
    kinds = {type(e).__name__ for e, *_rest in ends}
    assert {"WerewolfSwapped", "TrumpNamed", "CardPassed", "CardsPassed"} <= kinds, kinds
    bad = [e for e, *checks in ends if not all(checks)]
    assert not bad, bad[:5]


def _scene(app, state, levels=("human", "random", "random", "random")):
    """The table over ``state`` (a game in progress), pushed onto the App."""
    from game.ui.scenes.table import TableScene
    from tests.robot import table_setup

    table = TableScene(app, table_setup(RULES, 1, list(levels)), state=state)
    app.push(table)
    return table


def test_a_bombed_trick_lies_as_nobodys_then_bursts_where_it_lies(make_app):
    app = make_app()
    app.settings.animation_speed = "normal"
    s = human_to(Phase.PLAY, lambda s: len(s.trick) == s.players - 1 and BOMB in s.trick)
    table = _scene(app, s)
    app.step(1 / 30)
    assert table.human_turn
    table.human_move(s.legal_actions()[0])  # the last card: the trick is complete
    seen_bombed = seen_burst = False
    for _frame in range(300):
        app.step(1 / 30)
        m = table.model
        if m.trick_bombed and not m.trick_lifted:
            seen_bombed = True
            assert m.trick_winner is None and m.leads_next is not None
            assert any("nobody takes this trick" in t for t in table.seen.texts)
        if m.trick_bombed and m.trick_lifted and table.sprites:
            seen_burst = True  # where it lies: no card goes near a plate
            plates = table.layout.panels
            assert not any(p.collidepoint(sp.pos) for sp in table.sprites for p in plates)
        if seen_burst and not table.busy:
            break
    assert seen_bombed and seen_burst
    assert not table.sprites and not table.model.trick_bombed


# ---------------------------------------------------------------- the real table
def _table_at(robot, state):
    """The human's table (the others random) showing ``state``."""
    robot.app.settings.undo = True
    table = _scene(robot.app, state)
    robot.run(5)
    assert table.human_turn, robot.describe()
    return table


def test_a_juggler_asks_its_suit_at_the_card_by_mouse_and_keys(robot):
    s = human_to(Phase.PLAY, lambda s: JUGGLER in s.hand(0))
    table = _table_at(robot, s)
    robot.click_card(table, JUGGLER, settle=2)
    panel = table.moves.options
    assert panel is not None and robot.shows("Juggler: in which suit?"), robot.describe()
    assert table.state is s  # nothing played yet
    robot.key(pygame.K_ESCAPE, settle=2)  # takes the card back, no pause menu
    assert table.moves.options is None and robot.top is table and table.state is s
    robot.click_card(table, JUGGLER, settle=2)
    robot.key(pygame.K_3, settle=1)
    robot.key(pygame.K_RETURN, settle=2)
    assert table.state.log[len(s.log)] == PlayNamed(JUGGLER, Suit.H)


def _dark_pixels(screen, rect) -> int:
    return sum(1 for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
               if sum(screen.get_at((x, y))[:3]) < 200)


def test_a_shapeshifter_asks_wizard_or_jester(robot):
    s = human_to(Phase.PLAY, lambda s: SHAPESHIFTER in s.hand(0))
    table = _table_at(robot, s)
    robot.click_card(table, SHAPESHIFTER, settle=2)
    panel = table.moves.options
    assert [o.value for o in panel.options] == [Shape.WIZARD, Shape.JESTER]
    for shape in Shape:  # each tile shows the card's corner mark above its word
        tile = dict(panel.buttons)[shape]
        mark = pygame.Rect(tile.x + 8, tile.y + 6, tile.w - 16, tile.h // 3 - 6)
        assert _dark_pixels(robot.app.screen, mark) > 30, shape
    robot.click_at(dict(panel.buttons)[Shape.JESTER].center, settle=2)
    assert table.state.log[len(s.log)] == PlayNamed(SHAPESHIFTER, Shape.JESTER)


def test_the_werewolf_holder_names_no_trump_and_may_undo_it(robot):
    s = human_to(Phase.WEREWOLF)
    table = _table_at(robot, s)
    panel = table.moves.options
    assert panel is not None and robot.shows("You hold the Werewolf: name the trump")
    robot.click_at(dict(panel.buttons)[None].center, settle=2)  # "No trump"
    assert table.state.log[len(s.log)] == WerewolfTrump(None)
    assert table.game.can_undo
    table.undo()
    robot.run(3)
    assert table.state.phase == Phase.WEREWOLF and table.moves.options is not None


def test_a_card_clicked_while_passing_is_passed_and_the_received_one_marked(robot):
    s = human_to(Phase.PASS)
    table = _table_at(robot, s)
    assert robot.shows("Choose a card to pass to Anna"), robot.describe()
    card, _rect = table.hand_rects()[0]
    robot.click_card(table, card, settle=2)
    assert table.state.log[len(s.log)] == PassCard(card)
    robot.until(lambda: table.state.phase != Phase.PASS and not table.busy, "the passes")
    robot.run(5)
    assert table.model.received is not None
    assert table.model.received in table.model.hands[0] and card not in table.model.hands[0]


def test_the_cloud_winner_changes_the_bid_and_the_plate_says_so(robot):
    s = human_to(Phase.CLOUD, lambda s: 0 < s.bids[0] < s.round)
    table = _table_at(robot, s)
    bid = s.bids[0]
    panel = table.moves.options
    assert [o.label for o in panel.options] == [f"{bid} → {bid - 1}", f"{bid} → {bid + 1}"]
    robot.click_at(dict(panel.buttons)[1].center, settle=2)
    assert table.state.log[len(s.log)] == ChangeBid(1)
    robot.until(lambda: not table.busy, "the change is shown")
    robot.run(3)
    assert robot.shows(f"{bid}→{bid + 1}"), robot.describe()


def test_a_secret_pass_does_not_wait_for_undo_but_the_last_one_does():
    from game.ui.table.drivers import AI_PAUSE, UNDO_HOLD, ai_rest

    first = reach(lambda s: s.phase == Phase.PASS and s.sp.passing.count(None) == s.players)
    last = reach(lambda s: s.phase == Phase.PASS and s.sp.passing.count(None) == 1)
    assert ai_rest(first, 1.0, undo_open=True) == AI_PAUSE
    assert ai_rest(last, 1.0, undo_open=True) == UNDO_HOLD  # it sends the cards


def test_the_autopilot_names_passes_and_chooses_on_the_panels(robot):
    from game.ui.table.autopilot import human_events

    for phase in (Phase.WEREWOLF, Phase.CLOUD, Phase.PASS):
        s = human_to(phase)
        table = _table_at(robot, s)
        for _round in range(3):  # a card to name: the card, then the panel's choice
            for event in human_events(table):
                pygame.event.post(event)
            robot.run(2)
            if len(table.state.log) > len(s.log):
                break
        assert table.state.log[len(s.log)] in s.legal_actions(), phase


def test_a_juggler_marked_in_advance_asks_its_suit_on_your_turn(robot):
    s = reach(lambda s: s.phase == Phase.PLAY and s.to_move == 1 and JUGGLER in s.hand(0)
              and len(s.trick) == 0)
    table = _scene(robot.app, s)
    robot.run(2)
    robot.click_card(table, JUGGLER, settle=2)
    assert table.me.marked == JUGGLER
    assert robot.shows("Juggler is marked: it is played on your turn"), robot.describe()
    robot.until(lambda: table.moves.options is not None, "the suit is asked on your turn")
    assert table.human_turn and robot.shows("Juggler: in which suit?")


@pytest.mark.parametrize(
    ("action", "words"),
    [
        (PlayNamed(JUGGLER, Suit.H), "play Juggler as Hearts"),
        (PlayNamed(SHAPESHIFTER, Shape.WIZARD), "play Shapeshifter as Wizard"),
        (WerewolfTrump(None), "name no trump"),
        (WerewolfTrump(Suit.S), "name Spades as trump"),
        (PassCard(Card.H12), "pass Q♥"),
        (ChangeBid(-1), "change your bid by -1"),
    ],
)
def test_a_hint_names_the_special_cards_moves(english, action, words):
    from game.ui.table.headsup import Hint
    from game.ui.table.hints import hint_words

    assert hint_words(Hint(action, "", 3), 3, "classic") == f"Hint: {words}."


def test_the_hints_choice_is_selected_on_the_panel(text_cache):
    from game.ui.table.movewidgets import MoveWidgets

    moves = MoveWidgets()
    panel, _chosen = _panel(text_cache)
    moves.show_options(panel, (1,))
    moves.take_hint(WerewolfTrump(None))
    assert panel.selected == 4
    moves.take_hint(WerewolfTrump(Suit.D))
    assert panel.selected == 1


def test_keys_alone_play_a_cloud_in_a_suit(robot):
    s = human_to(Phase.PLAY, lambda s: CLOUD in s.hand(0) and len(s.hand(0)) > 1)
    table = _scene(robot.app, s)
    robot.run(3)
    robot.key(pygame.K_RIGHT, settle=1)  # the keys' choice shows up
    for _step in range(len(s.hand(0))):
        if table.model.hands[0][table.hand.kb_index] == CLOUD:
            break
        robot.key(pygame.K_RIGHT, settle=1)
    robot.key(pygame.K_RETURN, settle=2)
    assert table.moves.options is not None and robot.shows("Cloud: in which suit?")
    robot.key(pygame.K_RIGHT, settle=1)
    robot.key(pygame.K_RETURN, settle=2)
    assert table.state.log[len(s.log)] == PlayNamed(CLOUD, Suit.D)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_a_chosen_pass_lies_on_the_felt_off_the_plates_and_the_info_panel(players, size):
    from game.ui.table.layout import compute_layout
    from game.ui.table.special_anim import pass_spot

    lay = compute_layout(size, players, 1.0)
    window = pygame.Rect(0, 0, *size)
    for seat in range(players):
        card = pygame.Rect(0, 0, *lay.opp_card)
        card.center = pass_spot(lay, seat)
        assert window.contains(card), (seat, card)
        assert not card.colliderect(lay.info_panel), seat
        assert not any(card.colliderect(p) for p in lay.panels), seat
