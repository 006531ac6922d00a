"""Issue 41, point 10, "discard piles lie face up": all three rulebooks put the discard piles face up (DE L175/L540,
FR L207/L529, PL L355/L1281) and forbid browsing another player's pile (DE L177, FR L203, PL L348). Every seat now
sees the top card of every pile, on the name plate and large in the hover zoom when the pointer rests on the plate,
through the observation like every other visible fact; the cards under it stay hidden. Real pointer moves on the
table view, animations on."""

from __future__ import annotations

from typing import Any

from PySide6.QtTest import QTest

from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameState
from nightfall_qt.ui.window.main_window import MainWindow

from .test_combat_drawn import window  # noqa: F401 (the fixture)

CARDS = load_cards()
PILES = {
    "seed": 1, "active": 0, "phase": "chain",
    "seats": [
        {"name": "You", "hand": ["charlotte_reyes"], "discard": ["bad_smoke", "genesis_one"],
         "deck": ["bad_smoke"] * 3},
        {"name": "Mara", "hand": ["bad_smoke"], "discard": ["indigo_six", "enraged_ghoul"], "deck": ["bad_smoke"] * 3},
    ],
}  # fmt: skip


def test_every_plate_names_its_piles_top_card_and_the_zoom_shows_it(window: MainWindow, qtbot: Any) -> None:  # noqa: F811
    ctl = window.controller
    ctl.load_state(GameState.from_scenario(PILES, CARDS), [SeatConfig("You", "human"), SeatConfig("Mara", "bot")])
    window.scene.rebuild()
    qtbot.waitUntil(lambda: ctl.presenter.idle)
    obs = ctl.observation()
    assert obs.seats[1].discard is None and obs.seats[1].discard_top.card == "enraged_ghoul"  # the top, no more
    mara, you = (next(b for b in window.scene.badges if b.seat == s) for s in (1, 0))
    assert mara.discard_line == "discard pile: Enraged Ghoul"
    assert you.discard_line == "discard pile: Genesis One"
    spot = mara.mapToScene(mara.boundingRect().center())
    QTest.mouseMove(window.view.viewport(), window.view.mapFromScene(spot))
    zoom = window.hover_zoom
    qtbot.waitUntil(lambda: zoom.isVisible() and zoom.item is not None)
    assert zoom.item.card.id == "enraged_ghoul"
    assert not zoom.geometry().intersects(window.view.mapFromScene(mara.sceneBoundingRect()).boundingRect())
