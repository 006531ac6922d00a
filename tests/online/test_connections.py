"""Connections are capped per client address and in total, and room codes and tokens cannot be scanned.

Real clients on loopback: the server listens on 127.0.0.1, and a client may connect *from* 127.0.0.2
(all of 127/8 is the loopback interface on Linux) to be a second address.
"""

from __future__ import annotations

import asyncio
import json
import secrets
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from nightfall_qt.online.client import OnlineClient
from nightfall_qt.online.protocol import encode
from nightfall_qt.online.server import GameServer
from tests.online.helpers import running_server

VS_BOT = [{"kind": "human"}, {"kind": "bot", "level": "random"}, {"kind": "human"}]


async def _open(url: str, source: str = "127.0.0.1") -> tuple[ClientConnection, dict[str, Any]]:
    """A raw connection from `source` and the first message the server sends on it."""
    ws = await connect(url, proxy=None, compression=None, local_addr=(source, 0))
    return ws, json.loads(await ws.recv())


async def _refused(url: str, source: str = "127.0.0.1") -> tuple[dict[str, Any], int | None]:
    """The error a refused connection gets, and the close code that follows it."""
    ws, first = await _open(url, source)
    with pytest.raises(ConnectionClosed):
        await ws.recv()
    return first, ws.close_code


async def _ask(ws: ClientConnection, msg: dict[str, Any]) -> dict[str, Any]:
    await ws.send(encode(msg))
    while (answer := json.loads(await ws.recv()))["type"] not in ("error", "joined", "pong"):
        pass
    return answer


async def _settled(server: GameServer, address: str, count: int) -> None:
    """Wait until the server has seen the closed connections go (their handlers end after the close)."""
    while server._per_address.get(address, 0) != count:
        await asyncio.sleep(0.01)


def test_one_address_gets_a_clear_refusal_past_its_cap_and_others_still_connect(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path, max_connections_per_ip=3) as (server, url):
            held = [await _open(url) for _ in range(3)]
            assert [first["type"] for _ws, first in held] == ["welcome"] * 3
            error, close_code = await _refused(url)
            assert error["type"] == "error" and error["code"] == "too_many_connections"
            assert "already holds 3 connections" in error["message"] and close_code == 1008
            other, first = await _open(url, "127.0.0.2")  # another address is not affected
            assert first["type"] == "welcome"
            for ws, _first in held:  # and the connections within the cap are served as before
                assert (await _ask(ws, {"type": "ping"}))["type"] == "pong"
            await held[0][0].close()
            await _settled(server, "127.0.0.1", 2)
            again, first = await _open(url)  # a freed place can be taken again
            assert first["type"] == "welcome"
            for ws in (again, other, *(w for w, _f in held[1:])):
                await ws.close()
            await _settled(server, "127.0.0.1", 0)
            await _settled(server, "127.0.0.2", 0)
            assert server._per_address == {} and server.connections == 0  # nothing leaks

    asyncio.run(scenario())


def test_the_total_cap_refuses_with_server_full(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path, max_connections=2, max_connections_per_ip=0) as (_server, url):
            held = [await _open(url, f"127.0.0.{n}") for n in (1, 2)]
            error, close_code = await _refused(url, "127.0.0.3")
            assert (error["code"], close_code) == ("server_full", 1013)
            for ws, _first in held:
                await ws.close()

    asyncio.run(scenario())


def test_room_codes_and_tokens_cannot_be_scanned_from_one_address(tmp_path: Path) -> None:
    """Unknown codes and wrong tokens use up the address's guesses; then even a right code is refused for a
    while (the free seat stays free), from any connection of that address, while other addresses play on."""

    async def scenario() -> None:
        async with running_server(tmp_path, guess_burst=3, guesses_per_hour=0.001) as (server, url):
            host = await OnlineClient.connect(url)
            ticket = await host.create_room("Ada", VS_BOT)
            prober, _first = await _open(url, "127.0.0.2")
            codes = []
            for code in ("AAAAAA", "BBBBBB"):
                codes.append((await _ask(prober, {"type": "join", "room": code, "name": "Eve"}))["code"])
            forged = secrets.token_urlsafe(32)
            codes.append((await _ask(prober, {"type": "resume", "room": ticket.room, "token": forged}))["code"])
            assert codes == ["no_room", "no_room", "bad_token"]
            refused = await _ask(prober, {"type": "join", "room": ticket.room, "name": "Eve"})
            assert refused["code"] == "rate_limited" and "wrong tokens from your address" in refused["message"]
            fresh, _first = await _open(url, "127.0.0.2")  # a new connection does not start afresh
            assert (await _ask(fresh, {"type": "join", "room": ticket.room, "name": "Eve"}))["code"] == "rate_limited"
            assert server.rooms[ticket.room].seats[2].token_hash is None
            friend = await OnlineClient.connect(url)  # 127.0.0.1 has its own allowance
            assert (await friend.join(ticket.room, "Bob")).seat == 2
            for ws in (prober, fresh):
                await ws.close()
            for client in (host, friend):
                await client.close()

    asyncio.run(scenario())


def test_reconnecting_to_resume_again_and_again_is_limited_per_address(tmp_path: Path) -> None:
    """Each resume is answered with the whole log: an address may resume (or join) only so often."""

    async def scenario() -> None:
        async with running_server(tmp_path, arrival_burst=3, arrivals_per_hour=0.001) as (_server, url):
            host = await OnlineClient.connect(url)
            ticket = await host.create_room("Ada", VS_BOT)
            await host.close()
            assert ticket.token is not None
            resume = {"type": "resume", "room": ticket.room, "token": ticket.token}
            answers = []
            for _ in range(4):  # a new connection each time: one connection holds one seat
                ws, _first = await _open(url, "127.0.0.2")
                answer = await _ask(ws, resume)
                answers.append(answer["type"] if answer["type"] != "error" else answer["code"])
                await ws.close()
            assert answers == ["joined", "joined", "joined", "rate_limited"]
            assert "resumed seats too often" in answer["message"]
            elsewhere = await OnlineClient.connect(url)  # 127.0.0.1 has its own allowance
            assert (await elsewhere.resume(ticket.room, ticket.token)).seat == 0
            await elsewhere.close()

    asyncio.run(scenario())
