"""Who is at the table: a `presence` message to every other seat when a player's connection drops or returns.

The `seats` message already says which seats are connected, but not since when, and a client that hears of a
change only through a full `seats` list cannot tell "dropped" from "never came". The server keeps, in memory
only, when each claimed human seat of a room dropped; a server restarted since then says `since: null`
(unknown). What a presence message tells depends only on connections, never on cards.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any


class Presence:
    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock
        self._away: dict[str, dict[int, float]] = {}  # room code -> seat -> when its connection dropped

    def left(self, code: str, seat: int) -> dict[str, Any]:
        """A seat's connection dropped (or was closed): the message for the others."""
        now = self.clock()
        self._away.setdefault(code, {})[seat] = now
        return presence_message(code, seat, False, now)

    def back(self, code: str, seat: int) -> dict[str, Any]:
        """A seat is held by a connection again: the message for the others (`since`: when it came back)."""
        seats = self._away.get(code, {})
        seats.pop(seat, None)
        if not seats:
            self._away.pop(code, None)
        return presence_message(code, seat, True, self.clock())

    def everyone(self, code: str, claimed: Iterable[int], connected: set[int]) -> list[dict[str, Any]]:
        """For a player arriving: one message per claimed human seat, connected or away (since when, if known)."""
        away = self._away.get(code, {})
        return [presence_message(code, seat, seat in connected, None if seat in connected else away.get(seat))
                for seat in claimed]  # fmt: skip

    def forget(self, code: str) -> None:
        """The room is gone (expired)."""
        self._away.pop(code, None)


def presence_message(code: str, seat: int, connected: bool, since: float | None) -> dict[str, Any]:
    return {"type": "presence", "room": code, "seat": seat, "connected": connected, "since": since}
