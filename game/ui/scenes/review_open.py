"""Ways into Review: the list of kept games (used by Statistics' Recent games page and
the Open screen), a transcript file by its path (Open in the menu), and
``wizard replay FILE`` (``run_review``). A file that cannot be used gives a notice
with the reason in one line; nothing is changed or lost."""

from __future__ import annotations

import os
from pathlib import Path

import pygame

from game.history import KeptGame, TranscriptUnusable, games_folder, list_games, read_transcript
from game.i18n import _, format_score, ngettext
from game.rules.replay import ReplayError
from game.ui import screens
from game.ui.kit import palette, panelart, sizing, textfit
from game.ui.kit.widgets import Button, TextInput
from game.ui.scenes.common import MenuScreen
from game.ui.scenes.newgame_specials import set_label
from game.ui.scenes.statistics_pages import bucket_label

PATH_MAX = 1000  # characters in the Open screen's path field


# ------------------------------------------------------------------ opening
def open_review(app, doc: dict, seat: int | None = None) -> bool:
    """Push the Review screen for ``doc``; a notice instead when it cannot replay."""
    try:
        scene = app.router.make(screens.review, doc, seat)
    except ReplayError as err:
        cannot_open(app, str(err))
        return False
    app.push(scene)
    return True


def open_path(app, path: Path | str) -> bool:
    """Open a transcript file in Review, or tell the player why it cannot be opened."""
    try:
        doc = read_transcript(Path(path))
    except TranscriptUnusable as err:
        cannot_open(app, err.reason)
        return False
    return open_review(app, doc)


def cannot_open(app, reason: str) -> None:
    app.router.open(
        screens.notice,
        _("This game cannot be opened"),
        _("The file could not be used ({error}). Nothing was changed.").format(error=reason),
    )


def run_review(doc: dict, seat: int | None) -> int:
    """``wizard replay FILE``: the game window at Review (the main menu below it)."""
    from game.desktop import APP_ID
    from game.ui.app import App

    os.environ.setdefault("SDL_VIDEO_MINIMIZE_ON_FOCUS_LOSS", "0")
    os.environ["SDL_VIDEO_X11_WMCLASS"] = os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] = APP_ID
    if os.environ.get("WIZARD_EXIT_AFTER_FIRST_FRAME", "") not in ("", "0"):
        from game.selftest import exit_after_first_frame

        exit_after_first_frame()  # start-up timing, and the test that the window opens
    from game.ui.startup import run_window

    app = App()
    app.router.open(screens.main_menu)
    open_review(app, doc, seat)
    return run_window(app)


# ---------------------------------------------------------------- the list
def kind_name(kind: str) -> str:
    if kind in ("easy", "medium", "hard", "expert"):
        return bucket_label(kind)
    return kind


def game_label(game: KeptGame) -> tuple[str, str]:
    """(main line, second line) of a kept game in the list; the second says the
    special cards played with, if any."""
    date = game.played_at.replace("T", " ")[:16]
    n = len(game.names)
    if game.seat is None:
        best = max(game.totals)
        result = _("{name} won").format(name=game.names[game.totals.index(best)])
        score = format_score(best)
    else:
        place = game.place
        result = _("You won") if place == 1 else _("Place {place} of {n}").format(place=place, n=n)
        score = format_score(game.totals[game.seat])
    main = _("{date} · {result} · {score} points").format(date=date, result=result, score=score)
    others = [
        f"{name} ({kind_name(kind)})"
        for i, (name, kind) in enumerate(zip(game.names, game.kinds, strict=True))
        if i != game.seat
    ]
    rounds = ngettext("{count} round", "{count} rounds", game.rounds).format(count=game.rounds)
    if game.special != "none":  # the special cards' set, as New game names it
        rounds = _("{rounds} · {special_cards}").format(
            rounds=rounds, special_cards=set_label(game.special))
    return main, _("{rounds} · with {players}").format(rounds=rounds, players=", ".join(others))


# The screen's own lengths (px at scale 1; sizing.Metrics has the shared ones).
ROW_H = 62  # a kept game's row
NOTE_H = 20  # the note under the list
EMPTY_TEXT = 17  # "no games kept yet"
PANEL_W = 980  # at most
FIELD_H, OPEN_W = 44, 160  # the path field and its Open button
LABEL_H = 30  # the field's label, and the list's caption
LIST_TOP = 40  # the heading to the list
RADIUS = 14


class GamesList:
    """Kept games as buttons (newest first), as many as fit, scrolled by the focus
    (Up/Down through the scene's focus group) and the mouse wheel."""

    def __init__(self, app):
        self.app = app
        self.games: list[KeptGame] = []
        self.buttons: list[Button] = []
        self.first = 0
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.row_h = 60
        self.note_h = 20  # room under the rows for "1–5 of 8"

    def load(self) -> None:
        self.games = list_games(games_folder(self.app.dirs["data"]), self.app.problems)
        self.buttons = []
        for g in self.games:
            main, sub = game_label(g)
            b = Button(main, lambda g=g: self.open(g), align="left")
            b.subtext = sub
            self.buttons.append(b)
        self.first = 0

    def open(self, game: KeptGame) -> None:
        open_path(self.app, game.path)

    @property
    def fit(self) -> int:
        return max(1, (self.rect.height - self.note_h) // max(1, self.row_h))

    def visible(self) -> list[Button]:
        return self.buttons[self.first : self.first + self.fit]

    def layout(self, rect: pygame.Rect, s: float) -> None:
        m = sizing.Metrics(s)
        self.rect = rect
        self.row_h = m(ROW_H)
        self.note_h = m(NOTE_H)
        self.place()

    def place(self) -> None:
        for b in self.buttons:
            b.rect = pygame.Rect(-10000, -10000, 100, 40)  # scrolled out
        y = self.rect.top
        for b in self.visible():
            b.rect = pygame.Rect(self.rect.left, y, self.rect.width, self.row_h - 6)
            y += self.row_h

    def show(self, button: Button) -> bool:
        """Scroll so that ``button`` is visible; True when the rows moved."""
        if button not in self.buttons:
            return False
        i = self.buttons.index(button)
        first = self.first
        if i < self.first:
            self.first = i
        elif i >= self.first + self.fit:
            self.first = i - self.fit + 1
        self.place()
        return first != self.first

    def step_focus(self, current, delta: int) -> Button | None:
        """The row above/below ``current`` (scrolled into view), or None past the ends."""
        if current not in self.buttons:
            return None
        i = self.buttons.index(current) + delta
        if not 0 <= i < len(self.buttons):
            return None
        self.show(self.buttons[i])
        return self.buttons[i]

    def wheel(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.first = max(0, min(len(self.buttons) - self.fit, self.first - event.y))
            self.place()
            return True
        return False

    def draw_empty(self, surface, fonts, s: float) -> None:
        m = sizing.Metrics(s)
        if not self.buttons:
            textfit.draw_text_box(
                surface, fonts,
                _("No finished games kept yet. Every game you finish is kept here for "
                  "Review (the last 100)."),
                self.rect, m(EMPTY_TEXT), palette.TEXT_DIM, align="center", valign="center",
            )
        elif len(self.buttons) > self.fit:
            last = min(len(self.buttons), self.first + self.fit)
            note = _("{first}–{last} of {n}").format(first=self.first + 1, last=last,
                                                     n=len(self.buttons))
            img = textfit.render_fit(fonts, note, self.rect.width, m.small, palette.TEXT_DIM)
            surface.blit(img, img.get_rect(bottomright=self.rect.bottomright))


# ------------------------------------------------------------- Open screen
class OpenGameScene(MenuScreen):
    metrics_cut = False  # this screen has always rounded its lengths
    """Open in the main menu: a transcript file by its path, or a kept game."""

    def __init__(self, app):
        super().__init__(app)
        self.path_field = TextInput(
            "", max_length=PATH_MAX, placeholder=_("Path of a transcript file (.json)"),
            count_from=PATH_MAX - 100,  # "0/1000" told nothing: the count shows near the end
        )
        self.open_button = Button(_("Open"), self.open_typed, style="primary")
        self.open_button.key_hint = "Enter"
        self.back_button = Button(_("Back"), self.back)
        self.games = GamesList(app)
        self.games.load()
        self.refocus(self.games.buttons[0] if self.games.buttons else self.path_field)

    def title(self) -> str:
        return _("Open a game")

    def open_typed(self) -> None:
        text = self.path_field.text.strip()
        if not text:
            self.app.play_sound("error")
            return
        open_path(self.app, Path(text).expanduser())

    def refocus(self, widget) -> None:
        widgets = [*self.games.visible(), self.path_field, self.open_button, self.back_button]
        self.focus.set(widgets)
        self.focus.focus(widget if widget in widgets else widgets[0])

    def handle_event(self, event) -> None:
        if self.games.wheel(event):
            self.refocus(self.focus.current)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            current = self.focus.current
            if current in self.games.buttons:
                down = event.key == pygame.K_DOWN
                row = self.games.step_focus(current, 1 if down else -1)
                if row is not None or not down:
                    self.refocus(row or current)
                else:
                    self.refocus(self.path_field)
                return
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and self.focus.current is self.path_field
        ):
            self.open_typed()
            return
        super().handle_event(event)
        if self.app.is_top(self):
            self.app.tell_problems()

    def on_enter(self) -> None:
        self.app.tell_problems()  # set-aside kept games: told once, over this screen

    def on_resume(self) -> None:
        self.app.tell_problems()  # found while a screen covered this one (a review)

    def layout(self, size) -> None:
        w, h = size
        s = self.scale
        m = self.metrics
        pw = min(w - m.form_margin, m(PANEL_W))
        left = (w - pw) // 2
        bottom = h - m.form_bottom
        self.back_button.rect = pygame.Rect((w - m.button_w) // 2, bottom - m.button_h,
                                            m.button_w, m.button_h)
        fy = self.back_button.rect.top - m.pad - m(FIELD_H)
        ow = m(OPEN_W)
        self.path_field.rect = pygame.Rect(left, fy, pw - ow - m.gap, m(FIELD_H))
        self.open_button.rect = pygame.Rect(self.path_field.rect.right + m.gap, fy, ow,
                                            m(FIELD_H))
        self.label_y = fy - m(LABEL_H)
        top = self.content_top + m(LIST_TOP)
        self.list_caption_y = self.content_top
        pad = m.gap  # the list's panel around it
        self.games.layout(pygame.Rect(left + pad, top, pw - 2 * pad,
                                      self.label_y - m(LABEL_H) - top), s)
        self.refocus(self.focus.current)

    def draw_content(self, surface) -> None:
        s = self.scale
        m = self.metrics
        r = self.games.rect
        pad = m.gap
        panelart.draw_panel(surface, r.inflate(2 * pad, 2 * pad), radius=m(RADIUS))
        caption = textfit.render_fit(self.fonts, _("Your last games"), r.width, m.label,
                                   palette.GOLD, "bold")
        surface.blit(caption, (r.left, self.list_caption_y))
        self.games.draw_empty(surface, self.fonts, s)
        label = textfit.render_fit(
            self.fonts,
            _("Or a transcript file (from wizard simulate --out or wizard arena --out):"),
            self.path_field.rect.width, m.body, palette.TEXT_DIM,
        )
        surface.blit(label, (r.left, self.label_y))
