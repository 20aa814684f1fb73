"""The lessons: fixed deals, so every learner sees the same cards.

Seats: 0 is the learner ("You"), then clockwise Anna (1), Ben (2) and Cleo (3).
Texts are marked with N_() and translated when shown (names.fill): ``{H7}`` names
a card, ``{hearts}`` a suit, ``{anna}`` a player.
"""

from __future__ import annotations

from game.i18n import N_
from game.rules import Rules
from game.tutorial.advice import advice, round_result
from game.tutorial.deals import Deal
from game.tutorial.lesson_specials import ANNIVERSARY
from game.tutorial.model import Lesson, Step

# --------------------------------------------------------------------- 1 deck
DECK = Lesson(
    id="deck",
    title=N_("The cards"),
    summary=N_("Four suits, four Wizards above them, four Jesters below them."),
    steps=(
        Step(
            N_(
                "Welcome to Wizard! I am your coach. Wizard is played with 60 cards. "
                "These five at the bottom are your hand."
            ),
            highlight=("hand",),
            deal=Deal(
                hands=(
                    "W1 H14 H9 S5 J1",
                    "H3 S11 C8 D7 D12",
                    "H11 S2 C13 D3 J2",
                    "S14 H6 C4 D9 D13",
                ),
                turned="C10",
                dealer=3,
                bids=(2, 1, 1, 1),
            ),
        ),
        Step(
            N_(
                "52 cards belong to four suits: {clubs}, {diamonds}, {hearts} and {spades}. "
                "Each suit runs from {low} (lowest) up to {high} (highest): your {H14} "
                "beats your {H9}."
            ),
            highlight=("card:H14", "card:H9", "card:S5"),
        ),
        Step(
            N_(
                "The other 8 cards belong to no suit. 4 Wizards: a Wizard beats every suit "
                "card, and of several Wizards in a trick the first one wins. And 4 Jesters: "
                "a Jester loses to every suit card and every Wizard."
            ),
            highlight=("card:W1", "card:J1"),
        ),
        Step(
            N_(
                "Everyone plays one card in turn; the best card takes all four: that is a "
                "trick. You start. Play your Wizard by clicking it."
            ),
            highlight=("card:W1",),
            expect=("play W1",),
            wrong_default=N_("That card could be beaten. Play the {W}: nothing beats it."),
            after=("play D7", "play S2", "play S14"),
            done=N_(
                "Your Wizard took the trick, even against {cleo}'s {S14}. The winner of a "
                "trick leads the next one."
            ),
            done_highlight=("seat:0",),
        ),
        Step(
            N_("You lead again. This time play your Jester and watch it lose."),
            highlight=("card:J1",),
            expect=("play J1",),
            wrong_default=N_("Play the {J} for this example: it is the card on the right."),
            after=("play H3", "play H11", "play H6"),
            done=N_(
                "As expected, the Jester lost: {ben}'s {H11} took the trick. That is the "
                "whole deck: suit cards, the Wizards above them and the Jesters below them."
            ),
            done_highlight=("seat:2",),
        ),
    ),
)

# ------------------------------------------------------------------- 2 trump
TRUMP = Lesson(
    id="trump",
    title=N_("Tricks and trump"),
    summary=N_("The turned-up card decides the trump suit; trump beats the other suits."),
    steps=(
        Step(
            N_(
                "After dealing, the next card of the deck is turned face up. Its suit is "
                "trump for this round: here {diamonds}."
            ),
            highlight=("turned",),
            deal=Deal(
                hands=("D3 H8 C12", "S12 C5 H2", "S5 C9 H4", "S14 C2 H13"),
                turned="D10",
                dealer=0,
                bids=(1, 1, 0, 1),
            ),
        ),
        Step(
            N_(
                "{anna} leads the {S12}, so {spades} are the led suit. Normally the highest "
                "card of the led suit wins: {cleo}'s {S14} is winning so far."
            ),
            highlight=("trick",),
            auto=("play S12", "play S5", "play S14"),
        ),
        Step(
            N_(
                "But a trump beats every card of the other suits. You have no {spades}, so "
                "you may play any card: play your trump, the {D3}."
            ),
            highlight=("card:D3",),
            expect=("play D3",),
            wrong={
                "play H8": N_(
                    "The {H8} is neither a spade nor a trump: it cannot win. Play the {D3}."
                ),
                "play C12": N_(
                    "The {C12} is neither a spade nor a trump: it cannot win. Play the {D3}."
                ),
            },
            done=N_("Your little trump took the trick from the Ace: trump beats any other suit."),
            done_highlight=("trick",),
        ),
        Step(
            N_(
                "A new deal. This time a Jester was turned up: there is no trump this "
                "round. Of the suit cards, only the led suit can win."
            ),
            highlight=("turned",),
            deal=Deal(
                hands=("H12 D2", "H5 C3", "H9 C6", "S14 C7"),
                turned="J1",
                dealer=0,
                bids=(1, 0, 0, 1),
            ),
        ),
        Step(
            N_(
                "{anna} led {hearts}. {cleo} has none and played the {S14}, but without trump "
                "it cannot win. Take the trick with your {H12}."
            ),
            highlight=("card:H12", "trick"),
            auto=("play H5", "play H9", "play S14"),
            expect=("play H12",),
            wrong={"play D2": N_("The {D2} is not a heart and there is no trump: it cannot win.")},
            done=N_(
                "Your {H12} won: with no trump and no Wizard, the highest card of the led "
                "suit wins."
            ),
        ),
        Step(
            N_(
                "Another deal: a Wizard was turned up. Then the dealer, you this time, looks "
                "at their hand and chooses trump. You hold two strong {hearts}: choose "
                "{hearts}."
            ),
            highlight=("turned", "trumppicker", "card:H14", "card:H10"),
            deal=Deal(
                hands=("H14 H10 C4", "S12 C5 H2", "S5 C9 H4", "S14 C2 H13"),
                turned="W2",
                dealer=0,
            ),
            expect=("trump H",),
            wrong_default=N_(
                "You may name any suit, but {hearts} make your best cards stronger. "
                "Choose {hearts}."
            ),
            done=N_(
                "Trump is now {hearts}. One more rule: in the last round every card is "
                "dealt, none is left to turn up, so there is no trump at all."
            ),
            done_highlight=("turned",),
        ),
    ),
)

# ------------------------------------------------------------ 3 follow suit
FOLLOW = Lesson(
    id="follow",
    title=N_("Following suit"),
    summary=N_("Follow the led suit if you can; Wizards and Jesters are always allowed."),
    steps=(
        Step(
            N_(
                "When a trick starts with a suit card, that suit is the led suit. If you hold "
                "it you must play it, or a Wizard or a Jester: those two may always be "
                "played. Trump is {spades} this round."
            ),
            highlight=("turned",),
            deal=Deal(
                hands=("H7 C5 S9 W2", "H10 S11 C12 H3", "H4 D14 C3 D5", "H13 D9 C14 S2"),
                turned="S4",
                dealer=0,
                bids=(2, 1, 0, 1),
            ),
        ),
        Step(
            N_(
                "{anna} led {hearts} and you hold one, so you must follow suit. Play your "
                "{H7}. (Try another card first, if you like, to see what happens.)"
            ),
            highlight=("card:H7", "trick"),
            auto=("play H10", "play H4", "play H13"),
            expect=("play H7",),
            wrong={
                "play W2": N_(
                    "A Wizard may always be played, but keep it for later: follow suit with "
                    "the {H7}."
                )
            },
            done=N_("{cleo}'s {H13} takes the trick, so {cleo} leads next."),
            done_highlight=("seat:3",),
        ),
        Step(
            N_(
                "{cleo} led {diamonds} and you have none: without the led suit you may play "
                "any card. Play your trump, the {S9}."
            ),
            highlight=("card:S9",),
            auto=("play D9",),
            expect=("play S9",),
            wrong={
                "play C5": N_(
                    "Allowed, but the {C5} cannot win: it is neither a diamond nor a trump."
                ),
                "play W2": N_("The Wizard would win too, but save it: play the trump {S9}."),
            },
            after=("play S11", "play D14"),
            done=N_(
                "{anna} had no {diamonds} either and played a higher trump, the {S11}: "
                "the highest trump wins."
            ),
            done_highlight=("trick",),
        ),
        Step(
            N_(
                "The led suit is {clubs} and you hold the {C5}. But a Wizard or a Jester may "
                "be played even when you could follow. Beat the {C14} with your Wizard."
            ),
            highlight=("card:W2",),
            auto=("play C12", "play C3", "play C14"),
            expect=("play W2",),
            wrong={"play C5": N_("That follows suit, but it loses to the {C14}. Use the Wizard.")},
            done=N_(
                "That is the whole rule: follow suit if you can; a Wizard or a Jester is "
                "always allowed; without the led suit, anything goes."
            ),
        ),
    ),
)

# ---------------------------------------------------------- 4 special leads
SPECIAL = Lesson(
    id="special",
    title=N_("Wizard and Jester leads"),
    summary=N_("What happens when a trick starts with a Jester or a Wizard."),
    steps=(
        Step(
            N_(
                "{anna} led a Jester. A Jester does not set the suit: the next card decides. "
                "{ben} played the {C7}, so {clubs} must be followed. Play your {C10}."
            ),
            highlight=("card:C10", "trick"),
            deal=Deal(
                hands=("C10 H12", "J1 H2", "C7 H5", "C2 H9"),
                turned="S3",
                dealer=0,
                bids=(1, 0, 1, 0),
            ),
            auto=("play J1", "play C7", "play C2"),
            expect=("play C10",),
            done=N_("Your {C10} wins: the Jester that led does not count."),
        ),
        Step(
            N_(
                "{anna} led a Wizard: it wins whatever comes, and nobody has to follow suit. "
                "Keep your {H14} for later and throw away the {D3}."
            ),
            highlight=("card:D3", "trick"),
            deal=Deal(
                hands=("H14 D3", "W1 C4", "H5 C8", "H9 C11"),
                turned="S3",
                dealer=0,
                bids=(1, 1, 0, 0),
            ),
            auto=("play W1", "play H5", "play H9"),
            expect=("play D3",),
            wrong={"play H14": N_("Allowed, but wasted: the Wizard wins anyway. Save the Ace.")},
            done=N_("Right: after a Wizard lead anything may be played, and the Wizard wins."),
        ),
        Step(
            N_(
                "{ben} and then {cleo} played Wizards. When several Wizards are played, the "
                "first one wins. Your Wizard cannot win here: play the {C9}."
            ),
            highlight=("card:C9", "trick"),
            deal=Deal(
                hands=("W4 C9", "C4 H6", "W3 H7", "W2 H8"),
                turned="S3",
                dealer=0,
                bids=(1, 0, 1, 0),
            ),
            auto=("play C4", "play W3", "play W2"),
            expect=("play C9",),
            wrong={"play W4": N_("The first Wizard, {ben}'s, wins: your Wizard would be wasted.")},
            done=N_("{ben}'s Wizard, the first one played, takes the trick."),
            done_highlight=("seat:2",),
        ),
        Step(
            N_(
                "Last special case: if only Jesters are played, the first Jester wins. "
                "You lead: play your Jester."
            ),
            highlight=("card:J2",),
            deal=Deal(
                hands=("J2 D8", "J1 C2", "J3 C5", "J4 H2"),
                turned="S3",
                dealer=3,
                bids=(0, 0, 0, 0),
            ),
            expect=("play J2",),
            wrong={"play D8": N_("Lead the Jester for this example.")},
            after=("play J1", "play J3", "play J4"),
            done=N_("Four Jesters: the first one, yours, takes the trick."),
            done_highlight=("seat:0",),
        ),
    ),
)

# --------------------------------------------------------- 5 bids and score
SCORING = Lesson(
    id="scoring",
    title=N_("Bidding and scoring"),
    summary=N_(
        "Bid exactly the tricks you will take: 20 + 10 a trick, or lose 10 for each trick off."
    ),
    steps=(
        Step(
            N_(
                "Before the first card, everyone bids how many tricks they will take. Not as "
                "many as possible: you score only if you take exactly your bid."
            ),
            highlight=("bids",),
            deal=Deal(
                hands=("W1 H14 C3", "C13 D4 S6", "D2 S3 C2", "S12 D10 H2"),
                turned="H5",
                dealer=3,
            ),
        ),
        Step(
            N_(
                "Your hand: the {W} wins unless another Wizard is played before it. The "
                "{H14} is the highest trump: only a Wizard beats it. The {C3} will almost "
                "never win."
            ),
            highlight=("card:W1", "card:H14", "card:C3", "turned"),
        ),
        Step(
            N_("Bidding starts left of the dealer; that is you. Bid 2."),
            highlight=("bidpicker",),
            expect=("bid 2",),
            wrong={
                "bid 3": N_(
                    "Three would need your {C3} to win a trick, which is very unlikely. Bid 2."
                ),
                "bid 0": N_("You hold two almost certain tricks: bidding 0 would miss. Bid 2."),
                "bid 1": N_("You hold two almost certain tricks: bidding 1 would miss. Bid 2."),
            },
            after=("bid 1", "bid 0", "bid 1"),
            done=N_(
                "{anna} bid 1, {ben} 0 and {cleo} 1. Bids are public, and they need not "
                "add up to the number of tricks."
            ),
            done_highlight=("bids",),
        ),
        Step(
            N_("Now play. You lead: start with your Wizard."),
            highlight=("card:W1",),
            expect=("play W1",),
            wrong_default=N_("Any order would do, but start with the {W}: nobody can beat it."),
            after=("play S6", "play S3", "play D10"),
        ),
        Step(
            N_("One trick taken. Now lead the {H14}, the highest trump."),
            highlight=("card:H14",),
            expect=("play H14",),
            wrong_default=N_("Lead the {H14} first: keep the {C3} for the last trick."),
            after=("play D4", "play D2", "play H2"),
        ),
        Step(
            N_("Two tricks, as bid. Your {C3} should now lose: play it."),
            highlight=("card:C3",),
            expect=("play C3",),
            after=("play C13", "play C2", "play S12"),
            done=N_("You bid 2 and took 2 tricks: 20 + 2 × 10 = 40 points."),
            done_highlight=("score",),
        ),
        Step(
            N_(
                "{anna} bid 1 and took 1: 30. {ben} bid 0 and took 0: 20, a correct zero is "
                "worth 20. {cleo} bid 1 and took none: −10. Every trick off, too many or too "
                "few, costs 10 points."
            ),
            highlight=("score",),
        ),
        Step(
            N_(
                "More examples: bid 4, took 4: +60. Bid 5, took 3: −20. Bid 0, took 1: −10. "
                "After the last round the highest total wins."
            ),
            highlight=("score",),
        ),
    ),
)

# ---------------------------------------------------------- 6 guided round


def _advice(state, style):
    return advice(state, style)


def _result(state, style):
    return round_result(state, style)


GUIDED = Lesson(
    id="guided",
    title=N_("A guided round"),
    summary=N_("Bid and play a whole round against the computer, with advice."),
    ai_seed=2024,
    steps=(
        Step(
            N_(
                "Now a whole round of three cards against three computer players. You make "
                "every decision; I explain what to think about at each one."
            ),
            highlight=("hand", "turned"),
            deal=Deal(
                hands=("W3 S13 D7", "C14 H4 D11", "S6 H12 C9", "J4 D2 H8"),
                turned="S8",
                dealer=3,
            ),
        ),
        Step(_advice, free=True, done=_result, done_highlight=("score",)),
        Step(
            N_(
                "That is Wizard! A game has as many rounds as there are cards for everyone: "
                "15 with four players. Every round has one card more than the last."
            ),
            highlight=("score",),
        ),
    ),
)

# -------------------------------------------------------------- 7 variants
VARIANTS = Lesson(
    id="variants",
    title=N_("Variants"),
    summary=N_("Optional rules: plus/minus one, hidden bids, blind first round."),
    optional=True,
    steps=(
        Step(
            N_(
                "Plus/minus one: the bids may not add up to the number of tricks. The others "
                "bid 1 + 0 + 1 = 2 of 3 tricks, so you, the last bidder, may not bid 1. "
                "Make a bid the rule allows."
            ),
            highlight=("bids", "bidpicker"),
            deal=Deal(
                hands=("H13 C4 D9", "C13 D4 S6", "D2 S3 C2", "S12 D10 H2"),
                turned="S5",
                dealer=0,
                rules=Rules(4, plus_minus_one=True),
            ),
            auto=("bid 1", "bid 0", "bid 1"),
            expect=("bid 0", "bid 2", "bid 3"),
            done=N_("Good. Now someone must miss their bid, which makes every round a fight."),
        ),
        Step(
            N_(
                "Hidden bids: everyone bids at the same time, without seeing the others' "
                "bids. They are revealed together. Make your bid."
            ),
            highlight=("bidpicker",),
            deal=Deal(
                hands=("H13 W1", "C13 D4", "D2 S3", "S12 D10"),
                turned="S5",
                dealer=3,
                rules=Rules(4, hidden_bids=True),
            ),
            expect=("bid 0", "bid 1", "bid 2"),
            after=("bid 1", "bid 0", "bid 1"),
            done=N_("All bids are revealed together once everyone has bid."),
            done_highlight=("bids",),
        ),
        Step(
            N_(
                "Blind first round: you see everyone's card except your own, as if you held "
                "it against your forehead. {anna} holds a Wizard. You lead, so only a Wizard "
                "of your own could beat hers, and that is unlikely: bid 0."
            ),
            highlight=("others", "bidpicker"),
            deal=Deal(
                hands=("H13", "W1", "D2", "S12"),
                turned="S5",
                dealer=3,
                rules=Rules(4, blind_first_round=True),
            ),
            expect=("bid 0",),
            wrong={
                "bid 1": N_(
                    "Unless your own card is a Wizard, {anna}'s Wizard takes the only trick: "
                    "bid 0."
                )
            },
            done=N_("These variants are chosen before a game, in the new game screen."),
        ),
    ),
)

LESSONS: tuple[Lesson, ...] = (
    DECK,
    TRUMP,
    FOLLOW,
    SPECIAL,
    SCORING,
    GUIDED,
    VARIANTS,
    ANNIVERSARY,
)


def lesson_by_id(lesson_id: str) -> Lesson | None:
    return next((lesson for lesson in LESSONS if lesson.id == lesson_id), None)
