"""A player robot: drives the real ``App`` only through input events and reads the
screen the way a player does. Used by the player-robot tests and ``wizard --selftest``.

It posts mouse and key events with ``pygame.event.post`` and runs ``App.step``;
after every action it keeps running frames, so a crash one frame later is caught.
What it reads is what was drawn: every text rendered through ``theme.Fonts`` is
recorded (``theme.text_listener``) and a text counts as *on screen* only when its
exact pixels are found in the window (cached panels and buttons included). Buttons
are found by their visible label and clicked at their centre. Where a player reads
a picture rather than a text (which cards are playable, the bid buttons, the plate
that glows), the robot reads the same data the table draws from.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

import pygame

from game.i18n import _
from game.ui import theme
from game.ui.widgets import Button, Choice, Stepper

MATCH = 0.85  # share of a text's solid pixels that must be seen (a bit may be covered)
BLEND_TOLERANCE = 28  # colour steps an edge pixel may differ from text over background
STRONG = 150  # pixels at least this opaque anchor the search
MIN_STRONG = 4  # fewer strong pixels: the text is too faint to tell apart
MAX_CANDIDATES = 20000  # more places than this: a plain area of the colour, not text
SETTLE = 60  # frames run after every action


class RobotError(AssertionError):
    """The robot could not do what a player would (with what it saw)."""


# ---------------------------------------------------------------- reading pixels


class TextRecorder:
    """Every text rendered through ``theme.Fonts``, with its last surfaces."""

    KEEP = 6  # surfaces kept per text (sizes and colours differ)

    def __init__(self) -> None:
        self.surfaces: dict[str, list[pygame.Surface]] = {}
        self.frame: list[str] = []  # rendered during the current frame
        self.log: list[str] = []  # every render, in order (cleared by the owner)

    def __call__(self, text: str, surface: pygame.Surface) -> None:
        if not isinstance(text, str) or not text.strip():
            return
        kept = self.surfaces.setdefault(text, [])
        kept.append(surface)
        if len(kept) > self.KEEP:
            del kept[0]
        self.frame.append(text)
        self.log.append(text)


BANDS = ((230, 29), (190, 69), (STRONG, 109))  # (lowest opacity, colour tolerance)


class _Ink:
    """What a rendered line looks like: its colour, its strongly inked pixels (as a
    mask, and split in three upright slices × opacity bands, each band with the colour
    tolerance its transparency allows), its clear pixels, and a sample of its inked
    pixels with their opacity. Computed once per surface."""

    def __init__(self, surface: pygame.Surface):
        self.size = w, h = surface.get_size()
        self.strong = pygame.mask.from_surface(surface, STRONG - 1)
        self.count = self.strong.count()
        self.colour = None
        self.parts: list[list[tuple[pygame.mask.Mask, int]]] = []
        if self.count < MIN_STRONG:
            return
        x, y = self.strong.outline()[0]
        self.colour = tuple(surface.get_at((x, y)))[:3]
        bands = []
        upper = None
        for low, tol in BANDS:
            band = pygame.mask.from_surface(surface, low - 1)
            if upper is not None:
                band.erase(upper, (0, 0))
            upper = pygame.mask.from_surface(surface, low - 1)
            bands.append((band, tol))
        box = self.strong.get_bounding_rects()
        left = min(r.left for r in box)
        right = max(r.right for r in box)
        third = max(1, (right - left) // 3)
        for x0 in (left, left + third, left + 2 * third):
            x1 = right if x0 == left + 2 * third else x0 + third
            cols = pygame.mask.Mask((w, h))
            cols.draw(pygame.mask.Mask((max(1, x1 - x0), h), fill=True), (x0, 0))
            part = [(band.overlap_mask(cols, (0, 0)), tol) for band, tol in bands]
            part = [(m, tol) for m, tol in part if m.count()]
            if part:
                self.parts.append(part)
        inked = pygame.mask.from_surface(surface, 0)
        self.clear = inked.copy()
        self.clear.invert()
        self.clear_count = self.clear.count()
        pixels = [(px, py) for py in range(h) for px in range(w)]
        ink = [(px, py, surface.get_at((px, py))[3]) for px, py in pixels if inked.get_at((px, py))]
        clear = [(px, py) for px, py in pixels if not inked.get_at((px, py))]
        self.ink = ink[:: max(1, len(ink) // 160)]
        self.clear_sample = clear[:: max(1, len(clear) // 40)]


_INK: dict[int, tuple[pygame.Surface, _Ink]] = {}


def _ink(surface: pygame.Surface) -> _Ink:
    got = _INK.get(id(surface))
    if got is None or got[0] is not surface:
        if len(_INK) > 4000:
            _INK.clear()
        got = _INK[id(surface)] = (surface, _Ink(surface))
    return got[1]


def locate(
    screen: pygame.Surface,
    text_surface: pygame.Surface,
    match: float = MATCH,
    masks: dict | None = None,
) -> list[tuple[int, int]] | None:
    """Top-left corners where ``text_surface`` (one rendered line) appears on ``screen``.

    A rendered line is one colour with antialiased edges. Its strongly inked pixels
    must fall on pixels near that colour (``1 - match`` of them may be covered, say by
    a pointer arrow over a label), and then the whole text, edges included, blended
    over the background around it, must match what is there: "Bud" is not "Bid".
    None when the text is too faint to tell. Uses pygame masks only (no numpy), so the
    frozen game's self-test can read its screen too. ``masks``: a cache for one
    frame's colour masks of this ``screen``."""
    if not text_surface.get_flags() & pygame.SRCALPHA:
        return None
    ink = _ink(text_surface)
    if ink.colour is None:
        return None
    w, h = ink.size
    sw, sh = screen.get_size()
    if sw < w or sh < h:
        return []
    far = {}  # per tolerance: the pixels too far from the text's colour
    masks = {} if masks is None else masks
    for _low, tol in BANDS:
        m = masks.get((ink.colour, tol))
        if m is None:
            m = pygame.mask.from_threshold(screen, ink.colour, (tol + 1, tol + 1, tol + 1, 255))
            m.invert()
            masks[(ink.colour, tol)] = m
        far[tol] = m
    valid = pygame.mask.Mask((sw + w - 1, sh + h - 1))
    valid.draw(pygame.mask.Mask((sw - w + 1, sh - h + 1), fill=True), (w - 1, h - 1))
    starts: set[tuple[int, int]] = set()
    for part in ink.parts:  # a slice whose every band lands near the text's colour
        hits = valid
        for band, tol in part:
            miss = far[tol].convolve(band)
            miss.invert()
            hits = hits.overlap_mask(miss, (0, 0))
        if hits.count() > MAX_CANDIDATES:
            continue  # a plain area of the colour, not text
        for r in hits.get_bounding_rects():
            for i in range(r.left, r.right):
                for j in range(r.top, r.bottom):
                    if hits.get_at((i, j)):
                        starts.add((i - w + 1, j - h + 1))
    near = far[BANDS[-1][1]].copy()
    near.invert()
    found = []
    for x, y in sorted(starts):
        if near.overlap_area(ink.strong, (x, y)) < match * ink.count:
            continue
        if ink.clear_count and near.overlap_area(ink.clear, (x, y)) > ink.clear_count / 2:
            continue  # a plain area of the text's colour is not the text
        if _blend_score(screen, ink, x, y) >= min(match, 0.92):
            found.append((x, y))
    return found


def _blend_score(screen: pygame.Surface, ink: _Ink, x: int, y: int) -> float:
    """The share of the text's inked pixels that look like the text over its background."""
    if not ink.clear_sample:
        return 1.0
    around = [screen.get_at((x + px, y + py)) for px, py in ink.clear_sample]
    background = [sorted(c[k] for c in around)[len(around) // 2] for k in range(3)]
    good = 0
    for px, py, a in ink.ink:
        got = screen.get_at((x + px, y + py))
        t = a / 255
        if all(
            abs(got[k] - (t * ink.colour[k] + (1 - t) * background[k])) <= BLEND_TOLERANCE
            for k in range(3)
        ):
            good += 1
    return good / len(ink.ink)


# ------------------------------------------------------------------------ robot


def _walk_buttons(obj, seen: set, depth: int, out: list) -> None:
    """Buttons reachable from a scene's attributes (lists, dicts and UI helpers)."""
    if id(obj) in seen or depth < 0:
        return
    seen.add(id(obj))
    if isinstance(obj, Button):
        out.append(obj)
        return
    if isinstance(obj, list | tuple):
        for item in obj:
            _walk_buttons(item, seen, depth - 1, out)
        return
    if isinstance(obj, dict):
        for item in obj.values():
            _walk_buttons(item, seen, depth - 1, out)
        return
    module = type(obj).__module__ or ""
    if not module.startswith("game.ui") or not hasattr(obj, "__dict__"):
        return
    for name, value in vars(obj).items():
        if name in ("app", "table") or name.startswith("_button_cache"):
            continue
        _walk_buttons(value, seen, depth - 1, out)


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
        self._previous_listener = theme.text_listener
        theme.text_listener = self.texts
        self.on_frame: list[Callable[[Robot], None]] = []  # checks run after every frame

    def close(self) -> None:
        if theme.text_listener is self.texts:
            theme.text_listener = self._previous_listener

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
        self.texts.frame = []
        self.app.step(self.dt if dt is None else dt)
        self.frames += 1
        self._check_no_error_screen()
        for check in self.on_frame:
            check(self)

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
            spots = locate(screen, surf, match, masks) or ()
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
        self.post(pygame.MOUSEMOTION, pos=tuple(pos), rel=(0, 0), buttons=(0, 0, 0))

    def click_at(self, pos, settle: int | None = None) -> None:
        pos = (int(pos[0]), int(pos[1]))
        self.move_to(pos)
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        self.frame()
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        self.run(self.settle_frames if settle is None else settle)

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
        out: list[Button] = []
        _walk_buttons(self.top, set(), 4, out)
        return [
            b
            for b in out
            if b.text
            and (label is None or b.text == label)
            and self.shows(b.text, b.rect.inflate(4, 4))
        ]

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
            for w in getattr(getattr(self.top, "focus", None), "widgets", [])
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
        steppers = [w for w in getattr(self.top.focus, "widgets", []) if isinstance(w, Stepper)]
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
    return tuple(robot.app.screen.get_at((x, y)))[:3] == theme.GOLD


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
        from game.rules import Phase
        from game.ui.scenes.table import TableScene

        table = robot.top
        if not isinstance(table, TableScene) or table.busy or table.fx.busy:
            self.last_key = None
            return
        s = table.state
        if s.phase not in (Phase.BID, Phase.PLAY, Phase.CHOOSE_TRUMP) or s.to_move is None:
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


def human_move(robot: Robot, table, prefer: Callable[[list], object] | None = None) -> bool:
    """Make the human's move with the mouse, as a player would; False if not their turn."""
    from game.rules import Phase

    if robot.top is not table or not table.human_turn:
        return False
    s = table.state
    if s.phase == Phase.BID and table.picker is not None:
        bid = _bid_choice(table.picker) if prefer is None else prefer(table.picker.legal)
        rect = dict(table.picker.buttons)[bid]
        robot.click_at(rect.center, settle=2)
        return True
    if s.phase == Phase.CHOOSE_TRUMP and table.trump_chooser is not None:
        hand = table.model.hands[0]
        counts = {
            suit: sum(1 for c in hand if c.suit == suit) for suit, _r in table.trump_chooser.buttons
        }
        suit = max(counts, key=lambda k: counts[k]) if prefer is None else prefer(list(counts))
        rect = dict(table.trump_chooser.buttons)[suit]
        robot.click_at(rect.center, settle=2)
        return True
    if s.phase == Phase.PLAY:
        rects = table.hand_rects()
        playable = table.playable()
        blind = table.model.blind
        options = [c for c, _r in rects if blind or c in playable]
        if not options:
            return False
        card = options[0] if prefer is None else prefer(options)
        rect = dict(rects)[card]
        robot.click_at((rect.left + 6, rect.centery), settle=2)
        return True
    return False


def play_game(
    robot: Robot,
    max_frames: int = 60000,
    dt: float | None = None,
    stop: Callable[[object], bool] | None = None,
) -> tuple[object, int]:
    """Play the human's seat until the game-over screen (or until ``stop(table)``):
    bids, plays, trump, round summaries and tips, all by clicks. Returns the scene
    reached and the frames it took."""
    from game.ui.scenes.gameover import GameOverScene
    from game.ui.scenes.overlays import RoundSummary
    from game.ui.scenes.table import TableScene

    start = robot.frames
    while robot.frames - start < max_frames:
        top = robot.top
        if isinstance(top, GameOverScene):
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
            if human_move(robot, top):
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
    """What a hint says for each move the learner could make ("play Q♥", "bid 2")."""
    from game.rules import Bid, ChooseTrump, Phase, Play
    from game.ui.table import render as rd

    s = table.state
    out = []
    if s.phase == Phase.PLAY:
        for card, _r in table.hand_rects():
            out.append(
                (_("play {card}").format(card=rd.card_name(card, table.deck_style)), Play(card))
            )
    elif s.phase == Phase.BID:
        for n in range(s.round + 1):
            out.append((_("bid {n}").format(n=n), Bid(n)))
    elif s.phase == Phase.CHOOSE_TRUMP:
        from game.rules import Suit

        for i in range(4):
            out.append(
                (
                    _("choose {suit}").format(suit=rd.suit_label(Suit(i), table.deck_style)),
                    ChooseTrump(Suit(i)),
                )
            )
    return out


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
    from game.rules import Bid, ChooseTrump, Play

    if isinstance(action, Bid):
        human_move(robot, table, prefer=lambda legal: action.tricks)
    elif isinstance(action, ChooseTrump):
        human_move(robot, table, prefer=lambda suits: action.suit)
    elif isinstance(action, Play):
        human_move(robot, table, prefer=lambda cards: action.card)


def play_lesson(robot: Robot, max_frames: int = 20000) -> object:
    """In an open lesson: read, press Next, ask for hints and make the moves asked for,
    until the coach says the lesson is complete. Returns the lesson table."""
    from game.ui.scenes.tutorial_table import LessonTable

    start = robot.frames
    table = robot.top
    if not isinstance(table, LessonTable):
        raise RobotError(f"no lesson open; {robot.describe()}")
    while robot.frames - start < max_frames:
        r = table.runner
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
        f"lesson {table.lesson.id} not finished after {max_frames} frames; {robot.describe()}"
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
    from game.ui.scenes.tutorial_table import LessonTable

    robot.click(_("Tutorial"))
    for lesson, title in zip(LESSONS, lesson_titles(), strict=True):
        robot.click(_("Start"), near=title)
        table = robot.top
        if not isinstance(table, LessonTable) or table.lesson.id != lesson.id:
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
