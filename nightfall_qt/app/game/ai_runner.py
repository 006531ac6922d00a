"""Runs bot moves on a QThreadPool so the window never waits for a bot.

Each request gets an id; `cancel()` bumps the current id so any answer still on its way is dropped.
A bot that raises or answers something illegal is logged and replaced by a legal fallback (the first
option): a broken bot must never hang the game.
"""

from __future__ import annotations

import logging
import traceback
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

log = logging.getLogger(__name__)

# The interpreter's switch interval is left alone: the searching levels run their search in worker
# processes (ai/parallel.py), so this pool's thread only waits for them and never holds the GUI's GIL for
# long. Only where processes cannot start does the search fall back to this thread.


class _Bridge(QObject):
    """Carries a worker's answer back to the GUI thread (queued: the bridge lives on the GUI thread)."""

    done = Signal(int, object, object, object)  # request id, choice or None, traceback text or None, explanation


class _Cancel:
    """Cancel token handed to searching bots: `cancelled` is read by the worker every iteration."""

    __slots__ = ("cancelled",)

    def __init__(self) -> None:
        self.cancelled = False


class _BotJob(QRunnable):
    def __init__(
        self, bridge: _Bridge, request_id: int, bot: Any, observation: Any, rng: Any,
        worlds: Callable[[Any], Any] | None = None, cancel: _Cancel | None = None,
    ) -> None:  # fmt: skip
        super().__init__()
        # Python keeps the job (AiRunner._jobs) and frees it once its answer is back on the GUI thread: a job that
        # the pool deleted in C++ while Python still held its wrapper crashed a later garbage collection.
        self.setAutoDelete(False)
        self._bridge = bridge
        self._request_id = request_id
        self._bot = bot
        self._observation = observation
        self._rng = rng
        self._worlds = worlds
        self._cancel = cancel

    def release(self) -> None:
        """Drop what the job held (the bot, the position, the worlds): only its small shell waits to be freed."""
        self._bot = self._observation = self._rng = self._worlds = self._cancel = None

    def run(self) -> None:  # on a pool thread: touch no QObject except emitting the bridge signal
        from nightfall_qt.ai.explain import explain_choice

        try:
            # The choice and what the bot weighed for it (ai/explain.py): the same call for every bot.
            worlds = self._worlds if getattr(self._bot, "wants_worlds", False) else None
            choice, why = explain_choice(self._bot, self._observation, self._rng, worlds, self._cancel)
            error = None
        except Exception:  # noqa: BLE001 - any bot failure becomes a logged fallback move
            choice, error, why = None, traceback.format_exc(), None
        self._bridge.done.emit(self._request_id, choice, error, why)


def _describe(position: Callable[[], str] | None) -> str:
    if position is None:
        return "(not available)"
    try:
        return position()
    except Exception as exc:  # noqa: BLE001 - a failing description must not hide the bot's error
        return f"(could not be written: {exc!r})"


class AiRunner(QObject):
    """Ask a bot for a choice off the GUI thread; `answered(request_id, choice)` always brings a legal one."""

    answered = Signal(int, object)

    def __init__(self, parent: QObject | None = None, max_threads: int = 1) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(max_threads)
        self._bridge = _Bridge(self)
        self._bridge.done.connect(self._on_done)
        self._current = 0
        # request id -> (seat, observation, position describer)
        self._requests: dict[int, tuple[int, Any, Callable[[], str] | None]] = {}
        self._cancels: list[_Cancel] = []  # tokens of searches that may still run
        self._jobs: dict[int, _BotJob] = {}  # jobs whose answer has not come back yet (owned here, not by the pool)
        self._finished: list[_BotJob] = []  # answered, freed once no pool thread can still be inside one
        # What the bot weighed for the answer `answered` brings (ai/explain.py), None for a fallback move. Set
        # just before `answered` is emitted, for its listeners.
        self.explanation: Any = None

    @property
    def current_request(self) -> int:
        return self._current

    @property
    def busy(self) -> bool:
        return self._current in self._requests

    def request(
        self, seat: int, bot: Any, observation: Any, rng: Any, worlds: Callable[[Any], Any] | None = None,
        position: Callable[[], str] | None = None,
    ) -> int:
        """Start `bot.choose(observation, rng)` on a worker; returns the request id (earlier ones go stale).

        `worlds` (rng -> GameState), built by the caller from a snapshot of the game, goes to bots that
        set `wants_worlds` (searching bots), together with a cancel token that `cancel()` sets.
        `position()` describes the position (scenario YAML) for the log if the bot fails.
        """
        self._stop_searches()
        self._current += 1
        rid = self._current
        self._requests = {rid: (seat, observation, position)}
        token = _Cancel()
        self._cancels.append(token)
        job = _BotJob(self._bridge, rid, bot, observation, rng, worlds, token)
        self._jobs[rid] = job
        self._pool.start(job)
        return rid

    def cancel(self) -> None:
        """Forget every request in flight: their answers will be ignored, running searches stop."""
        self._current += 1
        self._requests.clear()
        self._stop_searches()

    def _stop_searches(self) -> None:
        for token in self._cancels:
            token.cancelled = True
        self._cancels = []

    def shutdown(self) -> None:
        """Cancel and wait for the workers (new game, window close)."""
        self.cancel()
        self._pool.clear()
        self._pool.waitForDone()
        self._jobs.clear()  # no thread runs one now, and those cleared from the queue will never answer
        self._finished.clear()

    def _retire(self, request_id: int) -> None:
        """A job's answer is back. Its run() may still be returning on the pool's thread (and the pool reads the
        job once it has), so the job is freed only when no thread of the pool is busy."""
        job = self._jobs.pop(request_id, None)
        if job is not None:
            job.release()
            self._finished.append(job)
        if self._pool.activeThreadCount() == 0:
            self._finished.clear()

    def _on_done(self, request_id: int, choice: Any, error: str | None, why: Any = None) -> None:
        self._retire(request_id)
        if request_id != self._current or request_id not in self._requests:
            return  # stale: cancelled or superseded
        seat, observation, position = self._requests.pop(request_id)
        options = tuple(observation.options)
        if error is not None or choice not in options:
            problem = f"raised\n{error}" if error is not None else f"answered the illegal choice {choice!r}"
            log.error("bot for seat %d %s; playing the first legal option instead.\nPosition (scenario YAML):\n%s",
                      seat, problem, _describe(position))
            choice, why = (options[0] if options else None), None
        if choice is not None:
            self.explanation = why
            self.answered.emit(request_id, choice)
