"""A short arena run, its statistics, and the CLI commands around it."""

from __future__ import annotations

import json

import pytest

from game.bots.arena import format_summary, make_tasks, parse_seats, run_arena, summarize
from game.rules import Rules
from game.rules.transcript import check_transcript


def test_short_duplicate_arena(tmp_path):
    seats = parse_seats("hard:iterations=30,medium,easy", 3)
    out = tmp_path / "games"
    summary = run_arena(Rules(3), seats, games=3, seed=1, duplicate=True, jobs=1,
                        out=str(out), progress=False)
    assert summary["games"] == 3 and summary["deals"] == 1
    files = sorted(out.glob("*.json"))
    assert len(files) == 3
    docs = [json.loads(f.read_text()) for f in files]
    for doc in docs:
        assert check_transcript(doc) is None
    # Duplicate: the same deal each time, with the seats rotated.
    assert len({json.dumps(d["rounds"][0]["hands"]) for d in docs}) == 1
    kinds = [[p["kind"] for p in d["players"]] for d in docs]
    assert kinds[0] == ["hard", "medium", "easy"]
    assert kinds[1] == ["medium", "easy", "hard"]
    types = summary["types"]
    assert set(types) == {"hard:iterations=30", "medium", "easy"}
    for t in types.values():
        assert t["seat_games"] == 3
        assert 0 <= t["win_rate"] <= 1 and 0 <= t["bid_accuracy"] <= 1
        assert set(t["bid_accuracy_by_hand_size"]) == {str(k) for k in range(1, 21)}
    assert sum(t["win_rate"] for t in types.values()) * 3 == 3  # fractions of 3 games
    assert len(summary["margins"]) == 3
    text = format_summary(summary)
    assert "mean score margin" in text and "bid accuracy by hand size" in text


def test_statistics_by_hand():
    rules = Rules(3)
    base = {"bids": [[1, 0, 0]] * 20, "won": [[1, 0, 1]] * 20, "problems": [],
            "times": [[0.01], [0.02], [0.03]], "forced": [[False], [True], [False]]}
    results = [
        {**base, "index": 0, "deal": 0, "seats": ["a", "b", "b"], "totals": [100, 50, 50],
         "winners": [0]},
        {**base, "index": 1, "deal": 0, "seats": ["b", "a", "b"], "totals": [60, 60, 0],
         "winners": [0, 1]},
    ]
    s = summarize(results, rules, ["a", "b", "b"])
    assert s["types"]["a"]["win_rate"] == (1 + 0.5) / 2
    assert s["types"]["b"]["win_rate"] == 0.5 / 4
    assert s["types"]["a"]["mean_score"] == 80
    m = s["margins"][0]
    assert (m["a"], m["b"]) == ("a", "b")
    assert m["margin"] == 80 - (50 + 50 + 60 + 0) / 4
    assert s["types"]["a"]["bid_accuracy"] == 1.0
    assert s["types"]["b"]["bid_accuracy"] == 0.5


def test_tasks_rotate_and_round_up_to_whole_deals():
    seats = parse_seats("expert,medium,medium,medium", 4)
    tasks = make_tasks(Rules(4), seats, games=6, seed=2, duplicate=True, out=None,
                       bot_time_ms=100)
    assert len(tasks) == 8
    assert len({t.game_seed for t in tasks}) == 2
    assert [t.seats.index(seats[0]) for t in tasks[:4]] == [0, 3, 2, 1]
    plain = make_tasks(Rules(4), seats, games=6, seed=2, duplicate=False, out=None,
                       bot_time_ms=100)
    assert len({t.game_seed for t in plain}) == 6


def test_cli_arena_and_json(tmp_path, capsys):
    from game.cli import main

    path = tmp_path / "summary.json"
    code = main(["arena", "--players", "3", "--seats", "medium,easy,easy", "--games", "3",
                 "--seed", "1", "--duplicate", "--json", str(path), "--jobs", "2",
                 "--plus-minus-one"])
    assert code == 0
    out = capsys.readouterr()
    assert "medium - easy" in out.out
    assert "3/3 games" in out.err  # the progress bar goes to stderr
    doc = json.loads(path.read_text())
    assert doc["rules"]["plus_minus_one"] is True
    assert doc["games"] == 3


def test_cli_arena_rejects_bad_settings(capsys):
    from game.cli import main

    assert main(["arena", "--seats", "expert,medium", "--games", "2"]) == 2
    assert "--seats names 2 seats" in capsys.readouterr().err
    assert main(["arena", "--seats", "easy", "--hidden-bids", "--plus-minus-one"]) == 2


def test_bench_ai_runs(capsys):
    from types import SimpleNamespace

    from game.bots.bench import measure

    r = measure("medium", seconds=0.01, players=3)
    assert r["decisions"] > 0 and r["median_ms"] >= 0
    assert r["median_ms"] <= r["p95_ms"] <= r["p99_ms"] <= r["max_ms"]
    import game.bots.bench

    # main() prints a table for every level; keep it short.
    game.bots.bench.measure = lambda level, seconds, players=4, seed=1, special=None: {
        **r, "level": level}
    try:
        game.bots.bench.main(SimpleNamespace(runs=1, seconds=0.01, players=3))
    finally:
        game.bots.bench.measure = measure
    out = capsys.readouterr().out
    assert "expert" in out
    header = next(line for line in out.splitlines() if line.startswith("level"))
    assert header.split()[:5] == ["level", "decisions", "median", "p95", "p99"]
    assert header.split()[-2:] == ["cap", "target"]


def test_bench_ai_plays_the_special_cards_when_asked(capsys, monkeypatch):
    import game.bots.bench
    from game.cli import main
    from game.rules import SpecialCards

    played = []
    real_play_game = game.bots.bench.play_game
    monkeypatch.setattr(game.bots.bench, "play_game", lambda rules, *a, **kw: (
        played.append(rules.special), real_play_game(rules, *a, **kw))[1])
    r = game.bots.bench.measure("medium", seconds=0.01, players=3, special=SpecialCards.parse("25"))
    assert r["decisions"] > 0 and played and all(str(s) == "25" for s in played)
    with pytest.raises(SystemExit) as exit_:  # argparse's one-line error
        main(["bench", "ai", "--special-cards", "dragon"])  # the Fairy is missing
    assert exit_.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "--special-cards" in err[0] and "fairy" in err[0].lower()


def test_bench_ai_counts_the_decisions_that_ran_into_the_time_cap():
    from game.bots.bench import measure

    r = measure("medium", seconds=0.01, players=3)
    assert r["cap_hits"] is None  # Medium has no time cap


def test_arena_with_jobs_finishes_after_pygame_was_initialised(tmp_path):
    # pygame installs a SIGTERM handler; forked pool workers inherited it and
    # Pool.terminate then waited forever (the whole test run hung here once).
    script = tmp_path / "arena_after_pygame.py"
    script.write_text(
        "import sys\n"
        "if __name__ == '__main__':\n"
        "    import pygame\n"
        "    pygame.init()\n"
        "    from game.cli import main\n"
        "    sys.exit(main(['arena', '--players', '3', '--seats', 'easy,easy,easy',\n"
        "                   '--games', '2', '--jobs', '2', '--quiet']))\n"
    )
    import os
    import subprocess
    import sys
    from pathlib import Path

    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, str(script)], cwd=Path(__file__).parents[2],
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "to play these games again" in done.stdout
