"""The table's card faces, made ahead in the time between frames (``App.idle``).

A face is drawn the first time it is needed at a size, and the first Wizard at the
hand's size takes longer than a whole frame: made ahead, no frame stops for it.
The order is the order of need: the human's cards, then every card at the trick's
size (any card may be played), the rest at the hand's size, the trump card's size.
"""

from __future__ import annotations

from game.rules import CARDS, Card


def warm_faces(app, layout, hand=()) -> None:
    """Queue every face the table may show at this layout (``hand``: the human's
    cards, first). A face already made costs a look-up when its turn comes."""
    names = [str(c) for c in CARDS]
    first = [str(c) for c in hand if isinstance(c, Card)]  # not a face-down one
    for size, cards in (
        (layout.hand_card, first),
        (layout.trick_card, names),
        (layout.hand_card, names),
        (layout.info_card, names),
    ):
        for name in cards:
            app.idle.add(("face", *size, name), _face_job(app, size, name))


def _face_job(app, size, name):
    # The art is looked up when the job runs: a language or deck style chosen in
    # between is the one made.
    return lambda: app.card_art(*size).face(name)
