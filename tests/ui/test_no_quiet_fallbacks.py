"""A part of ours that fails to load is an error, never a quiet substitute: an AI
level that cannot be made is not played by a lower level under its name, and a
command module that cannot be imported is not left out of ``wizard``."""

from __future__ import annotations

import pytest

from game import cli
from game.rules import Rules, new_game, seat_view
from game.ui.ai_worker import AILevelError, AIWorker


def _view():
    state, _events = new_game(Rules(4), seed=3)
    return seat_view(state, state.to_move)


@pytest.mark.parametrize("inline", [False, True], ids=["process", "inline"])
def test_an_ai_level_that_cannot_be_made_is_an_error(inline):
    worker = AIWorker(start=not inline)
    worker.inline = inline
    try:
        with pytest.raises(AILevelError) as err:
            rid = worker.request("move", "grandmaster", 1, _view())
            worker.wait(rid, timeout=120)
        assert err.value.level == "grandmaster"
        assert "grandmaster" in str(err.value)
    finally:
        worker.close()


def test_a_made_level_still_answers():
    worker = AIWorker()
    try:
        view = _view()
        got = worker.wait(worker.request("move", "easy", 1, view), timeout=120)
        assert got is not None and got[0] in view.legal
    finally:
        worker.close()


def test_a_command_module_that_cannot_be_imported_fails_the_command_line(monkeypatch):
    monkeypatch.setattr(cli, "COMMAND_MODULES", (*cli.COMMAND_MODULES, "game.bots.cli_renamed"))
    with pytest.raises(ModuleNotFoundError, match="game.bots.cli_renamed"):
        cli.build_parser()


def test_the_player_sees_a_level_that_cannot_be_made(tmp_path):
    """At the table (a player's App, not strict), a computer seat whose level cannot
    be made brings up the error screen naming it; no other level plays its moves."""
    import time

    from game.savegame import GameSetup
    from game.ui.app import App
    from game.ui.scenes.error import ErrorScene
    from tests.robot import user_dirs

    app = App(size=(1024, 640), dirs=user_dirs(tmp_path), strict=False)
    try:
        setup = GameSetup(Rules(3), ["You", "A", "B"], ["human", "grandmaster", "grandmaster"],
                          seed=4)
        state, _events = new_game(setup.rules, seed=4)
        app.router.go_to("table", setup, state)
        end = time.monotonic() + 120
        while not isinstance(app.stack.top, ErrorScene) and time.monotonic() < end:
            app.step(1 / 30)
            time.sleep(0.01)
        top = app.stack.top
        assert isinstance(top, ErrorScene), f"no error screen: {type(top).__name__}"
        assert isinstance(top.exc, AILevelError) and top.exc.level == "grandmaster"
    finally:
        app.close()
