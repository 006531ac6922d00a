"""The room's state snapshot is stored every SNAPSHOT_EVERY decisions; a loaded room replays the moves after it."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

from nightfall_qt.cards import load_cards
from nightfall_qt.online.room import SNAPSHOT_EVERY, Room, _snapshot
from nightfall_qt.online.store import Store

CARDS = load_cards()
HUMANS = [{"kind": "human"}] * 3


def _played(store: Store, decisions: int) -> Room:
    room, _seat, _token = Room.create(store, "ABCDEF", CARDS, "quick_start", [], HUMANS, 0.0, "normal", 11, "Ada")
    rng = random.Random(3)
    for _ in range(decisions):
        pending = room.state.decision
        assert pending is not None
        room.apply(pending.seat, rng.choice(pending.options), "human")
    return room


def _loaded(store: Store) -> Room:
    (record, seats), *_ = store.rooms()
    return Room.load(store, record, seats, CARDS)


def test_a_room_loaded_between_snapshots_is_the_room_that_was_played(tmp_path: Path) -> None:
    store = Store(tmp_path / "db.sqlite3")
    decisions = 2 * SNAPSHOT_EVERY + 5
    room = _played(store, decisions)
    again = _loaded(store)
    assert again.record.state_version == 2 * SNAPSHOT_EVERY < again.version == decisions
    assert _snapshot(again.state) == _snapshot(room.state)  # zones, pending decision and the RNG alike
    pending = room.state.decision
    assert pending is not None
    choice = pending.options[-1]  # both play on alike
    assert list(map(dict, again.state.apply(choice))) == list(map(dict, room.state.apply(choice)))
    store.close()


def test_a_schema_2_database_takes_its_state_as_the_last_decisions(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    store = Store(path)
    room = _played(store, SNAPSHOT_EVERY + 3)
    store.close()
    db = sqlite3.connect(path)
    with db:  # what schema 2 held: the state after every decision, no state_version
        db.execute("UPDATE rooms SET state=?", (_snapshot(room.state),))
        db.execute("ALTER TABLE rooms DROP COLUMN state_version")
        db.execute("PRAGMA user_version=2")
    db.close()
    store = Store(path)
    again = _loaded(store)
    assert again.record.state_version == again.version == SNAPSHOT_EVERY + 3
    assert _snapshot(again.state) == _snapshot(room.state)
    store.close()
