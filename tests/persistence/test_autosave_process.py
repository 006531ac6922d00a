"""The autosave writer process: its mirror of the game (built from the choices, not from copies of the state)
writes exactly the live position, after decisions, a burst (coalesced), an undo, a new game; a process that
dies is reported and replaced; a failed write is reported, never raised."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.storage.autosave_process import AutosaveProcess
from nightfall_qt.app.storage.saves import AutosaveStore, GameMeta, load_save
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions, GameState, new_game

SEATS = (SeatConfig("A", "human"), SeatConfig("B", "human"))


@pytest.fixture
def writer(qapp: object, tmp_path: Path):  # type: ignore[no-untyped-def]
    done: list[tuple[object, object]] = []
    w = AutosaveProcess(AutosaveStore(tmp_path / "autosave"), lambda p, e: done.append((p, e)))
    w.done_calls = done  # type: ignore[attr-defined]
    yield w
    w.close()


def newest(w: AutosaveProcess) -> GameState:
    assert w.flush()
    return load_save(w.store.files()[0]).state


def play(st: GameState, n: int, rng: random.Random) -> None:
    for _ in range(n):
        if st.is_over:
            return
        st.apply(rng.choice(st.decision.options))


def test_the_mirror_writes_the_live_position_after_every_kind_of_hand_over(writer: AutosaveProcess) -> None:
    rng, meta = random.Random(3), GameMeta()
    st = new_game(GameOptions(players=2, seed=11), load_cards())
    writer.new_game()
    writer.submit_game(st, SEATS, meta)
    assert newest(writer).to_json() == st.to_json()
    for _ in range(40):  # one decision at a time (several history entries when the engine takes forced ones)
        play(st, 1, rng)
        writer.submit_game(st, SEATS, meta)
    assert newest(writer).to_json() == st.to_json()
    undo_point = st.clone()
    for _ in range(60):  # a burst: fewer writes than decisions, the newest one on disk
        play(st, 1, rng)
        writer.submit_game(st, SEATS, meta)
    assert newest(writer).to_json() == st.to_json()
    assert writer.written < 1 + 40 + 60
    writer.submit_game(undo_point, SEATS, meta)  # an undo: the controller puts an earlier copy back
    assert newest(writer).to_json() == undo_point.to_json()
    play(undo_point, 5, rng)
    writer.submit_game(undo_point, SEATS, meta)
    assert newest(writer).to_json() == undo_point.to_json()
    other = new_game(GameOptions(players=2, seed=12), load_cards())  # a new game with the same history length
    writer.new_game()
    writer.submit_game(other, SEATS, meta)
    assert newest(writer).to_json() == other.to_json()
    assert all(error is None for _, error in writer.done_calls)  # type: ignore[attr-defined]


def test_a_dead_process_is_reported_and_replaced(writer: AutosaveProcess) -> None:
    st, meta = new_game(GameOptions(players=2, seed=5), load_cards()), GameMeta()
    writer.submit_game(st, SEATS, meta)
    assert writer.flush()
    writer._proc.kill()  # what an out-of-memory kill would do
    writer._proc.join(5)
    play(st, 3, random.Random(1))
    for _ in range(2):  # the first hand-over may find the pipe closed, the second one starts a new process
        writer.submit_game(st, SEATS, meta)
        writer.flush()
    assert newest(writer).to_json() == st.to_json()
    errors = [error for _, error in writer.done_calls if error is not None]  # type: ignore[attr-defined]
    assert errors and all("autosave process ended" in str(e) for e in errors)


def test_a_failed_write_is_reported_and_the_next_one_works(writer: AutosaveProcess) -> None:
    st, meta = new_game(GameOptions(players=2, seed=5), load_cards()), GameMeta()
    writer.store.directory.parent.mkdir(parents=True, exist_ok=True)
    writer.store.directory.write_text("a file where the folder should be")
    writer.submit_game(st, SEATS, meta)
    assert writer.flush()
    path, error = writer.done_calls[-1]  # type: ignore[attr-defined]
    assert path is None and isinstance(error, OSError) and error.strerror == "File exists"
    writer.store.directory.unlink()
    play(st, 2, random.Random(2))
    writer.submit_game(st, SEATS, meta)
    assert newest(writer).to_json() == st.to_json()
