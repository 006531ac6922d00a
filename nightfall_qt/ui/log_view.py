"""The game log's view: a word-wrapped list that remembers how tall each line is.

A word-wrapped QListView lays out every row again whenever one is appended (QListView::rowsInserted clears its
layout): for each row the delegate asks the model for the row's text, font, alignment, … and wraps the text again.
That took ~43 ms of the GUI thread per appended step in a 1,700-line log. A line's height depends only on its
text, the width it wraps in and the font, so `LineHeights` keeps it (forgotten when the view's font changes): a
re-layout wraps only the new lines (benchmarks/gui_step_bench.py)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, QSize, Qt
from PySide6.QtWidgets import QListView, QStyledItemDelegate, QStyleOptionViewItem

from nightfall_qt.app.models import LogModel


class LineHeights(QStyledItemDelegate):
    """A styled item delegate whose size hints are remembered per (text, width) for the font of `view`."""

    LIMIT = 20_000  # a resize makes every key new: start over rather than grow without end

    def __init__(self, view: QListView, model: LogModel) -> None:
        super().__init__(view)
        self.model = model
        self._sizes: dict[tuple[str, int], QSize] = {}
        view.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._sizes.clear()
        return False

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:  # noqa: N802
        key = (self.model.line(index.row()), option.rect.width())
        size = self._sizes.get(key)
        if size is None:
            if len(self._sizes) >= self.LIMIT:
                self._sizes.clear()
            size = self._sizes[key] = super().sizeHint(option, index)
        return size


def log_view(model: LogModel) -> QListView:
    view = QListView()
    view.setModel(model)
    view.setWordWrap(True)
    # Lines wrap in the width there is and re-wrap when it changes: a horizontal scroll bar appeared, and lines were
    # laid out for an older width and cut ("…Alton Hickman").
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setResizeMode(QListView.ResizeMode.Adjust)
    view.setItemDelegate(LineHeights(view, model))
    return view
