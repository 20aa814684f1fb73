"""The card-play screen against the true deal (ai.lab.regret): its values and its command."""

import random
import re

import pytest

from ai.lab.regret import decisions, main, rate, screen, true_values
from ai.search_options import EXPERT, SearchOptions


@pytest.fixture(scope="module")
def items():
    return decisions(2, share=0.25)


def test_the_decisions_are_seat_zeros_choices_with_the_true_hands(items):
    assert len(items) > 20
    for p in items:
        view = p.view
        assert view.seat == 0 and len(view.legal) > 1 and view.round >= 3
        assert sorted(p.hands[0]) == sorted(int(c) for c in view.hand)
        cards = [c for h in p.hands for c in h]
        assert len(cards) == len(set(cards))


def test_with_the_rule_every_seat_plays_a_fixed_line_so_one_playout_is_exact(items):
    for p in items[:8]:
        values = true_values(p, "rule", seed=0)
        assert values == true_values(p, "rule", seed=7)
        assert set(values) == {int(a.card) for a in p.view.legal}


def test_with_the_fitted_policy_the_values_are_means_of_drawn_playouts(items):
    p = items[0]
    r = p.view.round
    values = true_values(p, "medium", playouts=30, seed=1, goal=0)
    assert set(values) == {int(a.card) for a in p.view.legal}
    assert all(-10 * r <= v <= 20 + 10 * r for v in values.values())
    assert values == true_values(p, "medium", playouts=30, seed=1, goal=0)


def test_in_the_last_round_the_win_is_counted_exactly(items):
    last = [p for p in decisions(1, share=1.0) if p.view.round == p.view.rounds]
    assert last
    for p in last[:4]:
        plain = true_values(p, "rule", goal=0)
        with_win = true_values(p, "rule", goal=4, weight=100)
        for card, value in with_win.items():  # 1 a win, 1/k a shared one, else 0
            share = (value - plain[card]) / 100
            assert any(share == pytest.approx(x) for x in (0, 1, 1 / 2, 1 / 3, 1 / 4))


def test_expert_chooses_better_than_chance_and_chance_better_than_the_worst(items):
    rng = random.Random(3)
    expert = screen(items, {"": SearchOptions.parse("iterations=300", EXPERT)})[""]
    chance, worst = [], []
    for p in items:
        values = true_values(p, "rule", goal=EXPERT.goal, weight=EXPERT.gweight)
        chance.append(rate(values, rng.choice(list(values)), 0).regret)
        worst.append(rate(values, min(values, key=values.get), 0).regret)
    mean = [sum(x) / len(x) for x in ([c.regret for c in expert], chance, worst)]
    assert mean[0] < mean[1] < mean[2]
    assert all(c.regret >= 0 for c in expert)
    assert sum(c.best for c in expert) > len(items) / 2


def test_the_command_reports_each_setting_and_the_paired_difference(capsys):
    # The first setting is the one whose regret is broken down; without the chain it
    # has some in this small sample (Expert's default with it had none, 8 of 8 best).
    assert main(["--games", "1", "--share", "0.1", "--variant", "iterations=60:chain=0",
                 "--variant", "iterations=60"]) == 0
    out = capsys.readouterr().out
    assert "iterations=60: regret" in out
    assert "paired with iterations=60:" in out and "rounds 12-15" in out
    shares = re.findall(r"decision, (\d+)% of the total", out.split("lies:")[1])
    assert shares and abs(sum(map(int, shares)) - 100) <= len(shares)


@pytest.mark.parametrize("argv", [["--variant", "bogus=1"], ["--share", "0"],
                                  ["--table", "nosuch"], ["--goal", "-1"], ["--from-round", "0"]])
def test_bad_arguments_exit_2_with_one_line(argv, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("ai.lab.regret: ")
