"""The moves of a game with special cards, applied to a ``GameState`` in place.

``GameState`` hands these functions its moves when the rules choose special cards
(``state.sp`` is set), so the 60-card game's code paths stay as they were. Each
checks everything before it changes anything, as the state's own moves do.
"""

from __future__ import annotations

from game.rules import special_core as sc
from game.rules.actions import (
    Action,
    ChangeBid,
    PassCard,
    Play,
    PlayNamed,
    Shape,
    WerewolfTrump,
)
from game.rules.cards import (
    CLOUD,
    JUGGLER,
    SUIT_OF,
    WEREWOLF,
    WIZARD,
    Card,
    Suit,
    cards_of,
)
from game.rules.core import NO_SUIT
from game.rules.errors import (
    BidChangeError,
    CardNameError,
    CardNotInHand,
    MustFollowSuit,
    UnknownTrump,
)
from game.rules.events import (
    BidChanged,
    CardPassed,
    CardPlayed,
    CardsPassed,
    Event,
    TrickBombed,
    TrickWon,
    TrumpNamed,
    TrumpTurned,
    WerewolfSwapped,
)
from game.rules.special_state import BidChange, PassRecord, SpecialRound, WerewolfSwap
from game.rules.table import Phase, Trick

WEREWOLF_PHASE, PASS_PHASE, CLOUD_PHASE = Phase.WEREWOLF, Phase.PASS, Phase.CLOUD


def legal_actions(state) -> list[Action]:
    """The legal actions of the special cards' phases and of playing a card."""
    phase = state.phase
    if phase == Phase.PLAY:
        out: list[Action] = []
        for c in legal_cards(state):
            need = sc.needs_name(c)
            if need == "suit":
                out.extend(PlayNamed(c, s) for s in Suit)
            elif need == "shape":
                out.extend(PlayNamed(c, shape) for shape in Shape)
            else:
                out.append(Play(c))
        return out
    if phase == WEREWOLF_PHASE:
        return [WerewolfTrump(s) for s in Suit] + [WerewolfTrump(None)]
    if phase == PASS_PHASE:
        return [PassCard(c) for c in cards_of(state.hands[state.to_move])]
    if phase == CLOUD_PHASE:
        bid = state.bids[state.to_move]
        return [ChangeBid(d) for d in (-1, 1) if 0 <= bid + d <= state.round]
    return []


def legal_cards(state) -> list[Card]:
    if state.phase != Phase.PLAY:
        return []
    return cards_of(sc.legal_mask(state.hands[state.to_move], state.led))


def start_round(state) -> None:
    state.sp = SpecialRound()


def turn_trump(state, turned: Card, snaps: list | None) -> list[Event]:
    """Turn ``turned`` up; a Werewolf in a hand takes its place and its holder names
    trump, else a turned special card means the dealer's choice or no trump."""
    suit = SUIT_OF[turned]
    trump = Suit(suit) if suit < 4 else None
    holder = None
    if turned != WEREWOLF:
        bit = 1 << WEREWOLF
        holder = next((s for s, h in enumerate(state.hands) if h & bit), None)
    state.turned = turned
    if holder is None:
        state.trump = trump
        chooses = suit == WIZARD or turned in sc.DEALER_CHOOSES
        if chooses:
            state.phase, state.to_move = Phase.CHOOSE_TRUMP, state.dealer
        else:
            state.phase, state.to_move = Phase.BID, state.bid_order[0]
        return [TrumpTurned(turned, trump, chooses)]
    events: list[Event] = [TrumpTurned(turned, trump, False)]
    if snaps is not None:  # turned, not swapped yet
        state.trump, state.to_move, state.phase = trump, None, Phase.DEAL
        state._snap(snaps)
    state.hands[holder] ^= (1 << WEREWOLF) | (1 << turned)
    state.turned, state.trump = WEREWOLF, None
    state.sp.werewolf = WerewolfSwap(holder, turned)
    state.phase, state.to_move = WEREWOLF_PHASE, holder
    events.append(WerewolfSwapped(holder, turned))
    return events


def name_trump(state, action: WerewolfTrump) -> list[Event]:
    state._require_phase(WEREWOLF_PHASE, "werewolf")
    suit = action.suit
    if suit is not None and (not isinstance(suit, int) or not 0 <= suit <= 3):
        raise UnknownTrump(suit)
    state.trump = None if suit is None else Suit(suit)
    seat = state.to_move
    state.phase, state.to_move = Phase.BID, state.bid_order[0]
    return [TrumpNamed(seat, state.trump)]


def _check_name(card: Card, named) -> None:
    need = sc.needs_name(card)
    ok = (
        isinstance(named, Suit)
        if need == "suit"
        else isinstance(named, Shape)
        if need == "shape"
        else named is None
    )
    if not ok:
        raise CardNameError(card, named)


def play(state, action: Play, snaps: list | None) -> list[Event]:
    state._require_phase(Phase.PLAY, "play")
    seat = state.to_move
    card = action.card
    if card not in state.rules.special and not 0 <= card < 60:
        raise CardNotInHand(None, seat, card)
    hand, bit = state.hands[seat], 1 << card
    if not hand & bit:
        raise CardNotInHand(card, seat)
    _check_name(card, action.named)
    if not sc.legal_mask(hand, state.led) & bit:
        raise MustFollowSuit(state.led, card)
    sp = state.sp
    state.hands[seat] = hand ^ bit
    state.trick.append(card)
    sp.named.append(action.named)
    state.led = sc.next_led(state.led, card, action.named)
    number = len(state.tricks) + 1
    events: list[Event] = [CardPlayed(seat, card, number, action.named)]
    n = state.rules.players
    if len(state.trick) < n:
        state.to_move = (seat + 1) % n
        return events
    state.to_move = None
    state._snap(snaps)  # the whole trick on the table
    events.append(_end_trick(state, number))
    cards = state.tricks[-1].cards
    winner = state.tricks[-1].winner
    last = number == state.round
    sp.cloud_seat = winner if CLOUD in cards and winner is not None else None
    if JUGGLER in cards and not last:
        state.phase, state.to_move = PASS_PHASE, state.trick_leader
        sp.passing = [None] * n
        return events
    return events + _after_passes(state, snaps)


def _end_trick(state, number: int) -> Event:
    n = state.rules.players
    cards, named = tuple(state.trick), tuple(state.sp.named)
    win_i, next_i = sc.trick_result(cards, named, state.trump)
    leader, leads = state.trick_leader, (state.trick_leader + next_i) % n
    state.trick, state.sp.named, state.led = [], [], NO_SUIT
    state.trick_leader = leads
    if win_i is None:
        state.tricks.append(Trick(leader, cards, None, named, leads))
        return TrickBombed(leader, cards, number, leads, named)
    state.tricks.append(Trick(leader, cards, leads, named))
    state.won[leads] += 1
    return TrickWon(leads, leader, cards, number, named)


def _after_passes(state, snaps: list | None) -> list[Event]:
    """After a trick and its passes: the Cloud's bid change, else the next trick or
    the round's score."""
    seat = state.sp.cloud_seat
    if seat is not None:
        state.phase, state.to_move = CLOUD_PHASE, seat
        return []
    return _next_trick(state, snaps)


def _next_trick(state, snaps: list | None) -> list[Event]:
    state.phase, state.to_move = Phase.PLAY, state.trick_leader
    if len(state.tricks) == state.round:
        state._snap(snaps)
        return state._score_round(snaps)
    return []


def pass_card(state, action: PassCard, snaps: list | None) -> list[Event]:
    state._require_phase(PASS_PHASE, "pass")
    seat, card = state.to_move, action.card
    if not state.hands[seat] & (1 << card):
        raise CardNotInHand(card, seat)
    sp, n = state.sp, state.rules.players
    state.hands[seat] ^= 1 << card
    sp.passing[seat] = card
    number = len(state.tricks)
    events: list[Event] = [CardPassed(seat, number)]
    if any(c is None for c in sp.passing):
        state.to_move = (seat + 1) % n
        return events
    state.to_move = None
    state._snap(snaps)  # every card chosen, none passed yet
    cards = tuple(sp.passing)
    for giver, c in enumerate(cards):
        state.hands[(giver + 1) % n] |= 1 << c
    sp.passes.append(PassRecord(number, cards))
    sp.passing = []
    events.append(CardsPassed(number, cards))
    return events + _after_passes(state, snaps)


def change_bid(state, action: ChangeBid, snaps: list | None) -> list[Event]:
    state._require_phase(CLOUD_PHASE, "cloud")
    seat, delta = state.to_move, action.delta
    old = state.bids[seat]
    if delta not in (-1, 1) or not 0 <= old + delta <= state.round:
        raise BidChangeError(delta, old, state.round)
    state.bids[seat] = old + delta
    state.sp.changes.append(BidChange(seat, len(state.tricks), old, old + delta))
    state.sp.cloud_seat = None
    events: list[Event] = [BidChanged(seat, old, old + delta, len(state.tricks))]
    return events + _next_trick(state, snaps)


def apply(state, action: Action, snaps: list | None) -> list[Event]:
    """Apply one of the special cards' actions (or a Play in a special game)."""
    if isinstance(action, Play):
        return play(state, action, snaps)
    if isinstance(action, WerewolfTrump):
        return name_trump(state, action)
    if isinstance(action, PassCard):
        return pass_card(state, action, snaps)
    return change_bid(state, action, snaps)
