#!/usr/bin/env python3
"""A small Wizard bot speaking ``wizard-bot/1``, using only the standard library.

Run it against the built-in AIs:

    wizard arena --seats "cmd:python docs/example_bot.py,medium,medium,medium" --games 8

The protocol is described in docs/bot-protocol.md.

It keeps no state: every request carries the seat's whole view. Its play is
simple but aims at the exact bid: bid the Wizards and high trumps, take tricks
with the cheapest card that wins while tricks are needed, duck with the
highest card that loses once the bid is met.
"""

import json
import sys

SUITS = "CDHS"


def suit_of(card):
    """'C'..'S' for suit cards, 'W' for Wizards, 'J' for Jesters."""
    return card[0]


def rank_of(card):
    return int(card[1:]) if card[0] in SUITS else 0


def strength(card, led, trump):
    """Higher wins the trick; equal strengths go to the card played first."""
    s = suit_of(card)
    if s == "W":
        return 1000
    if s == "J":
        return 0
    if s == trump:
        return 200 + rank_of(card)
    if s == led:
        return 100 + rank_of(card)
    return 0


def led_suit(cards):
    """The suit to follow: a suit letter, 'free' after a leading Wizard, or None."""
    for c in cards:
        if suit_of(c) == "W":
            return "free"
        if suit_of(c) != "J":
            return suit_of(c)
    return None


def winning_strength(cards, trump):
    led = led_suit(cards)
    return max((strength(c, led, trump) for c in cards), default=-1)


def power(card, trump):
    """How strong a card is in general: for choosing 'highest' and 'lowest'."""
    s = suit_of(card)
    if s == "W":
        return 100
    if s == "J":
        return 0
    return rank_of(card) + (30 if s == trump else 0)


def choose_bid(view):
    trump = view["trump"]
    hand = view["hand"]
    if hand is None:  # blind first round: we cannot see our own card
        return min(view["legal"])
    tricks = 0.0
    for c in hand:
        s, r = suit_of(c), rank_of(c)
        if s == "W":
            tricks += 1
        elif s == trump:
            tricks += 0.9 if r >= 12 else 0.5 if r >= 9 else 0.25
        elif s != "J":
            tricks += 0.6 if r == 14 else 0.25 if r == 13 else 0
    return min(view["legal"], key=lambda b: (abs(b - tricks), b))


def choose_card(view):
    trump = view["trump"]
    seat = view["seat"]
    legal = sorted(view["legal"], key=lambda c: power(c, trump))  # weakest first
    need = view["bids"][seat] - view["won"][seat]
    cards = view["trick"]["cards"]
    if not cards:  # leading
        if need > 0:
            return legal[-1]
        plain = [c for c in legal if suit_of(c) not in "WJ"]
        return (plain or legal)[0]
    best = winning_strength(cards, trump)
    winners = [c for c in legal if winning_strength(cards + [c], trump) > best
               and strength(c, led_suit(cards + [c]), trump) > best]
    losers = [c for c in legal if c not in winners]
    if need > 0:
        if winners:
            return winners[0]
        return losers[0]
    if losers:
        plain = [c for c in losers if suit_of(c) != "J"]
        return (plain or losers)[-1]
    return winners[-1]


def choose_trump(view):
    hand = view["hand"] or []
    return max(SUITS, key=lambda s: sum(1 + rank_of(c) / 20 for c in hand if suit_of(c) == s))


def main():
    for line in sys.stdin:
        try:
            msg = json.loads(line)
        except ValueError:
            print(f"example bot: not JSON: {line!r}", file=sys.stderr)
            continue
        kind = msg.get("type")
        if kind == "hello":
            reply = {"type": "hello", "name": "ExampleBot"}
        elif kind == "bid":
            reply = {"bid": choose_bid(msg["view"])}
        elif kind == "play":
            reply = {"card": choose_card(msg["view"])}
        elif kind == "trump":
            reply = {"trump": choose_trump(msg["view"])}
        else:  # round_over, game_over: nothing to answer
            continue
        if "id" in msg:  # echo the request's id: a late answer is then never mistaken
            reply["id"] = msg["id"]
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
