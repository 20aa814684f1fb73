"""The user's files: settings, statistics, the saved game and logs (platformdirs).

Everything is JSON, read with validation and written atomically (temp file +
fsync + rename). A file that is corrupt, foreign or from a newer version is moved
aside (never deleted), reported through ``problems``, and the caller starts
cleanly. Nothing is ever executed from a file.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

APP_NAME = "wizard-cardgame"
APP_AUTHOR = "WizardStudio"


class FileProblem(Exception):
    """A user file that could not be used; the message says why for the player."""


def default_dirs() -> dict[str, Path]:
    """Where files live: platformdirs, or all under $WIZARD_HOME (tests, portable use)."""
    home = os.environ.get("WIZARD_HOME")
    if home:
        base = Path(home)
        return {"config": base / "config", "data": base / "data", "log": base / "log"}
    import platformdirs

    return {
        "config": Path(platformdirs.user_config_dir(APP_NAME, APP_AUTHOR)),
        "data": Path(platformdirs.user_data_dir(APP_NAME, APP_AUTHOR)),
        "log": Path(platformdirs.user_log_dir(APP_NAME, APP_AUTHOR)),
    }


def write_json_atomic(path: Path, doc) -> None:
    """Write ``doc`` so that a crash leaves either the old file or the new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data = json.dumps(doc, ensure_ascii=False, indent=1).encode("utf-8")
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def set_aside(path: Path) -> Path:
    """Move a bad file next to itself as ``NAME.bad-TIMESTAMP`` (never delete it)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.bad-{stamp}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.name}.bad-{stamp}-{n}")
        n += 1
    os.replace(path, target)
    return target


def read_json_checked(
    path: Path,
    validate: Callable[[object], object],
    problems: list[str],
    what: str,
):
    """Read and validate a JSON file. Returns ``validate(doc)``, or None when the file
    is missing or unusable (then it is set aside and a sentence added to ``problems``).
    ``what`` names the file for the player, marked with ``N_`` (e.g. "Your settings")."""
    if not path.exists():
        return None
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
        return validate(doc)
    except (
        OSError,
        UnicodeDecodeError,
        json.JSONDecodeError,
        RecursionError,
        FileProblem,
        ValueError,
    ) as err:
        from game.i18n import _

        message = _("{what} could not be read ({error}) and was set aside.").format(
            what=_(what), error=err
        )
        try:
            moved = set_aside(path)
            message += " " + _("It was moved to {path}.").format(path=moved)
        except OSError:
            pass
        problems.append(message)
        return None
