"""The New game screen's game length: Full, Short or Custom (rounds 1 to N).

Short is the first half of the rounds (``game.rules.short_rounds``): every round is
played as in a full game, so round r still deals r cards; docs/transcript-format.md
says why that was chosen over every second round. The widget pair here (a choice and,
for Custom, a stepper) and the one line that says what the length plays are drawn
by ``NewGameScene``, which owns the layout of the whole screen.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import _, ngettext, pgettext
from game.rules import FULL, SHORT, full_rounds, length_rounds
from game.ui.kit import palette, sizing, textfit
from game.ui.kit.widgets import Choice, Stepper
from game.ui.scenes.common import section_label

CUSTOM = "custom"  # a length the player counts out: rounds 1 to N


def rounds_text(n: int) -> str:
    return ngettext("{count} round", "{count} rounds", n).format(count=n)


def length_description(length: str, rounds: int, total: int) -> str:
    """One line on what a game length plays."""
    if length == FULL:
        return _("All {total} rounds, from 1 card each up to the whole deck.").format(total=total)
    if length == SHORT:
        # Why the first half: every round stays as in a full game (round r, r cards).
        return _("First half: rounds 1 to {count} of {total}, played as in a full game.").format(
            count=rounds, total=total
        )
    return ngettext(
        "Round 1 only: one card each, then the game is over.",
        "Rounds 1 to {count} of {total}: the game ends after round {count}.",
        rounds,
    ).format(count=rounds, total=total)


class GameLengthPicker:
    """Full / Short / Custom, and the rounds for Custom. ``on_change()`` is called when
    the choice changes (the screen's focus order then gains or loses the stepper)."""

    def __init__(self, length: str, custom_rounds: int, players: int, on_change: Callable):
        self.length = length
        self.custom_rounds = custom_rounds
        self.players = players
        self.on_change = on_change
        self.choice = Choice(
            [
                (FULL, pgettext("game length", "Full")),
                (SHORT, pgettext("game length", "Short")),
                (CUSTOM, pgettext("game length", "Custom")),
            ],
            length,
            on_change=self._choose,
        )
        self.stepper = Stepper(1, 1, full_rounds(players), self._count, fmt=rounds_text)
        self.set_players(players)
        self.caption = self.desc = pygame.Rect(0, 0, 0, 0)

    def _choose(self, length) -> None:
        if length == CUSTOM:  # count on from what was shown, so the number does not jump
            self.custom_rounds = self.rounds()
        self.length = length
        self.set_players(self.players)
        self.on_change()

    def _count(self, n: int) -> None:
        self.custom_rounds = n

    def set_players(self, players: int) -> None:
        """A custom length stays as counted, within what this many players can play."""
        self.players = players
        self.stepper.hi = full_rounds(players)
        self.stepper.value = self.rounds()

    def rounds(self) -> int:
        """The rounds the chosen length plays with the chosen number of players."""
        if self.length == CUSTOM:
            return max(1, min(self.custom_rounds, full_rounds(self.players)))
        return length_rounds(self.players, self.length)

    def widgets(self) -> list:
        """In focus order: the choice, and the stepper only for a custom length."""
        return [self.choice, self.stepper] if self.length == CUSTOM else [self.choice]

    def remembered(self) -> dict:
        """For the settings' ``new_game`` choices."""
        return {"length": self.length, "rounds": self.custom_rounds}

    def desc_height(self, fonts, left: int, right: int, size: int) -> int:
        """The room the line on what the length plays needs at the player's text size
        (the longest of the three lengths', so the layout keeps still as they change)."""
        width = right - (left + int((right - left) * 0.4))
        rounds, total = self.rounds(), full_rounds(self.players)
        return max(textfit.wrapped_height(fonts, length_description(length, rounds, total),
                                        width, size) for length in (FULL, SHORT, CUSTOM))

    def layout(self, left: int, right: int, y: int, ctl: int, cap: int, gap: int,
               desc_h: int = 0) -> int:
        """Two rows from ``y``: the caption and the choice; the rounds and what they
        are (``desc_h``: that line's height, at least ``ctl``). Returns the ``y`` below
        them."""
        lx = left + int((right - left) * 0.4)
        # The caption keeps a gap to the choice ("GAME LENGTH" touched "Full").
        self.caption = pygame.Rect(left, y + (ctl - cap) // 2, lx - left - 2 * gap, cap)
        self.choice.rect = pygame.Rect(lx, y, right - lx, ctl)
        y += ctl + gap
        row = max(ctl, desc_h)
        self.stepper.rect = pygame.Rect(left, y + (row - ctl) // 2, lx - left - gap, ctl)
        self.desc = pygame.Rect(lx, y, right - lx, row)
        return y + row + gap

    def draw(self, surface: pygame.Surface, fonts, s: float, cap_size: int) -> None:
        """The caption, the rounds of Full or Short (where Custom has its stepper, which
        draws itself with the focus widgets) and the line on what the length plays."""
        section_label(surface, fonts, _("Game length"), self.caption, cap_size)
        rounds, total = self.rounds(), full_rounds(self.players)
        m = sizing.Metrics(s, cut=True)
        if self.length != CUSTOM:
            textfit.draw_text_box(
                surface, fonts, rounds_text(rounds), self.stepper.rect, m.body,
                palette.TEXT, valign="center",
            )
        textfit.draw_text_box(
            surface, fonts, length_description(self.length, rounds, total), self.desc,
            m.small, palette.TEXT_DIM, valign="center", least=m.small,
        )
