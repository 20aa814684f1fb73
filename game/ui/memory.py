"""The window's memory: freed pixel buffers go back to the system, and caches keep
only the newest of what they hold.

Every frame makes and drops large pixel buffers (card faces drawn 3-4 times
supersampled, panels, charts: a few hundred KB each). glibc's malloc hands buffers
above its mmap threshold straight from the system and returns them when they are
freed, but it raises that threshold to the largest buffer freed so far (up to 32 MB);
from then on such buffers come from the heap, and the holes they leave there stay
resident. ``keep_large_buffers_out_of_heap`` fixes the threshold at glibc's default
(measured with ``wizard bench memory``: 33 MB less after one game); ``give_back_freed``
returns what the heap has free when a screen closes. Elsewhere (macOS, Windows, musl)
both do nothing.
"""

from __future__ import annotations

import ctypes
import sys
from collections import OrderedDict
from collections.abc import Callable, Hashable

M_MMAP_THRESHOLD = -3  # mallopt's parameter number (glibc's malloc.h)
MMAP_THRESHOLD = 128 * 1024  # bytes: glibc's default, kept from rising


def _glibc():
    """glibc's malloc controls, or None where the C library is another."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL("libc.so.6")
        return libc if hasattr(libc, "mallopt") and hasattr(libc, "malloc_trim") else None
    except OSError:
        return None


def keep_large_buffers_out_of_heap() -> bool:
    """Large buffers always come from (and go back to) the system. True if set."""
    libc = _glibc()
    return bool(libc is not None and libc.mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD))


def give_back_freed() -> bool:
    """Return the heap's free pages to the system (a few ms). True if any were."""
    libc = _glibc()
    return bool(libc is not None and libc.malloc_trim(0))


class LRU:
    """A cache that keeps the ``limit`` most recently used values, or as many as fit
    ``budget`` by their ``weigh`` (e.g. pixels), but always the newest one."""

    def __init__(self, limit: int | None = None, budget: int | None = None,
                 weigh: Callable[[object], int] = lambda value: 1):
        self.limit, self.budget, self.weigh = limit, budget, weigh
        self._d: OrderedDict = OrderedDict()
        self.weight = 0  # the values' total weight

    def __len__(self) -> int:
        return len(self._d)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._d

    def values(self):
        return self._d.values()

    def get(self, key: Hashable, default=None):
        value = self._d.get(key, default)
        if key in self._d:
            self._d.move_to_end(key)
        return value

    def put(self, key: Hashable, value) -> None:
        if key in self._d:
            self.weight -= self.weigh(self._d.pop(key))
        self._d[key] = value
        self.weight += self.weigh(value)
        while len(self._d) > 1 and (
            (self.limit is not None and len(self._d) > self.limit)
            or (self.budget is not None and self.weight > self.budget)
        ):
            self.weight -= self.weigh(self._d.popitem(last=False)[1])

    def clear(self) -> None:
        self._d.clear()
        self.weight = 0
