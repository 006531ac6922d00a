"""`nightfall-qt-server --data DIR --export-replay ROOM FILE`: a finished online game as a replay file.

The server's store keeps a room's first position and every decision (online/store.py), so the server, unlike a
client, knows the whole game: it plays the decisions again from the first position (each checked by the engine) and
writes the replay in the app's format (nightfall_qt/engine/replay_format.py, docs/REPLAYS.md), which `nightfall-qt
--replay FILE` opens with every seat's view. No Qt is imported.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from nightfall_qt.cards import load_cards
from nightfall_qt.engine import CardDB, Choice, GameState
from nightfall_qt.engine.replay_format import card_identity, replay_text
from nightfall_qt.online.store import Store

DATABASE = "nightfall-server.sqlite3"  # online/server.py's name for it


class ExportError(Exception):
    """The room cannot be exported (unknown, not finished, its moves do not play)."""


def replay_of_room(store: Store, code: str, cards: CardDB) -> str:
    """The replay text of the finished room `code`; ExportError otherwise."""
    found = next(((room, seats) for room, seats in store.rooms() if room.code == code), None)
    if found is None:
        raise ExportError(f"no room {code!r} in {store.path}")
    room, seats = found
    try:
        state = GameState.from_json(room.initial, cards)
        state.keep_forced = True  # the room answered its forced decisions as moves of their own (room.py)
        for _number, _seat, choice, _by, _events in store.moves(code):
            state.apply(Choice.from_dict(choice))
    except Exception as exc:  # a damaged database or other cards: say so, no traceback
        raise ExportError(f"room {code}: its moves do not play: {type(exc).__name__}: {exc}") from exc
    if not state.is_over or state.result_data is None:
        raise ExportError(f"room {code}: the game is not finished ({len(state.history)} decisions so far)")
    started = datetime.fromtimestamp(room.created, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    data: dict[str, Any] = {
        "app_version": _version(), "saved_at": datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "game_id": f"online-{code}", "started_at": started, "elapsed_seconds": 0.0, "origin": "online",
        "options": state.options.to_dict(), "seed": state.options.seed,
        "seats": [{"name": s.name or f"Seat {s.seat + 1}", "kind": s.kind, "level": s.level or "random"}
                  for s in seats],
        "cards": card_identity(cards, state.options.edition), "result": state.result_data,
    }  # fmt: skip
    return replay_text(data, state.history)


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("nightfall-qt")
    except PackageNotFoundError:
        return "0.1.0"


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="nightfall-qt-server --export-replay",
                                description="Write a finished online game as a replay file.")  # fmt: skip
    p.add_argument("--data", type=Path, required=True, help="directory of the server's SQLite database")
    p.add_argument("--export-replay", nargs=2, metavar=("ROOM", "FILE"), required=True)
    a = p.parse_args(argv)
    code, out = a.export_replay
    database = a.data / DATABASE
    if not database.is_file():
        print(f"nightfall-qt-server: no server database at {database}", file=sys.stderr)
        return 1
    store = Store(database)
    try:
        text = replay_of_room(store, code, load_cards())
        tmp = Path(f"{out}.{os.getpid()}.tmp")
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, out)
    except (ExportError, OSError) as exc:
        print(f"nightfall-qt-server: {exc}", file=sys.stderr)
        return 1
    finally:
        store.close()
    print(f"{out}: the replay of room {code}, {len(json.loads(text)['decisions'])} decisions")
    return 0
