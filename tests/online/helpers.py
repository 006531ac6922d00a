"""Real servers on 127.0.0.1 for the online tests: in-process (same event loop) or the console script."""

from __future__ import annotations

import contextlib
import json
import re
import sqlite3
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from nightfall_qt.cards import load_cards
from nightfall_qt.engine import Choice, GameState
from nightfall_qt.online.server import GameServer, ServerConfig

DB_NAME = "nightfall-server.sqlite3"
HUMANS_AND_BOT = [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "level": "normal"}]
# Clients in tests answer as fast as the loop runs: far above a person's 20 messages a second.
FAST = {"rate": 10_000.0, "burst": 10_000, "rooms_per_hour": 10**6, "room_burst": 1000, "guesses_per_hour": 10**6,
        "guess_burst": 10**6, "arrivals_per_hour": 10**6, "arrival_burst": 10**6,
        "max_connections_per_ip": 0, "max_opening_per_ip": 0,
        "min_timer_seconds": 1}  # turn timers of a second or two keep the timer tests short  # fmt: skip


@contextlib.asynccontextmanager
async def running_server(data: Path, **config: Any) -> AsyncIterator[tuple[GameServer, str]]:
    server = GameServer(ServerConfig(data=data, **{**FAST, **config}))
    port = await server.start()
    try:
        yield server, f"ws://127.0.0.1:{port}"
    finally:
        await server.stop()


def server_script() -> list[str]:
    """The installed console script (the venv's bin/), else the module it runs."""
    script = Path(sys.executable).with_name("nightfall-qt-server")
    return [str(script)] if script.exists() else [sys.executable, "-m", "nightfall_qt.online.cli"]


def spawn_server(data: Path, *extra: str) -> tuple[subprocess.Popen[str], str]:
    """Start `nightfall-qt-server` on a free port; returns the process and its ws:// URL."""
    proc = subprocess.Popen(
        [*server_script(), "--host", "127.0.0.1", "--port", "0", "--data", str(data), "--rate", "10000",
         "--rooms-per-hour", "1000000", "--log-level", "WARNING", *extra],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    assert proc.stdout is not None
    line = proc.stdout.readline()
    found = re.search(r"(wss?://[0-9.]+:\d+)", line)
    if found is None:
        proc.kill()
        raise AssertionError(f"server did not start: {line!r} {proc.stderr.read() if proc.stderr else ''}")
    return proc, found.group(1)


def stored(data: Path, code: str) -> tuple[str, str, int, list[tuple[int, dict[str, Any], str]]]:
    """(initial state, current state, version, [(seat, choice, by)]) of a room, read from the database. The
    current state is the stored snapshot with the moves stored after it replayed, as the server loads it."""
    db = sqlite3.connect(data / DB_NAME)
    try:
        initial, state, state_version, version = db.execute(
            "SELECT initial, state, state_version, version FROM rooms WHERE code=?", (code,)
        ).fetchone()
        moves = [(s, json.loads(c), b) for s, c, b in
                 db.execute("SELECT seat, choice, by FROM moves WHERE code=? ORDER BY version", (code,))]  # fmt: skip
    finally:
        db.close()
    if state_version < version:
        state = snapshot(replay(state, moves[state_version:]))
    return initial, state, version, moves


def replay(initial: str, moves: list[tuple[int, dict[str, Any], str]]) -> GameState:
    """The game rebuilt from its first state and the stored choices alone."""
    st = GameState.from_json(initial, load_cards())
    st.record_events = True
    st.keep_forced = True  # as the server plays (Room.forced_choice)
    for seat, choice, _by in moves:
        assert st.decision is not None and st.decision.seat == seat
        st.apply(Choice.from_dict(choice))
    return st


def snapshot(st: GameState) -> str:
    snap = st.clone(events=False)
    snap.record_events = True
    return snap.to_json()
