"""The server tells every other seat when a player's connection drops and when it returns, with the time."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from nightfall_qt.online.client import OnlineClient
from nightfall_qt.online.protocol import PROTOCOL_VERSION
from tests.online.helpers import HUMANS_AND_BOT, running_server


async def _presence(client: OnlineClient) -> dict[str, Any]:
    return await client.expect("presence", timeout=10)


def test_the_others_hear_when_a_friend_drops_and_comes_back(tmp_path: Path) -> None:
    now = [1_800_000_000.0]

    async def main() -> None:
        async with running_server(tmp_path, clock=lambda: now[0]) as (_server, url):
            ada = await OnlineClient.connect(url)
            room = (await ada.create_room("Ada", HUMANS_AND_BOT)).room
            bea = await OnlineClient.connect(url)
            ticket = await bea.join(room, "Bea")
            assert ticket.token is not None
            came = await _presence(ada)
            assert (came["seat"], came["connected"]) == (1, True)
            told = await _presence(bea)  # an arriving player hears of every other claimed seat
            assert (told["seat"], told["connected"], told["since"]) == (0, True, None)
            now[0] += 60
            await bea.close()
            away = await _presence(ada)
            assert away == {"v": PROTOCOL_VERSION, "type": "presence", "room": room, "seat": 1, "connected": False,
                            "since": now[0]}  # fmt: skip
            now[0] += 120
            # Ada leaves and comes back: she hears that Bea is still away, and since when.
            ada_token = ada.received[1]["token"]
            await ada.close()
            ada = await OnlineClient.connect(url)
            await ada.resume(room, ada_token)
            still = await _presence(ada)
            assert (still["seat"], still["connected"], still["since"]) == (1, False, now[0] - 120)
            bea = await OnlineClient.connect(url)
            await bea.resume(room, ticket.token)
            back = await _presence(ada)
            assert (back["seat"], back["connected"], back["since"]) == (1, True, now[0])
            await asyncio.gather(ada.close(), bea.close())

    asyncio.run(main())
