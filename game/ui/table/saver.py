"""Saving after every action without stalling a frame: a writer thread writes the
newest position (atomically, via ``save_game``); ``flush`` waits until it is on disk."""

from __future__ import annotations

import logging
import threading

from game.savegame import save_game

log = logging.getLogger("wizard")


class Saver:
    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._pending: tuple | None = None
        self._busy = False
        self._stop = False
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

    def _run(self) -> None:
        while True:
            with self._cond:
                while self._pending is None and not self._stop:
                    self._cond.wait()
                if self._pending is None and self._stop:
                    return
                job, self._pending = self._pending, None
                self._busy = True
            try:
                save_game(*job)
            except Exception:  # noqa: BLE001 - a failed save is logged, the game goes on
                log.exception("could not save the game")
            with self._cond:
                self._busy = False
                self._cond.notify_all()

    def flush(self, timeout: float = 5.0) -> None:
        """Wait until the newest position is written."""
        with self._cond:
            self._cond.wait_for(lambda: self._pending is None and not self._busy, timeout)

    def close(self) -> None:
        self.flush()
        with self._cond:
            self._stop = True
            self._cond.notify_all()
