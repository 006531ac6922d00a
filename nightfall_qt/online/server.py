"""The game server: asyncio + `websockets`, many rooms at once, the engine run on the server only.

A connection is anonymous until it creates a room, joins one (and gets a seat token) or resumes a seat
with its token. From then on it may only answer decisions addressed to its seat and is sent only what
that seat may see. Every decision is stored (store.py) before it is announced. Bots, and the turn timer's
stand-in bot, think on worker threads so the event loop keeps serving other rooms.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import ssl
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from nightfall_qt.engine import CardDB, Choice, load_cards
from nightfall_qt.online.bot_pool import FairBotPool
from nightfall_qt.online.presence import Presence
from nightfall_qt.online.protocol import (
    FRAME_LIMIT,
    MAX_TIMER_SECONDS,
    MIN_TIMER_SECONDS,
    SUPPORTED_VERSIONS,
    ProtocolError,
    decode,
    encode,
    error,
)
from nightfall_qt.online.room import BotJob, Room, new_room_code, run_bot
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


class _Bucket:
    """Token bucket: `rate` messages per second on average, `burst` at once."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate, self.burst = rate, float(burst)
        self.tokens, self.stamp = float(burst), time.monotonic()

    def _refill(self) -> None:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now

    def full(self) -> bool:
        self._refill()
        return self.tokens >= self.burst

    def empty(self) -> bool:
        self._refill()
        return self.tokens < 1.0

    def take(self) -> bool:
        self._refill()
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


class _Conn:
    """One client: its seat once it has one, and an outgoing queue so a slow reader never stalls a room."""

    def __init__(self, ws: ServerConnection, config: ServerConfig) -> None:
        self.ws = ws
        self.address = _address(ws)
        self.room: Room | None = None
        self.seat = -1
        self.bucket = _Bucket(config.rate, config.burst)
        self.refused = 0
        self.bad_tokens = 0
        self.seated = False  # ever held a seat (the seatless deadline)
        self.version = 1  # the protocol version of the client's latest message: 2 and above get updates
        # (decision number, observation, public seats) of the last state sent: what an update builds on
        self.last: tuple[int, Any, list[dict[str, Any]]] | None = None
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.max_queue = config.max_queue
        self.writer = asyncio.create_task(self._write())

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


class GameServer:
    def __init__(self, config: ServerConfig, cards: CardDB | None = None) -> None:
        self.config = config
        self.cards = cards or load_cards()
        self.store = Store(Path(config.data) / "nightfall-server.sqlite3", config.sync)
        self.rooms: dict[str, Room] = {}
        self.present: dict[str, dict[int, _Conn]] = {}  # room code -> seat -> connection
        self.presence = Presence(config.clock)  # when a seat's connection dropped (online/presence.py)
        self.connections = 0
        self._per_address: dict[str, int] = {}  # open connections per client address
        self._opening: dict[str, int] = {}  # connections per client address still in the opening handshake
        self._room_buckets: dict[str, _Bucket] = {}  # per client address
        self._guess_buckets: dict[str, _Bucket] = {}  # per client address: wrong room codes and tokens
        self._arrival_buckets: dict[str, _Bucket] = {}  # per client address: joins and resumes
        self._pool: FairBotPool[Choice] = FairBotPool(config.bot_threads)
        self._driving: set[str] = set()
        self._seen: dict[str, float] = {}  # room code -> monotonic time a person was last connected
        self._started = time.monotonic()
        self.paused: set[str] = set()  # rooms whose bots wait for a person to come back (see _unattended)
        self._timers: dict[str, asyncio.TimerHandle] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self._server: Server | None = None

    # ------------------------------------------------------------------ life cycle
    async def start(self) -> int:
        """Load every stored room, resume their bots and timers, and listen; returns the port."""
        for record, seats in self.store.rooms():
            self.rooms[record.code] = Room.load(self.store, record, seats, self.cards, self.config.clock)
        self.sweep()
        for room in self.rooms.values():
            self._after_change(room)
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
            create_connection=self._connection_class(),
        )  # fmt: skip
        port: int = next(iter(self._server.sockets)).getsockname()[1]
        log.info("listening on %s:%d with %d stored rooms", self.config.host, port, len(self.rooms))
        return port

    async def stop(self) -> None:
        for handle in self._timers.values():
            handle.cancel()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        for task in list(self._tasks):
            task.cancel()
        self._pool.shutdown()
        self.store.close()

    def _tls(self) -> ssl.SSLContext | None:
        if self.config.certfile is None:
            return None
        ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        ctx.minimum_version = ssl.TLSVersion.TLSv1_2
        ctx.load_cert_chain(self.config.certfile, self.config.keyfile)
        return ctx

    # ------------------------------------------------------------------ opening handshakes
    def _connection_class(self) -> type[ServerConnection]:
        """Connections counted per address from the moment TCP accepts them: one address holding many
        half-open handshakes (each kept for `handshake_seconds`) is refused with a reason, like one holding
        many open connections."""
        game = self

        class Counted(ServerConnection):
            opening_address: str | None = None

            def connection_made(self, transport: asyncio.BaseTransport) -> None:
                super().connection_made(transport)
                peer = transport.get_extra_info("peername")
                address = str(peer[0]) if peer else "?"
                if game._may_open(address):
                    self.opening_address = address
                else:
                    transport.write(_too_many_opening(game.config.max_opening_per_ip))  # type: ignore[attr-defined]
                    transport.close()

            def connection_lost(self, exc: Exception | None) -> None:
                game._opened(self)
                super().connection_lost(exc)

        return Counted

    def _may_open(self, address: str) -> bool:
        cap = self.config.max_opening_per_ip
        if cap and self._opening.get(address, 0) >= cap:
            log.info("refused a connection from %s: %d handshakes under way", address, cap)
            return False
        self._opening[address] = self._opening.get(address, 0) + 1
        return True

    def _opened(self, ws: ServerConnection) -> None:
        """The handshake is over (done or failed): the connection no longer counts as opening."""
        address = getattr(ws, "opening_address", None)
        if address is None:
            return
        ws.opening_address = None  # type: ignore[attr-defined]
        if (left := self._opening.pop(address, 0) - 1) > 0:
            self._opening[address] = left

    def _seatless_deadline(self, conn: _Conn) -> None:
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
        self._opened(ws)
        address = _address(ws)
        cap = self.config.max_connections_per_ip
        if self.connections >= self.config.max_connections:
            await _refuse(ws, "server_full", "the server holds as many connections as it can; try later", 1013)
            return
        if cap and self._per_address.get(address, 0) >= cap:
            message = f"your address already holds {cap} connections to this server (at most {cap}); close one"
            await _refuse(ws, "too_many_connections", message, 1008)
            return
        self.connections += 1
        self._per_address[address] = self._per_address.get(address, 0) + 1
        conn = _Conn(ws, self.config)
        conn.send({"type": "welcome", "server": SERVER_NAME, "limits": self._limits(),
                   "versions": list(SUPPORTED_VERSIONS)})  # fmt: skip
        self._seatless_deadline(conn)
        try:
            async for raw in ws:
                self._receive(conn, raw)
        except ConnectionClosed:
            pass
        finally:
            self.connections -= 1
            if (left := self._per_address.pop(address) - 1) > 0:
                self._per_address[address] = left
            self._detach(conn)
            conn.queue.put_nowait(None)

    def _limits(self) -> dict[str, Any]:
        from nightfall_qt.online.protocol import MAX_CLIENT_BYTES

        return {"max_bytes": MAX_CLIENT_BYTES, "rate": self.config.rate, "burst": self.config.burst}

    def _receive(self, conn: _Conn, raw: str | bytes) -> None:
        if not conn.bucket.take():
            conn.refused += 1
            if conn.refused >= self.config.flood_close:
                conn.close(1008, "flood: too many messages")
            elif conn.refused == 1 or conn.refused % 50 == 0:  # do not answer a flood message for message
                conn.send(error("rate_limited", f"at most {self.config.rate:g} messages per second; ignored"))
            return
        conn.refused = 0
        msg: dict[str, Any] = {}
        try:
            msg = decode(raw)
            conn.version = msg["v"]
            getattr(self, f"_on_{msg['type']}")(conn, msg)
        except ProtocolError as exc:
            conn.send(error(exc.code, str(exc), exc.ref))
            if exc.code in ("no_room", "bad_token"):
                self._guess_bucket(conn.address).take()
            if exc.code == "bad_token":
                conn.bad_tokens += 1
                if conn.bad_tokens >= self.config.bad_tokens_close:
                    conn.close(1008, "too many wrong tokens")
        except Exception:  # noqa: BLE001 - a bug met by one message must not end the connection, a room or the server
            log.exception("unexpected error handling a %r message from %s", msg.get("type"), conn.address)
            ref = msg.get("id") if type(msg.get("id")) is int else None
            conn.send(error("internal_error", "the server failed to handle this message; nothing was changed", ref))

    # ------------------------------------------------------------------ messages
    def _on_ping(self, conn: _Conn, msg: dict[str, Any]) -> None:
        conn.send(_ref({"type": "pong"}, msg))

    def _on_sync(self, conn: _Conn, msg: dict[str, Any]) -> None:
        """The client's table is not the one an update builds on: send the whole state again."""
        room = conn.room
        if room is None:
            raise ProtocolError("not_joined", "join or resume a seat before asking for its state", msg.get("id"))
        self._send_state(conn, room, [], room.public_seats(set(self.present.get(room.code, {}))))

    def _on_create_room(self, conn: _Conn, msg: dict[str, Any]) -> None:
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
        self._room_allowance(conn, ref)
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

    def _room_allowance(self, conn: _Conn, ref: int | None) -> None:
        """Rooms are stored for days: one address may not fill the server by reconnecting and creating more."""
        cfg = self.config
        if not _bucket(self._room_buckets, conn.address, cfg.rooms_per_hour, cfg.room_burst).take():
            raise ProtocolError(
                "rate_limited",
                f"this address may open {cfg.room_burst} rooms at once and {cfg.rooms_per_hour:g} an hour; try later",
                ref,
            )

    def _guess_bucket(self, address: str) -> _Bucket:
        return _bucket(self._guess_buckets, address, self.config.guesses_per_hour, self.config.guess_burst)

    def _may_arrive(self, conn: _Conn, ref: int | None) -> None:
        """Checks before a join or resume: the address's allowances of arrivals and of wrong guesses.

        Room codes (32^6) could be scanned for a free seat, from many connections: every unknown code and
        wrong token costs the address, and an address out of guesses may not look rooms up for a while.
        Every arrival is answered with the room's whole log: reconnecting again and again to resume would
        make the server do that work at the client's pace."""
        self._may_guess(conn, ref)
        self._may_arrive_again(conn, ref)

    def _may_guess(self, conn: _Conn, ref: int | None) -> None:
        cfg = self.config
        if self._guess_bucket(conn.address).empty():
            raise ProtocolError(
                "rate_limited",
                f"too many unknown room codes or wrong tokens from your address (at most {cfg.guess_burst} at once "
                f"and {cfg.guesses_per_hour:g} an hour); check the code and try later",
                ref,
            )

    def _may_arrive_again(self, conn: _Conn, ref: int | None) -> None:
        cfg = self.config
        if not _bucket(self._arrival_buckets, conn.address, cfg.arrivals_per_hour, cfg.arrival_burst).take():
            raise ProtocolError(
                "rate_limited",
                f"your address joined or resumed seats too often (at most {cfg.arrival_burst} at once and "
                f"{cfg.arrivals_per_hour:g} an hour); try later",
                ref,
            )

    def _on_join(self, conn: _Conn, msg: dict[str, Any]) -> None:
        self._not_joined(conn, msg.get("id"))
        self._may_arrive(conn, msg.get("id"))
        self._seat(conn, self._room(msg), msg["name"], msg.get("id"))

    def _on_resume(self, conn: _Conn, msg: dict[str, Any]) -> None:
        ref = msg.get("id")
        self._not_joined(conn, ref)
        # A valid token is never refused for wrong guesses of its address (one scanner behind a home router,
        # campus or proxy would lock out every honest player there): the guess allowance is asked only
        # when the room or the token is wrong, before saying so.
        room = self.rooms.get(msg["room"])
        seat = None if room is None else room.seat_if_token(msg["token"])
        if room is None or seat is None:
            self._may_guess(conn, ref)
            raise ProtocolError(*self._wrong_resume(msg, room is None), ref)
        self._may_arrive_again(conn, ref)
        old = self.present.get(room.code, {}).get(seat)
        if old is not None:  # the same token again: the newest connection holds the seat
            old.send(error("replaced", "this seat was resumed from another connection"))
            self._detach(old)
            old.close(1000, "replaced by a newer connection")
        self._attach(conn, room, seat)
        conn.send(_ref({"type": "joined", "room": room.code, "seat": seat}, msg))
        self._welcome_to_seat(conn, room)
        self._after_change(room)  # a room paused for want of people plays on

    @staticmethod
    def _wrong_resume(msg: dict[str, Any], no_room: bool) -> tuple[str, str]:
        if no_room:
            return "no_room", f"there is no room {msg['room']} on this server"
        return "bad_token", f"this token does not hold a seat in room {msg['room']}"

    def _on_choose(self, conn: _Conn, msg: dict[str, Any]) -> None:
        room = conn.room
        if room is None:
            raise ProtocolError("not_joined", "join or resume a seat before choosing", msg.get("id"))
        choice = room.check(conn.seat, msg["decision"], msg["choice"], msg.get("id"))
        events = room.apply(conn.seat, choice, "human")
        self._broadcast(room, events)
        self._after_change(room)

    def _room(self, msg: dict[str, Any]) -> Room:
        room = self.rooms.get(msg["room"])
        if room is None:
            raise ProtocolError("no_room", f"there is no room {msg['room']} on this server", msg.get("id"))
        return room

    def _not_joined(self, conn: _Conn, ref: int | None) -> None:
        if conn.room is not None:
            raise ProtocolError(
                "already_joined", f"this connection holds seat {conn.seat} of room {conn.room.code}", ref
            )

    def _seat(self, conn: _Conn, room: Room, name: str, ref: int | None) -> None:
        try:
            seat, token = room.claim(name)
        except ProtocolError as exc:
            raise ProtocolError(exc.code, str(exc), ref) from None
        self._seated(conn, room, seat, token, ref)

    def _seated(self, conn: _Conn, room: Room, seat: int, token: str, ref: int | None) -> None:
        self._attach(conn, room, seat)
        conn.send(_ref({"type": "joined", "room": room.code, "seat": seat, "token": token}, {"id": ref}))
        self._welcome_to_seat(conn, room)
        self._after_change(room)

    def _welcome_to_seat(self, conn: _Conn, room: Room) -> None:
        conn.send(room.log_message(conn.seat))
        present = set(self.present.get(room.code, {}))
        self._send_state(conn, room, [], room.public_seats(present))
        self._send_seats(room)
        claimed = [s.seat for s in room.seats if s.kind == "human" and s.token_hash is not None and s.seat != conn.seat]
        for msg in self.presence.everyone(room.code, claimed, present):
            conn.send(msg)

    def _send_state(
        self, conn: _Conn, room: Room, events: list[dict[str, Any]], seats: list[dict[str, Any]], full: bool = True
    ) -> None:
        """The seat's state: whole, or (`full=False`, to a client of protocol 2 holding an earlier state) as an
        update of the state it holds (delta.py). Either way the connection remembers what its client holds."""
        if full or conn.last is None or conn.version < 2:
            conn.send(room.state_message(conn.seat, events, seats=seats))
        else:
            conn.send(room.update_message(conn.seat, events, conn.last, seats))
        conn.last = (room.version, room.observation(conn.seat), seats)

    # ------------------------------------------------------------------ rooms and seats
    def _attach(self, conn: _Conn, room: Room, seat: int) -> None:
        conn.room, conn.seat, conn.seated, conn.last = room, seat, True, None
        self.present.setdefault(room.code, {})[seat] = conn
        self._seen[room.code] = time.monotonic()
        self.paused.discard(room.code)
        room.touch()
        self._tell_others(room, seat, self.presence.back(room.code, seat))

    def _detach(self, conn: _Conn) -> None:
        room = conn.room
        if room is None:
            return
        seats = self.present.get(room.code, {})
        if seats.get(conn.seat) is conn:
            del seats[conn.seat]
            if not seats:
                del self.present[room.code]
                self._seen[room.code] = time.monotonic()
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

    # ------------------------------------------------------------------ bots and the turn timer
    def _after_change(self, room: Room) -> None:
        timer = self._timers.pop(room.code, None)
        if timer is not None:
            timer.cancel()
        if room.state.is_over or self._unattended(room):
            return
        if room.bot_to_move() is not None or room.forced_choice() is not None:
            if room.code not in self._driving:
                self._driving.add(room.code)
                self._spawn(self._drive(room))
        elif room.record.deadline is not None:
            loop = asyncio.get_running_loop()
            delay = max(0.0, room.record.deadline - self.config.clock())
            version = room.version
            self._timers[room.code] = loop.call_later(delay, lambda: self._spawn(self._timeout(room, version)))

    def _unattended(self, room: Room) -> bool:
        """No person has been connected to the room for `unattended_seconds`: its bots, forced answers and turn
        timer wait (a room of bots whose creator left played whole games alone, with the CPU of the rooms
        people were playing in). The next person to arrive sets it going again (_on_resume, _seat)."""
        if self.present.get(room.code):
            return False
        idle = time.monotonic() - self._seen.get(room.code, self._started)
        if idle < self.config.unattended_seconds:
            return False
        if room.code not in self.paused:
            self.paused.add(room.code)
            log.info("room %s paused: nobody connected for %.0f s", room.code, idle)
        return True

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
                if expired(room) and not self.present.get(code) and code not in self._driving]  # fmt: skip
        if gone:
            self.store.delete_rooms(gone)
            for code in gone:
                del self.rooms[code]
                self.presence.forget(code)
                if (timer := self._timers.pop(code, None)) is not None:
                    timer.cancel()
            log.info("deleted %d finished or abandoned rooms, %d left", len(gone), len(self.rooms))
        return gone

    async def _sweeps(self) -> None:
        while True:
            await asyncio.sleep(self.config.sweep_seconds)
            self.sweep()

    async def _drive(self, room: Room) -> None:
        """Play the bots' decisions and every decision with a single answer (see Room.forced_choice), one at a
        time, letting other rooms run in between."""
        try:
            while True:
                await asyncio.sleep(0)  # a person may have answered their forced decision meanwhile: look again
                seat, forced = room.deciding_seat(), room.forced_choice()
                if seat is None or (forced is None and room.bot_to_move() is None) or self._unattended(room):
                    break
                if forced is not None:
                    self._broadcast(room, room.apply(seat, forced, "forced"))
                    continue
                choice = await self._think(room, room.bot_job(seat, room.seats[seat].level or "normal"))
                if self.rooms.get(room.code) is not room:
                    return
                self._broadcast(room, room.apply(seat, choice, "bot"))
        finally:
            self._driving.discard(room.code)
        self._after_change(room)

    async def _think(self, room: Room, job: BotJob) -> Choice:
        return await self._pool.run(room.code, lambda: run_bot(job))

    async def _timeout(self, room: Room, version: int) -> None:
        seat = room.deciding_seat()
        if room.version != version or seat is None or room.bot_to_move() is not None or self._unattended(room):
            return
        level = room.record.timer_level
        choice = await self._think(room, room.bot_job(seat, level))
        if room.version != version or self.rooms.get(room.code) is not room:  # the player answered meanwhile
            return  # (theirs counts), or the room expired
        note = {"type": "timer_bot", "seat": seat, "level": level, "seconds": room.record.timer}
        self._broadcast(room, room.apply(seat, choice, "timer", note))
        self._after_change(room)

    def _spawn(self, coro: Any) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._task_done)

    def _task_done(self, task: asyncio.Task[None]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("room task failed", exc_info=task.exception())


def _address(ws: ServerConnection) -> str:
    return str(ws.remote_address[0]) if ws.remote_address else "?"


async def _refuse(ws: ServerConnection, code: str, message: str, close_code: int) -> None:
    """Say why, then close: the client learns the reason before the connection goes."""
    with contextlib.suppress(ConnectionClosed):
        await ws.send(encode(error(code, message)))
        await ws.close(close_code, code.replace("_", " "))


def _too_many_opening(cap: int) -> bytes:
    body = f"too_many_connections: your address already has {cap} connections opening (at most {cap})\n".encode()
    head = f"HTTP/1.1 429 Too Many Requests\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: {len(body)}"
    return f"{head}\r\nConnection: close\r\n\r\n".encode() + body


def _bucket(buckets: dict[str, _Bucket], address: str, per_hour: float, burst: int) -> _Bucket:
    if len(buckets) > 100_000:  # forget addresses whose allowance has refilled
        for full in [a for a, b in buckets.items() if b.full()]:
            del buckets[full]
    return buckets.setdefault(address, _Bucket(per_hour / 3600, burst))


def _ref(out: dict[str, Any], msg: dict[str, Any]) -> dict[str, Any]:
    if msg.get("id") is not None:
        out["ref"] = msg["id"]
    return out
