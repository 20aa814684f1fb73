"""First-game tips: short, contextual explanations shown once each, the first time
something happens at the table (a Jester led, a Wizard turned, a missed bid, ...).

Pure logic: ``TipTracker`` watches the game through its events and the state before
the human's moves, and returns the tips that are new. The table shows them (see
``game.ui.scenes.tutorial_tips``); which tips were seen is kept in the progress file
and the player switches tips off with ``settings.tips``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace

from ai.advice import likely_winners
from game.i18n import N_, _, ngettext
from game.rules import (
    BidMade,
    CardPlayed,
    Event,
    GameState,
    Phase,
    RoundDealt,
    RoundScored,
    TrickWon,
    TrumpTurned,
    core,
    seat_view,
)
from game.words import DeckStyle, card_label, suit_word

# id -> title (the text is built when the tip fires, with its details)
TIPS: dict[str, str] = {
    "first_bid": N_("Your first bid"),
    "wizard_turned": N_("A Wizard was turned up"),
    "jester_turned": N_("No trump this round"),
    "last_round": N_("The last round"),
    "must_follow": N_("Follow suit"),
    "jester_led": N_("A Jester was led"),
    "wizard_led": N_("A Wizard was led"),
    "trumped": N_("Trump wins"),
    "two_wizards": N_("The first Wizard wins"),
    "made_bid": N_("Bid made"),
    "missed_bid": N_("Bid missed"),
}


@dataclass(frozen=True)
class Tip:
    """A tip that words itself when read: the player may switch the language while
    it is on screen, so it keeps how to say it (``words``), not a sentence."""

    id: str
    words: Callable[[], str] = field(compare=False, repr=False)
    round: int = 0  # the round it belongs to: it is dismissed when the next one is dealt
    move: bool = False  # about the human's next move: dismissed once that move is made

    @property
    def title(self) -> str:
        """The title in the current language."""
        return _(TIPS[self.id])

    @property
    def text(self) -> str:
        """The text in the current language."""
        return self.words()


class TipTracker:
    def __init__(
        self, seen: Iterable[str] = (), enabled: bool = True, seat: int = 0, style=DeckStyle.CLASSIC
    ):
        self.seen: set[str] = set(seen)
        self.enabled = enabled
        self.seat = seat
        self.style = style

    def _tip(
        self, tip_id: str, words: Callable[[], str], round_: int = 0, move: bool = False
    ) -> list[Tip]:
        if not self.enabled or tip_id in self.seen:
            return []
        self.seen.add(tip_id)
        return [Tip(tip_id, words, round_, move)]

    # --------------------------------------------------------- before a move
    def before_move(self, state: GameState) -> list[Tip]:
        """Tips for the decision the human is about to make."""
        if state.to_move != self.seat:
            return []
        if state.phase == Phase.BID:
            winners = self._winners_sentence(state)
            return self._tip(
                "first_bid",
                lambda: _(
                    "Bid how many tricks you will take: exactly, not as many as possible. "
                    "Count your Wizards, high trumps and Aces. Exact: 20 points + 10 a trick; "
                    "otherwise you lose 10 for every trick off."
                )
                + " "
                + winners(),
                state.round,
                move=True,
            )
        if state.phase == Phase.PLAY and state.led >= 0:
            hand = state.hand(self.seat)
            follow = [c for c in hand if c.suit == state.led]
            others = [c for c in hand if c.suit is not None and c.suit != state.led]
            if follow and others:
                led, style = state.led, self.style
                return self._tip(
                    "must_follow",
                    lambda: _(
                        "You hold {suit}, the led suit, so you must play {suit}, a Wizard or "
                        "a Jester. The cards you may not play are dimmed."
                    ).format(suit=suit_word(led, style)),
                    state.round,
                    move=True,
                )
        return []

    def _winners_sentence(self, state: GameState) -> Callable[[], str]:
        """How to name the likely winners in the hand (by the advice module's one
        definition), in whatever language is on when it is read."""
        view = seat_view(state, self.seat)
        if view.hand is None:
            return str  # the blind round: the seat cannot see its card; str() is ""
        winners = likely_winners(list(view.hand), view.trump)
        style = self.style
        if not winners:
            return lambda: _("Your hand has no Wizard, no high trump and no Ace: few tricks.")
        return lambda: _("Likely winners in your hand: {cards}.").format(
            cards=", ".join(card_label(c, style) for c in winners)
        )

    # ------------------------------------------------------------ on events
    def after_events(self, state: GameState, events: Iterable[Event]) -> list[Tip]:
        """Tips for what just happened (``state`` is the state after the events); each
        belongs to the round it happened in."""
        tips: list[Tip] = []
        for ev in events:
            r = ev.round if isinstance(ev, RoundScored | RoundDealt) else state.round
            tips += [replace(t, round=r) for t in self._event_tip(state, ev)]
        return tips

    def _event_tip(self, state: GameState, ev: Event) -> list[Tip]:
        if isinstance(ev, TrumpTurned):
            if ev.card is None:
                return self._tip(
                    "last_round",
                    lambda: _(
                        "In the last round every card is dealt: nothing is turned up, so "
                        "there is no trump."
                    ),
                )
            if ev.dealer_chooses:
                return self._tip(
                    "wizard_turned",
                    lambda: _(
                        "A Wizard was turned up: the dealer looks at their hand and chooses "
                        "the trump suit before anyone bids."
                    ),
                )
            if ev.card.is_jester:
                return self._tip(
                    "jester_turned",
                    lambda: _(
                        "A Jester was turned up: there is no trump this round. Of the suit "
                        "cards, only the led suit can win."
                    ),
                )
            return []
        if isinstance(ev, CardPlayed):
            trick = self._trick_of(state, ev)
            if trick is None:
                return []
            index = len(trick) - 1
            if index == 0 and ev.card.is_jester:
                return self._tip(
                    "jester_led",
                    lambda: _(
                        "A Jester was led. It does not set the suit: the next card decides. If "
                        "that is a Wizard, anything may be played."
                    ),
                )
            if index == 0 and ev.card.is_wizard:
                return self._tip(
                    "wizard_led",
                    lambda: _(
                        "A Wizard was led: it takes the trick, and nobody has to follow suit. "
                        "A good moment to get rid of a card you do not want to win with."
                    ),
                )
            if ev.card.is_wizard and any(c.is_wizard for c in trick[:index]):
                return self._tip(
                    "two_wizards",
                    lambda: _(
                        "A second Wizard: when several Wizards are played, the first one wins."
                    ),
                )
            return []
        if isinstance(ev, TrickWon):
            trump = state.trump
            led = core.led_suit(ev.cards)
            win = ev.cards[(ev.winner - ev.leader) % len(ev.cards)]
            if trump is not None and led >= 0 and win.suit == trump and led != trump:
                return self._tip(
                    "trumped",
                    lambda: _(
                        "A trump took the trick: any trump beats every card of the other suits. "
                        "You may trump only when you cannot follow the led suit."
                    ),
                )
            return []
        if isinstance(ev, RoundScored):
            bid, won = ev.bids[self.seat], ev.won[self.seat]
            if bid == won:
                return self._tip(
                    "made_bid",
                    lambda: ngettext(
                        "You took exactly the {bid} trick you bid: "
                        "20 + {bid} × 10 = {pts} points.",
                        "You took exactly the {bid} tricks you bid: "
                        "20 + {bid} × 10 = {pts} points.",
                        bid,
                    ).format(bid=bid, pts=ev.points[self.seat]),
                )
            return self._tip(
                "missed_bid",
                lambda: _(
                    "You bid {bid} but took {won}: {off} off, so {pts} points. Every trick too "
                    "many or too few costs 10."
                ).format(bid=bid, won=won, off=abs(bid - won), pts=ev.points[self.seat]),
            )
        if isinstance(ev, BidMade):
            return []
        return []

    @staticmethod
    def _trick_of(state: GameState, ev: CardPlayed):
        """The cards of ev's trick up to and including ev.card."""
        if state.trick and ev.card in state.trick:
            cards = list(state.trick)
        else:
            done = [t for t in state.tricks if ev.card in t.cards]
            if not done and state.history:
                done = [t for t in state.history[-1].tricks if ev.card in t.cards]
            if not done:
                return None
            cards = list(done[-1].cards)
        return cards[: cards.index(ev.card) + 1]
