"""Real games over real WebSockets on 127.0.0.1: a whole game, reconnecting, the turn timer, TLS."""

from __future__ import annotations

import asyncio
import random
import ssl
import subprocess
from pathlib import Path

import pytest

from nightfall_qt.ai import RandomBot
from nightfall_qt.online.client import OnlineClient, OnlineError, autoplay
from tests.online.helpers import HUMANS_AND_BOT, replay, running_server, snapshot, stored


def test_two_humans_and_a_bot_play_a_whole_game(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (server, url):
            ada = await OnlineClient.connect(url)
            ticket = await ada.create_room("Ada", HUMANS_AND_BOT, setup="draft")
            bob = await OnlineClient.connect(url)
            bob_ticket = await bob.join(ticket.room, "Bob")
            assert (ticket.seat, bob_ticket.seat) == (0, 1)
            assert ticket.token and bob_ticket.token and ticket.token != bob_ticket.token
            await asyncio.gather(autoplay(ada, RandomBot(), random.Random(1)),
                                 autoplay(bob, RandomBot(), random.Random(2)))  # fmt: skip
            for client in (ada, bob):
                final = client.state
                assert final is not None and final["observation"]["is_over"]
                assert final["observation"]["result"]["ranking"]
            room = server.rooms[ticket.room]
            await ada.close()
            await bob.close()
        initial, state, version, moves = stored(tmp_path, ticket.room)
        assert version == len(moves) == room.version > 0
        # Decisions with a single answer are played by the server (Room.forced_choice), the others by their seat.
        assert {by for seat, _c, by in moves if seat == 2} == {"bot", "forced"}
        assert {by for seat, _c, by in moves if seat != 2} == {"human", "forced"}
        # Stored after every decision: the first state and the choices alone give the final state.
        assert snapshot(replay(initial, moves)) == state

    asyncio.run(scenario())


def test_a_dropped_client_resumes_its_seat_with_its_token(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (_server, url):
            ada = await OnlineClient.connect(url)
            ticket = await ada.create_room("Ada", [{"kind": "human"}, {"kind": "bot", "level": "random"}])
            await autoplay(ada, RandomBot(), random.Random(3), stop_after=5)
            before = ada.state
            assert before is not None and ticket.token is not None
            await ada.close()  # the seat's decision now waits for its player
            again = await OnlineClient.connect(url)
            resumed = await again.resume(ticket.room, ticket.token)
            assert (resumed.room, resumed.seat) == (ticket.room, ticket.seat)
            log = await again.expect("log")
            state = await again.next_state()
            seen = [e for m in ada.received if m["type"] in ("log", "state") for e in m["events"]]
            assert log["events"][: len(seen)] == seen  # the same game, nothing lost
            if state["decision"] == before["decision"]:
                assert state["observation"] == before["observation"]
            # The same token from a second connection takes the seat over; the first is told why.
            third = await OnlineClient.connect(url)
            await third.resume(ticket.room, ticket.token)
            with pytest.raises(OnlineError) as replaced:
                await again.expect("never")
            assert replaced.value.code == "replaced"
            await autoplay(third, RandomBot(), random.Random(4))
            assert third.state is not None and third.state["observation"]["is_over"]
            await third.close()
            await again.close()

    asyncio.run(scenario())


def test_the_turn_timer_lets_a_bot_play_for_an_absent_player_and_says_so(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (_server, url):
            ada = await OnlineClient.connect(url)
            ticket = await ada.create_room("Ada", [{"kind": "human"}, {"kind": "human"}], timer=1,
                                           timer_level="random")  # fmt: skip
            state = await ada.next_state()
            waiting_for = state["observation"]["deciding_seat"]
            while True:  # nobody answers: the stand-in bot plays, and every seat's events say so
                state = await ada.next_state()
                notes = [e for e in state["events"] if e["type"] == "timer_bot"]
                if notes:
                    break
            assert notes == [{"type": "timer_bot", "seat": waiting_for, "level": "random", "seconds": 1.0}]
            await ada.close()
        _initial, _state, _version, moves = stored(tmp_path, ticket.room)
        assert moves[0][0] == waiting_for and moves[0][2] == "timer"

    asyncio.run(scenario())


def _self_signed(directory: Path) -> tuple[Path, Path]:
    cert, key = directory / "cert.pem", directory / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out", str(cert),
         "-days", "1", "-subj", "/CN=localhost", "-addext", "subjectAltName=IP:127.0.0.1"],
        check=True, capture_output=True,
    )  # fmt: skip
    return cert, key


def test_tls_when_the_operator_gives_a_certificate(tmp_path: Path) -> None:
    cert, key = _self_signed(tmp_path)

    async def scenario() -> None:
        async with running_server(tmp_path, certfile=cert, keyfile=key) as (_server, url):
            secure = url.replace("ws://", "wss://")
            trusting = ssl.create_default_context(cafile=str(cert))
            client = await OnlineClient.connect(secure, trusting)
            await client.send({"type": "ping"})
            assert (await client.expect("pong"))["type"] == "pong"
            await client.close()
            with pytest.raises(ssl.SSLError):  # an unknown certificate is refused by a default client
                await OnlineClient.connect(secure, ssl.create_default_context())
            with pytest.raises(Exception):  # noqa: B017 - plain ws:// to a TLS port fails to handshake
                await OnlineClient.connect(url)

    asyncio.run(scenario())


def test_sending_on_a_lost_connection_says_closed(tmp_path: Path) -> None:
    """A server gone mid-game (killed, network down) is one OnlineError for the client, on send as on receive."""

    async def scenario() -> None:
        async with running_server(tmp_path) as (_server, url):
            client = await OnlineClient.connect(url)
            await client.ws.close()
            with pytest.raises(OnlineError) as lost:
                await client.send({"type": "ping"})
            assert lost.value.code == "closed"
            with pytest.raises(OnlineError) as lost:
                await client.recv()
            assert lost.value.code == "closed"

    asyncio.run(scenario())


def test_a_turn_that_timed_out_while_the_server_was_down_is_played_on_restart(tmp_path: Path) -> None:
    """Asynchronous play: the deadline is stored, so a server started after it passed lets the bot play at once."""

    async def scenario() -> None:
        async with running_server(tmp_path) as (_server, url):
            ada = await OnlineClient.connect(url)
            ticket = await ada.create_room("Ada", [{"kind": "human"}, {"kind": "human"}], timer=2,
                                           timer_level="random")  # fmt: skip
            await ada.close()
        # stopped within the 2 s: the first decision still waits, its deadline passes while no server runs
        assert stored(tmp_path, ticket.room)[2] == 0
        await asyncio.sleep(2.2)
        async with running_server(tmp_path) as (server, url):
            assert ticket.token is not None
            again = await OnlineClient.connect(url)
            await again.resume(ticket.room, ticket.token)
            while server.rooms[ticket.room].version == 0:
                await again.recv()
            log = await OnlineClient.connect(url)
            await log.resume(ticket.room, ticket.token)  # takes the seat over and reads the whole log
            events = (await log.expect("log"))["events"]
            notes = [e for e in events if e["type"] == "timer_bot"]
            assert notes and notes[0]["level"] == "random" and notes[0]["seconds"] == 2.0
            await log.close()
            await again.close()
        assert stored(tmp_path, ticket.room)[3][0][2] == "timer"

    asyncio.run(scenario())
