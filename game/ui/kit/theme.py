"""Colours, bundled fonts and text helpers shared by every scene.

Fonts are always the bundled TTFs loaded with ``pygame.font.Font(path)``: SysFont
fails in frozen apps. Text that must fit a box wraps, then shrinks; a description
never shrinks below the player's text size (``least``): its screen makes room for it
(``wrapped_height``) or shows it elsewhere.
"""

from __future__ import annotations

import pygame

from game.assets import asset_path
from game.ui.memory import LRU

# Palette: a deep green felt table with warm gold accents.
FELT = (18, 84, 56)
FELT_DARK = (10, 52, 35)
FELT_LIGHT = (34, 112, 76)
PANEL = (16, 28, 36)
PANEL_BORDER = (196, 160, 82)
TEXT = (240, 236, 224)
TEXT_DIM = (170, 176, 168)
TEXT_DARK = (24, 28, 32)
GOLD = (232, 190, 90)
ACCENT = (92, 170, 240)
GOOD = (110, 200, 120)
BAD = (232, 96, 84)
BUTTON = (44, 70, 92)
BUTTON_HOVER = (60, 96, 126)
BUTTON_PRESSED = (34, 54, 72)
BUTTON_DISABLED = (52, 58, 62)
SHADOW = (0, 0, 0, 90)

FONT_FILES = {
    "regular": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "title": "DejaVuSerif-Bold.ttf",
}


# Tests and the self-test read the screen's texts: when set, called with
# (text, surface) for every line of text rendered through ``Fonts`` (game.devtools.robot).
text_listener = None


class _Font(pygame.font.Font):
    """A bundled font that tells ``text_listener`` what it renders."""

    def render(self, text, *args, **kwargs):  # noqa: D102 - pygame's signature
        surf = super().render(text, *args, **kwargs)
        if text_listener is not None:
            text_listener(text, surf)
        return surf


# The player's text size (Settings): every font is this much larger. Layouts ask for
# the sizes they were designed with; ``Fonts.get`` applies the step, and the fitting
# helpers below shrink a text again only where its box has no room.
TEXT_SCALES = {"normal": 1.0, "large": 1.15, "larger": 1.3}


TEXT_SCALE_FULL_UP_TO = 24  # px: bigger text (headings) grows by what 24 px text grows


def text_scale(step: str) -> float:
    return TEXT_SCALES.get(step, 1.0)


def scaled_text_size(size: int, scale: float) -> int:
    """``size`` at the player's text size: body text grows by ``scale``; headings
    are large already and grow by the same pixels as 24 px text (they keep fitting
    their lines)."""
    return round(size + min(size, TEXT_SCALE_FULL_UP_TO) * (scale - 1))


FONT_SIZES = 96  # fonts (style, pixel size) kept loaded


class Fonts:
    """Font objects by (style, pixel size), loaded once. ``text_scale`` is the
    player's text size step (1.0 = as designed)."""

    def __init__(self, text_scale: float = 1.0) -> None:
        # Each window size and text size asks for its own pixel sizes: the most
        # recently used stay loaded (one screen uses about 36).
        self._cache = LRU(limit=FONT_SIZES)
        self.text_scale = text_scale

    def get(self, size: int, style: str = "regular") -> pygame.font.Font:
        size = max(6, scaled_text_size(int(size), self.text_scale))
        key = (style, size)
        font = self._cache.get(key)
        if font is None:
            font = _Font(str(asset_path("fonts", FONT_FILES[style])), size)
            self._cache.put(key, font)
        return font


def wrap_lines(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Greedy word wrap; a word longer than the width is broken inside.

    Linear in the length of the text: a long word is cut using the glyph advances
    measured once (``font.metrics``), not by re-measuring ever shorter prefixes."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if font.size(candidate)[0] <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            pieces = _break_word(word, font, width)
            lines.extend(pieces[:-1])
            line = pieces[-1]
        lines.append(line)
    return lines


def _break_word(word: str, font: pygame.font.Font, width: int) -> list[str]:
    """``word`` in pieces that fit ``width`` (all but the last end in a hyphen)."""
    if len(word) <= 1 or font.size(word)[0] <= width:
        return [word]
    advances = _advances(word, font)
    hyphen = font.size("-")[0]
    remaining = sum(advances)
    pieces: list[str] = []
    start, n = 0, len(word)
    while start < n:
        if remaining <= width and font.size(word[start:])[0] <= width:
            pieces.append(word[start:])
            break
        used, end = 0, start
        while end < n and used + advances[end] <= width - hyphen:
            used += advances[end]
            end += 1
        end = max(end, start + 1)  # always make progress
        while end > start + 1 and font.size(word[start:end] + "-")[0] > width:
            end -= 1  # kerning made it a little wider than the advances said
        pieces.append(word[start:end] + "-")
        remaining -= sum(advances[start:end])
        start = end
    return pieces


def _advances(word: str, font: pygame.font.Font) -> list[int]:
    """Each character's horizontal advance, measured once."""
    out: list[int] = []
    try:
        metrics = font.metrics(word)
    except (pygame.error, UnicodeError, ValueError):
        metrics = [None] * len(word)
    if len(metrics) != len(word):  # e.g. characters outside the basic plane
        metrics = [None] * len(word)
    cache: dict[str, int] = {}
    for ch, m in zip(word, metrics, strict=True):
        if m is not None:
            out.append(m[4])
        else:
            if ch not in cache:
                cache[ch] = font.size(ch)[0]
            out.append(cache[ch])
    return out


def _real(fonts: Fonts, size: int) -> int:
    """The pixel size ``fonts.get(size)`` gives at the player's text size: the floors
    of the fitting helpers are in real pixels, so a larger text size never leaves a
    text bigger than its box where the normal size would have fitted."""
    return scaled_text_size(size, getattr(fonts, "text_scale", 1.0))


def fit_text(
    fonts: Fonts,
    text: str,
    box: tuple[int, int],
    size: int,
    style: str = "regular",
    min_size: int = 10,
    line_gap: float = 1.15,
    least: int | None = None,
) -> tuple[pygame.font.Font, list[str]]:
    """The largest font (≤ ``size``) whose wrapped lines fit ``box``, and those lines.
    ``least``: a size (as designed) the text never shrinks below, at the player's
    text size: a description keeps the size the player chose, and its screen makes
    the room (``wrapped_height``) or shows it elsewhere."""
    width, height = box
    while True:
        font = fonts.get(size, style)
        lines = wrap_lines(text, font, width)
        total = int(len(lines) * font.get_linesize() * line_gap)
        widest = max((font.size(line)[0] for line in lines), default=0)
        if (total <= height and widest <= width) or _real(fonts, size) <= min_size:
            return font, lines
        if least is not None and size <= least:
            return font, lines
        size -= 1


def wrapped_height(
    fonts: Fonts, text: str, width: int, size: int, style: str = "regular",
    line_gap: float = 1.15,
) -> int:
    """The height ``text`` takes wrapped to ``width`` at ``size`` (not shrunk): the
    room a layout gives a description that must keep the player's text size."""
    font = fonts.get(size, style)
    return int(len(wrap_lines(text, font, max(1, width))) * font.get_linesize() * line_gap)


def draw_text_box(
    surface: pygame.Surface,
    fonts: Fonts,
    text: str,
    rect: pygame.Rect,
    size: int,
    color=TEXT,
    style: str = "regular",
    align: str = "left",
    valign: str = "top",
    line_gap: float = 1.15,
    least: int | None = None,
) -> list[pygame.Rect]:
    """Draw wrapped, shrink-to-fit text inside ``rect``; returns each line's rect.
    ``least``: as ``fit_text``'s (a description: ``least=size``, never shrunk)."""
    font, lines = fit_text(fonts, text, rect.size, size, style, line_gap=line_gap, least=least)
    step = int(font.get_linesize() * line_gap)
    total = step * len(lines)
    y = rect.top
    if valign == "center":
        y = rect.centery - total // 2
    elif valign == "bottom":
        y = rect.bottom - total
    rects = []
    for line in lines:
        img = font.render(line, True, color)
        r = img.get_rect()
        if align == "center":
            r.midtop = (rect.centerx, y)
        elif align == "right":
            r.topright = (rect.right, y)
        else:
            r.topleft = (rect.left, y)
        surface.blit(img, r)
        rects.append(r)
        y += step
    return rects


LABEL_INSET = 0.24  # a label's room to its box's side edges, of the box's height
LABEL_INSET_LEAST = 6  # px


def label_inset(height: int) -> int:
    """The room kept between a label and each side of its box (a button, a segment):
    a label shrunk to fit never touches the edges, and has the same room both sides."""
    return max(LABEL_INSET_LEAST, round(height * LABEL_INSET))


def render_fit(
    fonts: Fonts, text: str, max_width: int, size: int, color=TEXT, style: str = "regular"
) -> pygame.Surface:
    """One line of text, shrunk until it is at most ``max_width`` wide."""
    while True:
        font = fonts.get(size, style)
        if font.size(text)[0] <= max_width or _real(fonts, size) <= 8:
            return font.render(text, True, color)
        size -= 1


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    color=PANEL,
    border=PANEL_BORDER,
    radius: int = 12,
    alpha: int = 235,
    shadow: bool = True,
) -> None:
    """A rounded, slightly transparent panel with a thin gold border and soft shadow."""
    # Built once per look and size: a window-sized panel costs milliseconds to draw.
    key = (rect.size, tuple(color), tuple(border) if border else None, radius, alpha)
    if shadow:
        sh = _PANEL_CACHE.get(("shadow", rect.size, radius))
        if sh is None:
            sh = pygame.Surface((rect.width + 12, rect.height + 12), pygame.SRCALPHA)
            for i in range(6):
                pygame.draw.rect(
                    sh,
                    (*DROP, 18),
                    sh.get_rect().inflate(-2 * i, -2 * i),
                    border_radius=radius + 6,
                )
            _cache_panel(("shadow", rect.size, radius), sh)
        surface.blit(sh, (rect.x - 3, rect.y + 2))
    panel = _PANEL_CACHE.get(key)
    if panel is None:
        panel = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (*color, alpha), panel.get_rect(), border_radius=radius)
        if border:
            pygame.draw.rect(panel, border, panel.get_rect(), width=2, border_radius=radius)
        _cache_panel(key, panel)
    surface.blit(panel, rect)


# The panels drawn lately, least recently used forgotten first: within three windows'
# worth of pixels (a panel and its shadow each), and at least PANEL_CACHE_MIN_PIXELS.
PANEL_CACHE_WINDOWS = 3
PANEL_CACHE_MIN_PIXELS = 2_000_000
_PANEL_CACHE = LRU(budget=PANEL_CACHE_MIN_PIXELS, weigh=lambda s: s.get_width() * s.get_height())


def _cache_panel(key: tuple, surf: pygame.Surface) -> None:
    """Keep ``surf`` within the budget of the window's size now (it changes with every
    resize, and old sizes' panels go first)."""
    window = pygame.display.get_surface()
    area = window.get_width() * window.get_height() if window is not None else 0
    _PANEL_CACHE.budget = max(PANEL_CACHE_MIN_PIXELS, PANEL_CACHE_WINDOWS * area)
    _PANEL_CACHE.put(key, surf)


def felt_background(size: tuple[int, int]) -> pygame.Surface:
    """The table: a felt gradient with a soft vignette, drawn at the window size."""
    w, h = size
    surf = pygame.Surface(size)
    cx, cy = w / 2, h / 2
    max_d = (cx * cx + cy * cy) ** 0.5
    # Concentric ellipses from dark edge to lighter centre.
    steps = 48
    for i in range(steps):
        t = i / (steps - 1)
        color = tuple(int(FELT_DARK[k] + (FELT_LIGHT[k] - FELT_DARK[k]) * t**1.6) for k in range(3))
        rw = int(w * 1.5 * (1 - t) + w * 0.25)
        rh = int(h * 1.5 * (1 - t) + h * 0.25)
        pygame.draw.ellipse(surf, color, pygame.Rect(cx - rw / 2, cy - rh / 2, rw, rh))
    del max_d
    return surf


# --------------------------------------------------------------------------
# Menu screens (additive): shared look of every screen around the table.

GOLD_LIGHT = (252, 226, 140)
GOLD_DARK = (150, 108, 30)
PRIMARY = (120, 84, 30)
PRIMARY_HOVER = (150, 108, 44)
DANGER = (132, 44, 38)
DANGER_HOVER = (162, 60, 52)
FIELD = (10, 18, 24)
FIELD_BORDER = (90, 110, 126)
OVERLAY_DIM = (0, 0, 0, 150)
RULE = (40, 56, 62)  # thin lines between rows of a panel
RULE_WARM = (90, 90, 70)  # under a dialog's table header
RULE_SOFT = (70, 80, 76)  # between the score pad's rounds
DIM_UNDER_DIALOG = (0, 0, 0, 140)  # the table under a dialog
ROW_YOU_DIALOG = (40, 60, 70)  # the player's row in a dialog's table
ROW_TOTAL_PAD = (60, 70, 40)  # the score pad's total row
CARD_FACE = (232, 228, 216)  # a card-like button (the trump chooser's suits)
CARD_FACE_LIT = (250, 248, 240)
CARD_FACE_EDGE = (120, 110, 90)
ROW_STRIPE = (24, 38, 46)  # every other row of a table, a box in a panel
ROW_TOTAL = (36, 44, 30)  # a table's total row
ROW_HEAD = (58, 48, 24)  # a table's header row
ROW_CURRENT = (40, 56, 50)  # the current entry of a list (the rules' contents)
NOTE_BOX = (30, 44, 38)  # a boxed note in a text
CAPTION = (214, 218, 206)  # a figure's caption
FELT_INSET = (12, 60, 40)  # a figure's box of felt in a panel
FELT_INSET_EDGE = (40, 90, 64)
ROW_WINNER = (70, 60, 30)  # a winner's row in the standings
ROW_YOU = (36, 54, 64)  # the player's own row
AVATAR_RING = (250, 240, 210)  # the light edge of a player's disc
CLEAR = (0, 0, 0, 0)  # nothing: a mask's unset pixels
DROP = (0, 0, 0)  # the solid shadow just under a button, a key or a card
CARD_SHADOW = (0, 0, 0, 80)  # a card's soft shadow on the felt
GLOW = (255, 220, 140)  # warm light behind the menu's fan (drawn in faint layers)
BUBBLE = (250, 244, 226)  # speech bubbles at the table ("Bids 2")
WARNING = (236, 180, 120)  # why a choice is not allowed (before it flashes BAD)
BUTTON_EDGE = (96, 120, 140)  # a square choice button's border (bids)
PANEL_EDGE_QUIET = (90, 100, 96)  # a row's panel that is not the one to choose
TOGGLE_OFF, TOGGLE_ON = (58, 66, 72), (64, 150, 92)  # a switch's track
KNOB = (226, 214, 186)  # a slider's knob
TEXT_OFF = (104, 112, 108)  # an option that cannot be chosen
TEXT_UNUSED = (96, 110, 104)  # a row not in use ("Seat 5 is empty" in a 4-player game)
BAD_FILL = (70, 26, 22)  # behind a message on why a choice cannot be played (edged BAD)
TEXT_PLACEHOLDER = (110, 118, 116)  # an empty field's hint
SELECTION = (52, 96, 150)  # selected text in a field
WELL = (8, 14, 18)  # the darkest inset: a scroll bar's track, a key cap's shadow
KEYCAP = (52, 66, 76)  # a key cap ("Esc") on a button or in the keyboard help
BUTTON_DISABLED_EDGE = (80, 84, 88)
PRIMARY_LIT = (150, 108, 40)  # a square choice button under the pointer or chosen
TEXT_ON_GOLD = (255, 248, 230)


# ---------------------------------------------------------------- the UI scale
# The one place the window's size becomes a layout scale. Menu screens fill the
# window (``ui_scale``); the table and the dialogs over it give most of the room to
# the cards, so their text and plates grow more slowly (``table_scale``, from the
# table's size unit: the height, but no more than the width allows).

MIN_WINDOW = (1024, 640)


def ui_scale(size: tuple[int, int]) -> float:
    """A layout scale: 1.0 at the smallest window (1024×640), larger on big screens."""
    w, h = size
    return max(0.8, min(w / MIN_WINDOW[0], h / MIN_WINDOW[1], 2.2))


def table_unit(size: tuple[int, int]) -> int:
    """The length cards, plates and fonts at the table are sized by: the window's
    height, but no more than its width allows (a tall window gets the cards a wide
    one would; a 1024-wide window never gets plates too wide for three in a row)."""
    w, h = size
    return max(1, round(min(h, w * 0.7)))


def table_scale(size: tuple[int, int]) -> float:
    """The scale of text and plates at the table and in the dialogs over it."""
    return max(0.85, min(1.6, table_unit(size) / 720))


def px(n: float, scale: float) -> int:
    """A metric designed at scale 1, in pixels at ``scale`` (at least 1)."""
    return max(1, round(n * scale))


class Metrics:
    """Named lengths at one UI scale: each name below is its size in pixels at scale
    1.0 (the 1024×640 window); ``m.pad`` is ``PAD`` at ``m``'s scale and ``m(n)`` any
    other length (a screen's own, named at the top of its module).

    ``cut``: the menu screens have always cut a scaled length to whole pixels (int),
    the table's dialogs and the review round it (``px``); each screen family keeps its
    way, so that naming the lengths moved no pixel."""

    # Text sizes.
    TITLE = 44  # a screen's heading
    HEADING = 26  # a panel's or dialog's heading
    SUBHEADING = 20
    LABEL = 18  # a row's bold label
    BODY = 16
    SMALL = 14  # notes, captions, the version line
    TINY = 12  # key caps, fine print

    # Spaces.
    HAIR = 2
    NUDGE = 4
    GAP_S = 8  # between a label and its value
    GAP = 12
    GAP_L = 16  # between groups
    PAD = 24  # inside a panel
    MARGIN = 40  # between the window's edge and a panel
    RADIUS = 16  # a panel's corners

    # Buttons (MenuScreen.button_row, dialogs).
    BUTTON_W = 200
    BUTTON_H = 46
    BUTTON_GAP = 18
    PANEL_ABOVE_BUTTONS = 34  # a screen's panel to the button row under it

    # Forms (Settings, Accessibility): a panel of rows, a label left, a control right.
    FORM_W = 940  # the panel, at most
    FORM_MARGIN = 64  # the window's width less the panel's, at least
    FORM_BOTTOM = 24  # the button row's bottom above the window's
    FORM_ABOVE_BUTTONS = 20
    ROW_TITLE = 19  # a row's title
    TOGGLE_W, TOGGLE_H = 64, 32

    def __init__(self, scale: float, cut: bool = False) -> None:
        self.scale = scale
        self.cut = cut

    def __call__(self, n: float, k: float = 1.0) -> int:
        """``n`` (pixels at scale 1) at this scale, times ``k`` (e.g. the text size)."""
        v = n * self.scale * k  # in this order: as the screens always multiplied
        return int(v) if self.cut else round(v)

    def __getattr__(self, name: str) -> int:
        design = getattr(type(self), name.upper(), None) if name.islower() else None
        if not isinstance(design, int | float):
            raise AttributeError(name)
        return self(design)


_BG_CACHE = LRU(limit=2)  # the backdrop at the window's size now and the one before


def menu_background(size: tuple[int, int]) -> pygame.Surface:
    """The felt with a darker vignette: the backdrop of every menu screen (cached)."""
    surf = _BG_CACHE.get(tuple(size))
    if surf is None:
        surf = felt_background(size)
        w, h = size
        shade = pygame.Surface(size, pygame.SRCALPHA)
        # Darken towards the edges with stacked translucent frames.
        steps = 24
        for i in range(steps):
            inset_x = int(w * 0.18 * i / steps)
            inset_y = int(h * 0.18 * i / steps)
            r = pygame.Rect(inset_x, inset_y, w - 2 * inset_x, h - 2 * inset_y)
            edge = max(1, int(w * 0.18 / steps) + 1)
            pygame.draw.rect(shade, (*DROP, 6), r, width=edge)
        surf.blit(shade, (0, 0))
        _BG_CACHE.put(tuple(size), surf)
    return surf


def draw_title(
    surface: pygame.Surface,
    fonts: Fonts,
    text: str,
    center: tuple[int, int],
    size: int,
    max_width: int,
    color=GOLD,
) -> pygame.Rect:
    """A headline in the serif title font with a soft dark shadow; shrinks to fit."""
    img = render_fit(fonts, text, max_width, size, color, "title")
    shadow = render_fit(fonts, text, max_width, size, DROP, "title")
    shadow.set_alpha(140)
    rect = img.get_rect(center=center)
    off = max(2, size // 24)
    surface.blit(shadow, rect.move(off, off))
    surface.blit(img, rect)
    return rect


def draw_ornament(surface: pygame.Surface, center: tuple[int, int], width: int, color=GOLD) -> None:
    """A thin gold rule with a diamond in the middle, under headings."""
    cx, cy = center
    half = width // 2
    pygame.draw.line(surface, color, (cx - half, cy), (cx - 10, cy), 2)
    pygame.draw.line(surface, color, (cx + 10, cy), (cx + half, cy), 2)
    pygame.draw.polygon(surface, color, [(cx, cy - 6), (cx + 6, cy), (cx, cy + 6), (cx - 6, cy)])
    pygame.draw.circle(surface, color, (cx - half, cy), 2)
    pygame.draw.circle(surface, color, (cx + half, cy), 2)


# A menu screen's heading (px at scale 1).
HEADING_TOP = 20  # the window's top edge to the heading
HEADING_ORNAMENT_W = 420  # the widest the rule under it gets
CONTENT_BELOW_HEADING = 28  # the heading's bottom to the screen's content (MenuScreen)


def draw_screen_heading(
    surface: pygame.Surface, fonts: Fonts, text: str, size: tuple[int, int]
) -> int:
    """The title of a menu screen at the top; returns the y where content may start."""
    w, h = size
    m = Metrics(ui_scale(size), cut=True)
    title_size = m.title
    cy = m(HEADING_TOP) + title_size // 2 + 4
    rect = draw_title(surface, fonts, text, (w // 2, cy), title_size, int(w * 0.8))
    orn_y = rect.bottom + m.gap_s
    draw_ornament(surface, (w // 2, orn_y), min(int(w * 0.4), m(HEADING_ORNAMENT_W)))
    return orn_y + m.gap_l


def draw_corner_marks(
    surface: pygame.Surface, rect: pygame.Rect, color, length: int, width: int, gap: int
) -> None:
    """Four L-shaped brackets just outside ``rect``'s corners: a mark told by its shape
    (not only by a colour or a glow), e.g. the plate of the player to move."""
    r = rect.inflate(2 * gap, 2 * gap)
    for (cx, cy), (dx, dy) in (
        (r.topleft, (1, 1)),
        (r.topright, (-1, 1)),
        (r.bottomleft, (1, -1)),
        (r.bottomright, (-1, -1)),
    ):
        x0 = cx if dx > 0 else cx - width
        y0 = cy if dy > 0 else cy - width
        pygame.draw.rect(surface, color, (x0 if dx > 0 else cx - length, y0, length, width))
        pygame.draw.rect(surface, color, (x0, y0 if dy > 0 else cy - length, width, length))


# Marks that say in shape what a colour also says (made / missed bid).
MARK_MADE = "✓"
MARK_MISSED = "✗"


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything already drawn (behind a modal dialog)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((0, 0, 0, alpha))
    surface.blit(veil, (0, 0))


# --------------------------------------------------------------------------
# Charts (game.ui.kit.charts): one colour per player, told apart by colour-blind
# players too (Okabe–Ito's palette, lightened for the dark panel). Each player
# also has a marker shape, so no line is known by its colour alone.

CHART_SERIES = [
    (240, 180, 60),  # orange-gold
    (100, 180, 240),  # sky blue
    (60, 190, 150),  # bluish green
    (240, 230, 110),  # yellow
    (230, 130, 190),  # reddish purple
    (220, 110, 40),  # vermilion
]
# Each seat keeps one colour and one marker shape on every screen: its avatar at the
# table, in Review, its line and marker in the charts, its row at Game over.
SEAT_MARKERS = ("circle", "square", "triangle", "diamond", "down", "cross")


def seat_style(seat: int) -> tuple[tuple[int, int, int], str]:
    """The colour and the marker shape of ``seat`` (0 = the first seat)."""
    return CHART_SERIES[seat % len(CHART_SERIES)], SEAT_MARKERS[seat % len(SEAT_MARKERS)]


def seat_colour(seat: int) -> tuple[int, int, int]:
    return seat_style(seat)[0]


CHART_GRID = (64, 80, 86)
CHART_AXIS = (150, 156, 148)
CHART_BAR = (92, 170, 240)
CHART_BAR_EMPTY = (60, 68, 72)
CHART_MARKER_EDGE = (16, 22, 26)


# --------------------------------------------------------------------------
# The table (game/ui/table).

HIGHLIGHT = (255, 255, 255)  # faint light over a surface: a plate's upper half, the oval
EMPTY_SLOT = (200, 210, 200)  # the outline where a card will lie (the trump card's place)
PLATE_EDGE = (120, 110, 80)  # a player's plate (gold: the player to move)
DEALER_CHIP = (250, 250, 245)  # the dealer's "D" disc
CHIP = (30, 46, 56)  # a plate's Bid / Won chip
STEP_TO_COME = (70, 84, 90)  # a lesson's step not reached yet (its dot)
COACH_BADGE = (64, 92, 170)  # the coach's disc
POINTER_SHADOW = (12, 24, 36)  # under the hint's arrow above a card
