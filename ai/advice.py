"""Move advice from the search's own numbers: one module for every adviser.

``evaluate(view)`` rates every sensible move of the seat to move the way the
search levels choose theirs (``ai.search``): it samples deals of the unseen cards
that agree with what the seat knows (its hand, the cards played, revealed voids,
and with Expert's settings the bids made), plays each candidate move out in
every sampled deal with the search's play-out policy, and averages the round
score. Every candidate is played in the *same* deals, so the difference between
two moves is not sampling noise between two sets of deals.

Each option carries what a person can check: the expected round score, the
chance of making the bid, and how many tricks the seat ended with in how many
deals. The table's Hint, the tutorial coach, the tips and the game analysis
(``ai.analysis``) all read these numbers; the words are made by the UI.

Also here, the one definition of each winner notion every adviser uses:
``likely_winners`` (the beginner's count for a bid: Wizards, high trumps, Aces;
the coach and the first-bid tip) and ``sure_winner`` (a card that cannot lose the
trick on the table).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from ai.heuristic import card_probs, card_values, trick_distribution
from ai.knowledge import POWER, Knowledge
from ai.playout import BIT, learned_runner, playout
from ai.sampler import Sampler
from ai.search_options import EXPERT, SearchOptions
from game.rules import Action, Bid, ChooseTrump, Phase, SeatView, Suit
from game.rules.cards import JESTER, SUIT_OF, WIZARD, mask_of
from game.rules.core import score

WORLDS = 200  # sampled deals per evaluation (the analysis)
HINT_WORLDS = 400  # the table's Hint: at most this many deals ...
# ... and at most this many cards played in all (candidates x cards left x deals), at
# least MIN_WORLDS deals: the Hint of a big round stays under about half a second
# while its numbers stay reproducible (a count, not a clock).
HINT_WORK = 60_000
MIN_WORLDS = 100
BID_WINDOW = 2.5  # candidate bids: within this of what the hand seems worth
TRIES = 8  # Sampler.sample's rejection tries, as the search levels use
# The adviser's settings: Expert's, but every seat of a play-out plays the fitted
# policy's best card rather than drawing it. Expert wins more with drawn cards, but
# drawing makes the seat's own later play noisy, which undervalues strong hands and
# high bids: with a Wizard turned and S14 S13 S5 H2 (tests/ai/test_ai_advice.py), drawn
# play-outs rate spades as trump worst (12.0 expected against 15.4 for diamonds, 400
# deals) while the best-card play-outs rate them best (23.4 against 15.5).
ADVICE = replace(EXPERT, ptemp=0.0)


@dataclass(frozen=True)
class Option:
    """One candidate move, played out in every sampled deal."""

    action: Action
    expected: float  # mean round score
    made: float  # share of the deals in which the seat made its bid exactly
    tricks: tuple[int, ...]  # tricks[k]: deals in which the seat ended the round with k tricks

    @property
    def deals(self) -> int:
        return sum(self.tricks)

    def chance_of(self, k: int) -> float:
        """Share of the deals that ended with exactly ``k`` tricks for the seat."""
        return self.tricks[k] / self.deals if 0 <= k < len(self.tricks) and self.deals else 0.0


@dataclass(frozen=True)
class Evaluation:
    """The rated options of one decision, best first."""

    seat: int
    kind: str  # "bid" | "play" | "trump"
    worlds: int  # sampled deals every option was played in
    options: tuple[Option, ...]  # best first
    same: dict  # action -> the action it was merged with (equivalent cards)

    @property
    def best(self) -> Option:
        return self.options[0]

    def option(self, action: Action) -> Option | None:
        """The option for ``action`` (an equivalent card counts as the same option)."""
        target = self.same.get(action, action)
        return next((o for o in self.options if o.action == target), None)


# ------------------------------------------------------------------ helpers

def card_classes(k: Knowledge, legal_cards: list[int]) -> dict[int, int]:
    """Each legal card -> the lowest card it is equivalent to (same effect on every
    deal): Jesters with Jesters, Wizards with Wizards, suit cards of touching rank
    once every card between them is held or played."""
    rep: dict[int, int] = {}
    first_of: dict[int, int] = {}
    held_or_gone = k.hand | k.played
    prev = None
    for c in sorted(legal_cards):
        s = SUIT_OF[c]
        if s in (JESTER, WIZARD):
            rep[c] = first_of.setdefault(s, c)
            continue
        rep[c] = c
        if prev is not None and SUIT_OF[prev] == s:
            between = ((1 << c) - 1) & ~((1 << (prev + 1)) - 1)
            if between & ~held_or_gone == 0:
                rep[c] = rep[prev]
        prev = c
    return rep


def likely_winners(hand, trump) -> list:
    """Cards that usually take a trick: Wizards, trumps from the Queen up, Aces of the
    other suits; Wizards first, then by falling rank. A beginner's bid counts them."""

    def likely(c) -> bool:
        s = SUIT_OF[int(c)]
        if s == WIZARD:
            return True
        if s == JESTER:
            return False
        rank = int(c) % 13 + 2
        return rank == 14 or (trump is not None and s == int(trump) and rank >= 12)

    def order(c):  # stable: Wizards in the hand's order
        wizard = SUIT_OF[int(c)] == WIZARD
        return (not wizard, 0 if wizard else -(int(c) % 13))

    return sorted((c for c in hand if likely(c)), key=order)


def sure_winner(view: SeatView, card) -> bool:
    """Does ``card`` take the trick on the table whatever the others still play?

    A Wizard does unless one was already played to this trick; a card can also be
    sure when it is the last card of the trick and beats what is there. Nothing
    else is called sure: an opponent may hold a Wizard or a higher trump.
    """
    from game.rules.core import trick_winner_index

    trick = tuple(view.trick)
    c = int(card)
    if SUIT_OF[c] == WIZARD:
        return not any(SUIT_OF[int(x)] == WIZARD for x in trick)
    if len(trick) == view.players - 1:
        trump = None if view.trump is None else int(view.trump)
        return trick_winner_index((*trick, c), trump) == len(trick)
    return False


def candidate_bids(k: Knowledge, legal: list[int]) -> list[int]:
    """The bids worth playing out: near what the hand seems worth (all if unseen)."""
    if not k.hand_known:
        return legal
    dist = trick_distribution(card_probs(k.hand, k.trump, k.r, k.n))
    mean = sum(i * p for i, p in enumerate(dist))
    return [b for b in legal if abs(b - mean) <= BID_WINDOW] or legal


# --------------------------------------------------------------- evaluation
def evaluate(
    view: SeatView,
    actions: list[Action] | None = None,
    *,
    worlds: int = WORLDS,
    seed: int = 0,
    settings: SearchOptions = ADVICE,
    work: int | None = None,
) -> Evaluation:
    """Rate the moves of the seat to move in ``view`` (it must be that seat's turn).

    ``actions``: moves that must be rated besides the candidates the search would
    consider (the analysis adds the move that was made). ``settings``: the search
    options (default ``ADVICE``: Expert's, with the play-outs' best cards), of which
    ``infer``, ``policy`` and ``ptemp`` count here.
    Deterministic for a seed. ``work``: at most this many cards played in all
    (candidates x cards left in the round x deals), at least ``MIN_WORLDS`` deals;
    the evaluation's ``worlds`` says how many deals were played.
    """
    if not view.legal:
        raise ValueError(f"seat {view.seat} is not to move")
    rng = random.Random(seed)
    k = Knowledge(view)
    sampler = Sampler(k, rng, settings.infer)
    turned = 0 if k.turned is None else BIT[k.turned]
    extra = list(actions or ())
    if view.phase == Phase.PLAY:
        run = _play_outs(settings, rng, k.played | turned)
        return _evaluate_play(view, k, sampler, run, worlds, work, extra)
    run = _play_outs(settings, rng, turned)
    if view.phase == Phase.BID:
        return _evaluate_bid(view, k, sampler, run, worlds, work, extra)
    if view.phase == Phase.CHOOSE_TRUMP:
        return _evaluate_trump(view, k, sampler, run, worlds, work)
    raise ValueError(f"nothing to decide in phase {view.phase}")


def _deals(worlds: int, work: int | None, cards: int) -> int:
    """The deals to sample: ``worlds``, or fewer (at least ``MIN_WORLDS``) when one deal
    costs ``cards`` cards played and ``work`` caps the cards played in all."""
    if work is not None and cards > 0:
        return min(worlds, max(MIN_WORLDS, work // cards))
    return worlds


def _play_outs(settings: SearchOptions, rng: random.Random, seen: int):
    """The search's play-out for these settings: the fitted policy for every seat
    (``policy``: "learned", cards drawn at ``ptemp`` when it is above 0), else the
    hand-written one. ``seen``: the cards every seat has seen (played, turned)."""
    if settings.policy == "learned":
        from ai.playout_policy import default_policy

        return learned_runner(default_policy(), seen, rng, settings.ptemp)
    return playout


def _finish(view, kind, worlds, actions, totals, made, tricks, same) -> Evaluation:
    opts = [
        Option(a, totals[i] / worlds, made[i] / worlds, tuple(tricks[i]))
        for i, a in enumerate(actions)
    ]
    # Best first; ties keep the candidates' order (lowest card / bid first).
    order = sorted(range(len(opts)), key=lambda i: -opts[i].expected)
    return Evaluation(view.seat, kind, worlds, tuple(opts[i] for i in order), same)


def _evaluate_play(view, k, sampler, run, worlds, work, extra) -> Evaluation:
    n, me, r = k.n, k.seat, k.r
    legal = [int(a.card) for a in view.legal]
    rep = card_classes(k, legal)
    cands = sorted(set(rep.values()))
    by_card = {int(a.card): a for a in view.legal}
    same = {by_card[c]: by_card[rep[c]] for c in legal if rep[c] != c}
    trump, leader, trick = k.trump, k.trick_leader, k.trick
    bids = [b if b is not None else 0 for b in k.bids]
    base_need = [bids[s] - k.won[s] for s in range(n)]
    my_bid, my_won = bids[me], k.won[me]
    totals = [0.0] * len(cands)
    made = [0] * len(cands)
    tricks = [[0] * (r + 1) for _c in cands]
    deals = _deals(worlds, work, len(cands) * sum(k.counts))
    for _w in range(deals):
        hands = sampler.sample(TRIES)
        masks = [mask_of(h) for h in hands]
        for i, c in enumerate(cands):
            hs = [h[:] for h in hands]
            hs[me].remove(c)
            ms = masks[:]
            ms[me] ^= BIT[c]
            got = my_won + run(hs, ms, trump, leader, trick + [c], base_need[:], n)[me]
            totals[i] += score(my_bid, got)
            made[i] += got == my_bid
            tricks[i][got] += 1
    actions = [by_card[c] for c in cands]
    return _finish(view, "play", deals, actions, totals, made, tricks, same)


def _evaluate_bid(view, k, sampler, run, worlds, work, extra) -> Evaluation:
    n, me, r = k.n, k.seat, k.r
    legal = [a.tricks for a in view.legal]
    cands = candidate_bids(k, legal)
    for a in extra:
        if isinstance(a, Bid) and a.tricks in legal and a.tricks not in cands:
            cands.append(a.tricks)
    cands.sort()
    values = card_values(k.trump, r, n)
    trump, leader = k.trump, view.bid_order[0]
    totals = [0.0] * len(cands)
    made = [0] * len(cands)
    tricks = [[0] * (r + 1) for _c in cands]
    deals = _deals(worlds, work, len(cands) * n * r)
    for _w in range(deals):
        hands = sampler.sample(TRIES)
        masks = [mask_of(h) for h in hands]
        bids = []
        for s in range(n):
            b = k.bids[s]
            if b is None and s != me:  # not made yet (or hidden): what the hand is worth
                b = int(sum(values[c] for c in hands[s]) + 0.5)
            bids.append(b)
        for i, b in enumerate(cands):
            bids[me] = b
            got = run([h[:] for h in hands], masks[:], trump, leader, [], list(bids), n)[me]
            totals[i] += score(b, got)
            made[i] += got == b
            tricks[i][got] += 1
    actions = [Bid(b) for b in cands]
    return _finish(view, "bid", deals, actions, totals, made, tricks, {})


def _evaluate_trump(view, k, sampler, run, worlds, work) -> Evaluation:
    """Each suit as trump, followed by this seat's best bid under it (it bids after
    choosing, knowing its hand); the other seats bid what their hands are worth."""
    n, me, r = k.n, k.seat, k.r
    leader = view.bid_order[0]
    suits = list(range(4))
    values = {t: card_values(t, r, n) for t in suits}
    everything = list(range(r + 1))
    cands = {}
    for t in suits:
        if k.hand_known:
            dist = trick_distribution(card_probs(k.hand, t, r, n))
            mean = sum(i * p for i, p in enumerate(dist))
            cands[t] = [b for b in everything if abs(b - mean) <= BID_WINDOW] or everything
        else:
            cands[t] = everything
    totals = {t: [0.0] * len(cands[t]) for t in suits}
    made = {t: [0] * len(cands[t]) for t in suits}
    tricks = {t: [[0] * (r + 1) for _b in cands[t]] for t in suits}
    deals = _deals(worlds, work, sum(len(c) for c in cands.values()) * n * r)
    for _w in range(deals):
        hands = sampler.sample(TRIES)
        for t in suits:
            power = POWER[t + 1]
            hs = [sorted(h, key=power.__getitem__, reverse=True) for h in hands]
            ms = [mask_of(h) for h in hs]
            bids = [int(sum(values[t][c] for c in h) + 0.5) for h in hs]
            for i, b in enumerate(cands[t]):
                bids[me] = b
                got = run([h[:] for h in hs], ms[:], t, leader, [], list(bids), n)[me]
                totals[t][i] += score(b, got)
                made[t][i] += got == b
                tricks[t][i][got] += 1
    best = {t: max(range(len(cands[t])), key=lambda i, t=t: totals[t][i]) for t in suits}
    actions = [ChooseTrump(Suit(t)) for t in suits]
    return _finish(
        view, "trump", deals, actions,
        [totals[t][best[t]] for t in suits], [made[t][best[t]] for t in suits],
        [tricks[t][best[t]] for t in suits], {},
    )


def advise(
    view: SeatView, *, worlds: int = HINT_WORLDS, seed: int = 0, work: int | None = HINT_WORK,
) -> tuple[Action, Evaluation]:
    """The move to suggest and the numbers behind it (also for a forced move); the
    Hint's budget: ``worlds`` deals, fewer in a big round (``work``, see ``evaluate``)."""
    ev = evaluate(view, worlds=worlds, seed=seed, work=work)
    return ev.best.action, ev


def summary(ev: Evaluation, limit: int = 4) -> dict:
    """The evaluation as plain data (sent between processes; the UI words it):
    ``kind``, ``worlds`` and the best ``limit`` options, each with its action text,
    expected score, chance of making the bid and trick counts."""
    return {
        "kind": ev.kind,
        "worlds": ev.worlds,
        "options": [
            {"action": str(o.action), "expected": o.expected, "made": o.made,
             "tricks": list(o.tricks)}
            for o in ev.options[:limit]
        ],
    }


__all__ = [
    "Option", "Evaluation", "evaluate", "advise", "summary", "card_classes", "candidate_bids",
    "likely_winners", "sure_winner", "WORLDS", "HINT_WORLDS", "HINT_WORK",
]
