"""The screen of how well Expert's deals read the hidden hands (ai.lab.deal_reading)."""

import re

import pytest

from ai.lab.deal_reading import main, reading, screen
from ai.lab.regret import decisions
from ai.search_options import EXPERT, SearchOptions

SMALL = SearchOptions.parse("cworlds=16:iterations=60", EXPERT)


@pytest.fixture(scope="module")
def items():
    return decisions(1, share=0.3, first_round=6)


def test_a_deal_of_the_true_hands_would_score_full_marks(items):
    """The scores are shares of the deals: between 0 and 1, the log below 0."""
    scored = [r for r in (reading(SMALL, d) for d in items) if r is not None]
    assert len(scored) > 5
    assert all(0 < hit < 1 and log < 0 and seconds > 0 for hit, log, seconds in scored)


def test_the_chain_reads_the_hands_better_than_the_voids_alone(items):
    chain, voids = screen([SMALL, SearchOptions.parse("chain=0", SMALL)], items)
    assert len(chain) == len(voids) > 5
    assert sum(r[1] for r in chain) > sum(r[1] for r in voids)
    assert sum(r[0] for r in chain) > sum(r[0] for r in voids)


def test_the_command_reports_each_setting_and_the_paired_difference(capsys):
    assert main(["--games", "1", "--share", "0.1", "--variant", "cworlds=8",
                 "--variant", "cworlds=8:cthin=5"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"^cworlds=8: hit [\d.]+%, log -[\d.]+, median \d+ ms$", out, re.M)
    assert re.search(r"^cworlds=8:cthin=5: .*; paired: hit [-+][\d.]+ ± [\d.]+ points, "
                     r"log [-+][\d.]+ ± [\d.]+$", out, re.M)


def test_fresh_chains_draw_each_deal_from_a_new_chain(items, monkeypatch):
    from ai import deal_chain

    built = []
    real = deal_chain.DealChain

    def counting(*args, **kwargs):
        built.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(deal_chain, "DealChain", counting)
    small = SearchOptions.parse("cworlds=6", SMALL)
    decision = next(d for d in items if reading(small, d) is not None)
    built.clear()
    reading(small, decision)
    assert len(built) == 1  # one chain gives every deal
    r = reading(small, decision, fresh=True)
    assert len(built) == 1 + 6
    assert 0 < r[0] < 1 and r[1] < 0


def test_the_command_screens_fresh_chains_beside_each_setting(capsys):
    assert main(["--games", "1", "--share", "0.1", "--variant", "cworlds=4", "--fresh"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"^cworlds=4 \(fresh chains\): .*; paired: hit ", out, re.M)


@pytest.mark.parametrize("argv", [["--variant", "bogus=1"], ["--share", "0"], ["--games", "0"]])
def test_bad_arguments_exit_2_with_one_line(argv, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("ai.lab.deal_reading: ")
