"""A seat's replay (app/replay/seat_replays.py) as a read-only GameSource: the steps the seat was shown, delivered
again.

Every step's observation is read when the file opens, so a step back or a jump is an index; the views get exactly
what the online window got — the recorded seat's observation and the events as they arrived — and nothing else:
there are no other eyes to look through (the file holds nothing more).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from nightfall_qt.app.game.game_source import Step
from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.replay.read_only import ReadOnlySource
from nightfall_qt.app.replay.seat_replays import SeatReplay
from nightfall_qt.engine import CardDB, Decision
from nightfall_qt.engine.observation import Observation


class SeatReplaySource(ReadOnlySource):
    positionChanged = Signal(int)  # the step now on the table (0: the first step recorded)
    chairChanged = Signal()  # never: the table is always drawn from the recorded seat
    read_only = True

    def __init__(self, replay: SeatReplay, cards: CardDB, parent: QObject | None = None,
                 instant: bool = False) -> None:  # fmt: skip
        super().__init__(cards, parent, instant=instant)
        self.replay = replay
        self.gates: list[Any] = []
        self.fast_bots = False
        self._at = 0
        # The log up to each step: the events before it are those of every step up to it.
        self._upto: list[int] = []
        total = 0
        for s in replay.steps:
            total += len(s.events)
            self._upto.append(total)
        self._all = [dict(e) for s in replay.steps for e in s.events]
        self._history_end = 0

    # ------------------------------------------------------------------ the timeline
    @property
    def steps(self) -> int:
        return len(self.replay.steps) - 1

    @property
    def position(self) -> int:
        return self._at

    @property
    def turns(self) -> list[int]:
        return [s.observation.turn for s in self.replay.steps]

    def step_of_turn(self, turn: int) -> int:
        return next((i for i, s in enumerate(self.replay.steps) if s.observation.turn >= turn), self.steps)

    @property
    def eyes(self) -> int:
        return self.replay.seat

    @property
    def eye_choices(self) -> tuple[int, ...]:
        return (self.replay.seat,)  # only what this seat saw was recorded

    def set_eyes(self, seat: int) -> None:
        if seat != self.replay.seat:
            raise ValueError(f"this replay holds only seat {self.replay.seat}'s view")
        self._show(started=True)

    def start(self) -> None:
        self.seek(0)

    def forward(self) -> bool:
        if self._at >= self.steps:
            return False
        self._at += 1
        self._show(events=self.replay.steps[self._at].events)
        return True

    def seek(self, target: int) -> None:
        self._at = max(0, min(self.steps, target))
        self._show(started=True)

    def _show(self, events: list[dict[str, Any]] | None = None, started: bool = False) -> None:
        if started:
            self.presenter.clear()
            self._history_end = self._upto[self._at]
        obs = self.replay.steps[self._at].observation
        shown = tuple(dict(e) for e in events or [])
        self.deliver(Step(obs, None, shown, started=started, over=obs.is_over))
        self.positionChanged.emit(self._at)

    # ------------------------------------------------------------------ what the viewer may know
    def observation(self) -> Observation | None:
        return self.replay.steps[self._at].observation

    def decision_for_viewer(self) -> Decision | None:
        return None

    @property
    def viewer_seat(self) -> int:
        return self.replay.seat

    @property
    def seats(self) -> tuple[SeatConfig, ...]:
        return tuple(self.replay.seats)

    @property
    def edition(self) -> str | None:
        return self.replay.edition

    @property
    def local_seats(self) -> list[int]:
        return [self.replay.seat]  # the log says "you" for the seat whose view this is, as it did online

    @property
    def pass_pending(self) -> int | None:
        return None

    @property
    def hands_hidden(self) -> bool:
        return False

    @property
    def thinking_seat(self) -> int | None:
        return None

    def events_for_viewer(self) -> list[dict[str, Any]]:
        return [dict(e) for e in self._all[: self._upto[self._at]]]

    def history_for_viewer(self) -> list[dict[str, Any]]:
        return [dict(e) for e in self._all[: self._history_end]]

