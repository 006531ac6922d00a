"""Start-up: offer to resume the unfinished game found in the autosaves."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from nightfall_qt.app.i18n import translate
from nightfall_qt.app.saves import ResumeOffer


def resume_text(offer: ResumeOffer) -> str:
    assert offer.saved is not None
    if offer.damaged:
        return translate("ResumeDialog", "An unfinished game was found:\n\n{game}\n\nThe newest autosave could not be "
                                         "loaded ({file}: {problem}). This is the most recent autosave that is "
                                         "intact.").format(game=offer.saved.describe(), file=offer.damaged[0].where,
                                                           problem=offer.damaged[0].what)
    return translate("ResumeDialog", "An unfinished game was found:\n\n{game}").format(game=offer.saved.describe())


def damaged_text(offer: ResumeOffer) -> str:
    """When no autosave could be loaded at all."""
    details = "\n".join(f"• {e.where}: {e.what}" for e in offer.damaged)
    return translate("ResumeDialog", "The autosaved game could not be loaded, so a new game starts.\n\n{details}"
                     ).format(details=details)


class ResumeDialog(QDialog):
    """Accepted: resume. Rejected with `wants_new`: the player pressed "New game…". Rejected otherwise (Escape,
    the window's close button): the player chose nothing, and the unfinished game must not be lost."""

    def __init__(self, offer: ResumeOffer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.wants_new = False
        self.setWindowTitle(translate("ResumeDialog", "Resume game"))
        layout = QVBoxLayout(self)
        self.label = QLabel(resume_text(offer))
        self.label.setWordWrap(True)
        self.label.setMinimumWidth(460)
        layout.addWidget(self.label)
        buttons = QDialogButtonBox()
        role = QDialogButtonBox.ButtonRole
        self.resume = buttons.addButton(translate("ResumeDialog", "Resume game"), role.AcceptRole)
        self.new = buttons.addButton(translate("ResumeDialog", "New game…"), role.RejectRole)
        self.resume.setDefault(True)
        buttons.accepted.connect(self.accept)
        self.new.clicked.connect(self._new_game)
        layout.addWidget(buttons)

    def _new_game(self) -> None:
        self.wants_new = True
        self.reject()
