"""Every colour of the screens around the cards, in one place: a deep green felt
table with warm gold accents. (The card art keeps its own: game.ui.cardparts.paint.)

Each colour is named for what it paints; a screen's own shade is added here too, so
that a change of look is made once."""

from __future__ import annotations

# The felt and the panels on it.
FELT = (18, 84, 56)
FELT_DARK = (10, 52, 35)
FELT_LIGHT = (34, 112, 76)
FELT_INSET = (12, 60, 40)  # a figure's box of felt in a panel
FELT_INSET_EDGE = (40, 90, 64)
PANEL = (16, 28, 36)
PANEL_BORDER = (196, 160, 82)
PANEL_EDGE_QUIET = (90, 100, 96)  # a row's panel that is not the one to choose
NOTE_BOX = (30, 44, 38)  # a boxed note in a text
OVERLAY_DIM = (0, 0, 0, 150)
DIM_UNDER_DIALOG = (0, 0, 0, 140)  # the table under a dialog

# Text.
TEXT = (240, 236, 224)
TEXT_DIM = (170, 176, 168)
TEXT_DARK = (24, 28, 32)
TEXT_OFF = (104, 112, 108)  # an option that cannot be chosen
TEXT_UNUSED = (96, 110, 104)  # a row not in use ("Seat 5 is empty" in a 4-player game)
TEXT_PLACEHOLDER = (110, 118, 116)  # an empty field's hint
TEXT_ON_GOLD = (255, 248, 230)
CAPTION = (214, 218, 206)  # a figure's caption

# Gold and the accents; good and bad news.
GOLD = (232, 190, 90)
GOLD_LIGHT = (252, 226, 140)
GOLD_DARK = (150, 108, 30)
ACCENT = (92, 170, 240)
GOOD = (110, 200, 120)
BAD = (232, 96, 84)
BAD_FILL = (70, 26, 22)  # behind a message on why a choice cannot be played (edged BAD)
WARNING = (236, 180, 120)  # why a choice is not allowed (before it flashes BAD)

# Buttons and the other controls.
BUTTON = (44, 70, 92)
BUTTON_HOVER = (60, 96, 126)
BUTTON_PRESSED = (34, 54, 72)
BUTTON_DISABLED = (52, 58, 62)
BUTTON_DISABLED_EDGE = (80, 84, 88)
BUTTON_EDGE = (96, 120, 140)  # a square choice button's border (bids)
PRIMARY = (120, 84, 30)
PRIMARY_HOVER = (150, 108, 44)
PRIMARY_LIT = (150, 108, 40)  # a square choice button under the pointer or chosen
DANGER = (132, 44, 38)
DANGER_HOVER = (162, 60, 52)
FIELD = (10, 18, 24)
FIELD_BORDER = (90, 110, 126)
SELECTION = (52, 96, 150)  # selected text in a field
TOGGLE_OFF, TOGGLE_ON = (58, 66, 72), (64, 150, 92)  # a switch's track
KNOB = (226, 214, 186)  # a slider's knob
WELL = (8, 14, 18)  # the darkest inset: a scroll bar's track, a key cap's shadow
KEYCAP = (52, 66, 76)  # a key cap ("Esc") on a button or in the keyboard help
CARD_FACE = (232, 228, 216)  # a card-like button (the trump chooser's suits)
CARD_FACE_LIT = (250, 248, 240)
CARD_FACE_EDGE = (120, 110, 90)

# Rows of tables and lists, and the lines between them.
RULE = (40, 56, 62)  # thin lines between rows of a panel
RULE_WARM = (90, 90, 70)  # under a dialog's table header
RULE_SOFT = (70, 80, 76)  # between the score pad's rounds
ROW_STRIPE = (24, 38, 46)  # every other row of a table, a box in a panel
ROW_TOTAL = (36, 44, 30)  # a table's total row
ROW_TOTAL_PAD = (60, 70, 40)  # the score pad's total row
ROW_HEAD = (58, 48, 24)  # a table's header row
ROW_CURRENT = (40, 56, 50)  # the current entry of a list (the rules' contents)
ROW_WINNER = (70, 60, 30)  # a winner's row in the standings
ROW_YOU = (36, 54, 64)  # the player's own row
ROW_YOU_DIALOG = (40, 60, 70)  # the player's row in a dialog's table

# Light and shadow.
HIGHLIGHT = (255, 255, 255)  # faint light over a surface: a plate's upper half, the oval
GLOW = (255, 220, 140)  # warm light behind the menu's fan (drawn in faint layers)
SHADOW = (0, 0, 0, 90)
DROP = (0, 0, 0)  # the solid shadow just under a button, a key or a card
CARD_SHADOW = (0, 0, 0, 80)  # a card's soft shadow on the felt
CLEAR = (0, 0, 0, 0)  # nothing: a mask's unset pixels

# The table (game/ui/table).
AVATAR_RING = (250, 240, 210)  # the light edge of a player's disc
BUBBLE = (250, 244, 226)  # speech bubbles at the table ("Bids 2")
EMPTY_SLOT = (200, 210, 200)  # the outline where a card will lie (the trump card's place)
PLATE_EDGE = (120, 110, 80)  # a player's plate (gold: the player to move)
DEALER_CHIP = (250, 250, 245)  # the dealer's "D" disc
CHIP = (30, 46, 56)  # a plate's Bid / Won chip
STEP_TO_COME = (70, 84, 90)  # a lesson's step not reached yet (its dot)
COACH_BADGE = (64, 92, 170)  # the coach's disc
POINTER_SHADOW = (12, 24, 36)  # under the hint's arrow above a card

# Charts (game.ui.kit.charts); the players' own colours are below.
CHART_GRID = (64, 80, 86)
CHART_AXIS = (150, 156, 148)
CHART_BAR = (92, 170, 240)
CHART_BAR_EMPTY = (60, 68, 72)
CHART_MARKER_EDGE = (16, 22, 26)

# One colour per player, told apart by colour-blind players too (Okabe–Ito's
# palette, lightened for the dark panel). Each player also has a marker shape, so no
# line is known by its colour alone.
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
