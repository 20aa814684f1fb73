"""The bid picker shows one chosen bid (issue 58, item 21): the keyboard's choice and
the bid under the pointer were both gold. Pointing at a bid now makes it the choice
(as in every dialog), and Enter takes it. Played on the real App's table."""

from __future__ import annotations

import pygame

from game.devtools.robot import Robot
from game.rules import Rules
from game.savegame import GameSetup
from game.ui.kit import palette


def _gold_bids(screen, picker) -> list[int]:
    out = []
    for bid, r in picker.buttons:
        spot = (r.left + r.width // 5, r.centery)  # the face beside the number
        if tuple(screen.get_at(spot))[:3] == palette.PRIMARY_LIT:
            out.append(bid)
    return out


def test_one_gold_bid_with_the_pointer_on_another(make_app):
    from game.ui.scenes.table import TableScene

    app = make_app()
    app.settings.animation_speed = "instant"
    robot = Robot(app)
    try:
        setup = GameSetup(Rules(4), ["You", "Anna", "Bertil", "Cecilia"],
                          ["human", "easy", "easy", "easy"], 0)  # seed 0: you bid first
        table = TableScene(app, setup)
        app.push(table)
        robot.until(lambda: table.moves.picker is not None and table.human_turn, "your bid")
        picker = table.moves.picker
        robot.run(5)
        assert _gold_bids(app.screen, picker) == [picker.selected]
        other = next(bid for bid, _r in picker.buttons if bid != picker.selected)
        robot.move_to(dict(picker.buttons)[other].center)
        robot.run(5)
        assert _gold_bids(app.screen, picker) == [other]
        robot.key(pygame.K_RETURN)
        robot.run(5)
        assert table.state.bids[0] == other, "Enter takes the bid under the pointer"
    finally:
        robot.close()
