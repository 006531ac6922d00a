"""Start-up: offer to resume the unfinished game found in the autosaves, and the unfinished online games.

With online games the dialog lists every game (this computer's first). Choosing an online one takes the seat
back as File → Resume online game does — a game hosted here restarts its server — and the dialog waits for the
server's answer: the table opens once the seat is held, and a server that does not answer is said here, with the
game left in the list to try again or to leave for later.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from nightfall_qt.app.remote.online_tickets import OnlineSeat
from nightfall_qt.app.storage.saves import ResumeOffer
from nightfall_qt.app.texts.i18n import translate
from nightfall_qt.ui.theme import text_style

# Starts taking a seat back: (controller, this computer's server or None); raises OSError with the reason.
StartResume = Callable[[OnlineSeat], tuple[Any, Any]]
LOCAL = "local"


def resume_text(offer: ResumeOffer) -> str:
    assert offer.saved is not None
    if offer.damaged:
        return translate(
            "ResumeDialog",
            "An unfinished game was found:\n\n{game}\n\nThe newest autosave could not be "
            "loaded ({file}: {problem}). This is the most recent autosave that is "
            "intact.",
        ).format(game=offer.saved.describe(), file=offer.damaged[0].where, problem=offer.damaged[0].what)
    return translate("ResumeDialog", "An unfinished game was found:\n\n{game}").format(game=offer.saved.describe())


def damaged_text(offer: ResumeOffer) -> str:
    """When no autosave could be loaded at all."""
    details = "\n".join(f"• {e.where}: {e.what}" for e in offer.damaged)
    return translate(
        "ResumeDialog", "The autosaved game could not be loaded, so a new game starts.\n\n{details}"
    ).format(details=details)


def online_entry(ticket: OnlineSeat) -> str:
    where = translate("ResumeDialog", "hosted on this computer") if ticket.hosted else ticket.url
    return translate("ResumeDialog", "Online: room {code}, seat {seat} as {name}\n{where}").format(
        code=ticket.room, seat=ticket.seat + 1, name=ticket.name, where=where
    )


class ResumeDialog(QDialog):
    """Accepted: resume — this computer's game, or `online` (controller, ticket, server) once its seat is held.
    Rejected with `wants_new`: the player pressed "New game…". Rejected otherwise (Escape, the window's close
    button): the player chose nothing, and the unfinished game must not be lost."""

    def __init__(self, offer: ResumeOffer, parent: QWidget | None = None, online: Sequence[OnlineSeat] = (),
                 start_resume: StartResume | None = None) -> None:  # fmt: skip
        super().__init__(parent)
        self.wants_new = False
        self.online: tuple[Any, OnlineSeat, Any] | None = None
        self._start_resume = start_resume
        self._pending: tuple[Any, OnlineSeat, Any] | None = None
        self._spent: list[Any] = []  # controllers that failed, still emitting: kept alive until the dialog goes
        self.setWindowTitle(translate("ResumeDialog", "Resume game"))
        layout = QVBoxLayout(self)
        if online:
            text = translate("ResumeDialog", "Unfinished games:")
            if offer.saved is not None and offer.damaged:
                text = f"{resume_text(offer)}\n\n{text}"
        else:
            text = resume_text(offer)
        self.label = QLabel(text)
        self.label.setWordWrap(True)
        self.label.setMinimumWidth(460)
        layout.addWidget(self.label)
        self.games = QListWidget()
        if offer.saved is not None:
            self._add(translate("ResumeDialog", "On this computer\n{game}").format(game=offer.saved.describe()), LOCAL)
        for ticket in online:
            self._add(online_entry(ticket), ticket)
        self.games.setCurrentRow(0)
        # Two lines a game, as tall as its games (a scroll bar beyond six); a long line is cut with "…".
        self.games.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.games.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.games.setMinimumWidth(580)
        row_h = 2 * self.games.fontMetrics().lineSpacing() + 10
        self.games.setFixedHeight(min(max(self.games.count(), 2), 6) * row_h + 2 * self.games.frameWidth())
        self.games.itemDoubleClicked.connect(lambda _item: self._resume())
        self.games.setVisible(bool(online))
        layout.addWidget(self.games)
        self.status = QLabel()  # connecting…, or why the server could not be reached
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # Room for three lines from the start: a word-wrapped label does not make its window grow when it fills.
        self.status.setMinimumHeight(3 * self.status.fontMetrics().lineSpacing() if online else 0)
        layout.addWidget(self.status)
        buttons = QDialogButtonBox()
        role = QDialogButtonBox.ButtonRole
        self.resume = buttons.addButton(translate("ResumeDialog", "Resume game"), role.ActionRole)
        self.new = buttons.addButton(translate("ResumeDialog", "New game…"), role.RejectRole)
        self.resume.setDefault(True)
        self.resume.clicked.connect(self._resume)
        self.new.clicked.connect(self._new_game)
        layout.addWidget(buttons)

    def _add(self, text: str, what: object) -> None:
        item = QListWidgetItem(text)
        item.setSizeHint(QSize(0, 2 * self.games.fontMetrics().lineSpacing() + 10))
        item.setData(Qt.ItemDataRole.UserRole, what)
        self.games.addItem(item)

    def chosen(self) -> object:
        item = self.games.currentItem()
        return None if item is None else item.data(Qt.ItemDataRole.UserRole)

    def _resume(self) -> None:
        chosen = self.chosen()
        if isinstance(chosen, OnlineSeat) and self._start_resume is not None:
            self._resume_online(chosen)
        elif chosen == LOCAL:
            self.accept()

    def _resume_online(self, ticket: OnlineSeat) -> None:
        assert self._start_resume is not None
        self._drop_pending()
        self.status.setStyleSheet("")
        self.status.setText(translate("Online", "Connecting to {address}…").format(address=ticket.url))
        self.resume.setEnabled(False)
        try:
            controller, server = self._start_resume(ticket)
        except OSError as exc:
            self._failed(str(exc))
            return
        self._pending = (controller, ticket, server)
        # A controller given up (another game chosen meanwhile) may still answer: only the pending one counts.
        controller.seated.connect(lambda held, c=controller: self._seated(c, held))
        controller.failed.connect(lambda text, c=controller: self._failed(text, c))

    def _seated(self, controller: Any, ticket: OnlineSeat) -> None:
        if self._pending is None or self._pending[0] is not controller:
            return
        server = self._pending[2]
        self._pending = None
        self.online = (controller, ticket, server)
        self.accept()

    def _failed(self, text: str, controller: Any = None) -> None:
        """The seat could not be reached: say why; the game stays in the list, to try again or leave for later."""
        if controller is not None and (self._pending is None or self._pending[0] is not controller):
            return  # a controller given up meanwhile
        self._drop_pending()
        self.status.setStyleSheet(text_style("error"))
        self.status.setText(text)
        self.resume.setEnabled(True)

    def _drop_pending(self) -> None:
        if self._pending is None:
            return
        controller, _ticket, server = self._pending
        self._pending = None
        controller.shutdown()
        self._spent.append(controller)
        if server is not None:
            server.stop()

    def _new_game(self) -> None:
        self.wants_new = True
        self.reject()

    def reject(self) -> None:
        self._drop_pending()
        super().reject()
