"""Whether and when a seat is asked never tells the others about its hidden hand.

The engine applies a decision with a single answer at once: a seat holding no card it could add to a chain
is passed over without being asked. Seen over the wire, the chain then goes on without that seat: every other
seat would learn from the order of the states that its hand holds no such card. A room keeps such decisions
pending (`Room.forced_choice`), announces them like any other and lets the server answer them.

Proof by twins: in the same position, a twin game whose third seat holds other cards (its hand and deck
re-dealt) must send seat k, after the same decision of seat j, the very same bytes; and the
same check with the engine's own forcing shows the leak it closes.
"""

from __future__ import annotations

import asyncio
import random
from pathlib import Path
from typing import Any

from nightfall_qt.ai import RandomBot
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameState
from nightfall_qt.online.client import OnlineClient, autoplay
from nightfall_qt.online.protocol import encode
from nightfall_qt.online.room import Room
from nightfall_qt.online.store import Store
from tests.online.helpers import running_server, stored

THREE_PEOPLE = [{"kind": "human"}, {"kind": "human"}, {"kind": "human"}]


def _twin(st: GameState, j: int, k: int, rng: random.Random) -> GameState:
    """`st` with the third seat's hand and deck re-dealt: cards neither j nor k can see. (Discard piles are
    face up, DE L540: what can be taken from one is public.)"""
    (m,) = {0, 1, 2} - {j, k}
    twin = st.clone()
    pool = sorted(twin.hand[m] + twin.deck[m])
    rng.shuffle(pool)
    twin.hand[m], twin.deck[m] = pool[: len(twin.hand[m])], pool[len(twin.hand[m]) :]
    return twin


def _sent(room: Room, st: GameState, k: int, choice: Any) -> str:
    """The bytes seat k is sent after `choice` is applied to `st` (the room's own message builder)."""
    events = [dict(e) for e in st.apply(choice)]
    view = Room(room.store, room.record, room.seats, st)
    return encode(view.state_message(k, events, {0, 1, 2}))


def _differing(tmp_path: Path, keep_forced: bool) -> tuple[int, int]:
    """(decisions compared, decisions after which seat k could tell the twins apart) over whole games."""
    cards = load_cards()
    compared = differing = 0
    for game, setup in enumerate(("quick_start", "draft", "quick_start")):
        store = Store(tmp_path / f"{keep_forced}-{game}.sqlite3")
        room, _seat, _token = Room.create(
            store, "ABCDEF", cards, setup, [], THREE_PEOPLE, 0, "normal", seed=game, host="Ada"
        )
        room.state.keep_forced = keep_forced  # False: the engine's own forcing, as before the fix
        rng = random.Random(game)
        while not room.state.is_over:
            st = room.state
            pending = st.decision
            assert pending is not None
            choice = rng.choice(pending.options)
            if st.phase != "setup":  # in the draft, hands are passed on: others' cards are seen by design
                for k in range(3):
                    if k != pending.seat:
                        twin = _twin(st, pending.seat, k, rng)
                        compared += 1
                        differing += _sent(room, st.clone(), k, choice) != _sent(room, twin, k, choice)
            room.apply(pending.seat, choice, "human")
        store.close()
    return compared, differing


def test_twins_differing_in_a_third_hand_send_the_same_bytes(tmp_path: Path) -> None:
    compared, differing = _differing(tmp_path, keep_forced=True)
    assert compared > 1000 and differing == 0


def test_the_engines_own_forcing_would_tell_the_twins_apart(tmp_path: Path) -> None:
    """The control: with single-answer decisions applied by the engine, the check above fails."""
    compared, differing = _differing(tmp_path, keep_forced=False)
    assert compared > 1000 and differing > 10


def test_forced_decisions_are_announced_then_played_by_the_server(tmp_path: Path) -> None:
    """Over the wire: before each decision the server answered for a seat, every other seat was sent a state
    with that seat deciding; only the decider's own copy says `auto`, and it need not answer."""

    async def scenario() -> tuple[list[OnlineClient], str]:
        async with running_server(tmp_path) as (_server, url):
            first = await OnlineClient.connect(url)
            clients, tickets = [first], [await first.create_room("Ada", THREE_PEOPLE)]
            for name in ("Bob", "Cy"):
                client = await OnlineClient.connect(url)
                tickets.append(await client.join(tickets[0].room, name))
                clients.append(client)
            await asyncio.gather(*(autoplay(c, RandomBot(), random.Random(i)) for i, c in enumerate(clients)))
            for c in clients:
                await c.close()
            return clients, tickets[0].room

    clients, code = asyncio.run(scenario())
    _initial, _state, _version, moves = stored(tmp_path, code)
    forced = [(v, seat) for v, (seat, _choice, by) in enumerate(moves) if by == "forced"]
    assert len(forced) > 20 and any(by == "human" for _s, _c, by in moves)
    for k, client in enumerate(clients):
        states = {m["decision"]: m for m in client.received if m["type"] == "state"}
        for version, seat in forced:
            msg = states[version]  # the state before the server's answer reached every seat
            assert msg["observation"]["deciding_seat"] == seat
            assert msg.get("auto", False) == (seat == k)
        assert all(m["type"] != "error" for m in client.received)  # no one answered a forced decision
