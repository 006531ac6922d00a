"""Issue 44 through the real windows: a game played in the main window (animations on) is kept as a replay, opened
with File → Open Replay…, and stepped to the end and back to the start with the viewer's keys, each step showing the
observation the player's window showed at that decision. Then Home/End, Space (play/pause) and the turn box. And a
live game paused with View → Pause: the table holds, and a bot's answer waits until the player continues."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from nightfall_qt.app.game.game_source import Step
from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.replay.replay_source import OPEN
from nightfall_qt.app.replay.replays import ReplayStore
from nightfall_qt.app.storage.paths import AppPaths
from nightfall_qt.engine import GameOptions
from nightfall_qt.engine.observation import Observation

BOTS = [SeatConfig("Ada", "bot", "random"), SeatConfig("Bea", "bot", "random")]
QUICK = 0.1  # animations on, ten times the normal speed


def _play_through(window: Any, qtbot: Any, seed: int) -> list[Observation]:
    """A bots' game in the window to its end; the viewer's observation after the start and each decision."""
    live: list[Observation] = []

    def record(step: Step) -> None:
        if (step.started or step.applied) and step.observation is not None:
            live.append(step.observation)

    window.controller.stepDelivered.connect(record)
    window.start(GameOptions(players=2, seed=seed), BOTS)
    qtbot.waitUntil(lambda: window.controller.is_over and window.controller.presenter.idle, timeout=600_000)
    return live


def _key(window: Any, key: Qt.Key) -> None:
    QTest.keyClick(window.view.viewport(), key)


def test_a_played_game_replays_step_by_step_through_the_viewer(make_window: Any, qtbot: Any, tmp_path: Path) -> None:
    window = make_window(instant=False, root=tmp_path)
    window.set_animation_speed(QUICK)
    live = _play_through(window, qtbot, seed=4)
    kept = ReplayStore(AppPaths.under(tmp_path).replays_dir).files()
    assert len(kept) == 1  # the finished game was kept as a replay

    stats = window.persistence.open_statistics()  # Statistics → Replays… lists the finished games too
    qtbot.mouseClick(stats.replays_button, Qt.MouseButton.LeftButton)
    assert window.persistence.replay_list.games.count() == 1
    stats.close()
    window.persistence.replay_list.close()
    window.persistence.replays_action.trigger()  # File → Open Replay…
    listing = window.persistence.replay_list
    qtbot.waitExposed(listing)
    assert (
        listing.games.count() == 1
        and "Ada won" in listing.games.item(0).text()
        or "Bea won" in listing.games.item(0).text()
    )
    qtbot.mouseClick(listing.watch_button, Qt.MouseButton.LeftButton)
    viewer = listing.opened[-1]
    qtbot.addWidget(viewer)
    viewer.set_animation_speed(QUICK)
    qtbot.waitExposed(viewer)
    viewer.activateWindow()
    source, bar = viewer.controller, viewer.replay_bar
    bar.eyes.setCurrentIndex(bar.eyes.findData(window.controller.viewer_seat))  # the player's own eyes
    assert source.steps == len(live) - 1
    assert source.observation() == live[0]

    for i in range(1, source.steps + 1):  # → to the end: each step's events animate, as in the game
        _key(viewer, Qt.Key.Key_Right)
        qtbot.waitUntil(lambda: source.presenter.idle)
        assert (source.position, source.observation()) == (i, live[i])
    assert bar.slider.value() == source.steps and not bar.forward_button.isEnabled()
    qtbot.waitUntil(lambda: viewer.results.isVisible())  # the end of the game, as in the game
    for i in range(source.steps - 1, -1, -1):  # ← back to the start: at once, no animation to wait for
        _key(viewer, Qt.Key.Key_Left)
        assert (source.position, source.observation()) == (i, live[i])
    assert not bar.back_button.isEnabled()

    _key(viewer, Qt.Key.Key_End)
    assert source.position == source.steps
    _key(viewer, Qt.Key.Key_Home)
    assert source.position == 0
    _key(viewer, Qt.Key.Key_Space)  # play: the steps follow each other once the table has shown each
    qtbot.waitUntil(lambda: source.position >= 3, timeout=60_000)
    _key(viewer, Qt.Key.Key_Space)
    stopped = source.position
    assert not bar.playing and source.observation() == live[stopped]
    qtbot.mouseClick(bar.start_button, Qt.MouseButton.LeftButton)
    assert source.position == 0
    bar.turn.setFocus()
    bar.turn.selectAll()
    QTest.keyClicks(bar.turn, "3")  # the turn box: the first step of turn 3
    QTest.keyClick(bar.turn, Qt.Key.Key_Return)
    assert source.observation().turn == 3 and live[source.position - 1].turn < 3


def test_the_open_view_shows_every_hand_a_seats_view_only_its_own(make_window: Any, qtbot: Any, tmp_path: Path) -> None:
    window = make_window(instant=True, root=tmp_path)
    _play_through(window, qtbot, seed=6)
    listing = window.persistence.open_replays()
    qtbot.mouseClick(listing.watch_button, Qt.MouseButton.LeftButton)
    viewer = listing.opened[-1]
    qtbot.addWidget(viewer)
    source, bar = viewer.controller, viewer.replay_bar
    source.seek(source.steps // 2)
    for seat in range(2):
        bar.eyes.setCurrentIndex(bar.eyes.findData(seat))
        obs = source.observation()
        assert obs.seats[seat].hand is not None and obs.seats[1 - seat].hand is None
        assert sorted(r["uid"] for r in viewer.models.hand.rows) == sorted(c.uid for c in obs.seats[seat].hand)
        # The table is drawn from that seat's chair: its name plate lies below every other.
        plates = {badge.seat: badge.pos().y() for badge in viewer.scene.badges}
        assert plates[seat] == max(plates.values()) and list(plates.values()).count(plates[seat]) == 1
    bar.eyes.setCurrentIndex(bar.eyes.findData(OPEN))
    assert all(view.hand is not None for view in source.observation().seats)


def test_pause_holds_the_table_and_a_bots_answer_waits(make_window: Any, qtbot: Any) -> None:
    window = make_window(instant=False)
    window.set_animation_speed(QUICK)
    ctl = window.controller
    window.start(GameOptions(players=2, seed=3), BOTS)
    qtbot.waitUntil(lambda: len(ctl.state.history) >= 12, timeout=60_000)
    window.activateWindow()
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)  # View → Pause
    assert window.live_pause.action.isChecked() and ctl.presenter.holding
    assert window.live_pause.label.isVisible()
    held_at = len(ctl.state.history)
    # A bot asked before the pause answers while it holds: its answer is kept, nothing is applied.
    qtbot.waitUntil(lambda: ctl.bots.thinking_seat is None, timeout=60_000)
    for _ in range(20):
        qtbot.wait(10)  # the event loop turns; the game must not move on (no timing is asserted)
    assert len(ctl.state.history) == held_at and not ctl.presenter.idle
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)  # continue
    assert not ctl.presenter.holding and not window.live_pause.label.isVisible()
    qtbot.waitUntil(lambda: len(ctl.state.history) > held_at, timeout=60_000)


def test_pause_before_each_chain_resolves(make_window: Any, qtbot: Any) -> None:
    window = make_window(instant=False)
    window.set_animation_speed(QUICK)
    ctl = window.controller
    ctl.presenter.pause_before_chain = True
    shown: list[str] = []
    ctl.presenter.present.connect(lambda e: shown.append(e.get("type")))
    window.start(GameOptions(players=2, seed=3), BOTS)
    qtbot.waitUntil(lambda: ctl.presenter.holding, timeout=120_000)
    assert "chain_added" in shown and shown[-1] != "card_resolving"  # held before the chain resolves
    assert window.live_pause.action.isChecked()
    held_at = len(ctl.state.history)
    qtbot.waitUntil(lambda: ctl.bots.thinking_seat is None, timeout=60_000)
    assert len(ctl.state.history) == held_at
    window.live_pause.action.trigger()  # continue
    qtbot.waitUntil(lambda: "card_resolving" in shown, timeout=60_000)


def test_settings_hold_the_replays_kept_and_the_chain_pause(make_window: Any, tmp_path: Path) -> None:
    from nightfall_qt.ui.dialogs.settings_dialog import SettingsDialog

    window = make_window(instant=True, root=tmp_path)
    services = window.services
    dialog = SettingsDialog(services.settings, window)
    dialog.replays_kept.setValue(7)
    dialog.pause_before_chain.setChecked(True)
    chosen = dialog.result_settings()
    assert (chosen.replays_kept, chosen.pause_before_chain) == (7, True)
    services.settings = chosen
    window.persistence.apply_settings()
    assert window.controller.presenter.pause_before_chain
    assert window.persistence.open_replays().store.keep == 7


def test_shift_arrows_step_one_event_at_a_time(make_window: Any, qtbot: Any, tmp_path: Path) -> None:
    window = make_window(instant=True, root=tmp_path)
    _play_through(window, qtbot, seed=4)
    listing = window.persistence.open_replays()
    qtbot.mouseClick(listing.watch_button, Qt.MouseButton.LeftButton)
    viewer = listing.opened[-1]
    qtbot.addWidget(viewer)
    viewer.set_animation_speed(QUICK)
    source, bar = viewer.controller, viewer.replay_bar
    shown: list[dict[str, Any]] = []
    source.presenter.present.connect(shown.append)
    applied: list[list[dict[str, Any]]] = []
    source.eventsApplied.connect(applied.append)
    # A decision with several events (a turn starting: phases, draws).
    at = next(i for i in range(source.steps) if source.turns[i + 1] > source.turns[i])
    source.seek(at)
    shown.clear()
    _key_shift = Qt.KeyboardModifier.ShiftModifier
    QTest.keyClick(viewer.view.viewport(), Qt.Key.Key_Right, _key_shift)
    events = applied[-1]
    assert len(events) >= 3 and source.position == at + 1
    assert shown == events[:1] and source.presenter.holding  # one event, then the table holds
    QTest.keyClick(viewer.view.viewport(), Qt.Key.Key_Right, _key_shift)
    assert shown == events[:2] and "event 2 of" in bar.where.text()
    QTest.keyClick(viewer.view.viewport(), Qt.Key.Key_Right, _key_shift)
    QTest.keyClick(viewer.view.viewport(), Qt.Key.Key_Left, _key_shift)  # back to the second event
    assert source.position == at + 1 and "event 2 of" in bar.where.text()
    assert shown[-2:] == events[:2]  # the decision shown again up to its second event
    _key(viewer, Qt.Key.Key_Right)  # a whole decision on: the rest shown at once, no longer held
    assert source.position == at + 2 and not source.presenter.holding
