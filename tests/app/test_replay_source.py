"""The replay source (app/replay/replay_source.py): each step shows exactly what the live game showed at that decision,
through a seat's eyes only what that seat could see, and stepping back or jumping lands on the same positions."""

from __future__ import annotations

import random
from typing import Any

import pytest

from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.replay.replay_source import OPEN, ReplaySource
from nightfall_qt.app.replay.replays import parse_replay, replay_from_state
from nightfall_qt.app.storage.saves import GameMeta
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions, GameState, new_game
from nightfall_qt.engine.events import event_for
from nightfall_qt.engine.observation import observe

CARDS = load_cards()
SEATS = [SeatConfig("Ann", "human"), SeatConfig("Bo", "bot", "easy"), SeatConfig("Cy", "bot", "easy")]


def _live(seed: int, variants: tuple[str, ...] = ()) -> tuple[list[GameState], list[list[dict[str, Any]]], Any]:
    """A game played at random: the position after each decision and the events each decision caused."""
    st = new_game(GameOptions(players=3, seed=seed, variants=variants), CARDS)
    rng = random.Random(seed)
    positions, events = [st.clone()], [[]]
    while not st.is_over:
        events.append(st.apply(rng.choice(st.decision.options)))
        positions.append(st.clone())
    return positions, events, parse_replay(replay_from_state(st, SEATS, GameMeta()).to_text())


@pytest.fixture(scope="module")
def game() -> tuple[list[GameState], list[list[dict[str, Any]]], Any]:
    return _live(11)


def test_each_seat_sees_at_each_step_what_it_saw_live(qtbot: Any, game: Any) -> None:
    positions, events, replay = game
    source = ReplaySource(replay, CARDS, instant=True)
    delivered: list[list[dict[str, Any]]] = []
    source.eventsApplied.connect(delivered.append)
    assert source.steps == len(positions) - 1
    for seat in range(3):
        source.set_eyes(seat)
        source.seek(0)
        delivered.clear()
        for i in range(1, source.steps + 1):
            assert source.forward()
            assert source.observation() == observe(positions[i], seat), (seat, i)
            # Only the events as this seat could see them: another seat's draws carry no card.
            assert delivered[-1] == [dict(event_for(e, seat)) for e in events[i]]
        assert not source.forward()


def test_the_open_view_shows_every_hand(qtbot: Any, game: Any) -> None:
    positions, _events, replay = game
    source = ReplaySource(replay, CARDS, instant=True)
    source.set_eyes(OPEN)
    source.seek(source.steps // 2)
    obs = source.observation()
    live = positions[source.steps // 2]
    assert [v.hand for v in obs.seats] == [observe(live, s).seats[s].hand for s in range(3)]
    assert all(v.hand is not None for v in obs.seats)


def test_stepping_back_and_jumping_land_on_the_same_positions(qtbot: Any, game: Any) -> None:
    positions, _events, replay = game
    source = ReplaySource(replay, CARDS, instant=True, every=7)
    source.set_eyes(1)
    order = list(range(source.steps, -1, -1)) + random.Random(2).sample(range(source.steps + 1), 40)
    for target in order:
        source.seek(target)
        assert source.position == target
        assert source.observation() == observe(positions[target], 1)


def test_a_turn_jump_lands_on_the_turn_start(qtbot: Any, game: Any) -> None:
    positions, _events, replay = game
    source = ReplaySource(replay, CARDS, instant=True)
    source.seek(source.step_of_turn(3))
    assert source.observation().turn == 3
    assert positions[source.position - 1].turn < 3


def test_secret_archives_stay_secret_in_a_seats_view(qtbot: Any) -> None:
    positions, _events, replay = _live(5, ("secret_archives",))
    source = ReplaySource(replay, CARDS, instant=True)
    for seat in range(3):
        source.set_eyes(seat)
        for i in range(0, source.steps + 1, 9):
            source.seek(i)
            assert source.observation() == observe(positions[i], seat)
