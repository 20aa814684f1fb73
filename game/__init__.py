"""Wizard, the trick-taking card game."""

from game.version import __version__

__all__ = ["__version__"]
