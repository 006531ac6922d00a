"""Issue 15, "Follow the game": public information on the table, the log that follows, keys that lose nothing,
keyboard choices and the end-of-game screen — through the real window and real key/mouse events."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog

from nightfall_qt.app.paths import AppPaths
from nightfall_qt.app.seats import SeatConfig
from nightfall_qt.app.session import AppServices
from nightfall_qt.engine import GameOptions, GameState, load_cards, new_game
from nightfall_qt.engine.result import wound_counts
from nightfall_qt.ui import resume_dialog
from nightfall_qt.ui.main_window import MainWindow

CARDS = load_cards()
BOTS3 = [SeatConfig(f"Bot {i + 1}", "bot") for i in range(3)]


@pytest.fixture
def make_window(qtbot) -> Iterator[Any]:
    windows: list[MainWindow] = []

    def make(instant: bool = True, root: Path | None = None) -> MainWindow:
        services = AppServices.from_paths(AppPaths.under(root)) if root is not None else None
        window = MainWindow(cards=CARDS, instant=instant, services=services)
        qtbot.addWidget(window)
        window.resize(1280, 720)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.close()


def played(seed: int, wounded: int = 3, players: int = 3) -> GameState:
    """A game played at random until at least `wounded` wounds have been taken in all."""
    rng = random.Random(seed)
    st = new_game(GameOptions(players=players, seed=seed), CARDS)
    while st.decision is not None and sum(sum(wound_counts(st, s).values()) for s in range(st.n)) < wounded:
        st.apply(rng.choice(st.decision.options))
    assert not st.is_over
    return st


def scenario(data: dict[str, Any]) -> GameState:
    return GameState.from_scenario({"seed": 1, **data}, CARDS)


def plates_equal_engine(window: MainWindow) -> int:
    """Every name plate's wound chip and tooltip say the engine's count; returns the wounds seen."""
    st = window.controller.state
    total = 0
    for badge in window.scene.badges:
        counts = wound_counts(st, badge.seat)
        n = sum(counts.values())
        assert badge.wounds == f"Wounds {n}"
        assert f"Wounds taken: {n} (Bite {counts['bite']} · Burn {counts['burn']} · Bleed {counts['bleed']})" \
            in badge.toolTip()
        total += n
    return total


# ---------------------------------------------------------------------- 1. public information
def test_name_plates_show_each_players_wounds_equal_to_the_engine(make_window, qtbot) -> None:
    window = make_window()
    st = played(4, wounded=4)
    window.controller.load_state(st, BOTS3)
    window.scene.rebuild()
    assert plates_equal_engine(window) >= 4
    moves = len(st.history)
    qtbot.waitUntil(lambda: len(window.controller.state.history) >= moves + 8 or window.controller.is_over,
                    timeout=60_000)
    assert plates_equal_engine(window) >= 4  # still equal after bot moves (checked between two GUI events)


def test_the_wound_pile_warns_when_the_face_up_wounds_are_nearly_gone(make_window) -> None:
    window = make_window()
    seats = [{"hand": ["genesis_one"]}, {"hand": ["genesis_one"]}]
    window.controller.load_state(scenario({"seats": seats, "phase": "claim", "wounds": {"face_up": 20}}),
                                 [SeatConfig("You", "human"), SeatConfig("Bot", "bot")])
    window.scene.rebuild()
    gauge = window.scene.wound_gauge
    assert gauge.level == "plenty" and not gauge.warning
    window.controller.load_state(scenario({"seats": seats, "phase": "claim", "wounds": {"face_up": 3}}),
                                 [SeatConfig("You", "human"), SeatConfig("Bot", "bot")])
    window.scene.rebuild()
    assert gauge.level == "some" and gauge.warning
    assert "the game ends when they run out" in gauge.text
    assert gauge.isVisible() and window.view.mapFromScene(gauge.sceneBoundingRect()).boundingRect().intersects(
        window.view.viewport().rect())


# ---------------------------------------------------------------------- 2. the log follows the game
def newest_line_visible(window: MainWindow) -> bool:
    """The log's last row is its newest line, and it lies inside the visible part of the list."""
    view, model = window.log_view, window.models.log
    n = model.rowCount()
    rect = view.visualRect(model.index(n - 1, 0, QModelIndex()))
    return n > 0 and view.viewport().rect().contains(rect.center())


def test_the_log_shows_the_newest_line_after_bot_turns_unless_scrolled_up(make_window, qtbot) -> None:
    window = make_window()
    window.start(GameOptions(players=4, seed=3), [SeatConfig(f"Bot {i}", "bot") for i in range(4)])
    model, bar = window.models.log, window.log_view.verticalScrollBar()
    qtbot.waitUntil(lambda: model.rowCount() >= 40, timeout=60_000)
    assert bar.maximum() > 0 and newest_line_visible(window)  # more lines than fit, and the newest is shown
    QTest.keyClick(window.log_view, Qt.Key.Key_Home)  # the player scrolls up to read
    assert bar.value() == 0
    rows = model.rowCount()
    qtbot.waitUntil(lambda: model.rowCount() >= rows + 10 or window.controller.is_over, timeout=60_000)
    assert model.rowCount() > rows and bar.value() == 0 and not newest_line_visible(window)  # left where it is
    QTest.keyClick(window.log_view, Qt.Key.Key_End)  # back at the bottom: it follows again
    rows = model.rowCount()
    qtbot.waitUntil(lambda: model.rowCount() >= rows + 5 or window.controller.is_over, timeout=60_000)
    assert newest_line_visible(window)


def test_after_a_resume_the_log_holds_the_games_history_for_the_viewer(make_window, qtbot, tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    seats = [SeatConfig("You", "human"), SeatConfig("Mara", "bot"), SeatConfig("Viktor", "bot")]
    first = make_window(root=tmp_path)
    first.start(GameOptions(players=3, seed=8), seats)
    ctl = first.controller
    while first.models.log.rowCount() < 40:  # the human answers; the bots play between
        qtbot.waitUntil(lambda: ctl.decision_for_viewer() is not None, timeout=60_000)
        d = ctl.decision_for_viewer()
        assert d is not None and ctl.submit(d.seat, d.options[0])
    qtbot.waitUntil(lambda: ctl.decision_for_viewer() is not None, timeout=60_000)
    live = first.models.log.lines()
    first.close()
    monkeypatch.setattr(resume_dialog.ResumeDialog, "exec", lambda d: QDialog.DialogCode.Accepted)
    second = make_window(root=tmp_path)
    assert second.persistence.offer_resume()
    qtbot.wait(1)
    assert second.models.log.lines() == live  # the same lines, through the same per-seat filter
    assert newest_line_visible(second)
