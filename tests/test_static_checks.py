"""Run mypy --strict on the engine (and the modules brought up to it since) and ruff on the code, so the one
pytest command enforces both."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _run(module: str, *args: str) -> None:
    if importlib.util.find_spec(module) is None:
        pytest.skip(f"{module} is not installed (pip install -e '.[test]')")
    proc = subprocess.run(
        [sys.executable, "-m", module, *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0, (
        f"`{module} {' '.join(args)}` exited {proc.returncode}:\n{proc.stdout}\n{proc.stderr}"
    )


# The engine, and every module that has been brought up to --strict since: keep this list growing.
STRICT = (
    "nightfall_qt/engine", "nightfall_qt/ai", "nightfall_qt/online", "nightfall_qt/cards",
    "nightfall_qt/ui/face_budget.py", "nightfall_qt/fast_yaml.py",
    "benchmarks/baselines", "scripts/fit_evaluation.py",
)  # fmt: skip


def test_mypy_strict_engine() -> None:
    _run("mypy", "--strict", *STRICT)


def test_ruff_check() -> None:
    # An empty folder is not kept by git, so only check the ones that exist.
    paths = [p for p in ("nightfall_qt", "tests", "benchmarks") if (ROOT / p).is_dir()]
    _run("ruff", "check", *paths)
