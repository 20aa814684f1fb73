"""Which games the decision analysis (``ai.analysis``: ``wizard analyze`` and the
Review screen's ratings) can rate. A light module: the Review window asks it before
starting an analysis process, and ``analyze`` refuses what it names."""

from __future__ import annotations

from game.rules import Rules


class AnalysisUnsupported(ValueError):
    """A game the analysis cannot rate yet; the message says why in one line."""


def analysis_problem(rules: Rules) -> str | None:
    """Why games with ``rules`` cannot be rated yet, or None if they can."""
    if rules.special:
        # Expert's evaluation samples 60-card deals and knows no special decision.
        return f"the analysis does not know the special cards yet ({rules.special})"
    return None
