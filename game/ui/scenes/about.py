"""About Wizard (from the main menu): the version and what it runs on, where the
player's files live (settings, saved game and statistics, logs) and the licences of
the bundled fonts and sounds (in full in assets/LICENSES.md). "Copy details" puts the
versions and folders on the clipboard for a report."""

from __future__ import annotations

import pygame

from game.i18n import GAME_NAME, _
from game.ui.kit import palette, panelart, textfit
from game.ui.kit.widgets import Button
from game.ui.scenes.common import MenuScreen

# (kind, label, text): "head" = section caption, "row" = label + value,
# "path" = label + a folder, "para" = a sentence over the whole width.
Line = tuple[str, str, str]


# The About screen's own lengths (px at scale 1; sizing.Metrics has the shared ones).
PANEL_W = 900
PANEL_INSET = (56, 40)  # the panel's width and height less its text area's
TEXT = 15  # headings, paragraphs and folders
ROW_TEXT = 17  # the values beside the labels
PATH_MIN = 11  # a folder shrinks to this before it wraps
HEAD_GAP, ROW_GAP = 14, 5  # space above a heading, above a row
UNDERLINE_LIFT = 3  # a heading's rule, up into its line's descent


class AboutScene(MenuScreen):
    hover_focus = True

    def __init__(self, app):
        super().__init__(app)
        self.back_button = Button(_("Back"), self.back, style="primary")
        self.copy_button = Button(_("Copy details"), self.copy_details)
        self.focus.set([self.back_button, self.copy_button])
        self.status = ""
        self.status_ok = True
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.status_y = 0

    def title(self) -> str:
        return _("About {game}").format(game=GAME_NAME)

    # ------------------------------------------------------------------ content
    def versions(self) -> tuple[str, str]:
        from game.diagnostics import version_lines

        lines = version_lines()  # "wizard 0.1.0", "pygame-ce ... (SDL ...)", "Python ..."
        game = lines[0].replace("wizard", GAME_NAME, 1)
        return game, " · ".join(lines[1:])

    def licences_file(self) -> str:
        from game.assets import asset_path

        return str(asset_path("LICENSES.md"))

    def lines(self) -> list[Line]:
        dirs = self.app.dirs
        game, runtime = self.versions()
        return [
            ("head", "", _("Version")),
            ("row", game, runtime),
            ("head", "", _("Your files")),
            ("path", _("Settings"), str(dirs["config"])),
            ("path", _("Saved game and statistics"), str(dirs["data"])),
            ("path", _("Logs"), str(dirs["log"])),
            ("para", "", _("To start from scratch, quit the game and delete these folders.")),
            ("head", "", _("Licences")),
            ("row", GAME_NAME, _("Free software under the MIT licence.")),
            (
                "row",
                _("Fonts"),
                _(
                    "DejaVu Sans and DejaVu Serif: Bitstream Vera licence, the DejaVu "
                    "changes are in the public domain."
                ),
            ),
            (
                "row",
                _("Sounds and pictures"),
                _("Made by the game's own code (sounds, icon, cards): MIT licence."),
            ),
            ("path", _("Full texts"), self.licences_file()),
        ]

    def copy_details(self) -> None:
        from game.diagnostics import crash_details

        dirs = self.app.dirs
        text = crash_details(None, dirs["log"] / "wizard.log")
        text += "".join(f"{name}: {dirs[name]}\n" for name in ("config", "data"))
        try:
            pygame.scrap.put_text(text)
            ok = pygame.scrap.get_text().replace("\r\n", "\n") == text
        except (pygame.error, AttributeError, NotImplementedError):
            ok = False
        self.status_ok = ok
        self.status = (
            _("Copied. Paste the details into your report.")
            if ok
            else _("The clipboard is not available here.")
        )

    # ------------------------------------------------------------------- input
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.focus.move(1 if event.key == pygame.K_RIGHT else -1)
            return
        super().handle_event(event)

    # ------------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        m = self.metrics
        row = self.button_row([self.back_button, self.copy_button], h - m.margin)
        self.status_y = row.top - m.gap_s
        pw = min(w - 80, m(PANEL_W))
        self.panel = pygame.Rect(0, 0, pw, row.top - m.panel_above_buttons - self.content_top)
        self.panel.midtop = (w // 2, self.content_top)

    def _blocks(self, inner: pygame.Rect, k: float):
        """Each line's fonts and wrapped text at size factor ``k``; and the total height."""
        m = self.metrics
        label_w = int(inner.width * 0.32)
        value_w = inner.width - label_w - m.gap_l
        out, total = [], 0
        for kind, label, text in self.lines():
            if kind == "head":
                font, wrapped = textfit.fit_text(
                    self.fonts, text.upper(), (inner.width, 10_000), m(TEXT, k), "bold"
                )
                gap_before = m(HEAD_GAP, k) if out else 0
            elif kind == "para":
                font, wrapped = textfit.fit_text(
                    self.fonts, text, (inner.width, 10_000), m(TEXT, k)
                )
                gap_before = m(m.HAIR, k)
            elif kind == "path":  # one line if it can be (a folder cut in two misleads)
                size = m(TEXT, k)
                while size > m(PATH_MIN) and self.fonts.get(size).size(text)[0] > value_w:
                    size -= 1
                font, wrapped = textfit.fit_text(self.fonts, text, (value_w, 10_000), size)
                gap_before = m(ROW_GAP, k)
            else:
                size = m(ROW_TEXT, k)
                font, wrapped = textfit.fit_text(self.fonts, text, (value_w, 10_000), size)
                gap_before = m(ROW_GAP, k)
            lfont, lwrapped = (None, [])
            if label:
                lfont, lwrapped = textfit.fit_text(
                    self.fonts, label, (label_w, 10_000), m(m.BODY, k), "bold"
                )
            step = int(font.get_linesize() * 1.15)
            lstep = int(lfont.get_linesize() * 1.15) if lfont else 0
            height = max(step * len(wrapped), lstep * len(lwrapped))
            out.append((kind, lfont, lwrapped, lstep, font, wrapped, step, gap_before, height))
            total += gap_before + height
        return out, total, label_w

    def draw_content(self, surface: pygame.Surface) -> None:
        m = self.metrics
        panelart.draw_panel(surface, self.panel, radius=16)
        inner = self.panel.inflate(-m(PANEL_INSET[0]), -m(PANEL_INSET[1]))
        k = 1.0  # shrink everything together until it fits the panel
        while True:
            blocks, total, label_w = self._blocks(inner, k)
            if total <= inner.height or k < 0.55:
                break
            k -= 0.05
        y = inner.top + max(0, (inner.height - total) // 2)
        colors = {"head": palette.GOLD, "para": palette.TEXT_DIM, "row": palette.TEXT}
        for kind, lfont, lwrapped, lstep, font, wrapped, step, gap, height in blocks:
            y += gap
            x = inner.left if kind in ("head", "para") else inner.left + label_w + m.gap_l
            color = palette.GOLD_LIGHT if kind == "path" else colors[kind]
            for n, line in enumerate(lwrapped):
                img = lfont.render(line, True, palette.TEXT_DIM)
                surface.blit(img, (inner.left, y + n * lstep))
            for n, line in enumerate(wrapped):
                img = font.render(line, True, color)
                surface.blit(img, (x, y + n * step))
            if kind == "head":
                ly = y + step * len(wrapped) - m(UNDERLINE_LIFT)
                pygame.draw.line(surface, palette.GOLD_DARK, (inner.left, ly), (inner.right, ly))
            y += height
        if self.status:
            color = palette.GOOD if self.status_ok else palette.GOLD_LIGHT
            img = textfit.render_fit(self.fonts, self.status, self.size[0] - 40, m.body, color)
            surface.blit(img, img.get_rect(midbottom=(self.size[0] // 2, self.status_y)))
