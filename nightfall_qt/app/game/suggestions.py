"""The Suggest key: Hard's answer to the viewer's own decision, with what it weighed ("Why?").

The hint bot sees what the viewer may see and nothing more: the viewer's observation and worlds sampled for the
viewer's seat (`GameController.suggestion_job`, the same door a bot seat goes through). Its generator is seeded by
that observation, so two positions the viewer cannot tell apart start the same search. An answer that arrives
after the decision changed is dropped.
"""

from __future__ import annotations

import json
import zlib
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from nightfall_qt.ai import make_bot
from nightfall_qt.engine import Rng

SUGGEST_LEVEL = "hard"  # the strength of a suggestion (issue 45: the same explanation at Hard's strength)


class Suggester(QObject):
    """Answers the Suggest key. The search runs on the GUI thread at Hard's budget for the number of players (a
    fraction of a second: issue 45's ladder) and the answer comes from the next turn of the event loop, so the
    key's caller never waits inside its handler. A search on the bots' worker thread, tried first, crashed the
    interpreter in a garbage collection on the GUI thread (PySide6 6.11) in a UI test run, every time."""

    ready = Signal(object, object)  # the suggested Choice, its Explanation (ai/explain.py)

    def __init__(self, controller: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.bot: Any = None  # made on first use, for the game's number of players
        self._players = 0
        self._asked: Any = None  # the decision a pending answer is about
        self._answer: tuple[Any, Any] | None = None
        controller.decisionChanged.connect(self._on_decision_changed)

    @property
    def busy(self) -> bool:
        return self._asked is not None

    def ask(self) -> bool:
        """Suggest for the viewer's pending decision; False when the viewer has none."""
        from nightfall_qt.ai.explain import explain_choice

        job = self.controller.suggestion_job()
        if job is None:
            return False
        players = job.observation.players
        if self.bot is None or players != self._players:
            self.bot, self._players = make_bot(SUGGEST_LEVEL, players=players), players
        seen = json.dumps(job.observation.to_dict(), sort_keys=True, default=str)
        rng = Rng(zlib.crc32(seen.encode()))
        worlds = job.worlds if getattr(self.bot, "wants_worlds", False) else None
        self._answer = explain_choice(self.bot, job.observation, rng, worlds)
        self._asked = self.controller.decision_for_viewer()
        QTimer.singleShot(0, self, self._deliver)
        return True

    def cancel(self) -> None:
        self._asked = self._answer = None

    def shutdown(self) -> None:
        """The window closes: nothing runs in the background."""
        self.cancel()

    def _on_decision_changed(self) -> None:
        if self._asked is not None and self.controller.decision_for_viewer() != self._asked:
            self.cancel()  # the position moved on: the suggestion would be about another decision

    def _deliver(self) -> None:
        asked, answer = self._asked, self._answer
        self.cancel()
        if asked is None or answer is None or self.controller.decision_for_viewer() != asked:
            return
        self.ready.emit(*answer)
