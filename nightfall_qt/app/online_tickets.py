"""The online seats this player holds, kept to resume them later (File → Resume online game).

A seat's token is the only key to it (the server keeps only its hash): it is written to
`online-games.json` in the app's data folder, newest first. A damaged file is set aside as empty, never
fatal: the games stay on their servers.
"""

from __future__ import annotations

import dataclasses
import json
import logging
from pathlib import Path
from typing import Any

from nightfall_qt.app.saves import write_atomic

log = logging.getLogger(__name__)
TICKETS_FILE = "online-games.json"
TICKETS_FORMAT = "nightfall-qt-online-seats"
MAX_TICKETS = 12


@dataclasses.dataclass(frozen=True)
class OnlineSeat:
    """What resumes a seat later: kept in the app's data folder (this module; app/remote_controller.py fills it)."""

    url: str
    room: str
    seat: int
    token: str
    name: str
    hosted: bool = False  # the game runs on this computer's embedded server (restart it to resume)
    host: str = "127.0.0.1"  # the embedded server's interface and port (hosted games)
    port: int = 0


def load_tickets(data_dir: Path) -> list[OnlineSeat]:
    path = Path(data_dir) / TICKETS_FILE
    try:
        data: Any = json.loads(path.read_text(encoding="utf-8"))
        rows = data["seats"] if isinstance(data, dict) and data.get("format") == TICKETS_FORMAT else []
        return [OnlineSeat(**row) for row in rows if isinstance(row, dict)]
    except FileNotFoundError:
        return []
    except (OSError, ValueError, KeyError, TypeError) as exc:
        log.info("%s: ignored (%s)", path, exc)  # the games stay on their servers; nothing to tell the player
        return []


def remember(data_dir: Path, ticket: OnlineSeat) -> None:
    """Put `ticket` first (replacing the same room and seat on the same server)."""
    others = [t for t in load_tickets(data_dir) if (t.url, t.room, t.seat) != (ticket.url, ticket.room, ticket.seat)]
    rows = [dataclasses.asdict(t) for t in [ticket, *others][:MAX_TICKETS]]
    Path(data_dir).mkdir(parents=True, exist_ok=True)
    text = json.dumps({"format": TICKETS_FORMAT, "version": 1, "seats": rows}, indent=1)
    write_atomic(Path(data_dir) / TICKETS_FILE, text)
