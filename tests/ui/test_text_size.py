"""Issue 41, point 6, "View → Zoom is not a font size": two steps of Ctrl++ at 1280×720 put scroll bars on the table
and cut off name plates and archive names. Settings → Text size (100–150 %) makes the window's text larger and lets it
re-flow: the dialogs, the prompt bar and the log grow without scroll bars, and so do the table's own words — the hand's
rules text, the name plates, the archive rows, captions and titles — while the table's bands re-flow (taller plates,
the hand's cards wider and shorter) with nothing overlapping or cut. Through the real Settings dialog, chosen with the
keyboard."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontInfo
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog

from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.storage.settings import settings_from_data
from nightfall_qt.app.texts.i18n import install_language, reset_language
from nightfall_qt.engine import GameOptions, GameState
from nightfall_qt.ui.dialogs.new_game_dialog import NewGameDialog
from nightfall_qt.ui.dialogs.settings_dialog import SettingsDialog
from nightfall_qt.ui.table import layout_audit
from nightfall_qt.ui.table.archive_strip import ArchiveRow
from nightfall_qt.ui.window.main_window import MainWindow
from tests.ui.test_table import CARDS
from tests.ui.test_table_layout import NAMES, _audit, _load, _window, language  # noqa: F401 (the fixture)

# A full table: two chained links (a kicker), minions on every side (one damaged, turned), five hand cards, five
# common archives (one with a long name).
TABLE: dict[str, Any] = {
    "seed": 3, "phase": "chain", "chain_turn": 0,
    "commons": ["alton_hickman", "grim_siege", "big_ghost", "special_response_team", "lilith_lawrence"],
    "chain": [{"card": "alton_hickman", "seat": 0}, {"card": "furious_melee", "seat": 0, "kicker": True}],
    "seats": [
        {"hand": ["zacharias_sands", "shock_and_awe", "indigo_six", "bad_smoke", "deadly_grip"],
         "deck": ["genesis_one"] * 6, "in_play": ["vulko", "charlotte_reyes"]},
        {"deck": ["genesis_one"] * 6, "in_play": ["big_ghost", {"card": "ivan_radinsky", "damage": 1}]},
        {"deck": ["genesis_one"] * 6, "in_play": ["indigo_six"]},
    ],
}  # fmt: skip


def choose_in_settings(window: MainWindow, monkeypatch: Any, steps: int) -> None:
    """Settings → Text size, `steps` entries down from 100 % with the arrow key, then OK."""

    def choose(dialog: SettingsDialog) -> int:
        dialog.show()
        dialog.text_size.setFocus()
        for _ in range(steps):
            QTest.keyClick(dialog.text_size, Qt.Key.Key_Down)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(SettingsDialog, "exec", choose)
    window.persistence.open_settings()
    QTest.qWait(50)


def table_words(window: MainWindow) -> dict[str, Any]:
    """What a player reads on the table, in screen px: each hand card's rules text, the plates' counters, each
    archive name (px, whole), the smallest text."""
    view = window.view
    hand = list(window.scene.hand_layer.items.values())
    return {
        "rules": {card: px for card, (px, _name) in layout_audit.hand_text_px(view, hand).items()},
        "plates": layout_audit.plate_counter_px(view),
        "archives": layout_audit.archive_names(view),
        # Captions, titles, plates (an archive's long name may keep its 100 % size: checked apart).
        "smallest": min(b.px for b in layout_audit.text_boxes(view) if not isinstance(b.owner, ArchiveRow))
        * layout_audit.scale(view),
    }


def test_text_size_125_enlarges_the_tables_words(make_window: Any, tmp_path: Any, monkeypatch: Any) -> None:
    window = make_window(instant=True, root=tmp_path)
    state = GameState.from_scenario(TABLE, CARDS)
    window.controller.load_state(state, [SeatConfig(NAMES[i], "human" if i == 0 else "bot") for i in range(3)])
    window.scene.rebuild()
    QTest.qWait(0)
    before = table_words(window)
    assert len(before["archives"]) == 5 and len(before["rules"]) == 5
    try:
        choose_in_settings(window, monkeypatch, 2)  # 100 % → 115 % → 125 %
        assert window.services.settings.text_size == 125
        after = table_words(window)
        for card, px in before["rules"].items():
            assert after["rules"][card] >= 1.2 * px, (card, px, after["rules"][card])
        assert after["plates"] >= 1.2 * before["plates"]
        assert after["smallest"] >= 1.2 * before["smallest"]  # captions, titles, plates, archive rows
        grown = [name for name, (px, _whole) in after["archives"].items() if px >= 1.2 * before["archives"][name][0]]
        assert len(grown) >= 4, (before["archives"], after["archives"])  # the longest name may keep its size
        for name, (px, whole) in after["archives"].items():
            assert px >= before["archives"][name][0] and whole == before["archives"][name][1], name
        view = window.view
        assert not view.horizontalScrollBar().isVisible() and not view.verticalScrollBar().isVisible()
        assert not layout_audit.text_overlaps(view)
        assert not layout_audit.covered_numbers(view)
        assert not layout_audit.cut_plate_lines(view)
    finally:
        window.set_text_size(100)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("percent", [125, 150])
@pytest.mark.parametrize("state", ["chain_two_kickers", "combat_damaged", "claim", "hand_of_seven",
                                   "five_seats_uneven"])
def test_the_table_reflows_at_larger_text(qtbot: Any, state: str, percent: int, size: tuple[int, int]) -> None:
    """The layout checks of tests/ui/test_table_layout.py at a larger text size: nothing overlaps, no number is
    covered, every text reads at least as large as at 100 %; no plate line is cut, no scroll bar."""
    check_reflowed(qtbot, state, percent, size)


@pytest.mark.usefixtures("language")  # each of the four (tests/ui/test_table_layout.py)
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("state", ["combat_damaged", "five_seats_uneven"])
def test_the_table_reflows_at_150_in_every_language(qtbot: Any, state: str, size: tuple[int, int]) -> None:
    """The longest words (German, French, Polish plates, captions and archive names) at the largest text size."""
    check_reflowed(qtbot, state, 150, size)


def check_reflowed(qtbot: Any, state: str, percent: int, size: tuple[int, int]) -> None:
    window = _window(qtbot, size)
    try:
        window.set_text_size(percent)
        _load(window, state)
        _audit(window, size, f"{state} {size} {percent} %")
        view = window.view
        assert not layout_audit.cut_plate_lines(view), (state, layout_audit.cut_plate_lines(view))
        assert not layout_audit.words_over_numbers(view), (state, layout_audit.words_over_numbers(view))
        assert not view.horizontalScrollBar().isVisible() and not view.verticalScrollBar().isVisible()
        hand = list(window.scene.hand_layer.items.values())
        for card, (rules, name) in layout_audit.hand_text_px(view, hand).items():
            assert rules >= 10.0 * percent / 100 and name >= 11.0 * percent / 100, (card, rules, name)
    finally:
        window.set_text_size(100)
        window.close()


def test_text_size_125_reflows_without_scroll_bars(make_window: Any, tmp_path: Any, qtbot: Any,
                                                   monkeypatch: Any) -> None:
    window = make_window(instant=True, root=tmp_path)
    base = QApplication.font().pointSizeF()
    window.start(GameOptions(players=3, seed=3), [*window.services.settings.seat_configs()[:3]])
    qtbot.waitUntil(lambda: window.controller.decision_for_viewer() is not None, timeout=20_000)
    hand = list(window.scene.hand_layer.items.values())
    hand_px = layout_audit.hand_text_px(window.view, hand)
    log_px = QFontInfo(window.log_view.font()).pixelSize()
    prompt_px = QFontInfo(window.prompt.label.font()).pixelSize()

    def choose_125(dialog: SettingsDialog) -> int:
        dialog.show()
        dialog.text_size.setFocus()
        QTest.keyClick(dialog.text_size, Qt.Key.Key_Down)
        QTest.keyClick(dialog.text_size, Qt.Key.Key_Down)  # 100 % → 115 % → 125 %
        assert dialog.text_size.currentData() == 125
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(SettingsDialog, "exec", choose_125)
    try:
        window.persistence.open_settings()
        assert window.services.settings.text_size == 125
        QTest.qWait(50)
        assert QApplication.font().pointSizeF() == base * 1.25
        assert QFontInfo(window.log_view.font()).pixelSize() >= round(log_px * 1.2)
        assert QFontInfo(window.prompt.label.font()).pixelSize() >= round(prompt_px * 1.2)
        # The table: no scroll bar, the hand's rules text larger (the cards were laid out anew).
        view = window.view
        assert not view.horizontalScrollBar().isVisible() and not view.verticalScrollBar().isVisible()
        hand = list(window.scene.hand_layer.items.values())
        grown = layout_audit.hand_text_px(view, hand)
        for card, (px, _name) in hand_px.items():
            assert grown[card][0] >= 1.2 * px, (card, px, grown[card])
        assert not window.log_view.horizontalScrollBar().isVisible()
        # The dialogs at 125 % fit a 1280×720 screen.
        editions = window.controller.cards.editions
        for dialog in (SettingsDialog(window.services.settings), NewGameDialog(window, editions)):
            hint = dialog.sizeHint()
            assert hint.width() <= 1280 and hint.height() <= 720, (type(dialog).__name__, hint)
            dialog.deleteLater()
    finally:
        window.set_text_size(100)
    assert QApplication.font().pointSizeF() == base  # back to 100 % for the tests after this one


def test_a_saved_text_size_is_checked() -> None:
    problems: list[str] = []
    assert settings_from_data({"text_size": 125}).text_size == 125
    assert settings_from_data({"text_size": 300}, problems).text_size == 100 and problems


def test_a_long_side_title_does_not_take_the_tables_room(qtbot: Any, qapp: Any) -> None:  # noqa: ARG001
    """German at 150 %: the chain order's title ("Kette – wird in dieser Reihenfolge ausgeführt") wraps instead of
    widening the side column (it took 137 px from a 1280×720 table, whose minions then lost their names)."""
    install_language("de")
    window = _window(qtbot, (1280, 720))
    try:
        window.set_text_size(150)
        _load(window, "chain_kicker")
        assert window.learning.chain_preview.isVisible()
        assert window.view.viewport().width() >= 940, window.view.viewport().width()
    finally:
        window.set_text_size(100)
        window.close()
        reset_language()
