"""The tutorial's side panel and the session that runs a lesson on the real table.

`TutorialSession` loads a lesson's position into the window's controller (you against scripted
opponents), installs the lesson's gate (only the taught move is taken; a wrong try shows the hint) and
moves the lesson on after each taught move. `TutorialPanel` shows the lesson's text.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QComboBox, QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from nightfall_qt.app.game.seats import SeatConfig, default_seat_name
from nightfall_qt.app.game.tutorial import Lesson, ScriptedBot, Tutorial, matches, usable_lessons
from nightfall_qt.app.texts.i18n import sentence, translate
from nightfall_qt.ui.cards.contrast import accent_for

if TYPE_CHECKING:
    from nightfall_qt.ui.window.main_window import MainWindow

log = logging.getLogger(__name__)


class TutorialPanel(QFrame):
    """The lesson (its list, which is the title), progress, the last explanation or hint, and what to do now."""

    restartRequested = Signal()
    nextRequested = Signal()
    exitRequested = Signal()
    lessonChosen = Signal(int)

    def _show_accent(self) -> None:
        """The explanation's accent, readable on this panel's background whatever the theme (≥ 4.5:1)."""
        accent = accent_for(self.palette().color(self.backgroundRole()))
        self.message.setStyleSheet(f"color: {accent.name()};")

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # Settings → Theme, or the desktop's scheme changed
            self._show_accent()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tutorialPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.lessons = QComboBox()
        self.lessons.setObjectName("tutorialLessons")
        # Long lesson titles (in any language) must not widen the side panel: the combo box elides them.
        self.lessons.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.lessons.setMinimumContentsLength(16)
        self.lessons.setStyleSheet("font-weight: bold;")  # the lesson list is the panel's title too
        self.progress = QLabel()
        self.progress.setObjectName("tutorialProgress")
        self.progress.setWordWrap(True)
        self.message = QLabel()
        self.message.setObjectName("tutorialMessage")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self._show_accent()
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
        n = len(lesson.steps)
        if tutorial.done:
            self.progress.setText(translate(
                "TutorialPanel", "Lesson complete. Go on to the next lesson, or leave the tutorial."))
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
        texts = [w.text() for w in (self.progress, self.message, self.instruction)]
        return "\n".join([self.lessons.currentText(), *texts])


class TutorialSession(QObject):
    """Runs lessons on a MainWindow; the window keeps working as usual (undo, hints, the rules)."""

    finished = Signal()

    def __init__(self, window: MainWindow, lessons: list[Lesson] | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.problems: list[str] = []  # lesson files of a damaged install that could not be used
        if lessons is None:
            lessons, self.problems = usable_lessons()
            for problem in self.problems:
                log.warning("%s", problem)  # untranslated: the log (already translated)
            services = getattr(window, "services", None)
            if services is not None:  # shown with the other start-up problems (WindowPersistence.startup)
                services.problems.extend(self.problems)
        self.lessons = lessons
        self.index = 0
        self.tutorial: Tutorial | None = None
        self.panel = window.learning.tutorial_panel
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
        # The game that was on the table when the tutorial began (state, seats, its save identity): leaving the
        # tutorial brings it back. Lessons are never autosaved nor counted in the statistics.
        self._paused: tuple[Any, list[SeatConfig], Any, list[str]] | None = None

    @property
    def active(self) -> bool:
        return self.tutorial is not None

    def start(self, index: int = 0) -> None:
        if not 0 <= index < len(self.lessons):
            return
        self.index = index
        if self.tutorial is None:
            self._pause_game()
        lesson = self.lessons[index]
        state = lesson.build(self.controller.cards)
        names = list(lesson.seat_names) or [default_seat_name(i) for i in range(state.n)]
        seats = [SeatConfig(name, "human" if i == lesson.human else "bot", "random") for i, name in enumerate(names)]
        self._remove_gate()
        self.tutorial = Tutorial(lesson, self.controller.observation)
        self.controller.gates.insert(0, self.tutorial.gate)
        self.window.models.option_gate = self.tutorial.refusal  # only the taught move is marked as a choice
        self._starting = True
        try:
            self.window.learning.load_position(state, seats, bots={
                i: ScriptedBot(lesson.opponents) for i in range(state.n) if i != lesson.human})
        finally:
            self._starting = False
        self.panel.set_lessons(self.lessons, index)
        self.panel.show()
        self.refresh()

    def taught_move(self) -> Any:
        """During a lesson step: the first of the player's options that the step teaches (hints suggest it)."""
        t = self.tutorial
        d = self.controller.decision_for_viewer()
        if t is None or t.done or t.current is None or d is None:
            return None
        seen = self.controller.observation()
        return next((o for o in d.options if any(matches(p, o, seen) for p in t.current.expect)), None)

    def stop(self) -> None:
        """Leave the tutorial: back to the game that was being played, else to the New Game dialog."""
        paused, self._paused = self._paused, None
        if paused is None and self.window.isVisible():
            # No game of the player's waits: leaving means choosing one. The lesson's position is no game in progress
            # to ask about, and cancelling the dialog stays in the lesson (it left a bare position behind before).
            self._paused = paused
            QTimer.singleShot(0, self._leave_to_new_game)  # after this click has been handled
            return
        self._end()
        if paused is not None:
            state, seats, meta, log = paused
            autosaver = self._autosaver()
            if autosaver is not None and meta is not None:
                autosaver.expect_meta(meta)
            self.window.learning.load_position(state, seats)
            # The game's story so far exactly as it was (with its "took back" notes), not the rebuilt history.
            self.window.models.log.clear()
            self.window.models.log.append(log)

    def _leave_to_new_game(self) -> None:
        """The New Game dialog, without the question whether to replace the lesson; a game started from it ends the
        tutorial (`_game_replaced`)."""
        if self.tutorial is not None:
            self.window.choose_new_game(confirm=False)

    def _end(self) -> None:
        self._remove_gate()
        self.tutorial = None
        self.window.models.option_gate = None
        self.window.models.refresh()
        self.panel.hide()
        self.window.learning.return_room()  # the panel's room goes back to the log
        autosaver = self._autosaver()
        if autosaver is not None:
            autosaver.enabled = True
        self.finished.emit()

    def _autosaver(self) -> Any:
        persistence = getattr(self.window, "persistence", None)
        return getattr(persistence, "autosaver", None)

    def _pause_game(self) -> None:
        snapshot = self.window.local.snapshot()  # kept whole, never read: it goes back to the controller
        autosaver = self._autosaver()
        if snapshot is not None and not self.controller.is_over:
            meta = autosaver.current_meta() if autosaver is not None else None
            models = self.window.models  # the lines still waiting for the presenter belong to the story too
            self._paused = (snapshot, list(self.controller.seats), meta, models.log.lines() + models.paced.held_lines())
        if autosaver is not None:
            autosaver.enabled = False

    def refresh(self) -> None:
        if self.tutorial is not None:
            self.panel.show_tutorial(self.tutorial)
            self.window.learning.fit_side()  # the whole explanation must show, never a clipped line

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
            reason = translate("TutorialPanel", "{reason}. {hint}").format(reason=sentence(text), hint=hint)
            t.message = reason if text else hint
        self.refresh()

    def _undone(self, label: str) -> None:
        if self.tutorial is not None and not self.tutorial.done:
            self.tutorial.undone()
            self.refresh()

    def _game_replaced(self) -> None:
        """Another game was started or loaded from the menus: the lesson is over, and that game is the one played
        (and saved) now."""
        if self.tutorial is not None and not self._starting:
            self._paused = None
            self._end()
            autosaver = self._autosaver()
            if autosaver is not None:
                autosaver.save_now()
