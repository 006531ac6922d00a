"""SQLite persistence of rooms, seats and every decision (stdlib sqlite3, WAL journal).

Each decision is one transaction: the move row (who chose what, the events it caused), committed before
anyone is told, so a server killed at any instant restarts at the last decision every client has seen, or
one later that no client has seen yet — never between. The room's state snapshot is written with every
`SNAPSHOT_EVERY`th decision and the last one (`state_version` names its decision); loading a room replays
the moves after it (room.py: the engine is deterministic, its random generator is part of the state).
WAL with synchronous=NORMAL survives a killed process (not a power cut between checkpoints, which the
operator covers with `--sync full`; see docs/ONLINE.md).

Rooms do not live for ever: `active` is the last time anything happened in a room (a move, a seat claimed,
a player arriving or leaving), and the server deletes finished and abandoned rooms by it (`delete_rooms`).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

SCHEMA_VERSION = 3  # 2: rooms.active; 3: rooms.state_version
_SCHEMA = """
CREATE TABLE IF NOT EXISTS rooms (
    code TEXT PRIMARY KEY, created REAL NOT NULL, options TEXT NOT NULL, seed INTEGER NOT NULL,
    timer REAL NOT NULL, timer_level TEXT NOT NULL, initial TEXT NOT NULL, state TEXT NOT NULL,
    version INTEGER NOT NULL, deadline REAL, active REAL NOT NULL, state_version INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS seats (
    code TEXT NOT NULL REFERENCES rooms(code), seat INTEGER NOT NULL, kind TEXT NOT NULL, level TEXT,
    name TEXT, token_hash TEXT, PRIMARY KEY (code, seat)
);
CREATE TABLE IF NOT EXISTS moves (
    code TEXT NOT NULL REFERENCES rooms(code), version INTEGER NOT NULL, seat INTEGER NOT NULL,
    choice TEXT NOT NULL, by TEXT NOT NULL, events TEXT NOT NULL, at REAL NOT NULL,
    PRIMARY KEY (code, version)
);
"""

# RoomRecord's fields in order, named: an upgraded database has its added columns in another order.
_ROOM_COLUMNS = (
    "code, created, options, seed, timer, timer_level, initial, state, version, deadline, active, state_version"
)


@dataclass
class SeatRecord:
    seat: int
    kind: str  # "human" | "bot"
    level: str | None  # bot level
    name: str | None  # a human's name once claimed
    token_hash: str | None  # sha256 of the seat's token once claimed


@dataclass
class RoomRecord:
    code: str
    created: float
    options: dict[str, Any]
    seed: int
    timer: float  # seconds per human decision, 0 = no timer
    timer_level: str  # the bot level that plays for an absent human when the timer runs out
    initial: str  # state JSON before the first decision (replays and audits)
    state: str  # state JSON after decision `state_version` (the moves after it replayed give the current one)
    version: int  # decisions applied so far
    deadline: float | None  # wall-clock time the pending human decision times out
    active: float  # wall-clock time of the last move, seat claimed, arrival or departure (expiry)
    state_version: int = 0  # the decision `state` is the state after


class Store:
    def __init__(self, path: Path, sync: str = "normal") -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(path, isolation_level=None)  # explicit BEGIN/COMMIT below
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute(f"PRAGMA synchronous={'FULL' if sync == 'full' else 'NORMAL'}")
        self.db.execute("PRAGMA foreign_keys=ON")
        # Checkpoints (copying the WAL into the database, with an fsync) would otherwise run inside
        # whichever decision's commit crosses 1000 pages and stall that room; `checkpoint()` does it
        # from a worker thread on its own connection instead.
        self.db.execute("PRAGMA wal_autocheckpoint=0")
        self.path = path
        self.db.executescript(_SCHEMA)
        found = self.db.execute("PRAGMA user_version").fetchone()[0]
        if found == 1:
            self._upgrade_from_1()
        if found in (1, 2):
            self._upgrade_from_2()
        elif found == 0:
            self.db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
        elif found != SCHEMA_VERSION:
            raise RuntimeError(f"{path}: database schema version {found}, this server reads {SCHEMA_VERSION}")

    def _upgrade_from_1(self) -> None:
        """Version 1 had no `active`: a room was last active at its last move (or its creation)."""
        with self._tx():
            self.db.execute("ALTER TABLE rooms ADD COLUMN active REAL NOT NULL DEFAULT 0")
            self.db.execute(
                "UPDATE rooms SET active = COALESCE((SELECT MAX(at) FROM moves WHERE moves.code = rooms.code), created)"
            )
            self.db.execute("PRAGMA user_version=2")

    def _upgrade_from_2(self) -> None:
        """Version 2 stored the state after every decision: the snapshot is the state after the last one."""
        columns = {row[1] for row in self.db.execute("PRAGMA table_info(rooms)")}
        with self._tx():
            if "state_version" not in columns:
                self.db.execute("ALTER TABLE rooms ADD COLUMN state_version INTEGER NOT NULL DEFAULT 0")
            self.db.execute("UPDATE rooms SET state_version = version")
            self.db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")

    def close(self) -> None:
        self.checkpoint()
        self.db.close()

    def checkpoint(self) -> None:
        """Copy the WAL into the database file without blocking writers (call from any thread)."""
        other = sqlite3.connect(self.path, isolation_level=None)
        try:
            other.execute("PRAGMA wal_checkpoint(PASSIVE)")
        finally:
            other.close()

    def create_room(self, room: RoomRecord, seats: list[SeatRecord]) -> None:
        with self._tx():
            self.db.execute(
                f"INSERT INTO rooms ({_ROOM_COLUMNS}) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",  # noqa: S608 - fixed names
                (room.code, room.created, json.dumps(room.options), room.seed, room.timer, room.timer_level,
                 room.initial, room.state, room.version, room.deadline, room.active, room.state_version),
            )  # fmt: skip
            self.db.executemany(
                "INSERT INTO seats VALUES (?,?,?,?,?,?)",
                [(room.code, s.seat, s.kind, s.level, s.name, s.token_hash) for s in seats],
            )

    def claim_seat(self, code: str, seat: SeatRecord, at: float) -> None:
        with self._tx():
            self.db.execute(
                "UPDATE seats SET name=?, token_hash=? WHERE code=? AND seat=?",
                (seat.name, seat.token_hash, code, seat.seat),
            )
            self.db.execute("UPDATE rooms SET active=? WHERE code=?", (at, code))

    def touch(self, code: str, at: float) -> None:
        """A player arrived or left: the room was active at `at`."""
        self.db.execute("UPDATE rooms SET active=? WHERE code=?", (at, code))

    def delete_rooms(self, codes: list[str]) -> None:
        """Remove rooms with their seats and moves, in one transaction."""
        rows = [(c,) for c in codes]
        with self._tx():
            for table in ("moves", "seats", "rooms"):  # children first: foreign keys are on
                self.db.executemany(f"DELETE FROM {table} WHERE code=?", rows)  # noqa: S608 - fixed table names

    def record_move(
        self, code: str, version: int, seat: int, choice: dict[str, Any], by: str, events: list[dict[str, Any]],
        state: str | None, deadline: float | None, at: float,
    ) -> None:  # fmt: skip
        """One decision: `version` is the room's version after it (1 for the first decision); `state`, when
        given, is the state after it (the new snapshot)."""
        with self._tx():
            self.db.execute(
                "INSERT INTO moves VALUES (?,?,?,?,?,?,?)",
                (code, version, seat, json.dumps(choice), by, json.dumps(events), at),
            )
            if state is None:
                self.db.execute(
                    "UPDATE rooms SET version=?, deadline=?, active=? WHERE code=?", (version, deadline, at, code)
                )
            else:
                self.db.execute(
                    "UPDATE rooms SET state=?, state_version=?, version=?, deadline=?, active=? WHERE code=?",
                    (state, version, version, deadline, at, code),
                )

    def rooms(self) -> Iterator[tuple[RoomRecord, list[SeatRecord]]]:
        for row in self.db.execute(f"SELECT {_ROOM_COLUMNS} FROM rooms ORDER BY created").fetchall():  # noqa: S608
            room = RoomRecord(row[0], row[1], json.loads(row[2]), *row[3:])
            seats = [SeatRecord(*r) for r in self.db.execute(
                "SELECT seat, kind, level, name, token_hash FROM seats WHERE code=? ORDER BY seat", (room.code,)
            )]  # fmt: skip
            yield room, seats

    def choices_after(self, code: str, version: int) -> list[dict[str, Any]]:
        """The choices of the room's decisions after decision `version`, in order."""
        rows = self.db.execute("SELECT choice FROM moves WHERE code=? AND version>? ORDER BY version", (code, version))
        return [json.loads(choice) for (choice,) in rows]

    def moves(self, code: str) -> list[tuple[int, int, dict[str, Any], str, list[dict[str, Any]]]]:
        """(version, seat, choice, by, events) of every decision in the room, in order."""
        rows = self.db.execute(
            "SELECT version, seat, choice, by, events FROM moves WHERE code=? ORDER BY version", (code,)
        )
        return [(v, s, json.loads(c), b, json.loads(e)) for v, s, c, b, e in rows]

    def _tx(self) -> _Transaction:
        return _Transaction(self.db)


class _Transaction:
    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> None:
        self.db.execute("BEGIN IMMEDIATE")

    def __exit__(self, exc_type: object, *_: object) -> None:
        self.db.execute("COMMIT" if exc_type is None else "ROLLBACK")
