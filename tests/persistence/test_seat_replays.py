"""A seat's replay file (issue 44, `"kind": "seat_view"`): written as deltas, read back equal, and every kind of
damage refused with a clear error (never a traceback); `--check` on it."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path
from typing import Any

import pytest

from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.replay import replay_check
from nightfall_qt.app.replay.replays import ReplayStore, parse_replay
from nightfall_qt.app.replay.seat_replays import SeatRecorder, SeatReplay, load_any_replay, parse_any_replay
from nightfall_qt.app.storage.saves import SaveError
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions, new_game
from nightfall_qt.engine.observation import observe
from nightfall_qt.online.visibility import events_for_seat
from nightfall_qt.online.wire import observation_to_wire

CARDS = load_cards()
SEATS = [SeatConfig("Ada", "human"), SeatConfig("Bea", "bot", "easy")]


def _seat_replay(seat: int = 1, seed: int = 3) -> SeatReplay:
    """A random game's steps as `seat`'s client receives them (JSON-decoded wire observations)."""
    state = new_game(GameOptions(players=2, seed=seed), CARDS)
    rng = random.Random(seed)
    recorder = SeatRecorder()
    recorder.record(json.loads(json.dumps(observation_to_wire(observe(state, seat)))), [])
    while state.decision is not None:
        events = state.apply(rng.choice(state.decision.options))
        wire = json.loads(json.dumps(observation_to_wire(observe(state, seat))))
        recorder.record(wire, json.loads(json.dumps(events_for_seat(events, seat))))
    replay = recorder.replay(seat, SEATS, CARDS, None, "ROOMs1")
    assert replay is not None
    return replay


@pytest.fixture(scope="module")
def text() -> str:
    return _seat_replay().to_text()


def test_a_seat_replay_reads_back_as_written_and_stays_small(text: str) -> None:
    replay = _seat_replay()
    back = parse_any_replay(text)
    assert isinstance(back, SeatReplay)
    assert back.wire == replay.wire and back.events == replay.events and back.seat == 1
    assert back.steps[-1].observation.is_over
    whole = sum(len(json.dumps(w)) for w in replay.wire)
    assert len(text) < whole * 0.6, (len(text), whole)  # the deltas (events included): about half of the whole


def _damaged(text: str, change: Any) -> str:
    data = json.loads(text)
    change(data)
    return json.dumps(data)


def _set(path: tuple[Any, ...], value: Any) -> Any:
    def change(data: Any) -> None:
        for key in path[:-1]:
            data = data[key]
        if value is _DELETE:
            del data[path[-1]]
        else:
            data[path[-1]] = value

    return change


_DELETE = object()
DAMAGE = [
    ("truncated", None, "not valid JSON"),
    (_set(("kind",), "other"), None, '"kind" must be one of'),
    (_set(("steps",), []), None, "holds no step"),
    (_set(("steps", 3, "events"), _DELETE), None, 'steps[3] is not a step: "events" is missing'),
    (_set(("steps", 3, "seat_views"), [[7, {"hand_size": 1}]]), None, "steps[3] is not a step: its observation"),
    (_set(("steps", 0, "observation", "seat"), 0), None, "not seat 2's"),
    (_set(("steps", 0, "observation", "phase"), _DELETE), None, "steps[0]: the observation cannot be read"),
    (lambda d: d["steps"].pop(), None, "the steps end before the game does"),
    (_set(("result", "ranking", 0, "wounds"), 99), None, "the last step's result is not the recorded result"),
    (_set(("seat",), 5), None, '"seat" must be one of the 2 seats'),
]


@pytest.mark.parametrize(("change", "_unused", "message"), DAMAGE)
def test_a_damaged_seat_replay_says_what_is_wrong(text: str, change: Any, _unused: Any, message: str) -> None:
    bad = text[: len(text) // 2] if change == "truncated" else _damaged(text, change)
    with pytest.raises(SaveError) as raised:
        parse_any_replay(bad, "x.nfreplay")
    assert message in raised.value.what and raised.value.where == "x.nfreplay"


def test_a_decisions_reader_refuses_a_seat_replay_clearly(text: str) -> None:
    with pytest.raises(SaveError, match="one seat's view"):
        parse_replay(text)


def test_check_and_the_kept_folder_take_seat_replays(text: str, tmp_path: Path) -> None:
    store = ReplayStore(tmp_path, keep=2)
    first = store.add(_seat_replay())
    assert store.add(_seat_replay()) == first  # the same room and seat: kept once
    for seed in (4, 5):
        other = _seat_replay(seed=seed)
        other.meta.game_id = f"ROOM{seed}s1"
        store.add(other)
    assert len(store.files()) == 2 and not first.exists()  # the same kept-N rule as the local games'
    assert isinstance(load_any_replay(store.files()[0]), SeatReplay)
    out = io.StringIO()
    assert replay_check.check(str(first.with_name("x.nfreplay")), CARDS, out, out) == replay_check.EXIT_DAMAGED
    path = tmp_path / "seat.nfreplay"
    path.write_text(text)
    assert replay_check.check(str(path), CARDS, out, out) == replay_check.EXIT_OK
    assert "Bea's view" in out.getvalue() and "whole and consistent" in out.getvalue()
    path.write_text(_damaged(text, _set(("steps", 3, "changed"), "x")))
    assert replay_check.check(str(path), CARDS, out, out) == replay_check.EXIT_DAMAGED
