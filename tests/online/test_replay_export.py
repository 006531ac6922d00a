"""`nightfall-qt-server --export-replay ROOM FILE`: a finished online game (its first position and every move, from
the server's store) becomes a replay the app checks and opens; an unfinished or unknown room is refused."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from nightfall_qt.app.replay import replay_check
from nightfall_qt.app.replay.replays import load_replay, play_to_end
from nightfall_qt.cards import load_cards
from nightfall_qt.online.cli import main as server_main
from nightfall_qt.online.replay_export import DATABASE
from nightfall_qt.online.room import Room
from nightfall_qt.online.store import Store

CARDS = load_cards()
SEATS = [{"kind": "human"}, {"kind": "bot", "level": "easy"}, {"kind": "human"}]


def _room(data: Path, decisions: int | None) -> Room:
    """Room ABCDEF played at random (to its end when `decisions` is None), stored in `data`."""
    store = Store(data / DATABASE)
    room, _seat, _token = Room.create(store, "ABCDEF", CARDS, "quick_start", [], SEATS, 0.0, "normal", 7, "Ada")
    rng = random.Random(5)
    played = 0
    while room.state.decision is not None and (decisions is None or played < decisions):
        pending = room.state.decision
        room.apply(pending.seat, rng.choice(pending.options), "human")
        played += 1
    store.close()
    return room


def test_a_finished_room_exports_a_replay_the_app_plays_to_its_result(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    room = _room(tmp_path, None)
    out = tmp_path / "game.nfreplay"
    assert server_main(["--data", str(tmp_path), "--export-replay", "ABCDEF", str(out)]) == 0
    replay = load_replay(out)
    assert replay.origin == "online" and replay.seats[0].name == "Ada" and replay.seats[1].is_bot
    assert play_to_end(replay, CARDS).result_data == room.state.result_data
    assert replay_check.check(str(out), CARDS) == 0
    assert "ABCDEF" in capsys.readouterr().out


@pytest.mark.parametrize(("decisions", "code", "expected"), [
    (30, "ABCDEF", "the game is not finished"),
    (None, "ZZZZZZ", "no room 'ZZZZZZ'"),
])  # fmt: skip
def test_an_unfinished_or_unknown_room_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], decisions: int | None, code: str, expected: str
) -> None:
    _room(tmp_path, decisions)
    out = tmp_path / "game.nfreplay"
    assert server_main(["--data", str(tmp_path), "--export-replay", code, str(out)]) == 1
    assert expected in capsys.readouterr().err and not out.exists()
