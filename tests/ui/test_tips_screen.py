"""First-game tips as the player sees them (issue 10, defect 8): at 6 players the tip
box is roomy enough that "No more tips" stays inside its button, nothing stray is
drawn over the buttons, and a tip leaves when its round (or its move) is over."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.i18n import set_language  # noqa: E402
from game.ui.kit.keycaps import key_name  # noqa: E402
from game.ui.table.autopilot import human_events, key_event  # noqa: E402
from tests.robot import open_table

SLACK = 2  # anti-aliasing


@pytest.fixture
def make_app(make_spy_app):
    """``make_app(size, lang)``: ``(app, spy)`` at fast speed with the tips on."""

    def make(size, lang="en"):
        return make_spy_app(size, language=lang, animation_speed="fast", tips=True)

    return make


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_six_player_tip_box_keeps_its_texts_inside(make_app, size, lang):
    app, spy = make_app(size, lang)
    try:
        table = open_table(app, 6, seed=3)
        tips = table.tips
        for _ in range(900):
            spy.frame()
            if tips.current is not None and not table.busy:
                break
        assert tips.current is not None
        # A second tip waiting makes the box show its "+1" as well.
        from game.tips import Tip

        tips.queue.append(Tip("jester_led", lambda: "Another tip."))
        for _ in range(60):
            spy.frame()
        box = tips.rect
        assert box.width >= 180 and box.height >= 180, box
        off_label = tips.off.text
        labels = spy.find(off_label)
        assert labels, spy.texts()
        for r in labels:
            assert tips.off.rect.inflate(-4, -4).contains(r), (r, tips.off.rect)
        for text, r in spy.drawn:
            if r.colliderect(box):
                assert box.inflate(SLACK, SLACK).contains(r), (text, r, box)
            for b in (tips.ok, tips.off):
                if r.colliderect(b.rect):  # its label, or the key that presses it
                    assert text in (b.text, key_name(b.key_hint)), (text, r, b.rect)
        assert any(t == "+1" for t in spy.texts())
    finally:
        spy.uninstall()
        set_language("en")
        pygame.display.quit()


def test_a_tip_leaves_with_its_move_and_its_round(make_app):
    from game.ui.scenes.overlays import RoundSummary

    app, spy = make_app((1280, 800))
    try:
        table = open_table(app, 3, seed=8)
        seen_titles: dict[int, set[str]] = {}
        first_bid_gone = False
        for _ in range(6000):
            spy.frame()
            top = app.stack.top
            round_ = table.state.round
            titles = {t for t in spy.texts() if t.startswith("Tip: ")}
            seen_titles.setdefault(round_, set()).update(titles)
            if round_ == 1 and table.state.bids[0] is not None and not table.busy:
                # The bid is made: the "first bid" tip is gone with it.
                assert "Tip: Your first bid" not in titles
                first_bid_gone = True
            if isinstance(top, RoundSummary):
                for _ in range(30):
                    spy.frame()
                assert any(t in ("Tip: Bid made", "Tip: Bid missed") for t in spy.texts())
                pygame.event.post(key_event(pygame.K_RETURN))
                continue
            if round_ >= 2 and not table.busy:
                break
            if top is table:
                for ev in human_events(table):
                    pygame.event.post(ev)
        assert first_bid_gone
        assert "Tip: Your first bid" in seen_titles[1]
        for _ in range(120):
            spy.frame()
            titles = {t for t in spy.texts() if t.startswith("Tip: ")}
            assert not titles & {"Tip: Bid made", "Tip: Bid missed", "Tip: Your first bid"}
        assert table.state.round == 2
    finally:
        spy.uninstall()
        pygame.display.quit()
