"""The moves no connection makes: bots, decisions with a single answer, the turn timer; pausing unattended rooms.

After every change of a room the server asks `RoomDriver.after_change`, which either drives the room (plays
its bots' decisions on the shared bot threads of bot_pool.py, and every forced answer, one at a time, letting
other rooms run in between) or arms the turn timer, whose stand-in bot answers for a person who let it run
out. A room nobody has been connected to for `unattended_seconds` waits instead: a room of bots whose creator
left would otherwise play whole games alone, with the CPU of the rooms people are playing in.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any

from nightfall_qt.engine import Choice
from nightfall_qt.online.bot_pool import FairBotPool
from nightfall_qt.online.room import BotJob, Room, run_bot

if TYPE_CHECKING:
    from nightfall_qt.online.server import ServerConfig

log = logging.getLogger(__name__)
Events = list[dict[str, Any]]


class RoomDriver:
    """Drives the rooms of one server on its event loop.

    `rooms` is the server's own dict (a room deleted from it stops being driven), `someone_connected(code)`
    says whether a person is at the room now, `broadcast(room, events)` announces a step and `spawn(coro)`
    runs a task the server cancels when it stops."""

    def __init__(
        self,
        config: ServerConfig,
        rooms: dict[str, Room],
        someone_connected: Callable[[str], bool],
        broadcast: Callable[[Room, Events], None],
        spawn: Callable[[Coroutine[Any, Any, None]], None],
    ) -> None:
        self.config = config
        self.rooms = rooms
        self._someone_connected = someone_connected
        self._broadcast = broadcast
        self._spawn = spawn
        self._pool: FairBotPool[Choice] = FairBotPool(config.bot_threads)
        self.driving: set[str] = set()  # rooms whose bots or forced answers are being played
        self.paused: set[str] = set()  # rooms whose bots wait for a person to come back (see unattended)
        self._seen: dict[str, float] = {}  # room code -> monotonic time a person was last connected
        self._started = time.monotonic()
        self._timers: dict[str, asyncio.TimerHandle] = {}

    # ------------------------------------------------------------------ what the server tells
    def arrived(self, code: str) -> None:
        """A person took a seat of the room: a paused room may play on (at its next after_change)."""
        self._seen[code] = time.monotonic()
        self.paused.discard(code)

    def deserted(self, code: str) -> None:
        """The room's last connected person left: from now on its unattended time runs."""
        self._seen[code] = time.monotonic()

    def forget(self, code: str) -> None:
        """The room was deleted: its turn timer goes."""
        if (timer := self._timers.pop(code, None)) is not None:
            timer.cancel()

    def cancel_timers(self) -> None:
        for handle in self._timers.values():
            handle.cancel()

    def shutdown(self) -> None:
        self._pool.shutdown()

    # ------------------------------------------------------------------ driving
    def after_change(self, room: Room) -> None:
        timer = self._timers.pop(room.code, None)
        if timer is not None:
            timer.cancel()
        if room.state.is_over or self.unattended(room):
            return
        if room.bot_to_move() is not None or room.forced_choice() is not None:
            if room.code not in self.driving:
                self.driving.add(room.code)
                self._spawn(self._drive(room))
        elif room.record.deadline is not None:
            loop = asyncio.get_running_loop()
            delay = max(0.0, room.record.deadline - self.config.clock())
            version = room.version
            self._timers[room.code] = loop.call_later(delay, lambda: self._spawn(self._timeout(room, version)))

    def unattended(self, room: Room) -> bool:
        """No person has been connected to the room for `unattended_seconds`: its bots, forced answers and turn
        timer wait. The next person to arrive sets it going again (`arrived`, then the server's after_change)."""
        if self._someone_connected(room.code):
            return False
        idle = time.monotonic() - self._seen.get(room.code, self._started)
        if idle < self.config.unattended_seconds:
            return False
        if room.code not in self.paused:
            self.paused.add(room.code)
            log.info("room %s paused: nobody connected for %.0f s", room.code, idle)
        return True

    async def _drive(self, room: Room) -> None:
        """Play the bots' decisions and every decision with a single answer (see Room.forced_choice), one at a
        time, letting other rooms run in between."""
        try:
            while True:
                await asyncio.sleep(0)  # a person may have answered their forced decision meanwhile: look again
                seat, forced = room.deciding_seat(), room.forced_choice()
                if seat is None or (forced is None and room.bot_to_move() is None) or self.unattended(room):
                    break
                if forced is not None:
                    self._broadcast(room, room.apply(seat, forced, "forced"))
                    continue
                choice = await self._think(room, room.bot_job(seat, room.seats[seat].level or "normal"))
                if self.rooms.get(room.code) is not room:
                    return
                self._broadcast(room, room.apply(seat, choice, "bot"))
        finally:
            self.driving.discard(room.code)
        self.after_change(room)

    async def _think(self, room: Room, job: BotJob) -> Choice:
        return await self._pool.run(room.code, lambda: run_bot(job))

    async def _timeout(self, room: Room, version: int) -> None:
        seat = room.deciding_seat()
        if room.version != version or seat is None or room.bot_to_move() is not None or self.unattended(room):
            return
        level = room.record.timer_level
        choice = await self._think(room, room.bot_job(seat, level))
        if room.version != version or self.rooms.get(room.code) is not room:  # the player answered meanwhile
            return  # (theirs counts), or the room expired
        note = {"type": "timer_bot", "seat": seat, "level": level, "seconds": room.record.timer}
        self._broadcast(room, room.apply(seat, choice, "timer", note))
        self.after_change(room)
