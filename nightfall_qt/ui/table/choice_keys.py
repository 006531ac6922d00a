"""Keyboard choices on the table: Tab / Shift+Tab step through the legal choices of the viewer's decision, whatever
its kind (a card, an archive, a player, a blocker, a button); S (Suggest) makes the suggestion the current choice;
Enter takes the current choice. Without one, Enter uses the hand card picked with the arrow keys, as before.

The current choice is always one of the decision's own options, so Enter can only submit a legal move; it is
forgotten whenever the decision changes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from nightfall_qt.app.texts.i18n import translate
from nightfall_qt.engine import Choice

if TYPE_CHECKING:
    from nightfall_qt.ui.window.main_window import MainWindow


class ChoiceKeys(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.current: Choice | None = None
        window.controller.decisionChanged.connect(self.forget)

    def forget(self) -> None:
        self.current = None
        scene = self.window.scene
        if scene.choice_marks:
            scene.choice_marks = set()
            scene.resync()  # the marks go with the choice

    def _options(self) -> list[Choice]:
        d = self.window.models.paced.decision()  # offered once the table shows the present (app/game/paced_view.py)
        return list(d.options) if d is not None else []

    def choose(self, choice: Choice) -> None:
        """Make `choice` the current one and mark it on the table (the hand's arrow-key selection gives way)."""
        scene = self.window.scene
        scene.selected = None
        scene.choice_marks = set()
        scene.resync()  # drops the previous marks
        self.current = choice
        marked = self.window.learning.highlight_choice(choice)
        # Kept across relayouts (a resize, a model change re-applies the rows): Enter plays what is marked.
        scene.choice_marks = {key for layer in scene.layers for key, item in layer.items.items()
                              if item in marked and item.highlight == "selected"}
        self.window.view.setFocus()  # a button choice is marked as default, but Enter stays with the table

    def step(self, step: int) -> bool:
        """Tab (+1) / Shift+Tab (-1): the next legal choice, named in the status bar; False if there is none."""
        options = self._options()
        if not options:
            return False
        i = options.index(self.current) if self.current in options else (-1 if step > 0 else 0)
        choice = options[(i + step) % len(options)]
        self.choose(choice)
        text = translate("ChoiceKeys", "Choice {index} of {count}: {choice} — Enter takes it").format(
            index=options.index(choice) + 1, count=len(options), choice=self.window.controller.choice_label(choice))
        self.window.statusBar().showMessage(text, 8000)
        return True

    def enter(self) -> bool:
        """Enter: take the current choice if it is still legal; False if there is none (the hand selection acts)."""
        choice = self.current
        if choice is None or choice not in self._options():
            return False
        self.current = None
        ctl = self.window.controller
        return bool(ctl.submit(ctl.viewer_seat, choice))
