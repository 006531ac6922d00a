"""Merge the JSON outputs of several `python -m nightfall_qt.sim --bots ... --json` runs of the same match
(e.g. long tournaments played in chunks of games with consecutive seeds) into one table.

    python scripts/merge_tournaments.py docs/ai-runs/hard_normal_2p_s*.json
    python scripts/merge_tournaments.py --markdown docs/ai-runs/hard_normal_2p_s*.json   # rows for docs/AI.md

Win rates are recomputed from the games (a shared first place counts as a fractional win) with 95 % Wilson
intervals; decision times are merged from the chunks' summaries (mean weighted by decisions, median as the
decision-weighted mean of the chunk medians, p95 as the largest chunk p95: approximations, said so in the table).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from nightfall_qt.ai.arena import wilson  # noqa: E402


def merge(paths: list[Path]) -> dict[str, object]:
    runs = [json.loads(p.read_text(encoding="utf-8")) for p in paths]
    if not runs:
        raise SystemExit("no input files")
    bots = runs[0]["options"]["bots"]
    for p, r in zip(paths, runs, strict=True):
        if r["options"]["bots"] != bots:
            raise SystemExit(f"{p}: bots {r['options']['bots']} differ from {bots}")
    seeds = sorted(g["seed"] for r in runs for g in r["games"])
    if len(seeds) != len(set(seeds)):
        raise SystemExit("some seeds appear in two inputs: the chunks overlap")
    n = len(bots)
    wins = [0.0] * n
    wounds = [0.0] * n
    games = errors = 0
    for r in runs:
        for g in r["games"]:
            if g.get("error"):
                errors += 1
                continue
            games += 1
            for entry in g["winners"]:
                wins[entry] += 1 / len(g["winners"])
            for entry in range(n):
                wounds[entry] += g["wounds"][entry]
    rows = []
    for entry, bot in enumerate(bots):
        parts = [r["summary"]["bots"][entry] for r in runs]
        decisions = sum(p["decisions"] for p in parts)
        rows.append({
            "entry": entry, "bot": bot, "wins": wins[entry], "win_rate": wins[entry] / max(games, 1),
            "ci95": wilson(wins[entry], games), "mean_wounds": wounds[entry] / max(games, 1),
            "decisions": decisions,
            "mean_decision_ms": sum(p["mean_decision_ms"] * p["decisions"] for p in parts) / max(decisions, 1),
            "median_decision_ms": sum(p["median_decision_ms"] * p["decisions"] for p in parts) / max(decisions, 1),
            "p95_decision_ms": max(p["p95_decision_ms"] for p in parts),
        })  # fmt: skip
    return {"bots": bots, "games": games, "errors": errors, "seeds": [seeds[0], seeds[-1]],
            "fair_share": 1 / n, "rows": rows, "seconds": sum(r["summary"]["seconds"] for r in runs)}


def markdown(m: dict[str, object]) -> str:
    """One Markdown table row per bot entry: match, games, win rate with its interval, wounds, decision times."""
    bots = m["bots"]
    match = " vs ".join(bots)  # type: ignore[arg-type]
    lines = []
    for r in m["rows"]:  # type: ignore[attr-defined]
        lo, hi = r["ci95"]
        lines.append(f"| {match} | {m['games']} | {r['bot']} | **{100 * r['win_rate']:.1f} %** [{100 * lo:.1f}, "
                     f"{100 * hi:.1f}] | {r['mean_wounds']:.2f} | {r['mean_decision_ms']:.1f} | "
                     f"{r['median_decision_ms']:.1f} | {r['p95_decision_ms']:.1f} |")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    if argv and argv[0] == "--markdown":
        print(markdown(merge([Path(a) for a in argv[1:]])))
        return 0
    m = merge([Path(a) for a in argv])
    print(f"{' vs '.join(m['bots'])}: {m['games']} games (seeds {m['seeds'][0]}–{m['seeds'][1]}), "
          f"{m['errors']} errors, {m['seconds'] / 3600:.1f} h of play; fair share {100 * m['fair_share']:.0f} %")
    print(f"{'entry':<8}{'win rate':>10}  {'95% CI':<16}{'wounds':>8}{'decisions':>11}"
          f"{'mean ms':>10}{'median ms~':>12}{'p95 ms~':>10}")
    for r in m["rows"]:
        lo, hi = r["ci95"]
        print(f"{r['bot']:<8}{100 * r['win_rate']:>9.1f}%  [{100 * lo:4.1f}, {100 * hi:4.1f}]   "
              f"{r['mean_wounds']:>7.2f}{r['decisions']:>11}{r['mean_decision_ms']:>10.1f}{r['median_decision_ms']:>12.1f}"
              f"{r['p95_decision_ms']:>10.1f}")
    print("(~: merged from per-chunk summaries, see the module docstring)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
