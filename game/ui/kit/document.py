"""A long text for a scrolling view: typed blocks (headings, paragraphs, bullets,
notes, rows of cards, tables) laid out for one width into painters at heights, and
drawn clipped to a ``ScrollView`` with soft fades at its edges.

It knows nothing of what the text says (the rules screen is one user); lengths are
px at scale 1, taken through the screen's ``sizing.Metrics``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

import pygame

from game.i18n import _
from game.ui.kit import palette, sizing, textfit, typeface
from game.ui.kit.widgets import ScrollView

# The layout's lengths (px at scale 1).
BODY_TEXT = 19
TEXT_W = 820  # the text's column, at most
CARD_H = 118  # a row's cards, at most
SECTION_GAP, SECTION_TEXT = 26, 30
RULE_H = 14  # the gold rule under a heading
PARA_GAP, SMALL_GAP = 10, 6
BULLET_INDENT = 26
NOTE_PAD = 14  # inside a note's box
WINS_TEXT = 13  # the "wins" tag under the winning card
FIGURE_EXTRA = 40  # a card row's box, taller than its cards (without the caption)
FIGURE_TOP = 14  # the box's top to the cards
CAPTION_BELOW_CARDS = 26
TABLE_W = 520  # a table, at most
END_SPACE = 40  # after the last block
FADE_H = 18  # the soft fades at the view's edges


# ------------------------------------------------------------------- the blocks
@dataclass(frozen=True)
class Heading:
    """A section's heading over a gold rule; ``anchor`` names the place to jump to."""

    text: str
    anchor: str


@dataclass(frozen=True)
class Subheading:
    text: str


@dataclass(frozen=True)
class Paragraph:
    text: str


@dataclass(frozen=True)
class Bullet:
    text: str


@dataclass(frozen=True)
class Note:
    """A boxed note in bold; each line of ``text`` starts a new line."""

    text: str


@dataclass(frozen=True)
class CardRow:
    """Cards in a row on a felt box with a caption; ``winner`` (an index) is ringed
    and tagged. ``deck``: a deck style for these cards alone (None: the player's)."""

    codes: tuple[str, ...]
    caption: str
    winner: int | None = None
    deck: str | None = None


@dataclass(frozen=True)
class Table:
    """A striped table; ``signed_last``: the last column's numbers are coloured good
    when they start with "+", bad otherwise."""

    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    signed_last: bool = False


Block = Heading | Subheading | Paragraph | Bullet | Note | CardRow | Table


class Faces(Protocol):
    def face(self, code: str) -> pygame.Surface: ...


# (width, height, deck style or None for the player's) -> card faces at that size.
CardArtFor = Callable[[int, int, str | None], Faces]
Painter = Callable[[pygame.Surface, int, int], None]


# ------------------------------------------------------------------- the layout
@dataclass
class Laid:
    """Blocks laid out for one width: (y, height, painter) top to bottom, each
    heading's anchor at its y, and the whole height."""

    items: list[tuple[int, int, Painter]] = field(default_factory=list)
    anchors: dict[str, int] = field(default_factory=dict)
    height: int = 0

    def draw(self, surface: pygame.Surface, view: ScrollView, m: sizing.Metrics) -> None:
        """The painters within ``view`` (shifted by its offset), the fades and the bar."""
        rect = view.rect
        clip = surface.get_clip()
        surface.set_clip(rect.clip(clip))
        off = int(view.offset)
        for y, h, painter in self.items:
            if y + h < off or y > off + rect.height:
                continue
            painter(surface, rect.left, rect.top + y - off)
        surface.set_clip(clip)
        # Soft fades at the top and bottom edges hint that there is more.
        fade = m(FADE_H)
        for edge, show in ((0, off > 0), (1, off < view.max_offset - 1)):
            if not show:
                continue
            grad = pygame.Surface((rect.width, fade), pygame.SRCALPHA)
            for i in range(fade):
                a = int(200 * (1 - i / fade))
                row = i if edge == 0 else fade - 1 - i
                pygame.draw.line(grad, (*palette.PANEL, a), (0, row), (rect.width, row))
            surface.blit(grad, (rect.left, rect.top if edge == 0 else rect.bottom - fade))
        view.draw_scrollbar(surface)


def lay_out(
    blocks: Sequence[Block],
    width: int,
    fonts: typeface.Fonts,
    m: sizing.Metrics,
    card_art: CardArtFor,
) -> Laid:
    """``blocks`` wrapped to ``width`` (the text's column at most ``TEXT_W``)."""
    return _Layout(width, fonts, m, card_art).run(blocks)


class _Layout:
    def __init__(self, width: int, fonts: typeface.Fonts, m: sizing.Metrics, card_art: CardArtFor):
        self.fonts, self.m, self.card_art = fonts, m, card_art
        self.out = Laid()
        self.y = 0
        self.body = max(14, m(BODY_TEXT))
        self.text_w = min(width, m(TEXT_W))
        self.card_h = min(m(CARD_H), int(max(70, width / 7.2 * 7 / 5)))
        self.card_w = int(self.card_h * 5 / 7)

    def run(self, blocks: Sequence[Block]) -> Laid:
        for block in blocks:
            self.block(block)
        self.y += self.m(END_SPACE)
        self.out.height = self.y
        return self.out

    def add(self, height: int, painter: Painter) -> None:
        self.out.items.append((self.y, height, painter))
        self.y += height

    def lines(self, text: str, size: int, color, style: str = "regular", indent: int = 0,
              gap: float = 1.32, bullet: bool = False) -> None:
        font = self.fonts.get(size, style)
        step = int(font.get_linesize() * gap)
        for i, line in enumerate(textfit.wrap_lines(text, font, self.text_w - indent)):
            self.add(step, TextLine(font.render(line, True, color), indent, bullet and i == 0))

    def block(self, block: Block) -> None:
        m, body = self.m, self.body
        match block:
            case Heading(text, anchor):
                if self.out.items:
                    self.y += m(SECTION_GAP)
                self.out.anchors[anchor] = self.y
                self.lines(text, m(SECTION_TEXT), palette.GOLD, "title", gap=1.1)
                self.add(m(RULE_H), _Rule(self.text_w))
            case Paragraph(text):
                self.lines(text, body, palette.TEXT)
                self.y += m(PARA_GAP)
            case Subheading(text):
                self.y += m(SMALL_GAP)
                self.lines(text, int(body * 1.08), palette.GOLD_LIGHT, "bold")
            case Bullet(text):
                self.lines(text, body, palette.TEXT, indent=m(BULLET_INDENT), bullet=True)
                self.y += m(SMALL_GAP)
            case Note(text):
                self.note(text)
            case CardRow():
                self.card_row(block)
            case Table(header, rows, signed):
                font = self.fonts.get(body)
                rh = int(font.get_linesize() * 1.5)
                self.y += m.nudge
                width = min(self.text_w, m(TABLE_W))
                bold = self.fonts.get(body, "bold")
                self.add(rh * (len(rows) + 1), _Table(header, rows, signed, font, bold, rh, width))
                self.y += m.gap

    def note(self, text: str) -> None:
        font = self.fonts.get(self.body, "bold")
        step = int(font.get_linesize() * 1.35)
        pad = self.m(NOTE_PAD)
        lines: list[str] = []
        for para in text.split("\n"):
            lines += textfit.wrap_lines(para, font, self.text_w - 2 * pad)
        imgs = [font.render(line, True, palette.TEXT) for line in lines]
        self.y += self.m.nudge
        self.add(len(imgs) * step + 2 * pad, _Note(imgs, step, pad, self.text_w))
        self.y += self.m(PARA_GAP)

    def card_row(self, row: CardRow) -> None:
        m, fonts, text_w = self.m, self.fonts, self.text_w
        n = len(row.codes)
        cw, ch = self.card_w, self.card_h
        gap = m.gap
        if n * cw + (n - 1) * gap > text_w - 24:  # narrower cards when a row is too wide
            cw = int((text_w - 24 - (n - 1) * gap) / n)
            ch = int(cw * 7 / 5)
        art = self.card_art(cw, ch, row.deck)
        faces = [art.face(c) for c in row.codes]
        cfont = fonts.get(max(12, int(self.body * 0.88)))
        cap_lines = textfit.wrap_lines(row.caption, cfont, text_w - 2 * m.gap_l)
        caps = [cfont.render(line, True, palette.CAPTION) for line in cap_lines]
        wins = fonts.get(max(11, m(WINS_TEXT)), "bold").render(_("wins"), True, palette.TEXT_DARK)
        self.y += m(SMALL_GAP)
        height = ch + m(FIGURE_EXTRA) + len(caps) * int(cfont.get_linesize() * 1.2)
        self.add(height, _Figure(faces, gap, row.winner, caps, cfont, text_w, m, wins))
        self.y += m.gap


# ----------------------------------------------------------------- the painters
class TextLine:
    """One wrapped line of text, indented; a bullet's first line has the dot."""

    def __init__(self, img: pygame.Surface, indent: int, bullet: bool = False):
        self.img = img
        self.indent = indent
        self.bullet = bullet

    def __call__(self, surface: pygame.Surface, x: int, y: int) -> None:
        surface.blit(self.img, (x + self.indent, y))
        if self.bullet:
            r = max(3, self.img.get_height() // 7)
            pygame.draw.circle(
                surface, palette.GOLD, (x + self.indent // 2 - 2, y + self.img.get_height() // 2), r
            )


class _Rule:
    def __init__(self, width: int):
        self.width = width

    def __call__(self, surface: pygame.Surface, x: int, y: int) -> None:
        pygame.draw.line(surface, palette.GOLD_DARK, (x, y + 4), (x + self.width, y + 4), 2)


class _Note:
    def __init__(self, imgs, step, pad, width):
        self.imgs, self.step, self.pad, self.width = imgs, step, pad, width

    def __call__(self, surface: pygame.Surface, x: int, y: int) -> None:
        box = pygame.Rect(x, y, self.width, len(self.imgs) * self.step + 2 * self.pad)
        pygame.draw.rect(surface, palette.NOTE_BOX, box, border_radius=10)
        pygame.draw.rect(surface, palette.GOLD_DARK, box, 2, border_radius=10)
        pygame.draw.rect(
            surface, palette.GOLD, (box.left, box.top + 8, 5, box.height - 16), border_radius=2
        )
        ty = y + self.pad
        for img in self.imgs:
            surface.blit(img, (x + self.pad + 6, ty))
            ty += self.step


class _Figure:
    def __init__(self, faces, gap, winner, caps, cfont, width, m: sizing.Metrics, wins):
        self.faces, self.gap, self.winner = faces, gap, winner
        self.caps, self.cfont, self.width, self.m, self.wins = caps, cfont, width, m, wins

    def __call__(self, surface: pygame.Surface, x: int, y: int) -> None:
        m = self.m
        cw, ch = self.faces[0].get_size()
        n = len(self.faces)
        row_w = n * cw + (n - 1) * self.gap
        step_cap = int(self.cfont.get_linesize() * 1.2)
        box = pygame.Rect(x, y, self.width, ch + m(FIGURE_EXTRA) + len(self.caps) * step_cap)
        pygame.draw.rect(surface, palette.FELT_INSET, box, border_radius=12)
        pygame.draw.rect(surface, palette.FELT_INSET_EDGE, box, 1, border_radius=12)
        cx = x + (self.width - row_w) // 2
        top = y + m(FIGURE_TOP)
        for i, face in enumerate(self.faces):
            px = cx + i * (cw + self.gap)
            shadow = pygame.Rect(px + 3, top + 4, cw, ch)
            pygame.draw.rect(surface, palette.DROP, shadow, border_radius=max(4, cw // 12))
            surface.blit(face, (px, top))
            if self.winner == i:
                ring = pygame.Rect(px, top, cw, ch).inflate(8, 8)
                pygame.draw.rect(
                    surface, palette.GOLD_LIGHT, ring, 3, border_radius=max(6, cw // 10)
                )
                tag = self.wins.get_rect(midtop=(px + cw // 2, top + ch + 6))
                pill = tag.inflate(14, 4)
                pygame.draw.rect(surface, palette.GOLD, pill, border_radius=pill.height // 2)
                surface.blit(self.wins, tag)
        ty = top + ch + m(CAPTION_BELOW_CARDS)
        for img in self.caps:
            surface.blit(img, img.get_rect(midtop=(x + self.width // 2, ty)))
            ty += step_cap


class _Table:
    def __init__(self, header, rows, signed_last, font, bold, rh, width):
        self.header, self.rows, self.signed_last = header, rows, signed_last
        self.font, self.bold, self.rh, self.width = font, bold, rh, width

    def __call__(self, surface: pygame.Surface, x: int, y: int) -> None:
        cols = len(self.header)
        cw = self.width / cols
        for r, row in enumerate([self.header, *self.rows]):
            ry = y + r * self.rh
            rect = pygame.Rect(x, ry, self.width, self.rh)
            if r == 0:
                pygame.draw.rect(surface, palette.ROW_HEAD, rect, border_radius=6)
            elif r % 2:
                pygame.draw.rect(surface, palette.ROW_STRIPE, rect, border_radius=6)
            for c, text in enumerate(row):
                font = self.bold if r == 0 else self.font
                color = palette.GOLD_LIGHT if r == 0 else palette.TEXT
                if r and c == cols - 1 and self.signed_last:
                    color = palette.GOOD if text.startswith("+") else palette.BAD
                img = font.render(text, True, color)
                cell = pygame.Rect(x + int(c * cw), ry, int(cw), self.rh)
                if img.get_width() > cell.width - 8:
                    img = pygame.transform.smoothscale_by(img, (cell.width - 8) / img.get_width())
                surface.blit(img, img.get_rect(center=cell.center))
