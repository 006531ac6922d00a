"""`SearchConfig.remember`: the search's worlds keep the other players' discard piles (engine/observation.py,
tests/engine/test_memory.py), on the bot's own thread and in the worker processes; off, nothing changes."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from nightfall_qt.ai import IsmctsBot, SearchConfig, parallel
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions, GameState, Rng, new_game

CONFIG = SearchConfig(iterations=8, workers=1, remember=True)


def _position() -> GameState:
    """A random two-player game's first decision with two options or more after both piles hold cards."""
    st, rng = new_game(GameOptions(players=2, seed=7), load_cards()), random.Random(7)
    while not (all(len(p) >= 2 for p in st.discard) and len(st.decision.options) >= 2):
        st.apply(rng.choice(st.decision.options))
    return st


def _other_piles(st: GameState, world: GameState) -> list[list[int]]:
    seat = st.decision.seat
    return [world.discard[s] for s in range(st.n) if s != seat]


@pytest.mark.parametrize("remember", [True, False])
def test_a_thread_search_remembers_the_piles_only_when_asked(worlds_seen: list[Any], remember: bool) -> None:
    st = _position()
    seat, snapshot = st.decision.seat, st.clone(events=False)
    seen = worlds_seen
    bot = IsmctsBot(dataclasses.replace(CONFIG, remember=remember))
    bot.choose(st.observation(seat), random.Random(1), worlds=lambda r: snapshot.determinize(seat, r))
    piles = [_other_piles(st, seen[0](Rng(dseed))) for dseed in range(5)]
    kept = [p == _other_piles(st, st) for p in piles]
    assert all(kept) if remember else not all(kept)


def test_a_worker_search_remembers_the_piles(worlds_seen: list[Any]) -> None:
    st = _position()
    seat = st.decision.seat
    seen = worlds_seen
    # What one worker process runs, called here: the position travels as JSON, the switch with the config.
    parallel._search(CONFIG, st.observation(seat), st.to_json(), seat, 5, 0)
    assert seen[0].remember
    assert _other_piles(st, seen[0](Rng(3))) == _other_piles(st, st)


def test_remembering_needs_worlds_it_can_switch() -> None:
    st = _position()
    seat = st.decision.seat
    with pytest.raises(TypeError, match="remember"):
        IsmctsBot(CONFIG).choose(st.observation(seat), random.Random(1), worlds=lambda r: st.clone(events=False))
