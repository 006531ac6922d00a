"""A finished game, player by player, for the end screen: wounds by kind (the result), damage dealt, minions
destroyed, cards claimed and turns played — counted from the game's events as the viewer saw them, never from
the live state.

Events do not name who dealt damage, so a point of damage (and a destroyed minion) is credited to the seat whose
card or attack was resolving when it happened (the last `card_resolving` / `attack_resolved`), and only when it
hit another seat's minion or player.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from nightfall_qt.engine.events import EventKind

SOURCES = frozenset({EventKind.CARD_RESOLVING, EventKind.ATTACK_RESOLVED})


@dataclass
class PlayerSummary:
    seat: int
    rank: int = 0
    wounds: int = 0
    by_kind: dict[str, int] = field(default_factory=dict)
    damage_dealt: int = 0
    minions_destroyed: int = 0
    cards_claimed: int = 0
    turns: int = 0


def summarize(events: Sequence[dict[str, Any]], result: Any, players: int) -> list[PlayerSummary]:
    """One summary per seat, in ranking order (the winner first)."""
    rows = {s: PlayerSummary(s) for s in range(players)}
    source: int | None = None
    for e in events:
        kind, seat = e.get("type"), e.get("seat")
        if kind in (EventKind.TURN_STARTED, EventKind.PHASE_STARTED):
            source = None
        if kind in SOURCES:
            source = seat if isinstance(seat, int) else None
        elif kind == EventKind.DAMAGE_DEALT and source is not None and seat != source:
            rows[source].damage_dealt += int(e.get("amount") or 0)
        elif kind == EventKind.MINION_DESTROYED and source is not None and seat != source:
            rows[source].minions_destroyed += 1
        elif kind == EventKind.CARD_CLAIMED and seat in rows:
            rows[seat].cards_claimed += 1
        elif kind == EventKind.TURN_STARTED and seat in rows:
            rows[seat].turns += 1
    for r in result.ranking:
        row = rows[r.seat]
        row.rank, row.wounds, row.by_kind = r.rank, r.wounds, dict(r.by_kind)
    return sorted(rows.values(), key=lambda row: row.rank)
