"""The table's view model (issue 11): built from ``seat_view`` only, and each event's
animation ends on the view after the event.

- Engine level: in many seeded games of every rule set, the view after every event
  is ``view_from(seat_view(state after it, 0))`` and gives nothing away (the other
  seats' cards, hidden bids before they are revealed, the player's own card in the
  blind round); the steps the controller finds for events queued without states (a
  new game's deal, a lesson's moves) are the engine's own.
- At the real table (App, AI worker): every event's animation ends with the shown
  table equal to that view, nothing held back, at the Instant and Normal speeds; and
  the turn marker drawn (the gold corner brackets, read from the screen's pixels) is
  on the plate of the player to move whenever nothing animates, at every speed.
"""

from __future__ import annotations

import random

import pygame
import pytest

from game.rules import (
    BidMade,
    BidsRevealed,
    GameState,
    Phase,
    Rules,
    new_game,
    seat_view,
)
from game.rules.steps import round_steps
from game.savegame import GameSetup
from game.ui.kit import palette, sizing, typeface
from game.ui.kit import tween as tw
from game.ui.table.controller import TableController
from game.ui.table.view import FaceDown, table_view, view_from
from tests.robot import autoplay_to_round, open_table

RULE_SETS = [
    Rules(),
    Rules(3, hidden_bids=True),
    Rules(4, blind_first_round=True),
    Rules(5, plus_minus_one=True),
    Rules(6, hidden_bids=True, blind_first_round=True),
    Rules(4, hidden_bids=True, length=4),
]


def leaks(view, state: GameState, event) -> list[str]:
    """What ``view`` (seat 0's, after ``event``) shows that seat 0 may not know."""
    found = []
    blind = state.rules.blind_first_round and state.round == 1
    for seat, hand in enumerate(view.hands):
        hidden = blind if seat == 0 else not blind
        cards = [c for c in hand if not isinstance(c, FaceDown)]
        if hidden and cards:
            found.append(f"seat {seat}'s cards {cards} shown")
        if not hidden and len(cards) != len(hand):
            found.append(f"seat {seat}'s cards hidden where they are in view")
        if len(hand) != len(state.hand(seat)):
            found.append(f"seat {seat} holds {len(state.hand(seat))}, shown {len(hand)}")
    if state.rules.hidden_bids and state.phase in (Phase.BID, Phase.DEAL, Phase.CHOOSE_TRUMP):
        for seat in range(1, state.players):
            if view.bids[seat] is not None:
                found.append(f"hidden bid of seat {seat} shown after {event}")
            if view.bid_hidden[seat] != (state.bids[seat] is not None):
                found.append(f"seat {seat}'s 'bid made' mark wrong after {event}")
    return found


def play_game(rules: Rules, seed: int, check) -> int:
    """A random game through the table's controller; ``check(event, after)`` for
    every event in the order the table shows them. Returns the events seen."""
    state, events = new_game(rules, seed=seed)
    game = TableController(state, human=0, events=events)
    rng = random.Random(seed)
    seen = 0
    while True:
        while (step := game.next_step()) is not None:
            check(*step)
            seen += 1
        state = game.state
        assert table_view(game.shown) == table_view(state)  # at rest: the engine's view
        if state.is_over:
            return seen
        seat = state.to_move if state.to_move is not None else 0
        game.apply(seat, rng.choice(state.legal_actions()))


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: repr(r)[6:40])
def test_the_view_after_every_event_is_the_seats_view_and_leaks_nothing(rules):
    counts = {"hidden": 0, "blind": 0}

    def check(event, after):
        view = table_view(after)
        assert view == view_from(seat_view(after, 0))
        assert not leaks(view, after, event), leaks(view, after, event)
        if isinstance(event, BidMade) and event.hidden and event.seat != 0:
            assert view.bids[event.seat] is None and view.bid_hidden[event.seat]
            counts["hidden"] += 1
        if isinstance(event, BidsRevealed):
            assert list(view.bids) == list(event.bids) and not any(view.bid_hidden)
        if view.blind:
            counts["blind"] += 1

    total = sum(play_game(rules, seed, check) for seed in range(12))
    assert total > 12 * 20
    assert (counts["hidden"] > 0) == rules.hidden_bids
    assert (counts["blind"] > 0) == rules.blind_first_round


def test_events_queued_without_states_get_the_engines_steps():
    """A new game's deal and a lesson's own moves (queued as bare events) are shown
    with the same views as the engine's ``apply_steps`` gives."""
    rules = Rules(4, hidden_bids=True)
    state, events = new_game(rules, seed=7)
    game = TableController(state, human=0, events=events)
    got = [game.next_step() for _ in events]
    assert [e for e, _s in got] == events
    assert got[0][1].phase == Phase.DEAL and got[0][1].turned is None  # dealt, not turned
    assert [table_view(s) for _e, s in got] == [table_view(s) for _e, s in round_steps(state)]
    rng = random.Random(7)
    for _move in range(30):
        before = game.state
        if before.is_over:
            break
        action = rng.choice(before.legal_actions())
        new, steps = before.apply_steps(action)
        game.adopt(new, [e for e, _s in steps])  # as a lesson hands over its moves
        shown = [game.next_step() for _ in steps]
        assert [table_view(s) for _e, s in shown] == [table_view(s) for _e, s in steps]


# ------------------------------------------------------------------ the real table
def spy_on_events(table) -> list:
    """Every event's task gets a look at its end: the table must show exactly the
    view after the event (no card held in the air, no trick lifted, the stock dealt)."""
    ends: list = []
    animator = table.playback.animator
    task_for = animator.task_for

    def spied(event, after):
        def look():
            m = table.model
            ends.append(
                (
                    event,
                    m.view == after,
                    not (m.flying or any(m.arriving) or m.stock_extra or m.trick_lifted),
                    after == table_view(table.game.shown),
                )
            )

        return tw.Sequence([task_for(event, after), tw.Call(look)])

    animator.task_for = spied
    return ends


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_every_animation_ends_on_the_view_after_its_event(make_app, speed):
    app = make_app()
    app.settings.animation_speed = speed
    table = open_table(app, rules=Rules(4, hidden_bids=True, blind_first_round=True), seed=5,
                       autoplay=True)
    ends = spy_on_events(table)
    dt = 1 / 60 if speed == "instant" else 1 / 20
    autoplay_to_round(app, table, 3, dt, 40000)
    for _frame in range(60):
        app.step(dt)
    assert table.state.round >= 3
    kinds = {type(e).__name__ for e, *_rest in ends}
    assert {"RoundDealt", "BidMade", "BidsRevealed", "CardPlayed", "TrickWon"} <= kinds
    bad = [e for e, *checks in ends if not all(checks)]
    assert not bad, bad[:5]
    assert len(ends) > 30  # two rounds and the third deal


def plate_marked(surface: pygame.Surface, table, seat: int) -> int:
    """How many of the two upper gold corner brackets round ``seat``'s plate are
    drawn (the lower ones of the player's plate may lie under the hand)."""
    lay, s = table.layout, table.scale
    r = lay.panels[seat].inflate(2 * sizing.px(4, s), 2 * sizing.px(4, s))
    w = sizing.px(3, s)
    spots = [
        (r.left + 1, r.top + 1),
        (r.right - w, r.top + 1),
    ]
    gold = pygame.Color(*palette.GOLD_LIGHT)
    return sum(surface.get_at(p)[:3] == gold[:3] for p in spots)


@pytest.mark.parametrize("speed", ["instant", "fast", "normal"])
def test_the_drawn_turn_marker_ends_on_the_player_to_move(make_app, speed):
    """Read from the screen: when nothing animates, the gold brackets are round the
    plate of the engine's player to move and no other (the marker got stuck on a
    seat at the Instant speed when the table trailed the engine)."""
    from game.ui.scenes.overlays import RoundSummary
    from game.ui.table.autopilot import human_events

    app = make_app()
    app.settings.animation_speed = speed
    app.settings.auto_play_forced = True
    table = open_table(app, rules=Rules(4, hidden_bids=True), seed=11)
    looked = waited = 0
    dt = 1 / 60 if speed == "instant" else 1 / 20
    for _frame in range(30000):
        if table.state.round >= 3 or table not in app.stack.scenes:
            break
        top = app.stack.top
        if isinstance(top, RoundSummary):
            top.handle_event(
                pygame.event.Event(
                    pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0
                )
            )
        elif top is table and table.human_turn:
            waited += 1
            if waited >= 40:  # look at the waiting table a while, then move
                waited = 0
                for ev in human_events(table):
                    table.handle_event(ev)
        app.step(dt)
        s = table.state
        flash = any(table.effects.pop_strength(seat) > 0 for seat in range(s.players))
        if top is table and not table.busy and s.phase in (Phase.BID, Phase.PLAY) and not flash:
            # (a plate's white flash, e.g. bids revealed, is drawn over the brackets)
            marks = [plate_marked(app.screen, table, seat) for seat in range(s.players)]
            assert marks == [2 if seat == s.to_move else 0 for seat in range(s.players)], (
                marks,
                s.to_move,
            )
            assert table.seen.glow == [s.to_move]
            looked += 1
    assert table.state.round >= 3
    assert looked > 20


def test_the_score_pad_hides_other_seats_bids_until_revealed(app):
    """The score pad reads the bids from seat 0's view, as the table does: while
    hidden bids are made, the others' show '?', the player's own its number."""
    from game.devtools.screentext import TextRecorder
    from game.rules import Bid
    from game.ui.scenes.overlays import ScorePad

    state, _events = new_game(Rules(4, hidden_bids=True), seed=3)
    while state.to_move != 0:
        state, _ev = state.apply(Bid(1))  # the seats before the player bid 1
    state, _ev = state.apply(Bid(0))  # the player bids 0
    assert state.phase == Phase.BID
    setup = GameSetup(state.rules, ["You", "Anna", "Bertil", "Cecilia"], ["human"] + ["easy"] * 3)
    recorder = TextRecorder()
    before = typeface.text_listener
    typeface.text_listener = recorder
    try:
        pad = ScorePad(app, setup, state)
        pad.draw(pygame.Surface(app.size))
    finally:
        typeface.text_listener = before
    cells = [t for t in recorder.log if " / " in t and t != "Bid / Won"]
    assert "0 / 0" in cells  # the player's own bid
    assert "? / 0" in cells and "1 / 0" not in cells  # (equal texts are rendered once)


@pytest.mark.parametrize("use_keys", [False, True])
def test_the_blind_card_is_played_face_down_by_click_or_keys(app, use_keys):
    """In the blind round the player's card is a face-down token on the table (the
    view does not know it); clicking it or choosing it with the keys plays the card."""
    from game.ui.table.autopilot import human_events

    app.settings.auto_play_forced = False  # the only card waits for the player
    table = open_table(app, rules=Rules(4, blind_first_round=True), seed=4)
    for _frame in range(6000):
        if table.human_turn and table.state.phase == Phase.PLAY:
            break
        if table.human_turn:
            for ev in human_events(table):
                table.handle_event(ev)
        app.step(1 / 60)
    assert table.human_turn and table.state.phase == Phase.PLAY and table.state.round == 1
    card = table.state.hand(0)[0]
    assert [type(c) for c in table.model.hands[0]] == [FaceDown]
    assert "Your turn: play your card blind" in table.seen.texts
    for ev in human_events(table, use_keys=use_keys):
        table.handle_event(ev)
    assert card not in table.state.hand(0)
    for _frame in range(60):
        app.step(1 / 60)
    assert (
        card in [c for _s, c in table.model.trick]
        or table.state.round > 1
        or any(card in t.cards for t in table.state.tricks)
    )


def test_a_prepared_deal_that_stops_before_the_bids_are_revealed_gets_its_steps():
    """A lesson shows its prepared deal up to the last bid made; with hidden bids the
    engine's steps go on (bids revealed): the deal's views are still the engine's."""
    from game.rules import Bid

    state, _events = new_game(Rules(4, hidden_bids=True), seed=9)
    while state.phase == Phase.BID:
        state, _ev = state.apply(Bid(0))
    steps = round_steps(state)
    shown = [e for e, _s in steps if not isinstance(e, BidsRevealed)]
    assert len(shown) == len(steps) - 1
    game = TableController(state, human=0, events=shown)
    got = [game.next_step() for _ in shown]
    assert [table_view(s) for _e, s in got] == [table_view(s) for _e, s in steps[:-1]]
    assert got[-1][1].phase == Phase.BID and table_view(got[-1][1]).bids[1] is None


def test_the_first_bid_tip_names_no_card_in_the_blind_round():
    """The tip reads the hand from seat 0's view: in the blind round there is none to
    name (elsewhere it names the likely winners)."""
    from game.tips import TipTracker

    for blind in (True, False):
        for seed in range(40):
            state, _events = new_game(Rules(4, blind_first_round=blind), seed=seed)
            if state.to_move == 0 and state.phase == Phase.BID:
                break
        (tip,) = TipTracker().before_move(state)
        assert tip.id == "first_bid"
        named = "Likely winners" in tip.text or "no Wizard" in tip.text
        assert named != blind, tip.text


def _player_deals_a_wizard(rules: Rules) -> int:
    """A seed where the player deals round 1 and turns up a Wizard."""
    for seed in range(3000):
        state, _ev = new_game(rules, seed=seed)
        if state.phase == Phase.CHOOSE_TRUMP and state.to_move == 0:
            return seed
    raise AssertionError("no seed deals the player a Wizard")


@pytest.mark.parametrize("blind", [True, False])
def test_the_trump_chooser_counts_only_cards_the_player_sees(app, blind):
    """Choosing trump after dealing a Wizard: each suit's button counts the player's
    cards of it, except in the blind round, where the player's card is face down
    (before the view model the count gave its suit away)."""
    from game.ui.table import pickers

    rules = Rules(4, blind_first_round=blind)
    table = open_table(app, rules=rules, seed=_player_deals_a_wizard(rules))
    for _frame in range(600):
        if table.human_turn:
            break
        app.step(1 / 60)
    assert table.human_turn and table.state.phase == Phase.CHOOSE_TRUMP
    pickers.ensure(table)
    app.step(1 / 60)
    labels = [t for t in table.seen.texts if t.startswith(("Clubs", "Hearts", "Spades"))]
    assert labels and all(("(" in t) != blind for t in labels), labels
