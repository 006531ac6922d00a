"""Plays the table's sound effects (resources/sounds/*.wav) through miniaudio, never holding up the GUI thread.

The audio library, the sound files and the device are opened on a worker thread at the first `play()` (not at
start: the first window paints without them, tests/app/test_optional_parts.py). Sounds asked for meanwhile wait
and start with the device. No audio device, a missing library or a file that cannot be read: silence and one
line in the log, never a dialog.

The device pulls 16-bit mono frames from `Mixer.pull` on its own thread: the voices that play are summed there
(pure Python on ~1000 samples per period: a few hundredths of a millisecond of the GIL per period). Every sound
that reaches the device is written to `Mixer.heard` with the frame it started at, the record the tests read
with the library's null device (docs/SOUND.md).
"""

from __future__ import annotations

import array
import atexit
import logging
import os
import sys
import threading
import wave
from collections import deque
from collections.abc import Callable, Generator, Sequence
from itertools import zip_longest
from pathlib import Path

from nightfall_qt.assets import resource

log = logging.getLogger(__name__)

RATE = 22050  # every file is 16-bit mono at this rate (scripts/make_sounds.py); the device converts
# The sounds the app plays, each resources/sounds/<name>.wav (docs/SOUND.md lists what each is for).
SOUND_NAMES = ("tick", "chain_add", "kicker", "resolve", "minion_enter", "damage", "wound", "wound_heavy",
               "destroyed", "exiled", "claim", "pass", "your_turn", "victory", "defeat")  # fmt: skip
# The audio systems tried in order (PipeWire answers as PulseAudio). NIGHTFALL_SOUND_BACKENDS overrides it:
# "null" is miniaudio's device without a sound card (tests, recordings), "none" means no device at all.
DEFAULT_BACKENDS = ("pulseaudio", "alsa")
BACKENDS_ENV = "NIGHTFALL_SOUND_BACKENDS"
MAX_VOICES = 8  # sounds at once
PERIOD_MS = 40  # the device asks for this much audio at a time: short enough for a sound to start in step


def sound_file(name: str) -> Path:
    return Path(str(resource("sounds", f"{name}.wav")))


def read_wav(path: Path) -> array.array[int]:
    """A 16-bit mono WAV file at RATE as samples; ValueError naming what is wrong otherwise."""
    with wave.open(str(path), "rb") as w:
        shape = (w.getnchannels(), w.getsampwidth(), w.getframerate())
        if shape != (1, 2, RATE):
            raise ValueError(f"{path.name}: {shape[0]} channel(s), {8 * shape[1]} bit, {shape[2]} Hz "
                             f"(expected mono, 16 bit, {RATE} Hz)")  # fmt: skip
        samples = array.array("h", w.readframes(w.getnframes()))
    if sys.byteorder == "big":
        samples.byteswap()
    return samples


class Mixer:
    """Sums the sounds that play into the frames the device asks for (called on the device's thread)."""

    def __init__(self) -> None:
        self.sounds: dict[str, array.array[int]] = {}
        self.volume = 1.0  # 0..1, read by the device's thread at each period
        self.frames = 0  # frames handed to the device so far
        self.heard: list[tuple[str, int]] = []  # (sound, frame it started at), in the order the device got them
        # Every request, in the order asked: (sound, frame it started at, or frame of the same sound it joined).
        self.requests: list[tuple[str, int]] = []
        self.tap: bytearray | None = None  # when set, every frame handed to the device is appended (recordings)
        self._starts: deque[str] = deque()  # asked for by the GUI thread, not yet pulled
        self._voices: list[tuple[array.array[int], int]] = []  # (samples at the volume, position)
        self._scaled: dict[tuple[str, float], array.array[int]] = {}
        self._cut = False

    def start(self, name: str) -> None:
        self._starts.append(name)

    def silence(self) -> None:
        """Stop every sound that plays (muted): the next period is silent."""
        self._cut = True

    def pull(self, frames: int) -> bytes:
        if self._cut:
            self._cut = False
            self._voices.clear()
            self._starts.clear()
        started: set[str] = set()
        while self._starts:
            name = self._starts.popleft()
            samples = self.sounds.get(name)
            if samples is not None:
                self.requests.append((name, self.frames))
            # The same sound twice in one period (a batch shown at once, animations off) would only be louder;
            # past MAX_VOICES the oldest sound gives way: what is shown now is what must be heard.
            if samples is not None and name not in started:
                started.add(name)
                del self._voices[: max(0, len(self._voices) - MAX_VOICES + 1)]
                self._voices.append((self._at_volume(name, samples), 0))
                self.heard.append((name, self.frames))
        out = self._mix(frames)
        self.frames += frames
        if self.tap is not None:
            self.tap.extend(out)
        return out

    def _at_volume(self, name: str, samples: array.array[int]) -> array.array[int]:
        """The sound scaled to the volume, made once per sound and volume: a period then only adds slices."""
        volume = self.volume
        key = (name, volume)
        scaled = self._scaled.get(key)
        if scaled is None:
            scaled = samples if volume == 1.0 else array.array("h", [int(v * volume) for v in samples])
            if len(self._scaled) > 4 * len(SOUND_NAMES):  # volumes tried in Settings: keep the cache small
                self._scaled.clear()
            self._scaled[key] = scaled
        return scaled

    def _mix(self, frames: int) -> bytes:
        """The next `frames` samples of every voice, summed (clipped only when the sum leaves 16 bits)."""
        voices, self._voices = self._voices, []
        chunks = []
        for samples, pos in voices:
            chunks.append(samples[pos : pos + frames])
            if pos + frames < len(samples):
                self._voices.append((samples, pos + frames))
        if not chunks:
            return bytes(2 * frames)
        mixed = chunks[0]
        if len(chunks) > 1:
            total = [sum(column) for column in zip_longest(*chunks, fillvalue=0)]
            if max(total) > 32767 or min(total) < -32768:
                total = [max(-32768, min(32767, v)) for v in total]
            mixed = array.array("h", total)
        if len(mixed) < frames:
            mixed.extend([0] * (frames - len(mixed)))
        if sys.byteorder == "big":
            mixed.byteswap()
        return mixed.tobytes()

    def feed(self) -> Generator[bytes, int, None]:
        """The generator the device pulls frames from (miniaudio sends the number of frames it needs)."""
        frames = yield b""
        while True:
            frames = yield self.pull(frames)


_alsa_handler: object = None  # the no-op error handler given to ALSA: kept alive as long as the process


def _quiet_alsa() -> None:
    """ALSA prints a dozen lines to standard error when it finds no sound card; the app says it once in the log.
    Its error handler is replaced by one that says nothing (the library miniaudio opens is the same libasound)."""
    global _alsa_handler
    if _alsa_handler is not None:
        return
    import ctypes  # here: on the sound's worker thread, never at start

    try:
        alsa = ctypes.CDLL("libasound.so.2")
    except OSError:  # no ALSA here: nothing to quieten
        return
    # void handler(const char *file, int line, const char *function, int err, const char *fmt, ...)
    prototype = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p)
    _alsa_handler = prototype(lambda *_args: None)
    alsa.snd_lib_error_set_handler(_alsa_handler)


def backends_wanted() -> tuple[str, ...]:
    wanted = os.environ.get(BACKENDS_ENV, "")
    return tuple(b.strip().lower() for b in wanted.split(",") if b.strip()) or DEFAULT_BACKENDS


class SoundPlayer:
    """`play(name)` from the GUI thread; the device opens on a worker thread the first time."""

    def __init__(self, backends: Sequence[str] | None = None, folder: Callable[[str], Path] = sound_file) -> None:
        self.mixer = Mixer()
        self.enabled = True
        self.backend: str | None = None  # the audio system in use once open ("Null" for the null device)
        self.problem: str | None = None  # why there is no sound (logged once)
        self._backends = tuple(backends) if backends is not None else backends_wanted()
        self._folder = folder
        self._device: object | None = None
        self._thread: threading.Thread | None = None
        self.ready = threading.Event()  # set once the device plays or has failed

    @property
    def volume(self) -> float:
        return self.mixer.volume

    @volume.setter
    def volume(self, value: float) -> None:
        self.mixer.volume = min(1.0, max(0.0, float(value)))

    @property
    def playing(self) -> bool:
        """Whether a device is open and pulling frames."""
        return self._device is not None

    def play(self, name: str) -> None:
        """Start a sound (nothing while sound is off or there is no device). Never blocks."""
        if not self.enabled or self.problem is not None:
            return
        self.mixer.start(name)
        self.open()

    def open(self) -> None:
        """Open the device on the worker thread now, if not yet (`ready` is set when it plays or has failed)."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._open, name="sound-device", daemon=True)
            self._thread.start()

    def set_enabled(self, on: bool) -> None:
        self.enabled = on
        if not on:
            self.mixer.silence()

    def _open(self) -> None:
        try:
            self._load_sounds()
            self._device = self._open_device()
            log.info("sound: playing through %s", self.backend)
        except Exception as exc:  # no library, no device, nothing readable: silence, said once
            self.problem = f"{type(exc).__name__}: {exc}"
            self.mixer.silence()
            log.warning("sound: off (%s)", self.problem)  # untranslated: the log file
        finally:
            self.ready.set()

    def _load_sounds(self) -> None:
        broken = []
        for name in SOUND_NAMES:
            try:
                self.mixer.sounds[name] = read_wav(self._folder(name))
            except (OSError, EOFError, ValueError, wave.Error) as exc:
                broken.append(f"{name}: {exc}")
        if len(broken) == len(SOUND_NAMES):
            raise OSError("no sound file could be read (" + "; ".join(broken[:2]) + ")")
        for name, samples in self.mixer.sounds.items():  # scaled here, not in the device's first periods
            self.mixer._at_volume(name, samples)
        if broken:  # the others still play
            log.warning("sound: %d file(s) cannot be played: %s", len(broken), "; ".join(broken))  # untranslated: log

    def _open_device(self) -> object:
        if self._backends == ("none",):
            raise OSError(f"no audio device ({BACKENDS_ENV}=none)")
        import miniaudio  # type: ignore[import-untyped, import-not-found, unused-ignore]  # at the first sound

        if "alsa" in self._backends:
            _quiet_alsa()
        known = {b.name.lower(): b for b in miniaudio.Backend}
        backends = [known[b] for b in self._backends if b in known]
        if not backends:
            raise OSError(f"no known audio system in {', '.join(self._backends)}")
        device = miniaudio.PlaybackDevice(output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1,
                                          sample_rate=RATE, buffersize_msec=PERIOD_MS, backends=backends,
                                          app_name="Nightfall Qt")  # fmt: skip
        feed = self.mixer.feed()
        next(feed)
        device.start(feed)
        atexit.register(self.close)  # the device's thread must not call into a finishing interpreter
        self.backend = str(device.backend)
        return device

    def close(self) -> None:
        """Stop the device (the window closes)."""
        device, self._device = self._device, None
        if device is not None:
            device.close()  # type: ignore[attr-defined]


_shared: SoundPlayer | None = None


def shared_player() -> SoundPlayer:
    """The app's one player: every window (the local table, an online one) plays through the same device."""
    global _shared
    if _shared is None:
        _shared = SoundPlayer()
    return _shared
