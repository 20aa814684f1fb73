"""Input at the table: what the pointer, the keys and the buttons do. Each event
becomes one of the table's commands (play, bid, choose trump, mark a card, undo,
hint, open a dialog, skip the animation); the scene does the rest.

It also says which cards are playable, can be marked or are drawn lifted.

Mouse: click a card (or drag it onto the table) to play it; while others play, a
click marks the card to be played on your turn (click it again to unmark); a click
on the felt skips the animation. Keys: the keyboard help lists them
(``game.ui.scenes.help.table_sections``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules import PassCard, Phase, Play
from game.ui.table import hints
from game.ui.table.view import drawn_item, hand_card  # face-down cards (the blind round)

if TYPE_CHECKING:
    from game.ui.table.host import TableHost

# The phases in which the human chooses a card of the hand: to play it, or to pass it
# to the left after a Juggler trick.
HAND_PHASES = (Phase.PLAY, Phase.PASS)


def handle_event(table: TableHost, event) -> None:
    """Pointer, keys and buttons at the table (the tips box answers first)."""
    if table.tips.handle_event(event):
        return
    if event.type == pygame.MOUSEMOTION:
        table.hand.hover = table.hand.card_at(event.pos, table.model, table.layout)
        if table.hand.drag:
            table.hand.drag["pos"] = event.pos
            sx, sy = table.hand.drag["start"]
            if abs(event.pos[0] - sx) + abs(event.pos[1] - sy) > 12:
                table.hand.drag["moved"] = True
    for b in table.shown_buttons():
        if b.handle_event(event):
            return
    if event.type == pygame.KEYDOWN:
        handle_key(table, event)
        return
    options = table.moves.options  # a special card's choice (table.special_pickers)
    if options is not None and table.human_turn and options.handle_event(event):
        return
    chooser = table.moves.trump_chooser
    if chooser is not None and table.human_turn and chooser.handle_event(event):
        return
    picker = table.moves.picker
    bidding = picker is not None and table.human_turn and table.state.phase == Phase.BID
    if bidding and picker.handle_event(event):  # the choice: table.pickers.bid_chosen
        return
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        card = table.hand.card_at(event.pos, table.model, table.layout)
        if card is not None and can_mark(table):
            mark(table, card)
            return
        if card is not None and table.human_turn and table.state.phase in HAND_PHASES:
            cx, cy = table.hand.card_center(card, table.model, table.layout)
            table.hand.drag = {
                "card": card,
                "start": event.pos,
                "pos": event.pos,
                "offset": (event.pos[0] - cx, event.pos[1] - cy),
                "moved": False,
            }
            return
        if card is None and table.busy:
            table.skip()
    elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and table.hand.drag:
        drag, table.hand.drag = table.hand.drag, None
        card = drag["card"]
        over = table.hand.card_at(event.pos, table.model, table.layout)
        dropped_on_table = event.pos[1] < table.layout.hand_area.top - table.layout.hand_lift
        if (drag["moved"] and dropped_on_table) or (not drag["moved"] and over == card):
            table.hand.drag = drag  # the flight starts where the card is now
            played = table.human_move(Play(hand_card(card, table.state)))
            table.hand.drag = None
            if not played:
                table.hand.hover = table.hand.card_at(event.pos, table.model, table.layout)

def handle_key(table: TableHost, event) -> None:
    """The table's keys (listed in the keyboard help, ``scenes.help``)."""
    k = event.key
    options = table.moves.options
    if options is not None and table.human_turn and options.handle_event(event):
        return  # (its Escape takes a card back before the table's pause)
    if k in (pygame.K_ESCAPE, pygame.K_p):
        table.mode.pause()
        return
    if k == pygame.K_s:
        table.open_score_pad()
        return
    if k == pygame.K_l:
        table.open_last_trick()
        return
    if k == pygame.K_h:
        table.mode.hint()
        return
    if k == pygame.K_u or (k == pygame.K_z and event.mod & pygame.KMOD_CTRL):
        if table.undo_allowed:
            table.undo()
        return
    if k == pygame.K_SPACE and table.busy:
        table.skip()
        return
    if not table.human_turn:
        if k == pygame.K_SPACE:
            table.skip()
        elif can_mark(table):
            _mark_key(table, k)
        return
    phase = table.state.phase
    moves = table.moves
    if phase == Phase.BID and moves.picker is not None:
        moves.picker.handle_event(event)
        return
    if phase == Phase.CHOOSE_TRUMP and moves.trump_chooser is not None:
        moves.trump_chooser.handle_event(event)
        return
    if phase in HAND_PHASES:
        hand = table.model.hands[0]
        if not hand:
            return
        chosen = choice(table)
        if k in (pygame.K_LEFT, pygame.K_RIGHT):
            if chosen is None:
                table.hand.choose(start_index(table), len(table.state.log))
            else:
                step = -1 if k == pygame.K_LEFT else 1
                table.hand.choose(_step(table, chosen, step), len(table.state.log))
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_UP):
            if chosen is None:  # the first press shows which card the keys hold
                table.hand.choose(start_index(table), len(table.state.log))
                return
            table.human_move(Play(hand_card(hand[chosen], table.state)))


def choice(table: TableHost) -> int | None:
    """The card chosen with the keys (its index in the shown hand). On your turn only
    a choice made in this turn counts: one left from marking while others played
    may be a card you may not play now."""
    i = table.hand.kb_index
    hand = table.model.hands[0] if table.model.hands else []
    if i is None or not 0 <= i < len(hand):
        return None
    if table.human_turn and table.hand.kb_move != len(table.state.log):
        return None
    return i


def start_index(table: TableHost) -> int:
    """Where the keys' choice starts on your turn: the hint's card, else the first
    card you may play (never one you may not)."""
    hand = table.model.hands[0]
    action = hints.hinted(table.heads.hint, len(table.state.log))
    if isinstance(action, Play | PassCard):
        item = drawn_item(action.card, hand, table.state)
        if item is not None:
            return hand.index(item)
    return next((i for i in range(len(hand)) if _may_play(table, i)), 0)


def _step(table: TableHost, i: int, step: int) -> int:
    """The next card you may play from index ``i`` (the cards you may not are skipped)."""
    n = len(table.model.hands[0])
    for d in range(1, n + 1):
        j = (i + step * d) % n
        if _may_play(table, j):
            return j
    return i


def _may_play(table: TableHost, i: int) -> bool:
    card = hand_card(table.model.hands[0][i], table.state)  # face down: which one
    return card in choosable(table.state)


def choosable(state) -> list:
    """The cards of the human's hand a click may choose now: the legal cards, or
    any card while passing after a Juggler trick."""
    if state.phase == Phase.PASS:
        return state.hand(state.to_move)
    return state.legal_cards()


def _mark_key(table: TableHost, k: int) -> None:
    """Arrows select a card and Enter marks it (or unmarks it) while others play."""
    hand = table.model.hands[0]
    if not hand:
        return
    chosen = table.hand.kb_index
    if k in (pygame.K_LEFT, pygame.K_RIGHT):
        if chosen is None:
            table.hand.choose(0)
        else:
            step = -1 if k == pygame.K_LEFT else 1
            table.hand.choose((chosen + step) % len(hand))
    elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_UP):
        table.hand.choose(min(chosen or 0, len(hand) - 1))
        mark(table, hand[table.hand.kb_index])


def mark(table: TableHost, card) -> None:
    """Mark ``card`` to be played on your turn; the marked card again unmarks it."""
    table.me.toggle_mark(card)
    table.heads.clear_error()  # a new mark answers the last one's "cleared" line
    table.play_sound("click")


def can_mark(table: TableHost) -> bool:
    """A card can be marked (to be played on your turn) while others play."""
    return (
        table.mode.assist
        and not table.human_turn
        and not table.autoplay
        and table.me.can_mark(table.state, table.model.blind)
    )


def playable(table: TableHost) -> set:
    """The cards the human may play now (none in the blind round: all are played blind)."""
    if table.human_turn and table.state.phase in HAND_PHASES and not table.model.blind:
        return set(choosable(table.state))
    return set()


def lifted(table: TableHost, card) -> bool:
    """The card is drawn lifted (pointer, keys or mark, where they count now)."""
    hand = table.model.hands[0] if table.model.hands else []
    selecting = table.human_turn or can_mark(table)
    return table.hand.lifted(card, hand, selecting, table.me.marked, choice(table))
