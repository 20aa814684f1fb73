#!/usr/bin/env python3
"""A small Wizard bot speaking ``wizard-bot/1``, using only the standard library.

Run it against the built-in AIs:

    wizard arena --seats "cmd:python docs/example_bot.py,medium,medium,medium" --games 8

The protocol is described in docs/bot-protocol.md.

It keeps no state: every request carries the seat's whole view. Its play is
simple but aims at the exact bid: bid the Wizards and high trumps, take tricks
with the cheapest card that wins while tricks are needed, duck with the
highest card that loses once the bid is met.

It also knows the anniversary special cards (it says so in its hello, so it may
sit at a table with them), roughly: the Dragon as the strongest card, the Fairy
and the Bomb as the weakest, the Juggler and the Cloud in the suit to follow (or
trump), the Shapeshifter as a Wizard while it needs tricks, else as a Jester.
"""

import json
import sys

SUITS = ("C", "D", "H", "S")
# The Juggler and the Cloud rank between a suit's 8 and 9, and its 10 and Jack.
NAMED_RANK = {"JUGGLER": 8.5, "CLOUD": 10.75}
SPECIAL = {"DRAGON", "FAIRY", "BOMB", "WEREWOLF", "JUGGLER", "CLOUD", "SHAPESHIFTER"}


def suit_of(card, named=None):
    """'C'..'S' for suit cards (the Juggler and the Cloud: their named suit), 'W' for
    Wizards (the Shapeshifter named wizard), 'J' for Jesters (named jester), else the
    special card's own name."""
    if card in NAMED_RANK:
        return named or "J"
    if card == "SHAPESHIFTER":
        return "W" if named == "wizard" else "J"
    if card in SPECIAL:
        return card
    return card[0]


def rank_of(card):
    if card in NAMED_RANK:
        return NAMED_RANK[card]
    return int(card[1:]) if card not in SPECIAL and card[0] in SUITS else 0


def strength(card, named, led, trump):
    """Higher wins the trick; equal strengths go to the card played first."""
    s = suit_of(card, named)
    if s == "DRAGON":
        return 2000
    if s == "W":
        return 1000
    if s in ("J", "FAIRY", "BOMB"):
        return -1 if s != "J" else 0
    if s == trump:
        return 200 + rank_of(card)
    if s == led:
        return 100 + rank_of(card)
    return 0


def led_suit(cards, names):
    """The suit to follow: a suit letter, 'free' after a leading Wizard, or None."""
    for c, n in zip(cards, names, strict=True):
        s = suit_of(c, n)
        if s in ("W", "DRAGON"):
            return "free"
        if s in SUITS:
            return s
    return None


def winning_strength(cards, names, trump):
    if "DRAGON" in cards and "FAIRY" in cards:
        return 3000  # the Fairy takes the Dragon: nothing played now beats it
    led = led_suit(cards, names)
    return max((strength(c, n, led, trump) for c, n in zip(cards, names, strict=True)), default=-1)


def power(card, trump):
    """How strong a card is in general: for choosing 'highest' and 'lowest'."""
    s = suit_of(card)
    if s == "DRAGON":
        return 110
    if s == "W" or card == "SHAPESHIFTER":
        return 100
    if s in ("J", "FAIRY", "BOMB") or card in NAMED_RANK:
        return 0
    return rank_of(card) + (30 if s == trump else 0)


def best_suit(hand, trump=None):
    """The suit the hand is strongest in (trump first when there is one)."""
    if trump:
        return trump
    return max(SUITS, key=lambda s: sum(1 + rank_of(c) / 20 for c in hand if suit_of(c) == s))


def name_for(card, view, need):
    """What to play a Juggler, Cloud or Shapeshifter as (None for every other card)."""
    if card == "SHAPESHIFTER":
        return "wizard" if need > 0 else "jester"
    if card in NAMED_RANK:
        trick = view["trick"]
        led = led_suit(trick["cards"], trick.get("named") or [None] * len(trick["cards"]))
        return led if led in SUITS else best_suit(view["hand"] or [], view["trump"])
    return None


def choose_bid(view):
    trump = view["trump"]
    hand = view["hand"]
    if hand is None:  # blind first round: we cannot see our own card
        return min(view["legal"])
    tricks = 0.0
    for c in hand:
        s, r = suit_of(c), rank_of(c)
        if s in ("W", "DRAGON") or c == "SHAPESHIFTER":
            tricks += 1
        elif s == trump:
            tricks += 0.9 if r >= 12 else 0.5 if r >= 9 else 0.25
        elif s in SUITS:
            tricks += 0.6 if r == 14 else 0.25 if r == 13 else 0
    return min(view["legal"], key=lambda b: (abs(b - tricks), b))


def choose_card(view):
    """The card to play."""
    return choose_play(view)[0]


def choose_play(view):
    """The card to play and, for a Juggler, Cloud or Shapeshifter, its name."""
    trump = view["trump"]
    seat = view["seat"]
    legal = sorted(view["legal"], key=lambda c: power(c, trump))  # weakest first
    need = view["bids"][seat] - view["won"][seat]
    cards = view["trick"]["cards"]
    names = view["trick"].get("named") or [None] * len(cards)
    if not cards:  # leading
        if need > 0:
            card = legal[-1]
        else:
            plain = [c for c in legal if suit_of(c) in SUITS and c not in NAMED_RANK]
            card = (plain or legal)[0]
        return card, name_for(card, view, need)
    best = winning_strength(cards, names, trump)

    def wins(c):
        n = name_for(c, view, need)
        after = winning_strength(cards + [c], names + [n], trump)
        led = led_suit(cards + [c], names + [n])
        return after > best and strength(c, n, led, trump) > best

    winners = [c for c in legal if wins(c)]
    losers = [c for c in legal if c not in winners]
    if need > 0:
        card = winners[0] if winners else losers[0]
    elif losers:
        plain = [c for c in losers if suit_of(c) in SUITS]
        card = (plain or losers)[-1]
    else:
        card = winners[-1]
    return card, name_for(card, view, need)


def choose_trump(view):
    return best_suit(view["hand"] or [])


def choose_pass(view):
    """After a Juggler trick: pass the weakest card to the left."""
    return min(view["legal"], key=lambda c: power(c, view["trump"]))


def choose_bid_change(view):
    """The Cloud's winner: move the bid towards the tricks already taken."""
    seat = view["seat"]
    up = view["won"][seat] > view["bids"][seat]
    return 1 if up and 1 in view["legal"] or -1 not in view["legal"] else -1


def main():
    for line in sys.stdin:
        try:
            msg = json.loads(line)
        except ValueError:
            print(f"example bot: not JSON: {line!r}", file=sys.stderr)
            continue
        kind = msg.get("type")
        if kind == "hello":
            reply = {"type": "hello", "name": "ExampleBot", "special_cards": True}
        elif kind == "bid":
            reply = {"bid": choose_bid(msg["view"])}
        elif kind == "play":
            card, named = choose_play(msg["view"])
            reply = {"card": card} if named is None else {"card": card, "named": named}
        elif kind in ("trump", "werewolf"):  # the Werewolf's holder may also say null
            reply = {"trump": choose_trump(msg["view"])}
        elif kind == "pass":
            reply = {"card": choose_pass(msg["view"])}
        elif kind == "cloud":
            reply = {"bid_change": choose_bid_change(msg["view"])}
        else:  # round_over, game_over: nothing to answer
            continue
        if "id" in msg:  # echo the request's id: a late answer is then never mistaken
            reply["id"] = msg["id"]
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
