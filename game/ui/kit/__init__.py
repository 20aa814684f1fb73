"""The UI kit: what every screen builds from and nothing specific to one screen.

The look: ``palette`` (every colour), ``sizing`` (the one UI scale and named
lengths), ``typeface`` (the bundled fonts at the player's text size), ``textfit``
(wrapping and shrinking text to its box), ``panelart`` (the one panel renderer),
``backdrop`` (the felt behind the screens) and ``theme`` (headings, ornaments and
marks). Then ``widgets`` (the ``Widget`` protocol and the buttons, toggles, fields
and steppers that follow it), ``dialog`` (the one dialog base), ``keycaps`` (key
labels beside buttons), ``toast`` (short notices), ``tween`` (easing and tweens) and
``charts`` (line and bar charts).
"""
