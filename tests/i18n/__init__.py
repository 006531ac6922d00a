"""Shared helpers of the localisation tests: the catalogue tool, and pseudo catalogues built from the code."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


def _load_tool() -> ModuleType:
    """scripts/translations.py (not a package module) loaded by path."""
    spec = importlib.util.spec_from_file_location("translations_tool", ROOT / "scripts" / "translations.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


tool = _load_tool()


def pseudo_catalogue(folder: Path, render: Callable[[str], str]) -> Path:
    """A compiled catalogue of every message of the code (the tool's extractor), each translated to
    `render(source)`; messages with %n are plural messages with Polish's three forms."""
    lrelease = tool._tool("lrelease")  # PySide6 ships it: a missing tool is a failure, not a skip
    root = ET.Element("TS", {"version": "2.1", "language": "pl_PL", "sourcelanguage": "en"})
    contexts: dict[str, ET.Element] = {}
    for context, source, comment in tool.extract():
        if context not in contexts:
            contexts[context] = ET.SubElement(root, "context")
            ET.SubElement(contexts[context], "name").text = context
        msg = ET.SubElement(contexts[context], "message", {"numerus": "yes"} if "%n" in source else {})
        ET.SubElement(msg, "source").text = source
        if comment:
            ET.SubElement(msg, "comment").text = comment
        tr = ET.SubElement(msg, "translation")
        if "%n" in source:
            for _ in range(3):
                ET.SubElement(tr, "numerusform").text = render(source)
        else:
            tr.text = render(source)
    pseudo = folder / "pseudo.ts"
    ET.ElementTree(root).write(pseudo, encoding="utf-8", xml_declaration=True)
    qm = pseudo.with_suffix(".qm")
    subprocess.run([lrelease, "-silent", str(pseudo), "-qm", str(qm)], check=True, capture_output=True)
    return qm
