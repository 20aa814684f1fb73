"""The tips panel: shown once, remembered in the progress file, switchable off."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.rules import TrumpTurned  # noqa: E402
from game.tutorial.deals import Deal, build_state  # noqa: E402
from game.tutorial.progress import load_progress  # noqa: E402
from game.ui.scenes.tutorial_tips import TipsHook, coach_area  # noqa: E402
from game.ui.table.layout import compute_layout  # noqa: E402


def test_tip_panel_shows_once_and_turns_off(make_app):
    app = make_app()
    state = build_state(Deal(hands=("H14 H10 C4", "S12 C5 H2", "S5 C9 H4", "S14 C2 H13"),
                             turned="W2", dealer=3))
    hook = TipsHook(app)
    hook.on_events(state, [TrumpTurned(state.turned, None, True)])
    assert hook.current is not None and hook.current.id == "wizard_turned"
    assert "wizard_turned" in load_progress(app.progress_path).tips_seen
    lay = compute_layout(app.size, 4)
    hook.draw(app.screen, lay)
    assert app.screen.get_rect().contains(hook.rect)
    for plate in lay.panels:
        assert not hook.rect.colliderect(plate)
    pos = hook.ok.rect.center
    assert hook.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    assert hook.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    assert hook.current is None
    again = TipsHook(app)  # a new game: the tip was seen
    again.on_events(state, [TrumpTurned(state.turned, None, True)])
    assert again.current is None
    again.before_move(state)
    assert again.current is None  # seat 1 bids first here, not the player
    hook.turn_off()
    assert app.settings.tips is False
    off = TipsHook(app)
    off.before_move(build_state(Deal(hands=("H14", "S12", "S5", "S14"), turned="D2", dealer=3)))
    assert off.current is None
    for size in ((1024, 640), (1600, 1000)):
        area = coach_area(compute_layout(size, 4))
        assert area.width > 250 and area.height > 120
    pygame.display.quit()
