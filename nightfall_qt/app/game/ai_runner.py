"""Runs bot moves on a worker thread so the window never waits for a bot.

Each request gets an id; `cancel()` bumps the current id so any answer still on its way is dropped.
A bot that raises or answers something illegal is logged and replaced by a legal fallback (the first
option): a broken bot must never hang the game.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from concurrent.futures import Future, ThreadPoolExecutor

log = logging.getLogger(__name__)

# The interpreter's switch interval is left alone: the searching levels run their search in worker
# processes (ai/parallel.py), so this pool's thread only waits for them and never holds the GUI's GIL for
# long. Only where processes cannot start does the search fall back to this thread.


class _Bridge(QObject):
    """Tells the GUI thread that an answer is ready (queued: the bridge lives on the GUI thread). The signal carries
    only the request id; the answer waits in `AiRunner._answers`. Python objects handed through a queued Qt signal
    from the search thread, and QRunnables shared between Qt's pool and Python, crashed the interpreter (PySide6
    6.11) in UI test runs while a search ran: the worker is a plain Python thread and only an int crosses Qt."""

    done = Signal(int)  # request id


class _Cancel:
    """Cancel token handed to searching bots: `cancelled` is read by the worker every iteration."""

    __slots__ = ("cancelled",)

    def __init__(self) -> None:
        self.cancelled = False


Answer = tuple[Any, str | None, Any]  # choice or None, traceback text or None, explanation


def _run_bot(bot: Any, observation: Any, rng: Any, worlds: Callable[[Any], Any] | None, cancel: _Cancel) -> Answer:
    """On the worker thread: the bot's choice and what it weighed (ai/explain.py); a failure as its traceback."""
    from nightfall_qt.ai.explain import explain_choice

    try:
        searching_worlds = worlds if getattr(bot, "wants_worlds", False) else None
        choice, why = explain_choice(bot, observation, rng, searching_worlds, cancel)
        return choice, None, why
    except Exception:  # noqa: BLE001 - any bot failure becomes a logged fallback move
        return None, traceback.format_exc(), None


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
        self._max_threads = max_threads
        self._pool: ThreadPoolExecutor | None = None  # made at the first request (not needed for the first paint)
        self._futures: list[Future[None]] = []
        self._bridge = _Bridge(self)
        self._bridge.done.connect(self._on_done)
        self._answers: dict[int, Answer] = {}  # filled by the worker thread, emptied on the GUI thread
        self._answers_lock = threading.Lock()
        self._current = 0
        # request id -> (seat, observation, position describer)
        self._requests: dict[int, tuple[int, Any, Callable[[], str] | None]] = {}
        self._cancels: list[_Cancel] = []  # tokens of searches that may still run
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
        self._futures = [f for f in self._futures if not f.done()]
        if self._pool is None:
            from concurrent.futures import ThreadPoolExecutor

            self._pool = ThreadPoolExecutor(max_workers=self._max_threads, thread_name_prefix="bot")
        self._futures.append(self._pool.submit(self._work, rid, bot, observation, rng, worlds, token))
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
        for future in self._futures:
            future.cancel()  # not started yet: never runs
        if self._futures:
            from concurrent.futures import wait

            wait(self._futures)
        self._futures = []
        with self._answers_lock:
            self._answers.clear()

    def _work(self, request_id: int, bot: Any, observation: Any, rng: Any,
              worlds: Callable[[Any], Any] | None, cancel: _Cancel) -> None:
        """On the worker thread: answer, keep the answer, tell the GUI thread its id."""
        answer = _run_bot(bot, observation, rng, worlds, cancel)
        with self._answers_lock:
            self._answers[request_id] = answer
        with contextlib.suppress(RuntimeError):  # the runner's window is gone (closed without shutdown): nobody waits
            self._bridge.done.emit(request_id)

    def _on_done(self, request_id: int) -> None:
        with self._answers_lock:
            choice, error, why = self._answers.pop(request_id, (None, None, None))
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
