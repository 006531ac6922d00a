"""Issue 41, point 9, "a single click on a hand card plays it": fine for experts, a trap at the first move. By
default a first click on a playable hand card selects it and says how to play it (click again, Enter, or drag);
Settings → "Play a hand card with a single click" gives the old behaviour back. Real clicks and keys on the table
view, animations on."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.storage.settings import Settings, settings_from_data
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameState
from nightfall_qt.ui.window.main_window import MainWindow

from .test_combat_drawn import at, window  # noqa: F401 (the fixture)

CARDS = load_cards()
LEFT, NO_MOD = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
CHAIN = {
    "seed": 1, "active": 0, "phase": "chain",
    "seats": [
        {"name": "You", "hand": ["charlotte_reyes", "enraged_ghoul"], "deck": ["bad_smoke"] * 3},
        {"name": "Mara", "hand": ["bad_smoke"], "deck": ["bad_smoke"] * 3},
    ],
}  # fmt: skip


def start(win: MainWindow, qtbot: Any) -> Any:
    win.controller.load_state(GameState.from_scenario(CHAIN, CARDS),
                              [SeatConfig("You", "human"), SeatConfig("Mara", "bot", "random")])
    win.scene.rebuild()
    qtbot.waitUntil(lambda: win.controller.presenter.idle and win.prompt.buttons["chain_pass"].isVisible())
    return next(i for u, i in win.scene.hand_layer.items.items() if win.controller.state.cid(u) == "enraged_ghoul")


def test_the_first_click_selects_the_second_plays(window: MainWindow, qtbot: Any) -> None:  # noqa: F811
    ghoul = start(window, qtbot)
    ctl = window.controller
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, at(window, ghoul))
    assert ctl.state.chain == [] and window.scene.selected == ghoul.uid
    assert window.statusBar().currentMessage() == (
        "Click again or press Enter to add Enraged Ghoul to the chain — or drag the card.")
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, at(window, ghoul))
    qtbot.waitUntil(lambda: any(e["type"] == "chain_added" and e["card"] == "enraged_ghoul"
                                for e in ctl.state.events), timeout=10_000)


def test_enter_plays_the_selected_card(window: MainWindow, qtbot: Any) -> None:  # noqa: F811
    ghoul = start(window, qtbot)
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, at(window, ghoul))
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: any(e["type"] == "chain_added" for e in window.controller.state.events), timeout=10_000)


def test_the_setting_makes_one_click_play(window: MainWindow, qtbot: Any) -> None:  # noqa: F811
    assert Settings().click_plays is False
    assert settings_from_data({"click_plays": True}).click_plays is True
    window.scene.click_plays = True  # what applying the setting does (ui/window/persistence_ui.py)
    ghoul = start(window, qtbot)
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, at(window, ghoul))
    qtbot.waitUntil(lambda: any(e["type"] == "chain_added" for e in window.controller.state.events), timeout=10_000)
