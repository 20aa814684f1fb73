"""A player robot: drives the real ``App`` only through input events and reads the
screen the way a player does. Used by the player-robot tests and ``wizard --selftest``.

It posts mouse and key events with ``pygame.event.post`` and runs ``App.step``;
after every action it keeps running frames, so a crash one frame later is caught.
What it reads is what was drawn: every text rendered through ``typeface.Fonts`` is
recorded (``typeface.text_listener``) and a text counts as *on screen* only when its
pixels are found in the window and no other text of its size fits there better
("Round 8 of 15" is not read where "Round 3 of 15" is drawn; ``game.devtools.screentext``;
cached panels and buttons included). Buttons
are found by their visible label and clicked at their centre. Where a player reads
a picture rather than a text (which cards are playable, the bid buttons, the plate
that glows), the robot reads the same data the table draws from.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterable

import pygame

from game.devtools.screentext import MATCH, TextRecorder, locate, outmatched
from game.i18n import _
from game.ui.app import next_frame_due
from game.ui.kit import palette, typeface
from game.ui.kit.widgets import Button, Choice, Stepper

SETTLE = 60  # frames run after every action
# The longest a frame waits for a computer player's answer before it is drawn anyway
# (a dead AI process is restarted by the frames).
AWAIT_AI = 0.05
NO_BUTTONS = (0, 0, 0)  # a mouse motion's buttons: none held (left, middle, right)


class RobotError(AssertionError):
    """The robot could not do what a player would (with what it saw)."""


# ------------------------------------------------------------------------ robot


class Robot:
    """Drives an ``App``: ``robot.click(_("New game"))``, ``robot.key(pygame.K_ESCAPE)``,
    ``robot.shows(text)``. Close it (or use ``with``) to stop recording texts."""

    def __init__(self, app, dt: float = 1 / 60, settle: int = SETTLE):
        self.app = app
        self.dt = dt
        self.settle_frames = settle
        self.texts = TextRecorder()
        self.frames = 0
        self._masks: tuple[int, dict] = (-1, {})  # colour masks of the current frame
        self._previous_listener = typeface.text_listener
        typeface.text_listener = self.texts
        self.on_frame: list[Callable[[Robot], None]] = []  # checks run after every frame

    def close(self) -> None:
        if typeface.text_listener is self.texts:
            typeface.text_listener = self._previous_listener

    def __enter__(self) -> Robot:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # ---------------------------------------------------------------- frames
    @property
    def top(self):
        return self.app.stack.top

    def frame(self, dt: float | None = None) -> None:
        """One frame of the real loop (input, update, draw)."""
        self._await_the_computer()
        self.texts.frame = []
        self.app.step(self.dt if dt is None else dt)
        self.app.between_frames(next_frame_due(time.perf_counter()))  # as App.run
        self.frames += 1
        self._check_no_error_screen()
        for check in self.on_frame:
            check(self)

    def _await_the_computer(self) -> None:
        """A table at rest that waits for a computer player's answer: wait for it
        before the frame. The window draws the same table again meanwhile; here
        those frames would only cost the test's CPU and slow the AI's process."""
        from game.ui.scenes.table import TableScene
        from game.ui.table.gamemode import GameMode

        table = self.top
        if isinstance(table, TableScene) and isinstance(table.mode, GameMode) and not table.busy:
            table.mode.ai.await_answer(AWAIT_AI)

    def run(self, frames: int | None = None, dt: float | None = None) -> None:
        for _i in range(self.settle_frames if frames is None else frames):
            self.frame(dt)

    def until(
        self, done: Callable[[], bool], what: str, max_frames: int = 3000, dt: float | None = None
    ) -> int:
        """Run frames until ``done()``; fails with what the screen shows if it never is."""
        for i in range(max_frames):
            if done():
                return i
            self.frame(dt)
        if done():
            return max_frames
        raise RobotError(f"{what}: not after {max_frames} frames; {self.describe()}")

    def describe(self) -> str:
        scenes = " > ".join(type(s).__name__ for s in self.app.stack.scenes)
        shown = sorted(self.visible_texts())[:40]
        return f"scenes {scenes}; texts on screen {shown}"

    def _check_no_error_screen(self) -> None:
        from game.ui.scenes.error import ErrorScene

        for scene in self.app.stack.scenes:
            if isinstance(scene, ErrorScene):
                raise RobotError(f"the error screen appeared: {scene.__dict__.get('exc')!r}")

    # --------------------------------------------------------------- reading
    def where(
        self, text: str, within: pygame.Rect | None = None, match: float = MATCH
    ) -> list[pygame.Rect]:
        """Where ``text`` is on screen now (as one rendered line), as rects. ``match``:
        the share of its strong pixels that must be seen (1.0: all of them)."""
        surfaces = self.texts.surfaces.get(text, [])
        if not surfaces:
            return []
        screen, origin = self.app.screen, (0, 0)
        if within is not None:  # only that part of the window
            area = within.clip(screen.get_rect())
            screen, origin = screen.subsurface(area), area.topleft
        if self._masks[0] != self.frames:
            self._masks = (self.frames, {})
        masks = self._masks[1].setdefault(tuple(screen.get_abs_offset() + screen.get_size()), {})
        found = []
        for surf in reversed(surfaces):
            rivals = self.texts.rivals(text, surf.get_size())
            spots = [spot for spot in locate(screen, surf, match, masks) or ()
                     if not outmatched(screen, surf, spot, rivals, masks)]
            spots = [(x + origin[0], y + origin[1]) for x, y in spots]
            found += [pygame.Rect(x, y, *surf.get_size()) for x, y in spots]
            if found:
                break
        return found

    def shows(self, text: str, within: pygame.Rect | None = None, match: float = MATCH) -> bool:
        return bool(self.where(text, within, match))

    def visible_texts(
        self,
        keep: Callable[[str], bool] | None = None,
        match: float = MATCH,
        within: pygame.Rect | None = None,
    ) -> set[str]:
        """Every text the game ever rendered that is on screen now (in ``within``)."""
        return {
            t
            for t in list(self.texts.surfaces)
            if (keep is None or keep(t)) and self.shows(t, within, match)
        }

    # ---------------------------------------------------------------- input
    def post(self, event_type: int, **attrs) -> None:
        pygame.event.post(pygame.event.Event(event_type, **attrs))

    def move_to(self, pos) -> None:
        self.post(pygame.MOUSEMOTION, pos=tuple(pos), rel=(0, 0), buttons=NO_BUTTONS)

    def click_at(self, pos, settle: int | None = None) -> None:
        pos = (int(pos[0]), int(pos[1]))
        self.move_to(pos)
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        self.frame()
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        self.run(self.settle_frames if settle is None else settle)

    def click_card(self, table, card, settle: int | None = None) -> None:
        """Click ``card`` in the table's hand at its left edge, the part of a fanned
        card that the next one never covers."""
        rect = dict(table.hand_rects())[card]
        self.click_at((rect.left + 6, rect.centery), settle=settle)

    def key(self, key: int, mod: int = 0, unicode: str = "", settle: int | None = None) -> None:
        scancode = 0
        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=scancode)
        self.frame()
        self.post(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=scancode)
        self.run(self.settle_frames if settle is None else settle)

    def type_text(self, text: str, settle: int | None = None) -> None:
        self.post(pygame.TEXTINPUT, text=text)
        self.run(self.settle_frames if settle is None else settle)

    def resize(self, size: tuple[int, int], settle: int | None = None) -> None:
        self.post(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
        self.run(self.settle_frames if settle is None else settle)

    # -------------------------------------------------------------- buttons
    def buttons(self, label: str | None = None) -> list[Button]:
        """The top scene's buttons whose label is on screen inside the button."""
        return [
            b
            for b in self.top.root.buttons()  # the scene's widgets, in one place
            if b.text and (label is None or b.text == label) and self.label_shows(b)
        ]

    def label_shows(self, b: Button) -> bool:
        """The label is on screen inside the button, on one line or in its two."""
        inside = b.rect.inflate(4, 4)
        lines = b.two_lines(self.app.fonts) or [b.text]
        return all(self.shows(line, inside) for line in lines)

    def labels(self) -> list[str]:
        return [b.text for b in self.buttons()]

    def button(self, label: str, near: str | None = None) -> Button:
        """The visible, enabled button with this label (nearest to the text ``near``)."""
        found = [b for b in self.buttons(label) if b.enabled]
        if not found:
            raise RobotError(
                f"no button {label!r} to click; buttons {self.labels()}; {self.describe()}"
            )
        if near is not None:
            spots = self.where(near)
            if not spots:
                raise RobotError(f"{near!r} is not on screen; {self.describe()}")
            y = spots[0].centery
            found.sort(key=lambda b: abs(b.rect.centery - y))
        return found[0]

    def click(self, label: str, near: str | None = None, settle: int | None = None) -> None:
        self.click_at(self.button(label, near).rect.center, settle)

    def has_button(self, label: str) -> bool:
        return any(b.enabled for b in self.buttons(label))

    def choose(self, label: str, index: int | None = None) -> None:
        """Click the segment labelled ``label`` of a choice widget on the top scene
        (the ``index``-th such widget, or each one when None)."""
        choices = [
            w
            for w in self.top.root.focus.widgets  # those the keys reach: shown
            if isinstance(w, Choice)
        ]
        hits = []
        for c in choices:
            for (_value, text), rect in zip(c.options, c.segment_rects(), strict=True):
                if text == label and self.shows(label, rect):
                    hits.append(rect)
        if not hits:
            raise RobotError(f"no choice {label!r} on screen; {self.describe()}")
        for rect in hits if index is None else [hits[index]]:
            self.click_at(rect.center, settle=4)
        self.run()

    def set_stepper(self, shown: Callable[[int], str], value: int) -> None:
        """Click a stepper's arrows until it shows ``shown(value)``."""
        steppers = [w for w in self.top.root.focus.widgets if isinstance(w, Stepper)]
        for _i in range(12):
            for st in steppers:
                if self.shows(shown(value), st.rect):
                    return
                left, right = st.arrow_rects()
                current = st.value
                self.click_at((right if value > current else left).center, settle=4)
        raise RobotError(f"no stepper reached {shown(value)!r}; {self.describe()}")


# ------------------------------------------------------------------- the table


def find_scene(app, kind: type):
    for scene in reversed(app.stack.scenes):
        if isinstance(scene, kind):
            return scene
    return None


def plate_marked(robot: Robot, table, seat: int) -> bool:
    """The seat's name plate shows the turn marker (its gold frame)."""
    rect = table.layout.panels[seat]
    x, y = rect.centerx, rect.top + 1
    return tuple(robot.app.screen.get_at((x, y)))[:3] == palette.GOLD


def marked_seats(robot: Robot, table) -> list[int]:
    return [s for s in range(table.setup.rules.players) if plate_marked(robot, table, s)]


class TurnMarkerWatch:
    """After every frame: whenever the table has shown the same position for two frames
    with nothing animating, the turn marker is on the seat whose turn it is, only."""

    def __init__(self) -> None:
        self.last_key = None
        self.reported = None
        self.checked = 0
        self.problems: list[str] = []

    def __call__(self, robot: Robot) -> None:
        from game.ui.scenes.table import TableScene
        from game.ui.table.drivers import MOVE_PHASES

        table = robot.top
        if not isinstance(table, TableScene) or table.busy or table.fx.busy:
            self.last_key = None
            return
        s = table.state
        if s.phase not in MOVE_PHASES or s.to_move is None:
            self.last_key = None
            return
        key = (id(table), len(s.log), s.phase, table.app.size)
        if key != self.last_key:
            self.last_key = key
            return
        self.checked += 1
        shown = marked_seats(robot, table)
        if shown != [s.to_move] and len(self.problems) < 5 and key != self.reported:
            self.reported = key  # once per position
            self.problems.append(
                f"round {s.round}, {s.phase.name}, move {len(s.log)}: seat {s.to_move} is to "
                f"move but the marker is on {shown} (speed {table.app.settings.animation_speed})"
            )


def _bid_choice(picker) -> int:
    if picker.selected in picker.legal:
        return picker.selected
    return picker.legal[0]


def _pick(prefer, choices: list, usual: Callable[[], object]):
    """``prefer``'s pick among ``choices``; the robot's usual one where it picks None."""
    got = None if prefer is None else prefer(choices)
    return usual() if got is None else got


def human_move(robot: Robot, table, prefer: Callable[[list], object] | None = None) -> bool:
    """Make the human's move with the mouse, as a player would; False if not their turn.
    ``prefer(choices)`` picks the bid, suit, card or option (None: the usual one)."""
    from game.rules import Phase

    if robot.top is not table or not table.human_turn:
        return False
    s = table.state
    picker, chooser = table.moves.picker, table.moves.trump_chooser
    if s.phase == Phase.BID and picker is not None:
        bid = _pick(prefer, picker.legal, lambda: _bid_choice(picker))
        rect = dict(picker.buttons)[bid]
        robot.click_at(rect.center, settle=2)
        return True
    if s.phase == Phase.CHOOSE_TRUMP and chooser is not None:
        hand = table.model.hands[0]
        counts = {
            suit: sum(1 for c in hand if c.suit == suit) for suit, _r in chooser.buttons
        }
        suit = _pick(prefer, list(counts), lambda: max(counts, key=lambda k: counts[k]))
        rect = dict(chooser.buttons)[suit]
        robot.click_at(rect.center, settle=2)
        return True
    options = table.moves.options  # a special card's choice: its name, trump, bid change
    if options is not None:
        values = [o.value for o in options.options]
        value = _pick(prefer, values, lambda: values[0])
        robot.click_at(dict(options.buttons)[value].center, settle=2)
        return True
    if s.phase in (Phase.PLAY, Phase.PASS):
        rects = table.hand_rects()
        from game.ui.table.input import playable as playable_cards

        playable = playable_cards(table)
        blind = table.model.blind
        options = [c for c, _r in rects if blind or c in playable]
        if not options:
            return False
        card = _pick(prefer, options, lambda: options[0])
        robot.click_card(table, card, settle=2)
        return True
    return False


def play_game(
    robot: Robot,
    max_frames: int = 60000,
    dt: float | None = None,
    stop: Callable[[object], bool] | None = None,
    prefer: Callable[[list], object] | None = None,
) -> tuple[object, int]:
    """Play the human's seat until the game-over screen (or until ``stop(table)``):
    bids, plays, trump, round summaries and tips, all by clicks (``prefer`` picks
    among the choices, as in ``human_move``). Returns the scene reached and the
    frames it took."""
    from game.ui.scenes.gameover import GameOverScene
    from game.ui.scenes.overlays import RoundSummary
    from game.ui.scenes.table import TableScene

    start = robot.frames
    while robot.frames - start < max_frames:
        top = robot.top
        if isinstance(top, GameOverScene):
            # Like a player, watch a win's confetti to its end: it flies over the
            # buttons, and the first click during it only ends it.
            robot.until(
                lambda over=top: over.celebration is None or not over.celebration.running,
                "the celebration ends",
                max_frames=900,
            )
            robot.run()
            return top, robot.frames - start
        if isinstance(top, RoundSummary):
            robot.run(2, dt)
            label = top.buttons[0].text
            if robot.has_button(label):
                robot.click(label, settle=2)
                continue
        elif isinstance(top, TableScene):
            if stop is not None and stop(top):
                return top, robot.frames - start
            tip = getattr(top.tips, "current", None)
            if tip is not None and robot.has_button(_("Got it")):
                robot.click(_("Got it"), settle=2)
                continue
            if human_move(robot, top, prefer):
                continue
        robot.frame(dt)
    raise RobotError(f"no game over after {max_frames} frames; {robot.describe()}")


def start_game_from_menu(
    robot: Robot, players: int, level_label: str | None = None, confirm: Iterable[str] = ()
) -> None:
    """Main menu → New game → players and levels → Start game."""
    robot.click(_("New game"))
    robot.set_stepper(lambda n: _("{count} players").format(count=n), players)
    if level_label is not None:
        robot.choose(level_label)
    robot.click(_("Start game"))
    for label in confirm:
        robot.click(label)


# ------------------------------------------------------------------ the tutorial

_HINT_SPLIT = "{what}"


def _hint_prefix() -> str:
    return _("Hint: {what}. {reason}").split(_HINT_SPLIT)[0]


def _action_words(table) -> list[tuple[str, object]]:
    """What a hint says for each move the learner could make ("play Q♥", "bid 2",
    "play Juggler as Spades", "pass 7♣"): the table's own hint text, without its
    "Hint: " and its reason."""
    from game.ui.table.headsup import Hint
    from game.ui.table.hints import hint_words

    prefix, out = _hint_prefix(), []
    for action in _possible_actions(table):
        said = hint_words(Hint(action, "", 0), 0, table.deck_style)
        if said is not None and said.startswith(prefix):
            out.append((said[len(prefix):].rstrip("."), action))
    return out


def _possible_actions(table) -> list:
    """Every move of the learner's hand and phase, legal or not (a hint may name
    either)."""
    from game.rules import (
        Bid,
        ChangeBid,
        ChooseTrump,
        PassCard,
        Phase,
        Play,
        PlayNamed,
        Shape,
        Suit,
        WerewolfTrump,
    )
    from game.rules.special_core import needs_name

    s = table.state
    if s.phase == Phase.PLAY:
        out = []
        for card, _r in table.hand_rects():
            need = needs_name(card)
            names = list(Suit) if need == "suit" else list(Shape) if need == "shape" else []
            out += [PlayNamed(card, n) for n in names] or [Play(card)]
        return out
    if s.phase == Phase.BID:
        return [Bid(n) for n in range(s.round + 1)]
    if s.phase == Phase.CHOOSE_TRUMP:
        return [ChooseTrump(suit) for suit in Suit]
    if s.phase == Phase.WEREWOLF:
        return [WerewolfTrump(suit) for suit in (*Suit, None)]
    if s.phase == Phase.PASS:
        return [PassCard(card) for card, _r in table.hand_rects()]
    if s.phase == Phase.CLOUD:
        return [ChangeBid(-1), ChangeBid(1)]
    return []


def read_hint(robot: Robot, table):
    """The move the shown hint names, or None when no hint is on screen."""
    prefix = _hint_prefix()
    x, y = table.layout.status_center
    line = pygame.Rect(0, y - 40, robot.app.size[0], 80)  # the status line
    shown = robot.visible_texts(lambda t: t.startswith(prefix), within=line)
    for text in shown:
        best = None
        for words, action in _action_words(table):
            said = re.search(re.escape(prefix + words) + r"(?=[.\s]|$)", text)
            if said and (best is None or len(words) > len(best[0])):
                best = (words, action)
        if best is not None:
            return best[1]
    return None


def make_action(robot: Robot, table, action) -> None:
    """Perform a named move by clicking what a player would click."""
    from game.rules import Bid, ChangeBid, ChooseTrump, PassCard, Play, WerewolfTrump

    if isinstance(action, Bid):
        human_move(robot, table, prefer=lambda legal: action.tricks)
    elif isinstance(action, ChooseTrump | WerewolfTrump):
        human_move(robot, table, prefer=lambda suits: action.suit)
    elif isinstance(action, ChangeBid):
        human_move(robot, table, prefer=lambda deltas: action.delta)
    elif isinstance(action, PassCard):
        human_move(robot, table, prefer=lambda cards: action.card)
    elif isinstance(action, Play):
        if action.named is None or table.moves.options is None:
            human_move(robot, table, prefer=lambda cards: action.card)
        if action.named is not None:  # the card asks its name in a panel above it (still
            # open after a name the lesson's coach did not ask for)
            human_move(robot, table, prefer=lambda names: action.named)


def play_lesson(robot: Robot, max_frames: int = 20000) -> object:
    """In an open lesson: read, press Next, ask for hints and make the moves asked for,
    until the coach says the lesson is complete. Returns the lesson table."""
    from game.ui.scenes.tutorial_table import is_lesson

    start = robot.frames
    table = robot.top
    if not is_lesson(table):
        raise RobotError(f"no lesson open; {robot.describe()}")
    while robot.frames - start < max_frames:
        r = table.mode.runner
        if robot.top is not table:
            robot.frame()
            continue
        if r.finished:
            robot.run()
            return table
        if table.busy:
            robot.frame()
            continue
        if r.mode in ("read", "done") and robot.has_button(_("Next")):
            robot.click(_("Next"), settle=2)
            continue
        if r.mode == "act" and table.human_turn:
            table_moves = len(table.state.log)
            robot.click(_("Hint"), settle=2)
            action = read_hint(robot, table)
            if action is None:  # a free move: any playable card, any bid
                human_move(robot, table)
            else:
                make_action(robot, table, action)
            if len(table.state.log) == table_moves and r.mode == "act" and r.feedback is not None:
                raise RobotError(f"the coach refused the move: {r.feedback.text}")
            continue
        robot.frame()
    raise RobotError(
        f"lesson {table.mode.lesson.id} not finished after {max_frames} frames; {robot.describe()}"
    )


def lesson_titles() -> list[str]:
    from game.tutorial import LESSONS

    titles = []
    for lesson in LESSONS:
        title = _(lesson.title)
        if lesson.optional:
            title = _("{title} (optional)").format(title=title)
        titles.append(title)
    return titles


def play_every_lesson(robot: Robot) -> list[str]:
    """Main menu → Tutorial → every lesson: Start, play it to its end, back to the
    lesson list; then Back. Returns the lessons the progress file lists as completed."""
    from game.tutorial import LESSONS
    from game.tutorial.progress import load_progress
    from game.ui.scenes.tutorial import TutorialScene
    from game.ui.scenes.tutorial_table import is_lesson

    robot.click(_("Tutorial"))
    for lesson, title in zip(LESSONS, lesson_titles(), strict=True):
        robot.click(_("Start"), near=title)
        table = robot.top
        if not is_lesson(table) or table.mode.lesson.id != lesson.id:
            raise RobotError(f"Start on {title!r} did not open it; {robot.describe()}")
        play_lesson(robot)
        robot.run(max(20, robot.settle_frames))  # the frames after the last step, too
        if not robot.shows(_("Lesson complete!")):
            raise RobotError(f"{lesson.id}: the coach does not say it is complete")
        robot.click(_("Lessons"))
        if not isinstance(robot.top, TutorialScene):
            raise RobotError(f"Lessons did not lead back to the list; {robot.describe()}")
    robot.click(_("Back"))
    return load_progress(robot.app.progress_path).completed
