"""The tournament summary (`benchmarks/baselines/summary.py`): which bot a recorded spec is rated as, and
ratings that order players by their results."""

from __future__ import annotations

from typing import Any

from benchmarks.baselines.summary import games, ratings


def chunk(bots: list[str], shares: list[list[float]]) -> dict[str, Any]:
    return {"bots": bots, "games": len(shares), "wins": 0, "records": [{"share": s} for s in shares]}


def test_multi_player_levels_are_the_guided_search_and_the_old_one_is_rated_apart() -> None:
    """Issue 45's ladder: the 1 s search (`hard@2300` before it) is Expert, the 0.13 s one Hard."""
    two = chunk(["hard@2300", "hard@300"], [[1.0, 0.0]])
    four_old = chunk(["hard@2300", "rule", "rule", "rule"], [[0.0, 1.0, 0.0, 0.0]])
    four_new = chunk(["hard@600+guided_rollouts=1.0", "hard@150+guided_rollouts=1.0", "rule", "rule"],
                     [[1.0, 0.0, 0.0, 0.0]])  # fmt: skip
    variant = chunk(["hard@400+trust=1.0", "rule"], [[1.0, 0.0]])
    assert [names[:2] for names, _ in games([two, four_old, four_new, variant])] == [
        ("Expert", "Hard"), ("1 s, cheap playouts", "Rule"), ("Expert", "Hard")]  # fmt: skip
    # the guided spec means a level only where it is that level's configuration: from three players on
    assert games([chunk(["hard@600+guided_rollouts=1.0", "rule"], [[1.0, 0.0]])]) == []


def test_ratings_order_players_by_their_results() -> None:
    data = games([
        chunk(["normal", "rule"], [[1.0, 0.0]] * 7 + [[0.0, 1.0]] * 3),
        chunk(["easy", "rule"], [[1.0, 0.0]] * 3 + [[0.0, 1.0]] * 7),
    ])  # fmt: skip
    rated = ratings(data, resamples=20)
    assert rated["Rule"]["elo"] == 0.0
    assert rated["Normal"]["elo"] > 100 > -100 > rated["Easy"]["elo"]
    assert rated["Normal"]["games"] == 10
