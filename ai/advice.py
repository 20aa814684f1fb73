"""Move advice from the search's own numbers: one module for every adviser.

``evaluate(view)`` rates every sensible move of the seat to move with the search
level's own path (``ai.search``, settings ``ADVICE``): the deals it draws for the
others, its play-out policies and the Monte-Carlo kernel (``ai.kernel``) that plays
every candidate out in the *same* deals, so the difference between two moves is not
sampling noise, and the best option is the move the level would choose there.

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

from dataclasses import dataclass, replace

from ai.kernel import Ratings, candidate_bids, card_classes
from ai.knowledge import Knowledge
from ai.search import SearchPlayer
from ai.search_options import EXPERT, SearchOptions
from game.rules import Action, Bid, ChooseTrump, Phase, SeatView, Suit
from game.rules.cards import JESTER, SUIT_OF, WIZARD

WORLDS = 200  # sampled deals per evaluation (the analysis)
HINT_WORLDS = 400  # the table's Hint: at most this many deals ...
# ... and at most this many cards played in all (candidates x cards left x deals), at
# least MIN_WORLDS deals: the Hint of a big round stays under about half a second
# while its numbers stay reproducible (a count, not a clock).
HINT_WORK = 60_000
MIN_WORLDS = 100
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
    value: float  # what the search maximizes: ``expected`` plus the win goal's bonus

    @property
    def deals(self) -> int:
        return sum(self.tricks)

    def chance_of(self, k: int) -> float:
        """Share of the deals that ended with exactly ``k`` tricks for the seat."""
        return self.tricks[k] / self.deals if 0 <= k < len(self.tricks) and self.deals else 0.0


@dataclass(frozen=True)
class Evaluation:
    """The rated options of one decision: the search's choice first, then by value."""

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
    level's options (default ``ADVICE``: Expert's, with the play-outs' best cards);
    the numbers are the kernel's (``ai.kernel``) as that level's search draws them,
    every option in every deal (no stopping rule: the numbers a player reads are all
    over the same deals), so with a level's settings and seed the best option is the
    move its whole search plays in the same deals. Deterministic for a seed.
    ``work``: at most this many cards played in all (candidates x cards left in the
    round x deals), at least ``MIN_WORLDS`` deals; the evaluation's ``worlds`` says how
    many deals were played.
    """
    if not view.legal:
        raise ValueError(f"seat {view.seat} is not to move")
    if view.rules.special:
        from ai.special.advice import evaluate_special

        return evaluate_special(view, actions, worlds, seed, settings.infer, work)
    k = Knowledge(view)
    player = SearchPlayer("advice", seed, settings)
    player.read_table(view)
    if view.phase == Phase.PLAY:
        return _evaluate_play(view, k, player, worlds, work)
    if view.phase == Phase.BID:
        return _evaluate_bid(view, k, player, worlds, work, list(actions or ()))
    if view.phase == Phase.CHOOSE_TRUMP:
        return _evaluate_trump(view, k, player, worlds, work)
    raise ValueError(f"nothing to decide in phase {view.phase}")


def _deals(worlds: int, work: int | None, cards: int) -> int:
    """The deals to sample: ``worlds``, or fewer (at least ``MIN_WORLDS``) when one deal
    costs ``cards`` cards played and ``work`` caps the cards played in all."""
    if work is not None and cards > 0:
        return min(worlds, max(MIN_WORLDS, work // cards))
    return worlds


def _finish(view, kind, rt: Ratings, rated: list, chosen: int, same) -> Evaluation:
    """``rated``: (action, candidate index in ``rt``) per option; ``chosen``: the
    option the search picks, listed first, the rest by falling value."""
    opts = [Option(a, rt.expected(i), rt.made(i), tuple(rt.tricks[i]), rt.value(i))
            for a, i in rated]
    rest = sorted((j for j in range(len(opts)) if j != chosen), key=lambda j: -opts[j].value)
    return Evaluation(view.seat, kind, rt.worlds, tuple(opts[j] for j in [chosen, *rest]), same)


def _evaluate_play(view, k, player, worlds, work) -> Evaluation:
    legal = [int(a.card) for a in view.legal]
    rep = card_classes(k, legal)
    cands = sorted(set(rep.values()))
    by_card = {int(a.card): a for a in view.legal}
    same = {by_card[c]: by_card[rep[c]] for c in legal if rep[c] != c}
    rt = player.rate_play(view, k, cands, _deals(worlds, work, len(cands) * sum(k.counts)))
    return _finish(view, "play", rt, [(by_card[c], i) for i, c in enumerate(cands)],
                   rt.best(), same)


def _evaluate_bid(view, k, player, worlds, work, extra) -> Evaluation:
    legal = [a.tricks for a in view.legal]
    wanted = {a.tricks for a in extra if isinstance(a, Bid) and a.tricks in legal}
    cands = sorted(set(candidate_bids(k, legal)) | wanted)
    rt = player.rate_bid(view, k, {k.trump: cands},
                         _deals(worlds, work, len(cands) * k.n * k.r))
    return _finish(view, "bid", rt, [(Bid(b), i) for i, b in enumerate(cands)],
                   player.pick_bid(rt, k.r), {})


def _evaluate_trump(view, k, player, worlds, work) -> Evaluation:
    """Each suit as trump, followed by this seat's best bid under it (it bids after
    choosing, knowing its hand); the other seats bid what their hands are worth."""
    everything = list(range(k.r + 1))
    cands = {t: candidate_bids(k, everything, t) for t in range(4)}
    count = sum(len(c) for c in cands.values())
    rt = player.rate_bid(view, k, cands, _deals(worlds, work, count * k.n * k.r))
    rated, first = [], 0
    for t, bids in cands.items():  # each suit with its best bid
        best = max(range(first, first + len(bids)), key=rt.value)
        rated.append((ChooseTrump(Suit(t)), best))
        first += len(bids)
    chosen = max(range(4), key=lambda j: rt.value(rated[j][1]))
    return _finish(view, "trump", rt, rated, chosen, {})


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
    "Option", "Evaluation", "evaluate", "advise", "summary", "likely_winners", "sure_winner",
    "WORLDS", "HINT_WORLDS", "HINT_WORK",
]
