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


# The app and the widgets see the game through the engine's public doors only (issue 16): the package
# `nightfall_qt.engine`, the observation, events, why-not reasons, choices, card data, scenarios and saves.
# The flow of the game (`engine.flow`), the effect primitives (`engine.effects`) and the live state's insides
# (`engine.state`, whose `Pending` is engine-private) are not theirs to import.
ENGINE_INTERNALS = ("nightfall_qt.engine.flow", "nightfall_qt.engine.effects", "nightfall_qt.engine.state")
# Modules that still import an internal, each with the issue that removes it.
INTERNAL_IMPORTS_LEFT = {
    ("nightfall_qt/app/prompt_text.py", "nightfall_qt.engine.state"),  # issue 16 (door-app): prompts from observation
}
_IMPORT = re.compile(r"^\s*(?:from\s+([\w.]+)\s+import|import\s+([\w.]+))", re.MULTILINE)


def _imported_modules(text: str) -> set[str]:
    return {m.group(1) or m.group(2) for m in _IMPORT.finditer(text)}


def test_app_and_ui_do_not_import_engine_internals() -> None:
    offenders: list[str] = []
    for package in ("app", "ui"):
        for path in sorted((ROOT / "nightfall_qt" / package).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            for module in _imported_modules(path.read_text(encoding="utf-8")):
                for internal in ENGINE_INTERNALS:
                    if (module == internal or module.startswith(internal + ".")) and (rel, internal) not in (
                        INTERNAL_IMPORTS_LEFT
                    ):
                        offenders.append(f"{rel}: imports {module}")
    assert not offenders, "\n".join(offenders)


def test_the_internal_import_rule_sees_an_offender() -> None:
    """The rule is not vacuous: the import forms it must catch are caught."""
    sample = "from nightfall_qt.engine.flow.chain import x\n    import nightfall_qt.engine.effects.primitives\n"
    assert _imported_modules(sample) == {"nightfall_qt.engine.flow.chain", "nightfall_qt.engine.effects.primitives"}
