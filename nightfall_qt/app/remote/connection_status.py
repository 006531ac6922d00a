"""The connection of an online game as the status line says it: connecting, connected, lost (why) and reconnecting
(which attempt), failed, closed — following online/link.py's states, so the words never outlive the link.

`ConnectionStatus` counts the reconnection attempts since the link last held; `text()` is what the permanent
label shows, `notice()` what may flash in the status line ("" when nothing needs saying).
"""

from __future__ import annotations

from nightfall_qt.app.texts.i18n import QT_TRANSLATE_NOOP, translate
from nightfall_qt.app.texts.online_text import failure_text
from nightfall_qt.online import link as net

LOST_TEXT: dict[str, str] = {
    net.SERVER_STOPPED: QT_TRANSLATE_NOOP("Online", "the server stopped"),
    net.CONNECTION_BROKEN: QT_TRANSLATE_NOOP("Online", "the connection broke"),
    net.SERVER_CLOSED: QT_TRANSLATE_NOOP("Online", "the server closed the connection"),
    net.UNREACHABLE: QT_TRANSLATE_NOOP("Online", "no answer from the server"),
    net.NOT_A_SERVER: QT_TRANSLATE_NOOP("Online", "not a Nightfall game server"),
    net.BAD_ADDRESS: QT_TRANSLATE_NOOP("Online", "not a valid address"),
}


class ConnectionStatus:
    def __init__(self) -> None:
        self.status = ""
        self.attempt = 0  # reconnection attempts since the link last held (0: none)
        self.reason = ""
        self.ever_connected = False

    def update(self, status: str, detail: str) -> None:
        self.status = status
        if status == net.CONNECTED:
            self.attempt, self.reason, self.ever_connected = 0, "", True
        elif status == net.LOST:
            self.attempt += 1
            self.reason = detail
        elif status in (net.FAILED, net.CLOSED):
            self.reason = detail

    @property
    def connected(self) -> bool:
        return self.status == net.CONNECTED

    def text(self, address: str) -> str:
        """The state of the link in a few words ("" before anything happened)."""
        if self.status == net.CONNECTED:
            return translate("Online", "connected")
        if self.status == net.CONNECTING and self.attempt:
            return translate("Online", "Reconnecting to {address} (attempt {attempt})…").format(
                address=address, attempt=self.attempt
            )
        if self.status == net.CONNECTING:
            return translate("Online", "Connecting to {address}…").format(address=address)
        if self.status == net.LOST:
            why = translate("Online", LOST_TEXT[self.reason]) if self.reason in LOST_TEXT else self.reason
            return translate("Online", "Connection lost ({reason}): reconnecting, attempt {attempt}…").format(
                reason=why, attempt=self.attempt
            )
        if self.status == net.FAILED:
            return failure_text(self.reason, address)
        if self.status == net.CLOSED:
            return translate("Online", "Disconnected.")
        return ""
