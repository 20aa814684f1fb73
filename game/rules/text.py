"""Text from files and bots, made safe to keep, draw and print.

A name or date read from a file may hold anything JSON can: a NUL or a lone
surrogate (which pygame cannot draw), millions of characters, or terminal escape
sequences. ``is_clean`` says whether a value is short printable text (what the
formats allow), ``clean`` makes any text so (for values a reader keeps rather than
refuses), ``fit`` bounds text a writer puts into a format, and ``terminal`` escapes
what a command prints so that nothing in it reaches the terminal as a control code.
"""

from __future__ import annotations

REPLACEMENT = "\ufffd"  # stands for a character that cannot be shown
ELLIPSIS = "…"


def is_clean(value, limit: int) -> bool:
    """``value`` is a string of at most ``limit`` printable characters (str.isprintable:
    no control or format characters, no line separators, no lone surrogates)."""
    return isinstance(value, str) and len(value) <= limit and value.isprintable()


def clean(text: str, limit: int) -> str:
    """``text`` with each unprintable character replaced, cut to ``limit`` characters.
    Only the first ``limit`` characters are looked at: the cost is bounded."""
    head = text[: limit + 1]
    if not head.isprintable():
        head = "".join(ch if ch.isprintable() else REPLACEMENT for ch in head)
    return head if len(head) <= limit else head[: limit - 1] + ELLIPSIS


def fit(text: str, limit: int) -> str:
    """``text`` made clean and at most ``limit`` characters, cut in the middle so both
    ends stay (a bot's command: the program and its last arguments)."""
    if len(text) <= limit:
        return clean(text, limit)
    keep = limit - 1
    head, tail = text[: keep - keep // 2], text[len(text) - keep // 2 :]
    return clean(head, limit) + ELLIPSIS + clean(tail, limit)


def terminal(text: str, limit: int | None = None) -> str:
    """``text`` for a terminal: every unprintable character (escape, NUL, newline,
    lone surrogate...) written as a visible escape such as ``\\x1b``; optionally cut
    to about ``limit`` characters first."""
    if limit is not None and len(text) > limit:
        text = text[: limit - 1] + ELLIPSIS
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else _escape(ch) for ch in text)


def _escape(ch: str) -> str:
    code = ord(ch)
    if code < 0x100:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"
