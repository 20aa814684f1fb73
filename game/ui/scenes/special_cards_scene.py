"""Choose the special cards (from New game): a preset (none, the 20-year edition's
six, the 25-year edition's seven) or card by card, a row per card with its face, its
name, what it does and a switch; the Dragon and the Fairy share one row and one
switch, as they are played only together. A switch changed makes the choice Custom."""

from __future__ import annotations

import pygame

from game.i18n import _
from game.rules import Card, SpecialCards
from game.ui.cardparts.anniversary import VALUES
from game.ui.kit import palette, textfit
from game.ui.kit.form import Form
from game.ui.kit.widgets import Button, Choice, Toggle
from game.ui.scenes.common import MenuScreen
from game.ui.scenes.newgame_specials import SpecialSet, set_name, special_description
from game.words import DeckStyle, special_card_name

# A row per switch: the Dragon and the Fairy only together (the rules' SpecialPairError).
GROUPS: tuple[tuple[Card, ...], ...] = (
    (Card.DRAGON, Card.FAIRY),
    (Card.BOMB,),
    (Card.WEREWOLF,),
    (Card.JUGGLER,),
    (Card.CLOUD,),
    (Card.SHAPESHIFTER,),
)
CARD_GAP = 4  # between the Dragon's and the Fairy's faces (px at scale 1)
LABEL_PART = 0.84  # the rows' labels (faces, names, notes) of the panel's inside
CONTROL_H = 40  # the preset's choice, at most
ABOVE_ROWS = 0.1  # the choice, at most this part of the panel's inside


def special_note(card: Card, style) -> str:
    """What a special card does, in one line (the New game choice, the rules page)."""
    values = VALUES[DeckStyle.of(style)]
    notes = {
        Card.DRAGON: _("Beats every card, unless the Fairy is in the same trick."),
        Card.FAIRY: _("The lowest card: it wins only against the Dragon."),
        Card.BOMB: _("Nobody wins the trick it is played in."),
        Card.WEREWOLF: _("Its holder swaps it for the turned card and names the trump."),
        Card.JUGGLER: _(
            "Counts as {value} of a suit its player names; after its trick everyone "
            "passes a card to the left."
        ).format(value=values["JUGGLER"]),
        Card.CLOUD: _(
            "Counts as {value} of a suit its player names; whoever wins its trick "
            "changes their bid by one."
        ).format(value=values["CLOUD"]),
        Card.SHAPESHIFTER: _("Played as a Wizard or as a Jester, as its player chooses."),
    }
    return notes[card]


def group_note(group: tuple[Card, ...], style) -> str:
    """What a row's cards do: the Dragon and the Fairy in one sentence."""
    if len(group) == 2:
        return _("The Dragon beats every card; the Fairy, the lowest card, beats only the "
                 "Dragon.")
    return special_note(group[0], style)


def group_title(group: tuple[Card, ...]) -> str:
    if len(group) == 2:
        return _("{first} and {second}").format(
            first=special_card_name(group[0]), second=special_card_name(group[1])
        )
    return special_card_name(group[0])


class SpecialCardsScene(MenuScreen):
    """The switches change the New game screen's ``picker`` at once."""

    metrics_cut = False

    def __init__(self, app, picker):
        super().__init__(app)
        self.picker = picker
        self.preset = Choice([(s, set_name(s)) for s in SpecialSet], picker.set,
                             on_change=self._preset)
        chosen = picker.cards()
        self.switches = [Toggle(group[0] in chosen, self._changed) for group in GROUPS]
        self.done = Button(_("Done"), self.back, style="primary")
        self.rows = [(str(group[0]), sw) for group, sw in zip(GROUPS, self.switches, strict=True)]
        self.form = Form(self.rows)
        self.focus.set([self.preset, *self.switches, self.done])
        self.relayout()

    def title(self) -> str:
        return _("Special cards")

    def chosen(self) -> SpecialCards:
        cards = [c for group, sw in zip(GROUPS, self.switches, strict=True) if sw.value
                 for c in group]
        return SpecialCards(frozenset(cards))

    def _changed(self, _on: bool) -> None:
        self.picker.set_custom(self.chosen())
        self.preset.value = SpecialSet.CUSTOM

    def _preset(self, value) -> None:
        """A preset sets the switches; Custom brings back the player's own cards."""
        self.picker.choose(value)
        chosen = self.picker.cards()
        for group, switch in zip(GROUPS, self.switches, strict=True):
            switch.value = group[0] in chosen

    # -------------------------------------------------------------- layout
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        m = self.metrics
        row = self.button_row([self.done], h - m.form_bottom)
        inner = self.form.place_panel(m, w, self.content_top, row.top, label_part=LABEL_PART)
        ctl = min(m(CONTROL_H), int(inner.height * ABOVE_ROWS))
        self.preset.rect = pygame.Rect(inner.left, inner.top, inner.width, ctl)
        # As tall as the longest line the choice can show, so nothing moves on a change.
        every = SpecialCards(frozenset(c for group in GROUPS for c in group))
        line_h = max(textfit.wrapped_height(self.fonts, special_description(s, every),
                                            inner.width, m.small) for s in SpecialSet)
        self.line_rect = pygame.Rect(inner.left, inner.top + ctl + m.nudge, inner.width, line_h)
        top = self.line_rect.bottom + m.gap_s
        self.form.inner = pygame.Rect(inner.left, top, inner.width, inner.bottom - top)
        inner = self.form.inner
        rh = inner.height // len(self.rows)
        self.form.place_rows(m, {key: rh for key, _w in self.rows}, min(m.toggle_h, rh))

    def _line(self) -> str:
        return special_description(self.picker.set, self.picker.cards())

    # ---------------------------------------------------------------- draw
    def draw_content(self, surface: pygame.Surface) -> None:
        m = self.metrics
        self.form.draw(surface, self.fonts, m)
        textfit.draw_text_box(surface, self.fonts, self._line(), self.line_rect, m.small,
                              palette.TEXT_DIM, least=m.small)
        style = self.app.settings.deck_style
        for group, (key, _sw) in zip(GROUPS, self.rows, strict=True):
            box = self.form.label_box(m, key).inflate(0, -2 * m.nudge)
            ch = max(8, box.height)
            cw = round(ch * 5 / 7)
            art = self.app.card_art(cw, ch)
            x = box.left
            for card in group:
                surface.blit(art.face(str(card)), (x, box.top))
                x += cw + m(CARD_GAP)
            text = pygame.Rect(box.left + 2 * (cw + m(CARD_GAP)) + m.gap, box.top, 0, box.height)
            text.width = box.right - text.left
            note = group_note(group, style)
            head_h = textfit.wrapped_height(self.fonts, group_title(group), text.width,
                                            m.label, "bold")
            textfit.draw_text_box(surface, self.fonts, group_title(group),
                                  pygame.Rect(text.left, text.top, text.width, head_h),
                                  m.label, palette.TEXT, "bold")
            below = pygame.Rect(text.left, text.top + head_h, text.width, text.height - head_h)
            # At the player's text size where it fits; shrunk only where the smallest
            # window has no more room (Larger text, a long translation).
            fits = textfit.wrapped_height(self.fonts, note, below.width, m.small) <= below.height
            textfit.draw_text_box(surface, self.fonts, note, below, m.small, palette.TEXT_DIM,
                                  least=m.small if fits else None)
