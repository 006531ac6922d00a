"""Tournaments in small chunks that each append a JSON file, so that a stopped run still counts and a later
session continues where this one stopped.

    python -m benchmarks.baselines.chunked --out docs/ai-runs/issue17 --rounds 50 \
        --match hard2p=hard@2300,rule:2 --match expert_hard=expert@6900,hard@2300:2

Every round plays one chunk of every match in turn (`label=bots:games`; a chunk's games rotate the seats
from seat 0, so a multiple of the number of players keeps them fair). A chunk's seed is the next one free for
its label (`SEED_BASE + 1000 × (crc32(label) % 997) + games played`, whatever the other matches), its file
`{label}_s{seed}.json` holds `duel.run`'s summary, every game, the git commit the process started from
(the code it imported) and the time. `python -m benchmarks.baselines.summary DIR`
adds the chunks up.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
import zlib
from pathlib import Path

from benchmarks.baselines.duel import run

SEED_BASE = 17_000


def commit() -> str:
    try:
        out = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=True)
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], capture_output=True,
                               text=True, check=True).stdout.strip()  # fmt: skip
        return out.stdout.strip() + ("+dirty" if dirty else "")
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def played(out: Path, label: str) -> int:
    return sum(json.loads(p.read_text(encoding="utf-8"))["games"] for p in out.glob(f"{label}_s*.json"))


STARTED_FROM = commit()


def chunk(out: Path, label: str, bots: list[str], games: int) -> Path:
    seed = SEED_BASE + 1000 * (zlib.crc32(label.encode()) % 997) + played(out, label)
    res = run(bots, games, seed, 1)
    res.update(label=label, commit=STARTED_FROM, finished=time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()))
    path = out / f"{label}_s{seed}.json"
    path.write_text(json.dumps(res, indent=1), encoding="utf-8")
    return path


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--match", action="append", required=True, help="label=bot,bot,...:games per chunk")
    ap.add_argument("--rounds", type=int, default=1)
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    matches = []
    for m in args.match:
        label, _, rest = m.partition("=")
        bots, _, games = rest.rpartition(":")
        matches.append((label, bots.split(","), int(games)))
    for _ in range(args.rounds):
        for label, bots, games in matches:
            path = chunk(out, label, bots, games)
            res = json.loads(path.read_text(encoding="utf-8"))
            print(f"{label}: {res['wins']:g}/{res['games']} in {res['seconds']:.0f} s -> {path}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
