"""Record a few seconds of bots playing, at normal animation speed, as an animated PNG (headless).

    python scripts/record_turn.py [--out docs/screenshots/bot-turn.png] [--seconds 5] [--seed 11] [--turn 3]
                                  [--scale 0.7] [--frames-dir DIR] [--sound docs/media/bot-turn.wav]

A 3-player game of Normal bots is played at random up to the start of turn `--turn` (so the table has minions,
discards and claimed cards), loaded into the real main window at 1280x720, and the bots play on. The table view
is grabbed every 40 ms for `--seconds`; each frame is shown for the time that really passed until the next grab,
so the recording plays at the speed the player sees (a slow machine gives fewer, longer frames, not a faster
film). `--frames-dir` also writes every fifth frame as a PNG, to look at. The writer is scripts/apng.py.

`--sound FILE` records the same turn's sound: the window plays through miniaudio's null device (no sound card
needed) and every frame that device took is written to FILE as a WAV file (docs/SOUND.md), from the moment the
first picture is grabbed.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import wave
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "offscreen"  # before any Qt import: render without a display

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from apng import ApngWriter  # noqa: E402
from PySide6.QtCore import QElapsedTimer, Qt, QTimer  # noqa: E402
from PySide6.QtGui import QImage  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from nightfall_qt.app.game.seats import SeatConfig  # noqa: E402
from nightfall_qt.app.sound import sound_player  # noqa: E402
from nightfall_qt.cards import load_cards  # noqa: E402
from nightfall_qt.engine import GameOptions, GameState, new_game  # noqa: E402
from nightfall_qt.ui.window.main_window import MainWindow  # noqa: E402

GRAB_MS = 40
NAMES = ("Mara", "Viktor", "Selene")


def position(seed: int, turn: int) -> GameState:
    """A 3-player game played at random until turn `turn` starts."""
    cards = load_cards()
    rng = random.Random(seed)
    st = new_game(GameOptions(players=3, seed=seed), cards)
    while st.decision is not None and st.turn < turn:
        st.apply(rng.choice(st.decision.options))
    if st.decision is None:
        raise SystemExit(f"the game with seed {seed} ended before turn {turn}; try another --seed")
    return st


def rgb_bytes(image: QImage) -> bytes:
    """The image's pixels as tightly packed RGB rows (QImage pads each row to 4 bytes)."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    stride, row = rgb.bytesPerLine(), rgb.width() * 3
    data = bytes(rgb.constBits())
    return b"".join(data[y * stride:y * stride + row] for y in range(rgb.height()))


def write_sound(out: Path, pcm: bytes, frames: int, player: sound_player.SoundPlayer) -> None:
    """What the null device took during the recording, as a 16-bit mono WAV file, and its levels."""
    pcm = pcm[: 2 * frames]
    out.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(out), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(sound_player.RATE)
        w.writeframes(pcm)
    samples = memoryview(pcm).cast("h")
    peak = max((abs(v) for v in samples), default=0)
    heard = ", ".join(name for name, _frame in player.mixer.heard)
    print(f"{out}: {len(samples) / sound_player.RATE:.1f} s, peak {peak / 32768:.2f} of full scale, "
          f"{out.stat().st_size / 1000:.0f} kB; sounds: {heard}")


def record(args: argparse.Namespace) -> None:
    app = QApplication.instance() or QApplication(sys.argv)
    window = MainWindow(load_cards(), instant=False)  # normal animation speed, bots wait for the presenter
    window.resize(1280, 720)
    window.show()
    window.controller.load_state(position(args.seed, args.turn), [SeatConfig(n, "bot", "normal") for n in NAMES])
    window.scene.rebuild()
    player = None
    if args.sound:  # the device opens first, so that the sound and the pictures start together
        player = window.sound.player
        player.open()
        if not player.ready.wait(10) or player.problem is not None:
            raise SystemExit(f"no null audio device: {player.problem}")

    size = window.view.size() * args.scale
    writer = ApngWriter(size.width(), size.height())
    clock = QElapsedTimer()
    grabs: list[tuple[int, bytes]] = []  # (ms since the start, pixels)
    frames_dir = Path(args.frames_dir) if args.frames_dir else None
    if frames_dir is not None:
        frames_dir.mkdir(parents=True, exist_ok=True)

    def grab() -> None:
        image = window.view.grab().toImage().scaled(size, Qt.AspectRatioMode.IgnoreAspectRatio,
                                                    Qt.TransformationMode.SmoothTransformation)
        if frames_dir is not None and len(grabs) % 5 == 0:
            image.save(str(frames_dir / f"frame-{len(grabs):03d}.png"))
        grabs.append((clock.elapsed(), rgb_bytes(image)))
        if clock.elapsed() >= args.seconds * 1000:
            timer.stop()
            app.quit()

    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.timeout.connect(grab)
    clock.start()
    if player is not None:
        player.mixer.tap = bytearray()
    timer.start(GRAB_MS)
    app.exec()
    window.close()
    if player is not None and player.mixer.tap is not None:
        write_sound(Path(args.sound), bytes(player.mixer.tap), int(args.seconds * sound_player.RATE), player)

    for (t, pixels), (t_next, _) in zip(grabs, [*grabs[1:], (grabs[-1][0] + GRAB_MS, b"")], strict=True):
        writer.add(pixels, t_next - t)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    n_bytes = writer.write(out)
    gaps = [b[0] - a[0] for a, b in zip(grabs, grabs[1:], strict=False)]
    print(f"{out}: {len(grabs)} grabs in {grabs[-1][0] / 1000:.1f} s (gap median {sorted(gaps)[len(gaps) // 2]} ms, "
          f"max {max(gaps)} ms), {writer.frames} distinct frames, {size.width()}x{size.height()}, "
          f"{n_bytes / 1e6:.2f} MB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots" / "bot-turn.png"))
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--turn", type=int, default=3)
    parser.add_argument("--scale", type=float, default=0.7)
    parser.add_argument("--frames-dir", default="")
    parser.add_argument("--sound", default="", help="also write the turn's sound to this WAV file")
    args = parser.parse_args()
    if args.sound:
        os.environ[sound_player.BACKENDS_ENV] = "null"  # miniaudio's device without a sound card
    record(args)


if __name__ == "__main__":
    main()
