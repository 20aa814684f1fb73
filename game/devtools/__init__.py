"""The QA harness: the player robot (``robot``) that drives the real App through
synthesized mouse and key input, and the screen reader it uses (``screentext``).
Used by ``wizard --selftest`` and the tests; no screen of the game imports it."""
