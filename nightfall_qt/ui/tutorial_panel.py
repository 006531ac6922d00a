"""The tutorial's side panel and the session that runs a lesson on the real table.

`TutorialSession` loads a lesson's position into the window's controller (you against scripted
opponents), installs the lesson's gate (only the taught move is taken; a wrong try shows the hint) and
moves the lesson on after each taught move. `TutorialPanel` shows the lesson's text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QComboBox, QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from nightfall_qt.app.i18n import translate
from nightfall_qt.app.seats import SeatConfig, default_seat_name
from nightfall_qt.app.tutorial import Lesson, ScriptedBot, Tutorial, load_lessons

if TYPE_CHECKING:
    from nightfall_qt.ui.main_window import MainWindow


class TutorialPanel(QFrame):
    """Lesson title, progress, the last explanation or hint, and what to do now."""

    restartRequested = Signal()
    nextRequested = Signal()
    exitRequested = Signal()
    lessonChosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tutorialPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = QLabel()
        self.title.setObjectName("tutorialTitle")
        self.title.setWordWrap(True)
        self.title.setStyleSheet("font-weight: bold; font-size: 15px;")
        self.lessons = QComboBox()
        self.lessons.setObjectName("tutorialLessons")
        # Long lesson titles (in any language) must not widen the side panel: the combo box elides them.
        self.lessons.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.lessons.setMinimumContentsLength(16)
        self.progress = QLabel()
        self.progress.setObjectName("tutorialProgress")
        self.progress.setWordWrap(True)
        self.message = QLabel()
        self.message.setObjectName("tutorialMessage")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setStyleSheet("color: #f2c14e;")
        self.instruction = QLabel()
        self.instruction.setObjectName("tutorialInstruction")
        self.instruction.setWordWrap(True)
        self.instruction.setTextFormat(Qt.TextFormat.PlainText)
        self.instruction.setStyleSheet("font-weight: bold;")
        self.restart = QPushButton(translate("TutorialPanel", "Restart lesson"))
        self.next = QPushButton(translate("TutorialPanel", "Next lesson"))
        self.exit = QPushButton(translate("TutorialPanel", "Leave tutorial"))
        buttons = QHBoxLayout()
        for b in (self.restart, self.next, self.exit):
            buttons.addWidget(b)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.addWidget(self.lessons)
        layout.addWidget(self.title)
        layout.addWidget(self.progress)
        layout.addWidget(self.message)
        layout.addWidget(self.instruction)
        layout.addLayout(buttons)
        self.restart.clicked.connect(self.restartRequested)
        self.next.clicked.connect(self.nextRequested)
        self.exit.clicked.connect(self.exitRequested)
        self.lessons.activated.connect(self.lessonChosen)

    def set_lessons(self, lessons: list[Lesson], current: int) -> None:
        self.lessons.blockSignals(True)
        self.lessons.clear()
        for lesson in lessons:
            self.lessons.addItem(lesson.title)
        self.lessons.setCurrentIndex(current)
        self.lessons.blockSignals(False)
        self.next.setEnabled(current + 1 < len(lessons))

    def show_tutorial(self, tutorial: Tutorial) -> None:
        lesson = tutorial.lesson
        self.title.setText(lesson.title)
        n = len(lesson.steps)
        if tutorial.done:
            self.progress.setText(translate(
                "TutorialPanel", "Lesson complete (%n of %n step(s)). Play on, or go to the next lesson.", None, n))
            self.instruction.setText(lesson.summary)
        else:
            self.progress.setText(translate("TutorialPanel", "Step {step} of {steps}").format(
                step=tutorial.step + 1, steps=n))
            step = tutorial.current
            now = translate("TutorialPanel", "Now: {instruction}")
            self.instruction.setText(now.format(instruction=step.say) if step is not None else "")
        self.message.setText(tutorial.message)
        self.message.setVisible(bool(tutorial.message))

    def text_content(self) -> str:
        return "\n".join(w.text() for w in (self.title, self.progress, self.message, self.instruction))


class TutorialSession(QObject):
    """Runs lessons on a MainWindow; the window keeps working as usual (undo, hints, the rules)."""

    finished = Signal()

    def __init__(self, window: MainWindow, lessons: list[Lesson] | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.lessons = lessons if lessons is not None else load_lessons()
        self.index = 0
        self.tutorial: Tutorial | None = None
        self.panel = window.tutorial_panel
        self.panel.restartRequested.connect(lambda: self.start(self.index))
        self.panel.nextRequested.connect(lambda: self.start(self.index + 1))
        self.panel.exitRequested.connect(self.stop)
        self.panel.lessonChosen.connect(self.start)
        self.controller.stateApplied.connect(self._applied)
        self.controller.choiceRejected.connect(self._rejected)
        self.controller.undone.connect(self._undone)
        self.controller.gameStarted.connect(self._game_replaced)
        window.scene.message.connect(self._rejected)
        self._starting = False

    @property
    def active(self) -> bool:
        return self.tutorial is not None

    def start(self, index: int = 0) -> None:
        if not 0 <= index < len(self.lessons):
            return
        self.index = index
        lesson = self.lessons[index]
        state = lesson.build(self.controller.cards)
        names = list(lesson.seat_names) or [default_seat_name(i) for i in range(state.n)]
        seats = [SeatConfig(name, "human" if i == lesson.human else "bot", "random") for i, name in enumerate(names)]
        self._remove_gate()
        self.tutorial = Tutorial(lesson, lambda: self.controller.state)
        self.controller.gates.insert(0, self.tutorial.gate)
        self._starting = True
        try:
            self.window.load_position(state, seats, bots={
                i: ScriptedBot(lesson.opponents) for i in range(state.n) if i != lesson.human})
        finally:
            self._starting = False
        self.panel.set_lessons(self.lessons, index)
        self.panel.show()
        self.refresh()

    def stop(self) -> None:
        self._remove_gate()
        self.tutorial = None
        self.panel.hide()
        self.finished.emit()

    def refresh(self) -> None:
        if self.tutorial is not None:
            self.panel.show_tutorial(self.tutorial)
            self.window.fit_learning_side()  # the whole explanation must show, never a clipped line

    def _remove_gate(self) -> None:
        if self.tutorial is not None and self.tutorial.gate in self.controller.gates:
            self.controller.gates.remove(self.tutorial.gate)

    def _applied(self) -> None:
        if self.tutorial is not None and self.tutorial.applied():
            self.refresh()

    def _rejected(self, text: str) -> None:
        t = self.tutorial
        if t is None or t.done:
            return
        hint = t.current.hint if t.current is not None else ""
        own = text.startswith("Tutorial:") or bool(hint and hint in text)  # the lesson's gate said it already
        if not own and t.current is not None:
            t.message = translate("TutorialPanel", "{reason}. {hint}").format(reason=text, hint=hint) if text else hint
        self.refresh()

    def _undone(self, label: str) -> None:
        if self.tutorial is not None and not self.tutorial.done:
            self.tutorial.undone()
            self.refresh()

    def _game_replaced(self) -> None:
        """Another game was started or loaded: the lesson is over."""
        if self.tutorial is not None and not self._starting:
            self.stop()
