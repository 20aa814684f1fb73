"""New game: players (3 to 6; each opponent's name and difficulty), the variants, the
game length (``newgame_length``), the deck style, the special cards (a button beside
the rules' caption: ``newgame_specials``) and an optional seed. An impossible
variant combination is explained with the rules engine's own message and Start stays
disabled; nothing is silently fixed. Under the seats, one line says what a level does
and how strong it is (``game.words.level_description``; with special cards chosen,
how strong with them too): the level under the mouse, else the focused seat's, else
the last one chosen."""

from __future__ import annotations

import logging

import pygame

from game import level_margins
from game.i18n import N_, _
from game.rules import FULL, MAX_PLAYERS, MIN_PLAYERS, Rules, rules_problem, short_rounds
from game.savegame import AI_LEVELS, HUMAN, GameSetup
from game.settings import NAME_MAX
from game.ui import screens
from game.ui.kit import palette, panelart, textfit
from game.ui.kit.widgets import Button, Choice, Stepper, TextInput, Toggle, draw_tooltip
from game.ui.scenes.common import MenuScreen, section_label
from game.ui.scenes.newgame_length import GameLengthPicker
from game.ui.scenes.newgame_level import draw_level_line, level_line_height
from game.ui.scenes.newgame_problem import ProblemBox
from game.ui.scenes.newgame_specials import SpecialCardsPicker
from game.ui.scenes.newgame_variants import VariantRows
from game.words import deck_style_choices, error_text, level_description, level_name

log = logging.getLogger("wizard")

DEFAULT_NAMES = (N_("Merlin"), N_("Morgana"), N_("Gandalf"), N_("Circe"), N_("Prospero"))
SEED_MAX_DIGITS = 9

# The screen's own lengths (px at scale 1, cut to whole pixels as every menu screen;
# sizing.Metrics has the shared ones: the form's bottom, toggles, gaps, text sizes).
SIDE_MARGIN = 32  # the window's edges to the panels, at least
PANELS_W = 1400  # the two panels together, at most
PANEL_GAP = 24  # between the players' panel and the rules' panel
PANEL_PAD = 20  # inside a panel
PANEL_RADIUS = 14
CAPTION_H = 26  # a section's caption ("PLAYERS", "DECK STYLE")
CAPTION_TEXT = 17
CONTROL_H = 38  # the deck style, the game length's and the seed's rows
SEAT_ROW_H = 46  # a seat's row, at most
SEAT_ROW_LEAST = 30  # a seat's row, at least (room for the level's line comes from them)
LEVEL_LINE_H = 46  # two lines on what a level does, under the seats
ABOVE_DECK = 10  # the level's line to the deck style's caption, at least
BELOW_LEVEL_LINE = 6  # the level's line to the deck style's caption
SEAT_NOTE_TEXT = 15  # "Seat at the bottom of the table", "Seat 5 is empty"
BELOW_RULES_CAPTION = 6
SPECIALS_FROM = 0.34  # the special cards' button: from this part of the rules' panel
LENGTH_GAP = 6  # between the game length's rows and after them
ABOVE_PROBLEM = 10  # the seed's row to the problem's box (``newgame_problem``)
TIP_TEXT = 15  # the level's description shown as a tip

def default_name(i: int) -> str:
    return _(DEFAULT_NAMES[i % len(DEFAULT_NAMES)])


class NewGameScene(MenuScreen):
    def __init__(self, app):
        super().__init__(app)
        # The last choices, kept in the settings so they survive a restart.
        last = app.settings.new_game
        self.players = last.get("players", 4)
        stored = last.get("names", [""] * (MAX_PLAYERS - 1))
        self.names: list[str] = [n or default_name(i) for i, n in enumerate(stored)]
        self.levels: list[str] = list(last.get("levels", ["medium"] * (MAX_PLAYERS - 1)))
        self.plus_minus_one = last.get("plus_minus_one", False)
        self.hidden_bids = last.get("hidden_bids", False)
        self.blind_first_round = last.get("blind_first_round", False)
        self.length = GameLengthPicker(
            last.get("length", FULL), last.get("rounds", short_rounds(self.players)),
            self.players, self.refresh,
        )
        self.specials = SpecialCardsPicker(
            last.get("special_cards", "none"), last.get("special_custom", "none"),
            self.specials_changed, self.open_special_cards,
        )
        self.player_name = app.settings.player_name
        self.seed_text = ""
        self.last_level_seat = 0  # the opponent whose level was chosen last
        self.problem_box = ProblemBox()
        self.build()

    def title(self) -> str:
        return _("New game")

    # --------------------------------------------------------------- widgets
    def build(self) -> None:
        self.count = Stepper(
            self.players,
            MIN_PLAYERS,
            MAX_PLAYERS,
            self.set_players,
            fmt=lambda n: _("{count} players").format(count=n),
        )
        self.you_input = TextInput(
            self.player_name,
            on_change=self._set_player_name,
            max_length=NAME_MAX,
            placeholder=_("You"),
        )
        self.name_inputs = []
        self.level_choices = []
        for i in range(MAX_PLAYERS - 1):
            self.name_inputs.append(
                TextInput(
                    self.names[i],
                    on_change=self._name_setter(i),
                    max_length=NAME_MAX,
                    placeholder=default_name(i),
                )
            )
            self.level_choices.append(
                Choice(
                    [(lv, level_name(lv)) for lv in AI_LEVELS],
                    self.levels[i],
                    on_change=self._level_setter(i),
                )
            )
        self.toggles = {
            "plus_minus_one": Toggle(self.plus_minus_one, self._variant("plus_minus_one")),
            "hidden_bids": Toggle(self.hidden_bids, self._variant("hidden_bids")),
            "blind_first_round": Toggle(self.blind_first_round, self._variant("blind_first_round")),
        }
        self.variants = VariantRows(self.toggles)
        self.deck = Choice(
            deck_style_choices(),
            self.app.settings.deck_style,
            on_change=self.set_deck,
        )
        self.seed = TextInput(
            "",
            on_change=self.set_seed,
            max_length=SEED_MAX_DIGITS,
            placeholder=_("Random"),
            allowed=str.isdigit,
        )
        self.start_button = Button(_("Start game"), self.start, style="primary")
        self.back_button = Button(_("Back"), self.back)
        self.refresh()

    def _set_player_name(self, text: str) -> None:
        self.player_name = text

    def _name_setter(self, i: int):
        def set_name(text: str) -> None:
            self.names[i] = text

        return set_name

    def _level_setter(self, i: int):
        def set_level(level) -> None:
            self.levels[i] = level
            self.last_level_seat = i

        return set_level

    def _variant(self, name: str):
        def set_variant(on: bool) -> None:
            setattr(self, name, on)
            self.refresh()

        return set_variant

    def set_players(self, n: int) -> None:
        self.players = n
        self.count.value = n
        self.length.set_players(n)
        self.refresh()
        self.relayout()

    def set_deck(self, style) -> None:
        self.app.settings.deck_style = style
        self.app.save_settings()

    def set_seed(self, text: str) -> None:
        self.seed_text = text

    def refresh(self) -> None:
        """Re-check the variants and rebuild the focus order for the player count."""
        problem = rules_problem(
            self.players, self.plus_minus_one, self.hidden_bids, self.blind_first_round
        )
        had = getattr(self, "problem", None) is not None
        self.problem = None if problem is None else error_text(problem)
        if had != (self.problem is not None) and self.variants.rows:
            self.relayout()  # room for the message, taken from the descriptions
        self.start_button.enabled = self.problem is None
        self.start_button.reason = self.problem or ""
        widgets = [self.count, self.you_input]
        for i in range(self.players - 1):
            widgets += [self.name_inputs[i], self.level_choices[i]]
        widgets += [self.deck, *self.specials.widgets(), *self.toggles.values()]
        widgets += [*self.length.widgets(), self.seed]
        widgets += [self.back_button, self.start_button]
        self.focus.set(widgets)

    def specials_changed(self) -> None:
        """The level's line says more with special cards: room for it."""
        self.refresh()
        if self.variants.rows:  # laid out already
            self.relayout()

    def special(self) -> bool:
        """Whether the level line gives the special cards' figures too: only for the
        set they were measured with (another set may play otherwise)."""
        return self.specials.cards() == level_margins.MEASURED_SET

    def described_level(self) -> str:
        """The level the line under the seats describes: the option under the mouse
        (a preview before choosing), else the focused seat's level, else the level
        chosen last."""
        seats = self.level_choices[: self.players - 1]
        for choice in seats:
            if 0 <= choice.hovered_index < len(choice.options):
                return choice.options[choice.hovered_index][0]
        for choice in seats:
            if choice.focused:
                return choice.value
        return self.levels[min(self.last_level_seat, self.players - 2)]

    # ---------------------------------------------------------------- result
    def make_setup(self) -> GameSetup | None:
        """The chosen game, or None while the variants cannot be combined."""
        if self.problem is not None:
            return None
        rules = Rules(
            players=self.players,
            plus_minus_one=self.plus_minus_one,
            hidden_bids=self.hidden_bids,
            blind_first_round=self.blind_first_round,
            length=self.length.rounds(),
            special=self.specials.cards(),
        )
        opponents = [(self.names[i].strip() or default_name(i)) for i in range(self.players - 1)]
        names = [self.player_name.strip() or _("You"), *opponents]
        levels = [HUMAN, *self.levels[: self.players - 1]]
        seed = int(self.seed_text) if self.seed_text else None
        return GameSetup(rules, names, levels, seed)

    def remember(self) -> None:
        """Keep the choices in the settings file (a default name is kept as "", so it
        follows the language)."""
        names = [n.strip() if n.strip() != default_name(i) else ""
                 for i, n in enumerate(self.names)]
        st = self.app.settings
        st.player_name = self.player_name.strip()
        st.new_game = {
            "players": self.players,
            "names": names,
            "levels": list(self.levels),
            "plus_minus_one": self.plus_minus_one,
            "hidden_bids": self.hidden_bids,
            "blind_first_round": self.blind_first_round,
            **self.length.remembered(),
            **self.specials.remembered(),
        }
        try:
            self.app.save_settings()
        except OSError:
            log.exception("could not save the new game choices")

    def start(self) -> None:
        setup = self.make_setup()
        if setup is None:
            return
        self.remember()
        from game.ui.table.abandon import abandon, confirm_abandon, saved_game

        in_progress = saved_game(self.app)
        if in_progress is None:
            self.app.router.go_to(screens.table, setup)
            return

        def start_over() -> None:  # the player agreed: the old game counts as a loss
            abandon(self.app, *in_progress)
            self.app.router.go_to(screens.table, setup)

        confirm_abandon(self.app, start_over)

    def back(self) -> None:
        self.remember()
        super().back()

    def open_special_cards(self, picker: SpecialCardsPicker) -> None:
        self.app.router.open(screens.special_cards, picker)

    def handle_event(self, event: pygame.event.Event) -> None:
        # Enter anywhere but in a text field or on a button starts the game.
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and event.mod & pygame.KMOD_CTRL
        ):
            self.start()
            return
        super().handle_event(event)

    # ---------------------------------------------------------------- layout
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        m = self.metrics
        margin = m(SIDE_MARGIN)
        gap = m(PANEL_GAP)
        bottom = h - m.form_bottom
        row = self.button_row([self.back_button, self.start_button], bottom)
        top = self.content_top
        avail_h = row.top - m.form_above_buttons - top
        total_w = min(w - 2 * margin, m(PANELS_W))
        left_w = int(total_w * 0.54)
        right_w = total_w - left_w - gap
        x0 = (w - total_w) // 2
        self.left_panel = pygame.Rect(x0, top, left_w, avail_h)
        self.right_panel = pygame.Rect(x0 + left_w + gap, top, right_w, avail_h)
        pad = m(PANEL_PAD)

        # Left: players.
        lp = self.left_panel.inflate(-2 * pad, -2 * pad)
        cap = m(CAPTION_H)
        self.players_caption = pygame.Rect(lp.left, lp.top, lp.width, cap)
        rows = MAX_PLAYERS + 1  # the count, you, five opponents
        deck_block = cap + m(CONTROL_H) + m(ABOVE_DECK)  # the deck style, under the seats
        # The level's line as tall as its longest description, taken from the seats'
        # rows down to their least (then the description is a tip).
        seats_room = lp.height - cap - m.gap_s - deck_block
        need = (level_line_height(self.fonts, self.scale, lp.width, self.special())
                + m(BELOW_LEVEL_LINE))
        level_h = max(m(LEVEL_LINE_H), min(need, seats_room - rows * m(SEAT_ROW_LEAST)))
        row_h = min(m(SEAT_ROW_H), (seats_room - level_h) // rows)
        ctl_h = int(row_h * 0.8)
        y = lp.top + cap + m.gap_s
        self.count.rect = pygame.Rect(lp.left, y + (row_h - ctl_h) // 2, int(lp.width * 0.5), ctl_h)
        y += row_h
        name_w = int(lp.width * 0.38)
        self.you_row = pygame.Rect(lp.left, y, lp.width, row_h)
        self.you_input.rect = pygame.Rect(lp.left, y + (row_h - ctl_h) // 2, name_w, ctl_h)
        y += row_h
        self.seat_rows = []
        for i in range(MAX_PLAYERS - 1):
            r = pygame.Rect(lp.left, y, lp.width, row_h)
            self.seat_rows.append(r)
            self.name_inputs[i].rect = pygame.Rect(
                r.left, r.top + (row_h - ctl_h) // 2, name_w, ctl_h
            )
            lx = r.left + name_w + m.gap
            self.level_choices[i].rect = pygame.Rect(
                lx, r.top + (row_h - ctl_h) // 2, r.right - lx, ctl_h
            )
            y += row_h
        self.row_h = row_h
        level_top = y + m.nudge
        y += level_h
        # The deck style gets the panel's width: its two names say what differs.
        y = max(y + m(ABOVE_DECK), lp.bottom - m(CONTROL_H) - cap)
        # The level's line takes what the seats leave above the deck style.
        self.level_rect = pygame.Rect(
            lp.left, level_top, lp.width, y - m(BELOW_LEVEL_LINE) - level_top
        )
        self.deck_caption = pygame.Rect(lp.left, y, lp.width, cap)
        deck_h = min(m(CONTROL_H), lp.bottom - y - cap)
        self.deck.rect = pygame.Rect(lp.left, y + cap, lp.width, deck_h)

        # Right: rules and seed.
        rp = self.right_panel.inflate(-2 * pad, -2 * pad)
        ctl = m(CONTROL_H)
        # The rules' caption shares its row with the special cards' button.
        head = max(cap, ctl)
        self.rules_caption = pygame.Rect(rp.left, rp.top + (head - cap) // 2, rp.width, cap)
        # Right of the caption as the language writes it, at least SPECIALS_FROM along.
        caption_w = self.fonts.get(m(CAPTION_TEXT), "bold").size(_("Rules").upper())[0]
        left = max(int(rp.width * SPECIALS_FROM), caption_w + m.gap)
        self.specials.layout(rp.left + min(left, rp.width // 2), rp.right, rp.top, ctl)
        y = rp.top + head + m(BELOW_RULES_CAPTION)
        # The message on the variants, when there is one.
        problem_h = ProblemBox.height(self.fonts, m, self.problem, rp.width)
        # The game length's two rows (the second as tall as its description needs).
        length_desc = self.length.desc_height(self.fonts, rp.left, rp.right, m.small)
        length_h = ctl + max(ctl, length_desc) + m(2 * LENGTH_GAP)
        # Under the variants: the length, the seed row and room for a problem message.
        fixed = m.gap_s + length_h + ctl + m(ABOVE_PROBLEM) + problem_h
        y = self.variants.layout(self.fonts, m, rp.left, y, rp.width, rp.bottom - y - fixed)
        y += m.gap_s
        y = self.length.layout(rp.left, rp.right, y, ctl, cap, m(LENGTH_GAP), length_desc)
        # The seed: its caption left, the field right.
        seed_x = rp.left + int(rp.width * 0.5)
        self.seed_caption = pygame.Rect(
            rp.left, y + (ctl - cap) // 2, seed_x - rp.left - m.gap, cap  # clear of the field
        )
        self.seed.rect = pygame.Rect(seed_x, y, rp.right - seed_x, ctl)
        y += ctl + m(ABOVE_PROBLEM)
        self.problem_box.place(m, rp.left, y, rp.width, rp.bottom)

    def draw_after(self, surface: pygame.Surface) -> None:
        """A description with no room (the level's, a variant's) is a tip on hover or
        focus."""
        if getattr(self, "level_in_tip", False):  # a level under the mouse or focused
            seats = self.level_choices[: self.players - 1]
            for choice in seats:
                if choice.hovered_index >= 0 or choice.focused:
                    text = level_description(self.described_level(), self.special())
                    draw_tooltip(surface, self.fonts, text, choice.rect, self.metrics(TIP_TEXT))
                    break
        self.variants.draw_tips(surface, self.fonts, self.metrics, self._mouse)

    # ------------------------------------------------------------------ draw
    def draw_content(self, surface: pygame.Surface) -> None:
        s = self.scale
        m = self.metrics
        fonts = self.fonts
        panelart.draw_panel(surface, self.left_panel, radius=PANEL_RADIUS)
        panelart.draw_panel(surface, self.right_panel, radius=PANEL_RADIUS)
        cap_size = m(CAPTION_TEXT)
        section_label(surface, fonts, _("Players"), self.players_caption, cap_size)
        section_label(surface, fonts, _("Rules"), self.rules_caption, cap_size)
        self.specials.update_text()
        section_label(surface, fonts, _("Deck style"), self.deck_caption, cap_size)
        self.length.draw(surface, fonts, s, cap_size)
        section_label(surface, fonts, _("Seed (optional)"), self.seed_caption, cap_size)
        # Seat 0: the human.
        r = self.you_row
        ctl_h = int(self.row_h * 0.8)
        you = self.you_input.rect  # the player's own name (the field draws itself)
        lx = you.right + m.gap
        textfit.draw_text_box(
            surface,
            fonts,
            _("Seat at the bottom of the table"),
            pygame.Rect(lx, you.top, r.right - lx, ctl_h),
            m(SEAT_NOTE_TEXT),
            palette.TEXT_DIM,
            valign="center",
        )
        # Hide the rows of seats not in this game.
        for i in range(self.players - 1, MAX_PLAYERS - 1):
            row = self.seat_rows[i]
            msg = _("Seat {number} is empty").format(number=i + 2)
            textfit.draw_text_box(
                surface,
                fonts,
                msg,
                row.inflate(0, -8),
                m(SEAT_NOTE_TEXT),
                palette.TEXT_UNUSED,
                valign="center",
            )
        self.level_in_tip = not draw_level_line(
            surface, fonts, s, self.level_rect, self.described_level(), self.special()
        )
        self.variants.draw(surface, fonts, m)
        if self.problem:
            self.problem_box.draw(surface, fonts, m, self.problem)
