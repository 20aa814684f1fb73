"""Collect the search's card decisions as training data for the learned play-out policy.

Plays seeded games with every seat of one search level (or, with ``--opponents``,
one seat of it against another level) and writes one JSON line per card decision
with more than one legal card: what the deciding seat knew (hand, trick, trump,
bids, tricks won, the cards it has not seen), the legal cards, the card the search
chose, the legal cards equivalent to it (touching ranks, two
Jesters: the search treats them as one) and the hand-written play-out policy's card
in the same position (for the agreement baseline). Features are computed from these
fields by ``ai.lab.train_policy`` with ``ai.playout_policy.card_features``, so the data
outlives a change of features.

    python3 -m ai.lab.collect_policy --level hard --games 40 --seed 3100 --out data.jsonl
    python3 -m ai.lab.collect_policy --level expert --opponents medium --games 40 --seed 4100 \
        --out expert-vs-medium.jsonl

Game g uses game seed SEED + g and player seeds (SEED + g) * 10 + seat (as the
Session-5 agreement figure did), every searching seat with time_ms=100000 so the
play-out budget decides and the data replays exactly; with ``--opponents`` the seat of
the level is seat g % players and only its decisions are written.
"""

from __future__ import annotations

import argparse
import json
import sys

from ai.base import make_player
from ai.kernel import candidate_cards
from ai.knowledge import POWER, Knowledge
from ai.lab.tables import measuring_table
from ai.playout import IS_WIZARD, LED_AFTER, NOT_JESTER, OPEN
from game.rules import Phase, Rules
from game.rules.cards import JESTER, SUIT_MASK, SUIT_OF, WIZARD
from game.rules.core import NO_SUIT
from game.rules.fast import FOLLOWS, STRENGTH
from game.rules.play import play_game


def policy_card(hand, mask, pos, led, best, need, last_pos, tab, not_jester, is_wizard):
    """One card of ``ai.playout.playout``'s bid-seeking policy (the same choices; it was
    ``ai.ismcts``'s tree walk's, kept here for ``plain_card``)."""
    if pos == 0:
        if need > 0:
            return hand[0]
        c = hand[-1]
        if not not_jester[c]:
            for x in reversed(hand):
                if not_jester[x]:
                    if not is_wizard[x]:
                        c = x
                    break
        return c
    fol = FOLLOWS[led] if led >= 0 and mask & SUIT_MASK[led] else None
    if need > 0:
        for x in reversed(hand):
            if (fol is None or fol[x]) and tab[x] > best:
                return x
        for x in reversed(hand):
            if (fol is None or fol[x]) and not_jester[x]:
                return x
        return hand[-1]
    for x in hand:
        if not not_jester[x]:
            break
        if (fol is None or fol[x]) and tab[x] <= best:
            return x
    if not not_jester[hand[-1]]:
        return hand[-1]
    if pos == last_pos:
        for x in hand:
            if fol is None or fol[x]:
                return x
    for x in reversed(hand):
        if fol is None or fol[x]:
            return x
    return hand[-1]


def equivalent(a: int, b: int, held_or_gone: int) -> bool:
    """Are two cards interchangeable for this seat (as the search's candidates merge)?"""
    if a == b:
        return True
    sa = SUIT_OF[a]
    if sa != SUIT_OF[b]:
        return False
    if sa in (JESTER, WIZARD):
        return True
    lo, hi = min(a, b), max(a, b)
    between = ((1 << hi) - 1) & ~((1 << (lo + 1)) - 1)
    return between & ~held_or_gone == 0


def trick_state(k: Knowledge) -> tuple[int, int]:
    """(led suit, strength to beat) of the trick on the table."""
    tables = STRENGTH[k.trump + 1]
    led, best = NO_SUIT, -1
    for c in k.trick:
        if led == NO_SUIT:
            led = LED_AFTER[c]
        st = tables[led + 2][c]
        if st > best:
            best = st
    return led, best


def plain_card(k: Knowledge, hand: list[int]) -> int:
    """The hand-written play-out policy's card in this position (``ai.playout.playout``)."""
    led, best = trick_state(k)
    tab = OPEN[k.trump + 1] if led == NO_SUIT else STRENGTH[k.trump + 1][led + 2]
    need = (k.bids[k.seat] or 0) - k.won[k.seat]
    return policy_card(hand, k.hand, len(k.trick), led, best, need, k.n - 1, tab,
                       NOT_JESTER, IS_WIZARD)


def record(view, card: int, game: int, values: dict | None = None,
           again: int | None = None) -> dict | None:
    """One decision as a JSON-ready dict, or None (forced, or the hand is unseen).

    ``values``: the search's mean round score per candidate card (its ``last_stats``);
    ``again``: the card a second search (another seed) chose in the same position.
    """
    if view.phase != Phase.PLAY or len(view.legal) < 2 or view.hand is None:
        return None
    k = Knowledge(view)
    hand = sorted((int(c) for c in view.hand), key=POWER[k.trump + 1].__getitem__, reverse=True)
    legal = [int(a.card) for a in view.legal]
    held_or_gone = k.hand | k.played
    out = {
        "game": game, "round": k.r, "seat": k.seat, "n": k.n, "trump": k.trump,
        "hand": hand, "trick": list(k.trick), "leader": k.trick_leader,
        "bids": list(k.bids), "won": list(k.won), "unseen": k.unseen,
        "legal": legal, "chosen": card,
        "same": [c for c in legal if equivalent(c, card, held_or_gone)],
        "plain": plain_card(k, hand),
    }
    if values:
        # Every legal card whose candidate scored the best value: the search's ties
        # (broken by card order, not by play) are all equally its choice.
        top = max(values.values())
        tied = [int(c) for c, v in values.items() if v >= top - 1e-9]
        out["best"] = [c for c in legal if any(equivalent(c, t, held_or_gone) for t in tied)]
        out["values"] = {c: round(v, 4) for c, v in values.items()}
    if again is not None:
        out["again"] = again
    return out


def _fresh_values(player, view) -> dict | None:
    """The search's values of this decision (not a stale one: a decision with one
    candidate left after merging equivalent cards returns without a search; a rule
    player, Medium, has none)."""
    values = getattr(player, "last_stats", {}).get("values")
    if not values:
        return None
    cands = candidate_cards(Knowledge(view), [int(a.card) for a in view.legal])
    return values if {str(c) for c in cands} == set(values) else None


def collect(level: str, games: int, seed: int, out, players: int = 4,
            length: int | None = None, options: dict | None = None,
            repeat: bool = False, opponents: str | None = None) -> int:
    """Play ``games`` games and write their decisions to ``out`` (a text file); the count.

    With ``repeat`` a second search of the same level (seeds + 5000) decides every
    recorded position too (its card is ``again``): how often the search agrees with
    itself bounds how well any policy can imitate it. With ``opponents`` only seat
    ``g % players`` of game ``g`` plays ``level`` (the others ``opponents``), and only its
    decisions are recorded: the level's play at the table it is fitted for."""
    count = 0
    opts = {"time_ms": 100_000} | (options or {})
    for g in range(games):
        game = seed + g
        searched = g % players if opponents else None
        ps = measuring_table(level, game, players, searched, opponents, **opts)
        twins = ([make_player(level, seed=game * 10 + i + 5000, **opts) for i in range(players)]
                 if repeat else None)

        def decided(seat, view, action, _seconds, game=game, ps=ps, twins=twins,
                    searched=searched):
            nonlocal count
            if searched not in (None, seat):
                return
            if view.phase == Phase.PLAY and len(view.legal) > 1:
                values = _fresh_values(ps[seat], view)
                again = int(twins[seat].choose(view).card) if repeat else None
                rec = record(view, int(action.card), game, values, again)
                if rec is not None:
                    out.write(json.dumps(rec, separators=(",", ":")) + "\n")
                    count += 1

        play_game(Rules(players, length=length), ps, game, on_decision=decided)
        out.flush()
    return count


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m ai.lab.collect_policy",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--level", default="hard", choices=("medium", "hard", "expert"))
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=3000)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--rounds", type=int, default=None, help="short games: rounds 1..N")
    parser.add_argument("--iterations", type=int, default=None, help="play-outs per decision")
    parser.add_argument("--repeat", action="store_true",
                        help="let a second search (other seeds) decide each position too")
    parser.add_argument("--opponents", choices=("easy", "medium", "hard"), default=None,
                        help="one seat of LEVEL (rotating) against this level; only "
                             "its decisions are recorded")
    parser.add_argument("--out", required=True, help="JSON lines file to write")
    args = parser.parse_args(argv)
    if args.games < 1 or not 3 <= args.players <= 6:
        print("ai.lab.collect_policy: --games must be at least 1 and --players 3..6",
              file=sys.stderr)
        return 2
    options = {} if args.iterations is None else {"iterations": args.iterations}
    try:
        with open(args.out, "w", encoding="utf-8") as out:
            count = collect(args.level, args.games, args.seed, out, args.players,
                            args.rounds, options, args.repeat, args.opponents)
    except OSError as err:
        print(f"ai.lab.collect_policy: cannot write {args.out}: {err.strerror}", file=sys.stderr)
        return 2
    table = (f"1 {args.level} and {args.players - 1} {args.opponents}" if args.opponents
             else f"{args.players} {args.level}")
    print(f"{count} card decisions from {args.games} games of {table} "
          f"(seeds {args.seed}..{args.seed + args.games - 1}) -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
