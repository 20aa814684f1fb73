"""The card table: a whole solo game, from the deal of round 1 to the game-over screen.

The game itself is run by a ``TableController`` (``table.controller``, no pygame):
it owns the engine's ``GameState``, applies actions, keeps the events for the
animator (each becomes an animation, ``table.anim``), undoes the human's last move
and calls the hooks (save after every action, statistics at game over). The player
may act only when no event waits and nothing blocking moves. The seats are driven
by ``table.drivers``: the computer seats by the AI worker process (answers applied
after a short pause so their moves can be followed), the human's by input, with a
card marked in advance or the only legal card played for them.
"""

from __future__ import annotations

import random

import pygame

from game import words
from game.i18n import _, language_version
from game.rules import (
    Bid,
    ChooseTrump,
    IllegalAction,
    NextRound,
    Phase,
    Play,
    new_game,
    seat_view,
)
from game.savegame import GameSetup
from game.ui import hint_mark, theme
from game.ui import tween as tw
from game.ui.ai_worker import decision_seed
from game.ui.scene import Scene
from game.ui.scenes.bidpicker import BidPicker
from game.ui.table import chrome, rest
from game.ui.table import input as table_input
from game.ui.table import render as rd
from game.ui.table.anim import Animator, Stage, holds_the_table
from game.ui.table.controller import TableController
from game.ui.table.drivers import AI_PAUSE, AISeats, HumanSeat
from game.ui.table.effects import Effects, draw_bubbles, draw_floaters, shake_offset
from game.ui.table.hand import HandView
from game.ui.table.infopanel import draw_info
from game.ui.table.layout import compute_layout
from game.ui.table.model import ShownTable, Sprite
from game.ui.table.plates import Plates
from game.ui.table.record import GameRecord
from game.ui.table.seen import Seen
from game.ui.table.trickview import draw_trick
from game.ui.widgets import Button

__all__ = ["AI_PAUSE", "TableScene"]


class TableScene(Scene):
    def __init__(
        self,
        app,
        setup: GameSetup,
        state=None,
        autoplay: bool = False,
        autoplay_level: str = "medium",
        keep_record: bool = True,
    ):
        super().__init__(app)
        if setup.seed is None:
            setup.seed = random.SystemRandom().randrange(1, 2**31)
        self.setup = setup
        self.autoplay = autoplay  # every seat played by the AI (`wizard bench ui`)
        self.autoplay_level = autoplay_level
        n = setup.rules.players
        events = []
        if state is None:
            state, events = new_game(setup.rules, seed=setup.seed)
            self.model = ShownTable.empty(n, setup.rules.rounds)
        else:
            self.model = ShownTable.from_state(state)
        self.game = TableController(
            state,
            human=None if autoplay else 0,
            undo=self.undo_allowed,
            events=events,
            undo_used=bool(setup.extra.get("undo_used")),
        )
        self.game.on_applied.append(lambda _seat, _action, st, evs: self.tips.on_events(st, evs))
        # The saved game, history and statistics (none for a lesson: table.record).
        self.record = GameRecord(app, setup, keep_history=not autoplay) if keep_record else None
        if self.record is not None:
            self.game.on_save.append(self.record.save)
            self.game.on_game_over.append(self.record.finish)
        self.game.on_undo.append(lambda _st: self._undone())
        self.ai = AISeats(setup.seed, self.level_of, lambda seat: autoplay or seat != 0)
        self.me = HumanSeat(0, lambda: self.assist and self.app.settings.auto_play_forced)
        self.tasks = tw.Tasks()  # blocking: event animations
        self.fx = tw.Tasks()  # cosmetic: score count-ups
        self.sprites: list[Sprite] = []
        self.effects = Effects(lambda: self.t)  # banner, bubbles, floaters, plate flashes
        self.hint_request: tuple[int, int] | None = None
        self.hint: tuple[object, str, int] | None = None  # action, reason, move number
        self.t = 0.0  # scene time, for pulses
        self.paused = False  # covered by a dialog (on_pause / on_resume)
        self.game_t = 0.0  # advances only while the game runs (not paused)
        self.idle_since = 0.0
        self.was_idle = False
        self.turn_seat: int | None = None
        self.summary_shown: int | None = None  # round whose summary was shown
        self.hand = HandView()  # the human's hand as drawn (glide, lift, drag, keys)
        self.mouse = (0, 0)
        self.error: tuple[str, float] | None = None
        self.shake: tuple[object, float] | None = None
        self.picker: BidPicker | None = None
        self.picker_key: tuple | None = None
        self.trump_chooser = None
        self.layout = compute_layout(app.size, n, app.fonts.text_scale)
        self.text = rd.TextCache(app.fonts)
        self.animator = Animator(
            Stage(
                model=lambda: self.model,
                layout=lambda: self.layout,
                speed=lambda: self.speed,
                deck_style=lambda: self.deck_style,
                names=setup.names,
                blind_first_round=setup.rules.blind_first_round,
                sprites=self.sprites,
                effects=self.effects,
                hand=self.hand,
                fx=self.fx,
                sound=self.sound,
            )
        )
        self.plates = Plates(self)
        self.seen = Seen()  # what the last frame showed, for tests (table.seen)
        self.bg: pygame.Surface | None = None
        self.buttons = self._make_buttons()
        self.undo_button = chrome.undo_button(self.undo, self.layout, self.buttons)
        self.frames = 0
        from game.ui.scenes.tutorial_tips import TipsHook

        self.tips = TipsHook(app)  # first-game tips, each shown once
        if self.record is not None:  # a table opened on a position: keep it at once
            (self.record.finish if state.is_over else self.record.save)(state)
        self.ai.ask(self.state)

    # ----------------------------------------------------------------- props
    assist = True  # the forced card and the marked card are played for the human

    @property
    def state(self):
        return self.game.state

    @state.setter
    def state(self, value) -> None:
        self.game.state = value

    @property
    def queue(self):
        """Events made but not shown yet (the controller's)."""
        return self.game.queue

    @property
    def worker(self):
        return self.ai.worker

    @worker.setter
    def worker(self, value) -> None:
        self.ai.worker = value

    @property
    def undo_allowed(self) -> bool:
        """Undo is offered: switched on in the settings, and a human plays."""
        return bool(self.app.settings.undo) and not self.autoplay

    @property
    def speed(self) -> float:
        return tw.speed_factor(self.app.settings.animation_speed)

    @property
    def deck_style(self) -> str:
        return self.app.settings.deck_style

    @property
    def scale(self) -> float:
        return self.layout.font_scale

    def level_of(self, seat: int) -> str:
        level = self.setup.levels[seat]
        if seat == 0 and (self.autoplay or level == "human"):
            return self.autoplay_level if self.autoplay else "human"
        return level

    @property
    def busy(self) -> bool:
        """True while event animations run or wait in the queue."""
        return self.tasks.busy or bool(self.queue)

    @property
    def human_turn(self) -> bool:
        s = self.state
        return (
            not self.autoplay
            and not self.busy
            and s.to_move == 0
            and s.phase in (Phase.BID, Phase.PLAY, Phase.CHOOSE_TRUMP)
        )

    @property
    def finished(self) -> bool:
        """The game is over and recorded (nothing more to save)."""
        return self.record is not None and self.record.finished

    @property
    def is_top(self) -> bool:
        """Not covered by a dialog (pause menu, score pad, summary): the game runs."""
        return not self.paused

    def wake_in(self) -> float | None:
        """Frames only while something moves; asleep while the player thinks."""
        return rest.wake_in(self)

    # ------------------------------------------------------------- lifecycle
    def on_pause(self) -> None:
        self.paused = True  # a dialog covers the table: the game waits

    def on_resume(self) -> None:
        self.paused = False
        self.on_enter()  # back from Settings: maybe a new language; the AI asked again

    def on_enter(self) -> None:
        if self._language != language_version():  # changed in Settings from the pause menu
            self._language_changed()
        self.ai.start()
        self.ai.ask(self.state)

    def _language_changed(self) -> None:
        """Drop every text made in the old language; the rest is drawn anew each frame
        (plates: their cache is keyed by the language)."""
        self.buttons = self._make_buttons()
        self.undo_button = chrome.undo_button(self.undo, self.layout, self.buttons)
        self.effects.clear_words()
        self.error = None
        self.hint = None
        self.picker = None
        self.picker_key = None
        self.trump_chooser = None

    def on_exit(self) -> None:
        self.close()

    def close(self) -> None:
        if self.record is not None:
            self.record.close()
        self.ai.close()

    def on_resize(self, size) -> None:
        text_scale = self.app.fonts.text_scale  # changed in Settings > Accessibility
        if tuple(size) == tuple(self.layout.size) and text_scale == self.layout.text_scale:
            return
        self.skip()  # flights in the air were aimed at the old layout
        self.layout = compute_layout(size, self.setup.rules.players, text_scale)
        self.bg = None
        self.hand.reset()
        self.picker = None
        self.picker_key = None
        if self.trump_chooser is not None:
            self.trump_chooser = None
        chrome.layout_buttons(self.layout, self.buttons, self.undo_button)

    def _make_buttons(self) -> list[Button]:
        self._language = language_version()
        buttons = [
            Button(_("Hint"), self.request_hint, style="normal"),
            Button(_("Last trick"), self.open_last_trick, style="normal"),
            Button(_("Scores"), self.open_score_pad, style="normal"),
            Button(_("Menu"), self.open_pause, style="normal"),
        ]
        for b, key in zip(buttons, ("H", "L", "S", "Esc"), strict=True):
            b.key_hint = key  # drawn on the button where the label leaves room
        chrome.layout_buttons(self.layout, buttons, getattr(self, "undo_button", None))
        return buttons

    def shown_buttons(self) -> list[Button]:
        """The buttons on the table now: Undo only while undo is switched on."""
        extra = [self.undo_button] if self.undo_allowed and self.assist else []
        return [*self.buttons, *extra]

    # ------------------------------------------------------------------ flow
    def update(self, dt: float) -> None:
        self.t += dt
        self.frames += 1
        if not self.is_top:
            return  # paused under an overlay (menu, score pad, summary)
        self.game_t += dt
        if self.worker is None:
            self.ai.start()
            self.ai.ask(self.state)
        self.ai.poll()
        self.game.undo_enabled = self.undo_allowed
        self.tasks.update(dt)
        self._start_queued()
        self.fx.update(dt)
        if self.picker:
            self.picker.update(dt)
        self.hand.smooth(dt, self.model, self.layout, self.speed <= 0, self.lifted)
        idle = not self.busy
        if idle and not self.was_idle:
            self.idle_since = self.game_t
            self.model.sync(self.state)
            self.turn_seat = self.state.to_move
        self.was_idle = idle
        if not idle:
            return
        self._check_hint()
        state = self.state
        if state.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
            if self.summary_shown != state.round and not self.fx.busy:
                self.summary_shown = state.round
                self.show_round_summary()
            return
        if state.to_move is None:
            return
        if self.ai.is_ai(state.to_move):
            rested = self.game_t - self.idle_since >= AI_PAUSE * self.speed
            action = self.ai.move(state, rested)
            if action is not None:
                self.apply(state.to_move, action)
            return
        due = self.me.due(state, self.game_t - self.idle_since, max(0.5, self.speed))
        if due is not None and self.human_turn:
            self.human_play(due.card)
            return
        if self.me.dropped is not None:
            card, self.me.dropped = self.me.dropped, None
            self.error = (
                _("{card} may not be played now: your mark is cleared.").format(
                    card=words.card_short(card, self.deck_style)
                ),
                self.t,
            )
        self._ensure_human_widgets()

    def _start_queued(self) -> None:
        instant = self.speed <= 0
        while not self.tasks.busy and self.game.has_events:
            event = self.game.next_event()
            task = self.animator.task_for(event)
            if instant and not holds_the_table(event):
                task.finish()
            else:
                self.tasks.add(task)
                self.tasks.update(0.0)

    def skip(self) -> None:
        """Finish every running and queued animation at once."""
        self.tasks.finish_all()
        while self.game.has_events:
            self.animator.task_for(self.game.next_event()).finish()
        self.tasks.finish_all()
        self.fx.finish_all()
        self.sprites.clear()
        self.idle_since = -1e9

    def apply(self, seat: int, action) -> bool:
        """Apply an action for a seat; on an illegal one show why. True when applied."""
        try:
            self.game.apply(seat, action)
        except IllegalAction as err:
            self.show_error(words.error_text(err, self.deck_style))
            return False
        self.hint = None
        self.hint_request = None
        self.picker = None
        self.picker_key = None
        self.trump_chooser = None
        self.hand.kb_index = None if seat == 0 else self.hand.kb_index
        self.ai.ask(self.state)
        self._start_queued()
        return True

    # ------------------------------------------------------------------ undo
    def undo(self) -> None:
        """Take back the human's last move (the rule: ``TableController``)."""
        if not self.game.can_undo:
            self.show_error(_("Nothing to undo: a move can be taken back only until the "
                              "next one is shown."))
            return
        self.sound("click")
        self.game.undo()

    def _undone(self) -> None:
        """The controller went back: show that position at once (no animation)."""
        self.setup.extra["undo_used"] = True  # saved with the game, counted in statistics
        self.tasks.finish_all()
        self.fx.finish_all()
        self.sprites.clear()
        self.model.sync(self.state)
        self.ai.forget()
        self.me.clear()
        self.hint = None
        self.hint_request = None
        self.picker = None
        self.picker_key = None
        self.trump_chooser = None
        self.hand.kb_index = None
        self.hand.drag = None
        self.effects.bubbles.clear()
        self.error = None
        self.was_idle = False

    # -------------------------------------------------------------------- AI
    # ------------------------------------------------------------------ hint
    def request_hint(self) -> None:
        if not self.human_turn or self.worker is None:
            self.app.play_sound("error")
            return
        move = len(self.state.log)
        if self.hint and self.hint[2] == move:
            return
        seed = decision_seed(self.setup.seed, 0, move)
        self.worker.style = self.deck_style  # the reason names cards as the table draws them
        rid = self.worker.request("hint", "hard", seed, seat_view(self.state, 0))
        self.hint_request = (rid, move)
        self.app.play_sound("click")

    def _check_hint(self) -> None:
        if self.hint_request is None or self.worker is None:
            return
        rid, move = self.hint_request
        got = self.worker.result(rid)
        if got is None:
            return
        self.hint_request = None
        if move == len(self.state.log):
            self.hint = (got[0], got[1], move)
            if self.picker is not None and isinstance(got[0], Bid):
                self.picker.hint = got[0].tricks
                self.picker.selected = got[0].tricks
            if self.trump_chooser is not None and isinstance(got[0], ChooseTrump):
                self.trump_chooser.selected = int(got[0].suit)  # Enter takes the hint

    def hint_text(self) -> str | None:
        if not self.hint or self.hint[2] != len(self.state.log):
            return None
        action, reason, _move = self.hint
        if isinstance(action, Play):
            what = _("play {card}").format(card=words.card_short(action.card, self.deck_style))
        elif isinstance(action, Bid):
            what = _("bid {n}").format(n=action.tricks)
        elif isinstance(action, ChooseTrump):
            what = _("choose {suit}").format(suit=words.suit_title(action.suit, self.deck_style))
        else:
            return None
        return _("Hint: {what}. {reason}").format(what=what, reason=reason).strip()

    # ----------------------------------------------------------- human moves
    def _ensure_human_widgets(self) -> None:
        self.tips.before_move(self.state)
        s = self.state
        if s.phase == Phase.BID:
            key = (len(s.log), self.app.size)
            if self.picker is None or self.picker_key != key:
                hidden = s.rules.hidden_bids
                so_far = None if hidden else sum(b for b in s.bids if b is not None)
                self.picker = BidPicker(
                    self.app.fonts,
                    self.text,
                    self.layout.dialog_area,
                    s.round,
                    s.legal_bids(),
                    s.forbidden_bid(),
                    so_far,
                    self.scale,
                )
                self.picker_key = key
        elif s.phase == Phase.CHOOSE_TRUMP and self.trump_chooser is None:
            from game.ui.scenes.overlays import TrumpChooser

            self.trump_chooser = TrumpChooser(self, self.layout.dialog_area)

    def human_bid(self, bid: int) -> bool:
        return self.human_turn and self.state.phase == Phase.BID and self.apply(0, Bid(bid))

    def human_trump(self, suit) -> bool:
        ok = self.human_turn and self.state.phase == Phase.CHOOSE_TRUMP
        return ok and self.apply(0, ChooseTrump(suit))

    def human_play(self, card) -> bool:
        if not self.human_turn or self.state.phase != Phase.PLAY:
            return False
        ok = self.apply(0, Play(card))
        if not ok:
            self.shake = (card, self.t)
        return ok

    def show_error(self, text: str) -> None:
        self.error = (text, self.t)
        self.app.play_sound("error")

    # -------------------------------------------------------------- overlays
    def show_round_summary(self) -> None:
        self.app.router.open(
            "round_summary",
            self,
            final=self.state.is_over,
            auto_close=2.5 * max(0.2, self.speed) if self.autoplay else None,
        )

    def continue_after_summary(self) -> None:
        """Called by the round summary: deal the next round, or show the final result."""
        if self.app.stack.top is not self:
            self.app.pop()
        if self.state.is_over:
            if self.autoplay:
                self.close()
                self.app.quit()
                return
            self.close()
            self.app.router.go_to("game_over", self.setup, self.state)
            return
        if self.state.phase == Phase.ROUND_OVER:
            self.apply(self.state.to_move or 0, NextRound())

    def open_score_pad(self) -> None:
        self.app.play_sound("click")
        self.app.router.open("score_pad", self.setup, self.state)

    def open_last_trick(self) -> None:
        if self.model.last_trick is None:
            self.show_error(_("No trick has been played yet."))
            return
        self.app.play_sound("click")
        self.app.router.open("last_trick", self)

    def open_pause(self) -> None:
        self.app.play_sound("click")
        self.app.router.open("pause", self)

    # -------------------------------------------------------------------- fx
    def sound(self, name: str) -> None:
        self.app.play_sound(name)

    # ----------------------------------------------------------------- hand
    def lifted(self, card) -> bool:
        """The card is drawn lifted (pointer, keys or mark, where they count now)."""
        hand = self.model.hands[0] if self.model.hands else []
        selecting = self.human_turn or self.can_mark()
        return self.hand.lifted(card, hand, selecting, self.me.marked)

    def hand_rects(self) -> list[tuple]:
        """(card, rect) of the shown hand, as drawn (smoothed position and lift)."""
        return self.hand.rects(self.model, self.layout)

    def playable(self) -> set:
        if self.human_turn and self.state.phase == Phase.PLAY and not self.model.blind:
            return set(self.state.legal_cards())
        return set()

    # ----------------------------------------------------------------- input
    def handle_event(self, event) -> None:
        table_input.handle_event(self, event)

    # ------------------------------------------------------ marking a card
    def can_mark(self) -> bool:
        """A card can be marked (to be played on your turn) while others play."""
        return (
            self.assist
            and not self.human_turn
            and not self.autoplay
            and self.me.can_mark(self.state, self.model.blind)
        )

    # ------------------------------------------------------------------ draw
    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        if self.bg is None or self.bg.get_size() != surface.get_size():
            self.bg = chrome.felt(self.layout, surface.get_size())
        surface.blit(self.bg, (0, 0))
        self.seen = Seen()
        self.text.sink = self.seen.texts
        draw_info(self, surface)
        for seat in range(1, self.model.players):
            self.plates.draw_opponent(surface, seat)
        self.plates.draw(surface, 0)
        draw_trick(self, surface)
        self._draw_hand(surface)
        for sp in self.sprites:
            chrome.draw_sprite(surface, sp, self.app.card_art)
        if self.picker is not None and self.human_turn and self.state.phase == Phase.BID:
            self.picker.draw(surface, self.t)
        if self.trump_chooser is not None and self.human_turn:
            self.trump_chooser.draw(surface, self.t)
        draw_bubbles(self, surface)
        draw_floaters(self, surface)
        chrome.draw_banner(self, surface)
        self.tips.draw(surface, self.layout)
        chrome.draw_status(self, surface)
        hint_ok = self.human_turn
        self.buttons[0].enabled = hint_ok
        self.buttons[1].enabled = self.model.last_trick is not None
        self.undo_button.enabled = self.game.can_undo
        for b in self.shown_buttons():
            chrome.draw_button(self, surface, b)
            self.seen.texts.append(b.text)
        del lay

    def _art(self, size):
        return self.app.card_art(size[0], size[1])

    def _seat_label(self, seat: int) -> str:
        return _("You") if seat == 0 and not self.autoplay else self.setup.names[seat]

    def _draw_hand(self, surface) -> None:
        hint_card = None
        if self.hint and isinstance(self.hint[0], Play) and self.hint[2] == len(self.state.log):
            hint_card = self.hint[0].card
        look = {
            "playable": self.playable(),
            "hint": hint_card,
            "hint_mark": hint_mark.draw_card_mark,
            "marked": self.me.marked,
            "t": self.t,
            "shake": lambda card: shake_offset(self, card),
            "text": self.text,
            "scale": self.scale,
            "seen": self.seen,
        }
        self.hand.draw(surface, self.model, self.layout, self._art(self.layout.hand_card), look)

    def _banner_place(self, img) -> tuple[int, int] | None:
        """The banner's centre, or None for no room (the lesson table keeps it clear of
        its coach)."""
        cx, cy = self.layout.center
        y = cy - self.layout.trick_card[1] * 0.5 - round(12 * self.scale)
        if self.picker is not None and self.human_turn:
            y = self.picker.rect.top - round(22 * self.scale)
        elif self.trump_chooser is not None and self.human_turn:
            y = self.trump_chooser.rect.top - round(22 * self.scale)
        return cx, y

    def status_text(self) -> tuple[str, tuple] | None:
        if self.error and self.t - self.error[1] < 3.5:
            return self.error[0], theme.BAD
        hint = self.hint_text()
        if hint and self.human_turn:
            return hint, theme.ACCENT
        if self.hint_request and self.human_turn:
            return _("Thinking about a hint…"), theme.TEXT_DIM
        s = self.state
        if self.me.marked is not None and s.phase == Phase.PLAY:
            card = words.card_short(self.me.marked, self.deck_style)
            return _("{card} is marked: it is played on your turn").format(card=card), theme.ACCENT
        if self.busy or s.phase in (Phase.ROUND_OVER, Phase.GAME_OVER) or s.to_move is None:
            return None
        if self.human_turn:
            if s.phase == Phase.PLAY:
                if self.model.blind:
                    return _("Your turn: play your card blind"), theme.GOLD
                if not s.trick:
                    return _("Your lead: play any card"), theme.GOLD
                return _("Your turn: play a card"), theme.GOLD
            if s.phase == Phase.BID:
                return _("Your turn to bid"), theme.GOLD
            return _("Choose the trump suit"), theme.GOLD
        name = self.setup.names[s.to_move]
        if s.phase == Phase.BID:
            return _("{name} is bidding…").format(name=name), theme.TEXT_DIM
        if s.phase == Phase.CHOOSE_TRUMP:
            return _("{name} is choosing trump…").format(name=name), theme.TEXT_DIM
        return _("{name} is playing…").format(name=name), theme.TEXT_DIM

    def _status_place(self, img) -> tuple[int, int]:
        """The status line's centre (the lesson table lifts it above its arrows)."""
        return self.layout.status_center
