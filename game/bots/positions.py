"""The position suite: hand-made situations, each with its acceptable moves.

A position file (``tests/positions/*.txt``) holds blocks separated by blank lines,
one ``key: value`` per line (``#`` starts a comment)::

    id: need-all-lead-top-trump
    players: 4                      # default 4
    variants: plus_minus_one        # optional: plus_minus_one hidden_bids blind_first_round
    round: 3
    dealer: 3                       # default: the last seat (seat 0 bids and leads first)
    turned: S5                      # the turned card ("none" in the last round)
    trump: S                        # only when a Wizard was turned (the dealer's choice)
    bids: 3 0 1 1                   # per seat in seat order; "-" = not made yet
    trick: C14 C3 C5 C9             # a finished trick of this round, in playing order
    table: H3 H5                    # the trick in progress, in playing order
    hand: W1 S14 C14                # the mover's cards now ("?" in the blind round)
    hand 2: C2 D3                   # another seat's cards now (else dealt at random)
    seat: 0                         # the seat to move (checked)
    accept: play S14 | play W1      # acceptable moves; any Wizard (Jester) stands for all
    reason: why these moves and not the others
    tags: need-all obvious

``build`` turns a position into a real ``GameState``: it deals the round so that
every seat holds what the position says (the cards the others do not show are
dealt at random, respecting the voids their plays revealed), plays the earlier
rounds with the first legal move, then applies the bids and the cards of this
round through the rules engine, so an illegal position cannot be built.
Every AI level is then asked for its move through ``seat_view``.
"""

from __future__ import annotations

import hashlib
import random
import time
from dataclasses import dataclass, field
from pathlib import Path

from game.rules import (
    CARDS,
    Bid,
    Card,
    ChooseTrump,
    GameState,
    Phase,
    Play,
    Rules,
    Suit,
    WizardError,
    parse_action,
    seat_view,
    start_from_decks,
)
from game.rules.cards import JESTER, SUIT_OF, WIZARD
from game.rules.core import NO_SUIT, next_led, trick_winner_index
from game.rules.files import TooLarge, read_regular

SUITE_DIR = Path(__file__).resolve().parents[2] / "tests" / "positions"
MAX_FILE_BYTES = 1_000_000  # the whole suite is a few kB
KEYS = {"id", "players", "variants", "round", "dealer", "turned", "trump", "bids",
        "trick", "table", "hand", "seat", "accept", "reason", "tags"}
VARIANTS = ("plus_minus_one", "hidden_bids", "blind_first_round")


class PositionError(ValueError):
    """A position that cannot be read or is not legal; names the file, line and id."""


@dataclass
class Position:
    id: str
    where: str  # "file:line" of the block's first line
    players: int = 4
    variants: tuple[str, ...] = ()
    round: int = 1
    dealer: int | None = None
    turned: int | None = None
    trump: int | None = None  # the dealer's choice after a turned Wizard
    bids: list[int | None] = field(default_factory=list)
    tricks: list[list[int]] = field(default_factory=list)
    table: list[int] = field(default_factory=list)
    hand: list[int] | None = None  # None: "?" (the blind first round)
    hands: dict[int, list[int]] = field(default_factory=dict)
    seat: int | None = None
    accept: list[str] = field(default_factory=list)
    reason: str = ""
    tags: tuple[str, ...] = ()

    @property
    def rules(self) -> Rules:
        return Rules(self.players, *(v in self.variants for v in VARIANTS))


# ------------------------------------------------------------------ reading
def _cards(text: str, where: str) -> list[int]:
    out = []
    for word in text.split():
        try:
            out.append(int(Card.parse(word)))
        except ValueError as err:
            raise PositionError(f"{where}: {err}") from None
    return out


def parse(text: str, name: str = "<positions>") -> list[Position]:
    """Every position of one file's text."""
    positions = []
    block: list[tuple[int, str]] = []
    for number, raw in enumerate(text.splitlines() + [""], start=1):
        line = raw.split("#", 1)[0].strip()
        if line:
            block.append((number, line))
        elif block:
            positions.append(_parse_block(block, name))
            block = []
    ids = set()
    for p in positions:
        if p.id in ids:
            raise PositionError(f"{p.where}: id {p.id!r} is used twice")
        ids.add(p.id)
    return positions


def _parse_block(block, name: str) -> Position:
    p = Position(id="", where=f"{name}:{block[0][0]}")
    for number, line in block:
        where = f"{name}:{number}"
        key, sep, value = line.partition(":")
        key, value = key.strip(), value.strip()
        base, _, arg = key.partition(" ")
        if not sep or base not in KEYS:
            raise PositionError(f"{where}: expected 'key: value' with a key of {sorted(KEYS)}")
        try:
            if base == "id":
                p.id = value
            elif base in ("players", "round", "dealer", "seat"):
                setattr(p, base, int(value))
            elif base == "variants":
                p.variants = tuple(value.split())
                bad = [v for v in p.variants if v not in VARIANTS]
                if bad:
                    raise PositionError(f"{where}: unknown variant {bad[0]!r}")
            elif base == "turned":
                p.turned = None if value == "none" else _cards(value, where)[0]
            elif base == "trump":
                p.trump = int(Suit.parse(value))
            elif base == "bids":
                p.bids = [None if b == "-" else int(b) for b in value.split()]
            elif base == "trick":
                p.tricks.append(_cards(value, where))
            elif base == "table":
                p.table = _cards(value, where)
            elif base == "hand" and not arg:
                p.hand = None if value == "?" else _cards(value, where)
            elif base == "hand":
                p.hands[int(arg)] = _cards(value, where)
            elif base == "accept":
                p.accept = [a.strip() for a in value.split("|")]
                for a in p.accept:
                    parse_action(a)
            elif base == "reason":
                p.reason = value
            elif base == "tags":
                p.tags = tuple(value.split())
        except PositionError:
            raise
        except ValueError as err:
            raise PositionError(f"{where}: {err}") from None
    if not p.id:
        raise PositionError(f"{p.where}: a position needs an id")
    if not p.accept:
        raise PositionError(f"{p.where}: position {p.id!r} accepts no move")
    if not p.reason:
        raise PositionError(f"{p.where}: position {p.id!r} gives no reason")
    return p


def load(paths=None) -> list[Position]:
    """The positions of the given files (default: every file of the suite)."""
    if paths is None:
        paths = sorted(SUITE_DIR.glob("*.txt"))
    out = []
    for path in paths:
        path = Path(path)
        out.extend(parse(_read(path), path.name))
    ids = set()
    for p in out:
        if p.id in ids:
            raise PositionError(f"{p.where}: id {p.id!r} is used twice")
        ids.add(p.id)
    return out


def _read(path: Path) -> str:
    """The text of a position file: a regular UTF-8 file of at most MAX_FILE_BYTES
    (a FIFO would block the reading, /dev/zero never end)."""
    try:
        data = read_regular(path, MAX_FILE_BYTES)
    except TooLarge:
        raise PositionError(f"{path}: larger than {MAX_FILE_BYTES:,} bytes, not read") from None
    except OSError as err:  # NotRegularFile too
        raise PositionError(f"{path}: cannot read: {err.strerror or err}") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise PositionError(f"{path}: not UTF-8 text (byte {err.start})") from None


# ----------------------------------------------------------------- building
def build(p: Position) -> GameState:
    """The position as a real game state with ``p.seat`` to move."""
    try:
        return _build(p)
    except PositionError:
        raise
    except (WizardError, ValueError) as err:  # the engine's IllegalAction and friends
        raise PositionError(f"{p.where}: position {p.id!r} is not legal: {err}") from None


def _build(p: Position) -> GameState:
    n, r = p.players, p.round
    rules = p.rules
    if not 1 <= r <= rules.rounds:
        raise PositionError(f"{p.where}: round {r} does not exist with {n} players")
    dealer = n - 1 if p.dealer is None else p.dealer
    if len(p.bids) not in (0, n):
        raise PositionError(f"{p.where}: bids needs one entry per seat ({n})")
    bids = p.bids or [None] * n
    # Who played which card: follow the tricks from the first leader.
    played_by: list[list[int]] = [[] for _ in range(n)]
    voids = [set() for _ in range(n)]
    leader = (dealer + 1) % n
    trump = _trump(p)
    for cards in p.tricks + ([p.table] if p.table else []):
        led = NO_SUIT
        for i, c in enumerate(cards):
            s = (leader + i) % n
            played_by[s].append(c)
            if led >= 0 and SUIT_OF[c] < 4 and SUIT_OF[c] != led:
                voids[s].add(led)
            led = next_led(led, c)
        if len(cards) == n:
            leader = (leader + trick_winner_index(cards, trump)) % n
        elif cards is not p.table:
            raise PositionError(f"{p.where}: a finished trick needs {n} cards")
    mover = (leader + len(p.table)) % n
    if p.bids and any(b is None for b in bids):  # still bidding
        order = [(dealer + 1 + i) % n for i in range(n)]
        mover = next(s for s in order if bids[s] is None)
    if p.turned is not None and SUIT_OF[p.turned] == WIZARD and p.trump is None:
        mover = dealer  # the dealer chooses the trump
    if p.seat is not None and p.seat != mover:
        raise PositionError(f"{p.where}: seat {mover} is to move, not seat {p.seat}")
    p.seat = mover
    now = {s: list(h) for s, h in p.hands.items()}
    if p.hand is not None:
        now[mover] = list(p.hand)
    used = set()
    for cards in list(now.values()) + played_by + [[p.turned] if p.turned is not None else []]:
        for c in cards:
            if c in used:
                raise PositionError(f"{p.where}: card {CARDS[c]} appears twice")
            used.add(c)
    rng = random.Random(int(hashlib.sha256(p.id.encode()).hexdigest()[:12], 16))
    pool = [c for c in range(60) if c not in used]
    rng.shuffle(pool)
    dealt = []
    for s in range(n):
        need = r - len(played_by[s])
        if s in now:
            if len(now[s]) != need:
                raise PositionError(
                    f"{p.where}: seat {s} should hold {need} cards now, not {len(now[s])}")
            held = now[s]
        else:
            held = [c for c in pool if SUIT_OF[c] not in voids[s]][:need]
            if len(held) < need:
                raise PositionError(f"{p.where}: cannot deal seat {s} {need} cards")
            for c in held:
                pool.remove(c)
        dealt.append(played_by[s] + held)
    last_round = r * n == 60
    if (p.turned is None) != last_round:
        raise PositionError(f"{p.where}: 'turned' must be 'none' exactly in the last round")
    deck = [c for h in dealt for c in h]
    if p.turned is not None:
        deck.append(p.turned)
    deck += pool
    decks = []
    for number in range(1, rules.rounds + 1):
        if number == r:
            decks.append(tuple(deck))
        else:
            d = list(range(60))
            rng.shuffle(d)
            decks.append(tuple(d))
    first_dealer = (dealer - (r - 1)) % n
    state, _ = start_from_decks(rules, tuple(decks), first_dealer)
    while state.round < r:  # earlier rounds: the first legal move
        state.apply_in_place(state.legal_actions()[0])
    if state.phase == Phase.CHOOSE_TRUMP and p.trump is None:  # the dealer's choice
        if bids[state.dealer] is not None or p.tricks or p.table:
            raise PositionError(f"{p.where}: a Wizard was turned: say 'trump: S' (or C, D, H)")
    elif state.phase == Phase.CHOOSE_TRUMP:
        state.apply_in_place(ChooseTrump(Suit(p.trump)))
    elif p.trump is not None:
        raise PositionError(f"{p.where}: 'trump' is only for a turned Wizard")
    for s in state.bid_order:
        if bids[s] is None or state.phase != Phase.BID:
            break
        state.apply_in_place(Bid(bids[s]))
    for cards in p.tricks + [p.table]:
        for c in cards:
            state.apply_in_place(Play(CARDS[c]))
    if state.to_move != mover:
        raise PositionError(f"{p.where}: seat {state.to_move} is to move, not seat {mover}")
    for a in p.accept:
        if not any(_same(parse_action(a), b) for b in state.legal_actions()):
            raise PositionError(f"{p.where}: accepted move {a!r} is not legal")
    return state


def _trump(p: Position) -> int | None:
    if p.turned is None:
        return None
    s = SUIT_OF[p.turned]
    if s == WIZARD:
        return p.trump
    return None if s == JESTER else s


def _same(a, b) -> bool:
    """Equal actions, any Wizard standing for every Wizard (Jesters the same)."""
    if isinstance(a, Play) and isinstance(b, Play):
        sa, sb = SUIT_OF[int(a.card)], SUIT_OF[int(b.card)]
        if sa == sb and sa in (WIZARD, JESTER):
            return True
    return a == b


# ------------------------------------------------------------------ running
def choices(phase, positions: list[Position] | None = None):
    """(id, view) of every position (the suite's by default) where the seat to move has
    more than one legal move in ``phase`` (a ``game.rules.Phase``)."""
    for p in load() if positions is None else positions:
        view = seat_view(build(p), p.seat)
        if view.phase == phase and len(view.legal) >= 2:
            yield p.id, view


def accepts(p: Position, action) -> bool:
    return any(_same(parse_action(a), action) for a in p.accept)


def run(level: str, positions: list[Position], seed: int = 1, **options) -> list[dict]:
    """Ask ``level`` for its move in every position; one result per position."""
    from ai.base import make_player

    results = []
    for p in positions:
        state = build(p)
        player = make_player(level, seed=seed, **options)
        start = time.perf_counter()
        action = player.choose(seat_view(state, p.seat))
        results.append({"id": p.id, "move": str(action), "ok": accepts(p, action),
                        "ms": (time.perf_counter() - start) * 1000, "tags": p.tags})
    return results


def main(args) -> int:
    """``wizard positions``: pass rates per level over the suite."""
    import sys

    try:
        positions = load(args.file or None)
        for p in positions:
            build(p)
    except (OSError, PositionError) as err:
        print(f"wizard positions: {err}", file=sys.stderr)
        return 2
    if args.tag:
        positions = [p for p in positions if args.tag in p.tags]
    levels = [args.level] if args.level else ["easy", "medium", "hard", "expert"]
    print(f"position suite: {len(positions)} positions")
    for level in levels:
        results = run(level, positions, seed=args.seed)
        ok = sum(r["ok"] for r in results)
        obvious = [r for r in results if "obvious" in r["tags"]]
        ob_ok = sum(r["ok"] for r in obvious)
        print(f"{level:<8} {ok:>3}/{len(results)} = {100 * ok / max(1, len(results)):5.1f}%"
              f"   obvious {ob_ok}/{len(obvious)}")
        if args.verbose:
            by_id = {p.id: p for p in positions}
            for r in results:
                if not r["ok"]:
                    p = by_id[r["id"]]
                    print(f"   FAIL {r['id']}: played {r['move']}, accept "
                          f"{' | '.join(p.accept)} ({p.where})")
                    print(f"        {p.reason}")
    return 0
