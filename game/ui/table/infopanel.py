"""The info panel left of the trick: the round, the stock, the turned card and the
trump suit (or who chooses it).

Its picture changes only with what it shows, so ``InfoPanel`` keeps it, painted over
the felt under it (an opaque picture: the same pixels as painting on the window, and
a cheap blit), and paints it anew when the key (felt, language, layout, card art,
round, stock, turned card, trump) changes; the texts it holds are told to
``table.seen`` at every frame, as the plates do."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import words
from game.i18n import _, language_version
from game.ui.kit import palette, panelart, sizing
from game.ui.table import render as rd

if TYPE_CHECKING:
    from game.ui.table.host import TableHost

# Pixels at scale 1 (the text: sizing.Metrics' SMALL and BODY).
PANEL_RADIUS = 12
LINE_GAP = 6  # the panel's top to its heading, the trump card to "TRUMP"
TRUMP_LABEL = 11  # "TRUMP"
TRUMP_BADGE = 20  # the trump suit's disc
NAME_INSET = 6  # the trump's disc and name to the panel's sides, at least
ROOM = 16  # round the panel in its kept picture: the panel's shadow, the trump's glow


class InfoPanel:
    """The info panel's picture, kept while what it shows stays the same."""

    def __init__(self) -> None:
        self._kept: tuple | None = None  # (key, picture, where, texts)

    def draw(self, table: TableHost, surface: pygame.Surface, felt: pygame.Surface) -> None:
        """Draw the panel; ``felt`` is the table's background, drawn under it."""
        lay, m = table.layout, table.model
        art = table.card_art(*lay.info_card)
        key = (
            felt,  # (kept alive by the key: an id could be reused)
            language_version(),
            tuple(lay.info_panel),
            lay.stock_pos,
            lay.trump_pos,
            table.scale,
            art,  # size, deck style, contrast
            m.round,
            m.rounds,
            min(5, 1 + m.stock // 12) if m.stock > 0 else 0,  # the pile's layers
            m.turned,
            m.turned_shown,
            m.turned_away,
            m.trump_known,
            m.trump,
            m.werewolf_seat,
        )
        if self._kept is None or self._kept[0] != key:
            area = lay.info_panel.inflate(2 * ROOM, 2 * ROOM).clip(felt.get_rect())
            picture = felt.subsurface(area).copy()
            texts = table.seen.texts
            first = len(texts)
            paint_info(table, picture, area.topleft)
            self._kept = (key, picture, area.topleft, texts[first:])
        else:
            table.seen.texts.extend(self._kept[3])
        _key, picture, where, _texts = self._kept
        surface.blit(picture, where)


def paint_info(table: TableHost, surface: pygame.Surface, origin=(0, 0)) -> None:
    """The panel drawn on ``surface``, whose top left is at ``origin`` on the window."""
    lay = table.layout
    m = table.model
    ox, oy = origin
    ip = lay.info_panel.move(-ox, -oy)
    stock_pos = (lay.stock_pos[0] - ox, lay.stock_pos[1] - oy)
    trump_pos = (lay.trump_pos[0] - ox, lay.trump_pos[1] - oy)
    ms = sizing.Metrics(table.scale)
    panelart.draw_panel(surface, ip, radius=ms(PANEL_RADIUS), alpha=200, look=panelart.TABLE)
    head = table.text.render(
        _("Round {n} of {total}").format(n=max(1, m.round), total=m.rounds),
        ms.small,
        palette.GOLD,
        "bold",
        max_width=ip.width - 12,
    )
    surface.blit(head, head.get_rect(midtop=(ip.centerx, ip.top + ms(LINE_GAP))))
    art = table.card_art(*lay.info_card)
    # The stock: a few backs offset to look like a pile.
    if m.stock > 0:
        back = art.back()
        layers = min(5, 1 + m.stock // 12)
        for i in range(layers):
            rd.blit_card(surface, back, (stock_pos[0] - i, stock_pos[1] - i), shadow=i == 0)
    else:
        slot = pygame.Rect(0, 0, *lay.info_card)
        slot.center = stock_pos
        pygame.draw.rect(
            surface,
            (*palette.HIGHLIGHT, 40),
            slot,
            width=1,
            border_radius=rd.card_radius(slot.width),
        )
    tslot = pygame.Rect(0, 0, *lay.info_card)
    tslot.center = trump_pos
    if m.turned is not None and m.turned_shown and not m.turned_away:
        if m.trump_known and m.trump is not None:
            rd.draw_glow(surface, tslot, palette.GOLD, spread=8, radius=rd.card_radius(tslot.width))
        rd.blit_card(surface, art.face(str(m.turned)), trump_pos)
    else:
        pygame.draw.rect(
            surface, palette.EMPTY_SLOT, tslot, width=1, border_radius=rd.card_radius(tslot.width)
        )
    # The trump line.
    y = tslot.bottom + ms(LINE_GAP)
    label = table.text.render(_("TRUMP"), ms(TRUMP_LABEL), palette.TEXT_DIM, "bold")
    surface.blit(label, label.get_rect(midtop=(ip.centerx, y)))
    y += label.get_height() + 1
    size = ms(TRUMP_BADGE)
    if m.round == 0 or (
        not m.turned_shown and m.turned is None and m.trump is None and not m.trump_known
    ):
        txt = table.text.render("…", size, palette.TEXT_DIM, "bold")
        surface.blit(txt, txt.get_rect(midtop=(ip.centerx, y)))
    elif not m.trump_known:
        wolf = m.werewolf_seat is not None or m.turned_away  # (flying: the Werewolf's swap)
        chooser = _("Werewolf chooses") if wolf else _("Dealer chooses")
        txt = table.text.render(
            chooser, ms.small, palette.GOLD, "bold", max_width=ip.width - 10
        )
        surface.blit(txt, txt.get_rect(midtop=(ip.centerx, y + 2)))
    elif m.trump is None:
        txt = table.text.render(
            _("No trump"), ms.body, palette.TEXT, "bold", max_width=ip.width - 10
        )
        surface.blit(txt, txt.get_rect(midtop=(ip.centerx, y + 1)))
    else:
        name = table.text.render(
            words.suit_title(m.trump, table.deck_style),
            ms.body,
            palette.TEXT,
            "bold",
            max_width=ip.width - (size + 6) - 6 - 2 * ms(NAME_INSET),
        )
        badge = rd.circle_surface(size + 6, palette.CARD_FACE_LIT, palette.GOLD)
        sym = rd.trump_symbol(art, m.trump, size - 4)
        total = badge.get_width() + 6 + name.get_width()
        x = ip.centerx - total // 2
        surface.blit(badge, (x, y))
        surface.blit(
            sym, sym.get_rect(center=(x + badge.get_width() // 2, y + badge.get_height() // 2))
        )
        surface.blit(
            name,
            name.get_rect(midleft=(x + badge.get_width() + 6, y + badge.get_height() // 2)),
        )
