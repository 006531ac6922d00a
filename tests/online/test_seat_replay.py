"""Issue 44: an online player keeps what their seat saw. Two windows play a short game against a real server on
127.0.0.1 (animations on); at its end each client's data folder holds a seat's replay, which opens in the viewer,
whose steps show exactly the observations that client's window showed, and which holds nothing the seat could
not see (compared with the server's own game, played again from its store)."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from nightfall_qt.app.game.game_source import Step
from nightfall_qt.app.replay import replay_check
from nightfall_qt.app.replay.replays import ReplayStore
from nightfall_qt.app.replay.seat_replays import SeatReplay, load_any_replay
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import Choice, GameState
from nightfall_qt.engine.observation import Observation, observe
from nightfall_qt.online import server as server_module
from nightfall_qt.online.replay_export import DATABASE
from nightfall_qt.online.store import Store
from nightfall_qt.online.visibility import events_for_seat
from nightfall_qt.online.wire import observation_to_wire
from nightfall_qt.ui.replay.replay_viewer import open_replay_window
from nightfall_qt.ui.window.main_window import MainWindow
from tests.online.test_online_table import SEED, WAIT, open_tables
from tests.online.windows import window_maker
from tests.ui.table_picture import settled
from tests.ui.table_player import act

CARDS = load_cards()


@pytest.fixture(autouse=True)
def _known_deal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(server_module.secrets, "randbits", lambda bits: SEED)


@pytest.fixture
def homes(qtbot: Any, tmp_path: Path) -> Iterator[Any]:
    yield from window_maker(qtbot, tmp_path, instant=False)


def _play_to_the_end(qtbot: Any, tables: dict[int, MainWindow]) -> dict[int, list[Observation]]:
    """Both players answer as players do until the game ends; each window's observations as it showed them."""
    shown: dict[int, list[Observation]] = {seat: [] for seat in tables}
    for seat, table in tables.items():
        if table.controller.observation() is not None:  # the state that arrived before the table was watched
            shown[seat].append(table.controller.observation())

        def record(step: Step, seat: int = seat) -> None:
            again = bool(shown[seat]) and shown[seat][-1] == step.observation and not step.events
            if step.observation is not None and not again:  # the window's views told the state again: not a step
                shown[seat].append(step.observation)

        table.controller.stepDelivered.connect(record)
    while not all(t.controller.is_over and t.controller.presenter.idle for t in tables.values()):
        waiting = [t for t in tables.values() if t.controller.decision_for_viewer() is not None]
        if not waiting:
            # Until someone decides, or every table has shown the end (one table's end alone would return at once,
            # and the other table's events would never be processed: a busy loop).
            qtbot.waitUntil(lambda: any(t.controller.decision_for_viewer() is not None for t in tables.values())
                            or all(t.controller.is_over and t.controller.presenter.idle for t in tables.values()),
                            timeout=WAIT)  # fmt: skip
            continue
        table = waiting[0]
        # A player answers a settled table (their gestures land on cards at rest).
        qtbot.waitUntil(lambda: all(settled(t) for t in tables.values()), timeout=WAIT)
        before = table.controller.decision_number
        act(table)
        qtbot.waitUntil(lambda t=table, b=before: t.controller.decision_number > b, timeout=WAIT)
    return shown


def _server_views(store_path: Path, seat: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The server's game again from its store: `observation(seat)` at every position (JSON form) and every event
    as `seat` may see it."""
    store = Store(store_path)
    try:
        room, _seats = next(iter(store.rooms()))
        state = GameState.from_json(room.initial, CARDS)
        state.keep_forced = True
        views = [_plain(observe(state, seat))]
        events: list[dict[str, Any]] = []
        for _number, _seat, choice, _by, evs in store.moves(room.code):
            state.apply(Choice.from_dict(choice))
            views.append(_plain(observe(state, seat)))
            events.extend(evs)
    finally:
        store.close()
    return views, events_for_seat(events, seat)


def _plain(obs: Observation) -> dict[str, Any]:
    return json.loads(json.dumps(observation_to_wire(obs)))  # type: ignore[no-any-return]


def test_each_online_seat_keeps_what_it_saw_and_the_viewer_shows_it(homes: Any, qtbot: Any, tmp_path: Path) -> None:
    tables = open_tables(qtbot, homes)
    shown = _play_to_the_end(qtbot, tables)
    for seat, name in ((0, "a"), (1, "b")):
        kept = ReplayStore(tmp_path / name / "replays").files()
        assert len(kept) == 1, kept  # the client's data folder, where the local games' replays are kept
        replay = load_any_replay(kept[0])
        assert isinstance(replay, SeatReplay) and replay.seat == seat
        assert [s.observation for s in replay.steps] == shown[seat]  # exactly what the window showed

        # Nothing the seat could not see: each step is observation(seat) of a position of the server's game, in
        # order, and the events are the server's, filtered for the seat.
        views, events = _server_views(tmp_path / "a" / "server" / DATABASE, seat)
        at = 0
        for wire in replay.wire:
            plain = json.loads(json.dumps(wire))
            at = views.index(plain, at)  # ValueError: a view the server's game never gave this seat
        assert [e for step in replay.events for e in step] == events

        out = io.StringIO()
        assert replay_check.check(str(kept[0]), CARDS, out, out) == replay_check.EXIT_OK
        assert "whole and consistent" in out.getvalue()

        # its animations: tests/ui/test_replay_viewer.py
        viewer = open_replay_window(replay, CARDS, instant=True, window_class=MainWindow)
        qtbot.addWidget(viewer)
        bar = viewer.replay_bar
        assert [bar.eyes.itemData(i) for i in range(bar.eyes.count())] == [seat]  # no "everything open"
        seen: list[Observation] = [viewer.controller.observation()]
        for _ in range(8):  # the first steps with the viewer's key (every step's data was compared above)
            QTest.keyClick(viewer.view.viewport(), Qt.Key.Key_Right)
            qtbot.waitUntil(lambda v=viewer: v.controller.presenter.idle, timeout=WAIT)
            seen.append(viewer.controller.observation())
        assert seen == shown[seat][:9]
        QTest.keyClick(viewer.view.viewport(), Qt.Key.Key_End)
        assert bar.source.position == len(shown[seat]) - 1 and viewer.controller.observation() == shown[seat][-1]
        assert viewer.controller.is_over and viewer.models.players.rows  # the table drew the seats, the end told
        QTest.keyClick(viewer.view.viewport(), Qt.Key.Key_Left)  # a step back is an index
        assert viewer.controller.observation() == shown[seat][-2]
        viewer.close()
