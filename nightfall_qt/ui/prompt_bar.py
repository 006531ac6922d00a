"""The prompt bar under the table: what is being decided, by whom, and buttons for the options that are
not cards (pass, done blocking, end the claim phase, draw up, the wound effect)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from nightfall_qt.app.controller import GameController
from nightfall_qt.engine import Choice

# Option kinds shown as buttons, with their label and keyboard shortcut.
BUTTONS: dict[str, tuple[str, str]] = {
    "chain_pass": ("Pass", "P"),
    "block_done": ("Done blocking", "D"),
    "claim_end": ("End claim phase", "E"),
    "draw_up": ("Draw up to 5", "D"),
    "wound_effect": ("Use wound effect", "W"),
    "end_turn": ("End turn", "E"),
}


class PromptBar(QWidget):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setObjectName("prompt")
        self.buttons: dict[str, QPushButton] = {}
        # Asked before a button's choice is submitted (the window's confirmations); False cancels it.
        self.before_press: Callable[[Choice], bool] | None = None
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.label, 1)
        for kind, (text, key) in BUTTONS.items():
            button = QPushButton(f"{text} ({key})")
            button.setShortcut(QKeySequence(key))
            button.setObjectName(kind)
            button.clicked.connect(lambda _=False, k=kind: self.press(k))
            button.hide()
            layout.addWidget(button)
            self.buttons[kind] = button
        controller.decisionChanged.connect(self.refresh)
        controller.botThinking.connect(lambda *_: self.refresh())
        self.refresh()

    def option_of(self, kind: str) -> Choice | None:
        return self.controller.option(kind=kind)

    def press(self, kind: str) -> None:
        choice = self.option_of(kind)
        if choice is not None and (self.before_press is None or self.before_press(choice)):
            self.controller.submit(self.controller.viewer_seat, choice)

    def refresh(self) -> None:
        ctl = self.controller
        d = ctl.decision_for_viewer()
        kinds = {o.kind for o in d.options} if d is not None else set()
        for kind, button in self.buttons.items():
            button.setVisible(kind in kinds)
        self.label.setText(self.text())

    def text(self) -> str:
        ctl = self.controller
        st = ctl.state
        if st is None:
            return "Start a new game from the File menu (Ctrl+N)."
        if st.is_over:
            return "The game is over."
        d = ctl.decision_for_viewer()
        if d is not None:
            return f"{ctl.seats[d.seat].name}: {d.prompt}"
        pending = ctl.decision
        if pending is None:
            return ""
        who = ctl.seats[pending.seat].name
        if ctl.pass_pending is not None:
            return f"Pass the device to {ctl.seats[ctl.pass_pending].name}."
        return f"Waiting for {who}…" + (" (thinking)" if ctl.thinking_seat == pending.seat else "")
