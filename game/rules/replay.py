"""Rebuild a game from its ``wizard-transcript/1`` record, one action at a time.

A transcript lists what was dealt and done, so the whole game can be played again
through the rules engine: each round's deck is laid out so that the engine deals
exactly the recorded hands and turns up the recorded card, and the recorded trump
choice, bids and cards are applied in the order they were made. Every step keeps
the full-information state just before its action; ``seat_view(step.before, seat)``
is what that seat knew when it acted.

The document is checked first (``check_transcript``); a transcript the checker
refuses raises ``ReplayError`` carrying the checker's ``Problem``. The engine
re-checks every action as it is applied, so a replay never holds an illegal move.

Rounds the transcript does not cover (an abandoned game) get a placeholder deck
(the cards in their natural order): the replay ends after the last recorded
round and never deals them.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.actions import (
    Action,
    Bid,
    ChangeBid,
    ChooseTrump,
    NextRound,
    PassCard,
    Play,
    PlayNamed,
    Shape,
    WerewolfTrump,
)
from game.rules.cards import Card, Suit
from game.rules.config import Rules
from game.rules.errors import IllegalAction
from game.rules.special_core import DEALER_CHOOSES
from game.rules.state import GameState, Phase, start_from_decks
from game.rules.transcript import ROUND_COUNT, Problem, TranscriptError, check_transcript
from game.rules.transcript_special import (
    BID_CHANGE,
    NAMED,
    NEXT_LEADER,
    PASSED,
    SPECIAL_CARDS_KEY,
    WEREWOLF_KEY,
)


class ReplayError(TranscriptError):
    """A transcript that cannot be replayed; ``problem`` is the checker's Problem (a
    TranscriptError, so a FormatError: the one error type of every format)."""


@dataclass(frozen=True)
class Step:
    """One action of the game and the state it was taken in."""

    index: int  # 0-based position in the game's action sequence
    seat: int | None  # who acted; None for "next round" (no seat deals the next round)
    action: Action
    before: GameState  # the state just before the action (full information)

    @property
    def round(self) -> int:
        return self.before.round

    @property
    def trick(self) -> int | None:
        """1-based number of the trick a card is played to; None for other actions."""
        if isinstance(self.action, Play):
            return len(self.before.tricks) + 1
        return None


@dataclass(frozen=True)
class Replay:
    rules: Rules
    players: list[dict]  # name and kind per seat, as in the transcript
    steps: tuple[Step, ...]
    final: GameState  # after the last step: game over, or the last recorded round's end

    def after(self, index: int) -> GameState:
        """The state just after step ``index``."""
        if index + 1 < len(self.steps):
            return self.steps[index + 1].before
        if index == len(self.steps) - 1:
            return self.final
        raise IndexError(f"step {index} of {len(self.steps)}")

    def steps_of(self, seat: int) -> list[Step]:
        """The steps where ``seat`` acted (its trump choices, bids and cards)."""
        return [s for s in self.steps if s.seat == seat]

    def round_steps(self, number: int) -> list[Step]:
        """The steps of round ``number`` (1-based), its "next round" step excluded."""
        return [s for s in self.steps if s.before.round == number and s.seat is not None]


def _deck(rnd: dict, full: tuple[Card, ...]) -> tuple[Card, ...]:
    """A deck (``full``: the game's cards) from which the engine deals ``rnd``'s hands
    and turns up its card."""
    deck = [Card[c] for hand in rnd["hands"] for c in hand]
    if rnd["turned"] is not None:
        deck.append(Card[rnd["turned"]])
    used = set(deck)
    deck.extend(c for c in full if c not in used)  # the rest, never seen in round r < 60 / n
    return tuple(deck)


def _trump_action(rnd: dict) -> tuple[int, Action] | None:
    """The trump decision: the Werewolf's holder names one (or none), else the dealer
    chooses when the turned card leaves it to them."""
    if rnd.get(WEREWOLF_KEY) is not None:
        trump = rnd["trump"]
        return rnd[WEREWOLF_KEY], WerewolfTrump(None if trump is None else Suit[trump])
    turned = rnd["turned"]
    if turned is None:
        return None
    card = Card[turned]
    if card.is_wizard or card in DEALER_CHOOSES:
        return rnd["dealer"], ChooseTrump(Suit[rnd["trump"]])
    return None


def _play_action(card: Card, named) -> Action:
    if named is None:
        return Play(card)
    return PlayNamed(card, Shape(named) if named in tuple(Shape) else Suit[named])


def _round_actions(rnd: dict, n: int) -> list[tuple[int, Action]]:
    """(seat, action) for everything done in a recorded round, in order."""
    actions: list[tuple[int, Action]] = []
    trump = _trump_action(rnd)
    if trump is not None:
        actions.append(trump)
    for seat in rnd["bid_order"]:
        actions.append((seat, Bid(rnd["bids"][seat])))
    for trick in rnd["tricks"]:
        named = trick.get(NAMED) or [None] * n
        for k, card in enumerate(trick["cards"]):
            actions.append(((trick["leader"] + k) % n, _play_action(Card[card], named[k])))
        leads = trick["winner"] if trick["winner"] is not None else trick[NEXT_LEADER]
        passed = trick.get(PASSED)
        if passed is not None:  # the engine asks from the next leader on, clockwise
            for k in range(n):
                seat = (leads + k) % n
                actions.append((seat, PassCard(Card[passed[seat]])))
        change = trick.get(BID_CHANGE)
        if change is not None:
            actions.append((change["seat"], ChangeBid(change["new"] - change["old"])))
    return actions


def replay_transcript(doc) -> Replay:
    """The game ``doc`` records, replayed step by step. ReplayError if it is not sound."""
    problem = check_transcript(doc)
    if problem is not None:
        raise ReplayError(problem)
    n = len(doc["players"])
    flags = doc["rules"]
    rules = Rules(
        n,
        flags["plus_minus_one"],
        flags["hidden_bids"],
        flags["blind_first_round"],
        doc.get(ROUND_COUNT),
        flags.get(SPECIAL_CARDS_KEY, "none"),
    )
    rounds = doc["rounds"]
    placeholder = rules.special.deck()
    decks = tuple(
        _deck(rounds[i], placeholder) if i < len(rounds) else placeholder
        for i in range(rules.rounds)
    )
    first_dealer = rounds[0]["dealer"] if rounds else 0
    state, _events = start_from_decks(rules, decks, first_dealer, doc["seed"])
    steps: list[Step] = []
    for i, rnd in enumerate(rounds):
        if i > 0:
            steps.append(Step(len(steps), None, NextRound(), state))
            state = state.apply(NextRound())[0]
        for seat, action in _round_actions(rnd, n):
            if state.to_move != seat:  # cannot happen after the checker: the engine disagrees
                raise ReplayError(
                    Problem(f"seat {state.to_move} is to move, not {seat}", rnd["number"])
                )
            steps.append(Step(len(steps), seat, action, state))
            try:
                state = state.apply(action)[0]
            except IllegalAction as err:  # as above: only if checker and engine disagree
                raise ReplayError(Problem(f"{action} refused: {err}", rnd["number"])) from None
        if state.phase not in (Phase.ROUND_OVER, Phase.GAME_OVER):
            raise ReplayError(Problem("the round did not end where it was recorded", i + 1))
    return Replay(rules, [dict(p) for p in doc["players"]], tuple(steps), state)
