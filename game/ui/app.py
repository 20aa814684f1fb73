"""The window and the scene loop.

``App.step(dt)`` runs one frame (events to the top scene, update, draw). ``run``
loops it and rests: at 60 frames per second only while a visible scene says
something moves (``Scene.wake_in``); otherwise it sleeps (``App.rest``) until input,
a window event, a wake-up posted from another thread (``App.wake``) or the time a
scene asked for (a blinking cursor, polling the AI). Tests create an
App under the dummy video driver and call ``step`` (one frame, no resting) or hand
events straight to scenes.

A player never sees a traceback: an uncaught error becomes the friendly error
screen. Tests run the App *strict* (``strict=True`` or ``WIZARD_STRICT=1``, which
``tests/conftest.py`` sets): the error is logged and then raised, so a crash in any
frame fails the test instead of hiding behind the error screen.
"""

from __future__ import annotations

import contextlib
import importlib
import logging
import logging.handlers
import os
import stat
import time
import traceback
from collections import deque
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game import lock as profile_lock
from game.finish import recover
from game.i18n import GAME_NAME, _, current_language, set_language, system_language
from game.settings import Settings, load_settings, save_settings
from game.storage import clean_temp_files, default_dirs, protect, set_aside
from game.ui import readonly, screens
from game.ui.idle import IdleWork
from game.ui.kit import palette, sizing, typeface
from game.ui.kit.tween import motion
from game.ui.memory import LRU, give_back_freed, keep_large_buffers_out_of_heap
from game.ui.router import Router
from game.ui.scene import SceneStack, StackChanges, soonest

if TYPE_CHECKING:
    from game.ui.context import Screen

MAX_SIZE = (3840, 2160)  # the largest window when the screen's size is unknown
FPS = 60
CARD_ART_SIZES = 8  # card sizes kept drawn: more than any screen shows at once
FRAME_LOG = 3600  # frame times kept (a minute at 60 fps)
LONGEST_REST = 10.0  # seconds asleep at most (nothing needs it; a safety net)
REST_LOOK = 0.01  # seconds between looks for input while asleep
NEXT_FRAME_ROOM = 0.005  # seconds kept free for the next frame's own work (median ~3 ms)
WAKE = pygame.event.custom_type()  # posted by App.wake: ends a rest, does nothing else
log = logging.getLogger("wizard")


class App:
    def __init__(
        self,
        size: tuple[int, int] | None = None,
        dirs: dict[str, Path] | None = None,
        strict: bool | None = None,
        offer_tutorial: bool = False,
    ):
        if strict is None:
            strict = os.environ.get("WIZARD_STRICT", "") not in ("", "0")
        self.strict = strict
        # A first start offers the tutorial over the main menu (run_game's App only:
        # tests and the selftest start fresh homes and expect the menu alone).
        self.offer_tutorial = offer_tutorial
        self.dirs = dirs or default_dirs()
        self.problems: list[str] = []  # file problems to show the player once
        # One window owns the player's files; another one only replays and reviews.
        self.read_only = not profile_lock.acquire(self.dirs["data"])
        self.read_only_told = False  # its notice shown
        protect(self.dirs["config"], self.dirs["data"], on=self.read_only)
        if not self.read_only:
            for folder in ("config", "data"):  # left over by a killed save
                clean_temp_files(self.dirs[folder])
        set_language(system_language())  # a bad settings file is reported in this one
        self.settings: Settings = load_settings(self.settings_path, self.problems)
        if not self.settings.language:
            self.settings.language = system_language()
        set_language(self.settings.language)
        _setup_logging(self.dirs["log"])
        keep_large_buffers_out_of_heap()  # before pygame makes its first buffers
        if not self.read_only:  # a game killed between its end and its records
            recover(self.savegame_path, self.dirs["data"], self.stats_path, self.problems)
        pygame.init()
        if pygame.display.get_driver() == "x11":
            # Draw the window with X11's own shared-memory images, not through an
            # OpenGL texture: with software OpenGL (virtual machines, Xvfb) each flip
            # cost 15 ms of CPU, natively 0.06 ms. (Other systems keep SDL's choice:
            # on some, e.g. Wayland and macOS, the texture is the only way.)
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        pygame.display.set_caption(GAME_NAME)
        _set_icon()
        self.fonts = typeface.Fonts(typeface.text_scale(self.settings.text_size))
        motion.reduced = self.settings.reduced_motion
        if size is None:  # the saved size, never larger than the screen (a hand-edited file)
            self.settings.window_size = fit_screen(self.settings.window_size)
        self.window_size = tuple(size or self.settings.window_size)
        self.screen = self._open_window(self.settings.fullscreen and size is None)
        self.clock = pygame.time.Clock()
        self.stack = SceneStack()
        self.router = Router(self)  # screens opened by name
        self.changes = StackChanges()  # held while a frame handles an event or updates
        self.running = True
        self.frame_times: deque[float] = deque(maxlen=FRAME_LOG)  # the last frames' seconds
        self.frames_run = 0  # frames the loop has run (``run``), for the benchmarks
        self.first_frame_at: float | None = None
        self._card_arts = LRU(limit=CARD_ART_SIZES)
        self._sounds = None
        from game.ui.kit.toast import SaveTrouble

        self.idle = IdleWork()  # made between frames (card faces ahead of need)
        # The first key pressed reads the help module (F1 / ?): read it ahead instead.
        self.idle.add("help", lambda: importlib.import_module("game.ui.scenes.help"))
        self.save_trouble = SaveTrouble(on_news=self.wake)  # "can't be saved", told once

    # ------------------------------------------------------------------ files
    @property
    def settings_path(self) -> Path:
        return self.dirs["config"] / "settings.json"

    @property
    def savegame_path(self) -> Path:
        return self.dirs["data"] / "savegame.json"

    @property
    def stats_path(self) -> Path:
        return self.dirs["data"] / "statistics.json"

    @property
    def progress_path(self) -> Path:
        """Tutorial progress and tips already shown."""
        return self.dirs["data"] / "progress.json"

    def save_settings(self) -> bool:
        """Write the settings; a failure (full disk...) is told once, never raised.
        A read-only window (another one owns the files) writes nothing."""
        if self.read_only:
            return False
        try:
            save_settings(self.settings_path, self.settings)
        except OSError as err:
            self.save_trouble.report("settings", err)
            return False
        self.save_trouble.report("settings", None)
        return True

    def tell_problems(self, intro: str = "") -> None:
        """File problems (a set-aside file, a kept game that cannot be read) told once,
        in a notice over the top screen; they leave ``problems``."""
        if not self.problems:
            return
        problems = list(self.problems)
        self.problems.clear()
        text = "\n\n".join(([intro] if intro else []) + problems)
        self.router.open(screens.notice, _("Some files could not be used"), text)

    def game_saved(self, error: BaseException | None) -> None:
        """The table's saver reports each write here (from its thread)."""
        self.save_trouble.report("game", error)

    # ---------------------------------------------------------------- display
    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        w, h = self.window_size
        size = (max(sizing.MIN_WINDOW[0], w), max(sizing.MIN_WINDOW[1], h))
        return pygame.display.set_mode(size, pygame.RESIZABLE)

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def set_fullscreen(self, on: bool) -> None:
        self.settings.fullscreen = on
        self.screen = self._open_window(on)
        self._resized()

    def _resized(self) -> None:
        for scene in self.stack.scenes:
            scene.on_resize(self.size)

    # ------------------------------------------------------------- resources
    def card_art(self, width: int, height: int):
        """Card faces rendered at exactly this size (cached per size, deck style and
        language: the corner letters are the language's)."""
        from game.ui.cardart import CardArt

        st = self.settings
        key = (width, height, st.deck_style, st.high_contrast, current_language())
        art = self._card_arts.get(key)
        if art is None:  # the least recently used size goes (resizes, other tables)
            art = CardArt(width, height, st.deck_style, high_contrast=st.high_contrast)
            self._card_arts.put(key, art)
        return art

    @property
    def sounds(self):
        if self._sounds is None:
            from game.ui.sound import Sounds

            self._sounds = Sounds()
        self._sounds.set_volume(0.0 if self.settings.muted else self.settings.volume)
        return self._sounds

    def play_sound(self, name: str) -> None:
        self.sounds.play(name)

    # ----------------------------------------------------------------- scenes
    # Stack changes asked for while a frame handles an event or updates the scenes
    # wait until that event (or the update) is done: no scene is removed or covered in
    # the middle of its own handler, and every frame draws a settled stack. Outside a
    # frame (tests, start-up) they happen at once.
    def push(self, scene: Screen) -> None:
        self.changes.make(lambda: (self.stack.push(scene), scene.on_resize(self.size)))

    def pop(self) -> None:
        self.changes.make(self.stack.pop)

    def remove(self, scene: Screen) -> None:
        """Take ``scene`` off the stack, also from under another one (its
        ``on_exit`` runs); gone already: nothing."""
        self.changes.make(lambda: self.stack.remove(scene))

    def replace(self, scene: Screen) -> None:
        self.changes.make(lambda: (self.stack.replace(scene), scene.on_resize(self.size)))

    def clear_to(self, scene: Screen) -> None:
        # The screens closed (a game, its Review) leave freed memory: give it back.
        self.changes.make(
            lambda: (self.stack.clear_to(scene), give_back_freed(), scene.on_resize(self.size))
        )

    # What scenes may know of the stack (they change it only through the queued
    # operations above).
    @property
    def top(self) -> Screen | None:
        """The scene that gets the input."""
        return self.stack.top

    def is_top(self, scene: object) -> bool:
        return self.stack.top is scene

    @property
    def scenes(self) -> tuple[Screen, ...]:
        """The open screens, bottom first (a copy: changing the stack is queued)."""
        return tuple(self.stack.scenes)

    def quit(self) -> None:
        self.running = False

    def close(self) -> None:
        """End every scene (the table's AI worker process with it); the window stays.
        Tests close each App they make; ``run_game`` does before pygame quits."""
        while self.stack.top is not None:
            self.stack.pop()

    # ------------------------------------------------------------------- loop
    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
            w = max(sizing.MIN_WINDOW[0], event.w)
            h = max(sizing.MIN_WINDOW[1], event.h)
            self.window_size = (w, h)
            self.settings.window_size = (w, h)
            if self.screen.get_size() != (w, h):
                self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
            self._resized()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.settings.fullscreen)
            return
        if self._help_key(event):
            return
        top = self.stack.top
        if top is not None:
            top.handle_event(event)

    def _help_key(self, event: pygame.event.Event) -> bool:
        """F1 or ? opens the keyboard help over any screen (the help closes itself);
        a "?" typed into a text field stays there."""
        from game.ui.scenes.help import HelpOverlay, is_help_key, typing_text

        top = self.stack.top
        if top is None or isinstance(top, HelpOverlay) or not is_help_key(event):
            return False
        if event.key != pygame.K_F1 and typing_text(top):
            return False
        self.router.open(screens.keys_help)
        return True

    def step(self, dt: float, events: list | None = None) -> None:
        """One frame: input, animation, drawing. ``events`` taken from the queue
        already (by ``run``'s rest) come first."""
        try:
            self.changes.hold()
            readonly.tell(self)  # over the first screen
            for event in [*(events or ()), *pygame.event.get()]:
                if event.type != WAKE:
                    self.dispatch(event)
                    self.changes.flush()
            for scene in self.stack.visible():
                scene.update(dt)
            self.changes.release()
            self.save_trouble.update(dt)
            self.draw()
        except Exception as exc:  # noqa: BLE001 - shown on a friendly screen, game kept
            self.changes.drop()  # half-made changes of a failed frame
            self.crashed(exc)
        if self.first_frame_at is None:
            self.first_frame_at = time.perf_counter()

    def draw(self) -> None:
        visible = self.stack.visible()
        bottom = visible[0] if visible else None
        if bottom is None or not (bottom.opaque and bottom.covers_window):
            self.screen.fill(palette.FELT_DARK)
        for scene in visible:
            scene.draw(self.screen)
        self.save_trouble.draw(self.screen, self.fonts)
        pygame.display.flip()

    # ---------------------------------------------------------------- resting
    def wake_in(self) -> float | None:
        """Seconds until the next frame is needed if nothing happens (0: now, every
        frame; None: not until input)."""
        waits = [scene.wake_in() for scene in self.stack.visible()]
        return soonest(*waits, self.save_trouble.wake_in())

    def wake(self) -> None:
        """End a rest from any thread (news to draw: a save failed...)."""
        with contextlib.suppress(pygame.error):  # no video any more: nothing to wake
            pygame.event.post(pygame.event.Event(WAKE))

    def between_frames(self, next_frame: float, one: bool = False) -> None:
        """Use the time until ``next_frame`` (a ``time.perf_counter`` time) for the
        work made ahead (``self.idle``; ``one``: one job at most); an error there is a
        frame's error."""
        try:
            self.idle.run_until(next_frame, most=1 if one else None)
        except Exception as exc:  # noqa: BLE001 - as in step: shown, the game kept
            self.idle.clear()
            self.crashed(exc)

    def crashed(self, exc: BaseException) -> None:
        """Log an uncaught error and show it on a friendly screen; the save is kept.
        In strict mode (tests) it is raised again instead."""
        log.error("uncaught error:\n%s", "".join(traceback.format_exception(exc)))
        if self.strict:
            raise exc
        try:
            self.router.go_to(screens.error, exc)
        except Exception:  # noqa: BLE001 - the error screen itself failed: give up cleanly
            log.exception("the error screen failed")
            self.quit()

    def run(self, max_frames: int | None = None, max_seconds: float | None = None) -> None:
        """The loop: full frame rate while something moves, asleep otherwise."""
        frames = 0
        started = last = time.perf_counter()
        wait: float | None = 0.0
        while self.running and self.stack.top is not None:
            if max_seconds is not None and wait is not None:
                wait = min(wait, max(0.0, started + max_seconds - time.perf_counter()))
            elif max_seconds is not None:
                wait = max(0.0, started + max_seconds - time.perf_counter())
            events = rest(self, wait) if wait != 0 else []
            self.clock.tick(FPS)  # never faster than 60 frames per second
            now = time.perf_counter()
            elapsed = now - last
            last = now
            if wait == 0:  # moving: real time, but no leap after a stall
                dt = min(elapsed, 0.1)
            elif events:  # woken by input: what it starts starts at its beginning
                dt = min(elapsed, 1 / FPS)
            else:  # woken by a clock-driven part: its time has passed
                dt = min(elapsed, (wait or 0.0) + 0.1)
            self.frame_times.append(elapsed)
            self.frames_run += 1
            self.step(dt, events)
            if wait == 0:  # moving: what the frame left over, less room for the next one
                self.between_frames(next_frame_due(now))
            frames += 1
            if max_frames is not None and frames >= max_frames:
                break
            if max_seconds is not None and now - started >= max_seconds:
                break
            wait = self.wake_in()


def fit_screen(size: tuple[int, int]) -> tuple[int, int]:
    """``size`` made no larger than the screen (``MAX_SIZE`` when it is unknown): a
    10000x10000 window cost 2.2 GB and 12 s to open."""
    try:
        screens = [(w, h) for w, h in pygame.display.get_desktop_sizes() if w > 0 and h > 0]
    except pygame.error:
        screens = []
    most = screens[0] if screens else MAX_SIZE
    return (min(size[0], most[0]), min(size[1], most[1]))


def next_frame_due(started: float) -> float:
    """Until when work made ahead may run after a frame that started at ``started``
    (a ``time.perf_counter`` time): the next frame's start, less room for its work."""
    return started + 1 / FPS - NEXT_FRAME_ROOM


def rest(app: App, seconds: float | None) -> list:
    """The loop's sleep (``App.run``): until events arrive or ``seconds`` pass
    (None: until events); the events, if any. pygame's own ``event.wait`` looks
    every millisecond (about 2.5% of a core under Xvfb); a look every ``REST_LOOK``
    seconds costs a tenth of that and keeps the answer to input within a frame.
    Work made ahead (``app.idle``) is done here a job at a time."""
    deadline = time.perf_counter() + (LONGEST_REST if seconds is None else seconds)
    while True:
        events = pygame.event.get()
        now = time.perf_counter()
        left = deadline - now
        if events or left <= 0:
            return events
        if app.idle.pending and left > app.idle.longest:
            app.between_frames(deadline, one=True)  # a job, then a look for input
            continue
        time.sleep(min(REST_LOOK, left))


def _set_icon() -> None:
    """The window's icon (the game's own; missing or unreadable: SDL's)."""
    from game.assets import asset_path

    icon = asset_path("icon.png")
    if icon.is_file():
        with contextlib.suppress(pygame.error):
            pygame.display.set_icon(pygame.image.load(str(icon)))


LOG_MAX_BYTES = 1_000_000  # wizard.log, then wizard.log.1 and .2: a few MB at most


class _QuietFileHandler(logging.handlers.RotatingFileHandler):
    """A log of bounded size; one that cannot be written (full disk) is not worth a
    traceback on stderr. Opened never through a link (O_NOFOLLOW): a link placed at
    its path must not make the game append to another file."""

    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 - logging's name
        pass

    def _open(self):
        flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
        fd = os.open(self.baseFilename, flags, 0o600)
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            os.close(fd)
            raise OSError(f"{self.baseFilename} is not a regular file")
        return open(fd, "a", encoding=self.encoding, errors=self.errors)  # noqa: SIM115


class _QuietStreamHandler(logging.StreamHandler):
    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802
        pass


def _setup_logging(log_dir: Path) -> None:
    # One handler per process, pointing at the newest App's folder.
    for old in [h for h in log.handlers if getattr(h, "_wizard", False)]:
        log.removeHandler(old)
        old.close()
    path = log_dir / "wizard.log"
    try:
        log_dir.mkdir(parents=True, exist_ok=True)
        if path.is_symlink():  # never written through: the link is moved aside, kept
            set_aside(path)
        if path.exists() and not path.is_file():  # a FIFO would block the start
            raise OSError(f"{path} is not a regular file")
        handler = _QuietFileHandler(path, maxBytes=LOG_MAX_BYTES, backupCount=2, encoding="utf-8")
    except OSError:
        handler = _QuietStreamHandler()
    handler._wizard = True  # type: ignore[attr-defined]
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)


def run_game(args=None) -> int:
    """Start the game window at the main menu."""
    os.environ.setdefault("SDL_VIDEO_MINIMIZE_ON_FOCUS_LOSS", "0")
    # The window's class / app id names the menu entry (game/desktop.py), so docks show
    # its icon; pygame's default is the script name.
    from game.desktop import APP_ID

    os.environ["SDL_VIDEO_X11_WMCLASS"] = os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] = APP_ID
    from game.ui.startup import run_window

    app = App(offer_tutorial=True)
    app.router.open(screens.main_menu)
    return run_window(app)
