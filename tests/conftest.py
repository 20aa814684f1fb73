"""Shared test setup: SDL without a screen or sound card, the App in strict mode, and
Apps that are always closed.

Strict mode makes an exception in any frame fail the test instead of turning into
the player's error screen (which hid the tutorial's end-of-lesson crash).

``make_app(size=..., speed=..., **kw)`` makes a real App with its folders in ``tmp_path``;
``app`` is one at 1024x640. Every App a test makes (with these fixtures or any
other way) is closed when the test ends, so a table's AI worker process never
outlives its test; an App made by a longer-lived fixture is closed when the
session ends. The session then fails if an AI worker process is still running;
under pytest-xdist each worker reports its leak to the controller, which fails the run.
A Review's analysis process started during a test is ended with it as well.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import weakref

import pytest

from tests.bytecode import cache_outside_the_tree

cache_outside_the_tree()  # before the xdist workers start: they inherit the setting
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["WIZARD_STRICT"] = "1"
# numpy is not a dependency of the game or its tests, but a developer machine may have
# it, and pygame then offers surfarray: hide it so that the tests see what CI's fresh
# environment sees (pygame.surfarray is missing there).
# pygame asks importlib.util.find_spec, which a None entry in sys.modules answers;
# the entry is then replaced by an import finder that refuses numpy, because
# hypothesis takes any "numpy" key in sys.modules for numpy being loaded.
class _NoNumpy:
    @staticmethod
    def find_spec(name, path=None, target=None):
        if name == "numpy" or name.startswith("numpy."):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None


if "pygame" not in sys.modules and "numpy" not in sys.modules:
    sys.modules["numpy"] = None  # type: ignore[assignment]
    try:
        import pygame  # noqa: F401  (imported here, while numpy looks missing)
    finally:
        del sys.modules["numpy"]
    sys.meta_path.insert(0, _NoNumpy())


def _paint_each_face_once() -> None:
    """Card faces painted once per process, each App handed copies (tests/face_memo.py)."""
    from tests.face_memo import install

    install()


_paint_each_face_once()

WORKER_NAME = "wizard-ai"  # the AI worker's process name (game/ui/ai_worker.py)

_apps: list[weakref.ref] = []  # every App made in this session, in order
_leaks: list[str] = []  # tests after which an AI worker was still running
_leak_messages: list[str] = []  # this session's leak messages, and each xdist worker's
_LEAK_KEY = "wizard_ai_workers_left"  # an xdist worker's leak message for the controller


def _track(cls, made: list[weakref.ref]) -> None:
    """Note every instance of ``cls`` made in ``made``: wrap its ``__init__`` once."""
    if getattr(cls.__init__, "_tracked", False):
        return
    original = cls.__init__

    def init(self, *args, **kwargs):
        made.append(weakref.ref(self))
        original(self, *args, **kwargs)

    init._tracked = True  # type: ignore[attr-defined]
    cls.__init__ = init


def _track_apps() -> None:
    """Note every App made."""
    from game.ui.app import App

    _track(App, _apps)


_jobs: list[weakref.ref] = []  # every Review analysis started in this session


def _track_analyses() -> None:
    """Note every Review analysis started."""
    from game.ui.analysis_job import AnalysisJob

    _track(AnalysisJob, _jobs)


def _close(refs: list[weakref.ref]) -> None:
    for ref in refs:
        app = ref()
        if app is not None:
            app.close()


def running_workers() -> list:
    return [p for p in multiprocessing.active_children() if p.name == WORKER_NAME]


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    """Mark the slow tests before ``-m`` selects, and start them first (tests/slow.py)."""
    from tests.slow import mark_and_order

    mark_and_order(items)


@pytest.fixture(autouse=True)
def _close_apps_made_by_the_test(request):
    """Close the Apps made during this test (its function fixtures included), and
    end the Review analyses it started: a Review drawn without being shown (the
    screen sweeps) never leaves, and its analysis of a whole game ran on for tens
    of seconds of CPU beside the next tests."""
    _track_apps()
    _track_analyses()
    first, first_job = len(_apps), len(_jobs)
    workers = len(running_workers())
    yield
    _close(_apps[first:])
    _close(_jobs[first_job:])
    if len(running_workers()) > workers:
        _leaks.append(request.node.nodeid)


@pytest.fixture
def make_app(tmp_path):
    """``make_app(size=(w, h), dirs=None, speed=None, **App options)``: a real App with
    its files in ``tmp_path`` (closed after the test), at that animation speed."""
    from game.ui.app import App
    from tests.robot import user_dirs

    def make(size: tuple[int, int] = (1024, 640), dirs: dict | None = None,
             speed: str | None = None, **kwargs) -> App:
        app = App(size=size, dirs=dirs or user_dirs(tmp_path), **kwargs)
        if speed is not None:
            app.settings.animation_speed = speed
        return app

    return make


@pytest.fixture
def app(make_app):
    return make_app()


@pytest.fixture
def english():
    """The game's language is English again after the test."""
    yield
    from game import i18n

    i18n.set_language("en")


def pytest_sessionfinish(session, exitstatus):
    _close(_apps)
    left = running_workers()
    for proc in left:
        proc.terminate()
    if left:
        where = f" (still running after: {', '.join(_leaks[:5])})" if _leaks else ""
        what = "AI worker process" if len(left) == 1 else "AI worker processes"
        _leak_messages.append(f"{len(left)} {what} outlived the tests{where}")
        # An xdist worker's exit status is dropped by the controller: hand it the message.
        workeroutput = getattr(session.config, "workeroutput", None)
        if workeroutput is not None:
            workeroutput[_LEAK_KEY] = _leak_messages[-1]
    for message in _leak_messages:
        print(f"\n{message}")
    if _leak_messages:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error):
    """xdist's controller: note a worker session's leak message (see sessionfinish)."""
    message = getattr(node, "workeroutput", {}).get(_LEAK_KEY)
    if message:
        _leak_messages.append(f"[{node.gateway.id}] {message}")
