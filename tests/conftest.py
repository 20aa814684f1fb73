"""Shared test setup: SDL without a screen or sound card, and the App in strict mode.

Strict mode makes an exception in any frame fail the test instead of turning into
the player's error screen (which hid the tutorial's end-of-lesson crash)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["WIZARD_STRICT"] = "1"
