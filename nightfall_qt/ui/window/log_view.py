"""The game log's view: a word-wrapped list whose rows carry their own height.

A word-wrapped QListView lays out every row again whenever one is appended (QListView::rowsInserted clears its
layout) and asks the delegate for every row's size. Wrapping each row again took ~43 ms per appended step in a
1,700-line log; a Python delegate that remembered the heights still cost ~3 µs per row and append (a call from
C++ into Python per row), so an append at 10,000 lines cost ten times one at 10 (issue 42). Now `LineHeights`
measures each new row once, when it arrives, and stores the size in the row (Qt.SizeHintRole); the view's
delegate is Qt's own, which answers a stored size without wrapping and without Python. When the width the rows
wrap in or the font changes, every row is measured again, once.

The vertical scroll bar is always shown: the width the rows wrap in then does not change when the log grows
past one screen (QListView lays out in its viewport less the scroll bar's extent only while the bar shows)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtWidgets import QListView, QStyledItemDelegate, QStyleOptionViewItem

from nightfall_qt.app.game.models import LogModel


class LineHeights(QObject):
    """Stores each log row's size hint in the row, measured with Qt's delegate for the view's current width."""

    LIMIT = 20_000  # a resize makes every key new: start over rather than grow without end

    def __init__(self, view: QListView, model: LogModel) -> None:
        super().__init__(view)
        self.view, self.model = view, model
        self.delegate = QStyledItemDelegate(view)
        self._sizes: dict[tuple[str, int], QSize] = {}
        self._width = -1
        model.rowsInserted.connect(self._rows_inserted)
        model.modelReset.connect(self.measure_all)
        view.installEventFilter(self)

    def wrap_width(self) -> int:
        """The width QListView lays its rows out in (its viewport, the scroll bar always shown, less spacing)."""
        return int(self.view.maximumViewportSize().width() - 2 * self.view.spacing())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        kind = event.type()
        if kind in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._sizes.clear()
            self.measure_all()  # before the view lays out again (the event itself asks it to)
        elif kind == QEvent.Type.Resize and self.wrap_width() != self._width:
            self.measure_all()
        return False

    def _option(self) -> QStyleOptionViewItem:
        option = QStyleOptionViewItem()
        self.view.initViewItemOption(option)
        spacing = self.view.spacing()
        option.rect = QRect(spacing, spacing, self._width, self.view.maximumViewportSize().height() - 2 * spacing)
        return option

    def _measure(self, first: int, last: int) -> None:
        option = self._option()
        width = self._width
        model = self.model
        for row in range(first, last + 1):
            item = model.item(row)
            key = (model.line(row), width)
            size = self._sizes.get(key)
            if size is None:
                if len(self._sizes) >= self.LIMIT:
                    self._sizes.clear()
                item.setData(None, Qt.ItemDataRole.SizeHintRole)  # else the delegate answers the stored size
                size = self._sizes[key] = self.delegate.sizeHint(option, model.indexFromItem(item))
            item.setData(size, Qt.ItemDataRole.SizeHintRole)

    def _rows_inserted(self, parent: QModelIndex | QPersistentModelIndex, first: int, last: int) -> None:
        if self._width != self.wrap_width():
            self.measure_all()  # the new rows too
            return
        with _quiet(self.model):  # the view lays the new rows out anyway: no dataChanged per row
            self._measure(first, last)

    def measure_all(self) -> None:
        """Measure every row again (a new width or font), then lay the view out once."""
        self._width = self.wrap_width()
        if self.model.rowCount():
            with _quiet(self.model):
                self._measure(0, self.model.rowCount() - 1)
        self.view.scheduleDelayedItemsLayout()


class _quiet:  # noqa: N801 - a context manager named for what it does
    def __init__(self, model: LogModel) -> None:
        self.model = model

    def __enter__(self) -> None:
        self.was = self.model.blockSignals(True)

    def __exit__(self, *_exc: object) -> None:
        self.model.blockSignals(self.was)


def log_view(model: LogModel) -> QListView:
    view = QListView()
    view.setModel(model)
    view.setWordWrap(True)
    # Lines wrap in the width there is and re-wrap when it changes: a horizontal scroll bar appeared, and lines were
    # laid out for an older width and cut ("…Alton Hickman").
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setResizeMode(QListView.ResizeMode.Adjust)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
    view.line_heights = LineHeights(view, model)  # type: ignore[attr-defined]
    return view
