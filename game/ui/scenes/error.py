"""The friendly screen after an uncaught error: what happened in one sentence, that
the saved game is kept, where the log is; Back to menu, Copy details or Quit.

"Copy details" puts what a report needs on the clipboard (game.diagnostics: versions
of the game, pygame-ce, SDL and Python, the OS, the log path and the traceback) and
says so on screen; without a clipboard it says to send the log file instead."""

from __future__ import annotations

import logging

import pygame

from game.i18n import _
from game.ui import screens
from game.ui.kit import palette, panelart, textfit
from game.ui.kit.widgets import Button
from game.ui.scenes.common import MenuScreen

log = logging.getLogger("wizard")


def describe(exc: BaseException) -> str:
    """The error in a few words, for the player (the full traceback is in the log)."""
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    name = type(exc).__name__
    text = f"{name}: {text}" if text else name
    return text if len(text) <= 160 else text[:157] + "..."


# The error screen's own lengths (px at scale 1; sizing.Metrics has the shared ones).
PANEL_W = 760
PANEL_PAD = 30
BADGE_R = 26  # the red warning badge's radius
BADGE_BELOW = 18
TEXT_SIZES = {"lead": 22, "body": 18, "path": 15}
PARA_GAP = 14


class ErrorScene(MenuScreen):
    hover_focus = True

    def __init__(self, app, exc: BaseException):
        self.exc = exc
        super().__init__(app)
        self.log_path = app.dirs["log"] / "wizard.log"
        try:
            self.saved = app.savegame_path.exists()
        except OSError:
            self.saved = False
        self.menu_button = Button(_("Back to menu"), self.to_menu, style="primary")
        self.copy_button = Button(_("Copy details"), self.copy_details)
        self.quit_button = Button(_("Quit"), app.quit)
        self.focus.set([self.menu_button, self.copy_button, self.quit_button])
        self.status = ""  # the answer to "Copy details", shown under the panel
        self.status_ok = True

    def details(self) -> str:
        from game.diagnostics import crash_details

        return crash_details(self.exc, self.log_path)

    def copy_details(self) -> None:
        text = self.details()
        try:
            pygame.scrap.put_text(text)
            # Read it back (Windows hands it back with CRLF line ends).
            ok = pygame.scrap.get_text().replace("\r\n", "\n") == text
        except (pygame.error, AttributeError, NotImplementedError) as err:
            log.warning("copy to the clipboard failed: %s", err)
            ok = False
        self.status_ok = ok
        if ok:
            self.status = _("Copied. Paste the details into your report.")
        else:
            self.status = _("The clipboard is not available: please send the log file instead.")

    def title(self) -> str:
        return _("Something went wrong")

    def to_menu(self) -> None:
        self.app.router.go_to(screens.main_menu)

    def back(self) -> None:
        self.to_menu()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.focus.move(1 if event.key == pygame.K_RIGHT else -1)
            return
        super().handle_event(event)

    def texts(self) -> list[tuple[str, str]]:
        """(text, kind) paragraphs: kind is "lead", "body" or "path"."""
        out = [
            (
                _("The game ran into an unexpected problem and had to stop ({error}).").format(
                    error=describe(self.exc)
                ),
                "lead",
            )
        ]
        if self.saved:
            out.append(
                (
                    _(
                        "Your game was saved: choose Continue in the main menu to carry on "
                        "from your last move."
                    ),
                    "body",
                )
            )
        else:
            out.append((_("No game was in progress, so nothing was lost."), "body"))
        out.append(
            (
                _(
                    "The details were written to the log file below. If this keeps happening, "
                    "please send that file with your report."
                ),
                "body",
            )
        )
        out.append((str(self.log_path), "path"))
        return out

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        m = self.metrics
        pw = min(w - 80, m(PANEL_W))
        bottom = h - m.margin
        row = self.button_row([self.menu_button, self.copy_button, self.quit_button], bottom)
        self.status_y = row.top - m.gap_s  # the status line's bottom
        self.panel = pygame.Rect(0, 0, pw, row.top - m.panel_above_buttons - self.content_top)
        self.panel.midtop = (w // 2, self.content_top)

    def draw_content(self, surface: pygame.Surface) -> None:
        m = self.metrics
        panelart.draw_panel(surface, self.panel, radius=16)
        pad = m(PANEL_PAD)
        inner = self.panel.inflate(-2 * pad, -2 * pad)
        r = m(BADGE_R)
        badge_h = 2 * r + m(BADGE_BELOW)
        y = inner.top + badge_h
        paras = self.texts()
        room = inner.bottom - y
        sizes = TEXT_SIZES
        # Shrink all paragraphs together until they fit the panel.
        k = 1.0
        while True:
            blocks = []
            total = 0
            for text, kind in paras:
                style = "bold" if kind == "lead" else "regular"
                font, lines = textfit.fit_text(
                    self.fonts, text, (inner.width, 10_000), m(sizes[kind], k), style
                )
                hgt = int(len(lines) * font.get_linesize() * 1.15)
                blocks.append((font, lines, kind, hgt))
                total += hgt + m(PARA_GAP)
            if total <= room or k < 0.5:
                break
            k -= 0.06
        shift = max(0, (room - total) // 2)
        y += shift
        c = (inner.centerx, inner.top + shift + r)  # the warning badge
        pygame.draw.circle(surface, palette.BAD, c, r)
        pygame.draw.circle(surface, palette.GOLD_LIGHT, c, r, 2)
        mark = self.fonts.get(int(r * 1.4), "bold").render("!", True, palette.TEXT)
        surface.blit(mark, mark.get_rect(center=c))
        for font, lines, kind, hgt in blocks:
            color = {
                "lead": palette.TEXT, "body": palette.TEXT_DIM, "path": palette.GOLD_LIGHT
            }[kind]
            ly = y
            for line in lines:
                img = font.render(line, True, color)
                surface.blit(img, img.get_rect(midtop=(inner.centerx, ly)))
                ly += int(font.get_linesize() * 1.15)
            y += hgt + m(PARA_GAP)
        if self.status:
            color = palette.GOOD if self.status_ok else palette.GOLD_LIGHT
            img = textfit.render_fit(self.fonts, self.status, self.size[0] - 40, m.body, color)
            surface.blit(img, img.get_rect(midbottom=(self.size[0] // 2, self.status_y)))
