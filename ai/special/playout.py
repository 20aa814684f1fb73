"""The search's play-outs with special cards: the round played to its end on an
engine state, every seat by a quick rule of Medium's kind.

The rule sees only what the seat to move holds and the trick on the table (it is
fast, not clever): needing tricks it takes with its cheapest card that holds the
trick so far and leads its strongest; with its bid met it plays its highest card
that loses and leads its weakest, keeping its escapes (the Bomb, Jesters, the
Fairy, the Shapeshifter) for when nothing else loses. Passes, Cloud changes,
bids and trump choices follow Medium's rules (``ai.special.bidding``).
"""

from __future__ import annotations

from ai.heuristic import card_values
from ai.knowledge import bits
from ai.special import tricks
from ai.special.bidding import expected_tricks, medium_special_bid, trump_choice
from game.rules import special_core as sc
from game.rules.actions import (
    Bid,
    ChangeBid,
    ChooseTrump,
    PassCard,
    Play,
    PlayNamed,
    Shape,
    WerewolfTrump,
)
from game.rules.cards import ALL_CARDS, BOMB, Suit
from game.rules.core import NO_SUIT
from game.rules.table import Phase

# The engine's actions, made once: a play-out makes thousands of them.
PLAY = tuple(Play(c) for c in ALL_CARDS)
NAMED = {(c, name): PlayNamed(c, name) for c in ALL_CARDS if sc.needs_name(c)
         for name in (tuple(Suit) if sc.needs_name(c) == "suit" else tuple(Shape))}
PASS = tuple(PassCard(c) for c in ALL_CARDS)
UP, DOWN = ChangeBid(1), ChangeBid(-1)
ENDS = (Phase.ROUND_OVER, Phase.GAME_OVER)


def action_of(card: int, name):
    return PLAY[card] if name is None else NAMED[(ALL_CARDS[card], name)]


def names_to_try(card: int, led: int, trump: int) -> tuple:
    """The names worth trying for a card: for the Juggler and the Cloud the trump,
    the suit led and one other suit (to lose); the Shapeshifter's two shapes."""
    need = sc.needs_name(card)
    if need is None:
        return (None,)
    if need == "shape":
        return tuple(Shape)
    out = []
    for s in (trump, led, (max(trump, led, 0) + 1) % 4):
        if 0 <= s <= 3 and Suit(s) not in out:
            out.append(Suit(s))
    if len(out) < 2:
        out.append(Suit((out[0] + 2) % 4) if out else Suit.C)
    return tuple(out)


def play_action(state, values):
    """The rule's card (and name) for the seat to move."""
    seat = state.to_move
    hand = state.hands[seat]
    trump = -1 if state.trump is None else int(state.trump)
    need = state.bids[seat] - state.won[seat]
    cards = bits(sc.legal_mask(hand, state.led))
    trick, named = state.trick, state.sp.named
    power = tricks.power
    if not trick:  # the lead
        plain = [c for c in cards if not tricks.escape(c)] or cards
        if need > 0:
            c = max(plain, key=lambda c: power(c, values))
            name = Suit(trump) if trump >= 0 and sc.needs_name(c) == "suit" else None
        else:
            c = min(plain, key=lambda c: power(c, values))
            name = None
        if sc.needs_name(c) and name is None:
            name = names_to_try(c, NO_SUIT, trump)[0 if need > 0 else -1]
        return action_of(c, name)
    winners, losers = [], []
    so_far = tricks.TrickSoFar(trick, named, trump)
    for c in cards:
        for name in names_to_try(c, state.led, trump):
            (winners if so_far.takes(c, name) else losers).append((c, name))
    if need > 0 and winners:
        c, name = min(winners, key=lambda cn: power(cn[0], values))
    elif need > 0:
        c, name = min(losers, key=lambda cn: power(cn[0], values) + tricks.escape(cn[0]))
    elif losers:
        c, name = max(losers, key=lambda cn: power(cn[0], values) - 2 * tricks.escape(cn[0]))
    elif hand >> BOMB & 1:
        c, name = BOMB, None
    else:
        c, name = min(winners, key=lambda cn: power(cn[0], values))
    return action_of(c, name)


def pass_choice(state, seat: int, values) -> int:
    hand = bits(state.hands[seat])
    need = state.bids[seat] - state.won[seat]
    if need > sum(tricks.power(c, values) for c in hand) - 0.5:
        return min(hand, key=lambda c: tricks.power(c, values) + 0.5 * tricks.escape(c))
    return max(hand, key=lambda c: tricks.power(c, values) - tricks.escape(c))


def bid_choice(state, seat: int) -> int:
    legal = state.legal_bids()
    trump = -1 if state.trump is None else int(state.trump)
    deck = _deck(state)
    made = [b for s, b in enumerate(state.bids) if b is not None and s != seat]
    return medium_special_bid(state.hands[seat], trump, state.round, state.rules.players,
                              deck, made, legal)


def hidden_bid(state, seat: int) -> int:
    """A bid made but not shown (hidden bids): what the seat's sampled hand is worth."""
    trump = -1 if state.trump is None else int(state.trump)
    value = expected_tricks(state.hands[seat], trump, state.round, state.rules.players,
                            _deck(state))
    return max(0, min(state.round, round(value)))


def _deck(state) -> int:
    m = 0
    for c in state.rules.special.deck():
        m |= 1 << c
    return m


def policy_action(state, values):
    """The rule's action for the seat to move in ``state``."""
    phase = state.phase
    seat = state.to_move
    if phase == Phase.PLAY:
        return play_action(state, values)
    if phase == Phase.PASS:
        return PASS[pass_choice(state, seat, values)]
    if phase == Phase.CLOUD:
        more = sum(tricks.power(c, values) for c in bits(state.hands[seat]))
        bid = state.bids[seat]
        up = state.won[seat] + more > bid
        if (up and bid < state.round) or bid == 0:
            return UP
        return DOWN
    if phase == Phase.BID:
        return Bid(bid_choice(state, seat))
    trump = trump_choice(state.hands[seat], state.round, state.rules.players, _deck(state),
                         phase == Phase.WEREWOLF, False)
    if phase == Phase.WEREWOLF:
        return WerewolfTrump(None if trump < 0 else Suit(trump))
    return ChooseTrump(Suit(trump))


def prepare(state, passed: tuple = ()) -> None:
    """Complete what a sampled state cannot know: the hidden bids already made and the
    passes the others have chosen (``passed``: per seat, chosen; from their sampled
    hands)."""
    if state.phase == Phase.BID:
        for s in state.bid_order[: state.bid_order.index(state.to_move)]:
            if state.bids[s] is None:
                state.bids[s] = hidden_bid(state, s)
    elif state.phase == Phase.PASS:
        values = card_values(-1 if state.trump is None else int(state.trump), state.round,
                             state.rules.players)
        for s, chosen in enumerate(passed):
            if chosen and s != state.to_move:
                card = pass_choice(state, s, values)
                state.hands[s] ^= 1 << card
                state.sp.passing[s] = ALL_CARDS[card]


def play_out(state) -> None:
    """Play ``state`` to the round's end by the rule (its totals then hold the round's
    points)."""
    values = card_values(-1 if state.trump is None else int(state.trump), state.round,
                         state.rules.players)
    while state.phase not in ENDS:
        state.apply_in_place(policy_action(state, values))
