"""Text that fits its box: word wrapping, shrinking to fit, and drawing the result.

Text that must fit a box wraps, then shrinks; a description never shrinks below the
player's text size (``least``): its screen makes room for it (``wrapped_height``) or
shows it elsewhere.
"""

from __future__ import annotations

import pygame

from game.ui.kit import palette, typeface


def wrap_lines(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Greedy word wrap; a word longer than the width is broken inside.

    Linear in the length of the text: a long word is cut using the glyph advances
    measured once (``font.metrics``), not by re-measuring ever shorter prefixes."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if font.size(candidate)[0] <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            pieces = _break_word(word, font, width)
            lines.extend(pieces[:-1])
            line = pieces[-1]
        lines.append(line)
    return lines


def _break_word(word: str, font: pygame.font.Font, width: int) -> list[str]:
    """``word`` in pieces that fit ``width`` (all but the last end in a hyphen)."""
    if len(word) <= 1 or font.size(word)[0] <= width:
        return [word]
    advances = _advances(word, font)
    hyphen = font.size("-")[0]
    remaining = sum(advances)
    pieces: list[str] = []
    start, n = 0, len(word)
    while start < n:
        if remaining <= width and font.size(word[start:])[0] <= width:
            pieces.append(word[start:])
            break
        used, end = 0, start
        while end < n and used + advances[end] <= width - hyphen:
            used += advances[end]
            end += 1
        end = max(end, start + 1)  # always make progress
        while end > start + 1 and font.size(word[start:end] + "-")[0] > width:
            end -= 1  # kerning made it a little wider than the advances said
        pieces.append(word[start:end] + "-")
        remaining -= sum(advances[start:end])
        start = end
    return pieces


def _advances(word: str, font: pygame.font.Font) -> list[int]:
    """Each character's horizontal advance, measured once."""
    out: list[int] = []
    try:
        metrics = font.metrics(word)
    except (pygame.error, UnicodeError, ValueError):
        metrics = [None] * len(word)
    if len(metrics) != len(word):  # e.g. characters outside the basic plane
        metrics = [None] * len(word)
    cache: dict[str, int] = {}
    for ch, m in zip(word, metrics, strict=True):
        if m is not None:
            out.append(m[4])
        else:
            if ch not in cache:
                cache[ch] = font.size(ch)[0]
            out.append(cache[ch])
    return out


def _real(fonts: typeface.Fonts, size: int) -> int:
    """The pixel size ``fonts.get(size)`` gives at the player's text size: the floors
    of the fitting helpers are in real pixels, so a larger text size never leaves a
    text bigger than its box where the normal size would have fitted."""
    return typeface.scaled_text_size(size, getattr(fonts, "text_scale", 1.0))


def fit_text(
    fonts: typeface.Fonts,
    text: str,
    box: tuple[int, int],
    size: int,
    style: str = "regular",
    min_size: int = 10,
    line_gap: float = 1.15,
    least: int | None = None,
) -> tuple[pygame.font.Font, list[str]]:
    """The largest font (≤ ``size``) whose wrapped lines fit ``box``, and those lines.
    ``least``: a size (as designed) the text never shrinks below, at the player's
    text size: a description keeps the size the player chose, and its screen makes
    the room (``wrapped_height``) or shows it elsewhere."""
    width, height = box
    while True:
        font = fonts.get(size, style)
        lines = wrap_lines(text, font, width)
        total = int(len(lines) * font.get_linesize() * line_gap)
        widest = max((font.size(line)[0] for line in lines), default=0)
        if (total <= height and widest <= width) or _real(fonts, size) <= min_size:
            return font, lines
        if least is not None and size <= least:
            return font, lines
        size -= 1


def wrapped_height(
    fonts: typeface.Fonts, text: str, width: int, size: int, style: str = "regular",
    line_gap: float = 1.15,
) -> int:
    """The height ``text`` takes wrapped to ``width`` at ``size`` (not shrunk): the
    room a layout gives a description that must keep the player's text size."""
    font = fonts.get(size, style)
    return int(len(wrap_lines(text, font, max(1, width))) * font.get_linesize() * line_gap)


def draw_text_box(
    surface: pygame.Surface,
    fonts: typeface.Fonts,
    text: str,
    rect: pygame.Rect,
    size: int,
    color=palette.TEXT,
    style: str = "regular",
    align: str = "left",
    valign: str = "top",
    line_gap: float = 1.15,
    least: int | None = None,
) -> list[pygame.Rect]:
    """Draw wrapped, shrink-to-fit text inside ``rect``; returns each line's rect.
    ``least``: as ``fit_text``'s (a description: ``least=size``, never shrunk)."""
    font, lines = fit_text(fonts, text, rect.size, size, style, line_gap=line_gap, least=least)
    step = int(font.get_linesize() * line_gap)
    total = step * len(lines)
    y = rect.top
    if valign == "center":
        y = rect.centery - total // 2
    elif valign == "bottom":
        y = rect.bottom - total
    rects = []
    for line in lines:
        img = font.render(line, True, color)
        r = img.get_rect()
        if align == "center":
            r.midtop = (rect.centerx, y)
        elif align == "right":
            r.topright = (rect.right, y)
        else:
            r.topleft = (rect.left, y)
        surface.blit(img, r)
        rects.append(r)
        y += step
    return rects


LABEL_INSET = 0.24  # a label's room to its box's side edges, of the box's height
LABEL_INSET_LEAST = 6  # px


def label_inset(height: int) -> int:
    """The room kept between a label and each side of its box (a button, a segment):
    a label shrunk to fit never touches the edges, and has the same room both sides."""
    return max(LABEL_INSET_LEAST, round(height * LABEL_INSET))


def render_fit(
    fonts: typeface.Fonts,
    text: str,
    max_width: int,
    size: int,
    color=palette.TEXT,
    style: str = "regular",
) -> pygame.Surface:
    """One line of text, shrunk until it is at most ``max_width`` wide."""
    while True:
        font = fonts.get(size, style)
        if font.size(text)[0] <= max_width or _real(fonts, size) <= 8:
            return font.render(text, True, color)
        size -= 1

