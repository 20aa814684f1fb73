"""What the learner sees in a lesson: nothing drawn over the coach or the table's own
labels, real buttons, and "Skip lesson" does not tick the lesson off (issue 10,
defects 9 and 14). Driven through posted input on the real App; the texts are read
from the window with ``tests.screen_text``."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.i18n import LANGUAGES, set_language  # noqa: E402
from game.i18n import _ as tr  # noqa: E402
from game.rules import Card  # noqa: E402
from game.tutorial import LESSONS, lesson_by_id  # noqa: E402
from game.tutorial.names import fill  # noqa: E402
from game.tutorial.progress import load_progress  # noqa: E402
from game.ui.scenes.tutorial import TutorialScene  # noqa: E402
from game.ui.scenes.tutorial_table import is_lesson, lesson_table  # noqa: E402
from tests.robot import post_click


@pytest.fixture(params=[(1280, 800), (1024, 640)], ids=["1280", "1024"])
def spy_app(request, make_spy_app):
    return make_spy_app(size=request.param, animation_speed="normal")


def click(spy, pos, frames=3):
    post_click(pos)
    for _ in range(frames):
        spy.frame()


def open_lesson(app, spy, lesson_id, step=0):
    app.push(TutorialScene(app))
    spy.frame()
    table = lesson_table(app, lesson_by_id(lesson_id), start_step=step)
    app.push(table)
    return table


def arrow_rects(table):
    size = round(14 * table.scale)
    height = table.mode.panel.arrow_height()
    return [pygame.Rect(x - size, y - height, 2 * size, height)
            for x, y in table.mode.panel.arrow_tips()]


def test_trump_choice_banner_and_label_stay_clear(spy_app):
    """The banner "You deal, so you choose the trump suit" ran under the coach box and
    the arrows covered "Choose the trump suit"."""
    app, spy = spy_app
    table = open_lesson(app, spy, "trump", step=5)
    banner = "A Wizard! You deal, so you choose the trump suit"
    seen_status = False
    for _ in range(400):
        spy.frame()
        for r in spy.find(banner):
            assert not r.colliderect(table.mode.panel.coach_rect), (r, table.mode.panel.coach_rect)
            assert not r.colliderect(table.mode.panel.head_rect)
            if table.moves.trump_chooser is not None:
                assert not r.colliderect(table.moves.trump_chooser.rect)
        if table.moves.trump_chooser is not None:  # the chooser does not cut into the coach
            assert not table.moves.trump_chooser.rect.colliderect(table.mode.panel.coach_rect)
        for r in spy.find("Choose the trump suit"):
            if table.moves.trump_chooser is not None and table.moves.trump_chooser.rect.contains(r):
                continue  # the chooser's own title
            seen_status = True
            for a in arrow_rects(table):
                assert not r.colliderect(a), (r, a)
        if seen_status and table.mode.runner.mode == "act" and not table.busy:
            break
    assert seen_status and table.mode.panel.arrow_tips()  # the arrows are there, beside the label
    for _ in range(60):
        spy.frame()


def test_your_turn_label_not_under_arrows(spy_app):
    app, spy = spy_app
    table = open_lesson(app, spy, "trump", step=4)
    for _ in range(600):
        spy.frame()
        if table.mode.runner.mode == "act" and not table.busy and spy.find("Your turn"):
            break
    labels = spy.find("Your turn")
    assert labels and table.mode.panel.arrow_tips()
    for r in labels:
        for a in arrow_rects(table):
            assert not r.colliderect(a), (r, a)


def test_trick_caption_not_drawn_over_the_cards(spy_app):
    app, spy = spy_app
    table = open_lesson(app, spy, "follow", step=1)
    r = table.mode.runner
    for _ in range(900):
        spy.frame()
        if r.mode == "act" and not table.busy:
            card = r.solution().card
            rect = dict(table.hand_rects())[card]
            click(spy, (rect.left + 6, rect.centery))
        if r.mode == "done" and not table.busy and spy.find("takes the trick"):
            break
    captions = spy.find("takes the trick") + spy.find("You take the trick")
    assert captions
    lay = table.layout
    leader, cards, _w = table.model.last_trick
    for i in range(len(cards)):
        card = pygame.Rect(0, 0, *lay.trick_card)
        card.center = lay.trick_slots[(leader + i) % lay.players]
        for c in captions:
            assert not c.colliderect(card), (c, card)
    for _ in range(60):
        spy.frame()


def test_lesson_buttons_look_like_buttons(spy_app):
    app, spy = spy_app
    table = open_lesson(app, spy, "deck")
    for _ in range(30):
        spy.frame()
    felt = table.bg
    for b in table.buttons:
        x, y = b.rect.left + 6, b.rect.centery
        assert app.screen.get_at((x, y))[:3] != felt.get_at((x, y))[:3], b.text


def test_skip_lesson_is_not_completing_it(spy_app):
    app, spy = spy_app
    scene = TutorialScene(app)
    app.push(scene)
    spy.frame()
    first = scene.rows[0][2]
    click(spy, first.rect.center, frames=20)
    table = app.stack.top
    assert is_lesson(table) and table.mode.lesson.id == LESSONS[0].id
    skip = table.mode.panel.buttons[2]
    assert skip.text == "Skip lesson"
    click(spy, skip.rect.center, frames=60)
    nxt = app.stack.top
    assert is_lesson(nxt) and nxt.mode.lesson.id == LESSONS[1].id
    assert LESSONS[0].id not in load_progress(app.progress_path).completed
    lessons_button = nxt.buttons[3]
    click(spy, lessons_button.rect.center, frames=30)
    assert isinstance(app.stack.top, TutorialScene)
    for _ in range(30):
        spy.frame()
    assert "✓" not in spy.texts()  # no lesson ticked off in the list
    assert LESSONS[0].id not in load_progress(app.progress_path).completed


# ------------------------------------------------------------------- the texts
@pytest.mark.parametrize("lang", sorted({"en", *LANGUAGES}))
def test_coach_texts_start_with_a_capital_and_do_not_repeat_the_title(lang):
    set_language(lang)
    try:
        well_done = tr("Well done!").rstrip("!").strip()
        for style in ("classic", "four_colour"):
            for lesson in LESSONS:
                for step in lesson.steps:
                    for text in (step.text, step.done):
                        if not text or callable(text):
                            continue
                        out = fill(text, style, anna="Anna", ben="Ben", cleo="Cleo")
                        assert out[:1] == out[:1].upper(), (lesson.id, out)
                    if step.done and not callable(step.done):
                        done = fill(step.done, style, anna="A", ben="B", cleo="C")
                        assert not done.lower().startswith(well_done.lower()), (lang, done)
    finally:
        set_language("en")


def test_trump_is_now_hearts_read_off_the_coach(make_spy_app):
    app, spy = make_spy_app(animation_speed="instant")
    try:
        table = open_lesson(app, spy, "trump", step=5)
        r = table.mode.runner
        for _ in range(300):
            spy.frame()
            if r.mode == "act" and not table.busy and table.moves.trump_chooser is not None:
                break
        hearts = next(rect for suit, rect in table.moves.trump_chooser.buttons if int(suit) == 2)
        click(spy, hearts.center, frames=60)
        assert r.mode == "done"
        text = " ".join(t for t, rect in spy.drawn if table.mode.panel.coach_rect.contains(rect))
        assert "Well done! Trump is now hearts. One more rule" in text, text
    finally:
        spy.uninstall()
        pygame.display.quit()


def test_deck_style_names_differ_in_every_language():
    from game.words import DECK_STYLE_NAMES as STYLE_LABELS

    for lang in sorted({"en", *LANGUAGES}):
        set_language(lang)
        names = [tr(label) for label in STYLE_LABELS.values()]
        assert len(set(names)) == len(names), (lang, names)
    set_language("en")
    assert "Classic" not in [tr(v) for v in STYLE_LABELS.values()]


def panel_choice(move):
    """What a special card's panel is clicked for: the Juggler's suit, the
    Shapeshifter's shape, the Werewolf's trump, the Cloud's change."""
    for field in ("named", "suit", "delta"):
        if hasattr(move, field):
            return getattr(move, field)
    raise AssertionError(f"no panel choice in {move}")


def test_last_lesson_end_offers_the_lesson_list_not_a_next_lesson(make_spy_app):
    """The header said "Next lesson" at the end of the last lessons, and led to the list."""
    app, spy = make_spy_app(animation_speed="instant")
    try:
        table = open_lesson(app, spy, LESSONS[-1].id)
        r = table.mode.runner
        for _ in range(1200):
            spy.frame()
            if r.finished:
                break
            if table.busy:
                continue
            if r.mode in ("read", "done"):
                click(spy, table.mode.panel.buttons[1].rect.center)
            elif r.mode == "act":
                move = r.solution()
                panel = table.moves.options  # a special card's name, trump or bid change
                if panel is not None:
                    click(spy, dict(panel.buttons)[panel_choice(move)].center)
                elif hasattr(move, "card"):
                    rect = dict(table.hand_rects())[move.card]
                    click(spy, (rect.left + 6, rect.centery))
                elif table.moves.picker is not None and hasattr(move, "tricks"):
                    click(spy, dict(table.moves.picker.buttons)[move.tricks].center)
                else:
                    table.apply(0, move)
        assert r.finished
        for _ in range(60):
            spy.frame()
        texts = spy.texts()
        assert "Next lesson" not in texts and texts.count("Lessons") >= 2, texts
        click(spy, table.mode.panel.buttons[2].rect.center, frames=30)
        assert isinstance(app.stack.top, TutorialScene)
    finally:
        spy.uninstall()
        pygame.display.quit()


def test_a_special_cards_panel_stays_clear_of_the_coachs_marks(spy_app):
    """The Shapeshifter's panel opened right above the card: the trick's mark crossed
    its title and the hint, lifted above the pointer arrows, covered its buttons."""
    app, spy = spy_app
    lesson = lesson_by_id("specials")
    step = next(i for i, s in enumerate(lesson.steps) if "play SHAPESHIFTER wizard" in s.expect)
    table = open_lesson(app, spy, "specials", step=step)
    r = table.mode.runner
    for _ in range(400):
        spy.frame()
        if r.mode == "act" and not table.busy and table.human_turn:
            break
    assert r.index == step and r.mode == "act"
    assert table.mode.panel.arrow_tips()  # the arrow points at the Shapeshifter
    rect = dict(table.hand_rects())[Card.SHAPESHIFTER]
    click(spy, (rect.left + 6, rect.centery))
    panel = table.moves.options
    assert panel is not None
    table.mode.hint()
    for _ in range(5):
        spy.frame()
    assert table.mode.panel.arrow_tips() == []
    shown = spy.find("Hint: play Shapeshifter as Wizard")
    assert shown, spy.texts()
    assert not any(s.colliderect(panel.rect) for s in shown), (shown, panel.rect)
