"""Rebuild the engine's `Observation` from its wire form (`Observation.to_dict()` sent as JSON).

A remote table or a client-side bot then reads exactly the object a local one reads.
"""

from __future__ import annotations

from typing import Any

from nightfall_qt.engine import Choice, GameResult
from nightfall_qt.engine.observation import Observation, SeatView


def _tuples(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    if isinstance(value, dict):
        return {k: _tuples(v) for k, v in value.items()}
    return value


def observation_from_wire(data: dict[str, Any]) -> Observation:
    seats = tuple(SeatView(**_tuples(s)) for s in data["seats"])
    result = data.get("result")
    return Observation(
        seat=data["seat"], players=data["players"], active=data["active"], first_player=data["first_player"],
        phase=data["phase"], turn=data["turn"], seats=seats, archives=_tuples(data["archives"]),
        chain=_tuples(data["chain"]), wounds=data["wounds"], attacks=_tuples(data["attacks"]),
        deciding_seat=data["deciding_seat"], decision_kind=data["decision_kind"],
        options=tuple(Choice.from_dict(o) for o in data["options"]), is_over=data["is_over"],
        result=None if result is None else GameResult.from_dict(result), extra=_tuples(data.get("extra", {})),
        resolving=_tuples(data.get("resolving", [])),
    )  # fmt: skip
