"""One app per data folder: two copies on the same autosaves would overwrite each other's games.

The first copy holds a QLockFile in the data folder for its whole life and listens on a QLocalServer whose
name is derived from that folder. A second copy finds the lock taken, sends "activate" to the first (which
brings its window to the front) and stops. A lock left by a crashed or killed copy is stale (QLockFile sees
that its process is gone) and is taken over; so is a server name left behind.
"""

from __future__ import annotations

import hashlib
import logging
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

log = logging.getLogger(__name__)

LOCK_NAME = "nightfall-qt.lock"
ACTIVATE = b"activate\n"
CONNECT_MS = 2000


def server_name(data_dir: Path) -> str:
    """A local-socket name that is the same for every start on `data_dir` (and short enough for Unix)."""
    digest = hashlib.sha256(str(data_dir.resolve()).encode("utf-8")).hexdigest()[:16]
    return f"nightfall-qt-{digest}"


class SingleInstance(QObject):
    """`acquire()` once at start: True for the first copy (keep this object alive), False for a second one
    (which has already asked the first to come forward)."""

    activated = Signal()  # another start asked this copy to show its window

    def __init__(self, data_dir: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.data_dir = data_dir
        self.name = server_name(data_dir)
        self.lock: QLockFile | None = None
        self.server: QLocalServer | None = None
        self._clients: list[QLocalSocket] = []  # connections of other starts, until they hang up

    def acquire(self) -> bool:
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:  # the app still starts; it cannot guard a folder it cannot write
            log.warning("No single-instance lock in %s: %s", self.data_dir, exc)  # untranslated: the log
            return True
        lock = QLockFile(str(self.data_dir / LOCK_NAME))
        lock.setStaleLockTime(0)  # stale only when its process is gone (a long game must keep its lock)
        if not lock.tryLock(0):
            if lock.error() == QLockFile.LockError.LockFailedError:
                self._notify_first()
                return False
            log.warning("No single-instance lock in %s: %s", self.data_dir, lock.error())  # untranslated: the log
            return True
        self.lock = lock
        self._listen()
        return True

    def _listen(self) -> None:
        QLocalServer.removeServer(self.name)  # a socket file left by a copy that crashed
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not server.listen(self.name):
            log.warning("Single-instance server %s: %s", self.name, server.errorString())  # untranslated: the log
            return
        server.newConnection.connect(self._on_connection)
        self.server = server

    def _on_connection(self) -> None:
        assert self.server is not None
        while (socket := self.server.nextPendingConnection()) is not None:
            self._clients.append(socket)
            socket.readyRead.connect(self._on_message)
            socket.disconnected.connect(self._on_disconnected)
            if socket.bytesAvailable():  # the message may have arrived with the connection
                self._read(socket)

    def _on_message(self) -> None:
        socket = self.sender()
        if isinstance(socket, QLocalSocket):
            self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        if bytes(socket.readAll().data()).startswith(ACTIVATE.strip()):
            self.activated.emit()

    def _on_disconnected(self) -> None:
        socket = self.sender()
        if isinstance(socket, QLocalSocket) and socket in self._clients:
            self._clients.remove(socket)
            socket.deleteLater()

    def _notify_first(self) -> bool:
        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(CONNECT_MS):
            return False
        socket.write(ACTIVATE)
        ok = socket.waitForBytesWritten(CONNECT_MS)
        socket.disconnectFromServer()
        return ok

    def release(self) -> None:
        for socket in self._clients:
            socket.abort()
        self._clients.clear()
        if self.server is not None:
            self.server.close()
        if self.lock is not None:
            self.lock.unlock()
