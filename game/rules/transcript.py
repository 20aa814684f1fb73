"""``wizard-transcript/1``: writing a game's record and re-checking one against the rules.

The checker reads only the document (it needs no saved state), so it can check
transcripts written by any program. It types strictly, as JSON does: an integer
field holds an integer, so ``1.0`` or ``true`` where ``1`` belongs is a problem even
though Python compares them equal. Values from the document are shown shortened in
problem messages, however long they are.
"""

from __future__ import annotations

import json

from game.rules import core
from game.rules.cards import CARDS, JESTER, SPECIAL_NAMES, SUIT_OF, WIZARD, Suit
from game.rules.config import full_rounds, length_problem, rules_problem
from game.rules.errors import FormatError
from game.rules.formats import Envelope, load_schema, schema_problems
from game.rules.state import GameState, RoundRecord
from game.rules.text import fit, is_clean
from game.rules.transcript_problems import (
    SHOW_MAX,
    Bad,
    Problem,
    Tricks,
    check_scores,
    fail,
    is_int,
    read_bids,
    read_card,
    read_hands,
    read_int,
    same_ints,
    show,
)
from game.rules.transcript_special import (
    check_special_round,
    read_special_cards,
    special_round_json,
)

__all__ = [
    "FORMAT", "KIND_MAX", "NAME_MAX", "ROUND_COUNT", "SHOW_MAX", "Problem", "TranscriptError",
    "check_transcript", "decode_transcript", "dumps", "round_to_json", "show", "transcript",
]

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
def round_to_json(rec: RoundRecord, special: bool = False) -> dict:
    """The ROUND object; ``special``: the game plays special cards, whose decisions
    and events the round records in keys of their own."""
    doc = {
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
    return special_round_json(doc, rec) if special else doc


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
        "rounds": [round_to_json(r, bool(state.rules.special)) for r in state.history],
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


# The 60 cards by name: the only cards of a game without special cards.
CARD_NAMES = {c.name: c for c in CARDS}


def _card(text, rnd, trick=None, seat=None):
    if isinstance(text, str) and text in SPECIAL_NAMES:
        fail(f"{text} is a special card, but the rules choose none (rules.special_cards)",
             rnd, trick, seat)
    return read_card(text, CARD_NAMES, rnd, trick, seat)


def check_transcript(doc) -> Problem | None:
    """The first way ``doc`` breaks the format or the rules, or None if it is sound."""
    try:
        _check(doc)
    except Bad as bad:
        return bad.problem
    return None


def _check(doc) -> None:
    if not isinstance(doc, dict):
        fail("the document is not a JSON object")
    if doc.get("format") != FORMAT:
        fail(f"format is {show(doc.get('format'))}, expected {FORMAT!r}")
    for key in DOCUMENT_KEYS:
        if key not in doc:
            fail(f"{key} is missing")
    players = doc.get("players")
    if not isinstance(players, list):
        fail("players must be a list")
    n = len(players)
    for i, p in enumerate(players):
        if not isinstance(p, dict) or not isinstance(p.get("name"), str):
            fail(f"player {i} needs a name")
        if not isinstance(p.get("kind"), str):
            fail(f"player {i} needs a kind")
        for key, limit in (("name", NAME_MAX), ("kind", KIND_MAX)):
            if not is_clean(p[key], limit):
                fail(
                    f"player {i}'s {key} must be at most {limit} printable characters, "
                    f"not {show(p[key])}"
                )
    rules = doc.get("rules")
    if not isinstance(rules, dict):
        fail("rules must be an object")
    flags = {}
    for key in ("plus_minus_one", "hidden_bids", "blind_first_round"):
        if not isinstance(rules.get(key), bool):
            fail(f"rules.{key} must be true or false")
        flags[key] = rules[key]
    problem = rules_problem(n, **flags)
    if problem:
        fail(str(problem))
    special = read_special_cards(rules)
    seed = doc.get("seed")
    if seed is not None:
        read_int(seed, "seed")
    rounds = doc.get("rounds")
    if not isinstance(rounds, list):
        fail("rounds must be a list")
    total_rounds = full_rounds(n)
    if ROUND_COUNT in doc:
        total_rounds = doc[ROUND_COUNT]
        if not is_int(total_rounds) or length_problem(n, total_rounds):
            fail(
                f"{ROUND_COUNT} is {show(total_rounds)}, but {n} players play 1 to "
                f"{full_rounds(n)} rounds"
            )
    complete = doc.get("complete")
    if not isinstance(complete, bool):
        fail("complete must be true or false")
    if len(rounds) > total_rounds:
        if ROUND_COUNT in doc:
            fail(f"{len(rounds)} rounds, but {ROUND_COUNT} is {total_rounds}")
        fail(f"{len(rounds)} rounds, but {n} players play only {total_rounds}")
    if complete and len(rounds) != total_rounds:
        fail(f"complete, but {len(rounds)} of {total_rounds} rounds")
    if not complete and len(rounds) == total_rounds:
        fail(f"all {total_rounds} rounds are played, so complete must be true")
    if not complete and "winners" in doc:
        fail("winners are listed, but the game is not complete")
    totals = [0] * n
    first_dealer = None
    for i, rnd in enumerate(rounds):
        number = i + 1
        if not isinstance(rnd, dict):
            fail("the round is not an object", number)
        for key in ROUND_KEYS:
            if key not in rnd:
                fail(f"{key} is missing", number)
        if not (is_int(rnd.get("number")) and rnd["number"] == number):
            fail(f"number is {show(rnd.get('number'))}, expected {number}", number)
        dealer = read_int(rnd.get("dealer"), "dealer", number)
        if first_dealer is None:
            first_dealer = dealer
        if not 0 <= dealer < n or dealer != (first_dealer + i) % n:
            fail(f"dealer is {dealer}, but the deal passes one seat left each round", number)
        if special:
            totals = check_special_round(rnd, number, n, dealer, flags, special, totals)
        else:
            totals = _check_round(rnd, number, n, dealer, flags, totals)
    if complete:
        expected = core.winners(totals)
        if not same_ints(doc.get("winners"), expected):
            fail(f"winners are {show(doc.get('winners'))}, expected {expected}")


def _check_round(rnd, r, n, dealer, flags, totals):
    hands = read_hands(rnd, r, n, _card)
    seen = set().union(*hands)
    last_round = r * n == 60
    turned_json = rnd.get("turned")
    turned = None
    if last_round:
        if turned_json is not None:
            fail("no card can be turned in the last round", r)
    else:
        if turned_json is None:
            fail("a card must be turned up", r)
        turned = _card(turned_json, r)
        if turned in seen:
            fail(f"the turned card {turned} was also dealt", r)
    trump_json = rnd.get("trump")
    if turned is None or SUIT_OF[turned] == JESTER:
        expected = None
        if trump_json is not None:
            fail(f"trump is {show(trump_json)}, but there is no trump this round", r)
    elif SUIT_OF[turned] == WIZARD:
        if not isinstance(trump_json, str) or trump_json not in ("C", "D", "H", "S"):
            fail("a Wizard was turned, so the dealer must choose a trump suit", r)
        expected = Suit[trump_json]
    else:
        expected = Suit(SUIT_OF[turned])
        if trump_json != expected.name:
            fail(f"trump is {show(trump_json)}, but {turned} was turned", r)
    trump = expected
    bids = read_bids(rnd, r, n, dealer, flags["plus_minus_one"])
    walk = Tricks(rnd, r, n, dealer)
    for t_no, trick in walk:
        leader = walk.leader
        cards_json = trick.get("cards")
        if not isinstance(cards_json, list) or len(cards_json) != n:
            fail(f"a trick has {n} cards", r, t_no)
        cards = []
        led = core.NO_SUIT
        for k, text in enumerate(cards_json):
            seat = (leader + k) % n
            card = _card(text, r, t_no, seat)
            hand = hands[seat]
            if card not in hand:
                fail(f"{card} is not in the seat's hand", r, t_no, seat)
            hand_mask = 0
            for c in hand:
                hand_mask |= 1 << c
            if not core.legal_mask(hand_mask, led) >> card & 1:
                suit = "CDHS"[led]
                fail(f"{card} does not follow the led suit {suit}", r, t_no, seat)
            hand.discard(card)
            cards.append(card)
            led = core.next_led(led, card)
        winner = (leader + core.trick_winner_index(cards, trump)) % n
        if not (is_int(trick.get("winner")) and trick["winner"] == winner):
            fail(f"winner is {show(trick.get('winner'))}, but seat {winner} took it", r, t_no)
        walk.won[winner] += 1
        walk.leader = winner
    return check_scores(rnd, r, bids, walk.won, totals, core.score)
