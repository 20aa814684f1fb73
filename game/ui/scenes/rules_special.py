"""The rules screen's page on the anniversary editions' special cards: each card's
picture and what it does, who wins a trick with them, a special card turned up as
trump, and the decisions this game makes where the editions' rules are silent (so a
table that plays them otherwise knows). The values follow the deck style, as the
pictures do."""

from __future__ import annotations

from game.i18n import _
from game.rules import Card
from game.ui.cardparts.anniversary import VALUES
from game.ui.kit.document import Block, Bullet, CardRow, Heading, Note, Paragraph, Subheading
from game.ui.scenes.special_cards_scene import special_note
from game.words import DeckStyle, rank_title

# The ranks the Juggler and the Cloud lie between: the four-colour deck's numbers,
# the classic deck's ranks (11 is the Jack).
BETWEEN = {
    DeckStyle.FOUR_COLOUR: {"JUGGLER": (7, 8), "CLOUD": (9, 10)},
    DeckStyle.CLASSIC: {"JUGGLER": (8, 9), "CLOUD": (10, 11)},
}


def _value(code: str, style: DeckStyle) -> dict[str, str]:
    low, high = BETWEEN[style][code]
    return {"value": VALUES[style][code], "low": rank_title(low), "high": rank_title(high)}


def special_cards_page(style) -> list[Block]:
    """The page's blocks for a player with deck style ``style``."""
    style = DeckStyle.of(style)
    return [
        Heading(_("Special cards"), "special"),
        Paragraph(
            _(
                "The anniversary editions add special cards: six in the 20-year edition "
                "(Dragon, Fairy, Bomb, Werewolf, Juggler, Cloud), and the Shapeshifter in "
                "the 25-year edition. Choose any of them on the New game screen; the "
                "Dragon and the Fairy only together. All other rules stay as above."
            )
        ),
        Bullet(
            _(
                "The deck has 60 cards plus the special cards chosen. The number of rounds "
                "does not change, so some cards stay undealt even in the last round, and "
                "every round turns up a trump card."
            )
        ),
        Bullet(_("Every special card may be played at any time, as Wizards and Jesters may.")),
        *_cards(style),
        *_winner(),
        *_turned(),
        *_decisions(),
    ]


def _cards(style: DeckStyle) -> list[Block]:
    def row(card: Card) -> CardRow:
        return CardRow((str(card),), special_note(card, style))

    return [
        Subheading(_("Dragon and Fairy")),
        CardRow(("DRAGON", "FAIRY"), _("The Dragon and the Fairy: played only together.")),
        Paragraph(
            _(
                "The Dragon beats every card, Wizards and trumps included, unless the Fairy "
                "is in the same trick: then the Fairy wins, whichever of the two came "
                "first. A Dragon played before any suit card frees the trick from "
                "following suit, as a Wizard does."
            )
        ),
        Paragraph(
            _(
                "The Fairy is the lowest card, below the Jesters, and wins no trick but "
                "the Dragon's. It sets no suit to follow. A trick of Jesters and the Fairy "
                "goes to the first Jester."
            )
        ),
        Subheading(_("Bomb")),
        row(Card.BOMB),
        Paragraph(
            _(
                "Nobody wins the trick that holds the Bomb: it counts for no one's bid, so "
                "the round scores one trick fewer than cards were dealt. The player who "
                "would have won it without the Bomb leads next. The Bomb sets no suit."
            )
        ),
        Subheading(_("Werewolf")),
        row(Card.WEREWOLF),
        Paragraph(
            _(
                "The Werewolf is never played into a trick. After the trump card is turned "
                "up and before anyone bids, its holder shows it, takes the turned card "
                "into their hand, puts the Werewolf in its place and names the trump: one "
                "of the four suits, or no trump. If the turned card would have let the "
                "dealer choose, the Werewolf's holder chooses instead."
            )
        ),
        Subheading(_("Juggler")),
        row(Card.JUGGLER),
        Paragraph(
            _(
                "Whoever plays the Juggler names a suit: it counts as {value} of that "
                "suit, above the {low} and below the {high}. If no card of the trick has "
                "set a suit yet, and no Wizard or Dragon came before it, its suit must be "
                "followed. After its trick, unless it was "
                "the round's last, everyone passes one card of their hand face down to the "
                "player on their left, all at once; only the receiver sees it. A Bomb in "
                "the trick does not stop the passing."
            ).format(**_value("JUGGLER", style))
        ),
        Subheading(_("Cloud")),
        row(Card.CLOUD),
        Paragraph(
            _(
                "The Cloud is played like the Juggler and counts as {value} of the suit "
                "named, above the {low} and below the {high}. Whoever wins its trick must "
                "at once change their bid by one, up or down; the round is scored against "
                "the changed bid, and the score pad shows it. With a Bomb in the trick "
                "nobody won it, so no bid changes."
            ).format(**_value("CLOUD", style))
        ),
        Subheading(_("Shapeshifter")),
        row(Card.SHAPESHIFTER),
        Paragraph(
            _(
                "Whoever plays the Shapeshifter says whether it is a Wizard or a Jester: "
                "for that trick it is that card in every respect."
            )
        ),
    ]


def _winner() -> list[Block]:
    return [
        Subheading(_("Who wins a trick with special cards")),
        Note(
            _(
                "1. A Bomb in the trick: nobody (the next lead as if it were not there).\n"
                "2. The Dragon: its player, unless the Fairy is there: then the Fairy's.\n"
                "3. The first Wizard, or Shapeshifter played as a Wizard.\n"
                "4. The highest trump (the Juggler and the Cloud in their named suit).\n"
                "5. The highest card of the led suit.\n"
                "6. Only cards without a suit: the first Jester."
            )
        ),
    ]


def _turned() -> list[Block]:
    return [
        Subheading(_("A special card turned up as trump")),
        Bullet(
            _(
                "Dragon, Cloud, Shapeshifter or Werewolf: the dealer chooses the trump, as "
                "for a Wizard."
            )
        ),
        Bullet(_("Fairy, Bomb or Juggler: no trump, as for a Jester.")),
    ]


def _decisions() -> list[Block]:
    return [
        Subheading(_("This game's decisions")),
        Paragraph(
            _(
                "The editions' rules leave a few cases open. This game plays them as "
                "follows; a table that plays them otherwise should agree before the game."
            )
        ),
        Bullet(_("The Werewolf must be shown in every round it is dealt in.")),
        Bullet(
            _(
                "After the Cloud a bid of 0 can only go up, and a bid as high as the cards "
                "dealt can only go down."
            )
        ),
        Bullet(_("The plus/minus-one rule does not restrict the Cloud's change of bid.")),
        Bullet(
            _(
                "With the Juggler and the Cloud in the same trick, the cards are passed "
                "first, then the bid changes."
            )
        ),
    ]
