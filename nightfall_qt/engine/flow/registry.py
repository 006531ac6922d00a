"""Task and continuation registries: the engine's program counter is plain data.

The state keeps a stack of small tuples ("task name", args...). Running a task may push more tasks or
ask a Decision whose continuation is another tuple ("cont name", args...) that receives the Choice.
No closures or generators live in the state, so clone(), save and load stay trivial.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from nightfall_qt.engine.choices import Choice
    from nightfall_qt.engine.state import GameState

Task = tuple[Any, ...]
TaskFn = Callable[["GameState", Task], None]
ContFn = Callable[["GameState", Task, "Choice"], None]

TASKS: dict[str, TaskFn] = {}
CONTS: dict[str, ContFn] = {}


def task(name: str) -> Callable[[TaskFn], TaskFn]:
    def register(fn: TaskFn) -> TaskFn:
        assert name not in TASKS, name
        TASKS[name] = fn
        return fn

    return register


def cont(name: str) -> Callable[[ContFn], ContFn]:
    def register(fn: ContFn) -> ContFn:
        assert name not in CONTS, name
        CONTS[name] = fn
        return fn

    return register
