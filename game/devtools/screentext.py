"""Reading the screen's texts the way a player does: by their pixels.

``TextRecorder`` is plugged into ``typeface.text_listener`` and keeps every line of text
the game renders, with its surfaces. ``locate`` finds such a surface on the screen:
the text is on screen only when its pixels are there, also when it was drawn long
ago into a cached panel or button, and not when something covers it or a similar
text ("Bid" for "Bud") is there instead; of two texts of one size that both pass
there ("Round 3" and "Round 8"), ``outmatched`` keeps the one drawn. A word at the
start of a longer line ("You" in "Your turn") does count as shown. pygame masks
only (no numpy), so the frozen game's self-test can use it (``game.devtools.robot``).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

MATCH = 0.85  # share of a text's solid pixels that must be seen (a bit may be covered)
BLEND_TOLERANCE = 28  # colour steps an edge pixel may differ from text over background
STRONG = 150  # pixels at least this opaque anchor the search
MIN_STRONG = 4  # fewer strong pixels: the text is too faint to tell apart
MAX_CANDIDATES = 4000  # more places than this: a plain area of the colour, not text
ANCHORS = 3  # pixels per band of a slice tried first, to narrow the search (``_area``)
WHOLE = 0.5  # a narrowed area larger than this share of the screen: search it all


class TextRecorder:
    """Every text rendered through ``typeface.Fonts``, with its last surfaces."""

    KEEP = 12  # different-looking surfaces kept per text (sizes and colours)

    def __init__(self) -> None:
        self.surfaces: dict[str, list[pygame.Surface]] = {}
        self._looks: dict[str, list[int]] = {}  # a digest of each kept surface's pixels
        self.frame: list[str] = []  # rendered during the current frame
        self.log: list[str] = []  # every render, in order (cleared by the owner)
        self._by_size: dict[tuple[int, int], set[str]] = {}  # texts with a surface that size

    def __call__(self, text: str, surface: pygame.Surface) -> None:
        if not isinstance(text, str) or not text.strip():
            return
        kept = self.surfaces.setdefault(text, [])
        looks = self._looks.setdefault(text, [])
        digest = hash(pygame.image.tobytes(surface, "RGBA"))
        if digest in looks:  # the same picture rendered again: keep the newest only
            del kept[looks.index(digest)]
            looks.remove(digest)
        kept.append(surface)
        looks.append(digest)
        self._by_size.setdefault(surface.get_size(), set()).add(text)
        if len(kept) > self.KEEP:
            del kept[0], looks[0]
        self.frame.append(text)
        self.log.append(text)

    def rivals(self, text: str, size: tuple[int, int]) -> list[pygame.Surface]:
        """The kept surfaces of the other texts that are exactly ``size``: what a line
        one character off may look like (see ``outmatched``)."""
        return [
            surface
            for other in self._by_size.get(size, ())
            if other != text
            for surface in self.surfaces[other]
            if surface.get_size() == size
        ]


BANDS = ((230, 29), (190, 69), (STRONG, 109))  # (lowest opacity, colour tolerance)


class _Ink:
    """What a rendered line looks like: its colour, its strongly inked pixels (as a
    mask, and split in three upright slices × opacity bands, each band with the colour
    tolerance its transparency allows), its clear pixels, and a sample of its inked
    pixels with their opacity. Computed once per surface."""

    def __init__(self, surface: pygame.Surface):
        self.size = w, h = surface.get_size()
        self.strong = pygame.mask.from_surface(surface, STRONG - 1)
        self.count = self.strong.count()
        self.colour = None
        self.parts: list[list[tuple[pygame.mask.Mask, int]]] = []
        if self.count < MIN_STRONG:
            return
        x, y = self.strong.outline()[0]
        self.colour = tuple(surface.get_at((x, y)))[:3]
        bands = []
        upper = None
        for low, tol in BANDS:
            band = pygame.mask.from_surface(surface, low - 1)
            if upper is not None:
                band.erase(upper, (0, 0))
            upper = pygame.mask.from_surface(surface, low - 1)
            bands.append((band, tol))
        self.bands = bands
        box = self.strong.get_bounding_rects()
        left = min(r.left for r in box)
        right = max(r.right for r in box)
        third = max(1, (right - left) // 3)
        for x0 in (left, left + third, left + 2 * third):
            x1 = right if x0 == left + 2 * third else x0 + third
            cols = pygame.mask.Mask((w, h))
            cols.draw(pygame.mask.Mask((max(1, x1 - x0), h), fill=True), (x0, 0))
            part = [(band.overlap_mask(cols, (0, 0)), tol) for band, tol in bands]
            part = [(m, tol) for m, tol in part if m.count()]
            if part:
                self.parts.append(part)
        # a few pixels of each slice's bands: where the text may be is found with these
        # cheap shifts before the exact search convolves the screen (``_area``)
        self.anchors = [[(xy, tol) for m, tol in part for xy in _spread(m, ANCHORS)]
                        for part in self.parts]
        inked = pygame.mask.from_surface(surface, 0)
        self.clear = inked.copy()
        self.clear.invert()
        self.clear_count = self.clear.count()
        # The clear pixels right beside the strong ones: on screen they show the
        # background, never the text's colour (else it is a plain area of that colour).
        grown = self.strong.convolve(pygame.mask.Mask((3, 3), fill=True))
        self.ring = pygame.mask.Mask((w, h))
        self.ring.draw(grown, (-1, -1))  # the strong pixels and their neighbours
        self.ring.erase(inked, (0, 0))
        step = max(1, (w * h) // 1500)  # a spread-out sample of the box (prime-ish step)
        step += step % 2 == 0 and step > 1
        pixels = [(i % w, i // w) for i in range(0, w * h, step)]
        ink = [(px, py, surface.get_at((px, py))[3]) for px, py in pixels if inked.get_at((px, py))]
        clear = [(px, py) for px, py in pixels if not inked.get_at((px, py))]
        self.ink = ink[:: max(1, len(ink) // 160)]
        self.clear_sample = clear[:: max(1, len(clear) // 40)]


def _spread(mask: pygame.mask.Mask, n: int) -> list[tuple[int, int]]:
    """Up to ``n`` set pixels of ``mask`` from columns spread over it (one per column)."""
    box = mask.get_bounding_rects()
    left, right = min(r.left for r in box), max(r.right for r in box)
    h = mask.get_size()[1]
    found = []
    for k in range(2 * n):  # twice as many columns as wanted: a column may be empty
        x = left + (2 * k + 1) * (right - left) // (4 * n)
        column = [y for y in range(h) if mask.get_at((x, y))]
        if column:
            found.append((x, column[len(column) // 2]))
        if len(found) == n:
            break
    return found


_INK: dict[int, tuple[pygame.Surface, _Ink]] = {}


def _ink(surface: pygame.Surface) -> _Ink:
    got = _INK.get(id(surface))
    if got is None or got[0] is not surface:
        if len(_INK) > 4000:
            _INK.clear()
        got = _INK[id(surface)] = (surface, _Ink(surface))
    return got[1]


def locate(
    screen: pygame.Surface,
    text_surface: pygame.Surface,
    match: float = MATCH,
    masks: dict | None = None,
) -> list[tuple[int, int]] | None:
    """Top-left corners where ``text_surface`` (one rendered line) appears on ``screen``.

    A rendered line is one colour with antialiased edges. Its strongly inked pixels
    must fall on pixels near that colour (``1 - match`` of them may be covered, say by
    a pointer arrow over a label), and then the whole text, edges included, blended
    over the background around it, must match what is there: "Bud" is not "Bid".
    None when the text is too faint to tell. Uses pygame masks only (no numpy), so the
    frozen game's self-test can read its screen too. ``masks``: a cache for one
    frame's colour masks of this ``screen``."""
    if not text_surface.get_flags() & pygame.SRCALPHA:
        return None
    ink = _ink(text_surface)
    if ink.colour is None:
        return None
    w, h = ink.size
    sw, sh = screen.get_size()
    if sw < w or sh < h:
        return []
    masks = {} if masks is None else masks
    far = _far(screen, ink.colour, masks)
    area = _area(screen, ink, match, far, masks)
    if area is None:
        return []
    if area.w * area.h > WHOLE * sw * sh:
        return _search(screen, ink, match, far, masks)
    crop = {}  # the colour masks of the area only
    for tol, mask in far.items():
        crop[tol] = pygame.mask.Mask(area.size)
        crop[tol].draw(mask, (-area.x, -area.y))
    found = _search(screen.subsurface(area), ink, match, crop, {})
    return [(x + area.x, y + area.y) for x, y in found]


def _slices_agree(slices: list[pygame.mask.Mask], match: float) -> pygame.mask.Mask:
    """The places where enough slices of a text match: all, or two of three when a
    slice may be covered."""
    if len(slices) == 3 and match < 0.99:  # one slice may be covered: two must match
        a, b, c = slices
        hits = a.overlap_mask(b, (0, 0))
        hits.draw(a.overlap_mask(c, (0, 0)), (0, 0))
        hits.draw(b.overlap_mask(c, (0, 0)), (0, 0))
        return hits
    hits = slices[0]
    for other in slices[1:]:
        hits = hits.overlap_mask(other, (0, 0))
    return hits


def _fits(w: int, h: int, sw: int, sh: int) -> pygame.mask.Mask:
    """The bottom-right corners (as ``Mask.convolve`` counts them) of a ``w`` x ``h`` box
    that lies wholly on a ``sw`` x ``sh`` screen."""
    valid = pygame.mask.Mask((sw + w - 1, sh + h - 1))
    valid.draw(pygame.mask.Mask((sw - w + 1, sh - h + 1), fill=True), (w - 1, h - 1))
    return valid


def _area(
    screen: pygame.Surface, ink: _Ink, match: float, far: dict, masks: dict
) -> pygame.Rect | None:
    """The part of the screen that holds every place ``_search`` can find the text,
    or None when there is none. A place passes a slice only if every pixel of its
    bands is near the colour, so the slice's anchor pixels must be: a shifted mask per
    anchor instead of a convolution per band keeps the search off most of the screen."""
    w, h = ink.size
    sw, sh = screen.get_size()
    valid = _fits(w, h, sw, sh)
    slices = []
    for anchors in ink.anchors:
        hits = valid
        for (x, y), tol in anchors:
            near = _near(far, ink.colour, tol, masks)
            hits = hits.overlap_mask(near, (w - 1 - x, h - 1 - y))
        slices.append(hits)
    corners = _bounds(_slices_agree(slices, match))  # bottom-right: the text ends there
    if corners is None:
        return None
    return pygame.Rect(corners.x - w + 1, corners.y - h + 1, corners.w + w - 1, corners.h + h - 1)


def _bounds(mask: pygame.mask.Mask) -> pygame.Rect | None:
    """The smallest rect holding every set pixel of ``mask`` (None: none is set). Found
    by halving with counts: ``get_bounding_rects`` labels every component, and a
    screen's mask can have thousands."""
    if not mask.count():
        return None
    w, h = mask.get_size()
    full = pygame.mask.Mask((w, h), fill=True)

    def count(dx: int, dy: int) -> int:  # set pixels under ``full`` moved by (dx, dy)
        return mask.overlap_area(full, (dx, dy))

    top = _lowest(lambda k: count(0, k + 1 - h) > 0, h - 1)  # some pixel in rows <= k
    bottom = _lowest(lambda k: count(0, k + 1) == 0, h - 1)  # none in rows > k
    left = _lowest(lambda k: count(k + 1 - w, 0) > 0, w - 1)
    right = _lowest(lambda k: count(k + 1, 0) == 0, w - 1)
    return pygame.Rect(left, top, right - left + 1, bottom - top + 1)


def _lowest(holds: Callable[[int], bool], last: int) -> int:
    """The lowest ``k`` in 0..``last`` for which ``holds`` (false, then true for good;
    true at ``last``)."""
    lo, hi = 0, last
    while lo < hi:
        mid = (lo + hi) // 2
        if holds(mid):
            hi = mid
        else:
            lo = mid + 1
    return lo


def _search(
    screen: pygame.Surface, ink: _Ink, match: float, far: dict, masks: dict
) -> list[tuple[int, int]]:
    """``locate``'s exact search on ``screen`` (``far``: its colour masks)."""
    w, h = ink.size
    valid = _fits(w, h, *screen.get_size())
    slices = []
    for part in ink.parts:  # where a slice's every band lands near the text's colour
        hits = valid
        for band, tol in part:
            miss = far[tol].convolve(band)
            miss.invert()
            hits = hits.overlap_mask(miss, (0, 0))
        slices.append(hits)
    if ink.ring.count():
        beside = _near(far, ink.colour, BANDS[0][1], masks).convolve(ink.ring)
        beside.invert()
        slices = [hits.overlap_mask(beside, (0, 0)) for hits in slices]
    hits = _slices_agree(slices, match)
    if hits.count() > MAX_CANDIDATES:
        return []  # a plain area of the colour, not text
    starts = []
    for r in hits.get_bounding_rects():
        for i in range(r.left, r.right):
            for j in range(r.top, r.bottom):
                if hits.get_at((i, j)):
                    starts.append((i - w + 1, j - h + 1))
    near = _near(far, ink.colour, BANDS[-1][1], masks)
    found = []
    for x, y in sorted(starts):
        seen = ink.count - sum(far[tol].overlap_area(band, (x, y)) for band, tol in ink.bands)
        if seen < match * ink.count:
            continue  # too much of it is not there (or covered)
        if ink.clear_count and near.overlap_area(ink.clear, (x, y)) > ink.clear_count / 2:
            continue  # a plain area of the text's colour is not the text
        if _blend_score(screen, ink, x, y) >= min(match, 0.92):
            found.append((x, y))
    return found


def _far(screen: pygame.Surface, colour, masks: dict) -> dict[int, pygame.mask.Mask]:
    """Per colour tolerance of ``BANDS``: the screen's pixels too far from ``colour``
    (cached in ``masks`` for the frame)."""
    far = {}
    for _low, tol in BANDS:
        m = masks.get((colour, tol))
        if m is None:
            m = pygame.mask.from_threshold(screen, colour, (tol + 1, tol + 1, tol + 1, 255))
            m.invert()
            masks[(colour, tol)] = m
        far[tol] = m
    return far


def _near(far: dict, colour, tol: int, masks: dict) -> pygame.mask.Mask:
    """The screen's pixels within ``tol`` of ``colour`` (``far``'s complement, cached in
    ``masks``: every text and rival checked in a frame reuses it)."""
    near = masks.get((colour, "near", tol))
    if near is None:
        near = far[tol].copy()
        near.invert()
        masks[(colour, "near", tol)] = near
    return near


def mismatch(
    screen: pygame.Surface, text_surface: pygame.Surface, spot: tuple[int, int],
    masks: dict | None = None,
) -> int | None:
    """How many of a rendered line's pixels disagree with the screen with its top-left
    at ``spot``: strongly inked ones not near its colour, clear ones that are. None
    when the text is too faint to tell."""
    ink = _ink(text_surface)
    if ink.colour is None:
        return None
    masks = {} if masks is None else masks
    far = _far(screen, ink.colour, masks)
    missing = sum(far[tol].overlap_area(band, spot) for band, tol in ink.bands)
    return missing + _near(far, ink.colour, BANDS[-1][1], masks).overlap_area(ink.clear, spot)


def outmatched(
    screen: pygame.Surface, text_surface: pygame.Surface, spot: tuple[int, int],
    rivals: list[pygame.Surface], masks: dict | None = None,
) -> bool:
    """Does another text of the same size fit the screen at ``spot`` better? ``locate``
    lets a little of a text be covered, so a line one digit off ("Round 8 of 15" where
    "Round 3 of 15" is drawn) passes it too; the text drawn there disagrees least."""
    masks = {} if masks is None else masks
    own = mismatch(screen, text_surface, spot, masks)
    if own is None:
        return False
    for rival in rivals:
        theirs = mismatch(screen, rival, spot, masks)
        if theirs is not None and theirs < own:
            return True
    return False


def _blend_score(screen: pygame.Surface, ink: _Ink, x: int, y: int) -> float:
    """The share of the text's inked pixels that look like the text over its background."""
    if not ink.clear_sample:
        return 1.0
    around = [screen.get_at((x + px, y + py)) for px, py in ink.clear_sample]
    background = [sorted(c[k] for c in around)[len(around) // 2] for k in range(3)]
    good = 0
    for px, py, a in ink.ink:
        got = screen.get_at((x + px, y + py))
        t = a / 255
        if all(
            abs(got[k] - (t * ink.colour[k] + (1 - t) * background[k])) <= BLEND_TOLERANCE
            for k in range(3)
        ):
            good += 1
    return good / len(ink.ink)
