"""The simplest bot: a uniformly random legal option. A baseline and a test partner, never clever."""

from __future__ import annotations

from typing import Any


class RandomBot:
    """Picks uniformly among `observation.options`; `rng` is anything with `choice(seq)`."""

    name = "random"

    def choose(self, observation: Any, rng: Any) -> Any:
        options = tuple(observation.options)
        if not options:
            raise ValueError(f"seat {observation.seat} has no decision to make")
        return rng.choice(options)
