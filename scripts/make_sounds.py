"""Synthesise the table's sound effects into resources/sounds/ (the script is their source; docs/SOUND.md).

Plain Python (math, array, wave, random with a fixed seed): the same bytes on every run. Every sound is a few
sine partials or a little filtered noise under an envelope (a soft attack, an exponential decay), then a short
room (three feedback delays, a fifth of the level) so that nothing ends in a dry click. Each file is scaled to
its peak level (PEAKS) and the script prints its peak and RMS in dBFS, the check that stands in for listening.

    python scripts/make_sounds.py            # writes resources/sounds/*.wav and prints the levels
    python scripts/make_sounds.py --check    # writes nothing: exits 1 if a file differs from what it makes
"""

from __future__ import annotations

import argparse
import array
import io
import math
import random
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050  # mono, 16 bit: enough for short effects, half the bytes of 44.1 kHz
OUT = Path(__file__).resolve().parents[1] / "resources" / "sounds"
TAU = 2 * math.pi

Wave = list[float]


def silence(seconds: float) -> Wave:
    return [0.0] * int(seconds * RATE)


def note(
    freq: float,
    seconds: float,
    partials: tuple[float, ...] = (1.0, 0.35, 0.12),
    attack: float = 0.006,
    decay: float = 0.25,
    glide: float = 0.0,
    ratios: tuple[float, ...] = (1.0, 2.0, 3.0),
) -> Wave:
    """A plucked or struck tone: sine partials (amplitudes `partials` at `ratios` of `freq`), a short linear
    attack, an exponential decay with time constant `decay` (higher partials fade faster), `glide` the pitch
    change in octaves over the note."""
    out = []
    n = int(seconds * RATE)
    phases = [0.0] * len(partials)
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / attack) if attack > 0 else 1.0
        f = freq * 2 ** (glide * t / seconds)
        value = 0.0
        for k, (amp, ratio) in enumerate(zip(partials, ratios, strict=True)):
            phases[k] += TAU * f * ratio / RATE
            value += amp * math.sin(phases[k]) * math.exp(-t * ratio**0.5 / decay)
        out.append(env * value)
    return out


def noise(seconds: float, seed: int, cutoff: float, decay: float, attack: float = 0.003, sweep: float = 0.0) -> Wave:
    """Low-passed white noise (one-pole filter at `cutoff` Hz, moving `sweep` octaves over the sound) under an
    attack/decay envelope: the body of a card slap, a thud, a crunch."""
    rng = random.Random(seed)
    out, low = [], 0.0
    n = int(seconds * RATE)
    for i in range(n):
        t = i / RATE
        fc = cutoff * 2 ** (sweep * t / seconds)
        alpha = 1 - math.exp(-TAU * fc / RATE)
        low += alpha * (rng.uniform(-1, 1) - low)
        env = min(1.0, t / attack) * math.exp(-t / decay)
        out.append(env * low)
    return out


def mix(*parts: tuple[float, float, Wave]) -> Wave:
    """(start in seconds, gain, wave) laid over each other."""
    length = max(int(start * RATE) + len(w) for start, _g, w in parts)
    out = [0.0] * length
    for start, gain, w in parts:
        offset = int(start * RATE)
        for i, v in enumerate(w):
            out[offset + i] += gain * v
    return out


def room(dry: Wave, wet: float = 0.2, tail: float = 0.25) -> Wave:
    """A small room: three feedback comb filters (prime delays near 30-45 ms) summed, `wet` of the level, with
    `tail` seconds added so the echo dies out instead of being cut."""
    signal = dry + silence(tail)
    combs = [(int(RATE * ms / 1000), fb) for ms, fb in ((29.7, 0.55), (37.1, 0.5), (43.9, 0.45))]
    out = list(signal)
    for delay, feedback in combs:
        buf = [0.0] * len(signal)
        for i, x in enumerate(signal):
            buf[i] = x + (feedback * buf[i - delay] if i >= delay else 0.0)
        for i, v in enumerate(buf):
            out[i] += wet / len(combs) * (v - signal[i])
    fade = int(0.02 * RATE)  # the last 20 ms fade to exact silence: no click at the end
    for i in range(fade):
        out[-1 - i] *= i / fade
    return out


# Equal temperament around A4 = 440 Hz.
def hz(semitones_from_a4: int) -> float:
    return 440.0 * 2 ** (semitones_from_a4 / 12)


A3, C4, D4, E4, F4, A4, B4, CS5, E5, A5, B5, E6 = (hz(s) for s in (-12, -9, -7, -5, -4, 0, 2, 4, 7, 12, 14, 19))
# A soft bell: a slightly inharmonic third partial.
BELL_PARTIALS, BELL_RATIOS = (1.0, 0.4, 0.2, 0.08), (1.0, 2.0, 2.76, 5.4)


def tick() -> Wave:
    return room(note(1760, 0.03, (1.0, 0.2), attack=0.002, decay=0.008, ratios=(1.0, 2.0)), wet=0.08, tail=0.05)


def chain_add() -> Wave:
    slap = noise(0.09, seed=1, cutoff=2400, decay=0.025, sweep=-1.0)
    pluck = note(A4, 0.25, decay=0.07)
    return room(mix((0, 0.9, slap), (0.01, 0.5, pluck)))


def kicker() -> Wave:
    return room(mix((0, 0.7, note(E5, 0.3, decay=0.09)), (0.08, 0.8, note(B5, 0.4, decay=0.12))), wet=0.25)


def resolve() -> Wave:
    return room(note(E5, 0.6, attack=0.004, decay=0.18, partials=BELL_PARTIALS, ratios=BELL_RATIOS))


def minion_enter() -> Wave:
    swell = mix((0, 0.6, note(A3, 0.55, attack=0.05, decay=0.2)), (0, 0.45, note(E4, 0.55, attack=0.06, decay=0.18)))
    step = noise(0.12, seed=2, cutoff=500, decay=0.04)
    return room(mix((0, 1.0, swell), (0, 0.6, step)))


def damage() -> Wave:
    hit = note(180, 0.2, (1.0, 0.3), attack=0.002, decay=0.06, glide=-1.3, ratios=(1.0, 2.0))
    return room(mix((0, 1.0, hit), (0, 0.5, noise(0.08, seed=3, cutoff=900, decay=0.02))), wet=0.15)


def wound() -> Wave:
    low = note(110, 0.45, (1.0, 0.5, 0.2), attack=0.004, decay=0.14, glide=-0.25)
    return room(mix((0, 1.0, low), (0, 0.4, noise(0.15, seed=4, cutoff=350, decay=0.05))))


def wound_heavy() -> Wave:
    """Several wounds in a row: deeper, longer, a second low tone a minor third above."""
    low = note(82.4, 0.7, (1.0, 0.6, 0.3), attack=0.004, decay=0.22, glide=-0.3)
    third = note(98.0, 0.7, (0.7, 0.3), attack=0.01, decay=0.2, glide=-0.3, ratios=(1.0, 2.0))
    return room(mix((0, 1.0, low), (0.01, 0.7, third), (0, 0.6, noise(0.25, seed=5, cutoff=300, decay=0.08))))


def destroyed() -> Wave:
    crunch = noise(0.3, seed=6, cutoff=1800, decay=0.08, sweep=-2.0)
    fall = note(E4, 0.35, (1.0, 0.4), decay=0.1, glide=-1.0, ratios=(1.0, 2.0))
    return room(mix((0, 0.9, crunch), (0, 0.5, fall)), wet=0.25)


def exiled() -> Wave:
    """Gone from the game: a breath of noise rising away and a high tone fading out."""
    air = noise(0.45, seed=7, cutoff=600, decay=0.2, attack=0.08, sweep=2.5)
    high = note(B5, 0.5, (1.0, 0.2), attack=0.06, decay=0.15, glide=0.5, ratios=(1.0, 2.0))
    return room(mix((0, 0.8, air), (0.03, 0.3, high)), wet=0.3)


def claim() -> Wave:
    return room(
        mix(
            (0, 0.7, note(B5, 0.3, decay=0.1, partials=BELL_PARTIALS, ratios=BELL_RATIOS)),
            (0.09, 0.8, note(E6, 0.45, decay=0.14, partials=BELL_PARTIALS, ratios=BELL_RATIOS)),
        )
    )


def pass_() -> Wave:
    wood = note(310, 0.12, (1.0, 0.3), attack=0.002, decay=0.025, ratios=(1.0, 2.7))
    return room(mix((0, 1.0, wood), (0, 0.3, noise(0.04, seed=8, cutoff=1200, decay=0.01))), wet=0.12, tail=0.15)


def arpeggio(notes: tuple[float, ...], gap: float, last: float, decay: float) -> Wave:
    parts = [
        (i * gap, 0.7, note(f, gap + 0.3, decay=decay * 0.6, partials=BELL_PARTIALS, ratios=BELL_RATIOS))
        for i, f in enumerate(notes[:-1])
    ]
    parts.append(
        (gap * (len(notes) - 1), 0.8, note(notes[-1], last, decay=decay, partials=BELL_PARTIALS, ratios=BELL_RATIOS))
    )
    return mix(*parts)


def your_turn() -> Wave:
    return room(arpeggio((A4, CS5, E5), gap=0.11, last=0.6, decay=0.25), wet=0.25)


def victory() -> Wave:
    rise = arpeggio((A4, CS5, E5, A5), gap=0.14, last=1.1, decay=0.4)
    chord = mix(*((0, 0.25, note(f, 1.1, attack=0.08, decay=0.45)) for f in (A3, E4, A4)))
    return room(mix((0, 1.0, rise), (0.42, 1.0, chord)), wet=0.3, tail=0.4)


def defeat() -> Wave:
    fall = mix(*((i * 0.28, 0.7, note(f, 0.7, attack=0.02, decay=0.3)) for i, f in enumerate((A4, F4, D4))))
    low = note(hz(-19), 1.2, (1.0, 0.4), attack=0.1, decay=0.5, ratios=(1.0, 2.0))  # D3 under the last note
    return room(mix((0, 1.0, fall), (0.56, 0.6, low)), wet=0.3, tail=0.4)


# file stem -> (maker, peak in dBFS). The UI tick stays far below the game's sounds.
SOUNDS: dict[str, tuple[Callable[[], Wave], float]] = {
    "tick": (tick, -20.0),
    "chain_add": (chain_add, -9.0),
    "kicker": (kicker, -8.0),
    "resolve": (resolve, -10.0),
    "minion_enter": (minion_enter, -8.0),
    "damage": (damage, -8.0),
    "wound": (wound, -7.0),
    "wound_heavy": (wound_heavy, -5.0),
    "destroyed": (destroyed, -7.0),
    "exiled": (exiled, -9.0),
    "claim": (claim, -9.0),
    "pass": (pass_, -14.0),
    "your_turn": (your_turn, -8.0),
    "victory": (victory, -6.0),
    "defeat": (defeat, -6.0),
}


def render(samples: Wave, peak_db: float) -> bytes:
    """The wave scaled to `peak_db` and written as a 16-bit mono WAV file."""
    top = max(abs(v) for v in samples) or 1.0
    gain = 10 ** (peak_db / 20) * 32767 / top
    pcm = array.array("h", (round(v * gain) for v in samples))
    if sys.byteorder == "big":
        pcm.byteswap()
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm.tobytes())
    return buf.getvalue()


def levels(data: bytes) -> tuple[float, float, float]:
    """(seconds, peak dBFS, RMS dBFS) of a 16-bit mono WAV file's bytes."""
    with wave.open(io.BytesIO(data)) as w:
        pcm = array.array("h", w.readframes(w.getnframes()))
    if sys.byteorder == "big":
        pcm.byteswap()
    peak = max(abs(v) for v in pcm) / 32768
    rms = math.sqrt(sum(v * v for v in pcm) / len(pcm)) / 32768
    return len(pcm) / RATE, 20 * math.log10(peak), 20 * math.log10(rms)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the files instead of writing them")
    args = parser.parse_args(argv)
    OUT.mkdir(parents=True, exist_ok=True)
    stale, total = [], 0
    for name, (make, peak) in SOUNDS.items():
        data = render(make(), peak)
        path = OUT / f"{name}.wav"
        total += len(data)
        if args.check:
            if not path.exists() or path.read_bytes() != data:
                stale.append(path.name)
        else:
            path.write_bytes(data)
        seconds, peak_db, rms_db = levels(data)
        print(f"{name + '.wav':18} {seconds:5.2f} s  peak {peak_db:6.1f} dBFS  RMS {rms_db:6.1f} dBFS  {len(data):7} B")
    print(f"total {total} bytes")
    if stale:
        print("differs from what the script makes:", ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
