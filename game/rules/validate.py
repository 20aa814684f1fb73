"""Checks on prepared deals, shared by new games, tutorials and save files."""

from __future__ import annotations

from game.rules.errors import DeckCountError, DeckError, FirstDealerError


def validate_decks(rules, decks, first_dealer) -> None:
    n = rules.players
    if not isinstance(first_dealer, int) or not 0 <= first_dealer < n:
        raise FirstDealerError(first_dealer, n)
    if len(decks) != rules.rounds:
        raise DeckCountError(len(decks), rules.rounds, n)
    full = [int(c) for c in rules.special.deck()] if rules.special else list(range(60))
    for i, deck in enumerate(decks):
        if sorted(int(c) for c in deck) != full:
            raise DeckError(i + 1)
