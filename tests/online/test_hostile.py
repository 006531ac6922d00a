"""Bad input over a real connection: a clear error for each message, the game untouched, the server up."""

from __future__ import annotations

import asyncio
import json
import random
import secrets
from pathlib import Path
from typing import Any

import pytest

from nightfall_qt.ai import RandomBot
from nightfall_qt.online.client import OnlineClient, OnlineError, autoplay
from nightfall_qt.online.protocol import MAX_CLIENT_BYTES, ROOM_ALPHABET, encode
from tests.online.helpers import HUMANS_AND_BOT, running_server, stored

FUZZ_MESSAGES = 1200


def _garbage(rng: random.Random) -> str:
    """Text that is not a valid message at all."""
    choice = rng.randrange(6)
    if choice == 0:
        return "".join(chr(rng.randrange(32, 0x2FF)) for _ in range(rng.randrange(1, 80)))
    if choice == 1:
        return json.dumps({"v": 1, "type": "ping"})[: rng.randrange(1, 20)]  # truncated
    if choice == 2:
        return json.dumps(rng.choice([[], 1, "ping", None, True, [{"v": 1}]]))
    if choice == 3:
        return "[" * rng.randrange(200, 2000)  # deep nesting
    if choice == 4:
        return '{"v": 1, "type": "ping", "x": NaN}'
    return "x" * rng.randrange(MAX_CLIENT_BYTES + 1, MAX_CLIENT_BYTES * 8)  # oversized, below the frame limit


def _room_code(rng: random.Random) -> str:
    return "".join(rng.choice(ROOM_ALPHABET) for _ in range(6))


def _bad_fields(rng: random.Random, room: str, other_room: str, other_token: str) -> dict[str, Any]:
    """Well-formed JSON objects that break the schema or the rules."""
    bad_values = [True, 1.5, -1, 2**40, "", "x" * 200, None, [], {}, "\x00name"]
    cases: list[dict[str, Any]] = [
        {"type": "ping", "v": rng.choice([0, 3, "1", None, 1.0])},
        {"v": 1, "type": rng.choice(["pong", "state", "error", "hack", "", 7, None])},
        {"v": 1, "type": "ping", "extra": 1},
        {"v": 1, "type": "ping", "id": rng.choice([True, -5, 2**40, "7"])},
        {"v": 1, "type": "join", "room": rng.choice([room.lower(), room + "A", "O0I1OO", 5]), "name": "Eve"},
        {"v": 1, "type": "join", "room": _room_code(rng), "name": "Eve"},  # (almost surely) no such room
        {"v": 1, "type": "join", "room": room, "name": rng.choice(bad_values)},
        {"v": 1, "type": "join", "room": room, "name": "Eve"},  # every human seat is taken
        {"v": 1, "type": "resume", "room": room, "token": secrets.token_urlsafe(32)},  # forged
        {"v": 1, "type": "resume", "room": room, "token": other_token},  # replayed from another room
        {"v": 1, "type": "resume", "room": other_room, "token": rng.choice(bad_values)},
        {"v": 1, "type": "create_room", "name": "Eve", "setup": "quick_start",
         "seats": rng.choice([[{"kind": "bot", "level": "easy"}] * 3, [{"kind": "human"}] * 6, [{"kind": "human"}],
                              [{"kind": "human"}, {"kind": "bot", "level": "godlike"}], "two",
                              [{"kind": "human", "level": "easy"}, {"kind": "human"}]])},
        {"v": 1, "type": "create_room", "name": "Eve", "setup": "draft_2p", "seats": [{"kind": "human"}] * 3},
        {"v": 1, "type": "create_room", "name": "Eve", "setup": "quick_start", "seats": [{"kind": "human"}] * 2,
         "variants": rng.choice([["secret_archives", "secret_archives"], ["common_ground", "secret_archives"],
                                 ["cheat"]])},
        {"v": 1, "type": "create_room", "name": "Eve", "setup": "quick_start", "seats": [{"kind": "human"}] * 2,
         "timer": rng.choice([-1, 10**9, 2.5, True])},
        {"v": 1, "type": "choose", "decision": 0, "choice": {"kind": "end_turn"}},  # not joined
    ]  # fmt: skip
    return rng.choice(cases)


def _bad_choices(rng: random.Random, state: dict[str, Any], seat: int) -> dict[str, Any]:
    """From a seated player: stale or future decisions, forged or another seat's choices, re-joining."""
    obs, version = state["observation"], state["decision"]
    legal = obs["options"]
    mine = obs["deciding_seat"] == seat
    forged = {"kind": rng.choice(["end_turn", "claim", "chain_pass", "x" * 32]), "uid": rng.randrange(0, 500),
              "seat": rng.randrange(-1, 5), "kicker": rng.choice([True, False])}  # fmt: skip
    while forged in legal:
        forged["uid"] += 1
    cases: list[dict[str, Any]] = [
        {"decision": version + rng.choice([-3, -1, 1, 50]), "choice": legal[0] if legal else forged},
        {"decision": version, "choice": forged},
        {"decision": version, "choice": {"kind": "end_turn", "uid": True}},
        {"decision": version, "choice": {"card": "vulko"}},
        {"decision": version, "choice": {"kind": "end_turn", "cheat": 1}},
        {"decision": -1, "choice": {"kind": "end_turn"}},
    ]
    msg: dict[str, Any] = {"v": 1, "type": "choose", **rng.choice(cases)}
    if not mine:  # a choice of the seat that does decide, sent by another seat
        msg["choice"] = rng.choice([forged, *state.get("_their_options", [forged])])
        msg["decision"] = version
    if rng.random() < 0.05:
        return {"v": 1, "type": "join", "room": state["room"], "name": "Again"}  # already seated
    return msg


async def _answers(client: OnlineClient, count: int) -> list[dict[str, Any]]:
    return [await client.recv(timeout=30) for _ in range(count)]


def test_a_thousand_hostile_messages_change_nothing(tmp_path: Path) -> None:
    rng = random.Random(2026)

    async def scenario() -> None:
        async with running_server(tmp_path, bad_tokens_close=10**9) as (server, url):
            other = await OnlineClient.connect(url)
            elsewhere = await other.create_room("Zed", [{"kind": "human"}, {"kind": "bot", "level": "random"}])
            ada, bob = await OnlineClient.connect(url), await OnlineClient.connect(url)
            ticket = await ada.create_room("Ada", HUMANS_AND_BOT)
            await bob.join(ticket.room, "Bob")
            # Play until a person decides (so no bot moves while the fuzz runs), then take the picture.
            players = [asyncio.create_task(autoplay(c, RandomBot(), random.Random(i), stop_after=6))
                       for i, c in enumerate((ada, bob))]  # fmt: skip
            await asyncio.wait(players, return_when=asyncio.FIRST_COMPLETED)
            for task in players:
                task.cancel()
            room = server.rooms[ticket.room]
            while room.deciding_seat() not in (0, 1) or room.code in server._driving:  # nor a forced move
                await asyncio.sleep(0.01)
            await asyncio.sleep(0.05)
            for c in (ada, bob):
                while not c.queue.empty():
                    await c.recv()
            before = (room.record.state, room.version, stored(tmp_path, ticket.room), len(server.rooms))
            decider = room.deciding_seat()
            seated = {0: ada, 1: bob}
            assert ada.state is not None and bob.state is not None
            their = [o.to_dict() for o in room.state.decision.options]  # type: ignore[union-attr]
            for c in seated.values():
                assert c.state is not None
                c.state["_their_options"] = their
            fuzz = await OnlineClient.connect(url)
            sent = 0
            codes: set[str] = set()
            while sent < FUZZ_MESSAGES:
                batch: list[tuple[OnlineClient, str]] = []
                for _ in range(100):
                    pick = rng.random()
                    if pick < 0.3:
                        batch.append((fuzz, _garbage(rng)))
                    elif pick < 0.6:
                        assert elsewhere.token is not None
                        msg = _bad_fields(rng, ticket.room, elsewhere.room, elsewhere.token)
                        batch.append((fuzz, json.dumps(msg)))
                    else:
                        seat = rng.choice([0, 1])
                        state = seated[seat].state
                        assert state is not None
                        batch.append((seated[seat], encode({k: v for k, v in _bad_choices(rng, state, seat).items()
                                                            if k != "v"})))  # fmt: skip
                for client, text in batch:
                    await client.ws.send(text)
                for client in (fuzz, ada, bob):
                    n = sum(1 for c, _t in batch if c is client)
                    for answer in await _answers(client, n):
                        assert answer["type"] == "error" and answer["code"] and answer["message"], answer
                        codes.add(answer["code"])
                sent += len(batch)
            assert codes == {
                "bad_json", "bad_message", "unsupported_version", "unknown_type", "too_large", "no_room", "room_full",
                "bad_token", "not_joined", "already_joined", "not_your_decision", "stale_decision", "illegal_choice",
            }  # fmt: skip
            await fuzz.ws.send(b"\x00\x01binary")
            assert (await fuzz.recv())["code"] == "bad_message"
            after = (room.record.state, room.version, stored(tmp_path, ticket.room), len(server.rooms))
            assert after == before  # not one decision, seat, room or stored byte changed
            # ...and the game is still alive for the player whose turn it is.
            client = seated[decider]  # type: ignore[index]
            await client.choose(room.state.decision.options[0])  # type: ignore[union-attr]
            assert (await client.next_state())["decision"] == before[1] + 1
            for c in (fuzz, ada, bob, other):
                await c.close()

    asyncio.run(scenario())


def test_a_flood_is_refused_then_cut_off_and_others_play_on(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path, rate=5.0, burst=10, flood_close=50) as (_server, url):
            calm = await OnlineClient.connect(url)
            flood = await OnlineClient.connect(url)
            for _ in range(200):
                await flood.ws.send(encode({"type": "ping"}))
            kinds = []
            with pytest.raises(OnlineError) as closed:
                while True:
                    kinds.append((await flood.recv())["type"])
            assert closed.value.code == "closed" and flood.ws.close_code == 1008
            assert kinds[:10] == ["pong"] * 10 and "error" in kinds[10:]
            await calm.send({"type": "ping"})
            assert (await calm.expect("pong"))["type"] == "pong"
            await calm.close()

    asyncio.run(scenario())


def test_a_frame_above_the_limit_closes_only_that_connection(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with running_server(tmp_path) as (_server, url):
            calm = await OnlineClient.connect(url)
            big = await OnlineClient.connect(url)
            await big.ws.send("x" * 100_000)
            with pytest.raises(OnlineError):
                await big.expect("never")
            assert big.ws.close_code == 1009  # "message too big"
            await calm.send({"type": "ping"})
            assert (await calm.expect("pong"))["type"] == "pong"
            await calm.close()

    asyncio.run(scenario())


def test_one_address_cannot_fill_the_server_with_rooms(tmp_path: Path) -> None:
    """Rooms are stored for days: reconnecting to create more is refused past the address's allowance."""

    async def scenario() -> None:
        async with running_server(tmp_path, rooms_per_hour=1.0, room_burst=2) as (server, url):
            seats = [{"kind": "human"}, {"kind": "bot", "level": "random"}]
            for name in ("Ann", "Ben"):
                client = await OnlineClient.connect(url)
                await client.create_room(name, seats)
                await client.close()
            greedy = await OnlineClient.connect(url)
            with pytest.raises(OnlineError) as refused:
                await greedy.create_room("Eve", seats)
            assert refused.value.code == "rate_limited" and "an hour" in str(refused.value)
            assert len(server.rooms) == 2
            await greedy.send({"type": "ping"})  # refused, not cut off
            assert (await greedy.expect("pong"))["type"] == "pong"
            await greedy.close()

    asyncio.run(scenario())
