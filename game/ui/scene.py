"""Scenes and the stack that runs them.

The app keeps a stack of scenes: the top one gets the input; drawing starts at the
highest opaque scene, so dialogs (``opaque = False``) show the scene below them.
Tests drive a scene by calling ``handle_event`` / ``update`` / ``draw`` directly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.ui.app import App


class Scene:
    opaque = True  # False for overlays that draw over the scene below

    def __init__(self, app: App):
        self.app = app

    # Lifecycle -------------------------------------------------------------
    def on_enter(self) -> None:
        """Became the top scene (pushed, or uncovered by a pop)."""

    def on_exit(self) -> None:
        """Removed from the stack."""

    def on_resize(self, size: tuple[int, int]) -> None:
        """The window changed size: lay out again (called before the next draw)."""

    # Per frame -------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        pass

    def update(self, dt: float) -> None:
        """Advance animations by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        pass


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        scene.on_enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.on_exit()
        if self.scenes:
            self.scenes[-1].on_enter()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().on_exit()
        self.push(scene)

    def clear_to(self, scene: Scene) -> None:
        while self.scenes:
            self.scenes.pop().on_exit()
        self.push(scene)

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom first: from the highest opaque one up."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]
