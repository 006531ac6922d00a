"""Paces engine events for the eye: a queue of event batches handed out one event at a time.

The table animates each `present(event)`; the controller waits for `becameIdle` before asking the
next bot, so bot moves never run ahead of what the player can see.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from nightfall_qt.engine.events import EventKind

# Milliseconds each event holds the stage at speed 1.0; events not listed pass without a pause.
DELAYS: dict[str, int] = {
    "turn_started": 400,
    "phase_started": 150,
    "card_drawn": 60,
    "chain_added": 350,
    "chain_passed": 120,
    "card_resolving": 350,
    "card_cancelled": 250,
    "minion_entered": 300,
    "minion_rotated": 250,
    "minion_destroyed": 350,
    "minion_discarded": 250,
    "card_returned": 250,
    "attack_declared": 300,
    "blocker_assigned": 250,
    "attack_resolved": 300,
    "damage_dealt": 150,
    "damage_absorbed": 200,
    "wound_taken": 300,
    "card_claimed": 300,
    "card_discarded": 120,
    "card_exiled": 200,
    "card_moved": 200,
    "target_chosen": 200,
    "draft_picked": 150,
    "deck_reshuffled": 250,
    "archive_revealed": 300,
    "end_triggered": 500,
    "game_over": 0,
}


class Presenter(QObject):
    present = Signal(object)  # dict: `object` passes the event itself (Signal(dict) converts to QVariantMap)
    becameIdle = Signal()
    # The table holds before the next event (True: paused by the player, or before a chain resolves) or goes on.
    held = Signal(bool)

    def __init__(
        self, parent: QObject | None = None, instant: bool = False, speed: float = 1.0, animations: bool = True
    ) -> None:
        super().__init__(parent)
        self._instant = instant
        self._speed = speed
        self._animations = animations
        self._queue: deque[dict[str, Any]] = deque()
        self._idle = True
        self._held = False
        # Settings → "pause before each chain resolves": hold before the first resolution after a card was chained.
        self.pause_before_chain = False
        self._chain_open = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)

    # ------------------------------------------------------------------ settings
    @property
    def idle(self) -> bool:
        """Nothing left to show and not held: the game may go on (a bot is asked, the prompt asks)."""
        return self._idle and not self._held

    @property
    def holding(self) -> bool:
        return self._held

    @property
    def instant(self) -> bool:
        return self._instant

    @instant.setter
    def instant(self, value: bool) -> None:
        self._instant = value
        if value:
            self._drain(paced=False)

    @property
    def speed(self) -> float:
        return self._speed

    @speed.setter
    def speed(self, value: float) -> None:
        self._speed = max(0.05, float(value))

    @property
    def animations(self) -> bool:
        return self._animations

    @animations.setter
    def animations(self, value: bool) -> None:
        self._animations = value

    def delay_for(self, event: dict[str, Any]) -> int:
        if self._instant or not self._animations:
            return 0
        return int(DELAYS.get(event.get("type", ""), 0) / self._speed)

    # ------------------------------------------------------------------ holding (a live chain paused)
    def hold(self) -> None:
        """Show nothing more until `release`: the game waits too (`idle` is False, so no bot is asked and no
        answer is applied: app/game/bot_scheduler.py)."""
        if not self._held:
            self._held = True
            self._timer.stop()
            self.held.emit(True)

    def release(self) -> None:
        if not self._held:
            return
        self._held = False
        self.held.emit(False)
        if self._queue:
            self._idle = False
            if self._instant:
                self._drain(paced=False)
            else:
                self._timer.start(0)
        elif self._idle:
            self.becameIdle.emit()  # what waited for the table (a bot's kept answer, the next bot) goes on

    @property
    def queued(self) -> int:
        """Events waiting to be shown."""
        return len(self._queue)

    def advance(self, count: int = 1) -> int:
        """While held: show the next `count` waiting events at once and stay held (a replay stepped event by event);
        how many were shown."""
        shown = 0
        while self._held and self._queue and shown < count:
            event = self._queue.popleft()
            self._note(event)
            self.present.emit(event)
            shown += 1
        if not self._queue:
            self._idle = True  # told (becameIdle) when released
        return shown

    # ------------------------------------------------------------------ queue
    def enqueue(self, events: list[dict[str, Any]]) -> None:
        if not events:
            return
        self._queue.extend(events)
        if self._instant:
            self._idle = False
            self._drain(paced=False)
            return
        if self._idle:
            self._idle = False
            if not self._held:
                self._timer.start(0)

    def flush(self) -> None:
        """Present everything queued now, without pauses (a hold stays: it is the player's)."""
        self._timer.stop()
        while self._queue:
            self._note(self._queue[0])
            self.present.emit(self._queue.popleft())
        self._become_idle()

    def clear(self) -> None:
        """Drop what is queued without presenting it (new game)."""
        self._timer.stop()
        self._queue.clear()
        self._chain_open = False
        self._become_idle()

    def _step(self) -> None:
        self._drain(paced=True)

    def _drain(self, paced: bool) -> None:
        """Present queued events until one holds the stage (paced), a hold, or the end of the queue."""
        while self._queue:
            if self._held:
                return
            event = self._queue[0]
            if self.pause_before_chain and self._chain_open and event.get("type") == EventKind.CARD_RESOLVING:
                self._chain_open = False
                self.hold()
                return
            self._queue.popleft()
            self._note(event)
            self.present.emit(event)
            delay = self.delay_for(event) if paced else 0
            if delay > 0:
                self._timer.start(delay)
                return
        self._become_idle()

    def _note(self, event: dict[str, Any]) -> None:
        kind = event.get("type")
        if kind == EventKind.CHAIN_ADDED:
            self._chain_open = True
        elif kind == EventKind.CARD_RESOLVING:
            self._chain_open = False

    def _become_idle(self) -> None:
        if not self._idle:
            self._idle = True
            if not self._held:
                self.becameIdle.emit()
