"""Drawing one position of a replayed game for the Review screen: every seat in a
row with its hand face up, its bid, tricks taken and total, and the card it put
into the current trick (the trick just completed stays shown, its winner starred).
The round, the trump and the action that led here are in a strip on top.

``draw_board`` only draws; it returns the texts of the caption (tests read them)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.i18n import _, format_score
from game.rules.actions import Bid, ChangeBid, ChooseTrump, NextRound, PassCard, Play, WerewolfTrump
from game.rules.cards import card_sort_key
from game.rules.core import trick_winner_index
from game.rules.state import GameState, Phase
from game.ui.kit import charts, palette, panelart, sizing
from game.ui.scenes.newgame_specials import set_label
from game.ui.table import render as rd
from game.ui.table.names import seat_name
from game.words import card_short, suit_title, suit_word

RATED_ROW = (30, 52, 70)
ROW = (20, 34, 42)

# The board's own lengths (px at scale 1; sizing.Metrics has the shared ones).
RADIUS, PAD = 14, 10  # the board's panel
HEAD_H = 40  # the trump, round and dealer strip
CARD_H = 110  # at most
SLOT_EXTRA = 26  # the played card's slot, wider than the card
FRAME = 3  # around the card just played and the trick's winner
STAR_TEXT, HINT_TEXT = 22, 26  # the winner's star, the "…" of the player to move
STRIP_TEXT = 19
DOT = 16  # the seat's colour dot, at most


def display_names(players: list[dict]) -> list[str]:
    """The seats' names as the table shows them ("You" in today's language)."""
    setup = SimpleNamespace(
        names=[p["name"] for p in players], levels=[p["kind"] for p in players]
    )
    return [seat_name(setup, i) for i in range(len(players))]


def action_text(step, names: list[str], style: str) -> str:
    """What the step did, in a sentence: "Merlin played Q♥", "Ann bid 2"."""
    action = step.action
    who = names[step.seat] if step.seat is not None else ""
    if isinstance(action, Bid):
        return _("{name} bid {n}").format(name=who, n=action.tricks)
    if isinstance(action, Play):
        return _("{name} played {card}").format(name=who, card=card_short(action.card, style))
    if isinstance(action, ChooseTrump):
        return _("{name} chose {suit} as trump").format(
            name=who, suit=suit_word(action.suit, style)
        )
    if isinstance(action, NextRound):
        return _("The next round is dealt")
    return special_action_text(step, who, style)


def special_action_text(step, who: str, style: str) -> str:
    """The special cards' decisions in a sentence (Review shows every card)."""
    action = step.action
    if isinstance(action, WerewolfTrump):
        if action.suit is None:
            return _("{name} named no trump").format(name=who)
        return _("{name} named {suit} as trump").format(
            name=who, suit=suit_word(action.suit, style)
        )
    if isinstance(action, PassCard):
        return _("{name} passed {card} to the left").format(
            name=who, card=card_short(action.card, style)
        )
    if isinstance(action, ChangeBid):
        new = step.before.bids[step.seat] + action.delta
        return _("{name} changed the bid to {n}").format(name=who, n=new)
    return str(action)


def shown_trick(state: GameState, last) -> tuple[int, list, int | None]:
    """(leader, cards, winner or None) of the trick to show: the one being played,
    else the one the last card completed."""
    if state.trick:
        return state.trick_leader, list(state.trick), None
    if last is not None and isinstance(last.action, Play) and state.tricks:
        t = state.tricks[-1]
        return t.leader, list(t.cards), t.winner
    return state.trick_leader, [], None


def draw_board(
    surface: pygame.Surface,
    app,
    text: rd.TextCache,
    rect: pygame.Rect,
    state: GameState,
    names: list[str],
    rated_seat: int,
    last,
    scale: float,
) -> None:
    s = scale
    m = sizing.Metrics(s)
    style = app.settings.deck_style
    n = state.players
    panelart.draw_panel(surface, rect, radius=m(RADIUS))
    pad = m(PAD)
    inner = rect.inflate(-2 * pad, -2 * pad)
    head_h = m(HEAD_H)
    _draw_strip(surface, app, text, pygame.Rect(inner.left, inner.top, inner.width, head_h),
                state, names, s, style)
    rows = pygame.Rect(inner.left, inner.top + head_h + pad, inner.width,
                       inner.height - head_h - pad)
    row_h = rows.height // n
    card_h = max(24, min(round(row_h * 0.84), m(CARD_H)))
    card_w = round(card_h * 5 / 7)
    art = app.card_art(card_w, card_h)
    leader, cards, winner = shown_trick(state, last)
    played = {(leader + k) % n: c for k, c in enumerate(cards)}
    # With special cards a finished trick without a winner held the Bomb: nobody's.
    if winner is None and cards and len(cards) == n and state.sp is None:
        winner = (leader + trick_winner_index(cards, state.trump)) % n
    info_w = round(rows.width * 0.27)
    slot_w = card_w + m(SLOT_EXTRA)
    for seat in range(n):
        r = pygame.Rect(rows.left, rows.top + seat * row_h, rows.width, row_h - m.nudge)
        pygame.draw.rect(surface, RATED_ROW if seat == rated_seat else ROW, r,
                         border_radius=m.gap_s)
        if seat == rated_seat:
            pygame.draw.rect(surface, palette.ACCENT, r, width=max(1, m.hair),
                             border_radius=m.gap_s)
        info = pygame.Rect(r.left + pad, r.top, info_w - pad, r.height)
        _draw_seat_info(surface, text, info, state, names, seat, rated_seat, s)
        hand_area = pygame.Rect(info.right + pad, r.top, r.width - info_w - slot_w - 2 * pad,
                                r.height)
        _draw_hand(surface, art, hand_area, state, seat, last)
        slot = pygame.Rect(r.right - slot_w, r.top, slot_w, r.height)
        card = played.get(seat)
        if card is not None:
            center = (slot.centerx, slot.centery)
            img = art.face(str(card))
            drawn = rd.blit_card(surface, img, center)
            if last is not None and isinstance(last.action, Play) and last.action.card == card:
                pygame.draw.rect(surface, palette.ACCENT, drawn.inflate(6, 6),
                                 width=max(2, m(FRAME)), border_radius=rd.card_radius(card_w))
            if seat == winner:
                pygame.draw.rect(surface, palette.GOLD, drawn.inflate(2, 2),
                                 width=max(2, m(FRAME)), border_radius=rd.card_radius(card_w))
                star = text.render("★", m(STAR_TEXT), palette.GOLD, "bold")
                surface.blit(star, star.get_rect(center=(drawn.left, drawn.top)))
        elif seat == state.to_move and state.phase == Phase.PLAY:
            hint = text.render("…", m(HINT_TEXT), palette.TEXT_DIM, "bold")
            surface.blit(hint, hint.get_rect(center=slot.center))


def _draw_strip(surface, app, text, rect, state, names, s, style) -> None:
    m = sizing.Metrics(s)
    rounds = state.rules.rounds
    parts = [_("Round {n} of {total}").format(n=state.round, total=rounds)]
    if state.phase in (Phase.PLAY, Phase.ROUND_OVER, Phase.GAME_OVER):
        done = len(state.tricks)
        current = min(state.round, done + (1 if state.trick or state.phase == Phase.PLAY else 0))
        parts.append(_("Trick {n} of {total}").format(n=max(1, current), total=state.round))
    parts.append(_("Dealer: {name}").format(name=names[state.dealer]))
    if state.rules.special:  # the set, as New game and the statistics name it
        parts.append(set_label(str(state.rules.special)))
    x = rect.left
    if state.turned is not None:
        ch = rect.height
        small = app.card_art(round(ch * 5 / 7), ch)
        surface.blit(small.face(str(state.turned)), (x, rect.top))
        x += round(ch * 5 / 7) + m.gap_s
    if state.trump is not None:
        trump = _("Trump: {suit}").format(suit=suit_title(state.trump, style))
    elif state.turned is not None and state.turned.is_wizard:
        trump = _("Trump: the dealer chooses")
    else:
        trump = _("No trump")
    line = " · ".join([trump, *parts])
    img = text.render(line, m(STRIP_TEXT), palette.GOLD_LIGHT, "bold", max_width=rect.right - x)
    surface.blit(img, img.get_rect(midleft=(x, rect.centery)))


def _draw_seat_info(surface, text, rect, state, names, seat, rated_seat, s) -> None:
    m = sizing.Metrics(s)
    colour, marker = palette.seat_style(seat)  # as in the charts and at the table
    dot = max(8, min(round(rect.height * 0.22), m(DOT)))
    charts.draw_marker(surface, marker, (rect.left + dot // 2, rect.top + round(rect.height * 0.3)),
                       dot / 2, colour)
    nx = rect.left + dot + m.gap_s
    fs = max(11, min(m.label, round(rect.height * 0.28)))
    name = names[seat]
    if seat == state.dealer:
        name = _("{name} (dealer)").format(name=name)
    room = rect.right - nx - m.gap_s  # clear of the hand beside it
    img = text.render(name, fs, palette.TEXT, "bold", max_width=room)
    surface.blit(img, img.get_rect(midleft=(nx, rect.top + round(rect.height * 0.3))))
    bid = state.bids[seat]
    if bid is None:
        detail = _("no bid yet")
    else:
        detail = _("bid {bid} · took {won}").format(bid=bid, won=state.won[seat])
    colour = palette.TEXT_DIM
    if bid is not None and state.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
        made = bid == state.won[seat]
        detail += " " + ("✓" if made else "✗")
        colour = palette.GOOD if made else palette.BAD
    d = text.render(detail, round(fs * 0.85), colour, max_width=rect.right - nx)
    surface.blit(d, d.get_rect(midleft=(nx, rect.top + round(rect.height * 0.58))))
    tot = text.render(
        _("total {score}").format(score=format_score(state.totals[seat])),
        round(fs * 0.8), palette.GOLD, max_width=rect.right - nx,
    )
    surface.blit(tot, tot.get_rect(midleft=(nx, rect.top + round(rect.height * 0.82))))


def _draw_hand(surface, art, rect, state, seat, last) -> None:
    trump = None if state.trump is None else int(state.trump)
    hand = sorted(state.hand(seat), key=lambda c: card_sort_key(c, trump))
    if not hand:
        return
    cw, ch = art.size
    step = cw + 4 if len(hand) * (cw + 4) <= rect.width else (rect.width - cw) / max(
        1, len(hand) - 1)
    legal = set()
    if state.phase == Phase.PLAY and state.to_move == seat:
        legal = set(state.legal_cards())
    y = rect.centery
    for i, card in enumerate(hand):
        x = rect.left + cw / 2 + i * step
        lift = -round(ch * 0.08) if card in legal and len(legal) < len(hand) else 0
        rd.blit_card(surface, art.face(str(card)), (x, y + lift), shadow=False)
