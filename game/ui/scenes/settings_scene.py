"""Settings: animation speed, sound volume and mute, deck style (with a preview),
fullscreen, language and first-game tips, and the way to Accessibility (text size,
reduced motion, high contrast). Every change applies at once and is saved."""

from __future__ import annotations

import contextlib

import pygame

from game.i18n import (
    GAME_NAME,
    LANGUAGES,
    _,
    available_languages,
    current_language,
    pgettext,
    set_language,
)
from game.ui import screens
from game.ui.kit import palette, textfit
from game.ui.kit.form import Form
from game.ui.kit.widgets import Button, Choice, Slider, Toggle, draw_tooltip
from game.ui.scenes.common import MenuScreen
from game.words import deck_style_choices

PREVIEW = ("S14", "H10", "D12", "C7", "W1")


def language_available(code: str) -> bool:
    """English always; another language once its translation catalog exists."""
    return code in available_languages()


# The settings' own lengths (px at scale 1; sizing.Metrics has the shared ones).
BUTTON_W = 240
ROW_H = 60  # a row of weight 1, at most
CONTROL_H = 38  # a control, at most
SLIDER_H = 30
BESIDE_CONTROL = 14  # a control to the deck preview or the volume's per cent
DECK_W = 0.62  # the deck style's choice, of the controls' width (the preview beside it)
NOTE_TEXT = 13  # the note under a row's title
ROW_TITLE_MIN = 15  # a title shrinks to this, then its note goes to a tip
VALUE_TEXT = 17  # the volume's per cent
TIP_TEXT = 15  # a note shown as a tip


class SettingsScene(MenuScreen):
    def __init__(self, app):
        super().__init__(app)
        self.build()

    def title(self) -> str:
        return _("Settings")

    def build(self) -> None:
        st = self.app.settings
        self.speed = Choice(
            [
                ("slow", _("Slow")),
                ("normal", _("Normal")),
                ("fast", _("Fast")),
                ("instant", _("Instant")),
            ],
            st.animation_speed,
            on_change=self.set_speed,
        )
        self.volume = Slider(st.volume, on_change=self.set_volume, on_release=self.volume_done)
        self.mute = Toggle(st.muted, self.set_muted)
        self.deck = Choice(
            deck_style_choices(),
            st.deck_style,
            on_change=self.set_deck,
        )
        self.fullscreen = Toggle(st.fullscreen, self.set_fullscreen)
        codes = list(LANGUAGES)
        self.language = Choice(
            [(code, LANGUAGES[code]) for code in codes],
            current_language(),
            on_change=self.set_lang,
            disabled={c for c in codes if not language_available(c)},
            columns=4,
        )
        self.tips = Toggle(st.tips, self.set_tips)
        self.undo = Toggle(st.undo, self.set_undo)
        self.forced = Toggle(st.auto_play_forced, self.set_forced)
        self.access = Button(_("Accessibility"), self.open_accessibility)
        self.done = Button(_("Back"), self.back, style="primary")
        self.rows = [
            ("speed", self.speed),
            ("volume", self.volume),
            ("mute", self.mute),
            ("deck", self.deck),
            ("fullscreen", self.fullscreen),
            ("language", self.language),
            ("tips", self.tips),
            ("undo", self.undo),
            ("forced", self.forced),
        ]
        self.form = Form(self.rows)
        self.focus.set([w for _k, w in self.rows] + [self.access, self.done])
        self.relayout()

    def labels(self) -> dict[str, tuple[str, str]]:
        return {
            "speed": (_("Animation speed"), _("How fast cards move. Click to skip ahead.")),
            "volume": (_("Sound volume"), self._sound_note()),
            "mute": (_("Mute"), _("Silence every sound.")),
            "deck": (_("Deck style"), _("Four suits 2 to Ace, or four colours 1 to 13.")),
            "fullscreen": (_("Fullscreen"), _("F11 switches at any time.")),
            "language": (_("Language"), self._language_note()),
            "tips": (_("First-game tips"), _("Short hints the first time something happens.")),
            "undo": (
                _("Undo"),
                _("Take back your last bid or card (such games are marked)."),
            ),
            "forced": (
                _("Play forced cards"),
                _("Your only playable card is played for you."),
            ),
        }

    def _sound_note(self) -> str:
        """Without an audio device the game is silent whatever the volume says."""
        if self.app.sounds.available:
            return ""
        return _("No sound device was found: the game is silent.")

    def _language_note(self) -> str:
        if self.language.disabled:
            return _("More languages are coming.")
        return ""

    # ------------------------------------------------------------- changes
    def _save(self) -> None:
        try:
            self.app.save_settings()
        except OSError as err:
            self.app.problems.append(
                _("Your settings could not be saved ({error}).").format(error=err)
            )

    def set_speed(self, value) -> None:
        self.app.settings.animation_speed = value
        self._save()

    def set_volume(self, value: float) -> None:
        self.app.settings.volume = round(value, 2)

    def volume_done(self, value: float) -> None:
        self.app.settings.volume = round(value, 2)
        self._save()
        with contextlib.suppress(Exception):  # no audio device: stay silent
            self.app.play_sound("click")

    def set_muted(self, on: bool) -> None:
        self.app.settings.muted = on
        self._save()
        with contextlib.suppress(Exception):
            self.app.sounds  # noqa: B018 - applies the volume to the mixer at once

    def set_deck(self, value) -> None:
        self.app.settings.deck_style = value
        self._save()

    def set_fullscreen(self, on: bool) -> None:
        self.app.set_fullscreen(on)
        self._save()

    def set_lang(self, code) -> None:
        self.app.settings.language = set_language(code)
        self._save()
        with contextlib.suppress(pygame.error):
            pygame.display.set_caption(GAME_NAME)
        self.build()  # every label again, in the new language

    def open_accessibility(self) -> None:
        self.app.router.open(screens.accessibility)

    def set_tips(self, on: bool) -> None:
        self.app.settings.tips = on
        self._save()

    def set_undo(self, on: bool) -> None:
        self.app.settings.undo = on
        self._save()

    def set_forced(self, on: bool) -> None:
        self.app.settings.auto_play_forced = on
        self._save()

    # -------------------------------------------------------------- layout
    @property
    def panel(self) -> pygame.Rect:
        return self.form.panel

    @property
    def row_rects(self) -> dict[str, pygame.Rect]:
        return self.form.row_rects

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        m = self.metrics
        row = self.button_row([self.access, self.done], h - m.form_bottom, width=m(BUTTON_W))
        inner = self.form.place_panel(m, w, self.content_top, row.top, label_part=0.42)
        weights = {"deck": 1.6, "language": 1.5}
        units = sum(weights.get(k, 1.0) for k, _w in self.rows)
        unit = min(m(ROW_H), inner.height / units)
        ctl_h = min(m(CONTROL_H), int(unit * 0.72))
        heights = {key: int(unit * weights.get(key, 1.0)) for key, _w in self.rows}
        self.form.place_rows(m, heights, ctl_h)
        # The controls that do not fill their column: the slider, the deck style's
        # choice (its preview beside it) and the languages (two lines of them).
        cx, cw = self.form.control_x, self.form.control_w
        r = self.row_rects["volume"]
        self.volume.rect = pygame.Rect(cx, 0, int(cw * 0.78), min(m(SLIDER_H), ctl_h))
        self.volume.rect.centery = r.centery
        r = self.row_rects["deck"]
        self.deck.rect = pygame.Rect(cx, 0, int(cw * DECK_W), ctl_h)
        self.deck.rect.centery = r.centery
        self.preview_rect = pygame.Rect(
            self.deck.rect.right + m(BESIDE_CONTROL),
            r.top + m.nudge,
            r.right - self.deck.rect.right - m(BESIDE_CONTROL),
            r.height - m.gap_s,
        )
        r = self.row_rects["language"]
        lh = int(min(2 * ctl_h + 4, r.height - m.GAP_S * m.scale))
        self.language.rect = pygame.Rect(cx, 0, cw, lh)
        self.language.rect.centery = r.centery

    # ---------------------------------------------------------------- draw
    def draw_content(self, surface: pygame.Surface) -> None:
        m = self.metrics
        self.form.draw(surface, self.fonts, m)
        labels = self.labels()
        self.notes_in_tips = {}  # row -> its note, told on hover or focus (no room)
        for key, _widget in self.rows:
            r = self.row_rects[key]
            title, note = labels[key]
            box = self.form.label_box(m, key)
            fitted = self._fit_label(title, note, box.width, r.height - 4) if note else None
            if fitted is None and note:
                self.notes_in_tips[key] = note
            if fitted is not None:
                head, note_h = fitted
                y = r.centery - (head.get_height() + note_h) // 2
                surface.blit(head, (box.left, y))
                y += head.get_height()
                note_box = pygame.Rect(box.left, y, box.width, note_h)
                textfit.draw_text_box(
                    surface, self.fonts, note, note_box, m(NOTE_TEXT), palette.TEXT_DIM,
                    least=m(NOTE_TEXT),
                )
            else:
                textfit.draw_text_box(
                    surface,
                    self.fonts,
                    title,
                    box,
                    m.row_title,
                    palette.TEXT,
                    "bold",
                    valign="center",
                )
        # Volume in per cent beside the slider.
        v = self.volume.rect
        pct = _("{percent}%").format(percent=round(self.app.settings.volume * 100))
        silent = self.app.settings.muted or not self.app.sounds.available
        if self.app.settings.muted:
            pct = _("muted")
        if not self.app.sounds.available:
            pct = pgettext("sound", "no device")
        img = textfit.render_fit(
            self.fonts,
            pct,
            self.row_rects["volume"].right - v.right - 12,
            m(VALUE_TEXT),
            palette.TEXT_DIM if silent else palette.GOLD_LIGHT,
            "bold",
        )
        surface.blit(img, img.get_rect(midleft=(v.right + m(BESIDE_CONTROL), v.centery)))
        self._draw_preview(surface)

    def _fit_label(self, title: str, note: str, width: int, room: int):
        """A row's title and the height of its note under it, both inside ``room``
        pixels: the note wraps at the player's text size, the title shrinks (a large
        text size, a long translation)."""
        m = self.metrics
        size = m.row_title
        while True:
            head = textfit.render_fit(self.fonts, title, width, size, palette.TEXT, "bold")
            note_h = self._note_height(note, width)
            if head.get_height() + note_h <= room:
                return head, note_h
            if size <= m(ROW_TITLE_MIN):  # the title stays readable: the note goes in a tip
                return None
            size -= 1

    def draw_after(self, surface: pygame.Surface) -> None:
        """A note with no room in its row (a large text size on a small window) is
        shown as a tip while the pointer rests on the row or its control has focus."""
        for key, note in getattr(self, "notes_in_tips", {}).items():
            row = self.row_rects[key]
            widget = dict(self.rows)[key]
            if row.collidepoint(self._mouse) or widget.focused:
                # Under the upper rows: above them it covered the screen's heading.
                below = row.centery < self.panel.centery
                draw_tooltip(surface, self.fonts, note, row, self.metrics(TIP_TEXT), below)

    def _note_height(self, note: str, width: int) -> int:
        """The height the note takes at the player's text size: it is never shrunk
        (it goes in a tip when its row has no room for it)."""
        return textfit.wrapped_height(self.fonts, note, width, self.metrics(NOTE_TEXT))

    def _draw_preview(self, surface: pygame.Surface) -> None:
        r = self.preview_rect
        ch = int(r.height)
        cw = int(ch * 5 / 7)
        if cw < 8 or ch < 12:
            return
        art = self.app.card_art(cw, ch)
        step = min(int(cw * 0.62), (r.width - cw) // max(1, len(PREVIEW) - 1))
        x = r.left
        for code in PREVIEW:
            surface.blit(art.face(code), (x, r.top))
            x += step
