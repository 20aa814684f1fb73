"""Tweens, easing curves and a small task system for the table's animations.

A *task* advances with ``update(dt)`` and says when it is done; ``finish()`` jumps
to its end at once (every setter gets its final value, every callback runs), which
is how "skip ahead" and the *instant* animation speed work. ``Sequence`` and
``Parallel`` combine tasks; ``Tasks`` is the running list a scene updates each frame.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

# --------------------------------------------------------------------- easing


def linear(t: float) -> float:
    return t


def ease_in_quad(t: float) -> float:
    return t * t


def ease_out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def ease_in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_elastic(t: float) -> float:
    if t <= 0 or t >= 1:
        return max(0.0, min(1.0, t))
    return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi) / 3) + 1


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp2(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


# --------------------------------------------------------------------- speed

#: Multiplier on every animation duration for each ``Settings.animation_speed``.
SPEED_FACTORS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}


def speed_factor(name: str) -> float:
    return SPEED_FACTORS.get(name, 1.0)


# ------------------------------------------------------------- reduced motion


class Motion:
    """The player's "Reduced motion" setting (Settings > Accessibility), read by
    everything that moves only for show: no shaking cards, no floating score numbers,
    no pulsing or bobbing, fades of at most ``SHORT_FADE`` seconds. Cards still fly to
    where they go (that movement tells what happened), at the animation speed chosen.
    The App sets ``reduced`` from the settings when it starts and when it changes."""

    reduced = False
    SHORT_FADE = 0.15


motion = Motion()


def fade_time(seconds: float) -> float:
    """A fade's length: as designed, or short under reduced motion."""
    return min(seconds, motion.SHORT_FADE) if motion.reduced else seconds


# --------------------------------------------------------------------- tasks


class Task:
    """Something that takes time. Subclasses override ``_advance`` and ``_finish``."""

    done = False

    def update(self, dt: float) -> float:
        """Advance by ``dt`` seconds; returns the time left over once done."""
        if self.done:
            return dt
        return self._advance(dt)

    def finish(self) -> None:
        if not self.done:
            self._finish()
            self.done = True

    def _advance(self, dt: float) -> float:
        self.finish()
        return dt

    def _finish(self) -> None:
        pass


class Tween(Task):
    """Calls ``setter(value)`` with ``start → end`` eased over ``duration`` seconds.

    ``start`` / ``end`` may be numbers or (x, y) pairs. ``delay`` waits first.
    """

    def __init__(
        self,
        setter: Callable,
        start,
        end,
        duration: float,
        ease: Callable[[float], float] = ease_out_cubic,
        delay: float = 0.0,
        on_start: Callable[[], None] | None = None,
        on_done: Callable[[], None] | None = None,
    ):
        self.setter = setter
        self.start = start
        self.end = end
        self.duration = max(0.0, duration)
        self.ease = ease
        self.delay = max(0.0, delay)
        self.on_start = on_start
        self.on_done = on_done
        self.elapsed = 0.0
        self.started = False

    def _value(self, t: float):
        e = self.ease(t)
        if isinstance(self.start, tuple):
            return lerp2(self.start, self.end, e)
        return lerp(self.start, self.end, e)

    def _begin(self) -> None:
        if not self.started:
            self.started = True
            if self.on_start:
                self.on_start()

    def _advance(self, dt: float) -> float:
        if self.delay > 0:
            if dt < self.delay:
                self.delay -= dt
                return 0.0
            dt -= self.delay
            self.delay = 0.0
        self._begin()
        self.elapsed += dt
        if self.elapsed >= self.duration:
            left = self.elapsed - self.duration
            self.finish()
            return left
        self.setter(self._value(self.elapsed / self.duration))
        return 0.0

    def _finish(self) -> None:
        self._begin()
        self.setter(self.end)
        if self.on_done:
            self.on_done()


class Wait(Task):
    def __init__(self, seconds: float):
        self.left = max(0.0, seconds)

    def _advance(self, dt: float) -> float:
        if dt < self.left:
            self.left -= dt
            return 0.0
        over = dt - self.left
        self.finish()
        return over


class Call(Task):
    """Runs a function once, taking no time."""

    def __init__(self, fn: Callable[[], None]):
        self.fn = fn

    def _finish(self) -> None:
        self.fn()


class WaitUntil(Task):
    """Done when ``predicate()`` is true (``finish`` does not wait)."""

    def __init__(self, predicate: Callable[[], bool]):
        self.predicate = predicate

    def _advance(self, dt: float) -> float:
        if self.predicate():
            self.finish()
            return dt
        return 0.0


class Sequence(Task):
    """Runs tasks one after another; a task may be added while it runs."""

    def __init__(self, tasks: Iterable[Task] = ()):
        self.tasks = list(tasks)
        self.index = 0

    def add(self, task: Task) -> Sequence:
        self.tasks.append(task)
        return self

    def _advance(self, dt: float) -> float:
        while self.index < len(self.tasks):
            dt = self.tasks[self.index].update(dt)
            if not self.tasks[self.index].done:
                return 0.0
            self.index += 1
        self.done = True
        return dt

    def _finish(self) -> None:
        while self.index < len(self.tasks):
            self.tasks[self.index].finish()
            self.index += 1


class Parallel(Task):
    def __init__(self, tasks: Iterable[Task] = ()):
        self.tasks = list(tasks)

    def add(self, task: Task) -> Parallel:
        self.tasks.append(task)
        return self

    def _advance(self, dt: float) -> float:
        left = dt
        for task in self.tasks:
            if not task.done:
                left = min(left, task.update(dt))
        if all(t.done for t in self.tasks):
            self.done = True
            return left
        return 0.0

    def _finish(self) -> None:
        for task in self.tasks:
            task.finish()


class Tasks:
    """The running tasks of a scene: all advance together each frame."""

    def __init__(self) -> None:
        self.items: list[Task] = []

    def add(self, task: Task, instant: bool = False) -> Task:
        if instant:
            task.finish()
        else:
            self.items.append(task)
        return task

    def update(self, dt: float) -> None:
        for task in list(self.items):
            task.update(dt)
        self.items = [t for t in self.items if not t.done]

    def finish_all(self) -> None:
        # Finishing may add tasks (callbacks); loop until quiet.
        for _ in range(100):
            if not self.items:
                return
            items, self.items = self.items, []
            for task in items:
                task.finish()

    @property
    def busy(self) -> bool:
        return bool(self.items)

    def __len__(self) -> int:
        return len(self.items)
