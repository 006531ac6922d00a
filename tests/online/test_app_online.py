"""Online play through the app's real windows: File → Host online game… starts a server inside the app on
127.0.0.1, a second app window joins with the room code (File → Join online game…), and both players act on
their own table with real events (a drag on the viewport, prompt-bar buttons, Tab/Enter on the view). Each
window shows only its own seat: no card lying hidden from seat k (another hand, a deck) is in seat k's models
or face up on its table. Also: Join's clear errors, the automatic reconnection, resuming a seat later.
"""

from __future__ import annotations

import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from nightfall_qt.app.remote.online_tickets import load_tickets
from nightfall_qt.app.remote.remote_controller import RemoteController
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameState
from nightfall_qt.online import server as server_module
from nightfall_qt.online.embedded import EmbeddedServer
from nightfall_qt.ui.dialogs.online_dialogs import HostDialog, JoinDialog
from nightfall_qt.ui.table.table_layout import CHAIN_RECT
from nightfall_qt.ui.window.main_window import MainWindow
from tests.engine.helpers import hidden_from
from tests.online.helpers import stored
from tests.online.windows import window_maker

CARDS = load_cards()
LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
WAIT = 30_000  # ms: an upper bound for the server's answer, never a timing goal
BUTTON_ORDER = ("chain_pass", "claim_end", "block_done", "draw_up", "end_turn")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(autouse=True)
def _known_deal(monkeypatch: pytest.MonkeyPatch) -> None:
    """The server deals from a secret seed; here a fixed one, so that every run plays the same cards."""
    monkeypatch.setattr(server_module.secrets, "randbits", lambda bits: 20_261_125)


@pytest.fixture
def make_window(qtbot: Any, tmp_path: Path) -> Iterator[Any]:
    yield from window_maker(qtbot, tmp_path, instant=True)


def host_game(qtbot: Any, window: MainWindow, port: int, friend: bool = True) -> tuple[HostDialog, MainWindow]:
    """File → Host online game…: three seats, the second a friend (else a Random bot), the third an Easy bot."""
    dialog = window.online.host()
    dialog.name.setText("Ada")
    dialog.port.setValue(port)
    assert dialog.interface.currentData() == "127.0.0.1"
    dialog.players.setValue(3)
    dialog.seat_kinds[0].setCurrentIndex(dialog.seat_kinds[0].findData("friend" if friend else "random"))
    dialog.seat_kinds[1].setCurrentIndex(dialog.seat_kinds[1].findData("easy"))
    QTest.mouseClick(dialog.start_button, LEFT)
    qtbot.waitUntil(lambda: dialog.ticket is not None, timeout=WAIT)
    assert dialog.ticket is not None
    code = dialog.ticket.room
    assert code in dialog.invite.text() and f"ws://127.0.0.1:{port}" in dialog.invite.text()
    QTest.mouseClick(dialog.play_button, LEFT)
    table = window.online.table
    assert table is not None and isinstance(table.controller, RemoteController)
    qtbot.waitUntil(lambda: table.controller.has_game, timeout=WAIT)
    return dialog, table


def join_game(qtbot: Any, window: MainWindow, address: str, code: str, name: str) -> JoinDialog:
    dialog = window.online.join()
    dialog.address.setText(address)
    QTest.keyClicks(dialog.code, code.lower())  # typed as a person would; the code is not case-sensitive
    dialog.name.setText(name)
    QTest.mouseClick(dialog.join_button, LEFT)
    return dialog


def shown_uids(table: MainWindow) -> set[int]:
    """Every card the window's models name, and every card face up on its table."""
    uids = {int(row["uid"]) for model in table.models.all_models() if model is not table.models.log
            for row in getattr(model, "rows", []) if row.get("uid") is not None and row.get("card")}  # fmt: skip
    for layer in table.scene.layers:
        uids.update(int(key) for key, item in layer.items.items() if item.face_up and key < 10**6)
    return uids


def assert_private(tables: dict[int, MainWindow], data: Path, code: str, qtbot: Any) -> None:
    """Once every window shows the server's latest position, none shows a card hidden from its seat."""
    _initial, state, version, _moves = stored(data, code)
    qtbot.waitUntil(lambda: all(t.controller.decision_number == version for t in tables.values()), timeout=WAIT)
    st = GameState.from_json(state, load_cards())
    for seat, table in tables.items():
        assert table.controller.viewer_seat == seat
        leaked = shown_uids(table) & hidden_from(st, seat)
        assert not leaked, f"seat {seat}'s window shows hidden cards {sorted(leaked)}"
        own_hand = {int(row["uid"]) for row in table.models.hand.rows}
        assert own_hand == set(st.hand[seat]), "each window holds exactly its own hand"
        assert own_hand <= shown_uids(table), "the check sees the cards a window shows"


def act(table: MainWindow, dragged: list[bool]) -> None:
    """Answer the window's decision with real events: first a hand card dragged onto the chain, then the
    prompt bar's buttons, else Tab (the next legal choice) and Enter on the table view."""
    ctl = table.controller
    d = ctl.decision_for_viewer()
    assert d is not None
    adds = [o for o in d.options if o.kind == "chain_add" and o.uid in table.scene.hand_layer.items]
    if adds and not dragged:
        item = table.scene.hand_layer.items[adds[0].uid]
        vp = table.view.viewport()
        start = table.view.mapFromScene(item.mapToScene(item.boundingRect().center()))
        end = table.view.mapFromScene(CHAIN_RECT.center())
        QTest.mouseMove(vp, start)
        QTest.mousePress(vp, LEFT, NO_MOD, start)
        for k in range(1, 9):
            p = start + (end - start) * (k / 8)
            QTest.mouseMove(vp, QPoint(round(p.x()), round(p.y())))
        QTest.mouseRelease(vp, LEFT, NO_MOD, end)
        dragged.append(True)
        return
    for kind in BUTTON_ORDER:
        button = table.prompt.buttons[kind]
        if button.isVisible():
            QTest.mouseClick(button, LEFT)
            return
    table.view.setFocus()
    QTest.keyClick(table.view, Qt.Key.Key_Tab)
    QTest.keyClick(table.view, Qt.Key.Key_Return)


def play(qtbot: Any, tables: dict[int, MainWindow], answers: int, must_drag: bool = False) -> int:
    """Let the humans answer `answers` decisions in all (or until the game ends); returns how many."""
    dragged: list[bool] = []
    done = 0
    while done < answers:
        def waiting(t: MainWindow) -> bool:
            return t.controller.decision_for_viewer() is not None or t.controller.is_over

        qtbot.waitUntil(lambda: any(waiting(t) for t in tables.values()), timeout=WAIT)
        table = next(t for t in tables.values() if waiting(t))
        if table.controller.is_over:
            break
        before = table.controller.decision_number
        act(table, dragged)
        qtbot.waitUntil(lambda t=table, b=before: t.controller.decision_number > b, timeout=WAIT)
        done += 1
    assert dragged or not must_drag, "one answer was a real drag onto the chain"
    return done


def test_host_and_friend_play_on_their_own_tables_and_see_only_their_seat(make_window, qtbot, tmp_path) -> None:
    home_a, home_b = make_window("a"), make_window("b")
    port = free_port()
    host_dialog, table_a = host_game(qtbot, home_a, port)
    code = host_dialog.ticket.room
    assert not home_a.isVisible(), "the local window waits while the online game is open"
    join = join_game(qtbot, home_b, f"127.0.0.1:{port}", code, "Bea")
    qtbot.waitUntil(lambda: home_b.online.table is not None, timeout=WAIT)
    table_b = home_b.online.table
    qtbot.waitUntil(lambda: table_b.controller.has_game, timeout=WAIT)
    assert join.ticket is not None and join.ticket.seat == 1
    qtbot.waitUntil(lambda: table_a.controller.names[1] == "Bea", timeout=WAIT)
    assert table_b.controller.names[:2] == ["Ada", "Bea"] and table_b.controller.seats[2].is_bot
    assert table_a.pages.currentIndex() == 0, "no privacy screen: each player has their own window"
    data = tmp_path / "a" / "server"
    tables = {0: table_a, 1: table_b}
    assert_private(tables, data, code, qtbot)
    assert play(qtbot, tables, 14, must_drag=True) == 14
    assert_private(tables, data, code, qtbot)
    assert table_b.models.log.rowCount() > 0
    # File → Room code and address… tells the host what to give friends, at any time.
    assert code in table_a.online.invitation() and f"ws://127.0.0.1:{port}" in table_a.online.invitation()
    # Local-only features say why they are off.
    assert not table_a.learning.undo_action.isEnabled() and table_a.learning.undo_action.toolTip()
    assert not table_a.new_action.isEnabled() and not table_a.learning.tutorial_action.isEnabled()
    # File → Quit in an online window quits the app (not just back to the local window).
    table_b.quit_action.trigger()
    assert not table_b.isVisible() and not home_b.isVisible()
    # The friend's seat is remembered for later, with its token, in the app's data folder.
    tickets = load_tickets(tmp_path / "b")
    assert tickets and tickets[0].room == code and tickets[0].seat == 1 and len(tickets[0].token) == 43


def test_a_lost_connection_reconnects_by_itself_and_a_closed_seat_resumes(make_window, qtbot, tmp_path) -> None:
    home_a, home_b = make_window("a"), make_window("b")
    port = free_port()
    host_dialog, table_a = host_game(qtbot, home_a, port)
    code = host_dialog.ticket.room
    join_game(qtbot, home_b, f"ws://127.0.0.1:{port}", code, "Bea")
    qtbot.waitUntil(lambda: home_b.online.table is not None and home_b.online.table.controller.has_game,
                    timeout=WAIT)  # fmt: skip
    table_b = home_b.online.table
    tables = {0: table_a, 1: table_b}
    play(qtbot, tables, 3)
    version = stored(tmp_path / "a" / "server", code)[2]
    lost: list[str] = []
    table_b.controller.connectionChanged.connect(lost.append)
    # The host's server goes away and comes back on the same port: the friend's window says so and resumes.
    server = table_a.online.server
    server.stop()
    qtbot.waitUntil(lambda: any("lost" in text for text in lost), timeout=WAIT)
    assert table_b.controller.decision_for_viewer() is None, "no answers while disconnected"
    again = EmbeddedServer("127.0.0.1", port, tmp_path / "a" / "server", CARDS)
    again.start()
    try:
        table_a.online.server = again
        qtbot.waitUntil(lambda: table_b.controller.connected and table_a.controller.connected, timeout=WAIT)
        qtbot.waitUntil(lambda: table_b.controller.decision_number == version, timeout=WAIT)
        assert lost[-1] == "" and table_b.online.connection.text().startswith("Room")
        # The friend leaves (closing the window) and resumes the seat later from File → Resume online game.
        table_b.close()
        assert home_b.isVisible() and home_b.online.table is None
        ticket = load_tickets(tmp_path / "b")[0]
        resumed = home_b.online.resume(ticket)
        qtbot.waitUntil(lambda: resumed.controller.has_game and resumed.controller.connected, timeout=WAIT)
        assert resumed.controller.viewer_seat == 1
        assert resumed.models.log.rowCount() > 0, "the resumed window rebuilt the log"
        play(qtbot, {0: table_a, 1: resumed}, 2)
    finally:
        table_a.close()
        again.stop()


def test_join_says_clearly_what_is_wrong(make_window, qtbot, tmp_path) -> None:
    home = make_window("b")
    # Nobody listens there.
    dialog = join_game(qtbot, home, f"127.0.0.1:{free_port()}", "ABCDEF", "Bea")
    qtbot.waitUntil(lambda: dialog.join_button.isEnabled(), timeout=WAIT)
    assert "No game server answers" in dialog.status.text() and dialog.isVisible()
    # A server, but a wrong room code.
    server = EmbeddedServer("127.0.0.1", 0, tmp_path / "server", CARDS)
    port = server.start()
    try:
        dialog.address.setText(f"127.0.0.1:{port}")
        QTest.mouseClick(dialog.join_button, LEFT)
        qtbot.waitUntil(lambda: "no game with this room code" in dialog.status.text(), timeout=WAIT)
        assert dialog.join_button.isEnabled() and home.online.table is None
    finally:
        dialog.reject()
        server.stop()
    # Not an address at all, and a code too short: said at once, nothing is sent.
    dialog = join_game(qtbot, home, "http://example", "ABCDEF", "Bea")
    assert "is not a valid address" in dialog.status.text()
    dialog.address.setText("127.0.0.1:1")
    dialog.code.setText("ABC")
    QTest.mouseClick(dialog.join_button, LEFT)
    assert "6 letters and digits" in dialog.status.text()
    dialog.reject()


def test_hosting_on_a_taken_port_says_so(make_window, qtbot) -> None:
    home = make_window("a")
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        dialog = home.online.host()
        dialog.port.setValue(busy.getsockname()[1])
        QTest.mouseClick(dialog.start_button, LEFT)
        assert "cannot listen on port" in dialog.status.text()
        assert dialog.start_button.isEnabled() and dialog.server is None
        dialog.reject()


def test_the_log_says_when_the_turn_timer_played_for_someone() -> None:
    from nightfall_qt.app.texts.log_text import describe

    event = {"type": "timer_bot", "seat": 1, "level": "normal", "seconds": 60}
    assert describe(event, ["Ada", "Bea"], CARDS) == "Bea's time ran out: a Normal bot decided for them."
    assert describe(event, ["Ada", "Bea"], CARDS, you=1) == "Your time ran out: a Normal bot decided for you."


def test_join_errors_are_in_the_players_language(make_window, qtbot) -> None:
    from nightfall_qt.app.texts.i18n import install_language, reset_language

    install_language("de")
    try:
        home = make_window("b")
        dialog = join_game(qtbot, home, f"127.0.0.1:{free_port()}", "ABCDEF", "Bea")
        qtbot.waitUntil(lambda: dialog.join_button.isEnabled(), timeout=WAIT)
        assert "antwortet kein Spielserver" in dialog.status.text()
        dialog.reject()
    finally:
        reset_language()


def test_the_addresses_for_friends_name_the_port_and_end_with_this_computer() -> None:
    from nightfall_qt.online.embedded import friend_addresses

    assert friend_addresses("127.0.0.1", 8765) == ["ws://127.0.0.1:8765"]
    every = friend_addresses("0.0.0.0", 9000)
    assert every[-1] == "ws://127.0.0.1:9000" and all(a.startswith("ws://") and a.endswith(":9000") for a in every)
    assert "ws://0.0.0.0:9000" not in every


def test_a_hosted_game_resumes_later_with_its_server(make_window, qtbot, tmp_path) -> None:
    home = make_window("a")
    _dialog, table = host_game(qtbot, home, free_port(), friend=False)
    play(qtbot, {0: table}, 2)
    qtbot.waitUntil(lambda: table.controller.decision_for_viewer() is not None, timeout=WAIT)  # the bots are done
    seen = table.controller.decision_number
    hand = sorted(int(row["uid"]) for row in table.models.hand.rows)
    table.close()  # leaves the seat and stops this computer's server; the game stays in its database
    assert home.isVisible() and table.online.server is None
    home.file_menu.popup(home.pos())  # File → Resume online game lists the hosted room
    home.online.resume_menu.aboutToShow.emit()
    entries = [a.text() for a in home.online.resume_menu.actions()]
    ticket = load_tickets(tmp_path / "a")[0]
    assert ticket.hosted and any(ticket.room in text for text in entries)
    home.file_menu.hide()
    resumed = home.online.resume(ticket)
    try:
        qtbot.waitUntil(lambda: resumed.controller.decision_number == seen, timeout=WAIT)
        assert sorted(int(row["uid"]) for row in resumed.models.hand.rows) == hand
        assert resumed.online.server is not None and resumed.online.server.running
        play(qtbot, {0: resumed}, 1)
    finally:
        resumed.close()


def test_resuming_a_seat_the_server_does_not_know_says_so(make_window, qtbot, tmp_path) -> None:
    from nightfall_qt.app.remote.remote_controller import OnlineSeat

    home = make_window("b")
    server = EmbeddedServer("127.0.0.1", 0, tmp_path / "server", CARDS)
    port = server.start()
    try:
        forged = OnlineSeat(f"ws://127.0.0.1:{port}", "ABCDEF", 1, "x" * 43, "Bea")
        table = home.online.resume(forged)
        qtbot.waitUntil(lambda: "no game with this room code" in table.online.connection.text(), timeout=WAIT)
        assert not table.controller.has_game and table.controller.decision_for_viewer() is None
        table.close()
    finally:
        server.stop()
