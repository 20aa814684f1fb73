"""Card faces, the card back and the table's felt painted once per test process.

Painting a face takes 1 to 10 ms, and every App paints its own: a table's idle jobs
make all of them at the hand's, the trick's and the trump card's size. That was over a
third of the CPU time of the table tests; each table's back and felt took another few
per cent. Each picture is a pure function of what its key names (a face: its size,
deck style, contrast, corner letters, language and card), so the tests look it up when
this process has painted it before and hand the App a copy. The App still makes every
picture itself, through the same calls, caches and idle jobs, at the same moments;
only the painting inside ``CardArt._render_face``, ``BackPainter.back`` and
``backdrop.felt_background`` is skipped.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame

from game.i18n import current_language
from game.ui.cardart import CardArt
from game.ui.cardparts.back import BackPainter
from game.ui.kit import backdrop

FACES_BUDGET = 256 * 1024 * 1024  # bytes of pixels kept per process; the least used go
OTHERS_BUDGET = 64 * 1024 * 1024  # first (a felt at 2560x1440 is 14 MB)

Paint = Callable[..., pygame.Surface]


class PaintMemo:
    """``memo(*args)``: a copy of ``paint(*args)``, painted once per ``key(*args)``."""

    def __init__(self, paint: Paint, key: Callable[..., Hashable], budget: int):
        self._paint = paint
        self._key = key
        self._kept: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self._bytes = 0
        self.budget = budget

    def __call__(self, *args) -> pygame.Surface:
        key = self._key(*args)
        picture = self._kept.get(key)
        if picture is None:
            picture = self._paint(*args)
            self._keep(key, picture)
        else:
            self._kept.move_to_end(key)
        return picture.copy()  # the App's own: whatever it does to it stays there

    def _keep(self, key: Hashable, picture: pygame.Surface) -> None:
        self._kept[key] = picture
        self._bytes += _size(picture)
        while self._bytes > self.budget and len(self._kept) > 1:
            _key, old = self._kept.popitem(last=False)
            self._bytes -= _size(old)


def _size(picture: pygame.Surface) -> int:
    return picture.get_width() * picture.get_height() * picture.get_bytesize()


def face_key(art: CardArt, card: str) -> Hashable:
    # The language twice: the corner letters are the art's, a card's name the
    # language's at painting time.
    return (art.width, art.height, art.style, art.high_contrast,
            tuple(art.letters.items()), art.language, current_language(), card)


def back_key(painter: BackPainter) -> Hashable:
    return (painter.width, painter.height, painter.style, painter.ss,
            tuple(painter.colours.items()))


def felt_key(size: tuple[int, int]) -> Hashable:
    return tuple(size)


def _memo_method(cls: type, name: str, key: Callable[..., Hashable], budget: int) -> None:
    memo = PaintMemo(getattr(cls, name), key, budget)

    def paint(*args) -> pygame.Surface:
        return memo(*args)

    paint.memo = memo  # type: ignore[attr-defined]
    setattr(cls, name, paint)


def install() -> None:
    """Paint through ``PaintMemo``s in this process (once)."""
    if getattr(CardArt._render_face, "memo", None) is not None:
        return
    _memo_method(CardArt, "_render_face", face_key, FACES_BUDGET)
    _memo_method(BackPainter, "back", back_key, OTHERS_BUDGET)
    # A module function: chrome and menu_background call it through the module.
    backdrop.felt_background = PaintMemo(backdrop.felt_background, felt_key, OTHERS_BUDGET)
