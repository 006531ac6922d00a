"""The replay viewer: the game's own window class (the same table, log and chain list) fed by a ReplaySource, with
a timeline bar at the bottom — play/pause, a step back or on, start and end, a turn to jump to, the speed and whose
eyes to look through. Keys: Space plays or pauses, ←/→ step, Home/End jump to the start/end."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QSlider,
    QSpinBox,
    QStyle,
    QToolButton,
    QWidget,
)

from nightfall_qt.app.replay.replay_source import OPEN, ReplaySource
from nightfall_qt.app.replay.replays import Replay, compare_cards
from nightfall_qt.app.replay.seat_replay_source import SeatReplaySource
from nightfall_qt.app.replay.seat_replays import SeatReplay, load_any_replay
from nightfall_qt.app.storage.saves import SaveError
from nightfall_qt.app.texts.i18n import translate
from nightfall_qt.engine import CardDB
from nightfall_qt.engine.replay_format import card_identity

SPEEDS: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0)  # steps played per "normal" step time
STEP_GAP_MS = 500  # between two steps when playing at 1x, after the table has shown the last one


class ReplayBar(QWidget):
    """The timeline under the table."""

    def __init__(self, source: ReplaySource | SeatReplaySource, window: Any) -> None:
        super().__init__()
        self.setObjectName("replayBar")
        self.source = source
        self.host = window  # the viewer's MainWindow (not QWidget.window())
        self.playing = False
        self.speed = 1.0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._tick)
        self._build(source)
        source.positionChanged.connect(self._follow)
        source.presenter.becameIdle.connect(self._shown)
        self._event = self._events = 0  # the event shown of the decision's events, when stepping by event
        self.shift_keys = {Qt.Key.Key_Left: self.event_back, Qt.Key.Key_Right: self.event_forward}
        self.keys = {Qt.Key.Key_Space: self.toggle_play, Qt.Key.Key_Left: self.back, Qt.Key.Key_Right: self.forward,
                     Qt.Key.Key_Home: self.to_start, Qt.Key.Key_End: self.to_end}  # fmt: skip
        # Before the table's own keys (← → select a card there): the table, its viewport and the window itself.
        for target in (window.view, window.view.viewport(), window):
            target.installEventFilter(self)
        for box in (self.eyes, self.speed_box):
            box.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the table

    def _build(self, source: ReplaySource | SeatReplaySource) -> None:
        """Whose eyes, the five buttons, the slider, the turn box, where we are and the speed, in one row."""
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 2, 8, 2)
        self.eyes = QComboBox()
        for i in source.eye_choices:  # a seat's replay offers only its seat
            if i == OPEN:
                self.eyes.addItem(translate("ReplayBar", "Everything open"), OPEN)
            else:
                self.eyes.addItem(translate("ReplayBar", "{player}'s view").format(player=source.seats[i].name), i)
        self.eyes.setCurrentIndex(self.eyes.findData(source.eyes))
        self.eyes.setToolTip(translate("ReplayBar", "Whose eyes: a player's view shows only what they knew"))
        self.eyes.currentIndexChanged.connect(lambda _i: self.source.set_eyes(int(self.eyes.currentData())))
        icon = QStyle.StandardPixmap
        self.start_button = self._button(
            icon.SP_MediaSkipBackward, translate("ReplayBar", "To the start (Home)"), self.to_start
        )
        self.back_button = self._button(
            icon.SP_MediaSeekBackward,
            translate("ReplayBar", "One decision back (←); one event back: Shift+←"),
            self.back,
        )
        self.play_button = self._button(
            icon.SP_MediaPlay, translate("ReplayBar", "Play / pause (Space)"), self.toggle_play
        )
        self.forward_button = self._button(
            icon.SP_MediaSeekForward, translate("ReplayBar", "One decision on (→); one event on: Shift+→"), self.forward
        )
        self.end_button = self._button(
            icon.SP_MediaSkipForward, translate("ReplayBar", "To the end (End)"), self.to_end
        )
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, source.steps)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys step the replay, not the slider
        self.slider.valueChanged.connect(self._slid)
        self.turn = QSpinBox()
        self.turn.setRange(0, max(source.turns))
        self.turn.setPrefix(translate("ReplayBar", "Turn "))
        self.turn.setToolTip(translate("ReplayBar", "Jump to the start of a turn"))
        self.turn.editingFinished.connect(lambda: self.jump_to_turn(self.turn.value()))
        self.where = QLabel()
        self.speed_box = QComboBox()
        for factor in SPEEDS:
            self.speed_box.addItem(f"{factor:g}×", factor)
        self.speed_box.setCurrentIndex(SPEEDS.index(1.0))
        self.speed_box.setToolTip(translate("ReplayBar", "Speed"))
        self.speed_box.currentIndexChanged.connect(lambda _i: self.set_speed(float(self.speed_box.currentData())))
        controls: list[QWidget] = [self.eyes, self.start_button, self.back_button, self.play_button,
                                   self.forward_button, self.end_button]  # fmt: skip
        for widget in controls:
            layout.addWidget(widget)
        layout.addWidget(self.slider, 1)
        for widget in (self.turn, self.where, self.speed_box):
            layout.addWidget(widget)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            modifiers = event.modifiers()
            keys = (self.keys if modifiers == Qt.KeyboardModifier.NoModifier
                    else self.shift_keys if modifiers == Qt.KeyboardModifier.ShiftModifier else {})  # fmt: skip
            action = keys.get(Qt.Key(event.key()))
            if action is not None:
                action()
                return True
        return super().eventFilter(watched, event)

    def _button(self, icon: QStyle.StandardPixmap, tip: str, action: Any) -> QToolButton:
        button = QToolButton()
        button.setIcon(self.style().standardIcon(icon))
        button.setToolTip(tip)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(action)
        return button

    # ------------------------------------------------------------------ controls
    def forward(self) -> None:
        self._unhold()
        self.source.presenter.flush()  # the last step's events shown at once: a step on is never queued behind
        self.source.forward()

    def back(self) -> None:
        self.pause()
        self._unhold()
        self.source.seek(self.source.position - 1)

    def to_start(self) -> None:
        self.pause()
        self._unhold()
        self.source.seek(0)

    def to_end(self) -> None:
        self.pause()
        self._unhold()
        self.source.seek(self.source.steps)

    def jump_to_turn(self, turn: int) -> None:
        self.pause()
        self._unhold()
        self.source.seek(self.source.step_of_turn(turn))

    # ------------------------------------------------------------------ one event at a time (Shift+← / Shift+→)
    def event_forward(self) -> None:
        """Show the next event of the decision being shown; after its last, the first of the next decision. The
        presenter holds between events (app/game/presenter.py `advance`), so cards, log and arrows stop after each."""
        self.pause()
        presenter = self.source.presenter
        if presenter.holding and presenter.queued:
            self._event += presenter.advance(1)
        else:
            self._unhold()
            if self.source.position >= self.source.steps:
                return
            presenter.hold()
            self.source.forward()
            self._events = presenter.queued
            self._event = presenter.advance(1)
        self._follow(self.source.position)

    def event_back(self) -> None:
        """One event back: the decision shown again up to the event before (at the first, the decision before)."""
        self.pause()
        if self._event <= 1:
            self.back()
            return
        target = self._event - 1
        self._unhold()
        self.source.seek(self.source.position - 1)
        presenter = self.source.presenter
        presenter.hold()
        self.source.forward()
        self._events = presenter.queued
        self._event = presenter.advance(target)
        self._follow(self.source.position)

    def _unhold(self) -> None:
        """Leave event-by-event showing: the rest of the decision's events at once."""
        presenter = self.source.presenter
        if presenter.holding:
            presenter.flush()
            presenter.release()
        self._event = self._events = 0

    def toggle_play(self) -> None:
        if self.playing:
            self.pause()
        else:
            self.play()

    def play(self) -> None:
        if self.source.position >= self.source.steps:
            self.source.seek(0)
        self.playing = True
        self.play_button.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_MediaPause))
        self._tick()

    def pause(self) -> None:
        self.playing = False
        self._timer.stop()
        self.play_button.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_MediaPlay))

    def set_speed(self, factor: float) -> None:
        self.speed = factor
        self.host.set_animation_speed(1.0 / factor)

    def _tick(self) -> None:
        if not self.playing:
            return
        if not self.source.presenter.idle:
            return  # `_shown` ticks again once the table has shown the step
        if not self.source.forward():
            self.pause()
        elif self.source.presenter.idle:  # a step with nothing to animate
            self._timer.start(int(STEP_GAP_MS / self.speed))

    def _shown(self) -> None:
        if self.playing:
            self._timer.start(int(STEP_GAP_MS / self.speed))

    def _slid(self, value: int) -> None:
        if value != self.source.position:
            self.pause()
            self.source.seek(value)

    def _follow(self, at: int) -> None:
        self.eyes.blockSignals(True)
        self.eyes.setCurrentIndex(self.eyes.findData(self.source.eyes))
        self.eyes.blockSignals(False)
        self.slider.blockSignals(True)
        self.slider.setValue(at)
        self.slider.blockSignals(False)
        turn = self.source.turns[at]
        self.turn.blockSignals(True)
        self.turn.setValue(turn)
        self.turn.blockSignals(False)
        where = translate("ReplayBar", "Decision {step} of {steps}").format(step=at, steps=self.source.steps)
        if self._event:
            where += translate("ReplayBar", ", event {event} of {events}").format(event=self._event,
                                                                                  events=self._events)  # fmt: skip
        self.where.setText(where)
        self.back_button.setEnabled(at > 0)
        self.start_button.setEnabled(at > 0)
        self.forward_button.setEnabled(at < self.source.steps)
        self.end_button.setEnabled(at < self.source.steps)


def open_replay_window(replay: Replay | SeatReplay, cards: CardDB, parent_window: Any = None,
                       instant: bool = False, window_class: Any = None) -> Any:  # fmt: skip
    """A window showing `replay` (raises ReplayError if its decisions do not play with `cards`): a window of the
    class of `parent_window` (the main window, which this module sits under), or of `window_class`."""
    cls = window_class if window_class is not None else type(parent_window)

    source: ReplaySource | SeatReplaySource
    if isinstance(replay, SeatReplay):
        source, edition = SeatReplaySource(replay, cards, instant=instant), replay.edition or ""
    else:
        source, edition = ReplaySource(replay, cards, instant=instant), replay.options.edition
    window = cls(cards, instant=instant, controller=source)
    source.setParent(window)
    window.setWindowTitle(
        translate("ReplayBar", "Replay — {players}").format(players=", ".join(s.name for s in replay.seats))
    )
    for action in (window.new_action, window.fast, window.learning.tutorial_action):  # nothing is played here
        action.setVisible(False)
    window.results.new_game.hide()
    window.results.rematch.hide()
    window.prompt.hide()
    bar = ReplayBar(source, window)
    window.replay_bar = bar
    page = window.prompt.parentWidget()
    assert page is not None and page.layout() is not None
    page.layout().addWidget(bar)  # under the table, where the prompt bar was
    if parent_window is not None and getattr(parent_window, "scene", None) is not None:
        window.set_animation_speed(1.0 if parent_window.scene.animate else 0.0)
    diff = compare_cards(replay.cards, card_identity(cards, edition))
    if diff.any:
        note = (translate("ReplayBar", "This replay was made with other card data ({differences}); the cards are "
                                       "shown as the card data in use describes them.")  # nothing plays it again
                if isinstance(replay, SeatReplay) else
                translate("ReplayBar", "This replay was made with other card data ({differences}); it still plays to "
                                       "its recorded result."))  # fmt: skip
        window.statusBar().showMessage(note.format(differences=diff.describe()))
    source.chairChanged.connect(window.scene.rebuild)  # another seat at the bottom: the seats laid out anew
    if isinstance(source, ReplaySource):
        from nightfall_qt.ui.replay.open_hands import OpenHands

        window.open_hands = OpenHands(window, source)
    source.start()
    window.scene.rebuild()
    window.show()
    return window


def open_replay_file(path: str, cards: CardDB, parent_window: Any = None) -> Any | None:
    """Open the replay at `path` in a viewer window; a clear message (and None) if it cannot be opened."""
    try:
        return open_replay_window(load_any_replay(path), cards, parent_window)
    except SaveError as exc:
        QMessageBox.warning(
            parent_window,
            translate("ReplayBar", "Cannot open the replay"),
            translate("ReplayBar", "{problem}\n\nFile: {file}").format(problem=exc.what, file=exc.where),
        )
        return None
