"""Card art, suit colours and sounds render/load headlessly and meet basic quality checks."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import itertools  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.assets import asset_path  # noqa: E402
from game.ui.cardart import (  # noqa: E402
    ALL_CARDS,
    STYLES,
    SUIT_COLOURS,
    CardArt,
    app_icon,
    card_size_for_height,
    get_card_art,
    relative_luminance,
)
from game.ui.sound import SOUND_NAMES, Sounds  # noqa: E402

SIZES = [(40, 56), (90, 126), (180, 252)]


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def _opaque_centre(surf: pygame.Surface) -> bool:
    w, h = surf.get_size()
    for dx, dy in ((0, 0), (-w // 6, 0), (w // 6, 0), (0, -h // 6), (0, h // 6)):
        if surf.get_at((w // 2 + dx, h // 2 + dy)).a < 250:
            return False
    return True


def test_deck_has_sixty_cards():
    assert len(ALL_CARDS) == 60 == len(set(ALL_CARDS))


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("size", SIZES)
def test_every_card_renders_at_the_requested_size(style, size):
    art = CardArt(*size, style=style)
    for card in ALL_CARDS:
        surf = art.face(card)
        assert surf.get_size() == size, card
        assert _opaque_centre(surf), card
        # rounded corners are transparent
        assert surf.get_at((0, 0)).a < 128, card
    back = art.back()
    assert back.get_size() == size
    assert _opaque_centre(back)


@pytest.mark.parametrize("style", STYLES)
def test_faces_differ(style):
    art = CardArt(90, 126, style)
    images = {card: pygame.image.tobytes(art.face(card), "RGBA") for card in ALL_CARDS}
    back = pygame.image.tobytes(art.back(), "RGBA")
    for a, b in itertools.combinations(ALL_CARDS, 2):
        assert images[a] != images[b], (a, b)
    assert back not in images.values()


def test_styles_differ():
    a, b = CardArt(90, 126, "classic"), CardArt(90, 126, "four_colour")
    for card in ("H14", "S2", "C12", "D10"):
        assert pygame.image.tobytes(a.face(card), "RGBA") != pygame.image.tobytes(
            b.face(card), "RGBA"
        )


def test_cache_returns_same_object():
    art = CardArt(90, 126)
    assert art.face("H14") is art.face("H14")
    assert art.back() is art.back()
    assert art.suit_symbol("S", 24) is art.suit_symbol("S", 24)
    assert get_card_art(90, 126, "classic") is get_card_art(90, 126, "classic")


@pytest.mark.parametrize("style", STYLES)
def test_suit_symbols(style):
    art = CardArt(90, 126, style)
    for suit in "CDHS":
        for size in (12, 32, 96):
            sym = art.suit_symbol(suit, size)
            assert sym.get_size() == (size, size)
            covered = pygame.mask.from_surface(sym, 128).count()
            assert covered > size * size * 0.2, (suit, size, covered)
            assert sym.get_at((0, 0)).a == 0
    white = art.suit_symbol("H", 32, (255, 255, 255))
    assert white is not art.suit_symbol("H", 32)


def test_rank_labels():
    classic, four = CardArt(90, 126, "classic"), CardArt(90, 126, "four_colour")
    assert [classic.rank_label(f"S{r}") for r in range(2, 15)] == [
        "2",
        "3",
        "4",
        "5",
        "6",
        "7",
        "8",
        "9",
        "10",
        "J",
        "Q",
        "K",
        "A",
    ]
    assert [four.rank_label(f"S{r}") for r in range(2, 15)] == [str(n) for n in range(1, 14)]
    for art in (classic, four):
        assert art.rank_label("W3") == "W"
        assert art.rank_label("J2") == ""  # a jester's cap, not a Jack's "J" (issue 10)
    with pytest.raises(ValueError):
        classic.face("X5")
    with pytest.raises(ValueError):
        classic.face("H15")


def test_card_size_for_height():
    w, h = card_size_for_height(140)
    assert h == 140 and abs(w / h - 0.7) < 0.03


@pytest.mark.parametrize("style", STYLES)
def test_suit_colours_differ_in_lightness(style):
    colours = SUIT_COLOURS[style]
    assert set(colours) == set("CDHS")
    for a, b in itertools.combinations("CDHS", 2):
        la, lb = relative_luminance(colours[a]), relative_luminance(colours[b])
        assert abs(la - lb) >= 0.04, (style, a, b, la, lb)
        ratio = (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
        assert ratio >= 1.4, (style, a, b, ratio)


def test_app_icon():
    for size in (16, 64, 256):
        assert app_icon(size).get_size() == (size, size)


def test_sound_files_exist_and_are_small():
    for name in SOUND_NAMES:
        path = asset_path("sounds", f"{name}.wav")
        assert path.is_file(), path
        assert path.stat().st_size < 150_000


def test_sounds_play_without_raising():
    sounds = Sounds()
    for name in SOUND_NAMES:
        sounds.play(name)
    sounds.play("no-such-sound")
    sounds.volume = 0.3
    assert sounds.volume == pytest.approx(0.3)
    sounds.set_volume(5)
    assert sounds.volume == 1.0
    sounds.set_volume(-1)
    assert sounds.volume == 0.0
    sounds.set_volume(0.5)
    sounds.muted = True
    sounds.play("deal")
    assert sounds.toggle_mute() is False
    sounds.play("click")
    sounds.stop()


def test_sounds_disabled_are_silent():
    sounds = Sounds(enabled=False, muted=True)
    assert not sounds.available
    sounds.play("deal")
    sounds.set_muted(False)
    sounds.play("deal")
