"""wizard-bot/1: hosting bots that misbehave, and ``wizard bot`` as a bot."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from game.bots.arena import parse_seats, run_arena
from game.bots.bot_host import ExternalPlayer
from game.bots.protocol import (
    BadMessage,
    action_to_reply,
    reply_to_action,
    request_for,
    serve,
    view_from_json,
)
from game.rules import Phase, Rules, new_game, seat_view
from game.rules.transcript import check_transcript

ROOT = Path(__file__).resolve().parents[2]
PY = sys.executable

# A bot that answers the first legal move, with a twist chosen by MODE.
BOT = textwrap.dedent(
    """
    import json, sys, time
    MODE = {mode!r}
    n = 0
    for line in sys.stdin:
        msg = json.loads(line)
        t = msg.get("type")
        if t == "hello":
            print(json.dumps({{"type": "hello", "name": "Test-" + MODE}}), flush=True)
            continue
        if t not in ("bid", "play", "trump"):
            continue
        n += 1
        legal = msg["view"]["legal"]
        key = {{"bid": "bid", "play": "card", "trump": "trump"}}[t]
        if MODE == "crash" and n == 3:
            sys.exit(3)
        if MODE == "hang" and n == 2:
            time.sleep(60)
        if MODE == "slow" and n == 2:
            time.sleep(0.6)
        if MODE == "garbage" and t == "play":
            print("I think the ace, maybe?", flush=True)
            continue
        if MODE == "illegal" and t == "play":
            hand = msg["view"]["hand"]
            bad = [c for c in ["W1", "J1", "H14", "C2", "S7"] if c not in legal]
            print(json.dumps({{"card": bad[0]}}), flush=True)
            continue
        print(json.dumps({{key: legal[0]}}), flush=True)
    """
)


def write_bot(tmp_path: Path, mode: str) -> str:
    path = tmp_path / f"bot_{mode}.py"
    path.write_text(BOT.format(mode=mode), encoding="utf-8")
    return f"{PY} {path}"


def play_one_game(command: str, players=3, time_ms=300, seed=4):
    """A 3-player game (20 rounds) with the bot in seat 0 and Easy AIs elsewhere."""
    from game.bots.arena import Task, play_task

    seats = tuple(parse_seats(f"cmd:{command},easy,easy", players))
    task = Task(0, 0, 0, seed, seats, Rules(players), None, time_ms, {})
    return play_task(task)


@pytest.mark.parametrize("mode", ["crash", "hang", "garbage", "illegal"])
def test_misbehaving_bot_never_stops_the_game(tmp_path, mode):
    command = write_bot(tmp_path, mode)
    start = time.monotonic()
    res = play_one_game(command)
    assert len(res["bids"]) == 20  # every round was played
    assert res["problems"], "the misbehaviour must be reported"
    text = res["problems"][0]
    assert command in text and "seat 0" in text
    if mode == "crash":
        assert "exited with code 3" in text and "Easy AI" in text
        assert len(res["problems"]) == 1  # reported once, then the Easy AI plays
    elif mode == "hang":
        assert "no answer within 300 ms" in text and "play request" in text
        assert any("stopped" in p for p in res["problems"])
        assert time.monotonic() - start < 20
    elif mode == "garbage":
        assert "I think the ace, maybe?" in text and "not JSON" in text
        assert re.search(r"play request #\d+ \(round", text)
    elif mode == "illegal":
        assert "illegal answer" in text and "legal:" in text


def test_slow_answer_is_skipped_not_mistaken_for_the_next(tmp_path):
    # Answers request 2 after 0.6 s (time is 0.3 s): that late answer must be dropped,
    # and the next answers used again.
    command = write_bot(tmp_path, "slow")
    res = play_one_game(command)
    assert len(res["problems"]) == 1
    assert "no answer within 300 ms" in res["problems"][0]


def test_good_bot_plays_a_checked_game(tmp_path):
    from game.bots.arena import Task, play_task

    command = f"{PY} {ROOT / 'docs' / 'example_bot.py'}"
    seats = tuple(parse_seats(f"cmd:{command},medium,easy,medium", 4))
    out = tmp_path / "games"
    out.mkdir()
    res = play_task(Task(0, 0, 0, 9, seats, Rules(4, plus_minus_one=True), str(out), 2000, {}))
    assert res["problems"] == []
    doc = json.loads((out / "game-00001.json").read_text())
    assert check_transcript(doc) is None
    assert doc["players"][0]["kind"] == f"cmd:{command}"


def test_unstartable_bot_is_reported(tmp_path):
    res = play_one_game(str(tmp_path / "no-such-program"))
    assert "cannot be started" in res["problems"][0]
    assert len(res["bids"]) == 20


def test_request_and_view_round_trip():
    rules = Rules(4, hidden_bids=True)
    state, _ = new_game(rules, seed=3)
    while state.phase != Phase.GAME_OVER and state.round < 3:
        if state.phase == Phase.ROUND_OVER:
            state.apply_in_place(state.legal_actions()[0])
            continue
        view = seat_view(state, state.to_move)
        request = request_for(view, 500)
        assert request["type"] in ("bid", "play", "trump")
        text = json.dumps(request)
        back = view_from_json(json.loads(text), rules)
        assert back.legal == view.legal
        assert back.hand == view.hand and back.bids == view.bids
        assert back.trick == view.trick and back.tricks == view.tricks
        action = view.legal[-1]
        assert reply_to_action(action_to_reply(action), view) == action
        state.apply_in_place(action)


def test_reply_checks():
    state, _ = new_game(Rules(4), seed=1)
    while state.phase != Phase.BID:
        state.apply_in_place(state.legal_actions()[0])
    view = seat_view(state, state.to_move)
    with pytest.raises(BadMessage, match="no 'bid'"):
        reply_to_action({"card": "W1"}, view)
    with pytest.raises(BadMessage, match="illegal"):
        reply_to_action({"bid": 7}, view)
    with pytest.raises(BadMessage, match="not a whole number"):
        reply_to_action({"bid": "1"}, view)


def test_serve_answers_and_survives_bad_requests():
    import io

    from ai import make_player

    state, _ = new_game(Rules(4), seed=2)
    while state.phase != Phase.BID:
        state.apply_in_place(state.legal_actions()[0])
    view = seat_view(state, state.to_move)
    hello = {"type": "hello", "protocol": "wizard-bot/1", "seat": view.seat, "players": 4,
             "rules": Rules(4).variants(), "names": ["a", "b", "c", "d"]}
    lines = [
        json.dumps(hello),
        "this is not json",
        json.dumps({"type": "play", "view": {"seat": 0}}),
        json.dumps({"type": "dance"}),
        json.dumps(request_for(view, 400)),
    ]
    out, err = io.StringIO(), io.StringIO()
    serve(make_player("hard", seed=1, iterations=60), io.StringIO("\n".join(lines) + "\n"),
          out, err)
    replies = [json.loads(x) for x in out.getvalue().splitlines()]
    assert replies[0]["type"] == "hello"
    assert len(replies) == 2
    assert reply_to_action(replies[1], view) in view.legal
    assert err.getvalue().count("bad request") == 3


def test_wizard_bot_round_trip_in_the_arena():
    # The arena seats our own AI as an external program: `wizard bot --level hard`.
    command = f"{PY} -m game bot --level hard --iterations 40 --seed 3"
    seats = parse_seats(f"cmd:{command},easy,medium", 3)
    summary = run_arena(Rules(3, blind_first_round=True), seats, games=1, seed=5, jobs=1,
                        bot_time_ms=2000, progress=False)
    assert summary["problems"] == []
    assert summary["games"] == 1


def test_wizard_bot_answers_within_time_ms():
    state, _ = new_game(Rules(4), seed=8)
    while state.phase != Phase.PLAY or len(state.legal_actions()) < 2:
        state.apply_in_place(state.legal_actions()[0])
    view = seat_view(state, state.to_move)
    proc = subprocess.Popen(
        [PY, "-m", "game", "bot", "--level", "expert"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        cwd=ROOT,
    )
    try:
        proc.stdin.write(json.dumps({"type": "hello", "protocol": "wizard-bot/1", "seat": 0,
                                     "players": 4, "rules": Rules(4).variants(),
                                     "names": list("abcd")}) + "\n")
        proc.stdin.flush()
        assert json.loads(proc.stdout.readline())["type"] == "hello"
        proc.stdin.write("{garbage\n")
        for _ in range(3):
            proc.stdin.write(json.dumps(request_for(view, 300)) + "\n")
            proc.stdin.flush()
            t = time.monotonic()
            reply = json.loads(proc.stdout.readline())
            assert time.monotonic() - t < 0.3
            assert reply_to_action(reply, view) in view.legal
    finally:
        proc.stdin.close()
        proc.wait(timeout=10)
    assert proc.returncode == 0
    assert "bad request" in proc.stderr.read()


def test_seat_parsing():
    seats = parse_seats("expert,medium,cmd:python x.py,hard:iterations=50", 4)
    assert [s.level for s in seats] == ["expert", "medium", None, "hard"]
    assert seats[2].command == "python x.py"
    assert seats[3].options == {"iterations": 50}
    with pytest.raises(ValueError):
        parse_seats("expert,medium", 4)
    with pytest.raises(ValueError):
        parse_seats("grandmaster", 4)


def test_external_player_without_hello_reply(tmp_path):
    # A bot that ignores the hello but answers requests is still played.
    path = tmp_path / "quiet.py"
    path.write_text(textwrap.dedent("""
        import json, sys
        for line in sys.stdin:
            msg = json.loads(line)
            t = msg.get("type")
            if t in ("bid", "play", "trump"):
                key = {"bid": "bid", "play": "card", "trump": "trump"}[t]
                print(json.dumps({key: msg["view"]["legal"][0]}), flush=True)
    """), encoding="utf-8")
    p = ExternalPlayer(f"{PY} {path}", time_ms=500, startup_s=0.5)
    state, _ = new_game(Rules(3), seed=1)
    while state.phase != Phase.BID:
        state.apply_in_place(state.legal_actions()[0])
    view = seat_view(state, state.to_move)
    assert p.choose(view) in view.legal
    assert p.fallbacks == 0
    p.close()


def test_lines_are_cut_at_the_limit_and_oversized_ones_dropped_whole():
    import io

    from game.bots.protocol import Oversized, split_lines

    data = b"short\n" + b"x" * 25 + b"\n" + b"ok\n" + b"tail"
    items = list(split_lines(io.BytesIO(data).readline, 10))
    assert items[0] == b"short\n" and items[2:] == [b"ok\n", b"tail"]
    assert items[1] == Oversized(26, b"x" * 11)
    text = list(split_lines(io.StringIO("a\n" + "y" * 10 + "\nb\n").readline, 10))
    assert text == ["a\n", Oversized(11, b"y" * 10 + b"\n"), "b\n"]  # 10 + newline: 1 too many


def test_decode_line_refuses_deep_nesting_but_not_brackets_in_strings():
    from game.bots.protocol import MAX_NESTING, decode_line

    deep = "[" * (MAX_NESTING + 1) + "]" * (MAX_NESTING + 1)
    with pytest.raises(BadMessage, match="nests deeper"):
        decode_line(deep)
    with pytest.raises(BadMessage, match="nests deeper"):
        decode_line("[" * 100_000)  # would be a RecursionError inside json
    assert decode_line("[" * MAX_NESTING + "]" * MAX_NESTING)
    assert decode_line(json.dumps({"card": "H14", "note": "[" * 500 + '\\"{'})) is not None
    with pytest.raises(BadMessage, match="not UTF-8"):
        decode_line(b'{"card": "\xff"}')
    with pytest.raises(BadMessage, match="not JSON"):
        decode_line("1" * 5000)  # over Python's int digit limit: a ValueError inside json


def test_the_nesting_check_agrees_with_the_parsed_depth():
    """``too_deep`` works on bytes (strings cut out, pairs removed, a table walk):
    held to the depth of what json.loads builds, brackets and escapes in strings too."""
    import random

    from game.bots.json_depth import too_deep

    def depth(value) -> int:
        if isinstance(value, dict | list):
            items = value.values() if isinstance(value, dict) else value
            return 1 + max((depth(v) for v in items), default=0)
        return 0

    def build(rng, level):
        roll = rng.random()
        if level > 14 or roll < 0.3:
            return rng.choice([1, "a[", 'q"\\[{', "\\\\", None, "]]}"])
        if roll < 0.65:
            return [build(rng, level + 1) for _ in range(rng.randrange(4))]
        return {f"k{i}[": build(rng, level + 1) for i in range(rng.randrange(4))}

    rng = random.Random(7)
    for _ in range(3000):
        doc = build(rng, 0)
        text = json.dumps(doc, separators=(",", ":") if rng.random() < 0.5 else None)
        for limit in (0, 1, 2, 3, 5, 9):
            assert too_deep(text.encode(), limit) == (depth(doc) > limit), (text, limit)
    flood = b"[" * 500_000 + b"]" * 500_000
    assert too_deep(flood, 64) and not too_deep(b"[" * 64 + b"]" * 64, 64)
    assert not too_deep(b'{"a": "' + b"[" * 100_000 + b'"}', 64)
