"""The hint's numbers in the player's words.

``ai.advice`` rates the moves and sends plain numbers (``ai.advice.summary``): for
each of the best options its expected round score, the chance of making the bid
and how often the seat ended with 0, 1, 2, ... tricks over the sampled deals.
This module turns them into one or two sentences, for example

    You take 2 tricks in 41% of 400 simulated deals (1 trick in 27% of deals,
    3 tricks in 19% of deals); expected +24. Bid 1: made in 31% of deals;
    expected +12.

for a bid, and for a card the chance of making the bid with it next to the
alternatives. A share short of all (or none) of the deals is never rounded to 100%
(or 0%): ">99%", "<1%". Returns "" when the numbers are missing or malformed (the caller
then falls back to a plainer reason).
"""

from __future__ import annotations

from game.i18n import _, format_number, format_percent, format_score, ngettext
from game.rules import Action, Bid, ChooseTrump, Play, parse_action
from game.words import DeckStyle, card_short, suit_word

OTHER_COUNTS = 2  # other trick counts named besides the bid's
ALTERNATIVES = 2  # other moves named after the suggested one


def share(fraction: float) -> str:
    """A share of the deals: never 100% or 0% unless it is all or none of them
    (399 of 400 reads ">99%", 1 of 400 "<1%"), so the words never contradict the
    expected scores beside them."""
    shown = format_percent(fraction)
    if 0 < fraction < 1 and shown in (format_percent(0), format_percent(1)):
        edge = 0.99 if fraction > 0.5 else 0.01
        return (_(">{pct}") if fraction > 0.5 else _("<{pct}")).format(pct=format_percent(edge))
    return shown


def signed(value: float) -> str:
    """An expected score as the score pad writes a round's change: +24, −10, 0."""
    return format_score(round(value), signed=True)


def _options(data) -> list[tuple[Action, dict]]:
    out = []
    for o in data.get("options", []):
        try:
            out.append((parse_action(o["action"]), o))
        except (KeyError, TypeError, ValueError):
            continue
    return out


def _mine_and_rivals(data, action: Action) -> tuple[dict | None, list[tuple[Action, dict]]]:
    """The numbers of ``action`` and the other options of its kind, best first."""
    options = _options(data)
    mine = next((o for a, o in options if a == action), None)
    rivals = [(a, o) for a, o in options if type(a) is type(action) and a != action]
    return mine, rivals


def bid_sentence(bid: int, data: dict) -> str:
    mine, rivals = _mine_and_rivals(data, Bid(bid))
    if mine is None:
        return ""
    tricks = list(mine["tricks"])
    deals = sum(tricks)
    if deals <= 0:
        return ""
    exact = tricks[bid] / deals if bid < len(tricks) else 0.0
    head = ngettext(
        "You take {n} trick in {pct} of {deals} simulated deals",
        "You take {n} tricks in {pct} of {deals} simulated deals",
        bid,
    ).format(n=bid, pct=share(exact), deals=format_number(deals))
    others = sorted(
        (k for k in range(len(tricks)) if k != bid and tricks[k]), key=lambda k: -tricks[k]
    )[:OTHER_COUNTS]
    score = signed(mine["expected"])
    if others:
        listed = ", ".join(
            ngettext("{n} trick in {pct} of deals", "{n} tricks in {pct} of deals", k).format(
                n=k, pct=share(tricks[k] / deals)
            )
            for k in sorted(others)
        )
        text = _("{sentence} ({others}); expected {score}.").format(
            sentence=head, others=listed, score=score
        )
    else:
        text = _("{sentence}; expected {score}.").format(sentence=head, score=score)
    if rivals:
        a, o = rivals[0]
        # Its own chance of being made: the shares above are for the suggested bid's
        # play, so without it a "−9" next to ">99%" would not add up. Expert's bid in
        # the small rounds is the safest of the near-best (ai.search, bsafe): a runner-up
        # worth more on average is named with why it was not chosen.
        if round(o["expected"]) > round(mine["expected"]) and o["made"] < exact:
            words = _("Bid {n}: expected {score}, but made in only {pct} of deals.")
        else:
            words = _("Bid {n}: made in {pct} of deals; expected {score}.")
        text += " " + words.format(n=a.tricks, pct=share(o["made"]), score=signed(o["expected"]))
    return text


def card_sentence(card, data: dict, style=DeckStyle.CLASSIC) -> str:
    mine, rivals = _mine_and_rivals(data, Play(card))
    if mine is None:
        return ""
    deals = sum(mine["tricks"])
    text = _(
        "With it you make your bid in {pct} of {deals} simulated deals; expected {score}."
    ).format(
        pct=share(mine["made"]), deals=format_number(deals),
        score=signed(mine["expected"]),
    )
    if rivals:
        listed = ", ".join(
            _("{card}: {pct}").format(card=card_short(a.card, style),
                                      pct=share(o["made"]))
            for a, o in rivals[:ALTERNATIVES]
        )
        text += " " + _("Other cards: {cards}.").format(cards=listed)
    return text


def trump_sentence(suit, data: dict, style=DeckStyle.CLASSIC) -> str:
    mine, rivals = _mine_and_rivals(data, ChooseTrump(suit))
    if mine is None:
        return ""
    deals = sum(mine["tricks"])
    text = _("Expected {score} over {deals} simulated deals.").format(
        score=signed(mine["expected"]), deals=format_number(deals)
    )
    if rivals:
        listed = ", ".join(
            _("{suit}: {score}").format(suit=suit_word(a.suit, style),
                                        score=signed(o["expected"]))
            for a, o in rivals[:ALTERNATIVES]
        )
        text += " " + _("Other suits: {suits}.").format(suits=listed)
    return text


def hint_sentence(action: Action, data, style=DeckStyle.CLASSIC) -> str:
    """The reason for a suggested ``action`` from the advice numbers ``data``, or ""."""
    if not isinstance(data, dict):
        return ""
    try:
        if isinstance(action, Bid):
            return bid_sentence(action.tricks, data)
        if isinstance(action, Play):
            return card_sentence(action.card, data, style)
        if isinstance(action, ChooseTrump):
            return trump_sentence(action.suit, data, style)
    except (KeyError, TypeError, ValueError, IndexError, ZeroDivisionError):
        return ""
    return ""
