"""Crash reports a player can send (issue 14): a real error in a frame brings up the
error screen, which shows the log file's path and a "Copy details" button; the
button, reached with the keyboard or clicked, puts the versions, the OS and the
traceback on the clipboard (pygame.scrap, SDL's clipboard, which the dummy video
driver keeps in memory) and the screen says so."""

from __future__ import annotations

import os
import platform
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui.kit import typeface  # noqa: E402
from game.ui.scene import Scene  # noqa: E402
from game.ui.scenes.error import ErrorScene  # noqa: E402
from game.ui.scenes.menu import MainMenu  # noqa: E402
from game.version import __version__  # noqa: E402
from tests.robot import frames, post_click, post_key

ROOT = Path(__file__).resolve().parents[2]


class Drawn:
    """Every text the fonts render while the test runs (what the player reads)."""

    def __init__(self, monkeypatch):
        self.texts: list[str] = []
        original = typeface.Fonts.get
        drawn = self

        class Proxy:
            def __init__(self, font):
                self._font = font

            def render(self, text, *args, **kwargs):
                drawn.texts.append(str(text))
                return self._font.render(text, *args, **kwargs)

            def __getattr__(self, name):
                return getattr(self._font, name)

        def get(fonts, *args, **kwargs):
            return Proxy(original(fonts, *args, **kwargs))

        monkeypatch.setattr(typeface.Fonts, "get", get)

    def clear(self):
        self.texts.clear()

    def joined(self) -> str:
        return "\n".join(self.texts)


class Exploding(Scene):
    """A scene with a bug: its third frame raises from a named function."""

    def __init__(self, app):
        super().__init__(app)
        self.frames = 0

    def update(self, dt):
        self.frames += 1
        if self.frames == 3:
            self.deal_the_cards()

    def deal_the_cards(self):
        raise KeyError("the card that is not there")

    def draw(self, surface):
        pass


@pytest.fixture
def crashed(make_app, monkeypatch):
    """An App (not strict: a player's) whose scene crashed; the error screen is up."""
    drawn = Drawn(monkeypatch)
    app = make_app(strict=False)
    pygame.event.clear()
    app.push(MainMenu(app))
    app.push(Exploding(app))
    frames(app, 10)
    assert isinstance(app.stack.top, ErrorScene)
    pygame.scrap.put_text("something the player copied before")
    yield app, drawn
    pygame.event.clear()


def test_error_screen_shows_the_log_path_and_the_button(crashed):
    app, drawn = crashed
    drawn.clear()
    frames(app, 5)
    shown = drawn.joined()
    log_path = app.dirs["log"] / "wizard.log"
    assert str(log_path) in shown
    assert "Copy details" in shown and "Back to menu" in shown
    assert "deal_the_cards" in log_path.read_text(encoding="utf-8")  # the log has it too


def test_copy_details_by_keyboard(crashed):
    app, drawn = crashed
    scene = app.stack.top
    assert scene.focus.current is scene.menu_button  # focus starts on Back to menu
    post_key(pygame.K_RIGHT)
    frames(app, 2)
    assert scene.focus.current is scene.copy_button
    drawn.clear()
    post_key(pygame.K_RETURN)
    frames(app, 60)
    assert app.stack.top is scene and app.running  # Enter copied, nothing else happened

    copied = pygame.scrap.get_text()
    sdl = ".".join(map(str, pygame.get_sdl_version()))
    assert copied.startswith(f"wizard {__version__}\n")
    assert f"pygame-ce {pygame.version.ver} (SDL {sdl})" in copied
    assert f"Python {platform.python_version()}" in copied
    assert "\nOS: " in copied
    assert f"Log: {app.dirs['log'] / 'wizard.log'}" in copied
    assert "Traceback (most recent call last)" in copied
    assert "in deal_the_cards" in copied and "KeyError: 'the card that is not there'" in copied

    assert "Copied. Paste the details into your report." in drawn.texts  # the player sees it


def test_copy_details_by_mouse(crashed):
    app, drawn = crashed
    scene = app.stack.top
    drawn.clear()
    post_click(scene.copy_button.rect.center)
    frames(app, 60)
    assert "KeyError" in pygame.scrap.get_text()
    assert "Copied. Paste the details into your report." in drawn.texts


def test_without_a_clipboard_the_screen_says_to_send_the_log(crashed, monkeypatch):
    app, drawn = crashed
    scene = app.stack.top

    def broken(text):
        raise pygame.error("no clipboard on this display")

    monkeypatch.setattr(pygame.scrap, "put_text", broken)
    drawn.clear()
    post_click(scene.copy_button.rect.center)
    frames(app, 60)
    assert "The clipboard is not available: please send the log file instead." in drawn.texts
    assert app.stack.top is scene and app.running


def test_version_lists_pygame_ce_sdl_and_python(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYGAME_HIDE_SUPPORT_PROMPT="1")
    out = subprocess.run(
        [sys.executable, "-m", "game", "--version"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    sdl = ".".join(map(str, pygame.get_sdl_version()))
    assert out.returncode == 0 and out.stderr == ""
    assert out.stdout.splitlines() == [
        f"wizard {__version__}",
        f"pygame-ce {pygame.version.ver} (SDL {sdl})",
        f"Python {platform.python_version()}",
    ]
