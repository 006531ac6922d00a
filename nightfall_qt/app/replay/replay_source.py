"""A replay as a read-only GameSource: the table, its models and the log watch it exactly as they watch a live game.

The game is played once when the replay opens (every decision checked, app/replay/replays.py); a clone of the position
is kept every `SNAPSHOT_EVERY` steps, so any step is at most that many decisions away from a kept position: stepping
back or jumping never replays from the start (benchmarks/replay_bench.py measures it). A *step* is one decision a
player was asked for, with the forced moves the engine took after it.

What the views get is built only from `observation(seat)` — the seat whose eyes the viewer chose, its events
filtered by `event_for` like a live game's — or, for a finished game, everything open (`OPEN`): every seat's hand
and pile in the observation, every event unfiltered. No decision is ever offered: `decision_for_viewer` is None.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtCore import QObject, Signal

from nightfall_qt.app.game.game_source import Step
from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.replay.read_only import ReadOnlySource
from nightfall_qt.app.replay.replays import Replay, ReplayError, start_state, step
from nightfall_qt.app.texts.i18n import translate
from nightfall_qt.engine import CardDB, Decision, GameState
from nightfall_qt.engine.events import event_for
from nightfall_qt.engine.observation import Observation, observe, observe_all

OPEN = -1  # whose eyes: everybody's, the whole game open
SNAPSHOT_EVERY = 16  # steps between kept positions: a step back applies at most this many decisions


class ReplaySource(ReadOnlySource):
    positionChanged = Signal(int)  # the step now on the table (0: the first position)
    chairChanged = Signal()  # the table is now drawn from another seat's chair (the window lays it out again)
    read_only = True  # the window offers no online play, new game or tutorial on it

    def __init__(self, replay: Replay, cards: CardDB, parent: QObject | None = None, instant: bool = False,
                 every: int = SNAPSHOT_EVERY) -> None:  # fmt: skip
        super().__init__(cards, parent, instant=instant)
        self.replay = replay
        self.gates: list[Any] = []  # the window's confirmations hook in here; nothing is ever submitted
        self.fast_bots = False
        self.every = max(1, every)
        first = start_state(replay, cards)
        self._ends: list[int] = [len(first.history)]  # history length at each step
        self._turns: list[int] = [first.turn]  # the turn shown at each step
        self._kept: dict[int, GameState] = {0: first.clone()}
        self._play_all(first.clone())
        self._state = first
        self._seen: dict[int, list[dict[str, Any]]] = {}  # eyes -> the whole game's events as they see them
        self._at = 0
        self._eyes = next((i for i, s in enumerate(replay.seats) if s.is_human), 0)
        self._bottom = self._eyes  # whose chair the table is drawn from (also in the open view)
        self._history_end = 0

    def _play_all(self, st: GameState) -> None:
        """Every decision once, checked, keeping a position every `every` steps; ReplayError if they do not play
        to the recorded result."""
        i = self._ends[0]
        while i < len(self.replay.decisions):
            if st.is_over:
                raise ReplayError(
                    self.replay.where,
                    translate("Replay", "the game ended after {count} of {total} decisions").format(
                        count=i, total=len(self.replay.decisions)
                    ),
                )
            i = step(st, self.replay, i)
            self._ends.append(i)
            self._turns.append(st.turn)
            if (len(self._ends) - 1) % self.every == 0:
                self._kept[len(self._ends) - 1] = st.clone()
        self._events = st.events  # every position's events are the start of these (the log only grows)
        if not st.is_over or st.result_data != self.replay.result:
            raise ReplayError(
                self.replay.where, translate("Replay", "the game ends with another result than the recorded one")
            )

    # ------------------------------------------------------------------ the timeline
    @property
    def steps(self) -> int:
        """The last step (the end of the game)."""
        return len(self._ends) - 1

    @property
    def position(self) -> int:
        return self._at

    @property
    def turns(self) -> list[int]:
        return list(self._turns)

    def step_of_turn(self, turn: int) -> int:
        """The first step shown in `turn` (the last step if the game ended before it)."""
        return next((i for i, t in enumerate(self._turns) if t >= turn), self.steps)

    @property
    def eyes(self) -> int:
        """The seat whose view the table shows, or OPEN."""
        return self._eyes

    @property
    def eye_choices(self) -> tuple[int, ...]:
        """Whose eyes the viewer offers: every seat's, then everything open."""
        return (*range(len(self.replay.seats)), OPEN)

    def set_eyes(self, seat: int) -> None:
        """Look through `seat`'s eyes (or OPEN, which keeps the chair the table is drawn from): the table is drawn
        again at the same step, the log rebuilt as that seat saw it."""
        if seat != OPEN and not 0 <= seat < len(self.replay.seats):
            raise ValueError(f"no seat {seat}")
        self._eyes = seat
        if seat != OPEN and seat != self._bottom:
            self._bottom = seat
            self.chairChanged.emit()
        self._show(started=True)

    def start(self) -> None:
        """Show the first position (the views are connected)."""
        self.seek(0)

    def forward(self) -> bool:
        """One step on, its events presented as in the game; False at the end."""
        if self._at >= self.steps:
            return False
        events = self._advance(self._state)
        self._at += 1
        self._show(events=events)
        return True

    def seek(self, target: int) -> None:
        """Show step `target` at once: from the nearest kept position at or before it (never more than `every`
        decisions to apply), the log rebuilt up to there."""
        target = max(0, min(self.steps, target))
        base = max(k for k in self._kept if k <= target)
        st = self._kept[base].clone()
        at = base
        while at < target:
            self._advance(st)
            at += 1
        self._state, self._at = st, target
        self._show(started=True)

    def _advance(self, st: GameState) -> list[dict[str, Any]]:
        """Apply the decision of the step after `st`; the events it caused."""
        start = len(st.events)
        step(st, self.replay, len(st.history))
        return st.events[start:]

    def _show(self, events: list[dict[str, Any]] | None = None, started: bool = False) -> None:
        if started:
            self.presenter.clear()
            self._history_end = len(self._state.events)
        shown = tuple(self._visible(events or []))
        self.deliver(Step(self.observation(), None, shown, started=started, over=self._state.is_over))
        self.positionChanged.emit(self._at)

    def _visible(self, events: list[dict[str, Any]]) -> list[dict[str, Any]]:
        if self._eyes == OPEN:
            return [dict(e) for e in events]
        return [dict(event_for(e, self._eyes)) for e in events]

    # ------------------------------------------------------------------ what the viewer may know
    def observation(self) -> Observation | None:
        if self._eyes != OPEN:
            return observe(self._state, self._eyes)
        # Everything open: each seat's own view of its hand and pile, seen from the chosen chair.
        views = observe_all(self._state)
        bottom = views[self._bottom]
        return dataclasses.replace(bottom, seats=tuple(v.seats[v.seat] for v in views))

    def decision_for_viewer(self) -> Decision | None:
        return None  # a replay is watched, never played

    @property
    def viewer_seat(self) -> int:
        return self._bottom

    @property
    def seats(self) -> tuple[SeatConfig, ...]:
        return tuple(self.replay.seats)

    @property
    def edition(self) -> str | None:
        return self.replay.options.edition

    @property
    def local_seats(self) -> list[int]:
        return []  # nobody at this screen played: the log names every player ("Mara takes 2 damage")

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
        return self._visible(self._state.events)

    def history_for_viewer(self) -> list[dict[str, Any]]:
        # Filtered once per pair of eyes for the whole game: a step back rebuilds the log from its start.
        if self._eyes not in self._seen:
            self._seen[self._eyes] = self._visible(self._events)
        return [dict(e) for e in self._seen[self._eyes][: self._history_end]]

