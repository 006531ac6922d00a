"""Issue 47: the online table equals the local table. A host window and a friend's window (two real MainWindows,
a real server on 127.0.0.1, animations on) play a two-player game with real gestures on their viewports — a hand
card dragged onto the chain (a kicker when one is live), an archive clicked to claim it, a hand card dragged into
the influence well, the prompt bar's buttons, Tab and Enter for the rest (attacks, blocks, targets) — and whenever
both tables have settled, each shows exactly what a table built from nothing shows for its seat's observation:
every card in its zone at its place, face and turn, the name plates (wound counts), the arrows."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from nightfall_qt.cards import load_cards
from nightfall_qt.online import server as server_module
from nightfall_qt.ui.window.main_window import MainWindow
from tests.online.test_app_online import free_port, join_game
from tests.online.windows import window_maker
from tests.ui.table_picture import assert_like_fresh
from tests.ui.table_player import act

CARDS = load_cards()
LEFT = Qt.MouseButton.LeftButton
WAIT = 10_000  # ms: an upper bound for the server's answer and the animations, never a timing goal
FASTEST = 0.5  # View → Animation speed → Fast: the quickest setting that still animates
SEED = 289  # a short quick-start game (57 answers) with attacks, claims and one kicker for this play


@pytest.fixture(autouse=True)
def _known_deal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(server_module.secrets, "randbits", lambda bits: SEED)


@pytest.fixture
def homes(qtbot: Any, tmp_path: Path) -> Iterator[Any]:
    yield from window_maker(qtbot, tmp_path, instant=False)  # animations on, as the app starts


def open_tables(qtbot: Any, homes: Any) -> dict[int, MainWindow]:
    """File → Host online game… for two (the second seat a friend), then File → Join online game… with the code."""
    home_a, home_b = homes("a"), homes("b")
    port = free_port()
    dialog = home_a.online.host()
    dialog.name.setText("Hana")
    dialog.port.setValue(port)
    dialog.players.setValue(2)
    dialog.seat_kinds[0].setCurrentIndex(dialog.seat_kinds[0].findData("friend"))
    QTest.mouseClick(dialog.start_button, LEFT)
    qtbot.waitUntil(lambda: dialog.ticket is not None, timeout=WAIT)
    QTest.mouseClick(dialog.play_button, LEFT)
    join_game(qtbot, home_b, f"127.0.0.1:{port}", dialog.ticket.room, "Jonas")
    qtbot.waitUntil(lambda: home_b.online.table is not None, timeout=WAIT)
    tables = {0: home_a.online.table, 1: home_b.online.table}
    for table in tables.values():
        table.speed_actions[FASTEST].trigger()  # View → Animation speed → Fast
        qtbot.waitUntil(lambda t=table: t.controller.has_game, timeout=WAIT)
        assert table.scene.animate and not table.controller.presenter.instant
    return tables


def play_and_compare(qtbot: Any, tables: dict[int, MainWindow], answers: int) -> tuple[list[str], set[str]]:
    done: list[str] = []
    seen: set[str] = set()
    for table in tables.values():
        table.controller.eventsApplied.connect(lambda events: seen.update(str(e.get("type")) for e in events))
    while len(done) < answers:
        assert_like_fresh(tables, qtbot, len(done), CARDS, WAIT)
        waiting = [t for t in tables.values() if t.controller.decision_for_viewer() is not None]
        if any(t.controller.is_over for t in tables.values()):
            break
        if not waiting:
            qtbot.waitUntil(lambda: any(t.controller.decision_for_viewer() is not None or t.controller.is_over
                                        for t in tables.values()), timeout=WAIT)  # fmt: skip
            continue
        table = waiting[0]
        before = table.controller.decision_number
        done.append(act(table))
        qtbot.waitUntil(lambda t=table, b=before: t.controller.decision_number > b, timeout=WAIT)
    return done, seen


def test_online_tables_with_animations_on_equal_fresh_tables_through_chain_kicker_combat_and_claims(
        homes, qtbot) -> None:  # fmt: skip
    tables = open_tables(qtbot, homes)
    done, seen = play_and_compare(qtbot, tables, answers=1000)
    assert {"chain", "kicker", "claim"} <= set(done), done
    assert {"attack_declared", "wound_taken", "card_claimed", "minion_entered"} <= seen, sorted(seen)
