"""The complete rules of the game as in-game text: a document of typed blocks
(``game.ui.kit.document``), one heading per section, illustrated with the cards
themselves. The words about the pictures follow the deck style, as the pictures do."""

from __future__ import annotations

from game.i18n import _
from game.ui.kit.document import (
    Block,
    Bullet,
    CardRow,
    Heading,
    Note,
    Paragraph,
    Subheading,
    Table,
)
from game.ui.scenes.rules_special import special_cards_page
from game.words import DeckStyle, card_phrase, suit_word


def capfirst(text: str) -> str:
    return text[:1].upper() + text[1:]


def section_ids(document: list[Block]) -> list[str]:
    """The anchors of the document's sections, in order."""
    return [b.anchor for b in document if isinstance(b, Heading)]


def rules_document(style: str) -> list[Block]:
    """The rules for a player with deck style ``style``, section after section."""
    return [
        *_aim(),
        *_deck(style),
        *_dealing(),
        *_trump(style),
        *_bidding(),
        *_tricks(),
        *_examples(style),
        *_scoring(),
        *_variants(),
        *special_cards_page(style),
    ]


def _aim() -> list[Block]:
    return [
        Heading(_("The aim of the game"), "aim"),
        Paragraph(
            _(
                "Wizard is a trick-taking card game for 3 to 6 players. Every round, "
                "after looking at your cards, you say how many tricks you will take. "
                "Take exactly that many and you score; take more or fewer and you "
                "lose points. After the last round the highest total wins."
            )
        ),
    ]


def _deck(style: str) -> list[Block]:
    if DeckStyle.of(style) == DeckStyle.FOUR_COLOUR:
        deck_text = _(
            "The deck has 60 cards: 52 numbered cards in four colours, from 1 (low) to "
            "13 (high), plus 4 Wizards and 4 Jesters."
        )
        deck_caption = _("One colour from low to high: 1 to 13.")
    else:
        deck_text = _(
            "The deck has 60 cards: 52 suit cards in four suits, ranked from 2 "
            "(low) to Ace (high), plus 4 Wizards and 4 Jesters."
        )
        deck_caption = _("One suit from low to high: 2 to 10, Jack, Queen, King, Ace.")
    return [
        Heading(_("The deck"), "deck"),
        Paragraph(deck_text),
        CardRow(("H2", "H7", "H10", "H11", "H12", "H13", "H14"), deck_caption),
        Bullet(_("Wizards are the highest cards. They belong to no suit.")),
        Bullet(_("Jesters are the lowest cards. They belong to no suit either.")),
        CardRow(
            ("W1", "W2", "J1", "J2"), _("Two of the four Wizards and two of the four Jesters.")
        ),
        Paragraph(
            _(
                "The European edition prints the suits as four colours (blue, red, "
                "yellow, green) numbered 1 to 13. It is the same deck: 1 to 13 is 2 to "
                "Ace. Choose the look you like under Settings, Deck style; the rules "
                "never change with it."
            )
        ),
        CardRow(
            ("S2", "S8", "S14", "H14", "D14", "C14"),
            _("The four-colour deck: blue 1, blue 7, blue 13 and the 13 of every colour."),
            deck=DeckStyle.FOUR_COLOUR,
        ),
        CardRow(
            ("DRAGON", "FAIRY", "BOMB", "WEREWOLF", "JUGGLER", "CLOUD", "SHAPESHIFTER"),
            _("The anniversary editions' special cards, played only when chosen (see "
              "Special cards)."),
        ),
    ]


def _dealing() -> list[Block]:
    return [
        Heading(_("Players, rounds and dealing"), "dealing"),
        Bullet(
            _(
                "3 to 6 players. The game has 60 ÷ players rounds: 20 rounds with "
                "3 players, 15 with 4, 12 with 5 and 10 with 6."
            )
        ),
        Bullet(
            _(
                "In round 1 everyone gets 1 card, in round 2 two cards, and so on. "
                "The last round deals the whole deck."
            )
        ),
        Bullet(
            _(
                "The first dealer is chosen by chance. The deal moves one seat "
                "clockwise (to the left) every round."
            )
        ),
    ]


def _trump(style: str) -> list[Block]:
    return [
        Heading(_("Trump"), "trump"),
        Paragraph(
            _(
                "After the deal the top card of the undealt stock is turned face up. "
                "It decides the trump suit for the round:"
            )
        ),
        Bullet(_("A suit card: its suit is trump.")),
        Bullet(_("A Jester: there is no trump this round.")),
        Bullet(
            _(
                "A Wizard: the dealer looks at their own cards and chooses the trump "
                "suit, before anyone bids."
            )
        ),
        Bullet(_("In the last round no stock is left, so there is no trump.")),
        CardRow(
            ("H9", "J3", "W4"),
            _(
                "Turned up: {card} makes {suit} trump; a Jester means no trump; a Wizard "
                "lets the dealer choose."
            ).format(card=card_phrase("H9", style), suit=suit_word("H", style)),
        ),
    ]


def _bidding() -> list[Block]:
    return [
        Heading(_("Bidding"), "bidding"),
        Bullet(
            _(
                "The player left of the dealer bids first; the bidding goes "
                "clockwise and the dealer bids last."
            )
        ),
        Bullet(
            _(
                "Each player bids how many tricks they will take: from 0 up to the "
                "number of cards in hand. Every bid is public as soon as it is "
                "made."
            )
        ),
        Bullet(_("The bids do not have to add up to the number of tricks.")),
    ]


def _tricks() -> list[Block]:
    return [
        Heading(_("Playing a trick"), "tricks"),
        Paragraph(
            _(
                "The player left of the dealer leads the first trick; the winner of a "
                "trick leads the next. Each player in turn, clockwise, plays one card."
            )
        ),
        Subheading(_("The led suit")),
        Bullet(_("The led suit is the suit of the first suit card played in the trick.")),
        Bullet(
            _(
                "A Jester lead sets no suit: the next card decides. A suit card "
                "sets its suit; a Wizard frees the trick; another Jester leaves it "
                "open."
            )
        ),
        Bullet(
            _(
                "When a Wizard is played before any suit card, no suit has to be "
                "followed for the rest of that trick."
            )
        ),
        Bullet(_("Once set, the led suit does not change within the trick.")),
        Subheading(_("Following suit")),
        Bullet(
            _(
                "If you hold a card of the led suit, you must play a card of that "
                "suit, a Wizard or a Jester."
            )
        ),
        Bullet(_("Wizards and Jesters may always be played.")),
        Bullet(_("If you have no card of the led suit, you may play any card, trump or not.")),
        Subheading(_("Who wins the trick")),
        Note(
            _(
                "1. The first Wizard played.\n2. Otherwise the highest trump.\n"
                "3. Otherwise the highest card of the led suit.\n4. If only "
                "Jesters were played, the first Jester (the leader)."
            )
        ),
    ]


def _examples(style: str) -> list[Block]:
    def cn(code: str) -> str:
        return card_phrase(code, style)

    def cc(code: str) -> str:
        return capfirst(card_phrase(code, style))

    return [
        Heading(_("Examples"), "examples"),
        CardRow(
            ("S5", "S12", "H3", "S14"),
            _(
                "Trump is {trump}. {led} is led; {small} trumps the trick, even over "
                "{high}."
            ).format(trump=suit_word("H", style), led=cc("S5"), small=cn("H3"), high=cn("S14")),
            winner=2,
        ),
        Paragraph(
            _(
                "{led} is led and you hold {follow} and {trump}: you must play "
                "{follow} (or a Wizard or a Jester), not your trump."
            ).format(led=cc("S5"), follow=cn("S3"), trump=cn("H9"))
        ),
        CardRow(
            ("J1", "D7", "D13", "C14"),
            _(
                "A Jester is led, then {card}: {suit} is now the led suit and must be "
                "followed. With no trump in the trick, {winner} wins."
            ).format(card=cn("D7"), suit=suit_word("D", style), winner=cn("D13")),
            winner=2,
        ),
        CardRow(
            ("J2", "W1", "H14", "S2"),
            _(
                "A Jester is led, then a Wizard: everyone after may play anything, and "
                "the Wizard wins."
            ),
            winner=1,
        ),
        CardRow(
            ("W2", "D14", "W3", "H14"),
            _(
                "A Wizard is led: anything may be played, and the leader wins. A second "
                "Wizard does not beat the first."
            ),
            winner=0,
        ),
        CardRow(
            ("J3", "J4", "J1"), _("Only Jesters: the first Jester, the leader's, wins."), winner=0
        ),
    ]


def _scoring() -> list[Block]:
    return [
        Heading(_("Scoring"), "scoring"),
        Bullet(
            _(
                "Bid met exactly: 20 points, plus 10 for every trick taken. A bid "
                "of 0 met scores 20."
            )
        ),
        Bullet(_("Bid missed: minus 10 for every trick more or fewer than the bid.")),
        Table(
            (_("Bid"), _("Tricks taken"), _("Points")),
            (("4", "4", "+60"), ("5", "3", "−20"), ("0", "0", "+20"), ("0", "1", "−10")),
            signed_last=True,
        ),
        Bullet(
            _(
                "After the last round the highest total wins. Equal highest totals "
                "share the win. Totals may be negative."
            )
        ),
    ]


def _variants() -> list[Block]:
    return [
        Heading(_("Variants"), "variants"),
        Paragraph(
            _(
                "Each variant is off unless you turn it on before a game, on the "
                "New game screen."
            )
        ),
        Subheading(_("Plus/minus one")),
        Paragraph(
            _(
                "The bids of a round may not add up to the number of tricks: the last "
                "bidder may not make the bid that would make them equal. So at least "
                "one player will miss."
            )
        ),
        Subheading(_("Hidden bids")),
        Paragraph(
            _(
                "Everyone bids at once, in secret, and the bids are revealed together. "
                "It cannot be combined with plus/minus one, which needs a last bidder: "
                "the game refuses that combination."
            )
        ),
        Subheading(_("Blind first round")),
        Paragraph(
            _(
                "In round 1 every player sees the other players' cards but not their "
                "own, as if holding the card against the forehead."
            )
        ),
    ]
