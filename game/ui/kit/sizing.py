"""The UI scale and the named lengths: the one place the window's size becomes a
layout scale. Menu screens fill the window (``ui_scale``); the table and the dialogs
over it give most of the room to the cards, so their text and plates grow more
slowly (``table_scale``, from the table's size unit: the height, but no more than the
width allows)."""

from __future__ import annotations

# The smallest window the game opens or resizes to; the design size of every layout.
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
