"""The special cards' moments as animations (``table.anim`` hands these events
over): the Werewolf's swap and its holder's trump, the bombed trick, the passes
after a Juggler trick and the Cloud's bid change.

Each function takes the ``Animator`` (its stage, layout, model and speed) and the
event, and returns a task that ends by showing ``after``, as ``anim``'s own do."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from game.i18n import _
from game.rules import BidChanged, CardPassed, CardsPassed, TrickBombed, TrumpNamed
from game.rules import WerewolfSwapped as Swapped
from game.rules.cards import WEREWOLF
from game.ui.kit import tween as tw
from game.ui.table import special_text as say
from game.ui.table.model import Sprite

if TYPE_CHECKING:
    from game.ui.table.layout import Layout
    from game.ui.table.model import ShownTable
    from game.ui.table.stage import Stage
    from game.ui.table.view import TableView


class Animator(Protocol):
    """What these moments use of ``anim.Animator`` (which hands them its events)."""

    stage: Stage

    @property
    def model(self) -> ShownTable: ...

    @property
    def lay(self) -> Layout: ...

    def d(self, seconds: float) -> float: ...

    def fly(self, sprite: Sprite, start, end, duration, delay=0.0, ease=tw.ease_out_cubic,
            on_start=None, on_done=None) -> tw.Tween: ...

# How far (of the trick card's width) a bombed trick's cards burst apart, and how much
# bigger they grow while they fade (none of it under reduced motion).
BURST_SPREAD = 0.9
BURST_GROW = 1.35
# Where a chosen pass lies: from the seat's plate towards the middle, this far, or
# nearer the plate, or a card's height below or above that way, where the info
# panel or a plate lies in the way.
PASS_SPOTS = (0.42, 0.34, 0.26, 0.18)
PASS_SHIFTS = (0.0, 1.1, -1.1)  # card heights


def pass_spot(lay, seat: int) -> tuple[int, int]:
    """The centre of the face-down card ``seat`` has chosen to pass."""
    card = pygame.Rect(0, 0, *lay.opp_card)
    window = pygame.Rect(0, 0, *lay.size)
    blocked = [lay.info_panel, *lay.panels]
    first = None
    for dy in PASS_SHIFTS:
        for f in PASS_SPOTS:
            x, y = tw.lerp2(lay.panels[seat].center, lay.center, f)
            card.center = (round(x), round(y + dy * card.height))
            first = first or card.center
            if window.contains(card) and card.collidelist(blocked) < 0:
                return card.center
    return first


def _in_hand(anim: Animator, seat: int) -> tuple[float, float]:
    """Where a card goes into (or leaves) ``seat``'s hand."""
    lay = anim.lay
    if seat == 0:
        return lay.hand_area.center
    return lay.fans[seat].center if seat < len(lay.fans) else lay.panels[seat].center


def _name(anim: Animator, seat: int) -> str:
    return anim.stage.names[seat]


def werewolf_swapped(anim: Animator, ev: Swapped, after: TableView) -> tw.Task:
    """The Werewolf flies from its holder's hand to the trump spot, the turned card
    into that hand, at once; then the holder names trump (``trump_named``)."""
    m, lay, stage = anim.model, anim.lay, anim.stage
    hand = _in_hand(anim, ev.seat)
    wolf = Sprite(WEREWOLF, True, hand, lay.info_card, size_from=lay.opp_card)
    turned = Sprite(ev.card, True, lay.trump_pos, lay.opp_card, size_from=lay.info_card)
    # The holder's hand as shown still has the Werewolf where seat 0 holds it.
    leaving = WEREWOLF if WEREWOLF in m.hands[ev.seat] else None

    def begin():
        m.turned_away = True
        if leaving is not None:
            m.flying.add(leaving)
        stage.effects.banner(say.werewolf_swapped(_name(anim, ev.seat), ev.seat == 0))
        stage.effects.pop(ev.seat)
        stage.sound("deal")

    flights = tw.Parallel()
    flights.add(anim.fly(wolf, hand, lay.trump_pos, 0.55, ease=tw.ease_in_out_cubic))
    flights.add(anim.fly(turned, lay.trump_pos, hand, 0.55, ease=tw.ease_in_out_cubic))
    return tw.Sequence([tw.Call(begin), flights, tw.Call(lambda: anim.model.show(after)),
                        tw.Wait(anim.d(0.5))])


def trump_named(anim: Animator, ev: TrumpNamed, after: TableView) -> tw.Task:
    stage = anim.stage

    def go():
        anim.model.show(after)
        text = say.trump_named(_name(anim, ev.seat), ev.seat == 0, ev.suit, stage.deck_style())
        stage.effects.banner(text)
        stage.sound("click")

    return tw.Sequence([tw.Call(go), tw.Wait(anim.d(1.0))])


def trick_bombed(anim: Animator, ev: TrickBombed, after: TableView, view_time: float) -> tw.Task:
    """The trick lies marked as won by nobody, then its cards burst apart and fade
    where they lie (no flight to a winner); the seat that leads next is marked."""
    m, lay, stage = anim.model, anim.lay, anim.stage
    n = after.players
    sprites: list[Sprite] = []
    reduced = tw.motion.reduced
    cx, cy = lay.center
    grown = tuple(round(v * (1.0 if reduced else BURST_GROW)) for v in lay.trick_card)

    def mark():
        m.trick_bombed = True
        m.leads_next = ev.leads_next

    def lift():
        sprites.clear()
        for i, card in enumerate(ev.cards):
            seat = (ev.leader + i) % n
            sp = Sprite(card, True, lay.trick_slots[seat], grown, size_from=lay.trick_card)
            sprites.append(sp)
        stage.sprites.extend(sprites)
        m.trick_lifted = True
        stage.sound("trick")

    def set_t(t):
        for i, sp in enumerate(sprites):
            sx, sy = lay.trick_slots[(ev.leader + i) % n]
            spread = 0.0 if reduced else BURST_SPREAD * t
            sp.pos = (sx + (sx - cx) * spread, sy + (sy - cy) * spread)
            sp.progress = t
            sp.alpha = 255 * (1 - t)

    def done():
        for sp in sprites:
            if sp in stage.sprites:
                stage.sprites.remove(sp)
        anim.model.show(after)
        stage.effects.pop(ev.leads_next)
        stage.effects.bubble(ev.leads_next, _("Leads next"))

    return tw.Sequence([
        tw.Call(mark),
        tw.Wait(max(anim.d(1.0), view_time)),
        tw.Call(lift),
        tw.Tween(set_t, 0.0, 1.0, anim.d(0.5), tw.ease_out_cubic, on_done=done),
    ])


def card_passed(anim: Animator, ev: CardPassed, after: TableView) -> tw.Task:
    """A seat chose its pass: the card leaves its hand face down for its pass spot
    (seat 0's own face up); it lies there until every seat has chosen."""
    m, lay, stage = anim.model, anim.lay, anim.stage
    card = after.pass_given if ev.seat == 0 else None
    start = _in_hand(anim, ev.seat)
    if ev.seat == 0 and card is not None and card in m.hands[0]:
        start = stage.hand.card_center(card, m, lay)
    sprite = Sprite(card, card is not None, start, lay.opp_card,
                    size_from=lay.hand_card if ev.seat == 0 else lay.opp_card)

    def begin():
        if card is not None:
            m.flying.add(card)
        if not any(m.passing):  # the first seat to choose
            stage.effects.banner(say.passing_banner())
        stage.sound("play")

    return anim.fly(sprite, start, pass_spot(lay, ev.seat), 0.3, on_start=begin,
                    on_done=lambda: anim.model.show(after))


def cards_passed(anim: Animator, ev: CardsPassed, after: TableView) -> tw.Task:
    """Every chosen card flies to the seat on its left at once; the one seat 0
    receives shows face up in the hand once it lands (marked there)."""
    m, lay, stage = anim.model, anim.lay, anim.stage
    n = after.players
    flights = tw.Parallel()
    for giver in range(n):
        taker = (giver + 1) % n
        seen = ev.cards[giver] if 0 in (giver, taker) else None
        sprite = Sprite(seen, giver == 0, pass_spot(lay, giver), lay.opp_card)
        if taker == 0:
            sprite.size_from, sprite.size = lay.opp_card, lay.hand_card
        flights.add(anim.fly(sprite, pass_spot(lay, giver), _in_hand(anim, taker), 0.5,
                             ease=tw.ease_in_out_cubic))

    def begin():
        m.passes_flying = True
        stage.sound("deal")

    def done():
        anim.model.show(after)
        if after.received is not None:
            stage.effects.bubble(0, _("A card for you"))

    return tw.Sequence([tw.Call(begin), flights, tw.Call(done), tw.Wait(anim.d(0.3))])


def bid_changed(anim: Animator, ev: BidChanged, after: TableView) -> tw.Task:
    stage = anim.stage

    def go():
        anim.model.show(after)
        stage.effects.banner(say.bid_changed(_name(anim, ev.seat), ev.seat == 0, ev.old, ev.new))
        stage.effects.bubble(ev.seat, f"{ev.old} → {ev.new}")
        stage.effects.pop(ev.seat)
        stage.sound("click")

    return tw.Sequence([tw.Call(go), tw.Wait(anim.d(1.2))])
