"""Issue 41, point 1, "combat lags behind the prompt": the prompt bar, its buttons and the table's marks ask the
viewer's decision only once the table shows the position it is about (app/game/paced_view.py `decision()`), and a click
while the table is still showing how the game got there brings the table to the present instead of answering "not
a choice now" about a card that is no longer a choice. Through the real window, animations on, real mouse events."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameState
from nightfall_qt.ui.window.main_window import MainWindow

from .test_combat_drawn import at, minion

CARDS = load_cards()
LEFT, NO_MOD = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
SEATS = [SeatConfig("You", "human"), SeatConfig("Mara", "bot", "random")]
# Your Lilith Lawrence attacks Mara, who is choosing her blockers (a bot). Once she has, the attack strikes and your
# chain phase asks you to start a chain: the decision arrives while the strike is still being shown.
STRIKE_THEN_CHAIN = {
    "seed": 3, "active": 0, "phase": "combat",
    "combat": {"step": "blocks", "blocking": 1, "attacks": [{"attacker": 0, "target": 1}]},
    "seats": [
        {"name": "You", "in_play": ["lilith_lawrence"], "hand": ["charlotte_reyes", "bad_smoke"],
         "deck": ["bad_smoke"] * 3},
        {"name": "Mara", "in_play": ["indigo_six"], "hand": [], "deck": ["bad_smoke"] * 3},
    ],
}  # fmt: skip
# You order three attacks on Mara: the ones already ordered stay on the table, no longer choices.
ORDERING = {
    "seed": 4, "active": 0, "phase": "combat",
    "combat": {"step": "order", "attacks": [{"attacker": 0, "target": 1}, {"attacker": 1, "target": 1},
                                            {"attacker": 2, "target": 1}]},
    "seats": [
        {"name": "You", "in_play": ["alton_hickman", "lilith_lawrence", "indigo_six"], "hand": ["charlotte_reyes"],
         "deck": ["bad_smoke"] * 3},
        {"name": "Mara", "in_play": [], "hand": [], "deck": ["bad_smoke"] * 3},
    ],
}  # fmt: skip


@pytest.fixture
def window(qtbot: Any) -> Iterator[MainWindow]:
    win = MainWindow(cards=CARDS, instant=False)
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    win.controller.gates.clear()
    yield win
    win.close()


def load(win: MainWindow, scenario: dict[str, Any]) -> None:
    win.controller.load_state(GameState.from_scenario(scenario, CARDS), SEATS)
    win.scene.rebuild()


def test_the_prompt_waits_for_the_strike_and_a_click_meanwhile_catches_the_table_up(window: MainWindow,
                                                                                   qtbot: Any) -> None:
    window.set_animation_speed(20.0)  # slow: the strike is surely still being shown when the test clicks
    load(window, STRIKE_THEN_CHAIN)
    ctl, prompt = window.controller, window.prompt
    seen: list[tuple[bool, str, bool, bool]] = []

    def announced() -> None:  # connected after the window's own slots: the bar has refreshed when this runs
        if ctl.decision_for_viewer() is not None:
            legal = any(bool(i.row.get("legal")) for i in window.scene.hand_layer.items.values())
            seen.append((ctl.presenter.idle, prompt.label.text(), prompt.buttons["chain_pass"].isVisible(), legal))

    ctl.decisionChanged.connect(announced)
    qtbot.waitUntil(lambda: bool(seen), timeout=20_000)  # Mara has blocked (or not): the attack struck
    idle, text, pass_shown, legal = seen[0]
    assert not idle  # the strike is being shown ...
    assert "chain" not in text and not pass_shown and not legal  # ... so nothing asks about the chain phase yet
    assert window.scene.combat.shown()  # the attack's arrow: the table still shows the combat
    messages: list[str] = []
    window.scene.message.connect(messages.append)
    hand_card = next(iter(window.scene.hand_layer.items.values()))
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, at(window, hand_card))
    qtbot.waitUntil(lambda: ctl.presenter.idle)
    assert messages == []  # no "not a choice now" about what the table showed
    assert ctl.state.chain == [] and ctl.decision_for_viewer() is not None  # the click chose nothing
    assert prompt.label.text().startswith("You: Start a chain") and prompt.buttons["chain_pass"].isVisible()
    assert not window.scene.combat.shown()  # and the table shows the present: no arrow of the struck attack
    assert any(bool(i.row.get("legal")) for i in window.scene.hand_layer.items.values())


def test_an_attack_already_ordered_says_so_when_clicked(window: MainWindow, qtbot: Any) -> None:
    window.set_animation_speed(0.5)
    load(window, ORDERING)
    ctl = window.controller
    first = minion(window, 0, "alton_hickman")
    qtbot.waitUntil(lambda: ctl.presenter.idle and window.prompt.label.text().endswith("resolve next."))
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, at(window, first))
    qtbot.waitUntil(lambda: ctl.presenter.idle and len(ctl.decision_for_viewer().options) == 2)
    messages: list[str] = []
    window.scene.message.connect(messages.append)
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, at(window, first))
    assert messages == ["This attack is already in the order: it resolves as number 1. "
                        "Choose among the outlined attackers."]
    assert len(ctl.decision_for_viewer().options) == 2
