"""Options that act only at a table that reads as weak: playing for the win (Expert
option ``gweak``) and the deals drawn from the bids and plays (``cweak``)."""
from __future__ import annotations

import copy
from enum import Enum
from functools import cache

from ai.base import make_player
from game.bots.arena import parse_seat
from game.rules import Phase, Rules
from game.rules.play import play_game
from game.rules.transcript import transcript

# No time cap: a seed plays one game. Few play-outs: the gates only read the table, and
# the games against Medium still take most of this file's time.
FAST = {"iterations": 30, "time_ms": 100000}


def test_the_option_needs_the_table_read():
    assert make_player("expert").options.gweak is True  # Expert's default, with goal=4:gfield=1
    assert make_player("expert", gweak=False).options.gweak is False
    assert parse_seat("expert:goal=4:gweak=1").options == {"goal": 4, "gweak": 1}
    # Without the reading (omodel) nothing reads as weak: the goal never acts.
    assert parse_seat("expert:policy=plain").options == {"policy": "plain"}
    player = make_player("expert", omodel="", seed=1)
    assert (player.options.gweak, player.policies) == (True, None)


class _Gate(Enum):
    """What a decision of the Expert seat is noted for."""

    GOAL = "searched with the win goal"
    CHAIN = "a card chosen from the chain's deals"


def _gate_holds(gate: _Gate, expert, view) -> bool:
    if gate is _Gate.GOAL:
        return expert.win_goal(view) is not None
    return view.phase == Phase.PLAY and expert.chains(view)


@cache
def _game(opponent: str, options: tuple[tuple[str, object], ...]) -> tuple[dict, dict]:
    """Play a game of this Expert against three ``opponent`` seats; for each gate the
    rounds in which it held for one of Expert's decisions, and the game's transcript.
    Both gates only read the table, so one game answers for both: the tests that play
    the same table share it (a game of Expert takes seconds)."""
    expert = make_player("expert", seed=11, **FAST, **dict(options))
    cap = {"time_ms": 100000} if opponent == "hard" else {}
    players = [expert] + [make_player(opponent, seed=20 + i, **cap) for i in range(3)]
    rounds: dict[_Gate, set[int]] = {gate: set() for gate in _Gate}

    def decided(seat, view, action, seconds):
        if seat == 0:
            for gate in _Gate:
                if _gate_holds(gate, expert, view):
                    rounds[gate].add(view.round)

    state = play_game(Rules(players=4), players, 2024, on_decision=decided)
    return rounds, transcript(state, [{"name": str(i), "kind": "x"} for i in range(4)])


def _gated_rounds(opponent: str, gate: _Gate, **options) -> tuple[set[int], dict]:
    """The rounds of the game against ``opponent`` in which ``gate`` held, and the
    game's transcript (copies: a test may change them)."""
    rounds, game = _game(opponent, tuple(sorted(options.items())))
    return set(rounds[gate]), copy.deepcopy(game)


def _goal_rounds(opponent: str, **options) -> tuple[set[int], dict]:
    """The rounds whose decisions were searched with the win goal, and the transcript."""
    return _gated_rounds(opponent, _Gate.GOAL, **options)


def test_against_medium_the_goal_plays_its_last_rounds_as_without_the_check():
    weak_rounds, weak_game = _goal_rounds("medium")  # Expert's default
    assert weak_rounds == {12, 13, 14, 15}
    rounds, game = _goal_rounds("medium", goal=4, gfield=True, gweak=False)
    assert rounds == {12, 13, 14, 15}
    assert weak_game == game
    assert _goal_rounds("medium", omodel="")[0] == set()  # nothing read: never weak


def test_against_hard_it_plays_as_without_the_goal():
    rounds, game = _goal_rounds("hard")  # Expert's default
    assert rounds == set()
    assert game == _goal_rounds("hard", goal=0)[1]


def _chain_rounds(opponent: str, **options) -> tuple[set[int], dict]:
    """The rounds in which a card was chosen from the chain's deals, and the transcript."""
    return _gated_rounds(opponent, _Gate.CHAIN, **options)


def test_the_chain_gate_reads_the_table_by_medium_s_rule():
    expert = make_player("expert").options  # Expert's default: the chain, gated
    assert (expert.chain, expert.cweak) == (True, True)
    assert parse_seat("expert:chain=1:cweak=0").options == {"chain": 1, "cweak": 0}
    # cweak gates the chain; alone it does nothing.
    assert _chain_rounds("medium", chain=False)[0] == set()


def test_against_medium_the_chain_acts_once_every_seat_plays_by_the_rule():
    rounds, game = _chain_rounds("medium")  # Expert's default
    # Medium's rule reads all three seats after six rounds (RULE_PLAYS plays each).
    assert rounds == set(range(7, 16))
    assert _chain_rounds("medium", cweak=False)[0] == set(range(1, 16))
    # Until then it plays as Expert without the chain.
    plain = _chain_rounds("medium", chain=False)[1]
    assert game["rounds"][:6] == plain["rounds"][:6]
    assert game["rounds"][6:] != plain["rounds"][6:]


def test_against_hard_the_gated_chain_plays_as_without_it():
    rounds, game = _chain_rounds("hard")  # Expert's default
    assert rounds == set()
    assert game == _chain_rounds("hard", chain=False)[1]

