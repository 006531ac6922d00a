"""The server's bot threads, shared fairly between rooms.

A plain thread pool serves jobs first come, first served: a room that queues a job the moment its last one
ends, or holds two (its bot and a turn timer's stand-in), keeps the threads while other rooms wait. Here each
room has its own queue, at most one job of a room runs at a time, and a free thread takes the next job of
the room after the one it served last (round robin), so with R busy rooms and T threads a room waits for at
most about R / T jobs of others.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict, deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Generic, TypeVar

T = TypeVar("T")


class FairBotPool(Generic[T]):
    def __init__(self, threads: int) -> None:
        self.threads = threads
        self._executor = ThreadPoolExecutor(max_workers=threads, thread_name_prefix="bot")
        # room -> jobs waiting, in the order the rooms are served (a served room goes to the back)
        self._waiting: OrderedDict[str, deque[tuple[Callable[[], T], asyncio.Future[T]]]] = OrderedDict()
        self._running: set[str] = set()  # rooms with a job on a thread

    async def run(self, room: str, job: Callable[[], T]) -> T:
        """Run `job` on a bot thread when it is this room's turn; its result."""
        future: asyncio.Future[T] = asyncio.get_running_loop().create_future()
        self._waiting.setdefault(room, deque()).append((job, future))
        self._dispatch()
        return await future

    def _dispatch(self) -> None:
        while len(self._running) < self.threads:
            room = next((r for r in self._waiting if r not in self._running), None)
            if room is None:
                return
            queue = self._waiting.pop(room)
            job, future = queue.popleft()
            if queue:
                self._waiting[room] = queue  # at the back: every other waiting room goes first
            if future.cancelled():
                continue
            self._running.add(room)
            done = asyncio.wrap_future(self._executor.submit(job))
            done.add_done_callback(lambda d, r=room, f=future: self._finished(r, f, d))  # type: ignore[misc]

    def _finished(self, room: str, future: asyncio.Future[T], done: asyncio.Future[T]) -> None:
        self._running.discard(room)
        if room in self._waiting:
            self._waiting.move_to_end(room)  # just served: rooms that waited meanwhile go first
        if not future.done():
            if done.cancelled():
                future.cancel()
            elif (exc := done.exception()) is not None:
                future.set_exception(exc)
            else:
                future.set_result(done.result())
        self._dispatch()

    def shutdown(self) -> None:
        for queue in self._waiting.values():
            for _job, future in queue:
                future.cancel()
        self._waiting.clear()
        self._executor.shutdown(wait=True, cancel_futures=True)
