"""Card faces painted once per test process.

Painting a face takes 1 to 10 ms, and every App paints its own: a table's idle jobs
make all of them at the hand's, the trick's and the trump card's size. That was over a
third of the CPU time of the table tests. A face is a pure function of its size, deck
style, contrast, corner letters, language and card, so the tests look it up when this
process has painted it before and hand the App a copy. The App still makes every face
itself, through the same calls, caches and idle jobs, at the same moments; only the
painting inside ``CardArt._render_face`` is skipped.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame

from game.i18n import current_language
from game.ui.cardart import CardArt

BUDGET = 256 * 1024 * 1024  # bytes of pixels kept per process; the least used go first

Paint = Callable[[CardArt, str], pygame.Surface]


class FaceMemo:
    """``memo(art, card)``: a copy of ``paint(art, card)``, painted once per key."""

    def __init__(self, paint: Paint, budget: int = BUDGET):
        self._paint = paint
        self._faces: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self._bytes = 0
        self.budget = budget

    @staticmethod
    def key(art: CardArt, card: str) -> Hashable:
        # The language twice: the corner letters are the art's, a card's name the
        # language's at painting time.
        return (art.width, art.height, art.style, art.high_contrast,
                tuple(art.letters.items()), art.language, current_language(), card)

    def __call__(self, art: CardArt, card: str) -> pygame.Surface:
        key = self.key(art, card)
        face = self._faces.get(key)
        if face is None:
            face = self._paint(art, card)
            self._keep(key, face)
        else:
            self._faces.move_to_end(key)
        return face.copy()  # the App's own: whatever it does to it stays there

    def _keep(self, key: Hashable, face: pygame.Surface) -> None:
        self._faces[key] = face
        self._bytes += _size(face)
        while self._bytes > self.budget and len(self._faces) > 1:
            _key, old = self._faces.popitem(last=False)
            self._bytes -= _size(old)


def _size(face: pygame.Surface) -> int:
    return face.get_width() * face.get_height() * face.get_bytesize()


def install() -> None:
    """Paint ``CardArt``'s faces through one ``FaceMemo`` in this process (once)."""
    if getattr(CardArt._render_face, "memo", None) is not None:
        return
    memo = FaceMemo(CardArt._render_face)

    def render_face(art: CardArt, card: str) -> pygame.Surface:
        return memo(art, card)

    render_face.memo = memo  # type: ignore[attr-defined]
    CardArt._render_face = render_face  # type: ignore[method-assign]
