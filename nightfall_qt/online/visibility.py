"""What one seat may see of the engine's events: the same door as the local table, in one call.

The local app filters events with `engine.observation.event_for` (through `app.controller.visible_events`,
which lives beside Qt). The server calls the engine's function here and nowhere else, so when the engine's
visibility data changes only this module follows.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from nightfall_qt.engine.events import event_for


def events_for_seat(events: Sequence[dict[str, Any]], seat: int) -> list[dict[str, Any]]:
    """Copies of `events` as `seat` may see them (others' drawn cards and draft picks removed)."""
    return [dict(event_for(e, seat)) for e in events]
