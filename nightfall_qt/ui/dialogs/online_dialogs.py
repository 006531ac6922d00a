"""File → Host online game… and File → Join online game…: the dialogs that get this player a seat.

Host: a game server starts inside the app (online/embedded.py) on the chosen port, on this computer only or
on every interface; the host takes seat 1, every other seat is a friend (who joins with the room code) or a
bot. The dialog then shows the room code and the addresses to give friends. Join: address, room code, name.
Both wait for the server's answer without blocking the window, and show any failure in the player's language.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QGuiApplication, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from nightfall_qt.ai import LEVELS
from nightfall_qt.app.remote.online_tickets import OnlineSeat
from nightfall_qt.app.remote.remote_controller import RemoteController
from nightfall_qt.app.texts.i18n import QT_TRANSLATE_NOOP, translate
from nightfall_qt.app.texts.labels import BOT_LEVELS, label
from nightfall_qt.engine import CardDB
from nightfall_qt.online.embedded import ALL_INTERFACES, LOOPBACK, EmbeddedServer, friend_addresses
from nightfall_qt.online.link import DEFAULT_PORT, normalize_address
from nightfall_qt.online.protocol import ROOM_ALPHABET, ROOM_CODE_LENGTH
from nightfall_qt.ui.theme import text_style

FRIEND = "friend"
INTERFACES = (
    (LOOPBACK, QT_TRANSLATE_NOOP("OnlineDialog", "This computer only (127.0.0.1)")),
    (ALL_INTERFACES, QT_TRANSLATE_NOOP("OnlineDialog", "Every network interface (friends on your network, or the "
                                                       "internet through your router)")),
)
def _status_label() -> QLabel:
    status = QLabel()
    status.setObjectName("status")
    status.setWordWrap(True)
    status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return status


class HostDialog(QDialog):
    """Configure, start the server, then show the code; `controller` holds seat 1 once accepted."""

    def __init__(self, parent: QWidget | None, cards: CardDB, data_dir: Path, name: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("OnlineDialog", "Host an online game"))
        self.cards, self.data_dir = cards, Path(data_dir)
        self.server: EmbeddedServer | None = None
        self.controller: RemoteController | None = None
        self.ticket: OnlineSeat | None = None
        self._spent: list[RemoteController] = []
        layout = QVBoxLayout(self)
        layout.addLayout(self._build_form(name))
        layout.addWidget(self._build_seats())
        self.invite = QLabel()
        self.invite.setObjectName("invite")
        self.invite.setWordWrap(True)
        self.invite.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.invite.hide()
        layout.addWidget(self.invite)
        self.status = _status_label()
        layout.addWidget(self.status)
        layout.addWidget(self._build_buttons())

    def _build_form(self, name: str) -> QFormLayout:
        form = QFormLayout()
        self.name = QLineEdit(name or translate("Seats", "You"))
        self.name.setMaxLength(32)
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.interface = QComboBox()
        for host, text in INTERFACES:
            self.interface.addItem(translate("OnlineDialog", text), host)
        self.players = QSpinBox()
        self.players.setRange(2, 5)
        self.players.setValue(3)
        self.timer = QSpinBox()
        self.timer.setRange(0, 7 * 24 * 60)
        self.timer.setSuffix(translate("OnlineDialog", " min"))
        self.timer.setSpecialValueText(translate("OnlineDialog", "none"))
        self.timer.setToolTip(translate("OnlineDialog", "A player who does not answer in time is replaced for that "
                                                        "decision by a Normal bot (the log says so)."))
        form.addRow(translate("OnlineDialog", "Your name:"), self.name)
        form.addRow(translate("OnlineDialog", "Port:"), self.port)
        form.addRow(translate("OnlineDialog", "Listen on:"), self.interface)
        form.addRow(translate("OnlineDialog", "Players:"), self.players)
        form.addRow(translate("OnlineDialog", "Turn timer:"), self.timer)
        return form

    def _build_seats(self) -> QGroupBox:
        box = QGroupBox(translate("OnlineDialog", "Seats (you take seat 1)"))
        self.seat_form = QFormLayout(box)
        self.seat_kinds: list[QComboBox] = []
        for seat in range(1, 5):
            combo = QComboBox()
            combo.addItem(translate("OnlineDialog", "Friend (joins with the room code)"), FRIEND)
            for level in LEVELS:
                combo.addItem(translate("OnlineDialog", "Bot: {level}").format(level=label(BOT_LEVELS, level)), level)
            combo.setCurrentIndex(0 if seat == 1 else combo.findData("normal"))
            self.seat_kinds.append(combo)
            self.seat_form.addRow(translate("OnlineDialog", "Seat {number}:").format(number=seat + 1), combo)
        self.players.valueChanged.connect(self._show_seats)
        self._show_seats()
        return box

    def _build_buttons(self) -> QDialogButtonBox:
        buttons = QDialogButtonBox()
        self.start_button = buttons.addButton(translate("OnlineDialog", "Start the server"),
                                              QDialogButtonBox.ButtonRole.ActionRole)  # fmt: skip
        self.copy_button = buttons.addButton(translate("OnlineDialog", "Copy the invitation"),
                                             QDialogButtonBox.ButtonRole.ActionRole)  # fmt: skip
        self.play_button = buttons.addButton(translate("OnlineDialog", "Go to the table"),
                                             QDialogButtonBox.ButtonRole.ActionRole)  # after Start, in that order
        self.play_button.clicked.connect(self.accept)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.copy_button.hide()
        self.start_button.setDefault(True)
        self.play_button.setEnabled(False)
        self.start_button.clicked.connect(self.start)
        self.copy_button.clicked.connect(lambda: QGuiApplication.clipboard().setText(self.invite_text()))
        buttons.rejected.connect(self.reject)
        return buttons

    def _show_seats(self) -> None:
        for i in range(len(self.seat_kinds)):
            self.seat_form.setRowVisible(i, i + 1 < self.players.value())

    def seat_specs(self) -> list[dict[str, str]]:
        specs: list[dict[str, str]] = [{"kind": "human"}]
        for combo in self.seat_kinds[: self.players.value() - 1]:
            level = combo.currentData()
            specs.append({"kind": "human"} if level == FRIEND else {"kind": "bot", "level": level})
        return specs

    def start(self) -> None:
        """Start the embedded server and create the room (the answer arrives later, see _seated)."""
        name = self.name.text().strip()
        if not name:
            self._error(translate("OnlineDialog", "Type your name first."))
            return
        host, port = str(self.interface.currentData()), self.port.value()
        self.server = EmbeddedServer(host, port, self.data_dir / "server", self.cards)
        try:
            port = self.server.start()
        except OSError as exc:
            self.server = None
            self._error(translate("OnlineDialog", "The server cannot listen on port {port}: {reason}. Choose another "
                                                  "port.").format(port=port, reason=exc.strerror or exc))
            return
        self._settings_enabled(False)
        self.status.setStyleSheet("")
        self.status.setText(translate("OnlineDialog", "Server started. Opening the room…"))
        self.controller = RemoteController(self.cards)
        self.controller.seated.connect(self._seated)
        self.controller.failed.connect(self._error)
        self.controller.create_room(self.server.local_url, name, self.seat_specs(), hosted=(host, port),
                                    timer=self.timer.value() * 60)  # fmt: skip

    def _seated(self, ticket: OnlineSeat) -> None:
        self.ticket = ticket
        self.invite.setText(self.invite_html())
        self.invite.show()
        self.copy_button.show()
        self.play_button.setEnabled(True)
        self.play_button.setDefault(True)
        friends = sum(1 for s in self.seat_specs()[1:] if s["kind"] == "human")
        self.status.setText(translate("OnlineDialog", "Give your friends the address and the room code. Each of "
                                                      "them chooses File → Join online game…")
                            if friends else translate("OnlineDialog", "No friend seat: you play against bots."))

    def addresses(self) -> list[str]:
        port = self.server.port if self.server is not None and self.server.port is not None else self.port.value()
        return friend_addresses(str(self.interface.currentData()), port)

    def invite_text(self) -> str:
        code = self.ticket.room if self.ticket is not None else ""
        return translate("OnlineDialog", "Nightfall online game — address: {address} — room code: {code}").format(
            address=self.addresses()[0], code=code)

    def invite_html(self) -> str:
        code = self.ticket.room if self.ticket is not None else ""
        addresses = "<br>".join(self.addresses())
        return (f"<p>{translate('OnlineDialog', 'Room code:')} <b style='font-size:22px'>{code}</b></p>"
                f"<p>{translate('OnlineDialog', 'Address:')}<br><tt>{addresses}</tt></p>")

    def _error(self, text: str) -> None:
        self.status.setStyleSheet(text_style("error"))
        self.status.setText(text)
        if self.ticket is None:  # nothing started for good: the player may change the settings and retry
            self.discard()
            self._settings_enabled(True)

    def _settings_enabled(self, on: bool) -> None:
        """The settings are fixed once the server runs (the room was opened with them)."""
        for widget in (self.start_button, self.name, self.port, self.interface, self.players, self.timer,
                       *self.seat_kinds):  # fmt: skip
            widget.setEnabled(on)

    def discard(self) -> None:
        """Stop what this dialog started (cancel, or a failure before the room opened)."""
        if self.controller is not None:
            self.controller.shutdown()
            self._spent.append(self.controller)  # it may still be emitting: keep it alive until the dialog goes
            self.controller = None
        if self.server is not None:
            self.server.stop()
            self.server = None

    def reject(self) -> None:
        self.discard()
        super().reject()


class JoinDialog(QDialog):
    """Address, room code and name; `controller` holds the seat once accepted."""

    def __init__(self, parent: QWidget | None, cards: CardDB, address: str = "", name: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("OnlineDialog", "Join an online game"))
        self.cards = cards
        self.controller: RemoteController | None = None
        self.ticket: OnlineSeat | None = None
        self._spent: list[RemoteController] = []
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.address = QLineEdit(address)
        self.address.setPlaceholderText("192.168.1.20:8765")
        self.code = QLineEdit()
        self.code.setMaxLength(ROOM_CODE_LENGTH)
        self.code.setValidator(QRegularExpressionValidator(f"[{ROOM_ALPHABET}{ROOM_ALPHABET.lower()}]*"))
        mono = QFont("monospace")
        mono.setPixelSize(20)
        self.code.setFont(mono)
        self.name = QLineEdit(name or translate("Seats", "You"))
        self.name.setMaxLength(32)
        form.addRow(translate("OnlineDialog", "Address:"), self.address)
        form.addRow(translate("OnlineDialog", "Room code:"), self.code)
        form.addRow(translate("OnlineDialog", "Your name:"), self.name)
        layout.addLayout(form)
        self.status = _status_label()
        layout.addWidget(self.status)
        row = QHBoxLayout()
        row.addStretch(1)
        self.join_button = QPushButton(translate("OnlineDialog", "Join"))
        self.join_button.setDefault(True)
        cancel = QPushButton(translate("OnlineDialog", "Cancel"))
        row.addWidget(self.join_button)
        row.addWidget(cancel)
        layout.addLayout(row)
        self.join_button.clicked.connect(self.join)
        cancel.clicked.connect(self.reject)

    def join(self) -> None:
        code, name = self.code.text().strip().upper(), self.name.text().strip()
        try:
            url = normalize_address(self.address.text())
        except ValueError:
            self._error(translate("Online", "{address} is not a valid address (for example 192.168.1.20:8765).")
                        .format(address=self.address.text().strip() or "—"))  # fmt: skip
            return
        if len(code) != ROOM_CODE_LENGTH:
            self._error(translate("OnlineDialog", "The room code has {count} letters and digits.").format(
                count=ROOM_CODE_LENGTH))
            return
        if not name:
            self._error(translate("OnlineDialog", "Type your name first."))
            return
        self.join_button.setEnabled(False)
        self.status.setStyleSheet("")
        self.status.setText(translate("Online", "Connecting to {address}…").format(address=url))
        if self.controller is not None:
            self.controller.shutdown()
        self.controller = RemoteController(self.cards)
        self.controller.seated.connect(self._seated)
        self.controller.failed.connect(self._error)
        self.controller.join(url, code, name)

    def _seated(self, ticket: OnlineSeat) -> None:
        self.ticket = ticket
        self.accept()

    def _error(self, text: str) -> None:
        self.status.setStyleSheet(text_style("error"))
        self.status.setText(text)
        self.join_button.setEnabled(True)
        if self.controller is not None and self.ticket is None:
            self.controller.shutdown()
            self._spent.append(self.controller)  # it is still emitting: keep it alive until the dialog goes
            self.controller = None

    def reject(self) -> None:
        if self.controller is not None:
            self.controller.shutdown()
            self.controller = None
        super().reject()
