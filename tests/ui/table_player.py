"""A player at a table, through real events on its viewport: a hand card dragged onto the chain (a live kicker
first), an archive clicked to claim it, a hand card dragged into the influence well, the prompt bar's buttons, and
Tab then Enter (the keyboard's way through the legal choices) for the rest — attacks, blocks, targets."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from nightfall_qt.ui.table.table_layout import CHAIN_RECT, INFLUENCE_WELL
from nightfall_qt.ui.table.zone_layer import ARCHIVE_KEY_OFFSET

LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
BUTTON_ORDER = ("chain_pass", "claim_end", "block_done", "draw_up", "end_turn")


def centre_of(table: Any, item: Any) -> QPoint:
    return table.view.mapFromScene(item.mapToScene(item.boundingRect().center()))


def drag(table: Any, start: QPoint, end: QPointF) -> None:
    vp, stop = table.view.viewport(), table.view.mapFromScene(end)
    QTest.mouseMove(vp, start)
    QTest.mousePress(vp, LEFT, NO_MOD, start)
    for k in range(1, 9):
        p = start + (stop - start) * (k / 8)
        QTest.mouseMove(vp, QPoint(round(p.x()), round(p.y())))
    QTest.mouseRelease(vp, LEFT, NO_MOD, stop)


def act(table: Any) -> str:
    """Answer the table's decision as a player would; returns what was done."""
    ctl, scene = table.controller, table.scene
    d = ctl.decision_for_viewer()
    assert d is not None
    hand = scene.hand_layer.items
    if d.kind == "chain":
        adds = [(o, uid) for uid in hand for o in ctl.options_for_uid(uid) if o.kind == "chain_add"]
        if adds:
            option, uid = max(adds, key=lambda pair: pair[0].kicker)  # a live kicker first
            drag(table, centre_of(table, hand[uid]), CHAIN_RECT.center())
            return "kicker" if option.kicker else "chain"
    if d.kind == "claim":
        claims = [o for o in d.options if o.kind == "claim"]
        discards = [uid for uid in hand if any(o.kind == "claim_discard" for o in ctl.options_for_uid(uid))]
        if claims:
            QTest.mouseClick(table.view.viewport(), LEFT, NO_MOD,
                             centre_of(table, scene.archive_layer.items[ARCHIVE_KEY_OFFSET + claims[0].archive]))
            return "claim"
        if discards:
            drag(table, centre_of(table, hand[discards[0]]), INFLUENCE_WELL.center())
            return "discard"
    for kind in BUTTON_ORDER:
        button = table.prompt.buttons[kind]
        if button.isVisible():
            QTest.mouseClick(button, LEFT)
            return kind
    table.view.setFocus()
    QTest.keyClick(table.view, Qt.Key.Key_Tab)
    QTest.keyClick(table.view, Qt.Key.Key_Return)
    return str(d.kind)
