"""The end of the game: where you placed ("You finished 2nd of 3", or the winner when several people or nobody
play), the ranking with your row marked, wounds by kind and a short summary per player (app/game/game_summary.py),
the tie-break that decided, and the ways on: Rematch, New game. A panel over the final table and log (the window
puts it at the top of the table page), so both stay in view; it can be hidden and brought back (View → Results)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from nightfall_qt.app.game.game_summary import PlayerSummary
from nightfall_qt.app.texts.i18n import QT_TRANSLATE_NOOP, translate
from nightfall_qt.app.texts.labels import WOUND_KINDS, label

TIE_BREAK_TEXT = {
    "fewest_wounds": QT_TRANSLATE_NOOP("ResultsView", "fewest wounds"),
    "largest_kind": QT_TRANSLATE_NOOP("ResultsView", "tie on wounds: fewer of the most common wound kind"),
    "second_kind": QT_TRANSLATE_NOOP("ResultsView", "tie: fewer of the second most common wound kind"),
    "third_kind": QT_TRANSLATE_NOOP("ResultsView", "tie: fewer of the third wound kind"),
    "seat": QT_TRANSLATE_NOOP("ResultsView", "complete tie: seated closest to the first player's right"),
}
# Your place, one whole sentence per place (ordinals differ in every language); at most five players.
PLACES = {
    2: QT_TRANSLATE_NOOP("ResultsView", "You finished 2nd of {count}"),
    3: QT_TRANSLATE_NOOP("ResultsView", "You finished 3rd of {count}"),
    4: QT_TRANSLATE_NOOP("ResultsView", "You finished 4th of {count}"),
    5: QT_TRANSLATE_NOOP("ResultsView", "You finished 5th of {count}"),
}
YOURS = QColor("#fff3c4")  # your row's background


def headers() -> list[str]:
    return [
        translate("ResultsView", "Rank"), translate("ResultsView", "Player"), translate("ResultsView", "Wounds"),
        label(WOUND_KINDS, "bite"), label(WOUND_KINDS, "burn"), label(WOUND_KINDS, "bleed"),
        translate("ResultsView", "Damage dealt"), translate("ResultsView", "Minions destroyed"),
        translate("ResultsView", "Cards claimed"), translate("ResultsView", "Turns"),
    ]  # fmt: skip


def title_text(result: Any, names: Sequence[str], you: int | None) -> str:
    """"You win!" / "You finished 2nd of 3" for the solo player; the winner by name otherwise."""
    ranking = result.ranking
    if you is None:
        return translate("ResultsView", "{player} wins!").format(player=names[ranking[0].seat])
    place = result.for_seat(you).rank
    if place == 1:
        return translate("ResultsView", "You win!")
    return translate("ResultsView", PLACES[place]).format(count=len(ranking))


def your_name(name: str) -> str:
    """Your row's name: "▶ Anna (you)", but "▶ You" when the name already says it (not "You (you)")."""
    if name.strip().casefold() == translate("Seats", "You").casefold():
        return translate("ResultsView", "▶ {player}").format(player=name)
    return translate("ResultsView", "▶ {player} (you)").format(player=name)


class ResultsView(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 22px; font-weight: bold;")
        self.winner = QLabel()  # under "You finished 2nd of 3": who won
        self.table = QTableWidget(0, len(headers()))
        self.table.setHorizontalHeaderLabels(headers())
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.setWordWrap(True)
        self.table.setMinimumWidth(640)
        self.table.setStyleSheet("font-size: 15px;")
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Read only: no edit box, no selection or focus frame over your row's colour.
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.decided = QLabel()
        self.decided.setWordWrap(True)
        buttons = QHBoxLayout()
        self.show_table = QPushButton(translate("ResultsView", "Hide the results"))
        self.new_game = QPushButton(translate("ResultsView", "New game…"))
        self.rematch = QPushButton(translate("ResultsView", "Rematch"))
        buttons.addWidget(self.show_table)
        buttons.addStretch(1)
        buttons.addWidget(self.rematch)
        buttons.addWidget(self.new_game)
        layout.addWidget(self.title, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.winner, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.table)
        layout.addWidget(self.decided)
        layout.addLayout(buttons)
        self.your_row: int | None = None

    def show_result(self, result: Any, names: list[str], you: int | None = None,
                    summary: Sequence[PlayerSummary] | None = None) -> None:
        """`you`: the solo human's seat, spoken to in the second person, as the log does."""
        ranking = result.ranking  # ranks are unique: the tie-breaks always decide
        self.title.setText(title_text(result, names, you))
        winner = names[ranking[0].seat]
        self.winner.setText(translate("ResultsView", "{player} wins.").format(player=winner)
                            if you is not None and ranking[0].seat != you else "")
        self.winner.setVisible(bool(self.winner.text()))
        by_seat = {s.seat: s for s in summary or ()}
        self.table.setRowCount(len(ranking))
        self.your_row = None
        for row, r in enumerate(ranking):
            s = by_seat.get(r.seat)
            mine = r.seat == you
            name = your_name(names[r.seat]) if mine else names[r.seat]
            values = [str(r.rank), name, str(r.wounds), str(r.by_kind["bite"]), str(r.by_kind["burn"]),
                      str(r.by_kind["bleed"])]
            values += [str(v) for v in (s.damage_dealt, s.minions_destroyed, s.cards_claimed, s.turns)] if s else \
                ["–"] * 4
            if mine:
                self.your_row = row
            for col, value in enumerate(values):
                cell = QTableWidgetItem(value)
                if r.rank == 1 or mine:
                    font = cell.font()
                    font.setBold(True)
                    cell.setFont(font)
                if mine:
                    cell.setBackground(QBrush(YOURS))
                    cell.setForeground(QBrush(QColor("#202020")))
                self.table.setItem(row, col, cell)
        self._fit_rows()
        tie = result.tie_break
        reason = translate("ResultsView", TIE_BREAK_TEXT[tie]) if tie in TIE_BREAK_TEXT else str(tie)
        self.decided.setText(translate("ResultsView", "Decided by: {reason}.").format(reason=reason))

    def _fit_rows(self) -> None:
        """The ranking as tall as its rows, no taller: the final table below keeps the rest of the page."""
        self.table.resizeRowsToContents()
        rows = sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        self.table.setFixedHeight(rows + self.table.horizontalHeader().height() + 2 * self.table.frameWidth())
