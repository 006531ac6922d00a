"""While prestart() is still starting the worker processes, a bot's search does not wait for them: it searches on
its own thread, within its budget (the first bot move of a session overshot by the workers' start-up)."""

from __future__ import annotations

import threading

from nightfall_qt.ai import parallel


def test_a_search_during_the_pools_start_does_not_wait_for_it(monkeypatch) -> None:
    release = threading.Event()
    entered = threading.Event()

    class SlowPool:
        def __init__(self, workers: int | None = None) -> None:
            entered.set()
            release.wait(10)  # the workers are still starting

        def shutdown(self) -> None:
            pass

    monkeypatch.setattr(parallel, "SearchPool", SlowPool)
    monkeypatch.setattr(parallel, "_SHARED", None)
    monkeypatch.setattr(parallel, "_SHARED_FAILED", False)
    monkeypatch.setattr(parallel.atexit, "register", lambda fn: None)
    monkeypatch.setenv(parallel.WORKERS_ENV, "2")
    thread = parallel.prestart()
    assert thread is not None and entered.wait(10)
    assert parallel.prestart() is None  # already on its way: no second start
    assert parallel.shared_pool() is None  # returns at once: the bot searches on its thread meanwhile
    release.set()
    thread.join(10)
    assert isinstance(parallel.shared_pool(), SlowPool)  # ready: the next search uses the workers
