"""Screenshots of cards on the move (headless): a card half way from the hand to the chain, and the mark stamped
over a cancelled card before it leaves the chain.

    python scripts/screenshots_motion.py [--out docs/screenshots]

Writes card-flight.png and card-mark.png at 1280x720, and -1920 versions at 1920x1080. The window runs at normal
animation speed; the flight is paused half way (ui/table/card_motion.py `flight_of`), the mark is shot as
soon as it is stamped. scripts/record_turn.py records the same movements as an animation.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "offscreen"  # before any Qt import: render without a display

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from PySide6.QtWidgets import QApplication  # noqa: E402
from screenshots import FULL_HD, SIZE, load_position, save, settle, window  # noqa: E402

from nightfall_qt.app.game.seats import SeatConfig  # noqa: E402
from nightfall_qt.engine import GameState  # noqa: E402
from nightfall_qt.ui.cards.card_item import CardItem  # noqa: E402
from nightfall_qt.ui.cards.face_budget import face_budget  # noqa: E402
from nightfall_qt.ui.window.main_window import MainWindow  # noqa: E402

CANCEL = {
    "seed": 1, "phase": "chain", "active": 1,
    # Flank Attack (yours, resolving first) cancels an order of the chain: you pick Mara's Rip and Tear.
    "chain": [{"card": "dark_awakening", "seat": 1}, {"card": "rip_and_tear", "seat": 1},
              {"card": "flank_attack", "seat": 0}],
    "resolve": True,
    "seats": [{"name": "You", "hand": ["bad_smoke", "genesis_one", "jj_mcteague"], "deck": ["bad_smoke"] * 6,
               "in_play": ["vulko"]},
              {"name": "Mara", "hand": ["bad_smoke"], "deck": ["genesis_one"] * 6, "in_play": ["big_ghost"]}],
}  # fmt: skip


def shoot_flight(app: QApplication, win: MainWindow, path: Path) -> None:
    """Deadly Grip, the last card of the hand, played: shot half way to the chain."""
    load_position(win, "chain_kicker")
    settle(app)
    ctl = win.controller
    d = ctl.decision_for_viewer()
    assert d is not None
    paused: list[CardItem] = []
    play = next(o for o in d.options if o.kind == "chain_add" and o.card == "deadly_grip")

    def halfway(item: object, _start: object, _end: object) -> None:
        if not paused and isinstance(item, CardItem) and item.uid == play.uid:  # not a hand card closing up
            paused.append(item)

    win.scene.motion.flightStarted.connect(halfway)
    ctl.submit(d.seat, play)
    settle_until(app, lambda: bool(paused) and win.scene.motion.flight_of(paused[0]) is not None)
    flight = win.scene.motion.flight_of(paused[0])
    assert flight is not None
    flight.pause()
    flight.setCurrentTime(round(flight.duration() * 0.5))
    save(app, win, path)
    flight.resume()
    win.scene.motion.flightStarted.disconnect(halfway)


def shoot_mark(app: QApplication, win: MainWindow, path: Path) -> None:
    """Rip and Tear cancelled by your Flank Attack: the mark over it, before it goes to Mara's discard pile."""
    st = GameState.from_scenario(CANCEL, win.controller.cards)
    win.controller.load_state(st, [SeatConfig("You", "human"), SeatConfig("Mara", "bot")])
    win.scene.rebuild()
    settle(app)
    ctl = win.controller
    d = ctl.decision_for_viewer()
    assert d is not None and d.kind == "target_order"
    shots: list[bool] = []

    def stamped(item: object, kind: str) -> None:
        if not shots and kind == "cancelled":
            shots.append(True)
            with face_budget().unlimited():  # every card crisp, as a player sees it a frame later
                win.grab().save(str(path))  # at once: the card still lies on the chain, stamped
            print(f"  {path.name}  {win.width()}x{win.height()}")

    win.scene.motion.stamped.connect(stamped)
    ctl.submit(d.seat, next(o for o in d.options if o.card == "rip_and_tear"))
    settle_until(app, lambda: bool(shots))
    win.scene.motion.stamped.disconnect(stamped)


def settle_until(app: QApplication, until: object) -> None:
    import time

    deadline = time.monotonic() + 30
    while not until():  # type: ignore[operator]
        if time.monotonic() > deadline:
            raise TimeoutError("the table did not reach the expected state in time")
        app.processEvents()
        time.sleep(0.002)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    out = Path(parser.parse_args().out)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv)
    for size, suffix in ((SIZE, ""), (FULL_HD, "-1920")):
        for shoot, name in ((shoot_flight, "card-flight"), (shoot_mark, "card-mark")):
            win = window(instant=False, size=size)  # a window each: nothing of the other shot fading out
            shoot(app, win, out / f"{name}{suffix}.png")
            win.close()


if __name__ == "__main__":
    main()
