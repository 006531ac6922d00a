"""What lies on the table besides the cards in the zones: the exile, who chooses the targets of a chain card
(Let Me At 'Em) and the effects that last until the end of the turn. Built only from the viewer's observation
(`observation.exile`, `chain_marks`, `turn_effects`); hidden while there is nothing to show."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGroupBox, QLabel, QVBoxLayout, QWidget

from nightfall_qt.app.game.game_view import GameView
from nightfall_qt.app.texts.i18n import current_language, translate


def effect_line(seat_name: str, effect: str, value: int, floor: int) -> str:
    """One until-end-of-turn effect of one player, in the app's language."""
    if effect == "influence":
        return translate("TableMarks", "{player}: +{amount} influence this turn").format(player=seat_name, amount=value)
    if effect == "influence_loss":
        return translate("TableMarks", "{player}: −{amount} influence this turn").format(player=seat_name, amount=value)
    if effect == "doubled":
        return translate("TableMarks", "{player}: influence doubled %n time(s)", None, value).format(player=seat_name)
    if effect == "discount":
        if floor:
            return translate("TableMarks", "{player}: claims cost {amount} less, never below {floor}").format(
                player=seat_name, amount=value, floor=floor)
        return translate("TableMarks", "{player}: claims cost {amount} less").format(player=seat_name, amount=value)
    if effect == "enemy_claims":
        return translate("TableMarks", "{player}: may claim from %n enemy private archive(s)", None, value).format(
            player=seat_name)
    if effect == "no_absorb":
        return translate("TableMarks", "{player}: direct-damage blockers do not absorb card damage").format(
            player=seat_name)
    return ""


def mark_lines(obs: Any, names: list[str], card_name: Callable[[str], str]) -> list[str]:
    """The lines the panel shows for an observation."""

    def who(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else "?"

    lines = []
    if obs.exile:
        secret = translate("TableMarks", "a secret card")  # exiled from a secret archive this viewer may not see
        exiled = ", ".join(card_name(cid) if cid is not None else secret for _uid, cid in obs.exile)
        lines.append(translate("TableMarks", "Exiled: {cards}").format(cards=exiled))
    cards = {uid: cid for uid, cid, *_rest in obs.chain}
    for uid, _times, chooser in obs.chain_marks:
        if chooser >= 0 and uid in cards:
            lines.append(translate("TableMarks", "{player} chooses the targets of {card}").format(
                player=who(chooser), card=card_name(cards[uid])))
    floors = {seat: value for seat, effect, value in obs.turn_effects if effect == "discount_floor"}
    for seat, effect, value in obs.turn_effects:
        line = effect_line(who(seat), effect, value, floors.get(seat, 0))
        if line:
            lines.append(line)
    return lines


class TableMarks(QGroupBox):
    """A small panel next to the table; `refresh()` follows the controller's state."""

    def __init__(self, controller: GameView, parent: QWidget | None = None) -> None:
        super().__init__(translate("TableMarks", "On the table"), parent)
        self.setObjectName("tableMarks")
        self.controller = controller
        self.label = QLabel()
        self.label.setObjectName("tableMarksText")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 6)
        layout.addWidget(self.label)
        for signal in (controller.stateChanged, controller.gameStarted, controller.decisionChanged):
            signal.connect(self.refresh)
        self.refresh()

    def lines(self) -> list[str]:
        obs = self.controller.observation()
        if obs is None:
            return []
        language = current_language()
        return mark_lines(obs, self.controller.names, lambda cid: self.controller.card(cid).name(language))

    def refresh(self, *args: object) -> None:
        lines = self.lines()
        self.label.setText("\n".join(lines))
        self.setVisible(bool(lines))
