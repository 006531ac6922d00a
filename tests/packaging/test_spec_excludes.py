"""The bundle's spec never excludes a Qt module the app imports: an excluded one made every normal start of the
bundle fail (QtNetwork, used by the single-instance lock), which --self-test did not reach."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _excluded() -> set[str]:
    spec = (ROOT / "packaging" / "nightfall-qt.spec").read_text(encoding="utf-8")
    block = re.search(r"excludes = \[(.*?)\]", spec, re.S)
    assert block is not None
    return set(re.findall(r'"([\w.]+)"', block.group(1)))


def _qt_modules_imported() -> set[str]:
    found: set[str] = set()
    for path in (ROOT / "nightfall_qt").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("PySide6."):
                found.add(".".join(node.module.split(".")[:2]))
            elif isinstance(node, ast.Import):
                found.update(".".join(a.name.split(".")[:2]) for a in node.names if a.name.startswith("PySide6."))
    return found


def test_no_imported_qt_module_is_excluded_from_the_bundle() -> None:
    imported = _qt_modules_imported()
    assert "PySide6.QtWidgets" in imported  # the scan sees the app's imports
    assert not imported & _excluded(), imported & _excluded()
