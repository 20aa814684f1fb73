"""The About screen (issue 14): reached from the main menu with the keyboard or the
mouse, it shows the version and what the game runs on, the folders of the player's
files and the licences of the bundled fonts and sounds; Escape goes back."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui.kit import typeface  # noqa: E402
from game.ui.scenes.about import AboutScene  # noqa: E402
from game.ui.scenes.menu import MainMenu  # noqa: E402
from game.version import __version__  # noqa: E402
from tests.robot import frames, post_key

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def app(make_app, monkeypatch):
    """A real App at the smallest window; ``app.drawn`` collects every rendered text."""
    drawn: list[str] = []
    original = typeface.Fonts.get

    class Proxy:
        def __init__(self, font):
            self._font = font

        def render(self, text, *args, **kwargs):
            drawn.append(str(text))
            return self._font.render(text, *args, **kwargs)

        def __getattr__(self, name):
            return getattr(self._font, name)

    def get(fonts, *args, **kwargs):
        return Proxy(original(fonts, *args, **kwargs))

    monkeypatch.setattr(typeface.Fonts, "get", get)
    application = make_app()  # closed after the test (tests/conftest.py)
    application.drawn = drawn
    pygame.event.clear()
    application.push(MainMenu(application))
    yield application
    pygame.event.clear()


def about_button(menu: MainMenu):
    (button,) = [b for b in menu.buttons if b.text == "About"]
    return button


def check_about_screen(app) -> None:
    assert isinstance(app.stack.top, AboutScene)
    app.drawn.clear()
    frames(app, 60)
    shown = "\n".join(app.drawn)
    assert "About Wizard" in shown
    assert f"Wizard {__version__}" in shown
    assert f"pygame-ce {pygame.version.ver}" in shown and "SDL " in shown and "Python " in shown
    for name in ("config", "data", "log"):
        assert str(app.dirs[name]) in app.drawn, f"the {name} folder is not shown"
    assert "Saved game and statistics" in shown and "Logs" in shown
    assert "Free software under the MIT licence." in shown
    assert "DejaVu Sans and DejaVu Serif" in shown
    licences = [t for t in app.drawn if t.endswith("LICENSES.md")]
    assert licences and Path(licences[0]).is_file(), "the full licence texts are not found"


def test_about_from_the_menu_with_the_keyboard(app):
    frames(app, 5)
    menu = app.stack.top
    target = about_button(menu)
    for _ in range(len(menu.buttons)):
        if menu.focus.current is target:
            break
        post_key(pygame.K_DOWN)
        frames(app, 1)
    assert menu.focus.current is target
    post_key(pygame.K_RETURN)
    frames(app, 2)
    check_about_screen(app)
    post_key(pygame.K_ESCAPE)
    frames(app, 60)
    assert app.stack.top is menu and app.running


def test_about_from_the_menu_with_the_mouse(app):
    frames(app, 5)
    menu = app.stack.top
    pos = about_button(menu).rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0,)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, 2)
    check_about_screen(app)
    about = app.stack.top
    pos = about.back_button.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, 60)
    assert app.stack.top is menu


def test_copy_details_on_the_about_screen(app):
    app.stack.top.about()
    frames(app, 5)
    about = app.stack.top
    post_key(pygame.K_RIGHT)  # Back -> Copy details
    frames(app, 1)
    assert about.focus.current is about.copy_button
    post_key(pygame.K_RETURN)
    app.drawn.clear()
    frames(app, 60)
    copied = pygame.scrap.get_text()
    assert copied.startswith(f"wizard {__version__}\n")
    assert f"config: {app.dirs['config']}" in copied and "Traceback" not in copied
    assert "Copied. Paste the details into your report." in app.drawn


def test_licences_file_covers_every_bundled_font_and_sound():
    """What the About screen sums up is written out in assets/LICENSES.md."""
    text = (ROOT / "assets" / "LICENSES.md").read_text(encoding="utf-8")
    for path in sorted((ROOT / "assets" / "fonts").glob("*.ttf")):
        assert path.name in text, f"{path.name} has no licence entry"
    for path in sorted((ROOT / "assets" / "sounds").glob("*.wav")):
        assert path.name in text, f"{path.name} has no licence entry"
    assert "Bitstream Vera" in text and "MIT" in text
    assert (ROOT / "assets" / "fonts" / "LICENSE-DejaVu.txt").is_file()
