"""The status line above the hand, in words: an error, the hint, a hint being
thought about, the marked card, whose turn it is and what they do. One sentence and
its kind (``headsup.StatusLine``), or None when the table has nothing to say
(animations run, the round is over). The table's mode may filter it (the lesson's
coach explains mistakes itself).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import words
from game.i18n import _
from game.rules import Phase
from game.ui.kit import sizing
from game.ui.table import hints, special_text
from game.ui.table.headsup import StatusKind as Kind
from game.ui.table.headsup import StatusLine

if TYPE_CHECKING:
    from game.ui.table.host import TableHost

# The banner's gap (pixels at scale 1) above the trick, and above a picker in use;
# its pill's padding (pixels).
SPECIAL_PHASES = (Phase.WEREWOLF, Phase.PASS, Phase.CLOUD)  # said by table.special_text
BANNER_ABOVE_TRICK = 12
BANNER_ABOVE_PICKER = 8
BANNER_PAD = 22, 8
BANNER_CLEAR = 20  # a banner's pill to the info panel (the trump box), at least


def line(table: TableHost) -> StatusLine | None:
    error = table.heads.error_line()
    if error is not None:
        return StatusLine(error.text, Kind.ERROR)
    hint = hints.text(table)
    if hint and table.human_turn:
        return StatusLine(hint, Kind.HINT)
    if table.heads.hint_request and table.human_turn:
        return StatusLine(_("Thinking about a hint…"), Kind.THINKING)
    s = table.state
    if table.me.marked is not None and s.phase == Phase.PLAY:
        card = words.card_short(table.me.marked, table.deck_style)
        marked = _("{card} is marked: it is played on your turn").format(card=card)
        return StatusLine(marked, Kind.MARKED)
    if table.busy or s.phase in (Phase.ROUND_OVER, Phase.GAME_OVER) or s.to_move is None:
        return None
    if table.human_turn and s.phase in SPECIAL_PHASES:
        left = table.setup.names[(s.to_move + 1) % s.players]
        return StatusLine(special_text.your_turn(s.phase, left), Kind.YOUR_TURN)
    if table.human_turn:
        return StatusLine(_your_turn(s, table.model.blind), Kind.YOUR_TURN)
    name = table.setup.names[s.to_move]
    if s.phase == Phase.BID:
        return StatusLine(_("{name} is bidding…").format(name=name), Kind.OTHERS)
    if s.phase == Phase.CHOOSE_TRUMP:
        return StatusLine(_("{name} is choosing trump…").format(name=name), Kind.OTHERS)
    if s.phase in SPECIAL_PHASES:
        return StatusLine(special_text.others_turn(s.phase, name), Kind.OTHERS)
    return StatusLine(_("{name} is playing…").format(name=name), Kind.OTHERS)


def _your_turn(s, blind: bool) -> str:
    if s.phase == Phase.PLAY:
        if blind:
            return _("Your turn: play your card blind")
        if not s.trick:
            return _("Your lead: play any card")
        return _("Your turn: play a card")
    if s.phase == Phase.BID:
        return _("Your turn to bid")
    return _("Choose the trump suit")


def mark_dropped(table: TableHost) -> None:
    """The marked card could not be played on your turn: say so (the mark is gone)."""
    card, table.me.dropped = table.me.dropped, None
    table.heads.say_error(
        _("{card}, chosen in advance, may not be played now: choose another card.").format(
            card=words.card_short(card, table.deck_style)
        )
    )


def banner_place(table: TableHost, img) -> tuple[int, int]:
    """The banner's centre on the game table: over the trick, or above the bid picker
    or trump chooser while you use it (its pill clear of the picker's edge). Where the
    info panel (the trump box) is in the way, the banner goes up over it, centred,
    when the plates leave room there; else right of it (it covered the trump box's
    border), ``BANNER_CLEAR`` away."""
    lay = table.layout
    cx, cy = lay.center
    half_w = img.get_width() // 2 + BANNER_PAD[0]
    half_h = img.get_height() // 2 + BANNER_PAD[1]
    y = cy - lay.trick_card[1] * 0.5 - sizing.px(BANNER_ABOVE_TRICK, table.scale)
    moves = table.moves
    picker = next((w for w in (moves.picker, moves.trump_chooser, moves.options)
                   if w is not None), None)
    if picker is not None and table.human_turn:
        y = picker.rect.top - sizing.px(BANNER_ABOVE_PICKER, table.scale) - half_h
    clear = sizing.px(BANNER_CLEAR, table.scale)
    pill = pygame.Rect(0, 0, 2 * half_w, 2 * half_h)
    pill.center = (cx, round(y))
    if _info_left(lay) and pill.colliderect(lay.info_panel.inflate(2 * clear, 2 * clear)):
        pill.bottom = lay.info_panel.top - clear
        if pill.top >= 0 and not any(pill.colliderect(p) for p in lay.panels):
            return cx, pill.centery
    x = cx
    left, right = banner_span(lay, clear)
    if x - half_w < left:
        x = left + half_w
    x = min(x, max(cx, right - half_w))
    return x, round(y)


def _info_left(lay) -> bool:
    """The info panel lies left of the centre (where a banner may meet it)."""
    return lay.info_panel.right <= lay.center[0]


def banner_span(lay, clear: int = 0) -> tuple[int, int]:
    """The felt a banner may use across: right of the info panel (when it lies left
    of the centre, at least ``clear`` from it) to the middle's right edge."""
    left = lay.middle.left
    if _info_left(lay):
        left = max(left, lay.info_panel.right + max(lay.margin, clear))
    return left, lay.middle.right
