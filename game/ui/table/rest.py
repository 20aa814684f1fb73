"""When the table may rest: the loop draws frames at full rate only while something
on the table moves, and sleeps while the player thinks.

``wake_in(table)`` answers the scene protocol (``Scene.wake_in``): every frame while
cards fly, the computer players move, a short-lived picture (error, banner, speech
bubble, score floater, a plate's flash, a shaking card) is up, the hand glides, a
hint glows or the turn glow still pulses; a poll now and then while a hint is being
thought about; asleep when the human is to move and all of that has settled. What
else keeps the table awake is its mode's to say (``waiting``): a game waits for the
computer players whenever it is not the human's turn; a lesson while its script is
about to move or its coach's marks still move, and rests while the coach's text is
read.

``turn_glow(table)`` is the strength of the glow round the plate of the player to
move: it pulses when the turn comes and, after a few pulses, holds steady (so a
table waiting for the player needs no frames).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules import Phase
from game.ui.scene import ASLEEP, EVERY_FRAME
from game.ui.table import hints
from game.ui.table import input as table_input
from game.ui.table import render as rd

if TYPE_CHECKING:
    from game.ui.table.host import TableHost

PULSE_FOR = 3.0  # seconds the turn glow pulses once nothing else moves
SETTLE = 1.0  # seconds over which the pulse fades into a steady glow
POLL = 0.05  # seconds between looks at the AI worker for a hint being thought about


def glow_seat(table: TableHost) -> int | None:
    """The seat whose plate glows as the one to move: the shown view's (each event's
    animation ends on the view after it, so the glow never runs ahead of the cards and
    ends on the engine's ``to_move`` at every speed)."""
    return table.model.to_move


def glow_calm(table: TableHost) -> float:
    """0 while the turn glow pulses fully, 1 once it holds steady."""
    idle_for = table.game_t - table.idle_since
    if table.busy:
        return 0.0
    return max(0.0, min(1.0, (idle_for - PULSE_FOR) / SETTLE))


def turn_glow(table: TableHost) -> float:
    """Glow strength of the plate whose turn it is: 0.55..1 pulsing, then 1."""
    depth = 0.45 * (1.0 - glow_calm(table))
    return 1.0 - depth * (1.0 - rd.pulse(table.t))


def _effects_alive(table: TableHost) -> bool:
    """The error line or a shaking card (``headsup``), the banner, bubbles, floaters
    or a plate's flash (``effects``) is still up."""
    return table.heads.alive() or table.effects.alive()


def _hand_settled(table: TableHost) -> bool:
    """The hand's cards are where they glide to (to the pixel), lifted or not."""
    return table.hand.settled(table.model, table.layout, lambda c: table_input.lifted(table, c))


def wake_in(table: TableHost) -> float | None:
    """The table's answer to ``Scene.wake_in`` (see the module's docstring)."""
    if not table.app.is_top(table):
        return ASLEEP  # paused under a dialog: nothing on it moves
    if table.mode.waiting() or table.fx.busy or table.sprites or table.hand.drag:
        return EVERY_FRAME  # a game waits for the computer players, a lesson's script moves
    state = table.state
    if table.mode.assist and state.phase == Phase.PLAY and len(state.legal_cards()) == 1:
        return EVERY_FRAME  # the only card may be played for the player after a pause
    if hints.text(table) is not None or glow_calm(table) < 1.0 or _effects_alive(table):
        return EVERY_FRAME
    if table.moves.flashing():  # a forbidden bid flashes on the picker
        return EVERY_FRAME
    if not _hand_settled(table):
        return EVERY_FRAME
    if table.heads.hint_request is not None:
        return POLL  # the worker's answer arrives by polling
    return ASLEEP
