"""A whole game with the 25-year set of special cards, played by the player robot
with clicks to Game over: 4 players (the computer seats play legal moves at random),
seeded so that the player meets every special card and makes every special card's
decision: a Juggler's or Cloud's suit, the Shapeshifter's shape, the Werewolf's
trump, a card passed after a Juggler trick and the Cloud's bid change."""

from __future__ import annotations

from collections import Counter

from game.rules import (
    BidChanged,
    CardPlayed,
    CardsPassed,
    ChangeBid,
    PassCard,
    Phase,
    PlayNamed,
    Rules,
    Shape,
    TrickBombed,
    TrumpNamed,
    WerewolfSwapped,
    WerewolfTrump,
)
from game.rules.cards import CLOUD, JUGGLER, SHAPESHIFTER, SPECIAL_CARDS, WEREWOLF
from game.rules.specials import special_cards
from game.ui.scenes.gameover import GameOverScene
from game.ui.scenes.table import TableScene
from tests.robot import TurnMarkerWatch, close, open_app, play_game, table_setup

SEED = 7
NAMED = (JUGGLER, CLOUD, SHAPESHIFTER)


def prefer_special(table):
    """The player plays a Juggler, Cloud or Shapeshifter whenever it may (and makes
    the robot's usual choice everywhere else, passing too), so the game asks every
    special decision."""

    def prefer(options: list):
        if table.state.phase != Phase.PLAY:
            return None
        return next((c for c in options if c in NAMED), None)

    return prefer


def test_a_whole_special_card_game_meets_every_card(tmp_path):
    robot = open_app(tmp_path, speed="instant", tips=False)
    watch = TurnMarkerWatch()
    robot.on_frame.append(watch)
    rules = Rules(4, special=special_cards("25"))
    table = TableScene(robot.app, table_setup(rules, SEED, ["human"] + ["random"] * 3))
    robot.app.push(table)
    moves: list = []
    events: list = []
    table.game.on_applied.append(lambda seat, a, _st, evs: (moves.append((seat, a)),
                                                            events.extend(evs)))
    try:
        over, _frames = play_game(robot, prefer=prefer_special(table))
        assert isinstance(over, GameOverScene), robot.describe()
        assert robot.shows("Game over")
    finally:
        close(robot)
    played = {e.card for e in events if isinstance(e, CardPlayed)}
    assert set(SPECIAL_CARDS) - {WEREWOLF} <= played  # (the Werewolf is swapped, not played)
    kinds = Counter(type(e) for e in events)
    for kind in (WerewolfSwapped, TrumpNamed, TrickBombed, CardsPassed, BidChanged):
        assert kinds[kind] > 0, kind.__name__
    mine = [a for seat, a in moves if seat == 0]
    assert any(isinstance(a, PlayNamed) and a.card in (JUGGLER, CLOUD) for a in mine)
    assert any(isinstance(a, PlayNamed) and isinstance(a.named, Shape) for a in mine)
    for kind in (WerewolfTrump, PassCard, ChangeBid):
        assert any(isinstance(a, kind) for a in mine), kind.__name__
    assert watch.checked > 50 and watch.problems == [], watch.problems
