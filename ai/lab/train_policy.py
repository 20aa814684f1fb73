"""Fit the learned play-out policy to the search's card decisions.

Reads the JSON lines of ``python3 -m ai.lab.collect_policy``, computes every legal card's
features with ``ai.playout_policy.card_features`` (the same function the play-outs
use), and fits one weight vector per situation (``playout_policy.CONTEXTS``) by
maximum likelihood of a conditional logit: P(card) = softmax over the legal cards of
w . features. The search treats equivalent cards (touching ranks, two Jesters) as one,
so the likelihood of a decision is the summed chance of the chosen card's equivalents.
Fitted by damped Newton steps (the softmax's covariance as the curvature, plus an L2
penalty), in pure Python. Reports the share of decisions where the policy's best card
is the search's (equivalents counted equal), next to the hand-written policy's, per
situation, on the training data and on held-out data (``--test``).

    python3 -m ai.lab.train_policy TRAIN.jsonl... --test TEST.jsonl \
        --out ai/weights/playout_policy.json
    python3 -m ai.lab.train_policy TEST.jsonl --evaluate ai/weights/playout_policy.json
"""

from __future__ import annotations

import argparse
import gzip
import json
import math
import os
import sys
import tempfile
from pathlib import Path
from typing import NamedTuple

from ai.playout_policy import (
    CONTEXTS,
    FEATURES,
    FORMAT,
    LED_AFTER,
    NF,
    Policy,
    card_features,
    context,
    later_needing,
)
from game.rules.core import NO_SUIT
from game.rules.fast import STRENGTH

SITUATIONS = ("all", "following, bid not yet made", "following, bid made",
              "leading, bid not yet made", "leading, bid made")


class DataError(ValueError):
    """A data file that cannot be read as ``ai.lab.collect_policy`` output."""


class Decision(NamedTuple):
    ctx: int  # index into CONTEXTS
    rows: list  # feature rows of the legal cards (sorted by falling power)
    chosen: list  # indexes of the search's card and its equivalents
    best: list  # indexes of every card whose value tied the best (and equivalents)
    plain: int  # index of the hand-written policy's card (-1: not legal)
    again: int  # index of a second search's card (-1: not recorded)
    situation: str
    values: dict  # index -> the search's mean round score of that card (searched ones)


def decision(rec: dict) -> Decision:
    """One record of ``ai.lab.collect_policy`` as features and labels."""
    hand, trick, trump, n, seat = rec["hand"], rec["trick"], rec["trump"], rec["n"], rec["seat"]
    tables = STRENGTH[trump + 1]
    led, best = NO_SUIT, -1
    for c in trick:
        if led == NO_SUIT:
            led = LED_AFTER[c]
        st = tables[led + 2][c]
        if st > best:
            best = st
    mask = 0
    for c in hand:
        mask |= 1 << c
    legal_set = set(rec["legal"])
    legal = [c for c in hand if c in legal_set]
    pos = len(trick)
    needs = [(b or 0) - w for b, w in zip(rec["bids"], rec["won"], strict=True)]
    need = needs[seat]
    later_need = later_needing(needs, seat, pos, n)
    rows = card_features(legal, hand, mask, pos, led, best, need, n, trump, rec["unseen"],
                         later_need)
    same = set(rec["same"])
    good = [i for i, c in enumerate(legal) if c in same]
    tied = set(rec.get("best", ())) | same
    best = [i for i, c in enumerate(legal) if c in tied]
    plain = legal.index(rec["plain"]) if rec.get("plain") in legal_set else -1
    again = legal.index(rec["again"]) if rec.get("again") in legal_set else -1
    situation = ("leading" if pos == 0 else "following") + (
        ", bid not yet made" if need > 0 else ", bid made")
    values = {legal.index(int(c)): v for c, v in rec.get("values", {}).items()
              if int(c) in legal_set}
    return Decision(context(pos, need), rows, good, best, plain, again, situation, values)


def load(paths) -> list[Decision]:
    """The decisions of JSON lines files (``.gz``: gzip-compressed)."""
    out = []
    for path in paths:
        opener = gzip.open if str(path).endswith(".gz") else open
        try:
            with opener(path, "rt", encoding="utf-8") as f:
                for number, line in enumerate(f, 1):
                    if not line.strip():
                        continue
                    try:
                        rec = json.loads(line)
                        d = decision(rec)
                    except (ValueError, KeyError, TypeError, IndexError, AttributeError) as err:
                        raise DataError(f"{path}:{number}: not a policy record ({err})") from None
                    if d.chosen:
                        out.append(d)
        except (OSError, EOFError) as err:
            raise DataError(f"{path}: {getattr(err, 'strerror', None) or err}") from None
    return out


def _probs(w, rows):
    s = [sum(a * b for a, b in zip(w, f, strict=True)) for f in rows]
    top = max(s)
    e = [math.exp(x - top) for x in s]
    z = sum(e)
    return [x / z for x in e]


def _loss(w, data, l2):
    total = 0.0
    for rows, good in data:
        p = _probs(w, rows)
        total -= math.log(max(1e-300, sum(p[i] for i in good)))
    return total / len(data) + 0.5 * l2 * sum(x * x for x in w)


def _solve(a, b):
    """Solve a x = b (Gaussian elimination with partial pivoting)."""
    m = len(b)
    a = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(m):
        piv = max(range(col, m), key=lambda r: abs(a[r][col]))
        a[col], a[piv] = a[piv], a[col]
        d = a[col][col]
        for r in range(col + 1, m):
            f = a[r][col] / d
            if f:
                row, src = a[r], a[col]
                for k in range(col, m + 1):
                    row[k] -= f * src[k]
    x = [0.0] * m
    for r in range(m - 1, -1, -1):
        x[r] = (a[r][m] - sum(a[r][k] * x[k] for k in range(r + 1, m))) / a[r][r]
    return x


def fit(data: list[tuple[list[list[float]], list[int]]], l2: float = 1e-3,
        iterations: int = 20) -> list[float]:
    """Weights maximising the penalised likelihood of ``data`` ((rows, good) pairs)."""
    w = [0.0] * NF
    if not data:
        return w
    loss = _loss(w, data, l2)
    for _ in range(iterations):
        grad = [0.0] * NF
        hess = [[0.0] * NF for _ in range(NF)]
        for rows, good in data:
            p = _probs(w, rows)
            pg = sum(p[i] for i in good)
            mean = [sum(p[j] * rows[j][k] for j in range(len(rows))) for k in range(NF)]
            for i in good:
                q = p[i] / pg
                fi = rows[i]
                for k in range(NF):
                    grad[k] -= q * fi[k]
            for k in range(NF):
                grad[k] += mean[k]
            for j, f in enumerate(rows):
                pj = p[j]
                d = [f[k] - mean[k] for k in range(NF)]
                for k in range(NF):
                    dk = d[k] * pj
                    if dk:
                        hk = hess[k]
                        for m in range(k, NF):
                            hk[m] += dk * d[m]
        nd = len(data)
        for k in range(NF):
            grad[k] = grad[k] / nd + l2 * w[k]
            for m in range(k, NF):
                hess[k][m] /= nd
                hess[m][k] = hess[k][m]
            hess[k][k] += l2
        step = _solve(hess, grad)
        t = 1.0
        while t > 1e-4:
            trial = [w[k] - t * step[k] for k in range(NF)]
            trial_loss = _loss(trial, data, l2)
            if trial_loss < loss:
                break
            t /= 2
        else:
            break
        improved = loss - trial_loss
        w, loss = trial, trial_loss
        if improved < 1e-7:
            break
    return w


def fit_values(data: list[tuple[list[list[float]], dict]], l2: float = 1e-3) -> list[float]:
    """Least squares of the search's values on the features, within each decision (the
    values and features centred per decision): a card's score predicts how much better
    than its alternatives the search found it."""
    xtx = [[0.0] * NF for _ in range(NF)]
    xty = [0.0] * NF
    count = 0
    for rows, values in data:
        if len(values) < 2:
            continue
        idx = list(values)
        mean_v = sum(values.values()) / len(idx)
        mean_f = [sum(rows[i][k] for i in idx) / len(idx) for k in range(NF)]
        for i in idx:
            d = [rows[i][k] - mean_f[k] for k in range(NF)]
            y = (values[i] - mean_v) / 10  # points -> tens of points
            for k in range(NF):
                dk = d[k]
                if dk:
                    xty[k] += dk * y
                    row = xtx[k]
                    for m in range(k, NF):
                        row[m] += dk * d[m]
        count += 1
    if not count:
        return [0.0] * NF
    for k in range(NF):
        for m in range(k, NF):
            xtx[k][m] /= count
            xtx[m][k] = xtx[k][m]
        xtx[k][k] += l2
        xty[k] /= count
    return _solve(xtx, xty)


def train(decisions: list[Decision], l2: float = 1e-3, iterations: int = 20,
          target: str = "best") -> Policy:
    """Fit every context; ``target`` "best": any card tied with the search's best value
    counts as its choice (its ties are broken by card order); "chosen": its card alone;
    "values": least squares on the search's values of every candidate card."""
    weights = []
    for ctx in range(len(CONTEXTS)):
        if target == "values":
            weights.append(fit_values([(d.rows, d.values) for d in decisions if d.ctx == ctx],
                                      l2))
            continue
        data = [(d.rows, d.best if target == "best" else d.chosen)
                for d in decisions if d.ctx == ctx]
        weights.append(fit(data, l2, iterations))
    return Policy(weights)


COLUMNS = ("learned = search's card", "hand-written = search's card",
           "learned in search's tied best", "hand-written in tied best",
           "second search = search's card")


def agreement(policy: Policy, decisions: list[Decision]) -> dict[str, list]:
    """Per situation: [decisions, then the shares of ``COLUMNS``] (None: not recorded)."""
    counts = {s: [0, 0, 0, 0, 0, 0, 0] for s in SITUATIONS}
    for d in decisions:
        scores = policy.scores(d.rows, d.ctx)
        top = max(range(len(d.rows)), key=scores.__getitem__)
        for s in ("all", d.situation):
            c = counts[s]
            c[0] += 1
            c[1] += top in d.chosen
            c[2] += d.plain in d.chosen
            c[3] += top in d.best
            c[4] += d.plain in d.best
            if d.again >= 0:
                c[5] += 1
                c[6] += d.again in d.chosen
    out = {}
    for s, c in counts.items():
        n = c[0] or 1
        out[s] = [c[0], c[1] / n, c[2] / n, c[3] / n, c[4] / n,
                  c[6] / c[5] if c[5] else None]
    return out


def to_json(policy: Policy, meta: dict) -> dict:
    return {"format": FORMAT, "features": list(FEATURES),
            "weights": {c: [round(x, 5) for x in w]
                        for c, w in zip(CONTEXTS, policy.weights, strict=True)},
            **meta}


def _write(path: str, doc: dict) -> None:
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=target.parent, suffix=".tmp")
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")
    os.replace(tmp, target)


def _table(title: str, result) -> str:
    lines = [title, "| situation | decisions | " + " | ".join(COLUMNS) + " |",
             "|---|---|" + "---|" * len(COLUMNS)]
    for s, (count, *shares) in result.items():
        cells = ["-" if x is None else f"{x * 100:.1f}%" for x in shares]
        lines.append(f"| {s} | {count} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m ai.lab.train_policy",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("data", nargs="+", help="JSON lines from python3 -m ai.lab.collect_policy")
    parser.add_argument("--test", nargs="*", default=[], help="held-out JSON lines")
    parser.add_argument("--out", help="weights file to write (JSON)")
    parser.add_argument("--evaluate", metavar="WEIGHTS",
                        help="do not train: report the agreement of these weights on DATA")
    parser.add_argument("--l2", type=float, default=1e-3)
    parser.add_argument("--iterations", type=int, default=20)
    parser.add_argument("--target", choices=("best", "chosen", "values"), default="best",
                        help="labels: every card tied with the search's best value, "
                             "its chosen card alone, or its values of every card")
    args = parser.parse_args(argv)
    if not (args.l2 >= 0 and args.iterations >= 1):
        print("ai.lab.train_policy: --l2 must be >= 0 and --iterations >= 1", file=sys.stderr)
        return 2
    try:
        train_set = load(args.data)
        test_set = load(args.test)
    except DataError as err:
        print(f"ai.lab.train_policy: {err}", file=sys.stderr)
        return 2
    if args.evaluate:
        try:
            policy = Policy.load(args.evaluate)
        except (OSError, ValueError, KeyError, TypeError) as err:
            print(f"ai.lab.train_policy: {args.evaluate}: not usable weights ({err})",
                  file=sys.stderr)
            return 2
        print(_table(f"{args.evaluate} on {len(train_set)} decisions",
                     agreement(policy, train_set)))
        return 0
    if not train_set:
        print("ai.lab.train_policy: no decisions in the training data", file=sys.stderr)
        return 2
    policy = train(train_set, args.l2, args.iterations, args.target)
    print(_table(f"training data ({len(train_set)} decisions)", agreement(policy, train_set)))
    if test_set:
        print()
        print(_table(f"held-out data ({len(test_set)} decisions)", agreement(policy, test_set)))
    if args.out:
        meta = {"trained_on": [Path(p).name for p in args.data], "decisions": len(train_set),
                "l2": args.l2, "target": args.target}
        try:
            _write(args.out, to_json(policy, meta))
        except OSError as err:
            print(f"ai.lab.train_policy: cannot write {args.out}: {err.strerror}", file=sys.stderr)
            return 2
        print(f"weights -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
