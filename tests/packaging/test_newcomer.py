"""The newcomer's path (issue 14): the README's two commands, run as written from a
clean copy of the repository, and documentation whose links all lead somewhere.

- The README opens with exactly two one-line shell commands; ``.ci/run`` runs exactly
  those lines.
- The first command, run in a throwaway copy of the tracked files, makes a virtual
  environment, installs the game and starts it; with the dummy SDL drivers and
  ``WIZARD_EXIT_AFTER_FIRST_FRAME=1`` the game draws one frame and exits 0.
- Every relative link in README.md and docs/*.md names a file of the repository, and
  nothing in the repository points outside it (the old ``shared/`` folder).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FENCE = re.compile(r"^```(\w*)\n(.*?)^```", re.S | re.M)


def readme_commands() -> list[str]:
    """The shell blocks that open the README (before its first section)."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    head = text.split("\n## ", 1)[0]
    return [body for lang, body in FENCE.findall(head) if lang in ("sh", "bash", "")]


# Never part of a fresh clone (.gitignore): used when there is no git to ask.
UNTRACKED = {".git", ".venv", "dist", "work", "__pycache__", ".pytest_cache", ".ruff_cache"}
UNTRACKED |= {".hypothesis", ".benchmarks", ".import_linter_cache", "out"}


def tracked_files() -> list[Path]:
    """The repository's files as a fresh clone has them (working-tree content)."""
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        return [
            p
            for p in ROOT.rglob("*")
            if p.is_file()
            and not UNTRACKED.intersection(p.relative_to(ROOT).parts)
            and not p.name.endswith((".pyc", ".mo"))
            and ".egg-info" not in str(p)
        ]
    out = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True, timeout=60
    )
    names = [n for n in out.stdout.decode("utf-8").split("\0") if n]
    return [ROOT / n for n in names if (ROOT / n).is_file()]


# --------------------------------------------------------------------------- the commands


def test_readme_opens_with_two_one_line_commands():
    blocks = readme_commands()
    assert len(blocks) == 2, blocks
    first, second = (b.strip() for b in blocks)
    for line in (first, second):
        assert "\n" not in line, f"not one line: {line!r}"
    # The first makes or reuses the venv, installs the game and starts it.
    assert first.startswith("python3 -m venv .venv && ")
    assert ".venv/bin/pip install -e . " in first and first.endswith(".venv/bin/wizard")
    # The second installs the test extras into the same venv and runs the tests there.
    assert second.startswith("python3 -m venv .venv && ")
    assert ".venv/bin/pip install -e '.[test]'" in second
    assert second.endswith(".venv/bin/python -m pytest")
    # Never the system pip (PEP 668 refuses it on Debian and Ubuntu).
    assert "python3 -m pip" not in first + second and "sudo" not in first + second


def test_ci_runs_exactly_the_readme_commands():
    lines = [
        line.strip()
        for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.strip().startswith("#")
    ]
    for command in readme_commands():
        assert command.strip() in lines, f".ci/run does not run {command.strip()!r}"
    run = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "WIZARD_EXIT_AFTER_FIRST_FRAME=1" in run and "SDL_VIDEODRIVER=dummy" in run
    assert "PYTHON=.venv/bin/python bash build/ci_build.sh" in run
    assert os.access(ROOT / ".ci" / "run", os.X_OK)
    subprocess.run(["bash", "-n", str(ROOT / ".ci" / "run")], check=True)


def _venv_available() -> str | None:
    """Why ``python3 -m venv`` cannot work here, or None when it can."""
    python3 = shutil.which("python3")
    if python3 is None:
        return "no python3 on PATH"
    probe = subprocess.run(
        [python3, "-c", "import venv, ensurepip"], capture_output=True, text=True, timeout=60
    )
    if probe.returncode != 0:
        return f"python3 has no venv/ensurepip (apt install python3-venv): {probe.stderr[-200:]}"
    return None


def test_first_command_from_a_clean_copy_starts_the_game(tmp_path):
    """The README's first command, verbatim, in a copy of the tracked files."""
    reason = _venv_available()
    if reason:
        pytest.skip(reason)
    repo = tmp_path / "wizard"
    for path in tracked_files():
        target = repo / path.relative_to(ROOT)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, target)
    assert not (repo / ".venv").exists()

    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME", "PIP_REQUIRE_VIRTUALENV")
    }
    # Not a venv's bin first on PATH: `python3` is what a newcomer's shell finds.
    env["PATH"] = os.pathsep.join(
        p for p in env.get("PATH", "").split(os.pathsep) if not (Path(p) / "activate").exists()
    )
    env.update(
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        WIZARD_EXIT_AFTER_FIRST_FRAME="1",
        WIZARD_HOME=str(tmp_path / "home"),
        PIP_DISABLE_PIP_VERSION_CHECK="1",
    )
    first = readme_commands()[0].strip()
    out = subprocess.run(
        ["bash", "-c", first],
        cwd=repo,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
    )
    tail = (out.stdout[-3000:] + "\n" + out.stderr[-3000:]).strip()
    assert out.returncode == 0, tail
    assert "wizard-first-frame" in out.stdout, tail
    assert (repo / ".venv" / "bin" / "wizard").is_file()
    # The game in the venv is this copy (an editable install), not some other one.
    where = subprocess.run(
        [str(repo / ".venv" / "bin" / "python"), "-c", "import game; print(game.__file__)"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert Path(where.stdout.strip()).is_relative_to(repo), where.stdout + where.stderr
    assert (tmp_path / "home" / "log" / "wizard.log").is_file()


def test_exit_after_first_frame_switch_quits_the_game(tmp_path):
    """What CI relies on to run the README's "install and start" command headless."""
    env = dict(os.environ)
    env.update(
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        WIZARD_EXIT_AFTER_FIRST_FRAME="1",
        WIZARD_HOME=str(tmp_path / "home"),
        PYTHONPATH=str(ROOT) + os.pathsep + env.get("PYTHONPATH", ""),
    )
    out = subprocess.run(
        [sys.executable, "-m", "game"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    assert [line for line in out.stdout.splitlines() if line.startswith("wizard-first-frame")]
    assert (tmp_path / "home" / "config" / "settings.json").is_file()  # a normal exit


# --------------------------------------------------------------------------- the links

LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
REF_LINK = re.compile(r"^\s*\[[^\]]+\]:\s*(\S+)", re.M)
CODE_PATH = re.compile(r"`(\.?[\w-]+(?:/[\w.-]+)+/?)`")
# Made by the build, never in the repository (docs/building.md).
GENERATED = ("build/work", "assets/VERSION")


def _strip_code_blocks(text: str) -> str:
    return FENCE.sub("", text)


def _targets(doc: Path) -> list[str]:
    text = _strip_code_blocks(doc.read_text(encoding="utf-8"))
    return LINK.findall(text) + REF_LINK.findall(text)


def test_every_relative_link_in_the_docs_points_at_a_file(docs):
    bad = []
    checked = 0
    for doc in docs:
        for target in _targets(doc):
            if re.match(r"^[a-z][a-z0-9+.-]*:", target, re.I) or target.startswith("#"):
                continue  # https:, mailto: and same-page anchors
            path = target.split("#", 1)[0].split("?", 1)[0]
            resolved = (doc.parent / path).resolve()
            checked += 1
            if not resolved.is_relative_to(ROOT):
                bad.append(f"{doc.relative_to(ROOT)}: {target} leaves the repository")
            elif not resolved.exists():
                bad.append(f"{doc.relative_to(ROOT)}: {target} does not exist")
    assert checked >= 5, "the README and docs link to almost nothing: is the pattern broken?"
    assert bad == [], "\n".join(bad)


def test_repository_paths_named_in_the_docs_exist(docs):
    """`game/ui/app.py`-style paths in backticks, when they start with one of the
    repository's own folders (generated ones such as build/work/ excepted)."""
    tops = {p.relative_to(ROOT).parts[0] for p in tracked_files()}
    bad = []
    for doc in docs:
        text = doc.read_text(encoding="utf-8")
        for path in CODE_PATH.findall(text):
            if path.split("/")[0] not in tops or path.startswith(GENERATED):
                continue
            if not (ROOT / path).exists():
                bad.append(f"{doc.relative_to(ROOT)}: `{path}` does not exist")
    assert bad == [], "\n".join(bad)


OUTSIDE = re.compile(r"(?<![\w./-])(?:\.\./)*shared/|/work/(?:shared|main|helpers)\b")


def test_nothing_in_the_repository_refers_to_files_outside_it():
    me = Path(__file__).resolve()
    bad = []
    for path in tracked_files():
        if path.resolve() == me or path.suffix in (".png", ".ico", ".wav", ".ttf", ".mo"):
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        for n, line in enumerate(text.splitlines(), 1):
            if OUTSIDE.search(line):
                bad.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()[:100]}")
    assert bad == [], "refers to files outside the repository:\n" + "\n".join(bad)


def test_the_outside_pattern_catches_what_it_should():
    assert OUTSIDE.search("specified beside the project in `shared/`.")
    assert OUTSIDE.search("see ../shared/rules.md")
    assert OUTSIDE.search("/work/shared/bot-protocol.md")
    assert not OUTSIDE.search("game/shared/x.py and shared_memory/")
