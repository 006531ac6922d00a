"""The log keeps its lines in C++ (app/game/models.py LogModel on a QStandardItemModel) and its view remembers each
line's wrapped height (ui/window/log_view.py): both must read and lay out exactly as before."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QFont

from nightfall_qt.app.game.models import LogModel
from nightfall_qt.app.texts.log_text import LogEntry
from nightfall_qt.ui.window.log_view import log_view

LONG = "Anna plays Deadly Grip onto the chain, Bob takes two wounds and discards a card from his hand"


def test_appends_in_steps_read_like_one_rebuild(qtbot) -> None:
    batches = [[LogEntry("a", (1,), ())], ["plain"], [LogEntry("b", (), (3,)), LogEntry("c", (2, 4), ())]]
    stepwise, whole = LogModel(), LogModel()
    for batch in batches:
        stepwise.append(batch)
    whole.append([line for batch in batches for line in batch])
    for model in (stepwise, whole):
        assert model.lines() == ["a", "plain", "b", "c"]
        assert [model.named(r) for r in range(4)] == [((1,), ()), ((), ()), ((), (3,)), ((2, 4), ())]
        rows = [model.index(r, 0, QModelIndex()) for r in range(model.rowCount())]
        assert [i.data(Qt.ItemDataRole.DisplayRole) for i in rows] == model.lines()
        assert [i.data(Qt.ItemDataRole.ToolTipRole) for i in rows] == model.lines()
        assert rows[3].data(LogModel.NamedRole) == ((2, 4), ())
        assert model.named(4) == ((), ())
    stepwise.clear()
    assert stepwise.rowCount() == 0 and stepwise.lines() == [] and stepwise.named(0) == ((), ())


def test_a_remembered_line_height_is_the_height_it_would_have_now(qtbot) -> None:
    model = LogModel()
    view = log_view(model)
    qtbot.addWidget(view)
    view.resize(240, 300)
    view.show()
    model.append([LONG, "short", LONG])

    def heights() -> list[int]:
        view.doItemsLayout()
        return [view.visualRect(model.index(r, 0, QModelIndex())).height() for r in range(model.rowCount())]

    shown = heights()
    assert shown[0] > shown[1]  # the long line wraps
    big = QFont(view.font())
    big.setPixelSize(2 * max(8, view.font().pixelSize(), view.font().pointSize()))
    view.setFont(big)  # a new font: the remembered heights are forgotten, not reused
    grown = heights()
    assert grown[1] > shown[1] and grown[0] > shown[0]
    assert grown[0] == grown[2]  # the same text at the same width, remembered


def test_rows_carry_the_heights_qt_would_lay_them_out_with_and_no_python_delegate(qtbot) -> None:
    """Each row stores its size (Qt.SizeHintRole), so the view's re-layout after an append asks Qt's own delegate,
    never Python, per row: the same rects as a plain word-wrapped QListView, grown, resized and after a new font."""
    from PySide6.QtWidgets import QListView, QStyledItemDelegate

    texts = [f"{i}: {LONG[: 10 + 7 * (i % 13)]}" for i in range(60)]
    ours_model, plain_model = LogModel(), LogModel()
    ours = log_view(ours_model)
    plain = QListView()
    plain.setModel(plain_model)
    plain.setWordWrap(True)
    plain.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
    assert type(ours.itemDelegate()) is QStyledItemDelegate
    for view in (ours, plain):
        qtbot.addWidget(view)
        view.resize(220, 300)
        view.show()
    for model in (ours_model, plain_model):
        model.append(texts[:5])
        model.append(texts[5:])

    def rects(view: QListView, model: LogModel) -> list[object]:
        view.doItemsLayout()
        return [view.visualRect(model.index(r, 0, QModelIndex())) for r in range(model.rowCount())]

    assert all(ours_model.item(r).data(Qt.ItemDataRole.SizeHintRole) is not None for r in range(len(texts)))
    assert rects(ours, ours_model) == rects(plain, plain_model)
    for view in (ours, plain):
        view.resize(330, 300)
    qtbot.waitUntil(lambda: rects(ours, ours_model) == rects(plain, plain_model), timeout=5000)
    big = QFont(ours.font())
    big.setPixelSize(2 * max(8, ours.font().pixelSize(), ours.font().pointSize()))
    for view in (ours, plain):
        view.setFont(big)
    assert rects(ours, ours_model) == rects(plain, plain_model)
