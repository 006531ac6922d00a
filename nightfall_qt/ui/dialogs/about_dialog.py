"""Help → About Nightfall Qt: the version, the licence with its no-warranty line, the note that this is an
unofficial fan edition of AEG's game, the bundled Qt for Python (LGPL), where the card data comes from and
the card illustrations' authors and licence (game-icons.net, CC BY 3.0)."""

from __future__ import annotations

import PySide6
from PySide6.QtCore import Qt, qVersion
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QLayout, QMessageBox, QVBoxLayout, QWidget

from nightfall_qt import assets
from nightfall_qt.app.texts.i18n import translate
from nightfall_qt.cards.art import art_authors

LICENCE_URL = "https://www.gnu.org/licenses/gpl-3.0.html"
ART_URL = "https://game-icons.net/"
ART_LICENCE_URL = "https://creativecommons.org/licenses/by/3.0/"
PARAGRAPH_WIDTH = 540  # pixels: lines of ~80 characters, short enough to read, wide enough to stay short


def about_paragraphs(card_data: str) -> dict[str, str]:
    """The dialog's texts by name, in the player's language (`card_data`: what the card source says)."""
    return {
        "title": translate("About", "Nightfall Qt {version}").format(version=assets.version()),
        "game": card_data,
        "fan": translate(
            "About",
            "An unofficial fan edition, not made or endorsed by Alderac Entertainment Group (AEG) or by David "
            "Gregg. The game Nightfall, its name, card names, card texts and rules belong to AEG and its designer.",
        ),
        "licence": translate(
            "About",
            "Copyright © 2026 the Nightfall Qt developers. This program is free software: you can redistribute it "
            "and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any "
            "later version (GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY.",
        ),
        "qt": translate(
            "About",
            "Built with Qt {qt} and Qt for Python (PySide6 {pyside}), used under the GNU Lesser General Public "
            "License, version 3.",
        ).format(qt=qVersion(), pyside=PySide6.__version__),
        "sound": translate(
            "About",
            "Sound through miniaudio (David Reid) and its Python bindings pyminiaudio (Irmen de Jong), MIT licence. "
            "The sound effects are the project's own, synthesised by scripts/make_sounds.py (GPL-3.0-or-later).",
        ),
        "art": translate(
            "About",
            "Card illustrations: icons from game-icons.net by {authors}, used under the Creative Commons "
            "Attribution 3.0 licence (CC BY 3.0); their shapes are unchanged, coloured by the app.",
        ).format(authors=", ".join(art_authors())),
    }


class AboutDialog(QDialog):
    """Non-modal to the app: `open()` returns at once (window-modal), Close or Escape ends it."""

    def __init__(self, parent: QWidget | None, card_data: str) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("MainWindow", "About Nightfall Qt"))
        self.texts = about_paragraphs(card_data)
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        self.labels: dict[str, QLabel] = {}
        for key, text in self.texts.items():
            label = self.labels[key] = QLabel(text)
            label.setObjectName(f"about-{key}")
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            label.setTextFormat(Qt.TextFormat.PlainText)  # card data paths and versions are never markup
            label.setMinimumWidth(PARAGRAPH_WIDTH)
            if key != "title":
                layout.addWidget(label)
        layout.insertLayout(0, self._header())
        caption = translate("About", "The licence: GNU GPL version 3")
        link = QLabel(f'<a href="{LICENCE_URL}">{caption}</a>')  # untranslated: markup around a translated text
        link.setObjectName("about-licence-link")
        link.setOpenExternalLinks(True)
        layout.insertWidget(layout.indexOf(self.labels["licence"]) + 1, link)
        art_caption = translate("About", "The icons: game-icons.net · CC BY 3.0")
        markup = f'<a href="{ART_URL}">game-icons.net</a> · <a href="{ART_LICENCE_URL}">CC BY 3.0</a>'
        art_link = QLabel(markup)  # names of a site and a licence, not words to translate
        art_link.setObjectName("about-art-link")
        art_link.setToolTip(art_caption)
        art_link.setOpenExternalLinks(True)
        layout.insertWidget(layout.indexOf(self.labels["art"]) + 1, art_link)
        # As tall as its wrapped paragraphs need at its width (a translation that wraps more makes it taller),
        # neither cut nor padded: an About box is read, not resized.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.about_qt = buttons.addButton(translate("About", "About &Qt"), QDialogButtonBox.ButtonRole.HelpRole)
        self.about_qt.clicked.connect(lambda: QMessageBox.aboutQt(self))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _header(self) -> QHBoxLayout:
        """The app's icon beside its name and version, larger than the text below."""
        header = QHBoxLayout()
        icon = QLabel()
        icon.setPixmap(QIcon(str(assets.icon_path())).pixmap(64, 64))
        title = self.labels["title"]
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        title.setFont(font)
        header.addWidget(icon)
        header.addWidget(title, 1)
        return header
