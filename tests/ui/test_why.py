""" "Why?" in a real window: hovering a bot move's log line shows what the bot weighed, the Y key shows it for the
last bot move, in the player's language, with options worded as the table words them."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolTip

from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.texts.i18n import install_language, reset_language
from nightfall_qt.engine import GameState
from tests.ui.conftest import CARDS

# The bot (seat 1) starts its chain at once: two cards to choose from, a pass, and a human opponent.
BOT_CHAIN = {
    "phase": "chain", "active": 1, "turn": 5,
    "seats": [
        {"hand": ["genesis_one", "bad_smoke"], "deck": ["charlotte_reyes"] * 6},
        {"hand": ["blood_rage", "ghoul_summoning", "genesis_one"], "discard": ["deadly_grip"],
         "deck": ["charlotte_reyes"] * 6},
    ],
}  # fmt: skip


def bot_moved(make_window: Any, qtbot: Any, level: str = "normal") -> Any:
    window = make_window(instant=True)
    state = GameState.from_scenario(BOT_CHAIN, CARDS)
    window.controller.load_state(state, [SeatConfig("You", "human"), SeatConfig("Bot", "bot", level)])
    window.scene.rebuild()
    qtbot.waitUntil(lambda: window.models.log.last_why_row() >= 0, timeout=10_000)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()
    return window


def hover_tooltip(window: Any, qtbot: Any, row: int) -> str:
    """Rest the pointer on log line `row`: the mouse moves there, then Qt's tooltip event arrives at that point."""
    log = window.log_view
    index = log.model().index(row, 0)
    log.scrollTo(index)
    point = log.visualRect(index).center()
    QTest.mouseMove(log.viewport(), point)
    event = QHelpEvent(QEvent.Type.ToolTip, point, log.viewport().mapToGlobal(point))
    QApplication.sendEvent(log.viewport(), event)
    qtbot.waitUntil(QToolTip.isVisible)
    return QToolTip.text()


def test_hovering_the_bots_move_shows_what_it_weighed(make_window: Any, qtbot: Any) -> None:
    window = bot_moved(make_window, qtbot)
    ctl = window.controller
    why = ctl.last_explanation
    assert why is not None and why.seat == 1 and why.level == "normal"
    row = window.models.log.last_why_row()
    text = hover_tooltip(window, qtbot, row)
    assert text.startswith(window.models.log.line(row)), "the line itself, then what the bot weighed"
    assert "Why? Bot (Normal) weighed:" in text
    assert f"▶ played: {ctl.choice_label(why.played)}" in text
    assert "Rule: " in text
    # Another line (no bot move of its own) shows only its text.
    plain = next(r for r in range(window.models.log.rowCount()) if not window.models.log.why(r))
    QToolTip.hideText()
    qtbot.waitUntil(lambda: not QToolTip.isVisible())
    assert hover_tooltip(window, qtbot, plain) == window.models.log.line(plain)


def test_the_y_key_shows_the_last_bot_move_in_the_players_language(make_window: Any, qtbot: Any) -> None:
    window = bot_moved(make_window, qtbot)
    QToolTip.hideText()
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Y)
    qtbot.waitUntil(QToolTip.isVisible)
    assert QToolTip.text() == window.learning.why_text() and "▶ played:" in QToolTip.text()
    try:
        install_language("de")
        german = window.learning.why_text()
        assert "▶ played:" not in german and "Warum?" in german, german
    finally:
        reset_language()


def test_a_search_bot_explains_with_win_chances_and_visit_shares(make_window: Any, qtbot: Any) -> None:
    from nightfall_qt.ai import make_bot

    window = make_window(instant=True)
    state = GameState.from_scenario(BOT_CHAIN, CARDS)
    window.controller.load_state(state, [SeatConfig("You", "human"), SeatConfig("Bot", "bot", "hard")],
                                 bots={1: make_bot("hard", iterations=80)})  # fmt: skip
    qtbot.waitUntil(lambda: window.models.log.last_why_row() >= 0, timeout=20_000)
    text = window.learning.why_text()
    assert "Bot (Hard)" in text and "win chance" in text and "of the search" in text and "80 playouts" in text


def test_the_y_key_without_a_bot_move_says_so(make_window: Any, qtbot: Any) -> None:
    window = make_window(instant=True)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Y)
    qtbot.waitUntil(lambda: "No bot move" in window.statusBar().currentMessage())


def test_the_why_key_takes_no_key_of_the_prompt_bar_in_any_language() -> None:
    from nightfall_qt.app.texts.i18n import translate
    from nightfall_qt.ui.window.prompt_bar import BUTTONS, shortcut_key

    for language in ("en", "de", "fr", "pl"):
        try:
            install_language(language)
            why = translate("PromptBarKey", "Y", "key of Why? (what the last bot move weighed)")
            taken = {shortcut_key(k) for k in BUTTONS} | {
                translate("PromptBarKey", "S", "key of the Suggest button (hints)")
            }
            assert why not in taken, (language, why, taken)
        finally:
            reset_language()


def test_the_suggestion_explains_itself_at_hards_level(make_window: Any, qtbot: Any) -> None:
    window = bot_moved(make_window, qtbot)
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.decision_for_viewer() is not None, timeout=10_000)
    window.learning.set_hints(True)
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_S)
    qtbot.waitUntil(lambda: window.learning.suggestion_why is not None, timeout=20_000)
    why = window.learning.suggestion_why
    assert why.level == "hard" and why.seat == ctl.viewer_seat and why.played == window.choice_keys.current
    assert all(w.choice in ctl.decision_for_viewer().options for w in why.options)
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Y)
    qtbot.waitUntil(QToolTip.isVisible)
    assert "You (Hard)" in QToolTip.text() and "win chance" in QToolTip.text()
