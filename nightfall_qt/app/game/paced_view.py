"""What the table has shown so far: the log, the phase line and the name plates' counts follow the presenter.

The models change at once when a decision is applied, but the presenter (app/game/presenter.py) hands the events out one
at a time, paced for the eye, and the cards wait for their events (ui/table/card_motion.py). So that the rest of the
table does not run ahead of the cards, this one place holds back:
- the log lines: each event's lines join the log when that event is presented;
- the phase line's turn, active seat and phase: while the presenter is busy they are the last shown, moved on by the
  presented `turn_started` and `phase_started` events (their own fields, no rule re-derived);
- the name plates' counts (hand, deck, discard pile, influence, minions) and the wound pile's level: while the
  presenter is busy they stay as they were last shown.
When the presenter becomes idle everything snaps to the observation. With animations off the presenter is instant
(it presents before the models hear of the events): nothing is held back, everything appears at once as before.

The viewer's own decision waits too (`decision()`) while the table still shows another turn or phase than the one it
is about (`behind`): "Claim cards…" under a chain still resolving, "Start a chain" while the combat was still
striking, invited clicks on things already gone. So the prompt bar, the hand's legal marks and the table's clicks read
the decision through here, and hear `caughtUp` once the table shows the decision's phase. Within one phase (a blocker
assigned, the next one asked) the decision is not held: its buttons must not flicker after each of one's own moves.
"""

from __future__ import annotations

from collections import deque
from typing import Any, NamedTuple

from PySide6.QtCore import QObject, Signal

from nightfall_qt.app.game.game_view import GameView
from nightfall_qt.app.texts.i18n import current_language
from nightfall_qt.app.texts.log_text import LogEntry
from nightfall_qt.engine import Decision
from nightfall_qt.engine.events import EventKind

# The name plate's counts that wait for the presenter (the wounds count up on their own: ui/table/floating_numbers.py).
PLATE_COUNTS = ("hand_size", "deck_size", "discard_size", "influence", "in_play", "discard_top", "discard_top_name")


class PhaseShown(NamedTuple):
    turn: int
    active: int
    phase: str
    wounds: str  # the wound pile's level (observation `wounds`): it drops as the wounds are shown taken


class PacedView(QObject):
    """Holds back what the presenter has not shown yet; `changed` when what is shown moves on."""

    changed = Signal()
    caughtUp = Signal()  # the presenter is idle: the table shows the present, the viewer's decision may be asked

    def __init__(self, controller: GameView, log: Any, parent: QObject | None = None) -> None:
        """`log` has `append(list[LogEntry])` (app/game/models.py LogModel)."""
        super().__init__(parent)
        self.controller = controller
        self.log = log
        self._lines: deque[tuple[int, list[LogEntry]]] = deque()  # (id of the event, its lines), in order
        self._phase: PhaseShown | None = None
        self._counts: dict[int, dict[str, Any]] = {}  # seat -> the counts last shown
        presenter = controller.presenter
        presenter.present.connect(self._on_present)
        presenter.becameIdle.connect(self._snap)
        controller.stateChanged.connect(self._remember)
        controller.gameStarted.connect(self._forget)

    @property
    def holding(self) -> bool:
        """Whether the presenter still has events of the applied decisions to show."""
        return not self.controller.presenter.idle

    @property
    def behind(self) -> bool:
        """Whether the table still shows another turn, active seat or phase than the game is in (the presenter is
        pacing the events that lead there)."""
        if not self.holding or self._phase is None:
            return False
        obs = self.controller.observation()
        return obs is not None and (self._phase.turn, self._phase.active, self._phase.phase) != (
            obs.turn, obs.active, obs.phase)

    def decision(self) -> Decision | None:
        """The viewer's decision as the table may offer it: none while the table still shows another phase than the
        one the decision is about (it is offered when the table gets there, `caughtUp`)."""
        return None if self.behind else self.controller.decision_for_viewer()

    # ------------------------------------------------------------------ log
    def add_lines(self, events: list[dict[str, Any]], lines: list[list[LogEntry]]) -> None:
        """The lines of each applied event (`lines[k]` for `events[k]`): now, or when the event is presented."""
        if not self.holding and not self._lines:
            self.log.append([entry for group in lines for entry in group])
            return
        self._lines.extend((id(e), group) for e, group in zip(events, lines, strict=True) if group)

    def held_lines(self) -> list[str]:
        """The texts of the lines still waiting for their events (the log as it will read: `lines() + these`)."""
        return [entry.text for _key, group in self._lines for entry in group]

    def _release_lines(self, upto: int | None) -> None:
        """Append the held lines up to the event with id `upto` (None: all of them), in their order."""
        out: list[LogEntry] = []
        if upto is None or any(key == upto for key, _ in self._lines):
            while self._lines:
                key, group = self._lines.popleft()
                out.extend(group)
                if key == upto:
                    break
        self.log.append(out)

    # ------------------------------------------------------------------ phase line and name plates
    def phase(self) -> PhaseShown | None:
        """The turn, active seat, phase and wound pile the table says: as last shown while holding, else the
        observation."""
        if self.holding and self._phase is not None:
            return self._phase
        obs = self.controller.observation()
        return None if obs is None else PhaseShown(obs.turn, obs.active, obs.phase, obs.wounds)

    def plate_row(self, row: dict[str, Any]) -> dict[str, Any]:
        """A players-model row as the name plate shows it: counts and the active mark as last shown while holding."""
        if not self.holding or not row:
            return row
        shown = dict(row)
        shown.update(self._counts.get(row.get("seat", -1), {}))
        if self._phase is not None:
            shown["active"] = row.get("seat") == self._phase.active and self._phase.phase != "over"
        return shown

    def _remember(self) -> None:
        """The state changed while nothing waits to be shown (an instant presenter, a step without events): it is
        what the table shows now, and what it keeps showing while the next step's events are presented."""
        if not self.holding:
            self._take_observation()

    def _take_observation(self) -> None:
        obs = self.controller.observation()
        if obs is None:
            self._phase, self._counts = None, {}
            return
        self._phase = PhaseShown(obs.turn, obs.active, obs.phase, obs.wounds)
        self._counts = {
            seat: {"hand_size": view.hand_size, "deck_size": view.deck_size, "discard_size": view.discard_size,
                   "influence": view.influence, "in_play": len(view.in_play), "discard_top": view.discard_top,
                   "discard_top_name": "" if view.discard_top is None else
                   self.controller.card(view.discard_top.card).name(current_language())}
            for seat, view in enumerate(obs.seats)
        }  # fmt: skip

    def _on_present(self, event: dict[str, Any]) -> None:
        if self._lines:
            self._release_lines(id(event))
        kind, seat = event.get("type"), event.get("seat")
        if self._phase is None or not isinstance(seat, int):
            return
        if kind not in (EventKind.TURN_STARTED, EventKind.PHASE_STARTED):
            return
        if kind == EventKind.TURN_STARTED:
            turn = event.get("turn")
            self._phase = self._phase._replace(turn=turn if isinstance(turn, int) else self._phase.turn, active=seat)
        else:
            self._phase = self._phase._replace(phase=str(event.get("phase")), active=seat)
        self.changed.emit()
        if not self.behind:
            self.caughtUp.emit()

    def _snap(self) -> None:
        """The presenter is idle: the log has every line, the phase line and the plates say the observation."""
        self._release_lines(None)
        self._take_observation()
        self.changed.emit()
        self.caughtUp.emit()

    def _forget(self) -> None:
        """Another game: nothing of the last one is held back, and what is shown is the new one."""
        self._lines.clear()
        self._take_observation()
