"""Shorter garbage-collector pauses on the GUI thread.

Python's full (oldest-generation) collection walks every tracked object; with the modules, the card database and
the window built (~70,000 objects) one took ~27 ms of the GUI thread, at a random moment of a bot turn
(benchmarks/gui_step_bench.py). What exists once the app is up lives as long as the app: `gc.freeze()` moves it
out of the collector's walks, so a full collection only looks at what was made since. Objects freed by their
reference count are freed as before; only cyclic garbage among the frozen objects would stay, and the app's
start-up objects are not garbage."""

from __future__ import annotations

import gc


def freeze_startup_objects() -> None:
    """Call once, when the app's long-lived objects exist (after the main window is built)."""
    gc.collect()  # what start-up left as garbage goes now, not frozen
    gc.freeze()
