"""The search levels' options (``ai.search_options``): one value type, its string form."""

from __future__ import annotations

from dataclasses import fields, replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ai.base import make_player
from ai.search_options import (
    EXPERT,
    HARD,
    SearchOptionError,
    SearchOptions,
    options_help,
    read_option,
)
from game.bots.arena import parse_seat

# Values each option may take, its default among them.
SAMPLES = {
    "iterations": [1, 300, 1500], "time_ms": [None, 0.5, 80.0, 1000.0],
    "bsafe": [None, 0.0, 3.0], "bsafeto": [0, 7],
    "policy": ["plain", "learned"], "ptemp": [0.0, 1.0, 0.75], "goal": [0, 1, 4],
    "gweight": [0.0, 120.0, 200.0], "omodel": ["", "medium", "read"],
    "cworlds": [1, 48, 96], "cthin": [1, 10, 50], "stop": [None, 1.0, 2.5],
}
for _f in fields(SearchOptions):
    if _f.type == "bool":
        SAMPLES[_f.name] = [False, True]


def test_every_option_has_samples():
    assert set(SAMPLES) == {f.name for f in fields(SearchOptions)}


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.fixed_dictionaries({k: st.sampled_from(v) for k, v in SAMPLES.items()}))
def test_the_string_form_round_trips(values):
    options = SearchOptions(**values)
    assert SearchOptions.parse(str(options)) == options


def test_only_what_differs_is_written():
    assert str(SearchOptions()) == ""
    assert str(HARD) == "iterations=300"
    assert str(SearchOptions(chain=True, bsafe=8)) == "bsafe=8:chain=1"
    assert SearchOptions.parse("chain=1:bsafe=8", EXPERT) == replace(EXPERT, chain=True, bsafe=8.0)


def test_values_given_in_code_take_the_string_forms_types():
    options = SearchOptions(chain=1, gweight=2, iterations=300)
    assert options.chain is True and options.gweight == 2.0 and isinstance(options.gweight, float)
    assert options == SearchOptions.parse("chain=1:gweight=2:iterations=300")


@pytest.mark.parametrize("text", [
    "colour=red", "iterations=many", "iterations=0", "time_ms=-5", "time_ms=0", "chain=2",
    "infer=-1", "gweight=nan", "gweight=inf", "bsafe=-1", "goal=-1", "policy=clever",
    "stop=0",
    "omodel=hard", "cthin=", "chain", "goal=none"])
def test_bad_options_are_named(text):
    key, _, value = text.partition("=")
    with pytest.raises(SearchOptionError) as caught:
        SearchOptions.parse(text)
    assert (caught.value.key, caught.value.value) == (key, value)
    assert f"{key}={value}" in str(caught.value)
    if key == "colour":
        assert caught.value.takes is None and "no such option" in str(caught.value)
    else:
        assert f"it takes {key}={caught.value.takes}" in str(caught.value)
        assert f"{key}={caught.value.takes}" in options_help()


def test_an_option_that_is_off_reads_none():
    assert SearchOptions.parse("time_ms=none").time_ms is None
    assert str(SearchOptions(time_ms=None)) == "time_ms=none"
    assert SearchOptions.parse("bsafe=8:bsafe=none").bsafe is None


def test_bad_values_in_code_are_refused_too():
    with pytest.raises(SearchOptionError, match="policy=clever"):
        SearchOptions(policy="clever")
    with pytest.raises(SearchOptionError, match="iterations=0"):
        replace(EXPERT, iterations=0)
    with pytest.raises(SearchOptionError, match="iterations=none"):
        SearchOptions(iterations=None)  # only an option that can be off takes none


def test_the_help_line_names_every_option_once():
    line = options_help()
    names = [part.split("=")[0] for part in line.split(", ")]
    assert names == [f.name for f in fields(SearchOptions)]
    assert "policy=plain|learned" in line and "omodel=''|medium|read" in line
    assert "time_ms=T|none" in line and "bsafe=X|none" in line


def test_the_arena_and_the_levels_read_the_same_options():
    spec = parse_seat("expert:chain=1:bsafe=8:iterations=200")
    assert spec.options == {"chain": True, "bsafe": 8.0, "iterations": 200}
    assert spec.options["bsafe"] == read_option("bsafe", "8")
    player = make_player("expert", seed=1, **spec.options)
    assert player.options == replace(EXPERT, chain=True, bsafe=8.0, iterations=200)
    assert make_player("hard", seed=1).options == HARD
    assert make_player("hard", seed=1, time_ms=None).options.time_ms is None  # no cap
    with pytest.raises(TypeError):
        make_player("expert", colour="red")  # not an option: refused, never ignored


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_a_seat_without_a_time_cap_has_none(level):
    """``hard:time_ms=none`` switches the cap off (docs/bots.md); it kept the level's."""
    from game.bots.arena import make_seat_player

    spec = parse_seat(f"{level}:iterations=40:time_ms=none")
    player = make_seat_player(spec, 1, [], 1000)
    assert (player.options.iterations, player.options.time_ms) == (40, None)
    capped = make_seat_player(parse_seat(f"{level}:time_ms=80"), 1, [], 1000)
    assert capped.options.time_ms == 80.0
