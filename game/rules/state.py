"""The game as an explicit state machine.

``new_game`` makes every random choice up front (first dealer, the shuffled deck of
every round) from an injected RNG, so applying actions is deterministic and a game
can be saved as its settings plus the actions taken.

``state.apply(action)`` returns a new state and the events; the state it was called
on never changes, also when the action is illegal (a named ``IllegalAction`` is
raised). ``apply_in_place`` is the same without the copy, for simulations.
"""

from __future__ import annotations

import dataclasses
import random

from game.rules import core, special_moves
from game.rules.actions import (
    Action,
    Bid,
    ChangeBid,
    ChooseTrump,
    NextRound,
    PassCard,
    Play,
    WerewolfTrump,
)
from game.rules.cards import (
    ALL_CARDS,
    CARDS,
    JESTER,
    SUIT_OF,
    WIZARD,
    Card,
    Suit,
    cards_of,
    mask_of,
)
from game.rules.config import Rules
from game.rules.errors import (
    BidOutOfRange,
    CardNotInHand,
    ForbiddenBid,
    IllegalAction,
    MustFollowSuit,
    NotYourTurn,
    UnknownTrump,
    WrongPhase,
)
from game.rules.events import (
    BidMade,
    BidsRevealed,
    CardPlayed,
    Event,
    GameOver,
    RoundDealt,
    RoundScored,
    TrickWon,
    TrumpChosen,
    TrumpTurned,
)
from game.rules.table import Phase, RoundRecord, Trick

# The phases only special cards have, and their actions.
SPECIAL_DECISIONS = (Phase.PLAY, Phase.WEREWOLF, Phase.PASS, Phase.CLOUD)
SPECIAL_ACTIONS = (Play, WerewolfTrump, PassCard, ChangeBid)



def bid_order(dealer: int, players: int) -> tuple[int, ...]:
    """Bidding starts left of the dealer; the dealer bids last."""
    return tuple((dealer + 1 + i) % players for i in range(players))


class GameState:
    """One game in progress. Treat it as read-only; use ``apply`` to move on."""

    __slots__ = (
        "rules",
        "seed",
        "decks",
        "first_dealer",
        "round",
        "dealer",
        "phase",
        "hands",
        "turned",
        "trump",
        "bids",
        "to_move",
        "trick_leader",
        "trick",
        "led",
        "tricks",
        "won",
        "totals",
        "history",
        "log",
        "sp",
    )

    rules: Rules
    seed: int | None
    decks: tuple[tuple[Card, ...], ...]
    first_dealer: int
    round: int
    dealer: int
    phase: Phase
    hands: list[int]
    turned: Card | None
    trump: Suit | None
    bids: list[int | None]
    to_move: int | None
    trick_leader: int
    trick: list[Card]
    led: int
    tricks: list[Trick]
    won: list[int]
    totals: list[int]
    history: list[RoundRecord]
    log: list[Action]
    # The special cards' part of the round (game.rules.special_state.SpecialRound);
    # None in the 60-card game, whose moves never look further.
    sp: object

    # ----------------------------------------------------------------- queries
    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def bid_order(self) -> tuple[int, ...]:
        return bid_order(self.dealer, self.rules.players)

    @property
    def dealt_hands(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's cards as dealt this round."""
        r, deck = self.round, self.decks[self.round - 1]
        return tuple(tuple(sorted(deck[s * r : (s + 1) * r])) for s in range(self.rules.players))

    def hand(self, seat: int) -> list[Card]:
        return cards_of(self.hands[seat])

    def bids_made(self) -> int:
        return sum(b is not None for b in self.bids)

    def legal_bids(self) -> list[int]:
        if self.phase != Phase.BID:
            return []
        bids = list(range(self.round + 1))
        forbidden = self.forbidden_bid()
        if forbidden is not None:
            bids.remove(forbidden)
        return bids

    def forbidden_bid(self) -> int | None:
        """The bid plus/minus one forbids the seat to move now, if any."""
        if (
            not self.rules.plus_minus_one
            or self.phase != Phase.BID
            or self.bids_made() != self.rules.players - 1
        ):
            return None
        return core.forbidden_last_bid(self.round, sum(b for b in self.bids if b is not None))

    def legal_cards(self) -> list[Card]:
        if self.sp is not None:
            return special_moves.legal_cards(self)
        if self.phase != Phase.PLAY:
            return []
        return cards_of(core.legal_mask(self.hands[self.to_move], self.led))

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if self.sp is not None and phase in SPECIAL_DECISIONS:
            return special_moves.legal_actions(self)
        if phase == Phase.PLAY:
            return [Play(c) for c in self.legal_cards()]
        if phase == Phase.BID:
            return [Bid(b) for b in self.legal_bids()]
        if phase == Phase.CHOOSE_TRUMP:
            return [ChooseTrump(s) for s in Suit]
        if phase == Phase.ROUND_OVER:
            return [NextRound()]
        return []

    @property
    def is_over(self) -> bool:
        return self.phase == Phase.GAME_OVER

    def winners(self) -> list[int]:
        return core.winners(self.totals)

    # ------------------------------------------------------------------ moves
    def clone(self) -> GameState:
        s = GameState.__new__(GameState)
        s.rules = self.rules
        s.seed = self.seed
        s.decks = self.decks
        s.first_dealer = self.first_dealer
        s.round = self.round
        s.dealer = self.dealer
        s.phase = self.phase
        s.hands = self.hands[:]
        s.turned = self.turned
        s.trump = self.trump
        s.bids = self.bids[:]
        s.to_move = self.to_move
        s.trick_leader = self.trick_leader
        s.trick = self.trick[:]
        s.led = self.led
        s.tricks = self.tricks[:]
        s.won = self.won[:]
        s.totals = self.totals[:]
        s.history = self.history[:]
        s.log = self.log[:]
        s.sp = None if self.sp is None else self.sp.clone()
        return s

    def apply(self, action: Action) -> tuple[GameState, list[Event]]:
        """The next state and what happened. ``self`` is never changed."""
        nxt = self.clone()
        events = nxt.apply_in_place(action)
        return nxt, events

    def apply_steps(
        self, action: Action, seat: int | None = None
    ) -> tuple[GameState, list[tuple[Event, GameState]]]:
        """Like ``apply`` (``apply_for`` when ``seat`` is given), and each event comes
        with the state right after it (the last one's is the new state). One action can
        make several events (the last card of a trick: the card, the trick, the round's
        score); a table shows them one at a time, each from what its seat may know of
        the state after it."""
        if seat is not None and self.phase not in (Phase.ROUND_OVER, Phase.GAME_OVER):
            self._check_turn(seat)
        nxt = self.clone()
        snaps: list[GameState] = []
        events = nxt.apply_in_place(action, snaps)
        return nxt, list(zip(events, [*snaps, nxt], strict=True))

    def apply_in_place(self, action: Action, snaps: list | None = None) -> list[Event]:
        """Apply ``action`` to this state. Checks everything before changing anything.
        ``snaps`` (for ``apply_steps``) receives a copy of the state after each event
        but the last."""
        if type(action) is Play and self.sp is None:
            events = self._play(action.card, snaps)
        elif isinstance(action, Bid):
            events = self._bid(action.tricks, snaps)
        elif isinstance(action, ChooseTrump):
            events = self._choose_trump(action.suit)
        elif isinstance(action, NextRound):
            events = self._next_round(snaps)
        elif self.sp is not None and isinstance(action, SPECIAL_ACTIONS):
            events = special_moves.apply(self, action, snaps)
        else:
            raise IllegalAction(action=action)
        self.log.append(action)
        return events

    def _snap(self, snaps: list | None) -> None:
        if snaps is not None:
            snaps.append(self.clone())

    def _require_phase(self, phase: Phase, move: str) -> None:
        if self.phase != phase:
            raise WrongPhase(move, self.phase)

    def _check_turn(self, seat: int | None) -> None:
        if seat is not None and seat != self.to_move:
            raise NotYourTurn(seat, self.to_move)

    def apply_for(self, seat: int, action: Action) -> tuple[GameState, list[Event]]:
        """Like ``apply``, but first checks that it is ``seat``'s turn."""
        if self.phase not in (Phase.ROUND_OVER, Phase.GAME_OVER):
            self._check_turn(seat)
        return self.apply(action)

    def _choose_trump(self, suit) -> list[Event]:
        self._require_phase(Phase.CHOOSE_TRUMP, "trump")
        if not isinstance(suit, int) or isinstance(suit, bool) or not 0 <= suit <= 3:
            raise UnknownTrump(suit)
        self.trump = Suit(suit)
        self.phase = Phase.BID
        seat = self.to_move
        self.to_move = self.bid_order[0]
        return [TrumpChosen(seat, self.trump)]

    def _bid(self, bid, snaps: list | None = None) -> list[Event]:
        self._require_phase(Phase.BID, "bid")
        if not isinstance(bid, int) or isinstance(bid, bool) or not 0 <= bid <= self.round:
            raise BidOutOfRange(bid, self.round)
        if bid == self.forbidden_bid():
            raise ForbiddenBid(bid, self.round)
        seat = self.to_move
        self.bids[seat] = bid
        hidden = self.rules.hidden_bids
        events: list[Event] = [BidMade(seat, bid, hidden)]
        made = self.bids_made()
        if made == self.rules.players:
            if hidden:
                self.to_move = None  # every bid is made, none is shown yet
                self._snap(snaps)
                events.append(BidsRevealed(tuple(self.bids)))
            self.phase = Phase.PLAY
            self.trick_leader = self.to_move = self.bid_order[0]
        else:
            self.to_move = self.bid_order[made]
        return events

    def _play(self, card, snaps: list | None = None) -> list[Event]:
        self._require_phase(Phase.PLAY, "play")
        seat = self.to_move
        if card not in CARDS:
            raise CardNotInHand(None, seat, card)
        card = CARDS[card]
        hand = self.hands[seat]
        bit = 1 << card
        if not hand & bit:
            raise CardNotInHand(card, seat)
        if not core.legal_mask(hand, self.led) & bit:
            raise MustFollowSuit(self.led, card)
        self.hands[seat] = hand ^ bit
        self.trick.append(card)
        self.led = core.next_led(self.led, card)
        number = len(self.tricks) + 1
        events: list[Event] = [CardPlayed(seat, card, number)]
        n = self.rules.players
        if len(self.trick) < n:
            self.to_move = (seat + 1) % n
            return events
        # The trick is complete.
        self.to_move = None
        self._snap(snaps)  # the whole trick on the table
        cards = tuple(self.trick)
        winner = (self.trick_leader + core.trick_winner_index(cards, self.trump)) % n
        self.tricks.append(Trick(self.trick_leader, cards, winner))
        self.won[winner] += 1
        events.append(TrickWon(winner, self.trick_leader, cards, number))
        self.trick = []
        self.led = core.NO_SUIT
        self.trick_leader = self.to_move = winner
        if len(self.tricks) == self.round:
            self._snap(snaps)
            events.extend(self._score_round(snaps))
        return events

    def _score_round(self, snaps: list | None = None) -> list[Event]:
        points = tuple(core.score(b, w) for b, w in zip(self.bids, self.won, strict=True))
        self.totals = [t + p for t, p in zip(self.totals, points, strict=True)]
        sp = self.sp
        record = RoundRecord(
            number=self.round,
            dealer=self.dealer,
            hands=self.dealt_hands,
            turned=self.turned,
            trump=self.trump,
            bid_order=self.bid_order,
            bids=tuple(self.bids) if sp is None else sp.made_bids(self.bids),
            tricks=tuple(self.tricks),
            won=tuple(self.won),
            points=points,
            totals=tuple(self.totals),
        )
        if sp is not None and (sp.changes or sp.werewolf or sp.passes):
            record = dataclasses.replace(
                record,
                bid_changes=tuple(sp.changes),
                werewolf=sp.werewolf,
                passes=tuple(sp.passes),
            )
        self.history.append(record)
        self.to_move = None
        # The bids scored: as made, or as the Cloud changed them.
        events: list[Event] = [
            RoundScored(self.round, tuple(self.bids), record.won, points, record.totals)
        ]
        if self.round == self.rules.rounds:
            self.phase = Phase.GAME_OVER
            self._snap(snaps)
            events.append(GameOver(record.totals, tuple(self.winners())))
        else:
            self.phase = Phase.ROUND_OVER
        return events

    def _next_round(self, snaps: list | None = None) -> list[Event]:
        self._require_phase(Phase.ROUND_OVER, "next_round")
        return self._deal(self.round + 1, (self.dealer + 1) % self.rules.players, snaps)

    def _deal(self, round_number: int, dealer: int, snaps: list | None = None) -> list[Event]:
        n = self.rules.players
        self.round = round_number
        self.dealer = dealer
        deck = self.decks[round_number - 1]
        r = round_number
        self.hands = [mask_of(deck[s * r : (s + 1) * r]) for s in range(n)]
        self.bids = [None] * n
        self.won = [0] * n
        self.tricks = []
        self.trick = []
        self.led = core.NO_SUIT
        self.trick_leader = (dealer + 1) % n
        if self.sp is not None:
            special_moves.start_round(self)
        events: list[Event] = [RoundDealt(r, dealer, self.dealt_hands)]
        if snaps is not None:  # dealt, not turned yet
            self.turned = self.trump = self.to_move = None
            self.phase = Phase.DEAL
            self._snap(snaps)
        turned = deck[r * n] if r * n < len(deck) else None
        if self.sp is not None:  # with special cards a card is always left to turn
            return events + special_moves.turn_trump(self, turned, snaps)
        self.turned = turned
        # A Jester (or no card) means no trump; a Wizard means the dealer chooses.
        if turned is None or SUIT_OF[turned] in (WIZARD, JESTER):
            self.trump = None
        else:
            self.trump = Suit(SUIT_OF[turned])
        chooses = turned is not None and SUIT_OF[turned] == WIZARD
        events.append(TrumpTurned(turned, self.trump, chooses))
        if chooses:
            self.phase = Phase.CHOOSE_TRUMP
            self.to_move = dealer
        else:
            self.phase = Phase.BID
            self.to_move = self.bid_order[0]
        return events


def new_game(
    rules: Rules | None = None, seed: int | None = None, rng: random.Random | None = None
) -> tuple[GameState, list[Event]]:
    """Start a game: every random choice comes from ``rng`` (or ``Random(seed)``)."""
    rules = rules or Rules()
    if rng is None:
        rng = random.Random(seed)
    n = rules.players
    first_dealer = rng.randrange(n)
    decks = []
    full = rules.special.deck() if rules.special else CARDS
    for _round in range(rules.rounds):
        deck = list(full)
        rng.shuffle(deck)
        decks.append(tuple(deck))
    return start_from_decks(rules, tuple(decks), first_dealer, seed)


def start_from_decks(
    rules: Rules,
    decks: tuple[tuple[Card, ...], ...],
    first_dealer: int,
    seed: int | None = None,
) -> tuple[GameState, list[Event]]:
    """Start a game from prepared decks (one shuffled 60-card deck per round, with
    the rules' special cards added).

    Round r gives seat s the cards ``deck[s*r:(s+1)*r]`` and turns up ``deck[r*n]``.
    Tutorials and tests use this to play fixed deals.
    """
    from game.rules.validate import validate_decks

    validate_decks(rules, decks, first_dealer)
    s = GameState.__new__(GameState)
    s.rules = rules
    s.seed = seed
    s.decks = tuple(tuple(ALL_CARDS[c] for c in d) for d in decks)
    s.first_dealer = first_dealer
    s.totals = [0] * rules.players
    s.history = []
    s.log = []
    s.sp = special_moves.SpecialRound() if rules.special else None
    events = s._deal(1, first_dealer)
    return s, events
