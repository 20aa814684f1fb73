"""Work done between frames: things a frame would otherwise stop to make (card faces
at a new size, say) are made ahead, in the time a frame leaves over.

``App.run`` calls ``run_until`` after each moving frame, with the time the next frame
is due, and from its rest while nothing moves. A job runs only when the time left is
more than the longest job lately seen, so it never delays the next frame by much;
what is not done yet is made as before, by the frame that needs it.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable, Hashable

FIRST_GUESS = 0.006  # s: a card face at the table's sizes takes about 1-5 ms
FORGET = 0.9  # the guess of a job's length shrinks by this after each job


class IdleWork:
    """Keyed jobs, first in first done; a key already waiting is not queued twice."""

    def __init__(self) -> None:
        self._jobs: OrderedDict[Hashable, Callable[[], object]] = OrderedDict()
        self.longest = FIRST_GUESS  # the longest job lately: what must be left to start one
        self.done = 0

    @property
    def pending(self) -> int:
        return len(self._jobs)

    def add(self, key: Hashable, job: Callable[[], object]) -> None:
        if key not in self._jobs:
            self._jobs[key] = job

    def clear(self) -> None:
        self._jobs.clear()

    def run_until(
        self,
        deadline: float,
        most: int | None = None,
        clock: Callable[[], float] = time.perf_counter,
    ) -> int:
        """Run jobs (``most`` at most) while one fits before ``deadline`` (a ``clock``
        time); how many ran."""
        ran = 0
        while self._jobs and clock() + self.longest < deadline and (most is None or ran < most):
            _key, job = self._jobs.popitem(last=False)
            t0 = clock()
            job()
            took = clock() - t0
            self.longest = max(took, self.longest * FORGET, FIRST_GUESS / 4)
            ran += 1
        if not ran and self._jobs:
            # One slow job (a busy machine) must not stop the work for good: the guess
            # comes down a little at every gap too short for it.
            self.longest = max(self.longest * FORGET, FIRST_GUESS / 4)
        self.done += ran
        return ran
