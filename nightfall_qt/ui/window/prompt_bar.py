"""The prompt bar under the table: what is being decided, by whom, and buttons for the options that are
not cards (pass, done blocking, end the claim phase, draw up, the wound effect)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from nightfall_qt.app.game.game_view import GameSession
from nightfall_qt.app.game.paced_view import PacedView
from nightfall_qt.app.remote.online_presence import away_mark
from nightfall_qt.app.texts.i18n import QT_TRANSLATE_NOOP, translate
from nightfall_qt.engine import Choice, Decision

# Option kinds shown as buttons, with their label (translated when shown).
BUTTONS: dict[str, str] = {
    "chain_pass": QT_TRANSLATE_NOOP("PromptBar", "Pass"),
    "block_done": QT_TRANSLATE_NOOP("PromptBar", "Done blocking"),
    "claim_end": QT_TRANSLATE_NOOP("PromptBar", "End claim phase"),
    "draw_up": QT_TRANSLATE_NOOP("PromptBar", "Draw up to 5"),
    "wound_effect": QT_TRANSLATE_NOOP("PromptBar", "Use wound effect"),
    "end_turn": QT_TRANSLATE_NOOP("PromptBar", "End turn"),
}


def shortcut_key(kind: str) -> str:
    """A prompt button's key: a letter of its caption in the player's language (Passen: P, Zug beenden: Z).

    Buttons shown together (the three of the cleanup) and the Suggest button need different keys in every
    language; tests/i18n checks it."""
    keys = {
        "chain_pass": translate("PromptBarKey", "P", "key of the Pass button"),
        "block_done": translate("PromptBarKey", "D", "key of the Done blocking button"),
        "claim_end": translate("PromptBarKey", "E", "key of the End claim phase button"),
        "draw_up": translate("PromptBarKey", "D", "key of the Draw up to 5 button"),
        "wound_effect": translate("PromptBarKey", "W", "key of the Use wound effect button"),
        "end_turn": translate("PromptBarKey", "E", "key of the End turn button"),
    }
    return keys[kind]


def button_text(kind: str) -> str:
    """A prompt button's caption with its shortcut key: "Pass (P)"."""
    return translate("PromptBar", "{action} ({key})").format(
        action=translate("PromptBar", BUTTONS[kind]), key=shortcut_key(kind))


class PromptBar(QWidget):
    """The prompt follows the table (`paced`, app/game/paced_view.py): it asks the viewer's decision only once the table
    shows the phase it is about, never while the table still shows an earlier turn or phase."""

    def __init__(self, controller: GameSession, parent: QWidget | None = None, paced: PacedView | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.paced = paced
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setObjectName("prompt")
        self.buttons: dict[str, QPushButton] = {}
        # Asked before a button's choice is submitted (the window's confirmations); False cancels it.
        self.before_press: Callable[[Choice], bool] | None = None
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 3, 8, 3)  # with the status bar always there, the side column needs the pixels
        layout.addWidget(self.label, 1)
        for kind in BUTTONS:
            button = QPushButton(button_text(kind))
            button.setShortcut(QKeySequence(shortcut_key(kind)))
            button.setObjectName(kind)
            button.clicked.connect(lambda _=False, k=kind: self.press(k))
            button.hide()
            layout.addWidget(button)
            self.buttons[kind] = button
        controller.decisionChanged.connect(self.refresh)
        if paced is not None:
            paced.caughtUp.connect(self.refresh)
        controller.botThinking.connect(lambda *_: self.refresh())
        self.refresh()

    def hold_height(self) -> None:
        """At least a button's height (the one added later, Suggest, too), so a button appearing or going
        never changes the bar's height and the table above does not jump; only a prompt too long for one line
        makes it taller."""
        layout = self.layout()
        if layout is None:  # set in __init__, before this is first called
            return
        margins = layout.contentsMargins()
        items = (layout.itemAt(i) for i in range(layout.count()))
        buttons = [item.widget() for item in items if item is not None]
        tallest = max((b.sizeHint().height() for b in buttons if isinstance(b, QPushButton)), default=0)
        line = self.label.fontMetrics().lineSpacing()
        self.setMinimumHeight(max(tallest, line) + margins.top() + margins.bottom())

    def decision(self) -> Decision | None:
        """The viewer's decision as the table offers it now (none while it still shows how the game got there)."""
        return self.paced.decision() if self.paced is not None else self.controller.decision_for_viewer()

    def option_of(self, kind: str) -> Choice | None:
        d = self.decision()
        return None if d is None else next((o for o in d.options if o.kind == kind), None)

    def press(self, kind: str) -> None:
        choice = self.option_of(kind)
        if choice is not None and (self.before_press is None or self.before_press(choice)):
            self.controller.submit(self.controller.viewer_seat, choice)

    def refresh(self) -> None:
        d = self.decision()
        kinds = {o.kind for o in d.options} if d is not None else set()
        for kind, button in self.buttons.items():
            button.setVisible(kind in kinds)
        self.label.setText(self.text())

    def text(self) -> str:
        ctl = self.controller
        if not ctl.has_game:
            shortcut = QKeySequence(QKeySequence.StandardKey.New).toString(QKeySequence.SequenceFormat.NativeText)
            return translate("PromptBar", "Start a new game from the File menu ({shortcut}).").format(shortcut=shortcut)
        if ctl.is_over:
            return translate("PromptBar", "The game is over.")
        d = self.decision()
        if d is not None:
            return translate("PromptBar", "{player}: {prompt}").format(player=ctl.seats[d.seat].name, prompt=d.prompt)
        if self.paced is not None and self.paced.behind and ctl.decision_for_viewer() is not None:
            return ""  # the table is still showing what led to the viewer's decision: asked when it has caught up
        pending = ctl.request  # who decides what, public to every seat (no options)
        if pending is None:
            return ""
        who = ctl.seats[pending.seat].name
        if ctl.pass_pending is not None:
            nxt = ctl.seats[ctl.pass_pending].name
            return translate("PromptBar", "Pass the device to {player}.").format(player=nxt)
        if ctl.thinking_seat == pending.seat:
            return translate("PromptBar", "Waiting for {player}… (thinking)").format(player=who)
        away, since = ctl.presence_of(pending.seat)  # online: their connection dropped
        if away:
            return translate("PromptBar", "Waiting for {player}… ({away}: not connected)").format(
                player=who, away=away_mark(since))
        return translate("PromptBar", "Waiting for {player}…").format(player=who)
