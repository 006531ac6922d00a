"""The online seats this player holds, kept to resume them later (the start-up Resume dialog, File → Resume
online game).

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

from nightfall_qt.app.storage.saves import write_atomic

log = logging.getLogger(__name__)
TICKETS_FILE = "online-games.json"
TICKETS_FORMAT = "nightfall-qt-online-seats"
MAX_TICKETS = 12
FINISHED = "finished"  # a row's mark: the game was seen ending


@dataclasses.dataclass(frozen=True)
class OnlineSeat:
    """What resumes a seat later: kept in the app's data folder (this module; app/remote/remote_controller.py fills
    it)."""

    url: str
    room: str
    seat: int
    token: str
    name: str
    hosted: bool = False  # the game runs on this computer's embedded server (restart it to resume)
    host: str = "127.0.0.1"  # the embedded server's interface and port (hosted games)
    port: int = 0


SEAT_FIELDS = frozenset(f.name for f in dataclasses.fields(OnlineSeat))


def _rows(data_dir: Path) -> list[dict[str, Any]]:
    path = Path(data_dir) / TICKETS_FILE
    try:
        data: Any = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return []
    except (OSError, ValueError) as exc:
        log.info("%s: ignored (%s)", path, exc)  # the games stay on their servers; nothing to tell the player
        return []
    rows = data.get("seats") if isinstance(data, dict) and data.get("format") == TICKETS_FORMAT else None
    return [row for row in rows if isinstance(row, dict)] if isinstance(rows, list) else []


def _ticket(row: dict[str, Any]) -> OnlineSeat | None:
    try:
        return OnlineSeat(**{k: v for k, v in row.items() if k in SEAT_FIELDS})
    except TypeError as exc:  # a field missing: that seat is lost, the others stay
        log.info("%s: a seat ignored (%s)", TICKETS_FILE, exc)
        return None


def load_tickets(data_dir: Path) -> list[OnlineSeat]:
    return [t for row in _rows(data_dir) if (t := _ticket(row)) is not None]


def unfinished_tickets(data_dir: Path) -> list[OnlineSeat]:
    """The seats of games not seen ending (offered at start-up by ui/dialogs/resume_dialog.py)."""
    return [t for row in _rows(data_dir) if not row.get(FINISHED) and (t := _ticket(row)) is not None]


def _key(ticket: OnlineSeat) -> tuple[str, str, int]:
    return (ticket.url, ticket.room, ticket.seat)


def remember(data_dir: Path, ticket: OnlineSeat, finished: bool | None = None) -> None:
    """Put `ticket` first (replacing the same room and seat on the same server; `finished` None keeps what was
    known of its game)."""
    pairs = [(t, row) for row in _rows(data_dir) if (t := _ticket(row)) is not None]
    old = [t for t, _row in pairs]
    done = {_key(t) for t, row in pairs if row.get(FINISHED)}
    first = {**dataclasses.asdict(ticket), FINISHED: _key(ticket) in done if finished is None else finished}
    others = [{**dataclasses.asdict(t), FINISHED: _key(t) in done} for t in old if _key(t) != _key(ticket)]
    Path(data_dir).mkdir(parents=True, exist_ok=True)
    text = json.dumps({"format": TICKETS_FORMAT, "version": 1, "seats": [first, *others][:MAX_TICKETS]}, indent=1)
    write_atomic(Path(data_dir) / TICKETS_FILE, text)


def mark_finished(data_dir: Path, ticket: OnlineSeat) -> None:
    """The game of this seat ended: it is no longer offered at start-up (File → Resume online game keeps it)."""
    remember(data_dir, ticket, finished=True)
