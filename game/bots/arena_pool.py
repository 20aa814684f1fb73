"""The arena's worker processes (``--jobs N``), which can neither hang the arena nor
outlive it.

- A worker that dies (killed, out of memory) ends the arena with ``ArenaStopped``:
  ``concurrent.futures`` notices the death (``BrokenProcessPool``), where
  ``multiprocessing.Pool`` waits forever for the lost game.
- A worker whose host dies (even by SIGKILL) notices within ``HOST_CHECK_S``, ends
  its bots and exits.
- Ctrl-C and SIGTERM reach the host (workers ignore SIGINT: the terminal sends it to
  them too); the host then SIGTERMs the workers, which end their bots and exit, and
  SIGKILLs any still there after ``WORKER_GRACE_S``.
"""

from __future__ import annotations

import concurrent.futures as cf
import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Callable, Sequence

HOST_CHECK_S = 0.2
WORKER_GRACE_S = 3.0


def run_in_workers(play: Callable, tasks: Sequence, jobs: int, collect: Callable) -> None:
    """``collect(play(task))`` for every task, played in ``jobs`` spawned processes."""
    from game.bots.arena import ArenaStopped

    # Spawned, not forked: a fork inherits the parent's threads and signal handlers.
    pool = cf.ProcessPoolExecutor(
        jobs, mp_context=multiprocessing.get_context("spawn"),
        initializer=_start_worker, initargs=(os.getpid(),),
    )
    finished = False
    try:
        futures = [pool.submit(play, task) for task in tasks]
        for future in cf.as_completed(futures):
            collect(future.result())
        finished = True
    except cf.process.BrokenProcessPool:
        raise ArenaStopped(
            "a worker process ended before its game did (killed?); the arena stopped"
        ) from None
    finally:
        if finished:
            pool.shutdown(wait=True)
        else:
            _end_workers(pool)


def _end_workers(pool: cf.ProcessPoolExecutor) -> None:
    """SIGTERM every worker (each ends its bots), SIGKILL the ones still there."""
    processes = list((getattr(pool, "_processes", None) or {}).values())  # no public API
    pool.shutdown(wait=False, cancel_futures=True)
    for proc in processes:
        if proc.is_alive():
            proc.terminate()
    deadline = time.monotonic() + WORKER_GRACE_S
    for proc in processes:
        proc.join(max(0.0, deadline - time.monotonic()))
        if proc.is_alive():
            proc.kill()
            proc.join(1.0)


# ------------------------------------------------------------ in the worker
def _start_worker(host_pid: int) -> None:
    import game.bots.bot_process  # noqa: F401 - imported now, not inside a signal handler

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the host decides what Ctrl-C ends
    signal.signal(signal.SIGTERM, _terminated)
    threading.Thread(
        target=_watch_host, args=(host_pid,), name="wizard-arena-watchdog", daemon=True
    ).start()


def _terminated(signum, frame) -> None:
    _exit_now(128 + signum)


def _watch_host(host_pid: int) -> None:
    while os.getppid() == host_pid:  # re-parented: the host is gone
        time.sleep(HOST_CHECK_S)
    _exit_now(1)


def _exit_now(code: int) -> None:
    """End this worker's bots, then the worker (nothing of it needs saving)."""
    from game.bots.bot_process import end_all

    try:
        end_all()
    finally:
        os._exit(code)
