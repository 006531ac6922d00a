"""A connection to a game server that keeps its seat: `OnlineClient` on its own thread and event loop.

The app's table (app/remote/remote_controller.py) calls `create_room` / `join` / `resume` / `choose` from the GUI
thread; every server message and every change of the connection is handed to two callbacks, called on the
link's thread (the Qt side turns them into queued signals). Once a seat is held, a lost connection is
retried with the seat's token until `close()`: the player gets the seat back with the whole log. No Qt here.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Callable, Coroutine
from typing import Any
from urllib.parse import urlsplit

from websockets.exceptions import InvalidHandshake, InvalidURI

from nightfall_qt.engine import Choice
from nightfall_qt.online.client import OnlineClient, OnlineError

DEFAULT_PORT = 8765
RETRY_SECONDS = (0.5, 1.0, 2.0, 4.0, 8.0)  # between reconnection attempts (the last one repeats)
FINAL_ERRORS = frozenset({"bad_token", "no_room", "replaced"})  # reconnecting cannot help

# The connection's states, handed to `on_status` with a detail (English, for the log).
CONNECTING, CONNECTED, LOST, FAILED, CLOSED = "connecting", "connected", "lost", "failed", "closed"
# Why a connection could not be made (`on_status(FAILED, reason)`, and `on_status(LOST, reason)` while retrying).
UNREACHABLE, NOT_A_SERVER, BAD_ADDRESS = "unreachable", "not_a_server", "bad_address"
# Why a held connection went (`on_status(LOST, reason)`): from its WebSocket close code.
SERVER_STOPPED, CONNECTION_BROKEN, SERVER_CLOSED = "server_stopped", "connection_broken", "server_closed"


def lost_reason(close_code: int | None) -> str:
    """1001: the server shut down (or restarts); none or 1006: the line broke without a goodbye; else it closed."""
    if close_code == 1001:
        return SERVER_STOPPED
    if close_code is None or close_code == 1006:
        return CONNECTION_BROKEN
    return SERVER_CLOSED


def normalize_address(text: str) -> str:
    """"192.168.1.5", "host:8765" or "ws://host:8765" as a WebSocket URL; ValueError says what is wrong."""
    text = text.strip()
    if not text:
        raise ValueError("empty address")
    if "://" not in text:
        text = f"ws://{text}"
    parts = urlsplit(text)
    if parts.scheme not in ("ws", "wss") or not parts.hostname:
        raise ValueError(f"not a ws:// or wss:// address: {text}")
    try:
        port = parts.port
    except ValueError:
        raise ValueError(f"not a port number in {text}") from None
    if port is None:
        text = f"{parts.scheme}://{parts.netloc}:{DEFAULT_PORT}{parts.path}"
    return text


class ClientLink:
    def __init__(self, url: str, on_message: Callable[[dict[str, Any]], None],
                 on_status: Callable[[str, str], None]) -> None:  # fmt: skip
        self.url = url
        self.on_message = on_message
        self.on_status = on_status
        self.room: str | None = None
        self.token: str | None = None  # the seat's token once held: reconnections resume with it
        self._client: OnlineClient | None = None
        self._closing = False
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="nightfall-link", daemon=True)
        self._thread.start()

    # ------------------------------------------------------------------ called from any thread
    def create_room(self, name: str, seats: list[dict[str, Any]], timer: int = 0, timer_level: str = "normal") -> None:
        msg = {"type": "create_room", "name": name, "seats": seats, "setup": "quick_start", "variants": [],
               "timer": timer, "timer_level": timer_level}  # fmt: skip
        self._submit(self._first(msg))

    def join(self, room: str, name: str) -> None:
        self._submit(self._first({"type": "join", "room": room, "name": name}))

    def resume(self, room: str, token: str) -> None:
        self.room, self.token = room, token
        self._submit(self._first({"type": "resume", "room": room, "token": token}))

    def choose(self, choice: Choice, decision: int) -> None:
        self._submit(self._send({"type": "choose", "decision": decision, "choice": choice.to_dict()}))

    def close(self) -> None:
        """Leave (the seat stays the player's: resume it later with the token); waits for the thread."""
        if self._closing:
            return
        self._closing = True
        with contextlib.suppress(RuntimeError):
            asyncio.run_coroutine_threadsafe(self._disconnect(), self._loop).result(10)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join()
        self._loop.close()

    # ------------------------------------------------------------------ on the link's thread
    def _submit(self, coro: Coroutine[Any, Any, None]) -> None:
        if self._closing:
            coro.close()
            return
        asyncio.run_coroutine_threadsafe(coro, self._loop)

    async def _first(self, msg: dict[str, Any]) -> None:
        """Connect and send the message that claims a seat; a failure to connect is final."""
        reason = await self._connect()
        if reason is not None:
            self.on_status(FAILED, reason)
            return
        await self._send(msg)

    async def _connect(self) -> str | None:
        """Open a connection (and start pumping its messages); the reason it failed, or None."""
        self.on_status(CONNECTING, self.url)
        try:
            client = await OnlineClient.connect(self.url)
        except InvalidURI:
            return BAD_ADDRESS
        except (InvalidHandshake, OnlineError, ValueError):
            return NOT_A_SERVER
        except (OSError, TimeoutError):
            return UNREACHABLE
        self._client = client
        self.on_status(CONNECTED, self.url)
        self._loop.create_task(self._pump(client))
        return None

    async def _send(self, msg: dict[str, Any]) -> None:
        client = self._client
        if client is None:
            return
        with contextlib.suppress(OnlineError):  # a lost connection is noticed (and healed) by the pump
            await client.send(msg)

    async def _pump(self, client: OnlineClient) -> None:
        final: str | None = None
        while True:
            try:
                msg = await client.recv(timeout=None)  # type: ignore[arg-type]
            except OnlineError:
                break
            if msg.get("type") == "joined":
                self.room = msg["room"]
                self.token = msg.get("token") or self.token
            elif msg.get("type") == "error" and msg.get("code") in FINAL_ERRORS:
                final = str(msg["code"])
            self.on_message(msg)
        if self._closing or client is not self._client:
            return
        self._client = None
        if final is not None or self.token is None:
            self.on_status(FAILED, final or "closed")
            return
        await self._reconnect(lost_reason(client.ws.close_code))

    async def _reconnect(self, reason: str) -> None:
        """Try again until the seat is held or the link closes; `on_status(LOST, why)` before each attempt."""
        attempt = 0
        while not self._closing:
            self.on_status(LOST, reason)
            await asyncio.sleep(RETRY_SECONDS[min(attempt, len(RETRY_SECONDS) - 1)])
            attempt += 1
            if self._closing:
                continue
            failed = await self._connect()
            if failed is not None:
                reason = failed
                continue
            assert self.room is not None and self.token is not None
            await self._send({"type": "resume", "room": self.room, "token": self.token})
            return

    async def _disconnect(self) -> None:
        client, self._client = self._client, None
        if client is not None:
            await client.close()
        others = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
        for task in others:  # a reconnection waiting, a pump ending
            task.cancel()
        await asyncio.gather(*others, return_exceptions=True)
        self.on_status(CLOSED, "")
