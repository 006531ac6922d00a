"""The search processes start when a game with a searching bot begins (issue 17): the first decision of a
Hard or Expert bot must not pay their start-up. Only the call is checked; no process is started here."""

from __future__ import annotations

from typing import Any

from nightfall_qt.ai import RandomBot
from nightfall_qt.app.game import bot_scheduler as scheduler_module
from nightfall_qt.app.game.controller import GameController
from nightfall_qt.app.game.seats import SeatConfig

from . import CARDS


class _ProcessBot(RandomBot):
    uses_processes = True  # what a Hard/Expert IsmctsBot says (ai/ismcts.py)


def test_a_game_with_a_searching_bot_starts_the_search_processes(qtbot, monkeypatch) -> None:
    calls: list[str] = []
    monkeypatch.setattr(scheduler_module.parallel, "prestart", lambda: calls.append("prestart"))
    levels: dict[str, Any] = {"hard": _ProcessBot, "normal": RandomBot}
    monkeypatch.setattr(scheduler_module, "make_bot", lambda level, **_kw: levels[level]())
    ctl = GameController(CARDS, instant=True)
    try:
        ctl.bots.reset([SeatConfig("Me", "human"), SeatConfig("N", "bot", "normal")], seed_base=1)
        assert calls == []  # no searching bot: no processes
        ctl.bots.reset([SeatConfig("Me", "human"), SeatConfig("H", "bot", "hard")], seed_base=1)
        assert calls == ["prestart"]
    finally:
        ctl.shutdown()
