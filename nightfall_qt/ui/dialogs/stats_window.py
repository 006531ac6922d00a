"""The Statistics window: win rate per bot level, wounds per game (a small QPainter chart), the cards the
human players claimed most, and a reset button (with confirmation)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from nightfall_qt.app.storage.stats import StatsStore
from nightfall_qt.app.texts.i18n import translate
from nightfall_qt.app.texts.labels import BOT_LEVELS, label
from nightfall_qt.ui import theme

# The English text of reset_question(n) as a format string ({n} = the count).
RESET_QUESTION = "Delete the statistics of all {n} finished games? This cannot be undone."


def reset_question(n: int) -> str:
    """The Reset question for `n` recorded games, in the current language (plural forms by `n`)."""
    return translate("StatsWindow", "Delete the statistics of all %n finished games? This cannot be undone.", None, n)


class WoundsChart(QWidget):
    """Wounds per game over time: one point per game, oldest on the left."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values: list[float] = []
        self.setMinimumSize(420, 180)

    def set_values(self, values: Sequence[float]) -> None:
        self.values = list(values)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        colours = theme.table()  # the chart in the theme's colours (ui/theme.py)
        p.fillRect(self.rect(), colours.chart)
        plot = QRectF(self.rect()).adjusted(36, 12, -12, -24)
        p.setPen(QPen(colours.chart_axis, 1))
        p.drawLine(plot.bottomLeft(), plot.bottomRight())
        p.drawLine(plot.bottomLeft(), plot.topLeft())
        if not self.values:
            p.setPen(colours.chart_text)
            empty = translate("StatsWindow", "No finished games with a human player yet.")
            p.drawText(plot, Qt.AlignmentFlag.AlignCenter, empty)
            p.end()
            return
        top = max(max(self.values), 1.0)
        p.setPen(colours.chart_text)
        p.drawText(QRectF(0, plot.top() - 6, 32, 14), Qt.AlignmentFlag.AlignRight, f"{top:g}")
        p.drawText(QRectF(0, plot.bottom() - 7, 32, 14), Qt.AlignmentFlag.AlignRight, "0")
        n = len(self.values)
        p.drawText(QRectF(plot.left(), plot.bottom() + 4, plot.width(), 16), Qt.AlignmentFlag.AlignCenter,
                   translate("StatsWindow", "wounds in each of the last %n game(s)", None, n))
        step = plot.width() / max(n - 1, 1)
        points = [QPointF(plot.left() + (i * step if n > 1 else plot.width() / 2),
                          plot.bottom() - v / top * plot.height()) for i, v in enumerate(self.values)]
        p.setPen(QPen(colours.chart_line, 2))
        for a, b in zip(points, points[1:], strict=False):
            p.drawLine(a, b)
        p.setBrush(colours.chart_point)
        for pt in points:
            p.drawEllipse(pt, 3, 3)
        p.end()


class StatsWindow(QDialog):
    def __init__(self, store: StatsStore, card_name: Callable[[str], str] = str, parent: QWidget | None = None,
                 on_error: Callable[[str], None] | None = None, on_replays: Callable[[], object] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("StatsWindow", "Statistics"))
        self.store = store
        self.card_name = card_name
        self.on_error = on_error
        layout = QVBoxLayout(self)
        self.summary = QLabel()
        layout.addWidget(self.summary)
        self.levels = QTableWidget(0, 4)
        self.levels.setHorizontalHeaderLabels([translate("StatsWindow", "Opponent level"),
                                               translate("StatsWindow", "Games"),
                                               translate("StatsWindow", "Won"),
                                               translate("StatsWindow", "Win rate")])
        self.levels.verticalHeader().hide()
        self.levels.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.levels)
        layout.addWidget(QLabel(translate("StatsWindow", "Wounds per game (human players)")))
        self.chart = WoundsChart()
        layout.addWidget(self.chart, 1)
        layout.addWidget(QLabel(translate("StatsWindow", "Cards you claimed most")))
        self.claimed = QTableWidget(0, 2)
        self.claimed.setHorizontalHeaderLabels([translate("StatsWindow", "Card"), translate("StatsWindow", "Claimed")])
        self.claimed.verticalHeader().hide()
        self.claimed.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.claimed)
        buttons = QHBoxLayout()
        self.reset_button = QPushButton(translate("StatsWindow", "Reset statistics…"))
        close = QPushButton(translate("StatsWindow", "Close"))
        buttons.addWidget(self.reset_button)
        self.replays_button: QPushButton | None = None
        if on_replays is not None:  # the finished games themselves, to watch again (ui/replay/replay_list.py)
            self.replays_button = QPushButton(translate("StatsWindow", "Replays…"))
            self.replays_button.clicked.connect(lambda: on_replays())
            buttons.addWidget(self.replays_button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout.addLayout(buttons)
        self.reset_button.clicked.connect(self.reset)
        close.clicked.connect(self.accept)
        self.resize(560, 640)
        self.refresh()

    def refresh(self) -> None:
        games = self.store.games
        if games:
            count = len(games)  # a plain name: pyside6-lupdate drops a translate() whose count is a call
            self.summary.setText(translate("StatsWindow", "%n finished games recorded.", None, count))
        else:
            self.summary.setText(translate("StatsWindow", "No finished games recorded yet."))
        rates = self.store.win_rate_by_level()
        self.levels.setRowCount(len(rates))
        for row, (level, (won, played)) in enumerate(rates.items()):
            rate = translate("StatsWindow", "{percent} %").format(percent=f"{100 * won / played:.0f}")
            for col, text in enumerate((label(BOT_LEVELS, level), str(played), str(won), rate)):
                self.levels.setItem(row, col, QTableWidgetItem(text))
        self.chart.set_values(self.store.wounds_series())
        top = self.store.most_claimed()
        self.claimed.setRowCount(len(top))
        for row, (card, count) in enumerate(top):
            self.claimed.setItem(row, 0, QTableWidgetItem(self.card_name(card)))
            self.claimed.setItem(row, 1, QTableWidgetItem(str(count)))

    def reset(self) -> None:
        answer = QMessageBox.question(self, translate("StatsWindow", "Reset statistics"),
                                      reset_question(len(self.store.games)))
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            self.store.reset()
        except OSError as exc:
            message = translate("StatsWindow", "Cannot reset the statistics: {reason} ({file})").format(
                reason=exc.strerror or exc, file=self.store.path)
            if self.on_error:
                self.on_error(message)
            return
        self.refresh()
