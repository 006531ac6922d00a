"""Issue 41, point 3, "a target seemed chosen without asking". J.J. McTeague hits "target minion", and a player must
pick another player's minion while there is one (DE L648): with one enemy minion in play that minion is the only
legal target although the player has minions of their own, and the engine applies a one-option decision by itself
(GameState._run). That is right, but the log said "You target Enraged Ghoul with J.J. McTeague." as if the player
had chosen. A forced target is now marked in its event (`forced`) and logged as such. Through the real window:
the card dragged onto the chain (both hands are then empty: every pass is forced too), animations on."""

from __future__ import annotations

from typing import Any

from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameState
from nightfall_qt.ui.table.table_layout import CHAIN_RECT
from nightfall_qt.ui.window.main_window import MainWindow

from .test_combat_drawn import at, window  # noqa: F401 (the fixture)
from .test_table import drag

CARDS = load_cards()


def position(enemy_minions: list[str]) -> dict[str, Any]:
    return {
        "seed": 5, "active": 0, "phase": "chain",
        "seats": [
            {"name": "You", "in_play": ["indigo_six", "lilith_lawrence"], "hand": ["jj_mcteague"],
             "deck": ["bad_smoke"] * 3},
            {"name": "Mara", "in_play": enemy_minions, "hand": [], "deck": ["bad_smoke"] * 3},
        ],
    }  # fmt: skip


def target_events(st: GameState) -> list[dict[str, Any]]:
    return [e for e in st.events if e["type"] == "target_chosen"]


def test_the_only_enemy_minion_is_targeted_by_itself_and_the_log_says_so(window: MainWindow,  # noqa: F811
                                                                          qtbot: Any) -> None:
    ctl = window.controller
    ctl.load_state(GameState.from_scenario(position(["enraged_ghoul"]), CARDS),
                   [SeatConfig("You", "human"), SeatConfig("Mara", "bot", "random")])
    window.scene.rebuild()
    qtbot.waitUntil(lambda: ctl.presenter.idle and window.prompt.buttons["chain_pass"].isVisible())
    card = next(iter(window.scene.hand_layer.items.values()))
    drag(window, at(window, card), window.view.mapFromScene(CHAIN_RECT.center()))
    qtbot.waitUntil(lambda: bool(target_events(ctl.state)) and ctl.presenter.idle, timeout=20_000)
    assert [e["forced"] for e in target_events(ctl.state)] == [True]
    lines = window.models.log.lines()
    assert "Your J.J. McTeague has only one legal target: Enraged Ghoul." in lines, lines[-8:]
    assert not any(line.startswith("You target") for line in lines)


def test_with_two_enemy_minions_the_player_is_asked() -> None:
    st = GameState.from_scenario(position(["enraged_ghoul", "indigo_six"]), CARDS)
    st.apply(next(o for o in st.decision.options if o.kind == "chain_add"))
    assert st.decision is not None and st.decision.kind == "target_minion" and st.decision.seat == 0
    assert {st.cid(o.uid) for o in st.decision.options} == {"enraged_ghoul", "indigo_six"}  # enemies only (DE L648)
    st.apply(st.decision.options[0])
    assert [e["forced"] for e in target_events(st)] == [False]
