"""The game server: asyncio + `websockets`, many rooms at once, the engine run on the server only.

A connection is anonymous until it creates a room, joins one (and gets a seat token) or resumes a seat
with its token. From then on it may only answer decisions addressed to its seat and is sent only what
that seat may see. Every decision is stored (store.py) before it is announced. Bots, and the turn timer's
stand-in bot, think on worker threads so the event loop keeps serving other rooms.

Here: the server's life cycle, each message's handling, seats taken and left, and what each seat is sent.
What one address may do is admission.py's, a client's queue and rate connection.py's, and the moves no
connection makes (bots, forced answers, the turn timer, pausing rooms nobody attends) driver.py's.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import ssl
import sys
import time
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from nightfall_qt.cards import load_cards
from nightfall_qt.engine import CardDB
from nightfall_qt.online.admission import Admission
from nightfall_qt.online.connection import Connection, client_address, refuse
from nightfall_qt.online.driver import RoomDriver
from nightfall_qt.online.presence import Presence
from nightfall_qt.online.protocol import (
    FRAME_LIMIT,
    MAX_CLIENT_BYTES,
    MAX_TIMER_SECONDS,
    MIN_TIMER_SECONDS,
    SUPPORTED_VERSIONS,
    ProtocolError,
    decode,
    error,
)
from nightfall_qt.online.room import Room, new_room_code
from nightfall_qt.online.store import Store

log = logging.getLogger(__name__)
SERVER_NAME = "nightfall-qt-server"
CHECKPOINT_SECONDS = 5.0
DAY = 86_400.0


@dataclass
class ServerConfig:
    host: str = "127.0.0.1"
    port: int = 0  # 0: any free port (tests)
    data: Path = Path("nightfall-server-data")
    certfile: Path | None = None  # TLS when both are given
    keyfile: Path | None = None
    rate: float = 20.0  # messages per second a connection may send on average...
    burst: int = 40  # ...and at once
    flood_close: int = 200  # messages refused for rate in a row before the connection is closed
    bad_tokens_close: int = 5  # wrong tokens on one connection before it is closed
    rooms_per_hour: float = 60.0  # rooms one address may open per hour on average...
    room_burst: int = 10  # ...and at once (behind a reverse proxy every client shares the proxy's address)
    guesses_per_hour: float = 120.0  # unknown room codes and wrong tokens one address may try per hour...
    guess_burst: int = 20  # ...and at once: room codes are short, so scanning them must stay slow
    arrivals_per_hour: float = 600.0  # joins and resumes one address may make per hour (each sends the whole
    arrival_burst: int = 30  # log, ~20 ms of CPU for a long game: reconnecting to resume must not be a flood)
    max_rooms: int = 10_000
    max_connections: int = 5_000
    max_connections_per_ip: int = 16  # 0: no cap (a reverse proxy's clients all share its address)
    max_opening_per_ip: int = 8  # connections of one address still in the opening handshake (0: no cap)
    handshake_seconds: float = 10.0  # to finish the opening handshake (TCP accepted -> WebSocket open)
    seatless_seconds: float = 300.0  # to create, join or resume a seat after the handshake (0: no limit)
    min_timer_seconds: int = MIN_TIMER_SECONDS  # a shorter turn timer (but 0, none) is refused
    unattended_seconds: float = 60.0  # a room with no person connected this long stops playing bots
    keep_finished_days: float = 7.0  # a finished room is deleted this long after its last activity (0: never)
    keep_idle_days: float = 30.0  # an unfinished room nobody has visited or moved in (0: never)
    sweep_seconds: float = 3600.0  # how often expired rooms are looked for (also once at start)
    clock: Callable[[], float] = time.time  # wall clock of stored times; tests pass a fake one
    max_queue: int = 256  # messages waiting for a slow reader before it is dropped
    bot_threads: int = 2
    # The process's GIL switch interval while serving (None: leave it). The standalone server shortens it; a
    # server embedded in the app leaves the app's alone (its bots search in worker processes).
    switch_interval: float | None = 0.001
    sync: str = "normal"  # SQLite synchronous: "normal" (survives a killed process) or "full" (power cuts)
    seed_source: Callable[[], int] = field(default=lambda: secrets.randbits(63))  # secret: never sent


class GameServer:
    def __init__(self, config: ServerConfig, cards: CardDB | None = None) -> None:
        self.config = config
        self.cards = cards or load_cards()
        self.store = Store(Path(config.data) / "nightfall-server.sqlite3", config.sync)
        self.rooms: dict[str, Room] = {}
        self.present: dict[str, dict[int, Connection]] = {}  # room code -> seat -> connection
        self.presence = Presence(config.clock)  # when a seat's connection dropped (online/presence.py)
        self.admission = Admission(config)  # what one client address may do (online/admission.py)
        self._tasks: set[asyncio.Task[None]] = set()
        self.driver = RoomDriver(  # bots, forced answers and the turn timer (online/driver.py)
            config, self.rooms, lambda code: bool(self.present.get(code)), self._broadcast, self._spawn
        )
        self._server: Server | None = None

    # What the admission and the driver keep, under the names the server had before they were split off.
    @property
    def connections(self) -> int:
        return self.admission.connections

    @property
    def _per_address(self) -> dict[str, int]:
        return self.admission.per_address

    @property
    def _opening(self) -> dict[str, int]:
        return self.admission.opening

    @property
    def _driving(self) -> set[str]:
        return self.driver.driving

    @property
    def paused(self) -> set[str]:
        return self.driver.paused

    # ------------------------------------------------------------------ life cycle
    async def start(self) -> int:
        """Load every stored room, resume their bots and timers, and listen; returns the port."""
        for record, seats in self.store.rooms():
            self.rooms[record.code] = Room.load(self.store, record, seats, self.cards, self.config.clock)
        self.sweep()
        for room in self.rooms.values():
            self.driver.after_change(room)
        # A bot thinking on a worker thread holds the GIL; the event loop gets it back after the switch
        # interval (5 ms by default), once per call into C code that releases it. 1 ms keeps a busy room's
        # bot from adding tens of milliseconds to every other room's answers.
        if self.config.switch_interval is not None:
            sys.setswitchinterval(min(sys.getswitchinterval(), self.config.switch_interval))
        self._spawn(self._checkpoints())
        self._spawn(self._sweeps())
        self._server = await serve(
            self._handle, self.config.host, self.config.port, ssl=self._tls(), max_size=FRAME_LIMIT,
            compression=None, server_header=SERVER_NAME, open_timeout=self.config.handshake_seconds,
            create_connection=self.admission.connection_class(),
        )  # fmt: skip
        port: int = next(iter(self._server.sockets)).getsockname()[1]
        log.info("listening on %s:%d with %d stored rooms", self.config.host, port, len(self.rooms))
        return port

    async def stop(self) -> None:
        self.driver.cancel_timers()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        for task in list(self._tasks):
            task.cancel()
        self.driver.shutdown()
        self.store.close()

    def _tls(self) -> ssl.SSLContext | None:
        if self.config.certfile is None:
            return None
        ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        ctx.minimum_version = ssl.TLSVersion.TLSv1_2
        ctx.load_cert_chain(self.config.certfile, self.config.keyfile)
        return ctx

    def _seatless_deadline(self, conn: Connection) -> None:
        """A connection holds nothing until it creates, joins or resumes a seat: it may not idle for ever."""
        seconds = self.config.seatless_seconds
        if not seconds:
            return

        def check() -> None:
            if not conn.seated and not conn.writer.done():
                conn.send(error("bad_message", f"no seat created, joined or resumed within {seconds:g} s; closing"))
                conn.close(1008, "no seat claimed in time")

        asyncio.get_running_loop().call_later(seconds, check)

    # ------------------------------------------------------------------ one connection
    async def _handle(self, ws: ServerConnection) -> None:
        self.admission.opened(ws)
        address = client_address(ws)
        if (refusal := self.admission.refusal(address)) is not None:
            await refuse(ws, *refusal)
            return
        self.admission.connected(address)
        conn = Connection(ws, self.config)
        conn.send({"type": "welcome", "server": SERVER_NAME, "limits": self._limits(),
                   "versions": list(SUPPORTED_VERSIONS)})  # fmt: skip
        self._seatless_deadline(conn)
        try:
            async for raw in ws:
                self._receive(conn, raw)
        except ConnectionClosed:
            pass
        finally:
            self.admission.disconnected(address)
            self._detach(conn)
            conn.queue.put_nowait(None)

    def _limits(self) -> dict[str, Any]:
        return {"max_bytes": MAX_CLIENT_BYTES, "rate": self.config.rate, "burst": self.config.burst}

    def _receive(self, conn: Connection, raw: str | bytes) -> None:
        if not conn.within_rate():
            return
        msg: dict[str, Any] = {}
        try:
            msg = decode(raw)
            conn.version = msg["v"]
            getattr(self, f"_on_{msg['type']}")(conn, msg)
        except ProtocolError as exc:
            conn.send(error(exc.code, str(exc), exc.ref))
            if exc.code in ("no_room", "bad_token"):
                self.admission.wrong_guess(conn.address)
            if exc.code == "bad_token":
                conn.bad_tokens += 1
                if conn.bad_tokens >= self.config.bad_tokens_close:
                    conn.close(1008, "too many wrong tokens")
        except Exception:  # noqa: BLE001 - a bug met by one message must not end the connection, a room or the server
            log.exception("unexpected error handling a %r message from %s", msg.get("type"), conn.address)
            ref = msg.get("id") if type(msg.get("id")) is int else None
            conn.send(error("internal_error", "the server failed to handle this message; nothing was changed", ref))

    # ------------------------------------------------------------------ messages
    def _on_ping(self, conn: Connection, msg: dict[str, Any]) -> None:
        conn.send(_ref({"type": "pong"}, msg))

    def _on_sync(self, conn: Connection, msg: dict[str, Any]) -> None:
        """The client's table is not the one an update builds on: send the whole state again."""
        room = conn.room
        if room is None:
            raise ProtocolError("not_joined", "join or resume a seat before asking for its state", msg.get("id"))
        self._send_state(conn, room, [], room.public_seats(set(self.present.get(room.code, {}))))

    def _on_create_room(self, conn: Connection, msg: dict[str, Any]) -> None:
        ref = msg.get("id")
        self._not_joined(conn, ref)
        if len(self.rooms) >= self.config.max_rooms:
            raise ProtocolError("server_full", "the server holds as many rooms as it can", ref)
        if not any(s["kind"] == "human" for s in msg["seats"]):
            raise ProtocolError("bad_message", "create_room: at least one seat must be human (the host)", ref)
        timer, least = msg.get("timer", 0), self.config.min_timer_seconds
        if 0 < timer < least:
            raise ProtocolError(
                "bad_message", f"create_room: field 'timer' must be 0 (no timer) or {least}..{MAX_TIMER_SECONDS} "
                f"seconds per decision, not {timer}", ref,
            )  # fmt: skip
        self.admission.room_allowance(conn.address, ref)
        code = new_room_code(self.rooms)
        try:
            room, seat, token = Room.create(
                self.store, code, self.cards, msg["setup"], msg.get("variants", []), msg["seats"], timer,
                msg.get("timer_level", "normal"), self.config.seed_source(), msg["name"], self.config.clock,
            )  # fmt: skip
        except ValueError as exc:
            raise ProtocolError("bad_message", f"create_room: {exc}", ref) from None
        self.rooms[code] = room  # stored with its host seat claimed: only now does memory hold it
        self._seated(conn, room, seat, token, ref)

    def _on_join(self, conn: Connection, msg: dict[str, Any]) -> None:
        self._not_joined(conn, msg.get("id"))
        self.admission.may_arrive(conn.address, msg.get("id"))
        self._seat(conn, self._room(msg), msg["name"], msg.get("id"))

    def _on_resume(self, conn: Connection, msg: dict[str, Any]) -> None:
        ref = msg.get("id")
        self._not_joined(conn, ref)
        # A valid token is never refused for wrong guesses of its address (one scanner behind a home router,
        # campus or proxy would lock out every honest player there): the guess allowance is asked only
        # when the room or the token is wrong, before saying so.
        room = self.rooms.get(msg["room"])
        seat = None if room is None else room.seat_if_token(msg["token"])
        if room is None or seat is None:
            self.admission.may_guess(conn.address, ref)
            raise ProtocolError(*self._wrong_resume(msg, room is None), ref)
        self.admission.may_arrive_again(conn.address, ref)
        old = self.present.get(room.code, {}).get(seat)
        if old is not None:  # the same token again: the newest connection holds the seat
            old.send(error("replaced", "this seat was resumed from another connection"))
            self._detach(old)
            old.close(1000, "replaced by a newer connection")
        self._attach(conn, room, seat)
        conn.send(_ref({"type": "joined", "room": room.code, "seat": seat}, msg))
        self._welcome_to_seat(conn, room)
        self.driver.after_change(room)  # a room paused for want of people plays on

    @staticmethod
    def _wrong_resume(msg: dict[str, Any], no_room: bool) -> tuple[str, str]:
        if no_room:
            return "no_room", f"there is no room {msg['room']} on this server"
        return "bad_token", f"this token does not hold a seat in room {msg['room']}"

    def _on_choose(self, conn: Connection, msg: dict[str, Any]) -> None:
        room = conn.room
        if room is None:
            raise ProtocolError("not_joined", "join or resume a seat before choosing", msg.get("id"))
        choice = room.check(conn.seat, msg["decision"], msg["choice"], msg.get("id"))
        events = room.apply(conn.seat, choice, "human")
        self._broadcast(room, events)
        self.driver.after_change(room)

    def _room(self, msg: dict[str, Any]) -> Room:
        room = self.rooms.get(msg["room"])
        if room is None:
            raise ProtocolError("no_room", f"there is no room {msg['room']} on this server", msg.get("id"))
        return room

    def _not_joined(self, conn: Connection, ref: int | None) -> None:
        if conn.room is not None:
            raise ProtocolError(
                "already_joined", f"this connection holds seat {conn.seat} of room {conn.room.code}", ref
            )

    def _seat(self, conn: Connection, room: Room, name: str, ref: int | None) -> None:
        try:
            seat, token = room.claim(name)
        except ProtocolError as exc:
            raise ProtocolError(exc.code, str(exc), ref) from None
        self._seated(conn, room, seat, token, ref)

    def _seated(self, conn: Connection, room: Room, seat: int, token: str, ref: int | None) -> None:
        self._attach(conn, room, seat)
        conn.send(_ref({"type": "joined", "room": room.code, "seat": seat, "token": token}, {"id": ref}))
        self._welcome_to_seat(conn, room)
        self.driver.after_change(room)

    def _welcome_to_seat(self, conn: Connection, room: Room) -> None:
        conn.send(room.log_message(conn.seat))
        present = set(self.present.get(room.code, {}))
        self._send_state(conn, room, [], room.public_seats(present))
        self._send_seats(room)
        claimed = [s.seat for s in room.seats if s.kind == "human" and s.token_hash is not None and s.seat != conn.seat]
        for msg in self.presence.everyone(room.code, claimed, present):
            conn.send(msg)

    def _send_state(
        self, conn: Connection, room: Room, events: list[dict[str, Any]], seats: list[dict[str, Any]], full: bool = True
    ) -> None:
        """The seat's state: whole, or (`full=False`, to a client of protocol 2 holding an earlier state) as an
        update of the state it holds (delta.py). Either way the connection remembers what its client holds."""
        if full or conn.last is None or conn.version < 2:
            conn.send(room.state_message(conn.seat, events, seats=seats))
        else:
            conn.send(room.update_message(conn.seat, events, conn.last, seats))
        conn.last = (room.version, room.observation(conn.seat), seats)

    # ------------------------------------------------------------------ rooms and seats
    def _attach(self, conn: Connection, room: Room, seat: int) -> None:
        conn.room, conn.seat, conn.seated, conn.last = room, seat, True, None
        self.present.setdefault(room.code, {})[seat] = conn
        self.driver.arrived(room.code)
        room.touch()
        self._tell_others(room, seat, self.presence.back(room.code, seat))

    def _detach(self, conn: Connection) -> None:
        room = conn.room
        if room is None:
            return
        seats = self.present.get(room.code, {})
        if seats.get(conn.seat) is conn:
            del seats[conn.seat]
            if not seats:
                del self.present[room.code]
                self.driver.deserted(room.code)
            room.touch()
            self._tell_others(room, conn.seat, self.presence.left(room.code, conn.seat))
            self._send_seats(room)
        conn.room, conn.seat = None, -1

    def _send_seats(self, room: Room) -> None:
        present = self.present.get(room.code, {})
        msg = {"type": "seats", "room": room.code, "seats": room.public_seats(set(present))}
        for seat in sorted(present):
            present[seat].send(msg)

    def _tell_others(self, room: Room, seat: int, msg: dict[str, Any]) -> None:
        present = self.present.get(room.code, {})
        for other in sorted(present):
            if other != seat:
                present[other].send(msg)

    def _broadcast(self, room: Room, events: list[dict[str, Any]]) -> None:
        present = self.present.get(room.code, {})
        seats = room.public_seats(set(present))  # built once per step, like each seat's observation
        for seat in sorted(present):  # always seat order: the order of messages says nothing either
            self._send_state(present[seat], room, events, seats, full=False)

    async def _checkpoints(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            await asyncio.sleep(CHECKPOINT_SECONDS)
            await loop.run_in_executor(None, self.store.checkpoint)

    # ------------------------------------------------------------------ expiry
    def sweep(self) -> list[str]:
        """Delete finished rooms `keep_finished_days` after their last activity and unfinished ones nobody has
        moved in or visited for `keep_idle_days`, from the database and memory; returns their codes. A room
        with a player connected or a bot thinking is never deleted."""
        cfg, now = self.config, self.config.clock()

        def expired(room: Room) -> bool:
            days = cfg.keep_finished_days if room.state.is_over else cfg.keep_idle_days
            return days > 0 and room.record.active < now - days * DAY

        gone = [code for code, room in self.rooms.items()
                if expired(room) and not self.present.get(code) and code not in self.driver.driving]  # fmt: skip
        if gone:
            self.store.delete_rooms(gone)
            for code in gone:
                del self.rooms[code]
                self.presence.forget(code)
                self.driver.forget(code)
            log.info("deleted %d finished or abandoned rooms, %d left", len(gone), len(self.rooms))
        return gone

    async def _sweeps(self) -> None:
        while True:
            await asyncio.sleep(self.config.sweep_seconds)
            self.sweep()

    def _spawn(self, coro: Coroutine[Any, Any, None]) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._task_done)

    def _task_done(self, task: asyncio.Task[None]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("room task failed", exc_info=task.exception())


def _ref(out: dict[str, Any], msg: dict[str, Any]) -> dict[str, Any]:
    if msg.get("id") is not None:
        out["ref"] = msg["id"]
    return out
