"""The chain preview: the order in which the chain will resolve (last in, first out) and which kickers are
active, next to the table while a chain is built or resolves. It reads only the chain model."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGroupBox, QLabel, QVBoxLayout, QWidget

from nightfall_qt.app.game.models import TableModels
from nightfall_qt.app.texts.i18n import current_language, translate


def resolution_lines(
    rows: list[dict[str, Any]], names: list[str], card_name: Callable[[dict[str, Any]], str] | None = None
) -> list[str]:
    """'1. Furious Melee (Ann) — kicker active' for each link, in the order they will resolve.

    `card_name(row)` names the row's card (default: the row's "name")."""
    lines = []
    for n, row in enumerate(reversed(rows), start=1):
        owner = row.get("owner", -1)
        who = names[owner] if isinstance(owner, int) and 0 <= owner < len(names) else "?"
        marks = []
        if row.get("resolving"):
            marks.append(translate("ChainPreview", "resolving now"))
        if row.get("cancelled"):
            marks.append(translate("ChainPreview", "cancelled: will not resolve"))
        elif row.get("kicker_active"):
            marks.append(translate("ChainPreview", "kicker active"))
        times = int(row.get("times") or 1)
        if times > 1:
            marks.append(translate("ChainPreview", "resolves %n time(s)", None, times))
        card = card_name(row) if card_name is not None else str(row.get("name"))
        if marks:
            line = translate("ChainPreview", "{number}. {card} ({player}) — {marks}").format(
                number=n, card=card, player=who, marks=", ".join(marks))
        else:
            line = translate("ChainPreview", "{number}. {card} ({player})").format(number=n, card=card, player=who)
        lines.append(line)
    return lines


class ChainPreview(QGroupBox):
    """Shown while the chain has cards; hidden otherwise."""

    def __init__(self, models: TableModels, parent: QWidget | None = None) -> None:
        # The title is a wrapping label, not the group box's own: at a large text size a long title ("Kette – wird
        # in dieser Reihenfolge ausgeführt") would widen the side column and shrink the table (ui/window/text_size.py).
        super().__init__(parent)
        self.setObjectName("chainPreview")
        self.models = models
        self.heading = QLabel(translate("ChainPreview", "Chain — resolves in this order"))
        self.heading.setWordWrap(True)
        self.label = QLabel()
        self.label.setObjectName("chainOrder")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 6)
        layout.addWidget(self.heading)
        layout.addWidget(self.label)
        chain = models.chain
        for sig in (chain.rowsInserted, chain.rowsRemoved, chain.dataChanged, chain.modelReset):
            sig.connect(self.refresh)
        models.controller.stateChanged.connect(self.refresh)
        self.refresh()

    def card_name(self, row: dict[str, Any]) -> str:
        """The row's card named in the app's language."""
        cid = row.get("card")
        if cid is None:
            return str(row.get("name"))
        return self.models.controller.card(str(cid)).name(current_language())

    def lines(self) -> list[str]:
        return resolution_lines(self.models.chain.rows, self.models.controller.names, self.card_name)

    def refresh(self, *args: object) -> None:
        lines = self.lines()
        self.label.setText("\n".join(lines))
        self.setVisible(bool(lines))
