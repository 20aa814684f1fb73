"""The rules reference: the complete rules of the game as in-game text, illustrated
with the cards themselves, laid out for the current window size (wrapped, and the
text size follows the window), scrollable with the wheel, the keys (Up/Down, Page
Up/Down, Home/End, Space) or by dragging the scrollbar; a contents column jumps to a
section. ``RulesScene(app, section="scoring")`` opens at a section."""

from __future__ import annotations

import pygame

from game.i18n import _
from game.ui.kit import palette, panelart, sizing, textfit
from game.ui.kit.widgets import Button, ScrollView
from game.ui.scene import soonest
from game.ui.scenes.common import MenuScreen
from game.words import DeckStyle, card_phrase, suit_word


# --------------------------------------------------------------------- naming cards
def capfirst(text: str) -> str:
    return text[:1].upper() + text[1:]


# ----------------------------------------------------------------------- the text


def rules_sections(style: str) -> list[tuple[str, str, list[tuple]]]:
    """(id, heading, blocks). A block is ("p", text), ("b", text) for a bullet,
    ("cards", codes, caption, winner_index | None), ("table", header, rows) or
    ("note", text)."""
    cn = lambda code: card_phrase(code, style)  # noqa: E731
    sn = lambda suit: suit_word(suit, style)  # noqa: E731
    cc = lambda code: capfirst(card_phrase(code, style))  # noqa: E731
    # The pictures follow the deck style, so the words about them do too.
    if DeckStyle.of(style) == DeckStyle.FOUR_COLOUR:
        deck_text = _(
            "The deck has 60 cards: 52 numbered cards in four colours, from 1 (low) to "
            "13 (high), plus 4 Wizards and 4 Jesters."
        )
        deck_caption = _("One colour from low to high: 1 to 13.")
    else:
        deck_text = _(
            "The deck has 60 cards: 52 suit cards in four suits, ranked from 2 "
            "(low) to Ace (high), plus 4 Wizards and 4 Jesters."
        )
        deck_caption = _("One suit from low to high: 2 to 10, Jack, Queen, King, Ace.")
    return [
        (
            "aim",
            _("The aim of the game"),
            [
                (
                    "p",
                    _(
                        "Wizard is a trick-taking card game for 3 to 6 players. Every round, "
                        "after looking at your cards, you say how many tricks you will take. "
                        "Take exactly that many and you score; take more or fewer and you "
                        "lose points. After the last round the highest total wins."
                    ),
                ),
            ],
        ),
        (
            "deck",
            _("The deck"),
            [
                ("p", deck_text),
                ("cards", ["H2", "H7", "H10", "H11", "H12", "H13", "H14"], deck_caption, None),
                ("b", _("Wizards are the highest cards. They belong to no suit.")),
                ("b", _("Jesters are the lowest cards. They belong to no suit either.")),
                (
                    "cards",
                    ["W1", "W2", "J1", "J2"],
                    _("Two of the four Wizards and two of the four Jesters."),
                    None,
                ),
                (
                    "p",
                    _(
                        "The European edition prints the suits as four colours (blue, red, "
                        "yellow, green) numbered 1 to 13. It is the same deck: 1 to 13 is 2 to "
                        "Ace. Choose the look you like under Settings, Deck style; the rules "
                        "never change with it."
                    ),
                ),
                (
                    "cards4",
                    ["S2", "S8", "S14", "H14", "D14", "C14"],
                    _("The four-colour deck: blue 1, blue 7, blue 13 and the 13 of every colour."),
                    None,
                ),
            ],
        ),
        (
            "dealing",
            _("Players, rounds and dealing"),
            [
                (
                    "b",
                    _(
                        "3 to 6 players. The game has 60 ÷ players rounds: 20 rounds with "
                        "3 players, 15 with 4, 12 with 5 and 10 with 6."
                    ),
                ),
                (
                    "b",
                    _(
                        "In round 1 everyone gets 1 card, in round 2 two cards, and so on. "
                        "The last round deals the whole deck."
                    ),
                ),
                (
                    "b",
                    _(
                        "The first dealer is chosen by chance. The deal moves one seat "
                        "clockwise (to the left) every round."
                    ),
                ),
            ],
        ),
        (
            "trump",
            _("Trump"),
            [
                (
                    "p",
                    _(
                        "After the deal the top card of the undealt stock is turned face up. "
                        "It decides the trump suit for the round:"
                    ),
                ),
                ("b", _("A suit card: its suit is trump.")),
                ("b", _("A Jester: there is no trump this round.")),
                (
                    "b",
                    _(
                        "A Wizard: the dealer looks at their own cards and chooses the trump "
                        "suit, before anyone bids."
                    ),
                ),
                ("b", _("In the last round no stock is left, so there is no trump.")),
                (
                    "cards",
                    ["H9", "J3", "W4"],
                    _(
                        "Turned up: {card} makes {suit} trump; a Jester means no trump; a Wizard "
                        "lets the dealer choose."
                    ).format(card=cn("H9"), suit=sn("H")),
                    None,
                ),
            ],
        ),
        (
            "bidding",
            _("Bidding"),
            [
                (
                    "b",
                    _(
                        "The player left of the dealer bids first; the bidding goes "
                        "clockwise and the dealer bids last."
                    ),
                ),
                (
                    "b",
                    _(
                        "Each player bids how many tricks they will take: from 0 up to the "
                        "number of cards in hand. Every bid is public as soon as it is "
                        "made."
                    ),
                ),
                ("b", _("The bids do not have to add up to the number of tricks.")),
            ],
        ),
        (
            "tricks",
            _("Playing a trick"),
            [
                (
                    "p",
                    _(
                        "The player left of the dealer leads the first trick; the winner of a "
                        "trick leads the next. Each player in turn, clockwise, plays one card."
                    ),
                ),
                ("h2", _("The led suit")),
                ("b", _("The led suit is the suit of the first suit card played in the trick.")),
                (
                    "b",
                    _(
                        "A Jester lead sets no suit: the next card decides. A suit card "
                        "sets its suit; a Wizard frees the trick; another Jester leaves it "
                        "open."
                    ),
                ),
                (
                    "b",
                    _(
                        "When a Wizard is played before any suit card, no suit has to be "
                        "followed for the rest of that trick."
                    ),
                ),
                ("b", _("Once set, the led suit does not change within the trick.")),
                ("h2", _("Following suit")),
                (
                    "b",
                    _(
                        "If you hold a card of the led suit, you must play a card of that "
                        "suit, a Wizard or a Jester."
                    ),
                ),
                ("b", _("Wizards and Jesters may always be played.")),
                (
                    "b",
                    _("If you have no card of the led suit, you may play any card, trump or not."),
                ),
                ("h2", _("Who wins the trick")),
                (
                    "note",
                    _(
                        "1. The first Wizard played.\n2. Otherwise the highest trump.\n"
                        "3. Otherwise the highest card of the led suit.\n4. If only "
                        "Jesters were played, the first Jester (the leader)."
                    ),
                ),
            ],
        ),
        (
            "examples",
            _("Examples"),
            [
                (
                    "cards",
                    ["S5", "S12", "H3", "S14"],
                    _(
                        "Trump is {trump}. {led} is led; {small} trumps the trick, even over "
                        "{high}."
                    ).format(trump=sn("H"), led=cc("S5"), small=cn("H3"), high=cn("S14")),
                    2,
                ),
                (
                    "p",
                    _(
                        "{led} is led and you hold {follow} and {trump}: you must play "
                        "{follow} (or a Wizard or a Jester), not your trump."
                    ).format(led=cc("S5"), follow=cn("S3"), trump=cn("H9")),
                ),
                (
                    "cards",
                    ["J1", "D7", "D13", "C14"],
                    _(
                        "A Jester is led, then {card}: {suit} is now the led suit and must be "
                        "followed. With no trump in the trick, {winner} wins."
                    ).format(card=cn("D7"), suit=sn("D"), winner=cn("D13")),
                    2,
                ),
                (
                    "cards",
                    ["J2", "W1", "H14", "S2"],
                    _(
                        "A Jester is led, then a Wizard: everyone after may play anything, and "
                        "the Wizard wins."
                    ),
                    1,
                ),
                (
                    "cards",
                    ["W2", "D14", "W3", "H14"],
                    _(
                        "A Wizard is led: anything may be played, and the leader wins. A second "
                        "Wizard does not beat the first."
                    ),
                    0,
                ),
                (
                    "cards",
                    ["J3", "J4", "J1"],
                    _("Only Jesters: the first Jester, the leader's, wins."),
                    0,
                ),
            ],
        ),
        (
            "scoring",
            _("Scoring"),
            [
                (
                    "b",
                    _(
                        "Bid met exactly: 20 points, plus 10 for every trick taken. A bid "
                        "of 0 met scores 20."
                    ),
                ),
                ("b", _("Bid missed: minus 10 for every trick more or fewer than the bid.")),
                (
                    "table",
                    [_("Bid"), _("Tricks taken"), _("Points")],
                    [["4", "4", "+60"], ["5", "3", "−20"], ["0", "0", "+20"], ["0", "1", "−10"]],
                ),
                (
                    "b",
                    _(
                        "After the last round the highest total wins. Equal highest totals "
                        "share the win. Totals may be negative."
                    ),
                ),
            ],
        ),
        (
            "variants",
            _("Variants"),
            [
                (
                    "p",
                    _(
                        "Each variant is off unless you turn it on before a game, on the "
                        "New game screen."
                    ),
                ),
                ("h2", _("Plus/minus one")),
                (
                    "p",
                    _(
                        "The bids of a round may not add up to the number of tricks: the last "
                        "bidder may not make the bid that would make them equal. So at least "
                        "one player will miss."
                    ),
                ),
                ("h2", _("Hidden bids")),
                (
                    "p",
                    _(
                        "Everyone bids at once, in secret, and the bids are revealed together. "
                        "It cannot be combined with plus/minus one, which needs a last bidder: "
                        "the game refuses that combination."
                    ),
                ),
                ("h2", _("Blind first round")),
                (
                    "p",
                    _(
                        "In round 1 every player sees the other players' cards but not their "
                        "own, as if holding the card against the forehead."
                    ),
                ),
            ],
        ),
    ]


# ---------------------------------------------------------------------- the screen


# The rules screen's own lengths (px at scale 1; sizing.Metrics has the shared ones).
MARGIN = 28  # the window's sides to the panels
BOTTOM = 20  # the window's bottom to the panels; also between the two panels
SIDE_W = 250  # the contents column, at most
PANEL_PAD = 26
VIEW_INSET_Y = 14  # the text's view inside the panel, top and bottom
SCROLLBAR_ROOM = 16
SCROLL_LINE = 40  # one step of the wheel or an arrow key
TOC_CAPTION_H, TOC_ROW_H = 30, 40  # the contents' caption and rows (at most)
TOC_ABOVE_BUTTON = 14
BODY_TEXT = 19
TEXT_W = 820  # the text's column, at most
CARD_H = 118  # the example cards, at most
SECTION_GAP, SECTION_TEXT = 26, 30
RULE_H = 14  # the gold rule under a section's heading
PARA_GAP, SMALL_GAP = 10, 6
BULLET_INDENT = 26
NOTE_PAD = 14  # inside a note's box
WINS_TEXT = 13  # the "wins" tag under the winning card
FIGURE_EXTRA = 40  # a figure's box, taller than its cards (without the caption)
FIGURE_TOP = 14  # the box's top to the cards
CAPTION_BELOW_CARDS = 26
TABLE_W = 520  # a score table, at most
END_SPACE = 40  # after the last section
FADE_H = 18  # the soft fades at the view's edges


class RulesScene(MenuScreen):
    def __init__(self, app, section: str | None = None):
        super().__init__(app)
        self.view = ScrollView()
        self.items: list[tuple[int, int, object]] = []  # (y, height, painter)
        self.section_y: dict[str, int] = {}
        self.toc: list[tuple[str, Button]] = []
        self.back_button = Button(_("Back"), self.back, style="primary")
        self._start_section = section
        self._content_w = 400

    def title(self) -> str:
        return _("Rules")

    def sections(self) -> list[str]:
        return [sid for sid, _h, _b in rules_sections(self.app.settings.deck_style)]

    def scroll_to_section(self, sid: str, instant: bool = False) -> None:
        if sid in self.section_y:
            self.view.scroll_to(self.section_y[sid], instant=instant)

    def current_section(self) -> str | None:
        current = None
        for sid, y in self.section_y.items():
            if y <= self.view.target + 8:
                current = sid
        return current

    # ---------------------------------------------------------------- input
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self._mouse = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if isinstance(self.focus.current, Button) and self.focus.current.focused:
                self.focus.current.click()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.focus.handle_event(event)
            return
        if event.type == pygame.MOUSEWHEEL:
            self.view.handle_event(event)
            return
        if self.view.handle_event(event):
            return
        self.focus.handle_event(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.view.update(dt)

    def wake_in(self) -> float | None:
        """Frames while the text glides to where it was scrolled; else asleep."""
        return soonest(self.focus.wake_in(), self.view.wake_in())

    # --------------------------------------------------------------- layout
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        m = self.metrics
        margin = m(MARGIN)
        top = self.content_top
        bottom = h - m(BOTTOM)
        side_w = min(m(SIDE_W), int(w * 0.24))
        self.side = pygame.Rect(margin, top, side_w, bottom - top)
        px = self.side.right + m(BOTTOM)
        self.panel = pygame.Rect(px, top, w - margin - px, bottom - top)
        pad = m(PANEL_PAD)
        view = pygame.Rect(
            self.panel.left + pad,
            self.panel.top + m(VIEW_INSET_Y),
            self.panel.width - 2 * pad - m(SCROLLBAR_ROOM),
            self.panel.height - m(2 * VIEW_INSET_Y),
        )
        old_frac = self.view.target / self.view.max_offset if self.view.max_offset else 0.0
        self.view.rect = view
        self.view.line = m(SCROLL_LINE)
        self._build_items(view.width)
        if self._start_section:
            self.scroll_to_section(self._start_section, instant=True)
            self._start_section = None
        else:
            self.view.scroll_to(old_frac * self.view.max_offset, instant=True)
        # Contents column.
        ids_heads = [(sid, head) for sid, head, _b in rules_sections(self.app.settings.deck_style)]
        inner = self.side.inflate(-m.pad, -m.pad)
        bh = m.button_h
        self.back_button.rect = pygame.Rect(inner.left, inner.bottom - bh, inner.width, bh)
        cap = m(TOC_CAPTION_H)
        avail = self.back_button.rect.top - m(TOC_ABOVE_BUTTON) - (inner.top + cap)
        th = min(m(TOC_ROW_H), avail // max(1, len(ids_heads)))
        y = inner.top + cap
        self.toc = []
        for sid, head in ids_heads:
            b = Button(
                head,
                self._jump(sid),
                align="left",
                rect=pygame.Rect(inner.left, y, inner.width, th - 4),
                style="quiet",
                sound=False,
            )
            self.toc.append((sid, b))
            y += th
        self.toc_caption = pygame.Rect(inner.left, inner.top, inner.width, cap - m(SMALL_GAP))
        self.focus.set([b for _sid, b in self.toc] + [self.back_button])
        self.focus.focus(self.back_button)

    def _jump(self, sid: str):
        return lambda: self.scroll_to_section(sid)

    def _build_items(self, width: int) -> None:
        s = self.scale
        m = self.metrics
        fonts = self.fonts
        style = self.app.settings.deck_style
        body = max(14, m(BODY_TEXT))
        self.items = []
        self.section_y = {}
        text_w = min(width, m(TEXT_W))
        y = 0

        def add(height: int, painter) -> None:
            nonlocal y
            self.items.append((y, height, painter))
            y += height

        def text_lines(text, size, color, font_style="regular", indent=0, gap=1.32, wrap=None):
            font = fonts.get(size, font_style)
            step = int(font.get_linesize() * gap)
            for line in textfit.wrap_lines(text, font, (wrap or text_w) - indent):
                img = font.render(line, True, color)
                add(step, _Blit(img, indent))

        card_h = min(m(CARD_H), int(max(70, width / 7.2 * 7 / 5)))
        card_w = int(card_h * 5 / 7)
        for sid, heading, blocks in rules_sections(style):
            if self.items:
                y += m(SECTION_GAP)
            self.section_y[sid] = y
            hs = m(SECTION_TEXT)
            font = fonts.get(hs, "title")
            for line in textfit.wrap_lines(heading, font, text_w):
                add(int(font.get_linesize() * 1.1), _Blit(font.render(line, True, palette.GOLD), 0))
            add(m(RULE_H), _Rule(text_w))
            for block in blocks:
                kind = block[0]
                if kind == "p":
                    text_lines(block[1], body, palette.TEXT)
                    y += m(PARA_GAP)
                elif kind == "h2":
                    y += m(SMALL_GAP)
                    text_lines(block[1], int(body * 1.08), palette.GOLD_LIGHT, "bold")
                elif kind == "b":
                    font = fonts.get(body)
                    step = int(font.get_linesize() * 1.32)
                    indent = m(BULLET_INDENT)
                    lines = textfit.wrap_lines(block[1], font, text_w - indent)
                    for i, line in enumerate(lines):
                        img = font.render(line, True, palette.TEXT)
                        add(step, _Blit(img, indent, bullet=i == 0))
                    y += m(SMALL_GAP)
                elif kind == "note":
                    font = fonts.get(body, "bold")
                    step = int(font.get_linesize() * 1.35)
                    pad = m(NOTE_PAD)
                    lines = []
                    for para in block[1].split("\n"):
                        lines += textfit.wrap_lines(para, font, text_w - 2 * pad)
                    imgs = [font.render(line, True, palette.TEXT) for line in lines]
                    y += m.nudge
                    add(len(imgs) * step + 2 * pad, _Note(imgs, step, pad, text_w))
                    y += m(PARA_GAP)
                elif kind in ("cards", "cards4"):
                    codes, caption, winner = block[1], block[2], block[3]
                    n = len(codes)
                    cw, ch = card_w, card_h
                    gap = m.gap
                    if n * cw + (n - 1) * gap > text_w - 24:
                        cw = int((text_w - 24 - (n - 1) * gap) / n)
                        ch = int(cw * 7 / 5)
                    if kind == "cards4":
                        from game.ui.cardart import CardArt

                        art = CardArt(cw, ch, DeckStyle.FOUR_COLOUR)
                    else:
                        art = self.app.card_art(cw, ch)
                    faces = [art.face(c) for c in codes]
                    cfont = fonts.get(max(12, int(body * 0.88)))
                    cap_lines = textfit.wrap_lines(caption, cfont, text_w - 2 * m.gap_l)
                    cap_imgs = [cfont.render(line, True, palette.CAPTION) for line in cap_lines]
                    wins = fonts.get(max(11, m(WINS_TEXT)), "bold").render(
                        _("wins"), True, palette.TEXT_DARK
                    )
                    y += m(SMALL_GAP)
                    add(
                        ch + m(FIGURE_EXTRA) + len(cap_imgs) * int(cfont.get_linesize() * 1.2),
                        _Figure(faces, gap, winner, cap_imgs, cfont, text_w, s, wins),
                    )
                    y += m.gap
                elif kind == "table":
                    header, rows = block[1], block[2]
                    font = fonts.get(body)
                    bold = fonts.get(body, "bold")
                    rh = int(font.get_linesize() * 1.5)
                    y += m.nudge
                    add(
                        rh * (len(rows) + 1),
                        _Table(header, rows, font, bold, rh, min(text_w, m(TABLE_W))),
                    )
                    y += m.gap
        y += m(END_SPACE)
        self.view.content_height = y

    # ----------------------------------------------------------------- draw
    def draw_content(self, surface: pygame.Surface) -> None:
        m = self.metrics
        panelart.draw_panel(surface, self.side, radius=14)
        panelart.draw_panel(surface, self.panel, radius=14)
        img = textfit.render_fit(
            self.fonts,
            _("Contents").upper(),
            self.toc_caption.width,
            m.body,
            palette.GOLD,
            "bold",
        )
        surface.blit(img, img.get_rect(midleft=self.toc_caption.midleft))
        current = self.current_section()
        for sid, b in self.toc:
            if sid == current:
                mark = b.rect.inflate(0, -m.gap_s)
                pygame.draw.rect(surface, palette.ROW_CURRENT, b.rect, border_radius=8)
                pygame.draw.rect(
                    surface, palette.GOLD, (b.rect.left, mark.top, 4, mark.height), border_radius=2
                )
        view = self.view.rect
        clip = surface.get_clip()
        surface.set_clip(view.inflate(0, 0).clip(clip))
        off = int(self.view.offset)
        for y, h, painter in self.items:
            if y + h < off or y > off + view.height:
                continue
            painter(surface, view.left, view.top + y - off)
        surface.set_clip(clip)
        # Soft fades at the top and bottom edges hint that there is more.
        fade = m(FADE_H)
        for edge, show in ((0, off > 0), (1, off < self.view.max_offset - 1)):
            if not show:
                continue
            grad = pygame.Surface((view.width, fade), pygame.SRCALPHA)
            for i in range(fade):
                a = int(200 * (1 - i / fade))
                row = i if edge == 0 else fade - 1 - i
                pygame.draw.line(grad, (*palette.PANEL, a), (0, row), (view.width, row))
            surface.blit(grad, (view.left, view.top if edge == 0 else view.bottom - fade))
        self.view.draw_scrollbar(surface)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        # TOC buttons are quiet; label them with left alignment for a list look.


class _Blit:
    def __init__(self, img: pygame.Surface, indent: int, bullet: bool = False):
        self.img = img
        self.indent = indent
        self.bullet = bullet

    def __call__(self, surface, x, y):
        surface.blit(self.img, (x + self.indent, y))
        if self.bullet:
            r = max(3, self.img.get_height() // 7)
            pygame.draw.circle(
                surface, palette.GOLD, (x + self.indent // 2 - 2, y + self.img.get_height() // 2), r
            )


class _Rule:
    def __init__(self, width: int):
        self.width = width

    def __call__(self, surface, x, y):
        pygame.draw.line(surface, palette.GOLD_DARK, (x, y + 4), (x + self.width, y + 4), 2)


class _Note:
    def __init__(self, imgs, step, pad, width):
        self.imgs, self.step, self.pad, self.width = imgs, step, pad, width

    def __call__(self, surface, x, y):
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
    def __init__(self, faces, gap, winner, caps, cfont, width, s, wins):
        self.faces, self.gap, self.winner = faces, gap, winner
        self.caps, self.cfont, self.width, self.s, self.wins = caps, cfont, width, s, wins

    def __call__(self, surface, x, y):
        m = sizing.Metrics(self.s, cut=True)
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
    def __init__(self, header, rows, font, bold, rh, width):
        self.header, self.rows, self.font, self.bold = header, rows, font, bold
        self.rh, self.width = rh, width

    def __call__(self, surface, x, y):
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
                if r and c == cols - 1:
                    color = palette.GOOD if text.startswith("+") else palette.BAD
                img = font.render(text, True, color)
                cell = pygame.Rect(x + int(c * cw), ry, int(cw), self.rh)
                if img.get_width() > cell.width - 8:
                    img = pygame.transform.smoothscale_by(img, (cell.width - 8) / img.get_width())
                surface.blit(img, img.get_rect(center=cell.center))
