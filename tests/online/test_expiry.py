"""Finished and abandoned rooms expire, from the database and from memory; rooms in use never do.

The server's wall clock is injected (ServerConfig.clock): the tests move it forward by days instead of
waiting, and call `sweep()` (what the periodic sweep and the start-up run) themselves.
"""

from __future__ import annotations

import asyncio
import random
import sqlite3
import time
from pathlib import Path

import pytest

from nightfall_qt.ai import RandomBot
from nightfall_qt.online.client import OnlineClient, OnlineError, SeatTicket, autoplay
from nightfall_qt.online.server import DAY, GameServer
from tests.online.helpers import DB_NAME, running_server

VS_BOT = [{"kind": "human"}, {"kind": "bot", "level": "random"}]


class FakeClock:
    def __init__(self) -> None:
        self.now = time.time()

    def __call__(self) -> float:
        return self.now

    def advance(self, days: float) -> None:
        self.now += days * DAY


def _rows(data: Path, code: str) -> tuple[int, int, int]:
    """How many rows of the room are left in rooms, seats and moves."""
    db = sqlite3.connect(data / DB_NAME)
    try:
        counts = [db.execute(f"SELECT COUNT(*) FROM {t} WHERE code=?", (code,)).fetchone()[0]  # noqa: S608
                  for t in ("rooms", "seats", "moves")]  # fmt: skip
    finally:
        db.close()
    return counts[0], counts[1], counts[2]


async def _left(server: GameServer, code: str) -> None:
    """Wait until the server has seen every client of the room go (their handlers run after close) and its
    bot has moved: a move later, at a clock moved on, would be new activity."""
    while server.present.get(code) or code in server._driving:
        await asyncio.sleep(0.01)


async def _finished_room(url: str) -> SeatTicket:
    client = await OnlineClient.connect(url)
    ticket = await client.create_room("Ada", VS_BOT)
    await autoplay(client, RandomBot(), random.Random(3))
    assert client.state is not None and client.state["observation"]["is_over"]
    await client.close()
    return ticket


async def _waiting_room(url: str, name: str) -> tuple[OnlineClient, SeatTicket]:
    client = await OnlineClient.connect(url)
    ticket = await client.create_room(name, VS_BOT)
    await client.next_state()
    return client, ticket


def test_finished_rooms_go_after_the_kept_days_unfinished_after_the_idle_days(tmp_path: Path) -> None:
    clock = FakeClock()

    async def scenario() -> None:
        async with running_server(tmp_path, clock=clock, keep_finished_days=7, keep_idle_days=30) as (server, url):
            done = await _finished_room(url)
            idle_client, idle = await _waiting_room(url, "Bob")
            await idle_client.close()
            stay_client, stay = await _waiting_room(url, "Cy")  # stays connected throughout
            for code in (done.room, idle.room):
                await _left(server, code)
            moves = _rows(tmp_path, done.room)[2]
            assert moves > 10

            clock.advance(6.9)
            assert server.sweep() == []
            clock.advance(0.2)  # 7.1 days after the game ended
            assert server.sweep() == [done.room]
            assert done.room not in server.rooms and _rows(tmp_path, done.room) == (0, 0, 0)
            assert _rows(tmp_path, idle.room)[0] == 1  # unfinished: kept

            # A visit on day 20 restarts the idle count: the room is kept on day 31 and goes on day 50.1.
            clock.advance(20 - 7.1)
            visitor = await OnlineClient.connect(url)
            assert idle.token is not None
            await visitor.resume(idle.room, idle.token)
            await visitor.close()
            await _left(server, idle.room)
            clock.advance(11)
            assert server.sweep() == []
            clock.advance(19.1)
            assert server.sweep() == [idle.room]
            assert _rows(tmp_path, idle.room) == (0, 0, 0)

            # The room whose player never left is still there, fifty days on.
            assert stay.room in server.rooms and _rows(tmp_path, stay.room)[0] == 1
            await stay_client.send({"type": "ping"})
            await stay_client.expect("pong")
            await stay_client.close()

            # A token of an expired room finds nothing, and says so.
            late = await OnlineClient.connect(url)
            assert done.token is not None
            with pytest.raises(OnlineError) as gone:
                await late.resume(done.room, done.token)
            assert gone.value.code == "no_room"
            await late.close()

    asyncio.run(scenario())


def test_zero_days_keeps_rooms_for_ever(tmp_path: Path) -> None:
    clock = FakeClock()

    async def scenario() -> None:
        async with running_server(tmp_path, clock=clock, keep_finished_days=0, keep_idle_days=0) as (server, url):
            done = await _finished_room(url)
            client, idle = await _waiting_room(url, "Bob")
            await client.close()
            await _left(server, idle.room)
            clock.advance(10_000)
            assert server.sweep() == [] and {done.room, idle.room} <= set(server.rooms)

    asyncio.run(scenario())


def test_expired_rooms_are_removed_at_start_up_and_by_the_periodic_sweep(tmp_path: Path) -> None:
    clock = FakeClock()

    async def first_run() -> tuple[SeatTicket, SeatTicket]:
        async with running_server(tmp_path, clock=clock) as (server, url):
            done = await _finished_room(url)
            client, idle = await _waiting_room(url, "Bob")
            await client.close()
            await _left(server, idle.room)
        return done, idle

    async def second_run(done: SeatTicket, idle: SeatTicket) -> None:
        clock.advance(8)  # the finished room is past its 7 days; the waiting one has 22 days left
        async with running_server(tmp_path, clock=clock, sweep_seconds=0.01) as (server, _url):
            assert done.room not in server.rooms and _rows(tmp_path, done.room) == (0, 0, 0)
            assert idle.room in server.rooms
            clock.advance(23)  # now the periodic sweep finds it without being asked
            while idle.room in server.rooms:
                await asyncio.sleep(0.01)
            assert _rows(tmp_path, idle.room) == (0, 0, 0)

    done, idle = asyncio.run(first_run())
    asyncio.run(asyncio.wait_for(second_run(done, idle), 30))


def test_a_version_1_database_is_upgraded_with_the_last_move_as_last_activity(tmp_path: Path) -> None:
    clock = FakeClock()

    async def play() -> SeatTicket:
        async with running_server(tmp_path, clock=clock) as (_server, url):
            return await _finished_room(url)

    done = asyncio.run(play())
    db = sqlite3.connect(tmp_path / DB_NAME)
    with db:
        last_move = db.execute("SELECT MAX(at) FROM moves WHERE code=?", (done.room,)).fetchone()[0]
        db.execute("ALTER TABLE rooms DROP COLUMN active")
        db.execute("PRAGMA user_version=1")
    db.close()

    async def reopen() -> None:
        clock.advance(6.9)
        async with running_server(tmp_path, clock=clock) as (server, _url):
            assert server.rooms[done.room].record.active == last_move
            clock.advance(0.2)
            assert server.sweep() == [done.room]

    asyncio.run(reopen())
