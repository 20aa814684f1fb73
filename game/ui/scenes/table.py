"""The card table: one scene for a solo game and for a lesson, glued from its parts.

The game itself is run by a ``TableController`` (``table.controller``, no pygame):
it owns the engine's ``GameState``, applies actions, keeps the events to show, undoes
the human's last move and calls the hooks (save, statistics). Its events are shown
one by one as animations (``table.playback`` over ``table.anim``); the player may act
only when none waits and nothing blocking moves.

What differs between a game and a lesson is the table's *mode*, called at fixed
points (``table.mode.TableMode``): ``table.gamemode.GameMode`` (the AI worker drives
the computer seats and thinks up hints, the game is saved and recorded, round
summaries, the pause menu) or ``table.lesson.LessonMode`` (the lesson's script
drives the seats and judges the learner's moves; the coach panel). The parts: the
human's helpers (``drivers.HumanSeat``: the marked card, the forced card), the hand
as drawn (``hand``), input (``input``), the human's move (``humanmove``), the bid
picker and trump chooser (``pickers``), the hint (``hints``), the status line
(``status``), the short-lived pictures (``effects``, ``bubbles``, ``headsup``), what
is drawn around the game (``chrome``, ``infopanel``, ``plates``, ``trickview``) and
when the table may rest (``rest``).
The parts see this scene as a ``table.host.TableHost``, never as itself.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame

from game import words
from game.finish import fresh_game
from game.i18n import _, language_version
from game.rules import IllegalAction, PassCard, Phase, Play, new_game
from game.savegame import GameSetup
from game.ui import hint_mark, screens
from game.ui.kit import tween as tw
from game.ui.kit.widgets import Button
from game.ui.scene import Scene
from game.ui.scenes.help import table_sections
from game.ui.scenes.tutorial_tips import TipsHook
from game.ui.table import chrome, hints, humanmove, pickers, rest, special_pickers, status
from game.ui.table import input as table_input
from game.ui.table import render as rd
from game.ui.table.anim import Animator, Stage
from game.ui.table.bubbles import draw_bubbles, draw_floaters
from game.ui.table.controller import TableController
from game.ui.table.drivers import AI_PAUSE, MOVE_PHASES, HumanSeat, ai_rest
from game.ui.table.effects import Effects
from game.ui.table.gamemode import GameMode
from game.ui.table.hand import HandView
from game.ui.table.headsup import HeadsUp, StatusLine
from game.ui.table.infopanel import InfoPanel
from game.ui.table.layout import compute_layout
from game.ui.table.model import ShownTable, Sprite
from game.ui.table.movewidgets import MoveWidgets
from game.ui.table.plates import Plates
from game.ui.table.playback import Playback
from game.ui.table.seen import Seen
from game.ui.table.trickview import draw_passes, draw_trick
from game.ui.table.warm import warm_faces

__all__ = ["AI_PAUSE", "TableScene"]

class TableScene(Scene):
    """``mode``: makes the table's mode from the table (default: a game,
    ``GameMode``); ``autoplay``: every seat played by the AI (``wizard bench ui``)."""

    covers_window = True

    def __init__(
        self,
        app,
        setup: GameSetup,
        state=None,
        autoplay: bool = False,
        autoplay_level: str = "medium",
        mode=None,
    ):
        super().__init__(app)
        if setup.seed is None:
            setup.seed = random.SystemRandom().randrange(1, 2**31)
        self.setup = setup
        self.autoplay = autoplay
        self.autoplay_level = autoplay_level
        n = setup.rules.players
        events = []
        if state is None:
            state, events = new_game(setup.rules, seed=setup.seed)
            fresh_game(setup)  # a setup copied from a finished game has that game's id
            self.model = ShownTable.empty(n, setup.rules.rounds)
        else:
            self.model = ShownTable.from_state(state)
        self.mode = (mode or GameMode)(self)
        self.game = TableController(
            state,
            human=None if autoplay else 0,
            undo=self.undo_allowed,
            events=events,
            undo_used=bool(setup.extra.get("undo_used")),
        )
        self.tips = TipsHook(app, enabled=None if self.mode.tips else False)
        self.game.on_applied.append(lambda _seat, _action, st, evs: self.tips.on_events(st, evs))
        self.game.on_undo.append(lambda _st: self._undone())
        self.me = HumanSeat(0, lambda: self.mode.assist and self.app.settings.auto_play_forced)
        self.sprites: list[Sprite] = []
        self.effects = Effects(lambda: self.t)  # banner, bubbles, floaters, plate flashes
        self.heads = HeadsUp(lambda: self.t)  # hint, error line, shaking card
        self.t = 0.0  # scene time, for pulses
        self.paused = False  # covered by a dialog (on_pause / on_resume)
        self.game_t = 0.0  # advances only while the game runs (not paused)
        self.idle_since = 0.0
        self.was_idle = False
        self.summary_shown: int | None = None  # round whose summary was shown
        self.hand = HandView()  # the human's hand as drawn (glide, lift, drag, keys)
        self.moves = MoveWidgets()  # the bid picker, the trump chooser (table.pickers)
        self.layout = compute_layout(app.size, n, app.fonts.text_scale)
        self.scale = self.layout.font_scale
        self.text = rd.TextCache(app.fonts)
        self.fx = tw.Tasks()  # cosmetic: score count-ups
        stage = Stage(
            model=lambda: self.model,
            layout=lambda: self.layout,
            speed=lambda: self.speed,
            deck_style=lambda: self.deck_style,
            names=setup.names,
            sprites=self.sprites,
            effects=self.effects,
            hand=self.hand,
            fx=self.fx,
            sound=app.play_sound,
        )
        self.playback = Playback(Animator(stage), self.game, self.fx, self.sprites,
                                 lambda: self.speed)
        self.tasks = self.playback.tasks  # blocking: event animations
        self.plates = Plates(self)
        self.info = InfoPanel()
        self.seen = Seen()  # what the last frame showed, for tests (table.seen)
        self.bg: pygame.Surface | None = None
        self.buttons = self._make_buttons()
        self.undo_button = chrome.undo_button(self.undo, self.layout, self.buttons)
        self.button_pictures = chrome.ButtonPictures()
        self.frames = 0
        # The widgets the table shows, for its root (the robot, the self-test): its
        # buttons, a tip's, the bid picker and the trump chooser while open.
        self.root.add(lambda: [*self.buttons, self.undo_button, self.tips.ok, self.tips.off])
        self.root.add(self.moves.widgets)
        # A lesson's table says more (tutorial_table); special cards add their panels' keys.
        self.root.set_help(lambda: table_sections(special=bool(self.setup.rules.special)))
        self.mode.attach(self.game)

    # ----------------------------------------------------------------- props
    @property
    def state(self):
        return self.game.state

    @property
    def undo_allowed(self) -> bool:
        """Undo is offered: switched on in the settings, a human plays, and the mode
        helps the human (a lesson does not)."""
        return bool(self.app.settings.undo) and not self.autoplay and self.mode.assist

    @property
    def speed(self) -> float:
        return tw.speed_factor(self.app.settings.animation_speed)

    @property
    def deck_style(self) -> str:
        return self.app.settings.deck_style

    @property
    def busy(self) -> bool:
        """True while event animations run or wait in the queue."""
        return self.playback.busy

    @property
    def human_turn(self) -> bool:
        s = self.state
        return (
            not self.autoplay
            and not self.busy
            and s.to_move == 0
            and s.phase in MOVE_PHASES
            and self.mode.may_move()
        )

    @property
    def fonts(self):
        return self.app.fonts

    def card_art(self, width: int, height: int):
        return self.app.card_art(width, height)

    def play_sound(self, name: str) -> None:
        self.app.play_sound(name)

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
        self.follow_language()
        self.mode.start()
        warm_faces(self.app, self.layout, self.model.hands[0] if self.model.hands else ())

    def follow_language(self) -> None:
        """After a switch in Settings from the pause menu: drop every text made in the
        old language (also while the pause menu still covers the table, whose buttons
        show beside it); the rest is drawn anew each frame (plates: their cache is
        keyed by the language)."""
        if self._language == language_version():
            return
        self.buttons = self._make_buttons()
        self.undo_button = chrome.undo_button(self.undo, self.layout, self.buttons)
        self.effects.clear_words()
        self.heads.forget_words()
        self.moves.drop()  # made again in the new language when the game goes on

    def on_exit(self) -> None:
        self.close()

    def close(self) -> None:
        self.mode.close()

    def on_resize(self, size) -> None:
        text_scale = self.app.fonts.text_scale  # changed in Settings > Accessibility
        if tuple(size) == tuple(self.layout.size) and text_scale == self.layout.text_scale:
            return
        self.skip()  # flights in the air were aimed at the old layout
        self.layout = compute_layout(size, self.setup.rules.players, text_scale)
        self.scale = self.layout.font_scale
        self.bg = None
        self.hand.reset()
        named = self.moves.named_card()  # a Juggler's, Cloud's or Shapeshifter's panel
        self.moves.drop_for_resize()
        chrome.layout_buttons(self.layout, self.buttons, self.undo_button)
        self.mode.layout()
        warm_faces(self.app, self.layout)
        if named is not None and self.human_turn:  # still asked, at the card's new place
            special_pickers.ask_name(self, named)

    def _make_buttons(self) -> list[Button]:
        self._language = language_version()
        buttons = self.mode.buttons()
        chrome.layout_buttons(self.layout, buttons, getattr(self, "undo_button", None))
        self.mode.layout()
        return buttons

    def shown_buttons(self) -> list[Button]:
        """The buttons on the table now: Undo only while undo is switched on."""
        extra = [self.undo_button] if self.undo_allowed else []
        return [*self.buttons, *extra]

    # ------------------------------------------------------------------ flow
    def update(self, dt: float) -> None:
        self.t += dt
        self.frames += 1
        if self.paused:
            return  # under an overlay (menu, score pad, summary)
        self.game_t += dt
        self.mode.frame()
        self.playback.update(dt)
        self.moves.update(dt)
        lifted = lambda card: table_input.lifted(self, card)  # noqa: E731
        self.hand.smooth(dt, self.model, self.layout, self.speed <= 0, lifted)
        idle = not self.busy
        if idle and not self.was_idle:
            self.idle_since = self.game_t
            self.model.settle(self.state, strict=self.app.strict)  # (drift raises in tests)
        self.was_idle = idle
        if not idle:
            return
        wait = ai_rest(self.state, self.speed, self.game.can_undo)  # a window for Undo
        if self.mode.idle(self.game_t - self.idle_since >= wait):
            return  # a seat the mode drives is to move
        state = self.state
        if state.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
            if self.summary_shown != state.round and not self.fx.busy:
                self.summary_shown = state.round
                self.mode.round_over()
            return
        if state.to_move is None:
            return
        due = self.me.due(state, self.game_t - self.idle_since, max(0.5, self.speed))
        if due is not None and self.human_turn:
            self.human_move(due)
            return
        if self.me.dropped is not None:
            status.mark_dropped(self)
        pickers.ensure(self)

    def skip(self) -> None:
        """Finish every running and queued animation at once."""
        self.playback.skip()
        self.idle_since = -1e9

    def apply(self, seat: int, action) -> bool:
        """Apply an action for a seat (the mode may take the human's: a lesson's
        coach judges it); on an illegal one show why. True when applied."""
        moved = self.mode.move(seat, action)
        if moved is not None:
            return moved
        try:
            self.game.apply(seat, action)
        except IllegalAction as err:
            self.show_error(words.error_text(err, self.deck_style))
            return False
        self.forget_move(seat)
        self.mode.asked()
        self.playback.start()
        return True

    def show_moves(self, state, events) -> None:
        """The mode moved the game on to ``state`` (a lesson's runner): show
        ``events`` as they come."""
        self.game.adopt(state, events)
        self.forget_move()
        self.playback.start()

    def show_new_table(self, start: ShownTable, state, events) -> None:
        """The mode starts the table anew (a lesson's deal, Back, Replay): from
        ``start`` as shown, ``events`` animated up to ``state``."""
        self.skip()
        self.model = start
        self.game.adopt(state, events)
        self.hand.reset()
        self.forget_move()
        self.summary_shown = None
        self.was_idle = False
        self.playback.start()

    def keep_trick_while(self, keeps: Callable[[], bool]) -> None:
        """A trick just won stays in the middle while ``keeps()`` (a lesson's coach
        comments on it)."""
        self.playback.animator.stage.keep_trick = keeps

    def forget_move(self, seat: int = 0) -> None:
        """A move was made: the hint and the move widgets were for the last position."""
        self.heads.forget_hint()
        self.moves.drop()
        if seat == 0:
            self.hand.kb_index = None

    def human_move(self, action) -> bool:
        """The human's bid, trump choice or card (``table.humanmove``)."""
        return humanmove.human_move(self, action)

    def show_error(self, text: str) -> None:
        self.heads.say_error(text)
        self.app.play_sound("error")

    # ------------------------------------------------------------------ undo
    def undo(self) -> None:
        """Take back the human's last move (the rule: ``TableController``)."""
        if not self.game.can_undo:
            self.show_error(_("Nothing to undo: a move can be taken back only until the "
                              "next one is shown."))
            return
        self.app.play_sound("click")
        self.game.undo()

    def _undone(self) -> None:
        """The controller went back: show that position at once (no animation)."""
        self.setup.extra["undo_used"] = True  # saved with the game, counted in statistics
        self.playback.clear()
        self.model.sync(self.state)
        self.mode.forget()
        self.me.clear()
        self.forget_move()
        self.hand.drag = None
        self.effects.bubbles.clear()
        self.heads.clear_error()
        self.was_idle = False

    # -------------------------------------------------------------- dialogs
    def open_score_pad(self) -> None:
        self.app.play_sound("click")
        self.app.router.open(screens.score_pad, self.setup, self.state)

    def open_last_trick(self) -> None:
        if self.model.last_trick is None:
            self.show_error(_("No trick has been played yet."))
            return
        self.app.play_sound("click")
        self.app.router.open(screens.last_trick, self)

    # ----------------------------------------------------------------- input
    def hand_rects(self) -> list[tuple]:
        """(card, rect) of the shown hand, as drawn (smoothed position and lift)."""
        return self.hand.rects(self.model, self.layout)

    def handle_event(self, event) -> None:
        if self.mode.handle_event(event):  # the lesson's coach answers first
            return
        table_input.handle_event(self, event)

    # ------------------------------------------------------------------ draw
    def draw(self, surface: pygame.Surface) -> None:
        self.follow_language()
        if self.bg is None or self.bg.get_size() != surface.get_size():
            self.bg = chrome.felt(self.layout, surface.get_size())
        surface.blit(self.bg, (0, 0))
        self.seen = Seen()
        self.text.sink = self.seen.texts
        self.info.draw(self, surface, self.bg)
        for seat in range(1, self.model.players):
            self.plates.draw_opponent(surface, seat)
        self.plates.draw(surface, 0)
        draw_trick(self, surface)
        draw_passes(self, surface)
        hinted = hints.hinted(self.heads.hint, len(self.state.log))
        look = {
            "playable": table_input.playable(self),
            "hint": hinted.card if isinstance(hinted, Play | PassCard) else None,
            "hint_mark": hint_mark.draw_card_mark,
            "marked": self.me.marked,
            "received": self.model.received,
            "t": self.t,
            "shake": self.heads.shake_offset,
            "text": self.text,
            "scale": self.scale,
            "seen": self.seen,
        }
        art = self.app.card_art(*self.layout.hand_card)
        self.hand.draw(surface, self.model, self.layout, art, look)
        for sp in self.sprites:
            chrome.draw_sprite(surface, sp, self.app.card_art)
        if self.human_turn:
            self.moves.draw(surface, self.t, self.state.phase == Phase.BID)
        draw_floaters(self, surface, draw_bubbles(self, surface))
        chrome.draw_banner(self, surface)
        self.tips.draw(surface, self.layout)
        chrome.draw_status(self, surface)
        self.buttons[0].enabled = self.human_turn  # Hint
        self.buttons[1].enabled = self.model.last_trick is not None
        self.undo_button.enabled = self.game.can_undo
        for b in self.shown_buttons():
            self.button_pictures.draw(surface, b, self.fonts)
            self.seen.texts.append(b.text)
        self.mode.draw(surface)  # the lesson's coach

    def status_text(self) -> StatusLine | None:
        """The status line (``table.status``), as the mode lets it be said."""
        return self.mode.status(status.line(self))
