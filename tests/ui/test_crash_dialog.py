"""The crash dialog on screen shows no hidden card (a pass-and-play table reads it); the copied report keeps
the whole position, so a bug report can replay the game (issue 16)."""

from __future__ import annotations

import random
import sys
from typing import Any

from PySide6.QtWidgets import QApplication

from nightfall_qt.app.game.controller import GameController
from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.cards import load_cards
from nightfall_qt.engine import GameOptions
from nightfall_qt.ui.dialogs.crash_dialog import HIDDEN_ON_SCREEN, CrashDialog, CrashHandler

CARDS = load_cards()


def _hidden_in(report: str, st: Any, viewer: int) -> set[str]:
    """Ids and English names of the cards the full report names that `viewer` may not see."""
    import json

    seen = json.dumps(st.observation(viewer).to_dict(), default=str)
    ids = {c.id for c in CARDS.cards if c.id in report and c.id not in seen}
    return ids | {CARDS[i].name("en") for i in ids}


def test_the_dialog_shows_no_hidden_card_and_the_copied_report_has_them_all(qtbot, monkeypatch) -> None:
    ctl = GameController(CARDS, instant=True)
    try:
        options = GameOptions(players=3, seed=11, setup="draft", variants=frozenset({"secret_archives"}))
        ctl.new_game(options, [SeatConfig("Ann", "human"), SeatConfig("Ben", "human"), SeatConfig("Cy", "bot")])
        rng = random.Random(3)
        while ctl.state is not None and ctl.state.turn < 2:  # past the draft: secret archives, hands and decks
            qtbot.waitUntil(lambda: ctl.is_over or (ctl.thinking_seat is None and ctl.decision is not None
                                                    and ctl.seats[ctl.decision.seat].is_human))
            ctl.confirm_pass()
            d = ctl.decision
            assert d is not None
            ctl.submit(d.seat, rng.choice(d.options))
        ctl.confirm_pass()
        shown: list[CrashDialog] = []

        def fake_exec(dialog: CrashDialog) -> int:
            shown.append(dialog)
            dialog.copy_report()
            return CrashDialog.CONTINUE

        monkeypatch.setattr(CrashDialog, "exec", fake_exec)
        handler = CrashHandler(None, ctl, quit_app=lambda: None)
        try:
            raise RuntimeError("injected failure")
        except RuntimeError:
            handler.handle(*sys.exc_info())
        assert len(shown) == 1
        dialog = shown[0]
        on_screen = dialog.message.text() + "\n" + dialog.details.toPlainText()
        st = ctl.state
        assert st is not None
        report = QApplication.clipboard().text()
        hidden = _hidden_in(report, st, ctl.viewer_seat)
        assert len(hidden) >= 6, hidden
        assert not {h for h in hidden if h in on_screen}, "a hidden card is named on screen"
        assert "Seed" not in on_screen.replace(HIDDEN_ON_SCREEN, "") and "scenario YAML" not in on_screen
        assert "RuntimeError: injected failure" in on_screen and HIDDEN_ON_SCREEN in on_screen
        # The copied report is the full one: seed, the whole position, every hidden card.
        assert report == dialog.report and "Seed: 11;" in report and "Position (scenario YAML):" in report
    finally:
        ctl.shutdown()
