"""The game log's view: a word-wrapped list that remembers how tall each line is.

A word-wrapped QListView lays out every row again whenever one is appended (QListView::rowsInserted clears its
layout): for each row the delegate asks the model for the row's text, font, alignment, … and wraps the text again.
That took ~43 ms of the GUI thread per appended step in a 1,700-line log. A line's height depends only on its
text, the width it wraps in and the font, so `LineHeights` keeps it: a re-layout asks the model once per row (for
the text) and wraps only new lines."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize
from PySide6.QtWidgets import QListView, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from nightfall_qt.app.models import LogModel


class LineHeights(QStyledItemDelegate):
    """A styled item delegate whose size hints are remembered per (text, width, font)."""

    LIMIT = 20_000  # a resize or a font change makes every key new: start over rather than grow without end

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._sizes: dict[tuple[str, int, str], QSize] = {}

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:  # noqa: N802
        model = index.model()
        text = model.line(index.row()) if isinstance(model, LogModel) else str(index.data())
        key = (text, option.rect.width(), option.font.key())
        size = self._sizes.get(key)
        if size is None:
            if len(self._sizes) >= self.LIMIT:
                self._sizes.clear()
            size = self._sizes[key] = super().sizeHint(option, index)
        return QSize(size)


def log_view(model: LogModel) -> QListView:
    view = QListView()
    view.setModel(model)
    view.setWordWrap(True)
    view.setItemDelegate(LineHeights(view))
    return view
