"""Fitting the bid-inference model to transcripts (ai.lab.fit_bids)."""

from __future__ import annotations

import math

from ai import make_player
from ai.lab.fit_bids import bids_of, fit, log_likelihood, main, models
from game.rules import Rules
from game.rules.play import play_game
from game.rules.transcript import dumps, transcript


def _games(tmp_path, count=2):
    paths = []
    for g in range(count):
        ps = [make_player("medium", seed=g * 4 + i) for i in range(4)]
        state = play_game(Rules(4, length=6), ps, 100 + g)
        doc = transcript(state, [{"name": str(i), "kind": "medium"} for i in range(4)])
        path = tmp_path / f"g{g}.json"
        path.write_text(dumps(doc), encoding="utf-8")
        paths.append(str(path))
    return paths


def test_fit_recovers_a_known_offset():
    # Bids that are exactly value - 0.5 + 0.1 r, +0.2 in the middle, +0.6 last.
    data = []
    for r in range(1, 11):
        for pos, extra in ((0, 0.0), (1, 0.2), (-1, 0.6)):
            for v in (0.3, 1.1, 2.4):
                data.append({"r": r, "pos": pos, "value": v,
                             "bid": v - 0.5 + 0.1 * r + extra})
    p = fit(data)
    assert math.isclose(p["a"], -0.5, abs_tol=1e-6)
    assert math.isclose(p["b"], 0.1, abs_tol=1e-6)
    assert math.isclose(p["middle"], 0.2, abs_tol=1e-6)
    assert math.isclose(p["last"], 0.6, abs_tol=1e-6)


def test_the_fitted_model_is_at_least_as_likely_as_sigma_1(tmp_path, capsys):
    paths = _games(tmp_path)
    data = bids_of(paths)
    assert len(data) == 2 * 6 * 4  # games x rounds x seats
    m = models(fit(data))
    fitted = log_likelihood(data, *m["by round and position (this fit)"])
    plain = log_likelihood(data, *m["sigma 1, no offset"])
    assert fitted > plain
    assert main(paths) == 0
    assert "mean log-likelihood per bid" in capsys.readouterr().out


def test_unreadable_transcript_is_one_line_and_exit_2(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    assert main([str(bad)]) == 2
    assert capsys.readouterr().err.count("\n") == 1
