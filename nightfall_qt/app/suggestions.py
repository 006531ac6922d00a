"""The Suggest key: Hard's answer to the viewer's own decision, with what it weighed ("Why?"), off the GUI thread.

The hint bot sees what the viewer may see and nothing more: the viewer's observation and worlds sampled for the
viewer's seat (`GameController.suggestion_job`, the same door a bot seat goes through). Its generator is seeded by
that observation, so two positions the viewer cannot tell apart start the same search. An answer that arrives
after the decision changed is dropped.
"""

from __future__ import annotations

import json
import zlib
from typing import Any

from PySide6.QtCore import QObject, Signal

from nightfall_qt.ai import make_bot, parallel
from nightfall_qt.app.ai_runner import AiRunner
from nightfall_qt.engine import Rng

SUGGEST_LEVEL = "hard"  # the strength of a suggestion (issue 45: the same explanation at Hard's strength)


class Suggester(QObject):
    ready = Signal(object, object)  # the suggested Choice, its Explanation (ai/explain.py)

    def __init__(self, controller: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        # The bots' own runner: a suggestion is asked only at the viewer's decision, when no bot thinks, and one
        # thread pool per game keeps the threads few (a second pool per window crashed the event loop in tests).
        self.runner: AiRunner = controller.bots.ai
        self.runner.answered.connect(self._on_answer)
        self.bot: Any = None  # made on first use (a search bot starts the worker processes)
        self._asked: tuple[int, Any] | None = None  # request id and the decision it is about
        controller.decisionChanged.connect(self._on_decision_changed)

    @property
    def busy(self) -> bool:
        return self._asked is not None

    def ask(self) -> bool:
        """Start a suggestion for the viewer's pending decision; False when the viewer has none."""
        job = self.controller.suggestion_job()
        if job is None:
            return False
        if self.bot is None:
            self.bot = make_bot(SUGGEST_LEVEL)
            if getattr(self.bot, "uses_processes", False):
                parallel.prestart()
        seen = json.dumps(job.observation.to_dict(), sort_keys=True, default=str)
        rng = Rng(zlib.crc32(seen.encode()))
        rid = self.runner.request(job.seat, self.bot, job.observation, rng, job.worlds, position=job.position)
        self._asked = (rid, self.controller.decision_for_viewer())
        return True

    def cancel(self) -> None:
        if self._asked is not None and self.runner.current_request == self._asked[0]:
            self.runner.cancel()  # only our own search: a bot's request in flight is the scheduler's
        self._asked = None

    def shutdown(self) -> None:
        """The window closes: the runner's owner (the bot scheduler) waits for its thread."""
        self._asked = None

    def _on_decision_changed(self) -> None:
        if self._asked is not None and self.controller.decision_for_viewer() != self._asked[1]:
            self.cancel()  # the position moved on: the suggestion would be about another decision

    def _on_answer(self, request_id: int, choice: Any) -> None:
        asked, self._asked = self._asked, None
        if asked is None or asked[0] != request_id or self.controller.decision_for_viewer() != asked[1]:
            return
        self.ready.emit(choice, self.runner.explanation)
