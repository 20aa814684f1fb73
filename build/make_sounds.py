"""Synthesizes the game's sound effects into assets/sounds/*.wav (16-bit mono, 44.1 kHz).

Pure standard library and a fixed random seed, so the output is reproducible and the
sounds are the project's own work. Run: ``python build/make_sounds.py``.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 44100
OUT_DIR = Path(__file__).resolve().parent.parent / "assets" / "sounds"

Signal = list[float]


def silence(seconds: float) -> Signal:
    return [0.0] * int(RATE * seconds)


def mix_into(dst: Signal, src: Signal, start: float = 0.0, gain: float = 1.0) -> None:
    """Adds src into dst at `start` seconds (dst grows if needed)."""
    offset = int(start * RATE)
    need = offset + len(src)
    if need > len(dst):
        dst.extend([0.0] * (need - len(dst)))
    for i, v in enumerate(src):
        dst[offset + i] += v * gain


def noise(seconds: float, rng: random.Random) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(RATE * seconds))]


def lowpass(sig: Signal, cutoff: float) -> Signal:
    a = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    y = 0.0
    out = []
    for x in sig:
        y += a * (x - y)
        out.append(y)
    return out


def highpass(sig: Signal, cutoff: float) -> Signal:
    low = lowpass(sig, cutoff)
    return [x - lo for x, lo in zip(sig, low, strict=True)]


def bandpass(sig: Signal, low: float, high: float) -> Signal:
    return lowpass(highpass(sig, low), high)


def envelope(sig: Signal, fn: Callable[[float], float]) -> Signal:
    return [v * fn(i / RATE) for i, v in enumerate(sig)]


def perc(attack: float, decay: float) -> Callable[[float], float]:
    """Fast linear attack then exponential decay (time constant `decay`)."""

    def env(t: float) -> float:
        if t < attack:
            return t / attack
        return math.exp(-(t - attack) / decay)

    return env


def tone(
    freq: float,
    seconds: float,
    partials: tuple[tuple[float, float], ...] = ((1.0, 1.0),),
    env: Callable[[float], float] | None = None,
    vibrato: float = 0.0,
    glide_to: float | None = None,
) -> Signal:
    """Sum of sine partials (ratio, amplitude) with an optional envelope, vibrato, glide."""
    n = int(RATE * seconds)
    out = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        f = freq if glide_to is None else freq + (glide_to - freq) * (i / max(1, n - 1))
        if vibrato:
            f *= 1 + vibrato * math.sin(2 * math.pi * 5.5 * t)
        phase += 2 * math.pi * f / RATE
        v = sum(amp * math.sin(phase * ratio) for ratio, amp in partials)
        out.append(v * (env(t) if env else 1.0))
    return out


BELL = ((1.0, 1.0), (2.0, 0.35), (3.0, 0.12), (4.2, 0.06))
SOFT = ((1.0, 1.0), (2.0, 0.18), (3.0, 0.05))
BRASS = ((1.0, 1.0), (2.0, 0.55), (3.0, 0.35), (4.0, 0.2), (5.0, 0.1))


def note(name: str) -> float:
    """Frequency of a note like "C5", "G#4"."""
    names = {
        "C": 0,
        "C#": 1,
        "D": 2,
        "D#": 3,
        "E": 4,
        "F": 5,
        "F#": 6,
        "G": 7,
        "G#": 8,
        "A": 9,
        "A#": 10,
        "B": 11,
    }
    pitch, octave = name[:-1], int(name[-1])
    semis = names[pitch] + 12 * (octave + 1) - 69
    return 440.0 * 2 ** (semis / 12)


def finish(sig: Signal, peak: float, seconds: float | None = None) -> Signal:
    """Trims/pads to `seconds`, normalizes to `peak` and fades the last few ms out."""
    if seconds is not None:
        n = int(RATE * seconds)
        sig = (sig + [0.0] * n)[:n]
    top = max((abs(v) for v in sig), default=0.0) or 1.0
    sig = [v / top * peak for v in sig]
    fade_in = min(len(sig), int(RATE * 0.002))
    for i in range(fade_in):
        sig[i] *= i / fade_in
    fade = min(len(sig), int(RATE * 0.012))
    for i in range(fade):
        sig[len(sig) - 1 - i] *= i / fade
    return sig


# --------------------------------------------------------------------------- the sounds


def make_click(rng: random.Random) -> Signal:
    s = tone(1750, 0.04, SOFT, perc(0.001, 0.008))
    mix_into(s, envelope(highpass(noise(0.01, rng), 2500), perc(0.0005, 0.002)), 0, 0.4)
    return finish(s, 0.45, 0.04)


def make_deal(rng: random.Random) -> Signal:
    # a short, bright paper flick: band-passed noise with a quick swell and snap
    body = envelope(bandpass(noise(0.08, rng), 1800, 7000), perc(0.012, 0.018))
    snap = envelope(highpass(noise(0.01, rng), 3000), perc(0.0005, 0.003))
    mix_into(body, snap, 0.012, 0.6)
    return finish(body, 0.55, 0.08)


def make_play(rng: random.Random) -> Signal:
    # a card landing on felt: soft low thump plus a little paper texture
    thump = tone(150, 0.12, ((1.0, 1.0), (1.5, 0.3)), perc(0.002, 0.025), glide_to=95)
    tex = envelope(bandpass(noise(0.12, rng), 500, 3500), perc(0.002, 0.02))
    mix_into(thump, tex, 0, 0.55)
    return finish(thump, 0.6, 0.12)


def make_trick(rng: random.Random) -> Signal:
    # cards swept together (swelling noise) followed by a soft two-note chime
    def swell(t: float) -> float:
        return math.sin(math.pi * min(1.0, t / 0.2)) ** 1.5 if t < 0.2 else 0.0

    sweep = envelope(bandpass(noise(0.22, rng), 900, 5000), swell)
    out = silence(0.35)
    mix_into(out, sweep, 0.0, 0.5)
    mix_into(out, tone(note("E6"), 0.22, BELL, perc(0.003, 0.07)), 0.14, 0.30)
    mix_into(out, tone(note("B6"), 0.18, BELL, perc(0.003, 0.06)), 0.19, 0.22)
    return finish(out, 0.55, 0.35)


def make_round_end(rng: random.Random) -> Signal:
    out = silence(0.7)
    for k, name in enumerate(("C5", "E5", "G5", "C6")):
        dur = 0.7 - k * 0.11
        mix_into(
            out, tone(note(name), dur, BELL, perc(0.004, 0.16 + 0.05 * k)), k * 0.11, 1.0 - 0.08 * k
        )
    return finish(out, 0.6, 0.7)


def make_game_end(rng: random.Random) -> Signal:
    out = silence(1.5)

    def brass_env(length: float) -> Callable[[float], float]:
        def env(t: float) -> float:
            a = min(1.0, t / 0.025)
            r = 1.0 if t < length - 0.06 else max(0.0, (length - t) / 0.06)
            return a * r * (0.85 + 0.15 * math.exp(-t / 0.08))

        return env

    # pick-up notes, then a sustained major chord with gentle vibrato
    for start, name, length in (
        (0.00, "G4", 0.13),
        (0.15, "C5", 0.13),
        (0.30, "E5", 0.13),
        (0.45, "G5", 0.28),
        (0.76, "E5", 0.11),
    ):
        mix_into(out, tone(note(name), length, BRASS, brass_env(length)), start, 0.7)
    chord_len = 1.5 - 0.9

    def chord_env(t: float) -> float:
        return min(1.0, t / 0.03) * math.exp(-t / 0.5) * min(1.0, (chord_len - t) / 0.15)

    for name, gain in (("C5", 0.45), ("E5", 0.4), ("G5", 0.4), ("C6", 0.5)):
        mix_into(out, tone(note(name), chord_len, BRASS, chord_env, vibrato=0.004), 0.9, gain)
    mix_into(out, tone(note("C7"), 0.5, BELL, perc(0.003, 0.15)), 0.9, 0.12)
    return finish(out, 0.6, 1.5)


def make_error(rng: random.Random) -> Signal:
    out = silence(0.15)
    mix_into(out, tone(330, 0.07, SOFT, perc(0.004, 0.03)), 0.0, 0.8)
    mix_into(out, tone(247, 0.09, SOFT, perc(0.004, 0.035), glide_to=225), 0.06, 1.0)
    return finish(out, 0.5, 0.15)


SOUNDS: dict[str, Callable[[random.Random], Signal]] = {
    "deal": make_deal,
    "play": make_play,
    "trick": make_trick,
    "round_end": make_round_end,
    "game_end": make_game_end,
    "click": make_click,
    "error": make_error,
}


def write_wav(path: Path, sig: Signal) -> None:
    frames = b"".join(struct.pack("<h", max(-32767, min(32767, round(v * 32767)))) for v in sig)
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(frames)


def main() -> None:
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    for name, maker in SOUNDS.items():
        rng = random.Random(f"wizard-sound-{name}")
        path = OUT_DIR / f"{name}.wav"
        write_wav(path, maker(rng))
        print(f"{path}  {path.stat().st_size // 1024} KB")


if __name__ == "__main__":
    main()
