"""The game table's hint: asked of the AI worker (as the Hard player would move, with
its reason in words), kept for the position it was asked in, and said in words.

The hint lives in the table's heads-up layer (``headsup.HeadsUp``): ``hint`` and
``hint_request``, the question waiting for the worker (request id, move number). A
lesson's hint is the move its coach asks for (``table.lesson``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game import words
from game.i18n import _
from game.rules import Bid, ChooseTrump, PassCard, Play, seat_view
from game.ui.ai_worker import decision_seed
from game.ui.table import special_text
from game.ui.table.headsup import Hint
from game.ui.table.view import drawn_item

if TYPE_CHECKING:
    from game.ui.table.host import TableHost


def ask(table: TableHost, worker) -> None:
    """Ask the worker for a hint on the human's move (the H key, the Hint button)."""
    if not table.human_turn or worker is None:
        table.play_sound("error")
        return
    move = len(table.state.log)
    if table.heads.hint and table.heads.hint.move == move:
        return
    seed = decision_seed(table.setup.seed, 0, move)
    worker.style = table.deck_style  # the reason names cards as the table draws them
    rid = worker.request("hint", "hard", seed, seat_view(table.state, 0))
    table.heads.ask_hint(rid, move)
    table.play_sound("click")


def check(table: TableHost, worker) -> None:
    """Take the worker's answer, if it came, for the position it was asked in."""
    if table.heads.hint_request is None or worker is None:
        return
    rid, move = table.heads.hint_request
    got = worker.result(rid)
    if got is None:
        return
    current = move == len(table.state.log)
    table.heads.answered(Hint(got[0], got[1], move) if current else None)
    if current:
        table.moves.take_hint(got[0])
        if isinstance(got[0], Play | PassCard):  # the keys' choice starts on it
            hand = table.model.hands[0]
            item = drawn_item(got[0].card, hand, table.state)
            if item is not None:
                table.hand.choose(hand.index(item), move)


def hinted(hint: Hint | None, move: int):
    """The hint's action if it is for move number ``move`` (else None)."""
    if hint is None or hint.move != move:
        return None
    return hint.action


def text(table: TableHost) -> str | None:
    """The table's hint in words, if there is one for the position shown."""
    return hint_words(table.heads.hint, len(table.state.log), table.deck_style)


def hint_words(hint: Hint | None, move: int, deck_style) -> str | None:
    """"Hint: play the Queen of Hearts. <reason>" for the hint of this move."""
    action = hinted(hint, move)
    if action is None:
        return None
    special = special_text.hint_what(action, deck_style)  # the special cards' moves
    if special is not None:
        what = special
    elif isinstance(action, Play):
        what = _("play {card}").format(card=words.card_short(action.card, deck_style))
    elif isinstance(action, Bid):
        what = _("bid {n}").format(n=action.tricks)
    elif isinstance(action, ChooseTrump):
        what = _("choose {suit}").format(suit=words.suit_title(action.suit, deck_style))
    else:
        return None
    return _("Hint: {what}. {reason}").format(what=what, reason=hint.reason).strip()
