"""Shared builders for the persistence tests."""

from __future__ import annotations

import random

from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.storage.saves import GameMeta
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions, GameState, new_game

CARDS = load_cards()
SEATS = [SeatConfig("You", "human"), SeatConfig("Mara", "bot", "easy"), SeatConfig("Viktor", "bot", "hard")]
META = GameMeta(game_id="g1", elapsed_seconds=12.5, started_at="2024-01-01T00:00:00Z")


def played(decisions: int, seed: int = 1, players: int = 3) -> GameState:
    st = new_game(GameOptions(players=players, seed=seed), CARDS)
    rng = random.Random(seed)
    for _ in range(decisions):
        if st.decision is None:
            break
        st.apply(rng.choice(st.decision.options))
    return st


def finished(seed: int = 1, players: int = 3) -> GameState:
    return played(100_000, seed, players)
