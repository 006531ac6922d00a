"""Bot scheduling: which bot answers a seat's decision, with which generator, and when — once the presenter
has shown what happened (unless bots are fast).

The controller stays the only writer: it hands out a `BotJob` (the bot seat's observation and a way to
sample full states it cannot tell apart from the real one) and applies the answer it gets back.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from nightfall_qt.ai import make_bot, parallel
from nightfall_qt.app.game.ai_runner import AiRunner
from nightfall_qt.app.game.presenter import Presenter
from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.engine import Choice, Rng

_BOT_SEED_SALT = 0x5EA7B07


@dataclass(frozen=True)
class BotJob:
    seat: int
    observation: Any  # the bot seat's observation
    worlds: Callable[[Any], Any]  # rng -> a full state consistent with that observation
    position: Callable[[], str]  # the position as scenario YAML (for the runner's error report)


class BotScheduler(QObject):
    thinking = Signal(int, bool)  # seat, whether its bot is thinking now
    answered = Signal(int, object)  # seat, the bot's Choice

    def __init__(self, presenter: Presenter, parent: QObject | None = None, fast: bool = False) -> None:
        super().__init__(parent)
        self.presenter = presenter
        self.fast = fast
        self.ai = AiRunner(self)
        self.ai.answered.connect(self._on_answer)
        presenter.becameIdle.connect(self._on_presenter_idle)
        self._bots: dict[int, Any] = {}
        self._rngs: dict[int, Rng] = {}
        self._thinking: int | None = None  # seat whose request is in flight
        self._request_id = 0
        self._waiting: Callable[[], BotJob | None] | None = None  # asks once the presenter is idle
        self._kept: tuple[int, Choice] | None = None  # an answer that came while the table was held (paused)

    def reset(self, seats: Sequence[SeatConfig], seed_base: int, bots: Mapping[int, Any] | None = None) -> None:
        """The bots of a new game; `bots` replaces some bot seats' bots (the tutorial's scripted opponents)."""
        self.cancel()
        self._bots = {i: make_bot(s.level, players=len(seats)) for i, s in enumerate(seats) if s.is_bot}
        self._bots.update({i: b for i, b in (bots or {}).items() if i in self._bots})
        self._rngs = {i: Rng((seed_base ^ _BOT_SEED_SALT) + 7919 * i) for i in self._bots}
        if any(getattr(b, "uses_processes", False) for b in self._bots.values()):
            parallel.prestart()  # the first decision must not wait for the search processes to start

    @property
    def thinking_seat(self) -> int | None:
        return self._thinking

    def schedule(self, job: Callable[[], BotJob | None]) -> None:
        """Ask a bot now if the presenter is idle (or bots are fast), else as soon as it is."""
        if self.fast or self.presenter.idle:
            self._ask(job())
        else:
            self._waiting = job

    def cancel(self) -> None:
        """Forget the request in flight and any waiting one (the position changed under them)."""
        self.ai.cancel()
        self._waiting = None
        self._kept = None
        if self._thinking is not None:
            seat, self._thinking = self._thinking, None
            self.thinking.emit(seat, False)

    def shutdown(self) -> None:
        self._waiting = None
        self.ai.shutdown()

    def _on_presenter_idle(self) -> None:
        kept, self._kept = self._kept, None
        if kept is not None:  # the player continued: the answer that waited is played now
            self.answered.emit(*kept)
            return
        job, self._waiting = self._waiting, None
        if job is not None:
            self._ask(job())

    def _ask(self, job: BotJob | None) -> None:
        if job is None or job.seat not in self._bots:
            return
        rng = self._rngs[job.seat].fork()  # each request its own generator: workers never share one
        self._thinking = job.seat
        self._request_id = self.ai.request(job.seat, self._bots[job.seat], job.observation, rng, job.worlds,
                                           position=job.position)
        self.thinking.emit(job.seat, True)

    def _on_answer(self, request_id: int, choice: Choice) -> None:
        if request_id != self._request_id or self._thinking is None:
            return
        seat, self._thinking = self._thinking, None
        self.thinking.emit(seat, False)
        if self.presenter.holding:  # paused: the game waits with the table; the answer is kept until it goes on
            self._kept = (seat, choice)
            return
        self.answered.emit(seat, choice)

    @property
    def explanation(self) -> Any:
        """What the bot weighed for the answer `answered` just brought (ai/explain.py), None if it is unknown."""
        return self.ai.explanation
