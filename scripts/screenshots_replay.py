"""Screenshots of issue 44: the replay viewer mid-combat and a paused live game, at 1280x720 and 1920x1080.

    python scripts/screenshots_replay.py [--out docs/screenshots] [--only NAME ...] [--language de]

Writes (`-1920` at 1920x1080; `-<lang>` for another language):
  replay-seat.png       a replay mid-combat through Mara's eyes: her hand at the bottom, the timeline bar
  replay-open.png       the same step with everything open (the log tells every draw)
  replay-list.png       File → Open Replay…: the kept games
  paused.png            a live game paused (View → Pause): the notice in the status bar, the table held
"""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from screenshots import FULL_HD, SIZE, Shot, render, save, settle  # noqa: E402

from nightfall_qt.app.game.seats import SeatConfig  # noqa: E402
from nightfall_qt.app.replay.replay_source import OPEN  # noqa: E402
from nightfall_qt.app.replay.replays import ReplayStore, parse_replay, replay_from_state  # noqa: E402
from nightfall_qt.app.storage.saves import GameMeta  # noqa: E402
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions, new_game  # noqa: E402

CARDS = load_cards()
SEATS = [SeatConfig("Ann", "human"), SeatConfig("Mara", "bot", "normal"), SeatConfig("Viktor", "bot", "hard")]


def _replay(seed: int) -> Any:
    st = new_game(GameOptions(players=3, seed=seed), CARDS)
    rng = random.Random(seed)
    while not st.is_over:
        st.apply(rng.choice(st.decision.options))  # type: ignore[union-attr]
    return parse_replay(replay_from_state(st, SEATS, GameMeta(started_at="2024-05-01T18:00:00Z")).to_text())


def _mid_combat(replay: Any) -> int:
    """A step of turn 4 or later where an attack is declared and blocked, not yet struck (found without a window)."""
    from nightfall_qt.app.replay.replay_source import ReplaySource

    source = ReplaySource(replay, CARDS, instant=True)
    source.set_eyes(1)
    for at in range(source.step_of_turn(4), source.steps):
        source.seek(at)
        obs = source.observation()
        assert obs is not None
        if obs.phase == "combat" and any(a.blockers for a in obs.attacks) and not any(a.resolved for a in obs.attacks):
            return at
    raise LookupError("no blocked attack in this game")


def _viewer(app: Any, size: tuple[int, int]) -> Any:
    from nightfall_qt.ui.replay.replay_viewer import open_replay_window
    from nightfall_qt.ui.window.main_window import MainWindow

    replay = _replay(8)
    at = _mid_combat(replay)
    window = open_replay_window(replay, CARDS, window_class=MainWindow)
    window.resize(*size)
    settle(app)
    window.controller.set_eyes(1)
    window.controller.seek(at - 1)
    settle(app, lambda: not window.scene.motion.busy())
    window.replay_bar.forward()  # the step itself, as it animates: arrows and numbers
    settle(app, lambda: window.controller.presenter.idle and not window.scene.motion.busy())
    return window


def shot_viewer(app: Any, out: Path) -> None:
    for size, suffix in ((SIZE, ""), (FULL_HD, "-1920")):
        window = _viewer(app, size)
        save(app, window, out / f"replay-seat{suffix}.png")
        window.replay_bar.eyes.setCurrentIndex(window.replay_bar.eyes.findData(OPEN))
        settle(app, lambda w=window: not w.scene.motion.busy())
        save(app, window, out / f"replay-open{suffix}.png")
        window.close()


def shot_list(app: Any, out: Path) -> None:
    from nightfall_qt.ui.replay.replay_list import ReplayList

    store = ReplayStore(tempfile.mkdtemp())
    for seed in (3, 5, 8):
        store.add(_replay(seed))
    dialog = ReplayList(store, CARDS)
    save(app, dialog, out / "replay-list.png")
    dialog.close()


def shot_paused(app: Any, out: Path) -> None:
    from nightfall_qt.ui.window.main_window import MainWindow

    for size, suffix in ((SIZE, ""), (FULL_HD, "-1920")):
        window = MainWindow(CARDS)
        window.resize(*size)
        window.show()
        window.set_animation_speed(0.25)
        bots = [SeatConfig("Mara", "bot", "random"), SeatConfig("Viktor", "bot", "random")]
        window.start(GameOptions(players=2, seed=5), bots)
        ctl = window.controller
        settle(app, lambda c=ctl: c.state is not None and c.state.turn >= 3 and bool(c.observation().chain))
        window.live_pause.action.trigger()
        save(app, window, out / f"paused{suffix}.png")
        window.close()


SHOTS: dict[str, Shot] = {"replay-viewer": shot_viewer, "replay-list": shot_list, "paused": shot_paused}


if __name__ == "__main__":
    sys.exit(render(SHOTS, __doc__.splitlines()[0]))
