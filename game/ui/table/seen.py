"""What the table drew in its last frame, in words: the texts on screen, the plate
that glows for the player to move, the card marked as winning the trick, and where
the score floaters and the speech bubbles went.

The table fills a fresh record in every ``draw``. Tests (and the player-robot) read
it to check what the player sees, e.g. that no text is left in the old language after
a language switch; cached pictures report their texts again each time they are shown.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame


@dataclass
class Seen:
    texts: list[str] = field(default_factory=list)
    glow: list[int] = field(default_factory=list)  # seats whose plate glows "your turn"
    winning: list[int] = field(default_factory=list)  # seat whose trick card is marked
    trick: list[tuple[int, pygame.Rect]] = field(default_factory=list)  # (seat, card rect)
    floaters: list[pygame.Rect] = field(default_factory=list)
    bubbles: list[pygame.Rect] = field(default_factory=list)  # the speech bubbles' pills
    marked: list = field(default_factory=list)  # the card marked to be played on your turn
    passes: list[int] = field(default_factory=list)  # seats whose chosen pass lies out
