"""Screenshots of the states issue 41 fixed (a new player's trips), at 1280x720 and 1920x1080.

    python scripts/screenshots_fixes.py [--out docs/screenshots] [--only NAME ...] [--language de]

Writes (`-1920` at 1920x1080; `-<lang>` for another language):
  prompt-waits.png      your attack strikes: the table shows the strike, the prompt has not yet asked for the chain
  prompt-caught-up.png  the same a moment later: the strike shown, your chain phase asked
  numbers-over-plate.png Mara's two attacks hit you: "−1" and "−2" side by side over your name plate
  forced-target.png     J.J. McTeague with one enemy minion in play: the log says it had only one legal target
  combat-captions.png   five attackers in the top row, one blocked: whole captions ("attacks You", "blocks …")
  wording-log.png       a blocked attack "strikes your blockers", Bad Smoke "absorbs" before it "takes", "Turn 2: You"
  wording-cleanup.png   drawn up already: the prompt says "End your turn, or use the wound effect"
  edition-names.png     the New Game dialog: editions named by rulebook, "AEG v1.01 rules (English, Polish)" chosen
  click-selects.png     a first click on a hand card selects it and says how to play it
  settings-click.png    Settings: "Play a hand card with a single click" (off by default)
  discard-tops.png      each name plate names its discard pile's top card; the pointer on Mara's plate shows it large
  text-size-100.png, text-size-125.png, text-size-150.png  Settings → Text size: a three-seat table (chain with a
                        kicker, a damaged minion, five hand cards) at 100, 125 and 150 %: the cards' words, the name
                        plates, captions, archive rows and the log in larger type, re-flowed, no scroll bar
  settings-text-size-125.png the Settings dialog itself at 125 %
  tutorial-taught-card.png lesson 1: only Alton Hickman outlined; Enraged Ghoul dropped on the chain, the hint as a
                        sentence in the status bar and the panel
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from screenshots import FULL_HD, SIZE, render, save, seats, settle, window  # noqa: E402

from nightfall_qt.engine import GameState  # noqa: E402
from nightfall_qt.ui.window.main_window import MainWindow  # noqa: E402

LEFT, NO_MOD = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
# Your Lilith Lawrence and Alton Hickman attack Mara (a bot), who is choosing blockers; then your chain phase.
STRIKE_THEN_CHAIN: dict[str, Any] = {
    "seed": 3, "active": 0, "phase": "combat",
    "combat": {"step": "blocks", "blocking": 1,
               "attacks": [{"attacker": 0, "target": 1}, {"attacker": 1, "target": 1}]},
    "seats": [
        {"name": "You", "in_play": ["lilith_lawrence", "alton_hickman"],
         "hand": ["charlotte_reyes", "bad_smoke", "enraged_ghoul"], "deck": ["bad_smoke"] * 3},
        {"name": "Mara", "in_play": ["indigo_six"], "hand": ["genesis_one"], "deck": ["bad_smoke"] * 3},
    ],
}  # fmt: skip
# A full table for the text sizes: two chained links (a kicker), minions on every side (one damaged), five hand cards.
TEXT_SIZE_TABLE: dict[str, Any] = {
    "seed": 3, "phase": "chain", "chain_turn": 0,
    "commons": ["alton_hickman", "grim_siege", "big_ghost", "special_response_team", "lilith_lawrence"],
    "chain": [{"card": "alton_hickman", "seat": 0}, {"card": "furious_melee", "seat": 0, "kicker": True}],
    "seats": [
        {"name": "You", "hand": ["zacharias_sands", "shock_and_awe", "indigo_six", "bad_smoke", "deadly_grip"],
         "deck": ["genesis_one"] * 6, "in_play": ["vulko", "charlotte_reyes"]},
        {"name": "Mara", "deck": ["genesis_one"] * 6, "in_play": ["big_ghost", {"card": "ivan_radinsky", "damage": 1}]},
        {"name": "Viktor", "deck": ["genesis_one"] * 6, "in_play": ["indigo_six"]},
    ],
}  # fmt: skip
# Mara attacks you with Indigo Six (1) and Alton Hickman (2); you block nothing.
TWO_HITS: dict[str, Any] = {
    "seed": 1, "active": 1, "phase": "combat",
    "combat": {"step": "blocks", "blocking": 0,
               "attacks": [{"attacker": 0, "target": 0}, {"attacker": 1, "target": 0}]},
    "seats": [
        {"name": "You", "in_play": ["lilith_lawrence"], "hand": ["charlotte_reyes", "bad_smoke", "enraged_ghoul"],
         "deck": ["bad_smoke"] * 3},
        {"name": "Mara", "in_play": ["indigo_six", "alton_hickman"], "hand": ["charlotte_reyes"],
         "deck": ["bad_smoke"] * 3},
    ],
}  # fmt: skip


def load(win: MainWindow, scenario: dict[str, Any]) -> GameState:
    st = GameState.from_scenario(scenario, win.controller.cards)
    win.controller.load_state(st, seats(st.n))
    win.scene.rebuild()
    return st


def shot_prompt_waits(app: QApplication, out: Path) -> None:
    for size, suffix in ((SIZE, ""), (FULL_HD, "-1920")):
        win = window(instant=False, size=size)
        win.set_animation_speed(6.0)  # slow, so the picture is surely taken while the strike is shown
        load(win, STRIKE_THEN_CHAIN)
        ctl = win.controller
        settle(app, lambda c=ctl: c.decision_for_viewer() is not None and not c.presenter.idle)
        save(app, win, out / f"prompt-waits{suffix}.png")
        settle(app, lambda c=ctl: c.presenter.idle)
        save(app, win, out / f"prompt-caught-up{suffix}.png")
        win.close()


def shot_numbers_over_plate(app: QApplication, out: Path) -> None:
    for size, suffix in ((SIZE, ""), (FULL_HD, "-1920")):
        win = window(instant=False, size=size)
        win.set_animation_speed(3.0)  # slow: both numbers are still floating when the picture is taken
        load(win, TWO_HITS)
        ctl = win.controller
        settle(app, lambda c=ctl: c.presenter.idle and c.decision_for_viewer() is not None)
        d = ctl.decision_for_viewer()
        assert d is not None
        ctl.submit(d.seat, next(o for o in d.options if o.kind == "block_done"))
        settle(app, lambda w=win: len(w.scene.numbers.numbers) >= 2)
        save(app, win, out / f"numbers-over-plate{suffix}.png")
        win.close()


# J.J. McTeague must hit an enemy minion while there is one (DE L648): Enraged Ghoul is the only legal target.
ONE_ENEMY_MINION: dict[str, Any] = {
    "seed": 5, "active": 0, "phase": "chain",
    "seats": [
        {"name": "You", "in_play": ["indigo_six", "lilith_lawrence"], "hand": ["jj_mcteague"],
         "deck": ["bad_smoke"] * 3},
        {"name": "Mara", "in_play": ["enraged_ghoul"], "hand": [], "deck": ["bad_smoke"] * 3},
    ],
}  # fmt: skip


def shot_forced_target(app: QApplication, out: Path) -> None:
    for size, suffix in ((SIZE, ""), (FULL_HD, "-1920")):
        win = window(instant=False, size=size)
        load(win, ONE_ENEMY_MINION)
        ctl = win.controller
        settle(app, lambda c=ctl: c.presenter.idle and c.decision_for_viewer() is not None)
        d = ctl.decision_for_viewer()
        assert d is not None
        ctl.submit(d.seat, next(o for o in d.options if o.kind == "chain_add"))
        settle(app, lambda c=ctl: c.presenter.idle and any(e["type"] == "target_chosen" for e in c.state.events))
        save(app, win, out / f"forced-target{suffix}.png")
        win.close()


FIVE_ATTACK_YOU: dict[str, Any] = {
    "seed": 2, "active": 1, "phase": "combat",
    "combat": {"step": "blocks", "blocking": 0, "attacks": [{"attacker": i, "target": 0} for i in range(5)]},
    "seats": [
        {"name": "You", "in_play": ["alton_hickman", "lilith_lawrence"], "hand": ["charlotte_reyes", "bad_smoke"],
         "deck": ["bad_smoke"] * 3},
        {"name": "Mara", "in_play": ["bad_smoke", "bad_smoke", "genesis_one", "jj_mcteague", "enraged_ghoul"],
         "hand": ["charlotte_reyes"], "deck": ["bad_smoke"] * 3},
        {"name": "Viktor", "in_play": ["bad_smoke", "enraged_ghoul"], "hand": [], "deck": ["bad_smoke"] * 3},
    ],
}  # fmt: skip


def shot_combat_captions(app: QApplication, out: Path) -> None:
    for size, suffix in ((SIZE, ""), (FULL_HD, "-1920")):
        win = window(instant=False, size=size)
        load(win, FIVE_ATTACK_YOU)
        ctl = win.controller
        settle(app, lambda c=ctl: c.presenter.idle and c.decision_for_viewer() is not None)
        d = ctl.decision_for_viewer()
        assert d is not None
        ctl.submit(d.seat, next(o for o in d.options if o.kind == "block" and ctl.state.cid(o.target_uid) ==
                                "jj_mcteague"))
        settle(app, lambda c=ctl: c.presenter.idle and c.decision_for_viewer() is not None)
        save(app, win, out / f"combat-captions{suffix}.png")
        win.close()


def shot_tutorial_taught_card(app: QApplication, out: Path) -> None:
    from PySide6.QtTest import QTest

    from nightfall_qt.ui.table.table_layout import CHAIN_RECT

    for size, suffix in ((SIZE, ""), (FULL_HD, "-1920")):
        win = window(instant=False, size=size)
        win.learning.start_tutorial(0)
        ctl = win.controller
        settle(app, lambda c=ctl: c.presenter.idle and c.decision_for_viewer() is not None)
        ghoul = next(i for u, i in win.scene.hand_layer.items.items() if ctl.state.cid(u) == "enraged_ghoul")
        vp = win.view.viewport()
        start = win.view.mapFromScene(ghoul.sceneBoundingRect().center())
        end = win.view.mapFromScene(CHAIN_RECT.center())
        QTest.mousePress(vp, LEFT, NO_MOD, start)
        for k in range(1, 9):
            QTest.mouseMove(vp, start + (end - start) * (k / 8))
        QTest.mouseRelease(vp, LEFT, NO_MOD, end)
        settle(app)
        save(app, win, out / f"tutorial-taught-card{suffix}.png")
        win.close()


BLOCK_AND_ABSORB: dict[str, Any] = {
    "seed": 1, "active": 1, "phase": "combat",
    "combat": {"step": "blocks", "blocking": 0,
               "attacks": [{"attacker": 0, "target": 0}, {"attacker": 1, "target": 0}]},
    "seats": [
        {"name": "You", "in_play": ["lilith_lawrence", "bad_smoke"], "hand": ["wound_bite", "charlotte_reyes"],
         "deck": ["bad_smoke"] * 6},
        {"name": "Mara", "in_play": ["indigo_six", "alton_hickman"], "hand": [], "deck": ["bad_smoke"] * 6},
    ],
}  # fmt: skip
CLEANUP: dict[str, Any] = {
    "seed": 1, "active": 0, "phase": "cleanup",
    "seats": [
        {"name": "You", "hand": ["bad_smoke", "charlotte_reyes", "wound_bite"], "deck": ["bad_smoke"] * 6},
        {"name": "Mara", "hand": ["bad_smoke"], "deck": ["bad_smoke"] * 3},
    ],
}  # fmt: skip


def shot_wording(app: QApplication, out: Path) -> None:
    for size, suffix in ((SIZE, ""), (FULL_HD, "-1920")):
        win = window(instant=True, size=size)
        load(win, BLOCK_AND_ABSORB)
        ctl = win.controller
        d = ctl.decision_for_viewer()
        assert d is not None
        ctl.submit(d.seat, next(o for o in d.options if o.kind == "block"))
        d = ctl.decision_for_viewer()
        assert d is not None
        ctl.submit(d.seat, next(o for o in d.options if o.kind == "block_done"))
        settle(app, lambda c=ctl: c.decision_for_viewer() is not None and c.observation().turn == 2)
        save(app, win, out / f"wording-log{suffix}.png")
        load(win, CLEANUP)
        d = ctl.decision_for_viewer()
        assert d is not None
        ctl.submit(d.seat, next(o for o in d.options if o.kind == "draw_up"))
        settle(app, lambda c=ctl: c.decision_for_viewer() is not None)
        save(app, win, out / f"wording-cleanup{suffix}.png")
        win.close()


def shot_edition_names(app: QApplication, out: Path) -> None:
    from nightfall_qt.ui.dialogs.new_game_dialog import NewGameDialog

    for size, suffix in ((SIZE, ""),):  # the dialog alone: its size does not follow the window's
        win = window(size=size)
        dialog = NewGameDialog(win, win.controller.cards.editions)
        win.learning.add_tutorial_button(dialog)
        dialog.edition.setCurrentIndex(dialog.edition.findData("pl"))
        dialog.show()
        dialog.adjustSize()
        save(app, dialog, out / f"edition-names{suffix}.png")
        dialog.close()
        win.close()


CHAIN_TWO: dict[str, Any] = {
    "seed": 1, "active": 0, "phase": "chain",
    "seats": [
        {"name": "You", "hand": ["charlotte_reyes", "enraged_ghoul", "bad_smoke"], "deck": ["bad_smoke"] * 3},
        {"name": "Mara", "hand": ["bad_smoke"], "deck": ["bad_smoke"] * 3},
    ],
}  # fmt: skip


def shot_click_selects(app: QApplication, out: Path) -> None:
    from PySide6.QtTest import QTest

    from nightfall_qt.app.storage.settings import Settings
    from nightfall_qt.ui.dialogs.settings_dialog import SettingsDialog

    for size, suffix in ((SIZE, ""), (FULL_HD, "-1920")):
        win = window(instant=False, size=size)
        load(win, CHAIN_TWO)
        ctl = win.controller
        settle(app, lambda c=ctl: c.presenter.idle and c.decision_for_viewer() is not None)
        ghoul = next(i for u, i in win.scene.hand_layer.items.items() if ctl.state.cid(u) == "enraged_ghoul")
        QTest.mouseClick(win.view.viewport(), LEFT, NO_MOD, win.view.mapFromScene(ghoul.sceneBoundingRect().center()))
        save(app, win, out / f"click-selects{suffix}.png")
        win.close()
    dialog = SettingsDialog(Settings())
    dialog.show()
    dialog.adjustSize()
    save(app, dialog, out / "settings-click.png")
    dialog.close()


PILES: dict[str, Any] = {
    "seed": 1, "active": 0, "phase": "chain",
    "seats": [
        {"name": "You", "hand": ["charlotte_reyes", "bad_smoke"], "discard": ["bad_smoke", "genesis_one"],
         "deck": ["bad_smoke"] * 3},
        {"name": "Mara", "hand": ["bad_smoke"], "discard": ["indigo_six", "enraged_ghoul"], "deck": ["bad_smoke"] * 3},
        {"name": "Viktor", "hand": ["bad_smoke"], "discard": ["jj_mcteague"], "deck": ["bad_smoke"] * 3},
    ],
}  # fmt: skip


def shot_discard_tops(app: QApplication, out: Path) -> None:
    from PySide6.QtTest import QTest

    for size, suffix in ((SIZE, ""), (FULL_HD, "-1920")):
        win = window(instant=False, size=size)
        load(win, PILES)
        settle(app, lambda w=win: w.controller.presenter.idle and w.controller.decision_for_viewer() is not None)
        mara = next(b for b in win.scene.badges if b.seat == 1)
        QTest.mouseMove(win.view.viewport(), win.view.mapFromScene(mara.mapToScene(mara.boundingRect().center())))
        settle(app, lambda w=win: w.hover_zoom.isVisible())
        save(app, win, out / f"discard-tops{suffix}.png")
        win.close()


def shot_text_size(app: QApplication, out: Path) -> None:
    from nightfall_qt.app.storage.settings import Settings
    from nightfall_qt.ui.dialogs.settings_dialog import SettingsDialog

    for size, suffix in ((SIZE, ""), (FULL_HD, "-1920")):
        for percent in (100, 125, 150):
            win = window(size=size)
            win.set_text_size(percent)
            load(win, TEXT_SIZE_TABLE)
            settle(app, lambda w=win: w.controller.decision_for_viewer() is not None)
            save(app, win, out / f"text-size-{percent}{suffix}.png")
            if percent == 125 and not suffix:
                dialog = SettingsDialog(Settings(text_size=125))
                dialog.show()
                dialog.adjustSize()
                save(app, dialog, out / "settings-text-size-125.png")
                dialog.close()
            win.set_text_size(100)
            win.close()


SHOTS: dict[str, Callable[[QApplication, Path], None]] = {
    "prompt-waits": shot_prompt_waits,
    "numbers-over-plate": shot_numbers_over_plate,
    "forced-target": shot_forced_target,
    "combat-captions": shot_combat_captions,
    "tutorial-taught-card": shot_tutorial_taught_card,
    "wording": shot_wording,
    "edition-names": shot_edition_names,
    "click-selects": shot_click_selects,
    "discard-tops": shot_discard_tops,
    "text-size": shot_text_size,
}


def main(argv: list[str] | None = None) -> int:
    return render(SHOTS, __doc__.splitlines()[0], argv)


if __name__ == "__main__":
    sys.exit(main())
