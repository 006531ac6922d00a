"""Online play in the app: the File menu's Host / Join / Resume online game in the local window, and the
online game's own window — the same MainWindow (table, prompt bar, log) on a RemoteController.

While an online game is open the local window waits hidden (its game, if any, stays autosaved); closing the
online window leaves the seat (it stays the player's on the server), stops a hosted server (its games stay
stored and resume later) and brings the local window back. In the online window what needs the whole game
is switched off with its reason: New game, Rematch, the tutorial, undo, fast bots.

The online stack (websockets, asyncio, the embedded server and its SQLite store) is imported when the player
first hosts, joins or resumes, not when the window starts: the game starts faster, and a copy where part of it
is missing or broken still plays locally. Such a copy greys out Host / Join / Resume with the reason
(app/optional_parts.py finds a missing module at start without importing it; a module that is there but
fails to load is caught at first use).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMenu, QMessageBox

from nightfall_qt.app.game.controller import GameController
from nightfall_qt.app.optional_parts import ONLINE_MODULES, missing_module
from nightfall_qt.app.remote.online_presence import presence_line
from nightfall_qt.app.remote.online_tickets import OnlineSeat, load_tickets, mark_finished, remember
from nightfall_qt.app.storage.paths import AppPaths
from nightfall_qt.app.texts.i18n import translate
from nightfall_qt.ui.theme import text_style

if TYPE_CHECKING:
    from nightfall_qt.app.remote.remote_controller import RemoteController
    from nightfall_qt.online.embedded import EmbeddedServer
    from nightfall_qt.ui.dialogs.online_dialogs import HostDialog, JoinDialog
    from nightfall_qt.ui.window.main_window import MainWindow


def unavailable_text(error: ImportError) -> str:
    """Why Host / Join / Resume are greyed out, in the player's language."""
    module = (error.name or "?").split(".")[0]
    text = translate("MainWindow", "Online play is unavailable: the {module} module could not be loaded ({error}).")
    return text.format(module=module, error=error)


class OnlinePlay:
    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.server: EmbeddedServer | None = None  # the hosted game's server (online window only)
        self.home: MainWindow | None = None  # the local window to bring back (online window only)
        self.table: MainWindow | None = None  # the online game's window (local window only)
        self.dialog: HostDialog | JoinDialog | None = None
        self._data_dir: Path | None = None
        self.unavailable: str | None = None  # why online play cannot start here (its actions are greyed out)
        if isinstance(window.controller, GameController):
            self._add_menu()
            missing = missing_module(ONLINE_MODULES)
            if missing is not None:
                self.disable(missing)
        # a replay's window is neither (ui/replay/replay_viewer.py)
        elif not getattr(window.controller, "read_only", False):
            self._setup_online(self.remote)

    @property
    def remote(self) -> RemoteController:
        """The online window's game (a local window has none)."""
        from nightfall_qt.app.remote.remote_controller import RemoteController  # loaded already: it made this window

        controller = self.window.controller
        if not isinstance(controller, RemoteController):
            raise TypeError("a local window has no online game")
        return controller

    @property
    def data_dir(self) -> Path:
        """Where seat tokens and a hosted server's database live: the app's data folder."""
        if self._data_dir is not None:
            return self._data_dir
        services = self.window.services
        return services.paths.data_dir if services is not None else AppPaths.from_environment().data_dir

    @data_dir.setter
    def data_dir(self, path: Path) -> None:
        self._data_dir = Path(path)

    # ------------------------------------------------------------------ the local window's File menu
    def _add_menu(self) -> None:
        menu, before = self.window.file_menu, self.window.quit_action
        self.host_action = QAction(translate("MainWindow", "&Host online game…"), self.window)
        self.join_action = QAction(translate("MainWindow", "&Join online game…"), self.window)
        self.resume_menu = QMenu(translate("MainWindow", "Res&ume online game"), self.window)
        self.host_action.triggered.connect(self.host)
        self.join_action.triggered.connect(self.join)
        self.resume_menu.aboutToShow.connect(self._fill_resume_menu)
        menu.insertSeparator(before)
        menu.insertAction(before, self.host_action)
        menu.insertAction(before, self.join_action)
        menu.insertMenu(before, self.resume_menu)
        menu.insertSeparator(before)

    def disable(self, error: ImportError) -> None:
        """Grey out Host / Join / Resume, each saying why in its tooltip and status tip, and say it in the menu
        itself too: a greyed-out entry cannot be highlighted in most styles, so its tips may never show."""
        first = self.unavailable is None
        self.unavailable = unavailable_text(error)
        self.window.file_menu.setToolTipsVisible(True)
        for action in (self.host_action, self.join_action, self.resume_menu.menuAction()):
            action.setEnabled(False)
            action.setToolTip(self.unavailable)
            action.setStatusTip(self.unavailable)
        if first:
            self.reason_action = QAction(self.unavailable, self.window, enabled=False)
            self.window.file_menu.insertAction(self.host_action, self.reason_action)
        else:
            self.reason_action.setText(self.unavailable)

    def _load_online(self) -> bool:
        """Import the online stack (its first use in this run). If it cannot load, online play is greyed out
        with the reason, the player is told, and the local game goes on."""
        try:
            from nightfall_qt.ui.dialogs import online_dialogs  # noqa: F401  (websockets, asyncio, the server, SQLite)
        except ImportError as exc:
            self.disable(exc)
            box = self.unavailable_box = QMessageBox(QMessageBox.Icon.Warning, translate("MainWindow", "Online game"),
                                                     self.unavailable or "", QMessageBox.StandardButton.Ok,
                                                     self.window)  # fmt: skip
            box.open()
            return False
        return True

    def _default_name(self) -> str:
        services = self.window.services
        seats = services.settings.seats if services is not None else []
        return str(seats[0].get("name", "")) if seats else ""

    def _last(self) -> OnlineSeat | None:
        tickets = load_tickets(self.data_dir)
        return tickets[0] if tickets else None

    def host(self) -> HostDialog | None:
        """File → Host online game…: the dialog opens (window-modal) and returns at once (None: online play
        cannot load here)."""
        if not self._load_online():
            return None
        from nightfall_qt.ui.dialogs.online_dialogs import HostDialog

        dialog = self.dialog = HostDialog(self.window, self.window.controller.cards, self.data_dir,
                                          self._default_name())  # fmt: skip
        dialog.accepted.connect(lambda: self._hosted(dialog))
        dialog.rejected.connect(lambda: self._keep(dialog.ticket))  # an opened room stays resumable
        dialog.open()
        return dialog

    def _keep(self, ticket: OnlineSeat | None) -> None:
        if ticket is not None:
            remember(self.data_dir, ticket)

    def _hosted(self, dialog: HostDialog) -> None:
        if dialog.controller is not None and dialog.ticket is not None:
            self.open_table(dialog.controller, dialog.ticket, dialog.server)

    def join(self) -> JoinDialog | None:
        """File → Join online game…: address, room code and name (the last address and name filled in); None:
        online play cannot load here."""
        if not self._load_online():
            return None
        from nightfall_qt.ui.dialogs.online_dialogs import JoinDialog

        last = self._last()
        address = last.url if last is not None and not last.hosted else ""
        dialog = self.dialog = JoinDialog(self.window, self.window.controller.cards, address,
                                          last.name if last is not None else self._default_name())  # fmt: skip
        dialog.accepted.connect(lambda: self._joined(dialog))
        dialog.open()
        return dialog

    def _joined(self, dialog: JoinDialog) -> None:
        if dialog.controller is not None and dialog.ticket is not None:
            self.open_table(dialog.controller, dialog.ticket, None)

    def _fill_resume_menu(self) -> None:
        self.resume_menu.clear()
        tickets = load_tickets(self.data_dir)
        for ticket in tickets:
            where = translate("MainWindow", "hosted here") if ticket.hosted else ticket.url
            text = translate("MainWindow", "Room {code} — {name} ({where})").format(
                code=ticket.room, name=ticket.name, where=where)
            action = self.resume_menu.addAction(text)
            action.triggered.connect(lambda _=False, t=ticket: self.resume(t))
        if not tickets:
            self.resume_menu.addAction(translate("MainWindow", "No online game yet")).setEnabled(False)

    def resume(self, ticket: OnlineSeat) -> Any:
        """Take the seat back (restarting this computer's server first for a hosted game); the table opens at
        once and fills in when the server answers (None: online play cannot load here, or the server cannot
        listen)."""
        if not self._load_online():
            return None
        try:
            controller, server = self.start_resume(ticket)
        except OSError as exc:
            QMessageBox.warning(self.window, translate("MainWindow", "Resume online game"), str(exc))
            return None
        return self.open_table(controller, ticket, server)

    def start_resume(self, ticket: OnlineSeat) -> tuple[RemoteController, EmbeddedServer | None]:
        """Ask for the seat again (a hosted game's server restarted first); OSError says, in the player's words,
        why this computer's server cannot listen (or that online play cannot load here). The answer arrives
        later: `seated` or `failed`."""
        if not self._load_online():
            raise OSError(self.unavailable or "")
        from nightfall_qt.app.remote.remote_controller import RemoteController
        from nightfall_qt.online.embedded import EmbeddedServer

        server = None
        if ticket.hosted:
            server = EmbeddedServer(ticket.host, ticket.port, self.data_dir / "server", self.window.controller.cards)
            try:
                server.start()
            except OSError as exc:
                raise OSError(translate("OnlineDialog", "The server cannot listen on port {port}: {reason}. "
                                                        "Choose another port.").format(
                    port=ticket.port, reason=exc.strerror or exc)) from exc  # fmt: skip
        controller = RemoteController(self.window.controller.cards)
        controller.resume(ticket)
        return controller, server

    # ------------------------------------------------------------------ opening the online window
    def open_table(self, controller: RemoteController, ticket: OnlineSeat, server: EmbeddedServer | None) -> Any:
        remember(self.data_dir, ticket)
        if self.table is not None:
            self.table.close()
        # A window of the home window's own class (this module sits under the window, which builds it).
        window_class = type(self.window)
        table = window_class(self.window.controller.cards, instant=not self.window.scene.animate, controller=controller)
        table.online.server, table.online.home = server, self.window
        table.online.data_dir = self.data_dir  # where the seat's ticket is kept (marked finished at the end)
        self._carry_settings(table)
        table.resize(self.window.size())
        table.show()
        self.window.hide()
        self.table = table
        controller.restart_views()  # the state that arrived while the dialog was open
        return table

    def _carry_settings(self, table: MainWindow) -> None:
        """The player's animation speed, zoom, hints and confirmations hold at the online table too (the online
        window has no settings of its own: changes made there last until it closes)."""
        services = self.window.services
        if services is None:
            return
        s = services.settings
        table.set_animation_speed(s.animation_speed)
        if s.animation_speed in table.speed_actions:
            table.speed_actions[s.animation_speed].setChecked(True)
        table.learning.confirm_end_claim, table.learning.confirm_pass_chain = s.confirm_end_claim, s.confirm_pass_chain
        table.learning.set_hints(s.hints)
        table.scene.click_plays = s.click_plays
        table.set_text_size(s.text_size)
        table.set_table_zoom(s.table_zoom)
        from nightfall_qt.ui.window.turn_alert import TurnAlertSwitches  # QtDBus: loaded with the online window only

        table.online.turn_alert.switches = TurnAlertSwitches.from_settings(s)
        table.sound.apply(s)

    # ------------------------------------------------------------------ the online window
    def _setup_online(self, controller: RemoteController) -> None:
        window = self.window
        self.connection = QLabel()
        self.connection.setObjectName("connection")
        window.statusBar().addPermanentWidget(self.connection)
        controller.connectionChanged.connect(self._show_connection)
        controller.failed.connect(self._show_failure)
        controller.gameStarted.connect(self._game_started)
        controller.stateChanged.connect(self._show_room)
        controller.presence.changed.connect(self._show_presence)
        controller.gameOver.connect(self._game_over)
        from nightfall_qt.ui.window.turn_alert import TurnAlert  # QtDBus: loaded with the online window only

        self.turn_alert = TurnAlert(window)  # "it's your turn" while the window is in the background
        window.sound.listen(self.turn_alert)  # ... and its chime (ui/window/sound_ui.py)
        window.new_action.setEnabled(False)
        window.new_action.setToolTip(translate("MainWindow", "Leave the online game first (File → Leave)."))
        leave = self.leave_action = QAction(translate("MainWindow", "&Leave the online game"), window)
        leave.setShortcut(QKeySequence.StandardKey.Close)
        leave.triggered.connect(window.close)
        window.file_menu.insertAction(window.quit_action, leave)
        invite = self.invite_action = QAction(translate("MainWindow", "Room code and &address…"), window)
        invite.triggered.connect(self.show_invitation)
        window.file_menu.insertAction(leave, invite)
        window.quit_action.triggered.disconnect()
        window.quit_action.triggered.connect(self._quit)
        local_only = translate("MainWindow", "Not in an online game: the server holds the game and runs its bots.")
        for action in (window.learning.tutorial_action, window.fast):
            action.setEnabled(False)
            action.setToolTip(local_only)
        window.results.rematch.hide()
        window.results.new_game.clicked.disconnect()
        window.results.new_game.clicked.connect(window.close)
        self._show_room()

    def invitation(self) -> str:
        """What to tell a friend: the room code and the address(es) of the server."""
        ticket = self.remote.ticket
        if ticket is None:
            return ""
        from nightfall_qt.online.embedded import friend_addresses  # loaded already: this is the online window

        addresses = friend_addresses(ticket.host, ticket.port) if ticket.hosted else [ticket.url]
        return translate("MainWindow", "Room code: {code}\nAddress: {address}").format(
            code=ticket.room, address="\n".join(addresses))

    def show_invitation(self) -> QMessageBox:
        box = QMessageBox(QMessageBox.Icon.Information, translate("MainWindow", "Online game"), self.invitation(),
                          QMessageBox.StandardButton.Ok, self.window)  # fmt: skip
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.open()
        return box

    def _game_started(self) -> None:
        self._rebuild = True  # once the models hold the new game (they refresh on stateChanged before us)

    def _show_room(self) -> None:
        if getattr(self, "_rebuild", False):
            self._rebuild = False
            self.window.pages.setCurrentIndex(0)
            self.window.scene.rebuild()
        self.window.prompt.refresh()  # a `seats` message names a friend who just joined ("Waiting for Jonas…")
        ticket = self.remote.ticket
        if ticket is None:
            return
        title = translate("MainWindow", "Nightfall Qt — online game, room {code}").format(code=ticket.room)
        self.window.setWindowTitle(title)
        self.room_text = translate("MainWindow", "Room {code} · seat {seat}").format(code=ticket.room,
                                                                                   seat=ticket.seat + 1)
        if not self.connection.text() or self.remote.connected:
            self._show_connection("")

    def _show_connection(self, text: str) -> None:
        """The permanent label says how the link is ("" from the controller: connected); a problem also flashes
        in the status line, and a flashed "Connecting…" or "lost" is taken back once the link holds again."""
        bar = self.window.statusBar()
        if text:
            self.connection.setText(text)
            self.connection.setStyleSheet(text_style("warning"))
            bar.showMessage(text, 8000)
            self._flashed = text
            return
        controller = self.remote
        room = getattr(self, "room_text", "")
        state = controller.link_status.text("") if controller.connected else ""
        self.connection.setText(" · ".join(part for part in (room, state) if part))
        self.connection.setStyleSheet("")
        if bar.currentMessage() and bar.currentMessage() == getattr(self, "_flashed", None):
            bar.clearMessage()

    def _game_over(self, _result: object) -> None:
        """A finished game is not offered at the next start (File → Resume online game still lists it)."""
        ticket = self.remote.ticket
        if ticket is not None and self.home is not None:
            mark_finished(self.data_dir, ticket)
        self.keep_replay()

    def keep_replay(self) -> None:
        """What this seat saw is kept with the local games' replays (the same folder, the same number kept)."""
        from nightfall_qt.app.replay.replays import REPLAY_KEEP, ReplayStore

        replay = self.remote.seat_replay()
        if replay is None or self.home is None:
            return
        services = self.home.services
        store = ReplayStore(self.data_dir / "replays", services.settings.replays_kept if services else REPLAY_KEEP)
        try:
            self.window.statusBar().showMessage(
                translate("MainWindow", "Your view of the game is kept as a replay: {file}").format(
                    file=store.add(replay)), 10000)  # fmt: skip
        except OSError as exc:
            self.window.statusBar().showMessage(translate("Autosaver", "Replay not kept: {reason} ({folder})").format(
                reason=exc.strerror or exc, folder=store.directory))  # fmt: skip

    def _show_presence(self, seat: int, change: str, since: object) -> None:
        """A friend dropped or came back: their name plate, a log line and the status line say so."""
        controller, models = self.window.controller, self.window.models
        rows = models.players.rows
        for row in rows:
            row["away"], row["away_since"] = controller.presence_of(row["seat"])
        models.players.set_rows(rows)
        names = controller.names
        name = names[seat] if 0 <= seat < len(names) else translate("Seats", "Seat {number}").format(number=seat + 1)
        line = presence_line(name, change, since if isinstance(since, float) else None)
        models.log.append([line])
        self.window.statusBar().showMessage(line, 10000)
        self.window.prompt.refresh()  # "Waiting for Jonas… (away since 21:04: not connected)"

    def _show_failure(self, text: str) -> None:
        self._show_connection(text)
        box = QMessageBox(QMessageBox.Icon.Warning, translate("MainWindow", "Online game"), text,
                          QMessageBox.StandardButton.Ok, self.window)  # fmt: skip
        box.open()

    def _quit(self) -> None:
        """File → Quit in the online window quits the app: this window (leaving the seat), then the local one."""
        home, self.home = self.home, None
        self.window.close()
        if home is not None:
            home.online.table = None
            home.close()

    def on_close(self) -> None:
        """The online window closes: the seat is left (not given up), a hosted server stops, home comes back."""
        if self.server is not None:
            self.window.controller.shutdown()
            self.server.stop()
            self.server = None
        if self.home is not None:
            self.home.online.table = None
            self.home.show()
