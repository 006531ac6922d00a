"""The command-line simulator: text and JSON output, exit codes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from nightfall_qt import sim

ROOT = Path(__file__).resolve().parent.parent


def run_sim(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    return subprocess.run(
        [sys.executable, "-m", "nightfall_qt.sim", *args],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip


def test_text_output() -> None:
    proc = run_sim("--players", "4", "--games", "5", "--seed", "1")
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    games = [ln for ln in lines if ln.startswith("game ")]
    assert len(games) == 5
    assert all("winner seat" in ln and "wounds [" in ln and "turns" in ln for ln in games)
    assert "seat  wins  win share  mean wounds" in proc.stdout
    assert "5/5 games completed, 0 errors" in proc.stdout
    assert "games/s" in proc.stdout


def test_json_output_parses_and_is_consistent() -> None:
    proc = run_sim("--players", "3", "--games", "4", "--seed", "7", "--json", "--setup", "draft",
                   "--variants", "secret_archives")  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert data["options"]["players"] == 3
    assert data["options"]["variants"] == ["secret_archives"]
    assert [g["seed"] for g in data["games"]] == [7, 8, 9, 10]
    for g in data["games"]:
        assert g["error"] is None
        assert 0 <= g["winner"] < 3 and len(g["wounds"]) == 3 and sorted(g["ranking"]) == [0, 1, 2]
        assert g["turns"] > 0
    s = data["summary"]
    assert s["completed"] == 4 and s["errors"] == 0
    assert sum(s["wins"]) == 4 and abs(sum(s["win_share"]) - 1) < 1e-9
    assert s["games_per_second"] > 0


def test_same_seed_same_output() -> None:
    a = json.loads(run_sim("--players", "2", "--games", "3", "--seed", "5", "--json").stdout)
    b = json.loads(run_sim("--players", "2", "--games", "3", "--seed", "5", "--json").stdout)
    strip = [{k: v for k, v in g.items() if k != "seconds"} for g in a["games"]]
    assert strip == [{k: v for k, v in g.items() if k != "seconds"} for g in b["games"]]


@pytest.mark.parametrize(
    "args",
    [
        ("--players", "2", "--setup", "draft_2p", "--variants", "open_archives"),
        ("--players", "5", "--setup", "draft", "--variants", "common_ground", "--promos", "--edition", "fr"),
    ],
)
def test_other_setups(args: tuple[str, ...]) -> None:
    proc = run_sim(*args, "--games", "2", "--json")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["summary"]["completed"] == 2


@pytest.mark.parametrize(
    "args",
    [
        ("--players", "3", "--setup", "draft_2p"),
        ("--players", "7"),
        ("--variants", "common_ground", "secret_archives"),
        ("--variants", "no_such_variant"),
        ("--games", "-1"),
    ],
)
def test_bad_arguments_exit_2(args: tuple[str, ...]) -> None:
    proc = run_sim(*args)
    assert proc.returncode == 2
    assert "error" in proc.stderr


def test_engine_error_exits_1_with_seed(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    real = sim.new_game

    def broken(options, cards=None):  # type: ignore[no-untyped-def]
        if options.seed == 12:
            raise RuntimeError("boom in the engine")
        return real(options, cards)

    monkeypatch.setattr(sim, "new_game", broken)
    code = sim.main(["--players", "2", "--games", "3", "--seed", "11"])
    out, err = capsys.readouterr()
    assert code == 1
    assert "seed 12" in err and "RuntimeError: boom in the engine" in err
    assert "ERROR RuntimeError" in out
    assert "2/3 games completed, 1 errors" in out


def test_zero_games() -> None:
    proc = run_sim("--games", "0", "--json")
    assert proc.returncode == 0
    assert json.loads(proc.stdout)["summary"]["games"] == 0
