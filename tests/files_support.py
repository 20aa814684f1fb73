"""Test helpers for hostile user files: a read-only folder (also for root, who ignores
permission bits: then a read-only bind mount) and a call with a time limit. The App's
folders under ``tmp_path``: ``tests.robot.user_dirs``."""

from __future__ import annotations

import contextlib
import os
import subprocess
import threading
from pathlib import Path

import pytest


@contextlib.contextmanager
def read_only(folder: Path):
    """``folder`` cannot be written to inside the block (files in it stay readable)."""
    folder.mkdir(parents=True, exist_ok=True)
    if os.name != "posix":
        pytest.skip("read-only folders are tested on POSIX")
    if os.geteuid() != 0:
        mode = folder.stat().st_mode
        folder.chmod(0o555)
        try:
            yield
        finally:
            folder.chmod(mode)
        return
    # root writes anywhere regardless of permissions: mount the folder read-only.
    bind = subprocess.run(["mount", "--bind", str(folder), str(folder)], capture_output=True)
    if bind.returncode != 0:
        pytest.skip("running as root without the right to mount: no read-only folder")
    try:
        ro = subprocess.run(
            ["mount", "-o", "remount,bind,ro", str(folder)], capture_output=True, check=False
        )
        if ro.returncode != 0:
            pytest.skip("cannot remount read-only")
        yield
    finally:
        subprocess.run(["umount", str(folder)], capture_output=True, check=False)


def call_with_timeout(fn, seconds: float):
    """``fn()``'s result; fails the test (instead of hanging it) after ``seconds``."""
    box: dict = {}

    def run() -> None:
        try:
            box["value"] = fn()
        except BaseException as exc:  # noqa: BLE001 - re-raised in the test's thread
            box["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        pytest.fail(f"still running after {seconds} s (hangs)")
    if "error" in box:
        raise box["error"]
    return box.get("value")
