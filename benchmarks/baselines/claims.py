"""How bots claim: on the claim decisions among fixed random positions, how often each bot ends its claims and
how often it answers as Normal does (docs/AI.md, tenth round: a search that ends claims far more often than
Normal judges claims by something other than their worth).

    python -m benchmarks.baselines.claims --players 2 --bots "hard@400,hard@400+owned_weight=0.0"

Positions: `benchmarks.ai_bench.positions(count, players, seed)`; every bot answers with the same seeded rng.
"""

from __future__ import annotations

import argparse
import random
from typing import Any

from benchmarks.ai_bench import positions
from benchmarks.baselines.players import ask, make_player


def claim_positions(count: int, players: int, seed: int) -> list[Any]:
    """The positions whose pending decision is a claim with more than one answer."""
    return [
        st for st in positions(count, players=players, seed=seed)
        if (d := st.decision) is not None and d.kind == "claim" and len(d.options) > 1
    ]  # fmt: skip


def answers(spec: str, states: list[Any]) -> list[Any]:
    bot = make_player(spec)
    return [ask(bot, st, random.Random(i)) for i, st in enumerate(states)]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--positions", type=int, default=40, help="random positions drawn (only claims are asked)")
    ap.add_argument("--seed", type=int, default=31)
    ap.add_argument("--bots", required=True, help="comma-separated player specs (benchmarks.baselines.players)")
    args = ap.parse_args(argv)
    states = claim_positions(args.positions, args.players, args.seed)
    normal = answers("normal", states)
    print(f"{len(states)} claim decisions among {args.positions} {args.players}-player positions (seed {args.seed})")
    print(f"| {'bot':<60} | ends claims | as Normal |\n|{'-' * 62}|-------------|-----------|")
    for spec in ["normal", *args.bots.split(",")]:
        chosen = normal if spec == "normal" else answers(spec, states)
        ends = sum(c.kind == "claim_end" for c in chosen)
        same = sum(a == b for a, b in zip(chosen, normal, strict=True))
        print(f"| {spec:<60} | {ends:>11} | {same:>9} |", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
