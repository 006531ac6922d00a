"""A headless asyncio client: connect, create/join/resume a seat, read states, answer decisions.

    client = await OnlineClient.connect("ws://127.0.0.1:8765")
    seat = await client.create_room("Ada", [{"kind": "human"}, {"kind": "bot", "level": "normal"}])
    state = await client.next_state()
    await client.choose(observation.options[0])

Messages are read by one background task into a queue, in order; `recv()` hands them out one by one.
The server sends most states as `update`s (what changed since the state this client holds, delta.py); the
reader turns each back into the whole `state` message, so everything above it (`autoplay`, the app's remote
table) sees full states only. An update that does not apply to the state held (its `base` is another
decision) is dropped and the whole state asked for with `sync`.
"""

from __future__ import annotations

import asyncio
import contextlib
import ssl
from dataclasses import dataclass
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from nightfall_qt.engine import Choice
from nightfall_qt.engine.observation import Observation
from nightfall_qt.online.delta import apply_update
from nightfall_qt.online.protocol import MAX_SERVER_BYTES, PROTOCOL_VERSION, encode
from nightfall_qt.online.wire import observation_from_wire


class OnlineError(RuntimeError):
    """The server answered with an error (`code`, see protocol.ERRORS) or closed the connection."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code


@dataclass(frozen=True)
class SeatTicket:
    room: str
    seat: int
    token: str | None  # given once, on create/join; keep it to resume the seat later


class OnlineClient:
    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.queue: asyncio.Queue[dict[str, Any] | None] = asyncio.Queue()
        self.state: dict[str, Any] | None = None  # the latest `state` message
        self.welcome: dict[str, Any] = {}
        self.received: list[dict[str, Any]] = []  # every message (updates as the states they stand for)
        self.updates = 0  # states that arrived as updates
        self.resyncs = 0  # updates that did not apply to the state held: the whole state was asked for
        self._syncing = False  # a `sync` is on its way: updates are dropped until the whole state arrives
        self._reader = asyncio.get_running_loop().create_task(self._read())
        self._next_id = 0
        self.version = 1  # the protocol spoken: the newest both sides know, from the server's welcome

    @classmethod
    async def connect(cls, url: str, ssl_context: ssl.SSLContext | None = None) -> OnlineClient:
        kwargs: dict[str, Any] = {"max_size": MAX_SERVER_BYTES, "compression": None, "proxy": None}
        if ssl_context is not None:
            kwargs["ssl"] = ssl_context
        client = cls(await connect(url, **kwargs))
        client.welcome = await client.expect("welcome")
        # A server of protocol 1 lists no versions: it is spoken to in 1 and sends only whole states.
        client.version = max(set(client.welcome.get("versions", [1])) & {1, PROTOCOL_VERSION})
        return client

    async def close(self) -> None:
        await self.ws.close()
        with contextlib.suppress(asyncio.CancelledError, ConnectionClosed):
            await self._reader

    async def _read(self) -> None:
        import json

        try:
            async for raw in self.ws:
                msg = json.loads(raw)
                if msg.get("type") == "update":
                    full = self._rebuilt(msg)
                    if full is None:
                        await self._ask_for_the_state()
                        continue
                    msg = full
                elif msg.get("type") == "state":
                    self._syncing = False
                self.received.append(msg)
                if msg.get("type") == "state":
                    self.state = msg
                await self.queue.put(msg)
        except ConnectionClosed:
            pass
        finally:
            await self.queue.put(None)

    def _rebuilt(self, update: dict[str, Any]) -> dict[str, Any] | None:
        """The whole state an update stands for, or None if it does not build on the state held."""
        held = self.state
        if held is None or (held["room"], held["seat"], held["decision"]) != (update["room"], update["seat"],
                                                                             update["base"]):  # fmt: skip
            return None
        self.updates += 1
        return apply_update(held, update)

    async def _ask_for_the_state(self) -> None:
        if self._syncing:
            return
        self.resyncs += 1
        self._syncing, self.state = True, None  # every update until the whole state arrives is dropped too
        with contextlib.suppress(OnlineError):
            await self.send({"type": "sync"})

    # ------------------------------------------------------------------ sending
    async def send(self, msg: dict[str, Any]) -> int:
        """Send a message (adds `v` and an `id`); returns the id the answer will carry as `ref`."""
        self._next_id += 1
        try:
            await self.ws.send(encode({"id": self._next_id, **msg}, self.version))
        except ConnectionClosed:  # one error type for a lost server, whether found on sending or receiving
            raise OnlineError("closed", f"connection closed ({self.ws.close_code} {self.ws.close_reason})") from None
        return self._next_id

    async def create_room(
        self, name: str, seats: list[dict[str, Any]], setup: str = "quick_start", variants: tuple[str, ...] = (),
        timer: int = 0, timer_level: str = "normal",
    ) -> SeatTicket:  # fmt: skip
        await self.send({"type": "create_room", "name": name, "seats": seats, "setup": setup,
                         "variants": list(variants), "timer": timer, "timer_level": timer_level})  # fmt: skip
        return self._ticket(await self.expect("joined"))

    async def join(self, room: str, name: str) -> SeatTicket:
        await self.send({"type": "join", "room": room, "name": name})
        return self._ticket(await self.expect("joined"))

    async def resume(self, room: str, token: str) -> SeatTicket:
        await self.send({"type": "resume", "room": room, "token": token})
        joined = await self.expect("joined")
        return SeatTicket(joined["room"], joined["seat"], token)

    async def choose(self, choice: Choice, decision: int | None = None) -> int:
        """Answer the pending decision of the latest state (or the decision number given)."""
        if decision is None:
            assert self.state is not None, "no state received yet"
            decision = self.state["decision"]
        return await self.send({"type": "choose", "decision": decision, "choice": choice.to_dict()})

    @staticmethod
    def _ticket(msg: dict[str, Any]) -> SeatTicket:
        return SeatTicket(msg["room"], msg["seat"], msg.get("token"))

    # ------------------------------------------------------------------ receiving
    async def recv(self, timeout: float = 30.0) -> dict[str, Any]:
        msg = await asyncio.wait_for(self.queue.get(), timeout)
        if msg is None:
            self.queue.put_nowait(None)  # stay closed for later readers
            raise OnlineError("closed", f"connection closed ({self.ws.close_code} {self.ws.close_reason})")
        return msg

    async def expect(self, kind: str, timeout: float = 30.0) -> dict[str, Any]:
        """The next message of type `kind`, skipping others; an error message raises OnlineError."""
        while True:
            msg = await self.recv(timeout)
            if msg["type"] == kind:
                return msg
            if msg["type"] == "error":
                raise OnlineError(msg["code"], msg["message"])

    async def next_state(self, timeout: float = 30.0) -> dict[str, Any]:
        return await self.expect("state", timeout)

    def newer_state_waiting(self) -> bool:
        """A later state is already queued: the one in hand is out of date (do not answer it)."""
        return any(m is not None and m.get("type") == "state" for m in list(self.queue._queue))  # type: ignore[attr-defined]

    def observation(self) -> Observation:
        """The engine Observation of the latest state."""
        assert self.state is not None, "no state received yet"
        return observation_from_wire(self.state["observation"])


async def autoplay(client: OnlineClient, bot: Any, rng: Any, stop_after: int | None = None) -> int:
    """Answer every decision addressed to this client's seat with `bot.choose(observation, rng)` until the
    game is over (or `stop_after` answers); returns the number of answers. A `stale_decision` error (the
    turn timer played first) is not fatal: the next state says what to do."""
    answered = 0
    # A state already read (by resume or expect) may be waiting for this seat's answer: start from it.
    current = client.state if client.state is not None and not client.newer_state_waiting() else None
    while stop_after is None or answered < stop_after:
        msg, current = (current, None) if current is not None else (await client.recv(), None)
        if msg["type"] == "error":
            if msg["code"] != "stale_decision":
                raise OnlineError(msg["code"], msg["message"])
            continue
        if msg["type"] != "state" or client.newer_state_waiting():
            continue
        obs = msg["observation"]
        if obs["is_over"]:
            break
        if obs["deciding_seat"] == msg["seat"] and obs["options"] and not msg.get("auto"):
            observation = observation_from_wire(obs)
            await client.choose(bot.choose(observation, rng), msg["decision"])
            answered += 1
    return answered
