"""Score bots on tactical positions with one clearly best move (`positions/*.yaml`).

Each position is a scenario (docs/SCENARIOS.md) whose `expect` field names the best first decision as
`kind field=value ...` (fields of `Choice`). Every bot answers each position `--tries` times with
different seeds; the table shows how often it found the move.

    python -m benchmarks.baselines.tactics --bots normal,rule,hard@200,flatmc@10 --tries 5
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path
from typing import Any

from benchmarks.baselines.players import ask, make_player
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import Choice, GameState, load_scenario

POSITIONS = Path(__file__).with_name("positions")
# Mid-game chains with a card that returns to the hand (issue 45). A set of their own, named "returning/...": no
# tuning script reads positions, and these stay out of any fitted or tuned data so that they test, not train.
RETURNING = POSITIONS / "returning"


def expected(spec: str) -> dict[str, Any]:
    kind, *fields = spec.split()
    want: dict[str, Any] = {"kind": kind}
    for f in fields:
        key, _, raw = f.partition("=")
        if key not in Choice._fields:
            raise ValueError(f"expect: unknown choice field {key!r} in {spec!r}")
        want[key] = int(raw) if raw.lstrip("-").isdigit() else raw
    return want


def matches(choice: Choice, want: dict[str, Any]) -> bool:
    return all(getattr(choice, k) == v for k, v in want.items())


def load_positions() -> list[tuple[str, GameState, dict[str, Any]]]:
    out = []
    import yaml

    for path in [*sorted(POSITIONS.glob("*.yaml")), *sorted(RETURNING.glob("*.yaml"))]:
        st = load_scenario(path, load_cards())
        spec = yaml.safe_load(path.read_text(encoding="utf-8"))["expect"]
        name = path.stem if path.parent == POSITIONS else f"{path.parent.name}/{path.stem}"
        out.append((name, st, expected(spec)))
    return out


def score(spec: str, tries: int, seed: int = 0) -> dict[str, int]:
    bot = make_player(spec)
    hits: dict[str, int] = {}
    for name, st, want in load_positions():
        hits[name] = 0
        for t in range(tries):
            choice = ask(bot, st.clone(), random.Random(seed + t))
            hits[name] += matches(choice, want)
    return hits


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bots", default="random,easy,normal,rule")
    ap.add_argument("--tries", type=int, default=5)
    args = ap.parse_args(argv)
    names = [n for n, _s, _w in load_positions()]
    specs = args.bots.split(",")
    table = {s: score(s, args.tries) for s in specs}
    width = {s: max(12, len(s) + 2) for s in specs}  # names with overrides (hard@400+trust=1.0) stay apart
    print("position".ljust(22) + "".join(s.rjust(width[s]) for s in specs))
    for n in names:
        print(n.ljust(22) + "".join(f"{table[s][n]}/{args.tries}".rjust(width[s]) for s in specs))
    total = args.tries * len(names)
    print("total".ljust(22) + "".join(f"{sum(table[s].values())}/{total}".rjust(width[s]) for s in specs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
