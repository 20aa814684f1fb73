"""The special cards in ``wizard-transcript/1``: a ROUND's extra keys and their checker.

A game with special cards says so in ``rules.special_cards`` (the ``SpecialCards``
string form). Its rounds keep every key of the 60-card game and add what the special
cards decide: ``werewolf`` (the seat that swapped the Werewolf for the turned card;
``turned`` stays the card turned up from the deck and ``trump`` is what that seat
named), and per trick ``named`` (the Juggler's and the Cloud's suit, the
Shapeshifter's shape), ``next_leader`` (a trick with the Bomb: ``winner`` is null),
``passed`` (after a Juggler trick: the card each seat passed left) and
``bid_change`` (the Cloud's winner's new bid). ``bids`` are the bids as made; points
are scored against the changed ones.

The checker holds each round to the special cards' rules and names the rule a
transcript breaks in its message.
"""

from __future__ import annotations

import re

from game.rules import core
from game.rules import special_core as sc
from game.rules.actions import Shape
from game.rules.cards import (
    BOMB,
    CLOUD,
    DRAGON,
    FAIRY,
    JUGGLER,
    SHAPESHIFTER,
    SPECIAL_CARDS,
    SUIT_OF,
    WEREWOLF,
    WIZARD,
    Card,
    Suit,
    mask_of,
)
from game.rules.errors import ParseError, SpecialPairError
from game.rules.specials import SpecialCards
from game.rules.table import RoundRecord
from game.rules.transcript_problems import (
    Tricks,
    check_scores,
    fail,
    is_int,
    read_bids,
    read_hands,
    show,
)

SPECIAL_CARDS_KEY = "special_cards"  # in the document's rules
WEREWOLF_KEY = "werewolf"  # in a ROUND
# A trick's own keys in a game with special cards, in the order our writers use.
NAMED, NEXT_LEADER, PASSED, BID_CHANGE = "named", "next_leader", "passed", "bid_change"
# How rules.special_cards is spelled: a preset, or lower-case names joined by "+".
_NAMES = "|".join(c.name.lower() for c in SPECIAL_CARDS)
SPELLING = re.compile(rf"none|20|25|(?:{_NAMES})(?:\+(?:{_NAMES}))*")
# What a document may name, as tuples: a list or an object from a file is then
# simply not among them (it cannot be looked up in a dict: unhashable).
SUIT_NAMES = tuple(s.name for s in Suit)
SHAPE_NAMES = tuple(s.value for s in Shape)
# The cards as the messages name them.
TITLE = {c: "the " + c.name.capitalize() for c in SPECIAL_CARDS}


# ----------------------------------------------------------------- writing
def named_json(value) -> str | None:
    """A card's name in ``named``: a suit letter, ``"wizard"``/``"jester"``, or null."""
    return None if value is None else str(value)


def special_round_json(doc: dict, rec: RoundRecord) -> dict:
    """``doc`` (the 60-card ROUND object of ``rec``) with the special cards' keys. A
    seat's view of the record (``game.rules.view.record_seen``) keeps the passes it
    may not know as None: they are written null."""
    out = {}
    for key, value in doc.items():
        if key == "turned" and rec.werewolf is not None:  # the deck's card, then who took it
            out[key] = str(rec.werewolf.card)
            out[WEREWOLF_KEY] = rec.werewolf.seat
        elif key == "tricks":
            out[key] = special_tricks_json(rec.tricks, rec.passes, rec.bid_changes)
        else:
            out[key] = value
    return out


def special_tricks_json(tricks, passes=(), changes=()) -> list[dict]:
    """Finished tricks with their names, the Bomb's next leader, the passes after
    them (``PassRecord``) and the Cloud's bid change (``BidChange``)."""
    out = [trick_json(t) for t in tricks]
    for p in passes:
        out[p.trick - 1][PASSED] = [None if c is None else str(c) for c in p.cards]
    for change in changes:
        out[change.trick - 1][BID_CHANGE] = {
            "seat": change.seat, "old": change.old, "new": change.new,
        }
    return out


def trick_json(t) -> dict:
    doc = {"leader": t.leader, "cards": [str(c) for c in t.cards]}
    if any(sc.needs_name(c) for c in t.cards):
        doc[NAMED] = [named_json(v) for v in t.named]
    doc["winner"] = t.winner
    if t.winner is None:
        doc[NEXT_LEADER] = t.leads_next
    return doc


# ---------------------------------------------------------------- checking
def read_special_cards(rules: dict) -> SpecialCards:
    """The rules' special cards (absent: none, the 60-card game)."""
    if SPECIAL_CARDS_KEY not in rules:
        return SpecialCards()
    text = rules[SPECIAL_CARDS_KEY]
    if not isinstance(text, str) or not SPELLING.fullmatch(text):
        fail(
            f"rules.special_cards is {show(text)}, not none, 20, 25 or lower-case card "
            "names joined by +"
        )
    names = text.split("+")
    if len(set(names)) != len(names):
        fail(f"rules.special_cards names a card twice: {show(text)}")
    try:
        return SpecialCards.parse(text)
    except (ParseError, SpecialPairError) as err:
        fail(f"rules.special_cards: {err}")


class _Round:
    """One round being checked: the game's cards and the hands as they are now."""

    def __init__(self, special: SpecialCards, r: int, n: int):
        self.special, self.r, self.n = special, r, n
        self.cards = {c.name: c for c in special.deck()}

    def card(self, text, rnd, trick=None, seat=None) -> Card:
        card = self.cards.get(text) if isinstance(text, str) else None
        if card is None:
            if isinstance(text, str) and text in Card.__members__:
                fail(f"{text} is not among this game's special cards ({self.special})",
                     rnd, trick, seat)
            fail(f"{show(text)} is not a card", rnd, trick, seat)
        return card


def check_special_round(rnd, r, n, dealer, flags, special: SpecialCards, totals):
    """Check round ``r`` of a game with ``special`` cards; the totals after it."""
    game = _Round(special, r, n)
    hands = read_hands(rnd, r, n, game.card)
    trump = _trump(rnd, r, game, hands)
    bids = read_bids(rnd, r, n, dealer, flags["plus_minus_one"])
    walk = Tricks(rnd, r, n, dealer)
    scored = list(bids)  # the bids as the Cloud leaves them
    for t_no, trick in walk:
        leader = walk.leader
        cards, named = _play(trick, game, hands, leader, r, t_no)
        win_i, next_i = sc.trick_result(cards, named, trump)
        taker = (leader + next_i) % n
        _check_taker(trick, cards, named, trump, win_i is None, taker, r, t_no)
        if win_i is not None:
            walk.won[taker] += 1
        _check_passes(trick, game, hands, JUGGLER in cards and t_no < r, r, t_no)
        cloud_taker = taker if CLOUD in cards and win_i is not None else None
        _check_bid_change(trick, cloud_taker, scored, r, t_no)
        walk.leader = taker
    return check_scores(rnd, r, scored, walk.won, totals, core.score)


def _trump(rnd, r, game: _Round, hands: list[set]) -> Suit | None:
    """The round's trump, from the turned card or the Werewolf's holder; swaps the
    Werewolf for the turned card in its holder's hand."""
    turned_json = rnd.get("turned")
    if turned_json is None:
        fail("with special cards a card is turned up in every round, the last one too", r)
    turned = game.card(turned_json, r)
    if any(turned in h for h in hands):
        fail(f"the turned card {turned} was also dealt", r)
    holder = next((s for s, h in enumerate(hands) if WEREWOLF in h), None)
    trump_json = rnd.get("trump")
    if holder is not None:
        said = rnd.get(WEREWOLF_KEY)
        if not (is_int(said) and said == holder):
            fail(
                f"werewolf is {show(said)}, but seat {holder} was dealt the Werewolf: it "
                "takes the turned card and puts the Werewolf in its place",
                r,
            )
        if trump_json is not None and trump_json not in SUIT_NAMES:
            fail(
                f"trump is {show(trump_json)}: the Werewolf's holder names a suit (C, D, H, "
                "S) or null for no trump",
                r,
            )
        hands[holder].discard(WEREWOLF)
        hands[holder].add(turned)
        return None if trump_json is None else Suit[trump_json]
    if WEREWOLF_KEY in rnd:
        fail(f"werewolf is {show(rnd[WEREWOLF_KEY])}, but no seat was dealt the Werewolf", r)
    suit = SUIT_OF[turned]
    if suit < 4:
        if trump_json != Suit(suit).name:
            fail(f"trump is {show(trump_json)}, but {turned} was turned", r)
        return Suit(suit)
    name = TITLE.get(turned, "a Wizard" if suit == WIZARD else "a Jester")
    if suit == WIZARD or turned in sc.DEALER_CHOOSES:
        if trump_json not in SUIT_NAMES:
            fail(f"{name} was turned, so the dealer must choose a trump suit", r)
        return Suit[trump_json]
    if trump_json is not None:
        fail(f"trump is {show(trump_json)}, but {name} was turned: there is no trump", r)
    return None


def _play(trick: dict, game: _Round, hands: list[set], leader: int, r: int, t_no: int):
    """The trick's cards and names, each card checked against its player's hand and
    the suit to follow; the cards leave the hands."""
    n = game.n
    cards_json = trick.get("cards")
    if not isinstance(cards_json, list) or len(cards_json) != n:
        fail(f"a trick has {n} cards", r, t_no)
    cards = [game.card(text, r, t_no, (leader + k) % n) for k, text in enumerate(cards_json)]
    named = _named(trick, cards, leader, n, r, t_no)
    led, setter = core.NO_SUIT, None
    for k, card in enumerate(cards):
        seat = (leader + k) % n
        if card == WEREWOLF:
            fail("the Werewolf is never played: it takes the turned card's place", r, t_no, seat)
        hand = hands[seat]
        if card not in hand:
            fail(f"{card} is not in the seat's hand", r, t_no, seat)
        if not sc.legal_mask(mask_of(hand), led) >> card & 1:
            why = f" ({setter} named it)" if setter else ""
            fail(f"{card} does not follow the led suit {'CDHS'[led]}{why}", r, t_no, seat)
        hand.discard(card)
        now = sc.next_led(led, card, named[k])
        if now != led and card in sc.NAMED_SUIT:
            setter = TITLE[card]
        led = now
    return tuple(cards), named


def _named(trick: dict, cards: list[Card], leader: int, n: int, r: int, t_no: int) -> tuple:
    needs = [sc.needs_name(c) for c in cards]
    if not any(needs):
        if NAMED in trick:
            fail("named is only for a trick with the Juggler, the Cloud or the Shapeshifter",
                 r, t_no)
        return (None,) * n
    given = trick.get(NAMED)
    if not isinstance(given, list) or len(given) != n:
        fail(
            "named must list, per card, the Juggler's or the Cloud's suit, the "
            "Shapeshifter's shape, or null",
            r,
            t_no,
        )
    out = []
    for k, (card, need, value) in enumerate(zip(cards, needs, given, strict=True)):
        seat = (leader + k) % n
        if need == "suit":
            if value not in SUIT_NAMES:
                fail(f"{TITLE[card]} is played in a suit its player names (C, D, H or S), "
                     f"not {show(value)}", r, t_no, seat)
            out.append(Suit[value])
        elif need == "shape":
            if value not in SHAPE_NAMES:
                fail(f"{TITLE[card]} is played as a Wizard or a Jester (\"wizard\" or "
                     f"\"jester\"), not {show(value)}", r, t_no, seat)
            out.append(Shape(value))
        else:
            if value is not None:
                fail(f"{card} is played as itself: its named entry is null, not {show(value)}",
                     r, t_no, seat)
            out.append(None)
    return tuple(out)


def taker_rule(cards, named, trump) -> str:
    """The rule that gives the trick (the Bomb left out) to the card that takes it."""
    if DRAGON in cards:
        return "the Fairy beats the Dragon" if FAIRY in cards else "the Dragon beats every card"
    for card, name in zip(cards, named, strict=True):
        if sc.is_wizard_like(card, name):
            if card == SHAPESHIFTER:
                return "the first Wizard takes it (the Shapeshifter played as a Wizard)"
            return "the first Wizard takes it"
    suits = [sc.carried_suit(c, v) for c, v in zip(cards, named, strict=True) if c != BOMB]
    ranked = " (the Juggler counts 7½, the Cloud 9¾ in its named suit)" if (
        JUGGLER in cards or CLOUD in cards) else ""
    if trump is not None and trump in suits:
        return "the highest trump takes it" + ranked
    if any(s is not None for s in suits):
        return "the highest card of the suit to follow takes it" + ranked
    return "without a suit card the first Jester takes it (the Fairy never does)"


def _check_taker(trick, cards, named, trump, bombed: bool, taker: int, r: int, t_no: int):
    winner = trick.get("winner")
    if bombed:
        if winner is not None:
            fail(f"winner is {show(winner)}, but the Bomb is in the trick: nobody takes it",
                 r, t_no)
        said = trick.get(NEXT_LEADER)
        if not (is_int(said) and said == taker):
            fail(
                f"next_leader is {show(said)}, but with the Bomb left out seat {taker} "
                f"would take the trick, so it leads next ({taker_rule(cards, named, trump)})",
                r,
                t_no,
            )
        return
    if not (is_int(winner) and winner == taker):
        fail(
            f"winner is {show(winner)}, but seat {taker} took it: "
            f"{taker_rule(cards, named, trump)}",
            r,
            t_no,
        )
    if NEXT_LEADER in trick:
        fail("next_leader is only for a trick with the Bomb: the winner leads next", r, t_no)


def _check_passes(trick, game: _Round, hands: list[set], juggled: bool, r: int, t_no: int):
    """After a Juggler trick (not the round's last) every seat passes one card left."""
    n = game.n
    if not juggled:
        if PASSED in trick:
            fail("passed: cards are passed only after a trick with the Juggler that is "
                 "not the round's last", r, t_no)
        return
    given = trick.get(PASSED)
    if not isinstance(given, list) or len(given) != n:
        fail("after a trick with the Juggler every seat passes a card to its left: passed "
             f"must list {n} cards, one per seat", r, t_no)
    passed = [game.card(text, r, t_no, seat) for seat, text in enumerate(given)]
    for seat, card in enumerate(passed):
        if card not in hands[seat]:
            fail(f"{card} is passed after the Juggler's trick, but it is not in the seat's hand",
                 r, t_no, seat)
    for seat, card in enumerate(passed):
        hands[seat].discard(card)
    for seat, card in enumerate(passed):
        hands[(seat + 1) % n].add(card)


def _check_bid_change(trick, cloud_taker: int | None, bids: list[int], r: int, t_no: int):
    """The Cloud's taker changes their bid by one, within 0 to ``r``; nobody else does."""
    change = trick.get(BID_CHANGE)
    if cloud_taker is None:
        if BID_CHANGE in trick:
            fail("bid_change: only the player who takes the Cloud's trick changes their "
                 "bid (with the Bomb in it nobody does)", r, t_no)
        return
    if not isinstance(change, dict):
        fail(f"seat {cloud_taker} took the Cloud's trick, so it changes its bid by one: "
             "bid_change is missing", r, t_no)
    seat, old, new = change.get("seat"), change.get("old"), change.get("new")
    if not (is_int(seat) and seat == cloud_taker):
        fail(f"bid_change.seat is {show(seat)}, but seat {cloud_taker} took the Cloud's "
             "trick and changes its bid", r, t_no)
    now = bids[seat]
    if not (is_int(old) and old == now):
        fail(f"bid_change.old is {show(old)}, but the seat's bid is {now}", r, t_no, seat)
    if not is_int(new) or abs(new - old) != 1:
        fail(f"the Cloud changes a bid by one, up or down: not from {old} to {show(new)}",
             r, t_no, seat)
    if not 0 <= new <= r:
        way = "up" if old == 0 else "down"
        fail(f"the Cloud cannot change a bid of {old} to {new}: it can only go {way} "
             f"(bids are 0 to {r})", r, t_no, seat)
    bids[seat] = new
