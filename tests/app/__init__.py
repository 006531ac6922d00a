"""Shared builders for the Qt application-layer tests."""

from __future__ import annotations

from typing import Any

from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameState

CARDS = load_cards()


def table_scenario() -> GameState:
    """Seat 0 (a human) must add to a chain of Furious Melee; minions, archives and discards everywhere."""
    data: dict[str, Any] = {
        "seats": [
            {
                "hand": ["franz_orlok", "grim_siege", "vulko", "wound_bite", "grim_siege"],
                "deck": ["genesis_one"] * 6,
                "discard": ["bad_smoke", "wound_burn"],
                "in_play": [{"card": "alton_hickman", "damage": 1}, "genesis_one"],
                "archives": ["big_ghost"],
            },
            {
                "hand": ["bad_smoke"] + ["jj_mcteague"] * 4,
                "deck": ["genesis_one"] * 6,
                "in_play": ["vulko"],
                "archives": ["blaine_cordell"],
            },
            {
                "hand": ["enraged_ghoul"] * 5,
                "deck": ["genesis_one"] * 6,
                "archives": [{"card": "indigo_six", "count": 2}],
            },
        ],
        "commons": ["blood_rage", "flank_attack"],
        "phase": "chain",
        "chain": [{"card": "furious_melee", "seat": 0}],
        "chain_turn": 0,
        "seed": 5,
    }
    return GameState.from_scenario(data, CARDS)


def seats(*kinds: str) -> list[SeatConfig]:
    return [SeatConfig(f"{'Human' if k == 'human' else 'Bot'} {i + 1}", k) for i, k in enumerate(kinds)]
