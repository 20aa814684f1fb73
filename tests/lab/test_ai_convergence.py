"""The search-budget convergence report (ai.lab.convergence)."""

from __future__ import annotations

from ai.lab.convergence import main, positions, regrets
from game.rules import Phase


def test_regret_is_never_negative_and_the_reference_agrees_with_itself():
    views = positions(games=1, count=4, rounds=5)
    assert views and all(v.phase in (Phase.BID, Phase.PLAY) and len(v.legal) > 1 for v in views)
    result = regrets(views, budgets=(40, 200), reference=200)
    rated = result[200]
    assert rated
    for regret, _same in result[40] + rated:
        assert regret >= 0
    # At the reference's own budget (another seed) the move is at least sometimes the same.
    assert any(same for _r, same in rated)


def test_bad_arguments_are_one_line_and_exit_2(capsys):
    assert main(["--positions", "0"]) == 2
    assert capsys.readouterr().err.count("\n") == 1
