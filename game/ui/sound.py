"""Sound effects: loads assets/sounds/*.wav and plays them by name.

Never raises: without an audio device (mixer init fails, SDL_AUDIODRIVER=dummy, missing
files) every call is a silent no-op.
"""

from __future__ import annotations

import contextlib
import logging

import pygame

from game.assets import asset_path

log = logging.getLogger(__name__)

SOUND_NAMES: tuple[str, ...] = (
    "deal",
    "play",
    "trick",
    "round_end",
    "game_end",
    "click",
    "error",
)


class Sounds:
    """Named sound effects with a master volume (0..1) and mute."""

    def __init__(self, volume: float = 0.8, muted: bool = False, enabled: bool = True):
        self._volume = _clamp(volume)
        self._muted = bool(muted)
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self.available = False
        if enabled:
            self._init()

    # ---------------------------------------------------------------- setup

    def _init(self) -> None:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            if not pygame.mixer.get_init():
                return
            if pygame.mixer.get_num_channels() < 16:
                pygame.mixer.set_num_channels(16)
        except Exception as exc:  # no audio device, dummy driver quirks, ...
            log.info("sound disabled: %s", exc)
            return
        for name in SOUND_NAMES:
            try:
                sound = pygame.mixer.Sound(str(asset_path("sounds", f"{name}.wav")))
            except Exception as exc:
                log.info("sound %s not loaded: %s", name, exc)
                continue
            self._sounds[name] = sound
        self.available = bool(self._sounds)
        self._apply_volume()

    # ---------------------------------------------------------------- controls

    @property
    def volume(self) -> float:
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self.set_volume(value)

    def set_volume(self, value: float) -> None:
        self._volume = _clamp(value)
        self._apply_volume()

    @property
    def muted(self) -> bool:
        return self._muted

    @muted.setter
    def muted(self, value: bool) -> None:
        self.set_muted(value)

    def set_muted(self, value: bool) -> None:
        self._muted = bool(value)
        if self._muted:
            self.stop()

    def toggle_mute(self) -> bool:
        self.set_muted(not self._muted)
        return self._muted

    def names(self) -> tuple[str, ...]:
        return tuple(self._sounds)

    def play(self, name: str) -> None:
        """Plays a sound by name ("deal", "play", ...); unknown names and errors are ignored."""
        if self._muted or self._volume <= 0:
            return
        sound = self._sounds.get(name)
        if sound is None:
            return
        try:
            sound.play()
        except Exception as exc:
            log.debug("could not play %s: %s", name, exc)

    def stop(self) -> None:
        for sound in self._sounds.values():
            with contextlib.suppress(Exception):
                sound.stop()

    def _apply_volume(self) -> None:
        for sound in self._sounds.values():
            with contextlib.suppress(Exception):
                sound.set_volume(self._volume)


def _clamp(value: float) -> float:
    try:
        v = float(value)
    except (TypeError, ValueError):
        return 0.0
    if v != v:  # NaN
        return 0.0
    return max(0.0, min(1.0, v))
