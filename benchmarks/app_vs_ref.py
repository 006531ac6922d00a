"""Statistics, saves and the game log against a reference checkout, side by side in one run (issue 42).

    python -m benchmarks.app_vs_ref --ref /path/to/reference/checkout [--rounds 5] [--json]

Each figure is one process of benchmarks/app_work.py, ours and the reference in turn (A B A B ...); the
median of each and of the pair-by-pair ratios is printed with the load average. Inputs are made here, once,
by our checkout: a statistics file of 10,000 finished games and saves of one 5-player game at its start,
a quarter, half, three quarters and near its end.

Targets: the statistics window <= 200 ms at 10,000 games; opening a save <= 150 ms at any point of a
5-player game; a log append costs the same at 10 and at 10,000 lines.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
OURS = HERE.parent
WORK = HERE / "app_work.py"
GAMES = 10_000


def _seconds(checkout: Path, kind: str, arg: str) -> float:
    env = {**os.environ, "PYTHONPATH": str(checkout), "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run([sys.executable, str(WORK), kind, arg], env=env, check=True, capture_output=True, text=True)
    return float(json.loads(out.stdout.strip().splitlines()[-1])["seconds"])


def make_stats(folder: Path) -> Path:
    """A statistics file of GAMES games, written the way the app writes it."""
    from nightfall_qt.app.storage.stats import StatsStore

    rng = random.Random(7)
    store = StatsStore(folder / "stats.json")
    for i in range(GAMES):
        players = rng.randint(2, 5)
        seats = [{"name": f"P{s}", "kind": "human" if s == 0 else "bot", "level": "normal"} for s in range(players)]
        wounds = [{"bite": rng.randint(0, 4), "burn": rng.randint(0, 4), "bleed": rng.randint(0, 4)} for _ in seats]
        store.games.append({
            "id": f"game-{i}", "date": f"2026-01-01T00:00:{i:05d}", "seats": seats,
            "setup": {"players": players, "setup": "quick_start", "variants": [], "include_promos": False,
                      "edition": "de", "seed": i},
            "winner": rng.randrange(players), "wounds": wounds, "turns": rng.randint(8, 30),
            "duration_seconds": float(rng.randint(300, 3000)), "claimed": {"vulko": rng.randint(0, 3)},
        })  # fmt: skip
    store.save()
    return store.path


def make_saves(folder: Path) -> list[tuple[str, Path]]:
    """Saves of one 5-player random game at five points of it."""
    from nightfall_qt.app.game.seats import SeatConfig
    from nightfall_qt.app.storage.saves import GameMeta, write_save
    from nightfall_qt.cards import load_cards
    from nightfall_qt.engine import GameOptions, new_game

    cards = load_cards()
    opts = GameOptions(players=5, seed=11)
    st = new_game(opts, cards)
    rng = random.Random(11)
    total = 0
    while not st.is_over:
        st.apply(rng.choice(st.decision.options))  # type: ignore[union-attr]
        total += 1
    seats = [SeatConfig(f"P{s}", "human" if s == 0 else "bot") for s in range(5)]
    out = []
    points = [(f"at {int(share * 100)} %", int(total * share)) for share in (0.0, 0.25, 0.5, 0.75, 0.98)]
    points.append(("at the most answers", _most_answers(opts, total)))
    for name, at in points:
        st, rng = new_game(opts, cards), random.Random(11)
        for _ in range(at):
            st.apply(rng.choice(st.decision.options))  # type: ignore[union-attr]
        path = folder / f"save-{at}.json"
        write_save(path, st, seats, GameMeta())
        out.append((f"open a 5-player save {name} ({len(st.decision.options)} answers)", path))  # type: ignore[union-attr]
    return out


def _most_answers(opts: Any, total: int) -> int:
    """The decision of the game with the most answers (loading tries every answer: the costliest point)."""
    from nightfall_qt.cards import load_cards
    from nightfall_qt.engine import new_game

    st, rng = new_game(opts, load_cards()), random.Random(11)
    best, at = 0, 0
    for i in range(total):
        options = st.decision.options  # type: ignore[union-attr]
        if len(options) > best:
            best, at = len(options), i
        st.apply(rng.choice(options))
    return at


def run(ref: Path, rounds: int) -> dict[str, Any]:
    load_before = os.getloadavg()[0]
    rows: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        work: list[tuple[str, str, str]] = [("statistics window, 10,000 games", "stats", str(make_stats(folder)))]
        work += [(name, "save", str(path)) for name, path in make_saves(folder)]
        work += [(f"log append at {n} lines", "log", str(n)) for n in (10, 10_000)]
        for name, kind, arg in work:
            ours, theirs = [], []
            for _ in range(rounds):
                ours.append(_seconds(OURS, kind, arg))
                theirs.append(_seconds(ref, kind, arg))
            ratios = [a / b for a, b in zip(ours, theirs, strict=True)]
            rows[name] = {"ours_ms": statistics.median(ours) * 1e3, "ref_ms": statistics.median(theirs) * 1e3,
                          "ratio": statistics.median(ratios)}  # fmt: skip
    return {"rows": rows, "load_before": load_before, "load_after": os.getloadavg()[0], "rounds": rounds,
            "ref": str(ref)}  # fmt: skip


def print_table(r: dict[str, Any]) -> None:
    load = f"load {r['load_before']:.1f} -> {r['load_after']:.1f}"
    print(f"app vs {r['ref']}: {r['rounds']} alternating rounds, {load}")
    print(f"{'measure (wall)':<46} {'ours ms':>9} {'ref ms':>9} {'ratio':>6}")
    for name, row in r["rows"].items():
        print(f"{name:<46} {row['ours_ms']:9.3f} {row['ref_ms']:9.3f} {row['ratio']:6.2f}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ref", type=Path, required=True, help="a checkout of the reference commit")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    r = run(args.ref.resolve(), args.rounds)
    print(json.dumps(r, indent=1) if args.json else "", end="")
    if not args.json:
        print_table(r)
    return 0


if __name__ == "__main__":
    sys.exit(main())
