"""Parts of the app that the first window does not need, and what tells whether they can load here.

Online play (websockets, asyncio, the embedded server and its SQLite store) and worker processes
(multiprocessing: the bots' search pool, the autosave writer) are imported where they are first used, never at
start: the window paints sooner, and a copy where one of them is missing or broken (a distribution without
websockets, a Python built without _sqlite3, a sandbox where processes cannot start) still starts and plays;
only that feature is greyed out with its reason, or falls back (bots search on a thread, autosaves are written
by a thread).

`missing_module` looks modules up without importing them, so the window can grey out a feature at start for
free; a module that is there but fails to import is caught where it is first imported.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Iterable

# What online play imports that may be missing from a Python installation (third-party or optional stdlib).
ONLINE_MODULES = ("websockets", "asyncio", "sqlite3", "_sqlite3")


def missing_module(names: Iterable[str]) -> ImportError | None:
    """The first of the top-level modules `names` that cannot be found, as the ImportError importing it would
    give; None when all are there. Nothing is imported (a module already set to None in sys.modules, which
    blocks its import, counts as missing)."""
    for name in names:
        try:
            spec = importlib.util.find_spec(name)
        except (ImportError, ValueError) as exc:  # a module object without a spec, or a broken parent
            return ImportError(str(exc), name=name)
        if spec is None:
            return ModuleNotFoundError(f"No module named '{name}'", name=name)
    return None
