"""Autosaves written on a background thread, so that a decision never waits for the disk.

The GUI thread hands over a *job* (a function building the save text from a private copy of the game,
~0.01 ms to make); one writer thread builds the text (~10-60 ms of JSON and hashing) and writes it with
AutosaveStore.write (temporary file, flush, fsync, os.replace, fsync of the folder: the same guarantees as
before). Jobs coalesce: while one is being written, a newer one replaces any still waiting, so a burst of
decisions costs one write for the newest position, never a queue. `flush()` waits until the newest job is on
disk (before quitting; the autoplay test hook waits for it before it reports a decision as done).
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Callable
from pathlib import Path

from nightfall_qt.app.game.seats import SeatConfig
from nightfall_qt.app.storage.saves import AutosaveStore, GameMeta, save_text
from nightfall_qt.engine import GameState

log = logging.getLogger(__name__)

IDLE_SECONDS = 30.0  # a window that is not played in keeps no thread
Job = Callable[[], str]  # builds the save text (runs on the writer thread)
Done = Callable[[Path | None, OSError | None], None]  # called on the writer thread after each write


class AutosaveWriter:
    def __init__(self, store: AutosaveStore, done: Done) -> None:
        self.store = store
        self._done = done
        self._cond = threading.Condition()
        self._waiting: Job | None = None
        self._busy = False
        self._closed = False
        self.written = 0  # writes done (a burst of jobs coalesces into fewer)
        self._thread: threading.Thread | None = None  # started by submit, ends after IDLE_SECONDS without work

    def submit(self, job: Job) -> None:
        """Queue `job`, replacing a job that has not started yet (only the newest position matters)."""
        with self._cond:
            self._waiting = job
            if self._thread is None:
                self._thread = threading.Thread(target=self._loop, name="autosave-writer", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def new_game(self) -> None:
        """A game started (the same interface as AutosaveProcess; a thread needs nothing)."""

    def submit_game(self, state: GameState, seats: tuple[SeatConfig, ...], meta: GameMeta) -> None:
        """Queue the live game: a private copy (clone, ~0.01 ms) now, its text on the writer thread."""
        snapshot = state.clone()
        self.submit(lambda: save_text(snapshot, seats, meta))

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every submitted job is written; False if `timeout` seconds passed first."""
        with self._cond:
            return self._cond.wait_for(lambda: self._waiting is None and not self._busy, timeout)

    def close(self, timeout: float | None = 10.0) -> None:
        """Write what is waiting, then stop the thread."""
        self.flush(timeout)
        with self._cond:
            self._closed = True
            thread = self._thread
            self._cond.notify_all()
        if thread is not None:
            thread.join(timeout)

    def _loop(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._waiting is not None or self._closed, IDLE_SECONDS)
                if self._waiting is None:  # idle (or closed): end; the next submit starts a new thread
                    self._thread = None
                    return
                job, self._waiting, self._busy = self._waiting, None, True
            try:
                self._write(job)
            finally:
                with self._cond:
                    self._busy = False
                    self.written += 1
                    self._cond.notify_all()

    def _write(self, job: Job) -> None:
        try:
            path, error = self.store.write(job()), None
        except OSError as exc:
            path, error = None, exc
        except Exception as exc:  # a bug, not the disk: keep the thread alive for the next decision
            log.exception("Autosave failed")
            path, error = None, OSError(f"{type(exc).__name__}: {exc}")
        with contextlib.suppress(RuntimeError):  # the receiver is gone (its window closed meanwhile)
            self._done(path, error)
