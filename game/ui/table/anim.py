"""Engine events → animations.

Each event becomes a task (see ``game.ui.kit.tween``) that goes from the view shown
before the event to the view after it (``table.view``: built from what seat 0 may
know of the engine's state after the event) and ends by showing the later view.
What is drawn in between is the animation's own: sprites in flight, and holds on
the shown table (a card in the air is in neither hand nor trick, dealt cards not
landed yet, the trick lifted to its winner, scores counting up; ``ShownTable``).
It never edits the view. With the *instant* speed every task is finished at once
and ends on the same view.

The animator sees the table only through a ``Stage``: the few things it moves or
asks (the shown model, the layout, the speed, the flying sprites, the effects, the
hand, the cosmetic tasks, the sound), handed over when the table is built.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from game.i18n import _, format_score
from game.rules import (
    BidChanged,
    BidMade,
    BidsRevealed,
    CardPassed,
    CardPlayed,
    CardsPassed,
    GameOver,
    RoundDealt,
    RoundScored,
    TrickBombed,
    TrickWon,
    TrumpChosen,
    TrumpNamed,
    TrumpTurned,
    WerewolfSwapped,
)
from game.ui.kit import palette
from game.ui.kit import tween as tw
from game.ui.table import special_anim as sa
from game.ui.table.model import ShownTable, Sprite
from game.ui.table.stage import Stage
from game.ui.table.view import TableView, table_view
from game.words import suit_title

if TYPE_CHECKING:
    from game.ui.table.controller import TableController
    from game.ui.table.layout import Layout


# Seconds a complete trick stays on the table before it goes to its winner, at every
# speed (Instant too): the player must be able to see the trick, the round's last
# one as well, before the round summary covers the table.
TRICK_VIEW = 0.6


def holds_the_table(event) -> bool:
    """Events whose animation runs in real time even at the Instant speed."""
    return isinstance(event, TrickWon | TrickBombed)


class Animator:
    def __init__(self, stage: Stage):
        self.stage = stage

    # Shortcuts ----------------------------------------------------------------
    @property
    def f(self) -> float:
        return self.stage.speed()

    @property
    def model(self) -> ShownTable:
        return self.stage.model()

    @property
    def lay(self) -> Layout:
        return self.stage.layout()

    def d(self, seconds: float) -> float:
        return seconds * self.f

    def fly(
        self,
        sprite: Sprite,
        start,
        end,
        duration,
        delay=0.0,
        ease=tw.ease_out_cubic,
        on_start=None,
        on_done=None,
    ) -> tw.Tween:
        scene = self.stage
        tween: tw.Tween

        def begin():
            if callable(end):
                tween.end = end()
            sprite.pos = start
            scene.sprites.append(sprite)
            if on_start:
                on_start()

        def done():
            if sprite in scene.sprites:
                scene.sprites.remove(sprite)
            if on_done:
                on_done()

        def set_pos(p):
            sprite.pos = p
            if tween.duration > 0:
                sprite.progress = min(1.0, tween.elapsed / tween.duration)

        tween = tw.Tween(
            set_pos,
            start,
            start if callable(end) else end,
            self.d(duration),
            ease,
            delay=self.d(delay),
            on_start=begin,
            on_done=done,
        )
        return tween

    # Dispatch -----------------------------------------------------------------
    def next_task(self, game: TableController, seat: int = 0):
        """``(event, task)`` for the controller's next event to show (None when none
        waits): the task ends on ``seat``'s view of the state after the event."""
        step = game.next_step()
        if step is None:
            return None
        event, after = step
        return event, self.task_for(event, table_view(after, seat))

    def task_for(self, event, after: TableView) -> tw.Task:
        """The animation of ``event``; it ends by showing ``after``."""
        handler = {
            RoundDealt: self.round_dealt,
            TrumpTurned: self.trump_turned,
            TrumpChosen: self.trump_chosen,
            BidMade: self.bid_made,
            BidsRevealed: self.bids_revealed,
            CardPlayed: self.card_played,
            TrickWon: self.trick_won,
            RoundScored: self.round_scored,
            GameOver: self.game_over,
            WerewolfSwapped: partial(sa.werewolf_swapped, self),
            TrumpNamed: partial(sa.trump_named, self),
            TrickBombed: partial(sa.trick_bombed, self, view_time=TRICK_VIEW),
            CardPassed: partial(sa.card_passed, self),
            CardsPassed: partial(sa.cards_passed, self),
            BidChanged: partial(sa.bid_changed, self),
        }.get(type(event))
        show = tw.Call(lambda: self.model.show(after))
        if handler is None:
            return show
        return tw.Sequence([handler(event, after), show])

    def _show(self, after: TableView) -> None:
        self.model.show(after)

    # Events -------------------------------------------------------------------
    def round_dealt(self, ev: RoundDealt, after: TableView) -> tw.Task:
        m = self.model
        scene = self.stage
        n = after.players
        # The item of each seat's drawn hand that the j-th dealt card becomes: the card
        # where the seat sees it, else its j-th face-down token.
        items = [
            [c if c in after.hands[s] else after.hands[s][j] for j, c in enumerate(ev.hands[s])]
            for s in range(n)
        ]

        def setup():
            m.show(after)
            m.arriving = [set(h) for h in items]
            m.stock_extra = ev.round * n
            scene.hand.reset()
            scene.effects.bubbles.clear()
            scene.effects.banner(_("Round {n} of {total}").format(n=ev.round, total=after.rounds))

        seq = tw.Sequence([tw.Call(setup)])
        total = ev.round * n
        interval = min(0.07, 1.4 / max(1, total))
        flights = tw.Parallel()
        order = [(ev.dealer + 1 + i) % n for i in range(n)]
        k = 0
        for j in range(ev.round):
            for seat in order:
                flights.add(self._deal_flight(seat, items[seat][j], j, ev.round, k * interval))
                k += 1
        seq.add(flights)
        seq.add(tw.Wait(self.d(0.15)))
        return seq

    def _deal_flight(self, seat, item, j, r, delay) -> tw.Task:
        m = self.model
        lay = self.lay
        scene = self.stage
        if seat == 0:
            size = lay.hand_card
        else:
            size = lay.opp_card
        sprite = Sprite(None, False, lay.stock_pos, size, size_from=lay.info_card)

        def target():
            if seat == 0:
                hand = m.hands[0]
                idx = hand.index(item) if item in hand else j
                rect = lay.hand_positions(len(hand))[idx]
            else:
                rect = lay.fan_positions(seat, r)[min(j, r - 1)]
            return rect.center

        def start():
            m.stock_extra = max(0, m.stock_extra - 1)
            if j == 0 or seat == 0:
                scene.sound("deal")

        def arrive():
            m.arriving[seat].discard(item)

        tween = self.fly(
            sprite,
            lay.stock_pos,
            target,
            0.3,
            delay=delay,
            ease=tw.ease_out_quad,
            on_start=start,
            on_done=arrive,
        )
        return tween

    def trump_turned(self, ev: TrumpTurned, after: TableView) -> tw.Task:
        m = self.model
        lay = self.lay
        scene = self.stage
        if ev.card is None:

            def none():
                m.show(after)
                scene.effects.banner(_("Last round: no cards left to turn, no trump"))

            return tw.Sequence([tw.Call(none), tw.Wait(self.d(0.9))])

        sprite = Sprite(ev.card, False, lay.stock_pos, lay.info_card)

        def begin():
            scene.sprites.append(sprite)
            scene.sound("deal")

        def set_t(t):
            sprite.pos = tw.lerp2(lay.stock_pos, lay.trump_pos, t)
            sprite.flip = 1 - 2 * t  # 1 → -1: the back turns into the face
            sprite.face_up = sprite.flip < 0

        def done():
            if sprite in scene.sprites:
                scene.sprites.remove(sprite)
            m.show(after)
            name = scene.names[after.dealer]
            if ev.dealer_chooses:
                if after.dealer == 0:
                    scene.effects.banner(_("A Wizard! You deal, so you choose the trump suit"))
                else:
                    say = _("A Wizard! {name} chooses the trump suit").format(name=name)
                    scene.effects.banner(say)
            elif ev.trump is None:
                scene.effects.banner(_("A Jester: no trump this round"))
            else:
                suit = suit_title(ev.trump, scene.deck_style())
                scene.effects.banner(_("Trump: {suit}").format(suit=suit))

        seq = tw.Sequence(
            [
                tw.Call(begin),
                tw.Tween(set_t, 0.0, 1.0, self.d(0.5), tw.ease_in_out_quad, on_done=done),
                tw.Wait(self.d(0.6)),
            ]
        )
        return seq

    def trump_chosen(self, ev: TrumpChosen, after: TableView) -> tw.Task:
        scene = self.stage

        def go():
            self._show(after)
            who = scene.names[ev.seat]
            if ev.seat == 0:
                scene.effects.banner(
                    _("You chose {suit} as trump").format(
                        suit=suit_title(ev.suit, scene.deck_style())
                    )
                )
            else:
                scene.effects.banner(
                    _("{name} chose {suit} as trump").format(
                        name=who, suit=suit_title(ev.suit, scene.deck_style())
                    )
                )
            scene.sound("click")

        return tw.Sequence([tw.Call(go), tw.Wait(self.d(1.0))])

    def bid_made(self, ev: BidMade, after: TableView) -> tw.Task:
        scene = self.stage

        def go():
            self._show(after)
            shown = after.bids[ev.seat]  # None where the engine hides the number
            if shown is None:
                # "made" means a bid achieved everywhere else: this one is only placed.
                scene.effects.bubble(ev.seat, _("Bid placed"))
            else:
                scene.effects.bubble(ev.seat, _("Bids {n}").format(n=shown))
            scene.effects.pop(ev.seat)
            scene.sound("click")

        return tw.Sequence([tw.Call(go), tw.Wait(self.d(0.35))])

    def bids_revealed(self, ev: BidsRevealed, after: TableView) -> tw.Task:
        scene = self.stage

        def go():
            self._show(after)
            scene.effects.banner(_("Bids revealed"))
            for seat, bid in enumerate(after.bids):
                scene.effects.bubble(seat, _("Bids {n}").format(n=bid))
                scene.effects.pop(seat)
            scene.sound("deal")

        return tw.Sequence([tw.Call(go), tw.Wait(self.d(1.2))])

    def card_played(self, ev: CardPlayed, after: TableView) -> tw.Task:
        m = self.model
        lay = self.lay
        scene = self.stage
        seat, card = ev.seat, ev.card
        hand = m.hands[seat]
        # The hand's item that leaves: the card where the seat sees it, else the last
        # face-down card (the fan shrinks from its end).
        item = card if card in hand else (hand[-1] if hand else None)
        if seat == 0:
            start = scene.hand.card_center(item, m, lay)
        else:
            fan = lay.fan_positions(seat, max(1, len(hand)))
            idx = hand.index(item) if item in hand else 0
            start = fan[min(idx, len(fan) - 1)].center
        end = lay.trick_slots[seat]
        sprite = Sprite(card, True, start, lay.trick_card)

        def begin():
            m.flying.add(item)
            scene.sound("play")

        def land():
            self._show(after)

        return self.fly(sprite, start, end, 0.32, on_start=begin, on_done=land)

    def trick_won(self, ev: TrickWon, after: TableView) -> tw.Task:
        m = self.model
        lay = self.lay
        scene = self.stage
        n = after.players
        winner = ev.winner
        target = lay.panels[winner].center
        sprites: list[Sprite] = []

        def mark():
            m.trick_winner = winner

        def lift():
            sprites.clear()
            for i, card in enumerate(ev.cards):
                seat = (ev.leader + i) % n
                sprites.append(Sprite(card, True, lay.trick_slots[seat], lay.trick_card))
            scene.sprites.extend(sprites)
            m.trick_lifted = True
            m.trick_winner = None
            scene.sound("trick")

        def set_t(t):
            for i, sp in enumerate(sprites):
                seat = (ev.leader + i) % n
                sp.pos = tw.lerp2(lay.trick_slots[seat], target, t)
                sp.alpha = 255 if t < 0.55 else 255 * (1 - (t - 0.55) / 0.45)

        def done():
            for sp in sprites:
                if sp in scene.sprites:
                    scene.sprites.remove(sp)
            self._show(after)
            scene.effects.pop(winner)
            if winner == 0:
                scene.effects.bubble(0, _("Your trick"))

        if self.stage.keep_trick():
            return tw.Sequence(
                [tw.Call(mark), tw.Wait(max(self.d(0.8), TRICK_VIEW)), tw.Call(done)]
            )
        return tw.Sequence(
            [
                tw.Call(mark),
                tw.Wait(max(self.d(0.8), TRICK_VIEW)),
                tw.Call(lift),
                tw.Tween(set_t, 0.0, 1.0, self.d(0.45), tw.ease_in_out_cubic, on_done=done),
            ]
        )

    def round_scored(self, ev: RoundScored, after: TableView) -> tw.Task:
        scene = self.stage

        def go():
            self.count_scores(ev.points, after.totals)
            self._show(after)
            scene.sound("round_end")

        return tw.Sequence([tw.Wait(self.d(0.3)), tw.Call(go), tw.Wait(self.d(1.1))])

    def game_over(self, ev: GameOver, after: TableView) -> tw.Task:
        return tw.Call(lambda: self._show(after))

    def count_scores(self, points, totals) -> None:
        """The plates' totals count up to the new ones; each round's points float up."""
        m = self.model
        f = self.f
        for seat, (p, total) in enumerate(zip(points, totals, strict=True)):
            start = m.totals[seat]

            def setter(v, seat=seat):
                m.counting[seat] = v

            def done(seat=seat):
                m.counting.pop(seat, None)

            tween = tw.Tween(setter, float(start), float(total), 1.0 * f, tw.ease_out_cubic)
            tween.on_done = done
            self.stage.fx.add(tween, instant=f <= 0)
            color = palette.GOOD if p > 0 else palette.BAD
            self.stage.effects.float_score(seat, format_score(p, signed=True), color)
