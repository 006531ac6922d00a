"""One client's connection to the server: its seat once it has one, what it was last sent, and its sending.

Messages to a client go through its own queue and writer task, so a slow reader never stalls a room (and is
dropped once `max_queue` messages pile up). Its incoming messages are rate limited here too, per connection;
what its address may do across connections is admission.py's.
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import TYPE_CHECKING, Any

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from nightfall_qt.online.admission import Bucket
from nightfall_qt.online.protocol import encode, error

if TYPE_CHECKING:
    from nightfall_qt.online.room import Room
    from nightfall_qt.online.server import ServerConfig


class Connection:
    """One client: its seat once it has one, and an outgoing queue so a slow reader never stalls a room."""

    def __init__(self, ws: ServerConnection, config: ServerConfig) -> None:
        self.ws = ws
        self.config = config
        self.address = client_address(ws)
        self.room: Room | None = None
        self.seat = -1
        self.bucket = Bucket(config.rate, config.burst)
        self.refused = 0
        self.bad_tokens = 0
        self.seated = False  # ever held a seat (the seatless deadline)
        self.version = 1  # the protocol version of the client's latest message: 2 and above get updates
        # (decision number, observation, public seats) of the last state sent: what an update builds on
        self.last: tuple[int, Any, list[dict[str, Any]]] | None = None
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.max_queue = config.max_queue
        self.writer = asyncio.create_task(self._write())

    def within_rate(self) -> bool:
        """Whether a message just received may be handled. One over the rate is ignored (and said so now and
        then: not a flood of answers to a flood), and `flood_close` of them in a row close the connection."""
        if self.bucket.take():
            self.refused = 0
            return True
        self.refused += 1
        if self.refused >= self.config.flood_close:
            self.close(1008, "flood: too many messages")
        elif self.refused == 1 or self.refused % 50 == 0:
            self.send(error("rate_limited", f"at most {self.config.rate:g} messages per second; ignored"))
        return False

    def send(self, msg: dict[str, Any]) -> None:
        if self.queue.qsize() >= self.max_queue:
            self.close(1008, "too slow: messages piled up")
            return
        self.queue.put_nowait(encode(msg))

    def close(self, code: int, reason: str) -> None:
        self.queue.put_nowait(None)
        asyncio.get_running_loop().create_task(self._close_after_queue(code, reason))

    async def _close_after_queue(self, code: int, reason: str) -> None:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.writer, timeout=5)
        await self.ws.close(code, reason)

    async def _write(self) -> None:
        while (text := await self.queue.get()) is not None:
            try:
                await self.ws.send(text)
            except ConnectionClosed:
                return


def client_address(ws: ServerConnection) -> str:
    return str(ws.remote_address[0]) if ws.remote_address else "?"


async def refuse(ws: ServerConnection, code: str, message: str, close_code: int) -> None:
    """Say why, then close: the client learns the reason before the connection goes."""
    with contextlib.suppress(ConnectionClosed):
        await ws.send(encode(error(code, message)))
        await ws.close(close_code, code.replace("_", " "))
