"""``wizard-bot/1`` with the special cards: the views, requests and replies of the new
decisions round-trip and follow the schema, a seat sees only the passes it may
know, and a bot that does not say it knows the special cards is not seated."""

from __future__ import annotations

import json
import random
import sys
import textwrap
from pathlib import Path

import pytest

from ai import make_player
from game.bots.arena import ArenaStopped, parse_seats, run_arena
from game.bots.bot_host import ExternalPlayer
from game.bots.protocol import (
    BadMessage,
    action_to_reply,
    hello_message,
    reply_to_action,
    request_for,
    view_from_json,
)
from game.rules import Phase, Rules, new_game, seat_view
from game.rules.play import play_game
from game.rules.transcript import check_transcript, transcript
from tests.bot_support import validator

ROOT = Path(__file__).resolve().parents[2]
PY = sys.executable
REQUEST, REPLY = validator("request"), validator("reply")
SEEN = ("rules", "round", "dealer", "phase", "hand", "turned", "trump", "bid_order", "bids",
        "tricks", "trick_leader", "trick", "won", "totals", "legal", "trick_named", "werewolf",
        "bid_changes", "passes")


def decisions(rules: Rules, seed: int):
    """(state, view) at every decision of a game played at random."""
    rng = random.Random(seed)
    state, _ = new_game(rules, seed=seed)
    while not state.is_over:
        if state.phase == Phase.ROUND_OVER:
            state.apply_in_place(state.legal_actions()[0])
            continue
        yield state, seat_view(state, state.to_move)
        state.apply_in_place(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("players", [3, 5])
def test_every_request_and_reply_round_trips_and_follows_the_schema(players):
    rules = Rules(players, special="25", length=7)
    hello = json.loads(json.dumps(hello_message(0, rules, ["a"] * players)))
    assert hello["rules"]["special_cards"] == "25"
    kinds = set()
    for _state, view in decisions(rules, 5):
        request = json.loads(json.dumps(request_for(view, 500, 1)))
        assert list(REQUEST.iter_errors(request)) == [], request
        kinds.add(request["type"])
        back = view_from_json(request, rules)
        for field in SEEN:
            assert getattr(back, field) == getattr(view, field), field
        for action in view.legal:
            reply = json.loads(json.dumps(action_to_reply(action)))
            assert list(REPLY.iter_errors(reply)) == [], reply
            assert reply_to_action(reply, view) == action
    assert kinds == {"bid", "trump", "play", "werewolf", "pass", "cloud"}


def test_a_request_shows_only_the_passes_the_seat_may_know():
    rules = Rules(4, special="juggler+bomb", length=8)
    shown = 0
    for _state, view in decisions(rules, 11):
        request = request_for(view, 500, 1)
        for trick in request["view"]["tricks"]:
            for giver, card in enumerate(trick.get("passed") or []):
                known = giver in (view.seat, (view.seat - 1) % 4)
                assert (card is not None) == known
                shown += card is not None
    assert shown


@pytest.mark.parametrize(
    ("reply", "words"),
    [
        ({"card": "JUGGLER"}, "named must be C, D, H or S"),
        ({"card": "SHAPESHIFTER", "named": "H"}, "named must be wizard or jester"),
        ({"card": "H14", "named": "wizard"}, "no named"),
    ],
)
def test_a_play_reply_names_what_needs_a_name(reply, words):
    rules = Rules(3, special="25", length=10)
    for _state, view in decisions(rules, 2):
        cards = {str(a.card) for a in view.legal if view.phase == Phase.PLAY}
        if reply["card"] in cards:
            with pytest.raises(BadMessage, match=words):
                reply_to_action(reply, view)
            return
    pytest.fail("the card never was legal")


def test_a_cloud_reply_is_one_up_or_down():
    rules = Rules(3, special="cloud", length=10)
    for _state, view in decisions(rules, 4):
        if view.phase == Phase.CLOUD:
            with pytest.raises(BadMessage, match="bid_change"):
                reply_to_action({"bid_change": 2}, view)
            return
    pytest.fail("nobody took the Cloud")


class _Quiet:
    """The random level, as a seat of play_game."""

    def __init__(self, seed):
        self.player = make_player("random", seed=seed)
        self.kind = "random"

    def choose(self, view):
        return self.player.choose(view)


def test_a_whole_game_with_wizard_bot_and_what_round_over_shows():
    """`wizard bot` plays a game with every special card through the host; each
    round_over holds of the passes only what its seat saw, game_over the transcript."""
    lines: list[tuple[str, str]] = []
    bot = ExternalPlayer(f"{PY} -m game bot --level random --seed 1", time_ms=3000,
                         wire=lambda d, line: lines.append((d, line)))
    rules = Rules(4, special="25", length=8)
    players = [bot] + [_Quiet(i) for i in range(1, 4)]
    state = play_game(rules, players, 9, on_round=bot.round_over)
    doc = transcript(state, [{"name": f"p{i}", "kind": "x"} for i in range(4)])
    bot.game_over(doc)
    assert bot.problems == [] and bot.fallbacks == 0
    assert check_transcript(doc) is None
    host = validator("hello", "request", "round_over", "game_over")
    rounds = [json.loads(line) for d, line in lines if d == "host" and '"round_over"' in line]
    assert len(rounds) == 8
    for d, line in lines:
        if d == "host":
            assert list(host.iter_errors(json.loads(line))) == []
    passes = 0
    for msg in rounds:
        rnd = msg["round"]
        for trick in rnd["tricks"]:
            for giver, card in enumerate(trick.get("passed") or []):
                assert (card is not None) == (giver in (0, 3))
                passes += 1
        if any("passed" in t for t in rnd["tricks"]):
            assert all(h == [] for h in rnd["hands"][1:])  # they would show the passes
    assert passes


BOT_WITHOUT_SPECIAL = textwrap.dedent(
    """
    import json, sys
    for line in sys.stdin:
        msg = json.loads(line)
        if msg.get("type") == "hello":
            print(json.dumps({"type": "hello", "name": "old"}), flush=True)
        elif "view" in msg:
            key = {"bid": "bid", "play": "card", "trump": "trump"}[msg["type"]]
            print(json.dumps({key: msg["view"]["legal"][0]}), flush=True)
    """
)


def test_a_bot_that_does_not_know_the_special_cards_is_not_seated(tmp_path):
    script = tmp_path / "old_bot.py"
    script.write_text(BOT_WITHOUT_SPECIAL, "utf-8")
    seats = parse_seats(f"cmd:{PY} {script},random,random", 3)
    with pytest.raises(ArenaStopped) as caught:
        run_arena(Rules(3, special="bomb", length=2), seats, 1, jobs=1, progress=False)
    message = str(caught.value)
    assert "\n" not in message and "(seat 0) cannot sit in a game with special cards" in message
    assert '"special_cards": true' in message
    # The same bot plays a 60-card game as it always did.
    summary = run_arena(Rules(3, length=2), seats, 1, jobs=1, progress=False)
    assert summary["problems"] == [] and summary["games"] == 1


def test_the_docs_special_requests_read_and_take_their_replies():
    from tests.formats.test_protocol_schema import doc_examples

    requests = {d["type"]: d for d in doc_examples() if d.get("type") in ("werewolf", "cloud")}
    rules = Rules(3, special="25")
    werewolf = view_from_json(requests["werewolf"], rules)
    assert werewolf.phase == Phase.WEREWOLF and werewolf.werewolf.seat == 0
    assert str(reply_to_action({"trump": None}, werewolf)) == "werewolf none"
    cloud = view_from_json(requests["cloud"], rules)
    assert str(reply_to_action({"bid_change": 1}, cloud)) == "cloud +1"
    with pytest.raises(BadMessage, match="illegal"):
        reply_to_action({"bid_change": -1}, cloud)


def test_the_example_bot_plays_the_special_cards():
    """docs/example_bot.py says it knows them and answers every new request legally."""
    seats = parse_seats(f"cmd:{PY} {ROOT / 'docs' / 'example_bot.py'},random,random,random", 4)
    summary = run_arena(Rules(4, special="25", length=8), seats, 2, seed=4, jobs=1,
                        progress=False)
    assert summary["problems"] == [] and summary["games"] == 2
