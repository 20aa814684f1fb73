"""The special cards' lesson at logic level: every move it asks for is legal when it
is asked, the lesson played by those moves reaches its end with the outcomes its
coach promises, wrong moves are explained, and every text reads in every language."""

from __future__ import annotations

import string

import pytest

from game import i18n
from game.rules import Card, Phase, Play, Suit, parse_action
from game.tutorial import Deal, LessonRunner, build_state, lesson_by_id
from game.tutorial.lesson_specials import ANNIVERSARY, RULES
from game.tutorial.names import sentence

BOMB, CLOUD, FAIRY = Card.BOMB, Card.CLOUD, Card.FAIRY
JUGGLER, SHAPESHIFTER, WEREWOLF = Card.JUGGLER, Card.SHAPESHIFTER, Card.WEREWOLF

TRANSLATED = sorted(code for code in i18n.LANGUAGES if code != i18n.SOURCE_LANGUAGE)


def step_of(runner: LessonRunner, index: int) -> None:
    """Play the lesson with its own moves up to the learner's move of step ``index``."""
    runner.skip_to(index)
    runner.run_auto()
    assert runner.index == index and runner.mode == "act", (index, runner.mode)


def test_every_expected_move_is_legal_when_it_is_asked():
    runner = LessonRunner(ANNIVERSARY)
    asked = 0
    while not runner.finished:
        if runner.mode == "auto":
            runner.advance()
            continue
        if runner.mode == "act":
            legal = [str(a) for a in runner.state.legal_actions()]
            for move in runner.step.expect:
                assert move in legal, (runner.index, move, legal)
            asked += 1
            assert runner.act(runner.solution()).kind == "good"
            continue
        runner.next()
    # Fairy, Bomb, the last card, trump, Juggler, pass, Cloud, change, Wizard,
    # Shapeshifter, the last card.
    assert asked == 11


def test_the_lesson_is_eighth_and_optional():
    from game.tutorial import LESSONS

    assert LESSONS[7] is ANNIVERSARY and lesson_by_id("specials") is ANNIVERSARY
    assert ANNIVERSARY.optional


def test_deals_play_with_special_cards_and_swap_the_werewolf():
    state = build_state(ANNIVERSARY.steps[4].deal)
    assert state.rules == RULES and state.phase == Phase.WEREWOLF and state.to_move == 0
    assert state.turned == WEREWOLF and Card.H9 in state.hand(0)
    assert WEREWOLF not in state.hand(0)


def test_a_deal_may_not_hold_a_special_card_its_rules_leave_out():
    from game.rules import Rules

    deal = Deal(hands=("BOMB", "C2", "C3", "C4"), turned="C5", dealer=0, rules=Rules(4))
    with pytest.raises(ValueError, match="special card"):
        build_state(deal)


def test_the_fairy_beats_the_dragon():
    runner = LessonRunner(ANNIVERSARY)
    step_of(runner, 1)
    runner.act(Play(FAIRY))
    trick = runner.state.tricks[-1]
    assert trick.winner == 0 and runner.state.won[0] == 1


def test_the_bomb_trick_counts_for_nobody_and_the_would_be_winner_leads():
    runner = LessonRunner(ANNIVERSARY)
    step_of(runner, 2)
    runner.act(Play(BOMB))
    trick = runner.state.tricks[-1]
    assert trick.winner is None and trick.next_leader == 3  # Cleo's Queen
    assert sum(runner.state.won) == 0
    runner.complete_step()
    step_of(runner, 3)
    runner.act(Play(Card.D14))
    runner.run_auto()
    record = runner.state.history[-1]
    assert sum(record.won) == 1  # two cards dealt, one trick counted
    assert record.won[0] == 0 and record.points[0] == 20


def test_the_werewolf_names_trump_before_the_bidding():
    runner = LessonRunner(ANNIVERSARY)
    step_of(runner, 5)
    fb = runner.act(parse_action("werewolf none"))
    assert fb.kind == "wrong" and "spades" in fb.text
    assert runner.act(parse_action("werewolf S")).kind == "good"
    assert runner.state.trump == Suit.S and runner.state.phase == Phase.BID


def test_the_juggler_wins_in_spades_and_everyone_passes_left():
    runner = LessonRunner(ANNIVERSARY)
    step_of(runner, 6)
    fb = runner.act(parse_action("play JUGGLER H"))
    assert fb.kind == "wrong" and "Juggler" in fb.text
    runner.act(parse_action("play JUGGLER S"))
    assert runner.state.tricks[-1].winner == 0
    assert runner.index == 7 and runner.state.phase == Phase.PASS
    assert runner.act(parse_action("pass H2")).kind == "wrong"
    runner.act(parse_action("pass C13"))
    runner.run_auto()
    assert Card.C13 in runner.state.hand(1)  # to the left: Anna
    assert Card.C2 in runner.state.hand(0)  # from Cleo, as the coach says
    assert runner.state.phase == Phase.PLAY and runner.mode == "done"
    assert JUGGLER not in runner.state.hand(0)


def test_the_cloud_winner_raises_the_bid_and_is_scored_against_it():
    runner = LessonRunner(ANNIVERSARY)
    step_of(runner, 8)
    runner.act(parse_action("play CLOUD H"))
    assert runner.index == 9 and runner.state.phase == Phase.CLOUD
    fb = runner.act(parse_action("cloud -1"))
    assert fb.kind == "wrong" and "2" in fb.text
    runner.act(parse_action("cloud +1"))
    assert runner.state.bids[0] == 2
    assert runner.index == 10 and runner.mode == "act"  # the change needs no comment
    runner.act(parse_action("play W1"))
    runner.run_auto()
    record = runner.state.history[-1]
    assert record.bids[0] == 1 and record.final_bids[0] == 2
    assert record.won[0] == 2 and record.points[0] == 40
    assert CLOUD in record.tricks[0].cards


def test_the_shapeshifter_as_a_wizard_wins_and_as_a_jester_would_lose():
    runner = LessonRunner(ANNIVERSARY)
    step_of(runner, 11)
    before = runner.state
    jester, _events = before.apply(parse_action("play SHAPESHIFTER jester"))
    assert jester.tricks[-1].winner == 2  # Ben's trump
    fb = runner.act(parse_action("play SHAPESHIFTER jester"))
    assert fb.kind == "wrong" and runner.state is before
    fb = runner.act(Play(SHAPESHIFTER))  # no name: the engine's sentence
    assert fb.kind == "illegal" and "Wizard" in fb.text
    runner.act(parse_action("play SHAPESHIFTER wizard"))
    assert runner.state.tricks[-1].winner == 0
    runner.complete_step()
    runner.complete_step()
    record = runner.state.history[-1]
    assert record.won[0] == 1 and record.points[0] == 30
    assert runner.finished


def _texts(lesson) -> list[str]:
    out = [lesson.title, lesson.summary]
    for step in lesson.steps:
        out += [t for t in (step.text, step.done, step.wrong_default) if t]
        out += list(step.wrong.values())
    return out


def _fields(text: str) -> set[str]:
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_text_is_translated_and_formats(code):
    i18n.set_language(code)
    try:
        for msgid in _texts(ANNIVERSARY):
            translated = i18n._(msgid)
            assert translated != msgid, (code, msgid)
            assert _fields(translated) == _fields(msgid), (code, msgid, translated)
            for style in ("classic", "four_colour"):
                text = sentence(msgid, style, anna="Anna", ben="Ben", cleo="Cleo")
                assert text.strip() and "{" not in text, (code, text)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(
    "card, below, above, named, classic, four",
    [
        (JUGGLER, Card.S8, Card.S9, Suit.S, "8½", "7½"),
        (CLOUD, Card.H10, Card.H11, Suit.H, "10¾", "9¾"),
    ],
)
def test_what_the_coach_says_the_juggler_and_cloud_count_as(
    card, below, above, named, classic, four
):
    """The coach's "counts as 8½" lies between the two cards the engine ranks it
    between; the four-colour deck numbers those cards one lower."""
    from game.rules.special_core import trick_result
    from game.words import card_label

    key = "{" + card.name.lower() + "}"
    assert sentence(key, "classic") == classic
    assert sentence(key, "four_colour") == four
    assert trick_result((below, card), (None, named), None)[1] == 1  # beats the lower
    assert trick_result((above, card), (None, named), None)[1] == 0  # loses to the higher
    for style, said in (("classic", classic), ("four_colour", four)):
        low = int(card_label(below, style).split()[-1 if style == "four_colour" else 0])
        assert said.startswith(str(low)), (style, said, low)
