"""Compiled bytecode for the test run when the environment asks Python not to write it.

With ``PYTHONDONTWRITEBYTECODE`` set, every process of a run compiles ``game/``, ``ai/``
and the tests from source again: each xdist worker (about 5 s of CPU to collect), each
``python -m game`` child and each table's AI worker process. The setting keeps ``.pyc``
files out of the source tree; the run keeps them out too, in a folder of its own under
the temporary directory (``PYTHONPYCACHEPREFIX``), which every later process reads.
"""

from __future__ import annotations

import getpass
import os
import sys
import tempfile
from pathlib import Path


def cache_folder() -> Path:
    """The run's bytecode folder: one per user, kept between runs."""
    return Path(tempfile.gettempdir()) / f"wizard-tests-pycache-{getpass.getuser()}"


def cache_outside_the_tree() -> None:
    """Write and read bytecode under ``cache_folder()`` in this process and the ones it
    starts, if bytecode is off and no other cache folder is set."""
    if not sys.dont_write_bytecode or sys.pycache_prefix:
        return
    prefix = str(cache_folder())
    sys.pycache_prefix = prefix
    sys.dont_write_bytecode = False
    os.environ["PYTHONPYCACHEPREFIX"] = prefix
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
