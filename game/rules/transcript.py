"""``wizard-transcript/1``: writing a game's record and re-checking one against the rules.

The checker reads only the document (it needs no saved state), so it can check
transcripts written by any program. It types strictly, as JSON does: an integer
field holds an integer, so ``1.0`` or ``true`` where ``1`` belongs is a problem even
though Python compares them equal. Values from the document are shown shortened in
problem messages, however long they are.
"""

from __future__ import annotations

import json
import reprlib
from dataclasses import dataclass

from game.rules import core
from game.rules.cards import JESTER, SUIT_OF, WIZARD, Card, Suit
from game.rules.config import full_rounds, length_problem, rules_problem
from game.rules.errors import FormatError
from game.rules.formats import Envelope, load_schema, schema_problems
from game.rules.state import GameState, RoundRecord
from game.rules.text import fit, is_clean

# The envelope: {"format": "wizard-transcript/1", ...}, the version in the name.
ENVELOPE = Envelope(
    "wizard-transcript", 1, in_name=True,
    foreign="it is not a {format} document", newer="format is {version!r}",
)
FORMAT = ENVELOPE.tag  # "wizard-transcript/1"
SCHEMA = "wizard-transcript"  # docs/schemas/wizard-transcript.schema.json
# Optional key: the rounds a shorter game was set to play, from round 1. Absent: all
# 60 / n (every transcript written before game lengths existed is a full game).
ROUND_COUNT = "round_count"
# Keys every document / round must have (winners: when complete; null values count).
DOCUMENT_KEYS = ("seed", "players", "rules", "rounds", "complete")
ROUND_KEYS = (
    "number", "dealer", "hands", "turned", "trump", "bid_order", "bids", "tricks", "won",
    "points", "totals",
)
# A player's name and kind: at most this many printable characters (the game's name
# field allows 16; a kind holds a bot's command). Longer text cannot be drawn or
# printed sensibly, and a NUL or lone surrogate cannot be drawn at all.
NAME_MAX = 40
KIND_MAX = 200


# ----------------------------------------------------------------- writing
def round_to_json(rec: RoundRecord) -> dict:
    return {
        "number": rec.number,
        "dealer": rec.dealer,
        "hands": [[str(c) for c in h] for h in rec.hands],
        "turned": None if rec.turned is None else str(rec.turned),
        "trump": None if rec.trump is None else str(rec.trump),
        "bid_order": list(rec.bid_order),
        "bids": list(rec.bids),
        "tricks": [
            {"leader": t.leader, "cards": [str(c) for c in t.cards], "winner": t.winner}
            for t in rec.tricks
        ],
        "won": list(rec.won),
        "points": list(rec.points),
        "totals": list(rec.totals),
    }


def transcript(state: GameState, players: list[dict]) -> dict:
    """The transcript of ``state``'s finished rounds. ``players``: name and kind per seat."""
    complete = state.is_over
    doc = {
        "seed": state.seed,
        "players": [
            {"name": fit(p["name"], NAME_MAX), "kind": fit(p["kind"], KIND_MAX)} for p in players
        ],
        "rules": state.rules.variants(),
    }
    if state.rules.length is not None:  # a full game's record stays as it always was
        doc[ROUND_COUNT] = state.rules.length
    doc |= {
        "rounds": [round_to_json(r) for r in state.history],
        "complete": complete,
    }
    if complete:
        doc["winners"] = state.winners()
    return ENVELOPE.wrap(doc)


def dumps(doc: dict) -> str:
    """Stable text form, one line per round: the same game always gives the same bytes."""
    parts = []
    for key, value in doc.items():
        if key == "rounds" and value:
            rounds = ",\n  ".join(json.dumps(r, ensure_ascii=False) for r in value)
            parts.append(f'"rounds": [\n  {rounds}\n ]')
        else:
            parts.append(f"{json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}")
    return "{\n " + ",\n ".join(parts) + "\n}\n"


# ---------------------------------------------------------------- checking
@dataclass(frozen=True)
class Problem:
    reason: str
    round: int | None = None
    trick: int | None = None
    seat: int | None = None

    def __str__(self) -> str:
        where = []
        if self.round is not None:
            where.append(f"round {self.round}")
        if self.trick is not None:
            where.append(f"trick {self.trick}")
        if self.seat is not None:
            where.append(f"seat {self.seat}")
        return (", ".join(where) + ": " if where else "") + self.reason


class TranscriptError(FormatError):
    """A transcript that breaks the format or the rules; ``problem`` says where."""

    def __init__(self, problem: Problem):
        super().__init__(problem.reason, str(problem).removesuffix(problem.reason).rstrip(": "))
        self.problem = problem


def decode_transcript(doc, schema: bool = False) -> dict:
    """``doc`` if it is a sound transcript, else TranscriptError naming the first
    problem. With ``schema`` it is also held to the format's JSON Schema (the public
    description other programs check against; slower than the checker itself)."""
    problem = check_transcript(doc)
    if problem is None and schema:
        found = schema_problems(doc, load_schema(SCHEMA), limit=1)
        if found:
            problem = Problem(f"does not follow the {FORMAT} schema: {found[0]}")
    if problem is not None:
        raise TranscriptError(problem)
    return doc


class _Bad(Exception):
    def __init__(self, problem: Problem):
        self.problem = problem


def _fail(reason, round=None, trick=None, seat=None):
    raise _Bad(Problem(reason, round, trick, seat))


SHOW_MAX = 40  # characters of a document's value that a problem message quotes


_SHORT = reprlib.Repr()
_SHORT.maxlevel, _SHORT.maxlist, _SHORT.maxdict = 2, 6, 3
_SHORT.maxstring = _SHORT.maxlong = _SHORT.maxother = SHOW_MAX


def show(value) -> str:
    """``repr(value)`` cut to about SHOW_MAX characters (a file may hold megabytes)."""
    try:
        text = _SHORT.repr(value)
    except ValueError:  # an int too long for repr() at all
        return "a number too long to show"
    return text if len(text) <= SHOW_MAX else text[: SHOW_MAX - 3] + "..."


def _is_int(value) -> bool:
    """A JSON integer: not a float such as 1.0, not true/false."""
    return type(value) is int


def _same_ints(value, expected: list[int]) -> bool:
    return (
        isinstance(value, list)
        and len(value) == len(expected)
        and all(_is_int(v) and v == e for v, e in zip(value, expected, strict=True))
    )


def _card(text, rnd, trick=None, seat=None) -> Card:
    # The special cards are not in wizard-transcript/1's 60-card game.
    if not isinstance(text, str) or text not in Card.__members__ or Card[text].is_special:
        _fail(f"{show(text)} is not a card", rnd, trick, seat)
    return Card[text]


def _int(value, what, rnd=None, trick=None, seat=None) -> int:
    if not _is_int(value):
        _fail(f"{what} must be an integer, not {show(value)}", rnd, trick, seat)
    return value


def check_transcript(doc) -> Problem | None:
    """The first way ``doc`` breaks the format or the rules, or None if it is sound."""
    try:
        _check(doc)
    except _Bad as bad:
        return bad.problem
    return None


def _check(doc) -> None:
    if not isinstance(doc, dict):
        _fail("the document is not a JSON object")
    if doc.get("format") != FORMAT:
        _fail(f"format is {show(doc.get('format'))}, expected {FORMAT!r}")
    for key in DOCUMENT_KEYS:
        if key not in doc:
            _fail(f"{key} is missing")
    players = doc.get("players")
    if not isinstance(players, list):
        _fail("players must be a list")
    n = len(players)
    for i, p in enumerate(players):
        if not isinstance(p, dict) or not isinstance(p.get("name"), str):
            _fail(f"player {i} needs a name")
        if not isinstance(p.get("kind"), str):
            _fail(f"player {i} needs a kind")
        for key, limit in (("name", NAME_MAX), ("kind", KIND_MAX)):
            if not is_clean(p[key], limit):
                _fail(
                    f"player {i}'s {key} must be at most {limit} printable characters, "
                    f"not {show(p[key])}"
                )
    rules = doc.get("rules")
    if not isinstance(rules, dict):
        _fail("rules must be an object")
    flags = {}
    for key in ("plus_minus_one", "hidden_bids", "blind_first_round"):
        if not isinstance(rules.get(key), bool):
            _fail(f"rules.{key} must be true or false")
        flags[key] = rules[key]
    problem = rules_problem(n, **flags)
    if problem:
        _fail(str(problem))
    seed = doc.get("seed")
    if seed is not None:
        _int(seed, "seed")
    rounds = doc.get("rounds")
    if not isinstance(rounds, list):
        _fail("rounds must be a list")
    total_rounds = full_rounds(n)
    if ROUND_COUNT in doc:
        total_rounds = doc[ROUND_COUNT]
        if not _is_int(total_rounds) or length_problem(n, total_rounds):
            _fail(
                f"{ROUND_COUNT} is {show(total_rounds)}, but {n} players play 1 to "
                f"{full_rounds(n)} rounds"
            )
    complete = doc.get("complete")
    if not isinstance(complete, bool):
        _fail("complete must be true or false")
    if len(rounds) > total_rounds:
        if ROUND_COUNT in doc:
            _fail(f"{len(rounds)} rounds, but {ROUND_COUNT} is {total_rounds}")
        _fail(f"{len(rounds)} rounds, but {n} players play only {total_rounds}")
    if complete and len(rounds) != total_rounds:
        _fail(f"complete, but {len(rounds)} of {total_rounds} rounds")
    if not complete and len(rounds) == total_rounds:
        _fail(f"all {total_rounds} rounds are played, so complete must be true")
    if not complete and "winners" in doc:
        _fail("winners are listed, but the game is not complete")
    totals = [0] * n
    first_dealer = None
    for i, rnd in enumerate(rounds):
        number = i + 1
        if not isinstance(rnd, dict):
            _fail("the round is not an object", number)
        for key in ROUND_KEYS:
            if key not in rnd:
                _fail(f"{key} is missing", number)
        if not (_is_int(rnd.get("number")) and rnd["number"] == number):
            _fail(f"number is {show(rnd.get('number'))}, expected {number}", number)
        dealer = _int(rnd.get("dealer"), "dealer", number)
        if first_dealer is None:
            first_dealer = dealer
        if not 0 <= dealer < n or dealer != (first_dealer + i) % n:
            _fail(f"dealer is {dealer}, but the deal passes one seat left each round", number)
        totals = _check_round(rnd, number, n, dealer, flags, totals)
    if complete:
        expected = core.winners(totals)
        if not _same_ints(doc.get("winners"), expected):
            _fail(f"winners are {show(doc.get('winners'))}, expected {expected}")


def _check_round(rnd, r, n, dealer, flags, totals):
    hands_json = rnd.get("hands")
    if not isinstance(hands_json, list) or len(hands_json) != n:
        _fail(f"hands must list {n} hands", r)
    seen: set[Card] = set()
    hands: list[set[Card]] = []
    for seat, h in enumerate(hands_json):
        if not isinstance(h, list) or len(h) != r:
            _fail(f"the hand must hold {r} cards", r, seat=seat)
        cards = {_card(c, r, seat=seat) for c in h}
        if len(cards) != r or cards & seen:
            _fail("a card is dealt twice", r, seat=seat)
        seen |= cards
        hands.append(cards)
    last_round = r * n == 60
    turned_json = rnd.get("turned")
    turned = None
    if last_round:
        if turned_json is not None:
            _fail("no card can be turned in the last round", r)
    else:
        if turned_json is None:
            _fail("a card must be turned up", r)
        turned = _card(turned_json, r)
        if turned in seen:
            _fail(f"the turned card {turned} was also dealt", r)
    trump_json = rnd.get("trump")
    if turned is None or SUIT_OF[turned] == JESTER:
        expected = None
        if trump_json is not None:
            _fail(f"trump is {show(trump_json)}, but there is no trump this round", r)
    elif SUIT_OF[turned] == WIZARD:
        if not isinstance(trump_json, str) or trump_json not in ("C", "D", "H", "S"):
            _fail("a Wizard was turned, so the dealer must choose a trump suit", r)
        expected = Suit[trump_json]
    else:
        expected = Suit(SUIT_OF[turned])
        if trump_json != expected.name:
            _fail(f"trump is {show(trump_json)}, but {turned} was turned", r)
    trump = expected
    order = [(dealer + 1 + i) % n for i in range(n)]
    if not _same_ints(rnd.get("bid_order"), order):
        _fail(f"bid_order must be {order}: left of the dealer first, the dealer last", r)
    bids = rnd.get("bids")
    if not isinstance(bids, list) or len(bids) != n:
        _fail(f"bids must list {n} bids", r)
    for seat, b in enumerate(bids):
        _int(b, "the bid", r, seat=seat)
        if not 0 <= b <= r:
            _fail(f"bid {b} is outside 0..{r}", r, seat=seat)
    if flags["plus_minus_one"] and sum(bids) == r:
        _fail(
            f"the bids add up to {r}, which plus/minus one forbids the last bidder",
            r,
            seat=order[-1],
        )
    tricks = rnd.get("tricks")
    if not isinstance(tricks, list) or len(tricks) != r:
        _fail(f"a round of {r} cards has {r} tricks", r)
    won = [0] * n
    leader = (dealer + 1) % n
    for t_i, trick in enumerate(tricks):
        t_no = t_i + 1
        if not isinstance(trick, dict):
            _fail("the trick is not an object", r, t_no)
        if not (_is_int(trick.get("leader")) and trick["leader"] == leader):
            _fail(f"leader is {show(trick.get('leader'))}, expected seat {leader}", r, t_no)
        cards_json = trick.get("cards")
        if not isinstance(cards_json, list) or len(cards_json) != n:
            _fail(f"a trick has {n} cards", r, t_no)
        cards = []
        led = core.NO_SUIT
        for k, text in enumerate(cards_json):
            seat = (leader + k) % n
            card = _card(text, r, t_no, seat)
            hand = hands[seat]
            if card not in hand:
                _fail(f"{card} is not in the seat's hand", r, t_no, seat)
            hand_mask = 0
            for c in hand:
                hand_mask |= 1 << c
            if not core.legal_mask(hand_mask, led) >> card & 1:
                suit = "CDHS"[led]
                _fail(f"{card} does not follow the led suit {suit}", r, t_no, seat)
            hand.discard(card)
            cards.append(card)
            led = core.next_led(led, card)
        winner = (leader + core.trick_winner_index(cards, trump)) % n
        if not (_is_int(trick.get("winner")) and trick["winner"] == winner):
            _fail(f"winner is {show(trick.get('winner'))}, but seat {winner} took it", r, t_no)
        won[winner] += 1
        leader = winner
    if not _same_ints(rnd.get("won"), won):
        _fail(f"won is {show(rnd.get('won'))}, the tricks give {won}", r)
    points = [core.score(b, w) for b, w in zip(bids, won, strict=True)]
    if not _same_ints(rnd.get("points"), points):
        _fail(f"points are {show(rnd.get('points'))}, the bids and tricks give {points}", r)
    totals = [t + p for t, p in zip(totals, points, strict=True)]
    if not _same_ints(rnd.get("totals"), totals):
        _fail(f"totals are {show(rnd.get('totals'))}, expected {totals}", r)
    return totals
