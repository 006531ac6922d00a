"""The UI catalogue: every string of the code is in every language's .ts, finished, with its placeholders and
plural forms; the compiled .qm files are those of the .ts files; no user-visible literal escapes translate()."""

from __future__ import annotations

import ast
import shutil
from pathlib import Path

import pytest

from . import tool

ROOT = Path(__file__).resolve().parents[2]




@pytest.mark.parametrize("language", tool.LANGUAGES)
def test_committed_catalogue_is_complete(language: str) -> None:
    assert tool.problems(language) == []


@pytest.fixture(scope="module")
def fresh_catalogue(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The committed .ts files brought up to date with the code by the extractor (in a copy)."""
    folder = tmp_path_factory.mktemp("ts")
    for lang in tool.LANGUAGES:
        shutil.copy(tool.ts_path(lang), folder / tool.ts_path(lang).name)
    tool.update(folder)
    return folder


@pytest.mark.parametrize("language", tool.LANGUAGES)
def test_every_string_in_the_code_is_translated(fresh_catalogue: Path, language: str) -> None:
    path = fresh_catalogue / tool.ts_path(language).name
    assert tool.problems(language, path) == [], "run `python scripts/translations.py update` and translate"


def test_every_catalogue_has_the_same_messages(fresh_catalogue: Path) -> None:
    keys = {}
    for lang in tool.TRANSLATED:
        _tree, messages = tool.read(fresh_catalogue / tool.ts_path(lang).name)
        keys[lang] = {(m.context, m.source, m.comment) for m in messages}
    assert keys["de"] == keys["fr"] == keys["pl"]
    assert len(keys["de"]) > 300  # the whole UI, not a sample


def test_compiled_catalogues_match_their_sources(tmp_path: Path) -> None:
    tool.release(tmp_path)
    for lang in tool.LANGUAGES:
        built = (tmp_path / tool.qm_path(lang).name).read_bytes()
        assert tool.qm_path(lang).read_bytes() == built, f"run `python scripts/translations.py release` ({lang})"


def test_placeholder_check_catches_a_dropped_field() -> None:
    assert tool.fields("{player} claims {card}.") == {"player", "card"}
    assert tool.fields("{{literal}} {n:>3}") == {"n"}


# ---------------------------------------------------------------- literals that escape translation
TEXT_CALLS = {
    "setText", "setWindowTitle", "setToolTip", "setStatusTip", "setPlaceholderText", "addItem", "addItems",
    "addAction", "addMenu", "setTitle", "setHorizontalHeaderLabels", "setVerticalHeaderLabels", "addRow",
    "addTab", "setLabelText", "showMessage", "information", "warning", "question", "critical", "setInformativeText",
    "setDetailedText", "QLabel", "QPushButton", "QCheckBox", "QGroupBox", "QAction", "QRadioButton", "QToolButton",
    "QMenu", "setWhatsThis", "setAccessibleName", "addButton", "about", "drawText", "QTableWidgetItem",
    "QListWidgetItem", "QStandardItem", "setHtml", "setMarkdown", "setPlainText", "insertItem", "insertItems",
    "setItemText", "setTabText", "setHeaderLabels", "setButtonText", "setPrefix", "setSuffix", "setSpecialValueText",
    "setAccessibleDescription", "QMessageBox",
}
ALLOWED = "# untranslated:"  # a comment on the line saying why a literal stays as it is


def _has_words(node: ast.AST) -> bool:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return any(ch.isalpha() for ch in node.value)
    if isinstance(node, ast.JoinedStr):
        return any(_has_words(v) for v in node.values if isinstance(v, ast.Constant))
    return False


def _literal_texts(path: Path) -> list[str]:
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        if name not in TEXT_CALLS:
            continue
        for arg in [*node.args, *(k.value for k in node.keywords)]:
            if _has_words(arg) and ALLOWED not in lines[node.lineno - 1]:
                found.append(f"{path.name}:{node.lineno}: {ast.unparse(arg)[:60]}")
    return found


def test_no_user_visible_literal_skips_translation() -> None:
    found = [line for d in tool.SOURCES for p in sorted((ROOT / d).rglob("*.py")) for line in _literal_texts(p)]
    assert found == []


def test_the_literal_scan_sees_an_unwrapped_label(tmp_path: Path) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text('QLabel("Hello")\nQLabel(translate("C", "Hi"))\nw.setText(f"{n} cards")\nw.setText("—")\n'
                     'box.addButton("Retry", role)\nQMessageBox.about(w, "About", text)\np.drawText(r, 0, "Wounds")\n'
                     'QTableWidgetItem("Cost")\nview.setHtml("<b>Rules</b>")\ncombo.insertItem(0, "System")\n')
    assert _literal_texts(probe) == [
        "probe.py:1: 'Hello'", "probe.py:3: f'{n} cards'", "probe.py:5: 'Retry'", "probe.py:6: 'About'",
        "probe.py:7: 'Wounds'", "probe.py:8: 'Cost'", "probe.py:9: '<b>Rules</b>'", "probe.py:10: 'System'",
    ]
