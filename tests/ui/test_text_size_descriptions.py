"""Descriptions keep the text size the player chose (issue 58, item 17): at Larger,
the notes in Settings (and Accessibility) and the descriptions in New game were drawn
about 7 px tall, smaller than at Normal (and German, Dutch, Danish and Hungarian did
so at Normal).
A description that does not fit wraps, its row grows, or (no room left on the
smallest window) it is a tip on hover; it never shrinks.

Each screen is drawn by the real App at every text size in every language; every
rendered line of a description is measured: its glyphs are as tall as the same line
at the description's size at that text size."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.rules import full_rounds
from game.ui.kit import palette, typeface
from game.ui.scenes.accessibility import AccessibilityScene
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.newgame_length import length_description
from game.ui.scenes.newgame_variants import variant_texts
from game.ui.scenes.settings_scene import NOTE_TEXT, SettingsScene
from game.words import level_description

LANGS = list(i18n.LANGUAGES)


def _draw(app, scene) -> list[tuple[str, pygame.Surface]]:
    """Every line of text the scene renders in one frame."""
    seen: list[tuple[str, pygame.Surface]] = []
    app.push(scene)
    scene.on_resize(app.size)
    previous = typeface.text_listener
    typeface.text_listener = lambda text, surf: seen.append((text, surf))
    try:
        scene.draw(app.screen)
    finally:
        typeface.text_listener = previous
    return seen


def _glyph_height(surf: pygame.Surface) -> int:
    return surf.get_bounding_rect(min_alpha=40).height


def _check(app, seen, description: str, size: int, in_tip: bool, where: str) -> None:
    """``description`` is drawn in lines as tall as at ``size`` (or is a tip)."""
    # Its lines: a few words of it (a single word could be a button's label).
    lines = [(t, s) for t, s in seen if " " in t.strip() and t.strip() in description]
    if not lines:
        assert in_tip, f"{where}: {description!r} is neither drawn nor a tip"
        return
    font = app.fonts.get(size)
    for text, surf in lines:
        want = _glyph_height(font.render(text.strip(), True, palette.TEXT))
        got = _glyph_height(surf)
        assert got >= want, f"{where}: {text!r} is {got}px tall, {want}px at the chosen size"


@pytest.mark.parametrize("step", list(typeface.TEXT_SCALES))
@pytest.mark.parametrize("lang", LANGS)
def test_descriptions_keep_the_chosen_text_size(make_app, lang, step):
    app = make_app()
    app.fonts.text_scale = typeface.text_scale(step)
    i18n.set_language(lang)
    try:
        settings = SettingsScene(app)
        seen = _draw(app, settings)
        size = settings.metrics(NOTE_TEXT)
        for key, (_title, note) in settings.labels().items():
            if note:
                _check(app, seen, note, size, key in settings.notes_in_tips,
                       f"Settings [{lang}, {step}]")
        app.pop()

        access = AccessibilityScene(app)
        seen = _draw(app, access)
        for _key, (_title, note) in access.labels().items():
            _check(app, seen, note, access.metrics.small, False, f"Accessibility [{lang}, {step}]")
        app.pop()

        new_game = NewGameScene(app)
        seen = _draw(app, new_game)
        small = new_game.metrics.small
        where = f"New game [{lang}, {step}]"
        for key, (_name, desc) in variant_texts().items():
            _check(app, seen, desc, small, key in new_game.variants.tips, where)
        _check(app, seen, level_description(new_game.described_level()), small,
               new_game.level_in_tip, where)
        length = new_game.length
        rounds = length.rounds()
        _check(app, seen, length_description(length.length, rounds, full_rounds(length.players)),
               small, False, where)
    finally:
        i18n.set_language("en")


def test_descriptions_without_room_are_tips_on_hover(tmp_path):
    """Hungarian at Larger on the smallest window, the special cards chosen: the
    level's (with its strength with special cards) and a variant's descriptions have
    no room at that size; pointing at a level or the variant shows them, whole, at the
    tip's size."""
    from tests.robot import close, open_app

    robot = open_app(tmp_path, language="hu", tips=False, text_size="larger")
    try:
        robot.click(i18n._("New game"))
        scene = robot.top
        assert isinstance(scene, NewGameScene)
        scene.specials.choose("25")  # as the Special cards screen does
        robot.run(4)
        assert scene.level_in_tip and scene.variants.tips, "the case needs descriptions in tips"
        for spot, text in (
            (scene.level_choices[0].segment_rects()[0].center, level_description("easy", True)),
            *((scene.variants.rows[key].center, variant_texts()[key][1])
              for key in sorted(scene.variants.tips)),
        ):
            robot.move_to(spot)
            robot.run(4)
            lines = robot.visible_texts(keep=lambda t, text=text: len(t) > 3 and t in text)
            assert " ".join(sorted(lines, key=text.index)) == text, (text, lines)
    finally:
        close(robot)
