"""The lesson table's coach, drawn around the real table: the coach panel (the
step's text, what was wrong, Back / Next), the lesson header (title and step
dots), the highlights and pointer arrows on what the step talks about, and the
finished trick kept in view while the coach comments on it.

The functions take the lesson table's ``CoachPanel`` (``table.coachpanel``): it
decides where the panel and the header go and keeps the table's banner and status
clear of them; ``panel.table`` is the table, ``panel.lesson`` the lesson mode (its
runner, its navigation). The marks pulse only while the panel is not calm.
"""

from __future__ import annotations

import math

import pygame

from game.i18n import _
from game.tutorial import LESSONS
from game.ui.kit import palette, panelart, textfit
from game.ui.kit.tween import motion
from game.ui.table import render as rd

FEEDBACK_COLOURS = {"illegal": palette.BAD, "wrong": (240, 176, 80), "good": palette.GOOD}

# Pixels at scale 1.
PAD = 12  # inside the coach and the header
GAP = 6  # between the coach's parts; the trick to its caption
BOX_RADIUS = 12  # the header's corners; a highlighted box that is not a card
COACH_RADIUS = 14
MARK_GLOW, MARK_LINE = 16, 3  # a highlight's glow and outline
ARROW, ARROW_BOB = 14, 5  # a pointer arrow and how far it bobs
CAPTION_TEXT, TITLE_TEXT = 13, 22  # "Lesson 2 of 7" and the lesson's title
TITLE_GAP = 2  # between the two
DOT, DOTS_GAP = 10, 10  # a step's dot; the title to the dots
BADGE = 30  # the coach's disc
HEAD_TEXT, COACH_TEXT = 16, 17  # "Your move"; what the coach says
TEXT_ABOVE_BUTTONS = 4
NEXT_GLOW = 8  # the Next button's glow
FEEDBACK_TEXT = 16  # the instruction and the mistake's explanation (largest)
FEEDBACK_BAR_LEFT = 8  # the coloured bar beside the explanation, left of the text
WINNER_GLOW, TAKES_TEXT = 14, 15  # the finished trick's winning card, its caption


def target_rects(panel, target: str) -> list[pygame.Rect]:
    table = panel.table
    lay = table.layout
    kind, _sep, arg = target.partition(":")
    if kind == "hand":
        return [r for _c, r in table.hand_rects()]
    if kind == "card":
        for c, r in table.hand_rects():
            if str(c) == arg:
                return [r]
        for seat, c in table.model.trick:
            if str(c) == arg:
                r = pygame.Rect(0, 0, *lay.trick_card)
                r.center = lay.trick_slots[seat]
                return [r]
        return []
    if kind == "turned":
        r = pygame.Rect(0, 0, *lay.info_card)
        r.center = lay.trump_pos
        return [r]
    if kind == "trick":
        rects = []
        shown = list(table.model.trick)
        if not shown and panel.runner.mode == "done" and table.model.last_trick:
            leader, cards, _w = table.model.last_trick
            shown = [((leader + i) % lay.players, c) for i, c in enumerate(cards)]
        for seat, _c in shown:
            r = pygame.Rect(0, 0, *lay.trick_card)
            r.center = lay.trick_slots[seat]
            rects.append(r)
        return [rects[0].unionall(rects[1:]).inflate(lay.margin, lay.margin)] if rects else []
    if kind == "seat":
        return [lay.panels[int(arg)]]
    if kind in ("bids", "score"):
        return list(lay.panels)
    moves = table.moves
    if kind == "bidpicker" and moves.picker is not None and table.human_turn:
        return [moves.picker.rect]
    if kind == "trumppicker" and moves.trump_chooser is not None and table.human_turn:
        return [moves.trump_chooser.rect]
    if kind == "options" and moves.options is not None and table.human_turn:
        return [moves.options.rect]  # a special card's choice: its name, trump, bid change
    if kind == "others":  # their cards: on their plates in the blind round, not over the names
        if table.model.blind:  # the part above the plate, which is drawn over the rest
            glow = round(MARK_GLOW * table.scale) // 2
            return [_above(lay.blind_card(s), lay.panels[s], glow) for s in range(1, lay.players)]
        return [lay.fans[s] for s in range(1, lay.players)]
    return []


def choice_open(table) -> bool:
    """A special card's panel asks the learner (a name, the trump, the bid change)."""
    return table.moves.options is not None and table.human_turn


def draw_highlights(panel, surface) -> None:
    table = panel.table
    if table.busy:
        return
    s = table.scale
    strength = panel.pulse(0.55 + 0.45 * rd.pulse(table.t, 1.6), 1.0)
    # A special card's open panel stays clear: no other mark crosses it.
    asking = table.moves.options.rect if choice_open(table) else None
    for target in panel.runner.highlights:
        cards = target == "hand" or target.startswith("card:")
        for r in target_rects(panel, target):
            if asking is not None and target != "options" and r.colliderect(asking):
                continue
            radius = rd.card_radius(r.width) if cards else round(BOX_RADIUS * s)
            rd.draw_glow(
                surface,
                r,
                palette.GOLD_LIGHT,
                spread=round(MARK_GLOW * s),
                radius=radius,
                strength=strength,
            )
            pygame.draw.rect(
                surface,
                palette.GOLD_LIGHT,
                r.inflate(4, 4),
                width=max(2, round(MARK_LINE * s)),
                border_radius=radius + 2,
            )
    for tip in panel.arrow_tips():
        draw_arrow(panel, surface, tip)


def draw_arrow(panel, surface, tip) -> None:
    table = panel.table
    s = table.scale
    bob = 0 if motion.reduced else round(panel.pulse(ARROW_BOB * s * math.sin(table.t * 5), 0.0))
    x, y = tip[0], tip[1] - abs(bob)
    size = round(ARROW * s)
    pts = [
        (x, y),
        (x - size, y - size),
        (x - size // 2.5, y - size),
        (x - size // 2.5, y - 2 * size),
        (x + size // 2.5, y - 2 * size),
        (x + size // 2.5, y - size),
        (x + size, y - size),
    ]
    pygame.draw.polygon(surface, palette.GOLD_LIGHT, pts)
    pygame.draw.polygon(surface, palette.TEXT_DARK, pts, width=2)


def draw_header(panel, surface) -> None:
    table = panel.table
    hd = panel.head_rect
    s = table.scale
    panelart.draw_panel(surface, hd, radius=round(BOX_RADIUS * s), alpha=215, look=panelart.TABLE)
    pad = round(PAD * s)
    ids = [lesson.id for lesson in LESSONS]
    number = ids.index(panel.lesson.lesson.id) + 1
    caption = _("Lesson {n} of {total}").format(n=number, total=len(LESSONS))
    small = table.text.render(
        caption, round(CAPTION_TEXT * s), palette.TEXT_DIM, "bold", max_width=hd.width - 2 * pad
    )
    surface.blit(small, (hd.left + pad, hd.top + pad))
    title = table.text.render(
        _(panel.lesson.lesson.title),
        round(TITLE_TEXT * s),
        palette.GOLD,
        "title",
        max_width=hd.width - 2 * pad,
    )
    ty = hd.top + pad + small.get_height() + round(TITLE_GAP * s)
    surface.blit(title, (hd.left + pad, ty))
    # Step dots.
    r = panel.runner
    n = r.step_count
    dot = round(DOT * s)
    gap = round(GAP * s)
    y = ty + title.get_height() + round(DOTS_GAP * s)
    x = hd.left + pad
    for i in range(n):
        done = i < r.index or r.finished
        current = i == r.index and not r.finished
        color = palette.GOLD if done else (palette.GOLD_LIGHT if current else palette.STEP_TO_COME)
        center = (x + dot // 2, y + dot // 2)
        pygame.draw.circle(surface, color, center, dot // 2 + (2 if current else 0))
        x += dot + gap
    skip = panel.buttons[2]
    if r.finished:  # the same words as the coach's button: where it really leads
        skip.text = _("Next lesson") if panel.lesson.nav.next_lesson_id() else _("Lessons")
    else:
        skip.text = _("Skip lesson")
    skip.draw(surface, table.app.fonts)


def draw_coach(panel, surface) -> None:
    table = panel.table
    c = panel.coach_rect
    s = table.scale
    r = panel.runner
    fb = r.feedback if r.mode == "act" and r.feedback and r.feedback.kind != "good" else None
    border = FEEDBACK_COLOURS[fb.kind] if fb else palette.GOLD
    panelart.draw_panel(
        surface,
        c,
        radius=round(COACH_RADIUS * s),
        alpha=235,
        border=border,
        border_width=3 if fb else 2,
        look=panelart.TABLE,
    )
    pad = round(PAD * s)
    # The coach's badge: a small wizard-hat coloured disc with a "?" mark.
    badge = round(BADGE * s)
    circle = rd.circle_surface(badge, palette.COACH_BADGE, palette.GOLD)
    surface.blit(circle, (c.left + pad, c.top + pad))
    mark = table.text.render("✦", round(badge * 0.55), palette.GOLD_LIGHT, "bold")
    surface.blit(
        mark, mark.get_rect(center=(c.left + pad + badge // 2, c.top + pad + badge // 2))
    )
    label = _("Coach")
    if r.mode == "act" and not fb and not others_moving(panel):
        label = _("Your move")
    elif r.mode == "done":
        label = _("Well done!")
    elif r.finished:
        label = _("Lesson complete!")
    elif fb:
        label = _("Not quite") if fb.kind == "wrong" else _("Not allowed")
    head = table.text.render(
        label,
        round(HEAD_TEXT * s),
        border if fb else palette.GOLD,
        "bold",
        max_width=c.width - badge - 3 * pad,
    )
    surface.blit(
        head, head.get_rect(midleft=(c.left + 2 * pad + badge, c.top + pad + badge // 2))
    )
    buttons_top = panel.buttons[0].rect.top
    text_top = c.top + pad + badge + round(GAP * s)
    text_bottom = buttons_top - round(TEXT_ABOVE_BUTTONS * s)
    box = pygame.Rect(c.left + pad, text_top, c.width - 2 * pad, text_bottom - text_top)
    text = coach_text(panel)
    if fb:
        draw_two_texts(panel, surface, box, text, fb.text)
    else:
        textfit.draw_text_box(
            surface, table.app.fonts, text, box, round(COACH_TEXT * s), palette.TEXT
        )
    back, nxt, _skip = panel.buttons
    back.enabled = r.can_back and not table.busy
    if r.finished:
        nxt.text = _("Next lesson") if panel.lesson.nav.next_lesson_id() else _("Lessons")
        back.text = _("Replay")
        back.enabled = True
        back.on_click = panel.lesson.nav.replay
    else:
        nxt.text = _("Next")
        back.text = _("Back")
        back.on_click = panel.lesson.nav.back
    nxt.enabled = r.mode in ("read", "done", "finished")
    back.draw(surface, table.app.fonts)
    nxt.draw(surface, table.app.fonts)
    if nxt.enabled and r.mode in ("read", "done"):
        rd.draw_glow(
            surface,
            nxt.rect,
            palette.GOLD,
            spread=round(NEXT_GLOW * s),
            radius=max(6, nxt.rect.height // 4),
            strength=panel.pulse(0.4 * rd.pulse(table.t), 0.4),
        )


def draw_two_texts(panel, surface, box: pygame.Rect, first: str, second: str) -> None:
    """The instruction (dimmed) and the explanation of the mistake, one font size."""
    table = panel.table
    fonts = table.app.fonts
    gap = round(GAP * table.scale)
    size = round(FEEDBACK_TEXT * table.scale)
    while True:
        font = fonts.get(size)
        a = textfit.wrap_lines(first, font, box.width)
        b = textfit.wrap_lines(second, font, box.width)
        step = int(font.get_linesize() * 1.1)
        if (len(a) + len(b)) * step + gap <= box.height or size <= 10:
            break
        size -= 1
    y = box.top
    for line in a:
        surface.blit(font.render(line, True, palette.TEXT_DIM), (box.left, y))
        y += step
    y += gap
    colour = FEEDBACK_COLOURS[panel.runner.feedback.kind]
    bar_x = box.left - round(FEEDBACK_BAR_LEFT * table.scale) + 2
    pygame.draw.rect(surface, colour, (bar_x, y, 3, len(b) * step))
    for line in b:
        surface.blit(font.render(line, True, palette.TEXT), (box.left, y))
        y += step


def comments_on_trick(runner) -> bool:
    """The coach is commenting on the trick the learner's move finished."""
    step = runner.step
    return runner.mode == "done" and (
        step.free or any(a.startswith("play") for a in step.expect)
    )


def draw_finished_trick(panel, surface) -> None:
    """While the coach comments on a trick, keep it on the table."""
    table = panel.table
    r = panel.runner
    m = table.model
    if table.busy or m.trick or m.last_trick is None or not comments_on_trick(r):
        return
    leader, cards, winner = m.last_trick
    lay = table.layout
    art = table.app.card_art(*lay.trick_card)
    n = m.players
    for i, card in enumerate(cards):
        seat = (leader + i) % n
        center = lay.trick_slots[seat]
        if seat == winner:
            rect = pygame.Rect(0, 0, *lay.trick_card)
            rect.center = center
            rd.draw_glow(
                surface,
                rect,
                palette.GOLD,
                spread=round(WINNER_GLOW * table.scale),
                radius=rd.card_radius(rect.width),
            )
        rd.blit_card(surface, art.face(str(card)), center)
    if winner is None:  # the Bomb's trick: no seat glows, nobody takes it
        name = _("The Bomb: nobody takes this trick")
    elif winner == 0:
        name = _("You take the trick")
    else:
        name = _("{name} takes the trick").format(name=table.setup.names[winner])
    img = table.text.render(name, round(TAKES_TEXT * table.scale), palette.TEXT, "bold")
    rd.draw_pill(surface, trick_caption_place(table, cards, leader, img), img)


def trick_caption_place(table, cards, leader, img) -> tuple[int, int]:
    """Below the trick's cards (above them if the hand leaves no room), never on them."""
    lay = table.layout
    n = lay.players
    rects = []
    for i in range(len(cards)):
        r = pygame.Rect(0, 0, *lay.trick_card)
        r.center = lay.trick_slots[(leader + i) % n]
        rects.append(r)
    box = rects[0].unionall(rects[1:])
    h = img.get_height() + 12  # draw_pill's padding
    gap = round(GAP * table.scale)
    below = box.bottom + gap + h // 2
    limit = min(r.top for _c, r in table.hand_rects()) if table.model.hands[0] else lay.size[1]
    if below + h // 2 <= limit - gap:
        return box.centerx, below
    return box.centerx, box.top - gap - h // 2


def others_moving(panel) -> bool:
    """The learner is to move, but the table still shows the other players' moves
    that come first (a new deal's bids, the cards led): no instruction yet."""
    table, r = panel.table, panel.runner
    if r.mode != "act" or not table.busy:
        return False
    m, state = table.model, table.state
    shown = zip(m.bids, m.bid_hidden, strict=False)  # an empty table has no hidden flags
    bids_shown = sum(1 for b, hidden in shown if b is not None or hidden)
    bids_made = sum(1 for b in state.bids if b is not None)
    return len(m.trick) < len(state.trick) or bids_shown < bids_made


def coach_text(panel) -> str:
    r = panel.runner
    if others_moving(panel):
        return _("Watch the other players.")
    if r.finished:
        done = r.lesson.steps[-1].done
        if done and not callable(done):
            return r._text(done)
        return _("You finished this lesson. On to the next one!")
    return r.text


def _above(card: pygame.Rect, plate: pygame.Rect, glow: int) -> pygame.Rect:
    """The part of ``card`` not under ``plate`` when the plate covers its lower end,
    less the box's glow, which would spill onto the name at the plate's top."""
    if card.colliderect(plate) and card.top < plate.top:
        return pygame.Rect(card.left, card.top, card.width, plate.top - card.top - glow)
    return card
