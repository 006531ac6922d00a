"""Add up tournament chunks (`duel.py` / `chunked.py` JSON files) per match, with 95 % Wilson intervals, and
fit Bradley–Terry ratings of the players from every game.

    python -m benchmarks.baselines.summary docs/ai-runs/issue17 docs/ai-runs/baselines [--ratings] [--json FILE]

Ratings: Luce's choice model, the multi-player Bradley–Terry model — in a game of the players S, player i
wins with probability γ_i / Σ_{j∈S} γ_j (a shared first place counts as a share of a win) — fitted by
Hunter's MM algorithm (Hunter 2004, "MM algorithms for generalized Bradley–Terry models"). Printed on the Elo
scale (400 log10 γ) with the rule baseline at 0, and a 95 % interval from 200 bootstrap resamples of the
games. Only the players of `PLAYERS` (and, in games of three or more, `MULTI_PLAYERS`) are rated (other
budgets and variants are left out).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

from nightfall_qt.ai.arena import wilson

# Bot specs as the tournaments name them -> the player rated. Budgets: what the levels' seconds give on one idle
# core (~2,300 iterations a second in two players). Since issue 45 Expert is the 1 s search (the same bot as the
# 1 s Hard before it, so `hard@2300` games count for Expert) and Hard the 0.13 s one; Expert's former 3 s are
# rated apart.
PLAYERS = {
    "easy": "Easy", "normal": "Normal", "hard@300": "Hard", "hard@2300": "Expert", "expert@2300": "Expert",
    "expert@6900": "Expert 3 s (before issue 45)", "rule": "Rule", "flatmc@10": "FlatMC", "random": "Random",
}  # fmt: skip
# From three players on, Hard and Expert guide their playouts by Normal (docs/AI.md, eighth round), so there
# 1 s gives 600 guided iterations (the cost per iteration: benchmarks/baselines/players.py): Expert, as Hard
# was before issue 45; Hard has 0.25 s (150). The multi-player games of `hard@2300` / `expert@6900` recorded
# before the eighth round (cheap playouts) are another bot each, rated apart under their own names.
MULTI_PLAYERS = {
    "hard@150+guided_rollouts=1.0": "Hard", "hard@600+guided_rollouts=1.0": "Expert",
    "expert@600+guided_rollouts=1.0": "Expert", "expert@1800+guided_rollouts=1.0": "Expert 3 s (before issue 45)",
    "hard@2300": "1 s, cheap playouts", "expert@6900": "3 s, cheap playouts",
}  # fmt: skip
Game = tuple[tuple[str, ...], tuple[float, ...]]  # players of one game (by entry) and their win shares


def load(paths: list[str]) -> list[dict[str, Any]]:
    files: list[Path] = []
    for p in map(Path, paths):
        files.extend(sorted(p.glob("*.json")) if p.is_dir() else [p])
    out = []
    for f in files:
        data = json.loads(f.read_text(encoding="utf-8"))
        if isinstance(data, dict) and "bots" in data and "records" in data:
            data["file"] = str(f)
            out.append(data)
    return out


def matches(chunks: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Per match (the bots' list): games, wins of the first entry, Wilson interval, mean wounds, commits."""
    out: dict[str, dict[str, Any]] = {}
    for c in chunks:
        key = ",".join(c["bots"])
        m = out.setdefault(key, {"games": 0, "wins": 0.0, "wounds": [0.0] * len(c["bots"]), "commits": set(),
                                 "stalled": 0, "files": 0})  # fmt: skip
        m["games"] += c["games"]
        m["wins"] += c["wins"]
        m["stalled"] += c.get("stalled", 0)
        m["files"] += 1
        m["commits"].add(c.get("commit", "?"))
        for j, w in enumerate(c["mean_wounds"]):
            m["wounds"][j] += w * c["games"]
    for m in out.values():
        lo, hi = wilson(m["wins"], m["games"])
        m.update(rate=m["wins"] / m["games"], ci95=[lo, hi], commits=sorted(m["commits"]),
                 wounds=[w / m["games"] for w in m["wounds"]])  # fmt: skip
    return out


def games(chunks: list[dict[str, Any]]) -> list[Game]:
    out: list[Game] = []
    for c in chunks:
        table = {**PLAYERS, **MULTI_PLAYERS} if len(c["bots"]) >= 3 else PLAYERS
        if not all(b in table for b in c["bots"]):
            continue
        names = tuple(table[b] for b in c["bots"])
        out.extend((names, tuple(r["share"])) for r in c["records"])
    return out


def fit(data: list[Game], iterations: int = 500) -> dict[str, float]:
    """Luce / Bradley–Terry strengths γ by MM; γ of every player normalised to a geometric mean of 1."""
    players = sorted({p for names, _s in data for p in names})
    wins: dict[str, float] = defaultdict(float)
    for names, shares in data:
        for p, s in zip(names, shares, strict=True):
            wins[p] += s
    gamma = dict.fromkeys(players, 1.0)
    for _ in range(iterations):
        denom: dict[str, float] = defaultdict(float)
        for names, _s in data:
            total = sum(gamma[p] for p in names)
            for p in set(names):
                denom[p] += names.count(p) / total
        new = {p: max(wins[p], 0.1) / denom[p] for p in players}  # 0.1: a player without a win stays finite
        mean = math.exp(sum(math.log(g) for g in new.values()) / len(new))
        gamma = {p: g / mean for p, g in new.items()}
    return gamma


def elo(gamma: dict[str, float], anchor: str = "Rule") -> dict[str, float]:
    base = gamma.get(anchor, 1.0)
    return {p: 400 * math.log10(g / base) for p, g in gamma.items()}


def ratings(data: list[Game], resamples: int = 200, seed: int = 1) -> dict[str, dict[str, float]]:
    point = elo(fit(data))
    rng = random.Random(seed)
    samples: dict[str, list[float]] = defaultdict(list)
    for _ in range(resamples):
        boot = [data[int(rng.random() * len(data))] for _ in data]
        for p, r in elo(fit(boot, 200)).items():
            samples[p].append(r)
    out = {}
    for p, r in point.items():
        s = sorted(samples[p])
        out[p] = {"elo": r, "lo": s[int(0.025 * len(s))], "hi": s[int(0.975 * len(s)) - 1],
                  "games": sum(1 for names, _s in data if p in names)}  # fmt: skip
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--ratings", action="store_true")
    ap.add_argument("--json", default=None)
    args = ap.parse_args(argv)
    chunks = load(args.paths)
    table = matches(chunks)
    print("| Match | Games | First bot wins [95 % CI] | Mean wounds | Commits |")
    print("|---|---|---|---|---|")
    for key, m in sorted(table.items()):
        lo, hi = m["ci95"]
        wounds = " / ".join(f"{w:.2f}" for w in m["wounds"])
        print(f"| {key} | {m['games']} | {m['rate']:.1%} [{lo:.1%}, {hi:.1%}] | {wounds} | {', '.join(m['commits'])} |")
    res: dict[str, Any] = {"matches": table}
    if args.ratings:
        rated = ratings(games(chunks))
        res["ratings"] = rated
        print("\n| Player | Elo (Rule = 0) | 95 % bootstrap interval | Games |")
        print("|---|---|---|---|")
        for p, r in sorted(rated.items(), key=lambda kv: -kv[1]["elo"]):
            print(f"| {p} | {r['elo']:+.0f} | [{r['lo']:+.0f}, {r['hi']:+.0f}] | {r['games']} |")
    if args.json:
        Path(args.json).write_text(json.dumps(res, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
