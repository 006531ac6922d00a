"""Fit the search's leaf evaluation (nightfall_qt/ai/evaluation.py) on game outcomes.

    python scripts/fit_evaluation.py collect --games 3000 --seed 40000 --out docs/ai-runs/eval/positions3000.csv.gz
    python scripts/fit_evaluation.py fit docs/ai-runs/eval/positions3000.csv.gz [--write]
    python scripts/fit_evaluation.py collect --games 3000 --seed 60000 --random-claims 0.3 \
        --out docs/ai-runs/eval/positions3000_random_claims.csv.gz
    python scripts/fit_evaluation.py fit docs/ai-runs/eval/positions3000_random_claims.csv.gz \
        --write nightfall_qt/ai/eval_weights_random_claims.json

`collect` plays games between cheap players (Normal, Easy and the independent rule baseline, two to four
players, quick start, rotated seats) and records every 6th position: the features of every seat and who won
(a `.gz` name is read and written gzipped). With `--random-claims p` each claim decision is, with probability
p, answered by a random claim or by ending the claims: the cheap players buy by the same rules, so in their
games owning many cards mostly means having bought cheap ones, and a fit cannot tell what a card itself is
worth (docs/AI.md, fourth and tenth rounds); random purchases show it.

`fit` fits a conditional-logit model (P(seat wins) = softmax over seats of w·f, by Newton's method with a
little L2) for each number of players apart, reports the log-loss and winner accuracy on held-out games
(every 5th game) next to one set of weights for all counts and the evaluation before issue 17, and with
--write stores them in nightfall_qt/ai/eval_weights_by_players.json (`SearchConfig(evaluation=
"fitted_by_players")`) or in the file it names (`eval_weights_NAME.json` beside it is
`SearchConfig(evaluation="fitted_NAME")`). The one set the levels use, eval_weights.json, was fitted by this
script before it fitted per number of players and held wound weights at 0 (its data file is named in it).
"""

from __future__ import annotations

import argparse
import csv
import gzip
import json
import math
import random
import sys
from collections import defaultdict
from pathlib import Path
from typing import IO, cast

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.baselines.players import ask, make_player  # noqa: E402
from nightfall_qt.ai import evaluation  # noqa: E402
from nightfall_qt.cards import load_cards  # noqa: E402
from nightfall_qt.engine import Choice, GameOptions, new_game  # noqa: E402
from nightfall_qt.engine.choices import ChoiceKind  # noqa: E402

PLAYERS = ("normal", "easy", "rule")
EVERY = 6
L2 = 1e-3


CLAIM_KINDS = (ChoiceKind.CLAIM, ChoiceKind.CLAIM_END)  # a purchase, or ending the purchases


def collect(games: int, out: Path, seed: int, random_claims: float = 0.0) -> None:
    cards = load_cards()
    rows = []
    for g in range(games):
        rng = random.Random(seed + g)
        n = (2, 2, 3, 4)[g % 4]
        specs = [rng.choice(PLAYERS) for _ in range(n)]
        bots = [make_player(s) for s in specs]
        st = new_game(GameOptions(players=n, seed=seed + g, setup="quick_start"), cards)
        st.record_events = False
        samples, k = [], 0
        while not st.is_over and k < 20_000:
            if k % EVERY == 0 and st.phase != "setup":
                samples.append((k, [evaluation.features(st, s) for s in range(n)]))
            assert st.decision is not None  # the game is not over
            choice = _random_claim(st.decision.options, rng, random_claims)
            st.apply(choice if choice is not None else ask(bots[st.decision.seat], st, rng))
            k += 1
        if not st.is_over:
            continue  # a dead game (nobody buys): no outcome to learn from
        first = {r.seat for r in st.result.ranking if r.rank == 1}
        for k, feats in samples:
            for s in range(n):
                won = 1.0 / len(first) if s in first else 0.0
                rows.append([g, n, k, s, specs[s], won, *(round(x, 4) for x in feats[s])])
    out.parent.mkdir(parents=True, exist_ok=True)
    with _open(out, "w") as f:
        w = csv.writer(f)
        w.writerow(["game", "players", "decision", "seat", "bot", "won", *evaluation.FEATURES])
        w.writerows(rows)
    print(f"{len(rows)} rows from {games} games -> {out}")


def _random_claim(options: tuple[Choice, ...], rng: random.Random, share: float) -> Choice | None:
    """With probability `share`, when the decision is a claim, a random claim or the end of the claims."""
    if share <= 0.0:
        return None  # no random draw at all: the games without random claims stay as they were
    claims = [c for c in options if c.kind in CLAIM_KINDS]
    return rng.choice(claims) if claims and rng.random() < share else None


def _open(path: Path, mode: str) -> IO[str]:
    if path.suffix == ".gz":
        return cast(IO[str], gzip.open(path, mode + "t", newline="", encoding="utf-8"))
    return path.open(mode, newline="", encoding="utf-8")


Group = tuple[int, list[float], list[list[float]]]


def load(path: Path) -> list[Group]:
    """Groups (game, outcome per seat, features per seat), one per recorded position."""
    groups: dict[tuple[int, int], tuple[list[float], list[list[float]]]] = defaultdict(lambda: ([], []))
    with _open(path, "r") as f:
        for r in csv.DictReader(f):
            ys, xs = groups[(int(r["game"]), int(r["decision"]))]
            ys.append(float(r["won"]))
            xs.append([float(r[name]) for name in evaluation.FEATURES])
    return [(g, ys, xs) for (g, _k), (ys, xs) in groups.items()]


def probs(w: list[float], xs: list[list[float]]) -> list[float]:
    sc = [sum(a * b for a, b in zip(w, x, strict=True)) for x in xs]
    top = max(sc)
    e = [math.exp(s - top) for s in sc]
    t = sum(e)
    return [v / t for v in e]


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (the system is small)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c and m[c][c] != 0:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]


NEVER_POSITIVE = ("wounds", "wound_share")  # a wound more, all else equal, can only lose


def fit(groups: list[Group], iterations: int = 12) -> list[float]:
    """The weights, with a wound never worth having. Early in a game the data alone would give `wounds` or
    `wound_share` a positive weight (players who took early wounds often went on to win: a selection effect,
    not a cause; one wound more, all else equal, can only lose, and a search would learn to take damage from
    it). Each such weight, the largest first, is held at 0 and the rest refitted, until none is positive."""
    held: frozenset[int] = frozenset()
    while True:
        w = _fit(groups, iterations, held)
        wrong = [i for i in map(evaluation.FEATURES.index, NEVER_POSITIVE) if i not in held and w[i] > 0]
        if not wrong:
            return w
        held |= {max(wrong, key=w.__getitem__)}


def _fit(groups: list[Group], iterations: int, held: frozenset[int]) -> list[float]:
    """Newton's method on the conditional-logit log-likelihood; the `held` weights stay 0."""
    d = len(evaluation.FEATURES)
    w = [0.0] * d
    for _ in range(iterations):
        grad = [-L2 * x for x in w]
        hess = [[L2 if i == j else 0.0 for j in range(d)] for i in range(d)]
        for _g, ys, xs in groups:
            p = probs(w, xs)
            mean = [sum(p[s] * xs[s][i] for s in range(len(xs))) for i in range(d)]
            for s, x in enumerate(xs):
                for i in range(d):
                    grad[i] += (ys[s] - p[s]) * x[i]
                    for j in range(d):
                        hess[i][j] += p[s] * (x[i] - mean[i]) * (x[j] - mean[j])
        for i in held:
            grad[i] = 0.0
            for j in range(d):
                hess[i][j] = hess[j][i] = float(i == j)
        step = solve(hess, grad)
        w = [0.0 if i in held else a + b for i, (a, b) in enumerate(zip(w, step, strict=True))]
    return w


def old_evaluation(xs: list[list[float]]) -> list[float]:
    """Scores of the evaluation this replaces, only wounds visible here: softmax(-wounds / 2)."""
    sc = [-x[0] / 2.0 for x in xs]
    top = max(sc)
    e = [math.exp(s - top) for s in sc]
    return [v / sum(e) for v in e]


def report(name: str, groups: list[Group], model: object) -> None:
    loss = acc = 0.0
    for _g, ys, xs in groups:
        p = model(xs)  # type: ignore[operator]
        loss -= sum(y * math.log(max(q, 1e-12)) for y, q in zip(ys, p, strict=True))
        acc += ys[max(range(len(p)), key=p.__getitem__)]
    print(f"{name:<28} log-loss {loss / len(groups):.4f}   winner picked {acc / len(groups):.1%}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("collect")
    c.add_argument("--games", type=int, default=300)
    c.add_argument("--seed", type=int, default=20_000)
    c.add_argument("--out", type=Path, default=ROOT / "docs/ai-runs/eval/positions.csv")
    c.add_argument("--random-claims", type=float, default=0.0, help="share of claim decisions made at random")
    f = sub.add_parser("fit")
    f.add_argument("data", type=Path)
    f.add_argument(
        "--write",
        nargs="?",
        type=Path,
        const=evaluation.BY_PLAYERS_FILE,
        default=None,
        help=f"store the weights per number of players (default file: {evaluation.BY_PLAYERS_FILE.name})",
    )
    args = ap.parse_args(argv)
    if args.cmd == "collect":
        collect(args.games, args.out, args.seed, args.random_claims)
        return 0
    groups = load(args.data)
    train = [g for g in groups if g[0] % 5 != 0]
    test = [g for g in groups if g[0] % 5 == 0]
    print(f"{len(train)} training positions, {len(test)} held out (every 5th game)")
    one_set = fit(train)
    by_players: dict[str, list[float]] = {}
    for n in sorted({len(g[1]) for g in groups}):
        train_n = [g for g in train if len(g[1]) == n]
        test_n = [g for g in test if len(g[1]) == n]
        w = by_players[str(n)] = fit(train_n)
        print(f"\n{n} players: {len(train_n)} training positions, {len(test_n)} held out")
        for name, x, y in zip(evaluation.FEATURES, w, one_set, strict=True):
            print(f"  {name:<16} {x:+.4f}   (one set for all counts: {y:+.4f})")
        report("uniform", test_n, lambda xs: [1 / len(xs)] * len(xs))
        report("wounds only (old, T=2)", test_n, old_evaluation)
        report("one set for all counts", test_n, lambda xs: probs(one_set, xs))
        report(f"fitted for {n} players", test_n, lambda xs, w=w: probs(w, xs))
    if args.write is not None:
        data = str(args.data.resolve().relative_to(ROOT))
        record = {"features": list(evaluation.FEATURES), "weights": by_players, "data": data, "positions": len(train)}
        args.write.write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
        print(f"-> {args.write}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
