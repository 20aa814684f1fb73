"""The UI kit: what every screen builds from and nothing specific to one screen.

``theme`` (colours, fonts, the one UI scale and named metrics), ``widgets`` (the
``Widget`` protocol and the buttons, toggles, fields and steppers that follow it),
``dialog`` (the one dialog base), ``keycaps`` (key labels beside buttons), ``toast``
(short notices), ``tween`` (easing and tweens) and ``charts`` (line and bar charts).
"""
