"""Start-up: offer to resume the unfinished game found in the autosaves."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from nightfall_qt.app.saves import ResumeOffer


def resume_text(offer: ResumeOffer) -> str:
    assert offer.saved is not None
    text = f"An unfinished game was found:\n\n{offer.saved.describe()}"
    if offer.damaged:
        text += (f"\n\nThe newest autosave could not be loaded ({offer.damaged[0].where}: {offer.damaged[0].what}). "
                 "This is the most recent autosave that is intact.")
    return text


def damaged_text(offer: ResumeOffer) -> str:
    """When no autosave could be loaded at all."""
    details = "\n".join(f"• {e.where}: {e.what}" for e in offer.damaged)
    return f"The autosaved game could not be loaded, so a new game starts.\n\n{details}"


class ResumeDialog(QDialog):
    def __init__(self, offer: ResumeOffer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Resume game")
        layout = QVBoxLayout(self)
        self.label = QLabel(resume_text(offer))
        self.label.setWordWrap(True)
        self.label.setMinimumWidth(460)
        layout.addWidget(self.label)
        buttons = QDialogButtonBox()
        self.resume = buttons.addButton("Resume game", QDialogButtonBox.ButtonRole.AcceptRole)
        self.new = buttons.addButton("New game…", QDialogButtonBox.ButtonRole.RejectRole)
        self.resume.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
