"""Flat Monte-Carlo: every option is tried in N sampled worlds and played out at random to the end.

The answer is the option with the most playout wins. No tree, no evaluation function, nothing learnt:
a baseline whose only knowledge is the rules the engine enforces. A world comes from `worlds(rng)`
(`state.determinize(seat, rng)`), so it sees only what its seat may see.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from nightfall_qt.engine import Choice, GameState, Rng

PLAYOUT_CAP = 3000  # decisions; random games end after a few hundred


def _match(st: GameState, c: Choice) -> Choice | None:
    opts = st.decision.options if st.decision is not None else ()
    if c in opts:
        return c
    key = (c.kind, c.card, c.seat, c.archive, c.link, c.kicker)
    return next((x for x in opts if (x.kind, x.card, x.seat, x.archive, x.link, x.kicker) == key), None)


def playout_reward(st: GameState, seat: int, rng: random.Random) -> float:
    """Uniform random play to the end: 1 for a win, a share of a tie, else 0."""
    for _ in range(PLAYOUT_CAP):
        decision = st.decision
        if st.is_over or decision is None:
            break
        st.apply(rng.choice(decision.options))
    if not st.is_over:
        return 0.5
    first = [r.seat for r in st.result.ranking if r.rank == 1]
    return 1.0 / len(first) if seat in first else 0.0


class FlatMonteCarloBot:
    name = "flatmc"
    wants_worlds = True

    def __init__(self, playouts: int = 20) -> None:
        self.playouts = playouts

    def choose(self, o: Any, rng: Any, worlds: Callable[[Rng], GameState] | None = None, cancel: Any = None) -> Choice:
        opts: tuple[Choice, ...] = tuple(o.options)
        if len(opts) == 1 or worlds is None:
            return opts[0]
        seed = rng.getrandbits(64) if isinstance(rng, random.Random) else rng.next64()
        prng, wrng = random.Random(seed), Rng(seed)
        scores = []
        for c in opts:
            total = 0.0
            for _ in range(self.playouts):
                st = worlds(wrng)
                st.record_events = False
                m = _match(st, c)
                if m is None:
                    total += 0.5
                    continue
                st.apply(m)
                total += playout_reward(st, o.seat, prng)
            scores.append(total)
        best = max(scores)
        ties = [c for c, s in zip(opts, scores, strict=True) if s == best]
        return ties[int(prng.random() * len(ties))]
