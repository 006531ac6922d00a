"""Fixtures shared by the localisation tests."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from nightfall_qt.app.texts import i18n


@pytest.fixture
def pseudo(qapp, pseudo_qm: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The module's pseudo catalogue (its own `pseudo_qm` fixture) installed, cards in German."""
    translator = QTranslator()
    assert translator.load(str(pseudo_qm))
    QCoreApplication.installTranslator(translator)
    monkeypatch.setattr(i18n, "_current", "de")
    try:
        yield
    finally:
        QCoreApplication.removeTranslator(translator)
