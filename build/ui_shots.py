"""Screenshots of the screens around the table, to compare a UI change pixel by pixel.

    python3 build/ui_shots.py shoot DIR            # PNGs at 1280x800 and 1024x640
    python3 build/ui_shots.py compare BEFORE AFTER # differing pixels per screen

Each screen is built with the real App (SDL's dummy driver, reduced motion, folders
in a temporary directory), settled and drawn once; games are made from fixed seeds,
so two runs of the same code give the same pictures. ``compare`` prints, for every
PNG in both folders, ``same`` or the number of differing pixels and their bounding
box; it exits 1 when anything differs.
"""

from __future__ import annotations

import os
import random
import shutil
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.ui.samples import finished_game  # noqa: E402

SIZES = [(1280, 800), (1024, 640)]


def _mid_game(seed: int = 5, round_no: int = 3, phase: str = "play"):
    """A 4-player game with the human (seat 0) to move: playing (the trick under way),
    bidding, or choosing trump (the first seed from ``seed`` on that deals a Wizard
    to turn up with the human dealing)."""
    from game.rules import NextRound, Phase, Rules, new_game
    from game.savegame import GameSetup

    want = {"play": Phase.PLAY, "bid": Phase.BID, "trump": Phase.CHOOSE_TRUMP}[phase]
    rules = Rules(4)
    for tried in range(seed, seed + 500):
        state, _events = new_game(rules, seed=tried)
        rng = random.Random(tried)
        for _ in range(5000):
            here = state.phase == want and state.to_move == 0
            when = phase == "trump" or state.round == round_no
            if here and when and (phase != "play" or len(state.trick) >= 2):
                break
            if state.phase == Phase.GAME_OVER or state.round > round_no:
                break
            if state.phase == Phase.ROUND_OVER:
                state.apply_in_place(NextRound())
            else:
                state.apply_in_place(rng.choice(state.legal_actions()))
        if state.phase == want and state.to_move == 0:
            break
    setup = GameSetup(rules, ["You", "Merlin", "Morgana", "Gandalf"],
                      ["human", "easy", "medium", "hard"], seed=tried)
    return setup, state


def _fake_rating(replay, seat: int):
    """A fixed rating of ``seat``'s decisions (every third one a mistake): the screen's
    layout without the real analysis, whose numbers are another module's business."""
    from game.rules.actions import Bid, Play
    from game.ui.analysis_job import Rated

    out = []
    for step in replay.steps:
        if step.seat != seat or not isinstance(step.action, Bid | Play):
            continue
        before = step.before
        kind = "bid" if isinstance(step.action, Bid) else "play"
        trick = None if kind == "bid" else len(before.tricks) + 1
        mistake = len(out) % 3 == 0
        out.append(Rated(step.index, before.round, trick, kind, step.action, step.action,
                         10.0, 10.0 + (6.5 if mistake else 0.0), 6.5 if mistake else 0.0,
                         mistake))
    return out


def _review(app, name, special: str = "none"):
    from game.history import game_document
    from game.ui.scenes import review as review_module

    game = finished_game(11, 4, 4, special=special)
    scene = review_module.ReviewScene(app, game_document(*game))
    scene.job.close()
    rated = _fake_rating(scene.replay, scene.seat)
    scene.rated = {d.step: d for d in rated}
    scene.panel.set_result(rated)
    scene.relayout()
    yield f"{name}-start", scene
    scene.cursor.go(scene.cursor.end // 2)
    scene.relayout()
    yield f"{name}-middle", scene
    scene.panel.tabs.choose("rounds")
    yield f"{name}-rounds", scene
    scene.on_exit()


def _over_the_table(app):
    """The dialogs over the table and the human's pickers (drawn alone: the table
    under them is another module's picture)."""
    from game.ui.router import screen_class

    def table(phase_round, phase):
        setup, state = _mid_game(round_no=phase_round, phase=phase)
        return screen_class("table")(app, setup, state)  # the human is to move: no AI asked

    at_play = table(3, "play")
    app.stack.scenes.append(at_play)
    try:
        yield "pause", screen_class("pause")(app, at_play)
        yield "last-trick", screen_class("last_trick")(app, at_play)
        yield "round-summary", screen_class("round_summary")(app, at_play)
    finally:
        app.stack.scenes.remove(at_play)
    for name, (rnd, phase) in (("bid-picker", (4, "bid")), ("trump-chooser", (5, "trump"))):
        scene = table(rnd, phase)
        scene.on_resize(app.size)
        for _frame in range(30):
            scene.update(0.05)
        widget = scene.moves.picker if phase == "bid" else scene.moves.trump_chooser
        if widget is not None:
            yield name, _Widget(widget)


def _table(app):
    """The table itself: mid-round with a trick on the felt (with and without the
    hint), bidding with the picker open, and a lesson with its coach."""
    from game.rules import Play
    from game.tutorial import LESSONS
    from game.ui.router import screen_class
    from game.ui.scenes.tutorial_table import lesson_table
    from game.ui.table.headsup import Hint

    def settled(scene):
        scene.on_resize(app.size)
        for _frame in range(30):
            scene.update(0.05)
        return scene

    setup, state = _mid_game(seed=8, round_no=4, phase="play")  # a choice of 4 cards
    table = settled(screen_class("table")(app, setup, state))
    yield "table-trick", table
    play = next(a for a in state.legal_actions() if isinstance(a, Play))
    table.heads.show_hint(Hint(play, "A fixed reason for the picture.", len(state.log)))
    yield "table-hint", table
    setup, state = _mid_game(round_no=4, phase="bid")
    yield "table-bid", settled(screen_class("table")(app, setup, state))
    for n in (0, 3):
        yield f"table-lesson-{n}", settled(lesson_table(app, LESSONS[n], start_step=2))


def _special_state(until, seeds=range(300)):
    """A 4-player game with the 25-year special cards, played at random from fixed
    seeds up to the first position where ``until(state)`` holds."""
    from game.rules import Rules, new_game
    from game.rules.specials import special_cards
    from game.savegame import GameSetup

    rules = Rules(4, special=special_cards("25"))
    for seed in seeds:
        state, _events = new_game(rules, seed=seed)
        rng = random.Random(seed)
        while not state.is_over and not until(state):
            state = state.apply(rng.choice(state.legal_actions()))[0]
        if not state.is_over:
            names = ["You", "Anna", "Bertil", "Cecilia"]
            return GameSetup(rules, names, ["human"] + ["random"] * 3, seed), state
    raise RuntimeError("no seed reaches the position")


def _special_table(app):
    """The table's special-card moments that wait for the player: a Juggler's suit
    asked at the card, the Shapeshifter's shape, the Werewolf's trump, a card to pass
    (two chosen already), the Cloud's bid change, and a changed bid on a plate."""
    from game.rules import Phase
    from game.rules.cards import JUGGLER, SHAPESHIFTER
    from game.ui.router import screen_class
    from game.ui.table import special_pickers

    def settled(setup, state):
        scene = screen_class("table")(app, setup, state)
        scene.on_resize(app.size)
        for _frame in range(30):
            scene.update(0.05)
        return scene

    def mine(phase, more=lambda s: True):
        return lambda s: s.phase == phase and s.to_move == 0 and more(s)

    table = settled(*_special_state(mine(Phase.PLAY, lambda s: JUGGLER in s.hand(0))))
    special_pickers.ask_name(table, JUGGLER)
    yield "table-special-suit", table
    table = settled(*_special_state(mine(Phase.PLAY, lambda s: SHAPESHIFTER in s.hand(0))))
    special_pickers.ask_name(table, SHAPESHIFTER)
    yield "table-special-shape", table
    yield "table-special-werewolf", settled(*_special_state(mine(Phase.WEREWOLF)))
    two_chosen = mine(Phase.PASS, lambda s: s.sp.passing.count(None) == 2)
    yield "table-special-pass", settled(*_special_state(two_chosen))
    yield "table-special-cloud", settled(*_special_state(mine(Phase.CLOUD)))
    changed = lambda s: s.phase == Phase.PLAY and s.sp.changes and s.to_move == 0  # noqa: E731
    yield "table-special-changed", settled(*_special_state(changed))


# Card sheets: every face and the back in both deck styles, plain and high contrast,
# small (supersampled 4x) and large (3x); and the app icon. Drawn from the card art
# directly, so a change to a painter shows here whatever the table happens to deal.
_LARGE = ("C11", "D12", "H13", "S14", "C14", "D2", "H7", "S10", "W1", "W2", "J1", "J3")
_ICONS = (16, 32, 48, 64, 128, 256)


class _Sheet:
    """Cards in a grid, as large as the window lets them be (at most ``most_w`` wide)."""

    def __init__(self, cards, style, high_contrast: bool = False, most_w: int = 200):
        self.cards, self.style, self.contrast, self.most_w = cards, style, high_contrast, most_w

    def on_resize(self, size):
        self.size = size

    def update(self, dt):
        pass

    def draw(self, surface):
        from game.ui.cardart import CardArt, card_size_for_height

        win_w, win_h = surface.get_size()
        n, gap = len(self.cards) + 1, 6  # and the back
        for h in range(win_h, 8, -1):
            w, h = card_size_for_height(h)
            cols = max(1, (win_w - gap) // (w + gap))
            if w <= self.most_w and -(-n // cols) * (h + gap) + gap <= win_h:
                break
        art = CardArt(w, h, self.style, self.contrast)
        surface.fill((40, 40, 40))
        for i, face in enumerate([*map(art.face, self.cards), art.back()]):
            surface.blit(face, (gap + (i % cols) * (w + gap), gap + (i // cols) * (h + gap)))


class _Icons(_Sheet):
    def __init__(self):
        pass

    def draw(self, surface):
        from game.ui.cardart import app_icon

        surface.fill((40, 40, 40))
        x = 6
        for size in _ICONS:
            surface.blit(app_icon(size), (x, 6))
            x += size + 6


def _cards():
    from game.ui.cardart import ALL_CARDS, STYLES

    for style in STYLES:
        for contrast in (False, True):
            name = f"cards-{style.value}{'-contrast' if contrast else ''}"
            yield name, _Sheet(ALL_CARDS, style, contrast, most_w=110)
            yield f"{name}-large", _Sheet(_LARGE, style, contrast)
    yield "app-icon", _Icons()


class _Widget:
    """A picker drawn alone, as a scene would be."""

    def __init__(self, widget):
        self.widget = widget

    def on_resize(self, size):
        pass

    def update(self, dt):
        pass

    def draw(self, surface):
        self.widget.draw(surface, 0.0)


def _screens(app):
    """(name, scene) pairs; a scene is drawn when it is yielded."""
    from game import stats
    from game.ui.router import screen_class

    yield "menu", screen_class("main_menu")(app)
    yield "settings", screen_class("settings")(app)
    yield "new-game", screen_class("new_game")(app)
    new_game = screen_class("new_game")(app)
    for key in ("hidden_bids", "plus_minus_one"):  # a combination that cannot be played
        new_game.toggles[key].set(True)
    yield "new-game-problem", new_game
    new_game = screen_class("new_game")(app)
    new_game.specials.choose("25")  # each level's line says its strength with them too
    new_game.levels[0] = "expert"
    yield "new-game-special", new_game
    from game.ui.scenes.accessibility import AccessibilityScene

    yield "accessibility", AccessibilityScene(app)
    from game import history

    for seed, special in ((3, "none"), (4, "none"), (5, "none"), (6, "25"), (7, "20")):
        game = finished_game(seed, special=special)  # special cards' games count apart
        stats.record_game(app.stats_path, *game)
        history.keep_game(history.games_folder(app.dirs["data"]), *game)
    scene = screen_class("statistics")(app)
    from game.ui.scenes import statistics

    for n in range(len(getattr(statistics, "PAGES", ("overview",)))):
        scene.show_page(n)
        yield f"statistics-{n}", scene
    yield "gameover", screen_class("game_over")(app, *finished_game(3))
    from game.ui.scenes import help as help_mod

    yield "help-menu", screen_class("help")(app, help_mod.menu_sections())
    yield "help-table", screen_class("help")(app, help_mod.table_sections(True))
    yield "help-table-special", screen_class("help")(app, help_mod.table_sections(special=True))
    about = screen_class("about")(app)
    yield "about", about
    rules = screen_class("rules")(app)
    yield "rules-0", rules
    # Every page of the rules (figures, notes and tables are drawn by the screen).
    rules.on_resize(app.size)
    view = rules.view
    offset, page = 0, 1
    while offset < view.max_offset:
        offset = min(view.max_offset, offset + max(40, view.rect.height - 20))
        view.scroll_to(offset, instant=True)
        yield f"rules-{page}", rules
        page += 1
    yield "tutorial", screen_class("tutorial")(app)
    yield "error", screen_class("error")(app, RuntimeError("a test error"))
    yield "notice", screen_class("notice")(app, "A notice", "Some words for the notice.")
    setup, state = _mid_game()
    from game.ui.scenes.overlays import ScorePad

    yield "scorepad", ScorePad(app, setup, state)
    pad = ScorePad(app, *finished_game(4))
    pad.toggle_chart()
    yield "scorepad-chart", pad
    yield from _review(app, "review")
    yield from _review(app, "review-special", "25")  # the strip names the set
    yield from _over_the_table(app)
    yield from _table(app)
    yield from _special_table(app)
    yield "open-game", screen_class("open_game")(app)
    yield from _cards()


def _draw(app, scene, window: pygame.Surface) -> None:
    app.stack.scenes.append(scene)
    try:
        scene.on_resize(window.get_size())
        for _frame in range(6):
            scene.update(0.05)
        window.fill((0, 0, 0))
        scene.draw(window)
    finally:
        app.stack.scenes.remove(scene)
        scene.on_exit()  # its AI process stops before its queues are dropped


def shoot(out: Path) -> None:
    from game import i18n
    from game.ui.app import App

    out.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        with tempfile.TemporaryDirectory() as tmp:
            # The same folder names every run: the About screen shows them.
            home = Path(tempfile.gettempdir()) / "wizard-ui-shots"
            shutil.rmtree(home, ignore_errors=True)
            dirs = {k: home / k for k in ("config", "data", "log")}
            for d in dirs.values():
                d.mkdir(parents=True)
            del tmp
            app = App(size=size, dirs=dirs)
            i18n.set_language("en")
            app.settings.tips = False
            app.settings.reduced_motion = True
            app.settings.animation_speed = "instant"
            window = pygame.Surface(size)
            try:
                for name, scene in _screens(app):
                    random.seed(1)
                    _draw(app, scene, window)
                    pygame.image.save(window, str(out / f"{name}-{size[0]}x{size[1]}.png"))
            finally:
                app.close()
    print(f"screenshots in {out}")


def _diff(a: pygame.Surface, b: pygame.Surface) -> tuple[int, pygame.Rect | None]:
    if a.get_size() != b.get_size():
        return -1, None
    w, h = a.get_size()
    ra, rb = pygame.image.tobytes(a, "RGB"), pygame.image.tobytes(b, "RGB")
    if ra == rb:
        return 0, None
    count, box = 0, None
    row = w * 3
    for y in range(h):
        la, lb = ra[y * row:(y + 1) * row], rb[y * row:(y + 1) * row]
        if la == lb:
            continue
        for x in range(w):
            if la[x * 3:x * 3 + 3] != lb[x * 3:x * 3 + 3]:
                count += 1
                r = pygame.Rect(x, y, 1, 1)
                box = r if box is None else box.union(r)
    return count, box


def compare(before: Path, after: Path) -> int:
    changed = 0
    for path in sorted(before.glob("*.png")):
        other = after / path.name
        if not other.exists():
            print(f"{path.name}: missing after")
            changed += 1
            continue
        n, box = _diff(pygame.image.load(str(path)), pygame.image.load(str(other)))
        if n == 0:
            print(f"{path.name}: same")
        else:
            changed += 1
            print(f"{path.name}: {n} pixels differ in {tuple(box) if box else 'size'}")
    print(f"{changed} screenshot(s) differ")
    return 1 if changed else 0


def main(argv: list[str]) -> int:
    if len(argv) == 2 and argv[0] == "shoot":
        shoot(Path(argv[1]))
        return 0
    if len(argv) == 3 and argv[0] == "compare":
        return compare(Path(argv[1]), Path(argv[2]))
    print(__doc__.strip().splitlines()[2], file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
