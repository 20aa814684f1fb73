"""The special cards in ``wizard-bot/1`` (docs/bot-protocol.md, "Special cards").

Only a bot whose hello reply says ``"special_cards": true`` is seated in a game with
special cards; the 60-card game's messages do not change. For such a game a view
gains the special cards' public facts (the Werewolf's swap, what played cards were
named, the Bomb's next leader, the Cloud's bid changes) and, of the passes after a
Juggler trick, only the cards the seat gave and received. Three requests are new:
``werewolf`` (name trump or no trump; reply ``trump``: a suit or null), ``pass``
(reply ``card``) and ``cloud`` (reply ``bid_change``: -1 or 1); a ``play`` reply of
the Juggler or the Cloud names a suit, of the Shapeshifter ``"wizard"`` or
``"jester"`` (``named``).
"""

from __future__ import annotations

from game.rules import Card, Phase, Suit, Trick
from game.rules.actions import (
    Action,
    ChangeBid,
    PassCard,
    Play,
    PlayNamed,
    Shape,
    WerewolfTrump,
)
from game.rules.special_core import needs_name
from game.rules.special_state import BidChange, PassRecord, WerewolfSwap
from game.rules.transcript_special import (
    BID_CHANGE,
    NAMED,
    NEXT_LEADER,
    PASSED,
    named_json,
    special_tricks_json,
)

# The hello reply's key by which a bot says it knows the special cards.
KNOWS_SPECIAL = "special_cards"
REQUEST_TYPES = {Phase.WEREWOLF: "werewolf", Phase.PASS: "pass", Phase.CLOUD: "cloud"}
REPLY_KEYS = {"werewolf": "trump", "pass": "card", "cloud": "bid_change"}


# ------------------------------------------------------------- host side
def view_json(view) -> dict:
    """The keys a view of a game with special cards adds or replaces."""
    trick = {"leader": view.trick_leader, "cards": [str(c) for c in view.trick]}
    if any(needs_name(c) for c in view.trick):
        trick[NAMED] = [named_json(v) for v in view.trick_named]
    swap = view.werewolf
    return {  # as the transcript has it: the deck's turned card, and who took it
        "turned": None if view.turned is None else str(
            view.turned if swap is None else swap.card),
        "werewolf": None if swap is None else swap.seat,
        "tricks": special_tricks_json(view.tricks, view.passes, view.bid_changes),
        "trick": trick,
    }


def legal_json(view) -> list:
    """The legal answers of a special request, or of a ``play`` (each card once)."""
    out: list = []
    for a in view.legal:
        if isinstance(a, WerewolfTrump):
            out.append(None if a.suit is None else str(a.suit))
        elif isinstance(a, PassCard | Play):
            if str(a.card) not in out:
                out.append(str(a.card))
        elif isinstance(a, ChangeBid):
            out.append(a.delta)
    return out


def play_reply(action: Play) -> dict:
    reply = {"card": str(action.card)}
    if action.named is not None:
        reply[NAMED] = str(action.named)
    return reply


def action_reply(action: Action) -> dict | None:
    """The reply naming one of the special cards' actions (None for another one)."""
    if isinstance(action, WerewolfTrump):
        return {"trump": None if action.suit is None else str(action.suit)}
    if isinstance(action, PassCard):
        return {"card": str(action.card)}
    if isinstance(action, ChangeBid):
        return {"bid_change": action.delta}
    if isinstance(action, Play):
        return play_reply(action)
    return None


def reply_action(rtype: str, reply: dict) -> Action:
    """The action a checked reply to a ``play`` or special request names (the caller
    checks that it is legal). ValueError if the card and its name do not go together."""
    if rtype == "werewolf":
        value = reply["trump"]
        return WerewolfTrump(None if value is None else Suit.parse(value))
    if rtype == "pass":
        return PassCard(Card.parse(reply["card"]))
    if rtype == "cloud":
        return ChangeBid(int(reply["bid_change"]))
    card = Card.parse(reply["card"])
    named = reply.get(NAMED)
    need = needs_name(card)
    if need is None:
        if named is not None:
            raise ValueError(f"{card} is played as itself: no named")
        return Play(card)
    if need == "suit":
        if not isinstance(named, str) or named.strip().upper() not in Suit.__members__:
            raise ValueError(f"{card} is played in a suit: named must be C, D, H or S")
        return PlayNamed(card, Suit.parse(named))
    if named not in tuple(Shape):
        raise ValueError(f"{card} is played as a Wizard or a Jester: named must be "
                         "wizard or jester")
    return PlayNamed(card, Shape(named))


# -------------------------------------------------------------- bot side
def legal_actions(rtype: str, legal: list) -> tuple[Action, ...]:
    """A request's legal answers as actions (a named card stands for all its names)."""
    if rtype == "werewolf":
        return tuple(WerewolfTrump(None if s is None else Suit.parse(s)) for s in legal)
    if rtype == "pass":
        return tuple(PassCard(Card.parse(c)) for c in legal)
    if rtype == "cloud":
        return tuple(ChangeBid(int(d)) for d in legal)
    out: list[Action] = []
    for text in legal:
        card = Card.parse(text)
        need = needs_name(card)
        if need == "suit":
            out.extend(PlayNamed(card, s) for s in Suit)
        elif need == "shape":
            out.extend(PlayNamed(card, shape) for shape in Shape)
        else:
            out.append(Play(card))
    return tuple(out)


def _named(value):
    if value is None:
        return None
    return Shape(value) if value in tuple(Shape) else Suit.parse(value)


def view_fields(v: dict) -> dict:
    """The ``SeatView`` fields of a special game's view (``v``: the request's view);
    after the Werewolf's swap its ``turned`` card is the Werewolf, as the engine has it."""
    tricks, passes, changes = [], [], []
    for number, t in enumerate(v["tricks"], start=1):
        cards = tuple(Card.parse(c) for c in t["cards"])
        named = tuple(_named(x) for x in t.get(NAMED) or [None] * len(cards))
        winner = t["winner"]
        leads = None if winner is not None else int(t[NEXT_LEADER])
        tricks.append(Trick(int(t["leader"]), cards, None if winner is None else int(winner),
                            named, leads))
        if t.get(PASSED) is not None:
            passes.append(PassRecord(number, tuple(
                None if c is None else Card.parse(c) for c in t[PASSED])))
        if t.get(BID_CHANGE) is not None:
            bc = t[BID_CHANGE]
            changes.append(BidChange(int(bc["seat"]), number, int(bc["old"]), int(bc["new"])))
    trick = v["trick"]
    seat = v.get("werewolf")
    swap = None if seat is None else WerewolfSwap(int(seat), Card.parse(v["turned"]))
    return {
        "tricks": tuple(tricks),
        "trick_named": tuple(_named(x) for x in trick.get(NAMED) or [None] * len(trick["cards"])),
        "werewolf": swap,
        **({} if swap is None else {"turned": Card.WEREWOLF}),
        "bid_changes": tuple(changes),
        "passes": tuple(passes),
    }
