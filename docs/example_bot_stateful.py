#!/usr/bin/env python3
"""A wizard-bot/1 bot that keeps state across rounds and learns from them.

Run it against the built-in AIs (from the project folder):

    wizard arena --players 4 --games 8 --duplicate \
        --seats "cmd:python docs/example_bot_stateful.py,medium,medium,medium"

It plays the cards like ``example_bot.py`` (which it imports from its own
folder), but it remembers, across the rounds of a game:

- its own raw trick estimate for every round, and from each ``round_over``
  how many tricks it really took: its bids are then corrected by its average
  error so far (a bot that keeps taking one trick more than it thought learns
  to bid higher);
- how often every opponent made its bid, written to standard error at the end
  (standard error is the bot's own log; the host passes it through).

It echoes each request's ``id``, so the host can never mistake a late answer
for a fresh one.
"""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from example_bot import SUITS, choose_card, choose_trump, rank_of, suit_of  # noqa: E402


class Memory:
    """Everything the bot learns during one game."""

    def __init__(self):
        self.seat = None
        self.names = []
        self.estimates = {}  # round number -> the raw trick estimate we bid from
        self.errors = []  # tricks taken minus raw estimate, one per finished round
        self.made = {}  # seat -> [bid made?, ...]

    def hello(self, msg):
        self.seat = msg["seat"]
        self.names = msg["names"]

    def bias(self):
        """Our average estimate error, shrunk toward 0 while there are few rounds."""
        return sum(self.errors) / (len(self.errors) + 2)

    def round_over(self, rnd):
        number = rnd["number"]
        if number in self.estimates:
            self.errors.append(rnd["won"][self.seat] - self.estimates[number])
        for seat, (bid, won) in enumerate(zip(rnd["bids"], rnd["won"], strict=True)):
            self.made.setdefault(seat, []).append(bid == won)

    def summary(self):
        parts = []
        for seat, made in sorted(self.made.items()):
            name = self.names[seat] if seat < len(self.names) else f"seat {seat}"
            parts.append(f"{name}: {sum(made)}/{len(made)} bids made")
        return f"{len(self.errors)} rounds learned, bias {self.bias():+.2f}; " + "; ".join(parts)


def raw_estimate(view):
    """Expected tricks of the hand, before any correction."""
    trump, hand = view["trump"], view["hand"]
    tricks = 0.0
    for c in hand:
        s, r = suit_of(c), rank_of(c)
        if s == "W":
            tricks += 1
        elif s == trump:
            tricks += 0.9 if r >= 12 else 0.5 if r >= 9 else 0.25
        elif s in SUITS:
            tricks += 0.6 if r == 14 else 0.25 if r == 13 else 0
    return tricks


def choose_bid(view, memory):
    if view["hand"] is None:  # blind first round: we cannot see our own card
        return min(view["legal"])
    estimate = raw_estimate(view)
    memory.estimates[view["round"]] = estimate
    wanted = estimate + memory.bias()
    return min(view["legal"], key=lambda b: (abs(b - wanted), b))


def main():
    memory = Memory()
    for line in sys.stdin:
        try:
            msg = json.loads(line)
        except ValueError:
            print(f"stateful bot: not JSON: {line[:80]!r}", file=sys.stderr)
            continue
        kind = msg.get("type")
        if kind == "hello":
            memory.hello(msg)
            reply = {"type": "hello", "name": "StatefulBot"}
        elif kind == "round_over":
            memory.round_over(msg["round"])
            continue
        elif kind == "game_over":
            print(f"StatefulBot: {memory.summary()}", file=sys.stderr, flush=True)
            continue
        elif kind == "bid":
            reply = {"bid": choose_bid(msg["view"], memory)}
        elif kind == "play":
            reply = {"card": choose_card(msg["view"])}
        elif kind == "trump":
            reply = {"trump": choose_trump(msg["view"])}
        else:  # a message type from a newer protocol version: nothing to answer
            continue
        if "id" in msg:
            reply["id"] = msg["id"]
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
