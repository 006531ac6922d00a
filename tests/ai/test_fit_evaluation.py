"""scripts/fit_evaluation.py: the fit that gives the search's leaf evaluation its weights."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path
from types import ModuleType

from nightfall_qt.ai import evaluation

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "fit_evaluation.py"


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("fit_evaluation", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("fit_evaluation", module)
    spec.loader.exec_module(module)
    return module


def test_the_fit_finds_that_wounds_lose_games_and_reads_its_gzipped_data(tmp_path: Path) -> None:
    fit_script = _script()
    rng = random.Random(1)
    wounds = evaluation.FEATURES.index("wounds")
    rows = ["game,players,decision,seat,bot,won," + ",".join(evaluation.FEATURES)]
    for g in range(300):
        feats = [[rng.random() for _ in evaluation.FEATURES] for _ in range(3)]
        for f in feats:
            f[wounds] = rng.randrange(12)
        fewest = min(range(3), key=lambda s: (feats[s][wounds], s))
        for s, f in enumerate(feats):
            rows.append(f"{g},3,0,{s},rule,{float(s == fewest)}," + ",".join(f"{x:.4f}" for x in f))
    data = tmp_path / "positions.csv.gz"
    with fit_script._open(data, "w") as out:
        out.write("\n".join(rows) + "\n")
    groups = fit_script.load(data)
    assert len(groups) == 300 and all(len(ys) == 3 for _g, ys, _xs in groups)
    w = fit_script.fit(groups)
    assert w[wounds] < -0.5  # the one feature that decides these games, with the right sign


def test_the_fit_never_gives_a_wound_a_positive_weight() -> None:
    """Data where the players with early wounds win (a selection effect): the free fit would reward wounds."""
    fit_script = _script()
    rng = random.Random(2)
    idx = {name: i for i, name in enumerate(evaluation.FEATURES)}
    groups = []
    for g in range(200):
        feats = [[0.0] * len(evaluation.FEATURES) for _ in range(2)]
        for f in feats:
            f[idx["wounds"]] = float(rng.randrange(6))
            f[idx["strong_cards"]] = rng.random()
        winner = max(range(2), key=lambda s: (feats[s][idx["wounds"]], s))
        groups.append((g, [float(s == winner) for s in range(2)], feats))
    assert fit_script._fit(groups, 12, frozenset())[idx["wounds"]] > 0  # what the data alone say
    w = fit_script.fit(groups)
    assert w[idx["wounds"]] == 0.0 and w[idx["wound_share"]] <= 0


def test_random_claims_answer_only_claim_decisions_and_cost_no_random_draw_when_off() -> None:
    """`collect --random-claims p`: a claim decision is, with probability p, answered by a random claim or
    the end of the claims; with p = 0 no random number is drawn, so the games stay as they were."""
    from nightfall_qt.engine import Choice

    fit_script = _script()
    claims = (Choice("claim", card="a", archive="x"), Choice("claim", card="b", archive="y"), Choice("claim_end"))
    other = (Choice("draw_up", seat=0), Choice("wound_effect", seat=0))
    rng, untouched = random.Random(3), random.Random(3)
    assert fit_script._random_claim(claims, rng, 0.0) is None
    assert rng.random() == untouched.random()
    picks = {fit_script._random_claim(claims, rng, 1.0) for _ in range(60)}
    assert picks == set(claims)  # every claim answer, ending the claims included
    assert fit_script._random_claim(other, rng, 1.0) is None
    some = [fit_script._random_claim(claims, rng, 0.3) for _ in range(400)]
    assert 80 < sum(c is not None for c in some) < 160  # about 30 % of the claim decisions
