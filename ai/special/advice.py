"""Advice in a game with special cards: every sensible move of the seat to move,
rated by the special-card search's play-outs (``ai.special.search``) in the same
deals, as ``ai.advice.evaluate`` rates the 60-card game's. The Werewolf's trump
counts as a trump choice, a pass as card play, the Cloud's change as bidding."""

from __future__ import annotations

import random

from ai.special.reading import Reading
from ai.special.search import SpecialSearch, candidates, representatives
from game.rules.actions import Play
from game.rules.cards import SUIT_OF
from game.rules.table import Phase

KIND = {Phase.PLAY: "play", Phase.PASS: "play", Phase.BID: "bid", Phase.CLOUD: "bid",
        Phase.WEREWOLF: "trump", Phase.CHOOSE_TRUMP: "trump"}


def evaluate_special(view, actions, worlds: int, seed: int, infer: bool, work):
    """An ``ai.advice.Evaluation`` of the seat to move (``actions``: moves rated
    besides the search's candidates; ``work``: at most this many cards played in all,
    as ``ai.advice`` counts them)."""
    from ai.advice import Evaluation, Option, _deals

    if view.phase not in KIND:
        raise ValueError(f"nothing to decide in phase {view.phase}")
    k = Reading(view)
    cands = candidates(k)
    cands += [a for a in actions or () if a in view.legal and a not in cands]
    search = SpecialSearch(1, infer, random.Random(seed))
    cards = k.tricks_left * k.n * len(cands)
    rt = search.rate(k, cands, worlds=_deals(worlds, work, cards))
    opts = [Option(a, rt.mean(i), rt.made[i] / rt.worlds, tuple(rt.tricks[i]), rt.mean(i))
            for i, a in enumerate(cands)]
    order = sorted(range(len(opts)), key=lambda i: -opts[i].value)
    same = _same(view, cands)
    return Evaluation(view.seat, KIND[view.phase], rt.worlds,
                      tuple(opts[i] for i in order), same)


def _same(view, cands) -> dict:
    """A legal move not searched -> the searched one that plays alike: the card of its
    run (``representatives`` keeps a run's lowest card) with the same name."""
    searched = [a for a in cands if isinstance(a, Play)]
    same = {}
    for a in view.legal:
        if a in cands or not isinstance(a, Play):
            continue
        c = int(a.card)
        alike = [b for b in searched if SUIT_OF[int(b.card)] == SUIT_OF[c]
                 and b.named == a.named and int(b.card) <= c]
        if alike:
            same[a] = max(alike, key=lambda b: int(b.card))
    return same


def forced(view) -> bool:
    """One legal move, or only cards that play alike (the analysis rates no such)."""
    if len(view.legal) == 1:
        return True
    if view.phase not in (Phase.PLAY, Phase.PASS):
        return False
    k = Reading(view)
    cards = {int(a.card) for a in view.legal}
    return len(cards) == len(view.legal) and len(representatives(k, cards)) == 1
