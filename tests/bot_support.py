"""The bot protocol's wire in tests: the message schema (docs/schemas/wizard-bot.schema.json),
a validator for some of its messages, and every line of a real game between the host and
``wizard bot``."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import jsonschema

from ai import make_player
from game.bots.bot_host import ExternalPlayer
from game.rules import Rules
from game.rules.play import play_game
from game.rules.transcript import transcript

ROOT = Path(__file__).resolve().parents[1]
SCHEMA = json.loads((ROOT / "docs" / "schemas" / "wizard-bot.schema.json").read_text())
HOST = ("hello", "request", "round_over", "game_over")
BOT = ("hello_reply", "reply")


def validator(*names: str) -> jsonschema.Draft202012Validator:
    """A validator accepting any of the named message definitions."""
    schema = {"anyOf": [{"$ref": f"#/$defs/{n}"} for n in names], "$defs": SCHEMA["$defs"]}
    return jsonschema.Draft202012Validator(schema)


def wire_of_a_game(rules: Rules, seed: int) -> list[tuple[str, str]]:
    """(direction, line) for every line between the host and ``wizard bot`` in one game."""
    lines: list[tuple[str, str]] = []
    command = f"{sys.executable} -m game bot --level easy"
    bot = ExternalPlayer(command, time_ms=2000, wire=lambda d, line: lines.append((d, line)))
    players = [bot] + [make_player("easy", seed=i) for i in range(1, rules.players)]
    state = play_game(rules, players, seed, on_round=bot.round_over)
    bot.game_over(transcript(state, [{"name": f"p{i}", "kind": "x"} for i in range(rules.players)]))
    assert bot.problems == [] and bot.fallbacks == 0
    return lines
