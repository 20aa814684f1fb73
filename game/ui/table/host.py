"""What the table's parts see of the table: the ``TableHost`` protocol.

The parts (``chrome``, ``bubbles``, ``infopanel``, ``input``, ``pickers``,
``plates``, ``rest``, ``status``, ``trickview``, ``hints``) are functions and small
classes that draw the table, answer its input and say what it shows; they get the
table as a ``TableHost``, never the scene (``game.ui.scenes.table.TableScene``,
which is one). The protocol is exactly what they use: what they read (the game as
shown, the layout and text, the human's helpers, the parts that keep their own
state: ``heads`` and ``moves``) and what they ask (a move, an error line, a skip,
undo, the dialogs, a sound).

It imports the parts' types only for type checking, and only from modules that do
not import it (no circle, even counting type-only imports).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from game.ui.kit import typeface

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from game.rules import GameState
    from game.savegame import GameSetup
    from game.ui.context import Context
    from game.ui.kit import tween as tw
    from game.ui.kit.root import WidgetRoot
    from game.ui.kit.widgets import Button
    from game.ui.table.controller import TableController
    from game.ui.table.drivers import HumanSeat
    from game.ui.table.effects import Effects
    from game.ui.table.hand import HandView
    from game.ui.table.headsup import HeadsUp, StatusLine
    from game.ui.table.layout import Layout
    from game.ui.table.mode import TableMode
    from game.ui.table.model import ShownTable, Sprite
    from game.ui.table.movewidgets import MoveWidgets
    from game.ui.table.render import TextCache
    from game.ui.table.seen import Seen


class Tips(Protocol):
    """The first-game tips, as the parts use them (``scenes.tutorial_tips.TipsHook``)."""

    def before_move(self, state) -> None: ...

    def handle_event(self, event) -> bool: ...


class TableHost(Protocol):
    # ------------------------------------------------ read: the game as shown
    setup: GameSetup
    model: ShownTable  # what the table shows (behind the engine while cards fly)
    autoplay: bool  # every seat played by the AI (``wizard bench ui``)
    autoplay_level: str

    @property
    def mode(self) -> TableMode:
        """What differs between a game and a lesson (read-only here)."""

    t: float  # scene time (pulses, fades)
    game_t: float  # time the game ran (not paused)
    idle_since: float  # ``game_t`` when the last animation ended

    @property
    def state(self) -> GameState: ...

    @property
    def busy(self) -> bool:
        """Event animations run or wait."""

    @property
    def human_turn(self) -> bool: ...

    @property
    def undo_allowed(self) -> bool: ...

    @property
    def deck_style(self) -> str: ...

    # ------------------------------------------ read: where and how to draw
    layout: Layout
    scale: float  # the layout's font scale
    text: TextCache
    seen: Seen  # what the frame showed (tests)
    root: WidgetRoot  # the table's widgets (a mode adds its own)
    app: Context  # the screens' context: the router, sounds, files (modes use it)

    @property
    def fonts(self) -> typeface.Fonts: ...

    def card_art(self, width: int, height: int): ...

    # ------------------------------ the human's helpers and the moving parts
    me: HumanSeat  # the marked card, the forced card
    hand: HandView  # the hand as drawn: glide, lift, drag, the keys' choice

    @property
    def tips(self) -> Tips:
        """The first-game tips (read-only here)."""

    effects: Effects  # banner, bubbles, floaters, plate flashes
    fx: tw.Tasks  # cosmetic animations (score count-ups)
    sprites: list[Sprite]  # cards in flight

    # ------------------------------------------- the parts that keep state
    heads: HeadsUp  # the hint, the error line, the shaking card
    moves: MoveWidgets  # the bid picker, the trump chooser

    # ------------------------------------------------------ what they ask
    def human_move(self, action) -> bool:
        """The human's bid, trump choice or card. True: made."""

    def show_error(self, text: str) -> None: ...

    def play_sound(self, name: str) -> None: ...

    def skip(self) -> None:
        """Finish every animation at once."""

    def undo(self) -> None: ...

    def open_score_pad(self) -> None: ...

    def open_last_trick(self) -> None: ...

    def shown_buttons(self) -> list[Button]: ...

    def status_text(self) -> StatusLine | None: ...

    # ------------------------------------ what the modes ask (game, lesson)
    game: TableController  # the engine's state and history, undo

    @property
    def speed(self) -> float:
        """The animations' speed factor (0: none)."""

    def apply(self, seat: int, action) -> bool:
        """``seat``'s move, through the mode; True: made."""

    def show_moves(self, state: GameState, events: Sequence) -> None:
        """A lesson's moves made elsewhere: show ``state``, animating ``events``."""

    def show_new_table(self, start: ShownTable, state: GameState, events: Sequence) -> None:
        """A new deal (or a position jumped to): ``start`` shown, then ``events``."""

    def keep_trick_while(self, keeps: Callable[[], bool]) -> None:
        """The finished trick stays in the middle while ``keeps()`` says so."""

    def close(self) -> None:
        """The table goes (its mode's worker and saver stop)."""


__all__ = ["TableHost", "Tips"]
