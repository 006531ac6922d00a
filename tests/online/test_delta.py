"""Updates (delta.py): the client's state rebuilt from each update equals the whole state the server would
have sent, after every decision of random games; a client holding another state asks for the whole one."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import connect

from nightfall_qt.ai import RandomBot
from nightfall_qt.cards import load_cards
from nightfall_qt.online.client import OnlineClient, autoplay
from nightfall_qt.online.delta import apply_update
from nightfall_qt.online.protocol import encode
from nightfall_qt.online.room import Room
from nightfall_qt.online.store import Store
from tests.online.helpers import running_server


def _sent(msg: dict[str, Any]) -> dict[str, Any]:
    """A message as its client receives it: encoded by the server, decoded by the client."""
    return dict(json.loads(encode(msg)))


@pytest.mark.parametrize(("players", "setup", "game"), [(2, "draft_2p", 0), (3, "draft", 1), (5, "quick_start", 2)])
def test_every_update_rebuilds_exactly_the_whole_state(tmp_path: Path, players: int, setup: str, game: int) -> None:
    store = Store(tmp_path / "rooms.sqlite3")
    specs = [{"kind": "human"}] * players
    room, _seat, _token = Room.create(store, "ABCDEF", load_cards(), setup, [], specs, 60, "normal", game, "Ada")
    rng = random.Random(game)
    connected = set(range(players))
    seats = room.public_seats(connected)
    held = {s: _sent(room.state_message(s, [], seats=seats)) for s in connected}
    base = {s: (room.version, room.observation(s), seats) for s in connected}
    full_bytes = update_bytes = 0
    while not room.state.is_over:
        pending = room.state.decision
        assert pending is not None
        events = room.apply(pending.seat, rng.choice(pending.options), "human")
        if rng.random() < 0.1:  # someone drops or comes back: the public seats change
            connected ^= {rng.randrange(1, players)}
        seats = room.public_seats(connected | {0})
        for s in range(players):
            whole, update = room.state_message(s, events, seats=seats), room.update_message(s, events, base[s], seats)
            full_bytes, update_bytes = full_bytes + len(encode(whole)), update_bytes + len(encode(update))
            assert _sent(update)["base"] == held[s]["decision"]
            held[s] = apply_update(held[s], _sent(update))
            assert held[s] == _sent(whole), (room.version, s)
            base[s] = (room.version, room.observation(s), seats)
    assert update_bytes < full_bytes / 2  # a third of the bytes in a 2-seat draft, a tenth at 5 seats
    store.close()


def test_a_client_holding_another_state_asks_for_the_whole_one(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (server, url):
            ada, bob = await OnlineClient.connect(url), await OnlineClient.connect(url)
            ticket = await ada.create_room("Ada", [{"kind": "human"}, {"kind": "human"}])
            await bob.join(ticket.room, "Bob")
            players = [asyncio.create_task(autoplay(c, RandomBot(), random.Random(i), stop_after=5))
                       for i, c in enumerate((ada, bob))]  # fmt: skip
            await asyncio.wait(players, return_when=asyncio.FIRST_COMPLETED)
            for task in players:
                task.cancel()
            assert ada.updates > 0 and ada.resyncs == 0
            room = server.rooms[ticket.room]
            await _settle(server, room, (ada, bob))
            assert ada.state is not None
            ada.state["decision"] -= 1  # as if an update had been missed
            pending = room.state.decision
            assert pending is not None
            await (ada, bob)[pending.seat].choose(pending.options[0], room.version)
            await _settle(server, room, (ada, bob))
            assert ada.resyncs == 1  # the update did not apply: the whole state was asked for and came
            assert ada.state is not None and ada.state["decision"] == room.version
            assert ada.state["observation"] == _sent({"o": room.observation(0)})["o"]
            for c in (ada, bob):
                await c.close()

    asyncio.run(scenario())


async def _settle(server: Any, room: Room, clients: tuple[OnlineClient, ...]) -> None:
    """Wait until the server plays nothing by itself and each client holds the room's current state."""
    for _ in range(3000):  # 30 s
        for c in clients:
            while not c.queue.empty():
                c.queue.get_nowait()
        held = [c.state["decision"] if c.state is not None else None for c in clients]
        if room.code not in server._driving and held == [room.version] * len(clients):
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"the clients hold {held}, the room is at {room.version}")


def test_a_client_of_protocol_1_still_gets_whole_states(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (_server, url):
            async with connect(url, compression=None, proxy=None, max_size=2**22) as ws:
                welcome = json.loads(await ws.recv())
                assert welcome["versions"] == [1, 2]
                seats = [{"kind": "human"}, {"kind": "bot", "level": "random"}]
                await ws.send(json.dumps({"v": 1, "type": "create_room", "name": "Old", "setup": "quick_start",
                                          "seats": seats}))  # fmt: skip
                kinds = []
                while len(kinds) < 12:
                    msg = json.loads(await asyncio.wait_for(ws.recv(), 30))
                    kinds.append(msg["type"])
                    if msg["type"] == "state" and msg["observation"]["deciding_seat"] == 0 and not msg.get("auto"):
                        choice = msg["observation"]["options"][0]
                        await ws.send(json.dumps({"v": 1, "type": "choose", "decision": msg["decision"],
                                                  "choice": choice}))  # fmt: skip
            assert "update" not in kinds and kinds.count("state") >= 3

    asyncio.run(scenario())
