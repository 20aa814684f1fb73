"""`wizard bench ui`: a full AI-against-AI game in a real window, timed frame by frame.

Run it under a display (``xvfb-run -a wizard bench ui``). It prints the time from
start to the first frame and the frame-time median, p95 and p99 in milliseconds:
the work of one frame (events, animation, drawing, flip) as wall time and as CPU
time (the same frames; on a busy machine the wall time also counts waiting for a
core), the interval between frames as the 60 fps clock delivers them (work made
ahead between frames, ``App.between_frames``, shows there if it ever makes a frame
late), and the resident memory at the table.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from game.bots.figures import quantile

LEVEL_MIX = ("expert", "hard", "expert", "medium", "expert", "hard")  # Expert thinks often
NAMES = ("Ada", "Bruno", "Clara", "Dmitri", "Elin", "Farid")


def resident_mb() -> float | None:
    """This process's resident memory now (MB), from /proc; None where there is none."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return None


def run_bench(
    players: int = 4,
    speed: str = "fast",
    size: tuple[int, int] = (1280, 800),
    max_seconds: float | None = None,
    seed: int = 2024,
    levels: tuple[str, ...] | None = None,
) -> dict:
    """Play one AI game in a window; returns the timings (seconds)."""
    started = time.perf_counter()
    import pygame

    from game.rules import Rules
    from game.savegame import GameSetup
    from game.ui.app import FPS, App, next_frame_due
    from game.ui.scenes.table import TableScene

    tmp = Path(tempfile.mkdtemp(prefix="wizard-bench-"))
    dirs = {"config": tmp / "config", "data": tmp / "data", "log": tmp / "log"}
    app = App(size=size, dirs=dirs)
    app.settings.animation_speed = speed
    app.settings.muted = True
    lv = list(levels or LEVEL_MIX[:players])
    setup = GameSetup(Rules(players), list(NAMES[:players]), ["human", *lv[1:]], seed=seed)
    table = TableScene(app, setup, autoplay=True, autoplay_level=lv[0])
    app.push(table)
    work: list[float] = []
    cpu: list[float] = []  # the same frames' CPU time (this thread), which load does not inflate
    intervals: list[float] = []
    first_frame = None
    last = time.perf_counter()
    try:
        while app.running and app.stack.top is not None:
            app.clock.tick(FPS)
            now = time.perf_counter()
            dt = now - last
            last = now
            t0, c0 = time.perf_counter(), time.thread_time()
            app.step(min(dt, 0.1))
            t1, c1 = time.perf_counter(), time.thread_time()
            app.between_frames(next_frame_due(now))  # as App.run: not frame work
            if first_frame is None:
                first_frame = t1 - started
            else:
                intervals.append(dt)
                work.append(t1 - t0)
                cpu.append(c1 - c0)
            if max_seconds is not None and t1 - started > max_seconds:
                break
    finally:
        rss = resident_mb()
        table.close()
        finished = table.state.is_over
        rounds = table.state.round
        pygame.quit()
    return {
        "work": work,
        "cpu": cpu,
        "rss_mb": rss,
        "intervals": intervals,
        "first_frame": first_frame or 0.0,
        "total": time.perf_counter() - started,
        "finished": finished,
        "rounds": rounds,
        "driver": os.environ.get("SDL_VIDEODRIVER", "default"),
    }


def report(result: dict, out=sys.stdout) -> None:
    ms = [v * 1000 for v in result["work"]]
    iv = [v * 1000 for v in result["intervals"]]
    print(f"frames {len(ms)}", file=out)
    print(f"game finished {result['finished']} after round {result['rounds']}", file=out)
    if result.get("max_seconds") is not None and not result["finished"]:
        print(f"stopped after {result['max_seconds']:g} s (--seconds)", file=out)
    print(f"first frame {result['first_frame'] * 1000:.1f} ms after start", file=out)
    if ms:
        print(f"median {statistics.median(ms):.1f} ms", file=out)
        print(f"p95 {quantile(ms, 0.95):.1f} ms", file=out)
        print(f"p99 {quantile(ms, 0.99):.1f} ms", file=out)
        print(f"max {max(ms):.1f} ms", file=out)
    cpu = [v * 1000 for v in result.get("cpu", [])]
    if cpu:
        print(
            f"frame cpu median {statistics.median(cpu):.1f} ms, p95 {quantile(cpu, 0.95):.1f} ms, "
            f"p99 {quantile(cpu, 0.99):.1f} ms",
            file=out,
        )
    if iv:
        print(
            f"frame interval median {statistics.median(iv):.1f} ms, "
            f"p95 {quantile(iv, 0.95):.1f} ms, p99 {quantile(iv, 0.99):.1f} ms "
            f"({1000 / statistics.median(iv):.0f} fps)",
            file=out,
        )
    if result.get("rss_mb") is not None:
        print(f"resident memory at the table {result['rss_mb']:.0f} MB", file=out)
    print(f"total {result['total']:.1f} s", file=out)


def main(args) -> int:
    players = getattr(args, "players", 4) or 4
    if not 3 <= players <= 6:
        print("wizard bench ui: --players must be 3 to 6", file=sys.stderr)
        return 2
    try:
        max_seconds = getattr(args, "seconds", None)
        result = run_bench(players=players, max_seconds=max_seconds)
        result["max_seconds"] = max_seconds
    except Exception as exc:  # noqa: BLE001 - e.g. no display: say so plainly
        print(f"wizard bench ui: {exc}", file=sys.stderr)
        return 1
    report(result)
    return 0 if result["finished"] or result["max_seconds"] is not None else 1
