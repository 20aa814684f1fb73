"""The eighth lesson: the anniversary editions' special cards, one prepared deal per
card in which the learner must use it right.

Every sentence follows the game's rule book for the special cards (the rules
screen's page). The deals play with all seven (``Rules(special="25")``); the cards
that are not dealt stay in the stock, where they change nothing.
"""

from __future__ import annotations

from game.i18n import N_
from game.rules import Rules
from game.tutorial.deals import Deal
from game.tutorial.model import Lesson, Step

RULES = Rules(4, special="25")

# The Dragon and the Fairy: the Fairy beats the Dragon.
_DRAGON = Deal(
    hands=("FAIRY C5", "DRAGON H3", "W1 H7", "S14 H10"),
    turned="S2",
    dealer=0,
    bids=(1, 1, 1, 0),
    rules=RULES,
)
# The Bomb: the learner bid 0 and would win the first trick with the Ace.
_BOMB = Deal(
    hands=("BOMB D14", "D5 C3", "D9 C8", "D12 W1"),
    turned="S7",
    dealer=0,
    bids=(0, 0, 0, 1),
    rules=RULES,
)
# The Werewolf: the learner holds it, so it is swapped for the turned Nine at once.
_WEREWOLF = Deal(
    hands=("WEREWOLF S13 S12", "H3 C7 D2", "C11 D6 H5", "D13 C4 H12"),
    turned="H9",
    dealer=3,
    rules=RULES,
)
# The Juggler: no trump (a Jester is turned); it wins in spades, then the passing.
_JUGGLER = Deal(
    hands=("JUGGLER C13 H2", "S5 D7 H9", "S3 D10 C6", "S8 C2 D5"),
    turned="J2",
    dealer=0,
    bids=(1, 1, 0, 1),
    rules=RULES,
)
# The Cloud: it wins in hearts, and the Wizard will win the second trick too.
_CLOUD = Deal(
    hands=("CLOUD W1", "H9 C5", "H4 D8", "H6 C9"),
    turned="S3",
    dealer=0,
    bids=(1, 0, 1, 0),
    rules=RULES,
)
# The Shapeshifter: only a Wizard beats Ben's trump.
_SHAPESHIFTER = Deal(
    hands=("SHAPESHIFTER D3", "H13 D8", "C2 D5", "H14 D10"),
    turned="C9",
    dealer=0,
    bids=(1, 1, 0, 1),
    rules=RULES,
)

ANNIVERSARY = Lesson(
    id="specials",
    title=N_("Special cards"),
    summary=N_("The anniversary editions' seven extra cards, one deal for each."),
    optional=True,
    steps=(
        Step(
            N_(
                "The anniversary editions add up to seven special cards to the deck: Dragon, "
                "Fairy, Bomb, Werewolf, Juggler, Cloud and Shapeshifter. Which of them are "
                "played is chosen before a game. A special card may be played at any time, "
                "even when you could follow suit."
            ),
            highlight=("hand",),
            deal=_DRAGON,
        ),
        Step(
            N_(
                "{anna} led the Dragon. It beats every card, Wizards and trumps too, unless "
                "the Fairy is in the same trick: then the Fairy wins. Play your Fairy."
            ),
            highlight=("card:FAIRY", "trick"),
            auto=("play DRAGON", "play W1", "play S14"),
            expect=("play FAIRY",),
            wrong_default=N_("The Dragon would take the trick: only the Fairy beats it."),
            done=N_(
                "Your Fairy took the trick. Apart from that the Fairy is the lowest card, "
                "below the Jesters: it never wins a trick."
            ),
            done_highlight=("seat:0",),
        ),
        Step(
            N_(
                "A new deal. You bid 0, and your {D14} would take this trick. Play the Bomb: "
                "nobody wins the trick that holds it."
            ),
            highlight=("card:BOMB", "trick"),
            deal=_BOMB,
            auto=("play D5", "play D9", "play D12"),
            expect=("play BOMB",),
            wrong_default=N_("Your {D14} would take the trick, and you bid 0. Play the Bomb."),
            done=N_(
                "Nobody won that trick: it counts for no one's bid. Without the Bomb "
                "{cleo}'s {D12} would have won it, so {cleo} leads next."
            ),
            done_highlight=("seat:3",),
        ),
        Step(
            N_("{cleo} led a Wizard, so your {D14} can only lose now. Play it."),
            highlight=("card:D14", "trick"),
            auto=("play W1",),
            expect=("play D14",),
            after=("play C3", "play C8"),
            done=N_(
                "You bid 0 and took no trick: 20 points. Two cards each were dealt, but only "
                "one trick counted: the Bomb took the other one out."
            ),
            done_highlight=("score",),
        ),
        Step(
            N_(
                "A new deal, and you were dealt the Werewolf. Before anyone bids, its holder "
                "shows it, takes the turned card into their hand and puts the Werewolf in its "
                "place: the {H9} is now yours."
            ),
            highlight=("turned", "card:H9"),
            deal=_WEREWOLF,
        ),
        Step(
            N_(
                "Then the Werewolf's holder names the trump: one of the four suits or no "
                "trump. Your best cards are {spades}: name {spades}."
            ),
            highlight=("options", "card:S13", "card:S12"),
            expect=("werewolf S",),
            wrong_default=N_(
                "You may name any suit or no trump, but {spades} make your {S13} and {S12} "
                "strong. Name {spades}."
            ),
            done=N_(
                "Trump is {spades} this round. The Werewolf is never played into a trick; "
                "now the bidding begins."
            ),
            done_highlight=("turned",),
        ),
        Step(
            N_(
                "A new deal, with no trump. The Juggler counts as {juggler} in the suit you "
                "name when you play it. {anna} led {spades}: play the Juggler, name {spades}, "
                "and it beats {cleo}'s {S8}."
            ),
            highlight=("card:JUGGLER", "trick"),
            deal=_JUGGLER,
            auto=("play S5", "play S3", "play S8"),
            expect=("play JUGGLER S",),
            wrong_default=N_(
                "Only a {spades} card can win this trick, as there is no trump: play the "
                "Juggler and name {spades}."
            ),
        ),
        Step(
            N_(
                "After a trick with the Juggler, unless it was the round's last, everyone "
                "chooses one card at the same time and passes it face down to the player on "
                "their left. You bid 1 and have your trick: pass your {C13}, which could still "
                "win one, to {anna}."
            ),
            highlight=("card:C13",),
            expect=("pass C13",),
            wrong_default=N_(
                "You have the trick you bid: keep the low {H2} and pass the {C13}, which "
                "could still win."
            ),
            after=("pass D7", "pass C6", "pass C2"),
            done=N_(
                "{cleo} passed you the {C2}. You see the card you receive; the others only "
                "see that a card was passed."
            ),
            done_highlight=("card:C2",),
        ),
        Step(
            N_(
                "A new deal. The Cloud, too, is played in a suit you name, and counts as "
                "{cloud} in it. {anna} led {hearts}: play the Cloud, name {hearts} and take "
                "the trick."
            ),
            highlight=("card:CLOUD", "trick"),
            deal=_CLOUD,
            auto=("play H9", "play H4", "play H6"),
            expect=("play CLOUD H",),
            wrong_default=N_(
                "For this example play the Cloud and name {hearts}: in {hearts} it beats "
                "{anna}'s {H9}."
            ),
        ),
        Step(
            N_(
                "You won the trick with the Cloud, so you must change your bid by one at "
                "once, up or down. Your Wizard will take the next trick as well: raise your "
                "bid from 1 to 2."
            ),
            highlight=("options", "card:W1"),
            expect=("cloud +1",),
            wrong_default=N_(
                "Down to 0? You have taken a trick already, and your Wizard will take "
                "another. Raise your bid to 2."
            ),
        ),
        Step(
            N_("Now lead your Wizard."),
            highlight=("card:W1",),
            expect=("play W1",),
            after=("play C5", "play D8", "play C9"),
            done=N_(
                "You bid 1, changed it to 2 and took 2 tricks: 40 points. The round is scored "
                "against the changed bid."
            ),
            done_highlight=("score",),
        ),
        Step(
            N_(
                "Last, the Shapeshifter: when you play it, you name it a Wizard or a Jester, "
                "and for that trick it is that card. You bid 1, and {ben}'s trump {C2} is "
                "winning. Play the Shapeshifter as a Wizard."
            ),
            highlight=("card:SHAPESHIFTER", "trick"),
            deal=_SHAPESHIFTER,
            auto=("play H13", "play C2", "play H14"),
            expect=("play SHAPESHIFTER wizard",),
            wrong={
                "play SHAPESHIFTER jester": N_(
                    "As a Jester it would lose, and you need a trick. Name it a Wizard."
                ),
            },
            wrong_default=N_(
                "The {D3} cannot win this trick. Play the Shapeshifter as a Wizard."
            ),
        ),
        Step(
            N_("As a Wizard, the Shapeshifter took the trick. Now lose: lead the {D3}."),
            highlight=("card:D3",),
            expect=("play D3",),
            after=("play D8", "play D5", "play D10"),
            done=N_(
                "You bid 1 and took 1: 30 points. Choose the special cards for a game in "
                "the new game screen. You have finished the tutorial!"
            ),
            done_highlight=("score",),
        ),
    ),
)
