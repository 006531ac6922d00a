"""The wait benchmark (benchmarks/wait_bench.py) counts what a human waits for: no timing is asserted, only
which decisions are counted where."""

from __future__ import annotations

import pytest

from benchmarks.wait_bench import p90, play


def test_p90_is_a_value_that_occurred_at_the_nearest_rank() -> None:
    assert p90([]) == 0.0
    assert p90([3.0]) == 3.0
    assert p90([float(i) for i in range(1, 11)]) == 9.0
    assert p90([float(i) for i in range(1, 21)]) == 18.0


@pytest.mark.parametrize("players", [2, 4])
def test_a_game_yields_waits_and_bot_turns(players: int) -> None:
    """Every wait holds at least one bot decision, so there are bot turns; the cap on waits holds."""
    r = play("easy", players, seed=5, max_waits=6)
    assert 0 < len(r["waits"]) <= 6
    assert r["bot_turns"] and all(t >= 0.0 for t in r["bot_turns"] + r["waits"])
