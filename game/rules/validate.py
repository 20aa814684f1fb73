"""Checks on prepared deals, shared by new games, tutorials and save files."""

from __future__ import annotations

from game.i18n import _
from game.rules.errors import ConfigError


def validate_decks(rules, decks, first_dealer) -> None:
    n = rules.players
    if not isinstance(first_dealer, int) or not 0 <= first_dealer < n:
        raise ConfigError(_("The first dealer must be a seat from 0 to {last}.").format(last=n - 1))
    if len(decks) != rules.rounds:
        raise ConfigError(
            _("A game of {n} players needs {rounds} decks, one per round.").format(
                n=n, rounds=rules.rounds
            )
        )
    for i, deck in enumerate(decks):
        if sorted(int(c) for c in deck) != list(range(60)):
            raise ConfigError(
                _("The deck of round {r} is not the 60 distinct cards.").format(r=i + 1)
            )
