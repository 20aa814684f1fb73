"""Options that act only at a table that reads as weak: playing for the win (Expert
option ``gweak``) and the deals drawn from the bids and plays (``cweak``)."""
from __future__ import annotations

from ai.arena import parse_seat
from ai.base import make_player
from game.rules import Phase, Rules
from game.rules.play import play_game
from game.rules.transcript import transcript

FAST = {"iterations": 60, "time_ms": 100000}  # no time cap: a seed plays one game


def test_the_option_needs_the_table_read():
    assert make_player("expert").options.gweak is True  # Expert's default, with goal=4:gfield=1
    assert make_player("expert", gweak=False).options.gweak is False
    assert parse_seat("expert:goal=4:gweak=1").options == {"goal": 4, "gweak": 1}
    # Without the reading (omodel) nothing reads as weak: the goal never acts.
    assert parse_seat("expert:policy=plain").options == {"policy": "plain"}
    player = make_player("expert", omodel="", seed=1)
    assert (player.options.gweak, player.policies) == (True, None)


def _gated_rounds(opponent: str, gated, **options) -> tuple[set[int], dict]:
    """Play a game of this Expert against three ``opponent`` seats; the rounds in which
    ``gated(expert, view)`` held for one of its decisions, and the game's transcript."""
    expert = make_player("expert", seed=11, **FAST, **options)
    cap = {"time_ms": 100000} if opponent == "hard" else {}
    players = [expert] + [make_player(opponent, seed=20 + i, **cap) for i in range(3)]
    rounds = set()

    def decided(seat, view, action, seconds):
        if seat == 0 and gated(expert, view):
            rounds.add(view.round)

    state = play_game(Rules(players=4), players, 2024, on_decision=decided)
    return rounds, transcript(state, [{"name": str(i), "kind": "x"} for i in range(4)])


def _goal_rounds(opponent: str, **options) -> tuple[set[int], dict]:
    """The rounds whose decisions were searched with the win goal, and the transcript."""
    return _gated_rounds(opponent, lambda expert, view: expert.win_goal(view) is not None,
                         **options)


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
    return _gated_rounds(opponent, lambda expert, view: view.phase == Phase.PLAY
                         and expert.chains(view), **options)


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

