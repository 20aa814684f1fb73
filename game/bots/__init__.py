"""The table where our AI levels and outside bots play over ``wizard-bot/1``.

The protocol and its checks, the bot host and the bot's process, the arena, the
decision-time benchmark (``wizard bench ai``), the position suite, and their CLI
commands (``wizard arena``, ``bot``, ``positions``, ``analyze``). The players
themselves are in ``ai``; this package imports neither pygame nor the UI.
"""
