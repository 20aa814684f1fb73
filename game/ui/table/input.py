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

from game.rules import Phase, Play
from game.ui.table.view import hand_card  # a face-down card (the blind round): which

if TYPE_CHECKING:
    from game.ui.scenes.table import TableScene


def handle_event(table: TableScene, event) -> None:
    """Pointer, keys and buttons at the table (the tips box answers first)."""
    if table.tips.handle_event(event):
        return
    if event.type == pygame.MOUSEMOTION:
        table.mouse = event.pos
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
    chooser = table.trump_chooser
    if chooser is not None and table.human_turn and chooser.handle_event(event):
        return
    picker = table.picker
    bidding = picker is not None and table.human_turn and table.state.phase == Phase.BID
    if bidding and picker.handle_event(event):  # the choice: table.pickers.bid_chosen
        return
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        card = table.hand.card_at(event.pos, table.model, table.layout)
        if card is not None and can_mark(table):
            mark(table, card)
            return
        if card is not None and table.human_turn and table.state.phase == Phase.PLAY:
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

def handle_key(table: TableScene, event) -> None:
    """The table's keys (listed in the keyboard help, ``scenes.help``)."""
    k = event.key
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
    if phase == Phase.BID and table.picker is not None:
        table.picker.handle_event(event)
        return
    if phase == Phase.CHOOSE_TRUMP and table.trump_chooser is not None:
        table.trump_chooser.handle_event(event)
        return
    if phase == Phase.PLAY:
        hand = table.model.hands[0]
        if not hand:
            return
        if k in (pygame.K_LEFT, pygame.K_RIGHT):
            if table.hand.kb_index is None:
                legal = playable(table)
                first = next((i for i, c in enumerate(hand) if c in legal), 0)
                table.hand.kb_index = first
            else:
                step = -1 if k == pygame.K_LEFT else 1
                table.hand.kb_index = (table.hand.kb_index + step) % len(hand)
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_UP):
            if table.hand.kb_index is None:
                table.hand.kb_index = 0
                return
            table.hand.kb_index = min(table.hand.kb_index, len(hand) - 1)
            table.human_move(Play(hand_card(hand[table.hand.kb_index], table.state)))


def _mark_key(table: TableScene, k: int) -> None:
    """Arrows select a card and Enter marks it (or unmarks it) while others play."""
    hand = table.model.hands[0]
    if not hand:
        return
    if k in (pygame.K_LEFT, pygame.K_RIGHT):
        if table.hand.kb_index is None:
            table.hand.kb_index = 0
        else:
            step = -1 if k == pygame.K_LEFT else 1
            table.hand.kb_index = (table.hand.kb_index + step) % len(hand)
    elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_UP):
        table.hand.kb_index = min(table.hand.kb_index or 0, len(hand) - 1)
        mark(table, hand[table.hand.kb_index])


def mark(table: TableScene, card) -> None:
    """Mark ``card`` to be played on your turn; the marked card again unmarks it."""
    table.me.toggle_mark(card)
    table.error = None  # a new mark answers the last one's "cleared" line
    table.app.play_sound("click")


def can_mark(table: TableScene) -> bool:
    """A card can be marked (to be played on your turn) while others play."""
    return (
        table.mode.assist
        and not table.human_turn
        and not table.autoplay
        and table.me.can_mark(table.state, table.model.blind)
    )


def playable(table: TableScene) -> set:
    """The cards the human may play now (none in the blind round: all are played blind)."""
    if table.human_turn and table.state.phase == Phase.PLAY and not table.model.blind:
        return set(table.state.legal_cards())
    return set()


def lifted(table: TableScene, card) -> bool:
    """The card is drawn lifted (pointer, keys or mark, where they count now)."""
    hand = table.model.hands[0] if table.model.hands else []
    selecting = table.human_turn or can_mark(table)
    return table.hand.lifted(card, hand, selecting, table.me.marked)
