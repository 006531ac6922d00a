"""Issue 44: in the replay viewer's "Everything open", every other seat's hand lies face up under its plate (the
chips of ui/replay/open_hands.py, one per card, names as observe_all holds them); in a seat's view there are none and
the opponents' minions lie where a live game puts them."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.replay.replay_source import OPEN
from nightfall_qt.app.replay.replays import parse_replay, replay_from_state
from nightfall_qt.app.storage.saves import GameMeta
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions, new_game
from nightfall_qt.engine.observation import observe_all
from nightfall_qt.ui.replay.open_hands import HandChip
from nightfall_qt.ui.replay.replay_viewer import open_replay_window
from nightfall_qt.ui.window.main_window import MainWindow

CARDS = load_cards()
SEATS = [SeatConfig("Ann", "human"), SeatConfig("Mara", "bot", "normal"), SeatConfig("Viktor", "bot", "hard")]


def _viewer(qtbot: Any) -> Any:
    st = new_game(GameOptions(players=3, seed=8), CARDS)
    rng = random.Random(8)
    while not st.is_over:
        st.apply(rng.choice(st.decision.options))  # type: ignore[union-attr]
    replay = parse_replay(replay_from_state(st, SEATS, GameMeta()).to_text())
    window = open_replay_window(replay, CARDS, instant=False, window_class=MainWindow)  # animations on
    qtbot.addWidget(window)
    window.resize(1280, 720)
    return window


def _chips(window: Any) -> dict[int, list[str]]:
    """The chips on the table, per seat (by where they lie: under which plate), left to right."""
    chips = [item for item in window.scene.items() if isinstance(item, HandChip)]
    found: dict[int, list[str]] = {}
    for badge in window.scene.badges:
        under = [c for c in chips if badge.sceneBoundingRect().left() <= c.x() < badge.sceneBoundingRect().right()
                 and 0 < c.y() - badge.sceneBoundingRect().bottom() < 10]  # fmt: skip
        if under:
            found[badge.seat] = [c.card.id for c in sorted(under, key=lambda c: c.x())]
    assert len(chips) == sum(len(v) for v in found.values())  # no chip lies elsewhere
    return found


def _minion_tops(window: Any) -> list[float]:
    return sorted(layer.place.y for layer in window.scene.layers if hasattr(layer.place, "peers"))


def test_the_open_view_shows_every_other_hand_face_up_and_a_seat_view_does_not(qtbot: Any) -> None:
    window = _viewer(qtbot)
    bar, source = window.replay_bar, window.replay_bar.source
    source.seek(source.step_of_turn(5))
    qtbot.waitUntil(lambda: source.presenter.idle, timeout=10_000)
    seat_tops = _minion_tops(window)
    assert _chips(window) == {}  # Ann's view: nobody's hand is open

    bar.eyes.setCurrentIndex(bar.eyes.findData(OPEN))  # Whose eyes → Everything open
    qtbot.waitUntil(lambda: source.presenter.idle, timeout=10_000)
    for _ in range(3):  # and on, with the keys: the chips follow each step
        QTest.keyClick(window.view.viewport(), Qt.Key.Key_Right)
        qtbot.waitUntil(lambda: source.presenter.idle, timeout=10_000)
        views = observe_all(source._state)
        expected = {s: [ref.card for ref in views[s].seats[s].hand] for s in (1, 2) if views[s].seats[s].hand}
        assert _chips(window) == expected
        assert all(c.face_up for c in window.scene.items() if isinstance(c, HandChip))

    bar.eyes.setCurrentIndex(bar.eyes.findData(0))  # back to Ann's view: exactly as before
    qtbot.waitUntil(lambda: source.presenter.idle, timeout=10_000)
    assert _chips(window) == {}
    assert _minion_tops(window) == seat_tops
    window.close()
