"""A learned play-out policy: which card a seat plays, as a linear softmax over cards.

The search levels play every sampled deal to the end with a fast policy. The
hand-written one (``ai.playout.playout``) agrees with Hard's searched card in only about
half of its decisions, so the search evaluates its moves with a wrong model of how
the table (itself included) plays. This module scores each legal card by a weighted
sum of cheap per-card features (a conditional logit) whose weights are fitted to the
search's own choices (``python3 -m ai.lab.collect_policy``, ``python3 -m ai.lab.train_policy``).

The features use only what the playing seat may know at that moment: its hand, the
trick so far, trump, the led suit, every seat's tricks still needed (bids are public),
the tricks left and the cards not yet seen by it (played and turned cards are
public; the seat's own hand is its own). One weight vector per situation:
leading or following, while the seat still needs tricks or not.

``ai.playout.playout(..., policy=...)`` plays a round out with this policy (its best card,
or cards drawn from its chances); pure Python, no dependency.
"""

from __future__ import annotations

import json
from math import exp, log
from pathlib import Path

from ai.playout import LED_AFTER, OPEN
from game.rules.cards import FULL_MASK, JESTER, SUIT_MASK, SUIT_OF, WIZARD
from game.rules.core import NO_SUIT
from game.rules.fast import FOLLOWS, STRENGTH

WEIGHTS_PATH = Path(__file__).parent / "weights" / "playout_policy.json"
FORMAT = "wizard-playout-policy/1"

CONTEXTS = ("lead_need", "lead_done", "follow_need", "follow_done")
FEATURES = (
    "wins",          # takes the trick as it stands (leading: always)
    "safe",          # wins and no unseen card can beat it (or nobody plays after)
    "risk",          # wins, times the expected number of unseen beaters later seats hold
    "beaters",       # expected number of unseen beaters later seats hold (capped at 3)
    "wizard",
    "jester",
    "trump",         # a trump suit card
    "rank",          # rank within its suit, 0 (2) .. 1 (ace); 0 for Wizards and Jesters
    "height",        # place among the legal cards by power, 0 lowest .. 1 highest
    "lowest",
    "highest",
    "cheap_win",     # the lowest legal card that wins the trick as it stands
    "high_lose",     # the highest legal non-Jester that does not win
    "discard",       # following: a plain card of another suit than the led one
    "ruff",          # following: a trump on a led plain suit
    "suit_len",      # own cards of its suit / cards in hand (plain suits only)
    "urg_wins",      # need / tricks left, times wins
    "urg_safe",      # need / tricks left, times safe
    "urg_height",    # need / tricks left, times height
    "must_height",   # every trick left is needed, times height
    "lneed_wins",    # share of the later seats still needing tricks, times wins
    "lneed_height",  # the same, times height
    "over_wins",     # already over the bid, times wins
    "over_height",   # already over the bid, times height
    "pos_wins",      # position in the trick (0 first .. 1 last), times wins
    "urg_jester",    # need / tricks left, times jester
    "urg_wizard",    # need / tricks left, times wizard
)
NF = len(FEATURES)
# Situations whose shared terms a policy keeps (``Policy._terms``; Expert's game against
# three Medium met 7,400 and 9,500 for its two policies), 0.45 KB each: at most 7 MB a
# policy, then they are met anew.
TERMS_LIMIT = 16_000

_NOT_JESTER_MASK = FULL_MASK & ~(0xF << 56)


def _beats():
    """BEATS[trump + 1][led + 2][card]: the cards that would beat ``card`` in such a trick."""
    out = []
    for t in range(-1, 4):
        per_led = []
        for led in range(-2, 4):
            tab = STRENGTH[t + 1][led + 2]
            row = []
            for c in range(60):
                if SUIT_OF[c] == JESTER:
                    row.append(_NOT_JESTER_MASK)
                    continue
                m = 0
                for x in range(60):
                    if tab[x] > tab[c]:
                        m |= 1 << x
                row.append(m)
            per_led.append(tuple(row))
        out.append(tuple(per_led))
    return tuple(out)


BEATS = _beats()
# The cards that would beat a card that opens a trick (or follows Jesters alone), per
# trump: it sets the led suit itself.
OPEN_BEATS = tuple(tuple(BEATS[t + 1][LED_AFTER[c] + 2][c] for c in range(60))
                   for t in range(-1, 4))
RANK = tuple((c % 13) / 12 if c < 52 else 0.0 for c in range(60))


def legal_cards(hand, mask, pos, led):
    """The cards of ``hand`` (in its order) that may be played."""
    if pos and led >= 0 and mask & SUIT_MASK[led]:
        fol = FOLLOWS[led]
        return [x for x in hand if fol[x]]
    return hand


def card_features(legal, hand, mask, pos, led, best, need, n, trump, unseen, later_need):
    """Feature vectors of the ``legal`` cards (sorted by falling power), one list each.

    ``hand``: the seat's cards (``mask`` the same as a bitmask); ``pos``: cards already
    in the trick; ``led``: the led suit (``NO_SUIT`` while open, -2 after a Wizard);
    ``best``: the strength to beat (-1 when leading); ``need``: the seat's bid minus
    tricks won; ``unseen``: mask of the cards this seat has not seen; ``later_need``:
    later seats still needing tricks.
    """
    tables = STRENGTH[trump + 1]
    beats = BEATS[trump + 1]
    h = len(hand)
    nl = len(legal)
    later = n - 1 - pos
    n_unseen = unseen.bit_count() or 1
    share = later * h / n_unseen  # of the unseen cards, the part later seats hold
    urg = need / h if need > 0 else 0.0
    must = 1.0 if need >= h else 0.0
    over = 1.0 if need < 0 else 0.0
    lneed = later_need / later if later else 0.0
    posf = pos / (n - 1)
    following = pos > 0
    void = following and led >= 0 and not mask & SUIT_MASK[led]
    wins_list = []
    rows = []
    for i, c in enumerate(legal):
        e = led if following and led != NO_SUIT else LED_AFTER[c]
        st = tables[e + 2][c]
        wins = 1.0 if not following or st > best else 0.0
        wins_list.append(wins)
        nb = (beats[e + 2][c] & unseen).bit_count()
        eb = nb * share
        if eb > 3.0:
            eb = 3.0
        safe = 1.0 if wins and (later == 0 or nb == 0) else 0.0
        s = SUIT_OF[c]
        wiz = 1.0 if s == WIZARD else 0.0
        jes = 1.0 if s == JESTER else 0.0
        tr = 1.0 if s == trump else 0.0
        height = 1.0 - i / (nl - 1) if nl > 1 else 1.0
        plain = s < 4
        discard = 1.0 if void and plain and s != trump and s != led else 0.0
        ruff = 1.0 if following and tr and led >= 0 and led != trump else 0.0
        suit_len = (SUIT_MASK[s] & mask).bit_count() / h if plain and not following else 0.0
        rows.append([
            wins, safe, wins * eb, eb, wiz, jes, tr, RANK[c], height,
            1.0 if i == nl - 1 else 0.0, 1.0 if i == 0 else 0.0, 0.0, 0.0, discard, ruff,
            suit_len, urg * wins, urg * safe, urg * height, must * height,
            lneed * wins, lneed * height, over * wins, over * height, posf * wins,
            urg * jes, urg * wiz,
        ])
    if following:
        for i in range(nl - 1, -1, -1):  # the cheapest winner
            if wins_list[i]:
                rows[i][11] = 1.0
                break
        for i in range(nl):  # the highest loser (not a Jester)
            if not wins_list[i] and SUIT_OF[legal[i]] != JESTER:
                rows[i][12] = 1.0
                break
    return rows


def later_needing(need, seat: int, pos: int, n: int) -> int:
    """The ``later_need`` feature: how many seats after ``seat`` in this trick (``pos``
    cards already in it) still need tricks (``need``: per seat, bid minus tricks won).
    ``ai.playout.playout`` counts the same inline, in its hot loop."""
    return sum(1 for i in range(1, n - pos) if need[(seat + i) % n] > 0)


def context(pos: int, need: int) -> int:
    """Index into ``CONTEXTS``."""
    return (0 if need > 0 else 1) if pos == 0 else (2 if need > 0 else 3)


class Policy:
    """Weights per context; ``pick`` returns the best-scored legal card (or draws one),
    ``log_chance`` the chance of a given card."""

    __slots__ = ("weights", "static", "terms")

    def __init__(self, weights):
        if len(weights) != len(CONTEXTS) or any(len(w) != NF for w in weights):
            raise ValueError(f"a play-out policy needs {len(CONTEXTS)} x {NF} weights")
        self.weights = [tuple(float(x) for x in w) for w in weights]
        # The part of a card's score that depends on the card and trump alone, per
        # context and trump (-1 = none): Wizard, Jester, trump and rank.
        self.static = [
            [tuple(w[4] * (SUIT_OF[c] == WIZARD) + w[5] * (SUIT_OF[c] == JESTER)
                   + w[6] * (SUIT_OF[c] == t) + w[7] * RANK[c] for c in range(60))
             for t in range(-1, 4)]
            for w in self.weights
        ]
        self.terms: dict = {}  # ``_terms`` by situation

    def _terms(self, key) -> tuple:
        """``values``' terms shared by every card of a situation (``key``: its position
        in the trick, need, hand size, number of legal cards, later seats needing tricks,
        unseen cards, players and trump), remembered (``terms``)."""
        pos, need, h, nl, later_need, n_unseen, n, trump = key
        ctx = (2 if need > 0 else 3) if pos else (0 if need > 0 else 1)
        w = self.weights[ctx]
        later = n - 1 - pos
        share = later * h / (n_unseen or 1)
        urg = need / h if need > 0 else 0.0
        over = 1.0 if need < 0 else 0.0
        lneed = later_need / later if later else 0.0
        c_wins = w[0] + urg * w[16] + lneed * w[20] + over * w[22] + pos / (n - 1) * w[24]
        c_safe = w[1] + urg * w[17]
        c_height = w[8] + urg * w[18] + (w[19] if need >= h else 0.0) + lneed * w[21] \
            + over * w[23]
        terms = (w, self.static[ctx][trump + 1], share, c_wins, c_safe, w[2], w[3], c_height,
                 urg * w[25], urg * w[26], c_height / (nl - 1))
        if len(self.terms) >= TERMS_LIMIT:
            self.terms.clear()
        self.terms[key] = terms
        return terms

    @classmethod
    def from_json(cls, data: dict) -> Policy:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError(f"not a {FORMAT} document")
        if list(data.get("features", [])) != list(FEATURES):
            raise ValueError("the weights were trained on other features")
        return cls([data["weights"][c] for c in CONTEXTS])

    @classmethod
    def load(cls, path: Path | str = WEIGHTS_PATH) -> Policy:
        return cls.from_json(json.loads(Path(path).read_text(encoding="utf-8")))

    def scores(self, rows, ctx):
        """The score of each feature row (``card_features``) in context ``ctx``."""
        w = self.weights[ctx]
        return [sum(a * b for a, b in zip(w, f, strict=True)) for f in rows]

    def pick(self, hand, mask, pos, led, best, need, n, trump, unseen, later_need,
             rng=None, temp=1.0):
        """The legal card with the best score: the same as the best of ``scores`` over
        ``card_features`` (arguments as there), with the sum taken apart for speed.
        With ``rng``: a card drawn with chance softmax(score / ``temp``) instead (the
        fitted model's chance that the search plays it)."""
        legal, values = self.values(hand, mask, pos, led, best, need, n, trump, unseen,
                                    later_need)
        if len(legal) == 1:
            return legal[0]
        top_v = max(values)
        if rng is None:
            return legal[values.index(top_v)]  # the first of the best
        weights = []
        append = weights.append
        total = 0.0  # their sum, added in their order as sum() adds them
        for v in values:
            wv = exp((v - top_v) / temp)
            append(wv)
            total += wv
        x = rng.random() * total
        for i, wv in enumerate(weights):
            x -= wv
            if x < 0:
                return legal[i]
        return legal[values.index(top_v)]

    def log_chance(self, hand, mask, pos, led, best, need, n, trump, unseen, later_need,
                   card, temp=1.0) -> float:
        """The log of the chance that a seat playing this policy at ``temp`` plays
        ``card`` (or a card like it: any Wizard, any Jester), arguments as ``pick``;
        -inf if no such card is legal."""
        legal, values = self.values(hand, mask, pos, led, best, need, n, trump, unseen,
                                    later_need)
        top_v = max(values)
        total = hit = 0.0
        kind = SUIT_OF[card]
        alike = kind in (WIZARD, JESTER)
        for c, v in zip(legal, values, strict=True):
            w = exp((v - top_v) / temp)  # as in pick
            total += w
            if c == card or (alike and SUIT_OF[c] == kind):
                hit += w
        return log(hit / total) if hit else float("-inf")

    def values(self, hand, mask, pos, led, best, need, n, trump, unseen, later_need):
        """The legal cards (in ``hand``'s order) and their scores, as ``scores`` over
        ``card_features`` gives them (one card alone: its score is 0)."""
        following = pos > 0
        if following and led >= 0 and mask & SUIT_MASK[led]:
            fol = FOLLOWS[led]
            legal = [x for x in hand if fol[x]]
            void = False
        else:
            legal = hand
            void = following and led >= 0
        nl = len(legal)
        if nl == 1:
            return legal, [0.0]
        h = len(hand)
        key = (pos, need, h, nl, later_need, unseen.bit_count(), n, trump)
        terms = self.terms.get(key)
        if terms is None:
            terms = self._terms(key)
        w, static, share, c_wins, c_safe, c_risk, c_beat, c_height, c_jester, c_wizard, \
            step = terms
        later = n - 1 - pos
        values = []
        append, suit_of, jester = values.append, SUIT_OF, JESTER  # the loops' names, local
        if not following:  # every card wins the trick it opens
            beat_row = OPEN_BEATS[trump + 1]
            w15, suit_mask = w[15], SUIT_MASK
            for i, c in enumerate(legal):
                nb = (beat_row[c] & unseen).bit_count()
                eb = nb * share
                if eb > 3.0:
                    eb = 3.0
                v = static[c] + c_beat * eb + c_height - step * i
                v += c_wins + c_risk * eb
                if nb == 0:  # (a lead has later seats)
                    v += c_safe
                s = suit_of[c]
                if s < 4:
                    v += w15 * (suit_mask[s] & mask).bit_count() / h
                elif s == jester:
                    v += c_jester
                else:
                    v += c_wizard
                append(v)
            values[-1] += w[9]
            values[0] += w[10]
            return legal, values
        cheap = high_lose = -1
        w13, w14 = w[13], w[14]
        if led != NO_SUIT:  # the led suit each card is judged by
            beat_row, strength = BEATS[trump + 1][led + 2], STRENGTH[trump + 1][led + 2]
        else:  # Jesters only so far: each card sets it
            beat_row, strength = OPEN_BEATS[trump + 1], OPEN[trump + 1]
        ruffs = led >= 0 and led != trump
        for i, c in enumerate(legal):
            nb = (beat_row[c] & unseen).bit_count()
            eb = nb * share
            if eb > 3.0:
                eb = 3.0
            v = static[c] + c_beat * eb + c_height - step * i
            if strength[c] > best:
                v += c_wins + c_risk * eb
                if later == 0 or nb == 0:
                    v += c_safe
                cheap = i
            s = suit_of[c]
            if s < 4:
                if void and s != trump and s != led:
                    v += w13
                elif s == trump and ruffs:
                    v += w14
                if high_lose < 0 and cheap != i:
                    high_lose = i
            elif s == jester:
                v += c_jester
            else:
                v += c_wizard
                if high_lose < 0 and cheap != i:
                    high_lose = i
            append(v)
        values[-1] += w[9]
        values[0] += w[10]
        if cheap >= 0:
            values[cheap] += w[11]
        if high_lose >= 0:
            values[high_lose] += w[12]
        return legal, values


_DEFAULT: Policy | None = None


def default_policy() -> Policy:
    """The committed weights (``ai/weights/playout_policy.json``), loaded once."""
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = Policy.load()
    return _DEFAULT


# Policies fitted to other levels' card play, by name (``opponent_policy``).
OPPONENT_WEIGHTS = {"medium": Path(__file__).parent / "weights" / "playout_policy_medium.json"}
_OPPONENTS: dict[str, Policy] = {}


def opponent_policy(name: str) -> Policy:
    """The committed policy fitted to level ``name``'s card play, loaded once."""
    if name not in OPPONENT_WEIGHTS:
        raise ValueError(f"unknown opponent model {name!r} (known: {', '.join(OPPONENT_WEIGHTS)})")
    if name not in _OPPONENTS:
        _OPPONENTS[name] = Policy.load(OPPONENT_WEIGHTS[name])
    return _OPPONENTS[name]
