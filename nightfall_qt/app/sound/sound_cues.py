"""Which sound goes with which moment of the game, played when the presenter SHOWS the event (app/game/presenter.py
`present`), not when the engine applied it: the sounds keep step with the cards at every animation speed, and with
animations off they come with the table's instant update.

Only the viewer's events (the `present` signal carries the events as the viewer may see them) and the viewer's own
seats (`local_seats`) are read: no rule is re-derived here, and nothing hidden is heard.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from nightfall_qt.app.game.game_source import GameSource
from nightfall_qt.engine.events import EventKind

# event type -> sound, for the events whose sound does not depend on their fields.
EVENT_SOUNDS: dict[str, str] = {
    "chain_added": "chain_add",
    "chain_passed": "pass",
    "minion_entered": "minion_enter",
    "minion_destroyed": "destroyed",
    "card_exiled": "exiled",
    "card_claimed": "claim",
}


def sound_for(event: dict[str, Any], wounds_in_row: int, local_seats: list[int]) -> str | None:
    """The sound of one presented event, or None. `wounds_in_row`: how many `wound_taken` of the same seat came
    right before this one (the second and later wounds of one blow sound heavier)."""
    kind = event.get("type")
    if isinstance(kind, str) and kind in EVENT_SOUNDS:
        return EVENT_SOUNDS[kind]
    if kind == EventKind.CARD_RESOLVING:
        return "kicker" if event.get("kicker_active") else "resolve"
    if kind == EventKind.DAMAGE_DEALT:
        return "damage" if (event.get("amount") or 0) > 0 else None
    if kind == EventKind.WOUND_TAKEN:
        return "wound_heavy" if wounds_in_row > 0 else "wound"
    if kind == EventKind.TURN_STARTED:
        return "your_turn" if event.get("seat") in local_seats else None
    if kind == EventKind.GAME_OVER:
        return _ending(event.get("result"), local_seats)
    return None


def _ending(result: Any, local_seats: list[int]) -> str | None:
    """Victory when one of this screen's players finished first, else defeat (nobody here: no sound)."""
    ranking = result.get("ranking") if isinstance(result, dict) else None
    if not isinstance(ranking, list) or not ranking or not local_seats:
        return None
    first = {r.get("seat") for r in ranking if isinstance(r, dict) and r.get("rank") == 1}
    return "victory" if first & set(local_seats) else "defeat"


class SoundCues(QObject):
    """Listens to the presenter and says which sound to play (`cue`), in the order the events are shown."""

    cue = Signal(str)

    def __init__(self, controller: GameSource, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._wound_seat: Any = None
        self._wounds_in_row = 0
        controller.presenter.present.connect(self._on_present)

    def _on_present(self, event: dict[str, Any]) -> None:
        kind, seat = event.get("type"), event.get("seat")
        if kind == EventKind.WOUND_TAKEN and seat == self._wound_seat:
            self._wounds_in_row += 1
        else:
            self._wound_seat, self._wounds_in_row = (seat, 0) if kind == EventKind.WOUND_TAKEN else (None, 0)
        name = sound_for(event, self._wounds_in_row, self.controller.local_seats)
        if name is not None:
            self.cue.emit(name)
