"""Fit how likely a player keeps each card in hand through a turn of its own (ai/inference.py's opponent model).

    python scripts/fit_keeps.py collect --bot hard@200 --games 40 --seed 81000 --out docs/ai-runs/keeps/a.json
    python scripts/fit_keeps.py fit docs/ai-runs/keeps/*.json --write

`collect` plays two-player games of one bot against itself (quick start) and counts, for every card id, how often
it was in the active player's hand when its turn began and how often it was still there when the claim phase
ended (neither played nor discarded for influence). `fit` adds the counts of every file and writes, per card id,
its rate smoothed towards the overall one (as if PRIOR more observations had been kept at the overall rate: a card
seen a few times stays near it) to nightfall_qt/ai/keep_rates.json, with the data files named in it.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

RATES = ROOT / "nightfall_qt" / "ai" / "keep_rates.json"
PRIOR = 2.0  # the prior's weight, in games' worth of observations of one card


def collect(bot: str, games: int, seed: int) -> dict[str, dict[str, int]]:
    from benchmarks.baselines.players import ask, make_player
    from nightfall_qt.cards import load_cards
    from nightfall_qt.engine import GameOptions, new_game

    held: Counter[str] = Counter()
    kept: Counter[str] = Counter()
    for g in range(games):
        bots = [make_player(bot), make_player(bot)]
        st = new_game(GameOptions(players=2, seed=seed + g, setup="quick_start"), load_cards())
        st.record_events = False
        rng = random.Random(seed + g)
        turn, start, counted = -1, list[int](), True
        while not st.is_over:
            if st.turn != turn:
                turn, start, counted = st.turn, list(st.hand[st.active]), False
            if st.phase == "cleanup" and not counted:  # the claim phase is over: what is left was kept
                counted = True
                now = set(st.hand[st.active])
                for uid in start:
                    held[st.cid(uid)] += 1
                    kept[st.cid(uid)] += uid in now
            decision = st.decision
            assert decision is not None  # a running game always asks someone
            st.apply(ask(bots[decision.seat], st, rng))
        print(f"game {g + 1}/{games}", file=sys.stderr, flush=True)
    return {"bot": bot, "games": games, "seed": seed, "held": dict(held), "kept": dict(kept)}  # type: ignore[dict-item]


def fit(paths: list[Path]) -> dict[str, object]:
    held: Counter[str] = Counter()
    kept: Counter[str] = Counter()
    for p in paths:
        data = json.loads(p.read_text(encoding="utf-8"))
        held.update(data["held"])
        kept.update(data["kept"])
    overall = sum(kept.values()) / max(1, sum(held.values()))
    rates = {c: round((kept[c] + PRIOR * overall) / (held[c] + PRIOR), 4) for c in sorted(held)}
    names = [str(p.resolve().relative_to(ROOT)) if p.resolve().is_relative_to(ROOT) else str(p) for p in paths]
    return {"data": names, "overall": round(overall, 4), "observations": sum(held.values()), "rates": rates}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("collect")
    c.add_argument("--bot", default="hard@200")
    c.add_argument("--games", type=int, default=40)
    c.add_argument("--seed", type=int, default=81000)
    c.add_argument("--out", type=Path, required=True)
    f = sub.add_parser("fit")
    f.add_argument("files", type=Path, nargs="+")
    f.add_argument("--write", action="store_true")
    args = ap.parse_args(argv)
    if args.cmd == "collect":
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(collect(args.bot, args.games, args.seed), indent=1), encoding="utf-8")
        return 0
    table = fit(args.files)
    rates = table["rates"]
    assert isinstance(rates, dict)
    for cid, rate in sorted(rates.items(), key=lambda kv: -kv[1]):
        print(f"{cid:28s} {rate:.3f}")
    print(f"overall {table['overall']} over {table['observations']} cards in hand")
    if args.write:
        RATES.write_text(json.dumps(table, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {RATES}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
