"""Issue 15, "what happened is drawn": attack and block arrows, floating damage numbers, wound chips that count up,
log lines that point at their cards — through the real window (animations on), real mouse events and the
engine's own events; every wait is on a condition, never on a time."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QPainterPath
from PySide6.QtTest import QTest

from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameState
from nightfall_qt.engine.result import wound_counts
from nightfall_qt.ui.cards.card_item import CardItem
from nightfall_qt.ui.table.floating_numbers import minus
from nightfall_qt.ui.table.layout_audit import marks_over_text
from nightfall_qt.ui.table.zone_layer import ARCHIVE_KEY_OFFSET
from nightfall_qt.ui.window.main_window import MainWindow

from .test_table import drag

CARDS = load_cards()
LEFT, NO_MOD = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
SEATS = [SeatConfig("You", "human"), SeatConfig("Mara", "bot", "random")]
# Mara (seat 1) attacks You with Indigo Six (strength 1) and Alton Hickman (strength 2), in that order; You are
# assigning blockers. Your Alton Hickman (health 3) can block Indigo Six and live; her Alton Hickman then hits
# You for 2: two wounds. Mara's hand keeps her chain phase a real decision after the combat.
COMBAT = {
    "seed": 1, "active": 1, "phase": "combat",
    "combat": {"step": "blocks", "blocking": 0,
               "attacks": [{"attacker": 0, "target": 0}, {"attacker": 1, "target": 0}]},
    "seats": [
        {"name": "You", "in_play": ["alton_hickman", "lilith_lawrence"], "hand": ["charlotte_reyes"],
         "deck": ["bad_smoke"] * 3},
        {"name": "Mara", "in_play": ["indigo_six", "alton_hickman"], "hand": ["charlotte_reyes"],
         "deck": ["bad_smoke"] * 3},
    ],
}  # fmt: skip


@pytest.fixture
def window(qtbot) -> Iterator[MainWindow]:
    win = MainWindow(cards=CARDS, instant=False)
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    win.set_animation_speed(0.5)  # "Fast": animations on, the test a little quicker
    win.controller.gates.clear()
    yield win
    win.close()


def load_combat(win: MainWindow) -> GameState:
    st = GameState.from_scenario(COMBAT, CARDS)
    win.controller.load_state(st, SEATS)
    win.scene.rebuild()
    return st


def minion(win: MainWindow, seat: int, card_id: str) -> CardItem:
    st = win.controller.state
    for uid, item in win.scene.minion_layers()[seat].items.items():
        if st.cid(uid) == card_id:
            return item
    raise AssertionError(f"{card_id} is not among seat {seat}'s minion items")


def at(win: MainWindow, item: Any) -> QPoint:
    return win.view.mapFromScene(item.mapToScene(item.boundingRect().center()))



def arrow_ends_touch(win: MainWindow, uid: int, target_rect: Any) -> bool:
    """The arrow of `uid` starts at its card and ends at `target_rect` (within the arrow's gap)."""
    arrow = win.scene.combat.arrows[uid]
    start_rect = minion(win, 1 if uid in win.scene.minion_layers()[1].items else 0,
                        win.controller.state.cid(uid)).sceneBoundingRect()
    grow = 12
    return (start_rect.adjusted(-grow, -grow, grow, grow).contains(arrow.line.p1())
            and target_rect.adjusted(-grow, -grow, grow, grow).contains(arrow.line.p2()))


def number_over(win: MainWindow, text: str, rect: Any) -> bool:
    return any(n.text == text and rect.contains(n.origin) and n.isVisible() for n in win.scene.numbers.numbers)


def test_arrows_show_a_scripted_combat_and_go_when_it_ends(window: MainWindow, qtbot) -> None:
    load_combat(window)
    combat = window.scene.combat
    indigo, hers = minion(window, 1, "indigo_six"), minion(window, 1, "alton_hickman")
    mine = minion(window, 0, "alton_hickman")
    your_plate = window.scene.badges[0]
    # Both attacks at You: an arrow from each attacker to your name plate.
    qtbot.waitUntil(lambda: combat.shown() == {indigo.uid: ("seat", 0), hers.uid: ("seat", 0)})
    assert arrow_ends_touch(window, int(indigo.uid), your_plate.sceneBoundingRect())
    assert arrow_ends_touch(window, int(hers.uid), your_plate.sceneBoundingRect())
    assert marks_over_text(window.view) == []  # under the cards and texts: no number or word is covered
    # You drag your Alton Hickman onto Indigo Six: a block arrow from your blocker to that attacker.
    drag(window, at(window, mine), at(window, indigo))
    qtbot.waitUntil(lambda: combat.shown().get(int(mine.uid)) == ("uid", indigo.uid))
    qtbot.waitUntil(lambda: arrow_ends_touch(window, int(mine.uid), indigo.sceneBoundingRect()))
    assert combat.arrows[int(mine.uid)].kind == "block"
    assert marks_over_text(window.view) == []
    # The audit sees an arrow that would run over the table's words: without its gaps under them, or above them.
    knockout = combat.knockouts()
    for arrow in combat.arrows.values():
        arrow.set_knockout(QPainterPath())
    assert marks_over_text(window.view)
    for arrow in combat.arrows.values():
        arrow.set_knockout(knockout)
    assert marks_over_text(window.view) == []
    # Done blocking (the prompt bar's button): the attacks strike, the combat ends, the arrows go.
    QTest.mouseClick(window.prompt.buttons["block_done"], LEFT)
    qtbot.waitUntil(lambda: window.controller.state.phase != "combat", timeout=10_000)
    qtbot.waitUntil(lambda: window.controller.presenter.idle and not combat.shown(), timeout=20_000)
    assert not [a for a in combat.arrows.values() if a.scene() is not None]


def test_damage_numbers_float_over_the_damaged_minion_and_player_then_go(window: MainWindow, qtbot) -> None:
    load_combat(window)
    indigo, mine = minion(window, 1, "indigo_six"), minion(window, 0, "alton_hickman")
    your_plate = window.scene.badges[0]
    window.controller.submit(0, window.controller.option(kind="block", uid=mine.uid, target_uid=indigo.uid))
    qtbot.waitUntil(lambda: window.controller.presenter.idle)
    assert your_plate.wounds == "Wounds 0"
    # What the plate says as each event is shown (the table's own handlers have run by then).
    chips: list[tuple[str, str]] = []
    window.controller.presenter.present.connect(
        lambda e: chips.append((str(e.get("type")), your_plate.wounds)) if e.get("seat") == 0 else None)
    QTest.mouseClick(window.prompt.buttons["block_done"], LEFT)
    # Indigo Six strikes your blocker for 1, her Alton Hickman strikes You for 2.
    qtbot.waitUntil(lambda: number_over(window, minus(1), mine.sceneBoundingRect()), timeout=10_000)
    qtbot.waitUntil(lambda: number_over(window, minus(2), your_plate.sceneBoundingRect()), timeout=10_000)
    # The engine has both wounds at once; the chip counts them up as their events are shown.
    qtbot.waitUntil(lambda: window.controller.presenter.idle, timeout=20_000)
    wounds_shown = [chip for kind, chip in chips if kind in ("damage_dealt", "wound_taken")][1:]  # [0]: the blocker
    assert wounds_shown == ["Wounds 0", "Wounds 1", "Wounds 2"], chips
    qtbot.waitUntil(lambda: window.controller.presenter.idle and not window.scene.numbers.numbers, timeout=20_000)
    assert not [i for i in window.scene.items() if type(i).__name__ == "FloatingNumber"]
    assert your_plate.wounds == f"Wounds {sum(wound_counts(window.controller.state, 0).values())}" == "Wounds 2"


def test_with_animations_off_nothing_floats_and_the_counts_are_right(window: MainWindow, qtbot) -> None:
    window.set_animation_speed(0.0)
    load_combat(window)
    indigo, mine = minion(window, 1, "indigo_six"), minion(window, 0, "alton_hickman")
    window.controller.submit(0, window.controller.option(kind="block", uid=mine.uid, target_uid=indigo.uid))
    assert window.scene.combat.shown()[int(mine.uid)] == ("uid", indigo.uid)  # at once, from the observation
    QTest.mouseClick(window.prompt.buttons["block_done"], LEFT)
    assert not window.scene.numbers.numbers and not window.scene.combat.shown()
    assert window.scene.badges[0].wounds == "Wounds 2"


def test_hovering_a_log_line_outlines_the_cards_it_names(window: MainWindow, qtbot) -> None:
    load_combat(window)
    indigo, mine = minion(window, 1, "indigo_six"), minion(window, 0, "alton_hickman")
    drag(window, at(window, mine), at(window, indigo))
    model, view = window.models.log, window.log_view
    qtbot.waitUntil(lambda: any(model.named(r)[0] == (mine.uid, indigo.uid) for r in range(model.rowCount())))
    row = next(r for r in range(model.rowCount()) if model.named(r)[0] == (mine.uid, indigo.uid))
    assert "Alton Hickman" in model.lines()[row] and "Indigo Six" in model.lines()[row]
    highlight = window.log_highlight
    view.scrollTo(model.index(row, 0))
    QTest.mouseMove(view.viewport(), view.visualRect(model.index(row, 0)).center())
    qtbot.waitUntil(lambda: set(highlight.glowing) == {mine, indigo})
    assert all(glow.parentItem() is item for item, glow in highlight.glowing.items())
    # The glow lies under each card's caption ("blocks Indigo Six", "attacks You") and leaves it bare.
    for item, glow in highlight.glowing.items():
        caption = item.caption
        assert caption.text() and glow.zValue() < caption.zValue()
        text = QPainterPath()
        text.addRect(caption.mapRectToParent(caption.boundingRect()))
        assert text.subtracted(glow.bare_words()).boundingRect().height() < 1  # nothing of it under the ring
    # A line that names no card on the table ("Mara's combat phase.") outlines nothing.
    plain = next(r for r in range(model.rowCount()) if not model.named(r)[0])
    QTest.mouseMove(view.viewport(), view.visualRect(model.index(plain, 0)).center())
    qtbot.waitUntil(lambda: not highlight.glowing)


def test_a_log_line_never_points_at_a_hidden_card(window: MainWindow, qtbot) -> None:
    """A secret archive's face-down row is never outlined, even by a line that names that archive."""
    st = GameState.from_scenario({
        "seed": 2, "phase": "chain", "variants": ["secret_archives"],
        "seats": [{"name": "You", "hand": ["charlotte_reyes"]},
                  {"name": "Mara", "hand": ["charlotte_reyes"],
                   "archives": [{"card": "vulko", "secret": True}]}],
        "commons": ["big_ghost"],
    }, CARDS)  # fmt: skip
    window.controller.load_state(st, SEATS)
    window.scene.rebuild()
    highlight = window.log_highlight
    secret = next(item for k, item in window.scene.archive_layer.items.items() if not item.face_up)
    archive = int(secret.uid) - ARCHIVE_KEY_OFFSET
    window.models.log.append([_entry("Mara's archive", archives=(archive,))])
    highlight.show_row(window.models.log.rowCount() - 1)
    assert not highlight.glowing


def _entry(text: str, uids: tuple[int, ...] = (), archives: tuple[int, ...] = ()) -> Any:
    from nightfall_qt.app.texts.log_text import LogEntry

    return LogEntry(text, uids, archives)


def test_log_lines_name_only_what_their_reader_may_see() -> None:
    """A card drawn by another seat: its uid is private (engine/events.py), so the line names no card."""
    from nightfall_qt.app.texts.log_text import named

    drawn = {"type": "card_drawn", "seat": 1, "uid": 7, "card": "vulko", "visible_to": 1}
    assert named(drawn, readers=(0,)) == ((), ())
    assert named(drawn, readers=(1,)) == ((7,), ())
    blocked = {"type": "blocker_assigned", "seat": 0, "uid": 3, "card": "vulko", "attacker": 9}
    assert named(blocked, readers=(0,)) == ((3, 9), ())

