"""The console script, SIGKILLed mid-game and started again on the same data: every game goes on."""

from __future__ import annotations

import asyncio
import contextlib
import random
import signal
from pathlib import Path

from nightfall_qt.ai import RandomBot
from nightfall_qt.online.client import OnlineClient, OnlineError, SeatTicket, autoplay
from tests.online.helpers import HUMANS_AND_BOT, replay, snapshot, spawn_server, stored


async def _until_killed(client: OnlineClient, seed: int) -> None:
    with contextlib.suppress(OnlineError):
        await autoplay(client, RandomBot(), random.Random(seed))


def _seen(client: OnlineClient) -> list[dict[str, object]]:
    return [e for m in client.received if m["type"] in ("log", "state") for e in m["events"]]


def test_sigkill_mid_game_then_restart_continues_every_game(tmp_path: Path) -> None:
    rng = random.Random(20)
    first, url = spawn_server(tmp_path)
    tickets: list[tuple[SeatTicket, SeatTicket]] = []
    seen: dict[tuple[str, int], list[dict[str, object]]] = {}
    last_decision: dict[tuple[str, int], int] = {}

    async def before_kill() -> None:
        clients = []
        for _room in range(2):  # two rooms at once
            ada = await OnlineClient.connect(url)
            a = await ada.create_room("Ada", HUMANS_AND_BOT)
            bob = await OnlineClient.connect(url)
            b = await bob.join(a.room, "Bob")
            tickets.append((a, b))
            clients.append((a, ada, bob))
        bobs = [asyncio.create_task(_until_killed(bob, i)) for i, (_a, _ada, bob) in enumerate(clients)]
        # Ada of the first room answers a random number of decisions; the kill follows at once, with
        # the other clients' answers and the bot's moves still in flight.
        adas = [asyncio.create_task(autoplay(ada, RandomBot(), random.Random(9 + i), stop_after=rng.randint(5, 25)))
                for i, (_a, ada, _bob) in enumerate(clients)]  # fmt: skip
        await adas[0]
        first.send_signal(signal.SIGKILL)
        first.wait()
        for task in adas[1:]:
            with contextlib.suppress(OnlineError):
                await task
        await asyncio.gather(*bobs)
        for a, ada, bob in clients:
            for client in (ada, bob):
                assert client.state is not None and not client.state["observation"]["is_over"]
                key = (a.room, client.state["seat"])
                seen[key], last_decision[key] = _seen(client), client.state["decision"]

    asyncio.run(before_kill())
    second, url = spawn_server(tmp_path)
    try:

        async def after_restart() -> None:
            players = []
            for a, b in tickets:
                for ticket, seed in ((a, 1), (b, 2)):
                    assert ticket.token is not None
                    client = await OnlineClient.connect(url)
                    await client.resume(ticket.room, ticket.token)
                    log = await client.expect("log")
                    state = await client.next_state()
                    key = (ticket.room, ticket.seat)
                    assert log["events"][: len(seen[key])] == seen[key]  # the very game each player saw
                    assert state["decision"] >= last_decision[key]
                    players.append(autoplay(client, RandomBot(), random.Random(seed)))
                    players_clients.append(client)
            await asyncio.gather(*players)
            for client in players_clients:
                assert client.state is not None and client.state["observation"]["is_over"]
                await client.close()

        players_clients: list[OnlineClient] = []
        asyncio.run(after_restart())
    finally:
        second.send_signal(signal.SIGTERM)
        assert second.wait(timeout=30) == 0
    for a, _b in tickets:
        initial, state, version, moves = stored(tmp_path, a.room)
        # Nothing diverged across the kill: the stored choices replayed from the first state give exactly
        # the final state (the engine's RNG, the bots' randomness and every zone came back as they were).
        assert version == len(moves)
        final = replay(initial, moves)
        assert final.is_over and snapshot(final) == state
