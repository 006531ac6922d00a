"""The game log follows the game: after new lines it shows the newest one, unless the player has scrolled up to
read older lines (then it stays where they are until they scroll back to the bottom)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QObject
from PySide6.QtWidgets import QAbstractItemView, QListView

SLACK = 4  # pixels from the bottom that still count as "at the newest line"


class LogFollower(QObject):
    def __init__(self, view: QListView) -> None:
        super().__init__(view)
        self.view = view
        self._follow = True
        model = view.model()
        model.rowsAboutToBeInserted.connect(self._remember)
        model.rowsInserted.connect(self._catch_up)
        model.modelReset.connect(self._catch_up)
        # Rows that arrived while the log was hidden or small (the results page, a lesson panel growing) are
        # laid out when it shows or resizes: follow then too.
        view.viewport().installEventFilter(self)
        # A word-wrapped list lays its rows out lazily: the range grows after the scroll. Stay at the bottom
        # while following; a scroll by the player decides whether to keep following.
        bar = view.verticalScrollBar()
        bar.rangeChanged.connect(self._keep_at_bottom)
        bar.valueChanged.connect(self._remember)

    def _keep_at_bottom(self, _low: int, high: int) -> None:
        if self._follow:
            self.view.verticalScrollBar().setValue(high)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() in (QEvent.Type.Show, QEvent.Type.Resize) and self._follow:
            self._catch_up()
        return False

    def at_bottom(self) -> bool:
        bar = self.view.verticalScrollBar()
        return bar.value() >= bar.maximum() - SLACK

    def _remember(self, *_: object) -> None:
        self._follow = self.at_bottom()

    def _catch_up(self, *_: object) -> None:
        if not self._follow:
            return
        model = self.view.model()
        n = model.rowCount()
        if n:
            # scrollTo lays out the new rows first (a word-wrapped list lays out lazily), then shows the last.
            self.view.scrollTo(model.index(n - 1, 0, QModelIndex()), QAbstractItemView.ScrollHint.PositionAtBottom)
            self.view.scrollToBottom()
        self._follow = True
