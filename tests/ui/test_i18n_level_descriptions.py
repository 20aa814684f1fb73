"""The New game screen's line on each AI level (what it does, how strong it is) fits its
box in every language, at 1024×640 and 2560×1440, at the normal and the largest text
size (Settings > Accessibility > Text size: Larger), and is really drawn, in the
screen's language. Uses the checking harness of ``test_i18n_screens`` (wrapped text
helpers, a window that checks every blit)."""

from __future__ import annotations

import pytest
import test_i18n_screens as harness
from test_i18n_screens import BIG, LANGS, LARGEST_TEXT, SIZE, app, patched  # noqa: F401

from game import i18n
from game.savegame import AI_LEVELS
from game.words import level_description

SCREEN = "newgame-levels"
SCREEN_SPECIAL = "newgame-levels-special"  # the 25-year cards chosen: longer lines
# Every text rendered while the screen was drawn, per (language, size, text scale).
_SHOWN: dict[tuple, set[str]] = {}
# The cases whose description was a tip on hover: no room at the player's text size
# (the smallest window at Larger; descriptions never shrink, test_text_size_descriptions).
_IN_TIP: set[tuple] = set()


def screen_newgame_levels(app, special: str = "none"):  # noqa: F811 - the App, not the fixture
    """Six players (every seat row shown), each level in turn the one described."""
    from game.ui.scenes.newgame import NewGameScene

    scene = NewGameScene(app)
    scene.set_players(6)
    scene.specials.choose(special)
    for level in AI_LEVELS:
        scene.level_choices[0].value = level
        scene.levels[0] = level
        scene.last_level_seat = 0
        assert scene.described_level() == level
        yield scene  # the harness draws it, then comes back here
        key = (i18n._active_code, app.screen.get_size(), app.fonts.text_scale,
               special != "none")
        _SHOWN.setdefault(key, set()).update(harness.REC.shown)
        if scene.level_in_tip:
            _IN_TIP.add(key)


harness.SCREENS.setdefault(SCREEN, screen_newgame_levels)
harness.SCREENS.setdefault(SCREEN_SPECIAL, lambda a: screen_newgame_levels(a, "25"))


def _descriptions(lang: str, special: bool = False) -> dict[str, str]:
    i18n.set_language(lang)
    try:
        return {level: level_description(level, special) for level in AI_LEVELS}
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("special", [False, True], ids=["60-cards", "special-cards"])
@pytest.mark.parametrize("text_scale", [1.0, LARGEST_TEXT], ids=["normal", "larger"])
@pytest.mark.parametrize("size", [SIZE, BIG], ids=["1024x640", "2560x1440"])
@pytest.mark.parametrize("lang", LANGS)
def test_level_descriptions_fit(app, patched, lang, size, text_scale, special):  # noqa: F811
    screen = SCREEN_SPECIAL if special else SCREEN
    run = harness._run_screen(app, patched, screen, lang, size=size, text_scale=text_scale)
    assert run["drawn"] == len(AI_LEVELS) and run["checked"] > 0
    assert run["problems"] == [], f"{lang} at {size}, text x{text_scale}:\n" + "\n".join(
        run["problems"]
    )
    # Each level's line was drawn (its first wrapped line at least), in this language.
    shown = _SHOWN[lang, size, text_scale, special]
    if (lang, size, text_scale, special) in _IN_TIP:
        assert (size, text_scale) == (SIZE, LARGEST_TEXT), "a tip only where room is short"
        return
    for level, text in _descriptions(lang, special).items():
        assert any(text.startswith(t) and len(t) > 12 for t in shown), (
            f"{lang}: the description of {level} was not drawn: {text!r}"
        )
    if lang != "en" and size == SIZE:
        assert run["english"] == [], f"{lang} still shows English: {run['english']}"


def test_every_level_has_its_own_description():
    texts = _descriptions("en")
    assert len(set(texts.values())) == len(AI_LEVELS) and all(texts.values())


def test_the_figures_come_from_the_ai_and_the_arena_table(monkeypatch):
    """The play-outs are the search levels' own budgets; the margins the measured
    table's, rounded to tens; Expert's sentence says it beats Hard only when the
    measured interval says so."""
    from dataclasses import replace

    from ai import search_options
    from game import level_margins, words

    texts = _descriptions("en")
    assert f"{search_options.HARD.iterations:,} deals" in texts["hard"]
    assert f"{search_options.EXPERT.iterations:,} deals" in texts["expert"]
    hard_margin = level_margins.STANDARD["hard", "medium"].points
    assert f"about {round(hard_margin, -1):.0f} points" in texts["hard"]
    expert = level_margins.STANDARD["expert", "hard"]
    assert ("level with Hard" in texts["expert"]) == (expert.points - expert.ci <= 0)
    monkeypatch.setitem(level_margins.STANDARD, ("expert", "hard"),
                        level_margins.Margin(48.0, 15.0, 100))
    assert words.level_description("expert").endswith("beats Hard by about 50 points a game.")
    monkeypatch.setattr(search_options, "EXPERT",
                        replace(search_options.EXPERT, iterations=4000))
    # "up to": the time cap can end Expert's search before its play-out budget
    assert words.level_description("expert").startswith("Simulates up to 4,000 deals per move")


def test_special_cards_add_their_own_margin(monkeypatch):
    """With special cards chosen, each level's line goes on with its margin with them
    (from the registry, rounded to tens, per game or over the rounds it was measured
    in); a
    margin whose interval holds 0 reads as "about level"."""
    from game import level_margins, words

    for level in AI_LEVELS:
        plain = words.level_description(level)
        margin = level_margins.special_margin(level)
        with_cards = words.level_description(level, special=True)
        if margin.points - margin.ci <= 0:
            assert with_cards == plain + " With special cards: about level with " \
                f"{level_margins.BELOW[level].capitalize()}.", with_cards
            continue
        assert with_cards.startswith(plain + " With special cards: beats ")
        per = "a game" if margin.rounds is None else f"in {margin.rounds} rounds"
        assert with_cards.endswith(
            f"by about {max(10, round(margin.points, -1)):.0f} points {per}."
        ), with_cards
    monkeypatch.setitem(level_margins.SPECIAL, ("expert", "hard"),
                        level_margins.Margin(6.0, 9.5, 64, rounds=8))
    assert words.level_description("expert", special=True).endswith(
        "With special cards: about level with Hard.")
    monkeypatch.setitem(level_margins.SPECIAL, ("expert", "hard"),
                        level_margins.Margin(41.0, 9.5, 64))
    assert words.level_description("expert", special=True).endswith(
        "beats Hard by about 40 points a game.")
