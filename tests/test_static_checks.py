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
    "nightfall_qt/app/online_presence.py", "nightfall_qt/app/connection_status.py",
    "nightfall_qt/ui/turn_alert.py", "nightfall_qt/ui/desktop_notice.py", "nightfall_qt/ui/resume_dialog.py",
    "nightfall_qt/app/online_tickets.py",
    "nightfall_qt/app/sound_player.py", "nightfall_qt/app/sound_cues.py", "nightfall_qt/ui/sound_ui.py",
    "scripts/make_sounds.py",
    "benchmarks/baselines", "scripts/fit_evaluation.py",
)  # fmt: skip


# The path of a step of the game from either source to the table (issue 47), strict in itself: the Qt modules they
# import are read for their types but not yet held to --strict (`--follow-imports=silent`).
STRICT_STEP_PATH = (
    "nightfall_qt/app/game_source.py", "nightfall_qt/app/controller.py", "nightfall_qt/app/remote_controller.py",
    "nightfall_qt/app/presenter.py", "nightfall_qt/app/paced_view.py", "nightfall_qt/app/labels.py",
    "nightfall_qt/ui/card_motion.py", "nightfall_qt/ui/zone_layer.py",
)  # fmt: skip


def test_mypy_strict_engine() -> None:
    _run("mypy", "--strict", *STRICT)


def test_mypy_strict_step_path() -> None:
    _run("mypy", "--strict", "--follow-imports=silent", *STRICT_STEP_PATH)


def test_ruff_check() -> None:
    # An empty folder is not kept by git, so only check the ones that exist.
    paths = [p for p in ("nightfall_qt", "tests", "benchmarks") if (ROOT / p).is_dir()]
    _run("ruff", "check", *paths)
