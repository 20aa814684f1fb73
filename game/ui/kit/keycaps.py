"""Key caps: a key's name in the current language and a small rounded cap drawn
with it, for the keyboard help and for buttons that show the key pressing them."""

from __future__ import annotations

import pygame

from game.i18n import pgettext
from game.ui.kit import palette, textfit


def key_name(key: str) -> str:
    """The name printed on a key cap, in the current language where it has one."""
    names = {
        "Esc": pgettext("key", "Esc"),
        "Enter": pgettext("key", "Enter"),
        "Space": pgettext("key", "Space"),
        "Tab": pgettext("key", "Tab"),
        "Ctrl+Enter": pgettext("key", "Ctrl+Enter"),
        "Ctrl+Z": pgettext("key", "Ctrl+Z"),
        "PgUp": pgettext("key", "PgUp"),
        "PgDn": pgettext("key", "PgDn"),
        "Home": pgettext("key", "Home"),
        "End": pgettext("key", "End"),
    }
    return names.get(key, key)


def draw_key_cap(surface, fonts, label: str, midleft, size: int, max_width: int) -> pygame.Rect:
    """A key drawn as a small rounded cap with its name; returns its rect."""
    pad = max(4, size // 2)
    img = textfit.render_fit(fonts, label, max(8, max_width - 2 * pad), size, palette.TEXT, "bold")
    cap = pygame.Rect(
        0, 0, max(img.get_width() + 2 * pad, img.get_height() + pad), img.get_height() + pad
    )
    cap.midleft = midleft
    pygame.draw.rect(surface, palette.WELL, cap.move(0, 2), border_radius=max(3, size // 3))
    pygame.draw.rect(surface, palette.KEYCAP, cap, border_radius=max(3, size // 3))
    pygame.draw.rect(surface, palette.FIELD_BORDER, cap, width=1, border_radius=max(3, size // 3))
    surface.blit(img, img.get_rect(center=cap.center))
    return cap
