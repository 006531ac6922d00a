"""Run mypy --strict on all of nightfall_qt and ruff on the code, so the one pytest command enforces both."""

from __future__ import annotations

import hashlib
import importlib.util
import subprocess
import sys
import tempfile
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


# The whole product, and the scripts held to it since: every module of nightfall_qt is checked (issue 46).
STRICT = ("nightfall_qt", "benchmarks/baselines", "scripts/fit_evaluation.py", "scripts/make_sounds.py")


def mypy_cache_dir() -> Path:
    """mypy's cache: outside the checkout (a read-only or clean clone is fine), one per checkout, so two checkouts
    of the same modules never share one. A cold run takes ~5 s of one core, a warm one under a second."""
    checkout = hashlib.sha256(str(ROOT).encode()).hexdigest()[:12]
    return Path(tempfile.gettempdir()) / f"nightfall-qt-mypy-{checkout}"


def test_mypy_strict() -> None:
    _run("mypy", "--strict", "--cache-dir", str(mypy_cache_dir()), *STRICT)


def test_ruff_check() -> None:
    # An empty folder is not kept by git, so only check the ones that exist.
    paths = [p for p in ("nightfall_qt", "tests", "benchmarks") if (ROOT / p).is_dir()]
    _run("ruff", "check", *paths)
