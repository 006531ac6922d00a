"""What an independent hostile client found, each written as that client would: raw WebSockets and raw JSON
per docs/ONLINE.md, against a real server on 127.0.0.1. Each test shows the finding cannot come back: the
server answers with a clear error and nothing else changes."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect

from nightfall_qt.online.bot_pool import FairBotPool
from tests.online.helpers import running_server

TWO_PEOPLE = [{"kind": "human"}, {"kind": "human"}]
PATIENCE = 30.0  # seconds: generous bounds for anything the server does by itself


async def _raw(url: str) -> ClientConnection:
    ws = await connect(url, compression=None, proxy=None, max_size=2**22)
    assert json.loads(await ws.recv())["type"] == "welcome"
    return ws


async def _ask(ws: ClientConnection, msg: dict[str, Any], want: str = "") -> dict[str, Any]:
    """Send a message (raw JSON: `json.dumps` escapes a lone surrogate as \\ud800); the first answer that is
    `want` or an error."""
    await ws.send(json.dumps({"v": 1, **msg}))
    while True:
        answer = json.loads(await asyncio.wait_for(ws.recv(), PATIENCE))
        if answer["type"] in (want, "error"):
            return dict(answer)


async def _alive(ws: ClientConnection) -> None:
    assert (await _ask(ws, {"type": "ping"}, "pong"))["type"] == "pong"


async def _until(check: Callable[[], bool], what: str) -> None:
    deadline = time.monotonic() + PATIENCE
    while not check():
        assert time.monotonic() < deadline, f"waited {PATIENCE:g} s for {what}"
        await asyncio.sleep(0.05)


def _create(name: str, seats: list[dict[str, Any]] = TWO_PEOPLE, **extra: Any) -> dict[str, Any]:
    return {"type": "create_room", "name": name, "setup": "quick_start", "seats": seats, **extra}


def test_names_with_a_lone_surrogate_or_a_line_break_are_refused_and_the_seat_stays_free(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (server, url):
            host = await _raw(url)
            room = (await _ask(host, _create("Ada"), "joined"))["room"]
            eve = await _raw(url)
            for name in ("\ud800", "Eve\n", "A\ud800B", "\u2028", "   "):
                for msg in (_create(name), {"type": "join", "room": room, "name": name}):
                    answer = await _ask(eve, msg, "joined")
                    assert answer["type"] == "error" and answer["code"] == "bad_message", (name, answer)
                    await _alive(eve)  # answered, not closed (it was closed 1011)
            assert len(server.rooms) == 1
            for code in (room + "\n", room.lower()):  # anchored patterns: "ABCDEF\n" is no room code
                answer = await _ask(eve, {"type": "join", "room": code, "name": "Eve"}, "joined")
                assert answer["code"] == "bad_message", answer
            joined = await _ask(eve, {"type": "join", "room": room, "name": "Bob ✓"}, "joined")
            assert joined["type"] == "joined" and joined["seat"] == 1  # the invited friend still gets the seat
            await host.close()
            await eve.close()

    asyncio.run(scenario())


def test_a_failed_database_write_leaves_the_seat_free_and_the_connection_answered(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (server, url):
            host = await _raw(url)
            room = (await _ask(host, _create("Ada"), "joined"))["room"]
            real = server.store.claim_seat

            def failing(*args: Any) -> None:
                raise sqlite3.OperationalError("disk I/O error")

            monkeypatch.setattr(server.store, "claim_seat", failing)
            bob = await _raw(url)
            answer = await _ask(bob, {"type": "join", "room": room, "name": "Bob", "id": 7}, "joined")
            assert answer["code"] == "internal_error" and answer["ref"] == 7, answer
            await _alive(bob)
            await _alive(host)  # another connection of the room never noticed
            monkeypatch.setattr(server.store, "claim_seat", real)
            joined = await _ask(bob, {"type": "join", "room": room, "name": "Bob"}, "joined")
            assert joined["type"] == "joined" and joined["seat"] == 1  # not room_full: memory was never changed
            await host.close()
            await bob.close()

    asyncio.run(scenario())


def test_an_unexpected_error_in_a_handler_is_answered_and_harms_no_one_else(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (server, url):
            calm, unlucky = await _raw(url), await _raw(url)

            def broken(conn: Any, msg: dict[str, Any]) -> None:
                raise RuntimeError("a bug")

            monkeypatch.setattr(server, "_on_ping", broken)
            answer = await _ask(unlucky, {"type": "ping", "id": 3})
            assert answer["code"] == "internal_error" and answer["ref"] == 3 and answer["message"]
            monkeypatch.undo()
            await _alive(unlucky)
            await _alive(calm)
            await calm.close()
            await unlucky.close()

    asyncio.run(scenario())


def test_wrong_room_codes_from_an_address_never_block_a_valid_token(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path, guesses_per_hour=1.0, guess_burst=5) as (_server, url):
            host = await _raw(url)
            joined = await _ask(host, _create("Ada"), "joined")
            await host.close()
            scanner = await _raw(url)
            codes = [a["code"] for a in [await _ask(scanner, {"type": "join", "room": f"ZZZZZ{c}", "name": "Eve"})
                                         for c in "23456789"]]  # fmt: skip
            assert codes[:5] == ["no_room"] * 5 and set(codes[5:]) == {"rate_limited"}
            resume = {"type": "resume", "room": joined["room"], "token": joined["token"]}
            back = await _raw(url)  # the same address: a neighbour behind the same router
            assert (await _ask(back, resume, "joined"))["type"] == "joined"
            forged = {**resume, "token": joined["token"][:-1] + ("A" if joined["token"][-1] != "A" else "B")}
            assert (await _ask(scanner, forged))["code"] == "rate_limited"  # wrong tokens stay throttled
            assert (await _ask(scanner, {**resume, "room": "ZZZZZZ"}))["code"] == "rate_limited"
            await back.close()
            await scanner.close()

    asyncio.run(scenario())


def test_a_turn_timer_below_the_minimum_or_above_the_maximum_is_refused(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path, min_timer_seconds=30) as (server, url):
            ws = await _raw(url)
            for timer in (1, 29, 14 * 24 * 3600 + 1):
                answer = await _ask(ws, _create("Ada", timer=timer), "joined")
                assert answer["code"] == "bad_message" and "'timer'" in answer["message"], answer
                assert str(30 if timer < 30 else 14 * 24 * 3600) in answer["message"]
            assert not server.rooms
            assert (await _ask(ws, _create("Ada", timer=30), "joined"))["type"] == "joined"
            await ws.close()

    asyncio.run(scenario())


def test_a_room_its_people_left_stops_playing_bots_until_one_returns(tmp_path: Path) -> None:
    """Four bots with a 1 s turn timer played whole games alone after their creator left."""
    seats = [{"kind": "human"}, *[{"kind": "bot", "level": "random"}] * 3]

    async def scenario() -> None:
        async with running_server(tmp_path, unattended_seconds=1.0) as (server, url):
            ws = await _raw(url)
            joined = await _ask(ws, _create("Ada", seats, timer=1, timer_level="random"), "joined")
            await ws.close()
            room = server.rooms[joined["room"]]
            last = (room.version, time.monotonic())

            def quiet() -> bool:  # no decision for 3 s (the timer would have played one each second)
                nonlocal last
                if room.version != last[0]:
                    last = (room.version, time.monotonic())
                return time.monotonic() - last[1] > 3.0

            await _until(quiet, "the room to stop playing without its people")
            assert not room.state.is_over and room.code in server.paused
            stopped = room.version
            back = await _raw(url)
            await _ask(back, {"type": "resume", "room": room.code, "token": joined["token"]}, "joined")
            await _until(lambda: room.version > stopped, "the room to play on once a person is back")
            await back.close()

    asyncio.run(scenario())


def test_half_open_connections_are_capped_per_address_and_time_out(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path, max_opening_per_ip=3, handshake_seconds=2.0) as (server, url):
            port = int(url.rsplit(":", 1)[1])
            silent = [await asyncio.open_connection("127.0.0.1", port) for _ in range(3)]  # never say a word
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            refusal = await asyncio.wait_for(reader.read(), PATIENCE)
            assert refusal.startswith(b"HTTP/1.1 429") and b"too_many_connections" in refusal, refusal
            writer.close()
            for r, w in silent:  # closed by the server once the handshake time is up
                assert await asyncio.wait_for(r.read(), PATIENCE) == b""
                w.close()
            await _until(lambda: not server._opening, "the opening count to go back to zero")
            await _alive(await _raw(url))

    asyncio.run(scenario())


def test_a_connection_that_never_takes_a_seat_is_closed_with_a_reason(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path, seatless_seconds=1.0) as (_server, url):
            idle, seated = await _raw(url), await _raw(url)
            await _ask(seated, _create("Ada"), "joined")
            answer = json.loads(await asyncio.wait_for(idle.recv(), PATIENCE))
            assert answer["type"] == "error" and "no seat" in answer["message"]
            await asyncio.wait_for(idle.wait_closed(), PATIENCE)
            assert idle.close_code == 1008
            await _alive(seated)
            await seated.close()

    asyncio.run(scenario())


def test_bot_threads_are_shared_round_robin_between_rooms() -> None:
    """Room A queues four jobs at once, B and C one each, on two threads: A never holds both threads while
    others wait, and B and C start before A's second job."""
    started: list[str] = []
    gate = threading.Event()

    def job(name: str) -> Callable[[], str]:
        def run() -> str:
            started.append(name)
            gate.wait(PATIENCE)
            return name

        return run

    async def scenario() -> None:
        pool: FairBotPool[str] = FairBotPool(2)
        jobs = [("A", f"A{i}") for i in range(4)] + [("B", "B0"), ("C", "C0")]
        tasks = [asyncio.create_task(pool.run(room, job(name))) for room, name in jobs]
        await _until(lambda: len(started) == 2, "two jobs to start")
        gate.set()
        assert [await t for t in tasks] == [name for _room, name in jobs]
        pool.shutdown()

    asyncio.run(scenario())
    assert started[:2] == ["A0", "B0"] and started.index("C0") < started.index("A1"), started


def test_server_rooms_are_only_added_once_stored(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """create_room whose write fails leaves no room behind, in memory or on disk."""

    async def scenario() -> None:
        async with running_server(tmp_path) as (server, url):
            monkeypatch.setattr(server.store, "create_room", _fail)
            ws = await _raw(url)
            assert (await _ask(ws, _create("Ada"), "joined"))["code"] == "internal_error"
            assert not server.rooms and not server.present
            monkeypatch.undo()
            assert (await _ask(ws, _create("Ada"), "joined"))["type"] == "joined"
            await ws.close()

    asyncio.run(scenario())


def _fail(*args: Any) -> None:
    raise sqlite3.OperationalError("database or disk is full")


def test_a_failed_activity_write_does_not_cost_a_friend_the_seat(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Arrivals store the room's last activity (for expiry); that write failing must not refuse the arrival,
    or a seat just claimed in the database would be held by a token its player never received."""

    async def scenario() -> None:
        async with running_server(tmp_path) as (server, url):
            host = await _raw(url)
            room = (await _ask(host, _create("Ada"), "joined"))["room"]
            monkeypatch.setattr(server.store, "touch", _fail)
            bob = await _raw(url)
            joined = await _ask(bob, {"type": "join", "room": room, "name": "Bob"}, "joined")
            assert joined["type"] == "joined" and joined["token"]
            await bob.close()
            back = await _raw(url)
            resume = {"type": "resume", "room": room, "token": joined["token"]}
            assert (await _ask(back, resume, "joined"))["type"] == "joined"
            await back.close()
            await host.close()

    asyncio.run(scenario())
