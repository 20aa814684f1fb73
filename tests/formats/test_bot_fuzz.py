"""Misbehaving bots against the host (the arena's ``cmd:`` seats) and bad input
against ``wizard bot``: every case ends with a one-line report naming the bot,
the seat and the request, the Easy AI playing that decision, the game finished,
and the run finished in bounded time.

The bots are ``tests/fuzz_bot.py MODE``. Fast by default; ``WIZARD_FUZZ=long``
plays many more chaos games and feeds ``wizard bot`` many more mutated lines.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from ai import make_player
from ai.lab.bench_protocol import sample
from game.bots.bot_host import MAX_REPORT_CHARS, ExternalPlayer
from game.bots.protocol import MAX_MESSAGE_BYTES
from game.rules import Card, Phase, Rules
from game.rules.play import play_game
from game.rules.transcript import transcript

ROOT = Path(__file__).resolve().parents[2]
PY = sys.executable
BOT = ROOT / "tests" / "fuzz_bot.py"
LONG = os.environ.get("WIZARD_FUZZ") == "long"
ROUNDS_3P = 20  # a 3-player game has 60 / 3 rounds
RSS_UNIT = 1024 * 1024 if sys.platform == "darwin" else 1024  # ru_maxrss: bytes or KiB

# Process groups, wait4 and the fuzz bot's pipes: POSIX behaviour throughout.
pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX process handling")


def bot_command(mode: str, log: Path | None = None) -> str:
    return f"{PY} {BOT} {mode}" + (f" {log}" if log else "")


def host_game(command: str, time_ms: int = 300, seed: int = 4):
    """A whole 3-player game, the bot in seat 0 and Easy elsewhere, as the arena plays it.

    Returns (final state, the ExternalPlayer, seat 0's actions, seconds)."""
    bot = ExternalPlayer(command, time_ms=time_ms, startup_s=5)
    players = [bot, make_player("easy", seed=1), make_player("easy", seed=2)]
    actions = []

    def decided(seat, view, action, seconds):
        if seat == 0:
            actions.append(action)

    start = time.monotonic()
    try:
        state = play_game(Rules(3), players, seed, on_decision=decided, on_round=bot.round_over)
        bot.game_over(transcript(state, [{"name": str(i), "kind": "x"} for i in range(3)]))
    finally:
        bot.close()
    return state, bot, actions, time.monotonic() - start


def intended(log: Path) -> list[str]:
    return [line.split()[1] for line in log.read_text().splitlines()]


def as_text(action) -> str:
    for attr in ("card", "tricks", "suit"):
        if hasattr(action, attr):
            value = getattr(action, attr)
            return str(Card(value)) if attr == "card" else str(value)
    raise AssertionError(action)


def assert_reports(bot: ExternalPlayer, command: str, *needles: str) -> None:
    """Every problem is one line naming the bot and the seat; ``needles`` all appear."""
    assert bot.problems, "the misbehaviour must be reported"
    for p in bot.problems:
        assert "\n" not in p and len(p) < 1000
        assert p.startswith(f"bot {command!r} (seat 0): ")
    text = "\n".join(bot.problems)
    for needle in needles:
        assert needle in text, (needle, bot.problems)


@pytest.mark.timeout(90)
def test_a_bot_that_never_reads_cannot_hang_the_host():
    command = bot_command("never_reads")
    state, bot, _, seconds = host_game(command)
    assert state.phase == Phase.GAME_OVER and len(state.history) == ROUNDS_3P
    assert_reports(bot, command, "did not read its input", "request #")
    assert seconds < 60


@pytest.mark.timeout(90)
@pytest.mark.parametrize("mode,size", [("huge_line", 10_000_000), ("binary", 3_000_000)])
def test_an_oversized_line_is_dropped_whole_and_the_bot_stays_in_step(tmp_path, mode, size):
    log = tmp_path / "answers.txt"
    command = bot_command(mode, log)
    state, bot, actions, _ = host_game(command)
    assert len(state.history) == ROUNDS_3P
    bad = 1 if mode == "huge_line" else 2
    # Every later answer was the bot's own, for the request it answered.
    assert [as_text(a) for a in actions][bad:] == intended(log)[bad:]
    assert len(bot.problems) == bad and bot.fallbacks == bad
    assert_reports(bot, command, "request #1 ", f"over the {MAX_MESSAGE_BYTES:,}-byte limit")
    if mode == "binary":  # then one short line that is not UTF-8
        assert_reports(bot, command, "request #2 ", "not UTF-8")


@pytest.mark.timeout(90)
def test_a_reply_just_under_the_limit_is_accepted(tmp_path):
    log = tmp_path / "answers.txt"
    state, bot, actions, _ = host_game(bot_command("big_ok", log))
    assert bot.problems == [] and bot.fallbacks == 0
    assert [as_text(a) for a in actions] == intended(log)


@pytest.mark.timeout(90)
def test_stale_answers_are_never_taken_for_the_current_request(tmp_path):
    # Before each answer the bot repeats its answer to the previous request (with its id).
    log = tmp_path / "answers.txt"
    command = bot_command("stale+id", log)
    state, bot, actions, _ = host_game(command)
    assert bot.fallbacks == 0
    assert [as_text(a) for a in actions] == intended(log)
    assert_reports(bot, command, "answered request #1 again while")


@pytest.mark.timeout(90)
def test_a_wrong_id_is_rejected(tmp_path):
    log = tmp_path / "answers.txt"
    command = bot_command("wrong_id+id", log)
    state, bot, actions, _ = host_game(command)
    assert_reports(bot, command, "request #3 ", "whose id 10000 is not 3", "Easy AI played")
    assert bot.fallbacks == 1 and len(bot.problems) == 1
    mine = [as_text(a) for a in actions]
    assert mine[:2] == intended(log)[:2] and mine[3:] == intended(log)[3:]


@pytest.mark.timeout(90)
def test_a_bot_that_exits_mid_game_mid_line(tmp_path):
    command = bot_command("exits_mid_game")
    state, bot, _, _ = host_game(command)
    assert len(state.history) == ROUNDS_3P
    assert_reports(bot, command, "exited with code 4", "request #5 ")
    assert len(bot.problems) == 1


# Runs `python -m game` and writes the process's own peak RSS (VmHWM, kB) at exit, and
# its own CPU seconds (without the bots') to OUT.cpu. The kernel's ru_maxrss of a child
# also counts the pages it inherited at fork, so it grows with the test process itself
# (over 100 MB late in a full serial run).
_PEAK_WRAPPER = (
    "import atexit, resource, runpy, sys\n"
    "out = sys.argv.pop(1)\n"
    "def peak():\n"
    "    for line in open('/proc/self/status'):\n"
    "        if line.startswith('VmHWM:'):\n"
    "            open(out, 'w').write(line.split()[1])\n"
    "    use = resource.getrusage(resource.RUSAGE_SELF)\n"
    "    open(out + '.cpu', 'w').write(str(use.ru_utime + use.ru_stime))\n"
    "atexit.register(peak)\n"
    "sys.argv[0] = 'wizard'\n"
    "runpy.run_module('game', run_name='__main__')\n"
)


def run_arena_cli(tmp_path: Path, mode: str, timeout: float, env=None, bot: str | None = None):
    """``wizard arena ... 2>&1 | tail``: the bot in one seat, output and errors in one pipe.
    ``bot``: the bot's whole command instead of ``bot_command(mode)``.

    Returns (exit code, the output, the JSON summary or None, peak RSS in MB)."""
    summary = tmp_path / "summary.json"
    peak_file = tmp_path / "peak_kb"
    launcher = ([PY, "-c", _PEAK_WRAPPER, str(peak_file)] if Path("/proc/self/status").exists()
                else [PY, "-m", "game"])
    argv = [*launcher, "arena", "--players", "3", "--games", "1", "--jobs", "1",
            "--seats", f"cmd:{bot or bot_command(mode)},easy,easy", "--bot-time-ms", "300",
            "--json", str(summary)]
    proc = subprocess.Popen(argv, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            env={**os.environ, **(env or {})})
    # Read the pipe to its end as `tail` does: it ends only when every holder closed it.
    chunks: list[bytes] = []
    reader = threading.Thread(target=lambda: chunks.append(proc.stdout.read()), daemon=True)
    reader.start()
    reader.join(timeout)
    if reader.is_alive():
        proc.kill()
        proc.wait()
        raise AssertionError(f"the arena's output pipe was still open after {timeout} s")
    _, status, usage = os.wait4(proc.pid, 0)
    doc = json.loads(summary.read_text()) if summary.exists() else None
    out = b"".join(chunks).decode("utf-8", "replace")
    peak_mb = (int(peak_file.read_text()) / 1024 if peak_file.exists()
               else usage.ru_maxrss / RSS_UNIT)
    return os.waitstatus_to_exitcode(status), out, doc, peak_mb


@pytest.mark.timeout(120)
def test_nested_json_does_not_end_the_run_and_the_summary_is_written(tmp_path):
    code, out, doc, _ = run_arena_cli(tmp_path, "nested", 90)
    assert code == 0, out[-3000:]
    assert doc is not None and doc["games"] == 1
    assert len(doc["problems"]) == 1
    assert "request #2 " in doc["problems"][0] and "nests deeper than" in doc["problems"][0]
    assert "Easy AI played" in doc["problems"][0]


def alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="needs /proc (Linux)")
@pytest.mark.timeout(120)
def test_a_bots_children_end_with_the_game_so_a_pipe_reader_returns(tmp_path):
    pid_file = tmp_path / "child.pid"
    code, out, doc, _ = run_arena_cli(tmp_path, "forks", 60,
                                      env={"FUZZ_CHILD_PID": str(pid_file)})
    assert code == 0 and doc["problems"] == []
    assert "1 games" in out
    child = int(pid_file.read_text())
    deadline = time.monotonic() + 5
    while alive(child) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not alive(child)


@pytest.mark.timeout(180)
@pytest.mark.parametrize("mode", ["flood", "huge_all"])
def test_a_flooding_bot_cannot_fill_the_hosts_memory(tmp_path, mode):
    # flood: 200 MB of junk lines as fast as the bot can write them; huge_all: every
    # answer is one line of 2 MB (10 MB with WIZARD_FUZZ=long). The host keeps at most
    # a few lines, never one over the limit: its peak memory stays near the normal ~30 MB.
    size = 10_000_000 if LONG else 2_000_000
    code, out, doc, peak_mb = run_arena_cli(tmp_path, mode, 150,
                                            env={"FUZZ_HUGE_BYTES": str(size)})
    assert code == 0, out[-3000:]
    assert doc["games"] == 1 and doc["problems"]
    assert peak_mb < 80, f"the host grew to {peak_mb:.0f} MB"


def host_cpu_seconds(tmp_path: Path) -> float:
    """The arena's own CPU time in the last ``run_arena_cli`` (Linux)."""
    return float((tmp_path / "peak_kb.cpu").read_text())


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs /proc (Linux)")
@pytest.mark.timeout(180)
def test_a_bot_with_megabyte_ids_cannot_bloat_the_report_or_the_summary(tmp_path):
    # Every answer's id is a string of 1,000,000 characters. Each report once quoted
    # it whole: 20 MB on stderr and in the JSON summary per game, 101 MB peak.
    code, out, doc, peak_mb = run_arena_cli(tmp_path, "huge_id", 150)
    assert code == 0, out[-3000:]
    assert doc["games"] == 1 and doc["problems"]
    assert all(len(p) <= MAX_REPORT_CHARS for p in doc["problems"])
    assert "whose id 'iiii" in doc["problems"][0]
    size = (tmp_path / "summary.json").stat().st_size
    assert len(out) < 50_000 and size < 50_000, (len(out), size)
    assert peak_mb < 60, f"the host grew to {peak_mb:.0f} MB"


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs /proc (Linux)")
@pytest.mark.timeout(300)
def test_a_bot_flooding_nested_lines_costs_the_host_little_time(tmp_path, capsys):
    # Three 1 MB lines nested 500,000 deep before every answer: the host once spent
    # about 0.33 s of CPU on each line (76 s for the game, 213 s on the clock).
    code, out, doc, peak_mb = run_arena_cli(tmp_path, "nested_flood", 280)
    assert code == 0, out[-3000:]
    assert doc["games"] == 1 and any("nests deeper" in p for p in doc["problems"])
    cpu = host_cpu_seconds(tmp_path)
    with capsys.disabled():
        print(f"\nnested flood: the host used {cpu:.1f} s of CPU, peak {peak_mb:.0f} MB")
    assert cpu < 15, f"the host spent {cpu:.1f} s of CPU on one game"
    assert peak_mb < 80


@pytest.mark.timeout(120)
def test_the_arena_prints_a_seats_control_codes_escaped(tmp_path):
    # A seat whose command holds a terminal escape (here in the bot's log file name,
    # which its reports quote): the summary shows it, the terminal never receives it.
    log = tmp_path / "\x1b[2J\x1b]0;pwned\x07.log"
    code, out, doc, _ = run_arena_cli(tmp_path, "wrong_id+id", 90,
                                      bot=bot_command("wrong_id+id", log))
    assert code == 0, out[-3000:]
    assert doc["problems"] and "seats: cmd:" in out
    assert "\x1b" not in out and "\x07" not in out, out
    assert "\\x1b[2J\\x1b]0;pwned\\x07.log" in out


# ----------------------------------------------------------------- wizard bot
def sample_requests(count: int, seed: int = 3) -> list[dict]:
    """Real requests (with ids) from a seeded 4-player game."""
    return [request for request, _reply, _view in sample(count, seed, time_ms=500)]


def bad_lines(rng: random.Random, good: str) -> list[bytes]:
    """The kinds of lines that must never stop ``wizard bot``."""
    return [
        b"[" * 100_000 + b"]" * 100_000,
        b'{"type": "play", "view": ' * 50_000 + b"1" + b"}" * 50_000,
        b"x" * (MAX_MESSAGE_BYTES + 10),
        rng.randbytes(4_000).replace(b"\n", b""),
        b"\xff\xfe garbage \x80",
        b"[]",
        b"1" * 5_000,
        good[: len(good) // 2].encode(),
        good.replace('"legal"', '"legalx"').encode(),
        good.replace("[", "{", 3).encode(),
        json.dumps({"type": "play", "id": 9, "view": {"players": 10**100}}).encode(),
        json.dumps({"type": "hello", "players": "many", "rules": 5}).encode(),
    ]


def mutate(rng: random.Random, good: str) -> bytes:
    data = bytearray(good.encode())
    for _ in range(rng.randint(1, 8)):
        how = rng.random()
        i = rng.randrange(len(data))
        if how < 0.4:
            data[i] = rng.randrange(256)
        elif how < 0.7:
            del data[i : i + rng.randint(1, 20)]
        else:
            data[i:i] = rng.choice([b"[", b"{", b'"', b"\\", b"\x00", b"99999999999999999999"])
    return bytes(data).replace(b"\n", b" ")


@pytest.mark.timeout(300 if LONG else 120)
def test_wizard_bot_survives_every_bad_line_and_answers_the_good_ones(tmp_path, capsys):
    rng = random.Random(11)
    requests = sample_requests(40)
    hello = {"type": "hello", "protocol": "wizard-bot/1", "seat": 0, "players": 4,
             "rules": Rules(4).variants(), "names": list("abcd")}
    lines, expected_ids = [json.dumps(hello).encode()], []
    mutations = 3000 if LONG else 150
    for k, req in enumerate(requests):
        good = json.dumps(req)
        lines.extend(bad_lines(rng, good) if k < 2 else [])
        lines.extend(mutate(rng, good) for _ in range(mutations // len(requests)))
        lines.append(good.encode())
        expected_ids.append(req["id"])
    feed = tmp_path / "feed.txt"
    feed.write_bytes(b"\n".join(lines) + b"\n")
    with feed.open("rb") as stdin:
        proc = subprocess.run([PY, "-m", "game", "bot", "--level", "easy"], stdin=stdin,
                              capture_output=True, cwd=ROOT, timeout=240 if LONG else 100)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert b"Traceback" not in proc.stderr
    replies = [json.loads(x) for x in proc.stdout.splitlines()]
    assert replies[0]["type"] == "hello"
    # Every good request was answered, legally, with its id echoed; mutated lines that
    # still happen to be valid requests may add answers of their own.
    answered = {r.get("id"): r for r in replies[1:]}
    for req in requests:
        reply = answered[req["id"]]
        key = {"bid": "bid", "play": "card", "trump": "trump"}[req["type"]]
        assert reply[key] in req["view"]["legal"]
    complaints = proc.stderr.decode().splitlines()
    assert all(c.startswith("wizard bot: ") and len(c) < 1000 for c in complaints)
    assert sum("nests deeper" in c for c in complaints) >= 2
    with capsys.disabled():
        print(f"\nwizard bot: {len(lines)} lines fed ({len(lines) - len(requests) - 1} bad or "
              f"mutated), {len(complaints)} one-line complaints, {len(replies) - 1} answers, "
              f"exit code {proc.returncode}")
    assert any("over the 1,048,576-byte limit" in c for c in complaints)


# --------------------------------------------------------------------- chaos
@pytest.mark.timeout(1800 if LONG else 240)
def test_chaos_bots_never_stop_a_game(capsys):
    """Bots that misbehave at random (about 1 request in 8): every game finishes,
    and its transcript passes the referee (nothing lost)."""
    from game.rules.transcript import check_transcript

    games = 40 if LONG else 3
    finished = checked = problems = fallbacks = 0
    slowest = 0.0
    for g in range(games):
        mode = f"chaos:{g}" + ("+id" if g % 2 else "")
        state, bot, _, seconds = host_game(bot_command(mode), time_ms=200, seed=g)
        finished += len(state.history) == ROUNDS_3P
        doc = transcript(state, [{"name": str(i), "kind": "x"} for i in range(3)])
        checked += check_transcript(doc) is None and doc["complete"]
        slowest = max(slowest, seconds)
        problems += len(bot.problems)
        fallbacks += bot.fallbacks
        for p in bot.problems:
            assert "\n" not in p and "(seat 0): " in p
    with capsys.disabled():
        print(f"\nchaos bots: {games} games, {finished} finished, {checked} transcripts "
              f"checked ok, slowest game {slowest:.1f} s, {problems} reports, "
              f"{fallbacks} fallback decisions")
    assert finished == checked == games
    assert slowest < 120 and fallbacks > 0
