"""The coach's advice at each decision of the guided round, worked out from the table."""

from __future__ import annotations

from ai.advice import likely_winners
from game.i18n import _, ngettext
from game.rules import Action, Bid, Card, ChooseTrump, GameState, Phase, Play, Suit, core
from game.words import DeckStyle, card_label, suit_word

LEARNER = 0


def _names(cards, style) -> str:
    return ", ".join(card_label(c, style) for c in cards)


def sure_winners(hand: list[Card], trump) -> list[Card]:
    """Cards that usually take a trick (the one definition all advice shares:
    ``ai.advice.likely_winners``): Wizards, high trumps, Aces of other suits."""
    return likely_winners(hand, trump)


def suggested_bid(hand: list[Card], trump) -> int:
    return len(sure_winners(hand, trump))


def _wins_now(state: GameState, card: Card) -> bool:
    cards = (*state.trick, card)
    t = state.trump
    return core.trick_winner_index(cards, None if t is None else int(t)) == len(cards) - 1


def _strength(card: Card, state: GameState) -> int:
    led = state.led if state.led >= 0 else -1
    trump = -1 if state.trump is None else int(state.trump)
    base = core.card_strength(card, led, trump)
    return base * 100 + (card.rank or 0)


def advice(state: GameState, style=DeckStyle.CLASSIC) -> str:
    """What to think about now, in two or three short sentences."""
    hand = state.hand(LEARNER)
    if state.phase == Phase.CHOOSE_TRUMP:
        return _(
            "A Wizard was turned up and you are the dealer: choose trump. Pick the suit in "
            "which you hold the most and the highest cards."
        )
    if state.phase == Phase.BID:
        winners = sure_winners(hand, state.trump)
        n = len(winners)
        if winners:
            first = _("Likely winners in your hand: {cards}.").format(cards=_names(winners, style))
        else:
            first = _("Your hand has no Wizard, no high trump and no Ace: few tricks.")
        return " ".join(
            (
                _("Your bid: how many tricks will you take, exactly?"),
                first,
                _("A sensible bid is {n}.").format(n=n),
            )
        )
    if state.phase != Phase.PLAY:
        return ""
    bid = state.bids[LEARNER] or 0
    need = bid - state.won[LEARNER]
    legal = state.legal_cards()
    parts = []
    if need > 0:
        parts.append(
            _("You bid {bid} and have taken {won}: you still need {need}.").format(
                bid=bid, won=state.won[LEARNER], need=need
            )
        )
    elif need == 0:
        parts.append(
            ngettext(
                "You have exactly the {bid} trick you bid: from now on, try to lose.",
                "You have exactly the {bid} tricks you bid: from now on, try to lose.",
                bid,
            ).format(bid=bid)
        )
    else:
        parts.append(_("You already took more tricks than you bid: each extra one costs 10."))
    pick = _play_pick(state)
    if not state.trick:
        parts.append(_("You lead: any card may be played."))
        if need > 0:
            parts.append(
                _("A strong card such as your {card} may take the trick.").format(
                    card=card_label(pick, style)
                )
            )
        else:
            parts.append(
                _("A low card such as your {card} will probably lose.").format(
                    card=card_label(pick, style)
                )
            )
        return " ".join(parts)
    if state.led >= 0:
        if any(c.suit == state.led for c in hand):
            parts.append(
                _("You must follow {suit} (or play a Wizard or a Jester).").format(
                    suit=suit_word(state.led, style)
                )
            )
        else:
            parts.append(
                _("You have no {suit}, so any card may be played.").format(
                    suit=suit_word(state.led, style)
                )
            )
    else:
        parts.append(_("No suit has to be followed in this trick."))
    winning = [c for c in legal if _wins_now(state, c)]
    if need > 0:
        if winning:
            parts.append(
                _("Your {card} would take the trick so far.").format(card=card_label(pick, style))
            )
        else:
            parts.append(_("None of your cards can win this trick: get rid of a low one."))
    else:
        if len(winning) < len(legal):
            parts.append(
                _("Your {card} would lose this trick.").format(card=card_label(pick, style))
            )
        else:
            parts.append(_("Every card you may play would win this trick, sadly."))
    return " ".join(parts)


def _play_pick(state: GameState) -> Card:
    """The card the advice names: when leading, the strongest if tricks are still
    needed, else the weakest; when following, the cheapest card that wins if tricks
    are needed (the weakest when none can), else the strongest that loses."""
    legal = state.legal_cards()
    bid = state.bids[LEARNER] or 0
    need = bid - state.won[LEARNER]

    def strength(c):
        return _strength(c, state)

    if not state.trick:
        return max(legal, key=strength) if need > 0 else min(legal, key=strength)
    winning = [c for c in legal if _wins_now(state, c)]
    if need > 0:
        return min(winning or legal, key=strength)
    losing = [c for c in legal if c not in winning]
    return max(losing, key=strength) if losing else min(legal, key=strength)


def advised_move(state: GameState) -> Action | None:
    """The move the advice suggests now (the guided round's hint), or None when the
    learner is not to move."""
    if state.to_move != LEARNER:
        return None
    hand = state.hand(LEARNER)
    if state.phase == Phase.CHOOSE_TRUMP:  # the most cards, then the highest
        def weight(suit: int) -> tuple[int, int]:
            ranks = [c.rank or 0 for c in hand if c.suit == suit]
            return len(ranks), sum(ranks)

        return ChooseTrump(Suit(max(range(4), key=weight)))
    if state.phase == Phase.BID:
        bid = Bid(suggested_bid(hand, state.trump))
        legal = state.legal_actions()
        return bid if bid in legal else legal[0]
    if state.phase == Phase.PLAY:
        return Play(_play_pick(state))
    return None


def round_result(state: GameState, style=DeckStyle.CLASSIC) -> str:
    """The coach's words on the learner's score after the guided round."""
    rec = state.history[-1] if state.history else None
    if rec is None:
        return ""
    bid, won, pts = rec.bids[LEARNER], rec.won[LEARNER], rec.points[LEARNER]
    if bid == won:
        return _(
            "You bid {bid} and took {won}: exactly right! 20 + {won} × 10 = {pts} points."
        ).format(bid=bid, won=won, pts=pts)
    return _(
        "You bid {bid} and took {won}: {off} off, so {pts} points. Bidding is the heart of "
        "Wizard; it gets easier with every round."
    ).format(bid=bid, won=won, off=abs(bid - won), pts=pts)
