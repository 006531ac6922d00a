"""Watch a real game as a reviewer: the real window on a real display (e.g. Xvfb), normal animation speed,
one human seat played at random by this script, frames grabbed while the bots play, then hover zoom with real
pointer moves (a hand card, an archive row, an opponent's minion), then the game played out to the end screen.

    DISPLAY=:99 python scripts/review_live.py --out /tmp/review/live2 [--seed 5] [--seconds 40]

Frames: frame-NNN.png every --every ms during the watched part; hover-*.png; end.png.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QCoreApplication, QEvent  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from nightfall_qt.app.game.seats import SeatConfig  # noqa: E402
from nightfall_qt.cards import load_cards  # noqa: E402
from nightfall_qt.engine import GameOptions  # noqa: E402
from nightfall_qt.ui.window.main_window import MainWindow  # noqa: E402


def spin(app: QApplication, seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        time.sleep(0.005)


def grab(win: MainWindow, path: Path) -> None:
    screen = win.screen()
    screen.grabWindow(win.winId()).save(str(path))


def play_human(win: MainWindow, rng: random.Random) -> bool:
    ctl = win.controller
    d = ctl.decision_for_viewer()
    if d is None or not d.options:
        return False
    ctl.submit(d.seat, rng.choice(d.options))
    return True


def hover(app: QApplication, win: MainWindow, item: object, path: Path) -> None:
    vp = win.view.viewport()
    QTest.mouseMove(vp, vp.rect().topLeft())
    spin(app, 0.2)
    centre = item.mapToScene(item.boundingRect().center())  # type: ignore[attr-defined]
    QTest.mouseMove(vp, win.view.mapFromScene(centre))
    spin(app, 0.4)
    grab(win, path)
    print(path.name, "zoom visible:", win.hover_zoom.isVisible())


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=40.0)
    parser.add_argument("--every", type=int, default=200)
    parser.add_argument("--size", default="1280x720")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv)
    win = MainWindow(load_cards(), instant=False)
    w, h = (int(v) for v in args.size.split("x"))
    win.resize(w, h)
    win.show()
    seats = [SeatConfig("You", "human"), SeatConfig("Mara", "bot", "normal"), SeatConfig("Viktor", "bot", "normal")]
    win.start(GameOptions(players=3, seed=args.seed, setup="quick_start"), seats)
    rng = random.Random(args.seed)
    start, n, waiting_since = time.monotonic(), 0, None
    while time.monotonic() - start < args.seconds and not win.controller.is_over:
        spin(app, args.every / 1000)
        n += 1
        grab(win, args.out / f"frame-{n:03d}.png")
        if win.controller.decision_for_viewer() is not None:
            waiting_since = waiting_since or time.monotonic()
            if time.monotonic() - waiting_since > 0.6:  # let the human's turn be seen, then answer
                play_human(win, rng)
                waiting_since = None
    print("frames:", n)
    # Hover zoom with real pointer moves, on whatever is on the table now.
    scene = win.scene
    if scene.hand_layer is not None and scene.hand_layer.items:
        hover(app, win, list(scene.hand_layer.items.values())[0], args.out / "hover-hand.png")
    if scene.archive_layer is not None and scene.archive_layer.items:
        hover(app, win, list(scene.archive_layer.items.values())[2], args.out / "hover-archive.png")
    for seat, layer in enumerate(scene.minion_layers()):
        if seat != win.controller.viewer_seat and layer.items:
            hover(app, win, list(layer.items.values())[0], args.out / f"hover-minion-{seat}.png")
            break
    # Play the rest instantly to see the end screen of a game with a human seat.
    win.set_animation_speed(0.0)
    win.controller.fast_bots = True
    deadline = time.monotonic() + 240
    while not win.controller.is_over and time.monotonic() < deadline:
        spin(app, 0.02)
        play_human(win, rng)
    spin(app, 1.0)
    grab(win, args.out / "end.png")
    print("over:", win.controller.is_over)
    win.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
