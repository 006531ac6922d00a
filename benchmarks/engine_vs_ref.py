"""The engine against an older checkout of itself, side by side in one run (issue 42).

    git worktree add /tmp/ref 6554694
    python -m benchmarks.engine_vs_ref --ref /tmp/ref [--rounds 5] [--json]

Each workload (benchmarks/engine_work.py: random games with events on and off, observations of every seat at
every decision) runs as its own process, ours and the reference in turn (A B A B ...), so a drift in the
machine's speed hits both alike; the figure is CPU seconds per decision or per observation, the ratio is
taken pair by pair and the median printed, with the load average before and after. The machine is shared:
only the ratios mean anything.

Targets: CPU per decision <= 1.0x the reference (2, 4 and 5 players, events on and off);
observation(why_not=False) <= 1.5x the reference's observation(); events on <= 1.5x events off.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
OURS = HERE.parent
WORK = HERE / "engine_work.py"

# (name, kind, players, events, games, which reference workload to compare with)
WORKLOADS: list[tuple[str, str, int, str, int, str]] = [
    ("decision 2p events on", "games", 2, "on", 60, ""),
    ("decision 2p events off", "games", 2, "off", 60, ""),
    ("decision 4p events on", "games", 4, "on", 30, ""),
    ("decision 4p events off", "games", 4, "off", 30, ""),
    ("decision 5p events on", "games", 5, "on", 20, ""),
    ("decision 5p events off", "games", 5, "off", 20, ""),
    ("observation() 4p", "obs", 4, "off", 4, ""),
    ("observation(why_not=False) 4p", "obs_lean", 4, "off", 4, "obs"),
]


def per_unit(checkout: Path, kind: str, players: int, events: str, games: int) -> float:
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    cmd = [sys.executable, str(WORK), kind, str(players), events, str(games)]
    out = subprocess.run(cmd, env=env, check=True, capture_output=True, text=True).stdout
    r = json.loads(out.strip().splitlines()[-1])
    return float(r["cpu"]) / int(r["units"])


def run(ref: Path, rounds: int, scale: float) -> dict[str, Any]:
    load_before = os.getloadavg()[0]
    rows: dict[str, Any] = {}
    for name, kind, players, events, games, ref_kind in WORKLOADS:
        n = max(1, round(games * scale))
        ours, theirs = [], []
        for _ in range(rounds):
            ours.append(per_unit(OURS, kind, players, events, n))
            theirs.append(per_unit(ref, ref_kind or kind, players, events, n))
        ratios = [a / b for a, b in zip(ours, theirs, strict=True)]
        rows[name] = {
            "ours_us": statistics.median(ours) * 1e6, "ref_us": statistics.median(theirs) * 1e6,
            "ratio": statistics.median(ratios), "ratio_min": min(ratios), "ratio_max": max(ratios),
        }  # fmt: skip
    for players in (2, 4, 5):
        on, off = rows[f"decision {players}p events on"], rows[f"decision {players}p events off"]
        rows[f"events on/off {players}p"] = {
            "ours": on["ours_us"] / off["ours_us"], "ref": on["ref_us"] / off["ref_us"],
        }  # fmt: skip
    return {"rows": rows, "load_before": load_before, "load_after": os.getloadavg()[0], "rounds": rounds,
            "ref": str(ref)}  # fmt: skip


def print_table(r: dict[str, Any]) -> None:
    load = f"load {r['load_before']:.1f} -> {r['load_after']:.1f}"
    print(f"engine vs {r['ref']}: {r['rounds']} alternating rounds, {load}")
    print(f"{'measure (CPU per unit)':<32} {'ours µs':>9} {'ref µs':>9} {'ratio':>6}  (min-max)")
    for name, row in r["rows"].items():
        if "ratio" in row:
            print(f"{name:<32} {row['ours_us']:9.2f} {row['ref_us']:9.2f} {row['ratio']:6.2f}  "
                  f"({row['ratio_min']:.2f}-{row['ratio_max']:.2f})")  # fmt: skip
        else:
            print(f"{name:<32} {row['ours']:9.2f} {row['ref']:9.2f}  (events on / events off)")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ref", type=Path, required=True, help="a checkout of the reference commit")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--scale", type=float, default=1.0, help="more or fewer games per process")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    r = run(args.ref.resolve(), args.rounds, args.scale)
    if args.json:
        print(json.dumps(r, indent=1))
    else:
        print_table(r)
    return 0


if __name__ == "__main__":
    sys.exit(main())
