"""The owner of the human's move widgets over the table: the bid picker while you
bid, the trump chooser while you choose trump, a special card's choice panel
(``pickers`` makes them for the position; this keeps them, forgets them, shows the
hint on them and draws them).

The table keeps one (``scene.moves``); the input, the status line, the rest and the
coach read ``picker`` and ``trump_chooser`` here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules import Bid, ChangeBid, ChooseTrump, PlayNamed, WerewolfTrump

if TYPE_CHECKING:
    from game.ui.kit.widgets import Widget
    from game.ui.scenes.bidpicker import BidPicker
    from game.ui.table.optionpanel import OptionPanel
    from game.ui.table.trumpchooser import TrumpChooser


class MoveWidgets:
    def __init__(self) -> None:
        self.picker: BidPicker | None = None
        self.picker_key: tuple | None = None  # (move number, window size) it was made for
        self.trump_chooser: TrumpChooser | None = None
        # A special card's choice (table.special_pickers): a card's name, the
        # Werewolf's trump, the Cloud's change.
        self.options: OptionPanel | None = None
        self.options_key: tuple | None = None  # (move number, window size[, card named])
        # A panel dropped for a new window size: (its move number, its choice), given
        # to the panel made again for that move.
        self._carried: tuple[int, int] | None = None

    def show_options(self, panel: OptionPanel, key: tuple) -> None:
        if self._carried is not None and self._carried[0] == key[0]:
            panel.selected = self._carried[1]
        self._carried = None
        self.options, self.options_key = panel, key

    def named_card(self):
        """The card whose name (suit or shape) the open panel asks, else None."""
        if self.options is None or self.options_key is None or len(self.options_key) < 3:
            return None
        return self.options_key[2]

    def show_picker(self, picker: BidPicker, key: tuple) -> None:
        self.picker, self.picker_key = picker, key

    def show_chooser(self, chooser: TrumpChooser) -> None:
        self.trump_chooser = chooser

    def widgets(self) -> list[Widget]:
        """The ones open (for the table's widget root)."""
        return [w for w in (self.picker, self.trump_chooser) if w is not None]

    def drop_for_resize(self) -> None:
        """Forget them for a new window size; the choice on a special card's panel is
        kept for the panel made again (``show_options``)."""
        panel, key = self.options, self.options_key
        self.drop()
        if panel is not None and key is not None:
            self._carried = (key[0], panel.selected)

    def drop(self) -> None:
        """Forget both (after every move, a new language, a new window size)."""
        self._carried = None
        self.picker = None
        self.picker_key = None
        self.trump_chooser = None
        self.options = None
        self.options_key = None

    def take_hint(self, action, trump: bool = True) -> None:
        """The hint's bid becomes the picker's choice (and its suit the chooser's, so
        Enter takes the hint)."""
        if self.picker is not None and isinstance(action, Bid):
            self.picker.hint = action.tricks
            self.picker.selected = action.tricks
        if trump and self.trump_chooser is not None and isinstance(action, ChooseTrump):
            self.trump_chooser.select(action.suit)
        want = _chosen_value(action)
        if self.options is not None and want is not _NOTHING:
            self.options.select(want)  # a special card's choice: the hint's is selected

    def update(self, dt: float) -> None:
        if self.picker:
            self.picker.update(dt)

    def flashing(self) -> bool:
        """The picker flashes a forbidden bid (the table needs frames)."""
        return self.picker is not None and self.picker.flash_forbidden > 0

    def draw(self, surface, t: float, bidding: bool) -> None:
        """Drawn while it is the human's turn (``bidding``: the phase is the bids)."""
        if self.picker is not None and bidding:
            self.picker.draw(surface, t)
        if self.trump_chooser is not None:
            self.trump_chooser.draw(surface, t)
        if self.options is not None:
            self.options.draw(surface, t)


_NOTHING = object()  # an action that chooses nothing on a panel (None is "no trump")


def _chosen_value(action):
    """What ``action`` picks on a special card's panel."""
    if isinstance(action, WerewolfTrump):
        return action.suit
    if isinstance(action, ChangeBid):
        return action.delta
    if isinstance(action, PlayNamed):
        return action.named
    return _NOTHING
