"""The rules engine, card loader and AI must not depend on Qt; the engine must not import yaml eagerly."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "nightfall_qt" / "engine"

_PROBE = """
import importlib, importlib.util, sys
importlib.import_module("nightfall_qt.engine")
importlib.import_module("nightfall_qt.cards.loader")
if importlib.util.find_spec("nightfall_qt.ai") is not None:
    importlib.import_module("nightfall_qt.ai")
bad = sorted(m for m in sys.modules if m == "PySide6" or m.startswith("PySide6."))
if bad:
    print("Qt modules loaded:", ", ".join(bad))
    sys.exit(1)
"""

_QT_IMPORT = re.compile(r"^\s*(import|from)\s+PySide6\b", re.MULTILINE)
# Only top-level (unindented) yaml imports are forbidden; a lazy import inside a function is fine.
_TOP_LEVEL_YAML = re.compile(r"^(import|from)\s+yaml\b", re.MULTILINE)


def test_core_imports_do_not_load_qt() -> None:
    proc = subprocess.run(
        [sys.executable, "-c", _PROBE],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0, f"{proc.stdout}\n{proc.stderr}"


def test_engine_source_has_no_qt_or_top_level_yaml_imports() -> None:
    offenders: list[str] = []
    for path in sorted(ENGINE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        rel = path.relative_to(ROOT)
        if _QT_IMPORT.search(text):
            offenders.append(f"{rel}: imports PySide6")
        if _TOP_LEVEL_YAML.search(text):
            offenders.append(f"{rel}: imports yaml at module top level")
    assert not offenders, "\n".join(offenders)
