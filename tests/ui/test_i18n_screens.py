"""Every main screen, in every language, keeps its texts inside their boxes.

Each screen is built and drawn under the SDL dummy driver at the smallest window
(1024×640). While it draws, the text helpers are wrapped and checked:

- ``textfit.render_fit`` (buttons, titles, table labels): the line it returns must be
  no wider than the width it was given (it shrinks, down to a floor);
- ``textfit.fit_text`` (``draw_text_box``, labels, the coach's bubble): the wrapped
  lines must fit the box in width and height;
- every text surface blitted straight onto the window (also text drawn with a
  plain ``font.render``) must lie inside the window, and inside the clip rectangle
  horizontally when one is set (scrolled panels).

The screens are those of the router's registry (``game.ui.router.SCREENS``), each
built by its sample factory (``game.ui.samples``): a screen that cannot be built
fails, none is skipped. A failure names the language, the screen, the text and its
box. ``WIZARD_SHOTS=/some/dir`` also saves
every drawn screen as a PNG (``<screen>-<lang>.png``) to look at.
"""

from __future__ import annotations

import inspect
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import i18n  # noqa: E402
from game.ui.router import SCREENS as ROUTER_SCREENS  # noqa: E402
from game.ui.samples import game_at, samples  # noqa: E402

SIZE = (1024, 640)
LANGS = list(i18n.LANGUAGES)
TOLERANCE = 2  # pixels of anti-aliasing slack
SHOTS = os.environ.get("WIZARD_SHOTS")

# Overflows caused by a screen's own layout, reported to its owner; each entry is
# one (screen, language) case with the reason. Everything else must pass.
KNOWN_OVERFLOWS: dict[tuple[str, str], str] = {}
# English left on a screen by another module's code, reported to its owner.
KNOWN_ENGLISH: dict[tuple[str, str], str] = {}
# Screens that keep the old language after a switch in Settings (path, language).
KNOWN_SWITCH: dict[tuple[str, str], str] = {}


# ------------------------------------------------------------------- the recorder


class Recorder:
    def __init__(self) -> None:
        self.problems: list[str] = []
        self.texts: dict[int, tuple[str, pygame.Surface]] = {}
        self.shown: set[str] = set()  # every text rendered or blitted since reset()
        self.checked = 0

    def reset(self) -> None:
        self.problems.clear()
        self.shown.clear()
        self.checked = 0

    def tag(self, surf: pygame.Surface, text: str) -> None:
        self.shown.add(text)
        self.texts[id(surf)] = (text, surf)  # keeps surf alive: ids stay unique
        if len(self.texts) > 20000:
            self.texts.clear()

    def text_of(self, surf) -> str | None:
        hit = self.texts.get(id(surf))
        return hit[0] if hit is not None and hit[1] is surf else None

    def problem(self, message: str) -> None:
        if message not in self.problems:
            self.problems.append(message)


REC = Recorder()


class FontProxy:
    """A font that tags what it renders (fonts come from ``typeface.Fonts.get``)."""

    def __init__(self, font: pygame.font.Font) -> None:
        self._font = font

    def render(self, text, *args, **kwargs):
        surf = self._font.render(text, *args, **kwargs)
        if isinstance(text, str) and text.strip():
            REC.tag(surf, text)
        return surf

    def __getattr__(self, name):
        return getattr(self._font, name)


class Window(pygame.Surface):
    """The drawing target: checks where text surfaces land."""

    def blit(self, source, dest, area=None, special_flags=0):
        result = super().blit(source, dest, area, special_flags)
        text = REC.text_of(source)
        if text is not None:
            REC.checked += 1
            REC.shown.add(text)
            pos = dest.topleft if isinstance(dest, pygame.Rect) else tuple(dest)[:2]
            size = pygame.Rect(area).size if area is not None else source.get_size()
            rect = pygame.Rect((int(pos[0]), int(pos[1])), size)
            whole = self.get_rect()
            clip = self.get_clip()
            if clip == whole:
                if not whole.inflate(2 * TOLERANCE, 2 * TOLERANCE).contains(rect):
                    REC.problem(f"{text!r} runs off the window at {tuple(rect)}")
            elif clip.colliderect(rect) and (
                rect.left < clip.left - TOLERANCE or rect.right > clip.right + TOLERANCE
            ):
                # A scrolled, clipped area: only sideways overflow is a problem.
                REC.problem(f"{text!r} at {tuple(rect)} is wider than its area {tuple(clip)}")
        return result

    def blits(self, blit_sequence, doreturn=1):
        results = [self.blit(*item) for item in blit_sequence]
        return results if doreturn else None


@pytest.fixture(scope="module")
def patched():
    """Wrap the text helpers of game.ui.kit.theme wherever they were imported."""
    from game.ui.kit import textfit, typeface

    orig_render_fit = textfit.render_fit
    orig_fit_text = textfit.fit_text
    orig_get = typeface.Fonts.get
    sig_render = inspect.signature(orig_render_fit)
    sig_fit = inspect.signature(orig_fit_text)

    def render_fit(*args, **kwargs):
        surf = orig_render_fit(*args, **kwargs)
        a = sig_render.bind(*args, **kwargs).arguments
        text, width = a["text"], a["max_width"]
        REC.tag(surf, text)
        REC.checked += 1
        if text.strip() and surf.get_width() > width + TOLERANCE:
            REC.problem(
                f"{text!r} is {surf.get_width()}px wide in a {width}px box even at the "
                "smallest size"
            )
        return surf

    def fit_text(*args, **kwargs):
        font, lines = orig_fit_text(*args, **kwargs)
        a = sig_fit.bind(*args, **kwargs)
        a.apply_defaults()
        text, (w, h) = a.arguments["text"], a.arguments["box"]
        gap = a.arguments["line_gap"]
        REC.checked += 1
        if text.strip():
            widest = max((font.size(line)[0] for line in lines), default=0)
            tall = int(font.get_linesize() * gap) * (len(lines) - 1) + font.get_height()
            if widest > w + TOLERANCE or tall > h + TOLERANCE:
                REC.problem(
                    f"{text[:60]!r}… needs {widest}×{tall}px in a {w}×{h}px box "
                    f"({len(lines)} lines at {font.get_height()}px)"
                )
        return font, lines

    def get(self, size, style="regular"):
        return FontProxy(orig_get(self, size, style))

    replaced = []
    for mod_name, mod in list(__import__("sys").modules.items()):
        if not (mod_name.startswith("game.") or mod_name.startswith("tests")):
            continue
        for attr, new in (("render_fit", render_fit), ("fit_text", fit_text)):
            old = {"render_fit": orig_render_fit, "fit_text": orig_fit_text}[attr]
            if getattr(mod, attr, None) is old:
                setattr(mod, attr, new)
                replaced.append((mod, attr, old))
    typeface.Fonts.get = get
    yield REC
    typeface.Fonts.get = orig_get
    for mod, attr, old in replaced:
        setattr(mod, attr, old)


# ------------------------------------------------------------------------ screens


class _NoWorker:
    """Stands in for the AI process: the screens are drawn, not played."""

    def poll(self):
        pass

    def request(self, *args, **kwargs):
        return 0

    def result(self, rid):
        return None

    def close(self):
        pass


def _drawn_only(scene):
    """A table's AI process is not started: its screen is drawn, not played."""
    seats = getattr(getattr(scene, "mode", None), "ai", None)
    if seats is not None and seats.worker is None:
        seats.worker = _NoWorker()
    return scene


def _registered(name: str):
    def screen(app):
        for scene in samples(name, app):
            yield _drawn_only(scene)

    screen.__name__ = f"screen_{name}"
    return screen


#: Every screen of the registry, by its name there; other test modules add theirs.
SCREENS = {name: _registered(name) for name in ROUTER_SCREENS}


# ----------------------------------------------------------------------- the test


@pytest.fixture(scope="module")
def app(tmp_path_factory, patched):
    home = tmp_path_factory.mktemp("wizard-home")
    dirs = {"config": home / "config", "data": home / "data", "log": home / "log"}
    for d in dirs.values():
        d.mkdir()
    from game.ui.app import App

    application = App(size=SIZE, dirs=dirs)
    application.settings.tips = False
    application.settings.animation_speed = "instant"
    yield application
    i18n.set_language("en")  # pygame stays initialised: other modules cache fonts


def _draw(app, scene, window: Window) -> None:
    """Lay out, settle and draw ``scene`` as the top of the app's stack."""
    pushed = scene not in app.stack.scenes
    if pushed:
        app.stack.scenes.append(scene)  # the top scene runs its turn logic (bid picker)
    try:
        scene.on_resize(window.get_size())
        for _frame in range(6):  # let the deal and fly-in animations (instant speed) settle
            scene.update(0.05)
        window.fill((0, 0, 0))
        for below in app.stack.scenes:
            if below is not scene and not getattr(scene, "opaque", True):
                below.draw(window)
        scene.draw(window)
    finally:
        if pushed:
            app.stack.scenes.remove(scene)


def english_left(lang: str, texts) -> list[str]:
    """Texts shown in English although the language has a translation for them."""
    if lang == "en":
        return []
    catalog = i18n.load_catalog(lang)
    # One letter is an avatar initial ("D" for "Du"), not a message; the game's
    # name is never translated (the same word as a card's name is).
    return sorted(
        t
        for t in texts
        if len(t.strip()) > 1 and t != i18n.GAME_NAME and catalog.gettext(t) != t
    )


_RUNS: dict[tuple[str, str], dict] = {}


def _run_screen(
    app, recorder: Recorder, screen: str, lang: str, size=SIZE, text_scale: float = 1.0
) -> dict:
    """Build and draw one screen in one language (once per session), at the player's
    text size step ``text_scale`` (Settings > Accessibility)."""
    key = (screen, lang) if size == SIZE else (screen, lang, size)
    if text_scale != 1.0:
        key = (*key, text_scale)
    if key in _RUNS:
        return _RUNS[key]
    app.fonts.text_scale = text_scale
    i18n.set_language(lang)
    recorder.reset()
    window = Window(size)
    display = app.screen
    app.screen = pygame.Surface(size)  # scenes take their scale from the app's window
    result = {"drawn": 0}
    try:
        for n, scene in enumerate(SCREENS[screen](app)):
            before = len(recorder.problems)
            _draw(app, scene, window)
            result["drawn"] += 1
            if SHOTS and (n % 10 == 0 or len(recorder.problems) > before):
                Path(SHOTS).mkdir(parents=True, exist_ok=True)
                tag = "" if size == SIZE else f"-{size[0]}"
                pygame.image.save(window, str(Path(SHOTS) / f"{screen}-{lang}{tag}-{n}.png"))
            if hasattr(scene, "close"):
                scene.close()
    finally:
        i18n.set_language("en")
        app.screen = display
        app.fonts.text_scale = 1.0
    result.update(
        problems=list(recorder.problems),
        checked=recorder.checked,
        english=english_left(lang, recorder.shown),
    )
    _RUNS[key] = result
    return result


def _known(request, table: dict, key) -> None:
    reason = table.get(key)
    if reason:
        request.applymarker(pytest.mark.xfail(reason=reason, strict=False))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("screen", list(SCREENS))
def test_texts_stay_inside_their_boxes(app, patched, screen, lang, request):
    _known(request, KNOWN_OVERFLOWS, (screen, lang))
    run = _run_screen(app, patched, screen, lang)
    assert run["drawn"], f"{screen}: nothing was drawn"
    assert run["checked"] > 0, f"{screen}: no text was checked (are the helpers still used?)"
    assert run["problems"] == [], f"{screen} [{lang}]: text outside its box:\n" + "\n".join(
        run["problems"]
    )


# Screens with charts (and the keyboard help) are also drawn on a large screen: the
# charts are drawn at the window's size (not scaled bitmaps) and their labels must
# fit there too.
BIG = (2560, 1440)
CHART_SCREENS = ["score_pad", "game_over", "statistics", "help"]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("screen", CHART_SCREENS)
def test_charts_fit_a_large_window(app, patched, screen, lang):
    run = _run_screen(app, patched, screen, lang, size=BIG)
    assert run["drawn"] and run["checked"] > 0
    assert run["problems"] == [], f"{screen} [{lang}] at {BIG}: text outside its box:\n" + (
        "\n".join(run["problems"])
    )


# The largest text size (Settings > Accessibility > Text size: Larger) on the
# smallest and on a large window: every text still fits its box.
LARGEST_TEXT = 1.3


@pytest.mark.parametrize("size", [SIZE, BIG], ids=["1024x640", "2560x1440"])
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("screen", list(SCREENS))
def test_texts_fit_at_the_largest_text_size(app, patched, screen, lang, size):
    from game.ui.kit import typeface

    assert typeface.TEXT_SCALES["larger"] == LARGEST_TEXT
    run = _run_screen(app, patched, screen, lang, size=size, text_scale=LARGEST_TEXT)
    assert run["drawn"] and run["checked"] > 0
    assert run["problems"] == [], (
        f"{screen} [{lang}] at {size}, text size Larger: text outside its box:\n"
        + "\n".join(run["problems"])
    )


@pytest.mark.parametrize("lang", [code for code in LANGS if code != "en"])
@pytest.mark.parametrize("screen", list(SCREENS))
def test_no_english_left_on_screen(app, patched, screen, lang, request):
    """A screen built in a language shows no English text that has a translation
    (an unmarked text, or one translated at import time)."""
    _known(request, KNOWN_ENGLISH, (screen, lang))
    run = _run_screen(app, patched, screen, lang)
    assert run["english"] == [], f"{screen} [{lang}] still shows English: {run['english']}"


# ------------------------------------------------------------- switching language


def _draw_stack(app, window: Window) -> None:
    window.fill((0, 0, 0))
    for scene in app.stack.visible() if hasattr(app.stack, "visible") else app.stack.scenes:
        scene.draw(window)


def _switch_in_settings(app, lang: str) -> None:
    settings = app.router.make("settings")
    app.push(settings)
    settings.set_lang(lang)
    app.pop()  # back to the screen below, as the Back button does


def path_main_menu(app, lang, window):
    """Main menu -> Settings -> language -> Back: the menu shows the new language."""
    app.push(app.router.make("main_menu"))
    _draw_stack(app, window)
    _switch_in_settings(app, lang)
    yield


def path_in_game(app, lang, window):
    """Table -> Menu (pause) -> Settings -> language -> Back, Back: the pause menu,
    then the table, show the new language."""
    table = _drawn_only(app.router.make("table", *game_at(3, "play")))
    app.push(table)
    app.push(app.router.make("pause", table))
    _draw_stack(app, window)
    _switch_in_settings(app, lang)
    yield  # pause menu over the table
    app.pop()
    yield  # the table


SWITCH_PATHS = {"main-menu": path_main_menu, "in-game": path_in_game}


@pytest.mark.parametrize("lang", [code for code in LANGS if code != "en"])
@pytest.mark.parametrize("path", list(SWITCH_PATHS))
def test_language_switch_applies_at_once(app, patched, path, lang, request):
    _known(request, KNOWN_SWITCH, (path, lang))
    i18n.set_language("en")
    window = Window(SIZE)
    saved = list(app.stack.scenes)
    app.stack.scenes.clear()
    english = []
    try:
        for _step in SWITCH_PATHS[path](app, lang, window):
            patched.reset()
            for scene in list(app.stack.scenes):
                scene.update(0.05)
            _draw_stack(app, window)
            # Player names are game data, stored when the game was set up.
            names = set(getattr(getattr(app.stack.scenes[0], "setup", None), "names", []))
            english += english_left(lang, patched.shown - names)
    finally:
        for scene in app.stack.scenes:
            if hasattr(scene, "close"):
                scene.close()
        app.stack.scenes[:] = saved
        i18n.set_language("en")
    assert english == [], f"{path} [{lang}]: still English after switching: {sorted(set(english))}"


def test_settings_offers_every_language_with_a_catalog(app, patched, request):
    """The language choice enables exactly English plus the languages whose catalog
    loads (``i18n.available_languages()``), also in a source checkout without .mo."""
    scene = app.router.make("settings")
    scene.on_resize(SIZE)
    choice = scene.language
    offered = [v for v, _label in choice.options if v not in choice.disabled]
    assert offered == i18n.available_languages()
