"""A seat's replay: what one online seat was shown, step by step — kept by the client, which never learns the
other seats' hidden decisions and so cannot keep a replay of seed and decisions (app/replay/replays.py).

The file is of the same family as a decisions replay (docs/REPLAYS.md), with `"kind": "seat_view"`:

    {"format": "nightfall-qt-replay", "format_version": 1, "kind": "seat_view", "app_version": "...",
     "saved_at": "...", "game_id": "...", "started_at": "...", "elapsed_seconds": 1.0, "origin": "online",
     "seat": 1, "edition": "de", "seats": [...], "cards": {...}, "result": {...},
     "steps": [{"observation": {...}, "history": [...], "events": [...]},
               {"changed": {...}, "seat_views": [[0, {...}]], "events": [...]}, ...]}

The first step holds the seat's whole observation (the wire form, online/wire.py) and the events before it; each
later step the changes from the one before (online/delta.py) and the events as the seat received them. Reading
checks the whole file (every change applies, every observation reads and is the seat's, the last one's result is
the recorded one) and raises SaveError only.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.replay.replays import Replay, _result, header, parse_replay
from nightfall_qt.app.storage.paths import app_version
from nightfall_qt.app.storage.saves import (
    GameMeta,
    SaveError,
    _wrong_type,
    json_document,
    now_iso,
    parse_seats,
    read_text,
    translate,
)
from nightfall_qt.engine import CardDB
from nightfall_qt.engine.observation import Observation
from nightfall_qt.engine.replay_format import KIND_DECISIONS, KIND_SEAT_VIEW, card_identity, replay_text
from nightfall_qt.online.delta import apply_changes, observation_changes
from nightfall_qt.online.wire import observation_from_wire

MAX_STEPS = 100_000  # as replays.MAX_DECISIONS: far more is not a game of ours


@dataclass
class SeatStep:
    """One step the seat was shown: its observation after it and the events it received with it."""

    observation: Observation
    events: list[dict[str, Any]]


@dataclass
class SeatReplay:
    seat: int
    seats: list[SeatConfig]
    edition: str | None
    cards: dict[str, Any]  # card_identity() of the client's card database
    wire: list[dict[str, Any]]  # each step's observation, wire form (what the file stores as changes)
    events: list[list[dict[str, Any]]]  # each step's events (the first: every event before it, then its own)
    result: dict[str, Any]
    meta: GameMeta = field(default_factory=GameMeta)
    origin: str = "online"
    app_version: str = ""
    saved_at: str = ""
    where: str = "<memory>"
    steps: list[SeatStep] = field(default_factory=list)  # read (observation_from_wire) by `parse`

    @property
    def ranking(self) -> list[int]:
        return [int(r["seat"]) for r in self.result["ranking"]]

    @property
    def decisions(self) -> list[Any]:
        """The list's line counts steps for a seat's replay (it holds no decisions)."""
        return self.wire

    def to_text(self) -> str:
        rows: list[dict[str, Any]] = []
        before: dict[str, Any] | None = None
        for obs, events in zip(self.wire, self.events, strict=True):
            if before is None:
                rows.append({"observation": obs, "events": events})
            else:
                changed, views = observation_changes(before, obs)
                rows.append({"changed": changed, "seat_views": views, "events": events})
            before = obs
        data = {
            "app_version": app_version(), "saved_at": now_iso(), "game_id": self.meta.game_id,
            "started_at": self.meta.started_at, "elapsed_seconds": round(float(self.meta.elapsed_seconds), 3),
            "origin": self.origin, "seat": self.seat, "edition": self.edition,
            "seats": [{"name": s.name, "kind": s.kind, "level": s.level} for s in self.seats],
            "cards": self.cards, "result": self.result,
        }  # fmt: skip
        return replay_text(data, rows, KIND_SEAT_VIEW, "steps")


class SeatRecorder:
    """The steps an online seat was shown, in order (app/remote/remote_controller.py feeds it)."""

    def __init__(self) -> None:
        self.wire: list[dict[str, Any]] = []
        self.events: list[list[dict[str, Any]]] = []
        self._received = 0  # events recorded so far (a rejoin's `log` holds them all again)
        self._pending: list[dict[str, Any]] = []  # events of a rejoin's log not yet recorded
        self._started_at = now_iso()
        self._clock = time.monotonic()

    def log(self, events: Sequence[dict[str, Any]]) -> None:
        """A (re)join's log: the whole game's events so far, as this seat sees them."""
        self._pending = [dict(e) for e in events[self._received :]]

    def record(self, wire: dict[str, Any], events: Sequence[dict[str, Any]]) -> None:
        """A step shown: its observation (wire form, as received) and its events."""
        new = [*self._pending, *(dict(e) for e in events)]
        self._pending = []
        if self.wire and not new and self.wire[-1] == wire:
            return  # the same state again (after a reconnection): nothing was shown anew
        self.wire.append(wire)
        self.events.append(new)
        self._received += len(new)

    def replay(self, seat: int, seats: Sequence[SeatConfig], cards: CardDB, edition: str | None,
               game_id: str) -> SeatReplay | None:  # fmt: skip
        """The seat's replay once the last step shown is the game's end; None before."""
        last = self.wire[-1] if self.wire else None
        if last is None or not last.get("result"):
            return None
        meta = GameMeta(game_id, time.monotonic() - self._clock, self._started_at)
        identity = card_identity(cards, edition or "")
        return SeatReplay(seat, list(seats), edition, identity, list(self.wire), list(self.events),
                          dict(last["result"]), meta, "online", app_version(), now_iso())  # fmt: skip


# ---------------------------------------------------------------------------------------- reading
def load_any_replay(path: Any) -> Replay | SeatReplay:
    """A replay file of either kind; SaveError (only) with what is wrong."""
    return parse_any_replay(read_text(path), str(path))


def parse_any_replay(text: str, where: str = "<memory>") -> Replay | SeatReplay:
    data = header(json_document(text, where), lambda what: SaveError(where, what))
    if data.get("kind", KIND_DECISIONS) == KIND_DECISIONS:
        return parse_replay(text, where)
    return parse_seat_replay(data, where)


def parse_seat_replay(data: dict[str, Any], where: str = "<memory>") -> SeatReplay:
    """A seat's replay from its JSON (the header checked): every field and every step, or SaveError."""

    def fail(what: str) -> SaveError:
        return SaveError(where, what)

    def need(key: str, types: type | tuple[type, ...], expected: str, within: dict[str, Any] = data) -> Any:
        if key not in within:
            raise fail(translate("SaveError", "{field} is missing").format(field=f'"{key}"'))
        value = within[key]
        if not isinstance(value, types) or isinstance(value, bool):
            raise fail(_wrong_type(f'"{key}"', expected, value))
        return value

    written_by, saved_at = need("app_version", str, "text"), need("saved_at", str, "text")
    meta = GameMeta(need("game_id", str, "text"), float(need("elapsed_seconds", (int, float), "number")),
                    need("started_at", str, "text"))  # fmt: skip
    origin = need("origin", str, "text")
    seats = parse_seats(need("seats", list, "list"), where)
    seat = need("seat", int, "whole number")
    if not 0 <= seat < len(seats):
        raise fail(translate("Replay", '"seat" must be one of the {players} seats').format(players=len(seats)))
    edition = data.get("edition")
    if edition is not None and not isinstance(edition, str):
        raise fail(_wrong_type('"edition"', "text", edition))
    cards = need("cards", dict, "object")
    for key in ("sha256", "rulings"):
        need(key, str, "text", cards)
    need("by_card", dict, "object", cards)
    result = _result(need("result", dict, "object"), len(seats), fail)
    wire, events = _steps(need("steps", list, "list"), fail)
    replay = SeatReplay(seat, seats, edition, cards, wire, events, result, meta, origin, written_by, saved_at, where)
    replay.steps = _read_steps(replay, fail)
    return replay


def _steps(rows: list[Any], fail: Callable[[str], SaveError]) -> tuple[list[dict[str, Any]], list[list[Any]]]:
    """Each step's whole observation (the changes applied in order) and its events."""
    if not rows:
        raise fail(translate("Replay", "the replay holds no step"))
    if len(rows) > MAX_STEPS:
        raise fail(translate("Replay", "the replay holds {count} steps, more than any game").format(count=len(rows)))
    wire: list[dict[str, Any]] = []
    events: list[list[Any]] = []
    for i, row in enumerate(rows):
        bad = translate("Replay", "steps[{index}] is not a step: {problem}")
        if not isinstance(row, dict) or not isinstance(row.get("events"), list):
            raise fail(bad.format(index=i, problem='"events" is missing'))
        if not all(isinstance(e, dict) for e in row["events"]):
            raise fail(bad.format(index=i, problem=translate("Replay", "an event is not an object")))
        try:
            wire.append(_observation_at(row, wire[-1] if wire else None))
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise fail(bad.format(index=i, problem=translate("Replay", "its observation does not apply ({error})")
                                  .format(error=exc))) from exc  # fmt: skip
        events.append(row["events"])
    return wire, events


def _observation_at(row: dict[str, Any], before: dict[str, Any] | None) -> dict[str, Any]:
    if before is None:
        obs = row["observation"]
        if not isinstance(obs, dict):
            raise TypeError("the first step needs the whole observation")
        return obs
    changed, views = row["changed"], row.get("seat_views") or []
    if not isinstance(changed, dict) or not isinstance(views, list):
        raise TypeError("changes must be an object and a list")
    for view in views:
        if not (isinstance(view, list) and len(view) == 2 and isinstance(view[0], int) and isinstance(view[1], dict)):
            raise TypeError("a seat's changes must be [seat, object]")
        if not 0 <= view[0] < len(before["seats"]):
            raise IndexError(f"no seat {view[0]}")
    return apply_changes(before, changed, views)


def _read_steps(replay: SeatReplay, fail: Callable[[str], SaveError]) -> list[SeatStep]:
    """Every step's observation read as the table reads it, each the recorded seat's; the last one the game's end
    with the recorded result."""
    steps = []
    for i, (wire, events) in enumerate(zip(replay.wire, replay.events, strict=True)):
        try:
            obs = observation_from_wire(wire)
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise fail(translate("Replay", "steps[{index}]: the observation cannot be read ({error})").format(
                index=i, error=exc)) from exc  # fmt: skip
        if obs.seat != replay.seat or obs.players != len(replay.seats):
            raise fail(translate("Replay", "steps[{index}]: the observation is not seat {seat}'s").format(
                index=i, seat=replay.seat + 1))  # fmt: skip
        steps.append(SeatStep(obs, events))
    last = replay.wire[-1]
    if not steps[-1].observation.is_over or not last.get("result"):
        raise fail(translate("Replay", "the steps end before the game does (the file is cut short)"))
    if last["result"] != replay.result:
        raise fail(translate("Replay", "the last step's result is not the recorded result"))
    return steps
