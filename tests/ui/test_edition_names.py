"""Issue 41, point 8, "which edition is English?": the New Game dialog named the editions by country (German
(Pegasus), French, Polish), and an English speaker had to guess that AEG's English v1.01 rules are the Polish box's.
Each edition is now named by its rulebook and the languages it is printed in, in every language of the app."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from nightfall_qt.app.texts.i18n import LANGUAGES
from nightfall_qt.cards import load_cards
from nightfall_qt.ui.dialogs.new_game_dialog import NewGameDialog

CARDS = load_cards()
# How each language names the English language, which the AEG rulebook's entry must say.
ENGLISH = {"en": "English", "de": "Englisch", "fr": "anglais", "pl": "angielskie"}


def test_every_language_names_the_english_rulebook_as_english() -> None:
    for language in LANGUAGES:
        names = {key: e.name(language) for key, e in CARDS.editions.items()}
        assert len(set(names.values())) == len(names)
        assert "AEG" in names["pl"] and "v1.01" in names["pl"] and ENGLISH[language] in names["pl"], (language, names)
        assert "Pegasus" in names["de"]


def test_the_new_game_dialog_offers_the_aeg_rules_in_english(qtbot: Any) -> None:
    dialog = NewGameDialog(None, CARDS.editions)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    combo = dialog.edition
    texts = [combo.itemText(i) for i in range(combo.count())]
    assert "AEG v1.01 rules (English, Polish)" in texts, texts
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_End)  # the last entry, chosen with the keyboard
    assert combo.currentText() == texts[-1]
    assert dialog.edition_summary.text()  # its summary follows
