"""Small `update` messages: a seat's state sent as what changed since the state its client already holds.

A full `state` holds the seat's whole observation; at five seats building and encoding one per seat was most
of the server's time per decision (each observation holds every seat's table, so the work grew with the
square of the seats). After the first full state a client of protocol 2 is sent `update`s instead: the
decision's events, the observation's top-level fields whose value changed, and for `observation.seats` only
the changed fields of the seats that changed. `base` names the decision number of the state the update
applies to; a client holding another one asks for the whole state again (`sync`), so a missed or misapplied
update can never leave a wrong table. `apply_update` (the client's side) gives exactly the full `state`
message the server would have sent (tests/online/test_delta.py checks it after every decision of random
games).
"""

from __future__ import annotations

from typing import Any

from nightfall_qt.engine.observation import OWN_FIELDS

# The fields of a state message that every update carries whole (small); `seats` only when it changed.
STATE_FIELDS = ("room", "seat", "decision", "events", "timer", "deadline")


def observation_changes(
    old: dict[str, Any], new: dict[str, Any], shared: dict[str, Any] | None = None
) -> tuple[dict[str, Any], list[list[Any]]]:
    """(changed top-level fields, [[seat index, {changed field: value}], ...]) from the wire form `old` to
    `new` (wire.observation_to_wire). Comparing the wire values (tuples, lists, dicts of plain values) runs in
    C; comparing the engine's dataclasses field by field cost more than encoding the whole state. `shared`: the
    changes of every field but `OWN_FIELDS`, when the caller knows them (`shared_changes`: the same for every
    seat between two steps' `observations_to_wire`); then only a seat's own fields are compared here."""
    if shared is None:
        changed = {name: value for name, value in new.items() if name != "seats" and old.get(name, _NOTHING) != value}
    else:
        changed = {name: new[name] for name in _OWN if old.get(name, _NOTHING) != new[name]}
        changed.update(shared)
    views: list[list[Any]] = []
    was, now = old.get("seats"), new["seats"]
    if was is None or len(was) != len(now):
        changed["seats"] = now
        return changed, views
    for i, (before, after) in enumerate(zip(was, now, strict=True)):
        if before != after:
            views.append([i, {name: value for name, value in after.items() if before.get(name, _NOTHING) != value}])
    return changed, views


def shared_changes(old: dict[str, Any], new: dict[str, Any]) -> dict[str, Any]:
    """The changes of the fields every seat shares (all but `OWN_FIELDS`) from one step's wire observations to
    the next (any seat's of each: those fields are the same objects in all of them)."""
    return {name: new[name] for name in new if name not in OWN_FIELDS and old.get(name, _NOTHING) != new[name]}


_NOTHING = object()
_OWN = tuple(name for name in OWN_FIELDS if name != "seats")


def apply_update(state: dict[str, Any], update: dict[str, Any]) -> dict[str, Any]:
    """The full `state` message an `update` stands for, given the state (as received, JSON-decoded) whose
    `decision` is the update's `base`. The caller checks the base first."""
    observation = apply_changes(state["observation"], update.get("changed", {}), update.get("seat_views"))
    full = {key: value for key, value in state.items() if key != "auto"}
    full.update({key: update[key] for key in STATE_FIELDS}, type="state", observation=observation)
    if "seats" in update:
        full["seats"] = update["seats"]
    if update.get("auto"):
        full["auto"] = True
    return full


def apply_changes(
    observation: dict[str, Any], changed: dict[str, Any], views: list[list[Any]] | None
) -> dict[str, Any]:
    """The wire observation `observation_changes` went to, from the one it started from (a new dict: `observation`
    is not changed). A seat's replay stores its observations so (app/replay/seat_replays.py)."""
    new = dict(observation)
    new.update(changed)
    if views:
        seats = list(new["seats"])
        for index, fields in views:
            seats[index] = {**seats[index], **fields}
        new["seats"] = seats
    return new
