"""Fixtures of the screen tests: an App whose drawn texts are read off the window
(``make_spy_app``, ``spy_app``) and the player robot at fast speed (``robot``)."""

from __future__ import annotations

import pytest


@pytest.fixture
def make_spy_app(tmp_path):
    """``make_spy_app(size=(1280, 800), language="en", **settings)``: ``(app, spy)``, a
    real App in that language with its files in ``tmp_path``, these Settings fields set, and a
    ``ScreenText`` that records what it draws. Called again, a new App on the same
    folders (a restart). Uninstalled, English again and the window closed after the test."""
    import pygame

    from game.i18n import set_language
    from game.ui.app import App
    from tests.robot import user_dirs
    from tests.screen_text import ScreenText

    spies = []

    def make(size: tuple[int, int] = (1280, 800), language: str = "en", **settings):
        set_language(language)
        spy = ScreenText()
        app = App(size=size, dirs=user_dirs(tmp_path))
        app.settings.language = language
        for name, value in settings.items():
            assert hasattr(app.settings, name), name
            setattr(app.settings, name, value)
        spy.install(app)
        spies.append(spy)
        return app, spy

    yield make
    for spy in reversed(spies):  # the last installed first: each restores the one before
        spy.uninstall()
    set_language("en")
    pygame.display.quit()


@pytest.fixture
def spy_app(make_spy_app):
    """``(app, spy)`` at 1280x800 (see ``make_spy_app``)."""
    return make_spy_app()


@pytest.fixture
def robot(tmp_path):
    """The player robot on a real App at fast speed without tips, closed after the test."""
    from tests.robot import close, open_app

    robot = open_app(tmp_path, speed="fast", tips=False)
    yield robot
    close(robot)
