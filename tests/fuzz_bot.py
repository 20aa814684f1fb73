#!/usr/bin/env python3
"""A wizard-bot/1 program that misbehaves on purpose (for tests/formats/test_bot_fuzz.py).

    python fuzz_bot.py MODE [LOG]

It answers correctly (the last legal answer; the request's id echoed when
``MODE`` ends in ``+id``) except for the misbehaviour MODE names. With LOG,
it writes one line per request it meant to answer: ``ID ANSWER``.

Modes: never_reads, flood, huge_line, huge_all, big_ok, nested, binary, stale, wrong_id,
huge_id (every answer's id a string of 1,000,000 characters), nested_flood (every
answer is three lines of 1 MB, nested 500,000 deep, then the answer), forks,
exits_mid_game, chaos:SEED (a random misbehaviour now and then).
"""

import json
import os
import random
import subprocess
import sys
import threading
import time

MODE = sys.argv[1]
ECHO = MODE.endswith("+id")
MODE = MODE.removesuffix("+id")
LOG = open(sys.argv[2], "a") if len(sys.argv) > 2 else None  # noqa: SIM115
KEYS = {"bid": "bid", "play": "card", "trump": "trump"}
out = sys.stdout.buffer


def write(data: bytes) -> None:
    out.write(data)
    out.flush()


def answer_for(msg, n):
    key = KEYS[msg["type"]]
    reply = {key: msg["view"]["legal"][-1]}
    if ECHO:
        reply["id"] = msg.get("id", n)
    return reply


def line(obj) -> bytes:
    return (json.dumps(obj) + "\n").encode()


def blind_forever():
    """Never read: write plausible answers without looking at the requests."""
    write(line({"type": "hello", "name": "deaf"}))
    while True:
        write(line({"bid": 0, "card": "J1", "trump": "H"}))
        time.sleep(0.005)


def flood_forever(total):
    """Read (so the host can always write) but write junk lines nonstop."""
    threading.Thread(target=lambda: [None for _ in sys.stdin.buffer], daemon=True).start()
    junk = b'{"junk": "' + b"x" * 100_000 + b'"}\n'
    sent = 0
    while sent < total:
        write(junk)
        sent += len(junk)
    time.sleep(600)


def main():
    if MODE == "never_reads":
        blind_forever()
    if MODE == "flood":
        flood_forever(200_000_000)
    rng = random.Random(MODE)
    n = 0
    previous = None
    child = None
    for raw in sys.stdin.buffer:
        msg = json.loads(raw)
        kind = msg.get("type")
        if kind == "hello":
            if MODE == "forks":
                # A helper that inherits stdout and stderr and would outlive the bot.
                child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
                with open(os.environ["FUZZ_CHILD_PID"], "w") as f:
                    f.write(str(child.pid))
            write(line({"type": "hello", "name": "fuzz-" + MODE}))
            continue
        if kind not in KEYS:
            continue
        n += 1
        reply = answer_for(msg, n)
        if LOG:
            LOG.write(f"{reply.get('id', n)} {list(reply.values())[0]}\n")
            LOG.flush()
        if MODE == "huge_line" and n == 1 or MODE == "huge_all":
            size = int(os.environ.get("FUZZ_HUGE_BYTES", 10_000_000))
            write(b'{"pad": "' + b"y" * size + b'", ' + line(reply)[1:])
            continue
        if MODE == "big_ok":  # every reply just under the limit: all must be accepted
            write(b'{"pad": "' + b"z" * 1_000_000 + b'", ' + line(reply)[1:])
            continue
        if MODE == "huge_id":  # just under the line limit, the id a megabyte of text
            write(line({**reply, "id": "i" * 1_000_000}))
            continue
        if MODE == "nested_flood":  # the host must not spend its time on these
            write((b"[" * 500_000 + b"]" * 500_000 + b"\n") * 3 + line(reply))
            continue
        if MODE == "nested" and n == 2:
            write(b"[" * 100_000 + b"]" * 100_000 + b"\n")
            continue
        if MODE == "binary" and n == 1:
            write(rng.randbytes(3_000_000).replace(b"\n", b"?") + b"\n")
            continue
        if MODE == "binary" and n == 2:
            write(b"\xff\xfe\x00garbage\x80\n")
            continue
        if MODE == "stale" and previous is not None:
            write(line(previous))  # the answer to the request before this one
        if MODE == "wrong_id" and n == 3:
            reply["id"] = 10_000
        if MODE == "exits_mid_game" and n == 5:
            write(b'{"car')
            sys.exit(4)
        if MODE.startswith("chaos") and chaos(rng, msg, reply, previous):
            previous = reply
            continue
        write(line(reply))
        previous = reply
    if child is not None:
        pass  # leave it running: the host must end the whole group


def chaos(rng, msg, reply, previous) -> bool:
    """Maybe misbehave instead of answering; True if the answer was replaced."""
    roll = rng.random()
    if roll > 0.12:
        return False
    what = rng.choice(
        ["late", "garbage", "nested", "huge", "binary", "stale", "wrong_id", "illegal",
         "twice", "empty", "partial"]
    )
    time_s = msg["view"]["time_ms"] / 1000
    if what == "late":
        time.sleep(time_s * 1.5)
        write(line(reply))
    elif what == "garbage":
        write(b"I think the ace, maybe?\n")
    elif what == "nested":
        depth = rng.choice([100, 5_000, 200_000])
        write(b'{"a":' * depth + b"1" + b"}" * depth + b"\n")
    elif what == "huge":
        write(b'"' + b"h" * rng.choice([1_048_577, 3_000_000]) + b'"\n')
    elif what == "binary":
        write(rng.randbytes(rng.choice([10, 5_000])).replace(b"\n", b"") + b"\n")
    elif what == "stale":
        write(line(previous or reply))
        write(line(reply))
    elif what == "wrong_id":
        write(line({**reply, "id": rng.choice([-1, "x", 10**30, None, True])}))
    elif what == "illegal":
        write(line({k: "W9" for k in reply}))
    elif what == "twice":
        write(line(reply) + line(reply))
    elif what == "empty":
        write(b"\n" + line(reply))
    elif what == "partial":
        write(b'{"card": "H')
        time.sleep(time_s * 0.3)
        write(b'4"}\n' + line(reply))
    return True


if __name__ == "__main__":
    main()
