"""Issue 41, point 4, "combat labels are cut": over five small attackers in the top row the captions read
"attacks Y…", and a blocker's "blocks J.J. …". A minion's caption may now use the room up to where the next one
starts, and where even that is too narrow it shows a whole shorter form ("attacks", "blocks": the arrow says whom)
instead of a cut one; the whole caption stays in its tooltip. Through the real window at 1280×720, animations on,
the block made with a real drag."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QGraphicsSimpleTextItem

from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameState
from nightfall_qt.ui.window.main_window import MainWindow

from .test_combat_drawn import at, minion, window  # noqa: F401 (the fixture)
from .test_table import drag

CARDS = load_cards()
ATTACKERS = ["bad_smoke", "bad_smoke", "genesis_one", "jj_mcteague", "enraged_ghoul"]
FIVE_ATTACK_YOU = {
    "seed": 2, "active": 1, "phase": "combat",
    "combat": {"step": "blocks", "blocking": 0, "attacks": [{"attacker": i, "target": 0} for i in range(5)]},
    "seats": [
        {"name": "You", "in_play": ["alton_hickman", "lilith_lawrence"], "hand": ["charlotte_reyes"],
         "deck": ["bad_smoke"] * 3},
        {"name": "Mara", "in_play": ATTACKERS, "hand": ["charlotte_reyes"], "deck": ["bad_smoke"] * 3},
        {"name": "Viktor", "in_play": ["bad_smoke", "enraged_ghoul"], "hand": [], "deck": ["bad_smoke"] * 3},
    ],
}  # fmt: skip


def captions(win: MainWindow) -> list[tuple[QGraphicsSimpleTextItem, Any]]:
    out = []
    for layer in win.scene.minion_layers():
        for item in layer.items.values():
            caption = getattr(item, "caption", None)
            if caption is not None and caption.text():
                out.append((caption, caption.sceneBoundingRect()))
    return out


def test_attack_and_block_captions_are_whole_and_apart(window: MainWindow, qtbot: Any) -> None:  # noqa: F811
    ctl = window.controller
    ctl.load_state(GameState.from_scenario(FIVE_ATTACK_YOU, CARDS),
                   [SeatConfig("You", "human"), SeatConfig("Mara", "bot", "random"),
                    SeatConfig("Viktor", "bot", "random")])
    window.scene.rebuild()
    qtbot.waitUntil(lambda: ctl.presenter.idle and window.prompt.buttons["block_done"].isVisible())
    mine, jj = minion(window, 0, "alton_hickman"), minion(window, 1, "jj_mcteague")
    drag(window, at(window, mine), at(window, jj))
    qtbot.waitUntil(lambda: ctl.presenter.idle and bool(mine.row.get("blocking", -1) >= 0), timeout=10_000)
    qtbot.waitUntil(lambda: len(captions(window)) == 6)
    shown = captions(window)
    texts = sorted(c.text() for c, _ in shown)
    assert not any("…" in t for t in texts), texts
    assert all(t in ("attacks You", "attacks", "blocks J.J. McTeague", "blocks") for t in texts), texts
    assert "attacks You" in texts  # room enough over most attackers for the whole caption
    for i, (_a, first) in enumerate(shown):
        assert not any(first.intersects(other) for _b, other in shown[i + 1:]), texts
    tips = {c.toolTip() for c, _ in shown}
    assert tips == {"attacks You", "blocks J.J. McTeague"}
