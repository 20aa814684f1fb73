"""Saving after every action without stalling a frame: a writer thread writes the
newest position (atomically, via ``save_game``); ``flush`` waits until it is on disk,
``settle`` until it was tried (a failed one stays queued for its retry).

A write that fails (full disk, read-only folder) never stops the game: the position
is kept and written again after ``RETRY_SECONDS`` (or sooner by a newer one once the
pause is over), and each attempt's outcome goes to ``on_result`` (the App tells the
player once per outage)."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable

from game.savegame import save_game

log = logging.getLogger("wizard")
RETRY_SECONDS = 5.0


class Saver:
    def __init__(self, on_result: Callable[[BaseException | None], None] | None = None) -> None:
        self._cond = threading.Condition()
        self._pending: tuple | None = None
        self._busy = False
        self._stop = False
        self._retry_at = 0.0  # monotonic time before which a failed write is not retried
        self.failing = False  # the last attempt failed
        self._on_result = on_result
        self._thread: threading.Thread | None = None

    def save(self, path, setup, state) -> None:
        """Queue the position; an older one not yet written is dropped (newest wins)."""
        with self._cond:
            self._pending = (path, setup, state)
            if self._thread is None or not self._thread.is_alive():
                self._stop = False
                self._thread = threading.Thread(target=self._run, name="wizard-save", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def _ready(self) -> bool:
        return self._pending is not None and time.monotonic() >= self._retry_at

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._stop and not self._ready():
                    wait = None if self._pending is None else self._retry_at - time.monotonic()
                    self._cond.wait(wait)
                if self._stop and not self._ready():
                    return
                job, self._pending = self._pending, None
                self._busy = True
            error: BaseException | None = None
            try:
                save_game(*job)
            except Exception as exc:  # noqa: BLE001 - a failed save is retried, the game goes on
                error = exc
                if not self.failing:
                    log.exception("could not save the game; will retry")
            with self._cond:
                self._busy = False
                self.failing = error is not None
                if error is not None:
                    if self._pending is None:
                        self._pending = job  # unless a newer position came meanwhile
                    self._retry_at = time.monotonic() + RETRY_SECONDS
                else:
                    self._retry_at = 0.0
                self._cond.notify_all()
            if self._on_result is not None:
                try:
                    self._on_result(error)
                except Exception:  # noqa: BLE001 - reporting must not stop the saver
                    log.exception("the save report failed")

    def flush(self, timeout: float = 5.0) -> None:
        """Wait until the newest position is written. While writes fail, try once
        more now and then give that position up (the caller moves on: game over,
        or leaving the table), so nothing stale is written later."""
        with self._cond:
            if self.failing:
                self._retry_at = 0.0
                self._cond.notify_all()
            self._cond.wait_for(lambda: not self._busy and not self._ready(), timeout)
            if self.failing:
                self._pending = None

    def settle(self, timeout: float = 5.0) -> bool:
        """Wait until the newest position has been tried (written, or failed and
        kept for its retry). True when it is on disk."""
        with self._cond:
            self._cond.wait_for(
                lambda: not self._busy and (self._pending is None or self.failing), timeout
            )
            return self._pending is None and not self._busy and not self.failing

    def close(self) -> None:
        self.flush()
        with self._cond:
            self._stop = True
            self._cond.notify_all()
