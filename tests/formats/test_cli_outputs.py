"""Every `wizard` command with each of its outputs pointed at /dev/full, a FIFO, a full
disk or a closed standard output ends within 10 s with one line on stderr and a
non-zero exit, never a hang or a traceback (issue 61, items 6 and 7). Real processes,
real files: a FIFO made with mkfifo, a 64 kB tmpfs filled to the brim (root only).

``WIZARD_OUTPUT_TABLE=FILE`` appends each case as a tab-separated row (command,
output, target, exit code, seconds, the line printed) for the record."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.cli_support import as_from_a_terminal

ROOT = Path(__file__).resolve().parents[2]
LIMIT_S = 10.0

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX devices and FIFOs")

# command -> its arguments (small, so each case takes well under a second of work)
COMMANDS = {
    "simulate": ["simulate", "--games", "1", "--players", "3", "--rounds", "2", "--seats", "easy"],
    "check": ["check", "TRANSCRIPT"],
    "arena": ["arena", "--games", "1", "--players", "3", "--rounds", "2", "--seats", "easy",
              "--quiet", "--jobs", "1"],
    "arena --jobs 2": ["arena", "--games", "2", "--players", "3", "--rounds", "2", "--seats",
                       "easy", "--quiet", "--jobs", "2"],
    "bot": ["bot", "--level", "easy"],
    "positions": ["positions", "--level", "easy", "--tag", "obvious"],
    "analyze": ["analyze", "TRANSCRIPT", "--seat", "0", "--iterations", "2", "--quiet"],
    "--version": ["--version"],
    "bench engine": ["bench", "engine", "--runs", "1", "--seconds", "0.05"],
    "--selftest": ["--selftest"],
    "--install-desktop": ["--install-desktop"],
}
STDOUT_TARGETS = ("/dev/full", "full disk", "closed")
FILE_TARGETS = ("/dev/full", "FIFO", "full disk")
# (command, output, target, the exit code it must end with). The self-test runs without
# a standard output by design (its product is the report file; a windowed Windows build
# has none), so its stdout is not among the cases.
CASES = [
    (cmd, "stdout", target, 2 if target == "closed" else 1)
    for cmd in COMMANDS if cmd != "--selftest"
    for target in STDOUT_TARGETS
] + [
    ("--install-desktop", "XDG_DATA_HOME", target, 1) for target in ("FIFO", "full disk")
] + [
    (cmd, option, target, 1 if target == "full disk" else 2)
    for cmd, option in [("simulate", "--out"), ("arena", "--out"), ("arena --jobs 2", "--out"),
                        ("arena", "--json"), ("--selftest", "--selftest-out")]
    for target in FILE_TARGETS
] + [("bot", "stdin", "closed", 2)]
HELLO = json.dumps({"type": "hello", "protocol": "wizard-bot/1", "id": 0}) + "\n"


@pytest.fixture(scope="module")
def full_disk(tmp_path_factory):
    """A 64 kB tmpfs with no byte left (needs root; the cases that use it skip else)."""
    where = tmp_path_factory.mktemp("full")
    mounted = os.geteuid() == 0 and subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(where)],
        capture_output=True,
    ).returncode == 0
    if not mounted:
        yield None
        return
    try:
        fd = os.open(where / "filler", os.O_WRONLY | os.O_CREAT)
        try:
            while os.write(fd, b"\0" * 4096):
                pass
        except OSError:  # ENOSPC: full
            pass
        finally:
            os.close(fd)
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], capture_output=True)


@pytest.fixture(scope="module")
def transcript(tmp_path_factory):
    out = tmp_path_factory.mktemp("games")
    subprocess.run(
        [sys.executable, "-m", "game", *COMMANDS["simulate"], "--out", str(out)],
        cwd=ROOT, check=True, capture_output=True, timeout=60,
    )
    return out / "game-00001.json"


def run_case(argv, *, stdin=None, stdout=None, close_fd=None, env_home: Path, **env_extra):
    env = {**os.environ, "WIZARD_HOME": str(env_home), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1",
           "XDG_DATA_HOME": str(env_home / "share"), **env_extra}
    started = time.monotonic()
    proc = subprocess.Popen(
        [sys.executable, "-m", "game", *argv], cwd=ROOT, env=env,
        stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
        stdout=stdout if stdout is not None else subprocess.DEVNULL,
        stderr=subprocess.PIPE, text=True,
        preexec_fn=(lambda: os.close(close_fd)) if close_fd is not None else None,
    )
    try:
        _, err = proc.communicate(stdin, timeout=LIMIT_S + 5)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        pytest.fail(f"wizard {' '.join(argv)} still running after {LIMIT_S + 5:g} s")
    return proc.returncode, time.monotonic() - started, err


@pytest.mark.timeout(60)
@pytest.mark.parametrize(("command", "output", "target", "code"), CASES,
                         ids=[f"{c}|{o}|{t}" for c, o, t, _ in CASES])
def test_output_that_cannot_be_written_ends_in_one_line(
    command, output, target, code, tmp_path, full_disk, transcript
):
    if target == "full disk" and full_disk is None:
        pytest.skip("mounting a small tmpfs needs root")
    argv = [str(transcript) if a == "TRANSCRIPT" else a for a in COMMANDS[command]]
    stdin = HELLO if command == "bot" and output != "stdin" else None
    stdout = close_fd = None
    extra = {}
    if output == "stdin":
        close_fd = 0
    elif output == "XDG_DATA_HOME":  # where the menu entry and icons are written
        share = full_disk if target == "full disk" else tmp_path / "share"
        if target == "FIFO":
            (share / "applications").mkdir(parents=True)
            os.mkfifo(share / "applications" / "wizard-cardgame.desktop")
        extra["XDG_DATA_HOME"] = str(share)
    elif output == "stdout":
        if target == "closed":
            close_fd = 1
        else:
            stdout = open(  # noqa: SIM115 - closed below, after the process ended
                "/dev/full" if target == "/dev/full" else full_disk / f"{tmp_path.name}.txt", "w"
            )
    else:
        if target == "FIFO":
            path = tmp_path / "fifo"
            os.mkfifo(path)
        elif target == "full disk":
            path = full_disk / f"{tmp_path.name}{'' if output == '--out' else '.json'}"
        else:
            path = Path("/dev/full")
        argv += [output, str(path)]
    try:
        rc, seconds, err = run_case(argv, stdin=stdin, stdout=stdout, close_fd=close_fd,
                                    env_home=tmp_path / "home", **extra)
    finally:
        if stdout is not None:
            stdout.close()
    lines = [line for line in err.splitlines() if line.strip()]
    if output == "XDG_DATA_HOME":
        assert "wizard-cardgame" in err and "Errno" not in err, err  # names the file
    table = os.environ.get("WIZARD_OUTPUT_TABLE")
    if table:
        with open(table, "a", encoding="utf-8") as fh:
            fh.write(f"{command}\t{output}\t{target}\t{rc}\t{seconds:.2f}\t{' | '.join(lines)}\n")
    assert "Traceback" not in err, err
    prog = "wizard" if command == "--version" else f"wizard {command.split()[0]}:"
    assert len(lines) == 1 and lines[0].startswith(prog), err
    assert rc == code, (rc, err)
    assert seconds < LIMIT_S


@pytest.mark.timeout(60)
@pytest.mark.parametrize("kind", ["FIFO", "/dev/zero", "not UTF-8", "too large"])
def test_positions_reads_only_a_regular_file_of_text(kind, tmp_path):
    path = tmp_path / "positions.txt"
    if kind == "FIFO":
        os.mkfifo(path)
    elif kind == "/dev/zero":
        path = Path("/dev/zero")
    elif kind == "not UTF-8":
        path.write_bytes(b"id: \xff\xfe\n")
    else:
        with open(path, "wb") as fh:
            fh.truncate(50_000_000)  # sparse: costs no disk
    rc, seconds, err = run_case(["positions", str(path)], env_home=tmp_path / "home")
    lines = err.splitlines()
    assert rc == 2 and seconds < LIMIT_S
    assert len(lines) == 1 and lines[0].startswith("wizard positions:"), err
    assert str(path) in lines[0]


@pytest.mark.timeout(60)
@pytest.mark.parametrize("encoding", ["ascii", "utf-8"])
def test_analyze_prints_any_name_to_any_terminal(encoding, tmp_path, transcript):
    """A player name with letters ASCII lacks is printed escaped, not a
    UnicodeEncodeError (a lone surrogate is refused as bad input: test_files_hostile_names)."""
    doc = json.loads(transcript.read_text(encoding="utf-8"))
    doc["players"][0]["name"] = "Bj\u00f6rn \u2663"
    named = tmp_path / "named.json"
    named.write_text(json.dumps(doc), encoding="ascii")
    env = {**os.environ, "PYTHONIOENCODING": encoding}
    result = subprocess.run(
        [sys.executable, "-m", "game", "analyze", str(named), "--seat", "0", "--iterations",
         "2", "--quiet"], cwd=ROOT, env=env, capture_output=True, timeout=60,
    )
    assert result.returncode == 0 and b"Traceback" not in result.stderr, result.stderr
    assert (b"\\xf6" if encoding == "ascii" else "ö".encode()) in result.stdout
    assert (b"\\u2663" if encoding == "ascii" else "\u2663".encode()) in result.stdout


@pytest.mark.timeout(60)
@pytest.mark.parametrize("command", ["arena", "simulate"])
def test_a_seat_command_with_an_unbalanced_quote_is_bad_input(command, tmp_path):
    rc, seconds, err = run_case(
        [command, "--players", "3", "--games", "1", "--seats", "cmd:python 'bot.py,easy,easy"],
        env_home=tmp_path / "home",
    )
    lines = err.splitlines()
    assert rc == 2 and len(lines) == 1 and "Traceback" not in err, err
    assert lines[0].startswith(f"wizard {command}: ") and "quotation" in lines[0]


@pytest.mark.timeout(60)
@pytest.mark.parametrize(("argv", "after_s"), [
    (["simulate", "--games", "100000", "--seats", "easy"], 1.5),
    (["--selftest"], 4.0),
], ids=["simulate", "--selftest"])
def test_ctrl_c_ends_a_command_in_one_line(argv, after_s, tmp_path):
    env = {**os.environ, "WIZARD_HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    proc = subprocess.Popen([sys.executable, "-m", "game", *argv], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=as_from_a_terminal)
    time.sleep(after_s)
    assert proc.poll() is None, proc.communicate()
    proc.send_signal(signal.SIGINT)
    started = time.monotonic()
    try:
        out, err = proc.communicate(timeout=LIMIT_S)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert time.monotonic() - started < LIMIT_S
    assert "Traceback" not in out + err and "KeyboardInterrupt" not in out + err, out + err
    lines = [line for line in err.splitlines() if line.strip() and "ALSA" not in line]
    assert proc.returncode == 130 and lines == [f"wizard {argv[0]}: interrupted"], err
