"""Time from start to the first frame of the game window, frozen and from source.

    python build/measure_startup.py                 # 7 runs of each that exists
    python build/measure_startup.py --runs 11 --real-display

Each run starts the game with ``WIZARD_EXIT_AFTER_FIRST_FRAME=1`` (handled in
build/wizard_entry.py: the game prints ``wizard-first-frame`` after drawing its first
frame, then quits) and measures the wall time from launching the process to that line.
"From source" runs ``python build/wizard_entry.py``, which is exactly ``python -m game``.
Runs use the dummy SDL drivers unless ``--real-display``, and a fresh temporary
WIZARD_HOME each (a first start: no settings yet).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXE = ".exe" if sys.platform == "win32" else ""


def commands() -> dict[str, list[str]]:
    found = {"source": [sys.executable, str(ROOT / "build" / "wizard_entry.py")]}
    onedir = ROOT / "dist" / "wizard" / f"wizard{EXE}"
    onefile = ROOT / "dist" / f"wizard-onefile{EXE}"
    if onedir.is_file():
        found["frozen one-folder"] = [str(onedir)]
    if onefile.is_file():
        found["frozen one-file"] = [str(onefile)]
    return found


def one_run(cmd: list[str], real_display: bool, timeout: float = 120) -> float:
    with tempfile.TemporaryDirectory(prefix="wizard-startup-") as home:
        env = dict(os.environ, WIZARD_EXIT_AFTER_FIRST_FRAME="1", WIZARD_HOME=home)
        env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
        env.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        if not real_display:
            env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        t0 = time.perf_counter()
        proc = subprocess.Popen(
            cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=home
        )
        took = None
        for line in proc.stdout:
            if line.startswith("wizard-first-frame"):
                took = time.perf_counter() - t0
                break
        proc.communicate(timeout=timeout)
        if took is None:
            raise RuntimeError(f"{cmd} never drew a frame (exit {proc.returncode})")
        return took


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--real-display", action="store_true", help="not the dummy drivers")
    args = parser.parse_args(argv)
    for name, cmd in commands().items():
        one_run(cmd, args.real_display)  # warm the disk cache: later runs are comparable
        times = [one_run(cmd, args.real_display) for _ in range(args.runs)]
        print(
            f"{name:18} start to first frame: median {statistics.median(times):.3f} s "
            f"(min {min(times):.3f}, max {max(times):.3f}, {args.runs} runs)",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
