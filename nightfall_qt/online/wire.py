"""Rebuild the engine's `Observation` from its wire form (`Observation.to_dict()` sent as JSON).

A remote table or a client-side bot then reads exactly the object a local one reads.
"""

from __future__ import annotations

from dataclasses import asdict, fields, is_dataclass
from typing import Any

from nightfall_qt.engine import Choice, GameResult
from nightfall_qt.engine.choices import DecisionKind
from nightfall_qt.engine.observation import (
    OWN_FIELDS,
    ArchiveView,
    Attack,
    CardRef,
    ChainLink,
    InPlay,
    Observation,
    Request,
    Resolving,
    SeatView,
)
from nightfall_qt.engine.why_not import NO_REASONS, Reason, ReasonCode, WhyNot


def _tuples(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    if isinstance(value, dict):
        return {k: _tuples(v) for k, v in value.items()}
    return value


OBSERVATION_FIELDS = tuple(f.name for f in fields(Observation))
SEAT_FIELDS = tuple(f.name for f in fields(SeatView))
_PLAIN = frozenset({int, str, bool, float, tuple, list, dict, type(None)})  # skips is_dataclass (5 % per decision)


def observation_to_wire(obs: Observation) -> dict[str, Any]:
    """The same data as `obs.to_dict()` (tests/online/test_protocol.py compares them), built without
    `dataclasses.asdict`, whose deep copy was 60 % of the server's time per decision. Tuples stay tuples:
    JSON writes them as lists."""
    return {name: field_to_wire(name, getattr(obs, name)) for name in OBSERVATION_FIELDS}


def observations_to_wire(observations: tuple[Observation, ...]) -> list[dict[str, Any]]:
    """`observation_to_wire` of each of `engine.observe_all`'s observations: what they share (the same objects:
    what every seat sees, all but `OWN_FIELDS`) is converted once and its wire form shared too (wire values are
    never changed afterwards)."""
    views: dict[int, dict[str, Any]] = {}  # id of a SeatView -> its wire form (the observations keep it alive)
    out: list[dict[str, Any]] = []
    first: dict[str, Any] = {}
    for obs in observations:
        values = obs.__dict__  # every field (engine.observation._frozen); getattr per field cost more
        if not out:
            first, wire = values, {name: field_to_wire(name, values[name]) for name in OBSERVATION_FIELDS}
            views.update(zip(map(id, values["seats"]), wire["seats"], strict=True))
            out.append(wire)
            continue
        wire = dict(out[0])
        for name in OWN_FIELDS:
            value = values[name]
            if name == "seats":
                for view in value:
                    if id(view) not in views:
                        views[id(view)] = _public_or_own_seat(view, out[0]["seats"])
                wire[name] = [views[id(view)] for view in value]
            elif value is not first[name]:
                wire[name] = field_to_wire(name, value)
        out.append(wire)
    return out


def _public_or_own_seat(view: SeatView, known: list[dict[str, Any]]) -> dict[str, Any]:
    """A seat's wire form: another seat's view of it, already converted, with the hand and discard pile it
    shows put in (observe_all's views of one seat differ only there)."""
    other = known[view.seat]
    if other["seat"] != view.seat:
        return seat_to_wire(view)
    return {**other, "hand": view.hand, "discard": view.discard}


def seat_to_wire(view: SeatView) -> dict[str, Any]:
    return {name: getattr(view, name) for name in SEAT_FIELDS}


def field_to_wire(name: str, value: Any) -> Any:
    """One field of an observation as `Observation.to_dict()` gives it (delta.py sends single fields)."""
    if name == "seats":
        return [seat_to_wire(view) for view in value]
    if name == "options":
        return [o.to_dict() for o in value]
    if name == "result":
        return None if value is None else value.to_dict()
    if type(value) not in _PLAIN and is_dataclass(value) and not isinstance(value, type):
        return asdict(value)  # a nested dataclass added to the observation later still comes out plain
    return value


def _rows(row: Any, data: Any) -> tuple[Any, ...]:
    """A list of JSON rows back into the engine's named rows (the table reads them by name)."""
    return tuple(row(*_tuples(r)) for r in data)


def _seat_from_wire(s: dict[str, Any]) -> SeatView:
    hand, discard = s["hand"], s["discard"]
    return SeatView(
        seat=s["seat"], hand=None if hand is None else _rows(CardRef, hand), hand_size=s["hand_size"],
        deck_size=s["deck_size"], discard=None if discard is None else _rows(CardRef, discard),
        discard_size=s["discard_size"], in_play=_rows(InPlay, s["in_play"]), influence=s["influence"],
        wounds=s.get("wounds", 0), wounds_by_kind=tuple((str(k), int(n)) for k, n in s.get("wounds_by_kind", ())),
        discard_top=None if s.get("discard_top") is None else CardRef(*s["discard_top"]),
    )  # fmt: skip


def _kind(kind: Any) -> DecisionKind | None:
    """The decision kind as the engine's enum (a plain string compares equal but is not the same type)."""
    return None if kind is None else DecisionKind(kind)


def _request(fields_: list[Any]) -> Request:
    seat, kind, *rest = fields_
    return Request(seat, DecisionKind(kind), *rest)


def _reasons(raw: dict[str, Any]) -> dict[int, Reason]:
    return {int(key): Reason(ReasonCode(code), dict(params)) for key, (code, params) in raw.items()}


def _why_not(raw: list[Any] | None) -> WhyNot:
    """The why-not reasons (hand, archives, decision), JSON keys back to numbers and codes to the enum."""
    if not raw:
        return NO_REASONS
    hand, archives, *decision = raw
    return WhyNot(_reasons(hand), _reasons(archives), _reasons(decision[0]) if decision else {})


def observation_from_wire(data: dict[str, Any]) -> Observation:
    result, request = data.get("result"), data.get("request")
    return Observation(
        seat=data["seat"], players=data["players"], active=data["active"], first_player=data["first_player"],
        phase=data["phase"], turn=data["turn"], seats=tuple(_seat_from_wire(s) for s in data["seats"]),
        archives=_rows(ArchiveView, data["archives"]), chain=_rows(ChainLink, data["chain"]),
        wounds=data["wounds"], attacks=_rows(Attack, data["attacks"]),
        deciding_seat=data["deciding_seat"], decision_kind=_kind(data["decision_kind"]),
        options=tuple(Choice.from_dict(o) for o in data["options"]), is_over=data["is_over"],
        result=None if result is None else GameResult.from_dict(result), extra=_tuples(data.get("extra", {})),
        resolving=_rows(Resolving, data.get("resolving", [])), chain_times=_tuples(data.get("chain_times", [])),
        claim_costs=_tuples(data.get("claim_costs", [])), draft_hand=_tuples(data.get("draft_hand", [])),
        request=None if request is None else _request(request), why_not=_why_not(data.get("why_not")),
        exile=_tuples(data.get("exile", [])), chain_marks=_tuples(data.get("chain_marks", [])),
        turn_effects=_tuples(data.get("turn_effects", [])),
    )  # fmt: skip
