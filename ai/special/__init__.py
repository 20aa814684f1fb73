"""The AI levels' play with the anniversary special cards (ids 60..66).

The 60-card levels work on 60-bit masks and fitted tables; a game with special
cards (``view.rules.special``) is handed to this package instead, so the 60-card
code paths stay as they were. ``heuristic`` holds Easy's and Medium's rules for
every special decision, ``search`` Hard's and Expert's Monte Carlo search over
engine states (``world`` draws the deals, ``playout`` plays them out).
"""
