"""A scripted human for tests and demos: plays the human's seat with real input events
(mouse clicks on cards and bid buttons, keys), exactly as a player would."""

from __future__ import annotations

import pygame

from game.rules import Bid, ChangeBid, ChooseTrump, PassCard, Phase, Play, WerewolfTrump
from game.ui.table import pickers
from game.ui.table.view import drawn_item

NO_BUTTONS = (0, 0, 0)  # a mouse motion with no button held


def click_events(pos) -> list[pygame.event.Event]:
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=NO_BUTTONS),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]


def key_event(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


def choose(state):
    """A deterministic choice for the human: depends only on the position."""
    legal = state.legal_actions()
    return legal[(len(state.log) * 7 + 3) % len(legal)]


def human_events(table, use_keys: bool = False) -> list[pygame.event.Event]:
    """The input that makes the human's move now (empty when it is not their turn)."""
    if not table.human_turn:
        return []
    state = table.state
    action = choose(state)
    if isinstance(action, Bid):
        pickers.ensure(table)
        picker = table.moves.picker
        if use_keys or picker is None:
            keys = [key_event(pygame.K_0 + d) for d in map(int, str(action.tricks))]
            return [*keys, key_event(pygame.K_RETURN)]
        rect = dict(picker.buttons)[action.tricks]
        return click_events(rect.center)
    if isinstance(action, ChooseTrump):
        pickers.ensure(table)
        rect = dict(table.moves.trump_chooser.buttons)[action.suit]
        return click_events(rect.center)
    if table.moves.options is not None or isinstance(action, WerewolfTrump | ChangeBid):
        return _option_events(table, action)
    if isinstance(action, PassCard):
        action = Play(action.card)  # a card of the hand is clicked to pass it
    if isinstance(action, Play) and state.phase in (Phase.PLAY, Phase.PASS):
        rects = dict(table.hand_rects())
        hand = table.model.hands[0]
        item = drawn_item(action.card, hand, state)  # face down in the blind round
        if use_keys:
            table.hand.choose(hand.index(item), len(state.log))
            return [key_event(pygame.K_RETURN)]
        rect = rects.get(item)
        if rect is None:
            return []
        # Click a part of the card no card to its right covers.
        return click_events((rect.left + 6, rect.top + rect.height // 2))
    return []


def _option_events(table, action) -> list[pygame.event.Event]:
    """A click on the special card's panel choice the action names (the card to name
    was clicked before: the panel opened at it)."""
    pickers.ensure(table)
    panel = table.moves.options
    if panel is None:
        return []
    field = {WerewolfTrump: "suit", ChangeBid: "delta"}.get(type(action), "named")
    rect = dict(panel.buttons).get(getattr(action, field, None))
    return [] if rect is None else click_events(rect.center)
